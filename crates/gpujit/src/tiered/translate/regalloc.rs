//! From virtual registers to bytecode: the global-index peephole, dead-code
//! removal, register allocation and encoding.

use std::collections::HashMap;

use super::super::bytecode::{Bytecode, Instr, Op, REGS, SINK};
use super::translator::{Def, Translator, V};
use super::{Unsupported, UnsupportedKind};

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// Peephole, dead-code removal, register allocation, encoding.
    pub(super) fn finish(mut self) -> Result<Bytecode, Unsupported> {
        self.fuse_global_id();
        // Dead code: keep effects and what they (transitively) read.
        let mut live = vec![false; self.next as usize];
        let mut keep = vec![false; self.defs.len()];
        for (i, d) in self.defs.iter().enumerate().rev() {
            let used = d.dst.is_some_and(|v| live[v.0 as usize]);
            if d.op.has_effect() || used {
                keep[i] = true;
                for v in [d.a, d.b, d.c].into_iter().flatten() {
                    live[v.0 as usize] = true;
                }
            }
        }
        let defs: Vec<Def> = self
            .defs
            .iter()
            .zip(&keep)
            .filter(|(_, k)| **k)
            .map(|(d, _)| *d)
            .collect();
        // Last reader of each value.
        let mut last = vec![usize::MAX; self.next as usize];
        for (i, d) in defs.iter().enumerate() {
            for v in [d.a, d.b, d.c].into_iter().flatten() {
                last[v.0 as usize] = i;
            }
        }
        let mut free: Vec<u8> = (0..SINK).rev().collect();
        let mut reg = vec![SINK; self.next as usize];
        let mut code = Vec::with_capacity(defs.len());
        for (i, d) in defs.iter().enumerate() {
            let operand = |v: Option<V>| v.map_or(0, |v| reg[v.0 as usize]);
            let (a, b, c) = (operand(d.a), operand(d.b), operand(d.c));
            // Operands read for the last time free their registers, which
            // the result may take (the interpreter reads before it writes).
            for v in [d.a, d.b, d.c].into_iter().flatten() {
                let r = reg[v.0 as usize];
                if last[v.0 as usize] == i && r != SINK && !free.contains(&r) {
                    free.push(r);
                }
            }
            let dst = match d.dst {
                Some(v) if last[v.0 as usize] != usize::MAX => {
                    let Some(r) = free.pop() else {
                        return Err(Unsupported {
                            kernel: self.kernel_name.to_string(),
                            kind: UnsupportedKind::Registers,
                            message: format!("more than {} values live at once", REGS - 1),
                            instruction: None,
                        });
                    };
                    reg[v.0 as usize] = r;
                    r
                }
                _ => SINK,
            };
            let word1 = if d.op.uses_c() { u32::from(c) } else { d.word1 };
            code.push(Instr {
                op: d.op,
                dst,
                a,
                b,
                word1,
            });
        }
        Ok(Bytecode {
            code,
            slots: self.slots,
        })
    }

    /// `block_id.x * block_dim.x + thread_id.x` → one [`Op::GlobalIdX`].
    fn fuse_global_id(&mut self) {
        let def_of: HashMap<V, Def> = self
            .defs
            .iter()
            .filter_map(|d| d.dst.map(|v| (v, *d)))
            .collect();
        let special = |v: Option<V>, which: u32| {
            v.and_then(|v| def_of.get(&v))
                .is_some_and(|d| d.op == Op::Special && d.word1 == which)
        };
        for d in &mut self.defs {
            if d.op != Op::IAdd {
                continue;
            }
            let is_base = |v: Option<V>| {
                v.and_then(|v| def_of.get(&v)).is_some_and(|m| {
                    m.op == Op::IMul
                        && ((special(m.a, 3) && special(m.b, 6))
                            || (special(m.a, 6) && special(m.b, 3)))
                })
            };
            if (is_base(d.a) && special(d.b, 0)) || (is_base(d.b) && special(d.a, 0)) {
                *d = Def {
                    op: Op::GlobalIdX,
                    dst: d.dst,
                    a: None,
                    b: None,
                    c: None,
                    word1: 0,
                };
            }
        }
    }
}

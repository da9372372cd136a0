//! `call vprintf` in PTX (CUDA's device `printf`, as nvcc and LLVM write
//! it): the format is traced back, through the parameter it is passed in and
//! the `mov`/`cvta` of the registers before it (or, for a register the
//! function sets once only, wherever it sets it: nvcc hoists the format's
//! address out of a loop that prints), to the module's constant string,
//! whose conversions give the size of the argument block (which PTX does not
//! state) for the portable `printf`.

use inkwell::llvm_sys::core as llc;
use inkwell::values::AsValueRef;

use super::parse::Body;
use crate::nvvm::asm::Val;
use crate::nvvm::ptx::{Operand, Statement};

/// The name that `arg`, passed to a call at statement `at` of `body`, holds
/// when the statements before it (back to the last label) set it from a
/// symbol: `st.param` into a call parameter, unguarded `mov` and `cvta`; a
/// register not set there is followed through its only definition in the
/// function ([`only_definition`]).
pub(super) fn traced_symbol(body: &[(usize, Body)], at: usize, arg: &Operand) -> Option<String> {
    let Operand::Reg(mut cur) = arg.clone() else {
        return None;
    };
    for (_, s) in body[..at].iter().rev() {
        let i = match s {
            Body::Stmt(Statement::Label(_)) => return through_only_definitions(body, cur),
            Body::Stmt(Statement::Inst(i)) => i,
            _ => continue,
        };
        let param_store = i.opcode == "st"
            && i.modifiers.iter().any(|m| m == "param")
            && matches!(i.operands.first(),
                Some(Operand::Addr { base: Some(b), offset: 0 }) if **b == Operand::Reg(cur.clone()));
        let def = !param_store && i.operands.first() == Some(&Operand::Reg(cur.clone()));
        if !param_store && !def {
            continue;
        }
        if i.guard.is_some() || (def && !matches!(i.opcode.as_str(), "mov" | "cvta")) {
            return None;
        }
        match i.operands.get(1) {
            // A register: trace it further back. A symbol (`$str`): found,
            // whatever precedes (a label of the block the string is set in).
            Some(Operand::Reg(r)) if r.starts_with('%') => cur = r.clone(),
            Some(Operand::Reg(r)) => return Some(r.clone()),
            _ => return None,
        }
    }
    through_only_definitions(body, cur)
}

/// The symbol `reg` holds where it, and each register it is set from, is
/// set once only in the function, by an unguarded `mov` or `cvta`; `reg`
/// itself where it names no register (`$str`).
fn through_only_definitions(body: &[(usize, Body)], mut reg: String) -> Option<String> {
    // A chain longer than a few links is not an address being moved about.
    for _ in 0..8 {
        if !reg.starts_with('%') {
            return Some(reg);
        }
        match only_definition(body, &reg)? {
            Operand::Reg(r) => reg = r,
            _ => return None,
        }
    }
    None
}

/// The source operand of the one instruction of `body` that writes `reg`,
/// where that is an unguarded `mov` or `cvta`; `None` where `reg` is written
/// more than once, otherwise, or maybe elsewhere (a call's results, an
/// instruction that did not parse).
fn only_definition(body: &[(usize, Body)], reg: &str) -> Option<Operand> {
    fn names(o: &Operand, reg: &str) -> bool {
        match o {
            Operand::Reg(r) => r == reg,
            Operand::Vector(v) => v.iter().any(|o| names(o, reg)),
            Operand::Pair(a, b) => names(a, reg) || names(b, reg),
            _ => false,
        }
    }
    let mut found = None;
    for (_, s) in body {
        let written = match s {
            Body::Stmt(Statement::Inst(i)) if i.operands.first().is_some_and(|o| names(o, reg)) => {
                Some(i)
            }
            Body::Call(c) if c.rets.iter().any(|o| names(o, reg)) => return None,
            Body::Unparsed { text, .. }
                if text
                    .split(|c: char| !(c.is_ascii_alphanumeric() || "%_$.".contains(c)))
                    .any(|t| t == reg) =>
            {
                return None;
            }
            _ => None,
        };
        let Some(i) = written else { continue };
        if found.is_some() || i.guard.is_some() || !matches!(i.opcode.as_str(), "mov" | "cvta") {
            return None;
        }
        found = Some(i.operands.get(1)?.clone());
    }
    found
}

/// The bytes (without the NUL) of the constant string variable `v` holds.
pub(super) fn string_of(v: Val<'_>) -> Option<Vec<u8>> {
    let Val::Ptr(p) = v else {
        return None;
    };
    // SAFETY: `p` is a live value; the initializer and its bytes are read
    // only when it is a global variable with a constant data array.
    unsafe {
        let g = llc::LLVMIsAGlobalVariable(p.as_value_ref());
        if g.is_null() {
            return None;
        }
        let init = llc::LLVMGetInitializer(g);
        if init.is_null() || llc::LLVMIsAConstantDataSequential(init).is_null() {
            return None;
        }
        let mut len = 0;
        let s = llc::LLVMGetAsString(init, &mut len);
        if s.is_null() {
            return None;
        }
        let bytes = std::slice::from_raw_parts(s.cast::<u8>(), len);
        let end = bytes.iter().position(|b| *b == 0)?;
        Some(bytes[..end].to_vec())
    }
}

//! A function body: registers in memory (promoted to SSA by LLVM), labels
//! as blocks, `bra`/`ret`/`exit`/`call`, and every other instruction
//! through the inline-PTX idiom table.

use std::collections::HashMap;

use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::module::Module;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue, PointerValue};

use super::Problem;
use super::funcs::{Pass, param_type, pointer_params};
use super::parse::{Body, Call, Func, Space};
use super::vars::{Vars, scoped, var_bytes};
use crate::nvvm::asm::{ModuleScope, Refusal, Res, Tx, Ty, Val};
use crate::nvvm::ptx::{Instruction, Operand, Statement};

struct Fx<'a, 'ctx> {
    tx: Tx<'a, 'ctx>,
    f: &'a Func,
    entry: Builder<'ctx>,
    labels: HashMap<String, BasicBlock<'ctx>>,
    /// `.branchtargets` tables by label.
    tables: HashMap<String, Vec<String>>,
    /// The function's result parameters' storage.
    rets: Vec<(PointerValue<'ctx>, BasicTypeEnum<'ctx>)>,
    /// The statement being translated, by its index in the body.
    at: usize,
}

fn llvm(e: impl std::fmt::Display) -> Refusal {
    Refusal::Llvm(e.to_string())
}

impl<'ctx> Fx<'_, 'ctx> {
    fn alloca(&self, t: BasicTypeEnum<'ctx>, align: u32) -> Res<PointerValue<'ctx>> {
        let p = self.entry.build_alloca(t, "")?;
        if let Some(i) = p.as_instruction() {
            i.set_alignment(align.max(1)).map_err(llvm)?;
        }
        Ok(p)
    }

    fn symbol(&mut self, name: &str, v: Val<'ctx>) {
        if let Some(m) = self.tx.module.as_mut() {
            m.symbols.insert(name.to_string(), v);
        }
    }

    fn block(&self, name: &str) -> BasicBlock<'ctx> {
        self.tx.ctx().append_basic_block(self.tx.func, name)
    }

    fn terminated(&self) -> bool {
        self.tx
            .b()
            .get_insert_block()
            .and_then(|b| b.get_terminator())
            .is_some()
    }

    /// Continues in a fresh block (after a branch or return).
    fn fresh(&self) {
        let b = self.block("");
        self.tx.b().position_at_end(b);
    }

    /// Returns from the function with its result parameters' values.
    fn ret(&mut self) -> Res<()> {
        let b = self.tx.b();
        let mut vals = Vec::new();
        for (p, t) in &self.rets {
            vals.push(b.build_load(*t, *p, "")?);
        }
        match vals.as_slice() {
            [] => b.build_return(None)?,
            [one] => b.build_return(Some(one))?,
            many => b.build_aggregate_return(many)?,
        };
        Ok(())
    }

    /// Runs `f` where the guard of `g` holds (always when there is none).
    fn guarded(
        &mut self,
        guard: Option<&crate::nvvm::ptx::Guard>,
        f: impl FnOnce(&mut Self) -> Res<()>,
    ) -> Res<()> {
        let Some(g) = guard else {
            return f(self);
        };
        let mut p = self.tx.pred(&g.pred)?;
        if g.negated {
            p = self.tx.b().build_not(p, "")?;
        }
        let (then, cont) = (self.block("then"), self.block("cont"));
        self.tx.b().build_conditional_branch(p, then, cont)?;
        self.tx.b().position_at_end(then);
        f(self)?;
        if !self.terminated() {
            self.tx.b().build_unconditional_branch(cont)?;
        }
        self.tx.b().position_at_end(cont);
        Ok(())
    }

    fn instruction(&mut self, i: &Instruction) -> Res<()> {
        match i.opcode.as_str() {
            "bra" => {
                let target = match i.operands.as_slice() {
                    [Operand::Reg(l)] => self.labels.get(l).copied(),
                    _ => None,
                }
                .ok_or_else(|| Refusal::Unsupported("a branch to no label".into()))?;
                match &i.guard {
                    None => {
                        self.tx.b().build_unconditional_branch(target)?;
                    }
                    Some(g) => {
                        let mut p = self.tx.pred(&g.pred)?;
                        if g.negated {
                            p = self.tx.b().build_not(p, "")?;
                        }
                        let next = self.block("");
                        self.tx.b().build_conditional_branch(p, target, next)?;
                        self.tx.b().position_at_end(next);
                        return Ok(());
                    }
                }
                self.fresh();
                Ok(())
            }
            "brx" => {
                // brx.idx{.uni} index, table: a jump through the table.
                let table = match i.operands.as_slice() {
                    [_, Operand::Reg(t)] => self.tables.get(t).cloned(),
                    _ => None,
                }
                .ok_or_else(|| Refusal::Unsupported("`brx.idx` without its table".into()))?;
                if i.guard.is_some() || !i.has("idx") {
                    return Err(Refusal::Unsupported(format!("`{}`", i.mnemonic())));
                }
                let index = self.tx.int(&i.operands[0], 32)?;
                let mut cases = Vec::new();
                for (k, l) in table.iter().enumerate() {
                    let bb = self.labels.get(l).copied().ok_or_else(|| {
                        Refusal::Unsupported(format!("`.branchtargets` names no label `{l}`"))
                    })?;
                    cases.push((self.tx.c(32, k as u64), bb));
                }
                // An index past the table is undefined: it goes nowhere.
                let out = self.block("");
                self.tx.b().build_switch(index, out, &cases)?;
                self.tx.b().position_at_end(out);
                self.tx.b().build_unreachable()?;
                self.fresh();
                Ok(())
            }
            "ret" | "exit" => {
                // `exit` in a `.func` ends the thread: the marker the lift
                // turns into a return from the kernel it is inlined into.
                let exit = i.opcode == "exit" && !self.f.kernel;
                self.guarded(i.guard.as_ref(), |fx| {
                    if exit {
                        let marker = crate::nvvm::exit::marker(fx.tx.l.module);
                        fx.tx.b().build_call(marker, &[], "")?;
                    }
                    fx.ret()
                })?;
                if i.guard.is_none() {
                    self.fresh();
                }
                Ok(())
            }
            "trap" => {
                self.tx.l.gj(crate::Intrinsic::Trap, &[])?;
                Ok(())
            }
            op if TEXTURES.contains(&op) => Err(texture(op)),
            _ => self.tx.instruction(i),
        }
    }

    fn call(&mut self, module: &Module<'ctx>, c: &Call, defined: bool) -> Res<()> {
        let Some(callee) = module.get_function(&c.callee) else {
            return Err(Refusal::Unsupported(format!(
                "a call of `{}`, which the module does not declare (indirect calls)",
                c.callee
            )));
        };
        if !defined && c.callee == "__assertfail" {
            return self.assert_fail(c);
        }
        if !defined && c.callee == "vprintf" {
            return self.printf(c);
        }
        if !defined && !c.callee.starts_with("__nv_") {
            return Err(Refusal::Unsupported(format!(
                "a call of external function `{}`",
                c.callee
            )));
        }
        let types = callee.get_type().get_param_types();
        if types.len() != c.args.len() {
            return Err(Refusal::Unsupported(format!(
                "{} arguments for {} parameters",
                c.args.len(),
                types.len()
            )));
        }
        self.guarded(c.guard.as_ref(), |fx| {
            let mut args: Vec<BasicMetadataValueEnum<'ctx>> = Vec::new();
            for (a, t) in c.args.iter().zip(&types) {
                let t = BasicTypeEnum::try_from(*t)
                    .map_err(|_| Refusal::Llvm("a parameter without a value type".into()))?;
                args.push(fx.arg(a, t)?.into());
            }
            let r = fx.tx.b().build_call(callee, &args, "")?;
            let Some(v) = r.try_as_basic_value().basic() else {
                return Ok(());
            };
            let parts: Vec<BasicValueEnum<'ctx>> = match (v, c.rets.len()) {
                (BasicValueEnum::StructValue(s), n) if n > 1 => (0..n as u32)
                    .map(|k| fx.tx.b().build_extract_value(s, k, ""))
                    .collect::<Result<_, _>>()?,
                (v, _) => vec![v],
            };
            for (dst, v) in c.rets.iter().zip(parts) {
                match dst {
                    Operand::Reg(n) => match fx.tx.module.as_ref().and_then(|m| m.symbols.get(n)) {
                        Some(Val::Ptr(p)) => {
                            fx.tx.b().build_store(*p, v)?;
                        }
                        _ => {
                            let t = fx.tx.int_type(bits_of(v.get_type()));
                            let i = fx.tx.b().build_bit_cast(v, t, "")?.into_int_value();
                            fx.tx.write_int(dst, i)?;
                        }
                    },
                    other => return Err(Refusal::Unsupported(format!("{other:?} as a result"))),
                }
            }
            Ok(())
        })
    }

    /// CUDA's `__assertfail(message, file, line, function, char size)`, as
    /// `assert()` calls it: the same assertion the NVVM lift makes of it.
    fn assert_fail(&mut self, c: &Call) -> Res<()> {
        if c.args.len() != 5 {
            return Err(Refusal::Unsupported(format!(
                "`__assertfail` with {} arguments, not 5",
                c.args.len()
            )));
        }
        self.guarded(c.guard.as_ref(), |fx| {
            let ctx = fx.tx.ctx();
            let (i64t, i32t) = (ctx.i64_type(), ctx.i32_type());
            let ptr = ctx.ptr_type(inkwell::AddressSpace::default());
            let mut args: Vec<BasicMetadataValueEnum<'ctx>> = Vec::new();
            for (k, a) in c.args.iter().take(4).enumerate() {
                if k == 2 {
                    args.push(fx.arg(a, i32t.into())?.into());
                } else {
                    let addr = fx.arg(a, i64t.into())?.into_int_value();
                    args.push(fx.tx.b().build_int_to_ptr(addr, ptr, "")?.into());
                }
            }
            fx.tx.l.gj(crate::Intrinsic::AssertFail, &args)?;
            Ok(())
        })
    }

    /// CUDA's `vprintf(format, args)`, as `printf()` calls it: the portable
    /// `printf`, with the size of the argument block that the format takes
    /// (see [`super::printf`]).
    fn printf(&mut self, c: &Call) -> Res<()> {
        if c.args.len() != 2 || c.rets.len() > 1 {
            return Err(Refusal::Unsupported(format!(
                "`vprintf` with {} arguments and {} results, not 2 and 1",
                c.args.len(),
                c.rets.len()
            )));
        }
        let body = self.f.body.as_deref().unwrap_or_default();
        let format = super::printf::traced_symbol(body, self.at, &c.args[0])
            .and_then(|name| {
                let m = self.tx.module.as_ref()?;
                m.symbols
                    .get(&scoped(&self.f.name, &name))
                    .or_else(|| m.symbols.get(&name))
                    .copied()
            })
            .and_then(super::printf::string_of)
            .ok_or_else(|| {
                Refusal::Unsupported(
                    "`vprintf` whose format is not a constant string of the module, set \
                     before the call"
                        .into(),
                )
            })?;
        let bytes = gpujit_device::printf::args_bytes(&format) as u64;
        self.guarded(c.guard.as_ref(), |fx| {
            let ctx = fx.tx.ctx();
            let (i64t, i32t) = (ctx.i64_type(), ctx.i32_type());
            let ptr = ctx.ptr_type(inkwell::AddressSpace::default());
            let mut args: Vec<BasicMetadataValueEnum<'ctx>> = Vec::new();
            for a in &c.args {
                let addr = fx.arg(a, i64t.into())?.into_int_value();
                args.push(fx.tx.b().build_int_to_ptr(addr, ptr, "")?.into());
            }
            args.push(i32t.const_int(bytes, false).into());
            let r = fx.tx.l.gj(crate::Intrinsic::Printf, &args)?;
            if let (Some(dst), Some(v)) = (c.rets.first(), r) {
                match dst {
                    Operand::Reg(n) => match fx.tx.module.as_ref().and_then(|m| m.symbols.get(n)) {
                        Some(Val::Ptr(p)) => {
                            fx.tx.b().build_store(*p, v)?;
                        }
                        _ => fx.tx.write_int(dst, v.into_int_value())?,
                    },
                    other => return Err(Refusal::Unsupported(format!("{other:?} as a result"))),
                }
            }
            Ok(())
        })
    }

    /// A call argument of LLVM type `t`: a parameter's bytes, or a value.
    fn arg(&mut self, a: &Operand, t: BasicTypeEnum<'ctx>) -> Res<BasicValueEnum<'ctx>> {
        if let Operand::Reg(n) = a
            && let Some(Val::Ptr(p)) = self.tx.module.as_ref().and_then(|m| m.symbols.get(n))
        {
            return Ok(self.tx.b().build_load(t, *p, "")?);
        }
        let v = self.tx.int(a, bits_of(t))?;
        Ok(self.tx.b().build_bit_cast(v, t, "")?)
    }

    fn declare_regs(&mut self, ty: &str, names: &[String]) -> Res<()> {
        let bits = Ty::parse(ty)
            .map(Ty::bits)
            .filter(|b| *b <= 64)
            .ok_or_else(|| Refusal::Unsupported(format!("registers of type .{ty}")))?;
        for n in names {
            let t = self.tx.int_type(bits);
            let slot = self.alloca(t.into(), (bits / 8).max(1))?;
            self.tx.declare_slot(n, bits, slot);
        }
        Ok(())
    }

    fn statement(&mut self, module: &Module<'ctx>, s: &Body, defined: &[String]) -> Res<()> {
        match s {
            Body::Stmt(Statement::Open) => self.tx.open_scope(),
            Body::Stmt(Statement::Close) => self.tx.close_scope(),
            Body::Stmt(Statement::Reg { ty, names }) | Body::VecReg { ty, names } => {
                self.declare_regs(ty, names)?
            }
            Body::Stmt(Statement::Label(l)) => {
                let bb = self.labels[l];
                if !self.terminated() {
                    self.tx.b().build_unconditional_branch(bb)?;
                }
                self.tx.b().position_at_end(bb);
            }
            Body::Stmt(Statement::Inst(i)) => self.instruction(i)?,
            Body::Stmt(Statement::Directive(d)) => {
                return Err(Refusal::Unsupported(format!("directive `{d}`")));
            }
            Body::Var(v) => match v.space {
                Space::Local => {
                    let size = var_bytes(v)
                        .ok_or_else(|| Refusal::Unsupported(format!("type .{}", v.ty)))?;
                    let t = self.tx.ctx().i8_type().array_type(size as u32);
                    let p = self.alloca(t.into(), v.align.unwrap_or(1))?;
                    self.symbol(&v.name, Val::Ptr(p));
                }
                _ => {
                    let key = scoped(&self.f.name, &v.name);
                    let m = self.tx.module.as_ref();
                    let val = m.and_then(|m| m.symbols.get(&key)).copied();
                    if let Some(val) = val {
                        self.symbol(&v.name, val);
                    }
                }
            },
            Body::Param(d) => {
                let (t, _) = param_type(self.tx.ctx(), d, false, false).ok_or_else(|| {
                    Refusal::Unsupported(format!("a parameter of type .{}", d.ty))
                })?;
                let p = self.alloca(t, d.align.unwrap_or(1).min(16))?;
                self.symbol(&d.name, Val::Ptr(p));
            }
            Body::Call(c) => self.call(module, c, defined.contains(&c.callee))?,
            // Read before the body is walked.
            Body::BranchTargets { .. } => {}
            Body::Unparsed { text, why } => {
                let op = text
                    .split_whitespace()
                    .find(|w| !w.starts_with('@'))
                    .and_then(|w| w.split('.').next())
                    .unwrap_or("");
                return Err(if TEXTURES.contains(&op) {
                    texture(op)
                } else {
                    Refusal::Unsupported(format!("operands that do not parse ({why})"))
                });
            }
        }
        Ok(())
    }
}

/// The texture and surface instructions not lifted (`tex` is, in the idiom table).
const TEXTURES: &[&str] = &["tld4", "txq", "suld", "sust", "sured", "suq", "istypep"];

fn texture(op: &str) -> Refusal {
    Refusal::Unsupported(format!(
        "`{op}`: textures and surfaces have no portable translation"
    ))
}

/// Bits of an LLVM value type of a register or parameter.
fn bits_of(t: BasicTypeEnum<'_>) -> u32 {
    match t {
        BasicTypeEnum::IntType(i) => i.get_bit_width(),
        BasicTypeEnum::FloatType(f) => crate::nvvm::asm::float_bits(f),
        BasicTypeEnum::ArrayType(a) => a.len() * 8,
        _ => 64,
    }
}

/// Translates `f`'s body into `func`; problems are pushed with their lines.
pub(crate) fn translate<'ctx>(
    module: &Module<'ctx>,
    vars: &Vars<'ctx>,
    f: &Func,
    func: FunctionValue<'ctx>,
    defined: &[String],
    problems: &mut Vec<Problem>,
) -> Result<(), crate::IrError> {
    let Some(body) = &f.body else {
        return Ok(());
    };
    let ctx = module.get_context();
    let entry_bb = ctx.append_basic_block(func, "entry");
    let start = ctx.append_basic_block(func, "start");
    let entry = ctx.create_builder();
    entry.position_at_end(entry_bb);
    let builder = ctx.create_builder();
    builder.position_at_end(start);
    let mut symbols = vars.symbols.clone();
    // Each `.managed` variable's address, from the pointer the runtime set.
    let global = ctx.ptr_type(inkwell::AddressSpace::from(1u16));
    for (name, slot) in &vars.managed {
        let at = entry
            .build_load(global, *slot, name)
            .map_err(|e| crate::IrError::Llvm(e.to_string()))?;
        symbols.insert(name.clone(), Val::Ptr(at.into_pointer_value()));
    }
    let scope = ModuleScope {
        symbols,
        shared: vars.shared,
    };
    let mut labels = HashMap::new();
    let mut tables = HashMap::new();
    for (_, b) in body {
        match b {
            Body::Stmt(Statement::Label(l)) => {
                labels.insert(l.clone(), ctx.append_basic_block(func, l));
            }
            Body::BranchTargets { label, targets } => {
                tables.insert(label.clone(), targets.clone());
            }
            _ => {}
        }
    }
    let mut fx = Fx {
        tx: Tx::for_function(module, builder, func, scope),
        f,
        entry,
        labels,
        tables,
        rets: Vec::new(),
        at: 0,
    };
    let err = |e: Refusal| crate::IrError::Llvm(format!("{e:?}"));
    // The carry flag of `add.cc` and friends.
    fx.declare_regs("pred", &[crate::nvvm::asm::CARRY.to_string()])
        .map_err(err)?;
    // Parameters in memory, as `ld.param`/`st.param` address them.
    let pointers = pointer_params(f);
    for (k, p) in f.params.iter().enumerate() {
        let Some(v) = func.get_nth_param(k as u32) else {
            continue;
        };
        let Some((t, pass)) = param_type(ctx, p, f.kernel, pointers.contains(&p.name)) else {
            continue;
        };
        let sym = match pass {
            Pass::ByVal => Val::Ptr(v.into_pointer_value()),
            Pass::Pointer => {
                let i64t = ctx.i64_type();
                let slot = fx.alloca(i64t.into(), 8).map_err(err)?;
                let i = fx
                    .entry
                    .build_ptr_to_int(v.into_pointer_value(), i64t, "")
                    .map_err(|e| crate::IrError::Llvm(e.to_string()))?;
                fx.entry
                    .build_store(slot, i)
                    .map_err(|e| crate::IrError::Llvm(e.to_string()))?;
                Val::Ptr(slot)
            }
            Pass::Scalar | Pass::Array => {
                let slot = fx.alloca(t, p.align.unwrap_or(1).min(16)).map_err(err)?;
                fx.entry
                    .build_store(slot, v)
                    .map_err(|e| crate::IrError::Llvm(e.to_string()))?;
                Val::Ptr(slot)
            }
        };
        fx.symbol(&p.name, sym);
    }
    for r in &f.rets {
        if let Some((t, _)) = param_type(ctx, r, false, false) {
            let slot = fx.alloca(t, r.align.unwrap_or(1).min(16)).map_err(err)?;
            fx.rets.push((slot, t));
            fx.symbol(&r.name, Val::Ptr(slot));
        }
    }
    for (k, (line, s)) in body.iter().enumerate() {
        fx.at = k;
        if let Err(e) = fx.statement(module, s, defined) {
            problems.push(Problem::from_refusal(*line, text_of(s), e));
        }
    }
    if !fx.terminated() {
        fx.ret().map_err(err)?;
    }
    // Blocks left without a terminator (after a problem) end unreachably.
    for bb in func.get_basic_block_iter() {
        if bb.get_terminator().is_none() && bb != entry_bb {
            fx.tx.b().position_at_end(bb);
            fx.tx
                .b()
                .build_unreachable()
                .map_err(|e| crate::IrError::Llvm(e.to_string()))?;
        }
    }
    fx.entry
        .build_unconditional_branch(start)
        .map_err(|e| crate::IrError::Llvm(e.to_string()))?;
    Ok(())
}

fn text_of(s: &Body) -> String {
    match s {
        Body::Stmt(Statement::Inst(i)) => i.text.clone(),
        Body::Call(c) => c.text.clone(),
        Body::Var(v) => v.name.clone(),
        Body::Param(p) => format!(".param {}", p.name),
        Body::Unparsed { text, .. } => text.clone(),
        Body::BranchTargets { label, .. } => format!("{label}: .branchtargets"),
        Body::Stmt(Statement::Reg { ty, .. }) | Body::VecReg { ty, .. } => format!(".reg .{ty}"),
        other => format!("{other:?}"),
    }
}

//! A PTX module's variables as LLVM globals: `.global` and `.const` ones
//! with their initializers, and the shared-memory window every `.shared`
//! variable has its offset in.

use std::collections::{BTreeSet, HashMap, HashSet};

use inkwell::AddressSpace;
use inkwell::module::{Linkage, Module};
use inkwell::values::{BasicValue, PointerValue};

use super::Problem;
use super::parse::{Ast, Body, Space, Var};
use crate::nvvm::asm::{SharedWindow, Ty, Val};
use crate::nvvm::ptx::{Operand, Statement};

/// Bytes of one element of `v`.
pub(crate) fn elem_bytes(v: &Var) -> Option<u64> {
    let t = Ty::parse(&v.ty)?;
    Some(u64::from(t.bits().max(8) / 8) * u64::from(v.vector))
}

/// Bytes of `v` (0 for `[]`).
pub(crate) fn var_bytes(v: &Var) -> Option<u64> {
    let mut n = elem_bytes(v)?;
    for d in &v.dims {
        n = n.checked_mul(d.unwrap_or(0))?;
    }
    (n <= MAX_VAR_BYTES).then_some(n)
}

/// The largest variable translated (1 GiB).
const MAX_VAR_BYTES: u64 = 1 << 30;

/// The largest initialized variable translated (16 MiB).
const MAX_INIT_BYTES: u64 = 1 << 24;

/// The initializer's bytes, little-endian, zero-padded to `size`.
fn init_bytes(v: &Var, size: u64) -> Result<Vec<u8>, String> {
    if size > MAX_INIT_BYTES {
        return Err(format!("an initialized variable of {size} bytes"));
    }
    let mut out = Vec::with_capacity(size as usize);
    let t = Ty::parse(&v.ty).ok_or_else(|| format!("type .{}", v.ty))?;
    let width = (t.bits().max(8) / 8) as usize;
    for item in v.init.iter().flatten() {
        let bits: u64 = match (item, t) {
            (Operand::Int(i), Ty::F(32)) => u64::from((*i as f32).to_bits()),
            (Operand::Int(i), Ty::F(64)) => (*i as f64).to_bits(),
            (Operand::Int(i), _) => *i as u64,
            (Operand::F32(b), Ty::F(64)) => f64::from(f32::from_bits(*b)).to_bits(),
            (Operand::F32(b), _) => u64::from(*b),
            (Operand::F64(b), Ty::F(32)) => u64::from((f64::from_bits(*b) as f32).to_bits()),
            (Operand::F64(b), _) => *b,
            (other, _) => {
                return Err(format!(
                    "initializer item {other:?} (addresses of symbols in initializers)"
                ));
            }
        };
        out.extend_from_slice(&bits.to_le_bytes()[..width.min(8)]);
    }
    if out.len() as u64 > size {
        return Err("an initializer larger than its variable".into());
    }
    out.resize(size as usize, 0);
    Ok(out)
}

/// The module's variables by name (function-scope ones as `func::name`):
/// global and constant ones as pointers, shared ones as window offsets.
pub(crate) struct Vars<'ctx> {
    pub symbols: HashMap<String, Val<'ctx>>,
    pub shared: SharedWindow<'ctx>,
    /// The `.managed` variables: by name, the pointer variable (of that
    /// name) holding each one's address, which every function loads on
    /// entry (see [`super::PtxModule::managed_variables`]).
    pub managed: Vec<(String, PointerValue<'ctx>)>,
}

/// The module's `.managed` variables with their initial bytes (zeros for
/// an initializer the translation refuses, which it reports).
pub(crate) fn managed_of(ast: &Ast) -> Vec<super::ManagedVariable> {
    ast.vars
        .iter()
        .filter(|v| v.managed)
        .map(|v| super::ManagedVariable {
            name: v.name.clone(),
            init: var_bytes(v)
                .and_then(|n| {
                    if v.init.is_some() {
                        init_bytes(v, n).ok()
                    } else {
                        Some(vec![0; n as usize])
                    }
                })
                .unwrap_or_default(),
        })
        .collect()
}

/// The key of a function-scope variable.
pub(crate) fn scoped(func: &str, name: &str) -> String {
    format!("{func}::{name}")
}

/// The names a statement refers to (registers and symbols alike).
fn names<'a>(o: &'a Operand, out: &mut Vec<&'a str>) {
    match o {
        Operand::Reg(n) => out.push(n),
        Operand::Addr { base: Some(b), .. } | Operand::Not(b) => names(b, out),
        Operand::Vector(v) => v.iter().for_each(|x| names(x, out)),
        Operand::Pair(a, b) => {
            names(a, out);
            names(b, out);
        }
        _ => {}
    }
}

/// For each shared variable's key (module scope: its name; function
/// scope: `func::name`), the kernels (indices into `ast.funcs`) that use
/// it, directly or through the functions they call.
fn kernels_using(ast: &Ast) -> HashMap<String, BTreeSet<usize>> {
    let index: HashMap<&str, usize> = ast
        .funcs
        .iter()
        .enumerate()
        .map(|(i, f)| (f.name.as_str(), i))
        .collect();
    let module_shared: HashSet<&str> = ast
        .vars
        .iter()
        .filter(|v| v.space == Space::Shared)
        .map(|v| v.name.as_str())
        .collect();
    // Per function: the shared keys it names and the functions it calls.
    let mut uses: Vec<(Vec<String>, Vec<usize>)> = Vec::new();
    for f in &ast.funcs {
        let (mut keys, mut calls) = (Vec::new(), Vec::new());
        for (_, b) in f.body.iter().flatten() {
            let mut found = Vec::new();
            match b {
                Body::Stmt(Statement::Inst(i)) => {
                    i.operands.iter().for_each(|o| names(o, &mut found))
                }
                Body::Call(c) => {
                    calls.extend(index.get(c.callee.as_str()).copied());
                    c.args
                        .iter()
                        .chain(&c.rets)
                        .for_each(|o| names(o, &mut found));
                }
                Body::Var(v) if v.space == Space::Shared => keys.push(scoped(&f.name, &v.name)),
                _ => {}
            }
            keys.extend(
                found
                    .into_iter()
                    .filter(|n| module_shared.contains(n))
                    .map(str::to_string),
            );
        }
        uses.push((keys, calls));
    }
    let mut out: HashMap<String, BTreeSet<usize>> = HashMap::new();
    for (k, _) in ast.funcs.iter().enumerate().filter(|(_, f)| f.kernel) {
        let (mut seen, mut todo) = (HashSet::from([k]), vec![k]);
        while let Some(i) = todo.pop() {
            for key in &uses[i].0 {
                out.entry(key.clone()).or_default().insert(k);
            }
            for &c in &uses[i].1 {
                if seen.insert(c) {
                    todo.push(c);
                }
            }
        }
    }
    out
}

/// Makes the module's globals and lays out its shared window.
pub(crate) fn make_vars<'ctx>(
    module: &Module<'ctx>,
    ast: &Ast,
    place_managed: bool,
    problems: &mut Vec<Problem>,
) -> Vars<'ctx> {
    let ctx = module.get_context();
    let i64t = ctx.i64_type();
    let mut all: Vec<(String, &Var)> = ast.vars.iter().map(|v| (v.name.clone(), v)).collect();
    for f in &ast.funcs {
        for (_, b) in f.body.iter().flatten() {
            if let Body::Var(v) = b
                && v.space != Space::Local
            {
                all.push((scoped(&f.name, &v.name), v));
            }
        }
    }
    let mut symbols = HashMap::new();
    let mut managed = Vec::new();
    let users = kernels_using(ast);
    let no_kernel = BTreeSet::new();
    // Static shared variables: (offset, size, kernels using it).
    let mut placed: Vec<(u64, u64, &BTreeSet<usize>)> = Vec::new();
    let mut shared_size = 0u64;
    let mut shared_align = 16u32;
    let mut dynamic = Vec::new();
    for (key, v) in all {
        let bad = |why: String, problems: &mut Vec<Problem>| {
            problems.push(Problem::new(
                v.line,
                format!(".{:?} {}", v.space, v.name),
                why,
            ));
        };
        let Some(size) = var_bytes(v) else {
            bad(format!("a variable of type .{}", v.ty), problems);
            continue;
        };
        let align = v.align.unwrap_or(1).clamp(1, 1 << 16);
        match v.space {
            Space::Shared if v.external || v.dims.contains(&None) => {
                dynamic.push(key);
                shared_align = shared_align.max(align);
            }
            Space::Shared => {
                // The lowest offset clear of every variable a kernel using
                // this one also uses: variables no kernel uses together
                // share addresses, so each kernel's window is what it needs.
                let kernels = users.get(&key).unwrap_or(&no_kernel);
                let clashes: Vec<(u64, u64)> = placed
                    .iter()
                    .filter(|(_, _, k)| !k.is_disjoint(kernels))
                    .map(|(o, n, _)| (*o, *n))
                    .collect();
                let fits = |at: u64| clashes.iter().all(|(o, n)| at + size <= *o || o + n <= at);
                let at = std::iter::once(0)
                    .chain(clashes.iter().map(|(o, n)| o + n))
                    .map(|x| x.next_multiple_of(u64::from(align)))
                    .filter(|&x| fits(x))
                    .min()
                    .unwrap_or(0);
                if at + size > MAX_VAR_BYTES {
                    bad("shared variables of more than 1 GiB".into(), problems);
                    continue;
                }
                symbols.insert(key, Val::Int(i64t.const_int(at, false)));
                placed.push((at, size, kernels));
                shared_size = shared_size.max(at + size);
                shared_align = shared_align.max(align);
            }
            Space::Global if v.managed => {
                if !place_managed {
                    bad(
                        "a `.managed` variable (CUDA's `__managed__`), which only a CUDA runtime \
                         places (gpujit's libcudart does for the programs it runs); compiled \
                         alone, nothing would"
                            .into(),
                        problems,
                    );
                    continue;
                }
                if v.init.is_some()
                    && let Err(e) = init_bytes(v, size)
                {
                    bad(e, problems);
                    continue;
                }
                let ptr = ctx.ptr_type(AddressSpace::from(1u16));
                let slot = module.add_global(ptr, Some(AddressSpace::from(1u16)), &key);
                slot.set_initializer(&ptr.const_null());
                slot.set_alignment(8);
                slot.set_externally_initialized(true);
                slot.set_linkage(Linkage::External);
                managed.push((key, slot.as_pointer_value()));
            }
            Space::Const if v.managed => {
                bad("a `.managed` variable in `.const` space".into(), problems);
            }
            Space::Global | Space::Const => {
                if v.external {
                    bad(
                        "an external variable (defined in another module)".into(),
                        problems,
                    );
                    continue;
                }
                let space = if v.space == Space::Global { 1u16 } else { 4 };
                let i8t = ctx.i8_type();
                let ty = i8t.array_type(size as u32);
                let init = if v.init.is_none() {
                    ty.const_zero().as_basic_value_enum()
                } else {
                    let bytes = match init_bytes(v, size) {
                        Ok(b) => b,
                        Err(e) => {
                            bad(e, problems);
                            continue;
                        }
                    };
                    ctx.const_string(&bytes, false).as_basic_value_enum()
                };
                let g = module.add_global(ty, Some(AddressSpace::from(space)), &key);
                g.set_initializer(&init);
                g.set_alignment(align);
                // The host writes and reads module variables by name
                // (`cuModuleGetGlobal`, `write_global`): their initializers
                // are not what kernels read, and they stay visible.
                g.set_externally_initialized(true);
                g.set_linkage(Linkage::External);
                symbols.insert(key, Val::Ptr(g.as_pointer_value()));
            }
            Space::Local => bad("a module-scope .local variable".into(), problems),
        }
    }
    let mut window = SharedWindow::default();
    if shared_size > 0 {
        let ty = ctx.i8_type().array_type(shared_size as u32);
        let g = module.add_global(ty, Some(AddressSpace::from(3u16)), "ptx.shared");
        g.set_initializer(&ty.get_undef());
        g.set_linkage(Linkage::Internal);
        g.set_alignment(shared_align);
        window.statics = Some((g.as_pointer_value(), shared_size));
    }
    window.dynamic_at = shared_size.next_multiple_of(u64::from(shared_align));
    if !dynamic.is_empty() {
        let ty = ctx.i8_type().array_type(0);
        let g = module.add_global(ty, Some(AddressSpace::from(3u16)), "ptx.dynamic_shared");
        g.set_alignment(shared_align);
        window.dynamic = Some(g.as_pointer_value());
        for key in dynamic {
            symbols.insert(key, Val::Int(i64t.const_int(window.dynamic_at, false)));
        }
    }
    Vars {
        symbols,
        shared: window,
        managed,
    }
}

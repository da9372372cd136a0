//! Whole PTX modules: the PTX that NVIDIA's toolchains ship (nvcc's
//! `compute_XX` images, NVRTC, Triton, Numba, hand-written PTX).
//!
//! [`PtxModule`] keeps the text as given, for NVIDIA's driver, with the
//! signatures of its kernels; [`PtxModule::translate`] (and
//! [`PortableModule::from_ptx`]) makes the portable module every other
//! target compiles. The translation writes each function the way NVVM IR
//! would (kernels in the `ptx_kernel` convention, launch bounds as `nvvm.*`
//! attributes, shared variables in `addrspace(3)`) and hands the result to
//! the NVVM lift ([`crate::nvvm::lift`]), so everything downstream is shared
//! with CUDA and NVVM input:
//!
//! - registers (`.reg`, vectors and `.pred` included) live in stack slots that
//!   LLVM promotes to SSA values; labels are blocks; `bra`/`bra.uni`
//!   (guarded or not), `ret`, `exit` and `call` with parameters and results
//!   are control flow; a guarded instruction runs under a branch;
//! - every other instruction goes through the idiom table of inline PTX
//!   ([`crate::nvvm::idioms`]): one translation of each instruction for
//!   inline assembly and whole modules;
//! - `.param` space is memory: a kernel's parameters are stored where
//!   `ld.param` reads them (by-value arrays are `byval` bytes, 64-bit
//!   parameters marked `.ptr` or used as global addresses are pointers);
//! - `.global` and `.const` variables (with their initializers and
//!   alignment) are the module's variables; `.local` ones are stack arrays;
//!   `.shared` ones (static, and `.extern` dynamic) have offsets in one
//!   shared window (see the `asm::space` module), so shared addresses keep
//!   PTX's meaning in 32- or 64-bit registers on every target.
//!
//! What cannot be translated is reported once, each instruction with its
//! line ([`IrError::TensorCore`] when tensor-core instructions are among
//! them).

use gpujit_device::{KernelSignature, Param, ParamType, ScalarType};
use inkwell::context::Context;
use inkwell::values::BasicValue;

use crate::nvvm::asm::{Refusal, Ty};
use crate::{IrError, PortableModule};

mod body;
mod funcs;
mod mangled;
mod parse;
mod printf;
mod vars;

/// The data layout of 64-bit NVPTX.
const NVPTX_LAYOUT: &str = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64";

/// One instruction (or declaration) that cannot be translated.
#[derive(Debug, Clone)]
pub(crate) struct Problem {
    line: usize,
    text: String,
    why: String,
    tensor: bool,
}

impl Problem {
    pub(crate) fn new(line: usize, text: String, why: String) -> Self {
        Problem {
            line,
            text,
            why,
            tensor: false,
        }
    }

    pub(crate) fn from_refusal(line: usize, text: String, r: Refusal) -> Self {
        let (why, tensor) = match r {
            Refusal::TensorCore(op) => (format!("tensor-core instruction `{op}`"), true),
            Refusal::Unsupported(w) => (w, false),
            Refusal::Llvm(e) => (format!("LLVM: {e}"), false),
        };
        Problem {
            line,
            text,
            why,
            tensor,
        }
    }

    fn describe(&self) -> String {
        format!(
            "line {}: `{}`: {}",
            self.line,
            one_line(&self.text),
            self.why
        )
    }
}

fn one_line(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A PTX module as given, with its kernels' signatures.
///
/// ```
/// let ptx = r#"
/// .version 7.0
/// .target sm_80
/// .address_size 64
/// .visible .entry twice(.param .u64 .ptr .align 4 p) {
///   .reg .b32 %r<3>;
///   .reg .b64 %rd<2>;
///   ld.param.u64 %rd1, [p];
///   ld.global.u32 %r1, [%rd1];
///   add.s32 %r2, %r1, %r1;
///   st.global.u32 [%rd1], %r2;
///   ret;
/// }
/// "#;
/// let m = gpujit_ir::PtxModule::from_text("twice.ptx", ptx)?;
/// assert_eq!(m.kernels()[0].name, "twice");
/// assert_eq!(m.translate()?.kernels(), m.kernels());
/// # Ok::<(), gpujit_ir::IrError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PtxModule {
    name: String,
    text: String,
    kernels: Vec<KernelSignature>,
    target: Option<String>,
    managed: Vec<ManagedVariable>,
    place_managed: bool,
}

/// A `.managed` variable of a PTX module (CUDA's `__managed__`, as nvcc
/// writes it: `.global .attribute(.managed)`), see
/// [`PtxModule::managed_variables`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ManagedVariable {
    /// Its name in the module.
    pub name: String,
    /// Its initial bytes, as many as it occupies.
    pub init: Vec<u8>,
}

fn parse_error(name: &str, message: String) -> IrError {
    IrError::Parse {
        module: name.to_string(),
        message,
    }
}

/// Whether `bytes` look like a PTX module (a `.version` directive before any
/// other statement, after comments).
pub fn is_ptx(bytes: &[u8]) -> bool {
    let Ok(s) = std::str::from_utf8(bytes) else {
        return false;
    };
    s.lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with("//"))
        .is_some_and(|l| l.starts_with(".version"))
}

impl PtxModule {
    /// Parses a PTX module (ISA 6.0 to 9.0 syntax): it must have a
    /// `.version` and at least one `.entry` with a body.
    pub fn from_text(name: &str, text: &str) -> Result<PtxModule, IrError> {
        let ast = parse::parse(text).map_err(|e| parse_error(name, e.0))?;
        let kernels = ast
            .funcs
            .iter()
            .filter(|f| f.kernel && f.body.is_some())
            .map(|f| signature(name, f))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(PtxModule {
            name: name.to_string(),
            text: text.to_string(),
            kernels,
            managed: vars::managed_of(&ast),
            target: ast.target.into_iter().find(|t| t.starts_with("sm_")),
            place_managed: false,
        })
    }

    /// The module's `.managed` variables (CUDA's `__managed__`), in order.
    pub fn managed(&self) -> &[ManagedVariable] {
        &self.managed
    }

    /// Whether the translation takes `.managed` variables (off by default):
    /// on for a CUDA runtime that places them. Each becomes a pointer
    /// variable of its name (8 bytes, null until set) that every function
    /// reads the variable's address from, so the runtime puts the variable
    /// wherever both the host and the device reach it and sets the pointer
    /// before any kernel runs. Off, the translation refuses them by name,
    /// since nothing would place them. (NVIDIA's driver places them itself
    /// when it compiles the PTX as written.)
    pub fn managed_variables(mut self, on: bool) -> PtxModule {
        self.place_managed = on;
        self
    }

    /// Module name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The PTX as given.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The kernels it defines, with the signatures the translated module has too.
    pub fn kernels(&self) -> &[KernelSignature] {
        &self.kernels
    }

    /// The `.target` of the module (`sm_80`), if it names one.
    pub fn target(&self) -> Option<String> {
        self.target.clone()
    }

    /// The portable form every other target compiles: an error lists
    /// everything that cannot be translated, with its line.
    pub fn translate(&self) -> Result<PortableModule, IrError> {
        self.translate_impl(None)
    }

    /// The portable form of the kernels `names` alone (and the functions
    /// they may call): what the module's other kernels hold does not
    /// matter, as when a program loads a module whose other kernels it never
    /// launches. A name that is not a kernel of the module is an error
    /// naming the kernels it has.
    ///
    /// ```
    /// let ptx = r#"
    /// .version 7.0
    /// .target sm_80
    /// .address_size 64
    /// .visible .entry one(.param .u64 out) {
    ///   .reg .b64 %rd<2>; .reg .b32 %r<2>;
    ///   ld.param.u64 %rd1, [out];
    ///   cvta.to.global.u64 %rd1, %rd1;
    ///   mov.u32 %r1, 1;
    ///   st.global.u32 [%rd1], %r1;
    ///   ret;
    /// }
    /// .visible .entry sm(.param .u64 out) {
    ///   .reg .b64 %rd<2>; .reg .b32 %r<2>;
    ///   ld.param.u64 %rd1, [out];
    ///   mov.u32 %r1, %smid;
    ///   st.global.u32 [%rd1], %r1;
    ///   ret;
    /// }
    /// "#;
    /// let m = gpujit_ir::PtxModule::from_text("two.ptx", ptx)?;
    /// assert!(m.translate().is_err()); // `%smid` has no portable meaning
    /// let one = m.translate_kernels(&["one"])?;
    /// assert_eq!(one.kernels().len(), 1);
    /// assert!(m.translate_kernels(&["three"]).is_err());
    /// # Ok::<(), gpujit_ir::IrError>(())
    /// ```
    pub fn translate_kernels(&self, names: &[&str]) -> Result<PortableModule, IrError> {
        if let Some(missing) = names
            .iter()
            .find(|n| !self.kernels.iter().any(|k| k.name == **n))
        {
            return Err(parse_error(
                &self.name,
                format!(
                    "no kernel `{missing}` to translate; the module has: {}",
                    self.kernels
                        .iter()
                        .map(|k| k.name.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            ));
        }
        self.translate_impl(Some(names))
    }

    /// The portable form of every kernel that translates:
    /// [`PtxModule::translate`] when the whole module does; otherwise each
    /// kernel is translated alone ([`PtxModule::translate_kernels`]), those
    /// that cannot be are refused with their own error
    /// ([`PortableModule::refused`]) and the others are translated together.
    /// The whole module's error (listing everything) when no kernel
    /// translates.
    ///
    /// ```
    /// let ptx = r#"
    /// .version 7.0
    /// .target sm_80
    /// .address_size 64
    /// .visible .entry one(.param .u64 out) {
    ///   .reg .b64 %rd<2>; .reg .b32 %r<2>;
    ///   ld.param.u64 %rd1, [out];
    ///   cvta.to.global.u64 %rd1, %rd1;
    ///   mov.u32 %r1, 1;
    ///   st.global.u32 [%rd1], %r1;
    ///   ret;
    /// }
    /// .visible .entry sm(.param .u64 out) {
    ///   .reg .b64 %rd<2>; .reg .b32 %r<2>;
    ///   ld.param.u64 %rd1, [out];
    ///   mov.u32 %r1, %smid;
    ///   st.global.u32 [%rd1], %r1;
    ///   ret;
    /// }
    /// "#;
    /// let m = gpujit_ir::PtxModule::from_text("two.ptx", ptx)?;
    /// let t = m.translate_each()?;
    /// assert_eq!(t.kernels().len(), 1);
    /// assert_eq!(t.refused()[0].name, "sm");
    /// assert!(t.refused()[0].reason.contains("%smid"));
    /// # Ok::<(), gpujit_ir::IrError>(())
    /// ```
    pub fn translate_each(&self) -> Result<PortableModule, IrError> {
        crate::each::each_kernel(
            &self.kernels,
            || self.translate(),
            |k| self.translate_kernels(&[k]),
            |ks| self.translate_kernels(ks),
        )
    }

    /// [`PtxModule::translate`], of the kernels `only` where given.
    fn translate_impl(&self, only: Option<&[&str]>) -> Result<PortableModule, IrError> {
        let dropped =
            |f: &parse::Func| f.kernel && only.is_some_and(|o| !o.contains(&f.name.as_str()));
        let ast = parse::parse(&self.text).map_err(|e| parse_error(&self.name, e.0))?;
        let ctx = Context::create();
        let module = ctx.create_module(&self.name);
        // NVPTX's layout (which the lift sizes by-value parameters and shared
        // variables with, then removes).
        module
            .set_data_layout(&inkwell::targets::TargetData::create(NVPTX_LAYOUT).get_data_layout());
        let mut problems = Vec::new();
        let vars = vars::make_vars(&module, &ast, self.place_managed, &mut problems);
        // Each function once: as defined where it is, else as declared
        // (a `.func` may be declared before its definition).
        let mut funcs = Vec::new();
        for f in &ast.funcs {
            let defined = ast
                .funcs
                .iter()
                .find(|g| g.name == f.name && g.body.is_some());
            if f.body.is_some() && defined.is_some_and(|g| !std::ptr::eq(g, f)) {
                let why = format!("`{}` is defined twice", f.name);
                problems.push(Problem::new(f.line, f.name.clone(), why));
                continue;
            }
            if f.body.is_none() && (defined.is_some() || module.get_function(&f.name).is_some()) {
                continue;
            }
            match funcs::declare(&module, f) {
                Ok(func) => funcs.push((f, func)),
                Err(why) => problems.push(Problem::new(f.line, f.name.clone(), why)),
            }
        }
        let defined: Vec<String> = ast
            .funcs
            .iter()
            .filter(|f| f.body.is_some())
            .map(|f| f.name.clone())
            .collect();
        let reached = only.map(|o| reachable(&ast, o));
        for (f, func) in &funcs {
            if dropped(f) {
                // SAFETY: a kernel is called by nothing in the module, and this
                // one's body was never translated: nothing refers to it.
                unsafe { func.delete() };
                continue;
            }
            if !f.kernel && reached.as_ref().is_some_and(|r| !r.contains(&f.name)) {
                // No kept kernel calls it: left a declaration (removed below
                // when nothing uses it), so that what it holds is not
                // translated for kernels that never run it.
                continue;
            }
            body::translate(&module, &vars, f, *func, &defined, &mut problems)?;
        }
        if !problems.is_empty() {
            return Err(report(&self.name, problems));
        }
        // Declarations the translation replaced (`__assertfail`) go.
        for f in module.get_functions().collect::<Vec<_>>() {
            if f.count_basic_blocks() == 0
                && f.as_global_value()
                    .as_pointer_value()
                    .get_first_use()
                    .is_none()
            {
                // SAFETY: a declaration nothing uses: no instruction refers to it.
                unsafe { f.delete() };
            }
        }
        let m = PortableModule::from_module(&self.name, &module)?;
        let kept: Vec<KernelSignature> = self
            .kernels
            .iter()
            .filter(|k| only.is_none_or(|o| o.contains(&k.name.as_str())))
            .cloned()
            .collect();
        // Parameter names are for messages only, and LLVM shortens local names past
        // 1,024 bytes (CUTLASS's kernels' parameters are named after the kernel): the
        // kernels, their types and launch bounds must agree, in any order.
        fn shape(k: &KernelSignature) -> (&str, Vec<&ParamType>, Option<u32>) {
            let types = k.params.iter().map(|p| &p.ty).collect();
            (&k.name, types, k.max_threads)
        }
        let mut translated: Vec<_> = m.kernels().iter().map(shape).collect();
        let mut given: Vec<_> = kept.iter().map(shape).collect();
        translated.sort_by_key(|k| k.0);
        given.sort_by_key(|k| k.0);
        if translated != given {
            return Err(IrError::Llvm(format!(
                "{}: the translated kernels' signatures ({:?}) differ from the PTX's ({:?})",
                self.name,
                m.kernels(),
                kept
            )));
        }
        Ok(m)
    }
}

impl PortableModule {
    /// A portable module from PTX text (see [`PtxModule::translate`]).
    pub fn from_ptx(name: &str, text: &str) -> Result<PortableModule, IrError> {
        PtxModule::from_text(name, text)?.translate()
    }
}

/// The names of the functions the kernels `kernels` may call, directly or
/// through other functions (themselves included); every function when one
/// of them calls through a register (a function whose address is taken).
fn reachable(ast: &parse::Ast, kernels: &[&str]) -> std::collections::HashSet<String> {
    let all = || ast.funcs.iter().map(|f| f.name.clone()).collect();
    let mut seen: std::collections::HashSet<String> =
        kernels.iter().map(|k| k.to_string()).collect();
    let mut todo: Vec<String> = seen.iter().cloned().collect();
    while let Some(name) = todo.pop() {
        let bodies = ast
            .funcs
            .iter()
            .filter(|f| f.name == name)
            .filter_map(|f| f.body.as_ref());
        for (_, stmt) in bodies.flatten() {
            let parse::Body::Call(c) = stmt else {
                continue;
            };
            if !ast.funcs.iter().any(|f| f.name == c.callee) {
                return all();
            }
            if seen.insert(c.callee.clone()) {
                todo.push(c.callee.clone());
            }
        }
    }
    seen
}

/// One error for every problem, tensor-core instructions apart.
fn report(name: &str, problems: Vec<Problem>) -> IrError {
    let (tensor, other): (Vec<_>, Vec<_>) = problems.into_iter().partition(|p| p.tensor);
    let list = |v: &[Problem]| v.iter().map(Problem::describe).collect::<Vec<_>>();
    if !tensor.is_empty() {
        return IrError::TensorCore {
            module: name.to_string(),
            ops: list(&tensor),
            also: list(&other),
        };
    }
    parse_error(
        name,
        format!(
            "cannot translate PTX; unsupported: {}",
            list(&other).join("; ")
        ),
    )
}

/// A kernel's signature as the translation (and the NVVM lift) gives it.
fn signature(name: &str, f: &parse::Func) -> Result<KernelSignature, IrError> {
    let pointers = funcs::pointer_params(f);
    let mut params = Vec::new();
    for p in &f.params {
        let ty = if let Some(bytes) = p.array {
            let align = funcs::byval_align(p);
            ParamType::Bytes {
                size: u16::try_from(bytes).map_err(|_| {
                    parse_error(name, format!("parameter `{}` is too large", p.name))
                })?,
                align: align as u16,
            }
        } else if pointers.contains(&p.name) {
            ParamType::Pointer(None)
        } else {
            ParamType::Scalar(match Ty::parse(&p.ty) {
                Some(Ty::F(32)) => ScalarType::F32,
                Some(Ty::F(64)) => ScalarType::F64,
                Some(t) if t.bits() == 8 => ScalarType::I8,
                Some(t) if t.bits() == 16 => ScalarType::I16,
                Some(t) if t.bits() == 32 => ScalarType::I32,
                Some(t) if t.bits() == 64 => ScalarType::I64,
                _ => {
                    return Err(parse_error(
                        name,
                        format!("parameter `{}` of type .{}", p.name, p.ty),
                    ));
                }
            })
        };
        params.push(Param {
            name: p.name.clone(),
            ty,
        });
    }
    let bound = f
        .perf
        .iter()
        .find(|(k, _)| k == "maxntid")
        .or_else(|| f.perf.iter().find(|(k, _)| k == "reqntid"))
        .map(|(_, v)| {
            let n = v.iter().try_fold(1u64, |a, b| a.checked_mul(*b));
            n.and_then(|n| u32::try_from(n).ok()).unwrap_or(u32::MAX)
        });
    Ok(KernelSignature {
        name: f.name.clone(),
        params,
        max_threads: bound,
    })
}

#[cfg(test)]
mod tests;

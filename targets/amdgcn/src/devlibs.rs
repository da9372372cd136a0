//! AMD's device libraries (ocml, ockl) for math functions GCN has no
//! instruction for, and the `__oclc_*` control variables they read. The
//! control variables are emitted as globals rather than linked from the
//! `oclc_*.bc` files, so targets the installed libraries do not list work too.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use gpujit_ir::inkwell::AddressSpace;
use gpujit_ir::inkwell::module::{Linkage, Module};
use gpujit_ir::inkwell::values::{BasicValueEnum, FunctionValue};
use gpujit_ir::{FloatWidth, IrError, MathOp};

/// The ocml function computing `op`, for ops the AMDGPU backend does not lower itself.
pub fn ocml_name(op: MathOp, w: FloatWidth) -> Option<String> {
    let native_f32 = matches!(op, MathOp::Exp | MathOp::Exp2 | MathOp::Log | MathOp::Log2);
    let native = matches!(
        op,
        MathOp::Sqrt | MathOp::Abs | MathOp::Floor | MathOp::Ceil | MathOp::Min | MathOp::Max
    );
    if native || (native_f32 && w == FloatWidth::F32) {
        return None;
    }
    Some(format!("__ocml_{}_{}", op.name(), w.name()))
}

/// Folders searched for `ocml.bc`, in order: `GPUJIT_ROCM_DEVICE_LIBS`,
/// `$ROCM_PATH/amdgcn/bitcode`, `/opt/rocm/amdgcn/bitcode`, and Debian's
/// `/usr/lib/x86_64-linux-gnu/amdgcn/bitcode`.
pub fn candidates() -> Vec<PathBuf> {
    let mut out = Vec::new();
    if let Some(p) = std::env::var_os("GPUJIT_ROCM_DEVICE_LIBS") {
        out.push(PathBuf::from(p));
    }
    if let Some(p) = std::env::var_os("ROCM_PATH") {
        out.push(Path::new(&p).join("amdgcn/bitcode"));
    }
    out.push(PathBuf::from("/opt/rocm/amdgcn/bitcode"));
    out.push(PathBuf::from("/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"));
    out
}

fn library(name: &'static str) -> Result<&'static [u8], IrError> {
    static OCML: OnceLock<Result<Vec<u8>, String>> = OnceLock::new();
    static OCKL: OnceLock<Result<Vec<u8>, String>> = OnceLock::new();
    let cell = if name == "ocml.bc" { &OCML } else { &OCKL };
    let r = cell.get_or_init(|| {
        let dirs = candidates();
        for d in &dirs {
            if let Ok(b) = std::fs::read(d.join(name)) {
                return Ok(b);
            }
        }
        let list: Vec<String> = dirs.iter().map(|d| d.join(name).display().to_string()).collect();
        Err(format!(
            "the AMD device library {name} is needed for math functions but was not found; searched: {}. \
             Install ROCm's device libraries (Debian: rocm-device-libs) or set GPUJIT_ROCM_DEVICE_LIBS",
            list.join(", ")
        ))
    });
    r.as_ref()
        .map(|v| v.as_slice())
        .map_err(|e| IrError::Llvm(e.clone()))
}

/// `__oclc_ISA_version` for a processor: major·1000 + minor·100 + stepping
/// (`gfx90a` → 9010, `gfx1100` → 11000).
pub fn isa_version(arch: &str) -> Option<u32> {
    let digits = arch.strip_prefix("gfx")?;
    if digits.len() < 3 {
        return None;
    }
    let (major, rest) = digits.split_at(digits.len() - 2);
    let major: u32 = major.parse().ok()?;
    let minor = u32::from_str_radix(&rest[..1], 16).ok()?;
    let stepping = u32::from_str_radix(&rest[1..], 16).ok()?;
    Some(major * 1000 + minor * 100 + stepping)
}

/// What the control variables say.
#[derive(Debug, Clone, Copy)]
pub struct Controls {
    /// `__oclc_ISA_version`.
    pub isa_version: u32,
    /// `__oclc_wavefrontsize64`.
    pub wave64: bool,
    /// `__oclc_ABI_version`: 400, 500 or 600, as the code object version.
    pub abi_version: u32,
}

fn uses(module: &Module<'_>, prefix: &[u8]) -> bool {
    module
        .get_functions()
        .any(|f| f.count_basic_blocks() == 0 && f.get_name().to_bytes().starts_with(prefix))
}

fn link(module: &Module<'_>, name: &'static str) -> Result<(), IrError> {
    gpujit_ir::lower::link_library(module, library(name)?, name)
}

/// Links ocml (and ockl, when ocml needs it) into `module` if it calls any of
/// their functions, defines the control variables, and internalises what was
/// linked so that optimisation keeps only what is used.
pub fn link_if_used<'ctx>(
    module: &Module<'ctx>,
    kernels: &[FunctionValue<'ctx>],
    c: Controls,
) -> Result<bool, IrError> {
    if !uses(module, b"__ocml_") {
        return Ok(false);
    }
    link(module, "ocml.bc")?;
    if uses(module, b"__ockl_") {
        link(module, "ockl.bc")?;
    }
    for f in module.get_functions() {
        if f.count_basic_blocks() > 0
            && !kernels.contains(&f)
            && f.get_linkage() == Linkage::External
        {
            f.set_linkage(Linkage::Internal);
        }
    }
    define_controls(module, c);
    Ok(true)
}

/// Defines every `__oclc_*` control variable as an internal constant.
pub fn define_controls(module: &Module<'_>, c: Controls) {
    let ctx = module.get_context();
    let (i8t, i32t) = (ctx.i8_type(), ctx.i32_type());
    let vars: [(&str, BasicValueEnum); 7] = [
        ("__oclc_finite_only_opt", i8t.const_zero().into()),
        ("__oclc_unsafe_math_opt", i8t.const_zero().into()),
        ("__oclc_daz_opt", i8t.const_zero().into()),
        (
            "__oclc_correctly_rounded_sqrt32",
            i8t.const_int(1, false).into(),
        ),
        (
            "__oclc_wavefrontsize64",
            i8t.const_int(u64::from(c.wave64), false).into(),
        ),
        (
            "__oclc_ISA_version",
            i32t.const_int(u64::from(c.isa_version), false).into(),
        ),
        (
            "__oclc_ABI_version",
            i32t.const_int(u64::from(c.abi_version), false).into(),
        ),
    ];
    for (name, value) in vars {
        let g = module.get_global(name).unwrap_or_else(|| {
            module.add_global(value.get_type(), Some(AddressSpace::from(4u16)), name)
        });
        g.set_initializer(&value);
        g.set_constant(true);
        g.set_linkage(Linkage::Internal);
    }
}

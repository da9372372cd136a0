//! gpujit's portable kernel language.
//!
//! Kernels are written once with [`ModuleBuilder`] and [`KernelBuilder`], as
//! LLVM IR with no target triple. GPU operations are calls to declared
//! `gpujit.*` functions ([`Intrinsic`]); every target gives each one a body
//! (see [`lower`]), so the same [`PortableModule`] compiles for NVPTX, AMDGPU
//! and the host CPU.
//!
//! SAXPY, as a user writes it:
//!
//! ```
//! use gpujit_ir::{build, p, Axis};
//! let module = build("saxpy", Default::default(), |m| {
//!     m.kernel(
//!         "saxpy",
//!         &[p::f32("a"), p::ptr_f32("x"), p::ptr_f32("y"), p::u32("n")],
//!         |k, args| {
//!             let [a, x, y, n] = [args[0], args[1], args[2], args[3]];
//!             let i = k.global_id(Axis::X);
//!             k.if_(k.lt(i, n), |k| {
//!                 k.store(y, i, k.fma(a, k.load(x, i), k.load(y, i)));
//!             });
//!         },
//!     )
//! })?;
//! assert!(module.to_text()?.contains("gpujit.thread_id.x"));
//! # Ok::<(), gpujit_ir::IrError>(())
//! ```
//!
//! Type errors do not panic: `k.add(x_f32, n_u32)` makes `kernel` return an
//! [`IrError::Build`] naming the file and line of the offending call.
#![deny(missing_docs)]
#![deny(clippy::undocumented_unsafe_blocks)]

// LLVM itself is linked through gpujit-lld's build script.
extern crate gpujit_lld;

mod builder;
mod casts;
pub mod coarsen;
pub mod diagnostics;
mod each;
pub mod import;
mod intrinsics;
mod libm;
pub mod lower;
mod merge;
pub mod mma;
pub mod nvvm;
mod ops;
pub mod portable;
pub mod ptx;
mod screen;
mod slots;
pub mod specialize;
pub mod texture;
mod typed;

pub use builder::{
    Func, KernelBuilder, LaunchBounds, MAX_THREADS_ATTRIBUTE, MIN_BLOCKS_ATTRIBUTE, ModuleBuilder,
    ModuleOptions, Space, Type, Value, Var,
};
pub use gpujit_device::{
    In, InOut, KernelDef, KernelParam, KernelParams, KernelSignature, Out, Param, ParamType,
    RefusedKernel, ScalarType,
};
pub use inkwell;
pub use intrinsics::{Axis, Intrinsic, PREFIX};
pub use intrinsics::{
    FloatWidth, HostMath, LibmFn, LibmSig, MathOp, MemScope, ShuffleKind, shared_storage_name,
};
pub use merge::merge;
pub use mma::{FragmentUse, MatrixLayout, MmaInput, MmaKind};
pub use nvvm::NvvmModule;
pub use ptx::{ManagedVariable, PtxModule};
pub use typed::{build_typed, kernel};

/// The version of LLVM linked into this build, e.g. `22.1.8`.
pub const LLVM_VERSION: &str = gpujit_lld::LLVM_VERSION;
pub use ops::{AtomicOp, ConstArray, Fragment, Reduce, WarpgroupAcc};

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;

/// String attribute marking a function as a kernel in a portable module.
pub const KERNEL_ATTRIBUTE: &str = "gpujit.kernel";

/// Errors of building, importing and lowering portable modules.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum IrError {
    /// A kernel body misused the builder.
    #[error("{location}: {message}")]
    Build {
        /// What was wrong.
        message: String,
        /// `file:line:column` of the offending builder call.
        location: String,
    },
    /// The LLVM verifier rejected a module.
    #[error("invalid IR in module `{module}`: {message}")]
    Verify {
        /// Module name.
        module: String,
        /// The verifier's report.
        message: String,
    },
    /// Text or bitcode could not be parsed.
    #[error("cannot parse `{module}`: {message}")]
    Parse {
        /// Module name or path.
        module: String,
        /// The parser's message, with line and column.
        message: String,
    },
    /// The module was written by a newer LLVM than the one gpujit links: LLVM
    /// reads older IR (upgrading it), never newer.
    #[error(
        "cannot read `{module}`: it was written by {producer}, newer than gpujit's LLVM {ours}; \
         write it with LLVM {ours} or older (e.g. clang-22, or `llvm-as-22` on its text){}",
        if detail.is_empty() { String::new() } else { format!(" ({detail})") }
    )]
    NewerLlvm {
        /// Module name or path.
        module: String,
        /// Who wrote it, as recorded in the module (`LLVM23.0.0`, `clang version 23.1.0`).
        producer: String,
        /// The LLVM version gpujit links.
        ours: String,
        /// The parser's own message, when it failed.
        detail: String,
    },
    /// An NVVM module uses tensor-core operations (`mma`, `wgmma`,
    /// `ldmatrix`, ... as intrinsics or inline asm), which have no portable
    /// form yet.
    #[error(
        "cannot lift `{module}` to portable form: tensor-core operations are not portable yet: {}{}",
        ops.join("; "),
        if also.is_empty() { String::new() } else { format!("; also unsupported: {}", also.join("; ")) }
    )]
    TensorCore {
        /// Module name.
        module: String,
        /// Each tensor-core operation, with the first function using it.
        ops: Vec<String>,
        /// Everything else that cannot be lifted, likewise.
        also: Vec<String>,
    },
    /// `gpujit.*` calls survived lowering: a target lacks an implementation.
    #[error("target {target} left unlowered gpujit intrinsics: {}", names.join(", "))]
    Unlowered {
        /// Target name.
        target: String,
        /// The surviving intrinsics.
        names: Vec<String>,
    },
    /// A matrix operation the target does not have.
    #[error(
        "{target} has no matrix operation {kind}{}",
        if supported.is_empty() { "".to_string() } else { format!("; it has: {}", supported.join(", ")) }
    )]
    MmaUnsupported {
        /// Target and processor (`nvptx sm_70`, `amdgcn gfx1030`).
        target: String,
        /// The kind asked for, e.g. `bf16.m16n16k16`, and why when it is not the kind itself.
        kind: String,
        /// The kinds the target has (empty when it has none).
        supported: Vec<String>,
    },
    /// A `gpujit.*` declaration that no target knows.
    #[error("unknown gpujit intrinsic `{0}`")]
    UnknownIntrinsic(String),
    /// Any other failure reported by LLVM.
    #[error("LLVM: {0}")]
    Llvm(String),
}

/// A module in portable form: LLVM bitcode without a target, plus the
/// signatures of its kernels. Cheap to clone, `Send`, and the unit every
/// target compiles.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PortableModule {
    name: String,
    bitcode: Vec<u8>,
    kernels: Vec<KernelSignature>,
    options: ModuleOptions,
    refused: Vec<RefusedKernel>,
}

impl PortableModule {
    /// Module name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The kernels it defines.
    pub fn kernels(&self) -> &[KernelSignature] {
        &self.kernels
    }

    /// Module-wide options it was built with.
    pub fn options(&self) -> ModuleOptions {
        self.options
    }

    /// The kernels of its source that were left out, each with why: those
    /// that [`NvvmModule::lift_each`] could not lift or
    /// [`PtxModule::translate_each`] could not translate. Compiling the
    /// module carries them into its image ([`gpujit_device::Image::refused`]).
    pub fn refused(&self) -> &[RefusedKernel] {
        &self.refused
    }

    /// The portable bitcode.
    pub fn bitcode(&self) -> &[u8] {
        &self.bitcode
    }

    /// Parses the module into `ctx`, for a target to lower.
    pub fn load<'ctx>(&self, ctx: &'ctx Context) -> Result<Module<'ctx>, IrError> {
        let buf = MemoryBuffer::create_from_memory_range_copy(&self.bitcode, &self.name);
        Module::parse_bitcode_from_buffer(&buf, ctx).map_err(|e| IrError::Parse {
            module: self.name.clone(),
            message: e.to_string(),
        })
    }

    /// This module (its name and kernel signatures) with its IR replaced by
    /// `module`, a changed copy of it that must still verify: for passes
    /// that rewrite a portable module before it is compiled.
    pub fn rewritten(
        &self,
        module: &Module<'_>,
        options: ModuleOptions,
    ) -> Result<PortableModule, IrError> {
        module.verify().map_err(|e| IrError::Verify {
            module: self.name.clone(),
            message: e.to_string(),
        })?;
        Ok(PortableModule {
            name: self.name.clone(),
            bitcode: module.write_bitcode_to_memory().as_slice().to_vec(),
            kernels: self.kernels.clone(),
            options,
            refused: self.refused.clone(),
        })
    }

    /// The module as LLVM assembly text.
    pub fn to_text(&self) -> Result<String, IrError> {
        let ctx = Context::create();
        Ok(self.load(&ctx)?.print_to_string().to_string())
    }
}

/// Builds a portable module: `f` defines its kernels on a [`ModuleBuilder`].
/// The result is verified by LLVM before it is returned.
pub fn build(
    name: &str,
    options: ModuleOptions,
    f: impl FnOnce(&mut ModuleBuilder<'_>) -> Result<(), IrError>,
) -> Result<PortableModule, IrError> {
    let ctx = Context::create();
    let mut mb = ModuleBuilder::new(&ctx, name, options);
    f(&mut mb)?;
    mb.module.verify().map_err(|e| IrError::Verify {
        module: name.to_string(),
        message: e.to_string(),
    })?;
    let bitcode = mb.module.write_bitcode_to_memory().as_slice().to_vec();
    Ok(PortableModule {
        name: name.to_string(),
        bitcode,
        kernels: mb.kernels,
        options,
        refused: Vec::new(),
    })
}

/// Short constructors for kernel parameters: `p::f32("a")`, `p::ptr_f32("x")`.
pub mod p {
    use super::{Param, ParamType, ScalarType};

    /// A parameter of any type.
    pub fn param(name: &str, ty: ParamType) -> Param {
        Param {
            name: name.to_string(),
            ty,
        }
    }
    /// A scalar parameter.
    pub fn scalar(name: &str, s: ScalarType) -> Param {
        param(name, ParamType::Scalar(s))
    }
    /// A pointer to global memory holding `s` elements.
    pub fn ptr(name: &str, s: ScalarType) -> Param {
        param(name, ParamType::Pointer(Some(s)))
    }
    /// An `f32` parameter.
    pub fn f32(name: &str) -> Param {
        scalar(name, ScalarType::F32)
    }
    /// An `f64` parameter.
    pub fn f64(name: &str) -> Param {
        scalar(name, ScalarType::F64)
    }
    /// A `u32` parameter.
    pub fn u32(name: &str) -> Param {
        scalar(name, ScalarType::U32)
    }
    /// An `i32` parameter.
    pub fn i32(name: &str) -> Param {
        scalar(name, ScalarType::I32)
    }
    /// A `u64` parameter.
    pub fn u64(name: &str) -> Param {
        scalar(name, ScalarType::U64)
    }
    /// A pointer to `f32` elements.
    pub fn ptr_f32(name: &str) -> Param {
        ptr(name, ScalarType::F32)
    }
    /// A pointer to `u32` elements.
    pub fn ptr_u32(name: &str) -> Param {
        ptr(name, ScalarType::U32)
    }
    /// A struct of `fields` passed by value, laid out as C lays it out (each
    /// field at a multiple of its size); pass it with `KernelArg::record`.
    pub fn record(name: &str, fields: &[ScalarType]) -> Param {
        let (mut at, mut align) = (0usize, 1usize);
        for f in fields {
            at = at.next_multiple_of(f.size()) + f.size();
            align = align.max(f.size());
        }
        param(
            name,
            ParamType::Bytes {
                size: at.next_multiple_of(align) as u16,
                align: align as u16,
            },
        )
    }
}

#[cfg(test)]
mod tests;

/// A `gpujit.link` tracing span, for targets' link stages.
pub fn tracing_span_link() -> tracing::span::EnteredSpan {
    tracing::debug_span!("gpujit.link").entered()
}

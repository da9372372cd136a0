//! CUDA C++ source in: a [`Program`] (source, in-memory headers, NVRTC-style
//! options, name expressions) compiled in-process by clang's CUDA front end
//! ([`gpujit_cuda`]) to NVVM IR, which then takes the NVVM path: as written
//! on NVIDIA, lifted for AMD and the host.
//!
//! ```
//! # use gpujit::{DeviceExt, LaunchConfig};
//! # let jit = gpujit::Jit::new(gpujit::open("host")?, gpujit::cache::Cache::new(None, 0, 16))?;
//! let src = r#"
//!     #include "params.h"
//!     template <typename T> __global__ void axpy(T a, const T *x, T *y, int n) {
//!         int i = blockIdx.x * blockDim.x + threadIdx.x;
//!         if (i < n) y[i] = SCALE * a * x[i] + y[i];
//!     }"#;
//! let program = gpujit::cuda::Program::new("axpy.cu", src)
//!     .header("params.h", "#define SCALE 1\n")    // #include "params.h" or <params.h>
//!     .options(&["-std=c++20", "-DUNUSED=1"])
//!     .name_expression("axpy<float>");
//! let c = jit.compile_cuda(&program)?;                // the compile cache, on any device
//! let k = jit.device().load(&c.image)?.kernel(c.lowered_name("axpy<float>").unwrap())?;
//! # let dev = jit.device();
//! # let x = dev.upload(&[1.0f32, 2.0])?;
//! # let mut y = dev.upload(&[3.0f32, 4.0])?;
//! # dev.launch(&k, &LaunchConfig::for_elems(2, 64), &[2.0f32.into(), (&x).into(), (&mut y).into(), 2i32.into()])?;
//! # assert_eq!(dev.download(&y)?, vec![5.0, 8.0]);
//! # Ok::<(), gpujit::Error>(())
//! ```
use std::sync::Arc;

pub use gpujit_cuda::{
    ACCEPTED_OPTIONS, CLANG_VERSION, Compiled, CudaError, DEFAULT_ARCH, HeaderSet, ManagedVariable,
    Options, PreludeOrigin, Program, prepare_prelude,
};

use crate::{Image, NvvmModule, Result, Target};

/// A CUDA program compiled for a device: its image, the lowered name of each
/// name expression, and clang's warnings.
#[derive(Debug, Clone)]
pub struct CudaImage {
    /// The compiled image, ready for [`crate::Device::load`].
    pub image: Arc<Image>,
    /// Each name expression with its lowered kernel name.
    pub lowered_names: Vec<(String, String)>,
    /// clang's warnings (empty when the image came from the cache).
    pub log: String,
}

impl CudaImage {
    /// The lowered name of a name expression given to the program.
    pub fn lowered_name(&self, expr: &str) -> Option<&str> {
        self.lowered_names
            .iter()
            .find(|(e, _)| e == expr)
            .map(|(_, n)| n.as_str())
    }
}

/// The architecture source is compiled for on `target`: the device's SM on
/// NVIDIA (so `__CUDA_ARCH__` is the device's), [`DEFAULT_ARCH`] for every
/// other target (the lifter takes NVVM of any SM); an `-arch` option wins.
pub fn source_arch(program: &Program, target: Target, arch: Option<&str>) -> Result<String> {
    let device_arch = match (target, arch) {
        (Target::Nvptx, Some(a)) if a.starts_with("sm_") => Some(a),
        _ => None,
    };
    Ok(program.effective_arch(device_arch)?)
}

/// `program` as it is compiled for `target`: NVIDIA compiles the NVVM as
/// written and optimises it once, after linking libdevice, so clang's own
/// pipeline is left off there ([`Program::llvm_passes`]); every other target
/// lifts the NVVM, which takes clang's optimised module.
pub fn program_for(program: &Program, target: Target) -> Program {
    let as_written = target.backend_impl().compiles_nvvm_as_written();
    program
        .clone()
        .llvm_passes(program.runs_llvm_passes() && !as_written)
}

/// Compiles `program` to an NVVM module for `target` (see [`source_arch`]
/// and [`program_for`]), against the headers [`HeaderSet::detect`] finds.
pub fn nvvm_module(
    program: &Program,
    target: Target,
    arch: Option<&str>,
) -> Result<(NvvmModule, Compiled)> {
    let arch = source_arch(program, target, arch)?;
    let program = program_for(program, target);
    let compiled = program.compile(&arch)?;
    let module = NvvmModule::from_ir(program.name(), &compiled.bitcode)?;
    Ok((module, compiled))
}

/// Lowered names as a cache note: `expr\0name\0` pairs.
pub(crate) fn encode_names(names: &[(String, String)]) -> Vec<u8> {
    let mut out = Vec::new();
    for (e, n) in names {
        for s in [e, n] {
            out.extend_from_slice(s.as_bytes());
            out.push(0);
        }
    }
    out
}

/// The inverse of [`encode_names`]; `None` for a malformed note.
pub(crate) fn decode_names(note: &[u8]) -> Option<Vec<(String, String)>> {
    let mut parts = note.split(|b| *b == 0);
    let mut out = Vec::new();
    loop {
        let e = parts.next()?;
        if e.is_empty() && parts.clone().next().is_none() {
            return Some(out);
        }
        let n = parts.next()?;
        out.push((
            String::from_utf8(e.to_vec()).ok()?,
            String::from_utf8(n.to_vec()).ok()?,
        ));
    }
}

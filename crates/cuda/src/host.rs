//! The host half of a CUDA source: clang's CUDA host compile, in-process, to
//! an x86-64 object whose constructor registers the translation unit's
//! device code with a CUDA runtime.
//!
//! clang's host code generation emits, for every `__global__` function, a
//! stub that a launch (`k<<<g, b, s, stream>>>(args)`) calls after
//! `__cudaPushCallConfiguration`, and a module constructor that hands the
//! device code (`gpu_binary`, embedded as it is given) to
//! `__cudaRegisterFatBinary` and names each kernel and `__device__` /
//! `__constant__` variable to `__cudaRegisterFunction` / `__cudaRegisterVar`.
//! What the device code is, and how the runtime reads it, is the caller's
//! choice: gpujit's runtime takes NVVM bitcode in its own small container.

use crate::{
    CLANG_VERSION, CudaError, HeaderSet, NO_CUDA_INSTALL, OUR_INCLUDE, Options, Program,
    RESOURCE_INCLUDE, SRC_DIR, embedded_files, ffi,
};

/// Where the device code embedded in the host object lies on the in-memory
/// file system.
const GPU_BINARY: &str = "/__gpujit__/gpubin/device.bin";

/// The host half of a CUDA source, compiled.
#[derive(Debug, Clone)]
pub struct HostObject {
    /// The x86-64 ELF relocatable object.
    pub object: Vec<u8>,
    /// clang's warnings, if any.
    pub log: String,
}

impl Program {
    /// Compiles the host half of the program to an x86-64 ELF object
    /// (position-independent, for Linux), with `gpu_binary` embedded as
    /// its device code; `arch` is the architecture the device half was
    /// compiled for (it decides which `__CUDA_ARCH__` branches of
    /// host-and-device code are parsed).
    ///
    /// The host half needs NVIDIA's CUDA headers (`cuda_runtime.h` declares
    /// the runtime API host code calls) and the machine's C and C++ headers
    /// (found as clang finds them: a GCC installation under `/usr`);
    /// [`HeaderSet::BuiltIn`] is refused, naming both.
    pub fn compile_host(
        &self,
        arch: &str,
        headers: &HeaderSet,
        gpu_binary: &[u8],
    ) -> Result<HostObject, CudaError> {
        let HeaderSet::Sdk { include, .. } = headers else {
            return Err(CudaError::Setup(format!(
                "{}: the host half of a CUDA program needs NVIDIA's CUDA headers \
                 (cuda_runtime.h's host API), and gpujit's built-in set holds only what \
                 device code uses: point CUDA_PATH or GPUJIT_CUDA_HEADERS at a toolkit or \
                 install NVIDIA's header wheels (pip install nvidia-cuda-runtime-cu12 \
                 nvidia-cuda-cccl-cu12 nvidia-cuda-nvcc-cu12)",
                self.name()
            )));
        };
        let opts = Options::parse(self.option_list())?;
        let arch = opts.arch.clone().unwrap_or_else(|| arch.to_string());
        let main = format!("{SRC_DIR}/{}", self.name().replace('/', "_"));
        let mut args: Vec<String> = [
            "-x",
            "cuda",
            "--cuda-host-only",
            "-nocudalib",
            "-nocudainc",
            "-Wno-unknown-cuda-version",
            "-fPIC",
            "-O2",
            "-c",
            "-resource-dir=/__gpujit__/clang",
        ]
        .map(String::from)
        .to_vec();
        args.push(format!("--cuda-path={NO_CUDA_INSTALL}"));
        args.push(format!("--cuda-gpu-arch={arch}"));
        args.extend([
            "-Xclang".to_string(),
            format!("-target-sdk-version={}", headers.sdk_version()),
            "-Xclang".to_string(),
            "-fcuda-include-gpubinary".to_string(),
            "-Xclang".to_string(),
            GPU_BINARY.to_string(),
        ]);
        for d in include {
            args.push(format!("-isystem{}", d.display()));
        }
        for (from, to) in [
            (format!("{SRC_DIR}/"), String::new()),
            (format!("{RESOURCE_INCLUDE}/"), "<clang>/".into()),
            (
                format!("/usr/include/clang/{CLANG_VERSION}/include/"),
                "<clang>/".into(),
            ),
        ] {
            args.push(format!("-fdebug-prefix-map={from}={to}"));
            args.push(format!("-fmacro-prefix-map={from}={to}"));
        }
        args.extend([
            "-include".to_string(),
            "__clang_cuda_runtime_wrapper.h".to_string(),
            "-include".to_string(),
            format!("{OUR_INCLUDE}/__gpujit_cuda_holes.h"),
        ]);
        args.extend(opts.args.iter().cloned());
        args.push(main.clone());
        let mut files: Vec<(String, &[u8])> = embedded_files().to_vec();
        for (n, c) in self.header_list() {
            files.push((format!("{}/{n}", crate::HEADER_DIR), c.as_bytes()));
        }
        files.push((GPU_BINARY.to_string(), gpu_binary));
        files.push((main, self.source().as_bytes()));
        let out = ffi::compile(&args, &files, ffi::Mode::Object, 0).map_err(CudaError::Setup)?;
        let log = out.log.replace(&format!("{SRC_DIR}/"), "");
        let errors = out.errors_in(&log);
        match out.bitcode {
            Some(object) if errors == 0 => Ok(HostObject { object, log }),
            _ => Err(self.failure(errors, log, headers)),
        }
    }
}

//! Cache keys: SHA-256 of everything that decides a compiled image.
//!
//! Every key hashes what compiled it ([`compiler_identity`]: gpujit's
//! version and build, LLVM's version), the target, the exact processor with
//! its features (`gfx90a:sramecc+:xnack-`, `sm_90a`; the target's default
//! when none is given), every compile option, and what the caller adds in
//! `extra` (for images finished for a device: the driver's version).

use sha2::{Digest, Sha256};

use super::Key;
use crate::{CompileOptions, NvvmModule, PortableModule, Target};

/// What compiled an image: gpujit's version and build identity (its source
/// commit and a digest of uncommitted changes, or `GPUJIT_BUILD_ID` given at
/// build time) and LLVM's version.
pub fn compiler_identity() -> String {
    format!(
        "gpujit {} build {} LLVM {}",
        env!("CARGO_PKG_VERSION"),
        env!("GPUJIT_BUILD_ID"),
        gpujit_lld::LLVM_VERSION
    )
}

/// The key of compiling `module` for `target` with `opts`; `extra` adds what
/// else decides the result (e.g. `driver 12080` for machine code).
pub fn key(module: &PortableModule, target: Target, opts: &CompileOptions, extra: &str) -> Key {
    key_by(&compiler_identity(), module, target, opts, extra)
}

/// [`key`] for the compiler `identity`.
pub(crate) fn key_by(
    identity: &str,
    module: &PortableModule,
    target: Target,
    opts: &CompileOptions,
    extra: &str,
) -> Key {
    let mut h = Sha256::new();
    h.update(module.bitcode());
    hash_kernels(&mut h, module.kernels());
    for r in module.refused() {
        h.update(format!("refused {}: {};", r.name, r.reason));
    }
    h.update(format!(
        "{}|{:?}|{identity}|{extra}",
        options_text(target, opts),
        module.options(),
    ));
    Key(h.finalize().into())
}

fn hash_kernels(h: &mut Sha256, kernels: &[gpujit_device::KernelSignature]) {
    for k in kernels {
        h.update(format!(
            "{}({}){:?};",
            k.name,
            gpujit_ir::import::encode_params(&k.params),
            k.max_threads
        ));
    }
}

/// The target and compile options as a key writes them; the architecture
/// is the one compiled for (the target's default when none is given).
fn options_text(target: Target, opts: &CompileOptions) -> String {
    let arch = opts.arch.clone().unwrap_or_else(|| target.default_arch());
    format!(
        "|{target}|{arch}|{:?}|{:?}|{}|{}|{:?}|{}",
        opts.opt_level,
        opts.ptx_version,
        opts.checked,
        opts.generic,
        opts.code_object_version,
        opts.no_coarsening,
    )
}

/// The key of an NVVM module compiled as it is (for NVIDIA; other targets
/// compile its lifted form under [`key`]).
pub fn nvvm_key(module: &NvvmModule, target: Target, opts: &CompileOptions, extra: &str) -> Key {
    as_written(
        b"nvvm\0",
        (module.bitcode(), module.kernels()),
        target,
        opts,
        extra,
    )
}

/// The key of compiling a PTX module for `target` (for NVIDIA the PTX as
/// given, for the others its translation): like [`nvvm_key`], over the text.
pub fn ptx_key(
    module: &gpujit_ir::PtxModule,
    target: Target,
    opts: &CompileOptions,
    extra: &str,
) -> Key {
    as_written(
        b"ptx\0",
        (module.text().as_bytes(), module.kernels()),
        target,
        opts,
        extra,
    )
}

/// The key of a module kept as its producer wrote it: a tag, its bytes and
/// kernels, and what [`key`] adds.
fn as_written(
    tag: &[u8],
    (bytes, kernels): (&[u8], &[gpujit_device::KernelSignature]),
    target: Target,
    opts: &CompileOptions,
    extra: &str,
) -> Key {
    let mut h = Sha256::new();
    h.update(tag);
    h.update(bytes);
    hash_kernels(&mut h, kernels);
    h.update(format!(
        "{}|{}|{extra}",
        options_text(target, opts),
        compiler_identity()
    ));
    Key(h.finalize().into())
}

/// The key of a specialized variant (see [`crate::specialize`]) of `kernel`
/// of the module compiled under `base`, for `values` (as
/// [`gpujit_ir::specialize::Values::key_text`] writes them). It names the
/// variant before the variant's module is made, and is stored as a link to
/// the variant image's own key.
pub fn variant_key(base: &Key, kernel: &str, values: &str) -> Key {
    let mut h = Sha256::new();
    h.update(b"variant\0");
    h.update(base.0);
    h.update(format!("|{kernel}|{values}"));
    Key(h.finalize().into())
}

/// The key of compiling CUDA source for `target`: the program's fingerprint
/// (source, headers, options, name expressions, the CUDA headers and clang's
/// version, see [`gpujit_cuda::Program::fingerprint`]) for `arch`, with what
/// [`key`] adds. It names a link to the compiled image, noted with the
/// lowered names.
pub fn cuda_key(
    program: &gpujit_cuda::Program,
    arch: &str,
    headers: &gpujit_cuda::HeaderSet,
    target: Target,
    opts: &CompileOptions,
    extra: &str,
) -> Key {
    let mut h = Sha256::new();
    h.update(b"cuda\0");
    h.update(program.fingerprint(arch, headers));
    h.update(format!(
        "{}|{}|{extra}",
        options_text(target, opts),
        compiler_identity()
    ));
    Key(h.finalize().into())
}

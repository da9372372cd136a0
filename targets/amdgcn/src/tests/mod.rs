//! Unit tests of the AMD target, in one test binary.

mod archs;
mod code_object;
mod codegen;
mod device;
mod hip;
mod io;
mod matching;
mod nvvm_parity;
mod parity;

/// A per-process scratch folder for compiled fixtures.
fn tmp_dir() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("gpujit-amdgcn-tests-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("creating the test scratch folder");
    dir
}

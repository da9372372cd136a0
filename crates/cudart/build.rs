//! Links `libcudart.so` with the version definitions of NVIDIA's libcudart
//! and libcublas (`versions.map`), and places the names nvcc's programs load
//! (`libcudart.so.12`, `libcudart.so.13`) beside it, with the names of
//! libcublas (`libcublas.so`, `.so.12`, `.so.13`): its cuBLAS entry points
//! live in the same library, so that they share the runtime's memory and
//! streams. glibc's loader maps a file once however many names reach it
//! (it compares device and inode), so a program needing both libraries gets
//! one copy.
//!
//! A program built by nvcc with `-cudart shared` requires its symbols at
//! version `libcudart.so.12` (or `.13`). The loader accepts a library that
//! defines that version and binds the references to symbols of the base
//! version; from a library with no version definitions it binds them too,
//! but prints `no version information available` for every program. rustc
//! links a `cdylib` with an anonymous version script of its exports, which
//! GNU ld refuses to combine with named versions; LLVM's lld combines them,
//! so the library is linked by lld (LLVM's, which gpujit builds with).

use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let dir = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let map = dir.join("versions.map");
    println!("cargo:rerun-if-changed=versions.map");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=LLVM_CONFIG");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("linux") {
        return;
    }
    match lld_dir() {
        Some(bin) => {
            println!("cargo:rustc-cdylib-link-arg=-fuse-ld=lld");
            println!("cargo:rustc-cdylib-link-arg=-B{}", bin.display());
            println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libcudart.so");
            println!(
                "cargo:rustc-cdylib-link-arg=-Wl,--version-script={}",
                map.display()
            );
        }
        None => println!(
            "cargo:warning=ld.lld not found (LLVM_CONFIG's bin folder, PATH): libcudart.so is \
             linked without symbol versions, and programs built by nvcc print `no version \
             information available` when they load it"
        ),
    }
    place_soname_links();
}

/// The folder holding `ld.lld`: LLVM's (`LLVM_CONFIG`, as gpujit's LLVM
/// crates find it), else one on `PATH`.
fn lld_dir() -> Option<PathBuf> {
    let config = std::env::var_os("LLVM_CONFIG")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22/bin/llvm-config"));
    let from_llvm = Command::new(&config)
        .arg("--bindir")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()));
    let path = std::env::var_os("PATH").unwrap_or_default();
    from_llvm
        .into_iter()
        .chain(std::env::split_paths(&path))
        .find(|d| d.join("ld.lld").is_file())
}

/// Links `libcudart.so.12`, `libcudart.so.13` and libcublas's names to
/// `libcudart.so` in the folder cargo puts it in (`target/<profile>`), where
/// `gpujit cc` finds the runtime and where `LD_LIBRARY_PATH` can point for
/// nvcc's programs.
fn place_soname_links() {
    let Some(out) = std::env::var_os("OUT_DIR").map(PathBuf::from) else {
        return;
    };
    // OUT_DIR is <profile>/build/<package>-<hash>/out.
    let Some(profile) = out.ancestors().nth(3).filter(|p| p.join("deps").is_dir()) else {
        return;
    };
    for name in [
        "libcudart.so.12",
        "libcudart.so.13",
        "libcublas.so",
        "libcublas.so.12",
        "libcublas.so.13",
    ] {
        link(profile, name);
    }
}

fn link(dir: &Path, name: &str) {
    let at = dir.join(name);
    if std::fs::read_link(&at).is_ok_and(|t| t == Path::new("libcudart.so")) {
        return;
    }
    let _ = std::fs::remove_file(&at);
    if let Err(e) = std::os::unix::fs::symlink("libcudart.so", &at) {
        println!(
            "cargo:warning=linking {} to libcudart.so: {e}",
            at.display()
        );
    }
}

//! Links LLVM 22 and lld statically and builds the C++ shim over `lld::lldMain`.
//!
//! Only the NVPTX, AMDGPU and X86 targets are linked; the shim defines empty
//! initialisers for the others. libstdc++, zlib and zstd are linked statically
//! too, so release binaries depend only on libc, libm and libgcc_s.
use std::path::PathBuf;
use std::process::Command;

/// LLVM components gpujit uses; `llvm-config` expands them in link order.
const COMPONENTS: &[&str] = &[
    "nvptx",
    "amdgpu",
    "x86",
    "mcjit",
    "orcjit",
    "passes",
    "ipo",
    "bitreader",
    "bitwriter",
    "irreader",
    "linker",
    "lto",
    "dtlto",
    "option",
    "object",
    "asmparser",
    "mc",
    "mcdisassembler",
];

fn llvm_config() -> PathBuf {
    if let Ok(p) = std::env::var("LLVM_CONFIG") {
        return PathBuf::from(p);
    }
    for c in ["llvm-config-22", "/usr/lib/llvm-22/bin/llvm-config"] {
        if Command::new(c)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
        {
            return PathBuf::from(c);
        }
    }
    panic!("llvm-config for LLVM 22 not found: run ci/setup, or set LLVM_CONFIG");
}

fn run(cfg: &PathBuf, args: &[&str]) -> String {
    let out = Command::new(cfg)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("running {} {args:?}: {e}", cfg.display()));
    assert!(
        out.status.success(),
        "{} {args:?} failed: {}",
        cfg.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

fn main() {
    println!("cargo:rerun-if-changed=src/shim.cpp");
    println!("cargo:rerun-if-changed=src/llvm_ext.cpp");
    println!("cargo:rerun-if-changed=src/codegen.cpp");
    println!("cargo:rerun-if-env-changed=LLVM_CONFIG");
    let cfg = llvm_config();
    let version = run(&cfg, &["--version"]);
    assert!(
        version.starts_with("22."),
        "gpujit needs LLVM 22, {} is {version}",
        cfg.display()
    );
    let include = run(&cfg, &["--includedir"]);
    let libdir = run(&cfg, &["--libdir"]);

    cc::Build::new()
        .cpp(true)
        .cpp_link_stdlib(None)
        .std("c++17")
        .include(&include)
        .flag("-fno-exceptions")
        .flag("-fno-rtti")
        .flag_if_supported("-Wno-unused-parameter")
        .define("_GNU_SOURCE", None)
        .file("src/shim.cpp")
        .file("src/llvm_ext.cpp")
        .file("src/codegen.cpp")
        .compile("gpujit_lld_shim");

    println!("cargo:rustc-link-search=native={libdir}");
    for lib in ["lldELF", "lldCommon"] {
        println!("cargo:rustc-link-lib=static:-bundle={lib}");
    }
    let mut args = vec!["--link-static", "--libs"];
    args.extend_from_slice(COMPONENTS);
    for lib in run(&cfg, &args).split_whitespace() {
        let name = lib.strip_prefix("-l").unwrap_or(lib);
        println!("cargo:rustc-link-lib=static:-bundle={name}");
    }
    // The C++ runtime and compression libraries, statically: the search path of
    // gcc holds libstdc++.a, and Debian's -dev packages ship libz.a and libzstd.a.
    for lib in ["stdc++", "z", "zstd"] {
        println!("cargo:rustc-link-lib=static:-bundle={lib}");
    }
    let gcc_dir = Command::new("gcc")
        .arg("-print-file-name=libstdc++.a")
        .output()
        .ok()
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim().to_string()));
    if let Some(dir) = gcc_dir.as_ref().and_then(|p| p.parent()) {
        println!("cargo:rustc-link-search=native={}", dir.display());
    }
    for lib in ["rt", "dl", "m"] {
        println!("cargo:rustc-link-lib=dylib={lib}");
    }
    println!("cargo:rustc-env=GPUJIT_LLVM_VERSION={version}");
    println!("cargo:version={version}");
    // For the build scripts of crates that link more of LLVM (gpujit-cuda).
    println!("cargo:config={}", cfg.display());
    println!("cargo:includedir={include}");
    println!("cargo:libdir={libdir}");
}

//! Builds the C++ shim over clang's driver and front end, links clang 22's
//! static libraries (LLVM itself comes from `gpujit-lld`), and embeds the
//! headers a CUDA compile needs: clang's CUDA resource headers and gpujit's
//! built-in CUDA headers (`include/`).
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

/// clang's libraries, users before what they use.
const CLANG_LIBS: &[&str] = &[
    "clangCodeGen",
    "clangFrontend",
    "clangDriver",
    "clangOptions",
    "clangSerialization",
    "clangParse",
    "clangSema",
    "clangAPINotes",
    "clangAnalysis",
    "clangAnalysisLifetimeSafety",
    "clangASTMatchers",
    "clangEdit",
    "clangAST",
    "clangSupport",
    "clangLex",
    "clangBasic",
];

/// LLVM components clang needs beyond those `gpujit-lld` links.
const COMPONENTS: &[&str] = &[
    "coverage",
    "frontenddriver",
    "frontendhlsl",
    "frontendopenmp",
    "frontendoffloading",
    "hipstdpar",
    "irprinter",
    "windowsdriver",
    "profiledata",
    "coroutines",
    "objcarcopts",
    "instrumentation",
    "lto",
    "passes",
];

/// clang resource headers a CUDA device compile can reach: the CUDA wrappers
/// and the freestanding C headers (by file-name prefix), and `cuda_wrappers/`.
const RESOURCE_PREFIXES: &[&str] = &["__clang_cuda_", "__stddef_", "__stdarg_", "__float_"];
const RESOURCE_FILES: &[&str] = &[
    "float.h",
    "inttypes.h",
    "iso646.h",
    "limits.h",
    "stdalign.h",
    "stdarg.h",
    "stdatomic.h",
    "stdbool.h",
    "stddef.h",
    "stdint.h",
    "stdnoreturn.h",
    "varargs.h",
    "builtins.h",
];

/// clang's x86 resource headers, which the host half of a CUDA program
/// reaches through the C++ library (`<random>` includes `<x86intrin.h>`):
/// the intrinsics and what they include.
fn x86_host_header(name: &str) -> bool {
    const OTHER_TARGETS: &[&str] = &["arm", "hexagon", "riscv", "sifive", "andes", "altivec"];
    let x86 = name.contains("intrin")
        || ["mm_malloc.h", "cpuid.h", "cet.h", "unwind.h", "mm3dnow.h"].contains(&name);
    x86 && !OTHER_TARGETS.iter().any(|t| name.starts_with(t))
}

/// What gpujit-lld's build script found (`cargo:KEY=...` of the
/// `gpujit_llvm` link): `config` (llvm-config), `includedir`, `libdir`,
/// `version`.
fn llvm(key: &str) -> String {
    let var = format!("DEP_GPUJIT_LLVM_{}", key.to_uppercase());
    std::env::var(&var)
        .unwrap_or_else(|_| panic!("{var} is not set: gpujit-lld's build script did not run"))
}

/// Appends `(virtual path, include_bytes!(file))` rows for every file under
/// `dir` accepted by `keep`, recursively.
fn embed(rows: &mut String, dir: &Path, virt: &str, keep: &dyn Fn(&str) -> bool) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .flatten()
        .collect();
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let name = e.file_name().to_string_lossy().to_string();
        let path = e.path();
        if path.is_dir() {
            embed(rows, &path, &format!("{virt}/{name}"), &|_| true);
        } else if keep(&name) {
            writeln!(
                rows,
                "    ({:?}, include_bytes!({:?})),",
                format!("{virt}/{name}"),
                path.display().to_string()
            )
            .unwrap();
        }
    }
}

fn main() {
    println!("cargo:rerun-if-changed=src/frontend.cpp");
    println!("cargo:rerun-if-changed=include");
    let include = llvm("includedir");
    let libdir = llvm("libdir");
    let version = llvm("version");
    let major = version.split('.').next().unwrap_or("22").to_string();

    cc::Build::new()
        .cpp(true)
        .cpp_link_stdlib(None)
        .std("c++17")
        .include(&include)
        .flag("-fno-exceptions")
        .flag("-fno-rtti")
        .flag_if_supported("-Wno-unused-parameter")
        .define("_GNU_SOURCE", None)
        .file("src/frontend.cpp")
        .compile("gpujit_cuda_frontend");

    println!("cargo:rustc-link-search=native={libdir}");
    for lib in CLANG_LIBS {
        println!("cargo:rustc-link-lib=static:-bundle={lib}");
    }
    let cfg = llvm("config");
    let libs = Command::new(&cfg)
        .args(["--link-static", "--libs"])
        .args(COMPONENTS)
        .output()
        .unwrap_or_else(|e| panic!("running {cfg}: {e}"));
    assert!(
        libs.status.success(),
        "{cfg} --libs failed: {}",
        String::from_utf8_lossy(&libs.stderr)
    );
    for lib in String::from_utf8_lossy(&libs.stdout).split_whitespace() {
        let name = lib.strip_prefix("-l").unwrap_or(lib);
        println!("cargo:rustc-link-lib=static:-bundle={name}");
    }

    let resource = PathBuf::from(&libdir).join(format!("clang/{major}/include"));
    assert!(
        resource.join("__clang_cuda_runtime_wrapper.h").exists(),
        "clang's CUDA headers are missing from {}: install libclang-common-{major}-dev (ci/setup)",
        resource.display()
    );
    let mut rows = String::new();
    embed(&mut rows, &resource, "/__gpujit__/clang/include", &|name| {
        RESOURCE_FILES.contains(&name)
            || RESOURCE_PREFIXES.iter().any(|p| name.starts_with(p))
            || x86_host_header(name)
    });
    // The subfolders of the resource dir other than cuda_wrappers/ are for
    // other languages and targets: keep only cuda_wrappers/.
    let rows: String = rows
        .lines()
        .filter(|l| {
            let virt = l.split('"').nth(1).unwrap_or("");
            let rest = virt
                .strip_prefix("/__gpujit__/clang/include/")
                .unwrap_or("");
            !rest.contains('/') || rest.starts_with("cuda_wrappers/")
        })
        .map(|l| format!("{l}\n"))
        .collect();
    let mut rows = rows;
    let ours = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap()).join("include");
    embed(&mut rows, &ours, "/__gpujit__/cuda/include", &|_| true);
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("embedded.rs");
    std::fs::write(
        &out,
        format!(
            "/// Headers embedded in the binary: (virtual path, contents).\npub(crate) static EMBEDDED: &[(&str, &[u8])] = &[\n{rows}];\n/// The clang version the resource headers come from.\npub(crate) const CLANG_VERSION: &str = {version:?};\n"
        ),
    )
    .unwrap();
}

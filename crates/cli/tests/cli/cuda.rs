//! `gpujit` on CUDA sources: compiles for every target, the precompiled
//! prelude, clang's errors as one line, options and the header sets.

use super::{bad, gpujit, ok, text, tmp};
use std::path::PathBuf;
use std::process::Command;

/// A CUDA source for `compile`, with a header beside it and a macro it needs.
const AXPY_CU: &str = r#"#include "scale.h"
#ifndef BIAS
#error BIAS must be defined (-D BIAS=...)
#endif
template <typename T> __global__ void axpy(T a, const T *x, T *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + SCALE * y[i] + BIAS;
}
extern "C" __global__ void fill(float *p, float v) {
    int unused;
    p[threadIdx.x] = v;
}
"#;

/// A folder of its own holding `files`.
fn sources(folder: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = tmp(folder);
    std::fs::create_dir_all(&dir).unwrap();
    for (name, text) in files {
        std::fs::write(dir.join(name), text).unwrap();
    }
    dir
}

/// The precompiled CUDA prelude is kept on disk and used by the next
/// process; a spoiled file (torn, or one clang rejects) is built again.
#[test]
fn a_precompiled_prelude_on_disk_is_reused_and_rebuilt_when_spoiled() {
    let dir = sources(
        "cuda-pch-src",
        &[("axpy.cu", AXPY_CU), ("scale.h", "#define SCALE 1.0f\n")],
    );
    let cu = dir.join("axpy.cu");
    let pch = tmp("cuda-pch-own");
    let out = dir.join("axpy.ptx");
    let run = || {
        let o = Command::new(env!("CARGO_BIN_EXE_gpujit"))
            .args([
                "compile",
                cu.to_str().unwrap(),
                "--target",
                "nvptx",
                "-D",
                "BIAS=1",
            ])
            .args(["--no-cache", "-o", out.to_str().unwrap()])
            .env("GPUJIT_CUDA_HEADERS", "builtin")
            .env("GPUJIT_CUDA_PCH_DIR", &pch)
            .output()
            .expect("running gpujit");
        assert_eq!(o.status.code(), Some(0), "{}", text(&o));
        assert!(!text(&o).contains("could not precompile"), "{}", text(&o));
        std::fs::read(&out).unwrap()
    };
    let files = || -> Vec<PathBuf> {
        std::fs::read_dir(&pch)
            .map(|d| d.flatten().map(|e| e.path()).collect())
            .unwrap_or_default()
    };
    let ptx = run();
    let kept = files();
    assert_eq!(kept.len(), 1, "{kept:?}");
    let inode = |p: &PathBuf| std::os::unix::fs::MetadataExt::ino(&std::fs::metadata(p).unwrap());
    let first = inode(&kept[0]);
    assert_eq!(run(), ptx);
    assert_eq!(inode(&kept[0]), first, "the file was written again");
    // Torn: its checksum fails, so it is built again.
    let bytes = std::fs::read(&kept[0]).unwrap();
    std::fs::write(&kept[0], &bytes[..bytes.len() / 2]).unwrap();
    assert_eq!(run(), ptx);
    assert_eq!(std::fs::read(&kept[0]).unwrap(), bytes);
    // Garbage with a good trailer (XXH3-128 and length): clang rejects it,
    // so it is built again.
    let mut junk = vec![7u8; 4096];
    let hash = xxhash_rust::xxh3::xxh3_128(&junk);
    junk.extend_from_slice(&hash.to_le_bytes());
    junk.extend_from_slice(&4096u64.to_le_bytes());
    std::fs::write(&kept[0], &junk).unwrap();
    assert_eq!(run(), ptx);
    assert_eq!(std::fs::read(&kept[0]).unwrap(), bytes);
}

/// `gpujit cuda-prelude` builds the prelude once per machine: a second run
/// finds it kept, and a compile in another process uses the file as it is
/// (nothing written, nothing built).
#[test]
fn cuda_prelude_builds_once_and_compiles_use_it() {
    let dir = sources(
        "cuda-prelude-src",
        &[("axpy.cu", AXPY_CU), ("scale.h", "#define SCALE 1.0f\n")],
    );
    let pch = tmp("cuda-pch-prepared");
    let gpujit = |args: &[&str]| {
        let o = Command::new(env!("CARGO_BIN_EXE_gpujit"))
            .args(args)
            .env("GPUJIT_CUDA_HEADERS", "builtin")
            .env("GPUJIT_CUDA_PCH_DIR", &pch)
            .output()
            .expect("running gpujit");
        assert_eq!(o.status.code(), Some(0), "gpujit {args:?}:\n{}", text(&o));
        text(&o)
    };
    let files = || -> Vec<PathBuf> {
        std::fs::read_dir(&pch)
            .map(|d| d.flatten().map(|e| e.path()).collect())
            .unwrap_or_default()
    };
    // `gpujit compile` adds the source's folder to the include path, which
    // the prelude is built with too.
    let folder = std::fs::canonicalize(&dir).unwrap();
    let folder = folder.to_str().unwrap();
    let prepare = [
        "cuda-prelude",
        "--arch",
        "sm_86",
        "-D",
        "BIAS=1",
        "-I",
        folder,
    ];
    let built = gpujit(&prepare);
    assert!(
        built.contains("sm_86") && built.contains("built"),
        "{built}"
    );
    let kept = files();
    assert_eq!(kept.len(), 1, "{kept:?}");
    let stamp = |p: &PathBuf| {
        let m = std::fs::metadata(p).unwrap();
        (
            std::os::unix::fs::MetadataExt::ino(&m),
            m.modified().unwrap(),
        )
    };
    let first = stamp(&kept[0]);
    let again = gpujit(&prepare);
    assert!(again.contains("kept already"), "{again}");
    let cu = dir.join("axpy.cu");
    let out = dir.join("axpy.ptx");
    let log = gpujit(&[
        "compile",
        cu.to_str().unwrap(),
        "--target",
        "nvptx",
        "--arch",
        "sm_86",
        "-D",
        "BIAS=1",
        "--no-cache",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(!log.contains("could not precompile"), "{log}");
    assert_eq!(files(), kept, "the compile kept another prelude");
    assert_eq!(stamp(&kept[0]), first, "the prelude was written again");
    let o = Command::new(env!("CARGO_BIN_EXE_gpujit"))
        .args(["cuda-prelude", "--no-such-flag"])
        .output()
        .expect("running gpujit");
    assert_ne!(o.status.code(), Some(0));
    assert!(text(&o).contains("--no-such-flag"), "{}", text(&o));
}

#[test]
fn compile_a_cuda_source_for_every_target() {
    let dir = sources(
        "cuda-ok",
        &[("axpy.cu", AXPY_CU), ("scale.h", "#define SCALE 1.0f\n")],
    );
    let cu = dir.join("axpy.cu");
    let cu = cu.to_str().unwrap();
    // (target, output, extra arguments, magic, text in the output)
    type Case<'a> = (&'a str, &'a str, &'a [&'a str], &'a [u8], &'a str);
    let cases: [Case; 7] = [
        (
            "nvptx",
            "fill.variant.ll",
            &["--emit", "ll", "--specialize", "fill:v=1.5,block=32"],
            b"; ModuleID",
            "store float 1.500000e+00",
        ),
        (
            "nvptx",
            "axpy.ptx",
            &["--arch", "sm_90"],
            b"//\n// Generated by LLVM NVPTX",
            ".target sm_90",
        ),
        (
            "nvptx",
            "axpy.nvvm.ll",
            &["--emit", "ll"],
            b"; ModuleID",
            "target triple = \"nvptx64-nvidia-cuda\"",
        ),
        (
            "amdgcn",
            "axpy.hsaco",
            &["--arch", "gfx942"],
            b"\x7fELF",
            "amdhsa",
        ),
        (
            "amdgcn",
            "axpy.amdgcn.ll",
            &["--emit", "ll"],
            b"; ModuleID",
            "amdgcn-amd-amdhsa",
        ),
        ("host", "axpy.bc", &[], b"BC\xc0\xde", ""),
        (
            "host",
            "axpy.host.ll",
            &["--emit", "ll", "-O1"],
            b"; ModuleID",
            "fill",
        ),
    ];
    for (target, out, extra, magic, needle) in cases {
        let path = dir.join(out);
        let mut args = vec![
            "compile",
            cu,
            "--target",
            target,
            "-D",
            "BIAS=0",
            "--name-expr",
            "axpy<float>",
            "-o",
            path.to_str().unwrap(),
        ];
        args.extend_from_slice(extra);
        let o = gpujit(&args);
        let (stdout, stderr) = (
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr),
        );
        assert_eq!(o.status.code(), Some(0), "{target} {out}: {}", text(&o));
        assert!(
            stdout.contains("axpy<float> = _Z4axpyIfEvT_PKS0_PS0_i"),
            "the lowered name on stdout: {stdout}"
        );
        assert!(
            !stderr.contains("warning"),
            "no -Wall, no warning: {stderr}"
        );
        let bytes = std::fs::read(&path).unwrap();
        assert!(
            bytes.starts_with(magic),
            "{target} {out}: {:?}",
            &bytes[..8.min(bytes.len())]
        );
        let shown = String::from_utf8_lossy(&bytes);
        assert!(
            shown.contains(needle),
            "{target} {out}: `{needle}` not in it"
        );
        if target == "nvptx" && out.ends_with(".ptx") {
            // Both kernels, the template's instantiation by its lowered name.
            assert!(
                shown.contains(".entry fill(") && shown.contains(".entry _Z4axpyIfEvT_PKS0_PS0_i("),
                "{shown}"
            );
        }
    }
    // -Wall's warnings go to stderr, and the compile succeeds; the macro and
    // standard options reach the front end.
    let out = dir.join("warned.bc");
    let o = gpujit(&[
        "compile",
        cu,
        "--target",
        "host",
        "-DBIAS=1",
        "-std=c++17",
        "-Wall",
        "-o",
        out.to_str().unwrap(),
    ]);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    assert!(
        stderr.contains("axpy.cu:10:9: warning: unused variable 'unused'"),
        "{stderr}"
    );
    // Without the macro, the source's own #error stops it.
    let o = gpujit(&[
        "compile",
        cu,
        "--target",
        "host",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    assert!(
        text(&o).contains("error: BIAS must be defined"),
        "{}",
        text(&o)
    );
}

/// The stderr of a failed `gpujit` run: clang's log, then one `gpujit:` line.
fn cuda_failure(args: &[&str]) -> (String, String) {
    let o = gpujit(args);
    let stderr = String::from_utf8_lossy(&o.stderr).into_owned();
    assert_eq!(o.status.code(), Some(1), "gpujit {args:?}:\n{}", text(&o));
    let ours: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("gpujit: "))
        .collect();
    assert_eq!(ours.len(), 1, "one line of gpujit's own: {stderr}");
    assert!(
        stderr.trim_end().ends_with(ours[0]),
        "gpujit's line comes last: {stderr}"
    );
    (stderr.clone(), ours[0].to_string())
}

#[test]
fn a_cuda_compile_error_prints_clangs_log_then_one_line() {
    let dir = sources(
        "cuda-bad",
        &[
            (
                "bad.cu",
                "__global__ void k(int *p) {\n    p[0] = undeclared;\n}\n",
            ),
            (
                "missing.cu",
                "#include \"nosuch.h\"\n__global__ void k() {}\n",
            ),
            (
                "managed.cu",
                "__managed__ int total;\n__global__ void k() { total = 1; }\n",
            ),
        ],
    );
    let bad = dir.join("bad.cu");
    let (log, line) = cuda_failure(&[
        "compile",
        bad.to_str().unwrap(),
        "--target",
        "nvptx",
        "-o",
        "/dev/null",
    ]);
    assert!(
        log.contains("bad.cu:2:12: error: use of undeclared identifier 'undeclared'"),
        "{log}"
    );
    assert!(
        log.contains("p[0] = undeclared;") && log.contains("^~~~~~~~~~"),
        "source line and caret: {log}"
    );
    assert_eq!(
        line,
        "gpujit: bad.cu: CUDA compile failed with 1 error: bad.cu:2:12: error: use of undeclared identifier 'undeclared'"
    );
    // A missing header: the line says where headers were looked for.
    let missing = dir.join("missing.cu");
    let extra = tmp("cuda-extra-include");
    std::fs::create_dir_all(&extra).unwrap();
    let (_, line) = cuda_failure(&[
        "compile",
        missing.to_str().unwrap(),
        "--target",
        "host",
        "-I",
        extra.to_str().unwrap(),
        "-o",
        "/dev/null",
    ]);
    let canonical = std::fs::canonicalize(&dir).unwrap();
    for needle in [
        "missing.cu:1:10: fatal error: 'nosuch.h' file not found; headers were searched for in: "
            .to_string(),
        format!("-I {}", extra.display()),
        format!("-I {}", canonical.display()),
    ] {
        assert!(line.contains(&needle), "`{needle}` not in: {line}");
    }
    // The header set's own folders close the list.
    assert!(
        line.contains("gpujit's built-in CUDA headers") || line.contains("clang's CUDA wrappers"),
        "{line}"
    );
    // A `__managed__` variable outside a whole program (which `gpujit cc` builds): the
    // line names the variable, what is not supported, and what to use.
    let managed = dir.join("managed.cu");
    let (_, line) = cuda_failure(&[
        "compile",
        managed.to_str().unwrap(),
        "--target",
        "host",
        "-o",
        "/dev/null",
    ]);
    assert!(
        line.contains(
            "error: __managed__ variable 'total' in device code compiled without a CUDA runtime"
        ) && line.contains(
            "; not supported: __managed__ variables outside a whole program built by gpujit cc \
                 (elsewhere, allocate the memory with cudaMallocManaged"
        ),
        "{line}"
    );
}

#[test]
fn cuda_options_are_checked() {
    let dir = sources("cuda-options", &[("k.cu", "__global__ void k() {}\n")]);
    let cu = dir.join("k.cu");
    let cu = cu.to_str().unwrap();
    bad(
        &["compile", cu, "--target", "host", "--frob", "-o", "x"],
        1,
        "unknown option `--frob`",
    );
    bad(
        &["compile", cu, "--target", "host", "-std=c++11", "-o", "x"],
        1,
        "option `-std=c++11`: the standard must be c++14, c++17 or c++20; accepted: -D NAME[=VALUE]",
    );
    bad(
        &["compile", cu, "--target", "host", "-o", "x", "-D"],
        1,
        "-D needs a value",
    );
    bad(
        &["compile", "saxpy", "--target", "host", "-DX=1", "-o", "x"],
        1,
        "`-DX=1` is an option of CUDA C++ sources (.cu), and saxpy is none",
    );
    bad(
        &[
            "compile",
            dir.join("none.cu").to_str().unwrap(),
            "--target",
            "host",
            "-o",
            "x",
        ],
        1,
        "none.cu: no such file",
    );
}

#[test]
fn cuda_info_names_the_headers_and_devices_lists_them() {
    let out = ok(&["cuda-info"]);
    for needle in [
        "headers: ",
        "clang: 22.",
        "default architecture: sm_80",
        "--name-expr EXPR",
        "-std=c++14|c++17|c++20",
    ] {
        assert!(out.contains(needle), "`{needle}` not in: {out}");
    }
    let run = |value: &str, args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_gpujit"))
            .args(args)
            .env("GPUJIT_CUDA_HEADERS", value)
            .env("GPUJIT_CACHE_DIR", tmp("cache-shared"))
            .output()
            .unwrap()
    };
    let o = run("builtin", &["cuda-info"]);
    assert!(
        text(&o).contains("headers: gpujit's built-in CUDA headers"),
        "{}",
        text(&o)
    );
    let o = run("/nonexistent/cuda", &["cuda-info"]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    assert!(
        text(&o).contains("GPUJIT_CUDA_HEADERS: /nonexistent/cuda holds no cuda_runtime.h"),
        "{}",
        text(&o)
    );
    let o = run("builtin", &["devices"]);
    assert!(
        text(&o).contains("cuda headers: gpujit's built-in CUDA headers"),
        "{}",
        text(&o)
    );
}

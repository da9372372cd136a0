//! Front-end tests that need no GPU: the built-in headers always, NVIDIA's
//! where `ci/cuda-headers` laid them out.
use super::*;

fn sdk() -> Option<HeaderSet> {
    let home = std::env::var_os("XDG_CACHE_HOME")
        .map(std::path::PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| std::path::PathBuf::from(h).join(".cache")))?;
    HeaderSet::sdk(&home.join("gpujit/cuda-12.9-headers")).ok()
}

fn header_sets() -> Vec<HeaderSet> {
    [Some(HeaderSet::BuiltIn), sdk()]
        .into_iter()
        .flatten()
        .collect()
}

const SAXPY: &str = r#"
extern "C" __global__ void saxpy(float a, const float *x, float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}"#;

#[test]
fn saxpy_is_nvvm_bitcode_with_either_header_set() {
    for h in header_sets() {
        let out = Program::new("saxpy.cu", SAXPY)
            .compile_with("sm_80", &h)
            .unwrap();
        assert_eq!(&out.bitcode[..4], b"BC\xc0\xde", "{}", h.describe());
        assert!(out.log.is_empty(), "{}", out.log);
        assert_eq!(out.arch, "sm_80");
    }
}

/// Bit for bit for a kernel without inline assembly (whose `!srcloc`
/// metadata holds clang's source offsets, which a precompiled prelude
/// shifts); the package corpus's tests compare every function of every
/// wrapper, inline assembly included, with clang's own output.
#[test]
fn the_precompiled_prelude_changes_nothing() {
    let src = r#"
        #include <cmath>
        template <int N> __global__ void sum(const float *x, float *out) {
            __shared__ float s[N];
            s[threadIdx.x] = sinf(x[threadIdx.x]) + rsqrtf(fabsf(x[threadIdx.x]) + 1.0f);
            __syncthreads();
            if (threadIdx.x == 0) { float t = 0; for (int i = 0; i < N; ++i) t += s[i]; out[blockIdx.x] = t; }
        }"#;
    for h in header_sets() {
        let p = Program::new("sum.cu", src)
            .option("-DUNUSED=1")
            .name_expression("sum<128>");
        let with = p.compile_impl("sm_80", &h, true, false).unwrap();
        let again = p.compile_impl("sm_80", &h, true, false).unwrap();
        let without = p.compile_impl("sm_80", &h, false, false).unwrap();
        assert_eq!(with.bitcode, without.bitcode, "{}", h.describe());
        assert_eq!(with.bitcode, again.bitcode, "{}", h.describe());
        assert_eq!(with.lowered_names, without.lowered_names);
    }
}

#[test]
fn a_later_definition_of_a_header_replaces_the_earlier() {
    let p = Program::new(
        "k.cu",
        "#include \"v.h\"\nextern \"C\" __global__ void k(int *o) { o[0] = V; }",
    )
    .header("v.h", "#define V 1\n")
    .header("v.h", "#define V 2\n");
    let ir = p.compile_with("sm_80", &HeaderSet::BuiltIn).unwrap();
    let text = String::from_utf8_lossy(&ir.bitcode).into_owned();
    assert!(!text.is_empty());
    assert_eq!(p.headers.len(), 1);
}

#[test]
fn headers_must_be_relative_paths() {
    for bad in ["/etc/passwd", "../up.h", "a/../../b.h", ""] {
        let e = Program::new("k.cu", "__global__ void k() {}")
            .header(bad, "")
            .compile_with("sm_80", &HeaderSet::BuiltIn)
            .unwrap_err();
        assert!(matches!(e, CudaError::Setup(_)), "{bad}: {e}");
    }
}

#[test]
fn options_parse_as_nvrtc_writes_them() {
    let o = Options::parse(&[
        "-DA=1",
        "-D",
        "B",
        "--define-macro=C",
        "-I/x",
        "--include-path=/y",
        "-std=c++20",
        "--use_fast_math",
        "-arch=compute_90",
        "-lineinfo",
        "-Wno-unused",
    ])
    .unwrap();
    assert_eq!(o.arch.as_deref(), Some("sm_90"));
    assert!(o.line_info);
    for want in [
        "A=1",
        "B",
        "C",
        "/x",
        "/y",
        "-std=c++20",
        "-ffast-math",
        "-Wno-unused",
    ] {
        assert!(
            o.args.iter().any(|a| a == want),
            "{want} missing from {:?}",
            o.args
        );
    }
    for bad in [
        &["-D"][..],
        &["-std=c++11"],
        &["-arch=sm_x"],
        &["-ftz=maybe"],
        &["-prec-div=false"],
        &["--frob"],
    ] {
        assert!(
            matches!(Options::parse(bad), Err(CudaError::BadOption { .. })),
            "{bad:?}"
        );
    }
}

#[test]
fn an_arch_option_wins_over_the_callers() {
    let p = Program::new(
        "k.cu",
        "extern \"C\" __global__ void k(int *o) { o[0] = __CUDA_ARCH__; }",
    )
    .option("-arch=sm_90");
    assert_eq!(p.effective_arch(Some("sm_80")).unwrap(), "sm_90");
    let c = p.compile_with("sm_80", &HeaderSet::BuiltIn).unwrap();
    assert_eq!(c.arch, "sm_90");
}

#[test]
fn fingerprints_change_with_each_input() {
    let base = Program::new("k.cu", SAXPY)
        .header("h.h", "1")
        .option("-DX")
        .name_expression("saxpy");
    let h = HeaderSet::BuiltIn;
    let f = base.fingerprint("sm_80", &h);
    let variants = [
        Program::new("k.cu", &format!("{SAXPY} "))
            .header("h.h", "1")
            .option("-DX")
            .name_expression("saxpy"),
        base.clone().header("h.h", "2"),
        base.clone().option("-DY"),
        base.clone().name_expression("&saxpy"),
        Program::new("j.cu", SAXPY)
            .header("h.h", "1")
            .option("-DX")
            .name_expression("saxpy"),
    ];
    for v in &variants {
        assert_ne!(v.fingerprint("sm_80", &h), f);
    }
    assert_ne!(base.fingerprint("sm_90", &h), f);
    if let Some(sdk) = sdk() {
        assert_ne!(base.fingerprint("sm_80", &sdk), f);
    }
    assert_eq!(base.fingerprint("sm_80", &h), f);
}

#[test]
fn ptx_versions_follow_the_toolkit() {
    let v = |version| {
        HeaderSet::Sdk {
            include: vec![],
            origin: String::new(),
            version: Some(version),
        }
        .ptx_version()
    };
    assert_eq!(
        (v(12000), v(12040), v(12090), v(13000), v(11080)),
        (78, 84, 88, 90, 78)
    );
    assert_eq!(HeaderSet::BuiltIn.ptx_version(), 88);
}

/// The precompiled prelude leaves out which of its declarations to check for
/// deferred (host/device) diagnostics; the program's own are still checked.
#[test]
fn host_device_errors_hold_with_the_precompiled_prelude() {
    let src = "int host_only(int x) { return x + 1; }\n\
               __host__ __device__ int both(int x) { return host_only(x); }\n\
               extern \"C\" __global__ void k(int *o) { o[0] = both(o[0]); }\n";
    for h in header_sets() {
        for use_pch in [true, false] {
            let e = Program::new("hd.cu", src)
                .compile_impl("sm_80", &h, use_pch, false)
                .unwrap_err()
                .to_string();
            assert!(
                e.contains("hd.cu:2:") && e.contains("reference to __host__ function 'host_only'"),
                "{} (pch {use_pch}): {e}",
                h.describe()
            );
        }
    }
}

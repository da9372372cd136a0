//! Front-end tests that need no GPU: the built-in headers always, NVIDIA's
//! where `ci/cuda-headers` laid them out.
use super::*;

/// NVIDIA's headers of CUDA `version` (`12.9`, `13.0`) where
/// `ci/cuda-headers` laid them out.
fn sdk_of(version: &str) -> Option<HeaderSet> {
    let home = std::env::var_os("XDG_CACHE_HOME")
        .map(std::path::PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| std::path::PathBuf::from(h).join(".cache")))?;
    HeaderSet::sdk(&home.join(format!("gpujit/cuda-{version}-headers"))).ok()
}

fn sdk() -> Option<HeaderSet> {
    sdk_of("12.9")
}

/// The built-in headers, and NVIDIA's 12.9 and 13.0 where laid out.
fn header_sets() -> Vec<HeaderSet> {
    [Some(HeaderSet::BuiltIn), sdk(), sdk_of("13.0")]
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

const MANAGED: &str = r#"
struct Pair { int a; double b; };
__managed__ int counter = 5;
__managed__ Pair pair = {3, 0.25};
__managed__ float table[3] = {1.5f, 2.5f};
__managed__ long long zeros[4];
extern "C" __global__ void k(float *o, int n) {
    atomicAdd(&counter, 1);
    float *t = n > 2 ? table : (float *)zeros;
    o[threadIdx.x] = t[threadIdx.x % 3] + pair.b + (float)pair.a;
}"#;

#[test]
fn managed_variables_are_handed_to_the_runtime_or_refused() {
    for h in header_sets() {
        let out = Program::new("m.cu", MANAGED)
            .managed_variables(true)
            .compile_with("sm_80", &h)
            .unwrap_or_else(|e| panic!("{}: {e}", h.describe()));
        let mut pair = vec![3, 0, 0, 0, 0, 0, 0, 0];
        pair.extend_from_slice(&0.25f64.to_le_bytes());
        let mut table: Vec<u8> = Vec::new();
        for v in [1.5f32, 2.5, 0.0] {
            table.extend_from_slice(&v.to_le_bytes());
        }
        let want = [
            ("counter", vec![5, 0, 0, 0]),
            ("pair", pair),
            ("table", table),
            ("zeros", vec![0; 32]),
        ];
        let mut got: Vec<(&str, Vec<u8>)> = out
            .managed
            .iter()
            .map(|v| (v.name.as_str(), v.init.clone()))
            .collect();
        got.sort();
        assert_eq!(got, want, "{}", h.describe());
        // Without a runtime to place them, the compile is refused by name.
        let e = Program::new("m.cu", MANAGED)
            .compile_with("sm_80", &h)
            .unwrap_err()
            .to_string();
        assert!(
            e.contains(
                "__managed__ variable 'counter' in device code compiled without a CUDA runtime"
            ) && e.contains(MANAGED_VARIABLES),
            "{e}"
        );
    }
    // An address in an initializer, of the variable or of another one, is named.
    for (src, why) in [
        (
            "__device__ int x;\n__managed__ int *p = &x;\n__global__ void k() { *p = 1; }\n",
            "the initializer of __managed__ variable 'p' is not plain data",
        ),
        (
            "__managed__ int m;\n__device__ int *q = &m;\n__global__ void k() { *q = 1; }\n",
            "the address of __managed__ variable 'm' is taken in the initializer of another variable",
        ),
    ] {
        let e = Program::new("bad.cu", src)
            .managed_variables(true)
            .compile_with("sm_80", &HeaderSet::BuiltIn)
            .unwrap_err()
            .to_string();
        assert!(e.contains(why), "{e}");
    }
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
        base.clone().managed_variables(true),
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

/// A launch in host code (`k<<<...>>>`), parsed and left out of the device
/// compile, needs the launch hook of the headers' CUDA version.
#[test]
fn a_launch_in_host_code_compiles_with_every_header_set() {
    let src = "__global__ void k(int *p) { p[0] = 1; }\n\
               void h(int *p) { k<<<1, 1>>>(p); }\n\
               template <typename T> __global__ void t(T *p) { p[0] = T(2); }\n\
               void g(float *p, cudaStream_t s) { t<<<dim3(2), dim3(32), 0, s>>>(p); }\n";
    for h in header_sets() {
        let out = Program::new("launch.cu", src)
            .name_expression("t<float>")
            .compile_with("sm_80", &h)
            .unwrap_or_else(|e| panic!("{}: {e}", h.describe()));
        let m = String::from_utf8_lossy(&out.bitcode).into_owned();
        assert!(m.contains("_Z1kPi"), "{}", h.describe());
        assert_eq!(out.lowered_name("t<float>"), Some("_Z1tIfEvPT_"));
        assert!(out.log.is_empty(), "{}: {}", h.describe(), out.log);
    }
    // Nothing a caller passes is needed for it (and clang's own options
    // are not taken).
    assert!(matches!(
        Options::parse(&["-Xclang", "-target-sdk-version=12.9"]),
        Err(CudaError::BadOption { .. })
    ));
}

/// CUDA 13 keeps CCCL (libcu++, CUB, Thrust) in `include/cccl`.
#[test]
fn cuda_13_headers_find_cccl_in_include_cccl() {
    let Some(h) = sdk_of("13.0") else { return };
    let HeaderSet::Sdk {
        include, version, ..
    } = &h
    else {
        panic!("{}", h.describe())
    };
    assert_eq!(*version, Some(13000));
    assert!(
        include.last().is_some_and(|d| d.ends_with("include/cccl")),
        "{include:?}"
    );
    let src = r#"
        #include <cooperative_groups.h>
        #include <cuda_bf16.h>
        #include <cuda/std/type_traits>
        namespace cg = cooperative_groups;
        extern "C" __global__ void k(const __nv_bfloat16 *x, float *out) {
            cg::thread_block b = cg::this_thread_block();
            static_assert(cuda::std::is_same_v<int, cuda::std::remove_cv_t<const int>>);
            out[b.thread_rank()] = __bfloat162float(x[b.thread_rank()]) * 2.0f;
        }"#;
    let out = Program::new("cg13.cu", src)
        .compile_with("sm_80", &h)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(out.log.is_empty(), "{}", out.log);
}

/// NVIDIA's CUDA 13 wheels share one toolkit tree, `nvidia/cu13`.
#[test]
fn cuda_13_wheels_are_one_toolkit_tree() {
    let root = std::env::temp_dir().join(format!("gpujit-cu13-wheels-{}", std::process::id()));
    let include = root.join("nvidia/cu13/include");
    std::fs::create_dir_all(include.join("cccl/cuda")).unwrap();
    std::fs::create_dir_all(root.join("nvidia/cuda_runtime/include")).unwrap();
    std::fs::write(include.join("cuda_runtime.h"), "").unwrap();
    std::fs::write(root.join("nvidia/cuda_runtime/include/cuda_runtime.h"), "").unwrap();
    let got = headers::wheel_includes(&root.join("nvidia"));
    let _ = std::fs::remove_dir_all(&root);
    assert_eq!(got, Some(vec![include.clone(), include.join("cccl")]));
}

/// clang's driver looks for a CUDA installation of its own (the machine's
/// `/usr/local/cuda`) and warns about its version ("newer than the latest
/// partially supported version" for CUDA 13): gpujit's compiles take their
/// headers from the header set and say nothing about it.
#[test]
fn a_cuda_13_installation_gives_no_version_warning() {
    MACHINE_FILES.with(|m| {
        *m.borrow_mut() = vec![
            (
                "/usr/local/cuda/include/cuda.h".into(),
                b"#define CUDA_VERSION 13000\n".to_vec(),
            ),
            ("/usr/local/cuda/bin/ptxas".into(), Vec::new()),
            (
                "/usr/local/cuda/nvvm/libdevice/libdevice.10.bc".into(),
                Vec::new(),
            ),
        ]
    });
    for h in header_sets() {
        let out = Program::new("saxpy.cu", SAXPY).compile_with("sm_80", &h);
        let out = out.unwrap_or_else(|e| panic!("{}: {e}", h.describe()));
        assert!(out.log.is_empty(), "{}: {}", h.describe(), out.log);
    }
    MACHINE_FILES.with(|m| m.borrow_mut().clear());
}

/// nvcc accepts a `__shared__` variable of class type declared without an
/// initialiser (running neither its constructor nor its destructor); clang
/// refuses one whose destructor is not empty, as `cuda::barrier`'s is.
#[test]
fn a_shared_variable_of_class_type_is_left_uninitialised() {
    let src = r#"
        struct Counter {
            int n;
            __device__ Counter() : n(7) {}
            __device__ ~Counter() { n = -1; }
        };
        __shared__ Counter file_scope;
        extern "C" __global__ void k(int *out) {
            __shared__ Counter a, b;
            if (threadIdx.x == 0) { a.n = 1; b.n = 2; file_scope.n = 3; }
            __syncthreads();
            out[threadIdx.x] = a.n + b.n + file_scope.n;
        }"#;
    for h in header_sets() {
        let out = Program::new("shared.cu", src)
            .compile_with("sm_80", &h)
            .unwrap_or_else(|e| panic!("{}: {e}", h.describe()));
        let ir = String::from_utf8_lossy(&out.bitcode).into_owned();
        assert!(out.log.is_empty(), "{}", out.log);
        assert!(
            !ir.contains("_ZN7CounterC") && !ir.contains("_ZN7CounterD"),
            "the constructor or destructor ran"
        );
    }
    // An initialiser written is still refused, at file scope, in a
    // function and in a template.
    for bad in [
        "__shared__ int x = 1;\nextern \"C\" __global__ void k(int *o) { o[0] = x; }",
        "extern \"C\" __global__ void k(int *o) { __shared__ int x = 1; o[0] = x; }",
        "struct C { int n; __device__ C(int v) : n(v) {} };\n\
         extern \"C\" __global__ void k(int *o) { __shared__ C c(3); o[0] = c.n; }",
        "struct C { int n; __device__ ~C() { n = 0; } };\n\
         template <int N> __global__ void k(int *o) { __shared__ C c; o[0] = c.n + N; }\n\
         template __global__ void k<1>(int *);",
    ] {
        let e = Program::new("bad.cu", bad)
            .compile_with("sm_80", &HeaderSet::BuiltIn)
            .unwrap_err()
            .to_string();
        assert!(e.contains("__shared__ variable"), "{bad}: {e}");
    }
}

/// Sources NVRTC compiles, in the style of public code, compile with the
/// built-in headers alone: `uint`, `<tuple>`, `<array>`, `<utility>`,
/// `cuda/std/*`, `cuda_fp8.h` (its conversions checked at compile time),
/// and host code declaring and calling the runtime's host API.
#[test]
fn the_built_in_headers_compile_ordinary_sources() {
    let sources: &[(&str, &str)] = &[
        (
            "minmax.cu",
            r#"
            #include <tuple>
            #include <utility>
            #include <cuda/std/type_traits>
            #include <cuda/std/limits>
            template <typename T>
            __device__ std::tuple<T, T> minmax_pair(T a, T b) {
                return a < b ? std::make_tuple(a, b) : std::make_tuple(b, a);
            }
            template <typename T>
            __global__ void block_minmax(const T *x, T *lo, T *hi, uint n) {
                static_assert(cuda::std::is_arithmetic_v<T>, "numbers only");
                T mn = cuda::std::numeric_limits<T>::max(), mx = cuda::std::numeric_limits<T>::lowest();
                for (uint i = threadIdx.x; i < n; i += blockDim.x) {
                    auto [a, b] = minmax_pair(x[i], mn);
                    mn = a;
                    T c, d;
                    std::tie(c, d) = minmax_pair(x[i], mx);
                    mx = d;
                    (void)b; (void)c;
                }
                atomicMin(lo, mn);
                atomicMax(hi, mx);
            }
            template __global__ void block_minmax<int>(const int *, int *, int *, uint);
            "#,
        ),
        (
            "stencil.cu",
            r#"
            #include <array>
            #include <cuda/std/array>
            #include <cuda/std/cstdint>
            __constant__ float taps[5];
            extern "C" __global__ void stencil5(const float *in, float *out, int n) {
                std::array<float, 5> w;
                for (int k = 0; k < 5; ++k) w[k] = taps[k];
                cuda::std::array<int, 2> range{0, n};
                int i = blockIdx.x * blockDim.x + threadIdx.x;
                if (i < 2 || i >= range[1] - 2) return;
                float acc = 0.0f;
                for (int k = 0; k < (int)w.size(); ++k) acc += w[k] * in[i + k - 2];
                out[i] = acc;
                cuda::std::uint32_t unused = 0; (void)unused;
            }
            "#,
        ),
        (
            "quantize.cu",
            r#"
            #include <cuda_fp8.h>
            static_assert(__nv_cvt_float_to_fp8(1.0f, __NV_SATFINITE, __NV_E4M3) == 0x38, "");
            static_assert(__nv_cvt_float_to_fp8(-2.0f, __NV_SATFINITE, __NV_E4M3) == 0xC0, "");
            static_assert(__nv_cvt_float_to_fp8(448.0f, __NV_NOSAT, __NV_E4M3) == 0x7E, "");
            static_assert(__nv_cvt_float_to_fp8(500.0f, __NV_SATFINITE, __NV_E4M3) == 0x7E, "");
            static_assert(__nv_cvt_float_to_fp8(500.0f, __NV_NOSAT, __NV_E4M3) == 0x7F, "");
            static_assert(__nv_cvt_float_to_fp8(1.0625f, __NV_SATFINITE, __NV_E4M3) == 0x38, "ties to even");
            static_assert(__nv_cvt_float_to_fp8(1.1875f, __NV_SATFINITE, __NV_E4M3) == 0x3A, "ties to even");
            static_assert(__nv_cvt_float_to_fp8(1.96875f, __NV_SATFINITE, __NV_E4M3) == 0x40, "carry");
            static_assert(__nv_cvt_float_to_fp8(0.001953125f, __NV_SATFINITE, __NV_E4M3) == 0x01, "");
            static_assert(__nv_cvt_float_to_fp8(0.0009765625f, __NV_SATFINITE, __NV_E4M3) == 0x00, "");
            static_assert(__nv_cvt_float_to_fp8(0.0029296875f, __NV_SATFINITE, __NV_E4M3) == 0x02, "");
            static_assert(__nv_cvt_float_to_fp8(1.0f, __NV_SATFINITE, __NV_E5M2) == 0x3C, "");
            static_assert(__nv_cvt_float_to_fp8(57344.0f, __NV_NOSAT, __NV_E5M2) == 0x7B, "");
            static_assert(__nv_cvt_float_to_fp8(1e6f, __NV_NOSAT, __NV_E5M2) == 0x7C, "");
            static_assert(__nv_cvt_float_to_fp8(1e6f, __NV_SATFINITE, __NV_E5M2) == 0x7B, "");
            static_assert(float(__nv_fp8_e4m3(0.3f)) == 0.3125f, "");
            static_assert(float(__nv_fp8_e5m2(-3.0f)) == -3.0f, "");
            static_assert(__gpujit_fp8_to_float(0x01, __NV_E4M3) == 0.001953125f, "");
            static_assert(__gpujit_fp8_to_float(0x7C, __NV_E5M2) == __builtin_inff(), "");
            extern "C" __global__ void quantize(const float *x, __nv_fp8_e4m3 *q, float *back, int n) {
                int i = blockIdx.x * blockDim.x + threadIdx.x;
                if (i < n) {
                    q[i] = __nv_fp8_e4m3(x[i]);
                    back[i] = static_cast<float>(q[i]);
                }
            }
            "#,
        ),
        (
            "host.cu",
            r#"
            #include <cuda_runtime.h>
            #include <stdio.h>
            extern cudaDeviceProp deviceProp;
            __constant__ int scale;
            __global__ void fill(int *out, int n) {
                int i = blockIdx.x * blockDim.x + threadIdx.x;
                if (i < n) out[i] = i * scale;
            }
            int run(int n) {
                int *d_out = nullptr;
                int s = 3;
                if (cudaMalloc(&d_out, n * sizeof(int)) != cudaSuccess) return 1;
                cudaMemcpyToSymbol(scale, &s, sizeof s);
                int threads = deviceProp.maxThreadsPerBlock < 256 ? deviceProp.maxThreadsPerBlock : 256;
                fill<<<(n + threads - 1) / threads, threads>>>(d_out, n);
                cudaError_t e = cudaGetLastError();
                if (e != cudaSuccess) printf("launch: %s\n", cudaGetErrorString(e));
                cudaDeviceSynchronize();
                cudaFree(d_out);
                return 0;
            }
            "#,
        ),
    ];
    for (name, src) in sources {
        let out = Program::new(name, src)
            .option("-std=c++17")
            .compile_with("sm_80", &HeaderSet::BuiltIn)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(out.log.is_empty(), "{name}: {}", out.log);
    }
    // printf, declared for host code too, is still the device's in a kernel.
    let out = Program::new("p.cu", "__global__ void k(int v) { printf(\"%d\\n\", v); }")
        .compile_with("sm_80", &HeaderSet::BuiltIn)
        .unwrap();
    assert!(String::from_utf8_lossy(&out.bitcode).contains("vprintf"));
}

/// Sources NVRTC compiles, written as public tensor-core and
/// asynchronous-copy code is, compile with the built-in headers alone:
/// `mma.h` (a grid of warps each computing a `wmma` tile, every kind),
/// `cuda/barrier` with `cuda::memcpy_async` (whole-block and per-thread
/// copies, a `__shared__` barrier), `cuda/pipeline` (block and thread
/// scope), `cuda_pipeline.h`'s primitives and `cuda/atomic`; what they do
/// not give is a compile error naming it.
#[test]
fn the_built_in_headers_give_wmma_barrier_and_pipeline() {
    let sources: &[(&str, &str, &[&str])] = &[
        (
            "wmma_gemm.cu",
            r#"
            #include <mma.h>
            using namespace nvcuda;
            #define WMMA_M 16
            #define WMMA_N 16
            #define WMMA_K 16
            // C = alpha A B + beta C; A column-major, B row-major, C column-major.
            __global__ void wmma_example(half *a, half *b, float *c, int M, int N, int K,
                                         float alpha, float beta) {
                int lda = M, ldb = N, ldc = M;
                int warpM = (blockIdx.x * blockDim.x + threadIdx.x) / warpSize;
                int warpN = (blockIdx.y * blockDim.y + threadIdx.y);
                wmma::fragment<wmma::matrix_a, WMMA_M, WMMA_N, WMMA_K, half, wmma::col_major> a_frag;
                wmma::fragment<wmma::matrix_b, WMMA_M, WMMA_N, WMMA_K, half, wmma::row_major> b_frag;
                wmma::fragment<wmma::accumulator, WMMA_M, WMMA_N, WMMA_K, float> acc_frag;
                wmma::fragment<wmma::accumulator, WMMA_M, WMMA_N, WMMA_K, float> c_frag;
                wmma::fill_fragment(acc_frag, 0.0f);
                for (int i = 0; i < K; i += WMMA_K) {
                    int aRow = warpM * WMMA_M, aCol = i, bRow = i, bCol = warpN * WMMA_N;
                    if (aRow < M && aCol < K && bRow < K && bCol < N) {
                        wmma::load_matrix_sync(a_frag, a + aRow + aCol * lda, lda);
                        wmma::load_matrix_sync(b_frag, b + bRow * ldb + bCol, ldb);
                        wmma::mma_sync(acc_frag, a_frag, b_frag, acc_frag);
                    }
                }
                int cRow = warpM * WMMA_M, cCol = warpN * WMMA_N;
                if (cRow < M && cCol < N) {
                    wmma::load_matrix_sync(c_frag, c + cRow + cCol * ldc, ldc, wmma::mem_col_major);
                    for (int i = 0; i < c_frag.num_elements; i++)
                        c_frag.x[i] = alpha * acc_frag.x[i] + beta * c_frag.x[i];
                    wmma::store_matrix_sync(c + cRow + cCol * ldc, c_frag, ldc, wmma::mem_col_major);
                }
            }
            template <typename TIn, typename TAcc, int M, int N, int K>
            __global__ void tile(const TIn *a, const TIn *b, TAcc *d) {
                wmma::fragment<wmma::matrix_a, M, N, K, TIn, wmma::row_major> fa;
                wmma::fragment<wmma::matrix_b, M, N, K, TIn, wmma::col_major> fb;
                wmma::fragment<wmma::accumulator, M, N, K, TAcc> acc;
                wmma::fill_fragment(acc, 0);
                wmma::load_matrix_sync(fa, a, K);
                wmma::load_matrix_sync(fb, b, K);
                wmma::mma_sync(acc, fa, fb, acc);
                wmma::store_matrix_sync(d, acc, N, wmma::mem_row_major);
            }
            template __global__ void tile<half, half, 32, 8, 16>(const half *, const half *, half *);
            template __global__ void tile<__nv_bfloat16, float, 8, 32, 16>(const __nv_bfloat16 *, const __nv_bfloat16 *, float *);
            template __global__ void tile<signed char, int, 16, 16, 16>(const signed char *, const signed char *, int *);
            template __global__ void tile<unsigned char, int, 32, 8, 16>(const unsigned char *, const unsigned char *, int *);
            template __global__ void tile<double, double, 8, 8, 4>(const double *, const double *, double *);
            __global__ void tf32_tile(const float *a, const float *b, float *d) {
                wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> fa;
                wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::col_major> fb;
                wmma::fragment<wmma::accumulator, 16, 16, 8, float> acc;
                wmma::fill_fragment(acc, 0.0f);
                wmma::load_matrix_sync(fa, a, 8);
                wmma::load_matrix_sync(fb, b, 8);
                for (int t = 0; t < fa.num_elements; t++) fa.x[t] = wmma::__float_to_tf32(fa.x[t]);
                for (int t = 0; t < fb.num_elements; t++) fb.x[t] = wmma::__float_to_tf32(fb.x[t]);
                wmma::mma_sync(acc, fa, fb, acc, true);
                wmma::store_matrix_sync(d, acc, 16, wmma::mem_row_major);
            }
            "#,
            &[
                "llvm.nvvm.wmma.m16n16k16.mma.col.row.f32.f32",
                "llvm.nvvm.wmma.m8n8k4.mma.row.col.f64",
                "llvm.nvvm.wmma.m16n16k8.mma.row.col.tf32",
                "llvm.nvvm.wmma.m32n8k16.mma.row.col.u8",
            ],
        ),
        (
            "barrier.cu",
            r#"
            #include <cooperative_groups.h>
            #include <cuda/barrier>
            namespace cg = cooperative_groups;
            __device__ void compute(float *data, int n) {
                for (int i = threadIdx.x; i < n; i += blockDim.x) data[i] *= 2.0f;
            }
            __global__ void with_barrier(float *global_out, const float *global_in, size_t size,
                                         size_t batch_sz) {
                auto grid = cg::this_thread_block();
                auto block = cg::this_thread_block();
                extern __shared__ float shared[];
                __shared__ cuda::barrier<cuda::thread_scope_block> barrier;
                if (block.thread_rank() == 0) init(&barrier, block.size());
                block.sync();
                for (size_t batch = 0; batch < batch_sz; ++batch) {
                    size_t offset = blockIdx.x * block.size() + batch * size;
                    cuda::memcpy_async(block, shared, global_in + offset,
                                       sizeof(float) * block.size(), barrier);
                    barrier.arrive_and_wait();
                    compute(shared, block.size());
                    global_out[offset + threadIdx.x] = shared[threadIdx.x];
                    cuda::barrier<cuda::thread_scope_block>::arrival_token token = barrier.arrive();
                    barrier.wait(std::move(token));
                }
                (void)grid;
            }
            __global__ void per_thread(const int4 *in, int4 *out) {
                __shared__ int4 tile[128];
                __shared__ cuda::barrier<cuda::thread_scope_block> bar;
                if (threadIdx.x == 0) init(&bar, blockDim.x);
                __syncthreads();
                cuda::memcpy_async(&tile[threadIdx.x], &in[threadIdx.x],
                                   cuda::aligned_size_t<16>(sizeof(int4)), bar);
                bar.arrive_and_wait();
                out[threadIdx.x] = tile[blockDim.x - 1 - threadIdx.x];
            }
            "#,
            &["llvm.nvvm.barrier"],
        ),
        (
            "pipeline.cu",
            r#"
            #include <cooperative_groups.h>
            #include <cuda/pipeline>
            #include <cuda_pipeline.h>
            namespace cg = cooperative_groups;
            template <size_t stages_count = 2>
            __global__ void with_staging(int *global_out, const int *global_in, size_t size,
                                         size_t batch_sz) {
                auto block = cg::this_thread_block();
                extern __shared__ int shared[];
                size_t shared_offset[stages_count];
                for (int s = 0; s < stages_count; ++s) shared_offset[s] = s * block.size();
                __shared__ cuda::pipeline_shared_state<cuda::thread_scope::thread_scope_block, stages_count> state;
                auto pipeline = cuda::make_pipeline(block, &state);
                auto block_batch = [&](size_t batch) -> int { return block.group_index().x * block.size() + size * batch; };
                for (size_t compute_batch = 0, fetch_batch = 0; compute_batch < batch_sz; ++compute_batch) {
                    for (; fetch_batch < batch_sz && fetch_batch < (compute_batch + stages_count); ++fetch_batch) {
                        pipeline.producer_acquire();
                        size_t shared_idx = fetch_batch % stages_count;
                        cuda::memcpy_async(block, shared + shared_offset[shared_idx],
                                           global_in + block_batch(fetch_batch),
                                           sizeof(int) * block.size(), pipeline);
                        pipeline.producer_commit();
                    }
                    pipeline.consumer_wait();
                    int idx = compute_batch % stages_count;
                    global_out[block_batch(compute_batch) + threadIdx.x] = shared[shared_offset[idx] + threadIdx.x] + 1;
                    pipeline.consumer_release();
                }
            }
            template __global__ void with_staging<2>(int *, const int *, size_t, size_t);
            __global__ void thread_stages(const float *in, float *out) {
                __shared__ float s[2][256];
                cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
                pipe.producer_acquire();
                cuda::memcpy_async(&s[0][threadIdx.x], &in[threadIdx.x], sizeof(float), pipe);
                pipe.producer_commit();
                pipe.producer_acquire();
                cuda::memcpy_async(&s[1][threadIdx.x], &in[blockDim.x + threadIdx.x], sizeof(float), pipe);
                pipe.producer_commit();
                cuda::pipeline_consumer_wait_prior<1>(pipe);
                float first = s[0][threadIdx.x];
                pipe.consumer_release();
                pipe.consumer_wait();
                out[threadIdx.x] = first + s[1][threadIdx.x];
                pipe.consumer_release();
            }
            __global__ void primitives(const float4 *in, float4 *out) {
                __shared__ float4 s[64];
                __pipeline_memcpy_async(&s[threadIdx.x], &in[threadIdx.x], sizeof(float4));
                __pipeline_commit();
                __pipeline_wait_prior(0);
                __syncthreads();
                out[threadIdx.x] = s[63 - threadIdx.x];
            }
            "#,
            &["llvm.nvvm.barrier"],
        ),
        (
            "atomic.cu",
            r#"
            #include <cuda/atomic>
            #include <cuda/std/atomic>
            __device__ cuda::atomic<unsigned int, cuda::thread_scope_device> tickets;
            __global__ void count_and_sum(const float *x, float *sum, int *hist, int n) {
                __shared__ cuda::atomic<int, cuda::thread_scope_block> seen;
                if (threadIdx.x == 0) seen.store(0, cuda::std::memory_order_relaxed);
                __syncthreads();
                int i = blockIdx.x * blockDim.x + threadIdx.x;
                if (i < n) {
                    cuda::atomic_ref<float, cuda::thread_scope_device> s(*sum);
                    s.fetch_add(x[i], cuda::memory_order_relaxed);
                    cuda::std::atomic_ref<int> h(hist[i % 8]);
                    ++h;
                    seen += 1;
                    int old = hist[8];
                    cuda::atomic_ref<int>(hist[8]).compare_exchange_strong(old, old > i ? old : i);
                }
                __syncthreads();
                if (threadIdx.x == 0) tickets.fetch_add(seen.load(cuda::memory_order_acquire));
                cuda::atomic_thread_fence(cuda::memory_order_release, cuda::thread_scope_device);
            }
            "#,
            &["count_and_sum", "tickets"],
        ),
    ];
    for (name, src, want) in sources {
        let out = Program::new(name, src)
            .compile_with("sm_80", &HeaderSet::BuiltIn)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(out.log.is_empty(), "{name}: {}", out.log);
        let ir = String::from_utf8_lossy(&out.bitcode);
        for w in *want {
            assert!(ir.contains(w), "{name}: no {w} in its bitcode");
        }
    }
    // What the headers do not give, refused by name at compile time.
    let refused: &[(&str, &str)] = &[
        (
            "#include <cuda/barrier>\n__global__ void k() { __shared__ cuda::barrier<cuda::thread_scope_block> b; b.arrive_and_drop(); }",
            "no arrive_and_drop",
        ),
        (
            "#include <cuda/barrier>\n__device__ cuda::barrier<cuda::thread_scope_device> b;",
            "thread_scope_block only",
        ),
        (
            "#include <cuda/pipeline>\n#include <cooperative_groups.h>\n__global__ void k() {\n\
             __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> s;\n\
             auto p = cuda::make_pipeline(cooperative_groups::this_thread_block(), &s, cuda::pipeline_role::producer); }",
            "no producer and consumer roles",
        ),
        (
            "#include <mma.h>\nusing namespace nvcuda;\n__global__ void k() {\n\
             wmma::fragment<wmma::matrix_a, 8, 8, 32, wmma::experimental::precision::s4, wmma::row_major> f; (void)f; }",
            "sub-byte experimental kinds are not given",
        ),
        (
            "#include <cuda_pipeline.h>\n__global__ void k(__mbarrier_t *b) { __pipeline_arrive_on(b); }",
            "mbarrier objects are not given",
        ),
        (
            "#include <cuda/atomic>\n__global__ void k(int *p) { cuda::atomic_ref<int> a(*p); a.wait(0); }",
            "has no wait",
        ),
    ];
    for (src, why) in refused {
        let e = Program::new("refused.cu", src)
            .compile_with("sm_80", &HeaderSet::BuiltIn)
            .unwrap_err()
            .to_string();
        assert!(e.contains(why), "{src}: {e}");
    }
}

/// A kept prelude is used only whole: a torn file, a changed byte or a
/// foreign file is refused (the compile then builds the prelude again).
#[test]
fn kept_preludes_are_checked_before_use() {
    let dir = std::env::temp_dir().join(format!("gpujit-cuda-pch-{}", std::process::id()));
    let path = dir.join("k.pch");
    let body: Vec<u8> = (0..100_000u32).map(|i| (i * 7 % 251) as u8).collect();
    crate::pch::write_file(&path, &body).unwrap();
    assert_eq!(&crate::pch::read_file(&path).unwrap()[..], &body[..]);
    let whole = std::fs::read(&path).unwrap();
    std::fs::write(&path, &whole[..whole.len() / 2]).unwrap();
    assert!(crate::pch::read_file(&path).is_none(), "torn");
    let mut flipped = whole.clone();
    flipped[1234] ^= 1;
    std::fs::write(&path, &flipped).unwrap();
    assert!(crate::pch::read_file(&path).is_none(), "a changed byte");
    std::fs::write(&path, b"short").unwrap();
    assert!(
        crate::pch::read_file(&path).is_none(),
        "shorter than a trailer"
    );
    std::fs::write(&path, []).unwrap();
    assert!(crate::pch::read_file(&path).is_none(), "empty");
    assert!(crate::pch::read_file(&dir.join("absent.pch")).is_none());
    // Replaced while mapped: the mapping keeps the file it was made from.
    crate::pch::write_file(&path, &body).unwrap();
    let mapped = crate::pch::read_file(&path).unwrap();
    crate::pch::write_file(&path, b"another prelude").unwrap();
    assert_eq!(&mapped[..], &body[..]);
    assert_eq!(
        &crate::pch::read_file(&path).unwrap()[..],
        b"another prelude"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `prepare_prelude` builds the prelude a compile with the same options and
/// architecture then uses, whatever its source; other options are another
/// prelude; a bad option is an error.
#[test]
fn a_prepared_prelude_serves_later_compiles() {
    let h = HeaderSet::BuiltIn;
    let first = crate::prepare_prelude("sm_75", &h, &["-DGPUJIT_PREPARED=1"]).unwrap();
    assert_ne!(first, crate::PreludeOrigin::Memory);
    assert_eq!(
        crate::prepare_prelude("sm_75", &h, &["-DGPUJIT_PREPARED=1"]).unwrap(),
        crate::PreludeOrigin::Memory
    );
    let out = Program::new(
        "p.cu",
        "extern \"C\" __global__ void k(int *p) { p[0] = GPUJIT_PREPARED; }\n",
    )
    .option("-DGPUJIT_PREPARED=1")
    .compile_with("sm_75", &h)
    .unwrap();
    assert!(!out.log.contains("could not precompile"), "{}", out.log);
    assert!(crate::prepare_prelude("sm_75", &h, &["--no-such-option"]).is_err());
}

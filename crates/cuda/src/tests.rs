//! Front-end tests that need no GPU: NVIDIA's headers where the corpus
//! generator laid them out, the built-in set always.
use super::*;

fn sdk() -> Option<HeaderSet> {
    let home = std::env::var_os("XDG_CACHE_HOME")
        .map(std::path::PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| std::path::PathBuf::from(h).join(".cache")))?;
    HeaderSet::sdk(&home.join("gpujit/cuda-12.9-headers")).ok()
}

const SAXPY: &str = r#"
extern "C" __global__ void saxpy(float a, const float *x, float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}"#;

#[test]
fn sdk_saxpy_is_bitcode() {
    let Some(h) = sdk() else { return };
    let t = std::time::Instant::now();
    let out = Program::new("saxpy.cu", SAXPY)
        .compile_with("sm_80", &h)
        .unwrap();
    eprintln!("{:?}", t.elapsed());
    assert_eq!(&out.bitcode[..4], b"BC\xc0\xde");
}

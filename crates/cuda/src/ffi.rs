//! The one call into the C++ shim (`frontend.cpp`).
use std::ffi::{CString, c_char, c_int};

#[repr(C)]
struct RawResult {
    output: *mut c_char,
    output_len: usize,
    log: *mut c_char,
    log_len: usize,
    names: *mut c_char,
    names_len: usize,
    managed: *mut c_char,
    managed_len: usize,
    errors: c_int,
}

unsafe extern "C" {
    #[allow(clippy::too_many_arguments)]
    fn gpujit_cuda_compile(
        argv: *const *const c_char,
        argc: usize,
        paths: *const *const c_char,
        data: *const *const c_char,
        lens: *const usize,
        n_files: usize,
        real_fs: c_int,
        mode: c_int,
        n_exprs: usize,
        out: *mut RawResult,
    ) -> c_int;
    fn gpujit_cuda_free(p: *mut c_char);
}

/// What a front-end run makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    /// The module's NVVM bitcode.
    Bitcode = 0,
    /// The input is a header: its precompiled form.
    Pch = 1,
    /// A native (x86-64) object: the host half of a CUDA source.
    Object = 2,
}

/// What one front-end run gave back.
pub(crate) struct Output {
    /// What the compile made (bitcode, a precompiled header or an object),
    /// when it succeeded.
    pub bitcode: Option<Vec<u8>>,
    /// clang's diagnostics.
    pub log: String,
    /// The lowered name of each name expression, in order.
    pub names: Vec<String>,
    /// The `__managed__` variables the compile rewrote, in the shim's
    /// encoding (see `rewrite_managed` in `frontend.cpp`).
    pub managed: Vec<u8>,
    /// The number of errors clang reported.
    pub errors: usize,
}

impl Output {
    /// The errors of the compile whose diagnostics are `log` (this output's,
    /// as shown to the caller): the lines clang printed as errors, and at
    /// least one when nothing was made. clang's engines' counters also count
    /// what the driver reported, and are not reset between compiles.
    pub fn errors_in(&self, log: &str) -> usize {
        log.lines()
            .filter(|l| {
                l.contains(": error: ") || l.contains(": fatal error: ") || l.starts_with("error: ")
            })
            .count()
            .max(usize::from(self.bitcode.is_none() || self.errors > 0))
    }
}

/// Takes a malloc'd buffer from the shim (null gives an empty one).
///
/// # Safety
/// `p` is null or a buffer of `len` bytes from the shim, not yet freed.
unsafe fn take(p: *mut c_char, len: usize) -> Vec<u8> {
    if p.is_null() {
        return Vec::new();
    }
    // SAFETY: the caller guarantees `p` points to `len` readable bytes.
    let v = unsafe { std::slice::from_raw_parts(p.cast::<u8>(), len) }.to_vec();
    // SAFETY: `p` came from the shim's malloc and is freed once, here.
    unsafe { gpujit_cuda_free(p) };
    v
}

/// Stack for a front-end run: clang recurses deeply on nested templates and
/// long expressions (its own driver gives the front end 8 MiB and more).
const STACK: usize = 64 << 20;

/// Runs the driver and front end on `args` over the in-memory `files`
/// (virtual path, contents), with the real file system below them, on a
/// thread with a stack large enough for clang; `mode` says what it makes.
pub(crate) fn compile(
    args: &[String],
    files: &[(String, &[u8])],
    mode: Mode,
    n_exprs: usize,
) -> Result<Output, String> {
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .name("gpujit-cuda".into())
            .stack_size(STACK)
            .spawn_scoped(s, || compile_here(args, files, mode, n_exprs))
            .map_err(|e| format!("cannot start the front end's thread: {e}"))?
            .join()
            .map_err(|_| "the front end's thread panicked".to_string())?
    })
}

fn compile_here(
    args: &[String],
    files: &[(String, &[u8])],
    mode: Mode,
    n_exprs: usize,
) -> Result<Output, String> {
    let c_args: Vec<CString> = args
        .iter()
        .map(|a| CString::new(a.as_str()).map_err(|_| format!("argument {a:?} holds a NUL byte")))
        .collect::<Result<_, _>>()?;
    let c_paths: Vec<CString> = files
        .iter()
        .map(|(p, _)| CString::new(p.as_str()).map_err(|_| format!("path {p:?} holds a NUL byte")))
        .collect::<Result<_, _>>()?;
    let argv: Vec<*const c_char> = c_args.iter().map(|a| a.as_ptr()).collect();
    let paths: Vec<*const c_char> = c_paths.iter().map(|p| p.as_ptr()).collect();
    let data: Vec<*const c_char> = files.iter().map(|(_, d)| d.as_ptr().cast()).collect();
    let lens: Vec<usize> = files.iter().map(|(_, d)| d.len()).collect();
    let mut raw = RawResult {
        output: std::ptr::null_mut(),
        output_len: 0,
        log: std::ptr::null_mut(),
        log_len: 0,
        names: std::ptr::null_mut(),
        names_len: 0,
        managed: std::ptr::null_mut(),
        managed_len: 0,
        errors: 0,
    };
    // SAFETY: every pointer array holds `argc`/`n_files` valid entries whose
    // strings and buffers outlive the call; `raw` is a valid out-parameter the
    // shim fills with malloc'd buffers, each taken (and freed) once below.
    let rc = unsafe {
        gpujit_cuda_compile(
            argv.as_ptr(),
            argv.len(),
            paths.as_ptr(),
            data.as_ptr(),
            lens.as_ptr(),
            files.len(),
            1,
            mode as c_int,
            n_exprs,
            &mut raw,
        )
    };
    // SAFETY: the four buffers are the shim's, with their lengths.
    let (output, log, names, managed) = unsafe {
        (
            take(raw.output, raw.output_len),
            take(raw.log, raw.log_len),
            take(raw.names, raw.names_len),
            take(raw.managed, raw.managed_len),
        )
    };
    let names = names
        .split(|b| *b == 0)
        .filter(|s| !s.is_empty())
        .map(|s| String::from_utf8_lossy(s).into_owned())
        .collect();
    Ok(Output {
        bitcode: (rc == 0).then_some(output),
        log: String::from_utf8_lossy(&log).into_owned(),
        names,
        managed,
        errors: raw.errors.max(0) as usize,
    })
}

//! lld's ELF linker, run in-process on files that never touch the disk.
//!
//! This crate also carries gpujit's native linkage: its build script links
//! LLVM 22 (NVPTX, AMDGPU and X86 targets only) and lld statically, with
//! libstdc++, zlib and zstd, so every gpujit binary is self-contained.
//!
//! Inputs are written to anonymous memory files (`memfd_create`) and passed to
//! lld as `/proc/self/fd/N`; lld writes its output into a pipe
//! (`--no-mmap-output-file`), read back after the link (or drained by a reader
//! thread when the output may not fit in the pipe). lld is not thread-safe, so
//! every link holds one process-wide lock; only the link itself is serialised.
//!
//! ```no_run
//! # fn demo(object: &[u8]) -> Result<(), gpujit_lld::LinkError> {
//! let hsaco = gpujit_lld::link_elf(&[object], &["-shared", "--no-undefined"])?;
//! assert_eq!(&hsaco[..4], b"\x7fELF");
//! # Ok(()) }
//! ```
#![deny(missing_docs)]
#![deny(clippy::undocumented_unsafe_blocks)]

use std::ffi::{CString, c_char, c_int};
use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::{AsRawFd, FromRawFd};
use std::sync::Mutex;

/// The version of LLVM and lld linked into this build.
pub const LLVM_VERSION: &str = env!("GPUJIT_LLVM_VERSION");

unsafe extern "C" {
    fn gpujit_lld_elf_link(
        argv: *const *const c_char,
        argc: c_int,
        msg: *mut *mut c_char,
        msg_len: *mut usize,
        can_run_again: *mut c_int,
    ) -> c_int;
    fn gpujit_lld_free(p: *mut c_char);
}

/// Why a link failed.
#[derive(Debug, thiserror::Error)]
pub enum LinkError {
    /// lld rejected the inputs; `message` is lld's own diagnostic text.
    #[error("ld.lld failed (exit {code}): {message}")]
    Failed {
        /// lld's return code.
        code: i32,
        /// Everything lld printed.
        message: String,
    },
    /// An earlier link left lld's global state unusable in this process.
    #[error("lld reported that it cannot run again in this process after an earlier failure")]
    Poisoned,
    /// Creating or reading an in-memory file failed.
    #[error("in-memory file for lld: {0}")]
    Io(#[from] std::io::Error),
    /// An argument contained a NUL byte.
    #[error("linker argument contains a NUL byte: {0:?}")]
    BadArgument(String),
}

struct LldState {
    usable: bool,
}

static LLD: Mutex<LldState> = Mutex::new(LldState { usable: true });

fn memfd(name: &str) -> Result<File, LinkError> {
    let cname = CString::new(name).map_err(|_| LinkError::BadArgument(name.into()))?;
    // SAFETY: `cname` is a valid NUL-terminated string; memfd_create has no other inputs.
    let fd = unsafe { libc::memfd_create(cname.as_ptr(), libc::MFD_CLOEXEC) };
    if fd < 0 {
        return Err(std::io::Error::last_os_error().into());
    }
    // SAFETY: `fd` was just returned by memfd_create and is owned by nobody else.
    Ok(unsafe { File::from_raw_fd(fd) })
}

/// Who reads lld's output from the pipe.
enum Collector {
    /// The linking thread, once lld has returned.
    After(File),
    /// A thread of its own, while lld writes.
    Thread(std::thread::JoinHandle<std::io::Result<Vec<u8>>>),
}

/// A pipe for lld's output, and its capacity in bytes.
fn pipe() -> Result<(File, File, usize), LinkError> {
    let mut fds = [0 as c_int; 2];
    // SAFETY: `fds` has room for the two descriptors pipe2 writes.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(std::io::Error::last_os_error().into());
    }
    // SAFETY: both descriptors were just created by pipe2 and are owned by nobody else.
    let (r, w) = unsafe { (File::from_raw_fd(fds[0]), File::from_raw_fd(fds[1])) };
    // A larger buffer means fewer wake-ups for the reader; failure is harmless.
    // SAFETY: F_SETPIPE_SZ on a valid pipe descriptor takes an int argument.
    unsafe { libc::fcntl(w.as_raw_fd(), libc::F_SETPIPE_SZ, 1 << 20) };
    // SAFETY: F_GETPIPE_SZ on a valid pipe descriptor takes no argument.
    let capacity = unsafe { libc::fcntl(w.as_raw_fd(), libc::F_GETPIPE_SZ) };
    Ok((r, w, usize::try_from(capacity).unwrap_or(0)))
}

fn proc_path(f: &File) -> String {
    format!("/proc/self/fd/{}", f.as_raw_fd())
}

/// Links ELF objects with `ld.lld`, entirely in memory, and returns the output file.
///
/// `args` are passed to lld before the inputs (e.g. `-shared`, `--no-undefined`);
/// the output path and `--no-mmap-output-file` are added here. A failed link
/// returns lld's own message.
pub fn link_elf(inputs: &[&[u8]], args: &[&str]) -> Result<Vec<u8>, LinkError> {
    let mut files = Vec::with_capacity(inputs.len());
    for (i, bytes) in inputs.iter().enumerate() {
        let mut f = memfd(&format!("gpujit-lld-in{i}"))?;
        f.write_all(bytes)?;
        files.push(f);
    }
    let (reader, writer, capacity) = pipe()?;
    // lld writes its output in one piece at the end. When it surely fits in
    // the pipe (an output is its inputs plus headers), it is read after the
    // link; otherwise a thread drains the pipe while lld writes.
    let input_bytes: usize = inputs.iter().map(|b| b.len()).sum();
    let collector = if input_bytes.saturating_mul(2) + (64 << 10) <= capacity {
        Collector::After(reader)
    } else {
        Collector::Thread(std::thread::spawn(move || {
            let mut reader = reader;
            let mut out = Vec::new();
            reader.read_to_end(&mut out).map(|_| out)
        }))
    };

    let mut argv: Vec<String> = vec!["ld.lld".into()];
    argv.extend(args.iter().map(|s| s.to_string()));
    if !args.iter().any(|a| a.starts_with("--threads")) {
        // The inputs are single kernels' objects: lld's worker threads cost
        // more to wake than they save.
        argv.push("--threads=1".into());
    }
    argv.extend(files.iter().map(proc_path));
    argv.extend([
        "--no-mmap-output-file".into(),
        "-o".into(),
        proc_path(&writer),
    ]);
    let cargs = argv
        .iter()
        .map(|a| CString::new(a.as_str()).map_err(|_| LinkError::BadArgument(a.clone())))
        .collect::<Result<Vec<_>, _>>()?;
    let ptrs: Vec<*const c_char> = cargs.iter().map(|c| c.as_ptr()).collect();

    let mut state = LLD.lock().unwrap_or_else(|p| p.into_inner());
    if !state.usable {
        return Err(LinkError::Poisoned);
    }
    let mut msg: *mut c_char = std::ptr::null_mut();
    let mut msg_len = 0usize;
    let mut can_run_again: c_int = 1;
    let argc = c_int::try_from(ptrs.len())
        .map_err(|_| LinkError::BadArgument("too many arguments".into()))?;
    // SAFETY: `ptrs` holds `argc` pointers to NUL-terminated strings kept alive by
    // `cargs` for the duration of the call; the out-parameters point to locals.
    let code = unsafe {
        gpujit_lld_elf_link(
            ptrs.as_ptr(),
            argc,
            &mut msg,
            &mut msg_len,
            &mut can_run_again,
        )
    };
    let message = if msg.is_null() {
        String::new()
    } else {
        // SAFETY: the shim returned a malloc'd buffer of `msg_len` bytes (plus a NUL).
        let text = unsafe { std::slice::from_raw_parts(msg.cast::<u8>(), msg_len) };
        let s = String::from_utf8_lossy(text).into_owned();
        // SAFETY: `msg` came from the shim's malloc and is freed exactly once.
        unsafe { gpujit_lld_free(msg) };
        s
    };
    if can_run_again == 0 {
        state.usable = false;
    }
    drop(state);
    drop(writer);
    let out = match collector {
        Collector::After(mut reader) => {
            let mut out = Vec::new();
            reader.read_to_end(&mut out)?;
            out
        }
        Collector::Thread(t) => t
            .join()
            .map_err(|_| std::io::Error::other("lld output reader panicked"))??,
    };
    if code != 0 {
        return Err(LinkError::Failed {
            code,
            message: message.trim().to_string(),
        });
    }
    if out.is_empty() {
        return Err(LinkError::Failed {
            code: 0,
            message: format!("lld reported success but wrote no output. {message}"),
        });
    }
    Ok(out)
}

pub mod llvm_ext {
    //! Additions to LLVM's C API that it lacks, implemented in C++ over
    //! the same statically linked LLVM.
    use std::ffi::{CString, c_char, c_int, c_void};

    unsafe extern "C" {
        fn gpujit_llvm_get_syncscope(v: *mut c_void, buf: *mut c_char, cap: usize) -> c_int;
        fn gpujit_llvm_set_syncscope(v: *mut c_void, name: *const c_char) -> c_int;
        fn gpujit_llvm_strip_tbaa(m: *mut c_void) -> usize;
        fn gpujit_llvm_link_needed(
            dst: *mut c_void,
            data: *const c_char,
            len: usize,
            name: *const c_char,
            err: *mut *mut c_char,
        ) -> c_int;
        fn gpujit_llvm_bitcode_producer(
            data: *const c_char,
            len: usize,
            out: *mut *mut c_char,
        ) -> c_int;
        fn gpujit_lld_free(p: *mut c_char);
        fn gpujit_llvm_codegen_create(tm: *mut c_void, object: c_int) -> *mut c_void;
        fn gpujit_llvm_codegen_run(
            pipeline: *mut c_void,
            module: *mut c_void,
            out: *mut *mut c_char,
            len: *mut usize,
        ) -> c_int;
        fn gpujit_llvm_codegen_destroy(pipeline: *mut c_void);
    }

    /// LLVM's code generation passes for one target machine and file kind,
    /// built once and run on module after module (LLVM's C API builds and
    /// destroys them for every module).
    pub struct CodegenPipeline {
        raw: *mut c_void,
    }

    impl CodegenPipeline {
        /// A pipeline emitting an object file (`object`) or assembly with the
        /// `LLVMTargetMachineRef` `machine`; `None` when the target cannot
        /// emit that kind of file.
        ///
        /// # Safety
        /// `machine` must be a live target machine that outlives the pipeline
        /// and is used by one thread at a time, together with it.
        pub unsafe fn new(machine: *mut c_void, object: bool) -> Option<CodegenPipeline> {
            // SAFETY: `machine` is live and outlives the pipeline (caller's contract).
            let raw = unsafe { gpujit_llvm_codegen_create(machine, c_int::from(object)) };
            (!raw.is_null()).then_some(CodegenPipeline { raw })
        }

        /// Generates code for the `LLVMModuleRef` `module` (setting its data
        /// layout from the machine) and returns the file's bytes.
        ///
        /// # Safety
        /// `module` must be a live module of a context used by this thread only,
        /// already lowered for the pipeline's target machine.
        pub unsafe fn run(&mut self, module: *mut c_void) -> Result<Vec<u8>, String> {
            let (mut out, mut len): (*mut c_char, usize) = (std::ptr::null_mut(), 0);
            // SAFETY: the pipeline is live (owned by `self`); `module` is live
            // (caller's contract); `out` and `len` are out-parameters.
            let rc = unsafe { gpujit_llvm_codegen_run(self.raw, module, &mut out, &mut len) };
            if rc != 0 || out.is_null() {
                return Err("code generation: out of memory for the output".into());
            }
            // SAFETY: the shim returned a malloc'd buffer of `len` bytes.
            let bytes = unsafe { std::slice::from_raw_parts(out.cast::<u8>(), len) }.to_vec();
            // SAFETY: freed exactly once, by the allocator that made it.
            unsafe { gpujit_lld_free(out) };
            Ok(bytes)
        }
    }

    impl Drop for CodegenPipeline {
        fn drop(&mut self) {
            // SAFETY: `raw` came from gpujit_llvm_codegen_create and is destroyed once.
            unsafe { gpujit_llvm_codegen_destroy(self.raw) };
        }
    }

    /// Takes a malloc'd NUL-terminated string from the shim.
    ///
    /// # Safety
    /// `p` must be null or a string the shim allocated, not yet freed.
    unsafe fn take_string(p: *mut c_char) -> Option<String> {
        if p.is_null() {
            return None;
        }
        // SAFETY: a NUL-terminated malloc'd string (caller's contract).
        let s = unsafe { std::ffi::CStr::from_ptr(p) }
            .to_string_lossy()
            .into_owned();
        // SAFETY: freed exactly once, by the allocator that made it.
        unsafe { gpujit_lld_free(p) };
        Some(s)
    }

    /// The producer recorded in bitcode's identification block, e.g.
    /// `LLVM22.1.8`. LLVM keeps this block readable across versions, so it is
    /// known even for bitcode this LLVM cannot read; `Err` when `bitcode` has
    /// no such block or is not bitcode.
    pub fn bitcode_producer(bitcode: &[u8]) -> Result<String, String> {
        let mut out: *mut c_char = std::ptr::null_mut();
        // SAFETY: `bitcode` is valid for its length during the call, which
        // copies what it keeps; `out` is an out-parameter.
        let rc = unsafe {
            gpujit_llvm_bitcode_producer(bitcode.as_ptr().cast(), bitcode.len(), &mut out)
        };
        // SAFETY: the shim sets `out` to a malloc'd string or leaves it null.
        let text = unsafe { take_string(out) }.unwrap_or_default();
        if rc == 0 { Ok(text) } else { Err(text) }
    }

    /// Links what `module` needs of the bitcode library `library` into it,
    /// reading the library lazily so that unused functions are never loaded.
    ///
    /// # Safety
    /// `module` must be a live `LLVMModuleRef`.
    pub unsafe fn link_needed(
        module: *mut c_void,
        library: &[u8],
        name: &str,
    ) -> Result<(), String> {
        let cname =
            CString::new(name).map_err(|_| format!("library name {name:?} contains NUL"))?;
        let mut err: *mut c_char = std::ptr::null_mut();
        // SAFETY: `module` is live (caller's contract); `library` outlives the call
        // (the lazy module is materialised and dropped inside it); `err` is an out-parameter.
        let rc = unsafe {
            gpujit_llvm_link_needed(
                module,
                library.as_ptr().cast(),
                library.len(),
                cname.as_ptr(),
                &mut err,
            )
        };
        if rc == 0 {
            return Ok(());
        }
        if err.is_null() {
            return Err(format!("linking {name} failed"));
        }
        // SAFETY: the shim returned a NUL-terminated malloc'd message.
        let msg = unsafe { std::ffi::CStr::from_ptr(err) }
            .to_string_lossy()
            .into_owned();
        // SAFETY: freed exactly once, by the allocator that made it.
        unsafe { gpujit_lld_free(err) };
        Err(format!("linking {name}: {msg}"))
    }

    /// The sync scope name of an atomic instruction or fence (`""` is the
    /// system scope); `None` for any other value.
    ///
    /// # Safety
    /// `value` must be a live `LLVMValueRef`.
    pub unsafe fn sync_scope(value: *mut c_void) -> Option<String> {
        let mut buf = [0u8; 64];
        // SAFETY: `value` is live (caller's contract) and `buf` has the capacity passed.
        let n = unsafe { gpujit_llvm_get_syncscope(value, buf.as_mut_ptr().cast(), buf.len()) };
        let n = usize::try_from(n).ok()?;
        Some(String::from_utf8_lossy(&buf[..n.min(buf.len() - 1)]).into_owned())
    }

    /// Removes type-based alias metadata (`!tbaa`, `!tbaa.struct`) from
    /// every instruction of a module; returns how many instructions had some.
    ///
    /// # Safety
    /// `module` must be a live `LLVMModuleRef`.
    pub unsafe fn strip_tbaa(module: *mut c_void) -> usize {
        // SAFETY: `module` is live (caller's contract).
        unsafe { gpujit_llvm_strip_tbaa(module) }
    }

    /// Sets the sync scope of an atomic instruction or fence; false for any other value.
    ///
    /// # Safety
    /// `value` must be a live `LLVMValueRef`.
    pub unsafe fn set_sync_scope(value: *mut c_void, name: &str) -> bool {
        let Ok(name) = CString::new(name) else {
            return false;
        };
        // SAFETY: `value` is live (caller's contract) and `name` is NUL-terminated.
        unsafe { gpujit_llvm_set_syncscope(value, name.as_ptr()) == 0 }
    }
}

#[cfg(test)]
mod tests;

//! Machine code to text through LLVM's own AMDGPU disassembler.
//!
//! LLVM is linked statically by `gpujit-lld` (its AMDGPU target includes the
//! disassembler); this module declares the few C entry points it needs.

use std::ffi::{CString, c_char, c_int, c_void};
use std::sync::Once;

use crate::EmuError;

type DisasmContext = *mut c_void;

unsafe extern "C" {
    fn LLVMInitializeAMDGPUTargetInfo();
    fn LLVMInitializeAMDGPUTargetMC();
    fn LLVMInitializeAMDGPUDisassembler();
    fn LLVMCreateDisasmCPUFeatures(
        triple: *const c_char,
        cpu: *const c_char,
        features: *const c_char,
        info: *mut c_void,
        tag_type: c_int,
        get_op_info: *const c_void,
        symbol_lookup: *const c_void,
    ) -> DisasmContext;
    fn LLVMDisasmDispose(dc: DisasmContext);
    fn LLVMDisasmInstruction(
        dc: DisasmContext,
        bytes: *mut u8,
        size: u64,
        pc: u64,
        out: *mut c_char,
        out_size: usize,
    ) -> usize;
}

static INIT: Once = Once::new();

/// One disassembled instruction.
#[derive(Debug, Clone)]
pub struct RawInst {
    /// Byte address of the instruction in the code object.
    pub pc: u64,
    /// Encoded length in bytes.
    pub len: u32,
    /// LLVM's text, trimmed; `None` where the bytes do not decode.
    pub text: Option<String>,
}

/// An LLVM disassembler for one processor, decoding one instruction at a
/// time.
pub struct Disassembler {
    dc: DisasmContext,
}

impl Disassembler {
    /// A disassembler for processor `cpu` with the LLVM target features
    /// `features` (`+wavefrontsize64` for RDNA wave64 code: wave32 is the
    /// default there, and decides how wide the lane masks that instructions
    /// name are); `None` when LLVM has none for the processor.
    pub fn new(cpu: &str, features: &str) -> Option<Self> {
        INIT.call_once(|| {
            // SAFETY: LLVM's target initialisers only register the target in
            // LLVM's registry; `Once` runs them once per process.
            unsafe {
                LLVMInitializeAMDGPUTargetInfo();
                LLVMInitializeAMDGPUTargetMC();
                LLVMInitializeAMDGPUDisassembler();
            }
        });
        let triple = CString::new("amdgcn-amd-amdhsa").ok()?;
        let cpu = CString::new(cpu).ok()?;
        let features = CString::new(features).ok()?;
        // SAFETY: the three strings are NUL-terminated and outlive the call;
        // null callbacks are allowed (no symbolisation).
        let dc = unsafe {
            LLVMCreateDisasmCPUFeatures(
                triple.as_ptr(),
                cpu.as_ptr(),
                features.as_ptr(),
                std::ptr::null_mut(),
                0,
                std::ptr::null(),
                std::ptr::null(),
            )
        };
        (!dc.is_null()).then_some(Self { dc })
    }

    /// The instruction at the start of `bytes` (at address `pc`): its length
    /// and LLVM's text, trimmed; `None` where the bytes do not decode.
    pub fn one(&self, bytes: &[u8], pc: u64) -> Option<(u32, String)> {
        // No AMDGPU instruction is longer than 16 bytes: LLVM reads a
        // window of 32.
        let mut window = [0u8; 32];
        let n = bytes.len().min(window.len());
        window[..n].copy_from_slice(&bytes[..n]);
        let mut buf = [0 as c_char; 512];
        // SAFETY: `self.dc` is a live context; the byte pointer and size
        // describe the first `n` bytes of `window`; `buf` has `buf.len()`
        // writable characters and LLVM NUL-terminates what it writes there.
        let len = unsafe {
            LLVMDisasmInstruction(
                self.dc,
                window.as_mut_ptr(),
                n as u64,
                pc,
                buf.as_mut_ptr(),
                buf.len(),
            )
        };
        if len == 0 {
            return None;
        }
        // SAFETY: LLVM wrote a NUL-terminated string into `buf`.
        let text = unsafe { std::ffi::CStr::from_ptr(buf.as_ptr()) }
            .to_string_lossy()
            .trim()
            .to_string();
        Some((len as u32, text))
    }
}

impl Drop for Disassembler {
    fn drop(&mut self) {
        // SAFETY: `dc` came from LLVMCreateDisasmCPUFeatures and is disposed
        // once, here.
        unsafe { LLVMDisasmDispose(self.dc) };
    }
}

/// Disassembles `code`, which starts at address `base`, for processor `cpu`
/// with the LLVM target features `features` (see [`Disassembler::new`]).
///
/// Returns `None` when LLVM has no disassembler for the processor.
pub fn disassemble(cpu: &str, features: &str, code: &[u8], base: u64) -> Option<Vec<RawInst>> {
    let d = Disassembler::new(cpu, features)?;
    let mut out = Vec::new();
    let mut offset = 0usize;
    while offset + 4 <= code.len() {
        let pc = base + offset as u64;
        match d.one(&code[offset..], pc) {
            Some((len, text)) => {
                out.push(RawInst {
                    pc,
                    len,
                    text: Some(text),
                });
                offset += len as usize;
            }
            None => {
                out.push(RawInst {
                    pc,
                    len: 4,
                    text: None,
                });
                offset += 4;
            }
        }
    }
    Some(out)
}

/// LLVM's text of each instruction of `kernel` in a code object for
/// processor `cpu` (wave32 on RDNA, the default there).
pub fn kernel_text(cpu: &str, code_object: &[u8], kernel: &str) -> Result<Vec<String>, EmuError> {
    use object::{Object, ObjectSection};
    let bad = |e: String| EmuError::Unsupported(format!("code object: {e}"));
    let sym = gpujit_amdgcn::code_object::symbols(code_object)
        .map_err(|e| bad(e.to_string()))?
        .into_iter()
        .find(|s| s.kind == gpujit_amdgcn::code_object::SymbolKind::Entry && s.name == kernel)
        .ok_or_else(|| bad(format!("no kernel `{kernel}`")))?;
    let file = object::File::parse(code_object).map_err(|e| bad(e.to_string()))?;
    let text = file
        .section_by_name(".text")
        .ok_or_else(|| bad("no .text section".into()))?;
    let code = text.data().map_err(|e| bad(e.to_string()))?;
    let start = sym
        .address
        .checked_sub(text.address())
        .ok_or_else(|| bad(format!("`{kernel}` lies before .text")))? as usize;
    let body = code
        .get(start..start + sym.size as usize)
        .ok_or_else(|| bad(format!("`{kernel}` lies outside .text")))?;
    let insts = disassemble(cpu, "", body, sym.address)
        .ok_or_else(|| EmuError::Unsupported(format!("LLVM has no disassembler for {cpu}")))?;
    Ok(insts
        .into_iter()
        .map(|i| i.text.unwrap_or_else(|| "<undecoded>".into()))
        .collect())
}

//! An AMDGCN emulator: HSA code objects for gfx90a and gfx940–gfx942 (CDNA,
//! wave64), gfx1100–gfx1103 (RDNA3), gfx1150–gfx1151 (RDNA3.5) and
//! gfx1200–gfx1201 (RDNA4; wave32, or wave64 where the kernel asks) executed
//! instruction by instruction on the host, behind the same
//! [`gpujit_device::Device`] trait as the GPU backends.
//!
//! This is emulation, for testing where no AMD GPU is present. [`EmuDevice`]
//! loads a code object, decodes its code once with LLVM's own AMDGPU
//! disassembler, and on launch lays out the kernel arguments from the
//! metadata note (hidden arguments included), sets up each wave's initial
//! registers as the kernel descriptor asks, and runs the waves of each
//! workgroup together: a wave runs until `s_barrier` or `s_endpgm`, and the
//! barrier releases when every wave of the workgroup has reached it.
//! Workgroups run one after another on one thread, so LDS and global atomics
//! are atomic by construction.
//!
//! What it is faithful to is the ISA's contract (AMD's CDNA3, RDNA3 and RDNA4
//! ISA documentation and LLVM's AMDGPUUsage), not to timing: there are no caches, no memory
//! latency and no reordering, so memory-model corner cases and performance
//! can only be seen on hardware. Transcendental instructions (`v_exp_f32`,
//! `v_log_f32`, `v_sin_f32`, `v_rcp_f32`, `v_rsq_f32`, ...) are approximations
//! on hardware; here they are computed in f64 and rounded once, i.e. at least
//! as precise as the hardware. Denormals are always kept and rounding is
//! always to nearest even (the MODE register is not modelled).
//!
//! An instruction, operand or modifier the emulator does not implement is
//! found when the code object is loaded: loading fails with
//! [`EmuError::Unimplemented`] naming it, its address and the function it is
//! in (the few conditions only a launch can see, such as a
//! `v_trig_preop_f64` segment beyond what is modelled, stop the launch with
//! the same error). An access outside
//! every live allocation, outside the workgroup's LDS or outside a lane's
//! private memory stops it with [`EmuError::Fault`]. Never a silently wrong
//! result.
#![deny(missing_docs)]
#![deny(clippy::undocumented_unsafe_blocks)]

// LLVM, with the AMDGPU disassembler, is linked by gpujit-lld.
use gpujit_lld as _;

pub mod coverage;
pub mod decode;
pub mod device;
pub mod disasm;
pub mod exec;
pub mod float;
pub mod memory;
pub mod ops;
pub mod profile;
pub mod program;
pub mod stream;

pub use device::{EmuDevice, is_emulator};

/// Why an emulated launch or load failed.
#[derive(Debug, Clone, thiserror::Error)]
pub enum EmuError {
    /// An instruction (or operand or modifier) the emulator does not implement.
    #[error(
        "AMDGCN emulator: kernel `{kernel}`: unimplemented instruction `{text}` at pc {pc:#x}: {reason}"
    )]
    Unimplemented {
        /// Kernel running; when found at load, the function holding the
        /// instruction.
        kernel: String,
        /// Byte address of the instruction in the code object.
        pc: u64,
        /// The instruction as LLVM prints it.
        text: String,
        /// What is missing.
        reason: String,
    },
    /// A memory access outside what the kernel may touch.
    #[error(
        "AMDGCN emulator: kernel `{kernel}` faulted in workgroup {workgroup:?}{}: address {address:#x}: {detail}",
        lane.map(|l| format!(", work-item {l}")).unwrap_or_default()
    )]
    Fault {
        /// Kernel running.
        kernel: String,
        /// Workgroup id (x, y, z).
        workgroup: [u32; 3],
        /// Flat work-item index within the workgroup, for vector accesses.
        lane: Option<u32>,
        /// The address accessed.
        address: u64,
        /// What the access was.
        detail: String,
    },
    /// `s_trap`.
    #[error("AMDGCN emulator: kernel `{kernel}` trapped at pc {pc:#x} (`{text}`)")]
    Trap {
        /// Kernel running.
        kernel: String,
        /// Address of the trap.
        pc: u64,
        /// Its text.
        text: String,
    },
    /// A wave ran longer than the watchdog allows (a hang, e.g. a spin on
    /// another workgroup, which sequential workgroups never satisfy).
    #[error(
        "AMDGCN emulator: kernel `{kernel}`: a wave of workgroup {workgroup:?} ran {steps} instructions without ending"
    )]
    Timeout {
        /// Kernel running.
        kernel: String,
        /// Workgroup id.
        workgroup: [u32; 3],
        /// Instructions executed.
        steps: u64,
    },
    /// A code object the emulator cannot run.
    #[error("AMDGCN emulator: {0}")]
    Unsupported(String),
}

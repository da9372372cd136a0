//! Tiered execution: results at interpreter latency, speed at JIT speed.
//!
//! A [`Tiered`] runtime takes small programs — portable modules of one
//! elementwise or reduction kernel — and runs each at once on a resident
//! interpreter kernel, while a pool of worker threads compiles it in the
//! background through the [`Jit`](crate::Jit) and its cache (several programs batched
//! into one module, several batches in parallel). Once a program's compiled
//! kernel is loaded, its later launches use it; the switch happens between
//! launches, never within one, and the caller sees only the results.
//!
//! ```
//! use gpujit::ir::{build, p, Axis, ModuleOptions};
//! use gpujit::tiered::{Policy, Tiered, Tier};
//! use gpujit::{DeviceExt, LaunchConfig};
//!
//! let scale = build("scale", ModuleOptions::default(), |m| {
//!     m.kernel("scale", &[p::f32("a"), p::ptr_f32("x"), p::u32("n")], |k, a| {
//!         let i = k.global_id(Axis::X);
//!         k.if_(k.lt(i, a[2]), |k| k.store(a[1], i, k.mul(a[0], k.load(a[1], i))));
//!     })
//! })?;
//! let jit = gpujit::Jit::new(gpujit::open("host")?, gpujit::cache::Cache::new(None, 0, 64))?;
//! let rt = Tiered::new(jit, Policy::default())?;
//! let prog = rt.submit(&scale)?;
//! let mut x = rt.device().upload(&[1.0f32, 2.0, 3.0])?;
//! let args = [2.0f32.into(), (&mut x).into(), 3u32.into()];   // the kernel writes x
//! let tier = rt.launch(&prog, &LaunchConfig::for_elems(3, 64), &args)?;
//! assert_eq!(tier, Tier::Interpreter);               // the first run is interpreted
//! rt.wait_compiled(&prog, std::time::Duration::from_secs(60))?;
//! assert_eq!(rt.launch(&prog, &LaunchConfig::for_elems(3, 64), &args)?, Tier::Jit);
//! assert_eq!(rt.device().download(&x)?, vec![4.0, 8.0, 12.0]);
//! # Ok::<(), gpujit::Error>(())
//! ```
//!
//! # What the interpreter runs
//!
//! [`translate`] reads the program's LLVM IR and accepts exactly this
//! subset; anything else is an [`Unsupported`] naming the first instruction
//! outside it, and such a program runs on the JIT tier only (its first launch
//! waits for its compile; [`Stats::refused`] counts them):
//!
//! - **One kernel** and no other defined function. Parameters: `f32`, `u32`
//!   and `i32` scalars (up to 8) and pointers to global memory of 32-bit
//!   elements (up to 8).
//! - **Straight-line code with early exits**: a branch is accepted when one
//!   of its sides leads to `ret` doing nothing else, so `if i < n { ... }`
//!   guards and `return_()` are; loops, φ nodes, `var`s and local arrays,
//!   and `if`s whose code rejoins are not.
//! - **Values** of `f32`, `i32`/`u32` and `bool` (no `f64`, 16-bit or
//!   64-bit values; a 64-bit integer only as a sign- or zero-extended index),
//!   at most 31 of them live at once: `f32` `+ - * / %`, `fneg`,
//!   `fma`, the math functions (`sqrt`, `rsqrt`, `exp`, `exp2`, `log`,
//!   `log2`, `sin`, `cos`, `tan`, `tanh`, `erf`, `abs`, `floor`, `ceil`,
//!   `pow`, `min`, `max`), all float and integer comparisons, `select`,
//!   integer `+ - *` (no division or remainder), bit operations and shifts,
//!   `i32`/`u32`/`bool` → `f32` and `f32` → `i32`/`u32` conversions,
//!   `bool` ↔ `i32`, bit casts between `f32` and `i32`; plain constants (not
//!   `undef`, `poison` or constant expressions); thread, block and grid
//!   indices.
//! - **Memory**: loads and stores of `buffer[index]` (any 32-bit index value,
//!   or a constant) and relaxed atomics at device or block scope (`f32` add;
//!   `i32`/`u32` add, sub, and, or, xor, min, max, exchange): elementwise
//!   kernels and reductions into an element.
//! - Refused for exactness: fast-math flags other than `contract`, and math
//!   functions of constant operands or `pow` of a constant exponent (LLVM may
//!   fold or simplify those at compile time with other code than the device's).
//!
//! # Same operations, same order, same bits
//!
//! Each bytecode operation is built in the interpreter kernel with the same
//! builder call the program uses, and both are compiled for the device by the
//! same pipeline, so each operation gives the same bits on both tiers.
//! Contraction is decided once, by the translator: with the module's
//! `contract` option (the default) every `a*b` whose only use is an addition
//! or subtraction becomes one `fma` (as nvcc and hipcc would contract it),
//! `llvm.fmuladd` always does, and the JIT tier compiles the module so
//! rewritten, with no contraction left for a backend to choose; with
//! `contract: false` nothing is fused. So results are bit-identical between
//! tiers — except where the IR itself leaves them open: NaN payloads, the
//! order of concurrent atomic `f32` additions (as between two JIT runs), and
//! poison (out-of-range float→int conversions and shifts, overflow of
//! `nsw`/`nuw` operations).
//!
//! # Policy and counters
//!
//! A [`Policy`] says when a program is queued for compilation
//! ([`CompileWhen`]: on submission, at its first run, after some runs, or
//! after some estimated interpreted work), how many worker threads compile,
//! and how many programs one compiled module holds. Cached programs (also
//! those compiled in a batch, found through the cache's links) are loaded
//! instead of compiled. A compile error leaves the program on the
//! interpreter and is reported by [`Program::compile_error`] and
//! [`Stats::compile_errors`]. [`Tiered::stats`] counts runs per tier, the
//! queue depth, compiles, cache hits, the time spent compiling and the time
//! saved (per program, how much earlier its first result came than its
//! compiled kernel). Dropping the runtime stops its workers: queued programs
//! are dropped, compiles in flight finish, and the threads are joined. The
//! programs' bytecode (a few hundred bytes each) stays in device memory until
//! then.

use crate::{PortableModule, Result};

pub mod bytecode;
mod interp;
mod policy;
mod program;
mod runtime;
mod translate;
mod workers;

pub use interp::KERNEL as INTERPRETER_KERNEL;
pub use policy::{CompileWhen, Policy, Stats};
pub use program::Program;
pub use runtime::Tiered;
pub use translate::{Translation, Unsupported, UnsupportedKind, translate};

/// The interpreter kernel as a portable module for `device` (compiled once
/// per device; see [`Tiered::new`]).
pub fn interpreter_module(device: &gpujit_device::DeviceInfo) -> Result<PortableModule> {
    Ok(interp::module(register_file(device))?)
}

/// The interpreter's register-file length on `device`: [`bytecode::REGS`],
/// except on the AMDGCN emulator, which does not implement the VGPR indexing
/// AMDGPU turns a small register file into, and so gets one kept in scratch.
fn register_file(device: &gpujit_device::DeviceInfo) -> u32 {
    if crate::is_emulator(device) {
        interp::EMULATOR_FILE
    } else {
        bytecode::REGS
    }
}

/// Where a launch ran.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tier {
    /// The resident interpreter kernel.
    Interpreter,
    /// The program's own compiled kernel.
    Jit,
}

/// Errors of the tiered runtime.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TieredError {
    /// A launch was pinned to a tier the program does not have (yet).
    #[error("program `{program}` has no {tier:?} tier: {reason}")]
    TierUnavailable {
        /// The program's kernel name.
        program: String,
        /// The tier asked for.
        tier: Tier,
        /// Why not.
        reason: String,
    },
    /// The program's compile or load failed; it stays on the interpreter.
    #[error("program `{program}` did not compile: {message}")]
    Compile {
        /// The program's kernel name.
        program: String,
        /// The compiler's or loader's error.
        message: String,
    },
    /// A module with other than one kernel was submitted.
    #[error("a tiered program is a module of one kernel; `{module}` has {kernels}")]
    NotOneKernel {
        /// Module name.
        module: String,
        /// Its kernel count.
        kernels: usize,
    },
}

#[cfg(test)]
pub(crate) mod tests;

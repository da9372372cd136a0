//! Launches (`cuLaunchKernel`), and what the driver compiled a kernel into: attributes and
//! occupancy.

use std::ffi::{c_int, c_void};
use std::sync::Mutex;
use std::sync::atomic::Ordering;

use cudarc::driver::sys::{self, CUfunction, CUfunction_attribute, CUresult, CUstream};
use gpujit_device::{Error, Kernel, KernelArg, LaunchConfig, Result, Running};

use super::module::DEFAULT_DYNAMIC_SHARED;
use super::{CudaDevice, ReleaseHold};
use crate::stream::CudaStream;
use gpujit_device::StreamImpl;

/// A kernel running on a stream of its own:
/// [`Device::launch_detached_raw`](gpujit_device::Device::launch_detached_raw). Frees and
/// unloads of the device wait until it has finished.
pub(super) struct CudaRunning {
    stream: CudaStream,
    hold: Mutex<Option<ReleaseHold>>,
}

impl CudaRunning {
    pub(super) fn new(stream: CudaStream, hold: ReleaseHold) -> Self {
        CudaRunning {
            stream,
            hold: Mutex::new(Some(hold)),
        }
    }

    /// The kernel has finished: let the held-back releases go.
    fn finished(&self) {
        self.hold
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .take();
    }
}

impl Running for CudaRunning {
    fn is_finished(&self) -> Result<bool> {
        let idle = self.stream.query()?;
        if idle {
            self.finished();
        }
        Ok(idle)
    }

    fn wait(&self) -> Result<()> {
        self.stream.synchronize()?;
        self.finished();
        Ok(())
    }
}

/// Bytes of storage each kernel argument gets in the launch's parameter array.
const ARG_SLOT_BYTES: usize = 8;

impl CudaDevice {
    /// The driver's `CUfunction` handle of `kernel`, for calling the CUDA driver directly
    /// (interoperability, or measuring the cost of [`Device::launch_raw`](gpujit_device::Device::launch_raw) against a bare
    /// `cuLaunchKernel`, as `gpujit-bench` does).
    ///
    /// The handle is valid only while `kernel` (which keeps its module loaded) is alive, and
    /// only in this device's context: make it current first (every method of this device
    /// does so on the calling thread). A kernel of another backend or another device is
    /// [`Error::Unsupported`].
    pub fn raw_function(&self, kernel: &Kernel) -> Result<CUfunction> {
        Ok(self.function(kernel)?.1)
    }

    /// Raises the kernel's `CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES` to `shared` where
    /// that is over the default 48 KiB and over what it was raised to before: what a launch
    /// with that much dynamic shared memory, or the occupancy calculator asked about one,
    /// needs first.
    pub(crate) fn allow_dynamic_shared(&self, kernel: &Kernel, shared: u32) -> Result<()> {
        if shared <= DEFAULT_DYNAMIC_SHARED {
            return Ok(());
        }
        let (module, function) = self.function(kernel)?;
        let index = kernel.index();
        let Some(raised) = module.dynamic_shared.get(index) else {
            return Ok(());
        };
        if shared <= raised.load(Ordering::Relaxed) {
            return Ok(());
        }
        self.ctx.make_current()?;
        let value = c_int::try_from(shared).unwrap_or(c_int::MAX);
        // SAFETY: `function` belongs to a module loaded in this (current) context and kept
        // alive by `kernel`.
        let status = unsafe {
            sys::cuFuncSetAttribute(
                function,
                CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                value,
            )
        };
        self.ctx
            .check("cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)", status)?;
        raised.fetch_max(shared, Ordering::Relaxed);
        Ok(())
    }

    /// Launches an already checked launch on `stream` with `cuLaunchKernel`: the code behind
    /// both [`Device::launch_raw`] (null stream) and a launch on a [`CudaStream`]. Asks for more
    /// dynamic shared memory (`CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`) when a launch
    /// needs over 48 KiB.
    ///
    /// # Safety
    /// `stream` must be null (the legacy default stream) or a stream created in this device's
    /// context that stays alive for the call; [`crate::stream::CudaStream`] guarantees both.
    /// The arguments must meet the contract of
    /// [`Device::launch_raw`](gpujit_device::Device::launch_raw).
    pub(crate) unsafe fn launch_in(
        &self,
        stream: CUstream,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        // SAFETY: this function's contract.
        unsafe { self.launch_with(stream, kernel, cfg, args, false) }
    }

    /// [`CudaDevice::launch_in`], cooperative (`cuLaunchCooperativeKernel`) where
    /// `cooperative` holds: every block resident at once, with the driver's grid workspace
    /// in `%envreg1:%envreg2`. A grid larger than the driver keeps resident is
    /// [`Error::CooperativeTooLarge`].
    ///
    /// # Safety
    /// As for [`CudaDevice::launch_in`].
    pub(crate) unsafe fn launch_with(
        &self,
        stream: CUstream,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
        cooperative: bool,
    ) -> Result<()> {
        if cooperative {
            gpujit_device::check_cooperative(self, kernel, cfg)?;
        } else if let Some((k, c, a)) =
            kernel.coarsened(cfg, args, self.info.multiprocessors, |image| {
                gpujit_device::Device::load(self, image)
            })?
        {
            // SAFETY: the variant runs the kernel's code on the same arguments (and the
            // grid's extent, a scalar) over the same blocks: this function's contract.
            return unsafe { self.launch_with(stream, &k, &c, &a, false) };
        }
        let (module, function) = self.function(kernel)?;
        let index = kernel.index();
        let Some(&params) = module.param_counts.get(index) else {
            return Err(Error::UnknownKernel {
                name: kernel.name().to_string(),
                available: Vec::new(),
            });
        };
        // The driver reads as many parameter pointers as the kernel has parameters: never
        // hand it fewer than the signature (checked against the kernel at load) lists.
        if args.len() != params {
            return Err(Error::ArgumentCount {
                kernel: kernel.name().to_string(),
                expected: params,
                got: args.len(),
            });
        }
        self.ctx.make_current()?;

        let shared = cfg.shared_bytes;
        self.allow_dynamic_shared(kernel, shared)?;

        // One 8-aligned slot of whole words per argument, holding its little-endian bytes:
        // on the stack for ordinary launches, which then allocate nothing.
        let mut slots = ArgSlots::new(args);
        let mut pointers = slots.pointers();
        let params_ptr = if pointers.is_empty() {
            std::ptr::null_mut()
        } else {
            pointers.as_mut_ptr()
        };
        let (g, b) = (cfg.grid, cfg.block);
        // SAFETY: `function` is live (its module is held by `kernel`) in the current context.
        // `params_ptr` is null for a kernel without parameters, else it points to one pointer
        // per parameter (count checked above), each to a slot of at least the parameter's
        // size (types checked against the signature, sizes against the kernel at load
        // where the driver supports it). The driver copies the values before returning, so
        // the slots may be dropped afterwards. `stream` is the null stream or a live stream of
        // this context (this function's safety contract). No `extra`.
        let status = unsafe {
            if cooperative {
                sys::cuLaunchCooperativeKernel(
                    function, g.x, g.y, g.z, b.x, b.y, b.z, shared, stream, params_ptr,
                )
            } else {
                sys::cuLaunchKernel(
                    function,
                    g.x,
                    g.y,
                    g.z,
                    b.x,
                    b.y,
                    b.z,
                    shared,
                    stream,
                    params_ptr,
                    std::ptr::null_mut(),
                )
            }
        };
        drop(pointers);
        drop(slots);
        if status == CUresult::CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE {
            let max =
                gpujit_device::Device::cooperative_blocks(self, kernel, b, shared).unwrap_or(0);
            return Err(Error::CooperativeTooLarge {
                kernel: kernel.name().to_string(),
                blocks: g.count(),
                max,
            });
        }
        if status == CUresult::CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES {
            return Err(Error::InvalidLaunch {
                kernel: kernel.name().to_string(),
                reason: format!(
                    "the driver lacks the resources for block {b} (registers per thread times \
                     threads per block, or shared memory, exceed what one multiprocessor has)"
                ),
            });
        }
        // A sticky fault reported here comes from an earlier kernel: name it before
        // recording this one.
        self.ctx.check(
            if cooperative {
                "cuLaunchCooperativeKernel"
            } else {
                "cuLaunchKernel"
            },
            status,
        )?;
        self.ctx.set_last_kernel(kernel.name());
        Ok(())
    }
}

/// What the driver compiled a kernel into (`cuFuncGetAttribute`): [`CudaDevice::kernel_attributes`].
///
/// `ptxas`'s own summary (`Used 8 registers, 380 bytes cmem[0]`) in numbers, for tuning block
/// sizes and spotting register spills (`local_bytes_per_thread > 0`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KernelAttributes {
    /// Registers each thread uses (`CU_FUNC_ATTRIBUTE_NUM_REGS`).
    pub registers_per_thread: u32,
    /// Statically allocated shared memory per block, in bytes; dynamic shared memory comes on
    /// top (`CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES`).
    pub static_shared_bytes: u32,
    /// Local memory each thread uses, in bytes: register spills and local arrays
    /// (`CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES`).
    pub local_bytes_per_thread: u32,
    /// User constant memory, in bytes (`CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES`).
    pub const_bytes: u32,
    /// The largest block this kernel can be launched with on this device, given its
    /// registers and launch bounds (`CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK`).
    pub max_threads_per_block: u32,
    /// `major * 10 + minor` of the PTX virtual architecture the kernel was compiled from
    /// (`CU_FUNC_ATTRIBUTE_PTX_VERSION`; 80 for PTX with `.target sm_80`). 0 for a cubin
    /// built without PTX.
    pub ptx_version: u32,
    /// `major * 10 + minor` of the machine code's architecture
    /// (`CU_FUNC_ATTRIBUTE_BINARY_VERSION`; 90 when an H100 or H200 JIT-compiled it).
    pub binary_version: u32,
}

impl CudaDevice {
    /// Registers, shared, local and constant memory, the largest block, and the PTX and binary
    /// versions of a kernel loaded on this device (`cuFuncGetAttribute`).
    ///
    /// A kernel of another backend or another device is [`Error::Unsupported`].
    pub fn kernel_attributes(&self, kernel: &Kernel) -> Result<KernelAttributes> {
        use CUfunction_attribute::*;
        let (_, function) = self.function(kernel)?;
        self.ctx.make_current()?;
        let get = |attr: CUfunction_attribute, call: &'static str| -> Result<u32> {
            let mut value: c_int = 0;
            // SAFETY: `function` belongs to a module of this (current) context, kept loaded by
            // `kernel` for the call; `value` is a writable `int`.
            let status = unsafe { sys::cuFuncGetAttribute(&mut value, attr, function) };
            self.ctx.check(call, status)?;
            Ok(u32::try_from(value).unwrap_or(0))
        };
        Ok(KernelAttributes {
            registers_per_thread: get(CU_FUNC_ATTRIBUTE_NUM_REGS, "cuFuncGetAttribute(NUM_REGS)")?,
            static_shared_bytes: get(
                CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES,
                "cuFuncGetAttribute(SHARED_SIZE_BYTES)",
            )?,
            local_bytes_per_thread: get(
                CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES,
                "cuFuncGetAttribute(LOCAL_SIZE_BYTES)",
            )?,
            const_bytes: get(
                CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES,
                "cuFuncGetAttribute(CONST_SIZE_BYTES)",
            )?,
            max_threads_per_block: get(
                CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
                "cuFuncGetAttribute(MAX_THREADS_PER_BLOCK)",
            )?,
            ptx_version: get(
                CU_FUNC_ATTRIBUTE_PTX_VERSION,
                "cuFuncGetAttribute(PTX_VERSION)",
            )?,
            binary_version: get(
                CU_FUNC_ATTRIBUTE_BINARY_VERSION,
                "cuFuncGetAttribute(BINARY_VERSION)",
            )?,
        })
    }

    /// How many blocks of `block_threads` threads, each with `dynamic_shared` bytes of
    /// dynamic shared memory, can be resident on one multiprocessor at once
    /// (`cuOccupancyMaxActiveBlocksPerMultiprocessor`). 0 means the kernel cannot run with
    /// that configuration at all.
    ///
    /// Occupancy (resident warps over the multiprocessor's maximum) follows as
    /// `blocks * block_threads / 32` over the device's warps per multiprocessor.
    pub fn max_active_blocks_per_sm(
        &self,
        kernel: &Kernel,
        block_threads: u32,
        dynamic_shared: usize,
    ) -> Result<u32> {
        let (_, function) = self.function(kernel)?;
        let block = match c_int::try_from(block_threads) {
            Ok(b) if b > 0 => b,
            _ => {
                return Err(Error::InvalidLaunch {
                    kernel: kernel.name().to_string(),
                    reason: format!(
                        "occupancy of a block of {block_threads} threads: the block must have 1 \
                         to {} threads",
                        c_int::MAX
                    ),
                });
            }
        };
        self.ctx.make_current()?;
        let mut blocks: c_int = 0;
        // SAFETY: `function` belongs to a module of this (current) context, kept loaded by
        // `kernel`; `blocks` is a writable `int`.
        let status = unsafe {
            sys::cuOccupancyMaxActiveBlocksPerMultiprocessor(
                &mut blocks,
                function,
                block,
                dynamic_shared,
            )
        };
        self.ctx
            .check("cuOccupancyMaxActiveBlocksPerMultiprocessor", status)?;
        Ok(u32::try_from(blocks).unwrap_or(0))
    }

    /// The block size that maximises occupancy for `kernel` with `dynamic_shared` bytes of
    /// dynamic shared memory per block, and the smallest grid that fills the device at that
    /// size: `(min_grid, block)` (`cuOccupancyMaxPotentialBlockSize`, no per-block-size
    /// shared-memory callback, no block-size limit beyond the kernel's own).
    pub fn suggested_block_size(
        &self,
        kernel: &Kernel,
        dynamic_shared: usize,
    ) -> Result<(u32, u32)> {
        let (_, function) = self.function(kernel)?;
        self.ctx.make_current()?;
        let (mut min_grid, mut block): (c_int, c_int) = (0, 0);
        // SAFETY: `function` belongs to a module of this (current) context, kept loaded by
        // `kernel`; both out-pointers are writable `int`s. The callback is None (null), which
        // the driver documents as "dynamic shared memory is `dynamic_shared` for every block
        // size"; a block-size limit of 0 means no limit.
        let status = unsafe {
            sys::cuOccupancyMaxPotentialBlockSize(
                &mut min_grid,
                &mut block,
                function,
                None,
                dynamic_shared,
                0,
            )
        };
        self.ctx.check("cuOccupancyMaxPotentialBlockSize", status)?;
        Ok((
            u32::try_from(min_grid).unwrap_or(0),
            u32::try_from(block).unwrap_or(0),
        ))
    }
}

/// The launch slot of one argument: its bytes in whole little-endian words
/// (zero-extended), so that the slot is 8-byte aligned.
pub(super) fn arg_slot(arg: &KernelArg<'_>) -> Vec<u64> {
    let mut words = vec![0u64; slot_words(arg)];
    fill_slot(arg, &mut words);
    words
}

/// Whole 8-byte words an argument's slot takes.
fn slot_words(arg: &KernelArg<'_>) -> usize {
    arg.with_bytes(|b| b.len().div_ceil(ARG_SLOT_BYTES))
}

/// Writes `arg`'s little-endian bytes into `words` (zeroed, [`slot_words`] long).
fn fill_slot(arg: &KernelArg<'_>, words: &mut [u64]) {
    arg.with_bytes(|bytes| {
        for (w, c) in words.iter_mut().zip(bytes.chunks(ARG_SLOT_BYTES)) {
            let mut b = [0u8; ARG_SLOT_BYTES];
            b[..c.len()].copy_from_slice(c);
            *w = u64::from_le_bytes(b);
        }
    });
}

/// Words of argument slots kept on the stack; larger argument lists go to the heap.
const INLINE_WORDS: usize = 32;

/// The argument slots of one launch: every argument's words, one after another, each slot
/// starting on a word.
#[expect(
    clippy::large_enum_variant,
    reason = "the inline variant lives on the launching thread's stack, so a launch allocates nothing"
)]
pub(super) enum ArgSlots {
    /// Up to [`INLINE_WORDS`] words: `(words, slot starts, count)`.
    Inline([u64; INLINE_WORDS], [u8; INLINE_WORDS], usize),
    /// More: one vector per argument.
    Heap(Vec<Vec<u64>>),
}

impl ArgSlots {
    /// Packs `args`.
    pub(super) fn new(args: &[KernelArg<'_>]) -> ArgSlots {
        let total: usize = args.iter().map(|a| slot_words(a).max(1)).sum();
        if total > INLINE_WORDS {
            return ArgSlots::Heap(args.iter().map(arg_slot).collect());
        }
        let (mut words, mut starts) = ([0u64; INLINE_WORDS], [0u8; INLINE_WORDS]);
        let mut at = 0;
        for (i, a) in args.iter().enumerate() {
            let n = slot_words(a);
            fill_slot(a, &mut words[at..at + n]);
            // `at < INLINE_WORDS`, which fits a byte.
            starts[i] = at as u8;
            at += n.max(1);
        }
        ArgSlots::Inline(words, starts, args.len())
    }

    /// One pointer per argument to its slot, valid while `self` is neither moved nor dropped.
    pub(super) fn pointers(&mut self) -> PointerList {
        match self {
            ArgSlots::Inline(words, starts, n) => {
                let mut p = [std::ptr::null_mut(); INLINE_WORDS];
                for (dst, &s) in p.iter_mut().zip(&starts[..*n]) {
                    *dst = words[usize::from(s)..].as_mut_ptr().cast::<c_void>();
                }
                PointerList::Inline(p, *n)
            }
            ArgSlots::Heap(slots) => PointerList::Heap(
                slots
                    .iter_mut()
                    .map(|slot| slot.as_mut_ptr().cast::<c_void>())
                    .collect(),
            ),
        }
    }
}

/// The `kernelParams` array of `cuLaunchKernel`.
#[expect(
    clippy::large_enum_variant,
    reason = "the inline variant lives on the launching thread's stack, so a launch allocates nothing"
)]
pub(super) enum PointerList {
    /// Up to [`INLINE_WORDS`] pointers (a slot takes at least one word).
    Inline([*mut c_void; INLINE_WORDS], usize),
    /// More.
    Heap(Vec<*mut c_void>),
}

impl PointerList {
    /// Whether there are no arguments.
    pub(super) fn is_empty(&self) -> bool {
        match self {
            PointerList::Inline(_, n) => *n == 0,
            PointerList::Heap(v) => v.is_empty(),
        }
    }

    /// The array the driver reads.
    pub(super) fn as_mut_ptr(&mut self) -> *mut *mut c_void {
        match self {
            PointerList::Inline(p, _) => p.as_mut_ptr(),
            PointerList::Heap(v) => v.as_mut_ptr(),
        }
    }
}

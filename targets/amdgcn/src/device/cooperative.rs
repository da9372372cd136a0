//! Cooperative launches on an AMD GPU: [`Device::launch_cooperative_raw`](gpujit_device::Device::launch_cooperative_raw) of [`HipDevice`]
//! and of its streams, through `hipModuleLaunchCooperativeKernel`, and the occupancy they
//! are checked against ([`Device::resident_blocks`](gpujit_device::Device::resident_blocks)).
//!
//! CUDA's driver hands a cooperative kernel a zeroed grid workspace (`{u32 size; u32
//! barrier}`, what `cooperative_groups::this_grid().sync()` counts arrivals in) through a
//! slot AMD's hidden kernel arguments do not have. A module whose code reads the workspace
//! holds a variable for it instead ([`GRID_WORKSPACE`]), null outside cooperative launches
//! as CUDA's is. Each module has one workspace, allocated at its first cooperative launch;
//! on the launch's stream, each cooperative launch resets it, points the variable at it,
//! runs, and nulls the variable again. The module's cooperative launches therefore run one
//! after another, each waiting for the one before through an event, whatever their streams
//! (a cooperative grid holds every compute unit it can, so they could not overlap anyway).
//!
//! Checked against the fake HIP library of the tests and the symbol table of ROCm 5.2,
//! which lacks the entry point: no AMD GPU has run it.

use std::sync::{Arc, Mutex, PoisonError};

use gpujit_device::{Dim3, Error, Kernel, KernelArg, LaunchConfig, Result};

use super::HipDevice;
use crate::hip::{Hip, HipEvent, HipStream, copy_to_device_on};
use crate::lower::GRID_WORKSPACE;

/// The workspace as a cooperative launch finds it: CUDA's size word, then a zero barrier.
static WORKSPACE_START: [u8; WORKSPACE_BYTES] = {
    let mut w = [0u8; WORKSPACE_BYTES];
    w[0] = 8;
    w
};
/// What the module variable holds outside cooperative launches.
static NULL_ADDRESS: [u8; 8] = [0; 8];
const WORKSPACE_BYTES: usize = 16;

/// The grid workspace of one module whose code reads [`GRID_WORKSPACE`].
#[derive(Default)]
pub(super) struct GridWorkspace {
    state: Mutex<Option<Workspace>>,
}

/// A module's workspace once its first cooperative launch has made it.
struct Workspace {
    hip: Arc<Hip>,
    /// The `hipMalloc` allocation of [`WORKSPACE_BYTES`] bytes.
    memory: u64,
    /// The module variable [`GRID_WORKSPACE`].
    variable: u64,
    /// `memory`'s address, the source of the copy into the variable (it must outlive it).
    address: Box<[u8; 8]>,
    /// Recorded after each cooperative launch of the module.
    done: HipEvent,
}

impl Drop for Workspace {
    fn drop(&mut self) {
        // The last launch's copies read `address` and its kernel `memory`; nothing can
        // be reported from a destructor.
        let _ = self.done.synchronize();
        let _ = self.hip.free(self.memory);
    }
}

impl HipDevice {
    /// The driver's answer (`hipModuleOccupancyMaxActiveBlocksPerMultiprocessor`), which
    /// counts the registers and LDS the kernel was compiled to; 0 for a block of no or too
    /// many threads or too much shared memory.
    pub(super) fn resident_blocks_of(
        &self,
        kernel: &Kernel,
        block: Dim3,
        shared_bytes: u32,
    ) -> Result<u32> {
        let Some(threads) = gpujit_device::block_threads(&self.info, block, shared_bytes) else {
            return Ok(0);
        };
        let f = self.hip_function(kernel)?;
        f.max_active_blocks_per_cu(threads, shared_bytes as usize)
    }

    /// A cooperative launch of `kernel` on `stream` (the null stream for `None`), after
    /// the residency check ([`gpujit_device::check_cooperative`]).
    ///
    /// # Safety
    /// As for [`Device::launch_raw`](gpujit_device::Device::launch_raw); `stream` is a stream of
    /// this device.
    pub(crate) unsafe fn launch_cooperative_in(
        &self,
        stream: Option<&HipStream>,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        gpujit_device::check_cooperative(self, kernel, cfg)?;
        let module = self.hip_module(kernel)?;
        let f = module.function(kernel)?;
        let bytes: Vec<Vec<u8>> = args.iter().map(KernelArg::bytes).collect();
        let refs: Vec<&[u8]> = bytes.iter().map(Vec::as_slice).collect();
        let (g, b) = (cfg.grid, cfg.block);
        self.note_launch(kernel);
        let launch = || {
            // SAFETY: the stream belongs to this device (this function's contract), as
            // does the kernel (`hip_module` checked); the arguments are this function's
            // contract.
            unsafe {
                f.launch_cooperative_in(
                    stream,
                    [g.x, g.y, g.z],
                    [b.x, b.y, b.z],
                    cfg.shared_bytes,
                    &refs,
                )
            }
            .map_err(|e| self.as_fault(e, Some(kernel.name().to_string())))
        };
        let Some(grid) = &module.grid else {
            return launch();
        };
        let mut state = grid.state.lock().unwrap_or_else(PoisonError::into_inner);
        let ws = match &mut *state {
            Some(ws) => {
                // The previous cooperative launch of the module, on whichever stream.
                ws.done.wait_in(stream)?;
                ws
            }
            empty => empty.insert(self.workspace(module)?),
        };
        let upload = |dst: u64, src: *const u8, len: usize| {
            // SAFETY: `dst` is the workspace or the module variable, both of this device and
            // alive while the module is (the workspace frees only after its last launch);
            // `src` is a static or the workspace's own address box, which outlives the copy
            // for the same reason.
            unsafe { copy_to_device_on(&self.hip, stream, dst, src, len) }
        };
        upload(ws.memory, WORKSPACE_START.as_ptr(), WORKSPACE_BYTES)?;
        upload(ws.variable, ws.address.as_ptr(), 8)?;
        let launched = launch();
        // The variable is nulled and the launch marked done even after a refused launch,
        // so the next one neither finds it set nor waits for nothing.
        let nulled = upload(ws.variable, NULL_ADDRESS.as_ptr(), 8);
        ws.done.record(stream)?;
        launched.and(nulled)
    }

    /// A new workspace for `module` (its first cooperative launch).
    fn workspace(&self, module: &super::HipModuleImpl) -> Result<Workspace> {
        let (variable, size) = module.module.global(GRID_WORKSPACE)?;
        if size < 8 {
            return Err(Error::Unsupported {
                backend: gpujit_device::Backend::Hip,
                what: format!(
                    "a cooperative launch: the module's `{GRID_WORKSPACE}` is {size} bytes, \
                     not the 8 of an address"
                ),
            });
        }
        let done = HipEvent::new(&self.hip, self.ordinal)?;
        let memory = self.hip.malloc(self.ordinal, WORKSPACE_BYTES)?;
        Ok(Workspace {
            hip: self.hip.clone(),
            memory,
            variable,
            address: Box::new(memory.to_le_bytes()),
            done,
        })
    }
}

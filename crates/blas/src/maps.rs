//! The tensor maps through which Hopper's kernel copies its slices
//! ([`gpujit::kernels::gemm_sm90::Sm90Gemm::tma`]): made by the device for
//! each pair of matrices a handle multiplies, uploaded once (the handle then
//! waits for the device), and kept while the handle lives, so that a program
//! multiplying the same buffers again (the layers of a network, a benchmark)
//! pays for them once.

use std::collections::HashMap;
use std::sync::Arc;

use gpujit::kernels::gemm_sm90 as hopper;
use gpujit::{Buffer, DeviceError, DeviceExt, TensorMap2d};

use crate::mma::{self, Mapping};
use crate::{Blas, Result};

/// The most pairs of maps a handle keeps; past it the handle waits for the
/// device (kernels may still read them) and forgets them all.
const MOST_MAPS: usize = 256;

/// A handle's tensor maps, by the pair of matrices they describe.
pub(crate) type Maps = HashMap<[TensorMap2d; 2], Arc<Buffer<u8>>>;

impl Blas {
    /// Sets `g` to take its slices by tensor copies where `mp` allows them
    /// ([`mma::tensor_copies`]) and the device maps the kernel's matrices
    /// `a` and `b` (`stack`: the batch, as [`Blas::tensor_maps`] takes it),
    /// and returns the maps to pass the kernel; leaves `g` on the `cp.async`
    /// pipeline and returns `None` otherwise.
    pub(crate) fn tensor_copies(
        &self,
        g: &mut hopper::Sm90Gemm,
        mp: &Mapping,
        (a, b): (&gpujit::KernelArg<'_>, &gpujit::KernelArg<'_>),
        stack: (u32, [u64; 2]),
    ) -> Result<Option<Arc<Buffer<u8>>>> {
        let maps = if mma::tensor_copies(mp) {
            self.tensor_maps(g, (a.pointer(), b.pointer()), mp.dims, stack)?
        } else {
            None
        };
        g.tma = maps.is_some();
        Ok(maps)
    }

    /// Device memory holding the tensor maps of `g`'s `m × n × k` product
    /// of the matrices at `a` (the kernel's `A`) and `bt` (its `B`), or of
    /// `stack.0` such products, their matrices `stack.1` elements apart; `None`
    /// where an address is unknown or the device refuses a map (a matrix
    /// that is not 16-byte aligned), which the caller runs on the `cp.async`
    /// pipeline instead: the two compute the same.
    fn tensor_maps(
        &self,
        g: &hopper::Sm90Gemm,
        (a, bt): (Option<u64>, Option<u64>),
        dims: (u32, u32, u32),
        stack: (u32, [u64; 2]),
    ) -> Result<Option<Arc<Buffer<u8>>>> {
        let (Some(a), Some(bt)) = (a, bt) else {
            return Ok(None);
        };
        let key = hopper::tensor_maps(g, (a, bt), dims, stack);
        let mut held = self.maps.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(b) = held.get(&key) {
            return Ok(Some(b.clone()));
        }
        let mut bytes = Vec::with_capacity(2 * gpujit::TENSOR_MAP_BYTES);
        for map in &key {
            match self.device().tensor_map(map) {
                Ok(m) => bytes.extend(m),
                Err(DeviceError::InvalidTensorMap { .. }) => return Ok(None),
                Err(e) => return Err(e.into()),
            }
        }
        if held.len() >= MOST_MAPS {
            self.sync()?;
            held.clear();
        }
        let buffer = Arc::new(self.device().upload(&bytes)?);
        // An upload from pageable memory may return before its bytes land;
        // a kernel queued on a stream that does not wait for the default
        // one (a program's non-blocking stream) must find them there.
        self.sync()?;
        held.insert(key, buffer.clone());
        Ok(Some(buffer))
    }
}

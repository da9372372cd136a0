//! Tensor-copy descriptors made by the driver (`cuTensorMapEncodeTiled`, three
//! dimensions), for Hopper's `cp.async.bulk.tensor`.

use cudarc::driver::sys;
use gpujit_device::{Backend, Error, Result, TENSOR_MAP_BYTES, TensorMap2d};

use super::CudaDevice;

impl CudaDevice {
    /// The driver's descriptor of `map`: 128-byte swizzled boxes, rows past the matrix
    /// read as zeros, compute capability 9.0 and later.
    pub(super) fn driver_tensor_map(&self, map: &TensorMap2d) -> Result<[u8; TENSOR_MAP_BYTES]> {
        map.check()?;
        let (major, minor) = self.properties().compute_capability;
        if major < 9 {
            return Err(Error::Unsupported {
                backend: Backend::Cuda,
                what: format!(
                    "tensor copies on compute capability {major}.{minor} (9.0 and later have them)"
                ),
            });
        }
        use sys::CUtensorMapDataType::*;
        let ty = match map.element.size() {
            1 => CU_TENSOR_MAP_DATA_TYPE_UINT8,
            2 => CU_TENSOR_MAP_DATA_TYPE_UINT16,
            _ => CU_TENSOR_MAP_DATA_TYPE_UINT32,
        };
        let dims = [map.cols, map.rows, map.layers];
        let strides = [map.row_bytes, map.layer_bytes];
        let boxes = [map.box_cols, map.box_rows, 1];
        let steps = [1u32, 1, 1];
        // SAFETY: an all-zero CUtensorMap is a valid value of the plain C struct (64-byte
        // aligned opaque words).
        let mut out: sys::CUtensorMap = unsafe { std::mem::zeroed() };
        self.context().make_current()?;
        // SAFETY: `out` is a writable descriptor; the four arrays hold `rank` (3) entries
        // (two strides: the innermost is the element); the address is only recorded, not
        // read, by the driver.
        let status = unsafe {
            sys::cuTensorMapEncodeTiled(
                &mut out,
                ty,
                3,
                map.addr as *mut std::ffi::c_void,
                dims.as_ptr(),
                strides.as_ptr(),
                boxes.as_ptr(),
                steps.as_ptr(),
                sys::CUtensorMapInterleave::CU_TENSOR_MAP_INTERLEAVE_NONE,
                sys::CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_128B,
                sys::CUtensorMapL2promotion::CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
                sys::CUtensorMapFloatOOBfill::CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
            )
        };
        if status != sys::CUresult::CUDA_SUCCESS {
            return Err(Error::InvalidTensorMap {
                reason: format!("{map:?}: cuTensorMapEncodeTiled returned {status:?}"),
            });
        }
        let mut bytes = [0u8; TENSOR_MAP_BYTES];
        let words: [u64; 16] = out.opaque;
        for (chunk, w) in bytes.chunks_exact_mut(8).zip(words) {
            chunk.copy_from_slice(&w.to_le_bytes());
        }
        Ok(bytes)
    }
}

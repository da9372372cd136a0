//! Descriptors of matrices in device memory for NVIDIA Hopper's tensor copies
//! (`cp.async.bulk.tensor`): a kernel names a box of the matrix and the copy engine moves
//! it into shared memory, swizzled, with the rows past the matrix's end read as zeros.

use crate::{Error, Result, ScalarType};

/// Bytes of a tensor-copy descriptor (CUDA's `CUtensorMap`).
pub const TENSOR_MAP_BYTES: usize = 128;

/// A stack of `layers` row-major matrices of `rows × cols` elements of `element`, the
/// first at device address `addr`, their rows `row_bytes` apart and the matrices
/// `layer_bytes` apart (a batch of products' operands; one matrix is a stack of one),
/// copied in boxes of `box_rows × box_cols` elements of one matrix, each box row 128 bytes
/// swizzled as NVIDIA's warpgroup matrix operation reads it (`box_cols` times the
/// element's size is 128). The map is three-dimensional: copies name the column, the
/// row and the matrix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TensorMap2d {
    /// Device address of element (0, 0): 16-byte aligned.
    pub addr: u64,
    /// The element type: its size is all that matters (1, 2 or 4 bytes).
    pub element: ScalarType,
    /// Rows of the matrix (at most 2³²).
    pub rows: u64,
    /// Elements of a row (at most 2³²).
    pub cols: u64,
    /// Bytes from a row to the next: a multiple of 16, at least a row.
    pub row_bytes: u64,
    /// Matrices in the stack: 1 to 2³².
    pub layers: u64,
    /// Bytes from a matrix to the next: a multiple of 16 below 2⁴⁰ (for one
    /// matrix, any such value: `rows · row_bytes`).
    pub layer_bytes: u64,
    /// Rows of a box: 1 to 256.
    pub box_rows: u32,
    /// Elements of a box's row: 128 bytes of them.
    pub box_cols: u32,
}

impl TensorMap2d {
    /// Why the driver would refuse the descriptor, if it would.
    pub fn check(&self) -> Result<()> {
        let es = self.element.size() as u64;
        let fail = |why: String| {
            Err(Error::InvalidTensorMap {
                reason: format!("{self:?}: {why}"),
            })
        };
        if !matches!(es, 1 | 2 | 4) {
            return fail(format!("elements of {es} bytes (1, 2 or 4 are copied)"));
        }
        if !self.addr.is_multiple_of(16) {
            return fail("the address is not 16-byte aligned".into());
        }
        if self.rows == 0 || self.cols == 0 || self.rows > 1 << 32 || self.cols > 1 << 32 {
            return fail("each dimension is 1 to 2^32".into());
        }
        if !self.row_bytes.is_multiple_of(16) || self.row_bytes < self.cols * es {
            return fail("rows are a multiple of 16 bytes apart, at least a row".into());
        }
        if self.row_bytes >= 1 << 40 {
            return fail("rows are less than 2^40 bytes apart".into());
        }
        if self.layers == 0 || self.layers > 1 << 32 {
            return fail("1 to 2^32 matrices".into());
        }
        if !self.layer_bytes.is_multiple_of(16)
            || self.layer_bytes == 0
            || self.layer_bytes >= 1 << 40
        {
            return fail("matrices are a positive multiple of 16 bytes apart, below 2^40".into());
        }
        if !(1..=256).contains(&self.box_rows) || u64::from(self.box_cols) * es != 128 {
            return fail("boxes are 1 to 256 rows of 128 bytes".into());
        }
        Ok(())
    }
}

//! Argument checks, and the strides that the kernels address matrices with.
//!
//! Every kernel reads element `(i, j)` of `op(X)` at `i·rs + j·cs` from the
//! matrix's start: a transpose swaps the two strides, a row-major layout
//! swaps them too. One kernel thereby serves every transpose, layout and
//! leading dimension.

use crate::types::{DataType, Gemm, Layout, Op};
use crate::{BlasError, Result};

/// A matrix as stored: `rows × cols` at leading dimension `ld`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Stored {
    pub rows: i64,
    pub cols: i64,
    pub ld: i64,
    pub layout: Layout,
}

impl Stored {
    fn new(rows: i64, cols: i64, ld: Option<i64>, layout: Layout) -> Stored {
        let mut s = Stored {
            rows,
            cols,
            ld: 0,
            layout,
        };
        s.ld = ld.unwrap_or_else(|| s.min_ld());
        s
    }

    /// The smallest valid leading dimension: `max(1, rows)` column-major,
    /// `max(1, cols)` row-major.
    pub fn min_ld(&self) -> i64 {
        match self.layout {
            Layout::ColMajor => self.rows.max(1),
            Layout::RowMajor => self.cols.max(1),
        }
    }

    /// One past the last element the matrix reaches (0 when it is empty).
    pub fn extent(&self) -> u64 {
        if self.rows <= 0 || self.cols <= 0 || self.ld <= 0 {
            return 0;
        }
        let (major, minor) = match self.layout {
            Layout::ColMajor => (self.cols, self.rows),
            Layout::RowMajor => (self.rows, self.cols),
        };
        (major as u64 - 1) * self.ld as u64 + minor as u64
    }

    /// The elements of the matrix packed at its leading dimension: the
    /// distance to the next one in a packed batch.
    pub fn extent_hint(&self) -> i64 {
        let major = match self.layout {
            Layout::ColMajor => self.cols,
            Layout::RowMajor => self.rows,
        };
        self.ld.saturating_mul(major.max(0))
    }

    /// `(rs, cs)` of `op(X)` for this stored `X`.
    fn strides(&self, op: Op) -> (u64, u64) {
        let ld = self.ld.max(0) as u64;
        let (rs, cs) = match self.layout {
            Layout::ColMajor => (1, ld),
            Layout::RowMajor => (ld, 1),
        };
        if op.transposed() { (cs, rs) } else { (rs, cs) }
    }
}

/// `A`, `B` and `C` as stored for `g`.
pub(crate) struct Dims {
    pub a: Stored,
    pub b: Stored,
    pub c: Stored,
}

/// The stored shapes of `g`'s matrices (no checks).
pub(crate) fn dims(g: &Gemm) -> Dims {
    let (ar, ac) = if g.transa.transposed() {
        (g.k, g.m)
    } else {
        (g.m, g.k)
    };
    let (br, bc) = if g.transb.transposed() {
        (g.n, g.k)
    } else {
        (g.k, g.n)
    };
    Dims {
        a: Stored::new(ar, ac, g.lda, g.layout),
        b: Stored::new(br, bc, g.ldb, g.layout),
        c: Stored::new(g.m, g.n, g.ldc, g.layout),
    }
}

/// What the kernels are given for one product of a checked [`Gemm`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct Plan {
    pub m: u32,
    pub n: u32,
    pub k: u32,
    /// `(rs, cs)` of `op(A)`, `op(B)` and `C`.
    pub a: (u64, u64),
    pub b: (u64, u64),
    pub c: (u64, u64),
    /// Elements each matrix reaches.
    pub extent_a: u64,
    pub extent_b: u64,
    pub extent_c: u64,
}

fn invalid(arg: &'static str, value: i64, why: impl Into<String>) -> BlasError {
    BlasError::InvalidValue {
        arg,
        value,
        why: why.into(),
    }
}

fn fits_u32(arg: &'static str, v: i64) -> Result<u32> {
    u32::try_from(v).map_err(|_| {
        BlasError::NotSupported(format!(
            "{arg} = {v}: sizes past {} are not supported",
            u32::MAX
        ))
    })
}

/// Checks `g`'s sizes and leading dimensions in cuBLAS's order (`m`, `n`,
/// `k`, `lda`, `ldb`, `ldc`) and returns what the kernels need.
pub(crate) fn plan(g: &Gemm) -> Result<Plan> {
    for (arg, v) in [("m", g.m), ("n", g.n), ("k", g.k)] {
        if v < 0 {
            return Err(invalid(arg, v, "a size is at least 0"));
        }
    }
    let d = dims(g);
    for (arg, s, name) in [("lda", d.a, "A"), ("ldb", d.b, "B"), ("ldc", d.c, "C")] {
        let need = s.min_ld();
        if s.ld < need {
            let what = match s.layout {
                Layout::ColMajor => "rows",
                Layout::RowMajor => "columns",
            };
            return Err(invalid(
                arg,
                s.ld,
                format!(
                    "at least max(1, {what} of {name} as stored) = {need} ({name} is {}x{} {})",
                    s.rows,
                    s.cols,
                    match s.layout {
                        Layout::ColMajor => "column-major",
                        Layout::RowMajor => "row-major",
                    }
                ),
            ));
        }
    }
    Ok(Plan {
        m: fits_u32("m", g.m)?,
        n: fits_u32("n", g.n)?,
        k: fits_u32("k", g.k)?,
        a: d.a.strides(g.transa),
        b: d.b.strides(g.transb),
        c: d.c.strides(Op::N),
        extent_a: d.a.extent(),
        extent_b: d.b.extent(),
        extent_c: d.c.extent(),
    })
}

/// Checks a batch's count and strides against the matrices' extents.
pub(crate) fn batch(p: &Plan, count: i64, strides: [i64; 3]) -> Result<()> {
    if count < 0 {
        return Err(invalid("batch_count", count, "a count is at least 0"));
    }
    for (arg, s) in ["stride_a", "stride_b", "stride_c"]
        .into_iter()
        .zip(strides)
    {
        if s < 0 {
            return Err(invalid(arg, s, "a stride is at least 0"));
        }
    }
    if count > 1 && p.extent_c > 0 && m_n_nonempty(p) && (strides[2] as u64) < p.extent_c {
        return Err(invalid(
            "stride_c",
            strides[2],
            format!(
                "at least the {} elements one C reaches, or the outputs of the batch overlap",
                p.extent_c
            ),
        ));
    }
    Ok(())
}

fn m_n_nonempty(p: &Plan) -> bool {
    p.m > 0 && p.n > 0
}

/// Elements a batch of `count` matrices of `extent` elements, `stride`
/// apart, reaches.
pub(crate) fn reach(extent: u64, count: i64, stride: i64) -> u64 {
    if extent == 0 || count <= 0 {
        return 0;
    }
    (count as u64 - 1)
        .saturating_mul(stride.max(0) as u64)
        .saturating_add(extent)
}

/// Checks that a buffer of `len` elements holds `needed`.
pub(crate) fn holds(arg: impl Into<String>, len: usize, needed: u64) -> Result<()> {
    if (len as u64) < needed {
        return Err(BlasError::BufferTooSmall {
            arg: arg.into(),
            len,
            needed,
        });
    }
    Ok(())
}

/// The compute type of a product of `input` matrices into `output`, or why
/// the pair is refused.
pub(crate) fn types(a: DataType, b: DataType, c: DataType) -> Result<DataType> {
    // 8-bit floats may pair their two formats (e5m2 gradients with e4m3
    // weights); other inputs have one type.
    if a != b && !(a.fp8().is_some() && b.fp8().is_some()) {
        return Err(BlasError::TypeMismatch {
            arg: "b",
            detail: format!(
                "A holds {a} and B {b}; both inputs have one type (8-bit floats may pair e4m3 and e5m2)"
            ),
        });
    }
    let ok = match a {
        DataType::F16 => matches!(c, DataType::F16 | DataType::F32),
        DataType::BF16 => matches!(c, DataType::BF16 | DataType::F32),
        DataType::F32 => c == DataType::F32,
        DataType::F64 => c == DataType::F64,
        DataType::E4M3 | DataType::E5M2 => matches!(c, DataType::BF16 | DataType::F32),
    };
    if !ok {
        return Err(BlasError::TypeMismatch {
            arg: "c",
            detail: format!(
                "{a} inputs write {}, not {c}",
                match a {
                    DataType::F16 => "f16 or f32",
                    DataType::BF16 => "bf16 or f32",
                    DataType::F32 => "f32",
                    DataType::F64 => "f64",
                    DataType::E4M3 | DataType::E5M2 => "bf16 or f32",
                }
            ),
        });
    }
    Ok(if a == DataType::F64 {
        DataType::F64
    } else {
        DataType::F32
    })
}

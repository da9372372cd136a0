//! Host copies of the test matrices, in f64, and their device buffers in
//! each element type.

use gpujit::kernels::half::{bf16_bits, bf16_value, f16_bits, f16_value};
use gpujit::{Buffer, Device, DeviceExt};
use gpujit_blas::{DataType, Layout, Matrix, MatrixMut};

/// A small linear congruential generator: the same matrices on every run.
pub(crate) struct Rng(pub u64);

impl Rng {
    /// A value in [-1, 1).
    pub fn next(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0
    }
}

/// `x` rounded to `ty` (exactly what the device will hold). 8-bit floats
/// take the nearest multiple of 1/4, which both formats hold from -2 to 2:
/// products of such inputs and their sums stay exact in `f32` and in the
/// narrower accumulators of Hopper's 8-bit tensor cores, so that any path
/// is held to the same bound.
pub(crate) fn quantize(ty: DataType, x: f64) -> f64 {
    match ty {
        DataType::E4M3 | DataType::E5M2 => (x * 4.0).round() / 4.0,
        DataType::F16 => f64::from(f16_value(f16_bits(x as f32))),
        DataType::BF16 => f64::from(bf16_value(bf16_bits(x as f32))),
        DataType::F32 => f64::from(x as f32),
        DataType::F64 => x,
    }
}

/// A stored matrix: its elements as the device holds them (in f64), NaN
/// (or, for outputs, a sentinel) in the padding.
pub(crate) struct HostMatrix {
    pub layout: Layout,
    pub ld: usize,
    pub data: Vec<f64>,
}

/// What the padding of an output holds.
pub(crate) const SENTINEL: f64 = 3.0;

impl HostMatrix {
    /// Random elements of `ty` in [-1, 1) (NaN when `nan`), NaN padding for
    /// inputs and [`SENTINEL`] for outputs.
    pub fn random(
        rng: &mut Rng,
        ty: DataType,
        layout: Layout,
        (rows, cols, ld): (usize, usize, usize),
        nan: bool,
        output: bool,
    ) -> HostMatrix {
        let len = super::extent(layout, (rows, cols, ld));
        let fill = if output { SENTINEL } else { f64::NAN };
        let mut data = vec![fill; len];
        for r in 0..rows {
            for c in 0..cols {
                let v = if nan {
                    f64::NAN
                } else {
                    quantize(ty, rng.next())
                };
                data[super::index(layout, ld, r, c)] = v;
            }
        }
        HostMatrix { layout, ld, data }
    }

    /// Element `(r, c)`.
    pub fn at(&self, r: usize, c: usize) -> f64 {
        self.data[super::index(self.layout, self.ld, r, c)]
    }
}

/// The byte of `format` holding `x` (NaN as `0x7f`), where one holds it.
pub(crate) fn fp8_bits(format: gpujit::ir::mma::Fp8, x: f64) -> anyhow::Result<u8> {
    if x.is_nan() {
        return Ok(0x7f);
    }
    (0..=255u8)
        .find(|&b| f64::from(format.decode(b)) == x && (b != 0x80 || x.is_sign_negative()))
        .ok_or_else(|| anyhow::anyhow!("{x} is not an {format} value"))
}

/// A device buffer in one of the element types.
pub(crate) enum Operand {
    E4M3(Buffer<u8>),
    E5M2(Buffer<u8>),
    F16(Buffer<u16>),
    BF16(Buffer<u16>),
    F32(Buffer<f32>),
    F64(Buffer<f64>),
}

impl Operand {
    /// `values` in `ty` on `dev`.
    pub fn upload(dev: &dyn Device, ty: DataType, values: &[f64]) -> anyhow::Result<Operand> {
        Ok(match ty {
            DataType::E4M3 | DataType::E5M2 => {
                let f = ty.fp8().ok_or_else(|| anyhow::anyhow!("{ty}"))?;
                let bytes = values
                    .iter()
                    .map(|&x| fp8_bits(f, x))
                    .collect::<anyhow::Result<Vec<u8>>>()?;
                let b = dev.upload(&bytes)?;
                if ty == DataType::E4M3 {
                    Operand::E4M3(b)
                } else {
                    Operand::E5M2(b)
                }
            }
            DataType::F16 => Operand::F16(
                dev.upload(
                    &values
                        .iter()
                        .map(|&x| f16_bits(x as f32))
                        .collect::<Vec<_>>(),
                )?,
            ),
            DataType::BF16 => Operand::BF16(
                dev.upload(
                    &values
                        .iter()
                        .map(|&x| bf16_bits(x as f32))
                        .collect::<Vec<_>>(),
                )?,
            ),
            DataType::F32 => {
                Operand::F32(dev.upload(&values.iter().map(|&x| x as f32).collect::<Vec<_>>())?)
            }
            DataType::F64 => Operand::F64(dev.upload(values)?),
        })
    }

    pub fn matrix(&self) -> Matrix<'_> {
        match self {
            Operand::E4M3(b) => Matrix::E4M3(b),
            Operand::E5M2(b) => Matrix::E5M2(b),
            Operand::F16(b) => Matrix::F16(b),
            Operand::BF16(b) => Matrix::BF16(b),
            Operand::F32(b) => Matrix::F32(b),
            Operand::F64(b) => Matrix::F64(b),
        }
    }

    /// The buffer as an output; 8-bit floats are inputs only.
    pub fn matrix_mut(&mut self) -> anyhow::Result<MatrixMut<'_>> {
        Ok(match self {
            Operand::F16(b) => MatrixMut::F16(b),
            Operand::BF16(b) => MatrixMut::BF16(b),
            Operand::F32(b) => MatrixMut::F32(b),
            Operand::F64(b) => MatrixMut::F64(b),
            Operand::E4M3(_) | Operand::E5M2(_) => anyhow::bail!("8-bit floats are inputs only"),
        })
    }

    /// The elements, as f64.
    pub fn download(&self, dev: &dyn Device) -> anyhow::Result<Vec<f64>> {
        Ok(match self {
            Operand::E4M3(b) => decoded(dev, b, gpujit::ir::mma::Fp8::E4M3)?,
            Operand::E5M2(b) => decoded(dev, b, gpujit::ir::mma::Fp8::E5M2)?,
            Operand::F16(b) => dev
                .download(b)?
                .into_iter()
                .map(|x| f64::from(f16_value(x)))
                .collect(),
            Operand::BF16(b) => dev
                .download(b)?
                .into_iter()
                .map(|x| f64::from(bf16_value(x)))
                .collect(),
            Operand::F32(b) => dev.download(b)?.into_iter().map(f64::from).collect(),
            Operand::F64(b) => dev.download(b)?,
        })
    }
}

/// The values of a buffer of 8-bit floats of `format`.
fn decoded(
    dev: &dyn Device,
    b: &Buffer<u8>,
    format: gpujit::ir::mma::Fp8,
) -> anyhow::Result<Vec<f64>> {
    Ok(dev
        .download(b)?
        .into_iter()
        .map(|x| f64::from(format.decode(x)))
        .collect())
}

//! Matrix instructions: CDNA's MFMA and RDNA3/RDNA4's WMMA, the forms
//! gpujit's portable matrix operation compiles to (one 16×16 block, no
//! broadcast or negation controls).

/// The input type of a matrix instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatrixInput {
    /// binary16 pairs in each VGPR.
    F16,
    /// bfloat16 pairs in each VGPR.
    BF16,
    /// f32 values read as xf32 (10 mantissa bits).
    Xf32,
    /// f64 in VGPR pairs.
    F64,
}

/// A matrix instruction: `D = A·B + C` on a 16×16 tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatrixInst {
    /// Input type.
    pub input: MatrixInput,
    /// The depth of the product (16, 8 or 4).
    pub k: u32,
    /// WMMA (RDNA, wave32) rather than MFMA (CDNA, wave64).
    pub wmma: bool,
}

/// The semantics of a matrix mnemonic, in its GFX90A, GFX940 and GFX11/12
/// spellings.
pub fn matrix(name: &str) -> Option<MatrixInst> {
    use MatrixInput::*;
    let (input, k, wmma) = match name {
        "v_mfma_f32_16x16x16f16" | "v_mfma_f32_16x16x16_f16" => (F16, 16, false),
        "v_mfma_f32_16x16x16bf16_1k" | "v_mfma_f32_16x16x16_bf16" => (BF16, 16, false),
        "v_mfma_f32_16x16x8xf32" | "v_mfma_f32_16x16x8_xf32" => (Xf32, 8, false),
        "v_mfma_f64_16x16x4f64" | "v_mfma_f64_16x16x4_f64" => (F64, 4, false),
        "v_wmma_f32_16x16x16_f16" => (F16, 16, true),
        "v_wmma_f32_16x16x16_bf16" => (BF16, 16, true),
        _ => return None,
    };
    Some(MatrixInst { input, k, wmma })
}

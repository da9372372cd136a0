//! NVIDIA Hopper's warpgroup matrix operation (`wgmma.mma_async`, sm_90a
//! only): four warps (128 consecutive threads, the first a multiple of 128)
//! multiply tiles that lie in shared memory, described by 64-bit
//! descriptors, into accumulators held in registers.
//!
//! This is not portable: compiling it for anything but `sm_90a` is an
//! [`IrError::MmaUnsupported`](crate::IrError). LLVM 22 has no intrinsic for
//! `wgmma.mma_async` (only for its fence, commit and wait), so the NVIDIA
//! lowering emits it as inline PTX.
//!
//! # Operands in shared memory
//!
//! One operation is `D = A·Bᵀ + D` with `A` 64×64 and `B` `n`×64 (`bf16`
//! or `f16`, both K-major: 64 consecutive `k` of a row take one 128-byte line), four
//! `k`-steps of `m64n{n}k16`. Tiles use the 128-byte swizzle: row `r` of a
//! tile starts at byte `128·r`, and its 16-byte chunk `c` (elements
//! `8c..8c+8`) lies at chunk `c ^ (r % 8)` of the line. Tiles start at
//! 1024-byte boundaries. [`wgmma_descriptor`] makes the descriptor of a tile
//! from its shared-memory address.
//!
//! `B` may instead be N-major (`b_n_major`: `B` given as a row-major `64 × n`
//! slice of `k × n`, `imm-trans-b` 1): it lies in blocks of 64 columns, one
//! every 8 KiB; row `r` (depth `r`) of a block starts at byte `128·r` of it and
//! is swizzled as above. [`wgmma_descriptor_n_major`] makes its descriptor.
//! `f32` tiles read as `tf32` ([`WgmmaOp::Tf32K32`]) lie as the 16-bit
//! K-major ones, byte for byte: a 128-byte line holds 32 depths, and each
//! of the four steps (`m64n{n}k8`) takes 32 bytes of it.
//! 8-bit float tiles ([`WgmmaOp::Fp8K128`], `e4m3` or `e5m2`, each operand
//! its own format) lie likewise: a line holds 128 depths, and each of the
//! four steps (`m64n{n}k32`) takes 32 bytes of it. Both are K-major.
//! `A` may likewise be M-major (`a_m_major`: given as a row-major `64 × 64`
//! slice of `Aᵀ`, `imm-trans-a` 1), one such block of 64 rows of `A`.
//!
//! # Accumulator layout
//!
//! Thread `t` of the warpgroup (`w = t / 32`, `l = t % 32`) holds `n / 2`
//! `f32`: element `i` is `D[16w + l/4 + 8·((i/2) % 2)][8·(i/4) + 2·(l%4) + i%2]`.

use inkwell::context::ContextRef;
use inkwell::types::FunctionType;

/// An 8-bit floating-point format (OCP FP8, as `cuda_fp8.h`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Fp8 {
    /// `e4m3`: 4 exponent bits (bias 7), 3 mantissa bits; no infinities,
    /// `S.1111.111` is NaN; largest finite 448.
    E4M3,
    /// `e5m2`: 5 exponent bits (bias 15), 2 mantissa bits, infinities and
    /// NaNs as IEEE; largest finite 57,344. The top byte of a binary16.
    E5M2,
}

impl Fp8 {
    /// Both formats.
    pub const ALL: [Fp8; 2] = [Fp8::E4M3, Fp8::E5M2];

    /// The PTX name: `e4m3` or `e5m2`.
    pub fn name(self) -> &'static str {
        match self {
            Fp8::E4M3 => "e4m3",
            Fp8::E5M2 => "e5m2",
        }
    }

    /// The value a byte holds, exactly.
    pub fn decode(self, x: u8) -> f32 {
        let neg = x & 0x80 != 0;
        let v = match self {
            // The low seven bits, moved into a binary16's exponent and
            // mantissa, are the value times 2^-8 (subnormals included).
            Fp8::E4M3 if x & 0x7f == 0x7f => f32::NAN,
            Fp8::E4M3 => half_bits(u16::from(x & 0x7f) << 7) * 256.0,
            Fp8::E5M2 => half_bits(u16::from(x & 0x7f) << 8),
        };
        if neg { -v } else { v }
    }
}

/// The binary16 with these bits (sign clear), as `f32`.
fn half_bits(h: u16) -> f32 {
    let (e, m) = (i32::from(h >> 10), f32::from(h & 0x3ff));
    match e {
        0 => m * 2f32.powi(-24),
        31 if m == 0.0 => f32::INFINITY,
        31 => f32::NAN,
        e => (1024.0 + m) * 2f32.powi(e - 25),
    }
}

impl std::fmt::Display for Fp8 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Columns a warpgroup operation may have.
pub const WGMMA_N: [u32; 3] = [64, 128, 256];

/// A warpgroup intrinsic, or one of the asynchronous barriers and tensor
/// copies that feed it: `gpujit.wgmma.*`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WgmmaOp {
    /// Four `wgmma.mma_async.m64n{n}k16.f32.bf16.bf16` steps (a 64-deep block
    /// of `k`) with their fence and commit, then a wait until at most
    /// `pending` (0 or 1) such groups are in flight:
    /// `<n/2 x float> (i64 desc_a, i64 desc_b, <n/2 x float> acc, i1 accumulate)`.
    /// With `accumulate` false the first step ignores `acc`. With `pending`
    /// 1 the result is still being written when the call returns: only
    /// another warpgroup operation (or [`WgmmaOp::Wait`]) may use it, and the
    /// shared tiles must stay untouched until then.
    Bf16K64 {
        /// Columns of the result: 64, 128 or 256.
        n: u32,
        /// Groups left in flight: 0 or 1.
        pending: u8,
        /// `A` is M-major (see the module documentation).
        a_m_major: bool,
        /// `B` is N-major (see the module documentation).
        b_n_major: bool,
    },
    /// [`WgmmaOp::Bf16K64`] on `f16` tiles: `wgmma.mma_async.m64n{n}k16.f32.f16.f16`.
    F16K64 {
        /// Columns of the result: 64, 128 or 256.
        n: u32,
        /// Groups left in flight: 0 or 1.
        pending: u8,
        /// `A` is M-major (see the module documentation).
        a_m_major: bool,
        /// `B` is N-major (see the module documentation).
        b_n_major: bool,
    },
    /// [`WgmmaOp::Bf16K64`] on `f32` tiles read as `tf32`: four
    /// `wgmma.mma_async.m64n{n}k8.f32.tf32.tf32` steps over the same
    /// 128-byte lines, which hold 32 depths of `f32` (a 32-deep block of
    /// `k`). Both operands are K-major: `wgmma` transposes only 16-bit tiles.
    Tf32K32 {
        /// Columns of the result: 64, 128 or 256.
        n: u32,
        /// Groups left in flight: 0 or 1.
        pending: u8,
    },
    /// [`WgmmaOp::Bf16K64`] on 8-bit float tiles: four
    /// `wgmma.mma_async.m64n{n}k32.f32.{a}.{b}` steps over the same 128-byte
    /// lines, which hold 128 depths (a 128-deep block of `k`). Both
    /// operands are K-major: `wgmma` transposes only 16-bit tiles.
    Fp8K128 {
        /// Columns of the result: 64, 128 or 256.
        n: u32,
        /// Groups left in flight: 0 or 1.
        pending: u8,
        /// The format of `A`.
        a: Fp8,
        /// The format of `B`.
        b: Fp8,
    },
    /// Waits for every warpgroup operation of the thread, passing the
    /// accumulators through so that nothing reads them earlier:
    /// `<n/2 x float> (<n/2 x float>)`.
    Wait {
        /// Columns of the result.
        n: u32,
    },
    /// `fence.proxy.async.shared::cta`: this thread's earlier writes to
    /// shared memory become visible to warpgroup operations (after a
    /// barrier, to other threads' as well): `void ()`.
    FenceProxyAsync,
    /// `mbarrier.init.shared::cta.b64`: a barrier of 8 bytes of shared memory
    /// (8-aligned, at the byte address given) whose phases complete when
    /// `count` threads have arrived and the bytes they announced have landed:
    /// `void (i32 bar, i32 count)`.
    BarrierInit,
    /// `fence.mbarrier_init.release.cluster`: barriers initialised by this
    /// thread are seen initialised by tensor copies (a block barrier then
    /// shows them to the other threads): `void ()`.
    BarrierInitFence,
    /// `mbarrier.arrive.expect_tx.shared::cta.b64`: arrives on the barrier
    /// and adds `bytes` that tensor copies must land before its phase
    /// completes: `void (i32 bar, i32 bytes)`.
    BarrierExpect,
    /// `mbarrier.arrive.shared::cta.b64`: arrives on the barrier:
    /// `void (i32 bar)`.
    BarrierArrive,
    /// Waits (`mbarrier.try_wait.parity` in a loop) until the barrier's phase
    /// of parity `parity` (0 or 1) has completed; a barrier just initialised
    /// counts its phase before the first as completed, of parity 1:
    /// `void (i32 bar, i32 parity)`.
    BarrierWait,
    /// `cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes`:
    /// copies the box at element `(x, y)` (column, row) of matrix `z` of the
    /// stack the tensor map at generic address `map` describes (see
    /// `gpujit_device::TensorMap2d`) to the shared byte address `dst`
    /// (1024-aligned for 128-byte swizzling); the barrier at `bar` counts
    /// its bytes as they land:
    /// `void (i32 dst, i64 map, i32 x, i32 y, i32 z, i32 bar)`.
    TensorLoad3d,
}

impl WgmmaOp {
    /// Every warpgroup intrinsic.
    pub fn all() -> Vec<WgmmaOp> {
        let mut v = Vec::new();
        for n in WGMMA_N {
            for (a_m_major, b_n_major, pending) in (0..8u8).map(|i| (i & 4 != 0, i & 2 != 0, i & 1))
            {
                v.extend([
                    WgmmaOp::Bf16K64 {
                        n,
                        pending,
                        a_m_major,
                        b_n_major,
                    },
                    WgmmaOp::F16K64 {
                        n,
                        pending,
                        a_m_major,
                        b_n_major,
                    },
                ]);
            }
            v.extend((0..2).map(|pending| WgmmaOp::Tf32K32 { n, pending }));
            for pending in 0..2 {
                for a in Fp8::ALL {
                    v.extend(Fp8::ALL.map(|b| WgmmaOp::Fp8K128 { n, pending, a, b }));
                }
            }
            v.push(WgmmaOp::Wait { n });
        }
        v.extend([
            WgmmaOp::FenceProxyAsync,
            WgmmaOp::BarrierInit,
            WgmmaOp::BarrierInitFence,
            WgmmaOp::BarrierExpect,
            WgmmaOp::BarrierArrive,
            WgmmaOp::BarrierWait,
            WgmmaOp::TensorLoad3d,
        ]);
        v
    }

    /// The operation multiplying a 128-byte-deep block of `element` tiles
    /// into `n` columns, leaving `pending` in flight: [`WgmmaOp::Bf16K64`]
    /// and [`WgmmaOp::F16K64`] (either operand may be MN-major), or
    /// [`WgmmaOp::Tf32K32`] for `F32` read as `tf32` (both K-major); why
    /// not, for another type or an MN-major `tf32` operand.
    pub fn k_block(
        element: crate::ScalarType,
        n: u32,
        pending: u8,
        (a_m_major, b_n_major): (bool, bool),
    ) -> Result<WgmmaOp, String> {
        use crate::ScalarType;
        match element {
            ScalarType::BF16 => Ok(WgmmaOp::Bf16K64 {
                n,
                pending,
                a_m_major,
                b_n_major,
            }),
            ScalarType::F16 => Ok(WgmmaOp::F16K64 {
                n,
                pending,
                a_m_major,
                b_n_major,
            }),
            ScalarType::F32 if !a_m_major && !b_n_major => Ok(WgmmaOp::Tf32K32 { n, pending }),
            ScalarType::F32 => Err(
                "a warpgroup operation on tf32 tiles takes both K-major (only 16-bit tiles are transposed)"
                    .to_string(),
            ),
            other => Err(format!(
                "a warpgroup operation multiplies bf16, f16 or f32 (as tf32) tiles, not {other}"
            )),
        }
    }

    /// The declared function's name.
    pub fn name(self) -> String {
        match self {
            WgmmaOp::Bf16K64 {
                n,
                pending,
                a_m_major,
                b_n_major,
            } => format!(
                "gpujit.wgmma.bf16.m64n{n}k64.w{pending}{}",
                suffix(a_m_major, b_n_major)
            ),
            WgmmaOp::F16K64 {
                n,
                pending,
                a_m_major,
                b_n_major,
            } => format!(
                "gpujit.wgmma.f16.m64n{n}k64.w{pending}{}",
                suffix(a_m_major, b_n_major)
            ),
            WgmmaOp::Tf32K32 { n, pending } => format!("gpujit.wgmma.tf32.m64n{n}k32.w{pending}"),
            WgmmaOp::Fp8K128 { n, pending, a, b } => {
                format!("gpujit.wgmma.{a}.{b}.m64n{n}k128.w{pending}")
            }
            WgmmaOp::Wait { n } => format!("gpujit.wgmma.wait.n{n}"),
            WgmmaOp::FenceProxyAsync => "gpujit.wgmma.fence_proxy_async".into(),
            WgmmaOp::BarrierInit => "gpujit.wgmma.mbarrier_init".into(),
            WgmmaOp::BarrierInitFence => "gpujit.wgmma.mbarrier_init_fence".into(),
            WgmmaOp::BarrierExpect => "gpujit.wgmma.mbarrier_expect_tx".into(),
            WgmmaOp::BarrierArrive => "gpujit.wgmma.mbarrier_arrive".into(),
            WgmmaOp::BarrierWait => "gpujit.wgmma.mbarrier_wait".into(),
            WgmmaOp::TensorLoad3d => "gpujit.wgmma.tensor_load_3d".into(),
        }
    }

    /// What it is, for messages.
    pub fn describe(self) -> String {
        match self {
            WgmmaOp::Bf16K64 {
                n,
                a_m_major,
                b_n_major,
                ..
            } => format!("warpgroup bf16.m64n{n}k64{}", major(a_m_major, b_n_major)),
            WgmmaOp::F16K64 {
                n,
                a_m_major,
                b_n_major,
                ..
            } => format!("warpgroup f16.m64n{n}k64{}", major(a_m_major, b_n_major)),
            WgmmaOp::Tf32K32 { n, .. } => format!("warpgroup tf32.m64n{n}k32"),
            WgmmaOp::Fp8K128 { n, a, b, .. } => format!("warpgroup {a}.{b}.m64n{n}k128"),
            WgmmaOp::Wait { n } => format!("the warpgroup wait (n{n})"),
            WgmmaOp::FenceProxyAsync => "the async-proxy fence".into(),
            WgmmaOp::BarrierInit => "the async barrier's initialisation".into(),
            WgmmaOp::BarrierInitFence => "the async barriers' initialisation fence".into(),
            WgmmaOp::BarrierExpect => "an arrival expecting tensor-copy bytes".into(),
            WgmmaOp::BarrierArrive => "an arrival on an async barrier".into(),
            WgmmaOp::BarrierWait => "a wait on an async barrier".into(),
            WgmmaOp::TensorLoad3d => "a tensor copy (cp.async.bulk.tensor)".into(),
        }
    }

    /// The LLVM type of the declared function.
    pub fn signature<'ctx>(self, ctx: ContextRef<'ctx>) -> FunctionType<'ctx> {
        match self {
            WgmmaOp::Wait { n } => {
                let acc = ctx.f32_type().vec_type(n / 2);
                acc.fn_type(&[acc.into()], false)
            }
            WgmmaOp::Bf16K64 { n, .. }
            | WgmmaOp::F16K64 { n, .. }
            | WgmmaOp::Tf32K32 { n, .. }
            | WgmmaOp::Fp8K128 { n, .. } => {
                let acc = ctx.f32_type().vec_type(n / 2);
                acc.fn_type(
                    &[
                        ctx.i64_type().into(),
                        ctx.i64_type().into(),
                        acc.into(),
                        ctx.bool_type().into(),
                    ],
                    false,
                )
            }
            WgmmaOp::FenceProxyAsync | WgmmaOp::BarrierInitFence => {
                ctx.void_type().fn_type(&[], false)
            }
            WgmmaOp::BarrierArrive => ctx.void_type().fn_type(&[ctx.i32_type().into()], false),
            WgmmaOp::BarrierInit | WgmmaOp::BarrierExpect | WgmmaOp::BarrierWait => ctx
                .void_type()
                .fn_type(&[ctx.i32_type().into(), ctx.i32_type().into()], false),
            WgmmaOp::TensorLoad3d => {
                let i32t = ctx.i32_type().into();
                ctx.void_type().fn_type(
                    &[i32t, ctx.i64_type().into(), i32t, i32t, i32t, i32t],
                    false,
                )
            }
        }
    }
}

/// How a name marks the operands' layouts.
fn suffix(a_m_major: bool, b_n_major: bool) -> &'static str {
    match (a_m_major, b_n_major) {
        (false, false) => "",
        (false, true) => ".bn",
        (true, false) => ".am",
        (true, true) => ".am.bn",
    }
}

/// How a description names the operands' layouts.
fn major(a_m_major: bool, b_n_major: bool) -> &'static str {
    match (a_m_major, b_n_major) {
        (false, false) => "",
        (false, true) => " (B N-major)",
        (true, false) => " (A M-major)",
        (true, true) => " (A M-major, B N-major)",
    }
}

/// The descriptor of a 128-byte-swizzled, K-major tile at shared-memory
/// byte address `addr` (a multiple of 1024; see the module documentation):
/// the address in 16-byte units, a stride of 1024 bytes between groups of
/// eight rows, and the 128-byte swizzle mode.
pub fn wgmma_descriptor(addr: u32) -> u64 {
    (u64::from(addr >> 4) & 0x3fff) | (1 << 16) | (64 << 32) | (1 << 62)
}

/// Bytes between the 64-column blocks of an N-major `B` tile (64 rows of
/// 128 bytes each; an M-major `A` tile is one such block).
pub const N_MAJOR_BLOCK: u32 = 8192;

/// The descriptor of a 128-byte-swizzled, N-major `B` tile (or M-major `A`) at shared-memory
/// byte address `addr` (a multiple of 1024; see the module documentation):
/// the address in 16-byte units, [`N_MAJOR_BLOCK`] bytes between blocks of
/// 64 columns (the leading-dimension offset, which N-major operands apply
/// along N), 1024 bytes between groups of eight rows of depth (the stride
/// offset, applied along K), and the 128-byte swizzle mode.
pub fn wgmma_descriptor_n_major(addr: u32) -> u64 {
    (u64::from(addr >> 4) & 0x3fff) | (u64::from(N_MAJOR_BLOCK >> 4) << 16) | (64 << 32) | (1 << 62)
}

#[cfg(test)]
mod tests {
    use super::WgmmaOp;
    use crate::ScalarType;

    #[test]
    fn k_block_takes_tf32_k_major_only() {
        let tf32 = WgmmaOp::k_block(ScalarType::F32, 128, 1, (false, false));
        assert_eq!(tf32, Ok(WgmmaOp::Tf32K32 { n: 128, pending: 1 }));
        let bf16 = WgmmaOp::k_block(ScalarType::BF16, 64, 0, (true, true));
        assert!(matches!(
            bf16,
            Ok(WgmmaOp::Bf16K64 {
                a_m_major: true,
                b_n_major: true,
                ..
            })
        ));
        for majors in [(true, false), (false, true)] {
            let e = WgmmaOp::k_block(ScalarType::F32, 256, 0, majors).unwrap_err();
            assert!(e.contains("tf32 tiles takes both K-major"), "{e}");
        }
        let e = WgmmaOp::k_block(ScalarType::U8, 64, 0, (false, false)).unwrap_err();
        assert!(e.contains("not u8"), "{e}");
    }

    #[test]
    fn fp8_decodes_exactly() {
        use super::Fp8;
        let cases = [
            (Fp8::E4M3, 0x38, 1.0),
            (Fp8::E4M3, 0x7e, 448.0),
            (Fp8::E4M3, 0x01, 2f32.powi(-9)),
            (Fp8::E4M3, 0x08, 2f32.powi(-6)),
            (Fp8::E4M3, 0xb4, -0.75),
            (Fp8::E5M2, 0x3c, 1.0),
            (Fp8::E5M2, 0x7b, 57344.0),
            (Fp8::E5M2, 0x01, 2f32.powi(-16)),
            (Fp8::E5M2, 0xc2, -3.0),
            (Fp8::E5M2, 0x7c, f32::INFINITY),
        ];
        for (f, x, want) in cases {
            assert_eq!(f.decode(x), want, "{f} {x:#04x}");
        }
        assert!(Fp8::E4M3.decode(0xff).is_nan());
        assert!(Fp8::E5M2.decode(0x7d).is_nan());
        assert_eq!(Fp8::E4M3.decode(0x80).to_bits(), (-0.0f32).to_bits());
    }
}

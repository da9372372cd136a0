//! Hand-written RDNA assembly: RDNA4 (gfx1201) per instruction group —
//! GFX12 scalar ALU and memory, SALU floating point, the split barrier,
//! IEEE 754-2019 minimum/maximum, the workgroup ids in trap temporaries,
//! wave64 — and RDNA3 (gfx1100) true16 operands.

use anyhow::ensure;
use gpujit::amdgcn_emu::{EmuDevice, EmuError};
use gpujit::{Device, DeviceExt, Dim3, Image, LaunchConfig, ScalarType};
use gpujit_conformance::Tally;

use super::asm::{expect, inputs};
use super::{assemble_for, assemble_with, image_for};

/// How a kernel of one RDNA processor starts: where the workgroup id is and
/// how the waits are spelled.
pub(super) struct Rdna {
    pub(super) cpu: &'static str,
    /// The workgroup id x: GFX12's ttmp9, or the system SGPR s2.
    pub(super) group_id: &'static str,
    /// Waits for scalar loads and for vector loads.
    wait_k: &'static str,
    wait_load: &'static str,
    /// Descriptor directives for 64 bytes of private memory per lane.
    private: &'static str,
}

pub(super) const GFX1201: Rdna = Rdna {
    cpu: "gfx1201",
    group_id: "ttmp9",
    wait_k: "s_wait_kmcnt 0x0",
    wait_load: "s_wait_loadcnt 0x0",
    private: "  .amdhsa_enable_private_segment 1\n  .amdhsa_private_segment_fixed_size 64\n",
};

pub(super) const GFX1100: Rdna = Rdna {
    cpu: "gfx1100",
    group_id: "s2",
    wait_k: "s_waitcnt lgkmcnt(0)",
    wait_load: "s_waitcnt vmcnt(0)",
    private: "",
};

/// The assembly of a kernel `k(out, in)` (two pointers) for `r.cpu` whose
/// code is `code`: wave32, or wave64 with `wave64`; `lds` bytes of LDS; the
/// kernarg pointer in s[0:1] and (before GFX12) the workgroup id in s2; on
/// GFX12 64 bytes of private memory per lane.
fn kernel_asm(r: &Rdna, code: &str, lds: u32, wave64: bool) -> String {
    let (cpu, wave, private) = (r.cpu, if wave64 { 64 } else { 32 }, r.private);
    let w32 = u32::from(!wave64);
    format!(
        r#".amdgcn_target "amdgcn-amd-amdhsa--{cpu}"
.amdhsa_code_object_version 6
.text
.globl k
.p2align 8
.type k,@function
k:
{code}
.Lk_end:
.size k, .Lk_end-k
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_next_free_vgpr 32
  .amdhsa_next_free_sgpr 64
  .amdhsa_wavefront_size32 {w32}
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_group_segment_fixed_size {lds}
{private}.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.target: amdgcn-amd-amdhsa--{cpu}
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 16
    .kernarg_segment_align: 8
    .group_segment_fixed_size: {lds}
    .private_segment_fixed_size: 0
    .wavefront_size: {wave}
    .sgpr_count: 64
    .vgpr_count: 32
    .max_flat_workgroup_size: 1024
    .args:
      - {{ .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }}
      - {{ .offset: 8, .size: 8, .value_kind: global_buffer, .address_space: global }}
...
.end_amdgpu_metadata
"#
    )
}

/// A kernel `k(out: *u32, in: *u32)` around `body`. On entry to the body:
/// s[4:5] = out, s[6:7] = in, s3 = first global id of the workgroup,
/// v0 = local id, v1 = global id, v2 = 4 * v1, v3 = in[v1]. The body leaves
/// its result in v4 (EXEC as on entry); the epilogue stores it to out[v1].
/// Blocks are `block` threads, a power of two.
fn image(
    r: &Rdna,
    tag: &str,
    body: &str,
    block: u32,
    lds: u32,
    wave64: bool,
) -> anyhow::Result<Image> {
    let shift = block.trailing_zeros();
    let code = format!(
        r#"  s_load_b128 s[4:7], s[0:1], 0x0
  v_and_b32 v0, 0x3ff, v0
  s_lshl_b32 s3, {group}, {shift}
  v_add_nc_u32 v1, s3, v0
  v_lshlrev_b32 v2, 2, v1
  {wait_k}
  global_load_b32 v3, v2, s[6:7]
  {wait_load}
{body}
  global_store_b32 v2, v4, s[4:5]
  s_endpgm"#,
        group = r.group_id,
        wait_k = r.wait_k,
        wait_load = r.wait_load,
    );
    let src = kernel_asm(r, &code, lds, wave64);
    let attrs: &[&str] = if wave64 { &["-mwavefrontsize64"] } else { &[] };
    Ok(image_for(
        r.cpu,
        assemble_with(r.cpu, attrs, tag, &src)?,
        &["k"],
        &["out", "in"],
        ScalarType::U32,
    ))
}

/// Runs an assembled kernel over `input` (one thread per element, blocks of
/// `block`); returns the output and the input buffer afterwards.
pub(super) fn run(
    dev: &EmuDevice,
    r: &Rdna,
    tag: &str,
    body: &str,
    input: &[u32],
    (block, lds, wave64): (u32, u32, bool),
) -> anyhow::Result<(Vec<u32>, Vec<u32>)> {
    let k = dev
        .load(&image(r, tag, body, block, lds, wave64)?)?
        .kernel("k")?;
    let inb = dev.upload(input)?;
    let out = dev.alloc::<u32>(input.len())?;
    let cfg = LaunchConfig {
        grid: Dim3::x(input.len() as u32 / block),
        block: Dim3::x(block),
        shared_bytes: 0,
    };
    dev.launch(&k, &cfg, &[(&out).into(), (&inb).into()])?;
    Ok((dev.download(&out)?, dev.download(&inb)?))
}

/// GFX12 scalar integer operations and scalar loads, one result per lane
/// (v_writelane): carries, 64-bit add/subtract/multiply (SCC kept), signed
/// overflow, byte and halfword loads, a negative immediate offset, a
/// register offset and a buffer load through a resource built from `in`.
const SALU_SMEM: &str = r#"
  v_mov_b32 v4, 0
  s_mov_b32 s8, 0xfffffff0
  s_add_co_u32 s9, s8, 0x20
  s_add_co_ci_u32 s10, 0, 0
  v_writelane_b32 v4, s9, 0
  v_writelane_b32 v4, s10, 1
  s_mov_b32 s12, -1
  s_mov_b32 s13, 1
  s_mov_b32 s14, 1
  s_mov_b32 s15, 0
  s_add_nc_u64 s[16:17], s[12:13], s[14:15]
  v_writelane_b32 v4, s16, 2
  v_writelane_b32 v4, s17, 3
  s_sub_nc_u64 s[16:17], s[14:15], s[12:13]
  v_writelane_b32 v4, s16, 4
  v_writelane_b32 v4, s17, 5
  s_mul_u64 s[16:17], s[12:13], s[12:13]
  v_writelane_b32 v4, s16, 6
  v_writelane_b32 v4, s17, 7
  s_mov_b32 s18, 0x7fffffff
  s_add_co_i32 s19, s18, 1
  s_cselect_b32 s20, 5, 6
  v_writelane_b32 v4, s19, 8
  v_writelane_b32 v4, s20, 9
  s_add_nc_u64 s[16:17], s[14:15], s[14:15]
  s_cselect_b32 s20, 7, 8
  v_writelane_b32 v4, s20, 10
  s_load_u8 s21, s[6:7], 0x1
  s_load_i8 s22, s[6:7], 0x3
  s_load_u16 s23, s[6:7], 0x6
  s_load_i16 s24, s[6:7], 0x6
  s_add_nc_u64 s[26:27], s[6:7], 16
  s_load_b32 s25, s[26:27], -0x8
  s_mov_b32 s28, 12
  s_load_b32 s29, s[6:7], s28 offset:0x4
  s_mov_b32 s32, s6
  s_and_b32 s33, s7, 0xffff
  s_mov_b32 s34, 64
  s_mov_b32 s35, 0
  s_buffer_load_b64 s[36:37], s[32:35], 0x18
  s_wait_kmcnt 0x0
  v_writelane_b32 v4, s21, 11
  v_writelane_b32 v4, s22, 12
  v_writelane_b32 v4, s23, 13
  v_writelane_b32 v4, s24, 14
  v_writelane_b32 v4, s25, 15
  v_writelane_b32 v4, s29, 16
  v_writelane_b32 v4, s36, 17
  v_writelane_b32 v4, s37, 18
"#;

fn salu_smem_ref(i: usize, x: &[u32]) -> u32 {
    let b = |k: usize, byte: usize| (x[k] >> (8 * byte)) & 0xff;
    let w: [u32; 19] = [
        0x10,
        1,
        0,
        2,
        2,
        0xffff_fffe,
        1,
        0xffff_fffc,
        0x8000_0000,
        5,
        7,
        b(0, 1),
        b(0, 3) as u8 as i8 as i32 as u32,
        x[1] >> 16,
        (x[1] >> 16) as u16 as i16 as i32 as u32,
        x[2],
        x[4],
        x[6],
        x[7],
    ];
    w.get(i % 32).copied().unwrap_or(0)
}

/// SALU floating point (GFX11.5+) and the VOP3 transcendentals with a
/// scalar destination.
const SALU_FLOAT: &str = r#"
  v_mov_b32 v4, 0
  s_mov_b32 s8, 0x3fc00000
  s_add_f32 s9, s8, 2.0
  s_mul_f32 s10, s9, s9
  s_fmac_f32 s10, s8, 4.0
  s_cvt_i32_f32 s11, s10
  s_cvt_f32_u32 s12, s11
  s_cmp_lt_f32 s8, s9
  s_cselect_b32 s13, 1, 2
  s_cmp_nge_f32 s8, 0x7fc00000
  s_cselect_b32 s14, 3, 4
  s_max_num_f32 s15, s8, 0x7fc00000
  s_minimum_f32 s16, s8, 0x7fc00000
  s_fmaak_f32 s17, s8, s8, 0x40000000
  s_fmamk_f32 s18, s8, 0x40000000, s8
  s_cvt_pk_rtz_f16_f32 s19, s8, 1.0
  s_cvt_hi_f32_f16 s20, 0x3c000000
  v_s_sqrt_f32 s21, 4.0
  v_s_exp_f32 s22, -s8
  s_mov_b32 s27, 0x4200
  s_cvt_f32_f16 s23, s27
  s_cmp_gt_f16 s27, 0x3c00
  s_cselect_b32 s24, 5, 6
  s_sub_f32 s25, s8, s9
  s_floor_f32 s26, s25
  s_mov_b32 s28, -1
  s_cvt_f16_f32 s28, s9
  v_writelane_b32 v4, s9, 0
  v_writelane_b32 v4, s10, 1
  v_writelane_b32 v4, s11, 2
  v_writelane_b32 v4, s12, 3
  v_writelane_b32 v4, s13, 4
  v_writelane_b32 v4, s14, 5
  v_writelane_b32 v4, s15, 6
  v_writelane_b32 v4, s16, 7
  v_writelane_b32 v4, s17, 8
  v_writelane_b32 v4, s18, 9
  v_writelane_b32 v4, s19, 10
  v_writelane_b32 v4, s20, 11
  v_writelane_b32 v4, s21, 12
  v_writelane_b32 v4, s22, 13
  v_writelane_b32 v4, s23, 14
  v_writelane_b32 v4, s24, 15
  v_writelane_b32 v4, s26, 16
  v_writelane_b32 v4, s28, 17
"#;

fn salu_float_ref(i: usize, _: &[u32]) -> u32 {
    let f = |x: f32| x.to_bits();
    let w: [u32; 18] = [
        f(3.5),
        f(18.25),
        18,
        f(18.0),
        1,
        3,
        f(1.5),
        0x7fc0_0000,
        f(4.25),
        f(4.5),
        0x3c00_3e00,
        f(1.0),
        f(2.0),
        f(2f64.powf(-1.5) as f32),
        f(3.0),
        5,
        f(-2.0),
        // s_cvt_f16_f32 of 3.5: the f16 in the low half, the high half zero.
        0x4300,
    ];
    w.get(i % 32).copied().unwrap_or(0)
}

/// LDS across the eight waves of a 256-thread block, synchronised by the
/// split barrier: each thread writes its input, then reads another wave's.
const SPLIT_BARRIER: &str = r#"
  v_lshlrev_b32 v5, 2, v0
  ds_store_b32 v5, v3
  s_wait_dscnt 0x0
  s_barrier_signal -1
  v_add_nc_u32 v6, 64, v0
  v_and_b32 v6, 0xff, v6
  v_lshlrev_b32 v6, 2, v6
  s_barrier_wait -1
  ds_load_b32 v4, v6
  ds_load_2addr_b32 v[8:9], v5 offset1:1
  s_wait_dscnt 0x0
  v_cmp_gt_u32_e32 vcc_lo, 0xff, v0
  v_cndmask_b32_e32 v9, 0, v9, vcc_lo
  v_xor_b32 v8, v8, v9
  v_xor_b32 v4, v4, v8
"#;

fn split_barrier_ref(i: usize, x: &[u32]) -> u32 {
    let base = i - i % 256;
    let t = i % 256;
    let next = if t < 255 { x[i + 1] } else { 0 };
    x[base + (t + 64) % 256] ^ x[i] ^ next
}

/// GFX12 vector spellings and IEEE 754-2019 minimum/maximum: NaN
/// propagates through v_maximum/v_minimum, not through v_max_num.
const VALU: &str = r#"
  v_and_b32 v5, 0xff, v3
  v_cvt_f32_u32 v5, v5
  v_cmp_gt_u32_e32 vcc_lo, 16, v0
  v_cndmask_b32_e64 v6, v5, 0x7fc00000, vcc_lo
  v_maximum_f32 v7, v6, 1.0
  v_max_num_f32 v8, v6, 1.0
  v_minimum3_f32 v9, v6, -v5, 2.0
  v_add_f32 v7, v7, v8
  v_add_f32 v7, v7, v9
  v_mad_co_u64_u32 v[10:11], null, v3, v3, v[2:3]
  v_xor_b32 v4, v7, v10
  v_xor_b32 v4, v4, v11
"#;

fn valu_ref(i: usize, x: &[u32]) -> u32 {
    let v = x[i];
    let a = (v & 0xff) as f32;
    let lane_nan = i % 256 < 16;
    let s = if lane_nan {
        f32::NAN
    } else {
        a.max(1.0) + a.max(1.0) + (-a).min(2.0)
    };
    let s = if s.is_nan() { 0x7fc0_0000 } else { s.to_bits() };
    let addend = (u64::from(v) << 32) | u64::from(4 * i as u32);
    let m = (u64::from(v) * u64::from(v)).wrapping_add(addend);
    s ^ (m as u32) ^ ((m >> 32) as u32)
}

/// GFX11's mixed-sign byte dot product: `neg_lo` bit i makes source i
/// signed.
const DOT4_MIXED: &str = r#"
  s_mov_b32 s10, 0x9e3779b1
  v_mul_lo_u32 v5, v3, s10
  v_mul_lo_u32 v6, v5, s10
  v_dot4_i32_iu8 v7, v3, v5, v6 neg_lo:[1,1,0]
  v_dot4_i32_iu8 v8, v3, v5, v6 neg_lo:[1,0,0]
  v_dot4_i32_iu8 v9, v3, v5, v6 neg_lo:[0,1,0]
  v_dot4_i32_iu8 v10, v3, v5, v6
  v_alignbit_b32 v4, v7, v7, 27
  v_xor_b32 v4, v4, v8
  v_alignbit_b32 v4, v4, v4, 27
  v_xor_b32 v4, v4, v9
  v_alignbit_b32 v4, v4, v4, 27
  v_xor_b32 v4, v4, v10
"#;

fn dot4_mixed_ref(i: usize, x: &[u32]) -> u32 {
    const K: u32 = 0x9e37_79b1;
    let (a, b) = (x[i], x[i].wrapping_mul(K));
    let c = b.wrapping_mul(K);
    let lane = |w: u32, k: u32, signed: bool| {
        let v = (w >> (8 * k)) as u8;
        if signed {
            i64::from(v as i8)
        } else {
            i64::from(v)
        }
    };
    let dot = |sa: bool, sb: bool| {
        let s: i64 = (0..4).map(|k| lane(a, k, sa) * lane(b, k, sb)).sum();
        (i64::from(c) + s) as u32
    };
    [dot(true, false), dot(false, true), dot(false, false)]
        .iter()
        .fold(dot(true, true), |h, &p| h.rotate_left(5) ^ p)
}

/// GFX12 vector memory: 64-bit addresses with `off` and negative offsets,
/// flat, byte/halfword and d16_hi loads, cache policies, and scratch with
/// an SGPR, a VGPR or no address register.
const VMEM: &str = r#"
  v_or_b32 v9, 1, v1
  v_lshlrev_b32 v9, 2, v9
  v_add_co_u32 v6, vcc_lo, s6, v9
  v_add_co_ci_u32_e64 v7, null, s7, 0, vcc_lo
  global_load_b32 v10, v[6:7], off offset:-4 th:TH_LOAD_NT scope:SCOPE_SYS
  flat_load_b32 v11, v[6:7] offset:-4
  global_load_u8 v12, v9, s[6:7] offset:-3
  global_load_i16 v13, v9, s[6:7] offset:2
  v_mov_b32 v14, v3
  global_load_d16_hi_b16 v14, v9, s[6:7]
  s_wait_loadcnt_dscnt 0x0
  s_mov_b32 s9, 8
  scratch_store_b32 off, v3, s9 offset:4
  v_mov_b32 v16, 20
  scratch_store_b32 v16, v10, off
  scratch_load_b32 v15, off, off offset:12
  scratch_load_b32 v17, v16, off offset:0
  s_wait_loadcnt 0x0
  v_lshl_add_u32 v4, v11, 1, v10
  v_add_nc_u32 v4, v4, v12
  v_xor_b32 v4, v4, v13
  v_add_nc_u32 v4, v4, v14
  v_xor_b32 v4, v4, v15
  v_add_nc_u32 v4, v4, v17
"#;

fn vmem_ref(i: usize, x: &[u32]) -> u32 {
    let (even, odd) = (x[i & !1], x[i | 1]);
    let mut r = even.wrapping_mul(3);
    r = r.wrapping_add((even >> 8) & 0xff);
    r ^= (odd >> 16) as u16 as i16 as i32 as u32;
    r = r.wrapping_add((x[i] & 0xffff) | (odd << 16));
    r ^= x[i];
    r.wrapping_add(even)
}

/// GFX12 global atomics (as the gfx942 case): every thread adds 1 to in[0]
/// and keeps the old value; in[1] gets the maximum and in[2] a
/// compare-and-swap chain.
const GLOBAL_ATOMICS: &str = r#"
  v_mov_b32 v5, 0
  v_mov_b32 v6, 1
  global_atomic_add_u32 v4, v5, v6, s[6:7] th:TH_ATOMIC_RETURN
  v_and_b32 v7, 0xffff, v3
  global_atomic_max_u32 v5, v7, s[6:7] offset:4 scope:SCOPE_DEV
  v_add_nc_u32 v12, 1, v1
  v_mov_b32 v13, v1
  s_mov_b32 s10, exec_lo
.Lretry:
  global_atomic_cmpswap_b32 v11, v5, v[12:13], s[6:7] offset:8 th:TH_ATOMIC_RETURN
  s_wait_loadcnt 0x0
  v_cmp_ne_u32_e32 vcc_lo, v11, v13
  s_and_b32 exec_lo, exec_lo, vcc_lo
  s_cbranch_execnz .Lretry
  s_mov_b32 exec_lo, s10
"#;

/// RDNA4 with the kernel asking for wave64: 64 lanes per wave, EXEC and
/// VCC 64 bits wide.
const WAVE64: &str = r#"
  v_mbcnt_lo_u32_b32 v5, -1, 0
  v_mbcnt_hi_u32_b32 v5, -1, v5
  v_cmp_gt_u32_e64 s[8:9], v5, 40
  s_bcnt1_i32_b64 s10, s[8:9]
  v_lshl_add_u32 v4, v5, 8, s10
"#;

fn wave64_ref(i: usize, _: &[u32]) -> u32 {
    (((i % 64) as u32) << 8) + 23
}

/// True16 operands on gfx1100: halves read and written by VOP1, VOP2 and
/// VOP3 (op_sel) forms, v_mov_b16, v_cndmask_b16, a DPP source half and the
/// 16-bit shift operand of v_alignbit_b32; writes keep the other half.
const TRUE16: &str = r#"
  v_and_b32 v5, 0x3f001f, v3
  v_cvt_f16_u16_e32 v6.l, v5.l
  v_cvt_f16_u16_e32 v6.h, v5.h
  v_mul_f16_e32 v7.h, v6.l, v6.h
  v_add_f16_e64 v7.l, v6.h, v6.l
  v_fma_f16 v8.l, v6.l, v6.h, v7.h
  v_cvt_f32_f16_e32 v9, v7.h
  v_cvt_f32_f16_e64 v10, v7.l
  v_cvt_f32_f16_e32 v11, v8.l
  v_add_f32 v9, v9, v10
  v_add_f32 v9, v9, v11
  v_cvt_u32_f32 v4, v9
  v_mov_b32 v12, v3
  v_mov_b16_e32 v12.l, v5.h
  v_xor_b32 v4, v4, v12
  v_mov_b32 v13, v3
  v_cmp_gt_u16_e32 vcc_lo, v5.l, v5.h
  v_cndmask_b16 v13.h, v5.h, v5.l, vcc_lo
  v_add_nc_u32 v4, v4, v13
  v_mov_b32 v14, v3
  v_mov_b16_dpp v14.h, v3.l quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
  v_xor_b32 v4, v4, v14
  v_alignbit_b32 v15, v3, v12, v5.l
  v_add_nc_u32 v4, v4, v15
"#;

fn true16_ref(i: usize, x: &[u32]) -> u32 {
    let v = x[i];
    let (a, b) = (v & 0x1f, (v >> 16) & 0x3f);
    let mut r = 3 * a * b + a + b;
    let v12 = (v & 0xffff_0000) | b;
    r ^= v12;
    let hi = if a > b { a } else { b };
    r = r.wrapping_add((v & 0xffff) | (hi << 16));
    let partner = x[i ^ 1] & 0xffff;
    r ^= (v & 0xffff) | (partner << 16);
    let align = (((u64::from(v) << 32) | u64::from(v12)) >> (a & 31)) as u32;
    r.wrapping_add(align)
}

/// The workgroup ids GFX12 keeps in ttmp9 (x) and ttmp7 (y, z halves):
/// each workgroup's first thread writes them out.
const GROUP_IDS: &str = r#"
  s_load_b64 s[4:5], s[0:1], 0x0
  v_and_b32 v0, 0x3ff, v0
  v_cmp_eq_u32_e32 vcc_lo, 0, v0
  s_and_saveexec_b32 s8, vcc_lo
  s_and_b32 s9, ttmp7, 0xffff
  s_lshr_b32 s10, ttmp7, 16
  s_mul_i32 s11, s10, 3
  s_add_co_i32 s11, s11, s9
  s_mul_i32 s11, s11, 2
  s_add_co_i32 s11, s11, ttmp9
  s_mul_i32 s11, s11, 12
  v_mov_b32 v1, s11
  v_mov_b32 v2, ttmp9
  v_mov_b32 v3, s9
  v_mov_b32 v4, s10
  s_wait_kmcnt 0x0
  global_store_b96 v1, v[2:4], s[4:5]
  s_endpgm"#;

/// One assembly test: tag, processor, body, reference from (index,
/// inputs), block size, wave64.
type RdnaCase = (
    &'static str,
    &'static Rdna,
    &'static str,
    fn(usize, &[u32]) -> u32,
    u32,
    bool,
);

/// Runs the RDNA assembly tests.
pub(super) fn rdna_tests(t: &mut Tally) {
    let x = inputs(512);
    let cases: [RdnaCase; 8] = [
        ("salu_smem", &GFX1201, SALU_SMEM, salu_smem_ref, 64, false),
        (
            "salu_float",
            &GFX1201,
            SALU_FLOAT,
            salu_float_ref,
            64,
            false,
        ),
        (
            "split_barrier_lds",
            &GFX1201,
            SPLIT_BARRIER,
            split_barrier_ref,
            256,
            false,
        ),
        ("valu_minimum_maximum", &GFX1201, VALU, valu_ref, 256, false),
        ("vmem_offsets_scratch", &GFX1201, VMEM, vmem_ref, 64, false),
        ("wave64", &GFX1201, WAVE64, wave64_ref, 128, true),
        ("true16", &GFX1100, TRUE16, true16_ref, 64, false),
        (
            "dot4_mixed_sign",
            &GFX1100,
            DOT4_MIXED,
            dot4_mixed_ref,
            64,
            false,
        ),
    ];
    for (tag, r, body, reference, block, wave64) in cases {
        let name = format!("amdgcn-emu::isa::{}::{tag}", r.cpu);
        t.run(&name, || {
            let dev = EmuDevice::with_arch(r.cpu)?;
            let (out, _) = run(&dev, r, tag, body, &x, (block, 2048, wave64))?;
            expect(&out, |i| reference(i, &x))
        });
    }
    t.run("amdgcn-emu::isa::gfx1201::global_atomics", || {
        let dev = EmuDevice::with_arch("gfx1201")?;
        let n = 256usize;
        let mut input: Vec<u32> = (0..n as u32).map(|i| i.wrapping_mul(40_503)).collect();
        input[..3].copy_from_slice(&[5, 0, 0]);
        let (out, after) = run(
            &dev,
            &GFX1201,
            "atomics12",
            GLOBAL_ATOMICS,
            &input,
            (64, 0, false),
        )?;
        let mut olds = out.clone();
        olds.sort_unstable();
        ensure!(
            olds == (5..5 + n as u32).collect::<Vec<_>>(),
            "atomic add returned {olds:?}"
        );
        let max = input.iter().map(|v| v & 0xffff).max().unwrap_or(0);
        ensure!(
            after[..3] == [5 + n as u32, max, n as u32],
            "counter, maximum and chain end: {:?}",
            &after[..3]
        );
        Ok(())
    });
    t.run("amdgcn-emu::isa::gfx1201::workgroup_ids_in_ttmp", || {
        let dev = EmuDevice::with_arch("gfx1201")?;
        let src = kernel_asm(&GFX1201, GROUP_IDS, 0, false);
        let image = image_for(
            "gfx1201",
            assemble_for("gfx1201", "group_ids", &src)?,
            &["k"],
            &["out", "in"],
            ScalarType::U32,
        );
        let k = dev.load(&image)?.kernel("k")?;
        let grid = Dim3::new(2, 3, 2);
        let out = dev.alloc::<u32>(3 * 12)?;
        let unused = dev.alloc::<u32>(1)?;
        let cfg = LaunchConfig {
            grid,
            block: Dim3::x(32),
            shared_bytes: 0,
        };
        dev.launch(&k, &cfg, &[(&out).into(), (&unused).into()])?;
        let got = dev.download(&out)?;
        for z in 0..2u32 {
            for y in 0..3u32 {
                for x in 0..2u32 {
                    let g = (((z * 3 + y) * 2 + x) * 3) as usize;
                    ensure!(
                        got[g..g + 3] == [x, y, z],
                        "workgroup ({x}, {y}, {z}) read {:?}",
                        &got[g..g + 3]
                    );
                }
            }
        }
        Ok(())
    });
    t.run("amdgcn-emu::isa::gfx1201::refusals", || {
        let dev = EmuDevice::with_arch("gfx1201")?;
        // A trap temporary other than the workgroup ids, a named barrier and
        // a 16-bit scalar float result stop the launch, naming the reason.
        for (tag, body, why) in [
            (
                "ttmp8",
                "  s_mov_b32 s8, ttmp8\n  v_mov_b32 v4, s8",
                "ttmp8",
            ),
            (
                "named_barrier",
                "  s_barrier_signal 1\n  v_mov_b32 v4, 0",
                "workgroup barrier",
            ),
            (
                "salu_f16",
                "  s_add_f16 s8, s8, s8\n  v_mov_b32 v4, s8",
                "s_add_f16",
            ),
        ] {
            let e = match run(&dev, &GFX1201, tag, body, &x[..64], (64, 0, false)) {
                Ok(_) => anyhow::bail!("`{body}` ran"),
                Err(e) => e,
            };
            match dev.last_error() {
                Some(EmuError::Unimplemented { reason, text, .. }) => ensure!(
                    reason.contains(why) || text.contains(why),
                    "{tag}: {text}: {reason}"
                ),
                other => anyhow::bail!("{tag}: {e:#}; last error {other:?}"),
            }
        }
        Ok(())
    });
}

//! Hand-written gfx942 assembly per instruction group.

use anyhow::ensure;
use gpujit::amdgcn_emu::EmuDevice;
use gpujit::{Device, DeviceExt, Dim3, Image, LaunchConfig, ScalarType};
use gpujit_conformance::Tally;

use super::{assemble, gfx942_image};

/// A gfx942 kernel `k(out: *u32, in: *u32)` around `body`, with `lds` bytes
/// of LDS. On entry to the body: s[4:5] = out, s[6:7] = in, s2 = workgroup
/// id, v0 = local id, v1 = global id, v2 = 4 * v1, v3 = in[v1]. The body
/// leaves its result in v4 (EXEC as on entry); the epilogue stores it to
/// out[v1]. Blocks are `block` threads, a multiple of 64.
fn asm_image(tag: &str, body: &str, block: u32, lds: u32) -> anyhow::Result<Image> {
    let src = kernel_asm(&asm_body_for(body, block), "", 32, 40, lds);
    Ok(gfx942_image(
        assemble(tag, &src)?,
        &["k"],
        &["out", "in"],
        ScalarType::U32,
    ))
}

/// [`asm_image`]'s code around `body` for blocks of 64.
pub(super) fn asm_body(body: &str) -> String {
    asm_body_for(body, 64)
}

fn asm_body_for(body: &str, block: u32) -> String {
    let shift = block.trailing_zeros();
    format!(
        r#"  s_load_dwordx4 s[4:7], s[0:1], 0x0
  v_and_b32 v0, 0x3ff, v0
  s_lshl_b32 s3, s2, {shift}
  v_add_u32 v1, s3, v0
  v_lshlrev_b32 v2, 2, v1
  s_waitcnt lgkmcnt(0)
  global_load_dword v3, v2, s[6:7]
  s_waitcnt vmcnt(0)
{body}
  global_store_dword v2, v4, s[4:5]
  s_endpgm"#
    )
}

/// The assembly of a gfx942 kernel `k(out, in)` (two pointers) whose code is
/// `code`, with `vgprs` VGPRs, `sgprs` SGPRs, `lds` bytes of LDS and the
/// kernarg pointer and workgroup id in user and system SGPRs; `directives`
/// adds to the kernel descriptor.
pub(super) fn kernel_asm(code: &str, directives: &str, vgprs: u32, sgprs: u32, lds: u32) -> String {
    format!(
        r#".amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
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
{directives}  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_next_free_vgpr {vgprs}
  .amdhsa_next_free_sgpr {sgprs}
  .amdhsa_accum_offset {vgprs}
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_group_segment_fixed_size {lds}
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx942
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 16
    .kernarg_segment_align: 8
    .group_segment_fixed_size: {lds}
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: {sgprs}
    .vgpr_count: {vgprs}
    .max_flat_workgroup_size: 1024
    .args:
      - {{ .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }}
      - {{ .offset: 8, .size: 8, .value_kind: global_buffer, .address_space: global }}
...
.end_amdgpu_metadata
"#
    )
}

/// The code of a kernel whose first kernel argument (the output pointer, two
/// dwords) is preloaded into user SGPRs s[2:3] after the kernarg pointer,
/// with the workgroup id in s4: out[64 * wg + id] = 1000 * wg + id.
const PRELOAD_CODE: &str = "  v_and_b32 v0, 0x3ff, v0
  s_lshl_b32 s5, s4, 6
  v_add_u32 v1, s5, v0
  v_lshlrev_b32 v1, 2, v1
  s_mul_i32 s6, s4, 1000
  v_add_u32 v2, s6, v0
  global_store_dword v1, v2, s[2:3]
  s_endpgm";

/// The kernel descriptor directives that preload the first kernel argument.
const PRELOAD_DIRECTIVES: &str = "  .amdhsa_user_sgpr_kernarg_preload_length 2
  .amdhsa_user_sgpr_kernarg_preload_offset 0
";

pub(super) fn preload_test(t: &mut Tally, dev: &EmuDevice) {
    t.run("amdgcn-emu::isa::kernarg_preload", || {
        let image = gfx942_image(
            assemble(
                "preload",
                &kernel_asm(PRELOAD_CODE, PRELOAD_DIRECTIVES, 8, 16, 0),
            )?,
            &["k"],
            &["out", "in"],
            ScalarType::U32,
        );
        let k = dev.load(&image)?.kernel("k")?;
        let out = dev.alloc::<u32>(192)?;
        let unused = dev.alloc::<u32>(1)?;
        let cfg = LaunchConfig {
            grid: Dim3::x(3),
            block: Dim3::x(64),
            shared_bytes: 0,
        };
        dev.launch(&k, &cfg, &[(&out).into(), (&unused).into()])?;
        expect(&dev.download(&out)?, |i| {
            1000 * (i / 64) as u32 + (i % 64) as u32
        })
    });
}

/// Runs an assembled kernel over `input` (one thread per element, blocks of
/// `block`); returns the output and the input buffer afterwards.
pub(super) fn run_asm(
    dev: &EmuDevice,
    tag: &str,
    body: &str,
    input: &[u32],
    block: u32,
    lds: u32,
) -> anyhow::Result<(Vec<u32>, Vec<u32>)> {
    let k = dev.load(&asm_image(tag, body, block, lds)?)?.kernel("k")?;
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

pub(super) fn inputs(n: usize) -> Vec<u32> {
    (0..n as u32)
        .map(|i| i.wrapping_mul(2_654_435_761) ^ (i << 3))
        .collect()
}

pub(super) fn expect(got: &[u32], want: impl Fn(usize) -> u32) -> anyhow::Result<()> {
    for (i, g) in got.iter().enumerate() {
        let w = want(i);
        ensure!(*g == w, "element {i}: got {g:#x}, want {w:#x}");
    }
    Ok(())
}

/// One assembly test: tag, body, reference from (index, inputs).
type Case = (&'static str, &'static str, fn(usize, &[u32]) -> u32);

const SALU: &str = r#"
  v_mov_b32 v4, 0
  s_mov_b32 s8, 0xfffffff0
  s_add_u32 s9, s8, 0x20
  s_addc_u32 s10, 0, 0
  v_writelane_b32 v4, s9, 0
  v_writelane_b32 v4, s10, 1
  s_mov_b32 s11, 0xabcd1234
  s_bfe_u32 s11, s11, 0x80004
  v_writelane_b32 v4, s11, 2
  s_ff1_i32_b32 s12, 0x100
  v_writelane_b32 v4, s12, 3
  s_cmp_lt_i32 s8, 0
  s_cselect_b32 s13, 7, 9
  v_writelane_b32 v4, s13, 4
  s_bcnt1_i32_b64 s14, -1
  v_writelane_b32 v4, s14, 5
  s_lshl_b64 s[16:17], 1, 40
  v_writelane_b32 v4, s17, 6
  s_mul_hi_u32 s18, 0x80000000, 6
  v_writelane_b32 v4, s18, 7
  s_sub_u32 s19, 3, 5
  s_subb_u32 s20, 10, 0
  v_writelane_b32 v4, s19, 8
  v_writelane_b32 v4, s20, 9
  s_ashr_i32 s21, s8, 2
  v_writelane_b32 v4, s21, 10
  s_movk_i32 s22, 0xfff0
  v_writelane_b32 v4, s22, 11
  s_cmpk_eq_i32 s22, 0xfff0
  s_cselect_b32 s23, 1, 2
  v_writelane_b32 v4, s23, 12
  s_min_i32 s24, s8, 5
  v_writelane_b32 v4, s24, 13
  s_brev_b32 s25, 1
  v_writelane_b32 v4, s25, 14
  s_andn2_b64 s[26:27], -1, 0xff
  v_writelane_b32 v4, s26, 15
  s_flbit_i32_b32 s28, 0x00010000
  v_writelane_b32 v4, s28, 16
  s_sext_i32_i8 s29, 0x80
  v_writelane_b32 v4, s29, 17
  s_lshl2_add_u32 s30, 5, 1
  v_writelane_b32 v4, s30, 18
  s_mov_b32 s31, 0
  s_cmp_eq_u32 s31, 0
  s_cbranch_scc0 .Lskip
  s_mov_b32 s31, 42
.Lskip:
  v_writelane_b32 v4, s31, 19
"#;

fn salu_ref(i: usize, _: &[u32]) -> u32 {
    const W: [u32; 20] = [
        0x10,
        1,
        0x23,
        8,
        7,
        64,
        0x100,
        3,
        0xffff_fffe,
        9,
        0xffff_fffc,
        0xffff_fff0,
        1,
        0xffff_fff0,
        0x8000_0000,
        0xffff_ff00,
        15,
        0xffff_ff80,
        21,
        42,
    ];
    if i % 64 < W.len() { W[i % 64] } else { 0 }
}

const CASES: &[Case] = &[
    (
        "bit_tests_and_sdwa_select",
        r#"
  s_mov_b32 s10, 0x80000005
  s_bitcmp1_b32 s10, 31
  s_cselect_b32 s11, 1, 0
  s_bitcmp0_b32 s10, 1
  s_cselect_b32 s12, 2, 0
  s_mov_b64 s[14:15], 1
  s_lshl_b64 s[14:15], s[14:15], 40
  s_bitcmp1_b64 s[14:15], 40
  s_cselect_b32 s13, 4, 0
  s_bitcmp1_b64 s[14:15], 8
  s_cselect_b32 s16, 8, 0
  s_addc_u32 s17, 0, lit(0xffffffff)
  s_cselect_b32 s18, 16, 0
  s_or_b32 s11, s11, s12
  s_or_b32 s11, s11, s13
  s_or_b32 s11, s11, s16
  s_or_b32 s11, s11, s18
  v_and_b32 v7, 1, v0
  v_cmp_eq_u32 vcc, 1, v7
  v_mov_b32 v5, 0x11
  v_mov_b32 v6, 0x22
  v_mov_b32 v4, -1
  v_cndmask_b32_sdwa v4, v5, v6, vcc dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
  v_or_b32 v4, s11, v4
"#,
        // SCC after s_addc_u32 0 + 0xffffffff + SCC(0 from the last bit test) is
        // the carry out: none.
        |i, _| 7 | (if i % 2 == 1 { 0x22 } else { 0x11 }) << 24,
    ),
    (
        "valu_int",
        r#"
  v_mul_lo_u32 v4, v3, v3
  v_xad_u32 v4, v4, v3, 7
  v_bfe_i32 v5, v3, 3, 9
  v_add3_u32 v4, v4, v5, v0
  s_mov_b32 s10, 0x12345
  v_mul_hi_u32 v6, v3, s10
  v_alignbit_b32 v7, v3, v6, 5
  v_xor_b32 v4, v4, v7
  v_mad_u64_u32 v[8:9], s[8:9], v3, v3, v[6:7]
  v_sub_co_u32 v10, vcc, v8, v9
  v_subb_co_u32 v11, vcc, 0, 0, vcc
  v_lshl_or_b32 v4, v11, 31, v4
  v_add_u32 v4, v4, v10
"#,
        |i, x| {
            let v = x[i];
            let local = (i % 256) as u32;
            let t = (v.wrapping_mul(v) ^ v).wrapping_add(7);
            let b = (((v >> 3) & 0x1ff) << 23) as i32 >> 23;
            let t = t.wrapping_add(b as u32).wrapping_add(local);
            let hi = ((u64::from(v) * 0x12345) >> 32) as u32;
            let al = (((u64::from(v) << 32) | u64::from(hi)) >> 5) as u32;
            let t = t ^ al;
            let m =
                (u64::from(v) * u64::from(v)).wrapping_add((u64::from(al) << 32) | u64::from(hi));
            let (lo, hi2) = (m as u32, (m >> 32) as u32);
            let borrow = u32::from(hi2 > lo);
            (t | (borrow << 31)).wrapping_add(lo.wrapping_sub(hi2))
        },
    ),
    (
        "valu_f32",
        r#"
  v_and_b32 v3, 0x3fffffff, v3
  v_fma_f32 v4, v3, 0.5, 1.0
  v_mul_f32 v4, v4, v3
  v_max_f32 v4, v4, -v3
  v_sub_f32 v5, 1.0, |v3|
  v_min_f32 v4, v4, v5 mul:2
  v_cvt_i32_f32 v6, v3
  v_cvt_f32_i32 v6, v6
  v_add_f32 v4, v4, v6
"#,
        |i, x| {
            let v = f32::from_bits(x[i] & 0x3fff_ffff);
            let t = v.mul_add(0.5, 1.0) * v;
            let t = t.max(-v);
            let t5 = 1.0 - v.abs();
            let t = t.min(t5) * 2.0;
            (t + (v as i32) as f32).to_bits()
        },
    ),
    (
        "valu_f64_and_transcendental",
        r#"
  v_and_b32 v3, 0x3fffffff, v3
  v_cvt_f64_f32 v[6:7], v3
  v_fma_f64 v[6:7], v[6:7], v[6:7], 1.0
  v_rcp_f64 v[8:9], v[6:7]
  v_mul_f64 v[6:7], v[6:7], v[8:9]
  v_cvt_f32_f64 v4, v[6:7]
  v_sqrt_f32 v5, v3
  v_add_f32 v4, v4, v5
"#,
        |i, x| {
            let v = f32::from_bits(x[i] & 0x3fff_ffff);
            let d = f64::from(v).mul_add(f64::from(v), 1.0);
            let d = d * (1.0 / d);
            ((d as f32) + v.sqrt()).to_bits()
        },
    ),
    (
        "vopc_cndmask_exec",
        r#"
  v_and_b32 v3, 0xff, v3
  v_cmp_gt_u32 vcc, 100, v3
  v_cndmask_b32 v4, 1, 2, vcc
  s_and_saveexec_b64 s[8:9], vcc
  s_cbranch_execz .Lnone
  v_add_u32 v4, 10, v4
  v_cmpx_eq_u32 s[10:11], 0, v0
  v_mov_b32 v4, 1000
.Lnone:
  s_or_b64 exec, exec, s[8:9]
  s_movk_i32 s14, 0x60
  v_cmp_class_f32 s[12:13], v3, s14
  v_cndmask_b32_e64 v5, 0, 1, s[12:13]
  v_add_u32 v4, v4, v5
"#,
        |i, x| {
            let v = x[i] & 0xff;
            let mut r = if v < 100 { 12 } else { 1 };
            if v < 100 && i % 256 == 0 {
                r = 1000;
            }
            // Class 0x60: -0 or +0.
            r + u32::from(v == 0)
        },
    ),
    (
        "vop3p_pk_mov_op_sel",
        r#"
  v_mov_b32 v6, v3
  v_add_u32 v7, 1, v3
  v_mov_b32 v8, v0
  v_mov_b32 v9, 5
  v_pk_mov_b32 v[10:11], v[6:7], v[8:9] op_sel:[1,0]
  v_xor_b32 v4, v10, v11
"#,
        |i, x| x[i].wrapping_add(1) ^ (i % 256) as u32,
    ),
    (
        "sdwa_selects",
        r#"
  v_add_u32_sdwa v4, v3, v3 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:WORD_0
  v_mov_b32 v5, v3
  v_sub_u32_sdwa v5, v3, v3 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3 src1_sel:BYTE_2
  v_xor_b32 v4, v4, v5
"#,
        |i, x| {
            let v = x[i];
            let a = (((v >> 8) & 0xff).wrapping_add(v & 0xffff) & 0xffff) << 16;
            let b = (v & !0xff) | ((v >> 24).wrapping_sub((v >> 16) & 0xff) & 0xff);
            a ^ b
        },
    ),
    (
        "f16_op_sel_packed",
        r#"
  v_and_b32 v5, 0xff, v3
  v_cvt_f32_u32 v5, v5
  v_cvt_f16_f32 v6, v5
  v_add_f16 v7, v6, v6
  v_pack_b32_f16 v8, v7, v6
  v_pk_add_f16 v9, v8, v8
  v_cvt_f32_f16 v10, v9
  v_cvt_f32_f16_sdwa v11, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
  v_add_f32 v4, v10, v11
"#,
        |i, x| (6.0 * (x[i] & 0xff) as f32).to_bits(),
    ),
    (
        "dpp_row_shr_bound_ctrl",
        "  v_mov_b32_dpp v4, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1",
        |i, x| if i % 16 == 0 { 0 } else { x[i - 1] },
    ),
    (
        "dpp_row_shl_no_bound_ctrl",
        "  v_mov_b32 v4, 7\n  v_mov_b32_dpp v4, v3 row_shl:3 row_mask:0xf bank_mask:0xf",
        |i, x| if i % 16 >= 13 { 7 } else { x[i + 3] },
    ),
    (
        "dpp_row_bcast15_masks",
        "  v_mov_b32 v4, v3\n  v_add_u32_dpp v4, v3, v4 row_bcast:15 row_mask:0xa bank_mask:0xf",
        |i, x| {
            let row = (i % 64) / 16;
            if row % 2 == 1 {
                x[i - (i % 16) - 1].wrapping_add(x[i])
            } else {
                x[i]
            }
        },
    ),
    (
        "dpp_row_bcast31",
        "  v_mov_b32 v4, v3\n  v_mov_b32_dpp v4, v3 row_bcast:31 row_mask:0xc bank_mask:0xf",
        |i, x| {
            if i % 64 >= 32 {
                x[i - i % 64 + 31]
            } else {
                x[i]
            }
        },
    ),
    (
        "dpp_quad_perm_mirror_ror",
        r#"
  v_mov_b32_dpp v5, v3 quad_perm:[3,0,2,1] row_mask:0xf bank_mask:0xf
  v_mov_b32_dpp v6, v3 row_mirror row_mask:0xf bank_mask:0xf
  v_mov_b32_dpp v7, v3 row_ror:5 row_mask:0xf bank_mask:0xf
  v_mov_b32_dpp v8, v3 row_half_mirror row_mask:0xf bank_mask:0xf
  v_xor_b32 v4, v5, v6
  v_add_u32 v4, v4, v7
  v_xor_b32 v4, v4, v8
"#,
        |i, x| {
            let base = i - i % 16;
            let j = i % 16;
            let q = [3, 0, 2, 1][i % 4];
            let a = x[i - i % 4 + q];
            let b = x[base + 15 - j];
            let c = x[base + (j + 16 - 5) % 16];
            let d = x[base + (j & 8) + (7 - (j & 7))];
            ((a ^ b).wrapping_add(c)) ^ d
        },
    ),
    (
        "dpp_wave_shr_rol",
        r#"
  v_mov_b32 v5, 9
  v_mov_b32_dpp v5, v3 wave_shr:1 row_mask:0xf bank_mask:0xf
  v_mov_b32_dpp v6, v3 wave_rol:1 row_mask:0xf bank_mask:0xf
  v_add_u32 v4, v5, v6
"#,
        |i, x| {
            let base = i - i % 64;
            let l = i % 64;
            let a = if l == 0 { 9 } else { x[i - 1] };
            a.wrapping_add(x[base + (l + 1) % 64])
        },
    ),
    (
        "ds_swizzle_bpermute_permute",
        r#"
  ds_swizzle_b32 v5, v3 offset:swizzle(SWAP,16)
  ds_swizzle_b32 v6, v3 offset:swizzle(QUAD_PERM,1,2,3,0)
  v_add_u32 v7, 5, v0
  v_and_b32 v7, 63, v7
  v_lshlrev_b32 v7, 2, v7
  ds_bpermute_b32 v8, v7, v3
  ds_permute_b32 v9, v7, v3
  s_waitcnt lgkmcnt(0)
  v_xor_b32 v4, v5, v6
  v_add_u32 v4, v4, v8
  v_xor_b32 v4, v4, v9
"#,
        |i, x| {
            let base = i - i % 64;
            let l = i % 64;
            let a = x[base + (l ^ 16)];
            let b = x[i - i % 4 + (i % 4 + 1) % 4];
            let c = x[base + (l + 5) % 64];
            let d = x[base + (l + 64 - 5) % 64];
            (a ^ b).wrapping_add(c) ^ d
        },
    ),
    (
        "lds_barrier_across_waves",
        r#"
  v_lshlrev_b32 v5, 2, v0
  ds_write_b32 v5, v3
  s_waitcnt lgkmcnt(0)
  s_barrier
  v_add_u32 v6, 64, v0
  v_and_b32 v6, 0xff, v6
  v_lshlrev_b32 v6, 2, v6
  ds_read_b32 v4, v6
  ds_read2_b32 v[8:9], v5 offset1:1
  s_waitcnt lgkmcnt(0)
  v_cmp_gt_u32 vcc, 0xff, v0
  v_cndmask_b32 v9, 0, v9, vcc
  v_xor_b32 v8, v8, v9
  v_xor_b32 v4, v4, v8
"#,
        |i, x| {
            let base = i - i % 256;
            let t = i % 256;
            let next = if t < 255 { x[i + 1] } else { 0 };
            x[base + (t + 64) % 256] ^ x[i] ^ next
        },
    ),
    (
        "lds_atomics",
        r#"
  v_cmp_gt_u32 vcc, 16, v0
  s_and_saveexec_b64 s[8:9], vcc
  v_lshlrev_b32 v5, 2, v0
  v_mov_b32 v6, 0
  ds_write_b32 v5, v6
  s_or_b64 exec, exec, s[8:9]
  s_waitcnt lgkmcnt(0)
  s_barrier
  v_and_b32 v5, 7, v0
  v_lshlrev_b32 v5, 2, v5
  v_and_b32 v7, 0xffff, v3
  ds_add_u32 v5, v7
  ds_max_rtn_u32 v8, v5, v7 offset:32
  s_waitcnt lgkmcnt(0)
  s_barrier
  ds_read_b32 v4, v5
  ds_read_b32 v9, v5 offset:32
  s_waitcnt lgkmcnt(0)
  v_add_u32 v4, v4, v9
"#,
        |i, x| {
            let base = i - i % 256;
            let slot = i % 8;
            let mut sum = 0u32;
            let mut max = 0u32;
            for t in (slot..256).step_by(8) {
                let v = x[base + t] & 0xffff;
                sum = sum.wrapping_add(v);
                max = max.max(v);
            }
            sum.wrapping_add(max)
        },
    ),
];

/// Global atomics: every thread adds 1 to in[0] and keeps the old value;
/// in[1] gets the maximum and in[2] a compare-and-swap chain.
const GLOBAL_ATOMICS: &str = r#"
  v_mov_b32 v5, 0
  v_mov_b32 v6, 1
  global_atomic_add v4, v5, v6, s[6:7] sc0
  v_and_b32 v7, 0xffff, v3
  global_atomic_umax v5, v7, s[6:7] offset:4
  v_add_u32 v12, 1, v1
  v_mov_b32 v13, v1
  s_mov_b64 s[10:11], exec
.Lretry:
  global_atomic_cmpswap v11, v5, v[12:13], s[6:7] offset:8 sc0
  s_waitcnt vmcnt(0)
  v_cmp_ne_u32 vcc, v11, v13
  s_and_b64 exec, exec, vcc
  s_cbranch_execnz .Lretry
  s_mov_b64 exec, s[10:11]
"#;

pub(super) fn asm_tests(t: &mut Tally, dev: &EmuDevice) {
    let x = inputs(512);
    t.run("amdgcn-emu::isa::salu", || {
        let (out, _) = run_asm(dev, "salu", SALU, &x, 64, 0)?;
        expect(&out, |i| salu_ref(i, &x))
    });
    for (tag, body, reference) in CASES {
        t.run(&format!("amdgcn-emu::isa::{tag}"), || {
            let (out, _) = run_asm(dev, tag, body, &x, 256, 2048)?;
            expect(&out, |i| reference(i, &x))
        });
    }
    t.run("amdgcn-emu::isa::global_atomics", || {
        // The cmpswap chain: thread v1 waits until in[2] == v1, then stores
        // v1 + 1; serialised by lane order within a wave and across waves.
        let n = 256usize;
        let mut input = vec![0u32; n];
        input[0] = 5;
        input[1] = 0;
        input[2] = 0;
        for (i, v) in input.iter_mut().enumerate().skip(3) {
            *v = (i as u32).wrapping_mul(40_503);
        }
        let (out, after) = run_asm(dev, "global_atomics", GLOBAL_ATOMICS, &input, 64, 0)?;
        let mut olds = out.clone();
        olds.sort_unstable();
        ensure!(
            olds == (5..5 + n as u32).collect::<Vec<_>>(),
            "atomic add returned {olds:?}"
        );
        ensure!(after[0] == 5 + n as u32, "counter {}", after[0]);
        let max = input.iter().map(|v| v & 0xffff).max().unwrap_or(0);
        ensure!(after[1] == max, "umax {} != {max}", after[1]);
        ensure!(after[2] == n as u32, "cmpswap chain ended at {}", after[2]);
        Ok(())
    });
}

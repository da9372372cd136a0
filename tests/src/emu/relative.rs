//! M0-relative VGPR addressing, lane by lane against the ISA's definitions
//! written out here: RDNA's `v_movrels_b32`, `v_movreld_b32`,
//! `v_movrelsd_b32` and `v_movrelsd_2_b32` (VOP1 and VOP3 forms, under a
//! partial EXEC, with M0 wrapping and with bits outside `movrelsd_2`'s
//! fields) on gfx1100 and gfx1201, and gfx942's VGPR index mode
//! (`s_set_gpr_idx_on/off/mode/idx` around `v_mov_b32`, `v_mov_b64`,
//! `v_add_u32`, `v_add3_u32`); an index past the kernel's VGPRs faults,
//! naming the instruction.

use anyhow::{bail, ensure};
use gpujit::DeviceError;
use gpujit::amdgcn_emu::{EmuDevice, EmuError};
use gpujit_conformance::Tally;

use super::asm::{expect, inputs, run_asm};
use super::family::{mix, mix_asm};
use super::rdna::{GFX1100, GFX1201, Rdna, run};

/// v8..v15 = x + 0x100 * (k + 1): the array the moves index.
fn array_asm(add: &str) -> String {
    (0..8)
        .map(|k| format!("  {add} v{}, 0x{:x}, v3\n", 8 + k, 0x100 * (k + 1)))
        .collect()
}

fn array(x: u32) -> [u32; 32] {
    let mut v = [0u32; 32];
    for k in 0..8 {
        v[8 + k] = x.wrapping_add(0x100 * (k as u32 + 1));
    }
    v
}

/// The RDNA moves in blocks of 64 (two wave32 waves); `group` names the
/// workgroup id's register. v3 = x, v1 = the global id, s3 = the first
/// global id of the workgroup.
fn rdna_body(group: &str) -> String {
    format!(
        r#"{}
  s_mov_b32 m0, 5
  v_movrels_b32 v16, v8
  s_mov_b32 m0, 2
  s_mov_b32 s20, exec_lo
  s_mov_b32 exec_lo, 0x55555555
  v_movreld_b32 v8, v1
  s_mov_b32 exec_lo, s20
  s_mov_b32 m0, 3
  v_movrelsd_b32 v9, v8
  s_mov_b32 m0, 0xfc06fc01
  v_movrelsd_2_b32 v8, v9
  s_mov_b32 m0, 7
  v_movrels_b32_e64 v17, v8
  s_and_b32 m0, {group}, 7
  v_movrels_b32 v18, v8
  s_mov_b32 m0, 11
  v_movreld_b32_e64 v8, 0x1234
  s_mov_b32 m0, 12
  v_movreld_b32 v8, s3
  s_mov_b32 m0, -2
  v_movrels_b32 v21, v10
"#,
        array_asm("v_add_nc_u32")
    )
}

const RDNA_REGS: [u32; 14] = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21];

fn rdna_ref(i: usize, x: &[u32]) -> u32 {
    let mut v = array(x[i]);
    let g = i / 64;
    v[16] = v[13];
    if i.is_multiple_of(2) {
        v[10] = i as u32;
    }
    v[12] = v[11];
    v[14] = v[10];
    v[17] = v[15];
    v[18] = v[8 + (g & 7)];
    v[19] = 0x1234;
    v[20] = 64 * g as u32;
    v[21] = v[8];
    mix(&RDNA_REGS.map(|r| v[r as usize]))
}

/// gfx942's index mode in blocks of 64; s2 = the workgroup id.
fn gfx942_body() -> String {
    format!(
        r#"{}
  s_mov_b32 m0, 0xabcdef77
  s_mov_b32 s10, 0x105
  s_set_gpr_idx_on s10, gpr_idx(SRC0)
  v_mov_b32 v16, v8
  v_mov_b32 v17, s10
  s_set_gpr_idx_off
  v_mov_b32 v18, m0
  s_mov_b32 s11, 2
  s_mov_b64 s[20:21], exec
  s_mov_b32 exec_lo, 0x55555555
  s_mov_b32 exec_hi, 0x55555555
  s_set_gpr_idx_on s11, gpr_idx(DST)
  v_mov_b32 v8, v1
  s_set_gpr_idx_off
  s_mov_b64 exec, s[20:21]
  s_set_gpr_idx_on s11, gpr_idx(SRC0,DST)
  v_mov_b32 v9, v8
  s_set_gpr_idx_mode gpr_idx(SRC1)
  s_mov_b32 s12, 3
  s_set_gpr_idx_idx s12
  v_add_u32 v19, v1, v8
  s_set_gpr_idx_mode gpr_idx(SRC2)
  s_mov_b32 s12, 4
  s_set_gpr_idx_idx s12
  v_add3_u32 v20, v8, v9, v10
  s_set_gpr_idx_off
  s_and_b32 s13, s2, 7
  s_set_gpr_idx_on s13, gpr_idx(SRC0)
  v_mov_b32 v21, v8
  s_set_gpr_idx_off
  v_mov_b32 v22, v8
  s_mov_b32 s14, 2
  s_set_gpr_idx_on s14, gpr_idx(SRC0)
  v_mov_b64 v[24:25], v[8:9]
  s_set_gpr_idx_off
"#,
        array_asm("v_add_u32")
    )
}

const GFX942_REGS: [u32; 17] = [
    8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 25,
];

fn gfx942_ref(i: usize, x: &[u32]) -> u32 {
    let mut v = array(x[i]);
    let g = i / 64;
    v[16] = v[13];
    v[17] = 0x105;
    // M0[7:0] and M0[15:12] set, the other bits kept.
    v[18] = 0xabcd_1f05;
    if i.is_multiple_of(2) {
        v[10] = i as u32;
    }
    v[11] = v[10];
    v[19] = (i as u32).wrapping_add(v[11]);
    v[20] = v[8].wrapping_add(v[9]).wrapping_add(v[14]);
    v[21] = v[8 + (g & 7)];
    v[22] = v[8];
    v[24] = v[10];
    v[25] = v[11];
    mix(&GFX942_REGS.map(|r| v[r as usize]))
}

/// Checks that `e` (from a launch of kernel `k` on `dev`) is a fault of the
/// instruction starting with `text` at VGPR number `reg`.
fn relative_fault(dev: &EmuDevice, e: anyhow::Error, text: &str, reg: u64) -> anyhow::Result<()> {
    ensure!(
        matches!(
            e.downcast_ref::<DeviceError>(),
            Some(DeviceError::KernelFault { .. })
        ),
        "not a kernel fault: {e:#}"
    );
    match dev.last_error() {
        Some(EmuError::Fault {
            kernel,
            address,
            detail,
            ..
        }) => ensure!(
            kernel == "k"
                && address == reg
                && detail.contains(&format!("(`{text}"))
                && detail.contains("past the kernel's 32 VGPRs"),
            "{kernel}: {address:#x}: {detail}"
        ),
        other => bail!("last error: {other:?}"),
    }
    Ok(())
}

/// Runs the relative-addressing tests: gfx942 on `dev`, RDNA on their own
/// devices.
pub(super) fn relative_tests(t: &mut Tally, dev: &EmuDevice) {
    let x = inputs(512);
    t.run("amdgcn-emu::isa::gpr_idx_mode", || {
        let body = format!("{}{}", gfx942_body(), mix_asm(&GFX942_REGS));
        let (out, _) = run_asm(dev, "gpr_idx", &body, &x, 64, 0)?;
        expect(&out, |i| gfx942_ref(i, &x))
    });
    for r in [&GFX1100, &GFX1201] {
        t.run(&format!("amdgcn-emu::isa::{}::movrel", r.cpu), || {
            let dev = EmuDevice::with_arch(r.cpu)?;
            let body = format!("{}{}", rdna_body(r.group_id), mix_asm(&RDNA_REGS));
            let (out, _) = run(&dev, r, "movrel", &body, &x, (64, 0, false))?;
            expect(&out, |i| rdna_ref(i, &x))
        });
    }
    t.run("amdgcn-emu::errors::relative_index_out_of_range", || {
        // gfx942: v8 + 200 in index mode; the device stays usable.
        let body = "  s_mov_b32 s10, 200
  s_set_gpr_idx_on s10, gpr_idx(DST)
  v_mov_b32 v8, v1
  s_set_gpr_idx_off
  v_mov_b32 v4, 0";
        let e = match run_asm(dev, "gpr_idx_fault", body, &x, 64, 0) {
            Ok(_) => bail!("v8 + 200 was written"),
            Err(e) => e,
        };
        relative_fault(dev, e, "v_mov_b32", 208)?;
        let (out, _) = run_asm(
            dev,
            "after_gpr_idx_fault",
            "  v_add_u32 v4, 1, v3",
            &x,
            64,
            0,
        )?;
        expect(&out, |i| x[i].wrapping_add(1))?;
        // RDNA: past the 32 VGPRs, and a negative M0 past v0.
        let rdna = |r: &Rdna, m0: &str, reg: u64| -> anyhow::Result<()> {
            let dev = EmuDevice::with_arch(r.cpu)?;
            let body = format!("  s_mov_b32 m0, {m0}\n  v_movrels_b32 v4, v8");
            let e = match run(&dev, r, "movrel_fault", &body, &x, (64, 0, false)) {
                Ok(_) => bail!("v8 + {m0} was read"),
                Err(e) => e,
            };
            relative_fault(&dev, e, "v_movrels_b32", reg)
        };
        rdna(&GFX1100, "24", 32)?;
        rdna(&GFX1201, "-9", u64::from(u32::MAX))
    });
}

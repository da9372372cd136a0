//! Code objects' code as the emulator runs it: LLVM's text of each
//! instruction parsed, its semantics looked up, its operands checked and
//! fixed up (VOPD pairs split, implicit operands added, SOPK immediates
//! extended), and branch targets and register file sizes resolved.

use crate::EmuError;
use crate::decode::{Operand, Src, parse, sreg};
use crate::disasm::disassemble;
use crate::exec::{Enc, Inst, Program};
use crate::ops::{GprIdx, Op, Rel, Ty, lookup, simm16};

/// Decodes a code section for processor `cpu`; `wave64` on an RDNA
/// processor (gfx10 and later) decodes wave64 code, whose instructions name
/// 64-bit lane masks where wave32 code names 32-bit ones.
pub fn decode_program(
    cpu: &str,
    wave64: bool,
    code: &[u8],
    base: u64,
) -> std::result::Result<Program, EmuError> {
    let rdna = cpu.starts_with("gfx1");
    let features = if rdna && wave64 {
        "+wavefrontsize64"
    } else {
        ""
    };
    let raw = disassemble(cpu, features, code, base)
        .ok_or_else(|| EmuError::Unsupported(format!("LLVM has no disassembler for {cpu}")))?;
    let mut prog = Program {
        architected_ids: cpu.starts_with("gfx12"),
        ..Program::default()
    };
    for (i, r) in raw.iter().enumerate() {
        prog.index.insert(r.pc, i);
        let off = (r.pc - base) as usize;
        let word = |k: usize| {
            code.get(off + 4 * k..off + 4 * k + 4)
                .map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        };
        let words = [
            word(0),
            if r.len >= 8 { word(1) } else { 0 },
            if r.len >= 12 { word(2) } else { 0 },
        ];
        let mut inst = decode(r.pc, r.len, words, r.text.as_deref(), prog.architected_ids);
        inst.keep_hi16 = rdna;
        if let Op::Dual(pair) = &mut inst.op {
            for half in pair.iter_mut() {
                half.keep_hi16 = rdna;
            }
        }
        prog.insts.push(inst);
    }
    // Branch targets, register file sizes.
    for i in 0..prog.insts.len() {
        if let Op::Branch { .. } = prog.insts[i].op {
            let inst = &prog.insts[i];
            let imm = match inst.ops.first().map(|o| o.src) {
                Some(Src::Int(v)) => v,
                Some(Src::Lit(v)) => v as i64,
                _ => 0,
            };
            let rel = i64::from(imm as u16 as i16);
            let t = (inst.pc as i64 + 4 + rel * 4) as u64;
            prog.insts[i].target = prog.index.get(&t).copied();
        }
        for o in &prog.insts[i].ops {
            match o.src {
                Src::V(r) => prog.vgprs = prog.vgprs.max(usize::from(r) + usize::from(o.width)),
                Src::A(r) => prog.agprs = prog.agprs.max(usize::from(r) + usize::from(o.width)),
                _ => {}
            }
        }
    }
    // Slack past the highest register printed, so that no operand form the
    // text spells narrower than the access can reach past the file.
    prog.vgprs += 16;
    prog.agprs += 16;
    Ok(prog)
}

/// Whether the emulator runs the instruction LLVM prints as `text`, encoded
/// in `len` bytes whose first dwords are `words`: `Err` with the reason
/// where it does not. `architected_ids`: GFX12 (workgroup ids in trap
/// temporaries).
pub fn verdict(text: &str, words: [u32; 3], len: u32, architected_ids: bool) -> Result<(), String> {
    let inst = decode(0, len, words, Some(text), architected_ids);
    if inst.problem.is_empty() {
        Ok(())
    } else {
        Err(inst.problem)
    }
}

/// The instruction at `pc` that LLVM prints as `text` (`None`: it does not
/// decode), encoded in `len` bytes whose first dwords are `words`;
/// [`Op::Unimplemented`] with its `problem` where the emulator cannot run it.
fn decode(pc: u64, len: u32, words: [u32; 3], text: Option<&str>, architected_ids: bool) -> Inst {
    let mut inst = match text {
        Some(t) if t.contains(" :: ") => decode_dual(pc, len, words, t),
        t => decode_one(pc, len, words, t),
    };
    if inst.problem.is_empty()
        && let Some(why) = trap_temporaries(&inst, architected_ids)
    {
        inst.problem = why;
        inst.op = Op::Unimplemented;
    }
    inst
}

/// The first instruction of `prog` that the emulator cannot run, as the
/// error a launch reaching it would give: `functions` are the code object's
/// functions as (name, address, size); the instructions inside them are
/// checked (all of them where there are none), and the error names the
/// function holding the instruction.
pub fn first_unimplemented(prog: &Program, functions: &[(String, u64, u64)]) -> Option<EmuError> {
    let holder = |pc: u64| {
        functions
            .iter()
            .find(|(_, start, size)| (*start..start.saturating_add(*size)).contains(&pc))
    };
    prog.insts.iter().find_map(|inst| {
        if !matches!(inst.op, Op::Unimplemented) {
            return None;
        }
        let kernel = match holder(inst.pc) {
            Some((name, _, _)) => name.clone(),
            None if functions.is_empty() => "<code object>".to_string(),
            None => return None,
        };
        Some(EmuError::Unimplemented {
            kernel,
            pc: inst.pc,
            text: inst.text.clone(),
            reason: inst.problem.clone(),
        })
    })
}

/// Why `inst` cannot run if it names a trap temporary: only GFX12's
/// workgroup ids in ttmp7 and ttmp9 are modelled, and ttmp2 as a plain
/// register for `s_mov_b32` (LLVM's trap sequence keeps `m0` there).
fn trap_temporaries(inst: &Inst, architected_ids: bool) -> Option<String> {
    let ttmp = sreg::TTMP..sreg::TTMP + 16;
    let saved_m0 = inst.text.starts_with("s_mov_b32 ");
    let bad = inst.ops.iter().find_map(|o| match o.src {
        Src::S(r) if ttmp.contains(&r) => {
            let n = r - sreg::TTMP;
            let ok = (architected_ids && o.width == 1 && (n == 7 || n == 9))
                || (saved_m0 && o.width == 1 && n == 2);
            (!ok).then_some(n)
        }
        _ => None,
    })?;
    Some(format!(
        "trap temporary ttmp{bad} is not modelled{}",
        if architected_ids {
            " (only the workgroup ids in ttmp7 and ttmp9 are)"
        } else {
            ""
        }
    ))
}

/// Decodes one instruction from LLVM's text (`None`: undecodable bytes).
fn decode_one(pc: u64, len: u32, words: [u32; 3], text: Option<&str>) -> Inst {
    let mut inst = Inst {
        pc,
        len,
        text: text.map_or_else(
            || format!("<undecodable {:#010x}>", words[0]),
            str::to_string,
        ),
        op: Op::Unimplemented,
        ops: Vec::new(),
        mods: Default::default(),
        enc: Enc::Plain,
        words,
        dpp: 0,
        dpp8: false,
        target: None,
        problem: String::new(),
        keep_hi16: false,
    };
    match text.and_then(parse) {
        None => {
            inst.problem = "the bytes do not decode to an instruction the emulator parses".into()
        }
        Some(p) => {
            inst.enc = match p.suffix.as_str() {
                "e32" => Enc::E32,
                "e64" => Enc::E64,
                "dpp" => Enc::Dpp,
                "sdwa" => Enc::Sdwa,
                _ => Enc::Plain,
            };
            if inst.enc == Enc::Dpp {
                // DPP after a 32-bit VOP1/VOP2/VOPC word, or after 64-bit VOP3;
                // the src0 field says DPP16 (0xfa) or DPP8 (0xe9, 0xea).
                let vop3 = len >= 12;
                let src0 = if vop3 {
                    words[1] & 0x1ff
                } else {
                    words[0] & 0x1ff
                };
                inst.dpp = if vop3 { words[2] } else { words[1] };
                inst.dpp8 = matches!(src0, 0xe9 | 0xea);
                if vop3 && !inst.dpp8 && src0 != 0xfa {
                    inst.problem = "unrecognised DPP encoding".into();
                }
            }
            inst.ops = p.ops;
            inst.mods = p.mods;
            // LLVM prints the destination's op_sel bit last, after one bit
            // per source (`op_sel:[s0,s1,dst]`); it is bit 3 here.
            let n = inst.mods.op_sel_len;
            if (2..4).contains(&n) && usize::from(n) == inst.ops.len() {
                let dst = inst.mods.op_sel >> (n - 1) & 1;
                inst.mods.op_sel = (inst.mods.op_sel & !(1 << (n - 1))) | (dst << 3);
            }
            let mut name = crate::ops::canonical(&p.name);
            // GFX11+'s mixed-sign byte dot product: `neg_lo` bit i makes
            // source i signed (it negates nothing).
            if name == "v_dot4_i32_iu8" {
                let sign = |b: u8| {
                    if inst.mods.neg_lo >> b & 1 == 1 {
                        "i"
                    } else {
                        "u"
                    }
                };
                name = format!("v_dot4_i32_{}{}8", sign(0), sign(1));
                inst.mods.neg_lo = 0;
            }
            match lookup(&name) {
                None => inst.problem = format!("`{}` is not implemented", p.name),
                Some(op) => {
                    inst.op = op;
                    fixup(&mut inst, &name);
                }
            }
        }
    }
    if !inst.problem.is_empty() {
        inst.op = Op::Unimplemented;
    }
    inst
}

/// Decodes a VOPD pair, `v_dual_x ... :: v_dual_y ...`.
fn decode_dual(pc: u64, len: u32, words: [u32; 3], text: &str) -> Inst {
    let halves: Vec<Inst> = text
        .split(" :: ")
        .map(|h| {
            let h = h.trim().replacen("v_dual_", "v_", 1);
            let mut inst = decode_one(pc, len, words, Some(&h));
            // v_dual_cndmask_b32 reads VCC_LO implicitly.
            if h.starts_with("v_cndmask_b32") && inst.ops.len() == 3 {
                inst.ops.push(Operand {
                    src: Src::S(sreg::VCC),
                    width: 1,
                    neg: false,
                    abs: false,
                    sext: false,
                    half: None,
                });
                inst.problem.clear();
                inst.op = Op::Cndmask { half: false };
            }
            inst
        })
        .collect();
    let mut inst = decode_one(pc, len, words, None);
    inst.text = text.to_string();
    match <[Inst; 2]>::try_from(halves) {
        Ok(pair) => {
            if let Some(bad) = pair.iter().find(|h| !h.problem.is_empty()) {
                inst.problem = format!("`{}`: {}", bad.text, bad.problem);
            } else {
                inst.ops = pair.iter().flat_map(|h| h.ops.iter().copied()).collect();
                inst.op = Op::Dual(Box::new(pair));
                inst.problem.clear();
            }
        }
        Err(_) => inst.problem = "a VOPD pair must have two halves".into(),
    }
    inst
}

/// Operand fix-ups and checks after the mnemonic is known.
fn fixup(inst: &mut Inst, name: &str) {
    let sopk_signed = matches!(
        name,
        "s_movk_i32" | "s_cmovk_i32" | "s_addk_i32" | "s_mulk_i32"
    ) || (name.starts_with("s_cmpk_") && name.ends_with("_i32"));
    if let Some(k) = inst.ops.get_mut(1)
        && (sopk_signed || name.starts_with("s_cmpk_"))
    {
        let v = match k.src {
            Src::Int(v) => v as u64,
            Src::Lit(v) => v,
            _ => 0,
        };
        k.src = Src::Int(if sopk_signed {
            simm16(v) as i64
        } else {
            (v & 0xffff) as i64
        });
    }
    if name.starts_with("s_cmov_") || name.starts_with("s_bitset") {
        let d = inst.ops[0];
        inst.ops.push(d);
    }
    if matches!(
        name,
        "v_fmac_f32"
            | "v_mac_f32"
            | "v_fmac_f64"
            | "v_fmac_f16"
            | "s_fmac_f32"
            | "s_fmac_f16"
            | "v_dot4c_i32_i8"
            | "v_dot2c_i32_i16"
    ) && let Some(&d) = inst.ops.first()
    {
        {
            inst.ops.push(Operand {
                neg: false,
                abs: false,
                sext: false,
                ..d
            });
        }
    }
    // The barrier id: -1 is the workgroup barrier (`s_barrier_wait` prints
    // its 16-bit immediate, 0xffff).
    let barrier_id = match inst.ops.first().map(|o| o.src) {
        Some(Src::Int(v)) => simm16(v as u64) as i64,
        Some(Src::Lit(v)) => simm16(v) as i64,
        _ => 0,
    };
    if matches!(name, "s_barrier_signal" | "s_barrier_wait") && barrier_id != -1 {
        inst.problem = "only the workgroup barrier (-1) is modelled".into();
        return;
    }
    if matches!(
        inst.op,
        Op::S { .. } | Op::SK { .. } | Op::SCmp { .. } | Op::SaveExec { .. }
    ) && inst.ops.iter().any(|o| o.neg || o.abs)
    {
        inst.problem = "neg/abs on a scalar integer operand is not modelled".into();
        return;
    }
    if matches!(inst.op, Op::TrigPreop) && inst.ops.get(2).is_some_and(|o| o.neg || o.abs) {
        inst.problem = "neg/abs on the segment operand is not modelled".into();
        return;
    }
    if matches!(inst.op, Op::SFloat { .. }) && (inst.mods.clamp || inst.mods.omod.is_some()) {
        inst.problem = "clamp/omod on a scalar result is not modelled".into();
        return;
    }
    // LLVM's trap sequence where no trap handler is installed goes on after
    // `s_trap 2` by asking the queue's doorbell, raising an interrupt on it
    // and halting the wave: it stops the queue, as the trap already has here.
    if (name == "s_sendmsg_rtn_b32" && inst.text.contains("MSG_RTN_GET_DOORBELL"))
        || (name == "s_sendmsg" && inst.text.contains("MSG_INTERRUPT"))
    {
        inst.op = Op::Trap;
        inst.problem.clear();
        return;
    }
    if name == "s_sendmsg" && !inst.text.contains("MSG_DEALLOC_VGPRS") {
        inst.problem = "only sendmsg(MSG_DEALLOC_VGPRS) is modelled".into();
        return;
    }
    if name == "s_setreg_imm32_b32" && !keeps_denormals(&inst.text) {
        inst.problem = "only writes that keep denormals on (MODE bits 4-7 all set) are modelled; \
                        rounding and denormal flushing are not"
            .into();
        return;
    }
    if let Some(u) = inst.mods.unknown.first() {
        inst.problem = format!("modifier `{u}` is not modelled");
        return;
    }
    if let Op::MovRel(rel) = inst.op {
        let vgpr = |o: Option<&Operand>| o.is_some_and(|o| matches!(o.src, Src::V(_)));
        let m = &inst.mods;
        inst.problem = if matches!(inst.enc, Enc::Dpp | Enc::Sdwa) {
            "the DPP and SDWA forms of the M0-relative moves are not modelled".into()
        } else if m.clamp
            || m.omod.is_some()
            || m.op_sel != 0
            || inst.ops.iter().any(|o| o.neg || o.abs)
        {
            "modifiers on an M0-relative move are not modelled".into()
        } else if !vgpr(inst.ops.first()) || (rel != Rel::Dst && !vgpr(inst.ops.get(1))) {
            "an M0-relative move's relative operands must be VGPRs".into()
        } else if inst.ops.len() < 2 {
            "expected 2 operands".into()
        } else {
            String::new()
        };
        return;
    }
    if let Op::V { oty, .. } = &inst.op
        && inst.mods.clamp
        && !oty.is_float()
        && let Some(op) = crate::ops::clamped(name)
    {
        inst.op = op;
        inst.mods.clamp = false;
    }
    if let Op::Pk16 { float: false, .. } = inst.op {
        if inst.mods.neg_lo != 0 || inst.mods.neg_hi != 0 {
            inst.problem = "neg_lo/neg_hi on packed integer sources is not modelled".into();
            return;
        }
        if inst.mods.clamp {
            match crate::ops::pk_clamped(name) {
                Some(op) => {
                    inst.op = op;
                    inst.mods.clamp = false;
                }
                None => {
                    inst.problem = "clamp on this packed integer result is not modelled".into();
                    return;
                }
            }
        }
    }
    let need = match &inst.op {
        Op::V { w, ity, oty, .. } => {
            if inst.mods.clamp && !oty.is_float() {
                inst.problem = "clamp on an integer result is not modelled".into();
                return;
            }
            if inst.enc == Enc::Dpp && w.contains(&2) {
                inst.problem = "DPP on 64-bit operands is not modelled".into();
                return;
            }
            if inst
                .ops
                .iter()
                .skip(1)
                .any(|o| (o.neg || o.abs) && !ity.is_float())
            {
                inst.problem = "neg/abs on an integer source is not modelled".into();
                return;
            }
            1 + w[1..].iter().take_while(|&&x| x > 0).count()
        }
        Op::VCarry { cin, .. } => 4 + usize::from(*cin),
        Op::VCmp { .. } | Op::VClass { .. } => 2,
        Op::Cndmask { .. } => 4,
        Op::ReadLane | Op::WriteLane => 3,
        Op::ReadFirstLane => 2,
        Op::DivScale { .. } => 5,
        Op::DivFmas { .. } => 4,
        Op::Mad64 { .. } => 5,
        Op::TrigPreop => 3,
        Op::PkF32 { n, .. } | Op::Pk16 { n, .. } => 1 + usize::from(*n),
        Op::FmaMix { .. } => 4,
        Op::PkMov => 3,
        Op::Swap => 2,
        Op::GprIdx(GprIdx::On | GprIdx::Idx) => 1,
        Op::S { n, .. } | Op::SFloat { n, .. } => 1 + usize::from(*n),
        Op::SK { .. } | Op::SCmp { .. } | Op::SaveExec { .. } | Op::SwapPc => 2,
        Op::Branch { .. } | Op::GetPc | Op::SetPc | Op::MemTime => 1,
        Op::SLoad { .. } => 3,
        Op::Load { .. } | Op::Store { .. } | Op::Atomic { .. } => 2,
        Op::DsRead { .. } | Op::DsWrite { .. } | Op::DsRead2 { .. } | Op::DsAtomic { .. } => 2,
        Op::DsWrite2 { .. } | Op::DsBpermute | Op::DsPermute => 3,
        Op::DsSwizzle => 2,
        _ => 0,
    };
    if inst.ops.len() < need {
        inst.problem = format!(
            "expected at least {need} operands, found {}",
            inst.ops.len()
        );
        return;
    }
    // SDWA compares (GFX9 VOPC): the sources are selected as for any SDWA
    // source; the result is a lane mask, so there is no dst_sel.
    let sdwa_other = inst.enc == Enc::Sdwa
        && matches!(
            inst.op,
            Op::Cndmask { half: false }
                | Op::VCmp { w: 1, .. }
                | Op::VClass {
                    ty: Ty::F32 | Ty::F16,
                    ..
                }
        );
    if matches!(inst.enc, Enc::Dpp | Enc::Sdwa) && !matches!(inst.op, Op::V { .. }) && !sdwa_other {
        inst.problem = "DPP/SDWA form is modelled for lane-wise VALU operations, SDWA compares \
                        and SDWA v_cndmask_b32 only"
            .into();
        return;
    }
    for o in &inst.ops {
        if let Src::S(r) = o.src
            && usize::from(r) + usize::from(o.width) > sreg::COUNT
        {
            inst.problem = format!("scalar register {r} out of range");
            return;
        }
    }
    if let Op::Load {
        seg: crate::ops::Seg::Global,
        ..
    }
    | Op::Store {
        seg: crate::ops::Seg::Global,
        ..
    } = inst.op
    {
        // Global instructions end with saddr or `off`.
        if !matches!(inst.ops.last().map(|o| o.src), Some(Src::S(_) | Src::Off)) {
            inst.problem = "global instruction without a saddr/off operand".into();
        }
    }
}

/// Whether `s_setreg_imm32_b32 hwreg(HW_REG_MODE, off, size), value` (GFX12:
/// `HW_REG_WAVE_MODE`) only
/// sets denormal-mode bits (4-7) to "keep denormals".
fn keeps_denormals(text: &str) -> bool {
    let Some(inner) = text
        .split_once("hwreg(")
        .and_then(|(_, r)| r.split_once(')'))
    else {
        return false;
    };
    let (fields, value) = inner;
    let f: Vec<&str> = fields.split(',').map(str::trim).collect();
    let value = value.trim_start_matches(',').trim();
    let (Some(&("HW_REG_MODE" | "HW_REG_WAVE_MODE")), Some(off), Some(size), Some(v)) = (
        f.first(),
        f.get(1).and_then(|x| crate::decode::parse_int(x)),
        f.get(2).and_then(|x| crate::decode::parse_int(x)),
        crate::decode::parse_int(value),
    ) else {
        return false;
    };
    off >= 4 && off + size <= 8 && size > 0 && v == (1 << size) - 1
}

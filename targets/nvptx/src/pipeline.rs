//! Async copies (`cp.async`, sm_80+) and Hopper's warpgroup matrix
//! operation (`wgmma.mma_async`, sm_90a) on NVIDIA.

use gpujit_ir::inkwell::values::{BasicMetadataValueEnum, BasicValueEnum};
use gpujit_ir::lower::LowerCx;
use gpujit_ir::mma::WgmmaOp;
use gpujit_ir::{Intrinsic, IrError};

fn err(e: impl std::fmt::Display) -> IrError {
    IrError::Llvm(e.to_string())
}

/// NVIDIA's body of an async-copy or warpgroup intrinsic on `sm_<sm>`
/// (`arch_specific`: the `a` variant, `sm_90a`).
pub fn lower<'ctx>(
    sm: u32,
    arch_specific: bool,
    op: Intrinsic,
    cx: &LowerCx<'_, 'ctx>,
) -> Result<Option<BasicValueEnum<'ctx>>, IrError> {
    let void = cx.ctx.void_type();
    let i32t = cx.ctx.i32_type();
    let p1 = cx
        .ctx
        .ptr_type(gpujit_ir::inkwell::AddressSpace::from(1u16));
    let p3 = cx
        .ctx
        .ptr_type(gpujit_ir::inkwell::AddressSpace::from(3u16));
    match op {
        Intrinsic::AsyncCopy16 if sm >= 80 => {
            cx.call(
                "llvm.nvvm.cp.async.cg.shared.global.16",
                void.fn_type(&[p3.into(), p1.into()], false),
                &[cx.param(0)?.into(), cx.param(1)?.into()],
            )?;
            Ok(None)
        }
        Intrinsic::AsyncCopy16 => {
            gpujit_ir::lower::copy16(cx)?;
            Ok(None)
        }
        Intrinsic::AsyncCommit if sm >= 80 => {
            cx.call(
                "llvm.nvvm.cp.async.commit.group",
                void.fn_type(&[], false),
                &[],
            )?;
            Ok(None)
        }
        Intrinsic::AsyncWait(n) if sm >= 80 => {
            cx.call(
                "llvm.nvvm.cp.async.wait.group",
                void.fn_type(&[i32t.into()], false),
                &[i32t.const_int(u64::from(n), false).into()],
            )?;
            Ok(None)
        }
        Intrinsic::AsyncCommit | Intrinsic::AsyncWait(_) => Ok(None),
        Intrinsic::Wgmma(w) if sm != 90 || !arch_specific => Err(IrError::MmaUnsupported {
            target: format!("nvptx sm_{sm}{}", if arch_specific { "a" } else { "" }),
            kind: format!("{} (NVIDIA sm_90a only)", w.describe()),
            supported: Vec::new(),
        }),
        Intrinsic::Wgmma(WgmmaOp::FenceProxyAsync) => {
            cx.call(
                "llvm.nvvm.fence.proxy.async.shared_cta",
                void.fn_type(&[], false),
                &[],
            )?;
            Ok(None)
        }
        Intrinsic::Wgmma(
            w @ (WgmmaOp::BarrierInit
            | WgmmaOp::BarrierInitFence
            | WgmmaOp::BarrierExpect
            | WgmmaOp::BarrierArrive
            | WgmmaOp::BarrierWait
            | WgmmaOp::TensorLoad3d),
        ) => {
            barrier_or_copy(cx, w)?;
            Ok(None)
        }
        Intrinsic::Wgmma(WgmmaOp::Bf16K64 {
            n,
            pending,
            a_m_major,
            b_n_major,
        }) => Ok(Some(wgmma_k64(
            cx,
            ("bf16", a_m_major, b_n_major),
            n,
            pending,
        )?)),
        Intrinsic::Wgmma(WgmmaOp::F16K64 {
            n,
            pending,
            a_m_major,
            b_n_major,
        }) => Ok(Some(wgmma_k64(
            cx,
            ("f16", a_m_major, b_n_major),
            n,
            pending,
        )?)),
        Intrinsic::Wgmma(WgmmaOp::Tf32K32 { n, pending }) => {
            Ok(Some(wgmma_k64(cx, ("tf32", false, false), n, pending)?))
        }
        Intrinsic::Wgmma(WgmmaOp::Fp8K128 { n, pending, a, b }) => {
            let ty = format!("{a}.{b}");
            Ok(Some(wgmma_k64(cx, (&ty, false, false), n, pending)?))
        }
        Intrinsic::Wgmma(WgmmaOp::Wait { n }) => Ok(Some(wgmma_wait(cx, n)?)),
        other => Err(IrError::UnknownIntrinsic(other.name())),
    }
}

/// The inline PTX of an async barrier operation or a tensor copy, on the
/// intrinsic's parameters in order, clobbering memory so that no access to
/// shared memory moves across it.
fn barrier_or_copy<'ctx>(cx: &LowerCx<'_, 'ctx>, op: WgmmaOp) -> Result<(), IrError> {
    let (asm, constraints, operands) = match op {
        WgmmaOp::BarrierInit => ("mbarrier.init.shared::cta.b64 [$0], $1;", "r,r", 2),
        WgmmaOp::BarrierInitFence => ("fence.mbarrier_init.release.cluster;", "", 0),
        WgmmaOp::BarrierExpect => (
            "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;",
            "r,r",
            2,
        ),
        WgmmaOp::BarrierArrive => ("mbarrier.arrive.shared::cta.b64 _, [$0];", "r", 1),
        // Labels inside braces are local to them, so that the statement may
        // appear many times in a kernel.
        WgmmaOp::BarrierWait => (
            "{\n.reg .pred p;\nwait:\nmbarrier.try_wait.parity.shared::cta.b64 p, [$0], $1;\n@!p bra wait;\n}",
            "r,r",
            2,
        ),
        WgmmaOp::TensorLoad3d => (
            "cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5];",
            "r,l,r,r,r,r",
            6,
        ),
        other => return Err(IrError::UnknownIntrinsic(Intrinsic::Wgmma(other).name())),
    };
    let args = (0..operands)
        .map(|i| cx.param(i).map(BasicMetadataValueEnum::from))
        .collect::<Result<Vec<_>, IrError>>()?;
    let params: Vec<_> = args
        .iter()
        .map(|a| match a {
            BasicMetadataValueEnum::IntValue(v) => Ok(v.get_type().into()),
            _ => Err(err(format!(
                "{}: an operand is not an integer",
                op.describe()
            ))),
        })
        .collect::<Result<Vec<_>, IrError>>()?;
    let clobber = if constraints.is_empty() {
        "~{memory}".to_string()
    } else {
        format!("{constraints},~{{memory}}")
    };
    let fty = cx.ctx.void_type().fn_type(&params, false);
    let asm = cx
        .ctx
        .create_inline_asm(fty, asm.to_string(), clobber, true, false, None, false);
    cx.builder
        .build_indirect_call(fty, asm, &args, "")
        .map_err(err)?;
    Ok(())
}

/// An inline-PTX statement whose first `regs` operands are `f32` outputs
/// tied to the last `regs` inputs (the accumulators), the other inputs in
/// between.
fn asm_with_accumulators<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    asm: String,
    middle: &[(BasicMetadataValueEnum<'ctx>, &str)],
    acc: gpujit_ir::inkwell::values::VectorValue<'ctx>,
) -> Result<BasicValueEnum<'ctx>, IrError> {
    let b = cx.builder;
    let (i32t, f32t) = (cx.ctx.i32_type(), cx.ctx.f32_type());
    let regs = acc.get_type().get_size();
    let mut args: Vec<BasicMetadataValueEnum<'ctx>> = middle.iter().map(|(v, _)| *v).collect();
    for i in 0..regs {
        let x = b
            .build_extract_element(acc, i32t.const_int(u64::from(i), false), "")
            .map_err(err)?;
        args.push(x.into());
    }
    let mut constraints: Vec<String> = (0..regs).map(|_| "=f".to_string()).collect();
    constraints.extend(middle.iter().map(|(_, c)| c.to_string()));
    constraints.extend((0..regs).map(|i| i.to_string()));
    let ret = cx.ctx.struct_type(&vec![f32t.into(); regs as usize], false);
    let params: Vec<_> = args
        .iter()
        .map(|a| match a {
            BasicMetadataValueEnum::IntValue(v) => v.get_type().into(),
            _ => f32t.into(),
        })
        .collect();
    let fty = ret.fn_type(&params, false);
    let asm = cx
        .ctx
        .create_inline_asm(fty, asm, constraints.join(","), true, false, None, false);
    let call = b
        .build_indirect_call(fty, asm, &args, "wgmma")
        .map_err(err)?;
    let out = call
        .try_as_basic_value()
        .basic()
        .ok_or_else(|| err("wgmma returned nothing"))?
        .into_struct_value();
    let mut v = acc.get_type().get_undef();
    for i in 0..regs {
        let x = b.build_extract_value(out, i, "").map_err(err)?;
        v = b
            .build_insert_element(v, x, i32t.const_int(u64::from(i), false), "")
            .map_err(err)?;
    }
    Ok(v.into())
}

/// `wgmma.wait_group 0` with the accumulators passed through it.
fn wgmma_wait<'ctx>(cx: &LowerCx<'_, 'ctx>, _n: u32) -> Result<BasicValueEnum<'ctx>, IrError> {
    let acc = cx.param(0)?.into_vector_value();
    asm_with_accumulators(cx, "wgmma.wait_group.sync.aligned 0;".into(), &[], acc)
}

/// Four `wgmma.mma_async.m64n{n}k16` steps over a 64-deep `k` block, the
/// descriptors advanced per step by 32 bytes (two 16-byte units) along a
/// K-major tile's swizzled lines, or by two groups of eight rows (2048
/// bytes) down an M-major `A` or an N-major `B`, fenced before, committed and waited for
/// (down to `pending` groups) after, in one inline-PTX statement so that no
/// register move can come between the asynchronous operation and its wait.
/// `ty`: the tiles' type (`bf16`, `f16`; or `tf32`: `f32` tiles, 32
/// depths a block, `m64n{n}k8` steps of the same 32 bytes, which take no
/// transposition operands; or the 8-bit formats of `A` and `B`, `e4m3.e5m2`
/// and so on: 128 depths a block, `m64n{n}k32` steps, no transposition); `a_m_major`: `A` is M-major (`imm-trans-a` 1);
/// `b_n_major`: `B` is N-major (`imm-trans-b` 1).
fn wgmma_k64<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    (ty, a_m_major, b_n_major): (&str, bool, bool),
    n: u32,
    pending: u8,
) -> Result<BasicValueEnum<'ctx>, IrError> {
    let b = cx.builder;
    let (i64t, i32t) = (cx.ctx.i64_type(), cx.ctx.i32_type());
    let regs = n / 2;
    let (da, db) = (cx.param(0)?.into_int_value(), cx.param(1)?.into_int_value());
    let acc = cx.param(2)?.into_vector_value();
    let flag = b
        .build_int_z_extend(cx.param(3)?.into_int_value(), i32t, "")
        .map_err(err)?;
    let mut middle: Vec<(BasicMetadataValueEnum<'ctx>, &str)> = Vec::new();
    let step = |mn_major: bool| if mn_major { 2048 / 16 } else { 2 };
    for (desc, unit) in [(da, step(a_m_major)), (db, step(b_n_major))] {
        for step in 0..4u64 {
            let d = b
                .build_int_add(desc, i64t.const_int(unit * step, false), "")
                .map_err(err)?;
            middle.push((d.into(), "l"));
        }
    }
    middle.push((flag.into(), "r"));
    // Operands: $0..$regs-1 the accumulators (outputs, tied to the inputs at
    // the end), then descriptors A0..A3, B0..B3, the accumulate flag.
    let d_list = (0..regs)
        .map(|i| format!("${i}"))
        .collect::<Vec<_>>()
        .join(", ");
    let (a0, b0, f) = (regs, regs + 4, regs + 8);
    let mut asm =
        format!("{{\n.reg .pred p;\nsetp.ne.b32 p, ${f}, 0;\nwgmma.fence.sync.aligned;\n");
    let (depth, trans) = match ty {
        "tf32" => (8, String::new()),
        "bf16" | "f16" => (
            16,
            format!(", {}, {}", u8::from(a_m_major), u8::from(b_n_major)),
        ),
        _ => (32, String::new()),
    };
    // The instruction names both types: `bf16.bf16`, or `e4m3.e5m2` as given.
    let types = if ty.contains('.') {
        ty.to_string()
    } else {
        format!("{ty}.{ty}")
    };
    for step in 0..4 {
        let scale = if step == 0 { "p" } else { "1" };
        asm.push_str(&format!(
            "wgmma.mma_async.sync.aligned.m64n{n}k{depth}.f32.{types} {{{d_list}}}, ${}, ${}, {scale}, 1, 1{trans};\n",
            a0 + step,
            b0 + step,
        ));
    }
    asm.push_str(&format!(
        "wgmma.commit_group.sync.aligned;\nwgmma.wait_group.sync.aligned {pending};\n}}"
    ));
    asm_with_accumulators(cx, asm, &middle, acc)
}

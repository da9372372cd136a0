//! The translator at the IR level: what it builds, what it shares, what it
//! refuses and why. (What the lifted code computes is checked by the
//! conformance suite, which runs every row on every device.)

use crate::{IrError, PortableModule};

/// A kernel making the given calls, with the given declarations.
fn kernel(body: &str, decls: &str) -> String {
    format!(
        "target triple = \"nvptx64-nvidia-cuda\"\n\
         define ptx_kernel void @k(ptr addrspace(1) %p, i32 %a, i32 %b, i1 %c, float %f, double %d, i64 %l, ptr addrspace(3) %s) {{\n\
         {body}\n  ret void\n}}\n{decls}"
    )
}

fn lift(text: &str) -> Result<String, IrError> {
    PortableModule::from_ir("t.ll", text.as_bytes())?.to_text()
}

fn refusal(body: &str) -> String {
    match lift(&kernel(body, "")) {
        Ok(ir) => panic!("lifted:\n{ir}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn identical_calls_share_one_helper_and_immediates_tell_them_apart() {
    let body = r#"
  %x = call i32 asm "add.u32 $0, $1, $2;", "=r,r,r"(i32 %a, i32 %b)
  %y = call i32 asm "add.u32 $0, $1, $2;", "=r,r,r"(i32 %b, i32 %a)
  %u = call i32 asm "lop3.b32 $0, $1, $2, $2, $3;", "=r,r,r,n"(i32 %a, i32 %b, i32 232)
  %v = call i32 asm "lop3.b32 $0, $1, $2, $2, $3;", "=r,r,r,n"(i32 %a, i32 %b, i32 150)
  %z = add i32 %x, %y
  %w = add i32 %u, %v
  %q = add i32 %z, %w
  store i32 %q, ptr addrspace(1) %p"#;
    let ir = lift(&kernel(body, "")).unwrap();
    let helpers = ir.matches("define internal i32 @gpujit.asm.").count();
    assert_eq!(helpers, 3, "{ir}");
    assert!(!ir.contains(" asm "), "{ir}");
}

#[test]
fn a_guarded_load_branches_and_keeps_the_old_value() {
    let body = r#"
  %v = call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %p, i1 %c)
  store i32 %v, ptr addrspace(1) %p"#;
    let ir = lift(&kernel(body, "")).unwrap();
    let helper = &ir[ir.find("@gpujit.asm.0(").unwrap()..];
    assert!(helper.contains("br i1"), "{helper}");
    assert!(helper.contains("phi i32 [ 0,"), "{helper}");
}

#[test]
fn pure_asm_nobody_reads_goes() {
    let body = r#"
  %x = call i64 asm "{\0A\09 .reg .u32 start;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 $0, start;\0A\09}", "=l"()"#;
    let ir = lift(&kernel(body, "")).unwrap();
    assert!(!ir.contains("reserved_smem"), "{ir}");
}

#[test]
fn refusals_name_the_instruction_and_the_reason() {
    for (asm, want) in [
        (
            r#"call void asm sideeffect "trap;", ""()"#,
            "no idiom for `trap`",
        ),
        (
            r#"%x = call i32 asm "ld.global.mmio.b32 $0, [$1];", "=r,l"(ptr addrspace(1) %p)"#,
            "`.mmio` in `ld.global.mmio.b32`",
        ),
        (
            r#"call void asm sideeffect "L1: bra L1;", ""()"#,
            "label `L1` (branches)",
        ),
        (
            r#"call void asm sideeffect ".shared .b8 x[4];", ""()"#,
            "directive `.shared .b8 x[4]`",
        ),
        (
            r#"%x = call i32 asm "mov.u32 $0, %smid;", "=r"()"#,
            "register `%smid`",
        ),
        (
            r#"%x = call i32 asm "@$2 shfl.sync.bfly.b32 $0, $1, 1, 31, -1;", "=r,r,b"(i32 %a, i1 %c)"#,
            "a guard on `shfl.sync.bfly.b32`",
        ),
        (
            r#"%x = call i32 asm "lop3.b32 $0, $1, $1, $1, $2;", "=r,r,r"(i32 %a, i32 %b)"#,
            "lookup table not known",
        ),
        (
            r#"%x = call double asm "cvt.rz.f64.s64 $0, $1;", "=d,l"(i64 %l)"#,
            "`cvt.rz.f64.s64`",
        ),
        (
            r#"%x = call double asm "fma.rz.f64 $0, $1, $1, $1;", "=d,d"(double %d)"#,
            "`fma.rz.f64` (`.rn` is lifted, and `.rz/.rm/.rp` on `f32`)",
        ),
        (
            r#"%x = call i32 asm "add.u32 $0, $1;", "=r,r,r"(i32 %a, i32 %b)"#,
            "needs operand 3",
        ),
        (
            r#"%x = call i32 asm "mov.u32 $0 1;", "=r"()"#,
            "expected `,` or `;`",
        ),
    ] {
        // A result must be read, or a pure call would go.
        let body = match asm.split_whitespace().nth(3) {
            Some(ty) if asm.starts_with('%') => {
                format!("  {asm}\n  store {ty} %x, ptr addrspace(1) %p")
            }
            _ => format!("  {asm}"),
        };
        let msg = refusal(&body);
        assert!(msg.contains(want), "{asm}: {msg}");
        assert!(msg.contains("first used in `k`"), "{msg}");
    }
}

#[test]
fn tensor_core_asm_and_intrinsics_are_refused_as_such() {
    for asm in [
        r#"%x = call float asm "mma.sync.aligned.m16n8k64.row.col.s32.s4.s4.s32 {$0, $0, $0, $0}, {$1, $1, $1, $1}, {$1, $1}, {$2, $2, $2, $2};", "=f,r,f"(i32 %a, float %f)"#,
        r#"%x = call float asm "wgmma.mma_async.sync.aligned.m64n8k8.f32.f16.f16 {$0}, $1, $1, 1, 1, 1, 1, 1;", "=f,l"(i64 %l)"#,
    ] {
        let text = kernel(
            &format!("  {asm}\n  store float %x, ptr addrspace(1) %p"),
            "",
        );
        let e = lift(&text).unwrap_err();
        assert!(matches!(e, IrError::TensorCore { .. }), "{e}");
    }
    let text = kernel(
        "  call void asm sideeffect \"cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2}], [$0];\", \"r,l,r\"(ptr addrspace(3) %s, i64 %l, i32 %a)",
        "",
    );
    assert!(matches!(
        lift(&text).unwrap_err(),
        IrError::TensorCore { .. }
    ));
    let text = kernel(
        "  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %s, i32 %a)",
        "declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3), i32)",
    );
    let e = lift(&text).unwrap_err();
    assert!(matches!(e, IrError::TensorCore { .. }), "{e}");
    assert!(
        e.to_string()
            .contains("tensor-core operations are not portable yet")
    );
    // mma.sync on f16 with f32 accumulators lifts (computed lane by lane).
    let text = kernel(
        "  %x = call float asm \"mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {$0, $0, $0, $0}, {$1, $1}, {$1}, {$2, $2, $2, $2};\", \"=f,r,f\"(i32 %a, float %f)\n  store float %x, ptr addrspace(1) %p",
        "",
    );
    lift(&text).unwrap();
    // ldmatrix is a warp's shared-memory load: it lifts.
    let text = kernel(
        "  %m = call { i32, i32 } asm \"ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {$0, $1}, [$2];\", \"=r,=r,r\"(ptr addrspace(3) %s)\n  %x = extractvalue { i32, i32 } %m, 1\n  store i32 %x, ptr addrspace(1) %p",
        "",
    );
    lift(&text).unwrap();
}

/// Cooperative groups' grid workspace, `%envreg1:%envreg2`, is read whole from the
/// portable intrinsic: the high word from `%envreg1`, the low from `%envreg2`.
#[test]
fn the_grid_workspace_registers_lift() {
    let text = kernel(
        "  %lo = call i32 asm \"mov.u32 $0, %envreg2;\", \"=r\"()\n  %hi = call i32 asm \"mov.u32 $0, %envreg1;\", \"=r\"()\n  %sum = add i32 %lo, %hi\n  store i32 %sum, ptr addrspace(1) %p",
        "",
    );
    let ir = lift(&text).unwrap();
    assert!(ir.contains("@gpujit.grid_workspace()"), "{ir}");
    assert!(ir.contains("lshr i64"), "{ir}");
}

/// Every intrinsic and libdevice function the table states as PTX lifts.
#[test]
fn every_template_lifts() {
    let sigs = [
        ("i32 @llvm.nvvm.read.ptx.sreg.clock()", ""),
        ("i64 @llvm.nvvm.read.ptx.sreg.clock64()", ""),
        ("i64 @llvm.nvvm.read.ptx.sreg.globaltimer()", ""),
        ("i32 @llvm.nvvm.read.ptx.sreg.envreg1()", ""),
        ("i32 @llvm.nvvm.read.ptx.sreg.envreg2()", ""),
        ("i32 @llvm.nvvm.read.ptx.sreg.lanemask.gt()", ""),
        ("float @llvm.nvvm.lg2.approx.ftz.f(float)", "float %f"),
        ("float @llvm.nvvm.sin.approx.f(float)", "float %f"),
        ("float @llvm.nvvm.cos.approx.ftz.f(float)", "float %f"),
        ("float @llvm.nvvm.sqrt.approx.ftz.f(float)", "float %f"),
        ("float @llvm.nvvm.sqrt.rn.ftz.f(float)", "float %f"),
        ("double @llvm.nvvm.sqrt.rz.d(double)", "double %d"),
        ("float @llvm.nvvm.rsqrt.approx.f(float)", "float %f"),
        ("double @llvm.nvvm.rsqrt.approx.d(double)", "double %d"),
        ("float @llvm.nvvm.rcp.approx.ftz.f(float)", "float %f"),
        ("double @llvm.nvvm.rcp.approx.ftz.d(double)", "double %d"),
        ("float @llvm.nvvm.rcp.rm.ftz.f(float)", "float %f"),
        (
            "float @llvm.nvvm.div.full.ftz(float, float)",
            "float %f, float %f",
        ),
        (
            "float @llvm.nvvm.div.approx.ftz.f(float, float)",
            "float %f, float %f",
        ),
        (
            "double @llvm.nvvm.div.rm.d(double, double)",
            "double %d, double %d",
        ),
        (
            "float @llvm.nvvm.div.rp.ftz.f(float, float)",
            "float %f, float %f",
        ),
        (
            "float @llvm.nvvm.add.rn.ftz.f(float, float)",
            "float %f, float %f",
        ),
        (
            "double @llvm.nvvm.mul.rn.d(double, double)",
            "double %d, double %d",
        ),
        (
            "float @llvm.nvvm.fma.rn.sat.f(float, float, float)",
            "float %f, float %f, float %f",
        ),
        (
            "double @llvm.nvvm.fma.rn.d(double, double, double)",
            "double %d, double %d, double %d",
        ),
        (
            "float @llvm.nvvm.fmax.ftz.nan.f(float, float)",
            "float %f, float %f",
        ),
        (
            "float @llvm.nvvm.fmin.xorsign.abs.f(float, float)",
            "float %f, float %f",
        ),
        (
            "double @llvm.nvvm.fmax.d(double, double)",
            "double %d, double %d",
        ),
        ("float @llvm.nvvm.fabs.ftz.f32(float)", "float %f"),
        ("float @llvm.nvvm.floor.ftz.f(float)", "float %f"),
        ("double @llvm.nvvm.ceil.d(double)", "double %d"),
        ("float @llvm.nvvm.trunc.f(float)", "float %f"),
        ("double @llvm.nvvm.saturate.d(double)", "double %d"),
        ("i16 @llvm.nvvm.f2h.rn.ftz(float)", "float %f"),
        ("bfloat @llvm.nvvm.f2bf16.rz.relu(float)", "float %f"),
        ("float @llvm.nvvm.d2f.rz.ftz(double)", "double %d"),
        ("i64 @llvm.nvvm.d2ll.rp(double)", "double %d"),
        ("i64 @llvm.nvvm.f2ull.rm.ftz(float)", "float %f"),
        ("double @llvm.nvvm.ui2d.rn(i32)", "i32 %a"),
        ("float @llvm.nvvm.i2f.rm(i32)", "i32 %a"),
        ("double @llvm.nvvm.ll2d.rn(i64)", "i64 %l"),
        ("i32 @llvm.nvvm.d2i.lo(double)", "double %d"),
        ("i32 @llvm.nvvm.mulhi.i(i32, i32)", "i32 %a, i32 %b"),
        ("i64 @llvm.nvvm.mulhi.ll(i64, i64)", "i64 %l, i64 %l"),
        ("i32 @llvm.nvvm.mul24.ui(i32, i32)", "i32 %a, i32 %b"),
        ("i32 @llvm.nvvm.redux.sync.add(i32, i32)", "i32 %a, i32 -1"),
        ("i32 @llvm.nvvm.redux.sync.max(i32, i32)", "i32 %a, i32 -1"),
        ("i32 @llvm.nvvm.redux.sync.xor(i32, i32)", "i32 %a, i32 -1"),
        (
            "i32 @llvm.nvvm.match.any.sync.i64(i32, i64)",
            "i32 -1, i64 %l",
        ),
        (
            "{ i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32)",
            "i32 -1, i32 %a",
        ),
        (
            "float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32)",
            "i32 -1, float %f, i32 1, i32 0",
        ),
        (
            "{ float, i1 } @llvm.nvvm.shfl.sync.bfly.f32p(i32, float, i32, i32)",
            "i32 -1, float %f, i32 1, i32 31",
        ),
        (
            "i32 @llvm.nvvm.shfl.down.i32(i32, i32, i32)",
            "i32 %a, i32 1, i32 31",
        ),
        (
            "i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32, i1)",
            "i32 0, i1 %c",
        ),
        (
            "i1 @llvm.nvvm.barrier.cta.red.or.count(i32, i32, i1)",
            "i32 0, i32 64, i1 %c",
        ),
        (
            "{ i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3))",
            "ptr addrspace(3) %s",
        ),
        (
            "void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3), ptr addrspace(1))",
            "ptr addrspace(3) %s, ptr addrspace(1) %p",
        ),
        (
            "void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3), ptr addrspace(1), i32)",
            "ptr addrspace(3) %s, ptr addrspace(1) %p, i32 %a",
        ),
        ("void @llvm.nvvm.cp.async.commit.group()", ""),
        ("void @llvm.nvvm.cp.async.wait.group(i32)", "i32 0"),
        ("void @llvm.nvvm.cp.async.wait.all()", ""),
        ("i32 @__nv_popc(i32)", "i32 %a"),
        ("i32 @__nv_clzll(i64)", "i64 %l"),
        ("i64 @__nv_brevll(i64)", "i64 %l"),
        ("i32 @__nv_ffsll(i64)", "i64 %l"),
        ("i64 @__nv_umul64hi(i64, i64)", "i64 %l, i64 %l"),
        ("i32 @__nv_umax(i32, i32)", "i32 %a, i32 %b"),
        ("i64 @__nv_llabs(i64)", "i64 %l"),
        ("float @__nv_saturatef(float)", "float %f"),
        ("float @__nv_fdiv_rd(float, float)", "float %f, float %f"),
        ("double @__nv_dsqrt_ru(double)", "double %d"),
        ("double @__nv_drcp_rz(double)", "double %d"),
        (
            "float @__nv_fmaf_rn(float, float, float)",
            "float %f, float %f, float %f",
        ),
        ("i16 @__nv_float2half_rn(float)", "float %f"),
        ("float @__nv_half2float(i16)", "i16 7"),
        ("i32 @__nv_float2int_ru(float)", "float %f"),
        ("float @__nv_uint2float_rd(i32)", "i32 %a"),
        ("float @__nv_double2float_rz(double)", "double %d"),
        ("float @__nv_fast_expf(float)", "float %f"),
        ("float @__nv_fast_powf(float, float)", "float %f, float %f"),
    ];
    let mut body = String::new();
    let mut decls = String::new();
    for (i, (sig, args)) in sigs.iter().enumerate() {
        let (ret, rest) = match sig.strip_prefix("{ ") {
            Some(r) => {
                let end = r.find(" }").unwrap();
                (format!("{{ {} }}", &r[..end]), &r[end + 3..])
            }
            None => {
                let sp = sig.find(' ').unwrap();
                (sig[..sp].to_string(), &sig[sp + 1..])
            }
        };
        let name = &rest[..rest.find('(').unwrap()];
        decls.push_str(&format!("declare {sig}\n"));
        if ret == "void" {
            body.push_str(&format!("  call void {name}({args})\n"));
        } else {
            // Each result goes to memory, so nothing is dead.
            body.push_str(&format!(
                "  %r{i} = call {ret} {name}({args})\n  store {ret} %r{i}, ptr addrspace(1) %p\n"
            ));
        }
    }
    let ir = lift(&kernel(&body, &decls)).unwrap_or_else(|e| panic!("{e}"));
    assert!(!ir.contains("@llvm.nvvm."), "{ir}");
    assert!(!ir.contains("@__nv_"), "{ir}");
}

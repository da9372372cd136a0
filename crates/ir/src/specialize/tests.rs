use super::*;
use crate::{Axis, build, p};

fn two_kernels() -> PortableModule {
    build("two", Default::default(), |m| {
        m.kernel(
            "scale",
            &[p::ptr_f32("x"), p::u32("n"), p::f32("a")],
            |k, a| {
                let i = k.global_id(Axis::X);
                let w = k.mul(k.block_dim(Axis::X), k.grid_dim(Axis::X));
                k.if_(k.lt(i, k.min(a[1], w)), |k| {
                    k.store(a[0], i, k.mul(a[2], k.load(a[0], i)))
                });
            },
        )?;
        m.kernel("other", &[p::ptr_f32("x")], |k, a| {
            k.store(a[0], k.u32(0), k.f32(1.0))
        })
    })
    .expect("builds")
}

#[test]
fn folds_scalars_block_grid_and_alignment() {
    let m = two_kernels();
    let v = Values {
        args: vec![(1, 4096), (2, 2.5f32.to_bits().into())],
        block: Some([64, 1, 1]),
        grid: Some([8, 1, 1]),
        align: vec![(0, 16)],
    };
    let variant = specialize(&m, "scale", &v).expect("specializes");
    let text = variant.to_text().expect("text");
    assert_eq!(variant.kernels().len(), 1, "other kernels are dropped");
    assert_eq!(variant.kernels()[0].params, m.kernels()[0].params);
    assert_eq!(variant.kernels()[0].max_threads, Some(64));
    assert!(!text.contains("define void @other"), "{text}");
    assert!(text.contains("i32 4096"), "{text}");
    assert!(text.contains("2.5"), "{text}");
    assert!(text.contains("align 16"), "{text}");
    assert!(text.contains("\"gpujit.req_threads\"=\"64,1,1\""), "{text}");
    assert!(!text.contains("call i32 @gpujit.block_dim.x"), "{text}");
    assert!(!text.contains("call i32 @gpujit.grid_dim.x"), "{text}");
    assert_eq!(
        v.key_text(),
        "a1=0x1000 a2=0x40200000 b=64,1,1 g=8,1,1 p0%16"
    );
}

#[test]
fn refuses_what_cannot_be_folded() {
    let m = two_kernels();
    let bad = |v: Values| {
        specialize(&m, "scale", &v)
            .map(|_| ())
            .unwrap_err()
            .to_string()
    };
    assert!(
        bad(Values {
            args: vec![(0, 1)],
            ..Default::default()
        })
        .contains("not a scalar")
    );
    assert!(
        bad(Values {
            args: vec![(9, 1)],
            ..Default::default()
        })
        .contains("no parameter 9")
    );
    assert!(
        bad(Values {
            align: vec![(1, 16)],
            ..Default::default()
        })
        .contains("a pointer")
    );
    assert!(
        bad(Values {
            block: Some([0, 1, 1]),
            ..Default::default()
        })
        .contains("zero")
    );
    let e = specialize(&m, "nope", &Values::default())
        .unwrap_err()
        .to_string();
    assert!(e.contains("no kernel `nope`"), "{e}");
}

#[test]
fn marked_parameters_round_trip_and_are_checked() {
    let m = build("m", Default::default(), |m| {
        m.kernel(
            "k",
            &[p::ptr_f32("x"), p::u32("n"), p::u32("steps")],
            |_, _| {},
        )?;
        m.specializable("k", &["n", "steps"])
    })
    .expect("builds");
    assert_eq!(marked(&m, "k").expect("reads"), ["n", "steps"]);
    let e = build("m", Default::default(), |m| {
        m.kernel("k", &[p::ptr_f32("x")], |_, _| {})?;
        m.specializable("k", &["x"])
    })
    .unwrap_err()
    .to_string();
    assert!(e.contains("not a scalar"), "{e}");
}

#[test]
fn nvvm_variants_fold_sregs_and_set_bounds() {
    let text = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %s = mul i32 %b, %n
  store i32 %s, ptr addrspace(1) %out
  ret void
}
define ptx_kernel void @other(ptr addrspace(1) %out) {
  store i32 1, ptr addrspace(1) %out
  ret void
}
"#;
    let m = NvvmModule::from_ir("k.ll", text.as_bytes()).expect("imports");
    let v = Values {
        args: vec![(1, 3)],
        block: Some([32, 2, 1]),
        ..Default::default()
    };
    let variant = specialize_nvvm(&m, "k", &v).expect("specializes");
    assert_eq!(variant.kernels().len(), 1);
    assert_eq!(variant.kernels()[0].max_threads, Some(64));
    let ctx = Context::create();
    let out = variant
        .load(&ctx)
        .expect("loads")
        .print_to_string()
        .to_string();
    assert!(
        out.contains("store i32 96") || out.contains("mul i32 32, 3"),
        "{out}"
    );
    assert!(out.contains("\"nvvm.reqntid\"=\"32,2,1\""), "{out}");
    assert!(!out.contains("@other"), "{out}");
    // Re-importing the variant reads its launch bound back.
    let again = NvvmModule::from_ir("v.bc", variant.bitcode()).expect("re-imports");
    assert_eq!(again.kernels()[0].max_threads, Some(64));
}

#[test]
fn nvvm_annotated_kernels_of_older_producers_specialize_alone() {
    // Kernels and launch bounds named by `!nvvm.annotations`, as clang 19 wrote them.
    let text = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
define void @a(ptr %out, i32 %n) {
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %s = add i32 %b, %n
  store i32 %s, ptr %out
  ret void
}
define void @b(ptr %out) {
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  store i32 %b, ptr %out
  ret void
}
!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @a, !"kernel", i32 1}
!1 = !{ptr @b, !"kernel", i32 1}
!2 = !{ptr @a, !"maxntidx", i32 256}
"#;
    let m = NvvmModule::from_ir("two.ll", text.as_bytes()).expect("imports");
    assert_eq!(m.kernels().len(), 2);
    let v = Values {
        args: vec![(1, 7)],
        block: Some([128, 1, 1]),
        ..Default::default()
    };
    let variant = specialize_nvvm(&m, "a", &v).expect("specializes");
    let again = NvvmModule::from_ir("v.bc", variant.bitcode()).expect("re-imports");
    assert_eq!(again.kernels().len(), 1);
    assert_eq!(again.kernels()[0].name, "a");
    assert_eq!(again.kernels()[0].max_threads, Some(128));
    // Lifted, the variant is a portable module of the one kernel too.
    assert_eq!(again.lift().expect("lifts").kernels().len(), 1);
    // A block over the kernel's own bound is refused.
    let big = Values {
        block: Some([512, 1, 1]),
        ..Default::default()
    };
    let e = specialize_nvvm(&m, "a", &big)
        .map(|_| ())
        .unwrap_err()
        .to_string();
    assert!(e.contains("launch bound 256"), "{e}");
}

#[test]
fn fusable_products_of_folded_values_stay_at_run_time() {
    // `r + (v * 0.5) * v` with contraction allowed: a code generator fuses
    // the product into the sum at run time, so the variant must not fold it.
    let m = build("c", crate::ModuleOptions { contract: true }, |m| {
        m.kernel(
            "k",
            &[p::ptr_f32("out"), p::f32("r"), p::f32("v"), p::f32("w")],
            |k, a| {
                let fused = k.add(a[1], k.mul(k.mul(a[2], k.f32(0.5)), a[2]));
                let plain = k.div(a[3], k.f32(3.0));
                k.store(a[0], k.u32(0), k.add(fused, plain));
            },
        )
    })
    .expect("builds");
    let f = |x: f32| u64::from(x.to_bits());
    let v = Values {
        args: vec![(1, f(0.02)), (2, f(0.3)), (3, f(1.5))],
        ..Values::default()
    };
    let text = specialize(&m, "k", &v)
        .expect("specializes")
        .to_text()
        .unwrap();
    // The product and its factor stay; the sum takes `r` folded; the rest
    // folds (`w`).
    assert!(
        text.contains("fmul contract float %v, 5.000000e-01")
            && text.contains("fmul contract float %0, %v")
            && text.contains("fadd contract float 0x3F947AE140000000, %1"),
        "{text}"
    );
    assert!(text.contains("fdiv contract float 1.5"), "{text}");
}

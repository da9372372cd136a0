use crate::codegen::*;

fn ptx(arch: &str, ptx_version: Option<u32>) -> String {
    let m = gpujit_kernels::saxpy::module().unwrap();
    let (img, _) = compile(
        &m,
        &NvptxOptions {
            arch: arch.into(),
            ptx_version,
            opt_level: 3,
        },
    )
    .unwrap();
    String::from_utf8(img.bytes).unwrap()
}

#[test]
fn saxpy_lowers_to_ptx_with_special_registers_and_fma() {
    let text = ptx("sm_90", None);
    for needle in [
        ".version 8.5",
        ".target sm_90",
        ".visible .entry saxpy(",
        "%tid.x",
        "%ctaid.x",
        "%ntid.x",
        "fma.rn.f32",
        "ld.global",
        "st.global",
    ] {
        assert!(text.contains(needle), "`{needle}` missing from\n{text}");
    }
    assert!(!text.contains("gpujit"), "unlowered intrinsic in\n{text}");
}

#[test]
fn ptx_version_and_arch_are_honoured_and_checked() {
    assert!(ptx("sm_80", Some(78)).contains(".version 7.8"));
    let m = gpujit_kernels::saxpy::module().unwrap();
    let err = compile(
        &m,
        &NvptxOptions {
            arch: "sm_100".into(),
            ..Default::default()
        },
    )
    .unwrap_err();
    assert!(
        err.to_string().contains("LLVM 19 cannot target sm_100"),
        "{err}"
    );
    let err = compile(
        &m,
        &NvptxOptions {
            arch: "gfx90a".into(),
            ..Default::default()
        },
    )
    .unwrap_err();
    assert!(
        err.to_string().contains("not an NVIDIA architecture"),
        "{err}"
    );
    let err = compile(
        &m,
        &NvptxOptions {
            ptx_version: Some(90),
            ..Default::default()
        },
    )
    .unwrap_err();
    assert!(
        err.to_string().contains("LLVM 19 emits at most 8.5"),
        "{err}"
    );
}

#[test]
fn driver_versions_map_to_readable_ptx() {
    assert_eq!(ptx_for_driver(11080), 78);
    assert_eq!(ptx_for_driver(12020), 82);
    assert_eq!(ptx_for_driver(12080), LLVM_MAX_PTX);
    assert_eq!(ptx_for_driver(13000), LLVM_MAX_PTX);
    assert_eq!(arch_for_device(9, 0), "sm_90");
    assert_eq!(arch_for_device(12, 0), "sm_90");
    assert_eq!(arch_for_device(8, 9), "sm_89");
    assert_eq!(arch_for_device(8, 8), "sm_87");
}

#[test]
fn cubin_sm_reads_both_flag_layouts() {
    assert_eq!(cubin_sm(0x0600_5a04), 90);
    assert_eq!(cubin_sm(0x0056_0556), 86);
}

/// Every math op, at both widths, compiles to PTX whose calls all resolve:
/// a libdevice name that libdevice lacks would stay an `.extern .func`.
#[test]
fn every_math_op_resolves_in_libdevice() {
    use crate::lower::libdevice_name;
    use gpujit_ir::{Axis, FloatWidth, MathOp, ScalarType, build, p};
    let m = build("math", Default::default(), |m| {
        for (ty, w) in [(ScalarType::F32, "f32"), (ScalarType::F64, "f64")] {
            for op in MathOp::ALL {
                m.kernel(&format!("{}_{w}", op.name()), &[p::ptr("x", ty)], |k, a| {
                    let i = k.global_id(Axis::X);
                    let x = k.load(a[0], i);
                    let args = vec![x; op.arity()];
                    k.store(a[0], i, k.math(op, &args));
                })?;
            }
        }
        Ok(())
    })
    .unwrap();
    let (img, _) = compile(&m, &NvptxOptions::default()).unwrap();
    let text = String::from_utf8(img.bytes).unwrap();
    assert!(!text.contains(".extern"), "unresolved calls:\n{text}");
    for w in [FloatWidth::F32, FloatWidth::F64] {
        assert_eq!(libdevice_name(MathOp::Sqrt, w), None);
    }
    let name = |op, w| libdevice_name(op, w).unwrap_or_default();
    assert_eq!(name(MathOp::Exp, FloatWidth::F32), "__nv_expf");
    assert_eq!(name(MathOp::Pow, FloatWidth::F64), "__nv_pow");
}

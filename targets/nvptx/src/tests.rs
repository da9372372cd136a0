use crate::codegen::*;

fn ptx(arch: &str, ptx_version: Option<u32>) -> String {
    let m = gpujit_kernels::saxpy::module().unwrap();
    let (img, _) = compile(
        &m,
        &NvptxOptions {
            arch: arch.into(),
            ptx_version,
            opt_level: 3,
            ..Default::default()
        },
    )
    .unwrap();
    String::from_utf8(img.bytes).unwrap()
}

#[test]
fn saxpy_lowers_to_ptx_with_special_registers_and_fma() {
    let text = ptx("sm_90", None);
    for needle in [
        ".version 9.0",
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
    // The coarsened variant is alone in a PTX module of its own.
    let m = gpujit_kernels::saxpy::module().unwrap();
    let (img, _) = compile(&m, &NvptxOptions::default()).unwrap();
    let coarse = img.coarse.expect("SAXPY has a coarsened variant");
    let variants = String::from_utf8(coarse.bytes).unwrap();
    assert!(variants.contains(".visible .entry saxpy__gpujit_coarse4("));
    assert!(!variants.contains(".entry saxpy("), "{variants}");
    assert!(
        !variants.replace("__gpujit_coarse4", "").contains("gpujit"),
        "unlowered intrinsic in\n{variants}"
    );
}

#[test]
fn ptx_version_and_arch_are_honoured_and_checked() {
    assert!(ptx("sm_80", Some(78)).contains(".version 7.8"));
    let m = gpujit_kernels::saxpy::module().unwrap();
    let err = compile(
        &m,
        &NvptxOptions {
            arch: "sm_99".into(),
            ..Default::default()
        },
    )
    .unwrap_err();
    assert!(
        err.to_string().contains("cannot target sm_99") && err.to_string().contains("sm_120f"),
        "{err}"
    );
    // An arch the driver's PTX cannot name is refused before LLVM sees it
    // (LLVM's NVPTX backend aborts the process on it).
    let err = compile(
        &m,
        &NvptxOptions {
            arch: "sm_100".into(),
            ptx_version: Some(85),
            ..Default::default()
        },
    )
    .unwrap_err();
    assert!(
        err.to_string().contains("sm_100 needs PTX ISA 8.6"),
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
            ptx_version: Some(91),
            ..Default::default()
        },
    )
    .unwrap_err();
    assert!(err.to_string().contains("emits at most 9.0"), "{err}");
}

#[test]
fn driver_versions_map_to_readable_ptx() {
    assert_eq!(ptx_for_driver(11080), 78);
    assert_eq!(ptx_for_driver(12020), 82);
    assert_eq!(ptx_for_driver(12080), 87);
    assert_eq!(ptx_for_driver(12090), 88);
    assert_eq!(ptx_for_driver(13000), LLVM_MAX_PTX);
    assert_eq!(arch_for_device(9, 0), "sm_90");
    assert_eq!(arch_for_device(10, 0), "sm_100");
    assert_eq!(arch_for_device(10, 3), "sm_103");
    assert_eq!(arch_for_device(12, 0), "sm_120");
    assert_eq!(arch_for_device(12, 1), "sm_121");
    assert_eq!(arch_for_device(13, 0), "sm_121");
    assert_eq!(arch_for_device(8, 9), "sm_89");
    assert_eq!(arch_for_device(8, 8), "sm_88");
    assert_eq!(arch_for_device(8, 7), "sm_87");
}

/// Every SM LLVM 22 knows, with each `a`/`f` variant, compiles SAXPY at the
/// oldest PTX ISA that names it, and names it in `.target`.
#[test]
fn every_sm_and_variant_compiles_at_its_oldest_ptx() {
    let m = gpujit_kernels::saxpy::module().unwrap();
    let mut n = 0;
    for row in LLVM_SMS {
        for name in row.names() {
            let min = parse_arch_name(&name).unwrap().min_ptx();
            let (img, _) = compile(
                &m,
                &NvptxOptions {
                    arch: name.clone(),
                    ptx_version: Some(min),
                    opt_level: 3,
                    ..Default::default()
                },
            )
            .unwrap_or_else(|e| panic!("{name}: {e}"));
            let text = String::from_utf8(img.bytes).unwrap();
            let version = format!(".version {}.{}", min / 10, min % 10);
            assert!(text.contains(&version), "{name}: no `{version}` in\n{text}");
            assert!(
                text.contains(&format!(".target {name}")),
                "{name}: wrong .target in\n{text}"
            );
            n += 1;
        }
    }
    assert_eq!(n, 21 + 1 + 2 * 6, "targets compiled");
    assert!(parse_arch_name("sm_90f").is_err() && parse_arch_name("sm_80a").is_err());
}

/// Every library kernel compiles for every SM LLVM 22 knows (each `a`/`f` variant too),
/// at the default PTX ISA, with an `.entry` per kernel and the SM in `.target`.
#[test]
fn library_compiles_for_every_sm() {
    let modules = gpujit_kernels::library().unwrap();
    let mut n = 0;
    for row in LLVM_SMS {
        for name in row.names() {
            let opts = NvptxOptions {
                arch: name.clone(),
                ptx_version: None,
                opt_level: 3,
                ..Default::default()
            };
            for m in &modules {
                let (img, _) =
                    compile(m, &opts).unwrap_or_else(|e| panic!("{name}: {}: {e}", m.name()));
                let text = String::from_utf8(img.bytes).unwrap();
                assert!(
                    text.contains(&format!(".target {name}")),
                    "{name}: {}",
                    m.name()
                );
                for k in m.kernels() {
                    assert!(
                        text.contains(&format!(".entry {}(", k.name)),
                        "{name}: no .entry {} in\n{text}",
                        k.name
                    );
                }
            }
            n += 1;
        }
    }
    assert_eq!(n, 21 + 1 + 2 * 6, "targets compiled");
}

/// Launch bounds reach the PTX as `.maxntid` and `.minnctapersm`.
#[test]
fn launch_bounds_reach_the_ptx() {
    use gpujit_ir::{Axis, LaunchBounds, build, p};
    let m = build("lb", Default::default(), |m| {
        let b = LaunchBounds {
            max_threads: Some(128),
            min_blocks: Some(3),
        };
        m.kernel_with("k", &[p::ptr_u32("out")], b, |k, a| {
            k.store(a[0], k.global_id(Axis::X), k.u32(7))
        })
    })
    .unwrap();
    let (img, _) = compile(&m, &NvptxOptions::default()).unwrap();
    let text = String::from_utf8(img.bytes).unwrap();
    assert!(text.contains(".maxntid 128"), "{text}");
    assert!(text.contains(".minnctapersm 3"), "{text}");
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

/// PTX of a library module; written to `$GPUJIT_DUMP_PTX/<name>-<arch>.ptx`
/// when that variable names a folder (to read or assemble it by hand).
fn library_ptx(m: &gpujit_ir::PortableModule, arch: &str) -> String {
    let (img, _) = compile(
        m,
        &NvptxOptions {
            arch: arch.into(),
            ..Default::default()
        },
    )
    .unwrap();
    let text = String::from_utf8(img.bytes).unwrap();
    if let Ok(dir) = std::env::var("GPUJIT_DUMP_PTX") {
        std::fs::write(format!("{dir}/{}-{arch}.ptx", m.name()), &text).unwrap();
    }
    text
}

#[test]
fn library_gemm_uses_tensor_cores_ldmatrix_and_cp_async() {
    use gpujit_ir::MatrixLayout;
    use gpujit_kernels::gemm::{Gemm, module};
    for b in [MatrixLayout::RowMajor, MatrixLayout::ColMajor] {
        let g = Gemm {
            b,
            ..Gemm::default()
        };
        let text = library_ptx(&module(&g).unwrap(), "sm_90");
        for needle in [
            "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32",
            "ldmatrix.sync.aligned.m8n8.x4",
            "cp.async.cg.shared.global",
            "cp.async.wait_group",
        ] {
            assert!(text.contains(needle), "{b:?}: `{needle}` missing");
        }
    }
}

#[test]
fn hopper_gemm_uses_wgmma_on_sm_90a_only() {
    use gpujit_ir::ScalarType;
    use gpujit_kernels::gemm_sm90::{Sm90Gemm, module};
    for (pending, element, ty) in [
        (0u8, ScalarType::BF16, "bf16"),
        (1, ScalarType::BF16, "bf16"),
        (1, ScalarType::F16, "f16"),
    ] {
        let g = Sm90Gemm {
            pending,
            element,
            ..Sm90Gemm::default()
        };
        let m = module(&g).unwrap();
        let text = library_ptx(&m, "sm_90a");
        let mma = format!("wgmma.mma_async.sync.aligned.m64n256k16.f32.{ty}.{ty}");
        for needle in [
            "wgmma.fence.sync.aligned",
            &mma,
            "wgmma.commit_group.sync.aligned",
            &format!("wgmma.wait_group.sync.aligned {pending}"),
            "fence.proxy.async.shared::cta",
            "cp.async.cg.shared.global",
        ] {
            assert!(text.contains(needle), "`{needle}` missing");
        }
        let err = compile(
            &m,
            &NvptxOptions {
                arch: "sm_90".into(),
                ..Default::default()
            },
        )
        .unwrap_err()
        .to_string();
        assert!(
            err.contains("nvptx sm_90 has no matrix operation")
                && err.contains("(NVIDIA sm_90a only)"),
            "{err}"
        );
    }
}

#[test]
fn hopper_gemm_with_tensor_copies_waits_on_async_barriers() {
    use gpujit_kernels::gemm_sm90::{Sm90Gemm, module};
    let g = Sm90Gemm {
        tma: true,
        pending: 1,
        ..Sm90Gemm::default()
    };
    let text = library_ptx(&module(&g).unwrap(), "sm_90a");
    for needle in [
        "mbarrier.init.shared::cta.b64",
        "fence.mbarrier_init.release.cluster",
        "mbarrier.arrive.expect_tx.shared::cta.b64",
        "cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes",
        "mbarrier.try_wait.parity.shared::cta.b64",
        "mbarrier.arrive.shared::cta.b64",
        "wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16",
        ".maxntid 384",
    ] {
        assert!(text.contains(needle), "`{needle}` missing");
    }
    // The copies are the tensor copies': no `cp.async` of 16 bytes.
    assert!(!text.contains("cp.async.cg"), "a cp.async copy remains");
}

#[test]
fn library_sgemm_reads_shared_memory_as_vectors() {
    let text = library_ptx(&gpujit_kernels::sgemm::module().unwrap(), "sm_90");
    for needle in [
        "ld.shared.v4.b32",
        "ld.global.v4.b32",
        "st.shared.v4.b32",
        "fma.rn.f32",
    ] {
        assert!(text.contains(needle), "`{needle}` missing");
    }
    // 8×8 outputs for each of 8 depths of a slice.
    assert!(text.matches("fma.rn.f32").count() >= 512);
}

#[test]
fn an_nvvm_module_that_llvm_rejects_is_an_error_and_the_process_goes_on() {
    // A dynamic alloca needs PTX 7.3: for PTX 7.0 the instruction selector
    // reports an error diagnostic, on which LLVM's default handler prints
    // and ends the process.
    let ir = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %n) {
  %a = alloca i32, i32 %n
  store volatile i32 1, ptr %a
  %v = load volatile i32, ptr %a
  store i32 %v, ptr addrspace(1) %p
  ret void
}
"#;
    let m = gpujit_ir::NvvmModule::from_ir("dyn.ll", ir.as_bytes()).unwrap();
    let opts = |ptx_version| NvptxOptions {
        arch: "sm_80".into(),
        ptx_version,
        opt_level: 3,
        ..Default::default()
    };
    let err = compile_nvvm(&m, &opts(Some(70))).unwrap_err().to_string();
    assert!(err.contains("dynamic alloca"), "{err}");
    // The same thread compiles it for a PTX that has it afterwards.
    compile_nvvm(&m, &opts(Some(73))).unwrap();
}

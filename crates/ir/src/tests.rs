use super::*;

fn saxpy() -> Result<PortableModule, IrError> {
    build("saxpy", ModuleOptions::default(), |m| {
        m.kernel(
            "saxpy",
            &[p::f32("a"), p::ptr_f32("x"), p::ptr_f32("y"), p::u32("n")],
            |k, a| {
                let i = k.global_id(Axis::X);
                k.if_(k.lt(i, a[3]), |k| {
                    k.store(a[2], i, k.fma(a[0], k.load(a[1], i), k.load(a[2], i)))
                });
            },
        )
    })
}

#[test]
fn saxpy_builds_and_declares_portable_intrinsics() {
    let m = saxpy().unwrap();
    let text = m.to_text().unwrap();
    for name in [
        "gpujit.thread_id.x",
        "gpujit.block_id.x",
        "gpujit.block_dim.x",
        "llvm.fma.f32",
        "\"gpujit.kernel\"",
    ] {
        assert!(text.contains(name), "{name} missing from\n{text}");
    }
    assert!(text.contains("ptr addrspace(1)"), "{text}");
    assert!(
        !text.contains("target triple"),
        "portable modules have no triple:\n{text}"
    );
    assert_eq!(m.kernels()[0].params.len(), 4);
}

#[test]
fn type_errors_name_the_offending_line() {
    let line = line!() + 4;
    let err = build("bad", ModuleOptions::default(), |m| {
        m.kernel("bad", &[p::f32("a"), p::u32("n")], |k, a| {
            let i = k.global_id(Axis::X);
            let _ = k.add(a[0], i);
        })
    })
    .unwrap_err();
    let msg = err.to_string();
    assert!(
        msg.contains("`add` needs two numbers of one type, got f32 and u32"),
        "{msg}"
    );
    assert!(msg.contains(&format!("tests.rs:{line}:")), "{msg}");
}

#[test]
fn storing_the_wrong_type_and_bad_conditions_are_errors() {
    let err = build("bad", ModuleOptions::default(), |m| {
        m.kernel("bad", &[p::ptr_f32("y"), p::u32("n")], |k, a| {
            k.store(a[0], a[1], a[1])
        })
    })
    .unwrap_err();
    assert!(
        err.to_string().contains("storing u32 through *f32"),
        "{err}"
    );
    let err = build("bad", ModuleOptions::default(), |m| {
        m.kernel("bad", &[p::u32("n")], |k, a| k.if_(a[0], |_| {}))
    })
    .unwrap_err();
    assert!(
        err.to_string()
            .contains("a condition must be a bool, got u32"),
        "{err}"
    );
}

#[test]
fn duplicate_kernel_is_an_error() {
    let err = build("dup", ModuleOptions::default(), |m| {
        m.kernel("k", &[], |_, _| {})?;
        m.kernel("k", &[], |_, _| {})
    })
    .unwrap_err();
    assert!(err.to_string().contains("already defined"), "{err}");
}

#[test]
fn contraction_flag_follows_the_option() {
    let build_with = |contract| {
        build("c", ModuleOptions { contract }, |m| {
            m.kernel("c", &[p::ptr_f32("y")], |k, a| {
                let z = k.u32(0);
                let v = k.load(a[0], z);
                k.store(a[0], z, k.add(k.mul(v, v), v));
            })
        })
        .unwrap()
        .to_text()
        .unwrap()
    };
    assert!(build_with(true).contains("fmul contract"));
    assert!(!build_with(false).contains("contract"));
}

#[test]
fn loops_variables_and_early_return_verify() {
    let m = build("loops", ModuleOptions::default(), |m| {
        m.kernel("gs", &[p::ptr_u32("y"), p::u32("n")], |k, a| {
            let stride = k.mul(k.grid_dim(Axis::X), k.block_dim(Axis::X));
            let acc = k.var(k.u32(0));
            k.if_(k.ge(k.global_id(Axis::X), a[1]), |k| k.return_());
            k.for_range(k.global_id(Axis::X), a[1], stride, |k, i| {
                k.set(acc, k.add(k.get(acc), k.u32(1)));
                k.store(a[0], i, k.get(acc));
            });
            k.barrier();
        })
    })
    .unwrap();
    assert!(m.to_text().unwrap().contains("gpujit.barrier"));
}

#[test]
fn text_and_bitcode_round_trip_keep_exact_signatures() {
    let m = saxpy().unwrap();
    let text = m.to_text().unwrap();
    let from_text = PortableModule::from_ir("saxpy.ll", text.as_bytes()).unwrap();
    assert_eq!(from_text.kernels(), m.kernels());
    let from_bc = PortableModule::from_ir("saxpy.bc", m.bitcode()).unwrap();
    assert_eq!(from_bc.kernels(), m.kernels());
    assert!(import::is_bitcode(m.bitcode()));
}

#[test]
fn foreign_ir_gets_signatures_from_llvm_types() {
    let ll = r#"
define void @scale(ptr addrspace(1) %p, float %s, i32 %n) #0 {
  %i = call i32 @gpujit.thread_id.x()
  %q = getelementptr float, ptr addrspace(1) %p, i32 %i
  %v = load float, ptr addrspace(1) %q
  %w = fmul float %v, %s
  store float %w, ptr addrspace(1) %q
  ret void
}
declare i32 @gpujit.thread_id.x()
attributes #0 = { "gpujit.kernel" }
"#;
    let m = PortableModule::from_ir("scale.ll", ll.as_bytes()).unwrap();
    let k = &m.kernels()[0];
    assert_eq!(k.name, "scale");
    let tys: Vec<ParamType> = k.params.iter().map(|p| p.ty).collect();
    assert_eq!(
        tys,
        vec![
            ParamType::Pointer(None),
            ParamType::Scalar(ScalarType::F32),
            ParamType::Scalar(ScalarType::I32)
        ]
    );
    assert_eq!(k.params[1].name, "s");
}

#[test]
fn bad_ir_errors_quote_the_line() {
    let err = PortableModule::from_ir(
        "bad.ll",
        b"define void @k() {\n  %x = add i32 1, undef_thing\n  ret void\n}\n",
    )
    .unwrap_err();
    let msg = err.to_string();
    assert!(msg.contains("bad.ll:2:"), "{msg}");
    assert!(msg.contains("%x = add i32 1, undef_thing"), "{msg}");
    let err = PortableModule::from_ir(
        "dom.ll",
        b"define void @k() \"gpujit.kernel\" {\n  %a = add i32 %b, 1\n  %b = add i32 %a, 1\n  ret void\n}\n",
    )
    .unwrap_err();
    assert!(matches!(err, IrError::Verify { .. }), "{err}");
    assert!(err.to_string().contains("%a = add i32 %b, 1"), "{err}");
}

#[test]
fn nvptx_and_targeted_modules_are_refused_with_a_reason() {
    // NVVM is lifted to portable form rather than refused.
    let nvvm =
        b"target triple = \"nvptx64-nvidia-cuda\"\ndefine ptx_kernel void @k() {\n  ret void\n}\n";
    let m = PortableModule::from_ir("k.ll", nvvm).unwrap();
    assert_eq!(m.kernels()[0].name, "k");
    let text = m.to_text().unwrap();
    assert!(!text.contains("target triple"), "{text}");
    assert!(!text.contains("ptx_kernel"), "{text}");
    // What cannot be lifted is named.
    let asm = b"define ptx_kernel void @k() {\n  call void asm sideeffect \"pmevent 1;\", \"\"()\n  ret void\n}\n";
    let err = PortableModule::from_ir("asm.ll", asm).unwrap_err();
    assert!(err.to_string().contains("inline asm `pmevent 1;`"), "{err}");
    // Other targets stay refused.
    let x86 = b"target triple = \"x86_64-unknown-linux-gnu\"\ndefine void @k() \"gpujit.kernel\" {\n  ret void\n}\n";
    let err = PortableModule::from_ir("x86.ll", x86).unwrap_err();
    assert!(err.to_string().contains("no target triple"), "{err}");
    let none =
        PortableModule::from_ir("none.ll", b"define void @f() {\n  ret void\n}\n").unwrap_err();
    assert!(none.to_string().contains("no kernels"), "{none}");
}

#[test]
fn vector_accesses_are_single_wide_loads_and_stores() {
    let m = build("v", ModuleOptions::default(), |m| {
        m.kernel("v", &[p::ptr_f32("x")], |k, a| {
            let i = k.global_id(Axis::X);
            let [a0, a1, a2, a3] = k.load_vec::<4>(a[0], i);
            k.store_vec::<4>(a[0], i, [a3, a2, a1, a0]);
            let bad = k.load_vec::<3>(a[0], i);
            let _ = bad;
        })
    })
    .unwrap_err();
    assert!(bad_width(&m), "{m}");
    let m = build("v", ModuleOptions::default(), |m| {
        m.kernel("v", &[p::ptr_f32("x")], |k, a| {
            let i = k.global_id(Axis::X);
            let v = k.load_vec::<4>(a[0], i);
            k.store_vec::<4>(a[0], i, [v[3], v[2], v[1], v[0]]);
        })
    })
    .unwrap();
    let text = m.to_text().unwrap();
    assert!(
        text.contains("load <4 x float>") && text.contains("align 16"),
        "{text}"
    );
    assert!(text.contains("store <4 x float>"), "{text}");
}

fn bad_width(e: &IrError) -> bool {
    e.to_string()
        .contains("vector accesses are 2 or 4 wide, not 3")
}

fn spec<'a>(cpu: &'a str, opt_level: u8) -> lower::TargetSpec<'a> {
    lower::TargetSpec {
        triple: "amdgcn-amd-amdhsa",
        cpu,
        features: "",
        opt_level,
        reloc: inkwell::targets::RelocMode::PIC,
    }
}

#[test]
fn target_machines_are_reused_per_thread_and_per_configuration() {
    lower::set_reuse_for_thread(Some(true));
    let before = lower::ReuseStats::this_thread();
    let a = lower::machine(&spec("gfx942", 3)).unwrap();
    let b = lower::machine(&spec("gfx942", 3)).unwrap();
    assert!(a.same_as(&b), "the second request reuses the first machine");
    let after = lower::ReuseStats::this_thread();
    assert_eq!(after.machines_reused, before.machines_reused + 1);
    assert!(after.machines_created <= before.machines_created + 1);
    // Any option that configures a machine gets a machine of its own.
    let other_cpu = lower::machine(&spec("gfx90a", 3)).unwrap();
    let other_level = lower::machine(&spec("gfx942", 2)).unwrap();
    let mut other_reloc = spec("gfx942", 3);
    other_reloc.reloc = inkwell::targets::RelocMode::Static;
    let other_reloc = lower::machine(&other_reloc).unwrap();
    let mut other_features = spec("gfx942", 3);
    other_features.features = "+xnack";
    let other_features = lower::machine(&other_features).unwrap();
    for (what, m) in [
        ("cpu", &other_cpu),
        ("level", &other_level),
        ("reloc", &other_reloc),
        ("features", &other_features),
    ] {
        assert!(!m.same_as(&a), "a different {what} shares the machine");
    }
    assert_eq!(other_cpu.get_cpu().to_string_lossy(), "gfx90a");
    // Another thread never sees this thread's machines.
    let elsewhere = std::thread::spawn(|| {
        lower::set_reuse_for_thread(Some(true));
        let before = lower::ReuseStats::this_thread();
        lower::machine(&spec("gfx942", 3)).unwrap();
        lower::ReuseStats::this_thread().machines_created - before.machines_created
    })
    .join()
    .unwrap();
    assert_eq!(elsewhere, 1);
    // Reuse off: a new machine every time.
    lower::set_reuse_for_thread(Some(false));
    let fresh = lower::machine(&spec("gfx942", 3)).unwrap();
    assert!(!fresh.same_as(&a));
    lower::set_reuse_for_thread(None);
}

#[test]
fn typed_kernels_declare_their_tuple_and_refuse_writes_to_inputs() {
    use crate::{In, InOut, Out, build_typed, kernel};
    let (m, def) = kernel::<(f32, In<f32>, InOut<f32>, u32)>("saxpy", |k, (a, x, y, n)| {
        let i = k.global_id(Axis::X);
        k.if_(k.lt(i, n), |k| {
            k.store(y, i, k.fma(a, k.load(x, i), k.load(y, i)))
        });
    })
    .unwrap();
    assert_eq!(def.name(), "saxpy");
    let sig = &m.kernels()[0];
    assert_eq!(
        sig.params.iter().map(|p| p.ty).collect::<Vec<_>>(),
        <(f32, In<f32>, InOut<f32>, u32) as crate::KernelParams>::param_types()
    );
    assert_eq!(sig.params[2].name, "arg2");

    // Every way of writing through an input is refused, naming the parameter.
    let refused = |e: IrError| {
        let text = e.to_string();
        assert!(matches!(e, IrError::Build { .. }), "{text}");
        assert!(text.contains("parameter 0, declared In<u32>"), "{text}");
        assert!(text.contains("tests.rs"), "the caller's location: {text}");
    };
    refused(kernel::<(In<u32>,)>("store", |k, (x,)| k.store(x, k.u32(1), k.u32(2))).unwrap_err());
    refused(
        kernel::<(In<u32>,)>("atomic", |k, (x,)| {
            k.atomic(AtomicOp::Add, x, k.u32(0), k.u32(1), MemScope::Device);
        })
        .unwrap_err(),
    );
    refused(
        kernel::<(In<u32>,)>("generic", |k, (x,)| {
            k.store(k.generic(x), k.u32(3), k.u32(4));
        })
        .unwrap_err(),
    );
    refused(
        kernel::<(In<u32>, u32)>("cas", |k, (x, v)| {
            k.atomic_cas(x, k.u32(0), v, v, MemScope::Block);
        })
        .unwrap_err(),
    );
    // Outputs may be read and written; inputs read.
    let (m, (copy, fill)) = build_typed("two", ModuleOptions::default(), |m| {
        let copy = m.kernel_typed::<(In<u32>, Out<u32>)>("copy", |k, (src, dst)| {
            let i = k.global_id(Axis::X);
            k.store(dst, i, k.add(k.load(src, i), k.load(dst, i)));
        })?;
        let fill = m.kernel_typed::<()>("nothing", |_, ()| {})?;
        Ok((copy, fill))
    })
    .unwrap();
    assert_eq!((copy.name(), fill.name()), ("copy", "nothing"));
    assert_eq!(m.kernels().len(), 2);
    // A body type error is still the builder's error.
    let e = kernel::<(In<f32>, u32)>("mixed", |k, (x, n)| {
        let _ = k.add(k.load(x, n), n);
    })
    .unwrap_err();
    assert!(matches!(e, IrError::Build { .. }), "{e}");
}

#[test]
fn matrix_fragments_check_kinds_uses_and_pointers() {
    use crate::{FragmentUse, MatrixLayout, MmaInput, MmaKind};
    let kind = MmaKind::BF16_16X16X16;
    fn fails(f: impl for<'a, 'ctx> Fn(&KernelBuilder<'a, 'ctx>, &[Value<'ctx>])) -> String {
        build("bad", ModuleOptions::default(), |m| {
            m.kernel(
                "k",
                &[p::ptr("a", ScalarType::BF16), p::ptr_f32("c")],
                |k, a| f(k, a),
            )
        })
        .unwrap_err()
        .to_string()
    }
    let e = fails(|k, _| {
        let a = k.fragment(kind, FragmentUse::A);
        k.mma(&a, &a, &a, &a);
    });
    assert!(e.contains("`mma` operand b must be a b fragment"), "{e}");
    let e = fails(|k, a| {
        let f = k.fragment(kind, FragmentUse::A);
        k.load_fragment(&f, a[1], k.u32(16), MatrixLayout::RowMajor);
    });
    assert!(e.contains("through a pointer to bf16"), "{e}");
    let e = fails(|k, a| {
        let f = k.fragment(kind, FragmentUse::A);
        k.store_fragment(a[0], k.u32(16), &f, MatrixLayout::RowMajor);
    });
    assert!(e.contains("only accumulators are stored whole"), "{e}");
    let e = fails(|k, _| {
        let _ = k.fragment(MmaKind::new(MmaInput::BF16, 32, 32, 8), FragmentUse::A);
    });
    assert!(
        e.contains("bf16.m32n32k8 is not a matrix operation of the portable language")
            && e.contains("f64.m16n16k4"),
        "{e}"
    );
    let e = fails(|k, _| {
        let f = k.fragment(kind, FragmentUse::Accumulator);
        k.fill_fragment(&f, k.f64(1.0));
    });
    assert!(e.contains("filling a f32 fragment with f64"), "{e}");
    // A well-formed use declares the kind's intrinsics with portable vector types.
    let m = build("ok", ModuleOptions::default(), |m| {
        m.kernel(
            "k",
            &[p::ptr("a", ScalarType::BF16), p::ptr_f32("c")],
            |k, a| {
                let (fa, fb, acc) = (
                    k.fragment(kind, FragmentUse::A),
                    k.fragment(kind, FragmentUse::B),
                    k.fragment(kind, FragmentUse::Accumulator),
                );
                k.load_fragment(&fa, a[0], k.u32(16), MatrixLayout::RowMajor);
                k.load_fragment(&fb, a[0], k.u32(16), MatrixLayout::ColMajor);
                k.mma(&acc, &fa, &fb, &acc);
                k.store_fragment(a[1], k.u32(16), &acc, MatrixLayout::RowMajor);
            },
        )
    })
    .unwrap();
    let text = m.to_text().unwrap();
    for want in [
        "<8 x float> @gpujit.mma.bf16.m16n16k16(<16 x bfloat>, <16 x bfloat>, <8 x float>)",
        "@gpujit.mma.load.bf16.m16n16k16.a.row.s1(ptr addrspace(1)",
        "@gpujit.mma.store.bf16.m16n16k16.row.s1(",
    ] {
        assert!(text.contains(want), "{want} missing from\n{text}");
    }
    for op in Intrinsic::all_mma() {
        assert_eq!(Intrinsic::parse(&op.name()), Some(op));
    }
}

/// The attribute groups `text` gives the function `name` (declared or defined).
fn function_attributes(text: &str, name: &str) -> String {
    let line = text
        .lines()
        .find(|l| {
            (l.starts_with("declare ") || l.starts_with("define "))
                && l.contains(&format!("@{name}("))
        })
        .unwrap_or_else(|| panic!("{name} not in\n{text}"));
    let group = line
        .rsplit(' ')
        .find(|w| w.starts_with('#'))
        .unwrap_or_else(|| panic!("{name} has no attribute group: {line}"));
    text.lines()
        .find(|l| l.starts_with(&format!("attributes {group} = ")))
        .unwrap_or_else(|| panic!("group {group} missing"))
        .to_string()
}

#[test]
fn cross_lane_operations_are_convergent_in_built_and_lifted_modules() {
    // A barrier or shuffle without `convergent` may be duplicated into both
    // arms of a divergent branch by the optimiser: `bar.sync` then hangs an
    // NVIDIA GPU and an AMD wave counts the barrier twice.
    let built = build("conv", ModuleOptions::default(), |m| {
        m.kernel("conv", &[p::ptr_u32("x")], |k, a| {
            let t = k.thread_id(Axis::X);
            k.barrier();
            let v = k.shuffle(
                crate::ShuffleKind::Down,
                k.load(a[0], t),
                k.u32(1),
                k.u32(32),
            );
            k.store(a[0], t, v);
        })
    })
    .unwrap()
    .to_text()
    .unwrap();
    let lifted = PortableModule::from_ir(
        "reduce.ll",
        include_bytes!("../../../tests/nvvm/clang22/reduce.ll"),
    )
    .unwrap()
    .to_text()
    .unwrap();
    for (what, text, ops) in [
        ("built", &built, &["gpujit.barrier", "gpujit.shfl.down"][..]),
        (
            "lifted",
            &lifted,
            &["gpujit.barrier", "gpujit.shfl.idx", "gpujit.ballot"][..],
        ),
    ] {
        for op in ops {
            let attrs = function_attributes(text, op);
            assert!(attrs.contains("convergent"), "{what} {op}: {attrs}");
        }
        let ids = function_attributes(text, "gpujit.thread_id.x");
        assert!(!ids.contains("convergent"), "{what}: {ids}");
    }
}

/// PTX's `exit` in a device function that is not inlined (CUB's
/// `ThreadExit()`) ends the kernel that calls it: nothing after the call
/// runs, and no marker is left; in a recursive function it is refused.
#[test]
fn exit_in_a_device_function_ends_the_kernel() {
    let ir = br#"
target triple = "nvptx64-nvidia-cuda"
define internal void @stop(i32 %x) noinline {
  %c = icmp ne i32 %x, 0
  br i1 %c, label %out, label %back
out:
  call void asm sideeffect "exit;", ""()
  br label %back
back:
  ret void
}
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %x) {
  call void @stop(i32 %x)
  store i32 7, ptr addrspace(1) %p
  ret void
}
"#;
    let m = PortableModule::from_ir("exit.ll", ir).unwrap();
    let text = m.to_text().unwrap();
    assert!(!text.contains("gpujit.nvvm.exit"), "{text}");
    assert!(!text.contains("@stop"), "{text}");
    let rec = br#"
target triple = "nvptx64-nvidia-cuda"
define internal void @again(i32 %x) {
  %c = icmp eq i32 %x, 0
  br i1 %c, label %out, label %more
out:
  call void asm sideeffect "exit;", ""()
  ret void
more:
  %y = sub i32 %x, 1
  call void @again(i32 %y)
  ret void
}
define ptx_kernel void @k(i32 %x) {
  call void @again(i32 %x)
  ret void
}
"#;
    let err = PortableModule::from_ir("rec.ll", rec).unwrap_err();
    assert!(err.to_string().contains("recursively"), "{err}");
}

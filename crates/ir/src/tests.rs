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

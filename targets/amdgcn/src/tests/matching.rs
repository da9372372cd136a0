//! `check_loadable` on code objects gpujit builds: exact processors, xnack
//! and sramecc combinations, generic code objects inside and outside their
//! family, generic versions, and unusable device targets.

use crate::arch::GENERIC_VERSION;
use crate::code_object::{CodeObject, MismatchReason, TargetFeature, check_loadable};
use crate::codegen::{AmdgcnOptions, compile};

fn build(arch: &str) -> CodeObject {
    let generic = arch.ends_with("-generic");
    let (img, _) = compile(
        &gpujit_kernels::saxpy::module().unwrap(),
        &AmdgcnOptions {
            arch: arch.into(),
            code_object_version: if generic { 6 } else { 5 },
            ..Default::default()
        },
    )
    .unwrap_or_else(|e| panic!("{arch}: {e}"));
    CodeObject::parse(&img.bytes).unwrap()
}

fn reason(image: &CodeObject, device: &str) -> MismatchReason {
    match check_loadable(image, device, GENERIC_VERSION) {
        Ok(()) => panic!("{} loaded on {device}", image.target()),
        Err(e) => {
            assert_eq!(e.device, device);
            e.reason
        }
    }
}

fn loads(image: &CodeObject, device: &str) {
    check_loadable(image, device, GENERIC_VERSION)
        .unwrap_or_else(|e| panic!("{} on {device}: {e}", image.target()));
}

#[test]
fn exact_processor() {
    let gfx1031 = build("gfx1031");
    loads(&gfx1031, "gfx1031");
    assert_eq!(reason(&gfx1031, "gfx1030"), MismatchReason::Processor);
    assert_eq!(
        reason(&gfx1031, "gfx10-3-generic"),
        MismatchReason::Processor
    );
    let gfx942 = build("gfx942");
    let err = check_loadable(&gfx942, "gfx1100", GENERIC_VERSION).unwrap_err();
    assert_eq!(
        (err.image.as_str(), &err.reason),
        ("gfx942", &MismatchReason::Processor)
    );
    assert_eq!(
        err.to_string(),
        "a code object for gfx942 cannot be loaded on a gfx1100 device: the processors \
         differ; rebuild for the device's processor"
    );
    let gfx1100 = build("gfx1100");
    assert_eq!(
        reason(&gfx1100, "gfx942:sramecc+:xnack-"),
        MismatchReason::Processor
    );
}

#[test]
fn xnack_and_sramecc() {
    use TargetFeature::{Any, Off, On};
    // No setting in the code object: any device setting, or none reported.
    let any = build("gfx90a");
    for device in [
        "gfx90a",
        "gfx90a:xnack+",
        "gfx90a:xnack-",
        "gfx90a:sramecc+:xnack-",
        "gfx90a:sramecc-:xnack+",
    ] {
        loads(&any, device);
    }
    let xnack_on = build("gfx90a:xnack+");
    loads(&xnack_on, "gfx90a:sramecc+:xnack+");
    loads(&xnack_on, "gfx90a:xnack+");
    let feature = |image, device| MismatchReason::Feature {
        feature: "xnack",
        image,
        device,
    };
    assert_eq!(
        reason(&xnack_on, "gfx90a:sramecc+:xnack-"),
        feature(On, Off)
    );
    assert_eq!(reason(&xnack_on, "gfx90a:sramecc+"), feature(On, Any));
    let both = build("gfx942:sramecc-:xnack-");
    loads(&both, "gfx942:sramecc-:xnack-");
    assert_eq!(
        reason(&both, "gfx942:sramecc+:xnack-"),
        MismatchReason::Feature {
            feature: "sramecc",
            image: Off,
            device: On
        }
    );
    assert_eq!(reason(&both, "gfx942:sramecc-:xnack+"), feature(Off, On));
    let err = check_loadable(&both, "gfx942", GENERIC_VERSION)
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with("a code object for gfx942:sramecc-:xnack- cannot be loaded on a gfx942")
            && err.contains("the device reports no"),
        "{err}"
    );
}

#[test]
fn generic_inside_and_outside_its_family() {
    let g11 = build("gfx11-generic");
    for member in [
        "gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152", "gfx1153",
    ] {
        loads(&g11, member);
    }
    for outside in ["gfx1201", "gfx1036", "gfx942:sramecc+:xnack-", "gfx1250"] {
        match reason(&g11, outside) {
            MismatchReason::NotInFamily { members } => assert!(members.contains(&"gfx1151")),
            other => panic!("{outside}: {other:?}"),
        }
    }
    let err = check_loadable(&g11, "gfx1201", GENERIC_VERSION).unwrap_err();
    assert_eq!(err.image, "gfx11-generic (generic v1)");
    assert!(err.to_string().contains("covers gfx1100"), "{err}");
    let g94 = build("gfx9-4-generic");
    loads(&g94, "gfx950:sramecc+:xnack-");
    loads(&g94, "gfx942:sramecc-:xnack+");
    assert!(matches!(
        reason(&g94, "gfx90a"),
        MismatchReason::NotInFamily { .. }
    ));
    assert!(matches!(
        reason(&g94, "gfx940"),
        MismatchReason::NotInFamily { .. }
    ));
    loads(&build("gfx12-generic"), "gfx1201");
    loads(&build("gfx10-3-generic"), "gfx1031");
    loads(&build("gfx10-1-generic"), "gfx1013:xnack+");
    loads(&build("gfx9-generic"), "gfx906:sramecc+:xnack-");
}

#[test]
fn generic_versions() {
    let mut g12 = build("gfx12-generic");
    // A version newer than the loader understands, then one older than any member.
    g12.generic_version = 2;
    assert_eq!(
        reason(&g12, "gfx1200"),
        MismatchReason::GenericTooNew {
            version: 2,
            supported: 1
        }
    );
    check_loadable(&g12, "gfx1200", 2).expect("a loader that knows version 2");
    g12.generic_version = 0;
    assert_eq!(
        reason(&g12, "gfx1200"),
        MismatchReason::GenericTooOld {
            version: 0,
            since: 1
        }
    );
}

#[test]
fn unusable_device_targets() {
    let img = build("gfx1031");
    for (device, why) in [
        ("gfx1031:xnack+", "gfx1031 has no xnack feature"),
        ("sm_90", "not an AMD processor name"),
        ("gfx1031:cumode+", "unknown target feature"),
    ] {
        match reason(&img, device) {
            MismatchReason::BadDeviceTarget(r) => assert!(r.contains(why), "{device}: {r}"),
            other => panic!("{device}: {other:?}"),
        }
    }
}

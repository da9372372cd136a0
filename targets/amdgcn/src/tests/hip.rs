//! The HIP loader and device against Debian's real libamdhip64 (ROCm 5.2).
//!
//! The machine these were written on has the library but no AMD GPU, where
//! `hipInit` answers `hipErrorInvalidDevice`. Tests that depend on the GPU
//! check for `/dev/kfd` and assert the GPU-side outcome where one is present.

use crate::device::{HipDevice, list_devices};
use crate::hip::{
    Hip, LIBRARY_NAMES, PROPS_R0000_ARCH_OFFSET, Requirement, SYMBOLS, attr, func_attr, host_flags,
    search_candidates, status,
};
use gpujit_device::{Backend, Error};
use std::ffi::OsString;
use std::path::Path;
use std::process::Command;

const DEBIAN_HIP: &str = "/usr/lib/x86_64-linux-gnu/libamdhip64.so.5";

fn debian_hip() -> std::sync::Arc<Hip> {
    assert!(
        Path::new(DEBIAN_HIP).exists(),
        "{DEBIAN_HIP} is needed (apt install libamdhip64-dev)"
    );
    Hip::load_from(&[DEBIAN_HIP.to_string()]).expect("load Debian's libamdhip64")
}

fn has_amd_gpu() -> bool {
    Path::new("/dev/kfd").exists()
}

#[test]
fn every_declared_symbol_is_where_the_table_says() {
    let hip = debian_hip();
    let mut checked = 0;
    for spec in SYMBOLS {
        let present = hip.exports(spec.name);
        match spec.requirement {
            Requirement::Required | Requirement::Optional => {
                assert!(present, "{} is not exported by {DEBIAN_HIP}", spec.name)
            }
            // ROCm 5.2 predates these; their presence would mean the table is wrong.
            Requirement::OptionalSinceRocm6 => {
                assert!(!present, "{} is exported by ROCm 5.2 after all", spec.name)
            }
        }
        checked += 1;
    }
    assert!(checked >= 35, "the table lost entries: {checked}");
    // The table's positive and negative answers rest on `exports` telling.
    assert!(!hip.exports("hipNoSuchFunction"));
    let required: Vec<&str> = SYMBOLS
        .iter()
        .filter(|s| s.requirement == Requirement::Required)
        .map(|s| s.name)
        .collect();
    for name in [
        "hipInit",
        "hipModuleLaunchKernel",
        "hipMemsetD8",
        "hipGetErrorName",
    ] {
        assert!(required.contains(&name), "{name} should be required");
    }
    // ROCm 5.2 has what mapped host memory and `Device::map_host` call.
    assert!(hip.maps_host());
}

#[test]
fn missing_library_lists_every_path_tried() {
    let err = Hip::load_from(&["/nonexistent".to_string()]).unwrap_err();
    match &err {
        Error::LibraryNotFound {
            backend,
            tried,
            reason,
            ..
        } => {
            assert_eq!(*backend, Backend::Hip);
            assert_eq!(tried, &["/nonexistent".to_string()]);
            assert!(reason.contains("/nonexistent"), "{reason}");
        }
        other => panic!("expected LibraryNotFound, got {other}"),
    }
    assert!(err.to_string().contains("tried: /nonexistent"), "{err}");

    let two = [
        "/nonexistent/a.so".to_string(),
        "libnothere-gpujit.so".to_string(),
    ];
    match Hip::load_from(&two).unwrap_err() {
        Error::LibraryNotFound { tried, .. } => assert_eq!(tried, two),
        other => panic!("expected LibraryNotFound, got {other}"),
    }
}

fn env_of(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<OsString> {
    move |key| {
        pairs
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| OsString::from(v))
    }
}

#[test]
fn explicit_library_is_the_only_candidate() {
    let tried = search_candidates(env_of(&[
        ("GPUJIT_HIP_LIBRARY", "/nonexistent"),
        ("ROCM_PATH", "/opt/rocm-6.2"),
    ]));
    assert_eq!(tried, ["/nonexistent"]);
    let err = Hip::load_from(&tried).unwrap_err();
    assert!(
        matches!(&err, Error::LibraryNotFound { tried, .. } if tried == &["/nonexistent"]),
        "{err}"
    );
}

#[test]
fn search_order_follows_the_environment() {
    let tried = search_candidates(env_of(&[
        ("ROCM_PATH", "/opt/rocm-6.2"),
        ("HIP_PATH", "/opt/hip"),
    ]));
    let mut expected = Vec::new();
    for dir in ["/opt/rocm-6.2/lib", "/opt/hip/lib", "/opt/rocm/lib"] {
        for name in LIBRARY_NAMES {
            expected.push(format!("{dir}/{name}"));
        }
    }
    expected.extend(["libamdhip64.so", "libamdhip64.so.6", "libamdhip64.so.5"].map(String::from));
    assert_eq!(tried, expected);

    // Same directory twice: tried once. Empty variables are ignored.
    let tried = search_candidates(env_of(&[
        ("ROCM_PATH", "/opt/rocm"),
        ("HIP_PATH", ""),
        ("GPUJIT_HIP_LIBRARY", ""),
    ]));
    assert_eq!(tried.len(), 6);
    assert_eq!(tried[0], "/opt/rocm/lib/libamdhip64.so");
    assert_eq!(tried[5], "libamdhip64.so.5");
}

#[test]
fn open_without_a_gpu_is_no_device() {
    let result = HipDevice::open(0);
    if has_amd_gpu() {
        let dev = result.expect("an AMD GPU is present");
        assert!(dev.gcn_arch_name().starts_with("gfx"), "{dev:?}");
        return;
    }
    match result {
        // Measured with ROCm 5.2: hipInit returns hipErrorInvalidDevice (101)
        // without a GPU; hipGetDeviceCount would say hipErrorNoDevice (100).
        Err(Error::NoDevice { backend, detail }) => {
            assert_eq!(backend, Backend::Hip);
            assert!(detail.contains("hipInit"), "{detail}");
            assert!(detail.contains("hipErrorInvalidDevice (101)"), "{detail}");
        }
        Err(other) => panic!("expected NoDevice, got {other}"),
        Ok(dev) => panic!("opened {dev:?} on a machine without /dev/kfd"),
    }
    match list_devices() {
        Err(Error::NoDevice { .. }) => {}
        other => panic!("expected NoDevice from list_devices, got {other:?}"),
    }
}

#[test]
fn device_count_without_a_gpu_is_no_device() {
    let hip = debian_hip();
    if has_amd_gpu() {
        return;
    }
    let _ = hip.init();
    match hip.device_count() {
        Err(Error::NoDevice { detail, .. }) => {
            assert!(
                detail.contains("hipGetDeviceCount returned hipErrorNoDevice (100)"),
                "{detail}"
            )
        }
        other => panic!("expected NoDevice, got {other:?}"),
    }
}

#[test]
fn statuses_carry_hip_names_and_messages() {
    let hip = debian_hip();
    match hip.status_error("hipModuleLoadData", status::INVALID_IMAGE) {
        Error::Driver {
            backend,
            call,
            code,
            name,
            message,
        } => {
            assert_eq!(backend, Backend::Hip);
            assert_eq!(call, "hipModuleLoadData");
            assert_eq!(code, 200);
            assert_eq!(name, "hipErrorInvalidImage");
            assert!(!message.is_empty());
        }
        other => panic!("expected Driver, got {other}"),
    }
    assert_eq!(hip.error_name(status::OUT_OF_MEMORY), "hipErrorOutOfMemory");
    assert_eq!(
        hip.error_name(status::ILLEGAL_ADDRESS),
        "hipErrorIllegalAddress"
    );
    assert!(status::is_kernel_fault(700) && status::is_kernel_fault(719));
    assert!(!status::is_kernel_fault(1));
    let (driver, runtime) = hip.versions().expect("versions need no GPU");
    assert_eq!(runtime / 10_000_000, 5, "ROCm 5.x runtime: {runtime}");
    assert!(driver > 0);
}

#[test]
fn memory_the_runtime_did_not_allocate_is_refused() {
    let hip = debian_hip();
    let err = hip.free(0x1000).unwrap_err();
    assert!(
        matches!(&err, Error::Driver { call: "hipFree", code: 1, name, .. } if name == "hipErrorInvalidValue"),
        "{err}"
    );
    let err = hip.copy_to_device(0x1000, &[1, 2, 3]).unwrap_err();
    assert!(matches!(err, Error::CopyRange { .. }), "{err}");
    let mut buf = [0u8; 4];
    let err = hip.copy_from_device(0x1000, &mut buf).unwrap_err();
    assert!(matches!(err, Error::CopyRange { .. }), "{err}");
    assert!(hip.memset(0x1000, 0, 4).is_err());
    // Empty operations need no allocation.
    hip.free(0).unwrap();
    hip.copy_to_device(0x1000, &[]).unwrap();
}

/// Compiles a C program against Debian's HIP headers and returns its output.
fn run_c_probe(name: &str, body: &str) -> String {
    let dir_buf = super::tmp_dir();
    let dir = dir_buf.as_path();
    let src = dir.join(format!("{name}.c"));
    let exe = dir.join(name);
    let program = format!(
        "#include <stdio.h>\n#include <stddef.h>\n#include <hip/hip_runtime_api.h>\n\
         #define P(x) printf(\"%s %lld\\n\", #x, (long long)(x));\n\
         int main(void) {{\n{body}\nreturn 0;\n}}\n"
    );
    std::fs::write(&src, program).unwrap();
    let cc = Command::new("clang-22")
        .args(["-D__HIP_PLATFORM_AMD__", "-o"])
        .arg(&exe)
        .arg(&src)
        .output()
        .unwrap_or_else(|e| panic!("clang-22 is needed to compile the header probe: {e}"));
    assert!(
        cc.status.success(),
        "the probe did not compile against /usr/include/hip:\n{}",
        String::from_utf8_lossy(&cc.stderr)
    );
    let out = Command::new(&exe).output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn constants_match_the_hip_headers() {
    let ours: &[(&str, i64)] = &[
        (
            "hipDeviceAttributeMaxBlockDimX",
            attr::MAX_BLOCK_DIM_X.into(),
        ),
        (
            "hipDeviceAttributeMaxBlockDimY",
            attr::MAX_BLOCK_DIM_Y.into(),
        ),
        (
            "hipDeviceAttributeMaxBlockDimZ",
            attr::MAX_BLOCK_DIM_Z.into(),
        ),
        ("hipDeviceAttributeMaxGridDimX", attr::MAX_GRID_DIM_X.into()),
        ("hipDeviceAttributeMaxGridDimY", attr::MAX_GRID_DIM_Y.into()),
        ("hipDeviceAttributeMaxGridDimZ", attr::MAX_GRID_DIM_Z.into()),
        (
            "hipDeviceAttributeMaxThreadsPerBlock",
            attr::MAX_THREADS_PER_BLOCK.into(),
        ),
        (
            "hipDeviceAttributeMultiprocessorCount",
            attr::MULTIPROCESSOR_COUNT.into(),
        ),
        (
            "hipDeviceAttributeMaxSharedMemoryPerBlock",
            attr::MAX_SHARED_MEMORY_PER_BLOCK.into(),
        ),
        ("hipDeviceAttributeWarpSize", attr::WARP_SIZE.into()),
        (
            "hipDeviceAttributeCooperativeLaunch",
            attr::COOPERATIVE_LAUNCH.into(),
        ),
        (
            "hipDeviceAttributeClockInstructionRate",
            attr::CLOCK_INSTRUCTION_RATE.into(),
        ),
        (
            "HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK",
            func_attr::MAX_THREADS_PER_BLOCK.into(),
        ),
        (
            "HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES",
            func_attr::SHARED_SIZE_BYTES.into(),
        ),
        (
            "HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES",
            func_attr::LOCAL_SIZE_BYTES.into(),
        ),
        ("HIP_FUNC_ATTRIBUTE_NUM_REGS", func_attr::NUM_REGS.into()),
        ("hipHostMallocPortable", host_flags::MALLOC_PORTABLE.into()),
        ("hipHostMallocMapped", host_flags::MALLOC_MAPPED.into()),
        (
            "hipHostRegisterPortable",
            host_flags::REGISTER_PORTABLE.into(),
        ),
        ("hipHostRegisterMapped", host_flags::REGISTER_MAPPED.into()),
        ("hipSuccess", status::SUCCESS.into()),
        ("hipErrorInvalidValue", status::INVALID_VALUE.into()),
        ("hipErrorOutOfMemory", status::OUT_OF_MEMORY.into()),
        ("hipErrorNoDevice", status::NO_DEVICE.into()),
        ("hipErrorInvalidDevice", status::INVALID_DEVICE.into()),
        ("hipErrorInvalidImage", status::INVALID_IMAGE.into()),
        ("hipErrorNotFound", status::NOT_FOUND.into()),
        (
            "hipErrorPeerAccessAlreadyEnabled",
            status::PEER_ACCESS_ALREADY_ENABLED.into(),
        ),
        ("hipErrorIllegalAddress", status::ILLEGAL_ADDRESS.into()),
        (
            "hipErrorLaunchOutOfResources",
            status::LAUNCH_OUT_OF_RESOURCES.into(),
        ),
        ("hipErrorLaunchTimeOut", status::LAUNCH_TIMEOUT.into()),
        ("hipErrorAssert", status::ASSERT.into()),
        ("hipErrorLaunchFailure", status::LAUNCH_FAILURE.into()),
        (
            "offsetof(hipDeviceProp_t, gcnArchName)",
            PROPS_R0000_ARCH_OFFSET as i64,
        ),
    ];
    let body: String = ours
        .iter()
        .map(|(name, _)| format!("P({name})\n"))
        .collect();
    let output = run_c_probe("hip_constants", &body);
    let measured: Vec<(String, i64)> = output
        .lines()
        .map(|l| {
            let (name, v) = l.rsplit_once(' ').unwrap();
            (name.to_string(), v.parse().unwrap())
        })
        .collect();
    let expected: Vec<(String, i64)> = ours.iter().map(|(n, v)| (n.to_string(), *v)).collect();
    assert_eq!(measured, expected);
}

#[test]
fn rocm5_props_struct_fits_the_buffer() {
    // The ROCm 5 struct is what hipGetDeviceProperties fills on this library;
    // gcnArchName must lie inside it and the buffer must be larger than it.
    let output = run_c_probe("hip_props", "P(sizeof(hipDeviceProp_t))");
    let size: usize = output.rsplit_once(' ').unwrap().1.trim().parse().unwrap();
    assert_eq!(size, 792);
    assert!(PROPS_R0000_ARCH_OFFSET + 256 <= size);
    assert!(size < crate::hip::PROPS_BUFFER);
    const { assert!(crate::hip::PROPS_R0600_ARCH_OFFSET + 256 <= 1472) };
}

use crate::codegen::*;

fn hsaco(arch: &str) -> Vec<u8> {
    let m = gpujit_kernels::saxpy::module().unwrap();
    compile(
        &m,
        &AmdgcnOptions {
            arch: arch.into(),
            ..Default::default()
        },
    )
    .unwrap()
    .0
    .bytes
}

#[test]
fn saxpy_links_into_an_amdgpu_shared_object() {
    for arch in ["gfx90a", "gfx942", "gfx1030", "gfx1100"] {
        let b = hsaco(arch);
        assert_eq!(&b[..4], b"\x7fELF", "{arch}");
        assert_eq!(u16::from_le_bytes([b[16], b[17]]), 3, "{arch}: ET_DYN");
        assert_eq!(u16::from_le_bytes([b[18], b[19]]), 224, "{arch}: EM_AMDGPU");
        assert_eq!(b[7], 64, "{arch}: ELFOSABI_AMDGPU_HSA");
        assert_eq!(b[8], 3, "{arch}: ABI version 3 = code object v5");
        assert!(
            b.windows(9).any(|w| w == b"saxpy.kd\0"),
            "{arch}: kernel descriptor symbol"
        );
    }
}

#[test]
fn bad_arch_and_wave_size_are_errors() {
    let m = gpujit_kernels::saxpy::module().unwrap();
    let err = compile(
        &m,
        &AmdgcnOptions {
            arch: "gfx1234".into(),
            ..Default::default()
        },
    )
    .unwrap_err();
    assert!(err.to_string().contains("supported: gfx906"), "{err}");
    let err = compile(
        &m,
        &AmdgcnOptions {
            wave64: Some(false),
            ..Default::default()
        },
    )
    .unwrap_err();
    assert!(err.to_string().contains("gfx90a runs only wave64"), "{err}");
    let err = compile(
        &m,
        &AmdgcnOptions {
            code_object_version: 3,
            ..Default::default()
        },
    )
    .unwrap_err();
    assert!(err.to_string().contains("v4 or v5"), "{err}");
}

#[test]
fn link_errors_carry_llds_message() {
    let err = link(b"garbage").unwrap_err();
    assert!(err.to_string().contains("ld.lld"), "{err}");
}

/// Our SAXPY code object against clang-19's HIP build of the same kernel
/// (`tests/fixtures/saxpy.hip`): same ELF header, kernarg layout (hidden
/// arguments included), wavefront size and kernel symbols.
#[test]
fn saxpy_matches_clang_hip_build() {
    use crate::code_object::{CodeObject, symbols};
    let theirs_bytes = super::code_object::compile("parity", "gfx90a", &[]);
    let ours_bytes = hsaco("gfx90a");
    let (ours, theirs) = (
        CodeObject::parse(&ours_bytes).unwrap(),
        CodeObject::parse(&theirs_bytes).unwrap(),
    );
    let header = |b: &[u8]| {
        (
            b[4],
            b[5],
            b[7],
            b[8],
            u16::from_le_bytes([b[16], b[17]]),
            u16::from_le_bytes([b[18], b[19]]),
        )
    }; // class, data, OS ABI, ABI version, type, machine
    assert_eq!(
        header(&ours_bytes),
        header(&theirs_bytes),
        "ELF identification and header"
    );
    assert_eq!(ours.abi_version, theirs.abi_version);
    assert_eq!(ours.mach, theirs.mach);
    let (k, c) = (
        ours.kernel("saxpy").expect("our saxpy"),
        theirs.kernel("saxpy").expect("clang's saxpy"),
    );
    assert_eq!(
        k.kernarg_segment_size, c.kernarg_segment_size,
        "kernarg segment size"
    );
    assert_eq!(k.kernarg_segment_size, 288);
    assert_eq!(k.kernarg_segment_align, c.kernarg_segment_align);
    assert_eq!(k.wavefront_size, c.wavefront_size, "wavefront size");
    let layout = |m: &crate::code_object::KernelMeta| {
        m.args
            .iter()
            .map(|a| {
                (
                    a.offset,
                    a.size,
                    a.value_kind.clone(),
                    a.address_space.clone(),
                )
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(
        layout(k),
        layout(c),
        "argument offsets, sizes, kinds and address spaces"
    );
    assert!(
        k.args.iter().filter(|a| a.is_hidden()).count() >= 10,
        "hidden arguments present"
    );
    let names = |b: &[u8]| {
        let mut v: Vec<String> = symbols(b).unwrap().into_iter().map(|s| s.name).collect();
        v.sort();
        v
    };
    assert_eq!(names(&ours_bytes), names(&theirs_bytes), "kernel symbols");
    assert_eq!(
        names(&ours_bytes),
        vec!["saxpy".to_string(), "saxpy.kd".to_string()]
    );
}

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

use crate::codegen::*;

fn hsaco(arch: &str) -> Vec<u8> {
    let m = gpujit_kernels::saxpy::module().unwrap();
    compile(
        &m,
        &AmdgcnOptions {
            arch: arch.into(),
            // Compared with clang's build of the kernel alone.
            coarsen: false,
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
    assert!(err.to_string().contains("supported: gfx900"), "{err}");
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
    assert!(err.to_string().contains("v4, v5 or v6"), "{err}");
}

#[test]
fn link_errors_carry_llds_message() {
    let err = link(b"garbage").unwrap_err();
    assert!(err.to_string().contains("ld.lld"), "{err}");
}

/// Our SAXPY code object against clang-22's HIP build of the same kernel
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

/// Code objects v4, v5 and v6: the module flag, `__oclc_ABI_version` and the
/// ELF ABI version agree, for a processor and for a generic processor (v6).
#[test]
fn code_object_versions_agree_everywhere() {
    use gpujit_ir::{Axis, ModuleOptions, build, p};
    let m = build("sine", ModuleOptions::default(), |m| {
        m.kernel("sine", &[p::ptr_f32("x")], |k, a| {
            let i = k.global_id(Axis::X);
            k.store(a[0], i, k.math(gpujit_ir::MathOp::Sin, &[k.load(a[0], i)]));
        })
    })
    .unwrap();
    for (arch, cov, abi_byte) in [
        ("gfx90a", 4u32, 2u8),
        ("gfx90a", 5, 3),
        ("gfx90a", 6, 4),
        ("gfx1201", 6, 4),
        ("gfx12-generic", 6, 4),
    ] {
        let opts = AmdgcnOptions {
            arch: arch.into(),
            code_object_version: cov,
            ..Default::default()
        };
        let ir = lowered_ir(&m, &opts).unwrap();
        assert!(
            ir.contains(&format!(
                "!\"amdhsa_code_object_version\", i32 {}",
                cov * 100
            )),
            "{arch}: module flag for v{cov}"
        );
        let (img, _) = compile(&m, &opts).unwrap();
        assert_eq!(img.bytes[8], abi_byte, "{arch}: ELF ABI version for v{cov}");
        let co = crate::code_object::CodeObject::parse(&img.bytes).unwrap();
        assert_eq!(co.code_object_version, cov);
        assert_eq!(co.mach, arch);
        // ocml reads __oclc_ABI_version; optimisation folds it, so check it before.
        let ctx = gpujit_ir::inkwell::context::Context::create();
        let lowered = lower(
            &ctx,
            &m,
            &AmdgcnOptions {
                opt_level: 0,
                ..opts.clone()
            },
        )
        .unwrap();
        let abi = lowered
            .module
            .get_global("__oclc_ABI_version")
            .expect("ocml was linked");
        let v = abi
            .get_initializer()
            .unwrap()
            .into_int_value()
            .get_zero_extended_constant();
        assert_eq!(
            v,
            Some(u64::from(cov * 100)),
            "{arch}: __oclc_ABI_version for v{cov}"
        );
        let isa = lowered
            .module
            .get_global("__oclc_ISA_version")
            .expect("ocml was linked")
            .get_initializer()
            .unwrap()
            .into_int_value()
            .get_zero_extended_constant();
        assert_eq!(
            isa,
            Some(u64::from(crate::arch::arch(arch).unwrap().isa_version)),
            "{arch}: __oclc_ISA_version"
        );
    }
}

/// A private array with the `llvm.lifetime.start/end` markers clang emits at
/// -O1 and above (NVVM IR as clang-22 writes it for a CUDA kernel whose
/// local array is indexed by a loaded value, so it stays on the stack).
const LOCAL_ARRAY_NVVM: &str = r#"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @local_array(ptr noundef %out, ptr noundef %in, i32 noundef %n) #0 {
entry:
  %v = alloca [8 x float], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %v)
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = sext i32 %tid to i64
  br label %fill
fill:
  %k = phi i64 [ 0, %entry ], [ %k1, %fill ]
  %src = getelementptr inbounds float, ptr %in, i64 %k
  %x = load float, ptr %src, align 4
  %dst = getelementptr inbounds [8 x float], ptr %v, i64 0, i64 %k
  store float %x, ptr %dst, align 4
  %k1 = add nuw nsw i64 %k, 1
  %more = icmp ult i64 %k1, 8
  br i1 %more, label %fill, label %read
read:
  %sel = getelementptr inbounds float, ptr %in, i64 %i
  %s = load float, ptr %sel, align 4
  %si = fptosi float %s to i32
  %idx = and i32 %si, 7
  %idx64 = zext i32 %idx to i64
  %p = getelementptr inbounds [8 x float], ptr %v, i64 0, i64 %idx64
  %r = load float, ptr %p, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %v)
  %o = getelementptr inbounds float, ptr %out, i64 %i
  store float %r, ptr %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p0(ptr captures(none))
declare void @llvm.lifetime.end.p0(ptr captures(none))

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
"#;

#[test]
fn lifted_local_arrays_keep_their_lifetime_markers_valid() {
    // The private array moves to address space 5; its lifetime markers used
    // to keep pointing at the flat cast, which LLVM 22's verifier refuses
    // ("llvm.lifetime.start/end can only be used on alloca or poison").
    let m = gpujit_ir::PortableModule::from_ir("local_array.ll", LOCAL_ARRAY_NVVM.as_bytes())
        .expect("lifts");
    for arch in ["gfx942", "gfx1100", "gfx1201"] {
        let opts = AmdgcnOptions {
            arch: arch.into(),
            ..Default::default()
        };
        let (image, _) = compile(&m, &opts).unwrap_or_else(|e| panic!("{arch}: {e}"));
        let co = crate::code_object::CodeObject::parse(&image.bytes)
            .unwrap_or_else(|e| panic!("{arch}: {e}"));
        assert!(
            co.kernels.iter().any(|k| k.name == "local_array"),
            "{arch}: kernel missing"
        );
    }
}

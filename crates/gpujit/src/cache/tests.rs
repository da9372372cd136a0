use super::*;
use crate::{CompileOptions, NvvmModule, PortableModule, Target};
use gpujit_device::ImageFormat;

fn dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("gpujit-cache-test-{}-{tag}", std::process::id()));
    let _ = fs::remove_dir_all(&d);
    d
}

fn image(n: u8) -> Image {
    let m = gpujit_kernels::saxpy::module().unwrap();
    Image {
        format: ImageFormat::Hsaco,
        arch: "gfx942".into(),
        bytes: vec![n; 1000],
        kernels: m.kernels().to_vec(),
        refused: Vec::new(),
        coarse: None,
    }
}

fn k(n: u8) -> Key {
    Key([n; 32])
}

#[test]
fn keys_change_with_everything_that_decides_the_output() {
    let m = gpujit_kernels::saxpy::module().unwrap();
    let o = CompileOptions::default();
    let id = keys::compiler_identity();
    let base = keys::key_by(&id, &m, Target::Amdgcn, &o, "");
    assert_eq!(base, key(&m, Target::Amdgcn, &o, ""));
    // The default processor is the one named when none is.
    let named = CompileOptions {
        arch: Some(Target::Amdgcn.default_arch()),
        ..o.clone()
    };
    assert_eq!(base, key(&m, Target::Amdgcn, &named, ""));
    let arch = |a: &str| CompileOptions {
        arch: Some(a.into()),
        ..o.clone()
    };
    let other_identity = |s: &str| keys::key_by(s, &m, Target::Amdgcn, &o, "");
    let variants = [
        (
            "module",
            key(
                &gpujit_kernels::reduce::module().unwrap(),
                Target::Amdgcn,
                &o,
                "",
            ),
        ),
        (
            "gpujit version",
            other_identity(&id.replace("gpujit 0.", "gpujit 9.")),
        ),
        (
            "gpujit build",
            other_identity(&id.replace(" build ", " build x")),
        ),
        (
            "LLVM version",
            other_identity(&id.replace(" LLVM ", " LLVM 9")),
        ),
        ("target", key(&m, Target::Nvptx, &o, "")),
        ("processor", key(&m, Target::Amdgcn, &arch("gfx1100"), "")),
        (
            "xnack+",
            key(&m, Target::Amdgcn, &arch("gfx90a:xnack+"), ""),
        ),
        (
            "xnack-",
            key(&m, Target::Amdgcn, &arch("gfx90a:xnack-"), ""),
        ),
        (
            "sramecc+",
            key(&m, Target::Amdgcn, &arch("gfx90a:sramecc+:xnack-"), ""),
        ),
        ("sm_90", key(&m, Target::Nvptx, &arch("sm_90"), "")),
        ("sm_90a", key(&m, Target::Nvptx, &arch("sm_90a"), "")),
        ("sm_100f", key(&m, Target::Nvptx, &arch("sm_100f"), "")),
        ("sm_120", key(&m, Target::Nvptx, &arch("sm_120"), "")),
        ("sm_121", key(&m, Target::Nvptx, &arch("sm_121"), "")),
        (
            "opt level",
            key(
                &m,
                Target::Amdgcn,
                &CompileOptions {
                    opt_level: Some(1),
                    ..o.clone()
                },
                "",
            ),
        ),
        (
            "ptx version",
            key(
                &m,
                Target::Amdgcn,
                &CompileOptions {
                    ptx_version: Some(78),
                    ..o.clone()
                },
                "",
            ),
        ),
        (
            "checked",
            key(
                &m,
                Target::Amdgcn,
                &CompileOptions {
                    checked: true,
                    ..o.clone()
                },
                "",
            ),
        ),
        (
            "no_coarsening",
            key(
                &m,
                Target::Amdgcn,
                &CompileOptions {
                    no_coarsening: true,
                    ..o.clone()
                },
                "",
            ),
        ),
        (
            "generic",
            key(
                &m,
                Target::Amdgcn,
                &CompileOptions {
                    generic: true,
                    ..o.clone()
                },
                "",
            ),
        ),
        (
            "code object",
            key(
                &m,
                Target::Amdgcn,
                &CompileOptions {
                    code_object_version: Some(6),
                    ..o.clone()
                },
                "",
            ),
        ),
        ("driver", key(&m, Target::Amdgcn, &o, "driver 13000")),
        ("other driver", key(&m, Target::Amdgcn, &o, "driver 12080")),
    ];
    // Each is its own key, and a cache holding the base entry misses it.
    let c = Cache::new(None, 0, 64);
    c.put(&base, &image(0));
    for (i, (what, k)) in variants.iter().enumerate() {
        assert_ne!(*k, base, "{what}");
        assert!(c.get(k).is_none(), "{what}: a hit");
        for (other, k2) in &variants[i + 1..] {
            assert_ne!(k, k2, "{what} and {other}");
        }
    }
    assert_eq!(c.stats().misses, variants.len() as u64);
    assert!(id.contains(env!("GPUJIT_BUILD_ID")) && !env!("GPUJIT_BUILD_ID").is_empty());
}

#[test]
fn disk_entries_survive_a_new_cache_and_round_trip_exactly() {
    let d = dir("roundtrip");
    let a = Cache::new(Some(d.clone()), 1 << 20, 8);
    a.put(&k(1), &image(1));
    let b = Cache::new(Some(d.clone()), 1 << 20, 8);
    assert_eq!(b.get(&k(1)).as_deref(), Some(&image(1)));
    assert_eq!(b.stats().disk_hits, 1);
    assert_eq!(b.get(&k(1)).as_deref(), Some(&image(1)));
    assert_eq!(b.stats().memory_hits, 1);
    assert!(b.get(&k(2)).is_none());
    assert_eq!(b.stats().misses, 1);
    assert_eq!(b.disk_usage().entries, 1);
    assert_eq!(b.clear().unwrap(), 1);
    assert_eq!(b.disk_usage().entries, 0);
}

#[test]
fn corrupt_or_truncated_entries_are_deleted_not_trusted() {
    let d = dir("corrupt");
    let a = Cache::new(Some(d.clone()), 1 << 20, 8);
    a.put(&k(3), &image(3));
    let path = d.join(k(3).hex());
    let mut bytes = fs::read(&path).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0xff;
    fs::write(&path, &bytes).unwrap();
    let b = Cache::new(Some(d.clone()), 1 << 20, 8);
    assert!(b.get(&k(3)).is_none());
    assert_eq!(b.stats().corrupt, 1);
    assert!(!path.exists(), "a corrupt entry is removed");
    a.put(&k(4), &image(4));
    let p4 = d.join(k(4).hex());
    let bytes = fs::read(&p4).unwrap();
    fs::write(&p4, &bytes[..bytes.len() / 2]).unwrap();
    assert!(Cache::new(Some(d), 1 << 20, 8).get(&k(4)).is_none());
}

#[test]
fn disk_size_cap_evicts_the_oldest_and_memory_is_bounded() {
    let d = dir("evict");
    let c = Cache::new(Some(d.clone()), 3 * 1200, 2);
    for n in 0..6 {
        c.put(&k(n), &image(n));
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let u = c.disk_usage();
    assert!(u.bytes <= 3 * 1200 && u.entries <= 3, "{u:?}");
    assert!(c.stats().evicted >= 3);
    let fresh = Cache::new(Some(d), 1 << 20, 2);
    assert!(fresh.get(&k(5)).is_some(), "the newest entry stays");
    assert!(fresh.get(&k(0)).is_none(), "the oldest went");
    assert!(c.memory().map.len() <= 2);
}

#[test]
fn concurrent_writers_never_expose_partial_entries() {
    let d = dir("concurrent");
    std::thread::scope(|s| {
        for t in 0..8u8 {
            let d = d.clone();
            s.spawn(move || {
                let c = Cache::new(Some(d), 1 << 30, 4);
                for i in 0..20u8 {
                    let key = k(i % 5);
                    c.put(&key, &image(i % 5));
                    if let Some(img) =
                        Cache::new(c.dir().map(Path::to_path_buf), 1 << 30, 1).get(&key)
                    {
                        assert_eq!(*img, image(i % 5), "thread {t}");
                    }
                }
            });
        }
    });
    let c = Cache::new(Some(d), 1 << 30, 4);
    assert_eq!(c.stats().corrupt, 0);
    for i in 0..5 {
        assert_eq!(c.get(&k(i)).as_deref(), Some(&image(i)));
    }
}

#[test]
fn jit_compiles_each_module_once_in_parallel_and_warm_caches_skip_compilation() {
    use gpujit_device::DeviceExt;
    let d = dir("jit");
    let modules: Vec<PortableModule> = (0..12)
        .map(|i| {
            gpujit_ir::build(&format!("m{i}"), Default::default(), |m| {
                m.kernel("k", &[gpujit_ir::p::ptr_u32("o")], |k, a| {
                    k.store(a[0], k.u32(0), k.u32(i))
                })
            })
            .unwrap()
        })
        .collect();
    let jit = crate::Jit::new(
        crate::open("host").unwrap(),
        Cache::new(Some(d.clone()), 1 << 30, 64),
    )
    .unwrap();
    let images = jit.compile_many(&modules, 4);
    assert_eq!(images.len(), 12);
    assert!(images.iter().all(|r| r.is_ok()));
    assert_eq!(jit.cache().stats().stores, 12);
    // Each image runs its own module's kernel, in order.
    for (i, img) in images.into_iter().enumerate() {
        let dev = jit.device();
        let k = dev.load(&img.unwrap()).unwrap().kernel("k").unwrap();
        let out = dev.alloc::<u32>(1).unwrap();
        dev.launch(
            &k,
            &gpujit_device::LaunchConfig::for_elems(1, 1),
            &[(&out).into()],
        )
        .unwrap();
        assert_eq!(dev.download(&out).unwrap(), vec![i as u32]);
    }
    // A new process (a new cache over the same folder) finds every module on disk.
    let warm = crate::Jit::new(
        crate::open("host").unwrap(),
        Cache::new(Some(d), 1 << 30, 64),
    )
    .unwrap();
    for m in &modules {
        warm.load(m).unwrap();
    }
    let s = warm.cache().stats();
    assert_eq!((s.disk_hits, s.misses, s.stores), (12, 0, 0), "{s:?}");
}

/// Records the names of spans created while it is the default subscriber.
struct SpanNames(std::sync::Mutex<Vec<String>>);

impl tracing::Subscriber for SpanNames {
    fn enabled(&self, _: &tracing::Metadata<'_>) -> bool {
        true
    }
    fn new_span(&self, span: &tracing::span::Attributes<'_>) -> tracing::span::Id {
        let mut names = self.0.lock().unwrap();
        names.push(span.metadata().name().to_string());
        tracing::span::Id::from_u64(names.len() as u64)
    }
    fn record(&self, _: &tracing::span::Id, _: &tracing::span::Record<'_>) {}
    fn record_follows_from(&self, _: &tracing::span::Id, _: &tracing::span::Id) {}
    fn event(&self, _: &tracing::Event<'_>) {}
    fn enter(&self, _: &tracing::span::Id) {}
    fn exit(&self, _: &tracing::span::Id) {}
}

#[test]
fn every_compile_stage_has_a_tracing_span() {
    let names = std::sync::Arc::new(SpanNames(std::sync::Mutex::new(Vec::new())));
    let m = gpujit_kernels::saxpy::module().unwrap();
    tracing::subscriber::with_default(names.clone(), || {
        crate::compile(&m, Target::Amdgcn, &CompileOptions::default()).unwrap();
    });
    let seen = names.0.lock().unwrap().clone();
    for stage in [
        "gpujit.lower",
        "gpujit.optimize",
        "gpujit.codegen",
        "gpujit.link",
    ] {
        assert!(
            seen.iter().any(|n| n == stage),
            "no {stage} span in {seen:?}"
        );
    }
}

#[test]
fn links_answer_with_the_image_they_name_in_memory_and_on_disk() {
    let d = dir("links");
    let c = Cache::new(Some(d.clone()), 1 << 30, 8);
    c.put(&k(1), &image(1));
    c.put_link(&k(2), &k(1));
    assert_eq!(c.get(&k(2)).as_deref(), Some(&image(1)));
    assert_eq!(c.get_linked(&k(2)).map(|(key, _)| key), Some(k(1)));
    assert_eq!(c.get_linked(&k(1)).map(|(key, _)| key), Some(k(1)));
    assert_eq!((c.stats().stores, c.stats().links), (1, 1));
    // A new cache over the folder follows the link on disk.
    let fresh = Cache::new(Some(d.clone()), 1 << 30, 8);
    assert_eq!(
        fresh.get_linked(&k(2)).map(|(key, i)| (key, (*i).clone())),
        Some((k(1), image(1)))
    );
    // A link to nothing is a miss; a damaged link is deleted, not trusted.
    fresh.put_link(&k(3), &k(9));
    assert!(fresh.get(&k(3)).is_none());
    let path = d.join(k(2).hex());
    let mut bytes = fs::read(&path).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    fs::write(&path, &bytes).unwrap();
    let again = Cache::new(Some(d.clone()), 1 << 30, 8);
    assert!(again.get(&k(2)).is_none());
    assert_eq!(again.stats().corrupt, 1);
    assert!(!path.exists());
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn the_disk_is_counted_once_and_trimmed_only_past_the_cap() {
    let d = dir("estimate");
    // Room for three images of ~1 kB: the fourth write evicts.
    let c = Cache::new(Some(d.clone()), 3500, 8);
    for n in 0..3 {
        c.put(&k(n), &image(n));
    }
    assert_eq!(c.stats().evicted, 0);
    c.put(&k(3), &image(3));
    assert_eq!(c.stats().evicted, 1);
    assert!(c.disk_usage().bytes <= 3500);
    let _ = fs::remove_dir_all(&d);
}

/// NVVM IR with inline PTX: NVIDIA gets it as written, the host its lift.
const NVVM_LANE: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @lane(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %l = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %l, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

#[test]
fn nvvm_modules_compile_as_written_for_nvidia_and_lifted_for_the_others() {
    use gpujit_device::DeviceExt;
    let m = NvvmModule::from_ir("lane.ll", NVVM_LANE.as_bytes()).unwrap();
    let o = CompileOptions::default();
    let ptx = crate::compile_nvvm(&m, Target::Nvptx, &o).unwrap();
    let ptx = String::from_utf8(ptx.image.bytes).unwrap();
    assert!(ptx.contains("%laneid;"), "{ptx}");
    assert!(!ptx.contains("gpujit"), "{ptx}");
    // Its key is not the lifted module's.
    let lifted = m.lift().unwrap();
    assert_ne!(
        nvvm_key(&m, Target::Nvptx, &o, ""),
        key(&lifted, Target::Nvptx, &o, "")
    );
    assert_eq!(
        nvvm_key(&m, Target::Nvptx, &o, ""),
        nvvm_key(&m, Target::Nvptx, &o, "")
    );
    // The host runs the lift, through the JIT's cache.
    let jit = crate::Jit::new(crate::open("host").unwrap(), Cache::new(None, 0, 8)).unwrap();
    let k = jit.load_nvvm(&m).unwrap().kernel("lane").unwrap();
    let dev = jit.device();
    let out = dev.alloc::<u32>(64).unwrap();
    dev.launch(
        &k,
        &gpujit_device::LaunchConfig::for_elems(64, 64),
        &[(&out).into()],
    )
    .unwrap();
    let want: Vec<u32> = (0..64).map(|i| i % 32).collect();
    assert_eq!(dev.download(&out).unwrap(), want);
    jit.load_nvvm(&m).unwrap();
    assert_eq!(jit.cache().stats().memory_hits, 1);
}

#[test]
fn refused_kernels_survive_the_image_encoding() {
    let mut img = image(3);
    img.refused = vec![gpujit_device::RefusedKernel {
        name: "smid".into(),
        reason: "cannot lift `a\\b`;\nregister `%smid`\t(first used in `smid`)".into(),
    }];
    assert_eq!(image_from_body(&image_body(&img)), Some(img.clone()));
    assert_eq!(decode(&encode(&img)), Some(img));
}

#[test]
fn coarsened_variants_survive_the_image_encoding() {
    let mut variants = image(5);
    variants.bytes = b"\n+3\nbytes that look like lines\n\n".to_vec();
    let mut img = image(4);
    img.refused = vec![gpujit_device::RefusedKernel {
        name: "r".into(),
        reason: "why".into(),
    }];
    img.coarse = Some(Box::new(variants));
    let body = image_body(&img);
    assert_eq!(image_from_body(&body), Some(img.clone()));
    assert_eq!(decode(&encode(&img)), Some(img.clone()));
    // A body cut short, or one naming more variant bytes than it has, is no image.
    assert_eq!(image_from_body(&body[..body.len() - 1]), None);
    let mut plain = img.clone();
    plain.coarse = None;
    let mut lying = image_body(&plain);
    let at = lying.iter().position(|&b| b == b'!').unwrap();
    lying.splice(at..at, b"+99999\n".iter().copied());
    assert_eq!(image_from_body(&lying), None);
}

/// `lane` lifts; `sm` reads `%smid`, which has no portable meaning.
const NVVM_LANE_AND_SMID: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @lane(ptr addrspace(1) %out) {
  %l = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  store i32 %l, ptr addrspace(1) %out
  ret void
}
define ptx_kernel void @sm(ptr addrspace(1) %out) {
  %s = call i32 asm "mov.u32 $0, %smid;", "=r"()
  store i32 %s, ptr addrspace(1) %out
  ret void
}
"#;

#[test]
fn a_jit_keeps_refused_kernels_through_its_disk_cache() {
    let d = dir("refused");
    let m = NvvmModule::from_ir("two.ll", NVVM_LANE_AND_SMID.as_bytes()).unwrap();
    assert!(m.lift().is_err());
    for round in 0..2 {
        // The second JIT finds the image on disk.
        let jit = crate::Jit::new(
            crate::open("host").unwrap(),
            Cache::new(Some(d.clone()), 1 << 20, 8),
        )
        .unwrap();
        let module = jit.load_nvvm(&m).unwrap();
        assert_eq!(jit.cache().stats().disk_hits, round);
        assert_eq!(module.kernels().len(), 1);
        module.kernel("lane").unwrap();
        match module.kernel("sm") {
            Err(gpujit_device::Error::KernelRefused { name, reason }) => {
                assert_eq!(name, "sm");
                assert!(reason.contains("%smid"), "{reason}");
            }
            other => panic!("{other:?}"),
        }
    }
    let _ = fs::remove_dir_all(&d);
}

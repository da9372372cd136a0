use super::*;
use crate::cache::Cache;
use gpujit_device::{Device, DeviceExt, LaunchConfig};

/// A module whose kernel `name` writes `value` to `out[0]`.
fn constant_kernel(name: &str, value: u32) -> PortableModule {
    gpujit_ir::build(name, Default::default(), |m| {
        m.kernel(name, &[gpujit_ir::p::ptr_u32("out")], |k, a| {
            k.store(a[0], k.u32(0), k.u32(value))
        })
    })
    .unwrap()
}

fn run_one(dev: &dyn Device, k: &Kernel) -> u32 {
    let out = dev.alloc::<u32>(1).unwrap();
    dev.launch(k, &LaunchConfig::for_elems(1, 1), &[(&out).into()])
        .unwrap();
    dev.synchronize().unwrap();
    dev.download(&out).unwrap()[0]
}

/// The device these tests run on: `GPUJIT_TEST_DEVICE` (`cuda`, `hip`), else the host.
fn test_device() -> Box<dyn Device> {
    let name = std::env::var("GPUJIT_TEST_DEVICE").unwrap_or_else(|_| "host".into());
    crate::open(&name).unwrap_or_else(|e| panic!("GPUJIT_TEST_DEVICE={name}: {e}"))
}

fn test_jit() -> Arc<Jit> {
    Arc::new(Jit::new(test_device(), Cache::new(None, 0, 1024)).unwrap())
}

#[test]
fn kernels_are_added_one_at_a_time_and_nothing_is_compiled_twice() {
    let s = Session::new(test_jit());
    for i in 0..5 {
        s.add(&constant_kernel(&format!("k{i}"), i)).unwrap();
        assert_eq!(
            s.jit().cache().stats().stores,
            u64::from(i) + 1,
            "only the new module compiles"
        );
    }
    for i in 0..5u32 {
        assert_eq!(
            run_one(s.jit().device(), &s.kernel(&format!("k{i}")).unwrap()),
            i
        );
    }
    let dup = s.add(&constant_kernel("k3", 99)).unwrap_err();
    assert!(dup.to_string().contains("k3"), "{dup}");
    assert_eq!(
        run_one(s.jit().device(), &s.kernel("k3").unwrap()),
        3,
        "a refused add changes nothing"
    );
    s.remove("k2").unwrap();
    assert!(s.kernel("k2").is_err() && s.remove("k2").is_err());
    assert_eq!(s.names(), vec!["k0", "k1", "k3", "k4"]);
}

fn statm_resident_pages() -> u64 {
    std::fs::read_to_string("/proc/self/statm")
        .unwrap()
        .split_whitespace()
        .nth(1)
        .unwrap()
        .parse()
        .unwrap()
}

fn open_fds() -> usize {
    std::fs::read_dir("/proc/self/fd").unwrap().count()
}

/// Many add → launch → remove cycles, each module distinct (so each compiles
/// and loads anew): resident memory and open files stay flat.
#[test]
fn add_launch_remove_cycles_do_not_leak() {
    let _quiet = crate::tests::resident_memory();
    let cycles: u32 = std::env::var("GPUJIT_SOAK_CYCLES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    let s = Session::new(Arc::new(
        Jit::new(test_device(), Cache::new(None, 0, 1)).unwrap(),
    ));
    let warmup = (cycles / 10).max(1);
    let mut baseline = (0, 0);
    for i in 0..cycles {
        let name = format!("soak{i}");
        s.add(&constant_kernel(&name, i)).unwrap();
        assert_eq!(run_one(s.jit().device(), &s.kernel(&name).unwrap()), i);
        s.remove(&name).unwrap();
        if i + 1 == warmup {
            baseline = (statm_resident_pages(), open_fds());
        }
    }
    let (pages, fds) = (statm_resident_pages(), open_fds());
    let grown_kib = pages.saturating_sub(baseline.0) * 4;
    eprintln!(
        "soak on {}: {cycles} cycles, resident +{grown_kib} KiB after warm-up, fds {} → {fds}",
        s.jit().device().info().name,
        baseline.1
    );
    // Other tests of this binary open and close files meanwhile (servers,
    // connections, caches): a margin for theirs; a leak of one file a cycle
    // would show as thousands.
    assert!(
        fds <= baseline.1 + 32,
        "open files grew from {} to {fds} over {} cycles",
        baseline.1,
        cycles - warmup
    );
    // Allocator noise only: a leak of even 1 KiB per cycle would show as megabytes.
    assert!(
        grown_kib < 8 * 1024,
        "resident memory grew by {grown_kib} KiB over {} cycles",
        cycles - warmup
    );
}

/// 16 threads compiling distinct modules and launching them at once through one Jit.
#[test]
fn sixteen_threads_compile_and_launch_at_once() {
    let jit = test_jit();
    std::thread::scope(|sc| {
        for t in 0..16u32 {
            let jit = jit.clone();
            sc.spawn(move || {
                for i in 0..8u32 {
                    let v = t * 1000 + i;
                    let m = constant_kernel(&format!("t{t}k{i}"), v);
                    let k = jit.load(&m).unwrap().kernel(&format!("t{t}k{i}")).unwrap();
                    assert_eq!(run_one(jit.device(), &k), v);
                }
            });
        }
    });
    assert_eq!(jit.cache().stats().stores, 128);
}

/// A module whose kernel `name` fills shared arrays of `lens` u32s with
/// `helper(t) = t + add` per thread and writes the sum of their last elements.
fn shared_user(name: &str, lens: &[u32], add: u32) -> PortableModule {
    use gpujit_ir::{Axis, ScalarType, Type};
    gpujit_ir::build(name, Default::default(), |m| {
        let helper = m.function(
            "helper",
            &[("x", Type::Scalar(ScalarType::U32))],
            Some(ScalarType::U32),
            |k, a| k.ret(k.add(a[0], k.u32(add))),
        )?;
        m.kernel(name, &[gpujit_ir::p::ptr_u32("out")], |k, a| {
            let t = k.thread_id(Axis::X);
            let mut total = k.u32(0);
            for &len in lens {
                let s = k.shared_array(ScalarType::U32, len);
                k.if_(k.lt(t, k.u32(len)), |k| {
                    k.store(s, t, k.call(&helper, &[t]))
                });
                k.barrier();
                total = k.add(total, k.load(s, k.u32(len - 1)));
            }
            k.if_(k.eq(t, k.u32(0)), |k| k.store(a[0], k.u32(0), total));
        })
    })
    .unwrap()
}

/// Runs kernel `name` of a loaded [`shared_user`] module with one block of
/// 256 threads; returns what it wrote.
fn run_shared_user(jit: &Jit, module: &gpujit_device::Module, name: &str) -> u32 {
    let k = module.kernel(name).unwrap();
    let out = jit.device().alloc::<u32>(1).unwrap();
    let cfg = LaunchConfig {
        block: gpujit_device::Dim3::x(256),
        ..LaunchConfig::for_elems(1, 1)
    };
    jit.device().launch(&k, &cfg, &[(&out).into()]).unwrap();
    jit.device().synchronize().unwrap();
    jit.device().download(&out).unwrap()[0]
}

/// Expected output of [`shared_user`].
fn shared_user_result(lens: &[u32], add: u32) -> u32 {
    lens.iter().map(|l| l - 1 + add).sum()
}

#[test]
fn a_batch_loads_many_modules_as_one_and_keeps_their_shared_arrays_apart() {
    let jit = test_jit();
    let specs: [(&str, &[u32], u32); 3] = [
        ("one", &[4], 10),
        ("two", &[256, 8], 20),
        ("three", &[128, 2, 64], 30),
    ];
    let modules: Vec<_> = specs
        .iter()
        .map(|(n, lens, add)| shared_user(n, lens, *add))
        .collect();

    // Six distinct shared arrays with their own sizes, and three helpers.
    let merged = gpujit_ir::merge("batch", &modules).unwrap();
    let text = merged.to_text().unwrap();
    for (n, len) in [4, 256, 8, 128, 2, 64].into_iter().enumerate() {
        let storage = format!("@{} = internal", gpujit_ir::shared_storage_name(n as u32));
        let line = text.lines().find(|l| l.starts_with(&storage));
        assert!(
            line.is_some_and(|l| l.contains(&format!("[{len} x i32]"))),
            "shared array {n} should hold {len} u32s:\n{text}"
        );
    }

    let module = jit.load_batch(&modules).unwrap();
    assert_eq!(jit.cache().stats().stores, 1, "one compile for the batch");
    for (n, lens, add) in specs {
        assert_eq!(
            run_shared_user(&jit, &module, n),
            shared_user_result(lens, add),
            "kernel {n}"
        );
    }

    let dup = gpujit_ir::merge("dup", &[modules[0].clone(), modules[0].clone()]).unwrap_err();
    assert!(dup.to_string().contains("kernel `one`"), "{dup}");
    let plain = gpujit_ir::build("plain", gpujit_ir::ModuleOptions { contract: false }, |m| {
        m.kernel("plain", &[], |_, _| {})
    })
    .unwrap();
    let mixed = gpujit_ir::merge("mixed", &[modules[0].clone(), plain]).unwrap_err();
    assert!(mixed.to_string().contains("contract"), "{mixed}");
    assert!(gpujit_ir::merge("none", &[]).is_err());
}

#[test]
fn batches_compile_on_worker_threads_in_order_each_failing_alone() {
    let jit = test_jit();
    let specs: [(&str, &[u32], u32); 5] = [
        ("b0", &[4], 1),
        ("b1", &[8, 2], 2),
        ("b2", &[16], 3),
        ("b3", &[2, 2, 2], 4),
        ("b4", &[32], 5),
    ];
    let modules: Vec<_> = specs
        .iter()
        .map(|(n, lens, add)| shared_user(n, lens, *add))
        .collect();
    // Three good batches and, second, one that defines `b0` twice.
    let dup = [modules[0].clone(), modules[0].clone()];
    let batches: [&[PortableModule]; 4] = [&modules[..2], &dup, &modules[2..4], &modules[4..]];
    let results = jit.compile_batches(&batches, 3);
    assert_eq!(results.len(), 4);
    let err = results[1].as_ref().map(|_| ()).unwrap_err().to_string();
    assert!(err.contains("kernel `b0`"), "{err}");
    assert_eq!(jit.cache().stats().stores, 3, "one compile per good batch");

    for (batch, result) in [(0, &results[0]), (2, &results[2]), (3, &results[3])] {
        let (key, image) = result.as_ref().unwrap();
        let module = jit.device().load(image).unwrap();
        for m in batches[batch] {
            // Each member's own key leads to its batch.
            let (linked, _) = jit.cached(m).expect("the member is linked to its batch");
            assert_eq!(&linked, key, "{}", m.name());
            let (_, lens, add) = specs.iter().find(|s| s.0 == m.name()).unwrap();
            assert_eq!(
                run_shared_user(&jit, &module, m.name()),
                shared_user_result(lens, *add),
                "kernel {}",
                m.name()
            );
        }
    }
    assert!(jit.compile_batches(&[], 4).is_empty());
}

//! The specializer on the host device (or `GPUJIT_TEST_DEVICE`): variants agree with their generic
//! kernel, are reused from the cache, evicted least recently used first,
//! given up on for unstable values, and compiled in the background.

use std::time::Duration;

use gpujit_device::{Buffer, Device, DeviceExt, KernelArg, LaunchConfig};
use gpujit_ir::{Axis, IrError, build, p};

use super::*;
use crate::cache::Cache;

#[path = "power.rs"]
mod power;

/// The shared test kernel ([`power::power_module`]).
fn power() -> PortableModule {
    power::power_module().expect("builds")
}

/// A JIT for `GPUJIT_TEST_DEVICE` (`cuda`, `hip`), else the host.
fn jit() -> Jit {
    jit_with(Cache::new(None, 0, 64))
}

fn jit_with(cache: Cache) -> Jit {
    let name = std::env::var("GPUJIT_TEST_DEVICE").unwrap_or_else(|_| "host".into());
    let dev = crate::open(&name).unwrap_or_else(|e| panic!("GPUJIT_TEST_DEVICE={name}: {e}"));
    Jit::new(dev, cache).expect("jit")
}

fn args<'a>(x: &'a mut Buffer<f32>, n: u32, steps: u32) -> [KernelArg<'a>; 4] {
    [x.into(), n.into(), steps.into(), 0.5f32.into()]
}

fn input(n: usize) -> Vec<f32> {
    (0..n).map(|i| 1.0 + (i % 13) as f32 * 0.125).collect()
}

/// Runs the kernel once on fresh input; the output.
fn run_once(k: &Specialized, dev: &dyn Device, n: u32, steps: u32) -> (Vec<f32>, bool) {
    let mut x = dev.upload(&input(n as usize + 3)).expect("upload");
    let cfg = LaunchConfig::for_elems(n as usize, 32);
    let used = k.launch(&cfg, &args(&mut x, n, steps)).expect("launch");
    (dev.download(&x).expect("download"), used.is_some())
}

/// Why `wait_ready` refuses these values.
fn refused(k: &Specialized, dev: &dyn Device, n: u32, steps: u32) -> String {
    let mut x = dev.upload(&input(n as usize + 3)).expect("upload");
    let cfg = LaunchConfig::for_elems(n as usize, 32);
    k.wait_ready(&cfg, &args(&mut x, n, steps), Duration::from_secs(1))
        .expect_err("refused")
        .to_string()
}

#[test]
fn variants_match_the_generic_kernel_bit_for_bit() {
    let sp = Specializer::new(
        jit(),
        Policy {
            compile_after: 1,
            ..Policy::default()
        },
    );
    let m: KernelSource = power().into();
    let k = sp
        .kernel(
            &m,
            "power",
            Specialize::args(["n"]).marked().block().grid().align(16),
        )
        .expect("wraps");
    let dev = sp.jit().device();
    for (n, steps) in [(100, 3), (37, 0), (256, 7)] {
        let (generic, was_variant) = run_once(&k, dev, n, steps);
        assert!(!was_variant);
        let mut x = dev.upload(&input(n as usize + 3)).expect("upload");
        let cfg = LaunchConfig::for_elems(n as usize, 32);
        assert!(
            k.wait_ready(&cfg, &args(&mut x, n, steps), Duration::from_secs(120))
                .expect("compiles")
        );
        let (special, was_variant) = run_once(&k, dev, n, steps);
        assert!(was_variant, "n={n} steps={steps}");
        let bits = |v: &[f32]| v.iter().map(|f| f.to_bits()).collect::<Vec<_>>();
        assert_eq!(bits(&generic), bits(&special), "n={n} steps={steps}");
    }
    let s = sp.stats();
    assert_eq!(
        (s.variants_compiled, s.variant_launches, s.generic_launches),
        (3, 3, 3)
    );
    assert!(s.compile_time > Duration::ZERO);
    let infos = k.variants();
    assert_eq!(infos.len(), 3);
    assert!(infos.iter().all(|v| v.ready && v.launches == 1));
    // The variant folded `n`, `steps` (marked), the block, the grid and x's alignment.
    let v = &infos[0].values;
    assert_eq!(v.args.iter().map(|a| a.0).collect::<Vec<_>>(), [1, 2]);
    assert!(v.block == Some([32, 1, 1]) && v.grid.is_some() && v.align == [(0, 16)]);
}

#[test]
fn cached_variants_are_reused_and_lru_evicted() {
    let jit = Arc::new(jit());
    let policy = Policy {
        compile_after: 1,
        max_variants: 2,
        background: false,
        ..Policy::default()
    };
    let m: KernelSource = power().into();
    let sp = Specializer::with_jit(jit.clone(), policy);
    let k = sp
        .kernel(&m, "power", Specialize::args(["steps"]))
        .expect("wraps");
    let dev = jit.device();
    // Without background compiles, the first launch with new values compiles and uses the variant.
    assert!(run_once(&k, dev, 64, 1).1);
    assert!(run_once(&k, dev, 64, 2).1);
    assert!(run_once(&k, dev, 64, 1).1); // steps=1 is now the most recent
    assert!(run_once(&k, dev, 64, 3).1); // evicts steps=2
    let kept: Vec<u64> = k.variants().iter().map(|v| v.values.args[0].1).collect();
    assert_eq!(kept, [1, 3]);
    assert_eq!(sp.stats().evicted, 1);
    assert_eq!(sp.stats().cache_hits, 0);
    // Values seen again after eviction, and a second specializer: from the cache.
    assert!(run_once(&k, dev, 64, 2).1);
    let sp2 = Specializer::with_jit(jit.clone(), policy);
    let k2 = sp2
        .kernel(&m, "power", Specialize::args(["steps"]))
        .expect("wraps");
    assert!(run_once(&k2, dev, 64, 3).1);
    assert_eq!((sp.stats().cache_hits, sp2.stats().cache_hits), (1, 1));
}

#[test]
fn variants_are_found_on_disk_by_a_new_cache() {
    let dir = std::env::temp_dir().join(format!("gpujit-specialize-disk-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let policy = Policy {
        compile_after: 1,
        background: false,
        ..Policy::default()
    };
    let m: KernelSource = power().into();
    for hits in [0, 1] {
        // A new JIT and cache over the same folder, as a new process has.
        let sp = Specializer::new(jit_with(Cache::new(Some(dir.clone()), 1 << 30, 16)), policy);
        let k = sp
            .kernel(&m, "power", Specialize::args(["steps"]))
            .expect("wraps");
        assert!(run_once(&k, sp.jit().device(), 64, 4).1);
        assert_eq!(sp.stats().cache_hits, hits);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn unstable_values_stop_specialization() {
    let policy = Policy {
        compile_after: 2,
        unstable_after: 4,
        background: false,
        ..Policy::default()
    };
    let sp = Specializer::new(jit(), policy);
    let k = sp
        .kernel(&power().into(), "power", Specialize::args(["n"]))
        .expect("wraps");
    let dev = sp.jit().device();
    for n in 1..=6 {
        assert!(!run_once(&k, dev, n, 2).1);
    }
    assert!(k.stopped());
    assert!(!run_once(&k, dev, 1, 2).1, "no variant once stopped");
    let e = refused(&k, dev, 1, 2);
    assert!(e.contains("stopped being specialized"), "{e}");
    let s = sp.stats();
    assert_eq!(
        (s.stopped, s.variants_compiled, s.generic_launches),
        (1, 0, 7)
    );
    // Repeated values compile at the second launch and reset the streak.
    let k = sp
        .kernel(&power().into(), "power", Specialize::args(["n"]))
        .expect("wraps");
    for n in [5, 6, 7, 5] {
        run_once(&k, dev, n, 2);
    }
    assert!(!k.stopped());
    assert_eq!(sp.stats().variants_compiled, 1);
}

#[test]
fn background_compiles_leave_the_generic_kernel_running() {
    let sp = Specializer::new(
        jit(),
        Policy {
            sample_every: 1,
            ..Policy::default()
        },
    );
    let k = sp
        .kernel(
            &power().into(),
            "power",
            Specialize::args(["steps"]).block(),
        )
        .expect("wraps");
    let dev = sp.jit().device();
    let (first, was_variant) = run_once(&k, dev, 500, 5);
    assert!(!was_variant, "the first launch runs the generic kernel");
    // The second asks for the variant; it runs whichever is loaded when it starts.
    let (second, _) = run_once(&k, dev, 500, 5);
    assert_eq!(first, second);
    let mut x = dev.upload(&input(503)).expect("upload");
    let cfg = LaunchConfig::for_elems(500, 32);
    assert!(
        k.wait_ready(&cfg, &args(&mut x, 500, 5), Duration::from_secs(120))
            .expect("ready")
    );
    let (later, was_variant) = run_once(&k, dev, 500, 5);
    assert!(was_variant);
    assert_eq!(first, later);
    let v = &k.variants()[0];
    assert!(v.compile_time > Duration::ZERO && v.mean_time.is_some());
    assert!(sp.stats().estimated_saved.is_finite());
}

#[test]
fn cuda_source_kernels_are_specialized() {
    let src = r#"extern "C" __global__ void scale(float *x, float a, int n, int steps) {
        int i = blockIdx.x * blockDim.x + threadIdx.x;
        if (i < n) { float v = x[i]; for (int s = 0; s < steps; ++s) v = v * a; x[i] = v; }
    }"#;
    let sp = Specializer::new(jit(), Policy::default());
    let source: KernelSource = crate::cuda::Program::new("scale.cu", src).into();
    let k = sp
        .kernel(&source, "scale", Specialize::args(["a", "steps"]).block())
        .expect("wraps");
    let dev = sp.jit().device();
    let xs: Vec<f32> = (0..100).map(|i| 1.0 + i as f32 * 0.01).collect();
    let cfg = LaunchConfig::for_elems(100, 64);
    let run = |x: &mut Buffer<f32>| {
        k.launch(&cfg, &[x.into(), 1.5f32.into(), 100i32.into(), 3i32.into()])
            .expect("launch")
            .is_some()
    };
    let mut a = dev.upload(&xs).expect("upload");
    assert!(!run(&mut a));
    let args = [(&a).into(), 1.5f32.into(), 100i32.into(), 3i32.into()];
    assert!(
        k.wait_ready(&cfg, &args, Duration::from_secs(120))
            .expect("compiles")
    );
    let mut b = dev.upload(&xs).expect("upload");
    assert!(run(&mut b));
    let (a, b) = (dev.download(&a).expect("a"), dev.download(&b).expect("b"));
    assert_eq!(
        a.iter().map(|f| f.to_bits()).collect::<Vec<_>>(),
        b.iter().map(|f| f.to_bits()).collect::<Vec<_>>()
    );
}

#[test]
fn bad_requests_are_typed_errors() {
    let sp = Specializer::new(jit(), Policy::default());
    let m: KernelSource = power().into();
    let e = |s: Specialize| {
        sp.kernel(&m, "power", s)
            .map(|_| ())
            .unwrap_err()
            .to_string()
    };
    assert!(e(Specialize::args(["nope"])).contains("no such parameter"));
    assert!(e(Specialize::args(["x"])).contains("not a scalar"));
    assert!(e(Specialize::default().align(12)).contains("power of two"));
    let e = sp
        .kernel(&m, "other", Specialize::default())
        .unwrap_err()
        .to_string();
    assert!(e.contains("no kernel `other`"), "{e}");
}

#[test]
fn variants_timed_slower_than_allowed_are_dropped_for_good() {
    let jit = Arc::new(jit());
    let m: KernelSource = power().into();
    let dev = jit.device();
    // Every launch of the variant timed: the values' first two launches run
    // the generic kernel; from the third, the variant and the generic kernel
    // are timed in turn, twice each, and the variant is judged at the next.
    let policy = |min_speedup| Policy {
        compile_after: 3,
        background: false,
        sample_every: 1,
        judge_after: 2,
        min_speedup,
        ..Policy::default()
    };
    // A speed-up no variant reaches: it is dropped, and never compiled again.
    let sp = Specializer::with_jit(jit.clone(), policy(f64::INFINITY));
    let k = sp
        .kernel(&m, "power", Specialize::args(["steps"]))
        .expect("wraps");
    let ran: Vec<bool> = (0..8).map(|_| run_once(&k, dev, 64, 4).1).collect();
    assert_eq!(ran, [false, false, true, false, true, false, false, false]);
    let s = sp.stats();
    assert_eq!((s.slower, s.variants_compiled, s.timed_launches), (1, 1, 4));
    assert!(k.variants().is_empty());
    let e = refused(&k, dev, 64, 4);
    assert!(e.contains("dropped as slower"), "{e}");
    assert_eq!(sp.stats().variants_compiled, 1, "not compiled again");
    // Any speed-up will do: the variant stays.
    let sp = Specializer::with_jit(jit.clone(), policy(0.0));
    let k = sp
        .kernel(&m, "power", Specialize::args(["steps"]))
        .expect("wraps");
    let ran: Vec<bool> = (0..8).map(|_| run_once(&k, dev, 64, 4).1).collect();
    assert_eq!(ran, [false, false, true, false, true, false, true, true]);
    assert_eq!(sp.stats().slower, 0);
    assert!(k.variants()[0].judged);
}

/// Launches of `k` with the same values until `stop` says so (at most
/// `limit`); how many ran.
fn launch_until(
    k: &Specialized,
    dev: &dyn Device,
    limit: usize,
    stop: impl Fn(&Specialized) -> bool,
) -> usize {
    (1..=limit)
        .find(|_| {
            run_once(k, dev, 64, 4);
            stop(k)
        })
        .unwrap_or(limit + 1)
}

#[test]
fn the_default_policy_judges_variants_by_timing() {
    let policy = Policy::default();
    assert!(policy.sample_every > 0 && policy.min_speedup == 0.98);
    let jit = Arc::new(jit());
    let m: KernelSource = power().into();
    // The default cadence, with a speed-up no variant reaches: one generic
    // launch, then (compiled at the second) a timed one every `sample_every`
    // launches, variant and generic kernel in turn, `judge_after` each;
    // judged when read (here by `stats`, at once on the host).
    let judged_by = 1 + 2 * policy.judge_after * policy.sample_every;
    let with = |min_speedup| Policy {
        background: false,
        min_speedup,
        ..policy
    };
    let sp = Specializer::with_jit(jit.clone(), with(f64::INFINITY));
    let k = sp
        .kernel(&m, "power", Specialize::args(["steps"]))
        .expect("wraps");
    let ran = launch_until(&k, jit.device(), 200, |_| sp.stats().slower == 1);
    assert_eq!(ran as u64, judged_by, "{:?}", sp.stats());
    assert!(k.variants().is_empty());
    let used = (0..20)
        .filter(|_| run_once(&k, jit.device(), 64, 4).1)
        .count();
    assert_eq!(used, 0, "dropped values launch the generic kernel");
    assert_eq!(sp.stats().timed_launches, 2 * policy.judge_after);
    // Any speed-up will do: the variant is kept and timed no more.
    let sp = Specializer::with_jit(jit.clone(), with(0.0));
    let k = sp
        .kernel(&m, "power", Specialize::args(["steps"]))
        .expect("wraps");
    let ran = launch_until(&k, jit.device(), 200, |k| {
        k.variants().iter().any(|v| v.judged)
    });
    assert_eq!(ran as u64, judged_by);
    launch_until(&k, jit.device(), 100, |_| false);
    let s = sp.stats();
    assert_eq!((s.slower, s.timed_launches), (0, 2 * policy.judge_after));
    let v = &k.variants()[0];
    assert!(v.mean_time.is_some() && v.generic_mean_time.is_some());
}

/// Timing never waits for the device: launches go on while the host
/// device's synchronization (which waits for its streams) would block.
#[test]
fn timing_does_not_synchronize_the_device() {
    let dev = crate::open("host").expect("host");
    // A stream held up until `gate` completes: synchronizing the device
    // would wait for it.
    let gate = dev.create_event().expect("event");
    let marker = gate
        .as_any()
        .downcast_ref::<gpujit_device::MarkerEvent>()
        .expect("host events are markers");
    let generation = marker.arm();
    let held = dev.stream().expect("stream");
    held.raw().wait_event(&gate).expect("waits");
    let jit = Arc::new(Jit::new(dev, Cache::new(None, 0, 64)).expect("jit"));
    let policy = Policy {
        background: false,
        sample_every: 1,
        ..Policy::default()
    };
    let sp = Specializer::with_jit(jit.clone(), policy);
    let k = sp
        .kernel(&power().into(), "power", Specialize::args(["steps"]))
        .expect("wraps");
    let (done, finished) = std::sync::mpsc::channel();
    let launcher = std::thread::spawn(move || {
        let _ = done.send(launch_until(&k, jit.device(), 40, |_| false));
    });
    let outcome = finished.recv_timeout(Duration::from_secs(30));
    marker.complete(generation);
    launcher.join().expect("launcher");
    assert_eq!(
        outcome.expect("launches blocked on the device's synchronization"),
        41
    );
    let s = sp.stats();
    assert!(s.timed_launches >= 2 && s.variant_launches > 0, "{s:?}");
    held.synchronize().expect("the stream ran on");
}

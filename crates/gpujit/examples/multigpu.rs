//! Several GPUs at once: every device of one backend runs the same SAXPY image
//! concurrently (one thread each, compiled once per arch), then a buffer is copied from
//! each device to the next, peer to peer where the driver allows, with the bandwidth.
//!
//! `multigpu [--backend cuda|hip|host|amdgcn-emu] [--n N] [--mib M]`
//!
//! Without `--backend`: CUDA when a CUDA device opens, else the host. With one device the
//! example runs on two handles of it and says so.

use std::time::{Duration, Instant};

use anyhow::{Context, bail, ensure};
use gpujit::cache::Cache;
use gpujit::{Device, DeviceExt, Jit, LaunchConfig};

const USAGE: &str = "usage: multigpu [--backend cuda|hip|host|amdgcn-emu] [--n N] [--mib M]\n  \
                     N: SAXPY elements per device (default 2^26); M: MiB per copy (default 256)";

fn main() {
    if let Err(e) = run() {
        eprintln!("multigpu: {e:#}");
        std::process::exit(1);
    }
}

struct Args {
    backend: Option<String>,
    n: usize,
    mib: usize,
}

fn args() -> anyhow::Result<Args> {
    let mut a = Args {
        backend: None,
        n: 1 << 26,
        mib: 256,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut number = |what: &str| -> anyhow::Result<usize> {
            it.next()
                .with_context(|| format!("{what} needs a value"))?
                .parse()
                .with_context(|| format!("{what} takes a number"))
        };
        match arg.as_str() {
            "--n" => a.n = number("--n")?,
            "--mib" => a.mib = number("--mib")?,
            "--backend" => a.backend = Some(it.next().context("--backend needs a value")?),
            "-h" | "--help" => {
                println!("{USAGE}");
                std::process::exit(0);
            }
            other => bail!("unknown argument `{other}` (try --help)"),
        }
    }
    ensure!(a.n <= u32::MAX as usize, "--n must fit in 32 bits");
    Ok(a)
}

/// The specs of every device of `backend` (`cuda:0`, `cuda:1`, ...).
fn specs(backend: &str) -> anyhow::Result<Vec<String>> {
    if backend.starts_with("amdgcn-emu") || backend == "emu" {
        let spec = gpujit::device_spec(gpujit::open(backend)?.info());
        return Ok(vec![spec.clone(), spec]);
    }
    let wanted = gpujit::open(backend)?.info().backend;
    let (_, found) = gpujit::devices()
        .into_iter()
        .find(|(b, _)| *b == wanted)
        .context("backend not listed")?;
    Ok(found?.iter().map(gpujit::device_spec).collect())
}

fn run() -> anyhow::Result<()> {
    let a = args()?;
    let backend = match a.backend.clone() {
        Some(b) => b,
        None => match gpujit::open("cuda") {
            Ok(_) => "cuda".to_string(),
            Err(e) => {
                println!("no CUDA device ({e}); using the host");
                "host".to_string()
            }
        },
    };
    let mut specs = specs(&backend)?;
    if specs.len() == 1 {
        println!(
            "{backend} has one device ({}): running on two handles of it",
            specs[0]
        );
        specs.push(specs[0].clone());
    } else {
        println!("{backend}: {} devices: {}", specs.len(), specs.join(", "));
    }
    let devs = specs
        .iter()
        .map(|s| gpujit::open(s))
        .collect::<gpujit::Result<Vec<_>>>()?;
    let refs: Vec<&dyn Device> = devs.iter().map(|d| d.as_ref()).collect();

    // One compile per arch: a second device of the same kind loads the first one's image.
    let jit = Jit::new(gpujit::open("host")?, Cache::new(None, 0, 16))?;
    let t = Instant::now();
    let modules = jit.load_on(&refs, &gpujit_kernels::saxpy::module()?)?;
    println!(
        "compiled {} time(s) for {} devices, loaded on all in {:.1} ms",
        jit.cache().stats().stores,
        devs.len(),
        ms(t.elapsed())
    );

    let n = a.n;
    let xs: Vec<f32> = (0..n).map(|i| (i % 1024) as f32 * 0.5 - 100.0).collect();
    let ys: Vec<f32> = (0..n).map(|i| (i % 999) as f32 * 0.25).collect();
    let results: Vec<anyhow::Result<Duration>> = std::thread::scope(|s| {
        let handles: Vec<_> = refs
            .iter()
            .zip(&modules)
            .map(|(&dev, module)| {
                let (xs, ys) = (&xs, &ys);
                s.spawn(move || -> anyhow::Result<Duration> {
                    let k = module.kernel(gpujit_kernels::saxpy::KERNEL)?;
                    let x = dev.upload(xs)?;
                    let mut y = dev.upload(ys)?;
                    let cfg = LaunchConfig::for_elems(n, 256);
                    let t = Instant::now();
                    dev.launch(
                        &k,
                        &cfg,
                        &[
                            2.5f32.into(),
                            (&x).into(),
                            (&mut y).into(),
                            (n as u32).into(),
                        ],
                    )?;
                    dev.synchronize()?;
                    let took = t.elapsed();
                    let got = dev.download(&y)?;
                    let mut want = ys.clone();
                    gpujit_kernels::saxpy::reference(2.5, xs, &mut want);
                    if let Some(i) = (0..n).find(|&i| got[i].to_bits() != want[i].to_bits()) {
                        bail!("y[{i}] = {} but the reference is {}", got[i], want[i]);
                    }
                    Ok(took)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err(anyhow::anyhow!("the thread panicked")))
            })
            .collect()
    });
    let mut failed = false;
    for ((spec, dev), r) in specs.iter().zip(&devs).zip(results) {
        match r {
            Ok(took) => println!(
                "{spec} {}: saxpy n={n} verified (kernel {:.3} ms, run concurrently)",
                dev.info().name,
                ms(took)
            ),
            Err(e) => {
                failed = true;
                println!("{spec} {}: saxpy FAILED: {e:#}", dev.info().name);
            }
        }
    }

    let elems = a.mib * (1 << 20) / 4;
    for i in 0..devs.len() {
        let j = (i + 1) % devs.len();
        if i == j {
            continue;
        }
        let (src_dev, dst_dev) = (refs[i], refs[j]);
        let data: Vec<f32> = (0..elems).map(|e| (e % 4093) as f32).collect();
        let src = src_dev.upload(&data)?;
        let mut dst = dst_dev.alloc::<f32>(elems)?;
        let path = gpujit::copy_between(src_dev, &src, dst_dev, &mut dst)?; // warm-up
        let reps = 5;
        src_dev.synchronize()?;
        dst_dev.synchronize()?;
        let t = Instant::now();
        for _ in 0..reps {
            gpujit::copy_between(src_dev, &src, dst_dev, &mut dst)?;
        }
        src_dev.synchronize()?;
        dst_dev.synchronize()?;
        let secs = t.elapsed().as_secs_f64();
        let ok = dst_dev.download(&dst)? == data;
        failed |= !ok;
        println!(
            "copy {} -> {}: {} MiB {path}, peer access {}: {:.1} GB/s, {}",
            specs[i],
            specs[j],
            a.mib,
            if path == gpujit::CopyPath::PeerToPeer {
                "used"
            } else {
                "not used"
            },
            (reps * elems * 4) as f64 / secs / 1e9,
            if ok { "verified" } else { "DIFFERS" }
        );
    }
    ensure!(!failed, "a device computed or copied something wrong");
    Ok(())
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

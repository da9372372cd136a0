//! Several devices at once: every device of a backend opened by its spec (`cuda:0`,
//! `cuda:1`, ...), one SAXPY image compiled once per arch and run on all of them
//! concurrently (a thread per device), devices used in turn from one thread and one device
//! from several threads, and copies between devices (peer to peer where the driver allows).
//!
//! With one device, the same tests run on two handles of it and say so. The emulator is one
//! device per handle: two of them stand for two AMD GPUs of one arch.

use anyhow::{Context, bail, ensure};
use gpujit::cache::Cache;
use gpujit::{CopyPath, Device, DeviceExt, Jit, Kernel, LaunchConfig, Target};
use gpujit_conformance::{Selected, Tally};
use gpujit_kernels::saxpy;

/// The devices to test for `s`: every ordinal of its backend, or two handles of its one
/// device (the host, the emulator, a machine with one GPU), and a note saying which.
fn open_all(s: &Selected, dev: &dyn Device) -> anyhow::Result<(Vec<Box<dyn Device>>, String)> {
    let info = dev.info();
    if gpujit::is_emulator(info) {
        let spec = gpujit::device_spec(info);
        let devs = vec![gpujit::open(&spec)?, gpujit::open(&spec)?];
        return Ok((devs, format!("two emulators ({spec}), one device each")));
    }
    let listed = gpujit::devices()
        .into_iter()
        .find(|(b, _)| *b == info.backend)
        .map(|(_, found)| found)
        .context("the backend is not listed")??;
    let specs: Vec<String> = listed.iter().map(gpujit::device_spec).collect();
    if specs.len() == 1 {
        let devs = vec![gpujit::open(&specs[0])?, gpujit::open(&specs[0])?];
        let note = format!(
            "{} has one device ({}): running on two handles of it",
            s.target, specs[0]
        );
        return Ok((devs, note));
    }
    let devs = specs
        .iter()
        .map(|spec| gpujit::open(spec))
        .collect::<gpujit::Result<Vec<_>>>()?;
    Ok((
        devs,
        format!("{} devices: {}", specs.len(), specs.join(", ")),
    ))
}

/// SAXPY over `n` elements on `dev`, checked bit for bit against the reference; `seed`
/// varies the data.
fn saxpy_on(dev: &dyn Device, k: &Kernel, n: usize, seed: usize) -> anyhow::Result<()> {
    let a = 1.5f32 + seed as f32;
    let xs: Vec<f32> = (0..n).map(|i| ((i + seed) % 1000) as f32 * 0.5).collect();
    let ys: Vec<f32> = (0..n).map(|i| ((i * 7 + seed) % 997) as f32).collect();
    let x = dev.upload(&xs)?;
    let mut y = dev.upload(&ys)?;
    let args = [a.into(), (&x).into(), (&mut y).into(), (n as u32).into()];
    dev.launch(k, &LaunchConfig::for_elems(n, 256), &args)?;
    dev.synchronize()?;
    let got = dev.download(&y)?;
    let mut want = ys;
    saxpy::reference(a, &xs, &mut want);
    if let Some(i) = (0..n).find(|&i| got[i].to_bits() != want[i].to_bits()) {
        bail!(
            "{}: y[{i}] = {} but the reference is {}",
            gpujit::device_spec(dev.info()),
            got[i],
            want[i]
        );
    }
    Ok(())
}

/// The multi-device tests of every backend selected with a device.
pub fn run(t: &mut Tally, selected: &[Selected]) {
    for s in selected {
        let Ok(dev) = &s.device else { continue };
        let prefix = format!("{}::multi", s.target);
        let (devs, note) = match open_all(s, dev.as_ref()) {
            Ok(d) => d,
            Err(e) => {
                t.fail(&format!("{prefix}::open_all"), &format!("{e:#}"));
                continue;
            }
        };
        println!("# {prefix}: {note}");
        let n = if s.target == Target::Amdgcn && gpujit::is_emulator(dev.info()) {
            4099
        } else {
            (1 << 20) + 3
        };
        let refs: Vec<&dyn Device> = devs.iter().map(|d| d.as_ref()).collect();
        device_tests(t, &prefix, &refs, n);
    }
    let host = selected.iter().find(|s| s.target == Target::Host);
    let amd = selected.iter().find(|s| s.target == Target::Amdgcn);
    if let (Some(Selected { device: Ok(h), .. }), Some(Selected { device: Ok(a), .. })) =
        (host, amd)
    {
        t.run("multi::copy_between_backends", || {
            copy_both_ways(h.as_ref(), a.as_ref(), 100_003)?;
            Ok(())
        });
    }
}

fn device_tests(t: &mut Tally, prefix: &str, devs: &[&dyn Device], n: usize) {
    let module = saxpy::module().expect("saxpy builds");
    let jit = match gpujit::open("host").and_then(|h| Jit::new(h, Cache::new(None, 0, 16))) {
        Ok(j) => j,
        Err(e) => {
            t.fail(&format!("{prefix}::jit"), &e.to_string());
            return;
        }
    };
    let kernels = match jit.load_on(devs, &module).and_then(|ms| {
        ms.iter()
            .map(|m| Ok(m.kernel(saxpy::KERNEL)?))
            .collect::<gpujit::Result<Vec<_>>>()
    }) {
        Ok(k) => k,
        Err(e) => {
            t.fail(&format!("{prefix}::load_on"), &format!("{e:#}"));
            return;
        }
    };
    t.run(&format!("{prefix}::compiled_once_per_arch"), || {
        let mut archs = Vec::new();
        for d in devs {
            let chosen = gpujit::device_target(*d)?.compiled_for;
            if !archs.contains(&chosen) {
                archs.push(chosen);
            }
        }
        let stores = jit.cache().stats().stores;
        ensure!(
            stores == archs.len() as u64,
            "{} devices of {} archs ({}) compiled {stores} times",
            devs.len(),
            archs.len(),
            archs.join(", ")
        );
        Ok(())
    });
    t.run(
        &format!("{prefix}::saxpy_on_every_device_concurrently"),
        || {
            std::thread::scope(|scope| {
                let handles: Vec<_> = devs
                    .iter()
                    .zip(&kernels)
                    .enumerate()
                    .map(|(i, (d, k))| {
                        scope.spawn(move || -> anyhow::Result<()> {
                            for round in 0..3 {
                                saxpy_on(*d, k, n, i * 10 + round)?;
                            }
                            Ok(())
                        })
                    })
                    .collect();
                for (i, h) in handles.into_iter().enumerate() {
                    h.join()
                        .map_err(|_| anyhow::anyhow!("the thread of device {i} panicked"))??;
                }
                for d in devs {
                    println!(
                        "    {}: saxpy n={n} verified",
                        gpujit::device_spec(d.info())
                    );
                }
                Ok(())
            })
        },
    );
    t.run(
        &format!("{prefix}::devices_in_turn_from_one_thread"),
        || {
            // Buffers of every device alive at once, each call going to another device.
            let bufs = devs
                .iter()
                .enumerate()
                .map(|(i, d)| Ok(d.upload(&vec![i as u32; 1000])?))
                .collect::<anyhow::Result<Vec<_>>>()?;
            for round in 0..3 {
                for (i, (d, k)) in devs.iter().zip(&kernels).enumerate() {
                    saxpy_on(*d, k, 1000 + round, i)?;
                }
            }
            for (i, (d, b)) in devs.iter().zip(&bufs).enumerate() {
                ensure!(d.download(b)? == vec![i as u32; 1000], "device {i}");
            }
            Ok(())
        },
    );
    t.run(&format!("{prefix}::one_device_from_four_threads"), || {
        let k = &kernels[0];
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..4)
                .map(|i| scope.spawn(move || saxpy_on(devs[0], k, 10_000 + i, i)))
                .collect();
            for h in handles {
                h.join()
                    .map_err(|_| anyhow::anyhow!("a thread panicked"))??;
            }
            Ok(())
        })
    });
    t.run(&format!("{prefix}::copy_between_devices"), || {
        let (a, b) = (devs[0], devs[devs.len() - 1]);
        let path = copy_both_ways(a, b, (1 << 22) + 5)?;
        println!(
            "    {} -> {}: {path}",
            gpujit::device_spec(a.info()),
            gpujit::device_spec(b.info())
        );
        Ok(())
    });
}

/// Copies `n` floats from `a` to `b` and back, checking both; the path of the first copy.
fn copy_both_ways(a: &dyn Device, b: &dyn Device, n: usize) -> anyhow::Result<CopyPath> {
    let data: Vec<f32> = (0..n).map(|i| i as f32 * 0.25 - 7.0).collect();
    let src = a.upload(&data)?;
    let mut on_b = b.alloc::<f32>(n)?;
    let path = gpujit::copy_between(a, &src, b, &mut on_b)?;
    ensure!(b.download(&on_b)? == data, "{path}: the copy differs");
    let mut back = a.alloc::<f32>(n)?;
    let back_path = gpujit::copy_between(b, &on_b, a, &mut back)?;
    ensure!(
        a.download(&back)? == data,
        "{back_path}: the copy back differs"
    );
    // Each buffer belongs to the device named beside it.
    match gpujit::copy_between(b, &src, a, &mut back) {
        Err(gpujit::DeviceError::WrongDevice { .. }) => {}
        other => bail!("a buffer of the wrong device: {other:?}"),
    }
    Ok(path)
}

//! Device `printf`, `assert` and `__trap()` (`tests/nvvm/io.cu`, NVVM IR by
//! clang-22): lifted on every device, and on CUDA as written too. The host
//! and the AMDGCN emulator format the records themselves, so their text is
//! captured and compared; CUDA's driver prints its own to standard output.

use anyhow::{Context, bail, ensure};
use gpujit::printf::Capture;
use gpujit::{Backend, Device, DeviceError, DeviceExt, Dim3, LaunchConfig, Module, NvvmModule};
use gpujit_conformance::Tally;

const IO: &str = include_str!("../../nvvm/clang22/io.ll");

fn cfg(threads: u32) -> LaunchConfig {
    LaunchConfig {
        grid: Dim3::x(1),
        block: Dim3::x(threads),
        shared_bytes: 0,
    }
}

/// The lines `report` prints for `n` threads, as C's printf writes them.
fn want_lines(x: &[f32], scale: f64, big: i64) -> Vec<String> {
    (0..x.len())
        .map(|i| {
            let scaled = f64::from(x[i]) * scale;
            format!(
                "thread {i}: x={:.3} scaled={} big={} c={} {}|{:>5}|",
                x[i],
                gpujit::printf::format(b"%g", &scaled.to_le_bytes(), &|_| None),
                big + i as i64,
                char::from(b'a' + i as u8),
                if i % 2 == 1 { "odd" } else { "even" },
                -(i as i64)
            )
        })
        .collect()
}

fn printf(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let x: Vec<f32> = (0..6).map(|i| 0.25 + i as f32 * 1.5).collect();
    let buf = dev.upload(&x)?;
    let k = m.kernel("report")?;
    let args = [
        (&buf).into(),
        6i32.into(),
        2.5f64.into(),
        (1i64 << 40).into(),
    ];
    if dev.info().backend == Backend::Cuda {
        // The driver prints at the next synchronisation; nothing to capture here.
        dev.launch(&k, &cfg(8), &args)?;
        return Ok(dev.synchronize()?);
    }
    let cap = Capture::start();
    dev.launch(&k, &cfg(8), &args)?;
    dev.synchronize()?;
    let text = cap.take();
    drop(cap);
    let mut got: Vec<&str> = text.lines().collect();
    got.sort_unstable();
    let mut want = want_lines(&x, 2.5, 1 << 40);
    want.sort_unstable();
    ensure!(got == want, "printed:\n{text}\nwant:\n{}", want.join("\n"));
    Ok(())
}

fn assert_and_trap(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let xs = dev.upload(&[3i32, 1, -7, 2])?;
    match dev.launch(&m.kernel("check")?, &cfg(4), &[(&xs).into(), 4i32.into()]) {
        Err(DeviceError::KernelFault { kernel, detail, .. }) => {
            ensure!(kernel == "check", "{kernel}");
            ensure!(
                detail.contains("assertion `x[i] >= 0` failed at io.cu:20 in `check`"),
                "{detail}"
            );
        }
        other => bail!("a failed assert gave {other:?}"),
    }
    let out = dev.alloc::<i32>(4)?;
    match dev.launch(&m.kernel("stop")?, &cfg(4), &[(&out).into(), 2i32.into()]) {
        Err(DeviceError::KernelFault { detail, .. }) => {
            ensure!(detail.contains("trap"), "{detail}")
        }
        other => bail!("__trap() gave {other:?}"),
    }
    // The device stays usable, and a passing assert is silent.
    let ok = dev.upload(&[0i32, 5])?;
    dev.launch(&m.kernel("check")?, &cfg(2), &[(&ok).into(), 2i32.into()])
        .context("after the faults")?;
    Ok(())
}

/// CUDA: a failed assert is the driver's CUDA_ERROR_ASSERT, a KernelFault.
fn cuda_assert(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let xs = dev.upload(&[3i32, 1, -7, 2])?;
    let r = dev
        .launch(&m.kernel("check")?, &cfg(4), &[(&xs).into(), 4i32.into()])
        .and_then(|()| dev.synchronize());
    match r {
        Err(DeviceError::KernelFault { detail, .. }) => {
            ensure!(detail.to_lowercase().contains("assert"), "{detail}");
            Ok(())
        }
        other => bail!("a failed assert gave {other:?}"),
    }
}

/// Runs the checks on every device.
pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    for (tag, dev) in devices {
        let cuda = dev.info().backend == Backend::Cuda;
        let load = |native: bool| -> anyhow::Result<Module> {
            let m = NvvmModule::from_ir("io.ll", IO.as_bytes())?;
            let c = if native {
                gpujit::compile_nvvm_for(*dev, &m)?
            } else {
                gpujit::compile_for(*dev, &m.lift()?)?
            };
            Ok(dev.load(&c.image)?)
        };
        t.run(&format!("{tag}::nvvm::io::printf"), || {
            printf(*dev, &load(false)?)
        });
        if cuda {
            t.run(&format!("{tag}::nvvm::io::native::printf"), || {
                printf(*dev, &load(true)?)
            });
            // A failed assert leaves the CUDA context unusable (a sticky fault)
            // for every later test of the run: checked only in a run of its own.
            if std::env::var_os("GPUJIT_CUDA_STICKY").is_some() {
                t.run(&format!("{tag}::nvvm::io::native::assert_sticky"), || {
                    cuda_assert(*dev, &load(true)?)
                });
            } else {
                t.skip(
                    &format!("{tag}::nvvm::io::assert_and_trap"),
                    "a fault is sticky on CUDA: GPUJIT_CUDA_STICKY=1 GPUJIT_FILTER=assert_sticky \
                     runs it alone",
                );
            }
        } else {
            t.run(&format!("{tag}::nvvm::io::assert_and_trap"), || {
                assert_and_trap(*dev, &load(false)?)
            });
        }
    }
}

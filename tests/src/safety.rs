//! The device layer's guarantees, on every backend: typed kernels launched with Rust
//! tuples, and memory, buffers and modules of one device refused by another (a second
//! handle of the same kind, and the host beside the emulator).

use anyhow::{bail, ensure};
use gpujit::ir::{self, Axis};
use gpujit::{Buffer, Device, DeviceError, DeviceExt, In, InOut, LaunchConfig, Out, TypedKernel};
use gpujit_conformance::Tally;
use gpujit_kernels::saxpy;

type Saxpy = (f32, In<f32>, InOut<f32>, u32);

/// SAXPY built as a typed kernel, loaded on `dev`.
fn typed_saxpy(dev: &dyn Device) -> anyhow::Result<TypedKernel<Saxpy>> {
    let (module, def) = ir::kernel::<Saxpy>("saxpy_typed", |k, (a, x, y, n)| {
        let i = k.global_id(Axis::X);
        k.if_(k.lt(i, n), |k| {
            k.store(y, i, k.fma(a, k.load(x, i), k.load(y, i)))
        });
    })?;
    Ok(dev
        .load(&gpujit::compile_for(dev, &module)?.image)?
        .typed(&def)?)
}

/// Runs the typed SAXPY on `n` elements and checks it against the reference.
fn run_typed(dev: &dyn Device, k: &TypedKernel<Saxpy>, n: usize) -> anyhow::Result<()> {
    let xs: Vec<f32> = (0..n).map(|i| (i % 97) as f32 * 0.5 - 20.0).collect();
    let ys: Vec<f32> = (0..n).map(|i| (i % 89) as f32 * 0.25).collect();
    let x = dev.upload(&xs)?;
    let mut y = dev.upload(&ys)?;
    k.launch(
        dev,
        &LaunchConfig::for_elems(n, 256),
        (1.5, &x, &mut y, n as u32),
    )?;
    dev.synchronize()?;
    let got = dev.download(&y)?;
    let mut want = ys;
    saxpy::reference(1.5, &xs, &mut want);
    if let Some(i) = (0..n).find(|&i| got[i].to_bits() != want[i].to_bits()) {
        bail!("n={n}: y[{i}] = {}, reference {}", got[i], want[i]);
    }
    Ok(())
}

/// `Ok` when `r` failed with [`DeviceError::WrongDevice`] naming `what` and both devices.
fn refused<T>(
    r: Result<T, DeviceError>,
    what: &str,
    owner: &dyn Device,
    user: &dyn Device,
) -> anyhow::Result<()> {
    match r {
        Err(DeviceError::WrongDevice {
            what: w,
            expected,
            got,
        }) => {
            ensure!(w.contains(what), "refused `{w}`, expected `{what}`");
            ensure!(
                &expected == user.id() && &got == owner.id(),
                "named {expected} and {got}"
            );
            Ok(())
        }
        Err(e) => bail!("{what}: expected WrongDevice, got {e}"),
        Ok(_) => bail!("{what}: accepted by the wrong device"),
    }
}

/// Every way of handing `owner`'s memory and modules to `user` is refused, and both stay
/// usable.
fn cross_device(owner: &dyn Device, user: &dyn Device) -> anyhow::Result<()> {
    ensure!(owner.id() != user.id(), "two devices share an identity");
    let k_owner = typed_saxpy(owner)?;
    let k_user = typed_saxpy(user)?;
    let mut x_owner = owner.upload(&[1.0f32, 2.0, 3.0])?;
    let mut x_user = user.upload(&[4.0f32, 5.0, 6.0])?;
    let mut y_user = user.alloc::<f32>(3)?;

    refused(user.download(&x_owner), "the memory read", owner, user)?;
    refused(
        user.write(&mut x_owner, &[0.0; 3]),
        "the memory written",
        owner,
        user,
    )?;
    refused(
        user.copy(&x_owner, &mut y_user),
        "the source of the copy",
        owner,
        user,
    )?;
    refused(
        user.copy(&x_user, &mut x_owner),
        "the destination of the copy",
        owner,
        user,
    )?;
    let cfg = LaunchConfig::for_elems(3, 32);
    // A buffer of the owner, through the typed and the untyped launch.
    refused(
        k_user.launch(user, &cfg, (1.0, &x_owner, &mut y_user, 3)),
        "argument 1",
        owner,
        user,
    )?;
    refused(
        user.launch(
            k_user.kernel(),
            &cfg,
            &[
                1.0f32.into(),
                (&x_user).into(),
                (&x_owner).into(),
                3u32.into(),
            ],
        ),
        "argument 2",
        owner,
        user,
    )?;
    // A module of the owner.
    refused(
        k_owner.launch(user, &cfg, (1.0, &x_user, &mut y_user, 3)),
        "kernel `saxpy_typed`",
        owner,
        user,
    )?;
    // Nothing was touched, and both devices still run.
    ensure!(
        owner.download(&x_owner)? == [1.0, 2.0, 3.0],
        "owner's data changed"
    );
    k_user.launch(user, &cfg, (2.0, &x_user, &mut y_user, 3))?;
    user.synchronize()?;
    ensure!(user.download(&y_user)? == [8.0, 10.0, 12.0], "user's saxpy");
    run_typed(owner, &k_owner, 100)?;
    user.write(&mut x_user, &[0.0; 3])?;
    Ok(())
}

/// Another handle of the same kind as `dev`: a second device with its own identity.
pub(crate) fn twin(dev: &dyn Device) -> gpujit::Result<Box<dyn Device>> {
    let info = dev.info();
    if gpujit::is_emulator(info) {
        gpujit::open_emulator_for(&info.arch)
    } else {
        gpujit::open_backend(info.backend)
    }
}

/// Typed launches and identity checks on `dev`.
pub fn device_safety(t: &mut Tally, prefix: &str, dev: &dyn Device) {
    let tag = |name: &str| format!("{prefix}::safety::{name}");
    t.run(&tag("typed_saxpy"), || {
        let k = typed_saxpy(dev)?;
        for n in [0, 1, 1000, 65_537] {
            run_typed(dev, &k, n)?;
        }
        Ok(())
    });
    t.run(&tag("typed_out_and_copy"), || {
        let (module, fill) = ir::kernel::<(Out<u32>, u32, u32)>("fill_typed", |k, (out, v, n)| {
            let i = k.global_id(Axis::X);
            k.if_(k.lt(i, n), |k| k.store(out, i, k.add(v, i)));
        })?;
        let fill = dev
            .load(&gpujit::compile_for(dev, &module)?.image)?
            .typed(&fill)?;
        let mut out: Buffer<u32> = dev.alloc(300)?;
        fill.launch(dev, &LaunchConfig::for_elems(300, 128), (&mut out, 7, 300))?;
        let mut copy: Buffer<u32> = dev.alloc(300)?;
        dev.copy(&out, &mut copy)?;
        let want: Vec<u32> = (0..300).map(|i| 7 + i).collect();
        ensure!(dev.download(&copy)? == want, "fill, then copy");
        // A raw address is refused by the checked launch.
        let e = dev
            .launch(
                fill.kernel(),
                &LaunchConfig::for_elems(1, 32),
                &[
                    gpujit::KernelArg::address(copy.memory().addr(), None),
                    0u32.into(),
                    0u32.into(),
                ],
            )
            .unwrap_err();
        ensure!(matches!(e, DeviceError::RawAddress { index: 0, .. }), "{e}");
        Ok(())
    });
    t.run(&tag("other_device_refused"), || {
        let other = twin(dev)?;
        cross_device(dev, other.as_ref())?;
        cross_device(other.as_ref(), dev)
    });
}

/// The host's buffers and modules refused by the emulator, and the emulator's by the host.
pub fn host_and_emulator(t: &mut Tally) {
    t.run("host+amdgcn-emu::safety::other_backend_refused", || {
        let host = gpujit::open("host")?;
        let emu = gpujit::open_emulator();
        cross_device(host.as_ref(), emu.as_ref())?;
        cross_device(emu.as_ref(), host.as_ref())
    });
}

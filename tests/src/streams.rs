//! Streams, events and pinned memory on every backend: asynchronous copies of every size,
//! memsets, ordering across two streams with an event, real overlap of two streams (where
//! the backend runs streams concurrently: not the emulator, which runs each operation when
//! it is queued), event times, and the errors.

use anyhow::{bail, ensure};
use gpujit::ir::{self, MemScope};
use gpujit::{Device, DeviceError, DeviceExt, InOut, LaunchConfig, Out, TypedKernel};
use gpujit_conformance::Tally;

use crate::safety::twin;

/// `(flag, out, limit)`: one thread spins until `flag[0]` is non-zero or `limit` rounds have
/// passed, then writes `flag[0] + 7` to `out[0]`: 7 when it gave up, 8 when it saw the flag.
type Spin = (InOut<u32>, Out<u32>, u32);

fn spin_kernel(dev: &dyn Device) -> anyhow::Result<TypedKernel<Spin>> {
    let (module, def) = ir::kernel::<Spin>("spin_on_flag", |k, (flag, out, limit)| {
        let i = k.var(k.u32(0));
        k.while_(
            |k| {
                let unset = k.eq(k.atomic_load(flag, k.u32(0), MemScope::System), k.u32(0));
                k.and(unset, k.lt(k.get(i), limit))
            },
            |k| k.set(i, k.add(k.get(i), k.u32(1))),
        );
        let seen = k.atomic_load(flag, k.u32(0), MemScope::System);
        k.store(out, k.u32(0), k.add(seen, k.u32(7)));
    })?;
    Ok(dev
        .load(&gpujit::compile_for(dev, &module)?.image)?
        .typed(&def)?)
}

/// Spin rounds that take a while (tens of milliseconds on the host, less elsewhere) without
/// making the emulator crawl.
fn delay_rounds(dev: &dyn Device) -> u32 {
    if gpujit::is_emulator(dev.info()) {
        1 << 10
    } else if dev.info().backend == gpujit::Backend::Host {
        1 << 24
    } else {
        1 << 20
    }
}

fn one() -> LaunchConfig {
    LaunchConfig::for_elems(1, 1)
}

fn pattern(n: usize, seed: u32) -> Vec<u32> {
    (0..n as u32)
        .map(|i| (i ^ seed).wrapping_mul(2_654_435_761))
        .collect()
}

/// `Ok` when `r` is [`DeviceError::WrongDevice`] naming `what`.
fn wrong_device<T>(r: Result<T, DeviceError>, what: &str) -> anyhow::Result<()> {
    match r {
        Err(DeviceError::WrongDevice { what: w, .. }) if w.contains(what) => Ok(()),
        Err(e) => bail!("expected WrongDevice for {what}, got: {e}"),
        Ok(_) => bail!("expected WrongDevice for {what}, got Ok"),
    }
}

pub fn device_streams(t: &mut Tally, prefix: &str, dev: &dyn Device) {
    let tag = |name: &str| format!("{prefix}::streams::{name}");
    let concurrent = !gpujit::is_emulator(dev.info());

    t.run(&tag("async_copy_sizes"), || {
        let (a, b) = (dev.stream()?, dev.stream()?);
        for n in [0usize, 1, 257, (1 << 20) + 3] {
            let data = pattern(n, n as u32);
            let src = dev.pinned_from(&data)?;
            let mut back = dev.pinned::<u32>(n)?;
            let mut pageable = vec![0u32; n];
            let (mut x, mut y) = (dev.alloc::<u32>(n)?, dev.alloc::<u32>(n)?);
            dev.scope(|s| {
                let (xw, yw) = (s.writable(&mut x)?, s.writable(&mut y)?);
                s.upload(&a, &src, xw, 0)?;
                s.copy(&a, xw, yw)?;
                s.download(&a, yw, 0, &mut back)?;
                Ok(())
            })?;
            ensure!(back.as_slice() == data, "n={n}: pinned round trip differs");
            dev.scope(|s| s.download(&b, &x, 0, &mut pageable))?;
            ensure!(pageable == data, "n={n}: pageable download differs");
        }
        Ok(())
    });
    t.run(&tag("memset_in_order"), || {
        let a = dev.stream()?;
        let n = 1001;
        let mut buf = dev.upload(&pattern(n, 1))?;
        let mut tail = vec![0u32; 3];
        let mut whole = dev.pinned::<u32>(n)?;
        let ones = [1u32, 2, 3];
        dev.scope(|s| {
            let w = s.writable(&mut buf)?;
            s.memset(&a, w, 0xab)?;
            s.upload(&a, &ones[..], w, n - 3)?;
            s.download(&a, w, n - 3, &mut tail)?;
            s.download(&a, w, 0, &mut whole)
        })?;
        ensure!(tail == ones, "tail {tail:?}");
        ensure!(
            whole[..n - 3].iter().all(|&v| v == 0xabab_abab),
            "memset missed elements"
        );
        Ok(())
    });
    t.run(&tag("event_orders_two_streams"), || {
        let k = spin_kernel(dev)?;
        let (a, b) = (dev.stream()?, dev.stream()?);
        let done = dev.event()?;
        let mut flag = dev.upload(&[0u32])?;
        let mut out = dev.upload(&[0u32])?;
        let mut seen = dev.pinned::<u32>(1)?;
        dev.scope(|s| {
            let (f, o) = (s.writable(&mut flag)?, s.writable(&mut out)?);
            // A gives up after a while and writes 7; B reads `out` only after the event.
            s.launch_typed(&a, &k, &one(), (f, o, delay_rounds(dev)))?;
            done.record(&a)?;
            b.wait_event(&done)?;
            s.download(&b, o, 0, &mut seen)
        })?;
        ensure!(
            seen[0] == 7,
            "stream B read {} before the kernel on A wrote 7",
            seen[0]
        );
        Ok(())
    });
    if concurrent {
        t.run(&tag("two_streams_overlap"), || {
            let k = spin_kernel(dev)?;
            let (a, b) = (dev.stream()?, dev.stream()?);
            let mut flag = dev.upload(&[0u32])?;
            let mut out = dev.upload(&[0u32])?;
            let set = dev.pinned_from(&[1u32])?;
            let mut seen = vec![0u32];
            // The timeout: on the host about a second or more; the kernel cannot hang.
            let limit = if dev.info().backend == gpujit::Backend::Host {
                1 << 30
            } else {
                1 << 26
            };
            dev.scope(|s| {
                let (f, o) = (s.writable(&mut flag)?, s.writable(&mut out)?);
                s.launch_typed(&a, &k, &one(), (f, o, limit))?;
                // While A spins, B sets the flag: only streams that run at the same time
                // let A see it.
                s.upload(&b, &set, f, 0)?;
                b.synchronize()?;
                a.synchronize()?;
                s.download(&a, o, 0, &mut seen)
            })?;
            ensure!(
                seen[0] == 8,
                "the kernel on A never saw B's write ({})",
                seen[0]
            );
            Ok(())
        });
    }
    t.run(&tag("device_synchronize_waits_for_streams"), || {
        // A kernel that takes a while on a stream: the device's synchronize returns only
        // once it has finished, as CUDA's and HIP's device synchronisation does.
        let k = spin_kernel(dev)?;
        let a = dev.stream()?;
        let mut flag = dev.upload(&[0u32])?;
        let mut out = dev.upload(&[0u32])?;
        let mut finished = false;
        dev.scope(|s| {
            let (f, o) = (s.writable(&mut flag)?, s.writable(&mut out)?);
            s.launch_typed(&a, &k, &one(), (f, o, delay_rounds(dev)))?;
            dev.synchronize()?;
            finished = a.query()?;
            Ok(())
        })?;
        ensure!(
            finished,
            "the stream's kernel still ran after Device::synchronize"
        );
        ensure!(dev.download(&out)? == [7], "the kernel's result");
        Ok(())
    });
    t.run(&tag("elapsed_time"), || {
        let k = spin_kernel(dev)?;
        let a = dev.stream()?;
        let (e0, e1, e2) = (dev.event()?, dev.event()?, dev.event()?);
        let (mut flag, mut out) = (dev.alloc::<u32>(1)?, dev.alloc::<u32>(1)?);
        dev.scope(|s| {
            let (f, o) = (s.writable(&mut flag)?, s.writable(&mut out)?);
            e0.record(&a)?;
            s.launch_typed(&a, &k, &one(), (f, o, delay_rounds(dev) / 4))?;
            e1.record(&a)?;
            s.launch_typed(&a, &k, &one(), (f, o, delay_rounds(dev) / 4))?;
            e2.record(&a)?;
            Ok(())
        })?;
        e2.synchronize()?;
        ensure!(
            e2.query()? && a.query()?,
            "work still pending after the scope"
        );
        let (t1, t2) = (e0.elapsed_ms(&e1)?, e0.elapsed_ms(&e2)?);
        ensure!(
            t1 >= 0.0 && t2 >= t1,
            "times out of order: {t1} ms, then {t2} ms"
        );
        let never = dev.event()?;
        ensure!(e0.elapsed_ms(&never).is_err(), "timing an unrecorded event");
        Ok(())
    });
    t.run(&tag("launch_events"), || {
        // Events recorded around launches outside streams time them without the host
        // waiting for the launches.
        let k = spin_kernel(dev)?;
        let (e0, e1, e2) = (dev.event()?, dev.event()?, dev.event()?);
        let (mut flag, mut out) = (dev.alloc::<u32>(1)?, dev.alloc::<u32>(1)?);
        e0.record_launches(dev)?;
        k.launch(dev, &one(), (&mut flag, &mut out, delay_rounds(dev) / 4))?;
        e1.record_launches(dev)?;
        k.launch(dev, &one(), (&mut flag, &mut out, delay_rounds(dev) / 4))?;
        e2.record_launches(dev)?;
        e2.synchronize()?;
        ensure!(e1.query()? && e2.query()?, "events pending after the last");
        let (t1, t2) = (e0.elapsed_ms(&e1)?, e0.elapsed_ms(&e2)?);
        ensure!(
            t1 > 0.0 && t2 > t1,
            "times out of order: {t1} ms, then {t2} ms"
        );
        wrong_device(e0.record_launches(twin(dev)?.as_ref()), "the device")?;
        Ok(())
    });
    t.run(&tag("errors::copy_past_the_end"), || {
        let a = dev.stream()?;
        let mut buf = dev.alloc::<u32>(8)?;
        let host = dev.pinned::<u32>(4)?;
        let mut back = vec![0u32; 4];
        let e = dev.scope(|s| s.upload(&a, &host, s.writable(&mut buf)?, 5));
        ensure!(matches!(e, Err(DeviceError::CopyRange { .. })), "{e:?}");
        let e = dev.scope(|s| s.download(&a, &buf, 5, &mut back));
        ensure!(matches!(e, Err(DeviceError::CopyRange { .. })), "{e:?}");
        let mut small = dev.alloc::<u32>(4)?;
        let e = dev.scope(|s| s.copy(&a, &buf, s.writable(&mut small)?));
        ensure!(matches!(e, Err(DeviceError::CopyRange { .. })), "{e:?}");
        // The device and its streams stay usable.
        dev.scope(|s| s.download(&a, &buf, 4, &mut back))?;
        Ok(())
    });
    t.run(&tag("errors::other_device"), || {
        let other = twin(dev)?;
        let (mine, theirs) = (dev.stream()?, other.stream()?);
        let their_event = other.event()?;
        let mut buf = dev.alloc::<u32>(4)?;
        let mut their_buf = other.alloc::<u32>(4)?;
        let their_pinned = other.pinned::<u32>(4)?;
        wrong_device(their_event.record(&mine), "the stream")?;
        wrong_device(mine.wait_event(&their_event), "the event")?;
        wrong_device(dev.event()?.elapsed_ms(&their_event), "the later event")?;
        wrong_device(
            dev.scope(|s| s.memset(&theirs, s.writable(&mut buf)?, 0)),
            "the stream",
        )?;
        wrong_device(
            dev.scope(|s| s.writable(&mut their_buf).map(|_| ())),
            "the buffer bound",
        )?;
        wrong_device(
            dev.scope(|s| s.upload(&mine, &their_pinned, s.writable(&mut buf)?, 0)),
            "the pinned memory",
        )?;
        let mut back = vec![0u32; 4];
        wrong_device(
            dev.scope(|s| s.download(&mine, &their_buf, 0, &mut back)),
            "the source of the copy",
        )?;
        Ok(())
    });
}

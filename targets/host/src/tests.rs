use crate::codegen::{HostOptions, compile};
use crate::device::HostDevice;
use gpujit_device::{Device, DeviceExt, Dim3, Error, LaunchConfig};

#[test]
fn saxpy_on_2_20_elements_matches_reference() {
    let (image, _) = compile(
        &gpujit_kernels::saxpy::module().unwrap(),
        &HostOptions::default(),
    )
    .unwrap();
    let dev = HostDevice::new();
    let k = dev.load(&image).unwrap().kernel("saxpy").unwrap();
    let n = (1 << 20) + 3;
    let xs: Vec<f32> = (0..n).map(|i| (i % 1000) as f32 * 0.5).collect();
    let ys: Vec<f32> = (0..n).map(|i| (i % 77) as f32 - 3.0).collect();
    let (x, y) = (dev.upload(&xs).unwrap(), dev.upload(&ys).unwrap());
    dev.launch(
        &k,
        &LaunchConfig::for_elems(n, 256),
        &[1.5f32.into(), (&x).into(), (&y).into(), (n as u32).into()],
    )
    .unwrap();
    let mut want = ys.clone();
    gpujit_kernels::saxpy::reference(1.5, &xs, &mut want);
    assert_eq!(dev.download(&y).unwrap(), want);
}

/// The block-reversal kernel (thread 0 returning before the barrier if
/// `early_exit`) loaded on a host device with warps of `warp` threads.
fn reverse_on_host(early_exit: bool, warp: u32) -> (HostDevice, gpujit_device::Kernel) {
    let module = gpujit_kernels::reverse::module(early_exit).unwrap();
    let (image, _) = compile(&module, &HostOptions::default()).unwrap();
    let dev = HostDevice::with_warp_size(warp).unwrap();
    let k = dev
        .load(&image)
        .unwrap()
        .kernel(gpujit_kernels::reverse::KERNEL)
        .unwrap();
    (dev, k)
}

#[test]
fn barrier_orders_the_threads_of_a_block() {
    let (dev, k) = reverse_on_host(false, 32);
    let data: Vec<u32> = (0..256).collect();
    let (d, tmp) = (dev.upload(&data).unwrap(), dev.alloc::<u32>(256).unwrap());
    let cfg = LaunchConfig {
        grid: Dim3::x(4),
        block: Dim3::x(64),
        shared_bytes: 0,
    };
    dev.launch(&k, &cfg, &[(&d).into(), (&tmp).into()]).unwrap();
    let want: Vec<u32> = (0..4)
        .flat_map(|b| (0..64).rev().map(move |t| b * 64 + t))
        .collect();
    assert_eq!(dev.download(&d).unwrap(), want);
}

#[test]
fn threads_that_exited_count_as_arrived_at_a_barrier() {
    // Thread 0 of each block returns before the barrier the others meet at,
    // which NVIDIA and AMD GPUs run to the end: exited threads count as
    // arrived. Its element is the only one left unreversed.
    for warp in [32, 64] {
        let (dev, k) = reverse_on_host(true, warp);
        let data: Vec<u32> = (0..256).collect();
        let (d, tmp) = (dev.upload(&data).unwrap(), dev.alloc::<u32>(256).unwrap());
        let cfg = LaunchConfig {
            grid: Dim3::x(2),
            block: Dim3::x(128),
            shared_bytes: 0,
        };
        dev.launch(&k, &cfg, &[(&d).into(), (&tmp).into()]).unwrap();
        let mut want = data.clone();
        gpujit_kernels::reverse::reference(&mut want, 128);
        want[0] = 0;
        want[128] = 128;
        assert_eq!(dev.download(&d).unwrap(), want, "warp {warp}");
    }
}

#[test]
fn ids_and_sizes_cover_three_dimensions() {
    use gpujit_kernels::index3d;
    let (image, _) = compile(&index3d::module().unwrap(), &HostOptions::default()).unwrap();
    let dev = HostDevice::new();
    let k = dev.load(&image).unwrap().kernel(index3d::KERNEL).unwrap();
    let cfg = LaunchConfig {
        grid: Dim3::new(2, 3, 2),
        block: Dim3::new(4, 2, 3),
        shared_bytes: 0,
    };
    let n = (cfg.grid.count() * cfg.block.count()) as usize;
    let out = dev.alloc::<u32>(n).unwrap();
    dev.launch(&k, &cfg, &[(&out).into()]).unwrap();
    assert_eq!(dev.download(&out).unwrap(), index3d::reference(n, 32));
}

#[test]
fn an_allocation_larger_than_the_machine_is_refused_up_front() {
    let dev = HostDevice::new();
    let total = dev.info().total_memory;
    assert!(total > 0, "MemTotal is read from /proc/meminfo");
    let bytes = usize::try_from(total + 1).unwrap();
    match dev.alloc::<u8>(bytes) {
        Err(Error::OutOfMemory { bytes: b, .. }) => assert_eq!(b, bytes),
        other => panic!("expected OutOfMemory, got {other:?}"),
    }
    match dev.alloc_mapped(bytes) {
        Err(Error::OutOfMemory { .. }) => {}
        other => panic!("expected OutOfMemory, got {other:?}"),
    }
    // The device stays usable.
    let buf = dev.upload(&[1u32, 2, 3]).unwrap();
    assert_eq!(dev.download(&buf).unwrap(), vec![1, 2, 3]);
}

#[test]
fn wrong_image_format_is_rejected() {
    let (mut image, _) = compile(
        &gpujit_kernels::saxpy::module().unwrap(),
        &HostOptions::default(),
    )
    .unwrap();
    image.format = gpujit_device::ImageFormat::Ptx;
    assert!(matches!(
        HostDevice::new().load(&image),
        Err(Error::WrongImageFormat { .. })
    ));
}

#[test]
fn checked_mode_reports_an_out_of_bounds_write_and_stays_usable() {
    let m = gpujit_kernels::saxpy::module().unwrap();
    let opts = HostOptions {
        checked: true,
        ..HostOptions::default()
    };
    let (image, _) = compile(&m, &opts).unwrap();
    let dev = HostDevice::new();
    let k = dev.load(&image).unwrap().kernel("saxpy").unwrap();
    let x = dev.upload(&[1.0f32; 100]).unwrap();
    let y = dev.upload(&[1.0f32; 100]).unwrap();
    // n = 101 over buffers of 100: thread 100 (block 0, thread 100) reads and writes past the end.
    let err = dev
        .launch(
            &k,
            &LaunchConfig::for_elems(101, 128),
            &[2.0f32.into(), (&x).into(), (&y).into(), 101u32.into()],
        )
        .unwrap_err();
    let msg = err.to_string();
    assert!(matches!(err, Error::KernelFault { .. }), "{msg}");
    assert!(
        msg.contains("kernel `saxpy`") && msg.contains("out-of-bounds load of 4 bytes"),
        "{msg}"
    );
    assert!(msg.contains("block (0, 0, 0) thread (100, 0, 0)"), "{msg}");
    // In-bounds elements were computed; the device keeps working.
    assert_eq!(dev.download(&y).unwrap(), vec![3.0f32; 100]);
    dev.launch(
        &k,
        &LaunchConfig::for_elems(100, 128),
        &[2.0f32.into(), (&x).into(), (&y).into(), 100u32.into()],
    )
    .unwrap();
    assert_eq!(dev.download(&y).unwrap(), vec![5.0f32; 100]);
}

#[test]
fn checked_mode_catches_a_store_past_a_buffer() {
    use gpujit_ir::{Axis, ModuleOptions, build, p};
    let m = build("oob", ModuleOptions::default(), |m| {
        m.kernel("oob", &[p::ptr_u32("out")], |k, a| {
            k.store(a[0], k.add(k.global_id(Axis::X), k.u32(10)), k.u32(1))
        })
    })
    .unwrap();
    let (image, _) = compile(
        &m,
        &HostOptions {
            checked: true,
            ..HostOptions::default()
        },
    )
    .unwrap();
    let dev = HostDevice::new();
    let k = dev.load(&image).unwrap().kernel("oob").unwrap();
    let out = dev.alloc::<u32>(16).unwrap();
    let err = dev
        .launch(&k, &LaunchConfig::for_elems(8, 8), &[(&out).into()])
        .unwrap_err();
    assert!(
        err.to_string().contains("out-of-bounds store of 4 bytes"),
        "{err}"
    );
    assert!(
        err.to_string().contains("thread (6, 0, 0)"),
        "first bad thread: {err}"
    );
}

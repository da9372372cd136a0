use crate::codegen::{HostOptions, compile};
use crate::device::HostDevice;
use gpujit_device::{Device, DeviceExt, Dim3, Error, LaunchConfig};
use gpujit_ir::{Axis, ModuleOptions, build, p};

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

/// Each block reverses its slice of `data` through a local copy: correct only
/// if every thread's write happens before any thread reads past the barrier.
fn block_reverse(divergent: bool) -> gpujit_ir::PortableModule {
    build("rev", ModuleOptions::default(), |m| {
        m.kernel("rev", &[p::ptr_u32("data"), p::ptr_u32("tmp")], |k, a| {
            let t = k.thread_id(Axis::X);
            let base = k.mul(k.block_id(Axis::X), k.block_dim(Axis::X));
            let i = k.add(base, t);
            k.store(a[1], i, k.load(a[0], i));
            if divergent {
                k.if_(k.eq(t, k.u32(0)), |k| k.return_());
            }
            k.barrier();
            let last = k.sub(k.block_dim(Axis::X), k.u32(1));
            let j = k.add(base, k.sub(last, t));
            k.store(a[0], i, k.load(a[1], j));
        })
    })
    .unwrap()
}

#[test]
fn barrier_orders_the_threads_of_a_block() {
    let (image, _) = compile(&block_reverse(false), &HostOptions::default()).unwrap();
    let dev = HostDevice::new();
    let k = dev.load(&image).unwrap().kernel("rev").unwrap();
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
fn divergent_barrier_is_an_error_not_a_hang() {
    let (image, _) = compile(&block_reverse(true), &HostOptions::default()).unwrap();
    let dev = HostDevice::new();
    let k = dev.load(&image).unwrap().kernel("rev").unwrap();
    let (d, tmp) = (dev.alloc::<u32>(64).unwrap(), dev.alloc::<u32>(64).unwrap());
    let cfg = LaunchConfig {
        grid: Dim3::x(1),
        block: Dim3::x(64),
        shared_bytes: 0,
    };
    let err = dev
        .launch(&k, &cfg, &[(&d).into(), (&tmp).into()])
        .unwrap_err();
    assert!(matches!(err, Error::KernelFault { .. }), "{err}");
    assert!(err.to_string().contains("divergent barrier"), "{err}");
    // The device stays usable.
    let (image, _) = compile(&block_reverse(false), &HostOptions::default()).unwrap();
    let k = dev.load(&image).unwrap().kernel("rev").unwrap();
    dev.launch(&k, &cfg, &[(&d).into(), (&tmp).into()]).unwrap();
}

#[test]
fn ids_and_sizes_cover_three_dimensions() {
    fn body<'ctx>(k: &gpujit_ir::KernelBuilder<'_, 'ctx>, a: &[gpujit_ir::Value<'ctx>]) {
        let lin = |id: [gpujit_ir::Value<'ctx>; 3], dim: [gpujit_ir::Value<'ctx>; 3]| {
            let yz = k.add(k.mul(id[2], dim[1]), id[1]);
            k.add(k.mul(yz, dim[0]), id[0])
        };
        let t = lin(
            Axis::ALL.map(|x| k.thread_id(x)),
            Axis::ALL.map(|x| k.block_dim(x)),
        );
        let b = lin(
            Axis::ALL.map(|x| k.block_id(x)),
            Axis::ALL.map(|x| k.grid_dim(x)),
        );
        let threads = k.mul(
            k.mul(k.block_dim(Axis::X), k.block_dim(Axis::Y)),
            k.block_dim(Axis::Z),
        );
        let g = k.add(k.mul(b, threads), t);
        k.store(
            a[0],
            g,
            k.add(k.mul(g, k.u32(2)), k.sub(k.warp_size(), k.u32(32))),
        );
    }
    let m = build("ids", ModuleOptions::default(), |m| {
        m.kernel("ids", &[p::ptr_u32("out")], body)
    })
    .unwrap();
    let (image, _) = compile(&m, &HostOptions::default()).unwrap();
    let dev = HostDevice::new();
    let k = dev.load(&image).unwrap().kernel("ids").unwrap();
    let cfg = LaunchConfig {
        grid: Dim3::new(2, 3, 2),
        block: Dim3::new(4, 2, 3),
        shared_bytes: 0,
    };
    let n = (cfg.grid.count() * cfg.block.count()) as usize;
    let out = dev.alloc::<u32>(n).unwrap();
    dev.launch(&k, &cfg, &[(&out).into()]).unwrap();
    assert_eq!(
        dev.download(&out).unwrap(),
        (0..n as u32).map(|i| i * 2).collect::<Vec<_>>()
    );
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

use gpujit::DeviceExt;

use super::*;

fn blas() -> Blas {
    Blas::open("host").unwrap()
}

#[test]
fn axpy_walks_increments_either_way() {
    let blas = blas();
    let dev = blas.device();
    let x = dev.upload(&[1.0f64, 2.0, 3.0, 4.0]).unwrap();
    let mut y = dev.upload(&[0.0f64; 7]).unwrap();
    // x backwards at 1 into every other element of y.
    blas.axpy(4, 1.0, &x, -1, &mut y, 2).unwrap();
    assert_eq!(
        dev.download(&y).unwrap(),
        vec![4.0, 0.0, 3.0, 0.0, 2.0, 0.0, 1.0]
    );
    // x broadcast (increment 0), y backwards.
    blas.axpy(2, 10.0, &x, 0, &mut y, -3).unwrap();
    assert_eq!(
        dev.download(&y).unwrap(),
        vec![14.0, 0.0, 3.0, 10.0, 2.0, 0.0, 1.0]
    );
}

#[test]
fn quick_returns_and_refusals() {
    let blas = blas();
    let dev = blas.device();
    let x = dev.upload(&[f32::NAN; 3]).unwrap();
    let mut y = dev.upload(&[1.0f32; 3]).unwrap();
    // alpha == 0 and n <= 0 read nothing.
    blas.axpy(3, 0.0, &x, 1, &mut y, 1).unwrap();
    blas.axpy(-1, 1.0, &x, 1, &mut y, 1).unwrap();
    assert_eq!(dev.download(&y).unwrap(), vec![1.0; 3]);
    assert_eq!(blas.nrm2(3, &x, 0).unwrap(), 0.0);
    assert_eq!(blas.asum(0, &x, 1).unwrap(), 0.0);
    assert_eq!(blas.dot(0, &x, 1, &x, 1).unwrap(), 0.0);
    let e = blas.axpy(2, 1.0, &x, 1, &mut y, 0).unwrap_err();
    assert!(
        matches!(e, BlasError::InvalidValue { arg: "incy", .. }),
        "{e}"
    );
    let e = blas.axpy(2, 1.0, &x, 3, &mut y, 1).unwrap_err();
    assert!(
        matches!(e, BlasError::BufferTooSmall { needed: 4, .. }),
        "{e}"
    );
    let e = blas.dot(3, &x, 1, &y, -2).unwrap_err();
    assert!(
        matches!(e, BlasError::BufferTooSmall { needed: 5, .. }),
        "{e}"
    );
}

#[test]
fn reductions_match_f64_sums() {
    let blas = blas();
    let dev = blas.device();
    // Past one block's worth, so that several partials add up.
    let n = 70_001usize;
    let xs: Vec<f32> = (0..n).map(|i| ((i * 37) % 101) as f32 - 50.0).collect();
    let ys: Vec<f32> = (0..n).map(|i| ((i * 11) % 7) as f32 - 3.0).collect();
    let (x, y) = (dev.upload(&xs).unwrap(), dev.upload(&ys).unwrap());
    let dot: f64 = xs.iter().zip(&ys).map(|(a, b)| f64::from(a * b)).sum();
    let sq: f64 = xs.iter().map(|a| f64::from(a * a)).sum();
    let abs: f64 = xs.iter().map(|a| f64::from(a.abs())).sum();
    // Integer sums below 2^53: exact in f64, then rounded once to f32.
    assert_eq!(blas.dot(n as i64, &x, 1, &y, 1).unwrap(), dot as f32);
    assert_eq!(blas.asum(n as i64, &x, 1).unwrap(), abs as f32);
    assert_eq!(blas.nrm2(n as i64, &x, 1).unwrap(), sq.sqrt() as f32);
    // Every third element.
    let third: f64 = xs.iter().step_by(3).map(|a| f64::from(a.abs())).sum();
    let m = n.div_ceil(3) as i64;
    assert_eq!(blas.asum(m, &x, 3).unwrap(), third as f32);
}

#[test]
fn nrm2_neither_overflows_nor_underflows() {
    let blas = blas();
    let dev = blas.device();
    let norm = |v: &[f64]| {
        let x = dev.upload(v).unwrap();
        blas.nrm2(v.len() as i64, &x, 1).unwrap()
    };
    let close = |got: f64, want: f64| (got - want).abs() <= 4.0 * f64::EPSILON * want;
    assert!(close(norm(&[3e300, 4e300]), 5e300));
    assert!(close(norm(&[3e-300, 4e-300]), 5e-300));
    // Big, medium and small together: the big ones decide.
    assert!(close(norm(&[3e200, 1.0, 4e200, 1e-200]), 5e200));
    // Medium and small together.
    let got = norm(&[1e-160, 1e-160, 1.0]);
    assert!(close(got, 1.0), "{got}");
    let got = norm(&[3e-155, 4e-155]);
    assert!(close(got, 5e-155), "{got}");
    assert!(norm(&[1.0, f64::NAN, 1e-200]).is_nan());
    assert_eq!(norm(&[f64::INFINITY, 1.0]), f64::INFINITY);
    // f32 squares past f32's range.
    let x = dev.upload(&[3e30f32, 4e30]).unwrap();
    assert_eq!(blas.nrm2(2, &x, 1).unwrap(), 5e30);
}

#[test]
fn scal_and_raw_forms() {
    let blas = blas();
    let dev = blas.device();
    let mut x = dev.upload(&[1.0f32, 2.0, 3.0, f32::NAN]).unwrap();
    blas.scal(2, 3.0, &mut x, 3).unwrap();
    let got = dev.download(&x).unwrap();
    assert_eq!(&got[..3], &[3.0, 2.0, 3.0]);
    assert!(got[3].is_nan());
    // The raw forms through a launch of the caller's.
    let y = dev.upload(&[1.0f32, 1.0, 1.0]).unwrap();
    let scratch = dev.alloc::<f64>(Blas::REDUCTION_SCRATCH).unwrap();
    let out = dev.alloc::<f32>(1).unwrap();
    let v = |b: &Buffer<f32>, inc| RawVector {
        dtype: DataType::F32,
        addr: b.memory().addr(),
        len: b.len(),
        inc,
    };
    let mut launch = |k: &Kernel, cfg: &LaunchConfig, args: &[KernelArg<'_>]| {
        // SAFETY: the buffers live until the device is synchronised below.
        unsafe { dev.launch_unchecked(k, cfg, args) }
    };
    let ends = (scratch.memory().addr(), out.memory().addr());
    // SAFETY: as above.
    unsafe {
        blas.axpy_raw(3, 2.0, v(&x, 1), v(&y, 1), &mut launch)
            .unwrap();
        blas.reduce_raw(
            Reduction::Dot,
            2,
            v(&y, 1),
            Some(v(&y, 2)),
            ends,
            &mut launch,
        )
        .unwrap();
    }
    dev.synchronize().unwrap();
    assert_eq!(dev.download(&y).unwrap(), vec![7.0, 5.0, 7.0]);
    assert_eq!(dev.download(&out).unwrap(), vec![7.0 * 7.0 + 5.0 * 7.0]);
    // A reduction given the wrong number of vectors, and a half vector.
    // SAFETY: refused before anything is queued.
    let e = unsafe {
        blas.reduce_raw(
            Reduction::Nrm2,
            2,
            v(&y, 1),
            Some(v(&y, 1)),
            ends,
            &mut launch,
        )
    };
    assert!(matches!(e, Err(BlasError::NotSupported(_))), "{e:?}");
    let h = RawVector {
        dtype: DataType::F16,
        ..v(&y, 1)
    };
    // SAFETY: as above.
    let e = unsafe { blas.scal_raw(2, 1.0, h, &mut launch) };
    assert!(matches!(e, Err(BlasError::TypeMismatch { .. })), "{e:?}");
}

#[test]
fn copy_swap_and_rot() {
    let blas = blas();
    let dev = blas.device();
    let x0 = [1.0f64, 2.0, 3.0, 4.0];
    let mut x = dev.upload(&x0).unwrap();
    let mut y = dev.upload(&[0.0f64; 6]).unwrap();
    // x backwards into every other element of y.
    blas.copy(3, &x, -1, &mut y, 2).unwrap();
    assert_eq!(
        dev.download(&y).unwrap(),
        vec![3.0, 0.0, 2.0, 0.0, 1.0, 0.0]
    );
    blas.swap(2, &mut x, 2, &mut y, -1).unwrap();
    assert_eq!(dev.download(&x).unwrap(), vec![0.0, 2.0, 3.0, 4.0]);
    assert_eq!(
        dev.download(&y).unwrap(),
        vec![3.0, 1.0, 2.0, 0.0, 1.0, 0.0]
    );
    // A quarter turn: (x, y) = (y, -x).
    blas.rot(2, &mut x, 1, &mut y, 1, (0.0, 1.0)).unwrap();
    assert_eq!(dev.download(&x).unwrap(), vec![3.0, 1.0, 3.0, 4.0]);
    assert_eq!(
        dev.download(&y).unwrap(),
        vec![0.0, -2.0, 2.0, 0.0, 1.0, 0.0]
    );
    // Writing several elements into one is refused; a single one is not.
    let e = blas.copy(2, &x, 1, &mut y, 0).unwrap_err();
    assert!(
        matches!(e, BlasError::InvalidValue { arg: "incy", .. }),
        "{e}"
    );
    let e = blas.swap(2, &mut x, 0, &mut y, 1).unwrap_err();
    assert!(
        matches!(e, BlasError::InvalidValue { arg: "incx", .. }),
        "{e}"
    );
    blas.copy(1, &x, 1, &mut y, 0).unwrap();
    assert_eq!(dev.download(&y).unwrap()[0], 3.0);
}

#[test]
fn iamax_and_iamin_find_the_first() {
    let blas = blas();
    let dev = blas.device();
    let find = |v: &[f32], inc: i64| {
        let x = dev.upload(v).unwrap();
        let n = v.len().div_ceil(inc.max(1) as usize) as i64;
        (
            blas.iamax(n, &x, inc).unwrap(),
            blas.iamin(n, &x, inc).unwrap(),
        )
    };
    assert_eq!(find(&[1.0, -4.0, 2.0, 4.0, 0.5, -0.5], 1), (2, 5));
    assert_eq!(find(&[1.0, -4.0, 2.0, 4.0, 0.5, -0.5], 2), (2, 3));
    assert_eq!(find(&[1.0, 2.0], 0), (0, 0));
    assert_eq!(find(&[], 1), (0, 0));
    // NaN first is the answer; elsewhere it is passed over.
    assert_eq!(find(&[f32::NAN, 5.0, f32::INFINITY], 1), (1, 1));
    assert_eq!(find(&[1.0, f32::NAN, 5.0], 1), (3, 1));
    assert_eq!(find(&[f32::INFINITY, f32::NAN, f32::INFINITY], 1), (1, 1));
    // Past many blocks: ties between blocks go to the lower index.
    let n = 300_007usize;
    let mut v: Vec<f32> = (0..n).map(|i| ((i * 37) % 1001) as f32 - 500.0).collect();
    v[250_001] = 1e6;
    v[123_457] = -1e6;
    // Zeros lie every 1,001 elements from 257 on: one earlier wins.
    v[7] = -0.0;
    assert_eq!(find(&v, 1), (123_458, 8));
}

#[test]
fn scalars_read_from_device_memory() {
    let blas = blas();
    let dev = blas.device();
    let x = dev.upload(&[1.0f64, 2.0, 3.0]).unwrap();
    let y = dev.upload(&[1.0f64, 1.0, 1.0]).unwrap();
    let scalars = dev.upload(&[2.0f64, 0.0, 0.0, 1.0]).unwrap();
    let v = |b: &Buffer<f64>| RawVector {
        dtype: DataType::F64,
        addr: b.memory().addr(),
        len: b.len(),
        inc: 1,
    };
    let at = |i: u64| RawScalar::At(scalars.memory().addr() + 8 * i);
    let mut launch = |k: &Kernel, cfg: &LaunchConfig, args: &[KernelArg<'_>]| {
        // SAFETY: the buffers live until the device is synchronised below.
        unsafe { dev.launch_unchecked(k, cfg, args) }
    };
    // SAFETY: as above.
    unsafe {
        blas.axpy_raw(3, at(0), v(&x), v(&y), &mut launch).unwrap();
        // alpha read as 0: nothing changes.
        blas.axpy_raw(3, at(1), v(&x), v(&y), &mut launch).unwrap();
        // (c, s) = (0, 1).
        blas.rot_raw(3, v(&x), v(&y), (at(2), at(3)), &mut launch)
            .unwrap();
    }
    dev.synchronize().unwrap();
    assert_eq!(dev.download(&x).unwrap(), vec![3.0, 5.0, 7.0]);
    assert_eq!(dev.download(&y).unwrap(), vec![-1.0, -2.0, -3.0]);
    // Mixed scalars are refused.
    // SAFETY: refused before anything is queued.
    let e = unsafe { blas.rot_raw(3, v(&x), v(&y), (at(2), RawScalar::Value(1.0)), &mut launch) };
    assert!(matches!(e, Err(BlasError::NotSupported(_))), "{e:?}");
}

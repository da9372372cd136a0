//! Tuning the general kernel's tile per device, compute type and shape
//! class: [`Blas::tune`] times every candidate of [`CANDIDATES`] that the
//! device takes on a product of each class, checks its result, and keeps
//! the fastest; [`Tuned`] is the choice, written to and read from the
//! handle's compile-cache folder (`<cache>/blas-tiles/<device>.txt`), so
//! that every later handle over the same device takes it. Without a tuned
//! choice, [`tile_for`](crate::tile_for)'s table decides. The run times the
//! tuned `f32` kernel ([`Path::Sgemm`](crate::Path::Sgemm)) on each class's
//! product too: where the general kernel's best tile beat it, packed `f32`
//! products of that class take the general kernel.

use std::path::{Path as FsPath, PathBuf};
use std::time::Instant;

use gpujit::{Device, DeviceExt};

use crate::gemm::not_supported;
use crate::kernels::General;
use crate::tiles::TileConfig;
use crate::types::{DataType, Gemm};
use crate::{Blas, BlasError, Result};

/// The size class of a product, by its largest dimension.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ShapeClass {
    /// Largest of `m`, `n`, `k` at most 128.
    Small,
    /// At most 1024.
    Medium,
    /// Larger.
    Large,
}

impl ShapeClass {
    /// Every class.
    pub const ALL: [ShapeClass; 3] = [ShapeClass::Small, ShapeClass::Medium, ShapeClass::Large];

    /// The class of an `m × n × k` product.
    pub fn of(m: u32, n: u32, k: u32) -> ShapeClass {
        match m.max(n).max(k) {
            0..=128 => ShapeClass::Small,
            129..=1024 => ShapeClass::Medium,
            _ => ShapeClass::Large,
        }
    }

    /// Its name: `small`, `medium`, `large`.
    pub fn name(self) -> &'static str {
        match self {
            ShapeClass::Small => "small",
            ShapeClass::Medium => "medium",
            ShapeClass::Large => "large",
        }
    }
}

const fn tile(bm: u32, bn: u32, bk: u32, tm: u32, tn: u32) -> TileConfig {
    TileConfig { bm, bn, bk, tm, tn }
}

/// The tiles a tuning run tries (those the device's shared memory and block
/// size take).
pub const CANDIDATES: &[TileConfig] = &[
    tile(32, 32, 16, 2, 2),
    tile(32, 32, 16, 4, 4),
    tile(64, 32, 16, 4, 2),
    tile(64, 64, 16, 4, 4),
    tile(64, 64, 8, 8, 4),
    tile(128, 64, 8, 8, 4),
    tile(128, 128, 8, 8, 8),
];

/// The edge of the square product each class is timed on: on a GPU
/// (`small`, `medium`, `large`) 128, 1024 and 4096; on the host and the
/// emulator, which run a block's threads one after another, 32, 96 and 192
/// (smaller than their classes, to keep a tuning run short there).
pub fn default_sizes(device: &dyn Device) -> [u32; 3] {
    let info = device.info();
    if info.backend == gpujit::Backend::Host || gpujit::is_emulator(info) {
        [32, 96, 192]
    } else {
        [128, 1024, 4096]
    }
}

/// One tuned choice: the tile for products of `compute` in `class`, and
/// the median time it took on the tuning product.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TunedTile {
    /// The compute type (`f32` or `f64`).
    pub compute: DataType,
    /// The shape class.
    pub class: ShapeClass,
    /// The fastest tile.
    pub tile: TileConfig,
    /// Its median time on the tuning product, in milliseconds.
    pub ms: f64,
}

/// The tuned `f32` kernel's ([`Path::Sgemm`](crate::Path::Sgemm)) median
/// time on a class's tuning product.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SgemmTime {
    /// The shape class.
    pub class: ShapeClass,
    /// Its median time on the class's tuning product, in milliseconds.
    pub ms: f64,
}

/// The tuned tiles of one device.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Tuned {
    /// One entry per compute type and class tuned.
    pub entries: Vec<TunedTile>,
    /// The tuned `f32` kernel's time per class, on the same products as the
    /// `f32` entries.
    pub sgemm: Vec<SgemmTime>,
}

impl Tuned {
    /// The tuned tile for `compute` and `class`, if one was tuned.
    pub fn get(&self, compute: DataType, class: ShapeClass) -> Option<TileConfig> {
        self.entries
            .iter()
            .find(|e| e.compute == compute && e.class == class)
            .map(|e| e.tile)
    }

    /// Whether packed `f32` products of `class` take the tuned `f32` kernel
    /// rather than the general kernel: `Some(false)` where the general
    /// kernel's tuned tile was faster on the class's product, `Some(true)`
    /// where it was not, `None` where the class has no time for both.
    pub fn sgemm_wins(&self, class: ShapeClass) -> Option<bool> {
        let general = self
            .entries
            .iter()
            .find(|e| e.compute == DataType::F32 && e.class == class)?;
        let sgemm = self.sgemm.iter().find(|s| s.class == class)?;
        Some(sgemm.ms <= general.ms)
    }

    /// The text form: one line per entry, `f32 medium 64x64x16_4x4 0.125`,
    /// and one per tuned `f32` kernel time, `f32 medium sgemm 0.25`.
    pub fn to_text(&self) -> String {
        let tiles = self.entries.iter().map(|e| {
            format!(
                "{} {} {} {}\n",
                e.compute,
                e.class.name(),
                e.tile.name(),
                e.ms
            )
        });
        let sgemm = self
            .sgemm
            .iter()
            .map(|s| format!("f32 {} sgemm {}\n", s.class.name(), s.ms));
        tiles.chain(sgemm).collect()
    }

    /// Reads [`Tuned::to_text`]'s form; a line it cannot read is an error
    /// naming it.
    pub fn from_text(text: &str) -> Result<Tuned> {
        let (mut entries, mut sgemm) = (Vec::new(), Vec::new());
        for (i, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let bad = || BlasError::NotSupported(format!("tuned tiles, line {}: `{line}`", i + 1));
            let f: Vec<&str> = line.split_whitespace().collect();
            let [compute, class, name, ms] = f[..] else {
                return Err(bad());
            };
            let compute = match compute {
                "f32" => DataType::F32,
                "f64" => DataType::F64,
                _ => return Err(bad()),
            };
            let class = ShapeClass::ALL
                .into_iter()
                .find(|c| c.name() == class)
                .ok_or_else(bad)?;
            let ms: f64 = ms.parse().map_err(|_| bad())?;
            if name == "sgemm" {
                if compute != DataType::F32 {
                    return Err(bad());
                }
                sgemm.push(SgemmTime { class, ms });
                continue;
            }
            let tile = parse_tile(name).ok_or_else(bad)?;
            entries.push(TunedTile {
                compute,
                class,
                tile,
                ms,
            });
        }
        Ok(Tuned { entries, sgemm })
    }
}

/// `64x64x16_4x4` as a tile.
fn parse_tile(name: &str) -> Option<TileConfig> {
    let (block, thread) = name.split_once('_')?;
    let b: Vec<u32> = block
        .split('x')
        .map(|v| v.parse().ok())
        .collect::<Option<_>>()?;
    let t: Vec<u32> = thread
        .split('x')
        .map(|v| v.parse().ok())
        .collect::<Option<_>>()?;
    let (&[bm, bn, bk], &[tm, tn]) = (&b[..], &t[..]) else {
        return None;
    };
    let ok = [bm, bn, bk, tm, tn].iter().all(|v| *v > 0) && bm % tm == 0 && bn % tn == 0;
    ok.then_some(TileConfig { bm, bn, bk, tm, tn })
}

/// The file a device's tuned tiles live in under a cache folder.
pub fn tuned_path(cache_dir: &FsPath, device: &dyn Device) -> PathBuf {
    let key: String = format!(
        "{}-{}-{}",
        device.info().backend,
        gpujit::device_arch(device),
        device.info().name
    )
    .chars()
    .map(|c| {
        if c.is_ascii_alphanumeric() || c == '_' || c == '.' {
            c
        } else {
            '-'
        }
    })
    .collect();
    cache_dir.join("blas-tiles").join(format!("{key}.txt"))
}

/// What a tuning run times: the general kernel with one tile, or the tuned
/// `f32` kernel as the product maps onto it.
enum Timed {
    General(General),
    Sgemm(crate::mma::Mapping),
}

/// Whether the device takes `t` in `compute` (shared memory, block size).
fn fits(device: &dyn Device, t: &TileConfig, compute: DataType) -> bool {
    let info = device.info();
    let bytes = if compute == DataType::F64 { 8 } else { 4 };
    t.shared_bytes(bytes) <= info.max_shared_per_block && t.threads() <= info.max_threads_per_block
}

impl Blas {
    /// Times every candidate tile the device takes on a square product
    /// standing for each class (`sizes`: its edge for small, medium and
    /// large, which may lie outside the class on a slow device; see
    /// [`default_sizes`]) in `f32` and `f64`, after checking its result on
    /// sampled elements against an `f64` dot product, keeps the fastest of
    /// each, takes them for this handle's later products, and writes them
    /// where later handles over this device read them (the cache folder's
    /// `blas-tiles/`, when the handle's cache has a folder; returned as the
    /// second value). `reps` timed runs per candidate (the median counts).
    /// In `f32` it times the tuned `f32` kernel on each product too
    /// ([`Tuned::sgemm`]), which decides between the two kernels per class.
    pub fn tune(&self, sizes: [u32; 3], reps: usize) -> Result<(Tuned, Option<PathBuf>)> {
        if sizes[0] == 0 || sizes[0] > sizes[1] || sizes[1] > sizes[2] {
            return Err(BlasError::InvalidValue {
                arg: "sizes",
                value: i64::from(sizes[0]),
                why: format!("{sizes:?}: three positive edges, small to large"),
            });
        }
        let mut tuned = Tuned::default();
        for compute in [DataType::F32, DataType::F64] {
            for (class, n) in ShapeClass::ALL.into_iter().zip(sizes) {
                let mut best: Option<(TileConfig, f64)> = None;
                for t in CANDIDATES
                    .iter()
                    .filter(|t| fits(self.device(), t, compute))
                {
                    let ms = self.time_tile(Some(*t), compute, n, reps)?;
                    if best.is_none_or(|(_, b)| ms < b) {
                        best = Some((*t, ms));
                    }
                }
                if compute == DataType::F32 {
                    let ms = self.time_tile(None, compute, n, reps)?;
                    tuned.sgemm.push(SgemmTime { class, ms });
                }
                if let Some((tile, ms)) = best {
                    tuned.entries.push(TunedTile {
                        compute,
                        class,
                        tile,
                        ms,
                    });
                }
            }
        }
        let path = self
            .jit()
            .cache()
            .dir()
            .map(|d| tuned_path(d, self.device()));
        if let Some(p) = &path {
            let write = || -> std::io::Result<()> {
                if let Some(parent) = p.parent() {
                    std::fs::create_dir_all(parent)?;
                }
                std::fs::write(p, tuned.to_text())
            };
            write().map_err(|e| not_supported(format!("writing {}: {e}", p.display())))?;
        }
        *self.tuned.write().unwrap_or_else(|p| p.into_inner()) = Some(tuned.clone());
        Ok((tuned, path))
    }

    /// The tuned tiles this handle takes, if any.
    pub fn tuned(&self) -> Option<Tuned> {
        self.tuned.read().unwrap_or_else(|p| p.into_inner()).clone()
    }

    /// The tuned tile for a product of `compute` of these sizes, if any.
    pub(crate) fn tuned_tile(
        &self,
        compute: DataType,
        m: u32,
        n: u32,
        k: u32,
    ) -> Option<TileConfig> {
        let tuned = self.tuned.read().unwrap_or_else(|p| p.into_inner());
        tuned.as_ref()?.get(compute, ShapeClass::of(m, n, k))
    }

    /// Whether a packed `f32` product of these sizes takes the tuned `f32`
    /// kernel: as tuned for its class, and where nothing was tuned, yes.
    pub(crate) fn sgemm_pays(&self, m: u32, n: u32, k: u32) -> bool {
        let tuned = self.tuned.read().unwrap_or_else(|p| p.into_inner());
        let class = ShapeClass::of(m, n, k);
        tuned
            .as_ref()
            .and_then(|t| t.sgemm_wins(class))
            .unwrap_or(true)
    }

    /// The median milliseconds of `reps` runs of an `n³` product of
    /// `compute` on the general kernel with tile `t` (`None`: the tuned
    /// `f32` kernel), after one checked run.
    fn time_tile(
        &self,
        t: Option<TileConfig>,
        compute: DataType,
        n: u32,
        reps: usize,
    ) -> Result<f64> {
        let name = t.map_or_else(|| "sgemm".to_string(), |t| t.name());
        let dev = self.device();
        let len = n as usize * n as usize;
        let value = |i: usize, s: usize| ((i * s) % 17) as f64 / 8.0 - 1.0;
        let a: Vec<f64> = (0..len).map(|i| value(i, 7)).collect();
        let b: Vec<f64> = (0..len).map(|i| value(i, 11)).collect();
        let g = Gemm::new(n.into(), n.into(), n.into());

        let sample = |c: &[f64]| -> Result<()> {
            for s in 0..16usize {
                let (i, j) = ((s * 37 + 3) % n as usize, (s * 53 + 5) % n as usize);
                let terms = (0..n as usize).map(|l| a[i + l * n as usize] * b[l + j * n as usize]);
                let (want, mag) = terms.fold((0.0, 0.0), |(s, m), x| (s + x, m + x.abs()));
                let tol = 2.0 * f64::from(n) * compute.unit_roundoff() * mag + 1e-12;
                let got = c[i + j * n as usize];
                if (got - want).abs() > tol {
                    return Err(not_supported(format!(
                        "tile {name} gave C[{i}][{j}] = {got}, the reference {want}"
                    )));
                }
            }
            Ok(())
        };
        let mut times = Vec::with_capacity(reps);
        let p = crate::check::plan(&g)?;
        let kernel = match t {
            Some(tile) => Timed::General(General {
                input: compute,
                input_b: compute,
                output: compute,
                compute,
                table: false,
                tile,
            }),
            None if compute == DataType::F32 => {
                Timed::Sgemm(crate::mma::sgemm_mapping(&p).ok_or_else(|| {
                    not_supported(format!("the tuned f32 kernel does not take a packed {n}³"))
                })?)
            }
            None => return Err(not_supported(format!("the tuned f32 kernel in {compute}"))),
        };
        macro_rules! run {
            ($ty:ty) => {{
                let conv = |v: &[f64]| v.iter().map(|x| *x as $ty).collect::<Vec<$ty>>();
                let (ab, bb) = (dev.upload(&conv(&a))?, dev.upload(&conv(&b))?);
                let mut cb = dev.alloc::<$ty>(len)?;
                let once = |cb: &mut gpujit::Buffer<$ty>| -> Result<()> {
                    let args = [(&ab).into(), (&bb).into(), cb.arg_mut()];
                    let mut launch = |k: &gpujit::Kernel,
                                      cfg: &gpujit::LaunchConfig,
                                      args: &[gpujit::KernelArg<'_>]| {
                        dev.launch(k, cfg, args)
                    };
                    match &kernel {
                        Timed::General(spec) => {
                            self.launch_general(&g, &p, spec, 1, [0; 3], args, &mut launch)?
                        }
                        Timed::Sgemm(mp) => {
                            let path = crate::Path::Sgemm {
                                transposed: mp.transposed,
                            };
                            let one = crate::gemm::Batch::ONE;
                            let tuned = (compute, compute, 1.0, compute);
                            self.launch_tuned_with(path, tuned, mp, args, one, &mut launch)?
                        }
                    }
                    dev.synchronize()?;
                    Ok(())
                };
                once(&mut cb)?;
                let c: Vec<f64> = dev.download(&cb)?.iter().map(|x| f64::from(*x)).collect();
                sample(&c)?;
                for _ in 0..reps.max(1) {
                    let start = Instant::now();
                    once(&mut cb)?;
                    times.push(start.elapsed().as_secs_f64() * 1e3);
                }
            }};
        }
        if compute == DataType::F64 {
            run!(f64)
        } else {
            run!(f32)
        }
        times.sort_by(f64::total_cmp);
        Ok(times[times.len() / 2])
    }
}

/// The tuned tiles written for `device` under `cache_dir`, if a file is
/// there; an unreadable file is an error naming it.
pub(crate) fn load(cache_dir: &FsPath, device: &dyn Device) -> Result<Option<Tuned>> {
    let p = tuned_path(cache_dir, device);
    match std::fs::read_to_string(&p) {
        Ok(text) => Tuned::from_text(&text)
            .map(Some)
            .map_err(|e| not_supported(format!("{}: {e}", p.display()))),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(not_supported(format!("reading {}: {e}", p.display()))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tuned_tiles_read_back_what_they_write() {
        let t = Tuned {
            entries: vec![TunedTile {
                compute: DataType::F64,
                class: ShapeClass::Medium,
                tile: CANDIDATES[3],
                ms: 0.25,
            }],
            sgemm: vec![SgemmTime {
                class: ShapeClass::Small,
                ms: 1.5,
            }],
        };
        assert_eq!(Tuned::from_text(&t.to_text()).unwrap(), t);
        for bad in [
            "f64 small sgemm 1",
            "f32 small sgemm x",
            "f32 small 64x64x16 1",
            "f16 small 64x64x16_4x4 1",
            "f32 tiny 64x64x16_4x4 1",
            "f32 small 64x64x16_3x4 1",
        ] {
            assert!(Tuned::from_text(bad).is_err(), "{bad}");
        }
        assert_eq!(ShapeClass::of(1, 128, 7), ShapeClass::Small);
        assert_eq!(ShapeClass::of(129, 1, 1), ShapeClass::Medium);
        assert_eq!(ShapeClass::of(1, 1, 1025), ShapeClass::Large);
    }

    /// The tuned `f32` kernel is taken where it was as fast as the general
    /// kernel's tuned tile, not where it was slower, and the class decides
    /// only when both were timed.
    #[test]
    fn sgemm_wins_where_it_was_faster() {
        let text = "f32 small 32x32x16_4x4 1.0\nf32 small sgemm 2.0\n\
                    f32 medium 64x64x16_4x4 3.0\nf32 medium sgemm 3.0\n\
                    f64 large 64x64x16_4x4 1.0\nf32 large sgemm 0.5\n";
        let t = Tuned::from_text(text).unwrap();
        assert_eq!(t.sgemm_wins(ShapeClass::Small), Some(false));
        assert_eq!(t.sgemm_wins(ShapeClass::Medium), Some(true));
        assert_eq!(t.sgemm_wins(ShapeClass::Large), None);
    }

    /// A handle whose tuned file says the general kernel beat the tuned
    /// `f32` kernel on small products gives small packed `f32` products to
    /// the general kernel with the tuned tile, and medium ones still to the
    /// tuned kernel; both are right.
    #[test]
    fn a_tuned_handle_takes_the_faster_kernel_per_class() {
        use crate::{Gemm, Path};
        let dir = std::env::temp_dir().join(format!("gpujit-blas-choice-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let cache = gpujit::cache::Cache::new(Some(dir.clone()), 1 << 24, 4);
        let jit = gpujit::Jit::new(gpujit::open("host").unwrap(), cache).unwrap();
        let file = tuned_path(&dir, jit.device());
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        let text = "f32 small 32x32x16_4x4 1\nf32 small sgemm 2\n\
                    f32 medium 64x64x16_4x4 3\nf32 medium sgemm 2\n";
        std::fs::write(&file, text).unwrap();
        let blas = Blas::new(jit).unwrap();
        let small = Gemm::new(16, 16, 16).row_major();
        let medium = Gemm::new(200, 16, 16).row_major();
        let path = |g: &Gemm| blas.path(g, DataType::F32, DataType::F32).unwrap();
        assert_eq!(path(&small), Path::General(CANDIDATES[1]));
        assert_eq!(path(&medium), Path::Sgemm { transposed: false });
        let (m, n, k) = (16usize, 16usize, 16usize);
        let a: Vec<f32> = (0..m * k).map(|i| (i % 7) as f32 - 3.0).collect();
        let b: Vec<f32> = (0..k * n).map(|i| (i % 5) as f32 - 2.0).collect();
        let dev = blas.device();
        let (ab, bb) = (dev.upload(&a).unwrap(), dev.upload(&b).unwrap());
        let mut cb = dev.upload(&vec![f32::NAN; m * n]).unwrap();
        blas.gemm(&small, &ab, &bb, &mut cb).unwrap();
        let c = dev.download(&cb).unwrap();
        for i in 0..m {
            for j in 0..n {
                let want: f32 = (0..k).map(|l| a[i * k + l] * b[l * n + j]).sum();
                assert_eq!(c[i * n + j], want, "C[{i}][{j}]");
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}

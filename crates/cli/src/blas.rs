//! `gpujit blas-tune`: tunes the BLAS general kernel's tiles for one device
//! (`gpujit_blas::Blas::tune`) and writes the choice where every later
//! handle over that device reads it.

use crate::{usage, wants_help};

const HELP: &str = "usage: gpujit blas-tune [--device SPEC] [--sizes S,M,L] [--reps N]
  times every candidate tile of the BLAS general kernel on a square product of each
  size class (small, medium, large; edges S, M, L, default 32,96,192 on the host and
  the emulator, 128,1024,4096 on GPUs) in f32 and f64, and the tuned f32 kernel on
  each f32 product (which decides, per class, whether packed f32 products take it or
  the general kernel), checks each result, and keeps the fastest: printed, and written to the compile cache's folder (blas-tiles/), where
  every later BLAS handle over the same device takes it. --device: a spec as `gpujit
  devices` lists (default: the best device present); --reps: timed runs per tile (3)";

/// Runs the command.
pub(crate) fn tune(args: &[String]) -> anyhow::Result<()> {
    if wants_help(args, HELP) {
        return Ok(());
    }
    let (mut spec, mut sizes, mut reps) = (None, None, 3usize);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |flag: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| usage(format!("{flag} needs a value")))
        };
        match a.as_str() {
            "--device" => spec = Some(value("--device")?),
            "--sizes" => {
                let v = value("--sizes")?;
                let parsed: Option<Vec<u32>> = v.split(',').map(|s| s.parse().ok()).collect();
                match parsed.as_deref() {
                    Some(&[s, m, l]) => sizes = Some([s, m, l]),
                    _ => return Err(usage(format!("--sizes {v}: write three edges, S,M,L"))),
                }
            }
            "--reps" => {
                let v = value("--reps")?;
                reps = v
                    .parse()
                    .ok()
                    .filter(|n| *n > 0)
                    .ok_or_else(|| usage(format!("--reps {v}: a positive count")))?;
            }
            other => return Err(usage(format!("blas-tune: unknown argument `{other}`"))),
        }
    }
    let device = gpujit::open(spec.as_deref().unwrap_or("auto"))?;
    let blas = gpujit_blas::Blas::for_device(device)?;
    let sizes = sizes.unwrap_or_else(|| gpujit_blas::default_sizes(blas.device()));
    let (tuned, path) = blas.tune(sizes, reps)?;
    println!(
        "{} ({}): products {}³, {}³, {}³",
        blas.device().info().name,
        gpujit::device_spec(blas.device().info()),
        sizes[0],
        sizes[1],
        sizes[2]
    );
    for e in &tuned.entries {
        println!(
            "{} {:<6} {:<16} {:.3} ms",
            e.compute,
            e.class.name(),
            e.tile.name(),
            e.ms
        );
    }
    for s in &tuned.sgemm {
        let kernel = match tuned.sgemm_wins(s.class) {
            Some(false) => "slower: the general kernel takes the class",
            _ => "taken for packed products",
        };
        println!(
            "f32 {:<6} {:<16} {:.3} ms ({kernel})",
            s.class.name(),
            "sgemm",
            s.ms
        );
    }
    match path {
        Some(p) => println!("written to {}", p.display()),
        None => println!("not written: the compile cache has no folder"),
    }
    Ok(())
}

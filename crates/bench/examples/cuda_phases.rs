//! The CPU side of `gpujit-bench --cuda-source`'s cold_phases without a
//! device: front end, read, lower, optimise, PTX emission, for SAXPY and the
//! box kernel, first repetition apart. `cargo run --release -p gpujit-bench
//! --example cuda_phases [builtin|sdk] [REPS]`.
use std::time::Instant;

use gpujit::cuda::HeaderSet;
use gpujit::{CompileOptions, NvvmModule, Target};
use gpujit_bench::source::{KERNELS, salted};

fn ms(d: std::time::Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let which = args.next().unwrap_or_else(|| "builtin".into());
    let reps: usize = args.next().map_or(Ok(5), |s| s.parse())?;
    let headers = if which == "sdk" {
        HeaderSet::detect().map_err(anyhow::Error::msg)?
    } else {
        HeaderSet::BuiltIn
    };
    let opts = CompileOptions {
        arch: Some("sm_90".into()),
        ..Default::default()
    };
    let start = Instant::now();
    for k in &KERNELS {
        let mut rows = Vec::new();
        for i in 0..=reps {
            let p = gpujit::cuda::program_for(&salted(k, "x", &format!("{i}")), Target::Nvptx);
            let t = Instant::now();
            let c = p.compile_with("sm_90", &headers)?;
            let fe = t.elapsed();
            let m = NvvmModule::from_ir(p.name(), &c.bitcode)?;
            let rd = t.elapsed() - fe;
            let out = gpujit::compile_nvvm(&m, Target::Nvptx, &opts)?;
            let all = t.elapsed();
            rows.push([
                ms(fe),
                ms(rd),
                ms(out.times.lower),
                ms(out.times.optimize),
                ms(out.times.codegen),
                ms(all),
            ]);
        }
        let first = rows[0];
        let mut rest: Vec<[f64; 6]> = rows[1..].to_vec();
        let med = |c: usize, r: &mut Vec<[f64; 6]>| {
            r.sort_by(|a, b| a[c].total_cmp(&b[c]));
            r[r.len() / 2][c]
        };
        let meds: Vec<f64> = (0..6).map(|c| med(c, &mut rest)).collect();
        println!(
            "{} ({which}):      front_end   read  lower optimize codegen  total",
            k.key
        );
        println!(
            "  first   {:10.2} {:6.2} {:6.2} {:8.2} {:7.2} {:6.2}",
            first[0], first[1], first[2], first[3], first[4], first[5]
        );
        println!(
            "  median  {:10.2} {:6.2} {:6.2} {:8.2} {:7.2} {:6.2}",
            meds[0], meds[1], meds[2], meds[3], meds[4], meds[5]
        );
    }
    println!("process: {:.1} ms", ms(start.elapsed()));
    Ok(())
}

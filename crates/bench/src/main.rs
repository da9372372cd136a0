//! `gpujit-bench`: see the library's documentation and `--help`.

use std::process::ExitCode;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gpujit-bench: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> anyhow::Result<()> {
    let mut argv = std::env::args().skip(1).peekable();
    // The stand-alone benchmarks: their own flags, table and JSON.
    let (json, doc) = match argv.peek().map(String::as_str) {
        Some("--many") => match gpujit_bench::many::parse_args(argv.skip(1))? {
            None => {
                println!("{}", gpujit_bench::many::USAGE);
                return Ok(());
            }
            Some((args, json)) => (json, gpujit_bench::many::run(&args)?),
        },
        Some("--fleet") => match gpujit_bench::fleet::parse_args(argv.skip(1))? {
            None => {
                println!("{}", gpujit_bench::fleet::USAGE);
                return Ok(());
            }
            Some((args, json)) => (json, gpujit_bench::fleet::run(&args)?),
        },
        Some("--tiny") => match gpujit_bench::tiny::parse_args(argv.skip(1))? {
            None => {
                println!("{}", gpujit_bench::tiny::USAGE);
                return Ok(());
            }
            Some((args, json)) => (json, gpujit_bench::tiny::run(&args)?),
        },
        Some("--streams") => match gpujit_bench::streams::parse_args(argv.skip(1))? {
            None => {
                println!("{}", gpujit_bench::streams::USAGE);
                return Ok(());
            }
            Some((args, json)) => (json, gpujit_bench::streams::run(&args)?),
        },
        Some("--ptx") => match gpujit_bench::ptx::parse_args(argv.skip(1))? {
            None => {
                println!("{}", gpujit_bench::ptx::USAGE);
                return Ok(());
            }
            Some((args, json)) => (json, gpujit_bench::ptx::run(&args)?),
        },
        Some("--cuda-source") => match gpujit_bench::source::parse_args(argv.skip(1))? {
            None => {
                println!("{}", gpujit_bench::source::USAGE);
                return Ok(());
            }
            Some((args, json)) => (json, gpujit_bench::source::run(&args)?),
        },
        Some("--cudart") => match gpujit_bench::cudart::parse_args(argv.skip(1))? {
            None => {
                println!("{}", gpujit_bench::cudart::USAGE);
                return Ok(());
            }
            Some((args, json)) => (json, gpujit_bench::cudart::run(&args)?),
        },
        Some("--blas-abi") => match gpujit_bench::blas_abi::parse_args(argv.skip(1))? {
            None => {
                println!("{}", gpujit_bench::blas_abi::USAGE);
                return Ok(());
            }
            Some((args, json)) => (json, gpujit_bench::blas_abi::run(&args)?),
        },
        Some("--gemm-sweep") => match gpujit_bench::sweep::parse_args(argv.skip(1))? {
            None => {
                println!("{}", gpujit_bench::sweep::USAGE);
                return Ok(());
            }
            Some((args, json)) => (json, gpujit_bench::sweep::run(&args)?),
        },
        Some("--mfma") => match gpujit_bench::mfma::parse_args(argv.skip(1))? {
            None => {
                println!("{}", gpujit_bench::mfma::USAGE);
                return Ok(());
            }
            Some((args, json)) => (json, gpujit_bench::mfma::run(&args)?),
        },
        Some("--specialize") => match gpujit_bench::specialize::parse_args(argv.skip(1))? {
            None => {
                println!("{}", gpujit_bench::specialize::USAGE);
                return Ok(());
            }
            Some((args, json)) => (json, gpujit_bench::specialize::run(&args)?),
        },
        _ => return main_bench(),
    };
    if let Some(path) = json {
        write_json(&path, &doc)?;
    }
    // `--cuda-source` and `--specialize` record a failed measurement and go on.
    if let Some(errors) = doc.get("errors").and_then(|e| e.as_object())
        && !errors.is_empty()
    {
        let list: Vec<String> = errors.iter().map(|(k, v)| format!("{k}: {v}")).collect();
        anyhow::bail!(
            "{} measurement(s) failed (the others are in the table and JSON):\n  {}",
            list.len(),
            list.join("\n  ")
        );
    }
    Ok(())
}

fn write_json(path: &std::path::Path, doc: &serde_json::Value) -> anyhow::Result<()> {
    std::fs::write(path, serde_json::to_string_pretty(doc)? + "\n")
        .map_err(|e| anyhow::anyhow!("writing {}: {e}", path.display()))?;
    eprintln!("gpujit-bench: wrote {}", path.display());
    Ok(())
}

fn main_bench() -> anyhow::Result<()> {
    let Some(args) = gpujit_bench::parse_args(std::env::args().skip(1))? else {
        println!("{}", gpujit_bench::USAGE);
        return Ok(());
    };
    let gpujit_bench::Outcome { doc, failures } = gpujit_bench::run(&args)?;
    if let Some(path) = &args.json {
        write_json(path, &doc)?;
    }
    match args.mode {
        gpujit_bench::Mode::Full | gpujit_bench::Mode::Report => {
            if let Some(p) = doc.pointer("/meta/results_path").and_then(|v| v.as_str()) {
                eprintln!("gpujit-bench: commit the JSON as {p}");
            }
            print!("{}", gpujit_bench::report::render(&doc));
        }
        _ => {}
    }
    if !failures.is_empty() {
        anyhow::bail!(
            "{} section(s) failed (the others are in the table and JSON):\n  {}",
            failures.len(),
            failures.join("\n  ")
        );
    }
    Ok(())
}

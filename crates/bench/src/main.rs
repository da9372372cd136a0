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
    if argv.peek().map(String::as_str) == Some("--many") {
        let Some((args, json)) = gpujit_bench::many::parse_args(argv.skip(1))? else {
            println!("{}", gpujit_bench::many::USAGE);
            return Ok(());
        };
        let doc = gpujit_bench::many::run(&args)?;
        if let Some(path) = json {
            std::fs::write(&path, serde_json::to_string_pretty(&doc)? + "\n")
                .map_err(|e| anyhow::anyhow!("writing {}: {e}", path.display()))?;
        }
        return Ok(());
    }
    let Some(args) = gpujit_bench::parse_args(std::env::args().skip(1))? else {
        println!("{}", gpujit_bench::USAGE);
        return Ok(());
    };
    let gpujit_bench::Outcome { doc, failures } = gpujit_bench::run(&args)?;
    if let Some(path) = &args.json {
        let text = serde_json::to_string_pretty(&doc)?;
        std::fs::write(path, text + "\n")
            .map_err(|e| anyhow::anyhow!("writing {}: {e}", path.display()))?;
        eprintln!("gpujit-bench: wrote {}", path.display());
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

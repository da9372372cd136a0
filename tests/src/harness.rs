//! The harness's own tests: the command line read as libtest reads it
//! (`gpujit_conformance::libtest`), which the fuzz suite shares.

use anyhow::ensure;
use gpujit_conformance::{Tally, libtest::Args};

fn parse(args: &[&str]) -> Result<Args, String> {
    Args::parse(
        args.iter().map(|s| s.to_string()),
        &[("--seconds", true), ("--dry", false)],
    )
}

/// Runs the parser's tests.
pub fn run(t: &mut Tally) {
    t.run(
        "harness::args::filters_and_flags_as_cargo_passes_them",
        || {
            let a = parse(&[
                "saxpy",
                "--quiet",
                "--nocapture",
                "--test-threads",
                "1",
                "--color=never",
                "--format",
                "terse",
                "-Z",
                "unstable-options",
                "reduce",
            ])
            .map_err(anyhow::Error::msg)?;
            ensure!(a.filters == ["saxpy", "reduce"], "{:?}", a.filters);
            ensure!(a.selects("host::saxpy::n1") && a.selects("emu::reduce"));
            ensure!(!a.selects("host::scan"));
            ensure!(a.runs_any() && !a.list);
            Ok(())
        },
    );
    t.run("harness::args::exact_skip_list_and_ignored", || {
        let a = parse(&["--exact", "host::saxpy", "--skip", "host::saxpy", "--list"])
            .map_err(anyhow::Error::msg)?;
        ensure!(a.list && a.exact);
        ensure!(!a.selects("host::saxpy"), "--skip wins");
        let a = parse(&["--exact", "host::saxpy"]).map_err(anyhow::Error::msg)?;
        ensure!(a.selects("host::saxpy") && !a.selects("host::saxpy::n1"));
        ensure!(
            !parse(&["--ignored"])
                .map_err(anyhow::Error::msg)?
                .runs_any()
        );
        ensure!(
            parse(&["--include-ignored"])
                .map_err(anyhow::Error::msg)?
                .runs_any()
        );
        ensure!(parse(&[]).map_err(anyhow::Error::msg)?.selects("anything"));
        Ok(())
    });
    t.run("harness::args::own_options_and_errors", || {
        let a = parse(&["--seconds", "5", "--dry", "--", "--looks-like-a-flag"])
            .map_err(anyhow::Error::msg)?;
        ensure!(
            a.own
                == [
                    ("--seconds".to_string(), Some("5".to_string())),
                    ("--dry".to_string(), None)
                ],
            "{:?}",
            a.own
        );
        ensure!(a.filters == ["--looks-like-a-flag"]);
        let e = parse(&["--bogus"]).unwrap_err();
        ensure!(
            e.contains("unknown argument --bogus") && e.contains("--seconds"),
            "{e}"
        );
        ensure!(parse(&["--seconds"]).unwrap_err().contains("needs a value"));
        ensure!(parse(&["--format", "json"]).unwrap_err().contains("json"));
        ensure!(parse(&["--test-threads"]).is_err());
        Ok(())
    });
}

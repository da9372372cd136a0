//! The command line `cargo test` gives a test binary, read as libtest reads
//! it, for the suites that have their own harness (`harness = false`): the
//! conformance suite and the fuzz suite.
//!
//! `cargo test --workspace saxpy` passes `saxpy` to every test binary, and
//! `cargo test -q -- --nocapture --test-threads 1` passes those flags too; a
//! binary that rejects them breaks the command for the whole workspace. This
//! module accepts what libtest accepts: positional filters, `--exact`,
//! `--skip`, `--list`, `--ignored`, `--include-ignored`, and the output and
//! scheduling flags (`--quiet`, `--nocapture`, `--show-output`,
//! `--test-threads N`, `--color C`, `--format pretty|terse`, `-Z ...`), which
//! these suites take without changing what they print: they run their tests
//! one after another and print every test's line. A binary's own options
//! (the fuzz suite's `--seconds`, for one) are declared by the binary.

/// libtest's flags that take no value and change nothing here.
const IGNORED_FLAGS: &[&str] = &[
    "-q",
    "--quiet",
    "--nocapture",
    "--no-capture",
    "--show-output",
    "--report-time",
    "--ensure-time",
    "--shuffle",
    "--force-run-in-process",
    "--test",
    "--bench",
];

/// libtest's options that take a value and change nothing here.
const IGNORED_OPTIONS: &[&str] = &["--test-threads", "--color", "-Z", "--shuffle-seed"];

/// What a test binary was asked to run.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Args {
    /// Positional filters: a test runs when its name contains one of them
    /// (equals one, with `--exact`); none means every test.
    pub filters: Vec<String>,
    /// `--skip` filters: a test whose name contains one (equals one, with
    /// `--exact`) does not run.
    pub skip: Vec<String>,
    /// `--exact`: filters match whole names.
    pub exact: bool,
    /// `--list`: print the names of the tests instead of running them.
    pub list: bool,
    /// `--ignored`: run only ignored tests (these suites have none, so
    /// nothing runs).
    pub ignored_only: bool,
    /// The binary's own options, in order, with their values.
    pub own: Vec<(String, Option<String>)>,
}

/// A binary's own option: its name, and whether it takes a value.
pub type OwnOption = (&'static str, bool);

impl Args {
    /// Reads the process's arguments (after the program name).
    pub fn from_env(own: &[OwnOption]) -> Result<Args, String> {
        Args::parse(std::env::args().skip(1), own)
    }

    /// Reads `args` as libtest does, with `own` the binary's own options.
    /// An unknown option is an error naming it; `--format json` (unstable in
    /// libtest, and not what these suites print) is refused.
    pub fn parse(
        args: impl IntoIterator<Item = String>,
        own: &[OwnOption],
    ) -> Result<Args, String> {
        let mut out = Args::default();
        let mut it = args.into_iter();
        let mut positional_only = false;
        while let Some(arg) = it.next() {
            if positional_only || !arg.starts_with('-') || arg == "-" {
                out.filters.push(arg);
                continue;
            }
            if arg == "--" {
                positional_only = true;
                continue;
            }
            // `--name=value` is `--name value`.
            let (name, inline) = match arg.split_once('=') {
                Some((n, v)) if n.starts_with("--") => (n.to_string(), Some(v.to_string())),
                _ => (arg.clone(), None),
            };
            let mut value = |what: &str| -> Result<String, String> {
                match &inline {
                    Some(v) => Ok(v.clone()),
                    None => it.next().ok_or_else(|| format!("{name} needs {what}")),
                }
            };
            match name.as_str() {
                "--exact" => out.exact = true,
                "--list" => out.list = true,
                "--ignored" => out.ignored_only = true,
                "--include-ignored" => {}
                "--skip" => out.skip.push(value("a filter")?),
                "--format" => match value("a format")?.as_str() {
                    "pretty" | "terse" => {}
                    other => {
                        return Err(format!(
                            "--format {other}: this suite prints its own lines (pretty or terse are accepted)"
                        ));
                    }
                },
                n if IGNORED_FLAGS.contains(&n) => {}
                n if IGNORED_OPTIONS.contains(&n) => {
                    value("a value")?;
                }
                n => match own.iter().find(|(o, _)| *o == n) {
                    Some((o, true)) => {
                        let v = value("a value")?;
                        out.own.push((o.to_string(), Some(v)));
                    }
                    Some((o, false)) => out.own.push((o.to_string(), None)),
                    None => {
                        let mut known: Vec<&str> = own.iter().map(|(o, _)| *o).collect();
                        known.extend([
                            "FILTER",
                            "--exact",
                            "--skip F",
                            "--list",
                            "--ignored",
                            "--include-ignored",
                        ]);
                        return Err(format!(
                            "unknown argument {n}; this suite takes {} and libtest's output flags",
                            known.join(", ")
                        ));
                    }
                },
            }
        }
        Ok(out)
    }

    /// Whether the test `name` is selected by the filters and `--skip`.
    pub fn selects(&self, name: &str) -> bool {
        let hit = |f: &String| {
            if self.exact {
                name == f
            } else {
                name.contains(f.as_str())
            }
        };
        (self.filters.is_empty() || self.filters.iter().any(hit)) && !self.skip.iter().any(hit)
    }

    /// Whether any test is to run at all: `--ignored` asks for ignored tests
    /// only, and these suites have none.
    pub fn runs_any(&self) -> bool {
        !self.ignored_only
    }
}

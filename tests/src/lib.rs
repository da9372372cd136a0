//! The conformance suite's harness: which backends to run, which are required,
//! and a tally that ends with one `N passed, N failed, N skipped` line.
//!
//! `GPUJIT_TARGETS` (comma-separated `nvptx,amdgcn,host`; default all) picks the
//! backends; `GPUJIT_REQUIRE` names those whose absence is a failure rather than
//! a skip (`ci/test --target nvptx` sets it); `GPUJIT_AMDGCN` (`hip`, `emu`,
//! `auto`) picks the amdgcn device; a filter on the command line, as
//! `cargo test` passes it (`cargo test -p gpujit-conformance --test
//! conformance -- saxpy`, or `cargo test --workspace saxpy`; see [`libtest`]),
//! or `GPUJIT_FILTER` runs only the tests whose name contains it;
//! `GPUJIT_TEST_TIMEOUT` (seconds, default 600) ends the
//! run with a failure when one test runs longer, since a hung GPU kernel
//! would otherwise hold the device until the process dies.

use std::io::Write;
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use gpujit::{Device, Target};

pub mod libtest;

/// A backend selected for this run: its target, and the device if one opened.
pub struct Selected {
    /// Target under test.
    pub target: Target,
    /// The opened device, or why there is none.
    pub device: Result<Box<dyn Device>, String>,
    /// Whether its absence fails the run.
    pub required: bool,
}

fn list(var: &str, default: &str) -> Vec<Target> {
    let v = std::env::var(var).unwrap_or_else(|_| default.to_string());
    v.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| match s {
            "all" => None,
            s => Some(s.parse::<Target>().unwrap_or_else(|e| panic!("{var}: {e}"))),
        })
        .flat_map(|t| t.map_or(Target::ALL.to_vec(), |t| vec![t]))
        .collect()
}

/// Opens the device for `target`. For amdgcn, `GPUJIT_AMDGCN` picks `hip`
/// (an AMD GPU only), `emu` (the AMDGCN emulator only) or `auto` (default:
/// the GPU when HIP opens one, else the emulator).
fn open(target: Target) -> Result<Box<dyn Device>, String> {
    if target != Target::Amdgcn {
        return gpujit::open_backend(target.backend()).map_err(|e| e.to_string());
    }
    let mode = std::env::var("GPUJIT_AMDGCN").unwrap_or_else(|_| "auto".into());
    match mode.as_str() {
        "emu" => Ok(gpujit::open_emulator()),
        "hip" => gpujit::open_backend(target.backend()).map_err(|e| e.to_string()),
        "auto" | "" => {
            Ok(gpujit::open_backend(target.backend()).unwrap_or_else(|_| gpujit::open_emulator()))
        }
        other => panic!("GPUJIT_AMDGCN: `{other}`; expected hip, emu or auto"),
    }
}

/// Opens every backend named by `GPUJIT_TARGETS`.
pub fn select() -> Vec<Selected> {
    let targets = list("GPUJIT_TARGETS", "all");
    let required = list("GPUJIT_REQUIRE", "");
    targets
        .into_iter()
        .map(|target| Selected {
            target,
            device: open(target),
            required: required.contains(&target),
        })
        .collect()
}

/// The test now running and when it started, watched by [`watchdog`].
static RUNNING: Mutex<Option<(String, Instant)>> = Mutex::new(None);

/// Starts (once) a thread that ends the process when a test runs past
/// `GPUJIT_TEST_TIMEOUT` seconds: a kernel that never finishes cannot be
/// interrupted from the host, and exiting frees the device.
fn watchdog() {
    static STARTED: OnceLock<()> = OnceLock::new();
    STARTED.get_or_init(|| {
        let limit = std::env::var("GPUJIT_TEST_TIMEOUT")
            .ok()
            .map(|v| {
                v.parse::<u64>()
                    .unwrap_or_else(|e| panic!("GPUJIT_TEST_TIMEOUT `{v}`: {e}"))
            })
            .unwrap_or(600);
        std::thread::spawn(move || {
            loop {
                std::thread::sleep(Duration::from_millis(250));
                let running = RUNNING.lock().unwrap_or_else(|p| p.into_inner());
                if let Some((name, start)) = running.as_ref()
                    && start.elapsed() > Duration::from_secs(limit)
                {
                    println!(
                        "test {name} ... FAILED: still running after {limit} s \
                         (GPUJIT_TEST_TIMEOUT); the run stops here"
                    );
                    let _ = std::io::stdout().flush();
                    std::process::exit(2);
                }
            }
        });
    });
}

/// Counts results and prints one line per test.
#[derive(Default)]
pub struct Tally {
    /// What the command line selects.
    pub args: libtest::Args,
    /// Tests that passed.
    pub passed: usize,
    /// Tests that failed, with their messages.
    pub failed: Vec<String>,
    /// Tests not run, with the reason.
    pub skipped: usize,
}

impl Tally {
    /// A tally for the tests `args` select.
    pub fn new(args: libtest::Args) -> Tally {
        Tally {
            args,
            ..Tally::default()
        }
    }

    /// Whether the test `name` is selected: by the command line's filters
    /// and, where set, `GPUJIT_FILTER`.
    pub fn selects(&self, name: &str) -> bool {
        let env_ok = match std::env::var("GPUJIT_FILTER") {
            Ok(filter) => name.contains(&filter),
            Err(_) => true,
        };
        env_ok && self.args.runs_any() && self.args.selects(name)
    }

    /// Runs one test and records its outcome. Only selected tests run (see
    /// [`Tally::selects`]); the others are not counted. With `--list`, the
    /// test's name is printed instead.
    pub fn run(&mut self, name: &str, f: impl FnOnce() -> anyhow::Result<()>) {
        self.run_or_skip(name, || f().map(|()| None));
    }

    /// Runs one test that may find it cannot run: `Ok(Some(why))` records a
    /// skip with the reason.
    pub fn run_or_skip(&mut self, name: &str, f: impl FnOnce() -> anyhow::Result<Option<String>>) {
        if !self.selects(name) {
            return;
        }
        if self.args.list {
            println!("{name}: test");
            return;
        }
        watchdog();
        let t = Instant::now();
        *RUNNING.lock().unwrap_or_else(|p| p.into_inner()) = Some((name.to_string(), t));
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
        *RUNNING.lock().unwrap_or_else(|p| p.into_inner()) = None;
        let ms = t.elapsed().as_secs_f64() * 1e3;
        match r {
            Ok(Ok(None)) => {
                self.passed += 1;
                println!("test {name} ... ok ({ms:.1} ms)");
            }
            Ok(Ok(Some(why))) => self.skip(name, &why),
            Ok(Err(e)) => {
                println!("test {name} ... FAILED: {e:#}");
                self.failed.push(format!("{name}: {e:#}"));
            }
            Err(p) => {
                let msg = p
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()));
                let msg = msg.unwrap_or_else(|| "panic".into());
                println!("test {name} ... FAILED (panic): {msg}");
                self.failed.push(format!("{name}: panic: {msg}"));
            }
        }
    }

    /// Runs a step other tests need (a build), as a test of its own when
    /// selected; unselected, it runs quietly. Its value, or `None` when it
    /// failed (or only names are listed).
    pub fn run_value<T>(&mut self, name: &str, f: impl FnOnce() -> anyhow::Result<T>) -> Option<T> {
        if self.args.list {
            if self.selects(name) {
                println!("{name}: test");
            }
            return None;
        }
        if !self.selects(name) {
            return f().ok();
        }
        let mut value = None;
        self.run(name, || {
            value = Some(f()?);
            Ok(())
        });
        value
    }

    /// Records a test that could not run, with why (not counted when
    /// the filters leave it out).
    pub fn skip(&mut self, name: &str, why: &str) {
        if !self.selects(name) || self.args.list {
            return;
        }
        self.skipped += 1;
        println!("test {name} ... skipped: {why}");
    }

    /// Records a failure found outside a test body (not counted when
    /// the filters leave it out; printed as a test with `--list`).
    pub fn fail(&mut self, name: &str, why: &str) {
        if !self.selects(name) {
            return;
        }
        if self.args.list {
            println!("{name}: test");
            return;
        }
        println!("test {name} ... FAILED: {why}");
        self.failed.push(format!("{name}: {why}"));
    }

    /// Prints the summary; returns the process exit code.
    pub fn finish(self) -> i32 {
        if self.args.list {
            return 0;
        }
        if !self.failed.is_empty() {
            println!("\nfailures:");
            for f in &self.failed {
                println!("    {f}");
            }
        }
        println!(
            "\n{} passed, {} failed, {} skipped",
            self.passed,
            self.failed.len(),
            self.skipped
        );
        i32::from(!self.failed.is_empty())
    }
}

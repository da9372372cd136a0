//! The fuzz suite: every entry point that takes outside input, fed mutated
//! inputs, each case in a child process so that an abort or a segfault is
//! caught, reported and its input saved.
//!
//! Targets (see `cases.rs`): `ll` and `bc` (import of NVVM and portable
//! modules, then a compile for a random target, and a load on the host),
//! `inspect` (PTX, cubins, code objects), `code-object` (the AMD code-object
//! reader), `cli` (the `gpujit` command's arguments) and `cuda` (CUDA C++
//! through clang's front end in a worker process, then compiled). A case's input is a
//! function of the seed, the target and the case number: a crash is
//! reproduced with `ci/fuzz --target T --seed S --case N`.
//!
//! ```text
//! cargo test -p gpujit-cli --test fuzz                      # replay the regression inputs
//! cargo test -p gpujit-cli --test fuzz -- --seconds 150     # and fuzz for 150 s in all
//! cargo test -p gpujit-cli --test fuzz -- --targets ll,bc --seconds 600 --seed 7
//! cargo test -p gpujit-cli --test fuzz -- --target ll --seed 7 --case 1234
//! cargo test -p gpujit-cli --test fuzz -- --list            # replay::T and mutate::T
//! cargo test -p gpujit-cli --test fuzz -- replay::cuda      # a libtest filter
//! ```
//! The command line is read as libtest reads it (`gpujit_conformance::libtest`):
//! a filter that selects none of its tests (`cargo test --workspace saxpy`)
//! runs nothing, and libtest's output flags are accepted.
//! `GPUJIT_FUZZ_SECONDS`, `GPUJIT_FUZZ_SEED`, `GPUJIT_FUZZ_TARGETS` and
//! `GPUJIT_FUZZ_CRASH_DIR` set the same from the environment.
//!
//! A crash fails the run. An LLVM abort while compiling IR that imported
//! cleanly is checked against the isolated compile instead: when a worker
//! process (`gpujit::isolated`) turns it into an error, it is counted as
//! contained; when not, it is a crash. The `cuda` target runs the front end
//! in a worker from the start: a worker that clang or LLVM ends is contained
//! (its input saved beside the crashes, under `contained/`), a panic is a
//! crash. Found crashes, once fixed, are kept in
//! `tests/fuzz/regressions/<target>/` and replayed by every run.

mod cases;
mod corpus;
mod cuda;
mod mutate;

#[path = "../../src/inspect.rs"]
#[allow(dead_code)]
mod inspect;

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use anyhow::{Context, bail};

use cases::{Outcome, Seeds};
use gpujit_conformance::libtest::Args;
use mutate::Rng;

/// Set in a case process: what to run.
const CHILD_ENV: &str = "GPUJIT_FUZZ_CHILD";
/// Set in a case process: the corpus folder.
const CORPUS_ENV: &str = "GPUJIT_FUZZ_CORPUS";
/// Marks the start of a case in a case process's stderr.
const STDERR_MARK: &str = "\u{1e}case";
/// Address-space limit of a case process: a runaway allocation fails there
/// instead of taking the machine's memory.
const MEMORY_LIMIT_KIB: u64 = 8 << 20;

fn main() {
    gpujit::isolated::serve_if_worker();
    if let Ok(spec) = std::env::var(CHILD_ENV) {
        child(&spec);
        return;
    }
    match parent() {
        Ok(true) => {}
        Ok(false) => std::process::exit(1),
        Err(e) => {
            eprintln!("fuzz: {e:#}");
            std::process::exit(2);
        }
    }
}

struct Options {
    seconds: f64,
    targets: Vec<String>,
    seed: u64,
    case: Option<u64>,
    case_timeout: Duration,
    crash_dir: PathBuf,
    /// The libtest command line: filters, `--list`, `--ignored`.
    args: Args,
}

fn parse_u64(s: &str) -> anyhow::Result<u64> {
    let s = s.trim();
    Ok(match s.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16)?,
        None => s.parse()?,
    })
}

fn options() -> anyhow::Result<Options> {
    let env = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    let mut o = Options {
        seconds: env("GPUJIT_FUZZ_SECONDS")
            .map(|s| s.parse())
            .transpose()?
            .unwrap_or(0.0),
        targets: env("GPUJIT_FUZZ_TARGETS")
            .map(|t| t.split(',').map(str::to_string).collect())
            .unwrap_or_default(),
        seed: match env("GPUJIT_FUZZ_SEED") {
            Some(s) => parse_u64(&s)?,
            None => now.as_secs() ^ u64::from(now.subsec_nanos()),
        },
        case: None,
        case_timeout: Duration::from_secs(60),
        crash_dir: env("GPUJIT_FUZZ_CRASH_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| Path::new(env!("CARGO_TARGET_TMPDIR")).join("fuzz-crashes")),
        args: Args::default(),
    };
    let args = Args::from_env(&[
        ("--seconds", true),
        ("--targets", true),
        ("--target", true),
        ("--seed", true),
        ("--case", true),
        ("--case-timeout", true),
        ("--crash-dir", true),
    ])
    .map_err(anyhow::Error::msg)
    .with_context(|| {
        format!(
            "use --seconds S, --targets {}, --seed N, --case N, --case-timeout S, --crash-dir DIR, \
             and libtest's filter and flags",
            cases::TARGETS.join(",")
        )
    })?;
    for (name, value) in &args.own {
        let value = value.as_deref().unwrap_or_default();
        match name.as_str() {
            "--seconds" => o.seconds = value.parse()?,
            "--targets" | "--target" => o.targets = value.split(',').map(str::to_string).collect(),
            "--seed" => o.seed = parse_u64(value)?,
            "--case" => o.case = Some(parse_u64(value)?),
            "--case-timeout" => o.case_timeout = Duration::from_secs_f64(value.parse()?),
            "--crash-dir" => o.crash_dir = PathBuf::from(value),
            other => bail!("unhandled option {other}"),
        }
    }
    for t in &o.targets {
        if !cases::TARGETS.contains(&t.as_str()) && !cases::REPLAY_ONLY.contains(&t.as_str()) {
            bail!(
                "unknown target {t}; the targets are {}",
                cases::TARGETS.join(", ")
            );
        }
    }
    if o.targets.is_empty() {
        o.targets = cases::TARGETS.iter().map(|t| t.to_string()).collect();
    }
    o.args = args;
    Ok(o)
}

/// What one target's runs came to.
#[derive(Default)]
struct Tally {
    cases: u64,
    accepted: u64,
    rejected: u64,
    noted: u64,
    /// Notes grouped by their first words: how many, and the first case.
    notes: BTreeMap<String, (u64, String)>,
    crashes: Vec<String>,
    contained: Vec<String>,
    /// Cases a worker process contained, whose inputs are still to be saved.
    contained_cases: Vec<(u64, String)>,
}

impl Tally {
    fn record(&mut self, line: &str) {
        // `R <case> <a|r|n|c> <note>`
        let mut w = line.splitn(4, ' ');
        let (_, case, kind, note) = (w.next(), w.next(), w.next(), w.next());
        self.cases += 1;
        match kind {
            Some("a") => self.accepted += 1,
            Some("r") => self.rejected += 1,
            Some("c") => {
                if let Some(case) = case.and_then(|c| c.parse().ok()) {
                    self.contained_cases
                        .push((case, note.unwrap_or("").to_string()));
                }
            }
            _ => {
                self.noted += 1;
                // Notes are grouped by their first words, not their details.
                let key: String = note.unwrap_or("").chars().take(90).collect();
                let e = self
                    .notes
                    .entry(key)
                    .or_insert((0, case.unwrap_or("?").to_string()));
                e.0 += 1;
            }
        }
    }
}

/// The suite's tests, as `--list` prints them and filters select them:
/// `replay::T` replays target T's regression inputs, `mutate::T` fuzzes T
/// (for the time budget; nothing without one).
fn tests(o: &Options) -> (Vec<&'static str>, Vec<String>) {
    let replay = cases::TARGETS
        .iter()
        .chain(cases::REPLAY_ONLY)
        .copied()
        .filter(|t| !corpus::regression_inputs(t).is_empty())
        .filter(|t| o.args.selects(&format!("replay::{t}")))
        .collect();
    let mutate = o
        .targets
        .iter()
        .filter(|t| cases::TARGETS.contains(&t.as_str()))
        .filter(|t| o.args.selects(&format!("mutate::{t}")))
        .cloned()
        .collect();
    (replay, mutate)
}

fn parent() -> anyhow::Result<bool> {
    let o = options()?;
    let (replay, mutate) = tests(&o);
    if o.args.list {
        for t in &replay {
            println!("replay::{t}: test");
        }
        for t in &mutate {
            println!("mutate::{t}: test");
        }
        return Ok(true);
    }
    if o.case.is_none() && (!o.args.runs_any() || (replay.is_empty() && mutate.is_empty())) {
        println!("fuzz: no test matches the filters (the tests are replay::T and mutate::T)");
        return Ok(true);
    }
    let corpus =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("fuzz-corpus-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&corpus);
    corpus::build(&corpus).context("building the seed corpus")?;
    let result = run_all(&o, &corpus, &replay, &mutate);
    let _ = std::fs::remove_dir_all(&corpus);
    result
}

fn run_all(o: &Options, corpus: &Path, replay: &[&str], mutate: &[String]) -> anyhow::Result<bool> {
    if let Some(case) = o.case {
        return single(o, corpus, case);
    }
    println!(
        "fuzz: seed {:#x}; a case is replayed with: ci/fuzz --target T --seed {:#x} --case N",
        o.seed, o.seed
    );
    let mut ok = true;
    // The regression inputs of every target, always.
    let mut replayed = Vec::new();
    for &t in replay {
        let mut tally = Tally::default();
        drive(o, corpus, t, Mode::Replay, None, &mut tally)?;
        save_contained(o, corpus, t, Mode::Replay, &mut tally)?;
        for c in &tally.contained {
            println!("fuzz {t}: contained: {c}");
        }
        ok &= report_failures(t, &tally);
        replayed.push(format!("{t} {}", tally.cases));
    }
    println!(
        "fuzz: regression inputs replayed: {}",
        if replayed.is_empty() {
            "none".to_string()
        } else {
            replayed.join(", ")
        }
    );
    if o.seconds <= 0.0 {
        println!("fuzz: no mutation budget (--seconds or GPUJIT_FUZZ_SECONDS); ci/fuzz runs one");
        return Ok(ok);
    }
    let fuzzed = mutate;
    let per = o.seconds / fuzzed.len().max(1) as f64;
    let mut total = 0;
    for t in fuzzed {
        let started = Instant::now();
        let mut tally = Tally::default();
        drive(
            o,
            corpus,
            t,
            Mode::Fuzz,
            Some(started + Duration::from_secs_f64(per)),
            &mut tally,
        )?;
        save_contained(o, corpus, t, Mode::Fuzz, &mut tally)?;
        total += tally.cases;
        println!(
            "fuzz {t}: {} cases in {:.0} s: {} accepted, {} rejected, {} noted; {} crashes, {} LLVM or clang aborts contained by the worker",
            tally.cases,
            started.elapsed().as_secs_f64(),
            tally.accepted,
            tally.rejected,
            tally.noted,
            tally.crashes.len(),
            tally.contained.len()
        );
        let mut notes: Vec<(&String, &(u64, String))> = tally.notes.iter().collect();
        notes.sort_by_key(|n| std::cmp::Reverse(n.1.0));
        for (note, (n, first)) in notes.iter().take(8) {
            println!("  noted {n}× (first: case {first}): {note}");
        }
        for c in tally.contained.iter().take(3) {
            println!("  contained: {c}");
        }
        if tally.contained.len() > 3 {
            println!(
                "  ... {} more contained, inputs in {}",
                tally.contained.len() - 3,
                o.crash_dir.join("contained").display()
            );
        }
        ok &= report_failures(t, &tally);
    }
    println!(
        "fuzz: {total} cases in all, seed {:#x}: {}",
        o.seed,
        if ok { "no crashes" } else { "CRASHES FOUND" }
    );
    Ok(ok)
}

/// Saves the inputs of the cases a worker process contained (under
/// `contained/` of the crash folder, each with a note of what happened).
fn save_contained(
    o: &Options,
    corpus: &Path,
    target: &str,
    mode: Mode,
    tally: &mut Tally,
) -> anyhow::Result<()> {
    let dir = o.crash_dir.join("contained");
    for (case, note) in std::mem::take(&mut tally.contained_cases) {
        let (name, bytes, _) = regenerate(corpus, target, mode, o.seed, case);
        let (file, what) = save_case(o, &dir, (target, mode, case), &name, &bytes, |what| {
            format!(
                "{target} {what}: contained by a worker process\n{note}\nreplay: ci/fuzz --target {target} --seed {:#x} --case {case}\n",
                o.seed
            )
        })?;
        let short: String = note.chars().take(300).collect();
        tally.contained.push(format!(
            "{what}: {short}; input saved to {}",
            file.display()
        ));
    }
    Ok(())
}

/// Writes a case's input into `dir` as `{target}-{seed}-{case}.{ext}` and
/// `text(what)` beside it (`.txt`), where `what` names the case; returns the
/// input's path and `what`.
fn save_case(
    o: &Options,
    dir: &Path,
    (target, mode, case): (&str, Mode, u64),
    name: &str,
    bytes: &[u8],
    text: impl FnOnce(&str) -> String,
) -> anyhow::Result<(PathBuf, String)> {
    std::fs::create_dir_all(dir)?;
    let file = dir.join(format!(
        "{target}-{:016x}-{case}.{}",
        o.seed,
        cases::extension(target, name)
    ));
    std::fs::write(&file, bytes)?;
    let what = match mode {
        Mode::Replay => format!("regression input {name}"),
        Mode::Fuzz => format!("case {case} (seed {:#x}, from {name})", o.seed),
    };
    std::fs::write(file.with_extension("txt"), text(&what))?;
    Ok((file, what))
}

fn report_failures(target: &str, tally: &Tally) -> bool {
    for c in &tally.crashes {
        println!("fuzz {target}: CRASH {c}");
    }
    tally.crashes.is_empty()
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Fuzz,
    Replay,
}

/// Runs cases of `target` in child processes until `deadline` (fuzzing) or
/// the last regression input (replay), restarting after every crash.
fn drive(
    o: &Options,
    corpus: &Path,
    target: &str,
    mode: Mode,
    deadline: Option<Instant>,
    tally: &mut Tally,
) -> anyhow::Result<()> {
    let mut start = 0u64;
    loop {
        if deadline.is_some_and(|d| Instant::now() >= d) {
            return Ok(());
        }
        let deadline_ms = deadline.map_or(0, |d| {
            let left = d.saturating_duration_since(Instant::now());
            (SystemTime::now() + left)
                .duration_since(UNIX_EPOCH)
                .unwrap_or_default()
                .as_millis() as u64
        });
        let kind = if mode == Mode::Replay {
            "replay"
        } else {
            "fuzz"
        };
        let spec = format!("{kind} {target} {} {start} {deadline_ms}", o.seed);
        match watch(o, corpus, &spec, tally)? {
            End::Done => return Ok(()),
            End::Failed {
                case,
                phase,
                status,
                stderr,
            } => {
                crashed(
                    o, corpus, target, mode, case, &phase, &status, &stderr, tally,
                )?;
                start = case + 1;
            }
        }
    }
}

enum End {
    /// The child ran every case it was given.
    Done,
    /// The child died, or hung and was killed, in `case`.
    Failed {
        case: u64,
        phase: String,
        status: String,
        stderr: String,
    },
}

fn spawn(corpus: &Path, spec: &str) -> anyhow::Result<std::process::Child> {
    let exe = std::env::current_exe()?;
    Command::new("/bin/sh")
        .arg("-c")
        .arg(format!("ulimit -v {MEMORY_LIMIT_KIB} && exec \"$0\""))
        .arg(exe)
        .env(CHILD_ENV, spec)
        .env("RUST_BACKTRACE", "0")
        .env(CORPUS_ENV, corpus)
        .env("GPUJIT_CACHE_DIR", corpus.join("cache"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .context("starting a case process")
}

/// Follows one child: its case and phase lines, results, and how it ended.
fn watch(o: &Options, corpus: &Path, spec: &str, tally: &mut Tally) -> anyhow::Result<End> {
    let mut child = spawn(corpus, spec)?;
    let stdout = child.stdout.take().context("no stdout")?;
    let mut stderr_pipe = child.stderr.take().context("no stderr")?;
    let stderr = Arc::new(Mutex::new(Vec::<u8>::new()));
    let keep = stderr.clone();
    let err_thread = std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = stderr_pipe.read(&mut buf) {
            if n == 0 {
                break;
            }
            let mut k = keep.lock().unwrap_or_else(|p| p.into_inner());
            k.extend_from_slice(&buf[..n]);
            // Only the current case's part matters.
            if let Some(at) = find_last(&k, STDERR_MARK.as_bytes())
                && at > 0
            {
                k.drain(..at);
            }
            if k.len() > 64 * 1024 {
                let cut = k.len() - 32 * 1024;
                k.drain(..cut);
            }
        }
    });
    let (tx, rx) = mpsc::channel::<String>();
    let out_thread = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let (mut case, mut phase, mut done) = (None::<u64>, String::new(), false);
    let hung = loop {
        match rx.recv_timeout(o.case_timeout) {
            Ok(line) => {
                if let Some(rest) = line.strip_prefix("C ") {
                    case = rest.trim().parse().ok();
                    phase = "run".into();
                } else if let Some(rest) = line.strip_prefix("P ") {
                    phase = rest.split_once(' ').map_or("", |(_, p)| p).to_string();
                } else if line.starts_with("R ") {
                    tally.record(&line);
                } else if line.starts_with("D ") {
                    done = true;
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break false,
            Err(mpsc::RecvTimeoutError::Timeout) => break true,
        }
    };
    if hung {
        let _ = child.kill();
    }
    let status = child.wait()?;
    let _ = out_thread.join();
    let _ = err_thread.join();
    let stderr = String::from_utf8_lossy(&stderr.lock().unwrap_or_else(|p| p.into_inner()))
        .replace(STDERR_MARK, "")
        .trim()
        .to_string();
    if done && status.success() && !hung {
        return Ok(End::Done);
    }
    let Some(case) = case else {
        bail!(
            "a case process failed before its first case ({}): {stderr}",
            gpujit::isolated::describe_status(&status)
        );
    };
    let status = if hung {
        format!(
            "hung: no progress for {:.0} s, killed",
            o.case_timeout.as_secs_f64()
        )
    } else {
        gpujit::isolated::describe_status(&status)
    };
    Ok(End::Failed {
        case,
        phase,
        status,
        stderr,
    })
}

fn find_last(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).rposition(|w| w == needle)
}

/// Case `case`'s input again, in this process.
fn regenerate(
    corpus: &Path,
    target: &str,
    mode: Mode,
    seed: u64,
    case: u64,
) -> (String, Vec<u8>, Rng) {
    let mut rng = Rng::for_case(seed, target, case);
    if mode == Mode::Replay {
        let files = corpus::regression_inputs(target);
        let (name, bytes) = files[case as usize].clone();
        return (name, bytes, Rng::for_case(0, target, case));
    }
    let seeds = Seeds::new(corpus::seeds(corpus, target));
    let (name, bytes) = cases::input(target, &seeds, &mut rng);
    (name, bytes, rng)
}

/// A child ended in `case`: saves the input and decides whether it is a
/// crash or an LLVM abort that the isolated compile contains.
#[allow(clippy::too_many_arguments)]
fn crashed(
    o: &Options,
    corpus: &Path,
    target: &str,
    mode: Mode,
    case: u64,
    phase: &str,
    status: &str,
    stderr: &str,
    tally: &mut Tally,
) -> anyhow::Result<()> {
    tally.cases += 1;
    let (name, bytes, _) = regenerate(corpus, target, mode, o.seed, case);
    let tail: String = {
        let lines: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
        lines[lines.len().saturating_sub(4)..].join(" | ")
    };
    // A panic or a failed allocation is this project's bug, always. Any
    // other death while LLVM parses, verifies or compiles a module is
    // LLVM's: it counts as contained when a worker process turns the same
    // input into an error.
    let ours = stderr.contains("panicked at") || stderr.contains("memory allocation of");
    let llvm_phase = matches!(phase, "parse" | "import") || phase.starts_with("compile ");
    // Regression inputs were fixed to pass in this process: any death is a
    // crash again.
    let contained = if mode == Mode::Fuzz && !ours && llvm_phase && matches!(target, "ll" | "bc") {
        contain(&bytes, target, phase)
    } else {
        None
    };
    let sub = if contained.is_some() { "contained" } else { "" };
    let dir = o.crash_dir.join(sub);
    let (file, what) = save_case(o, &dir, (target, mode, case), &name, &bytes, |what| {
        let mut text = format!(
            "{target} {what}\nphase: {phase}\n{status}\nreplay: ci/fuzz --target {target} --seed {:#x} --case {case}\n\nstderr:\n{stderr}\n",
            o.seed
        );
        if let Some(how) = &contained {
            text.push_str(&format!("\nthrough a worker process: {how}\n"));
        }
        text
    })?;
    let line = format!(
        "{what}: {status} in {phase}; input saved to {}; stderr: {tail}",
        file.display()
    );
    match contained {
        Some(how) => tally.contained.push(format!("{line}; worker: {how}")),
        None => tally.crashes.push(line),
    }
    Ok(())
}

/// Compiles `bytes` as `phase` names it through a worker process; the
/// worker's error when it contained the abort, `None` when it did not.
fn contain(bytes: &[u8], target: &str, phase: &str) -> Option<String> {
    let worker = gpujit::isolated::Worker::current_exe()
        .ok()?
        .timeout(Duration::from_secs(120))
        .memory_limit(4 << 30);
    let short = |e: gpujit::Error| Some(e.to_string().chars().take(200).collect());
    let m = match worker.import(&format!("case.{target}"), bytes) {
        Ok(m) => m,
        Err(e) => {
            return if phase.starts_with("compile ") {
                None
            } else {
                short(e)
            };
        }
    };
    let (t, opts) = cases::parse_compile_phase(phase)?;
    match worker.compile(&m, t, &opts) {
        Err(e) => short(e),
        Ok(_) => None,
    }
}

/// One case, in this process, its input printed: for reproducing a crash
/// under a debugger.
fn single(o: &Options, corpus: &Path, case: u64) -> anyhow::Result<bool> {
    let [target] = o.targets.as_slice() else {
        bail!("--case needs exactly one --target");
    };
    let (name, bytes, mut rng) = regenerate(corpus, target, Mode::Fuzz, o.seed, case);
    std::fs::create_dir_all(&o.crash_dir)?;
    let file = o.crash_dir.join(format!(
        "{target}-{:016x}-{case}.{}",
        o.seed,
        cases::extension(target, &name)
    ));
    std::fs::write(&file, &bytes)?;
    println!(
        "fuzz {target} case {case} (seed {:#x}, from {name}), input in {}:",
        o.seed,
        file.display()
    );
    if bytes.is_ascii() {
        println!("{}", String::from_utf8_lossy(&bytes));
    } else {
        println!("{} bytes of binary input", bytes.len());
    }
    let outcome = cases::run(target, &name, &bytes, &mut rng, corpus, false, &mut |p| {
        println!("phase: {p}")
    });
    match outcome {
        Outcome::Accepted => println!("accepted"),
        Outcome::Rejected => println!("rejected"),
        Outcome::Noted(n) => println!("noted: {n}"),
        Outcome::Contained(n) => println!("contained: {n}"),
    }
    Ok(true)
}

/// A case process: runs cases from `start` until the deadline (fuzzing) or
/// the last regression input (replay), announcing each on stdout.
fn child(spec: &str) {
    let w: Vec<&str> = spec.split_whitespace().collect();
    let [kind, target, seed, start, deadline_ms] = w.as_slice() else {
        panic!("malformed {CHILD_ENV}: {spec}");
    };
    let seed: u64 = seed.parse().unwrap_or(0);
    let start: u64 = start.parse().unwrap_or(0);
    let deadline_ms: u128 = deadline_ms.parse().unwrap_or(0);
    let corpus = PathBuf::from(std::env::var_os(CORPUS_ENV).unwrap_or_default());
    let replay = *kind == "replay";
    let files = if replay {
        corpus::regression_inputs(target)
    } else {
        corpus::seeds(&corpus, target)
    };
    let seeds = Seeds::new(files);
    let now_ms = || {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default()
            .as_millis()
    };
    let mut case = start;
    loop {
        if (replay && case as usize >= seeds.files.len()) || (!replay && now_ms() >= deadline_ms) {
            println!("D {case}");
            return;
        }
        println!("C {case}");
        eprintln!("{STDERR_MARK} {case}");
        // Replays do not depend on the seed.
        let mut rng = Rng::for_case(if replay { 0 } else { seed }, target, case);
        let (name, bytes) = if replay {
            seeds.files[case as usize].clone()
        } else {
            cases::input(target, &seeds, &mut rng)
        };
        let outcome = cases::run(target, &name, &bytes, &mut rng, &corpus, replay, &mut |p| {
            println!("P {case} {p}")
        });
        match outcome {
            Outcome::Accepted => println!("R {case} a"),
            Outcome::Rejected => println!("R {case} r"),
            Outcome::Noted(n) => println!("R {case} n {}", n.replace('\n', " | ")),
            Outcome::Contained(n) => println!("R {case} c {}", n.replace('\n', " | ")),
        }
        case += 1;
    }
}

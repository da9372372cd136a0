//! The fuzz targets: how each makes a case's input and what it runs on it.

use std::path::Path;
use std::process::Command;
use std::sync::LazyLock;
use std::time::Duration;

use gpujit::{CompileOptions, Device, Target};

use crate::mutate::{self, Rng};

/// Every entry point fuzzed, in the order runs visit them.
pub const TARGETS: &[&str] = &["ll", "bc", "ptx", "inspect", "code-object", "cli", "cuda"];

/// Targets that only replay their regression inputs: `isolated` holds IR
/// and bitcode that end LLVM (its reader, its code generators), imported and
/// compiled through a worker process.
pub const REPLAY_ONLY: &[&str] = &["isolated"];

/// What one case came to.
pub enum Outcome {
    /// The input was taken (imported and compiled, parsed, exit 0).
    Accepted,
    /// The input was refused with an error, as bad input must be.
    Rejected,
    /// A failure worth a look that is not a crash: a compile error after a
    /// successful import, an internal error (exit 2) of the command.
    Noted(String),
    /// A worker process died or hung on the input (clang or LLVM aborted in
    /// it) and the caller got an error instead: handled, and the input kept.
    Contained(String),
}

/// The seeds and token dictionary of one target.
pub struct Seeds {
    pub files: Vec<(String, Vec<u8>)>,
    pub dict: Vec<Vec<u8>>,
}

impl Seeds {
    pub fn new(files: Vec<(String, Vec<u8>)>) -> Seeds {
        let mut dict: Vec<Vec<u8>> = Vec::new();
        for (_, f) in &files {
            if f.is_ascii() {
                for t in mutate::tokens(f) {
                    if t.len() <= 48 && !dict.iter().any(|d| d == t) {
                        dict.push(t.to_vec());
                    }
                    if dict.len() >= 4000 {
                        break;
                    }
                }
            }
        }
        Seeds { files, dict }
    }

    fn others(&self) -> Vec<&[u8]> {
        self.files.iter().map(|(_, b)| b.as_slice()).collect()
    }
}

/// The extension a saved input of `target` gets.
pub fn extension(target: &str, name: &str) -> String {
    match target {
        "ll" => "ll".into(),
        "bc" => "bc".into(),
        "ptx" => "ptx".into(),
        "cli" => "args".into(),
        "cuda" => "cu".into(),
        "code-object" => "hsaco".into(),
        _ => Path::new(name)
            .extension()
            .map_or("bin".into(), |e| e.to_string_lossy().into_owned()),
    }
}

/// Case `rng`'s input for `target`: the seed it mutated (its name) and the bytes.
pub fn input(target: &str, seeds: &Seeds, rng: &mut Rng) -> (String, Vec<u8>) {
    if target == "cli" {
        return ("args".into(), cli_args(rng).join("\n").into_bytes());
    }
    let (name, seed) = &seeds.files[rng.below(seeds.files.len())];
    let others = seeds.others();
    let bytes = match target {
        "ll" => mutate::mutate_text(rng, seed, &others, &seeds.dict, mutate::LL_TOKENS),
        "ptx" => mutate::mutate_text(rng, seed, &others, &seeds.dict, mutate::PTX_TOKENS),
        // Half the cases take one small edit: C++ that still parses reaches
        // the front end's later stages and the compilers after it.
        "cuda" if rng.chance(1, 2) => {
            mutate::mutate_light(rng, seed, &seeds.dict, mutate::CUDA_TOKENS)
        }
        "cuda" => mutate::mutate_text(rng, seed, &others, &seeds.dict, mutate::CUDA_TOKENS),
        "inspect" if !seed.starts_with(b"\x7fELF") => {
            mutate::mutate_text(rng, seed, &others, &seeds.dict, mutate::LL_TOKENS)
        }
        _ => {
            let fields = mutate::elf_fields(seed);
            mutate::mutate_bytes(rng, seed, &others, &fields)
        }
    };
    (name.clone(), bytes)
}

/// A compile target, architecture and level for an imported module.
fn pick_compile(rng: &mut Rng) -> (Target, CompileOptions) {
    let (target, arch) = *rng.pick(COMPILES);
    let opts = CompileOptions {
        arch: arch.map(str::to_string),
        opt_level: Some(*rng.pick(&[0u8, 1, 2, 3])),
        ..Default::default()
    };
    (target, opts)
}

/// The phase line of a compile: `compile amdgcn gfx942 3`.
pub fn compile_phase(target: Target, opts: &CompileOptions) -> String {
    format!(
        "compile {target} {} {}",
        opts.arch.as_deref().unwrap_or("-"),
        opts.opt_level.unwrap_or(0)
    )
}

/// The compile a phase line names.
pub fn parse_compile_phase(phase: &str) -> Option<(Target, CompileOptions)> {
    let mut w = phase.split_whitespace();
    if w.next()? != "compile" {
        return None;
    }
    let target: Target = w.next()?.parse().ok()?;
    let arch = w.next()?;
    let level: u8 = w.next()?.parse().ok()?;
    Some((
        target,
        CompileOptions {
            arch: (arch != "-").then(|| arch.to_string()),
            opt_level: Some(level),
            ..Default::default()
        },
    ))
}

/// Runs one case; `mark` announces a phase (`compile ...`, `load host`)
/// before it starts, so that a crash is placed. A replayed regression input
/// (`replay`) is compiled for every target, a fuzz case for one.
pub fn run(
    target: &str,
    name: &str,
    bytes: &[u8],
    rng: &mut Rng,
    dir: &Path,
    replay: bool,
    mark: &mut dyn FnMut(&str),
) -> Outcome {
    match target {
        "ll" | "bc" => import_and_compile(target, bytes, rng, replay, mark),
        "ptx" => translate_and_compile(bytes, rng, replay, mark),
        "inspect" => {
            // The name decides how `.ll` files are read; the rest is sniffed.
            let file = format!("case.{}", extension(target, name));
            match crate::inspect::inspect(&file, bytes, None) {
                Ok(_) => Outcome::Accepted,
                Err(_) => Outcome::Rejected,
            }
        }
        "code-object" => {
            let parsed = gpujit_amdgcn::code_object::CodeObject::parse(bytes);
            let symbols = gpujit_amdgcn::code_object::symbols(bytes);
            match (parsed, symbols) {
                (Ok(_), Ok(_)) => Outcome::Accepted,
                _ => Outcome::Rejected,
            }
        }
        "cli" => {
            let text = String::from_utf8_lossy(bytes);
            let args: Vec<&str> = if text.is_empty() {
                Vec::new()
            } else {
                text.split('\n').collect()
            };
            cli(&args, &dir.join("cli"))
        }
        "isolated" => isolated(name, bytes),
        "cuda" => crate::cuda::run(name, bytes, rng, replay, mark),
        other => panic!("unknown fuzz target {other}"),
    }
}

fn import_and_compile(
    target: &str,
    bytes: &[u8],
    rng: &mut Rng,
    every_target: bool,
    mark: &mut dyn FnMut(&str),
) -> Outcome {
    let name = format!("case.{target}");
    // LLVM's reader first, on its own: a crash there is LLVM's, not ours.
    mark("parse");
    let ctx = gpujit::ir::inkwell::context::Context::create();
    if gpujit::ir::import::parse(&ctx, &name, bytes).is_err() {
        return Outcome::Rejected;
    }
    mark("import");
    let Ok(m) = gpujit::PortableModule::from_ir(&name, bytes) else {
        return Outcome::Rejected;
    };
    compile_each(&m, rng, every_target, mark)
}

/// A PTX module parsed and translated (both ours: a crash in either is a
/// crash), then compiled like an imported module.
fn translate_and_compile(
    bytes: &[u8],
    rng: &mut Rng,
    every_target: bool,
    mark: &mut dyn FnMut(&str),
) -> Outcome {
    mark("parse");
    let text = String::from_utf8_lossy(bytes);
    let Ok(ptx) = gpujit::PtxModule::from_text("case.ptx", &text) else {
        return Outcome::Rejected;
    };
    mark("translate");
    let Ok(m) = ptx.translate() else {
        return Outcome::Rejected;
    };
    compile_each(&m, rng, every_target, mark)
}

/// Compiles an imported module for one random target (or, `every_target`,
/// for every target, architecture and level), loading host images.
fn compile_each(
    m: &gpujit::PortableModule,
    rng: &mut Rng,
    every_target: bool,
    mark: &mut dyn FnMut(&str),
) -> Outcome {
    let compiles: Vec<(Target, CompileOptions)> = if every_target {
        // Every target and architecture, at every optimisation level: some
        // crashes need one pass pipeline.
        COMPILES[1..]
            .iter()
            .flat_map(|&(t, arch)| {
                (0..=3).map(move |level| {
                    let opts = CompileOptions {
                        arch: arch.map(str::to_string),
                        opt_level: Some(level),
                        ..Default::default()
                    };
                    (t, opts)
                })
            })
            .collect()
    } else {
        vec![pick_compile(rng)]
    };
    let mut notes = Vec::new();
    for (t, opts) in compiles {
        mark(&compile_phase(t, &opts));
        let image = match gpujit::compile(m, t, &opts) {
            Ok(c) => c.image,
            Err(e) => {
                notes.push(format!("compile for {t}: {e}"));
                continue;
            }
        };
        if t == Target::Host {
            // Loading JIT-compiles the module for this CPU.
            mark("load host");
            if let Err(e) = gpujit_host_device().load(&image) {
                notes.push(format!("load on host: {e}"));
            }
        }
    }
    match notes.first() {
        None => Outcome::Accepted,
        Some(n) => Outcome::Noted(n.clone()),
    }
}

/// Targets and architectures a case compiles for.
const COMPILES: &[(Target, Option<&str>)] = &[
    (Target::Host, None),
    (Target::Host, None),
    (Target::Nvptx, Some("sm_80")),
    (Target::Nvptx, Some("sm_90")),
    (Target::Amdgcn, Some("gfx942")),
    (Target::Amdgcn, Some("gfx1100")),
    (Target::Amdgcn, Some("gfx90a")),
];

fn gpujit_host_device() -> &'static dyn Device {
    static HOST: std::sync::OnceLock<Box<dyn Device>> = std::sync::OnceLock::new();
    HOST.get_or_init(|| {
        gpujit::open("host").unwrap_or_else(|e| panic!("the host device must open: {e}"))
    })
    .as_ref()
}

/// IR that ends LLVM in codegen, imported and compiled for every target
/// through a worker: this process must survive, and every compile end in an
/// error (the worker's death or a refusal at import).
fn isolated(name: &str, bytes: &[u8]) -> Outcome {
    let worker = gpujit::isolated::Worker::current_exe()
        .unwrap_or_else(|e| panic!("no worker: {e}"))
        .timeout(Duration::from_secs(60))
        .memory_limit(4 << 30);
    let m = match worker.import(name, bytes) {
        Ok(m) => m,
        Err(_) => return Outcome::Rejected,
    };
    for (t, arch) in [
        (Target::Nvptx, "sm_80"),
        (Target::Amdgcn, "gfx942"),
        (Target::Host, "x86-64"),
    ] {
        let opts = CompileOptions {
            arch: (t != Target::Host).then(|| arch.to_string()),
            ..Default::default()
        };
        if let Err(e) = worker.compile(&m, t, &opts) {
            return Outcome::Noted(format!("{t}: {e}"));
        }
    }
    Outcome::Accepted
}

/// One command line of `gpujit` from a grammar of its commands, flags and
/// values, good and bad. `{dir}` stands for the folder of the corpus's files.
pub fn cli_args(rng: &mut Rng) -> Vec<String> {
    // The library's modules, then names that are none.
    static KERNELS: LazyLock<Vec<&str>> = LazyLock::new(|| {
        let bad = ["sgemv", "", "SAXPY", "saxpy "];
        gpujit::library::MODULES
            .iter()
            .copied()
            .chain(bad)
            .collect()
    });
    const TARGETS: &[&str] = &[
        "host",
        "host",
        "amdgcn-emu",
        "nvptx",
        "amdgcn",
        "auto",
        "cuda",
        "hip",
        "cpu",
        "emu",
        "vulkan",
        "",
        "amdgcn-emu:gfx1100",
    ];
    // Sizes that run quickly everywhere, sizes past every limit (even of a
    // machine with far more memory than this one), and words that are no
    // size; never the valid-but-slow middle (a 4096³ SGEMM checked on the CPU).
    const SMALL: &[&str] = &["0", "1", "2", "31", "100", "255", "256", "257"];
    const MEDIUM: &[&str] = &["1000", "4099", "65536", "1048576"];
    const HUGE: &[&str] = &[
        "4294967296",
        "1099511627776",
        "9223372036854775807",
        "18446744073709551615",
    ];
    const NOT_SIZES: &[&str] = &[
        "-1",
        "1e6",
        "0x100",
        " 5",
        "",
        "lots",
        "18446744073709551616",
        "99999999999999999999999",
    ];
    const ARCHS: &[&str] = &[
        "sm_80", "sm_90", "sm_90a", "sm_100", "sm_1", "sm_", "gfx942", "gfx90a", "gfx1100",
        "gfx1030", "gfx9999", "gfx", "x86-64", "", "sm_80 ", "native",
    ];
    const EMITS: &[&str] = &["ptx", "cubin", "ll", "hsaco", "obj", "bc", "asm", "", "PTX"];
    const INPUTS: &[&str] = &[
        "saxpy",
        "sgemm",
        "index3d",
        "{dir}/saxpy.ll",
        "{dir}/portable.ll",
        "{dir}/reduce.bc",
        "{dir}/broken.ll",
        "{dir}/nvvm-call.ll",
        "{dir}/empty.ll",
        "{dir}/folder.ll",
        "{dir}/garbage.bin",
        "{dir}/missing.ll",
        "{dir}/saxpy.ptx",
        "{dir}/axpy.cu",
        "{dir}/broken.cu",
        "{dir}/missing.cu",
        "nosuch",
        "",
        "-",
    ];
    // Front-end options of a .cu input, good and bad.
    const CUDA_FLAGS: &[&str] = &[
        "-DSCALE=2",
        "-D",
        "-I",
        "-I{dir}",
        "-std=c++17",
        "-std=c++11",
        "--use_fast_math",
        "-Wall",
        "-w",
        "--name-expr",
        "--name-expr=axpy<float>",
        "--name-expr=nosuch<int>",
    ];
    const FILES: &[&str] = &[
        "{dir}/saxpy.ptx",
        "{dir}/saxpy.hsaco",
        "{dir}/saxpy.cubin",
        "{dir}/saxpy.ll",
        "{dir}/portable.ll",
        "{dir}/reduce.bc",
        "{dir}/broken.ll",
        "{dir}/garbage.bin",
        "{dir}/empty.ll",
        "{dir}/folder.ll",
        "{dir}/missing.ptx",
        "",
    ];
    const OUTS: &[&str] = &[
        "out.bin",
        "out.ptx",
        "sub/out.bin",
        "",
        ".",
        "/dev/null",
        "{dir}/folder.ll",
    ];
    const FLAGS: &[&str] = &[
        "--target",
        "--arch",
        "--emit",
        "-o",
        "--n",
        "--json",
        "--no-cache",
        "-O0",
        "-O3",
        "-O7",
        "-O",
        "--help",
        "-h",
        "--frob",
        "-",
        "--",
        "-DX",
        "--name-expr",
    ];
    let mut args: Vec<String> = Vec::new();
    fn push(args: &mut Vec<String>, s: &str) {
        args.push(s.to_string());
    }
    match rng.below(12) {
        0..=3 => {
            push(&mut args, "run");
            let kernel = rng.word(&KERNELS);
            push(&mut args, kernel);
            let target = rng.word(TARGETS);
            if rng.chance(7, 8) {
                push(&mut args, "--target");
                push(&mut args, target);
            }
            // Medium sizes only where they are quick: not SGEMM (n is its
            // edge), not the emulator. No --n runs the default size, which
            // for SGEMM (512³) is slow in a debug build: only sometimes.
            let medium = kernel != "sgemm" && !target.contains("emu");
            let pool = match rng.below(8) {
                0..=3 => SMALL,
                4 if medium => MEDIUM,
                4 | 5 => HUGE,
                _ => NOT_SIZES,
            };
            if rng.chance(15, 16) || kernel != "sgemm" {
                push(&mut args, "--n");
                push(&mut args, rng.word(pool));
            }
            if rng.chance(1, 3) {
                push(&mut args, "--no-cache");
            }
        }
        4..=6 => {
            push(&mut args, "compile");
            push(&mut args, rng.word(INPUTS));
            push(&mut args, "--target");
            push(&mut args, rng.word(TARGETS));
            if rng.chance(1, 2) {
                push(&mut args, "--arch");
                push(&mut args, rng.word(ARCHS));
            }
            if rng.chance(1, 2) {
                push(&mut args, "--emit");
                push(&mut args, rng.word(EMITS));
            }
            if rng.chance(1, 3) {
                push(
                    &mut args,
                    rng.word(&["-O0", "-O1", "-O2", "-O3", "-O9", "-Ox"]),
                );
            }
            if rng.chance(1, 3) {
                push(&mut args, "--no-cache");
            }
            for _ in 0..rng.below(3) {
                push(&mut args, rng.word(CUDA_FLAGS));
                if rng.chance(1, 2) {
                    push(
                        &mut args,
                        rng.word(&["axpy<float>", "SCALE=3", "{dir}", "&axpy<double>"]),
                    );
                }
            }
            if rng.chance(7, 8) {
                push(&mut args, "-o");
                push(&mut args, rng.word(OUTS));
            }
        }
        7 | 8 => {
            push(&mut args, "inspect");
            push(&mut args, rng.word(FILES));
            if rng.chance(1, 2) {
                push(&mut args, "--json");
            }
        }
        9 => {
            push(&mut args, "cache");
            push(
                &mut args,
                rng.word(&["stats", "path", "clear", "purge", ""]),
            );
        }
        10 => {
            push(
                &mut args,
                rng.word(&["devices", "--version", "--help", "help", "frob"]),
            );
        }
        _ => {
            // Free-form: any words in any order.
            for _ in 0..rng.below(7) {
                let pool: &[&str] = match rng.below(6) {
                    0 => FLAGS,
                    1 => &KERNELS,
                    2 => TARGETS,
                    3 => HUGE,
                    4 => INPUTS,
                    _ => &["run", "compile", "inspect", "cache", "devices"],
                };
                push(&mut args, rng.word(pool));
            }
        }
    }
    // Sometimes drop, repeat or swap a word.
    if !args.is_empty() && rng.chance(1, 6) {
        let i = rng.below(args.len());
        match rng.below(3) {
            0 => {
                args.remove(i);
            }
            1 => {
                let a = args[i].clone();
                args.insert(i, a);
            }
            _ => {
                let j = rng.below(args.len());
                args.swap(i, j);
            }
        }
    }
    args
}

/// Runs `gpujit` on `args` in a scratch folder with its own cache and checks
/// what the README promises: exit 0, or 1 or 2 with one line on stderr (for a
/// CUDA source, clang's log may come before it: then it is the last line, and
/// the only one of gpujit's own).
fn cli(args: &[&str], dir: &Path) -> Outcome {
    let d = dir.display().to_string();
    let args: Vec<String> = args.iter().map(|a| a.replace("{dir}", &d)).collect();
    let work = dir.join("work");
    let out = Command::new(env!("CARGO_BIN_EXE_gpujit"))
        .args(&args)
        .current_dir(&work)
        .env("GPUJIT_CACHE_DIR", dir.join("cache"))
        .output()
        .unwrap_or_else(|e| panic!("cannot run gpujit: {e}"));
    let stderr = String::from_utf8_lossy(&out.stderr);
    let code = match out.status.code() {
        Some(c) => c,
        None => panic!(
            "gpujit {args:?} was {}: {stderr}",
            gpujit::isolated::describe_status(&out.status)
        ),
    };
    match code {
        0 => return Outcome::Accepted,
        1 | 2 => {}
        other => panic!("gpujit {args:?} exited with {other}: {stderr}"),
    }
    let lines: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
    let cuda_log = args.iter().any(|a| a.ends_with(".cu"))
        && lines.last().is_some_and(|l| l.starts_with("gpujit: "))
        && lines.iter().filter(|l| l.starts_with("gpujit: ")).count() == 1;
    let lines = if cuda_log {
        &lines[lines.len() - 1..]
    } else {
        &lines[..]
    };
    if lines.len() != 1 || !lines[0].starts_with("gpujit: ") {
        panic!(
            "gpujit {args:?} (exit {code}) must say why in one line on stderr, said: {stderr:?}"
        );
    }
    if code == 2 {
        Outcome::Noted(format!("exit 2: {}", lines[0]))
    } else {
        Outcome::Rejected
    }
}

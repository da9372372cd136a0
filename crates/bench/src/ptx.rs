//! The PTX benchmark (`gpujit-bench --ptx`): PTX → gfx942 code object and
//! PTX → host object (parse, translate, [`gpujit::compile`]) for a small
//! kernel (cuda-samples' vector add), the largest PTX of the corpus (n-body,
//! 170 KB) and Rodinia's lavaMD, beside the same kernels' NVVM IR through
//! the NVVM lift, and, for lavaMD, its CUDA source compiled again (clang's
//! front end, lift, compile: [`crate::source`]'s `to_hsaco`). No device is
//! needed. The first repetition of each measurement is reported apart
//! (`first_ms`); medians are of the others.

use std::time::Instant;

use anyhow::{Result, ensure};
use gpujit::{CompileOptions, NvvmModule, PtxModule, Target};
use gpujit_amdgcn::code_object::CodeObject;
use serde_json::{Map, Value, json};

use crate::{Samples, ms};

/// Usage of `--ptx`.
pub const USAGE: &str = "\
usage: gpujit-bench --ptx [--reps N] [--json PATH]

PTX -> gfx942 code object and PTX -> host object through gpujit's PTX
importer, for cuda-samples' vector add, n-body (the largest PTX of the
corpus) and Rodinia's lavaMD; beside each kernel's NVVM IR through the
NVVM lift, and lavaMD's CUDA source compiled again. Median ms of N
repetitions (default 5) after a first one reported apart.";

/// The kernels: name, PTX, NVVM IR.
const KERNELS: [(&str, &str, &str); 3] = [
    (
        "vector_add",
        include_str!("../../../tests/corpus/ptx/cuda-samples/vector_add.ptx"),
        include_str!("../../../tests/corpus/cuda/cuda-samples/vector_add.ll"),
    ),
    (
        "nbody",
        include_str!("../../../tests/corpus/ptx/cuda-samples/nbody.ptx"),
        include_str!("../../../tests/corpus/cuda/cuda-samples/nbody.ll"),
    ),
    (
        "lavamd",
        include_str!("../../../tests/corpus/ptx/rodinia/lavamd.ptx"),
        include_str!("../../../tests/corpus/cuda/rodinia/lavamd.ll"),
    ),
];

/// Options of `--ptx`.
#[derive(Debug, Clone)]
pub struct PtxArgs {
    /// Timed repetitions after the first.
    pub reps: usize,
}

/// Parses `--ptx`'s flags; `None` for `--help`.
pub fn parse_args(
    args: impl IntoIterator<Item = String>,
) -> Result<Option<(PtxArgs, Option<std::path::PathBuf>)>> {
    let mut a = PtxArgs { reps: 5 };
    let json = crate::walk_flags(args, "--ptx", |flag, value| {
        match flag {
            "--reps" => a.reps = crate::number(&value()?, flag)?,
            _ => return Ok(false),
        }
        Ok(true)
    })?;
    Ok(json.map(|j| (a, j)))
}

fn summary(s: &Samples) -> Value {
    let mut m = s.to_json("ms");
    m.insert("first_ms".into(), s.first_json());
    Value::Object(m)
}

/// PTX (`ptx`) or NVVM IR through the lift to `target`, `reps` + 1 times.
fn measure(
    name: &str,
    text: &str,
    ptx: bool,
    (target, opts): (Target, &CompileOptions),
    reps: usize,
) -> Result<Value> {
    let first = if ptx { "translate" } else { "lift" };
    let mut s = Samples::new(&[first, "compile", "total"]);
    let mut bytes = Vec::new();
    for _ in 0..=reps {
        let t = Instant::now();
        let portable = if ptx {
            PtxModule::from_text(&format!("{name}.ptx"), text)?.translate()?
        } else {
            NvvmModule::from_ir(&format!("{name}.ll"), text.as_bytes())?.lift()?
        };
        let t1 = t.elapsed();
        let c = gpujit::compile(&portable, target, opts)?;
        let t2 = t.elapsed();
        s.push_after_first(&[ms(t1), ms(t2 - t1), ms(t2)]);
        bytes = c.image.bytes;
    }
    if target == Target::Amdgcn {
        let co = CodeObject::parse(&bytes)?;
        ensure!(
            !co.kernels.is_empty(),
            "{name}: no kernel in the code object"
        );
    }
    let mut v = summary(&s);
    v["bytes"] = json!(bytes.len());
    Ok(v)
}

/// Runs the benchmark; returns its JSON and prints its table.
pub fn run(args: &PtxArgs) -> Result<Value> {
    let amd = CompileOptions {
        arch: Some(crate::source::AMD_ARCH.into()),
        ..Default::default()
    };
    let host = gpujit::host_device_with_warp_size(32)?;
    let (_, host_opts, _) = gpujit::options_for(&host)?;
    let mut out = Map::new();
    for (name, ptx, ll) in KERNELS {
        let mut k = Map::new();
        k.insert("ptx_bytes".into(), json!(ptx.len()));
        for (key, text, is_ptx, target, opts) in [
            ("ptx_to_hsaco", ptx, true, Target::Amdgcn, &amd),
            ("ptx_to_host", ptx, true, Target::Host, &host_opts),
            ("nvvm_to_hsaco", ll, false, Target::Amdgcn, &amd),
        ] {
            crate::progress(&format!("ptx: {name}: {key}"));
            k.insert(
                key.into(),
                measure(name, text, is_ptx, (target, opts), args.reps)?,
            );
        }
        if name == "lavamd" {
            crate::progress("ptx: lavamd: cuda source -> gfx942");
            let v = crate::source::offline_hsaco(&crate::source::KERNELS[1], args.reps, &host)?;
            k.insert("cuda_source_to_hsaco".into(), v);
        }
        out.insert(name.into(), Value::Object(k));
    }
    let doc = json!({
        "machine": crate::source::machine_json(),
        "kernels": out,
        "note": "median ms after a first repetition (first_ms); translate/lift include parsing; \
                 no device involved",
    });
    print!("{}", render(&doc));
    Ok(doc)
}

/// The table: total median ms per kernel and route.
pub fn render(doc: &Value) -> String {
    let mut s = String::from(
        "| kernel | PTX bytes | PTX -> hsaco | PTX -> host | NVVM -> hsaco | CUDA source -> hsaco |\n\
         | --- | --- | --- | --- | --- | --- |\n",
    );
    for (name, _, _) in KERNELS {
        let at = |p: &str| {
            doc.pointer(&format!("/kernels/{name}/{p}"))
                .and_then(Value::as_f64)
                .map_or("-".to_string(), |v| format!("{v:.1} ms"))
        };
        let bytes = doc
            .pointer(&format!("/kernels/{name}/ptx_bytes"))
            .and_then(Value::as_u64)
            .unwrap_or(0);
        s.push_str(&format!(
            "| {name} | {bytes} | {} | {} | {} | {} |\n",
            at("ptx_to_hsaco/median_ms/total"),
            at("ptx_to_host/median_ms/total"),
            at("nvvm_to_hsaco/median_ms/total"),
            at("cuda_source_to_hsaco/median_ms/total"),
        ));
    }
    s
}

//! The PTX benchmark (`gpujit-bench --ptx`): PTX → gfx942 code object and
//! PTX → host object (parse, translate, [`gpujit::compile`]) for three of our
//! kernels (`kernels/cuda`): a small one (vector add), n-body (its tile loop
//! unrolled 16 times) and a molecular-dynamics box kernel (`md_boxes`, 27
//! neighbour boxes staged in shared memory), beside the same kernels' NVVM IR
//! through the NVVM lift, and, for `md_boxes`, its CUDA source compiled again
//! (clang's front end, lift, compile: [`crate::source`]'s `to_hsaco`). The
//! PTX is what gpujit's NVIDIA path writes of the NVVM IR (sm_80), made once
//! before anything is timed. No device is needed. The first repetition of
//! each measurement is reported apart (`first_ms`); medians are of the
//! others.

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
importer, for our vector add, n-body and molecular-dynamics box kernel
(kernels/cuda; the PTX is what gpujit writes of their NVVM IR for sm_80);
beside each kernel's NVVM IR through the NVVM lift, and the box kernel's
CUDA source compiled again. Median ms of N repetitions (default 5) after a
first one reported apart.";

/// The kernels: name and NVVM IR (`kernels/cuda`).
pub(crate) const KERNELS: [(&str, &str); 3] = [
    (
        "vector_add",
        include_str!("../../../kernels/cuda/vector_add.ll"),
    ),
    ("nbody", include_str!("../../../kernels/cuda/nbody.ll")),
    (
        "md_boxes",
        include_str!("../../../kernels/cuda/md_boxes.ll"),
    ),
];

/// The architecture the PTX is written for.
const PTX_ARCH: &str = "sm_80";

/// The PTX gpujit's NVIDIA path writes of `name`'s NVVM IR `ll` (compiled as
/// written, libdevice linked).
fn ptx_of(name: &str, ll: &str) -> Result<String> {
    let m = NvvmModule::from_ir(&format!("{name}.ll"), ll.as_bytes())?;
    let opts = CompileOptions {
        arch: Some(PTX_ARCH.into()),
        ..Default::default()
    };
    let image = gpujit::compile_nvvm(&m, Target::Nvptx, &opts)?.image;
    Ok(String::from_utf8(image.bytes)?)
}

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
    for (name, ll) in KERNELS {
        crate::progress(&format!("ptx: {name}: NVVM -> PTX ({PTX_ARCH})"));
        let ptx = ptx_of(name, ll)?;
        let mut k = Map::new();
        k.insert("ptx_bytes".into(), json!(ptx.len()));
        k.insert("ptx_arch".into(), json!(PTX_ARCH));
        for (key, text, is_ptx, target, opts) in [
            ("ptx_to_hsaco", ptx.as_str(), true, Target::Amdgcn, &amd),
            ("ptx_to_host", ptx.as_str(), true, Target::Host, &host_opts),
            ("nvvm_to_hsaco", ll, false, Target::Amdgcn, &amd),
        ] {
            crate::progress(&format!("ptx: {name}: {key}"));
            k.insert(
                key.into(),
                measure(name, text, is_ptx, (target, opts), args.reps)?,
            );
        }
        if name == "md_boxes" {
            crate::progress("ptx: md_boxes: cuda source -> gfx942");
            let v = crate::source::offline_hsaco(&crate::source::KERNELS[1], args.reps, &host)?;
            k.insert("cuda_source_to_hsaco".into(), v);
        }
        out.insert(name.into(), Value::Object(k));
    }
    let doc = json!({
        "machine": crate::source::machine_json(),
        "kernels": out,
        "note": "median ms after a first repetition (first_ms); translate/lift include parsing; \
                 the PTX is gpujit's own of the kernels' NVVM IR (kernels/cuda), written before \
                 timing; no device involved",
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
    for (name, _) in KERNELS {
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

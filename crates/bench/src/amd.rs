//! AMD codegen on the CPU: portable IR → HSA code object, per stage.
//!
//! No AMD GPU is needed: the module is lowered, optimised, compiled to an
//! AMDGPU object and linked into an hsaco by lld in-process, the path
//! `gpujit::compile` takes for `Target::Amdgcn`.

use std::time::Instant;

use anyhow::{Result, ensure};
use gpujit::{CompileOptions, PortableModule, Target};
use gpujit_amdgcn::code_object::CodeObject;
use serde_json::{Map, Value, json};

use crate::{Samples, ms};

/// The kernels measured: SAXPY and SGEMM of `gpujit_kernels`.
pub fn modules() -> Result<Vec<(&'static str, PortableModule)>> {
    Ok(vec![
        ("saxpy", gpujit_kernels::saxpy::module()?),
        ("sgemm", gpujit_kernels::sgemm::module()?),
    ])
}

/// Compiles each module for `arch` in pairs, `reps` + 1 times: first with a
/// fresh target machine and code generation pipeline (`fresh_machines`, as
/// gpujit compiled before it kept them per thread), then as gpujit compiles
/// now. The first pair pays for LLVM's one-time set-up and is reported apart.
/// Reports the median of each stage and of the whole (wall time of
/// `gpujit::compile`) for both, and the median of the pairs' ratios
/// (`paired_ratio_median`: both halves of a pair ran on the CPU in the same
/// state, so the ratio holds when the machine's speed changes during a run).
/// The code object is parsed to check it holds the kernel.
pub fn codegen(arch: &str, reps: usize) -> Result<Value> {
    let opts = CompileOptions {
        arch: Some(arch.to_string()),
        ..Default::default()
    };
    let names = ["lower", "optimize", "codegen", "link", "total"];
    let mut out = Map::new();
    out.insert("arch".into(), json!(arch));
    out.insert("reps".into(), json!(reps));
    for (key, module) in modules()? {
        // Each repetition compiles twice, back to back: once as before
        // machines and pipelines were kept (each compile makes its own), then
        // as gpujit compiles now. Both halves of a pair meet the same machine
        // state, so their ratio holds when the CPU's speed changes mid-run.
        let mut fresh = Samples::new(&names);
        let mut samples = Samples::new(&names);
        let mut ratios = Vec::with_capacity(reps);
        let mut image = None;
        for _ in 0..=reps {
            let mut pair = [0.0; 2];
            for (half, (reuse, series)) in [(false, &mut fresh), (true, &mut samples)]
                .into_iter()
                .enumerate()
            {
                gpujit::ir::lower::set_reuse(reuse);
                let t = Instant::now();
                let c = gpujit::compile(&module, Target::Amdgcn, &opts);
                let total = t.elapsed();
                gpujit::ir::lower::set_reuse(true);
                let c = c?;
                series.push_after_first(&[
                    ms(c.times.lower),
                    ms(c.times.optimize),
                    ms(c.times.codegen),
                    ms(c.times.link),
                    ms(total),
                ]);
                pair[half] = ms(total);
                image = Some(c.image);
            }
            ratios.push(pair[1] / pair[0]);
        }
        // The first pair paid the process's one-time costs, as above.
        ratios.remove(0);
        let image = image.expect("at least one compile ran");
        let co = CodeObject::parse(&image.bytes)?;
        let kernel = module.kernels()[0].name.clone();
        let meta = co.kernels.iter().find(|k| k.name == kernel);
        ensure!(
            meta.is_some(),
            "{key}: the {arch} code object lacks kernel `{kernel}`"
        );
        let mut m = samples.to_json("ms");
        m.insert("first_in_process_ms".into(), samples.first_json());
        m.insert("fresh_machines".into(), Value::Object(fresh.to_json("ms")));
        m.insert(
            "paired_ratio_median".into(),
            json!(crate::median(&ratios).map(crate::round)),
        );
        m.insert("hsaco_bytes".into(), json!(image.bytes.len()));
        m.insert("target_id".into(), json!(co.target_id));
        if let Some(k) = meta {
            m.insert("sgpr_count".into(), json!(k.sgpr_count));
            m.insert("vgpr_count".into(), json!(k.vgpr_count));
        }
        out.insert(key.into(), Value::Object(m));
    }
    out.insert(
        "note".into(),
        json!(
            "portable module → hsaco with gpujit::compile(Target::Amdgcn) on the CPU; \
               total = wall time of the call; stages from its StageTimes; fresh_machines: \
               the same with a new target machine and pipeline per compile (before)"
        ),
    );
    Ok(Value::Object(out))
}

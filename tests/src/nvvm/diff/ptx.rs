//! The differential corpus as PTX: each file's NVVM IR compiled to PTX by
//! gpujit's own NVIDIA path (as written, libdevice linked, for sm_80), then
//! run through the PTX importer on every device given, against the same
//! NVIDIA references; on a CUDA device also as given, through the driver.
//! Files whose PTX holds instructions the importer refuses are listed here
//! with the refusal, and stay checked: a listed file that translates, or an
//! unlisted one that does not, fails.

use std::collections::HashMap;
use std::path::Path;

use gpujit::{CompileOptions, NvvmModule, PtxModule, Target};
use gpujit_conformance::Tally;

use super::{Device, corpus_root, discover, run_variant};

/// Files (`suite::name`) whose PTX the importer refuses, and a word of the refusal.
const REFUSED: &[(&str, &str)] = &[];

/// Runs the PTX variant of the corpus on `devices`.
pub fn run_ptx(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    let files = match discover(&corpus_root()) {
        Ok(f) => f,
        Err(e) => {
            t.fail("ptx::diff::corpus", &format!("{e:#}"));
            return;
        }
    };
    let opts = CompileOptions {
        arch: Some("sm_80".into()),
        ..Default::default()
    };
    let mut texts: HashMap<String, String> = HashMap::new();
    // Under GPUJIT_FILTER, only the files some test of which it selects.
    let filter = std::env::var("GPUJIT_FILTER").ok();
    let selected = |f: &super::File| {
        let Some(filter) = &filter else {
            return true;
        };
        let id = f.id();
        format!("ptx::diff::translate::{id}").contains(filter.as_str())
            || devices.iter().any(|(tag, _)| {
                f.spec.cases.iter().any(|c| {
                    format!("{tag}::ptx::diff::{id}::{}::native", c.name).contains(filter.as_str())
                })
            })
    };
    for f in files.iter().filter(|f| selected(f)) {
        let id = f.id();
        let listed = REFUSED.iter().find(|(n, _)| *n == id).map(|(_, w)| *w);
        let ptx = (|| -> anyhow::Result<String> {
            let m = NvvmModule::from_ir(&format!("{}.ll", f.name), f.ir.as_bytes())?;
            let c = gpujit::compile_nvvm(&m, Target::Nvptx, &opts)?;
            Ok(String::from_utf8(c.image.bytes)?)
        })();
        let name = format!("ptx::diff::translate::{id}");
        let text = match ptx {
            Ok(text) => text,
            Err(e) => {
                t.fail(&name, &format!("{e:#}"));
                continue;
            }
        };
        let translated =
            PtxModule::from_text(&format!("{}.ptx", f.name), &text).and_then(|m| m.translate());
        match (translated, listed) {
            (Ok(_), None) => {
                t.run(&name, || Ok(()));
                texts.insert(id, text);
            }
            (Ok(_), Some(why)) => t.fail(
                &name,
                &format!("translates now: the refusal ({why}) is out of date"),
            ),
            (Err(e), Some(why)) if e.to_string().contains(why) => {
                t.skip(&name, &format!("refused: {e}"));
            }
            // The spec refuses the file for the NVVM lift too.
            (Err(e), None) if f.spec.refused.is_some() => {
                t.skip(
                    &name,
                    &format!("refused (as its spec says for the lift): {e}"),
                );
            }
            (Err(e), _) => t.fail(&name, &e.to_string()),
        }
    }
    let ir_for = |suite: &str, name: &str, _: &Path| {
        texts
            .get(&format!("{suite}::{name}"))
            .map(|text| Ok(text.clone()))
    };
    run_variant(t, devices, Some(("ptx::diff", &ir_for)));
}

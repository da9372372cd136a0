//! The differential corpus as PTX: each file's NVVM IR compiled to PTX by
//! gpujit's own NVIDIA path (as written, libdevice linked, for sm_80), then
//! run through the PTX importer on every device given, against the same
//! NVIDIA references; on a CUDA device also as given, through the driver.
//! Files whose PTX holds instructions the importer refuses are listed here
//! with the refusal, and stay checked: a listed file that translates, or an
//! unlisted one that does not, fails. nvcc 13.0's PTX of the same files
//! (`tests/corpus/ptx/nvcc`) runs the same way, as `ptx::nvcc`.

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
    let filter = std::env::var("GPUJIT_FILTER").ok();
    for f in files
        .iter()
        .filter(|f| selected(filter.as_deref(), devices, "ptx::diff", f))
    {
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
        if translates(t, &name, f, &text, listed) {
            texts.insert(id, text);
        }
    }
    run_texts(t, devices, "ptx::diff", &texts);
}

/// Files (`suite::name`) nvcc 13.0 refuses to compile, and a word of its
/// error (`tests/corpus/ptx/nvcc/generate.log`): they have no PTX.
const NVCC_REFUSED: &[(&str, &str)] = &[(
    "hecbench::layernorm",
    "`__stcs` is defined by the file and by CUDA 13's sm_32_intrinsics.hpp",
)];

/// Files (`suite::name`) whose nvcc PTX the importer refuses, and a word of
/// the refusal.
const NVCC_IMPORT_REFUSED: &[(&str, &str)] = &[];

/// Runs the corpus as nvcc 13.0 compiled it to PTX
/// (`tests/corpus/ptx/nvcc/<suite>/<name>.ptx`, beside the corpus), through
/// the PTX importer on `devices` and, on CUDA, as given; against the same
/// NVIDIA references.
pub fn run_nvcc(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    let root = corpus_root();
    let files = match discover(&root) {
        Ok(f) => f,
        Err(e) => {
            t.fail("ptx::nvcc::corpus", &format!("{e:#}"));
            return;
        }
    };
    let ptx_root = root.with_file_name("ptx").join("nvcc");
    let filter = std::env::var("GPUJIT_FILTER").ok();
    let mut texts: HashMap<String, String> = HashMap::new();
    for f in files
        .iter()
        .filter(|f| selected(filter.as_deref(), devices, "ptx::nvcc", f))
    {
        let id = f.id();
        let name = format!("ptx::nvcc::translate::{id}");
        let path = ptx_root.join(&f.suite).join(format!("{}.ptx", f.name));
        if !root.join(&f.suite).join(format!("{}.cu", f.name)).is_file() {
            t.skip(
                &name,
                "no CUDA source (NVVM IR written for the corpus): nothing for nvcc to compile",
            );
            continue;
        }
        let by_nvcc = NVCC_REFUSED.iter().find(|(n, _)| *n == id).map(|(_, w)| *w);
        match (std::fs::read_to_string(&path), by_nvcc) {
            (Ok(text), None) => {
                let listed = NVCC_IMPORT_REFUSED
                    .iter()
                    .find(|(n, _)| *n == id)
                    .map(|(_, w)| *w);
                if translates(t, &name, f, &text, listed) {
                    texts.insert(id, text);
                }
            }
            (Ok(_), Some(why)) => t.fail(
                &name,
                &format!(
                    "{} exists: the note that nvcc refuses the file ({why}) is out of date",
                    path.display()
                ),
            ),
            (Err(_), Some(why)) => t.skip(&name, &format!("refused by nvcc 13.0: {why}")),
            (Err(e), None) => t.fail(&name, &format!("{}: {e}", path.display())),
        }
    }
    run_texts(t, devices, "ptx::nvcc", &texts);
}

/// Runs the corpus as the PTX `texts` (by `suite::name`) as the variant
/// `label`; files without a text are left out (their translation failed).
fn run_texts(
    t: &mut Tally,
    devices: &[(String, &dyn Device)],
    label: &str,
    texts: &HashMap<String, String>,
) {
    let ir_for = |suite: &str, name: &str, _: &Path| {
        texts
            .get(&format!("{suite}::{name}"))
            .map(|text| Ok(text.clone()))
    };
    run_variant(t, devices, Some((label, &ir_for)));
}

/// Under `filter` (GPUJIT_FILTER), whether some test of `f` in the variant
/// `label` is selected.
fn selected(
    filter: Option<&str>,
    devices: &[(String, &dyn Device)],
    label: &str,
    f: &super::File,
) -> bool {
    let Some(filter) = filter else {
        return true;
    };
    let id = f.id();
    format!("{label}::translate::{id}").contains(filter)
        || devices.iter().any(|(tag, _)| {
            f.spec
                .cases
                .iter()
                .any(|c| format!("{tag}::{label}::{id}::{}::native", c.name).contains(filter))
        })
}

/// Whether `text`, the PTX of `f`, translates, as the test `name` says: a
/// file listed as refused (with a word of the refusal) must still be
/// refused, and one whose spec refuses it for the NVVM lift may be.
fn translates(
    t: &mut Tally,
    name: &str,
    f: &super::File,
    text: &str,
    listed: Option<&str>,
) -> bool {
    let translated =
        PtxModule::from_text(&format!("{}.ptx", f.name), text).and_then(|m| m.translate());
    match (translated, listed) {
        (Ok(_), None) => {
            t.run(name, || Ok(()));
            return true;
        }
        (Ok(_), Some(why)) => t.fail(
            name,
            &format!("translates now: the refusal ({why}) is out of date"),
        ),
        (Err(e), Some(why)) if e.to_string().contains(why) => {
            t.skip(name, &format!("refused: {e}"));
        }
        // The spec refuses the file for the NVVM lift too.
        (Err(e), None) if f.spec.refused.is_some() => {
            t.skip(
                name,
                &format!("refused (as its spec says for the lift): {e}"),
            );
        }
        (Err(e), _) => t.fail(name, &e.to_string()),
    }
    false
}

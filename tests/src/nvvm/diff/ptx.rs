//! The differential corpus as PTX: each file's NVVM IR compiled to PTX by
//! gpujit's own NVIDIA path (as written, libdevice linked, for sm_80), then
//! run through the PTX importer on every device given, against the same
//! NVIDIA references; on a CUDA device also as given, through the driver.
//! Files whose PTX holds instructions the importer refuses are listed here
//! with the refusal, and stay checked: a listed file that translates, or an
//! unlisted one that does not, fails. nvcc's PTX of the same wrappers runs
//! the same way, as `ptx::nvcc`, where it was made: on a GPU machine, by the
//! bundle's `run` script, into `GPUJIT_NVCC_PTX_DIR` (no PTX made by nvcc is
//! kept in the tree).

use std::collections::HashMap;

use gpujit::{CompileOptions, NvvmModule, PtxModule, Target};
use gpujit_conformance::Tally;

use super::{Device, File, corpus, run_variant};

/// Files (`suite::name`) whose PTX the importer refuses, and a word of the refusal.
const REFUSED: &[(&str, &str)] = &[];

/// Runs the PTX variant of the corpus on `devices`.
pub fn run_ptx(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    let files = &corpus().files;
    let opts = CompileOptions {
        arch: Some("sm_80".into()),
        ..Default::default()
    };
    let mut texts: HashMap<String, String> = HashMap::new();
    let filter = std::env::var("GPUJIT_FILTER").ok();
    for f in files
        .iter()
        .filter(|f| !super::lifted_kernels(f).is_empty())
        .filter(|f| selected(filter.as_deref(), devices, "ptx::diff", f))
    {
        let id = f.id();
        let listed = REFUSED.iter().find(|(n, _)| *n == id).map(|(_, w)| *w);
        let ptx = (|| -> anyhow::Result<String> {
            // The PTX of the kernels the lift runs (the file's other
            // kernels may be refused).
            let m = NvvmModule::from_ir(&format!("{}.ll", f.name), &f.ir)?
                .select(&super::lifted_kernels(f))?;
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

/// Files (`suite::name`) whose nvcc PTX the importer refuses, and a word of
/// the refusal.
const NVCC_IMPORT_REFUSED: &[(&str, &str)] = &[];

/// Runs the corpus as nvcc compiled it to PTX (`GPUJIT_NVCC_PTX_DIR/<suite>/<name>.ptx`,
/// made on a GPU machine; a wrapper nvcc refused has `<name>.nvcc-error`
/// instead, reported as a skip with nvcc's first error), through the PTX
/// importer on `devices` and, on CUDA, as given; against the same NVIDIA
/// references. Without the folder (no nvcc here) nothing runs, and a line
/// says so.
pub fn run_nvcc(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    let Some(ptx_root) = std::env::var_os("GPUJIT_NVCC_PTX_DIR").map(std::path::PathBuf::from)
    else {
        println!(
            "# ptx::nvcc: no nvcc PTX here (GPUJIT_NVCC_PTX_DIR unset; the GPU bundle makes it)"
        );
        return;
    };
    let files = &corpus().files;
    let filter = std::env::var("GPUJIT_FILTER").ok();
    let mut texts: HashMap<String, String> = HashMap::new();
    for f in files
        .iter()
        .filter(|f| f.source.is_some() && !super::lifted_kernels(f).is_empty())
        .filter(|f| selected(filter.as_deref(), devices, "ptx::nvcc", f))
    {
        let id = f.id();
        let name = format!("ptx::nvcc::translate::{id}");
        let path = ptx_root.join(&f.suite).join(format!("{}.ptx", f.name));
        let refused = path.with_extension("nvcc-error");
        match std::fs::read_to_string(&path) {
            Ok(text) => {
                let listed = NVCC_IMPORT_REFUSED
                    .iter()
                    .find(|(n, _)| *n == id)
                    .map(|(_, w)| *w);
                if translates(t, &name, f, &text, listed) {
                    texts.insert(id, text);
                }
            }
            Err(_) if refused.is_file() => {
                let why = std::fs::read_to_string(&refused).unwrap_or_default();
                let first = why
                    .lines()
                    .find(|l| l.contains("error"))
                    .unwrap_or("no message");
                t.skip(&name, &format!("refused by nvcc: {first}"));
            }
            Err(e) => t.fail(&name, &format!("{}: {e}", path.display())),
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
    let ir_for = |f: &File| texts.get(&f.id()).map(|text| Ok(text.clone().into_bytes()));
    run_variant(t, devices, Some((label, &ir_for)));
}

/// Under `filter` (GPUJIT_FILTER), whether some test of `f` in the variant
/// `label` is selected.
fn selected(
    filter: Option<&str>,
    devices: &[(String, &dyn Device)],
    label: &str,
    f: &File,
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
fn translates(t: &mut Tally, name: &str, f: &File, text: &str, listed: Option<&str>) -> bool {
    let translated = PtxModule::from_text(&format!("{}.ptx", f.name), text)
        .and_then(|m| m.translate_kernels(&super::lifted_kernels(f)));
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

//! PTX → cubin for the batched modules of `--many`: the CUDA driver's
//! `cuLink*` against nvJitLink, each on one thread and on several.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use anyhow::{Context, Result, anyhow};
use gpujit::{Device, Image, PortableModule, Target};
use gpujit_nvptx::CudaDevice;
use gpujit_nvptx::nvjitlink::NvJitLink;
use serde_json::{Value, json};

use super::ms;

/// Links every image with `link` on `threads` threads; returns the milliseconds.
fn timed(
    images: &[Image],
    threads: usize,
    link: &(dyn Fn(&Image) -> Result<Image> + Sync),
) -> Result<f64> {
    let next = AtomicUsize::new(0);
    let t = Instant::now();
    let results: Vec<Result<()>> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads.clamp(1, images.len().max(1)))
            .map(|_| {
                s.spawn(|| -> Result<()> {
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(img) = images.get(i) else {
                            return Ok(());
                        };
                        link(img)?;
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| {
                w.join()
                    .unwrap_or_else(|_| Err(anyhow!("a linking thread panicked")))
            })
            .collect()
    });
    let took = ms(t);
    results.into_iter().collect::<Result<Vec<()>>>()?;
    Ok(took)
}

/// Measures both linkers on the PTX of `modules` merged `batch` at a time.
pub(super) fn measure(
    dev: &Arc<dyn Device>,
    modules: &[PortableModule],
    batch: usize,
    threads: usize,
) -> Result<Value> {
    let cuda = dev
        .as_any()
        .downcast_ref::<CudaDevice>()
        .context("the linkers need a CUDA device")?;
    let (_, mut opts, _) = gpujit::options_for(dev.as_ref())?;
    let nvjitlink = NvJitLink::get();
    // One PTX for both: the newest ISA the driver and nvJitLink both read.
    if let Ok(lib) = &nvjitlink
        && let Some((major, minor)) = lib.version()
    {
        let isa = gpujit_nvptx::codegen::ptx_for_driver((major * 1000 + minor * 10) as i32);
        opts.ptx_version = Some(opts.ptx_version.map_or(isa, |v| v.min(isa)));
    }
    let chunks = modules
        .chunks(batch)
        .enumerate()
        .map(|(i, c)| Ok(gpujit::ir::merge(&format!("link{i}"), c)?))
        .collect::<Result<Vec<_>>>()?;
    let images = chunks
        .iter()
        .map(|m| Ok(gpujit::compile(m, Target::Nvptx, &opts)?.image))
        .collect::<Result<Vec<_>>>()?;
    let driver = |img: &Image| -> Result<Image> { Ok(cuda.link_cubin(img)?) };
    let arch = dev.info().arch.clone();
    let mut out = json!({
        "modules": images.len(),
        "programs": modules.len(),
        "threads": threads,
        "ptx_isa": opts.ptx_version,
        "culink": {
            "one_thread_ms": timed(&images, 1, &driver)?,
            "threads_ms": timed(&images, threads, &driver)?,
        },
    });
    match nvjitlink {
        Ok(lib) => {
            let link = |img: &Image| -> Result<Image> { Ok(lib.link_ptx(img, &arch)?) };
            let timings = timed(&images, 1, &link).and_then(|one| {
                let many = timed(&images, threads, &link)?;
                Ok((one, many))
            });
            out["nvjitlink"] = match timings {
                Ok((one, many)) => json!({
                    "path": lib.path(),
                    "version": lib.version().map(|(a, b)| format!("{a}.{b}")),
                    "one_thread_ms": one,
                    "threads_ms": many,
                }),
                Err(e) => json!({ "not_present": format!("{}: {e:#}", describe()) }),
            };
        }
        Err(e) => out["nvjitlink"] = json!({ "not_present": e.to_string() }),
    }
    Ok(out)
}

/// The nvJitLink library found (path and version), for notes about it.
pub(super) fn describe() -> String {
    match NvJitLink::get() {
        Ok(lib) => format!(
            "nvJitLink {} at {}",
            lib.version()
                .map_or("(no nvJitLinkVersion)".to_string(), |(a, b)| format!(
                    "{a}.{b}"
                )),
            lib.path()
        ),
        Err(e) => e.to_string(),
    }
}

/// The linkers' lines of the table.
pub(super) fn render(l: &Value) -> String {
    if let Some(why) = l["skipped"].as_str() {
        return format!("  PTX -> cubin: {why}\n");
    }
    if l.is_null() {
        return String::new();
    }
    let f = |v: &Value| v.as_f64().unwrap_or(f64::NAN);
    let programs = f(&l["programs"]);
    let mut s = format!(
        "  PTX -> cubin of {} batched modules ({} programs), PTX ISA {}   1 thread ms   {} threads ms   programs/s\n",
        l["modules"], l["programs"], l["ptx_isa"], l["threads"]
    );
    let line = |name: &str, v: &Value| {
        format!(
            "    {name:<40} {:>12.1} {:>14.1} {:>12.0}\n",
            f(&v["one_thread_ms"]),
            f(&v["threads_ms"]),
            programs / f(&v["threads_ms"]) * 1e3
        )
    };
    s += &line("cuLink (CUDA driver)", &l["culink"]);
    match l["nvjitlink"]["not_present"].as_str() {
        Some(why) => s += &format!("    nvJitLink: {why}\n"),
        None => {
            let name = format!(
                "nvJitLink {}",
                l["nvjitlink"]["version"].as_str().unwrap_or("?")
            );
            s += &line(&name, &l["nvjitlink"]);
        }
    }
    s
}

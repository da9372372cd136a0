//! Tiled SGEMM (`n × n × n`): compile, run, check against the CPU, print
//! stage times.
//!
//! `sgemm --target nvptx|amdgcn|host|auto [--n EDGE]`
mod common;

fn main() {
    let usage = "usage: sgemm --target nvptx|amdgcn|host|auto [--n EDGE]";
    if let Err(e) = common::run_library("sgemm", gpujit::kernels::sgemm::module, 512, usage) {
        eprintln!("sgemm: {e:#}");
        std::process::exit(1);
    }
}

//! Sum reduction (shared memory + warp shuffles + atomics): compile, run,
//! check against the CPU, print stage times.
//!
//! `reduce --target nvptx|amdgcn|host|auto [--n N]`
mod common;

fn main() {
    let usage = "usage: reduce --target nvptx|amdgcn|host|auto [--n N]";
    if let Err(e) = common::run_library("reduce", gpujit::kernels::reduce::module, 1 << 24, usage) {
        eprintln!("reduce: {e:#}");
        std::process::exit(1);
    }
}

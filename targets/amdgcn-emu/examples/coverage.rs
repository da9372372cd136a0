//! Prints the emulator's instruction coverage for gfx942, gfx1100 and
//! gfx1201 (see `gpujit_amdgcn_emu::coverage`); `--write` writes it to
//! `targets/amdgcn-emu/COVERAGE.md` instead.

use std::process::ExitCode;

fn main() -> ExitCode {
    let write = std::env::args().any(|a| a == "--write");
    let mut covs = Vec::new();
    for cpu in ["gfx942", "gfx1100", "gfx1201"] {
        match gpujit_amdgcn_emu::coverage::survey(cpu) {
            Some(c) => {
                eprintln!(
                    "{cpu}: {} mnemonics, {} executed, {} refused",
                    c.entries.len(),
                    c.executed(),
                    c.refused()
                );
                covs.push(c);
            }
            None => {
                eprintln!("LLVM has no disassembler for {cpu}");
                return ExitCode::FAILURE;
            }
        }
    }
    let report = gpujit_amdgcn_emu::coverage::report(&covs);
    if write {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/COVERAGE.md");
        if let Err(e) = std::fs::write(path, report) {
            eprintln!("{path}: {e}");
            return ExitCode::FAILURE;
        }
        eprintln!("wrote {path}");
    } else {
        print!("{report}");
    }
    ExitCode::SUCCESS
}

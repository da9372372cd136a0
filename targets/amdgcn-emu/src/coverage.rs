//! Instruction coverage: every mnemonic LLVM's AMDGPU disassembler decodes
//! for a processor, and whether the emulator executes it or refuses it (and
//! why).
//!
//! LLVM's opcode tables are not installed with LLVM, so they are read back
//! through the disassembler: [`survey`] decodes every value of an
//! instruction's first 16 bits (where every encoding keeps its format and
//! opcode fields), with the low bits and second dword set to the values
//! that select the SDWA, DPP16, DPP8 and literal forms; where the bits below
//! 16 change the mnemonic (VOP1's and SOP1's opcodes, GFX12's memory
//! opcodes) all 256 values of bits 8-15 are decoded too. Each mnemonic LLVM
//! prints (with its encoding suffix: `_e32`, `_e64`, `_sdwa`, `_dpp`) is then
//! checked the way a loaded code object is ([`crate::program::verdict`]),
//! on up to [`TRIES`] of its encodings: executed if any of them runs.
//!
//! The conformance suite checks `targets/amdgcn-emu/COVERAGE.md` (gfx942,
//! gfx1100 and gfx1201) against it; `GPUJIT_WRITE_COVERAGE=1 GPUJIT_FILTER=coverage cargo test -p gpujit-conformance --test conformance`
//! rewrites the file.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::disasm::Disassembler;
use crate::program::verdict;

/// Encodings of one mnemonic checked before it is listed as refused.
pub const TRIES: u32 = 16;

/// One mnemonic of a processor.
#[derive(Debug, Clone)]
pub struct Entry {
    /// An instruction LLVM printed with this mnemonic.
    pub example: String,
    /// Why the emulator refuses it; `None` where it executes it.
    pub refusal: Option<String>,
    /// Encodings checked.
    tries: u32,
}

/// The mnemonics of one processor, by name.
#[derive(Debug, Clone)]
pub struct Coverage {
    /// The processor.
    pub cpu: String,
    /// Every mnemonic the disassembler printed.
    pub entries: BTreeMap<String, Entry>,
}

impl Coverage {
    /// Mnemonics the emulator executes.
    pub fn executed(&self) -> usize {
        self.entries
            .values()
            .filter(|e| e.refusal.is_none())
            .count()
    }

    /// Mnemonics the emulator refuses.
    pub fn refused(&self) -> usize {
        self.entries.len() - self.executed()
    }

    fn record(&mut self, name: &str, text: &str, words: [u32; 3], len: u32) {
        let gfx12 = self.cpu.starts_with("gfx12");
        let e = self
            .entries
            .entry(name.to_string())
            .or_insert_with(|| Entry {
                example: text.to_string(),
                refusal: Some(String::new()),
                tries: 0,
            });
        if e.refusal.is_none() || e.tries >= TRIES {
            return;
        }
        e.tries += 1;
        match verdict(text, words, len, gfx12) {
            Ok(()) => {
                e.refusal = None;
                e.example = text.to_string();
            }
            Err(why) if e.tries == 1 => e.refusal = Some(why),
            Err(_) => {}
        }
    }
}

/// The mnemonic of LLVM's text (a VOPD pair gives its two halves).
fn mnemonics(text: &str) -> Vec<&str> {
    text.split(" :: ")
        .filter_map(|h| h.split_whitespace().next())
        .collect()
}

/// Every mnemonic LLVM's disassembler decodes for `cpu` (wave32 on RDNA),
/// with the emulator's verdict; `None` where LLVM has no disassembler for
/// it.
pub fn survey(cpu: &str) -> Option<Coverage> {
    let d = Disassembler::new(cpu, "")?;
    let mut cov = Coverage {
        cpu: cpu.to_string(),
        entries: BTreeMap::new(),
    };
    let decode = |cov: &mut Coverage, w: [u32; 4]| -> Option<(u32, String)> {
        // Zeros after the words: room for a literal and the longest
        // (NSA image) encodings, which LLVM reads without checking.
        let mut bytes = [0u8; 32];
        for (k, x) in w.iter().enumerate() {
            bytes[4 * k..4 * k + 4].copy_from_slice(&x.to_le_bytes());
        }
        let (len, text) = d.one(&bytes, 0)?;
        for m in mnemonics(&text) {
            cov.record(m, &text, [w[0], w[1], w[2]], len);
        }
        Some((len, text))
    };
    // (The second dwords tried: sources s0, v0 in src0, v0 in all three,
    // and the VOP3 DPP selectors.) src0 values that select SDWA, DPP16,
    // DPP8 (fetch-inactive) and a
    // literal constant, in the first dword (VOP1/VOP2/VOPC) or the second
    // (GFX11+ VOP3).
    const SELECTORS: [u32; 5] = [0xf9, 0xfa, 0xe9, 0xea, 0xff];
    let first = |t: &Option<(u32, String)>| {
        t.as_ref()
            .and_then(|(_, t)| mnemonics(t).first().map(|m| m.to_string()))
    };
    for hi in 0..=0xffffu32 {
        let base = hi << 16;
        let plain = decode(&mut cov, [base, 0, 0, 0]);
        let len = plain.as_ref().map(|(len, _)| *len);
        if len != Some(4) {
            for w1 in [0x100, 0x0402_0100, 0xfa, 0xe9, 0xea] {
                decode(&mut cov, [base, w1, 0, 0]);
            }
        }
        // In a longer encoding the low byte is a destination, where 0xff (a
        // literal) makes LLVM 22's disassembler crash while reporting it.
        for low in SELECTORS {
            if len == Some(4) || (len.is_none() && low != 0xff) {
                decode(&mut cov, [base | low, 0, 0, 0]);
            }
        }
        // Opcode bits below 16: decode all of bits 8-15 where they change
        // the mnemonic.
        let m0 = first(&plain);
        let opcode_low = [0x5500u32, 0xaa00, 0xff00, 0x0100]
            .iter()
            .any(|&p| first(&decode(&mut cov, [base | p, 0, 0, 0])) != m0);
        if opcode_low {
            for b in 0..=0xffu32 {
                let lows: &[u32] = if len == Some(4) {
                    &[0, 0xf9, 0xfa, 0xe9]
                } else {
                    &[0]
                };
                for &low in lows {
                    decode(&mut cov, [base | (b << 8) | low, 0, 0, 0]);
                }
            }
        }
    }
    Some(cov)
}

/// The instruction family a mnemonic is counted under in [`report`].
fn family(name: &str) -> String {
    let mut parts = name.split('_');
    let head = parts.next().unwrap_or_default();
    let second = parts.next().unwrap_or_default();
    match head {
        "v" if matches!(
            second,
            "cmp" | "cmpx" | "pk" | "mfma" | "smfmac" | "wmma" | "swmmac" | "dual" | "cvt"
        ) =>
        {
            format!("v_{second}")
        }
        "v" if name.ends_with("_sdwa") => "v (SDWA)".to_string(),
        "v" if name.ends_with("_dpp") => "v (DPP)".to_string(),
        "v" => "v (other)".to_string(),
        "s" if second.starts_with("load") || second.starts_with("buffer") => {
            "s_load/s_buffer".into()
        }
        "s" => "s".into(),
        h => h.to_string(),
    }
}

/// The coverage tables as Markdown: a summary per processor, the counts by
/// family, and every refused mnemonic with an example and the reason.
pub fn report(covs: &[Coverage]) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "# AMDGCN emulator: instruction coverage\n\n\
         Every mnemonic LLVM's AMDGPU disassembler decodes for each emulated \
         processor (its opcode tables read back through the disassembler; see \
         `src/coverage.rs`), and whether the emulator executes it or refuses it \
         when a code object holding it is loaded. The conformance suite checks \
         this file; regenerate it with `GPUJIT_WRITE_COVERAGE=1 GPUJIT_FILTER=coverage \
         cargo test -p gpujit-conformance --test conformance`.\n\n\
         | processor | mnemonics | executed | refused |\n|---|---|---|---|"
    );
    for c in covs {
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} |",
            c.cpu,
            c.entries.len(),
            c.executed(),
            c.refused()
        );
    }
    let mut families: BTreeMap<String, Vec<(usize, usize)>> = BTreeMap::new();
    for (i, c) in covs.iter().enumerate() {
        for (name, e) in &c.entries {
            let row = families
                .entry(family(name))
                .or_insert_with(|| vec![(0, 0); covs.len()]);
            row[i].0 += usize::from(e.refusal.is_none());
            row[i].1 += 1;
        }
    }
    let _ = write!(s, "\n## By family (executed / mnemonics)\n\n| family |");
    for c in covs {
        let _ = write!(s, " {} |", c.cpu);
    }
    let _ = write!(s, "\n|---|");
    for _ in covs {
        let _ = write!(s, "---|");
    }
    s.push('\n');
    for (f, row) in &families {
        let _ = write!(s, "| {f} |");
        for (x, n) in row {
            let _ = write!(s, " {x} / {n} |");
        }
        s.push('\n');
    }
    for c in covs {
        let _ = writeln!(
            s,
            "\n## {}: refused ({})\n\n| mnemonic | example | why |\n|---|---|---|",
            c.cpu,
            c.refused()
        );
        for (name, e) in &c.entries {
            if let Some(why) = &e.refusal {
                let _ = writeln!(
                    s,
                    "| `{name}` | `{}` | {} |",
                    e.example.replace('|', "\\|"),
                    why.replace('|', "\\|")
                );
            }
        }
    }
    s
}

//! Executed-instruction counts: with profiling switched on
//! ([`EmuDevice::set_profiling`](crate::device::EmuDevice::set_profiling)), every launch
//! counts the wave-instructions it executed (one per instruction a wave
//! issues, whatever its EXEC mask) and adds them, by mnemonic, to its
//! kernel's [`KernelProfile`]. What the counts say about hardware is the
//! instruction mix: the share of issue slots each class of instruction
//! takes. They carry no timing: the emulator models no latencies.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, PoisonError};

/// The instruction classes a profile sums.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    /// Matrix instructions: CDNA's MFMA (`v_mfma_*`, `v_smfmac_*`) and
    /// RDNA's WMMA/SWMMAC (`v_wmma_*`, `v_swmmac_*`).
    Matrix,
    /// Other vector ALU instructions (`v_*`).
    Valu,
    /// Vector memory: global, buffer, flat and scratch accesses.
    Vmem,
    /// LDS and GDS (`ds_*`).
    Lds,
    /// Scalar memory (`s_load_*`, `s_buffer_load_*`, `s_store_*`, ...).
    Smem,
    /// Waits, barriers and branches (`s_waitcnt*`, `s_wait_*`,
    /// `s_barrier*`, `s_branch`, `s_cbranch_*`, `s_nop`, `s_endpgm`, ...).
    Control,
    /// Other scalar ALU instructions (`s_*`).
    Salu,
}

impl Class {
    /// Every class, in the order reports list them.
    pub const ALL: [Class; 7] = [
        Class::Matrix,
        Class::Valu,
        Class::Vmem,
        Class::Lds,
        Class::Smem,
        Class::Control,
        Class::Salu,
    ];

    /// The class of an instruction by its mnemonic (LLVM's spelling,
    /// encoding suffixes allowed).
    pub fn of(mnemonic: &str) -> Class {
        let m = mnemonic;
        if ["v_mfma", "v_smfmac", "v_wmma", "v_swmmac"]
            .iter()
            .any(|p| m.starts_with(p))
        {
            Class::Matrix
        } else if m.starts_with("v_") {
            Class::Valu
        } else if ["global_", "buffer_", "flat_", "scratch_", "tbuffer_"]
            .iter()
            .any(|p| m.starts_with(p))
        {
            Class::Vmem
        } else if m.starts_with("ds_") || m.starts_with("gds_") {
            Class::Lds
        } else if [
            "s_load",
            "s_buffer_load",
            "s_store",
            "s_buffer_store",
            "s_scratch",
            "s_dcache",
            "s_atomic",
            "s_buffer_atomic",
        ]
        .iter()
        .any(|p| m.starts_with(p))
        {
            Class::Smem
        } else if [
            "s_waitcnt",
            "s_wait_",
            "s_barrier",
            "s_branch",
            "s_cbranch",
            "s_nop",
            "s_endpgm",
            "s_sleep",
            "s_setprio",
            "s_sethalt",
            "s_trap",
            "s_delay_alu",
            "s_clause",
            "s_sendmsg",
            "s_icache",
            "s_code_end",
            "s_setpc",
            "s_swappc",
            "s_call",
        ]
        .iter()
        .any(|p| m.starts_with(p))
        {
            Class::Control
        } else {
            Class::Salu
        }
    }

    /// Its name in reports: `matrix`, `valu`, `vmem`, `lds`, `smem`,
    /// `control`, `salu`.
    pub fn name(self) -> &'static str {
        match self {
            Class::Matrix => "matrix",
            Class::Valu => "valu",
            Class::Vmem => "vmem",
            Class::Lds => "lds",
            Class::Smem => "smem",
            Class::Control => "control",
            Class::Salu => "salu",
        }
    }
}

/// What one kernel's launches executed since profiling was switched on.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct KernelProfile {
    /// Launches counted.
    pub launches: u64,
    /// Wave-instructions executed, by mnemonic.
    pub mnemonics: BTreeMap<String, u64>,
}

impl KernelProfile {
    /// Wave-instructions executed in all.
    pub fn total(&self) -> u64 {
        self.mnemonics.values().sum()
    }

    /// Wave-instructions executed of class `c`.
    pub fn of_class(&self, c: Class) -> u64 {
        self.mnemonics
            .iter()
            .filter(|(m, _)| Class::of(m) == c)
            .map(|(_, n)| n)
            .sum()
    }

    /// The share of issued wave-instructions that are of class `c`, in
    /// `[0, 1]` (0 for a profile with no instruction).
    pub fn share(&self, c: Class) -> f64 {
        match self.total() {
            0 => 0.0,
            t => self.of_class(c) as f64 / t as f64,
        }
    }
}

/// Kernel profiles by kernel name, shared by the clones of a device.
#[derive(Debug, Clone, Default)]
pub(crate) struct Profiles(Arc<Mutex<Option<BTreeMap<String, KernelProfile>>>>);

impl Profiles {
    /// Whether launches are being counted.
    pub(crate) fn on(&self) -> bool {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .is_some()
    }

    /// Switches counting on with empty profiles, or off.
    pub(crate) fn set(&self, on: bool) {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner) = on.then(BTreeMap::new);
    }

    /// The profiles so far (empty when counting is off).
    pub(crate) fn get(&self) -> BTreeMap<String, KernelProfile> {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
            .unwrap_or_default()
    }

    /// Adds one launch of `kernel` that executed `counts[i]` times the
    /// instruction of mnemonic `mnemonic(i)`.
    pub(crate) fn add<'a>(
        &self,
        kernel: &str,
        counts: &[u64],
        mnemonic: impl Fn(usize) -> &'a str,
    ) {
        let mut guard = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let Some(map) = guard.as_mut() else { return };
        let p = map.entry(kernel.to_string()).or_default();
        p.launches += 1;
        for (i, n) in counts.iter().enumerate().filter(|(_, n)| **n > 0) {
            *p.mnemonics.entry(mnemonic(i).to_string()).or_default() += n;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_follow_the_mnemonic() {
        for (m, c) in [
            ("v_mfma_f32_16x16x16_f16", Class::Matrix),
            ("v_mfma_f64_16x16x4_f64", Class::Matrix),
            ("v_wmma_f32_16x16x16_f16", Class::Matrix),
            ("v_fma_f32", Class::Valu),
            ("v_add_u32_e32", Class::Valu),
            ("global_load_dwordx4", Class::Vmem),
            ("buffer_store_dword", Class::Vmem),
            ("ds_read_b128", Class::Lds),
            ("s_load_dwordx2", Class::Smem),
            ("s_waitcnt", Class::Control),
            ("s_cbranch_scc1", Class::Control),
            ("s_barrier", Class::Control),
            ("s_add_u32", Class::Salu),
            ("s_mov_b64", Class::Salu),
        ] {
            assert_eq!(Class::of(m), c, "{m}");
        }
        let mut p = KernelProfile::default();
        assert_eq!(p.share(Class::Matrix), 0.0);
        p.mnemonics.insert("v_mfma_f32_16x16x16_f16".into(), 3);
        p.mnemonics.insert("s_waitcnt".into(), 1);
        assert_eq!(p.total(), 4);
        assert_eq!(p.share(Class::Matrix), 0.75);
    }
}

//! What differs between the CUDA versions a program may have been compiled
//! against: the layout of `cudaDeviceProp` (CUDA 13 dropped fields of 12's),
//! and the version the runtime reports.
//!
//! The version is the program's: the `CUDART_VERSION` `gpujit cc` recorded
//! in its device code, else the libcudart it links (`libcudart.so.13` for
//! nvcc 13's `-cudart shared` builds), else 12.9.

use std::sync::OnceLock;

/// Where the fields the runtime fills lie in one version's `cudaDeviceProp`.
#[derive(Debug)]
pub struct PropLayout {
    /// The structure's size in bytes.
    pub size: usize,
    fields: &'static [(&'static str, usize)],
}

impl PropLayout {
    /// The byte offset of `field` (`maxGridSize1` for element 1 of an array).
    pub fn offset(&self, field: &str) -> Option<usize> {
        self.fields
            .iter()
            .find(|(f, _)| *f == field)
            .map(|(_, o)| *o)
    }
}

/// CUDA 12.x's `cudaDeviceProp` (the fields this runtime fills).
const CUDA12: PropLayout = PropLayout {
    size: 1032,
    fields: &[
        ("totalGlobalMem", 288),
        ("sharedMemPerBlock", 296),
        ("regsPerBlock", 304),
        ("warpSize", 308),
        ("memPitch", 312),
        ("maxThreadsPerBlock", 320),
        ("maxThreadsDim0", 324),
        ("maxThreadsDim1", 328),
        ("maxThreadsDim2", 332),
        ("maxGridSize0", 336),
        ("maxGridSize1", 340),
        ("maxGridSize2", 344),
        ("totalConstMem", 352),
        ("major", 360),
        ("minor", 364),
        ("textureAlignment", 368),
        ("texturePitchAlignment", 376),
        ("multiProcessorCount", 388),
        ("integrated", 396),
        ("canMapHostMemory", 400),
        ("concurrentKernels", 576),
        ("asyncEngineCount", 600),
        ("unifiedAddressing", 604),
        ("maxThreadsPerMultiProcessor", 624),
        ("sharedMemPerMultiprocessor", 640),
        ("regsPerMultiprocessor", 648),
        ("managedMemory", 652),
        ("pageableMemoryAccess", 672),
        ("concurrentManagedAccess", 676),
        ("cooperativeLaunch", 688),
        ("sharedMemPerBlockOptin", 696),
        ("directManagedMemAccessFromHost", 708),
        ("maxBlocksPerMultiProcessor", 712),
    ],
};

/// CUDA 13.x's `cudaDeviceProp`.
const CUDA13: PropLayout = PropLayout {
    size: 1008,
    fields: &[
        ("totalGlobalMem", 288),
        ("sharedMemPerBlock", 296),
        ("regsPerBlock", 304),
        ("warpSize", 308),
        ("memPitch", 312),
        ("maxThreadsPerBlock", 320),
        ("maxThreadsDim0", 324),
        ("maxThreadsDim1", 328),
        ("maxThreadsDim2", 332),
        ("maxGridSize0", 336),
        ("maxGridSize1", 340),
        ("maxGridSize2", 344),
        ("totalConstMem", 352),
        ("major", 360),
        ("minor", 364),
        ("textureAlignment", 368),
        ("texturePitchAlignment", 376),
        ("multiProcessorCount", 384),
        ("integrated", 388),
        ("canMapHostMemory", 392),
        ("concurrentKernels", 560),
        ("asyncEngineCount", 584),
        ("unifiedAddressing", 588),
        ("maxThreadsPerMultiProcessor", 604),
        ("sharedMemPerMultiprocessor", 624),
        ("regsPerMultiprocessor", 632),
        ("managedMemory", 636),
        ("pageableMemoryAccess", 652),
        ("concurrentManagedAccess", 656),
        ("cooperativeLaunch", 668),
        ("sharedMemPerBlockOptin", 672),
        ("directManagedMemAccessFromHost", 684),
        ("maxBlocksPerMultiProcessor", 688),
    ],
};

/// The layout of the program's `cudaDeviceProp`.
pub fn device_prop_layout() -> &'static PropLayout {
    match program_version() {
        Some(v) if v >= 13000 => &CUDA13,
        _ => &CUDA12,
    }
}

/// Whether the program was compiled against CUDA 13 or later, whose layouts and
/// signatures differ from 12's in places.
pub fn program_is_cuda13() -> bool {
    program_version().is_some_and(|v| v >= 13000)
}

/// The CUDA version the program was compiled against, when known.
pub fn program_version() -> Option<u32> {
    if let Some(v) = crate::register::registry().cudart_version() {
        return Some(v);
    }
    static LINKED: OnceLock<Option<u32>> = OnceLock::new();
    *LINKED.get_or_init(|| {
        let exe = std::fs::read("/proc/self/exe").ok()?;
        let has = |s: &[u8]| exe.windows(s.len()).any(|w| w == s);
        if has(b"libcudart.so.13\0") {
            Some(13000)
        } else if has(b"libcudart.so.12\0") {
            Some(12090)
        } else {
            None
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_are_ordered_and_fit() {
        for l in [&CUDA12, &CUDA13] {
            let mut last = 0;
            for (f, o) in l.fields {
                assert!(*o >= last, "{f} out of order");
                assert!(*o + 8 <= l.size, "{f} past the end");
                last = *o;
            }
            assert_eq!(l.offset("major"), Some(360));
        }
        assert_eq!(CUDA13.offset("multiProcessorCount"), Some(384));
        assert_eq!(CUDA12.offset("multiProcessorCount"), Some(388));
    }
}

//! The kernel descriptor of an AMD code object, as the emulator reads it.

/// The fields of a kernel descriptor (AMDGPUUsage, "Kernel Descriptor").
#[derive(Debug, Clone, Copy, Default)]
pub struct Descriptor {
    /// GROUP_SEGMENT_FIXED_SIZE.
    pub group_segment_fixed_size: u32,
    /// PRIVATE_SEGMENT_FIXED_SIZE.
    pub private_segment_fixed_size: u32,
    /// KERNARG_SIZE.
    pub kernarg_size: u32,
    /// KERNEL_CODE_ENTRY_BYTE_OFFSET.
    pub entry_offset: i64,
    /// COMPUTE_PGM_RSRC3.
    pub rsrc3: u32,
    /// COMPUTE_PGM_RSRC1.
    pub rsrc1: u32,
    /// COMPUTE_PGM_RSRC2.
    pub rsrc2: u32,
    /// Kernel code properties.
    pub properties: u16,
    /// KERNARG_PRELOAD_SPEC_LENGTH (dwords) and _OFFSET.
    pub kernarg_preload: u16,
}

impl Descriptor {
    /// Parses the 64 descriptor bytes.
    pub fn parse(b: &[u8]) -> Option<Descriptor> {
        let u32_at = |o: usize| Some(u32::from_le_bytes(b.get(o..o + 4)?.try_into().ok()?));
        let u16_at = |o: usize| Some(u16::from_le_bytes(b.get(o..o + 2)?.try_into().ok()?));
        Some(Descriptor {
            group_segment_fixed_size: u32_at(0)?,
            private_segment_fixed_size: u32_at(4)?,
            kernarg_size: u32_at(8)?,
            entry_offset: i64::from_le_bytes(b.get(16..24)?.try_into().ok()?),
            rsrc3: u32_at(44)?,
            rsrc1: u32_at(48)?,
            rsrc2: u32_at(52)?,
            properties: u16_at(56)?,
            kernarg_preload: u16_at(58)?,
        })
    }

    /// Kernel code property `bit`.
    pub(super) fn prop(&self, bit: u32) -> bool {
        self.properties & (1 << bit) != 0
    }

    /// Bit `bit` of COMPUTE_PGM_RSRC2.
    pub(super) fn rsrc2_bit(&self, bit: u32) -> bool {
        self.rsrc2 & (1 << bit) != 0
    }

    /// The VGPRs a wave of `width` lanes of this kernel is allocated on
    /// processor `arch` (AMDGPUUsage, "Kernel Descriptor"): on gfx90a and
    /// gfx94x, whose VGPRs and AGPRs share one file, the VGPRs below
    /// `ACCUM_OFFSET` (`COMPUTE_PGM_RSRC3[5:0]`, in units of 4); elsewhere
    /// `GRANULATED_WORKITEM_VGPR_COUNT` (`COMPUTE_PGM_RSRC1[5:0]`) in units of
    /// 8 for wave32, 4 for wave64. At most the 256 a VGPR number can name.
    pub fn vgprs(&self, arch: &str, width: u32) -> usize {
        let n = if arch.starts_with("gfx90a") || arch.starts_with("gfx94") {
            ((self.rsrc3 & 0x3f) + 1) * 4
        } else {
            ((self.rsrc1 & 0x3f) + 1) * if width == 32 { 8 } else { 4 }
        };
        (n as usize).min(256)
    }
}

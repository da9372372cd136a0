//! Whether a code object can be loaded on a device, by the device's target id
//! (`gfx1031`, `gfx90a:sramecc+:xnack-`), with the rules the HIP runtime
//! applies:
//!
//! - A code object for a processor loads on that processor only.
//! - A code object for a generic processor (`gfx11-generic`) loads on every
//!   member of its family whose membership began at or before the code
//!   object's generic version (`EF_AMDGPU_GENERIC_VERSION`), provided the
//!   loader understands that version.
//! - xnack and sramecc: a code object that names no setting (`any`) loads
//!   whatever the device runs with; one built for `xnack+` (or `-`) loads only
//!   where the device reports that same setting. A device that reports no
//!   setting for a feature matches only code objects that name none.

use std::fmt;

use super::{CodeObject, TargetFeature};
use crate::arch::{ARCHS, TargetId, generic_named};

/// Why a code object does not run on a device.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MismatchReason {
    /// Built for another processor.
    Processor,
    /// A feature setting the device does not run with.
    Feature {
        /// `xnack` or `sramecc`.
        feature: &'static str,
        /// What the code object was built for (`On` or `Off`).
        image: TargetFeature,
        /// What the device reports (`Any` when it names no setting).
        device: TargetFeature,
    },
    /// A generic code object whose family does not contain the device's processor.
    NotInFamily {
        /// The processors the generic processor covers.
        members: Vec<&'static str>,
    },
    /// A generic code object older than the device's membership of its family.
    GenericTooOld {
        /// The code object's generic version.
        version: u8,
        /// The version the device's processor joined the family in.
        since: u8,
    },
    /// A generic version newer than the loader understands.
    GenericTooNew {
        /// The code object's generic version.
        version: u8,
        /// The newest the loader understands.
        supported: u8,
    },
    /// A generic processor this reader does not know.
    UnknownGeneric,
    /// The device's target id does not parse or names a feature its processor lacks.
    BadDeviceTarget(String),
}

fn setting(f: TargetFeature) -> &'static str {
    match f {
        TargetFeature::On => "on",
        TargetFeature::Off => "off",
        TargetFeature::Any => "either setting",
        TargetFeature::Unsupported => "no such feature",
    }
}

impl fmt::Display for MismatchReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MismatchReason::Processor => {
                f.write_str("the processors differ; rebuild for the device's processor")
            }
            MismatchReason::Feature {
                feature,
                image,
                device: TargetFeature::Any,
            } => write!(
                f,
                "the code object was built for {feature} {}, and the device reports no \
                 {feature} setting; build without a {feature} setting",
                setting(*image)
            ),
            MismatchReason::Feature {
                feature,
                image,
                device,
            } => write!(
                f,
                "the code object was built for {feature} {}, and the device runs with {feature} {}",
                setting(*image),
                setting(*device)
            ),
            MismatchReason::NotInFamily { members } => write!(
                f,
                "its generic processor covers {} only",
                members.join(", ")
            ),
            MismatchReason::GenericTooOld { version, since } => write!(
                f,
                "the code object is generic version {version}, and the device's processor \
                 joined the family in version {since}"
            ),
            MismatchReason::GenericTooNew { version, supported } => write!(
                f,
                "the code object is generic version {version}, newer than the version \
                 {supported} this loader understands"
            ),
            MismatchReason::UnknownGeneric => f.write_str("the generic processor is unknown"),
            MismatchReason::BadDeviceTarget(why) => write!(f, "unusable device target: {why}"),
        }
    }
}

/// A code object that cannot be loaded on a device: both targets and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("a code object for {image} cannot be loaded on a {device} device: {reason}")]
pub struct TargetMismatch {
    /// The code object's target (`gfx942`, `gfx90a:xnack+`, `gfx11-generic (generic v1)`).
    pub image: String,
    /// The device's target id as it reports it.
    pub device: String,
    /// Why.
    pub reason: MismatchReason,
}

/// Decides whether `image` can be loaded on a device whose target id is
/// `device` (`gfx1031`, `gfx90a:sramecc+:xnack-`), by the rules of this
/// module; `max_generic_version` is the newest generic version the runtime
/// understands ([`crate::arch::GENERIC_VERSION`] for the versions LLVM 22 writes).
pub fn check_loadable(
    image: &CodeObject,
    device: &str,
    max_generic_version: u8,
) -> Result<(), TargetMismatch> {
    let image_name = if image.is_generic() {
        format!("{} (generic v{})", image.target(), image.generic_version)
    } else {
        image.target()
    };
    let fail = |reason| {
        Err(TargetMismatch {
            image: image_name.clone(),
            device: device.to_string(),
            reason,
        })
    };
    let dev = match TargetId::parse(device) {
        Ok(d) => d,
        Err(e) => return fail(MismatchReason::BadDeviceTarget(e.reason)),
    };
    if let Some(row) = ARCHS.iter().find(|a| a.name == dev.processor) {
        for (name, has, s) in [
            ("xnack", row.xnack, dev.xnack),
            ("sramecc", row.sramecc, dev.sramecc),
        ] {
            if !has && s != TargetFeature::Any {
                return fail(MismatchReason::BadDeviceTarget(format!(
                    "{} has no {name} feature",
                    row.name
                )));
            }
        }
    }
    if image.is_generic() {
        let Some(g) = generic_named(&image.mach) else {
            return fail(MismatchReason::UnknownGeneric);
        };
        let Some(since) = g.member_since(&dev.processor) else {
            return fail(MismatchReason::NotInFamily {
                members: g.members.iter().map(|(p, _)| *p).collect(),
            });
        };
        if image.generic_version < since {
            return fail(MismatchReason::GenericTooOld {
                version: image.generic_version,
                since,
            });
        }
        if image.generic_version > max_generic_version {
            return fail(MismatchReason::GenericTooNew {
                version: image.generic_version,
                supported: max_generic_version,
            });
        }
    } else if image.mach != dev.processor {
        return fail(MismatchReason::Processor);
    }
    for (feature, built, runs) in [
        ("xnack", image.xnack, dev.xnack),
        ("sramecc", image.sramecc, dev.sramecc),
    ] {
        if matches!(built, TargetFeature::On | TargetFeature::Off) && built != runs {
            return fail(MismatchReason::Feature {
                feature,
                image: built,
                device: runs,
            });
        }
    }
    Ok(())
}

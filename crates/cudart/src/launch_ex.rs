//! `cudaLaunchKernelExC` (what CUDA 12's `cudaLaunchKernelEx` template calls): a launch
//! configured by a `cudaLaunchConfig_t` and its list of launch attributes.

use std::ffi::{c_int, c_uint, c_void};

use crate::error::{Failure, Result, api, cudaErrorInvalidValue, cudaErrorNotSupported};
use crate::state::current;
use crate::{CudaError, CudaStream, Dim3};

/// `cudaLaunchConfig_t` (the same in CUDA 12 and 13).
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct LaunchConfigEx {
    /// `gridDim`.
    pub grid: Dim3,
    /// `blockDim`.
    pub block: Dim3,
    /// `dynamicSmemBytes`.
    pub shared: usize,
    /// `stream`.
    pub stream: CudaStream,
    /// `attrs`: `num_attrs` attributes, or null.
    pub attrs: *const LaunchAttribute,
    /// `numAttrs`.
    pub num_attrs: c_uint,
}

/// `cudaLaunchAttribute`: an id and a 64-byte value whose meaning depends on it.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct LaunchAttribute {
    /// `cudaLaunchAttributeID`.
    pub id: c_int,
    /// Padding before the value.
    pub pad: [u8; 4],
    /// `cudaLaunchAttributeValue`.
    pub val: [u8; 64],
}

impl LaunchAttribute {
    /// The value's `n`th 32-bit word.
    fn word(&self, n: usize) -> u32 {
        let mut b = [0u8; 4];
        b.copy_from_slice(&self.val[4 * n..4 * n + 4]);
        u32::from_le_bytes(b)
    }
}

/// What a launch's attributes ask for.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Asked {
    /// `cudaLaunchAttributeCooperative`.
    pub cooperative: bool,
}

/// Reads the attributes: cooperative launches are made; hints with no effect on what a
/// kernel computes (priorities, cache and carveout preferences, memory synchronisation
/// domains, programmatic stream serialisation, which only relaxes ordering that is kept
/// whole here) are accepted; clusters of more than one block and the attributes that
/// record events are refused by name; `what` names the caller in errors.
pub(crate) fn read(attrs: &[LaunchAttribute], what: &str) -> Result<Asked> {
    let mut asked = Asked::default();
    for a in attrs {
        match a.id {
            // Ignore, access policy window, priority, memory synchronisation domain map and
            // domain, preferred cluster dimension, preferred carveout, NVLink scheduling.
            0 | 1 | 8 | 9 | 10 | 11 | 14 | 16 => {}
            2 => asked.cooperative = a.word(0) != 0,
            4 => {
                let (x, y, z) = (a.word(0), a.word(1), a.word(2));
                if x.max(1) * y.max(1) * z.max(1) > 1 {
                    return Err(Failure::new(
                        cudaErrorNotSupported,
                        format!(
                            "{what}: thread block clusters ({x}x{y}x{z}, \
                             cudaLaunchAttributeClusterDimension) are not supported by gpujit's \
                             CUDA runtime"
                        ),
                    ));
                }
            }
            // Cluster scheduling preference: a hint.
            5 => {}
            // Programmatic stream serialisation: the next kernel may start early; here it
            // starts after this one, as without the attribute.
            6 => {}
            7 | 12 | 13 => {
                let name = match a.id {
                    7 => "cudaLaunchAttributeProgrammaticEvent",
                    12 => "cudaLaunchAttributeLaunchCompletionEvent",
                    _ => "cudaLaunchAttributeDeviceUpdatableKernelNode",
                };
                return Err(Failure::new(
                    cudaErrorNotSupported,
                    format!("{what}: {name} is not supported by gpujit's CUDA runtime"),
                ));
            }
            id => {
                return Err(Failure::new(
                    cudaErrorInvalidValue,
                    format!("{what}: unknown launch attribute {id}"),
                ));
            }
        }
    }
    Ok(asked)
}

/// Launches the kernel whose host stub is `func` as `config` says: its grid, block,
/// dynamic shared memory and stream, and its attributes (`cudaLaunchAttributeCooperative`
/// makes it a cooperative launch, as [`crate::cudaLaunchCooperativeKernel`]; see the guide
/// for the others).
///
/// # Safety
/// `config` is null or points to a `cudaLaunchConfig_t` whose `attrs` holds `numAttrs`
/// attributes; `args` as for [`crate::cudaLaunchKernel`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaLaunchKernelExC(
    config: *const LaunchConfigEx,
    func: *const c_void,
    args: *mut *mut c_void,
) -> CudaError {
    api(|| {
        // SAFETY: this function's contract.
        let Some(cfg) = (unsafe { config.as_ref() }) else {
            return Err(Failure::new(
                cudaErrorInvalidValue,
                "cudaLaunchKernelExC's config is a null pointer",
            ));
        };
        let attrs: &[LaunchAttribute] = if cfg.num_attrs == 0 {
            &[]
        } else if cfg.attrs.is_null() {
            return Err(Failure::new(
                cudaErrorInvalidValue,
                format!(
                    "cudaLaunchKernelExC: {} attributes at a null pointer",
                    cfg.num_attrs
                ),
            ));
        } else {
            // SAFETY: `numAttrs` attributes at `attrs` (this function's contract).
            unsafe { std::slice::from_raw_parts(cfg.attrs, cfg.num_attrs as usize) }
        };
        let asked = read(attrs, "cudaLaunchKernelExC")?;
        let d = current()?;
        // SAFETY: this function's contract.
        unsafe {
            crate::launch::launch_with(
                &d,
                func,
                (cfg.grid, cfg.block, cfg.shared),
                args,
                cfg.stream,
                asked.cooperative,
            )
        }
    })
}

/// [`cudaLaunchKernelExC`] for programs built with the per-thread default stream; the
/// default stream here is the device's one default stream.
///
/// # Safety
/// As for [`cudaLaunchKernelExC`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaLaunchKernelExC_ptsz(
    config: *const LaunchConfigEx,
    func: *const c_void,
    args: *mut *mut c_void,
) -> CudaError {
    // SAFETY: this function's contract.
    unsafe { cudaLaunchKernelExC(config, func, args) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attr(id: c_int, words: &[u32]) -> LaunchAttribute {
        let mut val = [0u8; 64];
        for (i, w) in words.iter().enumerate() {
            val[4 * i..4 * i + 4].copy_from_slice(&w.to_le_bytes());
        }
        LaunchAttribute {
            id,
            pad: [0; 4],
            val,
        }
    }

    #[test]
    fn layouts_are_cudas() {
        assert_eq!(std::mem::size_of::<LaunchConfigEx>(), 56);
        assert_eq!(std::mem::offset_of!(LaunchConfigEx, shared), 24);
        assert_eq!(std::mem::offset_of!(LaunchConfigEx, attrs), 40);
        assert_eq!(std::mem::offset_of!(LaunchConfigEx, num_attrs), 48);
        assert_eq!(std::mem::size_of::<LaunchAttribute>(), 72);
        assert_eq!(std::mem::offset_of!(LaunchAttribute, val), 8);
    }

    #[test]
    fn attributes_are_read_or_refused_by_name() {
        assert_eq!(read(&[], "cudaLaunchKernelExC").unwrap(), Asked::default());
        let coop = read(
            &[attr(8, &[3]), attr(2, &[1]), attr(4, &[1, 1, 1])],
            "cudaLaunchKernelExC",
        )
        .unwrap();
        assert!(coop.cooperative);
        assert!(
            !read(&[attr(2, &[0])], "cudaLaunchKernelExC")
                .unwrap()
                .cooperative
        );
        let e = read(&[attr(4, &[2, 1, 1])], "cudaLaunchKernelExC").unwrap_err();
        assert_eq!(e.code, cudaErrorNotSupported);
        assert!(e.to_string().contains("clusters (2x1x1"), "{e}");
        let e = read(&[attr(12, &[])], "cudaLaunchKernelExC").unwrap_err();
        assert!(e.to_string().contains("LaunchCompletionEvent"), "{e}");
        assert_eq!(
            read(&[attr(99, &[])], "cudaLaunchKernelExC")
                .unwrap_err()
                .code,
            cudaErrorInvalidValue
        );
    }
}

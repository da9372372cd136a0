//! Machine code in-process: PTX linked into a cubin by the CUDA driver's JIT
//! linker (`cuLink*`), so that a cubin can be cached and later loaded without
//! compiling PTX again; and the check that a cubin's SM suits a device before
//! the driver is handed it ([`check_cubin_arch`]).

use std::ffi::{CString, c_char, c_uint, c_void};

use cudarc::driver::sys::{self, CUjit_option, CUjitInputType, CUlinkState, CUresult};
use gpujit_device::{Backend, Device, Error, Image, ImageFormat, Result};

use crate::device::CudaDevice;

/// The image as `device` should cache and load it: PTX linked into a cubin for it when it is
/// a CUDA device (a [`CudaDevice`], or a wrapper whose `as_any` reaches one); `None` for
/// other devices and images, which load as they are.
pub fn link_for_device(image: &Image, device: &dyn Device) -> Result<Option<Image>> {
    match device.as_any().downcast_ref::<CudaDevice>() {
        Some(cuda) if image.format == ImageFormat::Ptx => cuda.link_cubin(image).map(Some),
        _ => Ok(None),
    }
}

const LOG_BYTES: usize = 16 * 1024;

impl CudaDevice {
    /// Links a PTX image into a cubin for this device with the driver's JIT
    /// linker. The error log of a failed link is in the returned error.
    pub fn link_cubin(&self, ptx: &Image) -> Result<Image> {
        if ptx.format != ImageFormat::Ptx {
            return Err(Error::WrongImageFormat {
                backend: Backend::Cuda,
                format: ptx.format.to_string(),
            });
        }
        self.context().make_current()?;
        let text = CString::new(
            ptx.bytes
                .iter()
                .copied()
                .take_while(|&b| b != 0)
                .collect::<Vec<u8>>(),
        )
        .map_err(|_| Error::Unsupported {
            backend: Backend::Cuda,
            what: "PTX with an interior NUL".into(),
        })?;
        let mut log = vec![0u8; LOG_BYTES];
        let mut options = [
            CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
            CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
        ];
        let mut values: [*mut c_void; 2] = [log.as_mut_ptr().cast(), LOG_BYTES as *mut c_void];
        let mut state: CUlinkState = std::ptr::null_mut();
        // SAFETY: two options with their values (a writable buffer of LOG_BYTES bytes and its
        // size), which outlive the link state (destroyed below); `state` is an out-parameter.
        let status = unsafe {
            sys::cuLinkCreate_v2(
                options.len() as c_uint,
                options.as_mut_ptr(),
                values.as_mut_ptr(),
                &mut state,
            )
        };
        self.context().check("cuLinkCreate", status)?;
        let name = c"gpujit.ptx";
        let result = (|| {
            // SAFETY: `state` is live; the PTX is NUL-terminated and `len` counts the NUL as
            // the driver expects for text input; no per-input options.
            let status = unsafe {
                sys::cuLinkAddData_v2(
                    state,
                    CUjitInputType::CU_JIT_INPUT_PTX,
                    text.as_ptr() as *mut c_void,
                    text.as_bytes_with_nul().len(),
                    name.as_ptr() as *const c_char,
                    0,
                    std::ptr::null_mut(),
                    std::ptr::null_mut(),
                )
            };
            if status != CUresult::CUDA_SUCCESS {
                return Err(link_error(status, &log, ptx));
            }
            let (mut cubin, mut size): (*mut c_void, usize) = (std::ptr::null_mut(), 0);
            // SAFETY: `state` is live; both out-parameters are writable.
            let status = unsafe { sys::cuLinkComplete(state, &mut cubin, &mut size) };
            if status != CUresult::CUDA_SUCCESS || cubin.is_null() {
                return Err(link_error(status, &log, ptx));
            }
            // SAFETY: the driver returned `size` readable bytes that live until cuLinkDestroy.
            Ok(unsafe { std::slice::from_raw_parts(cubin.cast::<u8>(), size) }.to_vec())
        })();
        // SAFETY: `state` came from cuLinkCreate and is destroyed exactly once.
        let destroyed = unsafe { sys::cuLinkDestroy(state) };
        let bytes = result?;
        self.context().check("cuLinkDestroy", destroyed)?;
        Ok(Image {
            format: ImageFormat::Cubin,
            arch: self.info_arch(),
            bytes,
            kernels: ptx.kernels.clone(),
            refused: ptx.refused.clone(),
            // The variants stay PTX, for the driver to compile when a launch first needs
            // them.
            coarse: ptx.coarse.clone(),
        })
    }

    fn info_arch(&self) -> String {
        use gpujit_device::Device;
        self.info().arch.clone()
    }
}

/// The SM a cubin was compiled for, from its ELF header's `e_flags`
/// (see [`crate::codegen::cubin_sm`]); `None` when `bytes` is not an ELF64
/// header.
pub fn cubin_arch(bytes: &[u8]) -> Option<u32> {
    if bytes.len() < 64 || &bytes[..4] != b"\x7fELF" || bytes[4] != 2 || bytes[5] != 1 {
        return None;
    }
    let e_flags = u32::from_le_bytes([bytes[48], bytes[49], bytes[50], bytes[51]]);
    Some(crate::codegen::cubin_sm(e_flags))
}

/// Whether a cubin for `sm_{cubin}` runs on a device of `sm_{device}`: CUDA
/// machine code runs on its own major architecture at the same or a later
/// minor revision (`sm_80` code on `sm_86`, never `sm_86` code on `sm_80` or
/// `sm_90` code on `sm_100`).
pub fn cubin_runs_on(cubin: u32, device: u32) -> bool {
    cubin / 10 == device / 10 && cubin % 10 <= device % 10
}

/// Checks, before the driver sees it, that the cubin `bytes` was compiled for
/// an SM that a device of `device_arch` (`sm_80`) runs. A mismatch is
/// [`Error::ArchMismatch`] naming both; bytes without an ELF64 header are left
/// to the header checks of the load.
pub fn check_cubin_arch(bytes: &[u8], device_arch: &str) -> Result<()> {
    let Some(sm) = cubin_arch(bytes) else {
        return Ok(());
    };
    let device = device_arch
        .strip_prefix("sm_")
        .map(|d| d.trim_end_matches(|c: char| c.is_ascii_alphabetic()))
        .and_then(|d| d.parse::<u32>().ok());
    match device {
        Some(device) if cubin_runs_on(sm, device) => Ok(()),
        _ => Err(Error::ArchMismatch {
            backend: Backend::Cuda,
            format: ImageFormat::Cubin.to_string(),
            image_arch: format!("sm_{sm}"),
            device_arch: device_arch.to_string(),
            hint: format!(
                "cubins run only on their own major architecture at the same or a later minor \
                 revision; gpujit compiles {} for this device: load the PTX, or link it for \
                 this device with CudaDevice::link_cubin",
                device.map_or_else(
                    || "nothing".to_string(),
                    |d| crate::codegen::arch_for_device(d / 10, d % 10)
                )
            ),
        }),
    }
}

fn link_error(status: CUresult, log: &[u8], ptx: &Image) -> Error {
    let end = log.iter().position(|&b| b == 0).unwrap_or(log.len());
    let text = crate::cuda::status_text(status);
    Error::ModuleLoad {
        backend: Backend::Cuda,
        module: ptx
            .kernels
            .iter()
            .map(|k| k.name.as_str())
            .collect::<Vec<_>>()
            .join(", "),
        status: format!(
            "cuLink returned {} ({}): {}",
            text.name, status as i64, text.message
        ),
        log: String::from_utf8_lossy(&log[..end]).into_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::{check_cubin_arch, cubin_arch, cubin_runs_on};
    use crate::device::tests::{SAXPY_PTX, ptx, require_gpu, saxpy_signature};
    use gpujit_device::{Device, DeviceExt, Error, ImageFormat, LaunchConfig};

    /// The 64-byte ELF64 header of a cubin (`EM_CUDA`) with `e_flags`.
    fn cubin_header(e_flags: u32) -> Vec<u8> {
        let mut h = vec![0u8; 64];
        h[..4].copy_from_slice(b"\x7fELF");
        h[4] = 2; // ELFCLASS64
        h[5] = 1; // little-endian
        h[6] = 1;
        h[18..20].copy_from_slice(&190u16.to_le_bytes());
        h[48..52].copy_from_slice(&e_flags.to_le_bytes());
        h
    }

    #[test]
    fn the_cubin_sm_is_checked_against_the_device_before_loading() {
        // CUDA 12 layout: SM in bits 8-15; older: the low byte.
        let sm90 = cubin_header(0x0600_5a04);
        let sm80 = cubin_header(0x0050_0550);
        let sm86 = cubin_header(0x0056_0556);
        assert_eq!(cubin_arch(&sm90), Some(90));
        assert_eq!(cubin_arch(&sm80), Some(80));
        assert_eq!(cubin_arch(&sm86), Some(86));
        assert_eq!(cubin_arch(b"\x7fELF"), None);

        check_cubin_arch(&sm90, "sm_90").unwrap();
        check_cubin_arch(&sm80, "sm_86").unwrap();
        check_cubin_arch(&sm86, "sm_86").unwrap();
        for (cubin, device) in [(&sm90, "sm_80"), (&sm86, "sm_80"), (&sm90, "sm_100")] {
            match check_cubin_arch(cubin, device) {
                Err(e @ Error::ArchMismatch { .. }) => {
                    let text = e.to_string();
                    let sm = cubin_arch(cubin).unwrap();
                    assert!(
                        text.contains(&format!("cubin for sm_{sm}"))
                            && text.contains(&format!("this {device} device"))
                            && text.contains(&format!("gpujit compiles {device} for this device")),
                        "{text}"
                    );
                }
                other => panic!("sm_{:?} on {device}: {other:?}", cubin_arch(cubin)),
            }
        }
        // A device name that is not an SM refuses every cubin.
        assert!(check_cubin_arch(&sm90, "gfx942").is_err());
        // Not an ELF header: the load's own header checks report it.
        check_cubin_arch(b"not a cubin", "sm_90").unwrap();
    }

    #[test]
    fn binary_compatibility_follows_major_and_minor() {
        assert!(cubin_runs_on(80, 80) && cubin_runs_on(80, 86) && cubin_runs_on(80, 89));
        assert!(!cubin_runs_on(86, 80) && !cubin_runs_on(80, 90) && !cubin_runs_on(90, 100));
        assert!(cubin_runs_on(100, 103) && !cubin_runs_on(120, 100));
    }

    #[test]
    #[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
    fn ptx_links_into_a_cubin_that_loads_and_runs() {
        let dev = require_gpu();
        let cubin = dev
            .link_cubin(&ptx(SAXPY_PTX, vec![saxpy_signature()]))
            .unwrap();
        assert_eq!(cubin.format, ImageFormat::Cubin);
        assert_eq!(&cubin.bytes[..4], b"\x7fELF");
        assert_eq!(
            u16::from_le_bytes([cubin.bytes[18], cubin.bytes[19]]),
            190,
            "EM_CUDA"
        );
        let k = dev.load(&cubin).unwrap().kernel("saxpy").unwrap();
        let n = 1000usize;
        let x = dev
            .upload(&(0..n).map(|i| i as f32).collect::<Vec<_>>())
            .unwrap();
        let y = dev.upload(&vec![1.0f32; n]).unwrap();
        dev.launch(
            &k,
            &LaunchConfig::for_elems(n, 128),
            &[3.0f32.into(), (&x).into(), (&y).into(), (n as u32).into()],
        )
        .unwrap();
        let got = dev.download(&y).unwrap();
        assert!(
            got.iter()
                .enumerate()
                .all(|(i, v)| *v == 3.0 * i as f32 + 1.0)
        );
        let bad = ptx(
            ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry broken() { frobnicate; }\n",
            vec![],
        );
        let err = dev.link_cubin(&bad).unwrap_err();
        assert!(
            matches!(err, gpujit_device::Error::ModuleLoad { .. }),
            "{err}"
        );
        assert!(
            err.to_string().contains("frobnicate"),
            "the log names the problem: {err}"
        );
    }
}

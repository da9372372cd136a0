//! `__managed__` variables.
//!
//! A `__managed__` variable lives in host memory: in a program built by
//! `gpujit cc`, its host shadow (the program's own static storage, which
//! registration filled with the variable's initial value); in one built by
//! nvcc, pages the runtime allocated at registration, holding the initial
//! value from the PTX, whose address it wrote into the host half's pointer
//! to the variable. When a translation unit's module is loaded on a device,
//! the pages holding its variables are mapped into that device at their own
//! address ([`Device::map_host`]) and the pointer the device code reaches
//! each variable through (a module variable of the variable's name, see
//! `gpujit_cuda::ManagedVariable` and `PtxModule::managed_variables`) is set
//! to it. The program and its kernels then use one object, as CUDA's managed
//! memory promises; as with `cudaMallocManaged` memory here, pages never
//! migrate.
//!
//! [`Device::map_host`]: gpujit_device::Device::map_host

use std::ptr::NonNull;

use crate::error::{Failure, Result, cudaErrorInvalidSymbol, cudaErrorNotSupported, fail};
use crate::register::registry;
use crate::state::{DeviceState, lock};

/// The granule mappings are made in: pinning (CUDA's `cuMemHostRegister`)
/// works on whole pages, and two mappings must not share one.
const PAGE: u64 = 4096;

/// Storage for an nvcc-built `__managed__` variable of `size` bytes
/// starting with `init`: whole zeroed pages of its own, kept for the
/// process's life (as the static storage of `gpujit cc`'s variables is).
/// `None` when memory is exhausted.
pub(crate) fn storage(size: usize, init: &[u8]) -> Option<usize> {
    let bytes = size.max(1).checked_next_multiple_of(PAGE as usize)?;
    let layout = std::alloc::Layout::from_size_align(bytes, PAGE as usize).ok()?;
    // SAFETY: the layout's size is not zero.
    let p = unsafe { std::alloc::alloc_zeroed(layout) };
    if p.is_null() {
        return None;
    }
    // SAFETY: `p` holds `bytes` ≥ `size` bytes, and at most `size` are copied.
    unsafe { std::ptr::copy_nonoverlapping(init.as_ptr(), p, init.len().min(size)) };
    Some(p as usize)
}

/// Maps the pages of `host..host + size` not mapped yet into `d`.
fn map_pages(d: &DeviceState, host: usize, size: usize) -> Result<()> {
    let start = host as u64 / PAGE * PAGE;
    let end = (host as u64 + size.max(1) as u64).div_ceil(PAGE) * PAGE;
    let mut memory = lock(&d.memory);
    let mut at = start;
    while at < end {
        // The mapping holding `at`, if any: go past it.
        if let Some((base, m)) = memory.managed_vars.range(..=at).next_back()
            && at < base + m.len() as u64
        {
            at = base + m.len() as u64;
            continue;
        }
        // The run of unmapped pages from `at`: up to the next mapping or `end`.
        let next = memory
            .managed_vars
            .range(at..)
            .next()
            .map_or(end, |(b, _)| *b)
            .min(end);
        let Some(ptr) = NonNull::new(at as *mut u8) else {
            return fail(
                cudaErrorInvalidSymbol,
                "a __managed__ variable at address 0",
            );
        };
        // SAFETY: the pages hold the program's static storage (the shadows of its
        // `__managed__` variables), which lives as long as the process; the mapping is
        // dropped before the device is reset.
        let mapping = unsafe { d.dev().map_host(ptr, (next - at) as usize) }.map_err(|e| {
            Failure::new(
                cudaErrorNotSupported,
                format!(
                    "__managed__ variables at {host:#x} cannot be mapped into {}: {e}",
                    d.spec
                ),
            )
        })?;
        crate::managed::at_own_address(d, at, mapping.addr(), "__managed__ variables")?;
        memory.managed_vars.insert(at, mapping);
        at = next;
    }
    Ok(())
}

/// Places the `__managed__` variables of translation unit `binary` for
/// `module`, just loaded on `d`: maps their storage and sets the pointers
/// its device code reads.
pub(crate) fn place(d: &DeviceState, binary: usize, module: &gpujit::Module) -> Result<()> {
    let vars = registry().managed_of(binary);
    if vars.is_empty() {
        return Ok(());
    }
    if !d.dev().capabilities().unified_addressing {
        return fail(
            cudaErrorNotSupported,
            format!(
                "__managed__ variable {} cannot live on {}, which has no unified addressing in \
                 gpujit (its kernels cannot reach host memory at the host's address)",
                vars[0].0.name, d.spec
            ),
        );
    }
    for (var, storage) in vars {
        map_pages(d, storage.host, storage.size)?;
        let slot = d.dev().module_global(module, &var.name).map_err(|e| {
            Failure::new(
                cudaErrorInvalidSymbol,
                format!(
                    "__managed__ variable {}: its pointer in the device code on {}: {e}",
                    var.name, d.spec
                ),
            )
        })?;
        if slot.len() != 8 {
            return fail(
                cudaErrorInvalidSymbol,
                format!(
                    "__managed__ variable {}: the device code's pointer to it is {} bytes, not 8 \
                     (device code that does not read it through a pointer)",
                    var.name,
                    slot.len()
                ),
            );
        }
        let addr = (storage.host as u64).to_le_bytes();
        // SAFETY: `slot` is this device's module variable of 8 bytes; no kernel of the
        // module has run yet (it was just loaded), so nothing reads it meanwhile.
        unsafe { d.dev().write_raw(&slot, 0, &addr) }.map_err(|e| {
            d.device_error(&format!("setting __managed__ variable {}", var.name), e)
        })?;
    }
    Ok(())
}

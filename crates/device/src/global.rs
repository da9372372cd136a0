//! Module variables: CUDA's `__constant__` and `__device__` variables (and HIP's), by
//! name, as `cudaMemcpyToSymbol` / `cuModuleGetGlobal` / `hipModuleGetGlobal` reach them.

use std::collections::BTreeMap;
use std::sync::Arc;

use crate::{DeviceId, DeviceMemory, Error, MemoryOwner, Module, Result};

/// A module variable of a loaded [`Module`]: its name and its memory on the device
/// ([`DeviceExt::global`](crate::DeviceExt::global) returns one). The memory keeps the
/// module loaded; it is not freed on its own.
pub struct Global {
    name: String,
    memory: DeviceMemory,
}

impl Global {
    /// Wraps the memory a backend found for variable `name`.
    pub fn new(name: &str, memory: DeviceMemory) -> Global {
        Global {
            name: name.to_string(),
            memory,
        }
    }

    /// The variable's symbol.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Its size in bytes.
    pub fn size(&self) -> usize {
        self.memory.len()
    }

    /// Its memory: a range of the module's own memory on the device.
    pub fn memory(&self) -> &DeviceMemory {
        &self.memory
    }
}

impl std::fmt::Debug for Global {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Global({}, {} bytes at {:#x} of {})",
            self.name,
            self.size(),
            self.memory.addr(),
            self.memory.device()
        )
    }
}

/// Keeps a module loaded while memory of one of its variables is held, and frees
/// nothing: the variable goes with the module.
struct ModuleVariable(#[allow(dead_code)] Module);

impl MemoryOwner for ModuleVariable {
    fn free(&self, _addr: u64, _bytes: usize) {}
}

/// The memory of a variable of `module` at `addr`, `bytes` long, for a backend's
/// [`Device::module_global`](crate::Device::module_global).
///
/// # Safety
/// `addr..addr + bytes` must be the variable's storage in `module`, which `device`
/// loaded: memory the device's `*_raw` methods read and write, valid while the module
/// is loaded (the returned memory keeps it loaded).
pub unsafe fn module_variable(
    device: DeviceId,
    module: &Module,
    addr: u64,
    bytes: usize,
) -> DeviceMemory {
    let owner: Arc<dyn MemoryOwner> = Arc::new(ModuleVariable(module.clone()));
    // SAFETY: the caller's contract; the owner keeps the module (and so the storage)
    // alive and never frees the range itself.
    unsafe { DeviceMemory::new(device, addr, bytes, owner) }
}

/// The variables a loaded module defines, for a backend that reads them from
/// the image itself (the host's JIT, the emulator's code objects): name →
/// device address and size.
#[derive(Debug, Default, Clone)]
pub struct ModuleVariables(pub BTreeMap<String, (u64, usize)>);

impl ModuleVariables {
    /// The memory of variable `name` of `module` on `device`, or
    /// [`Error::UnknownGlobal`] listing the variables there are.
    ///
    /// # Safety
    /// Each entry must be the variable's storage in `module`, which `device`
    /// loaded, as [`module_variable`] requires.
    pub unsafe fn find(
        &self,
        device: &DeviceId,
        module: &Module,
        name: &str,
    ) -> Result<DeviceMemory> {
        let Some(&(addr, size)) = self.0.get(name) else {
            return Err(Error::UnknownGlobal {
                name: name.to_string(),
                module: format!("{module:?}"),
                known: self.0.keys().cloned().collect(),
            });
        };
        // SAFETY: the caller's contract.
        Ok(unsafe { module_variable(device.clone(), module, addr, size) })
    }

    /// The entry of `name`, if the module has it.
    pub fn get(&self, name: &str) -> Option<(u64, usize)> {
        self.0.get(name).copied()
    }
}

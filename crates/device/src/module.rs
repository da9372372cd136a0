//! Loaded code: [`Module`]s and their [`Kernel`]s.

use std::any::Any;
use std::fmt;
use std::sync::Arc;

use crate::{Backend, DeviceId, Error, KernelSignature, Result};

pub(crate) fn find_kernel<'a>(
    kernels: &'a [KernelSignature],
    name: &str,
) -> Result<&'a KernelSignature> {
    kernels
        .iter()
        .find(|k| k.name == name)
        .ok_or_else(|| Error::UnknownKernel {
            name: name.to_string(),
            available: kernels.iter().map(|k| k.name.clone()).collect(),
        })
}

/// Backend side of a loaded module. Dropping the last handle unloads it.
pub trait ModuleImpl: Send + Sync {
    /// For the backend to reach its own type in `launch`.
    fn as_any(&self) -> &dyn Any;
}

/// A loaded module: kernels ready to launch on the device that loaded it
/// ([`Module::device`]).
#[derive(Clone)]
pub struct Module {
    inner: Arc<dyn ModuleImpl>,
    kernels: Arc<[KernelSignature]>,
    device: DeviceId,
}

impl Module {
    /// Wraps a backend's loaded module with the signatures of its kernels; `device` is the
    /// device that loaded it, the only one that launches its kernels.
    pub fn new(
        device: DeviceId,
        inner: Arc<dyn ModuleImpl>,
        kernels: Vec<KernelSignature>,
    ) -> Self {
        Module {
            inner,
            kernels: kernels.into(),
            device,
        }
    }

    /// The device that loaded the module.
    pub fn device(&self) -> &DeviceId {
        &self.device
    }

    /// Backend the module was loaded on.
    pub fn backend(&self) -> Backend {
        self.device.backend()
    }

    /// Signatures of every kernel in the module.
    pub fn kernels(&self) -> &[KernelSignature] {
        &self.kernels
    }

    /// A handle to the kernel `name`; an unknown name lists the ones present.
    pub fn kernel(&self, name: &str) -> Result<Kernel> {
        let sig = find_kernel(&self.kernels, name)?;
        let index = self
            .kernels
            .iter()
            .position(|k| std::ptr::eq(k, sig))
            .unwrap_or(0);
        Ok(Kernel {
            module: self.clone(),
            index,
        })
    }

    /// The backend's module object.
    pub fn inner(&self) -> &dyn ModuleImpl {
        self.inner.as_ref()
    }
}

impl fmt::Debug for Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.kernels.iter().map(|k| k.name.as_str()).collect();
        write!(f, "Module({}, {names:?})", self.device)
    }
}

/// A kernel of a loaded module. Keeps its module loaded.
#[derive(Clone, Debug)]
pub struct Kernel {
    module: Module,
    index: usize,
}

impl Kernel {
    /// Kernel name.
    pub fn name(&self) -> &str {
        &self.signature().name
    }

    /// Parameter list.
    pub fn signature(&self) -> &KernelSignature {
        &self.module.kernels[self.index]
    }

    /// Index of the kernel within its module.
    pub fn index(&self) -> usize {
        self.index
    }

    /// The module that holds it.
    pub fn module(&self) -> &Module {
        &self.module
    }

    /// The device that loaded it.
    pub fn device(&self) -> &DeviceId {
        self.module.device()
    }
}

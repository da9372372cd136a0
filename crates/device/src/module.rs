//! Loaded code: [`Module`]s and their [`Kernel`]s.

use std::any::Any;
use std::fmt;
use std::sync::Arc;

use crate::{Backend, DeviceId, Error, Image, KernelSignature, RefusedKernel, Result};

/// The signature of kernel `name`: [`Error::KernelRefused`] when it is among
/// `refused`, [`Error::UnknownKernel`] when it is nowhere.
pub(crate) fn find_kernel<'a>(
    kernels: &'a [KernelSignature],
    refused: &[RefusedKernel],
    name: &str,
) -> Result<&'a KernelSignature> {
    if let Some(k) = kernels.iter().find(|k| k.name == name) {
        return Ok(k);
    }
    if let Some(r) = refused.iter().find(|r| r.name == name) {
        return Err(Error::KernelRefused {
            name: r.name.clone(),
            reason: r.reason.clone(),
        });
    }
    Err(Error::UnknownKernel {
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
    refused: Arc<[RefusedKernel]>,
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
            refused: Arc::new([]),
            device,
        }
    }

    /// Wraps a backend's loaded `image` ([`Module::new`] with its kernels),
    /// keeping the kernels it refused ([`Image::refused`]) so that asking for
    /// one says why it is not there.
    pub fn for_image(device: DeviceId, inner: Arc<dyn ModuleImpl>, image: &Image) -> Self {
        Module::new(device, inner, image.kernels.clone()).with_refused(image.refused.clone())
    }

    /// This module with `refused` as the kernels of its source that were not
    /// compiled: [`Module::kernel`] of one of them is [`Error::KernelRefused`].
    pub fn with_refused(mut self, refused: Vec<RefusedKernel>) -> Self {
        self.refused = refused.into();
        self
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

    /// The kernels of the module's source that were refused when it was
    /// compiled (lifted or translated one by one, see [`Image::refused`]), each
    /// with its reason.
    pub fn refused(&self) -> &[RefusedKernel] {
        &self.refused
    }

    /// A handle to the kernel `name`; an unknown name lists the ones present,
    /// and a refused kernel ([`Module::refused`]) is [`Error::KernelRefused`]
    /// with its reason.
    pub fn kernel(&self, name: &str) -> Result<Kernel> {
        let sig = find_kernel(&self.kernels, &self.refused, name)?;
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
        write!(f, "Module({}, {names:?}", self.device)?;
        if !self.refused.is_empty() {
            let refused: Vec<&str> = self.refused.iter().map(|k| k.name.as_str()).collect();
            write!(f, ", refused {refused:?}")?;
        }
        f.write_str(")")
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

//! Loaded code: [`Module`]s and their [`Kernel`]s.

use std::any::Any;
use std::fmt;
use std::sync::Arc;

use crate::{
    Backend, DeviceId, Error, Image, KernelArg, KernelSignature, LaunchConfig, RefusedKernel,
    Result,
};

/// Suffix of a coarsened variant's name. A compiler may add, after a module's
/// kernels, a variant of kernel `k` named `k` + this suffix that takes one more `u32`
/// parameter, the grid's x extent as launched, and in which block `b` does the work of
/// blocks `COARSE_FACTOR·b ..` of that grid (`gpujit_ir::coarsen`). Backends launch it
/// in place of the kernel for large grids ([`Kernel::coarsened`]); [`Module::kernels`]
/// does not list it.
pub const COARSE_SUFFIX: &str = "__gpujit_coarse4";

/// Blocks of the launched grid that one block of a coarsened variant runs.
pub const COARSE_FACTOR: u32 = 4;

/// Coarsened blocks per multiprocessor below which a launch keeps the kernel as
/// written: a grid that does not fill the device several times over gains nothing.
const COARSE_MIN_BLOCKS_PER_MULTIPROCESSOR: u32 = 8;

/// For each kernel of `kernels`, the index of its coarsened variant.
fn variants(kernels: &[KernelSignature]) -> Vec<Option<usize>> {
    let mut out = vec![None; kernels.len()];
    for (vi, v) in kernels.iter().enumerate() {
        let Some(base) = v.name.strip_suffix(COARSE_SUFFIX) else {
            continue;
        };
        let of = kernels.iter().position(|k| {
            k.name == base
                && v.params.len() == k.params.len() + 1
                && v.params[..k.params.len()] == k.params[..]
        });
        if let Some(k) = of {
            out[k] = Some(vi);
        }
    }
    out
}

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
    /// Kernels before the first coarsened variant: those that are listed.
    listed: usize,
    /// Each kernel's coarsened variant.
    variants: Arc<[Option<usize>]>,
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
        let variants = variants(&kernels);
        let listed = variants
            .iter()
            .flatten()
            .copied()
            .min()
            .unwrap_or(kernels.len());
        Module {
            inner,
            kernels: kernels.into(),
            listed,
            variants: variants.into(),
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

    /// Signatures of every kernel in the module (coarsened variants, which the
    /// backends launch in their kernel's place, are not listed).
    pub fn kernels(&self) -> &[KernelSignature] {
        &self.kernels[..self.listed]
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
        let sig = find_kernel(self.kernels(), &self.refused, name)?;
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

    /// The coarsened variant of this kernel ([`COARSE_SUFFIX`]), when its module
    /// holds one.
    pub fn coarse_variant(&self) -> Option<Kernel> {
        let index = (*self.module.variants.get(self.index)?)?;
        Some(Kernel {
            module: self.module.clone(),
            index,
        })
    }

    /// The launch a backend makes in place of launching this kernel with `cfg` and
    /// `args` on a device of `multiprocessors`: its coarsened variant on a grid
    /// [`COARSE_FACTOR`] times narrower in x, with the grid's x extent appended to the
    /// arguments. `None` (launch the kernel as asked) when the kernel has no variant or
    /// the narrower grid would have fewer than 8 blocks per multiprocessor.
    pub fn coarsened<'a>(
        &self,
        cfg: &LaunchConfig,
        args: &[KernelArg<'a>],
        multiprocessors: u32,
    ) -> Option<(Kernel, LaunchConfig, Vec<KernelArg<'a>>)> {
        let variant = self.coarse_variant()?;
        let narrow = cfg.grid.x.div_ceil(COARSE_FACTOR);
        if narrow < COARSE_MIN_BLOCKS_PER_MULTIPROCESSOR.saturating_mul(multiprocessors.max(1)) {
            return None;
        }
        let mut coarse = *cfg;
        coarse.grid.x = narrow;
        let mut all = Vec::with_capacity(args.len() + 1);
        all.extend_from_slice(args);
        all.push(KernelArg::from(cfg.grid.x));
        Some((variant, coarse, all))
    }
}

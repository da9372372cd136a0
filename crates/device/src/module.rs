//! Loaded code: [`Module`]s and their [`Kernel`]s.

use std::any::Any;
use std::fmt;
use std::sync::{Arc, OnceLock};

use crate::{
    Backend, DeviceId, Error, Image, KernelArg, KernelSignature, LaunchConfig, RefusedKernel,
    Result,
};

/// Suffix of a coarsened variant's name. A compiler may give an image a second image
/// ([`Image::coarse`]) with, for kernel `k`, a variant named `k` + this suffix that
/// takes one more `u32` parameter, the grid's x extent as launched, and in which block
/// `b` does the work of blocks `COARSE_FACTOR·b ..` of that grid
/// (`gpujit_ir::coarsen`). Backends launch it in place of the kernel for large grids
/// ([`Kernel::coarsened`]); [`Module::kernels`] does not list it.
pub const COARSE_SUFFIX: &str = "__gpujit_coarse4";

/// Blocks of the launched grid that one block of a coarsened variant runs.
pub const COARSE_FACTOR: u32 = 4;

/// Coarsened blocks per multiprocessor below which a launch keeps the kernel as
/// written: a grid that does not fill the device several times over gains nothing.
const COARSE_MIN_BLOCKS_PER_MULTIPROCESSOR: u32 = 8;

/// For each kernel of `kernels`, the index of its coarsened variant among `variants`.
fn variants(kernels: &[KernelSignature], variants: &[KernelSignature]) -> Vec<Option<usize>> {
    let mut out = vec![None; kernels.len()];
    for (vi, v) in variants.iter().enumerate() {
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

/// A module's coarsened variants ([`Image::coarse`]): their image, loaded at the
/// first launch that uses one of them.
struct Coarse {
    image: Image,
    /// For each kernel of the module, the index of its variant in `image`.
    of: Vec<Option<usize>>,
    /// The loaded image, or why it could not be loaded.
    loaded: OnceLock<std::result::Result<Module, String>>,
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
    /// The coarsened variants of its kernels, where its image has them.
    coarse: Option<Arc<Coarse>>,
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
            coarse: None,
            refused: Arc::new([]),
            device,
        }
    }

    /// Wraps a backend's loaded `image` ([`Module::new`] with its kernels),
    /// keeping the kernels it refused ([`Image::refused`]) so that asking for
    /// one says why it is not there, and its coarsened variants
    /// ([`Image::coarse`]) for [`Kernel::coarsened`] to load when a launch first
    /// uses one.
    pub fn for_image(device: DeviceId, inner: Arc<dyn ModuleImpl>, image: &Image) -> Self {
        let mut m =
            Module::new(device, inner, image.kernels.clone()).with_refused(image.refused.clone());
        m.coarse = image.coarse.as_deref().and_then(|c| {
            let of = variants(&image.kernels, &c.kernels);
            of.iter().any(Option::is_some).then(|| {
                Arc::new(Coarse {
                    image: c.clone(),
                    of,
                    loaded: OnceLock::new(),
                })
            })
        });
        m
    }

    /// Whether the image of this module's coarsened variants has been loaded: by
    /// the first launch that used one ([`Kernel::coarsened`]).
    pub fn coarse_loaded(&self) -> bool {
        self.coarse
            .as_ref()
            .is_some_and(|c| matches!(c.loaded.get(), Some(Ok(_))))
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
    /// backends launch in their kernel's place, are not among them).
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

    /// The signature of this kernel's coarsened variant ([`COARSE_SUFFIX`]), when its
    /// module has one.
    pub fn coarse_variant(&self) -> Option<&KernelSignature> {
        let c = self.module.coarse.as_deref()?;
        c.image.kernels.get((*c.of.get(self.index)?)?)
    }

    /// The launch a backend makes in place of launching this kernel with `cfg` and
    /// `args` on a device of `multiprocessors`: its coarsened variant on a grid
    /// [`COARSE_FACTOR`] times narrower in x, with the grid's x extent appended to the
    /// arguments. `None` (launch the kernel as asked) when the kernel has no variant or
    /// the narrower grid would have fewer than 8 blocks per multiprocessor.
    ///
    /// The first such launch of any kernel of the module loads the variants' image
    /// with `load` (the backend's [`Device::load`](crate::Device::load)); a failure
    /// is an error of this launch and of every later one that would use a variant.
    pub fn coarsened<'a>(
        &self,
        cfg: &LaunchConfig,
        args: &[KernelArg<'a>],
        multiprocessors: u32,
        load: impl FnOnce(&Image) -> Result<Module>,
    ) -> Result<Option<(Kernel, LaunchConfig, Vec<KernelArg<'a>>)>> {
        let Some(c) = self.module.coarse.as_deref() else {
            return Ok(None);
        };
        let Some(&Some(index)) = c.of.get(self.index) else {
            return Ok(None);
        };
        let narrow = cfg.grid.x.div_ceil(COARSE_FACTOR);
        if narrow < COARSE_MIN_BLOCKS_PER_MULTIPROCESSOR.saturating_mul(multiprocessors.max(1)) {
            return Ok(None);
        }
        let loaded = c
            .loaded
            .get_or_init(|| load(&c.image).map_err(|e| e.to_string()));
        let module = match loaded {
            Ok(m) => m.clone(),
            Err(e) => {
                return Err(Error::ModuleLoad {
                    backend: self.module.backend(),
                    module: format!("the coarsened variant of {}", self.name()),
                    status: e.clone(),
                    log: "compiling with CompileOptions::no_coarsening leaves the kernels \
                          without variants"
                        .into(),
                });
            }
        };
        let mut coarse = *cfg;
        coarse.grid.x = narrow;
        let mut all = Vec::with_capacity(args.len() + 1);
        all.extend_from_slice(args);
        all.push(KernelArg::from(cfg.grid.x));
        Ok(Some((Kernel { module, index }, coarse, all)))
    }
}

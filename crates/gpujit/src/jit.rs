//! `Jit`: a device with a compile cache, safe to share between threads.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use gpujit_device::{Device, Image, Module};

use crate::cache::{self, Cache};
use crate::{CompileOptions, PortableModule, Result, Target};

/// Compiles for one device through a [`Cache`] and loads the results. On
/// NVIDIA the PTX is linked into a cubin for the device before it is cached,
/// so a later process loads machine code without running the PTX JIT.
///
/// ```
/// let jit = gpujit::Jit::new(gpujit::open("host")?, gpujit::cache::Cache::new(None, 0, 16))?;
/// let m = gpujit::kernels::saxpy::module()?;
/// let first = jit.load(&m)?;
/// let again = jit.load(&m)?;                 // compiled once
/// assert_eq!(jit.cache().stats().memory_hits, 1);
/// assert_eq!(first.kernels(), again.kernels());
/// # Ok::<(), gpujit::Error>(())
/// ```
pub struct Jit {
    device: Arc<dyn Device>,
    cache: Arc<Cache>,
    target: Target,
    opts: CompileOptions,
    extra: String,
    linker: CubinLinker,
}

/// What links NVIDIA PTX into the cubin a [`Jit`] caches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum CubinLinker {
    /// The CUDA driver's JIT linker (`cuLink*`), always present.
    #[default]
    Driver,
    /// NVIDIA's nvJitLink library, when installed (see
    /// [`gpujit_nvptx::nvjitlink`]); its links run in parallel.
    NvJitLink,
}

impl Jit {
    /// A JIT for `device` caching in `cache`.
    pub fn new(device: Box<dyn Device>, cache: Cache) -> Result<Jit> {
        let device: Arc<dyn Device> = Arc::from(device);
        let (target, opts, mut extra) = crate::options_for(device.as_ref())?;
        if target == Target::Nvptx {
            // NVIDIA images are cached as cubins linked for this device.
            extra.push_str(" cubin");
        }
        Ok(Jit {
            device,
            cache: Arc::new(cache),
            target,
            opts,
            extra,
            linker: CubinLinker::Driver,
        })
    }

    /// This JIT linking NVIDIA cubins with `linker`. nvJitLink must be
    /// present, and the device a CUDA device; the PTX ISA is the newest both
    /// the driver and nvJitLink read, and the cache keys name the linker.
    pub fn with_cubin_linker(mut self, linker: CubinLinker) -> Result<Jit> {
        if linker == CubinLinker::NvJitLink {
            if self.target != Target::Nvptx {
                return Err(crate::Error::Device(gpujit_device::Error::Unsupported {
                    backend: self.device.info().backend,
                    what: "nvJitLink links cubins for CUDA devices only".into(),
                }));
            }
            let lib = gpujit_nvptx::nvjitlink::NvJitLink::get().map_err(|e| {
                crate::Error::Device(gpujit_device::Error::LibraryNotFound {
                    backend: gpujit_device::Backend::Cuda,
                    library: gpujit_nvptx::nvjitlink::LIBRARY.into(),
                    tried: e.tried,
                    reason: e.reason,
                })
            })?;
            if let Some((major, minor)) = lib.version() {
                let isa = gpujit_nvptx::codegen::ptx_for_driver((major * 1000 + minor * 10) as i32);
                self.opts.ptx_version = Some(self.opts.ptx_version.map_or(isa, |v| v.min(isa)));
            }
            self.extra = format!("{} nvjitlink {:?}", self.extra, lib.version());
        }
        self.linker = linker;
        Ok(self)
    }

    /// The cubin linker in use.
    pub fn cubin_linker(&self) -> CubinLinker {
        self.linker
    }

    /// The device.
    pub fn device(&self) -> &dyn Device {
        self.device.as_ref()
    }

    /// The device, shared.
    pub fn device_arc(&self) -> Arc<dyn Device> {
        self.device.clone()
    }

    /// The cache.
    pub fn cache(&self) -> &Cache {
        &self.cache
    }

    /// The cache key of `module` compiled for this device.
    pub fn key(&self, module: &PortableModule) -> cache::Key {
        cache::key(module, self.target, &self.opts, &self.extra)
    }

    /// The cached image holding `module`'s kernels, if any, and the key it is
    /// stored under (a batch's, when `module` was compiled in one); nothing
    /// is compiled.
    pub fn cached(&self, module: &PortableModule) -> Option<(cache::Key, Arc<Image>)> {
        self.cache.get_linked(&self.key(module))
    }

    /// The compiled image of `module` for this device, from the cache when it
    /// holds one.
    pub fn compile(&self, module: &PortableModule) -> Result<Arc<Image>> {
        let key = self.key(module);
        if let Some(img) = self.cache.get(&key) {
            tracing::debug!(module = module.name(), key = %key.hex(), "cache hit");
            return Ok(img);
        }
        let _span =
            tracing::debug_span!("gpujit.compile", module = module.name(), target = %self.target)
                .entered();
        let mut c = crate::compile(module, self.target, &self.opts)?;
        if let Some(cuda) = self
            .device
            .as_any()
            .downcast_ref::<gpujit_nvptx::CudaDevice>()
        {
            let t = std::time::Instant::now();
            c.image = match self.linker {
                CubinLinker::Driver => cuda.link_cubin(&c.image)?,
                CubinLinker::NvJitLink => gpujit_nvptx::nvjitlink::NvJitLink::get()
                    .map_err(|e| gpujit_device::Error::LibraryNotFound {
                        backend: gpujit_device::Backend::Cuda,
                        library: gpujit_nvptx::nvjitlink::LIBRARY.into(),
                        tried: e.tried,
                        reason: e.reason,
                    })?
                    .link_ptx(&c.image, &self.device.info().arch)?,
            };
            c.times.link = t.elapsed();
        }
        tracing::debug!(
            module = module.name(),
            lower_ms = c.times.lower.as_secs_f64() * 1e3,
            optimize_ms = c.times.optimize.as_secs_f64() * 1e3,
            codegen_ms = c.times.codegen.as_secs_f64() * 1e3,
            link_ms = c.times.link.as_secs_f64() * 1e3,
            "compiled"
        );
        self.cache.put(&key, &c.image);
        Ok(Arc::new(c.image))
    }

    /// Compiles (or finds) `module` and loads it on the device.
    pub fn load(&self, module: &PortableModule) -> Result<Module> {
        let img = self.compile(module)?;
        Ok(self.device.load(&img)?)
    }

    /// Packs `modules` into one module ([`gpujit_ir::merge`]), compiles it
    /// (or finds it in the cache) and loads it: the target compiler and the
    /// driver run once for all of their kernels. Kernel names must be
    /// distinct across `modules`.
    pub fn load_batch(&self, modules: &[PortableModule]) -> Result<Module> {
        let (_, image) = self.compile_batch(modules)?;
        Ok(self.device.load(&image)?)
    }

    /// Compiles `modules` as one ([`gpujit_ir::merge`]), or finds that module
    /// in the cache, and links each module's own cache key to it, so that a
    /// later [`Jit::cached`] or [`Jit::compile`] of any one of them finds the
    /// batch. Returns the batch's key and image.
    pub fn compile_batch(&self, modules: &[PortableModule]) -> Result<(cache::Key, Arc<Image>)> {
        let merged = gpujit_ir::merge("gpujit.batch", modules)?;
        let image = self.compile(&merged)?;
        let key = self.key(&merged);
        for m in modules {
            self.cache.put_link(&self.key(m), &key);
        }
        Ok((key, image))
    }

    /// Compiles many modules on `threads` worker threads (each with its own
    /// LLVM context; only lld's link step is serialised). Results keep the
    /// order of `modules`.
    pub fn compile_many(
        &self,
        modules: &[PortableModule],
        threads: usize,
    ) -> Vec<Result<Arc<Image>>> {
        let next = AtomicUsize::new(0);
        let done = std::sync::Mutex::new(Vec::with_capacity(modules.len()));
        std::thread::scope(|s| {
            for _ in 0..threads.clamp(1, modules.len().max(1)) {
                s.spawn(|| {
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(m) = modules.get(i) else { break };
                        let r = self.compile(m);
                        done.lock().unwrap_or_else(|p| p.into_inner()).push((i, r));
                    }
                });
            }
        });
        let mut done = done.into_inner().unwrap_or_else(|p| p.into_inner());
        done.sort_by_key(|(i, _)| *i);
        done.into_iter().map(|(_, r)| r).collect()
    }
}

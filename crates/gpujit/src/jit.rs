//! `Jit`: a device with a compile cache, safe to share between threads.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use gpujit_device::{Device, Image, Module};

use crate::cache::{self, Cache};
use crate::{CompileOptions, NvvmModule, PortableModule, Result, StageTimes, Target};

/// The target, options and extra key text a [`Jit`] for `device` compiles
/// with: [`crate::options_for`], and for NVIDIA the note that images are
/// cached as cubins linked for the device.
pub(crate) fn jit_options(device: &dyn Device) -> Result<(Target, CompileOptions, String)> {
    let (target, mut opts, mut extra) = crate::options_for(device)?;
    extra.push_str(target.backend_impl().finished_key());
    if let Some(on) = coarsening_from_env()? {
        opts.no_coarsening = !on;
    }
    Ok((target, opts, extra))
}

/// `GPUJIT_COARSEN`: `0` compiles no coarsened variants
/// ([`CompileOptions::no_coarsening`]) in any [`Jit`] of the process (programs
/// built by `gpujit cc`, Python's devices, the CLI), `1` compiles them (the
/// default); unset, `None`. Any other value is [`crate::Error::UnknownName`].
pub fn coarsening_from_env() -> Result<Option<bool>> {
    coarsening_setting(std::env::var("GPUJIT_COARSEN").ok())
}

/// The meaning of a `GPUJIT_COARSEN` value.
fn coarsening_setting(value: Option<String>) -> Result<Option<bool>> {
    match value {
        None => Ok(None),
        Some(v) => match v.trim() {
            "0" => Ok(Some(false)),
            "1" => Ok(Some(true)),
            _ => Err(crate::Error::UnknownName {
                what: "GPUJIT_COARSEN value",
                name: v,
                expected: "0 (no coarsened variants), 1 (the default)",
            }),
        },
    }
}

/// Finishes a compiled image for `device` ([`TargetBackend::finish_for_device`]: the cubin
/// link on CUDA, by nvJitLink when `linker` says so), timed as the link stage.
///
/// [`TargetBackend::finish_for_device`]: crate::backend::TargetBackend::finish_for_device
fn finish(
    target: Target,
    c: &mut crate::Compiled,
    device: &dyn Device,
    linker: CubinLinker,
) -> Result<()> {
    let t = std::time::Instant::now();
    let finished = match linker {
        CubinLinker::Driver => target.backend_impl().finish_for_device(&c.image, device)?,
        CubinLinker::NvJitLink => gpujit_nvptx::nvjitlink::link_for_device(&c.image, device)?,
    };
    if let Some(image) = finished {
        c.image = image;
        c.times.link = t.elapsed();
    }
    Ok(())
}

/// Adapts NVIDIA compile options and cache-key text to cubins linked by
/// nvJitLink: the PTX ISA is the newest both the driver and nvJitLink read,
/// and the key names nvJitLink's version. An error when it is not present.
fn nvjitlink_options(opts: &mut CompileOptions, extra: &mut String) -> Result<()> {
    let lib =
        gpujit_nvptx::nvjitlink::NvJitLink::get().map_err(|e| crate::Error::Device(e.into()))?;
    if let Some((major, minor)) = lib.version() {
        let isa = gpujit_nvptx::codegen::ptx_for_driver((major * 1000 + minor * 10) as i32);
        opts.ptx_version = Some(opts.ptx_version.map_or(isa, |v| v.min(isa)));
    }
    extra.push_str(&format!(" nvjitlink {:?}", lib.version()));
    Ok(())
}

/// The image of `module` for `device` from `cache`, or compiled (PTX linked
/// into a cubin on CUDA) and stored there; the stage times when it was
/// compiled, `None` when the cache had it. `linker` links NVIDIA cubins.
pub(crate) fn compile_cached(
    cache: &Cache,
    device: &dyn Device,
    (target, opts, extra): (Target, &CompileOptions, &str),
    linker: CubinLinker,
    module: &PortableModule,
) -> Result<(Arc<Image>, Option<StageTimes>)> {
    let key = cache::key(module, target, opts, extra);
    if let Some(img) = cache.get(&key) {
        tracing::debug!(module = module.name(), key = %key.hex(), "cache hit");
        return Ok((img, None));
    }
    if let Some(img) = cache.wait_for_peer(&key) {
        tracing::debug!(module = module.name(), key = %key.hex(), "compiled by a peer");
        return Ok((img, None));
    }
    let _span =
        tracing::debug_span!("gpujit.compile", module = module.name(), target = %target).entered();
    let c = claimed(cache, &key, || {
        let mut c = crate::compile(module, target, opts)?;
        finish(target, &mut c, device, linker)?;
        Ok(c)
    })?;
    tracing::debug!(
        module = module.name(),
        lower_ms = c.times.lower.as_secs_f64() * 1e3,
        optimize_ms = c.times.optimize.as_secs_f64() * 1e3,
        codegen_ms = c.times.codegen.as_secs_f64() * 1e3,
        link_ms = c.times.link.as_secs_f64() * 1e3,
        "compiled"
    );
    cache.put_timed(&key, &c.image, c.times.total());
    Ok((Arc::new(c.image), Some(c.times)))
}

/// `compile`'s result; when it fails, the claim [`Cache::wait_for_peer`]
/// took on `key` is given up, so that other processes stop waiting for it.
fn claimed(
    cache: &Cache,
    key: &cache::Key,
    compile: impl FnOnce() -> Result<crate::Compiled>,
) -> Result<crate::Compiled> {
    let c = compile();
    if c.is_err() {
        cache.abandon(key);
    }
    c
}

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
        Jit::with_shared_cache(device, Arc::new(cache))
    }

    /// A JIT for `device` caching in `cache`, which other JITs (for other
    /// devices) may share: keys tell targets, processors and drivers apart.
    pub fn with_shared_cache(device: Box<dyn Device>, cache: Arc<Cache>) -> Result<Jit> {
        let device: Arc<dyn Device> = Arc::from(device);
        let (target, opts, extra) = jit_options(device.as_ref())?;
        Ok(Jit {
            device,
            cache,
            target,
            opts,
            extra,
            linker: CubinLinker::Driver,
        })
    }

    /// This JIT with its cache over the shared store `config` names (see
    /// [`cache::RemoteConfig`]), replacing any other: images other
    /// processes and machines compiled are found there, and what this one
    /// compiles is written there in the background.
    ///
    /// ```
    /// use gpujit::cache::{Cache, RemoteConfig};
    /// let jit = gpujit::Jit::new(gpujit::open("host")?, Cache::new(None, 0, 16))?
    ///     .with_remote_cache(RemoteConfig::new("redis://127.0.0.1:6379/0"))?;
    /// assert!(jit.cache().remote_config().is_some());
    /// # Ok::<(), gpujit::Error>(())
    /// ```
    pub fn with_remote_cache(self, config: cache::RemoteConfig) -> Result<Jit> {
        self.cache.set_remote(Some(config))?;
        Ok(self)
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
            nvjitlink_options(&mut self.opts, &mut self.extra)?;
        }
        self.linker = linker;
        Ok(self)
    }

    /// This JIT compiling coarsened variants of elementwise kernels (`true`,
    /// the default unless `GPUJIT_COARSEN=0`) or none
    /// ([`CompileOptions::no_coarsening`]): every launch then runs the
    /// kernel's blocks as written, and compiling does less work. The choice
    /// is part of the cache keys.
    ///
    /// ```
    /// let jit = gpujit::Jit::new(gpujit::open("host")?, gpujit::cache::Cache::new(None, 0, 16))?
    ///     .with_coarsening(false);
    /// assert!(!jit.coarsening());
    /// # Ok::<(), gpujit::Error>(())
    /// ```
    pub fn with_coarsening(mut self, on: bool) -> Jit {
        self.opts.no_coarsening = !on;
        self
    }

    /// Whether this JIT compiles coarsened variants ([`Jit::with_coarsening`]).
    pub fn coarsening(&self) -> bool {
        !self.opts.no_coarsening
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

    /// Whether this device compiles NVVM modules as their producer wrote them
    /// (NVIDIA) rather than lifted to portable form (every other device).
    pub fn compiles_nvvm_as_written(&self) -> bool {
        self.target.backend_impl().compiles_nvvm_as_written()
    }

    /// The cache key of NVVM `module` compiled as written for this device
    /// (meaningful where [`Jit::compiles_nvvm_as_written`]).
    pub fn nvvm_key(&self, module: &NvvmModule) -> cache::Key {
        cache::nvvm_key(module, self.target, &self.opts, &self.extra)
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
        let (image, _) = compile_cached(
            &self.cache,
            self.device.as_ref(),
            (self.target, &self.opts, &self.extra),
            self.linker,
            module,
        )?;
        Ok(image)
    }

    /// The compiled image of an NVVM module for this device: on NVIDIA the
    /// module as its producer wrote it (see [`crate::compile_nvvm`]), on
    /// every other device its lifted form ([`NvvmModule::lift_each`]: a
    /// kernel that cannot be lifted is refused on its own and named in
    /// [`Image::refused`]), through [`Jit::compile`].
    pub fn compile_nvvm(&self, module: &NvvmModule) -> Result<Arc<Image>> {
        Ok(self.compile_nvvm_keyed(module)?.1)
    }

    /// [`Jit::compile_nvvm`], with the key the image is cached under.
    fn compile_nvvm_keyed(&self, module: &NvvmModule) -> Result<(cache::Key, Arc<Image>)> {
        if !self.target.backend_impl().compiles_nvvm_as_written() {
            let lifted = module.lift_each()?;
            let image = self.compile(&lifted)?;
            return Ok((self.key(&lifted), image));
        }
        let key = cache::nvvm_key(module, self.target, &self.opts, &self.extra);
        if let Some(img) = self.cache.get(&key) {
            tracing::debug!(module = module.name(), key = %key.hex(), "cache hit");
            return Ok((key, img));
        }
        if let Some(img) = self.cache.wait_for_peer(&key) {
            return Ok((key, img));
        }
        let _span =
            tracing::debug_span!("gpujit.compile", module = module.name(), target = %self.target)
                .entered();
        let c = claimed(&self.cache, &key, || {
            let mut c = crate::compile_nvvm(module, self.target, &self.opts)?;
            finish(self.target, &mut c, self.device.as_ref(), self.linker)?;
            Ok(c)
        })?;
        self.cache.put_timed(&key, &c.image, c.times.total());
        Ok((key, Arc::new(c.image)))
    }

    /// The compiled image of a PTX module for this device: on NVIDIA the PTX
    /// as given (the driver compiles it; see [`crate::compile_ptx`]), on
    /// every other device its translation ([`crate::PtxModule::translate_each`]:
    /// a kernel that cannot be translated is refused on its own), through
    /// [`Jit::compile`].
    pub fn compile_ptx(&self, module: &crate::PtxModule) -> Result<Arc<Image>> {
        if !self.target.backend_impl().compiles_nvvm_as_written() {
            return self.compile(&module.translate_each()?);
        }
        let key = cache::ptx_key(module, self.target, &self.opts, &self.extra);
        if let Some(img) = self.cache.get(&key) {
            return Ok(img);
        }
        let mut c = crate::compile_ptx(module, self.target, &self.opts)?;
        finish(self.target, &mut c, self.device.as_ref(), self.linker)?;
        self.cache.put(&key, &c.image);
        Ok(Arc::new(c.image))
    }

    /// Compiles (or finds) CUDA C++ source for this device: clang's front
    /// end in-process (see [`crate::cuda`]), then [`Jit::compile_nvvm`].
    /// A warm cache answers from the program's fingerprint (source, headers,
    /// options, name expressions, CUDA headers, compiler identity, target)
    /// without running the front end.
    pub fn compile_cuda(&self, program: &crate::cuda::Program) -> Result<crate::cuda::CudaImage> {
        use crate::cuda;
        let headers = cuda::HeaderSet::detect().map_err(cuda::CudaError::Setup)?;
        let arch = cuda::source_arch(program, self.target, self.opts.arch.as_deref())?;
        let program = &cuda::program_for(program, self.target);
        let key = cache::cuda_key(
            program,
            &arch,
            &headers,
            self.target,
            &self.opts,
            &self.extra,
        );
        if let Some((image, note)) = self.cache.get_noted(&key)
            && let Some(lowered_names) = cuda::decode_names(&note)
        {
            return Ok(cuda::CudaImage {
                image,
                lowered_names,
                log: String::new(),
            });
        }
        let compiled = program.compile_with(&arch, &headers)?;
        let module = NvvmModule::from_ir(program.name(), &compiled.bitcode)?;
        let (image_key, image) = self.compile_nvvm_keyed(&module)?;
        self.cache.put_noted_link(
            &key,
            &image_key,
            &cuda::encode_names(&compiled.lowered_names),
        );
        Ok(cuda::CudaImage {
            image,
            lowered_names: compiled.lowered_names,
            log: compiled.log,
        })
    }

    /// Compiles (or finds) an NVVM module and loads it on the device.
    pub fn load_nvvm(&self, module: &NvvmModule) -> Result<Module> {
        let img = self.compile_nvvm(module)?;
        Ok(self.device.load(&img)?)
    }

    /// Compiles (or finds) a PTX module (see [`Jit::compile_ptx`]) and loads it.
    pub fn load_ptx(&self, module: &crate::PtxModule) -> Result<Module> {
        let img = self.compile_ptx(module)?;
        Ok(self.device.load(&img)?)
    }

    /// Compiles (or finds) `module` and loads it on the device.
    pub fn load(&self, module: &PortableModule) -> Result<Module> {
        let img = self.compile(module)?;
        Ok(self.device.load(&img)?)
    }

    /// Loads `module` on each of `devices` (this JIT's own device among them or not),
    /// compiling it once per architecture: devices that compile alike (one arch, one driver)
    /// share a cache entry, so a second GPU of the same kind loads the image the first one
    /// compiled, and a device of another arch gets its own. Results keep the order of
    /// `devices`. CUDA devices get cubins linked by this JIT's
    /// [`CubinLinker`].
    ///
    /// ```
    /// use gpujit::{Device, cache::Cache};
    /// let jit = gpujit::Jit::new(gpujit::open("host")?, Cache::new(None, 0, 16))?;
    /// let (a, b) = (gpujit::open("host:0")?, gpujit::open("host:0")?);
    /// let m = gpujit::kernels::saxpy::module()?;
    /// let modules = jit.load_on(&[a.as_ref(), b.as_ref()], &m)?;
    /// assert_eq!(modules.len(), 2);
    /// assert_eq!(jit.cache().stats().stores, 1);       // compiled once for both
    /// # Ok::<(), gpujit::Error>(())
    /// ```
    pub fn load_on(&self, devices: &[&dyn Device], module: &PortableModule) -> Result<Vec<Module>> {
        devices
            .iter()
            .map(|&device| {
                let (target, mut opts, mut extra) = jit_options(device)?;
                opts.no_coarsening = self.opts.no_coarsening;
                if self.linker == CubinLinker::NvJitLink && target == Target::Nvptx {
                    nvjitlink_options(&mut opts, &mut extra)?;
                }
                let (image, _) = compile_cached(
                    &self.cache,
                    device,
                    (target, &opts, &extra),
                    self.linker,
                    module,
                )?;
                Ok(device.load(&image)?)
            })
            .collect()
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
        on_workers(modules, threads, |m| self.compile(m))
    }

    /// Compiles batches of modules on `threads` worker threads: each worker
    /// merges a batch and compiles it as [`Jit::compile_batch`] does, so the
    /// merging runs in parallel too. Results keep the order of `batches`.
    pub fn compile_batches(
        &self,
        batches: &[&[PortableModule]],
        threads: usize,
    ) -> Vec<Result<(cache::Key, Arc<Image>)>> {
        on_workers(batches, threads, |b| self.compile_batch(b))
    }
}

/// `f` of every item, on `threads` scoped worker threads (at most one per
/// item) that take the next item as they finish one; results in item order.
fn on_workers<T: Sync, R: Send>(items: &[T], threads: usize, f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let done = std::sync::Mutex::new(Vec::with_capacity(items.len()));
    std::thread::scope(|s| {
        for _ in 0..threads.clamp(1, items.len().max(1)) {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(i) else { break };
                    let r = f(item);
                    done.lock().unwrap_or_else(|p| p.into_inner()).push((i, r));
                }
            });
        }
    });
    let mut done = done.into_inner().unwrap_or_else(|p| p.into_inner());
    done.sort_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, r)| r).collect()
}

#[cfg(test)]
mod tests {
    use super::coarsening_setting;

    #[test]
    fn coarsen_setting_reads_zero_and_one_and_refuses_the_rest() {
        assert_eq!(coarsening_setting(None).ok(), Some(None));
        assert_eq!(coarsening_setting(Some("0".into())).ok(), Some(Some(false)));
        assert_eq!(
            coarsening_setting(Some(" 1\n".into())).ok(),
            Some(Some(true))
        );
        for bad in ["", "off", "yes", "2"] {
            let e = coarsening_setting(Some(bad.into()))
                .expect_err(bad)
                .to_string();
            assert!(e.contains("GPUJIT_COARSEN") && e.contains("0 (no"), "{e}");
        }
    }
}

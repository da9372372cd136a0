//! Runtime specialization: kernels recompiled for the values they are
//! launched with.
//!
//! A [`Specializer`] wraps a kernel (portable, imported NVVM or built) in a
//! [`Specialized`] handle that launches like the kernel itself. It watches
//! the values chosen by a [`Specialize`] (scalar arguments by name, the
//! block size, the grid size, pointer alignment) and, for values seen often
//! enough, compiles a *variant* with those values folded into constants (see
//! [`gpujit_ir::specialize`]). The variant is compiled in the background by
//! the specializer's worker threads while the generic kernel keeps launching;
//! once it is loaded, launches with the same values use it. A variant is
//! only ever launched with the values it was made for, so results are those
//! of the generic kernel.
//!
//! Until it is judged, a variant is timed against its generic kernel with
//! device events that are read once complete (the launching thread never
//! waits for the device), and dropped for good when it is not at least
//! [`Policy::min_speedup`] times as fast ([`Stats::slower`]).
//!
//! Variants are cached like any compiled module (in memory and on disk,
//! under [`cache::variant_key`]: the module's key, the kernel and the
//! values), so a later process loads them without compiling.
//!
//! ```
//! use gpujit::ir::{build, p, Axis};
//! use gpujit::specialize::{Policy, Specialize, Specializer};
//! use gpujit::{DeviceExt, LaunchConfig};
//!
//! let m = build("pow", Default::default(), |m| {
//!     m.kernel("pow", &[p::ptr_f32("x"), p::u32("n"), p::u32("steps")], |k, a| {
//!         let i = k.global_id(Axis::X);
//!         k.if_(k.lt(i, a[1]), |k| {
//!             let (x, acc) = (k.load(a[0], i), k.var(k.f32(1.0)));
//!             k.for_range(k.u32(0), a[2], k.u32(1), |k, _| k.set(acc, k.mul(k.get(acc), x)));
//!             k.store(a[0], i, k.get(acc));
//!         });
//!     })
//! })?;
//! let jit = gpujit::Jit::new(gpujit::open("host")?, gpujit::cache::Cache::new(None, 0, 16))?;
//! let sp = Specializer::new(jit, Policy { compile_after: 1, ..Policy::default() });
//! let k = sp.kernel(&m.into(), "pow", Specialize::args(["steps"]).block())?;
//! let mut x = sp.jit().device().upload(&[2.0f32; 4])?;
//! let cfg = LaunchConfig::for_elems(4, 32);
//! k.launch(&cfg, &[(&mut x).into(), 4u32.into(), 3u32.into()])?;   // generic; queues a variant
//! assert!(k.wait_ready(&cfg, &[(&x).into(), 4u32.into(), 3u32.into()], std::time::Duration::from_secs(60))?);
//! let used = k.launch(&cfg, &[(&mut x).into(), 4u32.into(), 3u32.into()])?;
//! assert!(used.is_some());                                          // the variant
//! assert_eq!(sp.jit().device().download(&x)?, vec![512.0; 4]);      // (2^3)^3
//! assert_eq!(sp.stats().variants_compiled, 1);
//! # Ok::<(), gpujit::Error>(())
//! ```

use std::sync::Arc;
use std::time::{Duration, Instant};

use gpujit_device::{Image, KernelArg, KernelSignature, LaunchConfig, ParamType};
pub use gpujit_ir::specialize::Values;

use crate::{Jit, NvvmModule, PortableModule, Result, cache};

mod runtime;
pub use runtime::{Specialized, Specializer};

/// What a kernel is specialized on.
///
/// ```
/// use gpujit::specialize::Specialize;
/// let s = Specialize::args(["n", "steps"]).block().align(16);
/// assert_eq!(s.arg_names(), ["n", "steps"]);
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Specialize {
    args: Vec<String>,
    marked: bool,
    block: bool,
    grid: bool,
    align: Option<u32>,
}

impl Specialize {
    /// Fold the scalar parameters named `names` into constants.
    pub fn args<S: AsRef<str>>(names: impl IntoIterator<Item = S>) -> Specialize {
        Specialize {
            args: names.into_iter().map(|s| s.as_ref().to_string()).collect(),
            ..Specialize::default()
        }
    }

    /// Fold the parameters the kernel's author marked specializable
    /// ([`ModuleBuilder::specializable`](gpujit_ir::ModuleBuilder::specializable)),
    /// besides any named.
    pub fn marked(mut self) -> Specialize {
        self.marked = true;
        self
    }

    /// Fold the block size (and give the variant launch bounds for exactly it).
    pub fn block(mut self) -> Specialize {
        self.block = true;
        self
    }

    /// Fold the grid size.
    pub fn grid(mut self) -> Specialize {
        self.grid = true;
        self
    }

    /// Mark pointer arguments whose address is a multiple of `bytes` (a power
    /// of two) as so aligned.
    pub fn align(mut self, bytes: u32) -> Specialize {
        self.align = Some(bytes);
        self
    }

    /// The scalar parameters named.
    pub fn arg_names(&self) -> &[String] {
        &self.args
    }
}

/// A kernel's module: portable (built, or imported), NVVM (compiled as
/// written on NVIDIA and lifted elsewhere) or CUDA C++ source (through
/// clang's front end to NVVM, once, when the kernel is wrapped).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KernelSource {
    /// A portable module.
    Portable(PortableModule),
    /// An imported NVVM module.
    Nvvm(NvvmModule),
    /// CUDA C++ source; a C++ kernel is named by its lowered name.
    Cuda(crate::cuda::Program),
    /// A PTX module: its variants are made of its translation
    /// ([`crate::PtxModule::translate`]) on every device, NVIDIA included
    /// (the generic kernel there is the PTX as given).
    Ptx(crate::PtxModule),
}

impl From<crate::PtxModule> for KernelSource {
    fn from(m: crate::PtxModule) -> Self {
        KernelSource::Ptx(m)
    }
}

impl From<crate::cuda::Program> for KernelSource {
    fn from(p: crate::cuda::Program) -> Self {
        KernelSource::Cuda(p)
    }
}

impl From<PortableModule> for KernelSource {
    fn from(m: PortableModule) -> Self {
        KernelSource::Portable(m)
    }
}

impl From<NvvmModule> for KernelSource {
    fn from(m: NvvmModule) -> Self {
        KernelSource::Nvvm(m)
    }
}

/// When variants are compiled, how many are kept, and when to give up.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Policy {
    /// Launches with the same values before their variant is compiled.
    pub compile_after: u64,
    /// Most variants loaded per kernel; the least recently launched goes.
    pub max_variants: usize,
    /// A kernel launched this many times in a row with values never seen
    /// before stops being specialized (its values change every launch).
    pub unstable_after: u64,
    /// Compile on worker threads (the generic kernel runs meanwhile); when
    /// false, the launch that asks for a variant compiles it and uses it.
    pub background: bool,
    /// Worker threads.
    pub threads: usize,
    /// While a loaded variant is not yet judged ([`Policy::min_speedup`]),
    /// every this many launches with its values is timed: the variant's and,
    /// in turn, the generic kernel's launch with the same values, up to
    /// [`Policy::judge_after`] each. A timed launch records a device event
    /// before and after it on the device's launch queue and does not wait:
    /// the events are read at a later launch, once complete. 0 never times
    /// (variants are then never judged, and [`Stats::estimated_saved`] is 0).
    /// Another thread's launches of the same device between the two events
    /// count in the time.
    pub sample_every: u64,
    /// A variant whose fastest timed launch, once it and the generic kernel
    /// (with the same values) have [`Policy::judge_after`] timed launches
    /// each, is not at least this many times faster than the generic
    /// kernel's fastest is dropped for good: its values launch the generic kernel
    /// and are not compiled again ([`Stats::slower`]). One that is stays,
    /// and is timed no more.
    pub min_speedup: f64,
    /// Timed launches of a variant, and of its generic kernel, before
    /// [`Policy::min_speedup`] judges it.
    pub judge_after: u64,
}

impl Default for Policy {
    /// Compile at the second launch with the same values, keep 8 variants,
    /// stop after 8 launches in a row with new values, one worker thread;
    /// time every 8th launch of a variant until judged, and drop variants
    /// less than 0.98× as fast as the generic kernel after 3 timed launches
    /// of each (a variant is judged after about 48 launches).
    fn default() -> Self {
        Policy {
            compile_after: 2,
            max_variants: 8,
            unstable_after: 8,
            background: true,
            threads: 1,
            sample_every: 8,
            min_speedup: 0.98,
            judge_after: 3,
        }
    }
}

/// A [`Specializer`]'s counters.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Stats {
    /// Kernels wrapped.
    pub kernels: u64,
    /// Variants compiled (or loaded from the cache) and ready.
    pub variants_compiled: u64,
    /// Of those, variants the cache held.
    pub cache_hits: u64,
    /// Variants whose compile or load failed (their values run generic).
    pub compile_errors: u64,
    /// Variants dropped to keep [`Policy::max_variants`].
    pub evicted: u64,
    /// Kernels that stopped being specialized ([`Policy::unstable_after`]).
    pub stopped: u64,
    /// Variants dropped because timing found them slower than
    /// [`Policy::min_speedup`] allows.
    pub slower: u64,
    /// Timed launches read (variants' and generic kernels', for judging).
    pub timed_launches: u64,
    /// Kernels whose launches could not be timed (the device recorded no
    /// event): their variants are never judged.
    pub untimed: u64,
    /// Launches of generic kernels.
    pub generic_launches: u64,
    /// Launches of variants.
    pub variant_launches: u64,
    /// Time spent making, compiling and loading variants.
    pub compile_time: Duration,
    /// Seconds saved by variant launches (their launches × the difference of
    /// the generic kernel's and the variant's mean timed launch with the
    /// variant's values), less nothing for compiles: compare with
    /// `compile_time`. Negative when variants were slower; 0 without timing
    /// ([`Policy::sample_every`]).
    pub estimated_saved: f64,
}

/// One variant of a [`Specialized`] kernel.
#[derive(Debug, Clone, PartialEq)]
pub struct VariantInfo {
    /// The values it was made for.
    pub values: Values,
    /// Whether it is loaded (false while compiling, or when it failed).
    pub ready: bool,
    /// Why its compile or load failed.
    pub error: Option<String>,
    /// Launches of it.
    pub launches: u64,
    /// Time its compile (or cache load) took.
    pub compile_time: Duration,
    /// Mean timed launch, when timed.
    pub mean_time: Option<Duration>,
    /// Mean timed launch of the generic kernel with the same values, when
    /// timed.
    pub generic_mean_time: Option<Duration>,
    /// Whether timing judged it as fast as [`Policy::min_speedup`] asks
    /// (it is then kept and timed no more).
    pub judged: bool,
}

/// Errors of specialization requests.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SpecializeError {
    /// A named parameter the kernel does not have, or that is not a scalar.
    #[error("kernel `{kernel}`: cannot specialize on `{param}`: {reason}")]
    Param {
        /// The kernel.
        kernel: String,
        /// The parameter named.
        param: String,
        /// Why not.
        reason: String,
    },
    /// A module without the kernel named.
    #[error("module `{module}` has no kernel `{kernel}`")]
    NoKernel {
        /// The module.
        module: String,
        /// The kernel named.
        kernel: String,
    },
    /// A variant's compile or load failed (its values run the generic kernel).
    #[error("variant of `{kernel}` for {values}: {message}")]
    Compile {
        /// The kernel.
        kernel: String,
        /// The values, as [`Values::key_text`] writes them.
        values: String,
        /// The compiler's or loader's error.
        message: String,
    },
    /// An alignment that is not a power of two.
    #[error("alignment {0} is not a power of two")]
    Align(u32),
    /// Values the kernel makes no variant for: it stopped being specialized
    /// ([`Policy::unstable_after`]), or their variant was dropped as slower
    /// ([`Policy::min_speedup`]).
    #[error("kernel `{kernel}` makes no variant for {values}: {reason}")]
    NoVariant {
        /// The kernel.
        kernel: String,
        /// The values, as [`Values::key_text`] writes them.
        values: String,
        /// Why not.
        reason: String,
    },
}

/// A kernel's module as this device compiles it: portable (lifted, for NVVM
/// on other devices than NVIDIA) or NVVM as written; and its cache key.
#[derive(Debug, Clone)]
pub(crate) enum Prepared {
    Portable(PortableModule),
    Nvvm(NvvmModule),
}

impl Prepared {
    pub(crate) fn new(jit: &Jit, source: &KernelSource) -> Result<(Prepared, cache::Key)> {
        Ok(match source {
            KernelSource::Portable(m) => (Prepared::Portable(m.clone()), jit.key(m)),
            KernelSource::Nvvm(m) if jit.compiles_nvvm_as_written() => {
                (Prepared::Nvvm(m.clone()), jit.nvvm_key(m))
            }
            KernelSource::Nvvm(m) => {
                let lifted = m.lift_each()?;
                let key = jit.key(&lifted);
                (Prepared::Portable(lifted), key)
            }
            KernelSource::Cuda(program) => {
                let (target, opts, _) = crate::options_for(jit.device())?;
                let (m, _) = crate::cuda::nvvm_module(program, target, opts.arch.as_deref())?;
                return Prepared::new(jit, &KernelSource::Nvvm(m));
            }
            KernelSource::Ptx(m) => {
                let portable = m.translate_each()?;
                let key = jit.key(&portable);
                (Prepared::Portable(portable), key)
            }
        })
    }

    fn kernels(&self) -> &[KernelSignature] {
        match self {
            Prepared::Portable(m) => m.kernels(),
            Prepared::Nvvm(m) => m.kernels(),
        }
    }

    fn name(&self) -> &str {
        match self {
            Prepared::Portable(m) => m.name(),
            Prepared::Nvvm(m) => m.name(),
        }
    }
}

/// What a [`Specialize`] resolves to for one kernel: parameter indices.
#[derive(Debug, Clone)]
pub(crate) struct Plan {
    args: Vec<usize>,
    block: bool,
    grid: bool,
    align: Option<u32>,
}

impl Plan {
    /// Resolves `spec`'s names against `kernel` of `prepared`.
    pub(crate) fn new(prepared: &Prepared, kernel: &str, spec: &Specialize) -> Result<Plan> {
        if let Prepared::Portable(m) = prepared
            && let Some(r) = m.refused().iter().find(|r| r.name == kernel)
        {
            return Err(gpujit_device::Error::KernelRefused {
                name: r.name.clone(),
                reason: r.reason.clone(),
            }
            .into());
        }
        let sig = prepared
            .kernels()
            .iter()
            .find(|k| k.name == kernel)
            .ok_or_else(|| SpecializeError::NoKernel {
                module: prepared.name().to_string(),
                kernel: kernel.to_string(),
            })?;
        let mut names = spec.args.clone();
        if spec.marked
            && let Prepared::Portable(m) = prepared
        {
            names.extend(gpujit_ir::specialize::marked(m, kernel)?);
        }
        let mut args = Vec::new();
        for name in &names {
            let fail = |reason: &str| SpecializeError::Param {
                kernel: kernel.to_string(),
                param: name.clone(),
                reason: reason.to_string(),
            };
            let i = sig
                .params
                .iter()
                .position(|p| &p.name == name)
                .ok_or_else(|| fail("no such parameter"))?;
            if !matches!(sig.params[i].ty, ParamType::Scalar(_)) {
                return Err(fail("not a scalar parameter").into());
            }
            if !args.contains(&i) {
                args.push(i);
            }
        }
        args.sort_unstable();
        if let Some(a) = spec.align
            && !a.is_power_of_two()
        {
            return Err(SpecializeError::Align(a).into());
        }
        Ok(Plan {
            args,
            block: spec.block,
            grid: spec.grid,
            align: spec.align,
        })
    }

    /// The values of a launch, or `None` when a chosen argument is not a
    /// scalar (the launch is then the generic kernel's to check and refuse).
    pub(crate) fn values(&self, cfg: &LaunchConfig, args: &[KernelArg<'_>]) -> Option<Values> {
        let mut v = Values::default();
        for &i in &self.args {
            v.args.push((i, args.get(i)?.scalar_bits()?));
        }
        let dims = |d: gpujit_device::Dim3| [d.x, d.y, d.z];
        if self.block {
            v.block = Some(dims(cfg.block));
        }
        if self.grid {
            v.grid = Some(dims(cfg.grid));
        }
        if let Some(a) = self.align {
            for (i, arg) in args.iter().enumerate() {
                if let Some(p) = arg.pointer()
                    && p % u64::from(a) == 0
                {
                    v.align.push((i, a));
                }
            }
        }
        Some(v)
    }
}

impl Jit {
    /// The variant of `kernel` of `source` for `values` (see
    /// [`gpujit_ir::specialize`]), compiled for this device or found in the
    /// cache; `true` with it when the cache had it. Launch it only with the
    /// values it was made for.
    ///
    /// ```
    /// use gpujit::specialize::Values;
    /// let jit = gpujit::Jit::new(gpujit::open("host")?, gpujit::cache::Cache::new(None, 0, 16))?;
    /// let m = gpujit::kernels::saxpy::module()?.into();
    /// let v = Values { block: Some([64, 1, 1]), ..Values::default() };
    /// let (image, cached) = jit.compile_variant(&m, "saxpy", &v)?;
    /// assert!(!cached && image.kernels[0].max_threads == Some(64));
    /// assert!(jit.compile_variant(&m, "saxpy", &v)?.1);
    /// # Ok::<(), gpujit::Error>(())
    /// ```
    pub fn compile_variant(
        &self,
        source: &KernelSource,
        kernel: &str,
        values: &Values,
    ) -> Result<(Arc<Image>, bool)> {
        let (prepared, key) = Prepared::new(self, source)?;
        self.compile_prepared_variant(&prepared, &key, kernel, values)
    }

    pub(crate) fn compile_prepared_variant(
        &self,
        prepared: &Prepared,
        base: &cache::Key,
        kernel: &str,
        values: &Values,
    ) -> Result<(Arc<Image>, bool)> {
        let vkey = cache::variant_key(base, kernel, &values.key_text());
        if let Some((_, image)) = self.cache().get_linked(&vkey) {
            return Ok((image, true));
        }
        let t = Instant::now();
        let (image, key) = match prepared {
            Prepared::Portable(m) => {
                let variant = gpujit_ir::specialize::specialize(m, kernel, values)?;
                (self.compile(&variant)?, self.key(&variant))
            }
            Prepared::Nvvm(m) => {
                let variant = gpujit_ir::specialize::specialize_nvvm(m, kernel, values)?;
                (self.compile_nvvm(&variant)?, self.nvvm_key(&variant))
            }
        };
        self.cache().put_link(&vkey, &key);
        tracing::debug!(
            kernel,
            values = %values.key_text(),
            ms = t.elapsed().as_secs_f64() * 1e3,
            "variant compiled"
        );
        Ok((image, false))
    }
}

#[cfg(test)]
mod tests;

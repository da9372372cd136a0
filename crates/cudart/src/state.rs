//! The runtime's state: the devices a program sees, what it registered,
//! and each device's memory, modules and streams.
//!
//! Devices come from `GPUJIT_DEVICE`: one spec or a comma-separated list of
//! specs as `gpujit::open` takes them (`cuda`, `cuda:1`, `hip`, `host`,
//! `amdgcn-emu:gfx942`), CUDA device 0 being the first. Unset (or `auto`),
//! the program sees every GPU of the best backend present (CUDA, then HIP),
//! else the host CPU. A device is opened at its first use.

use std::cell::Cell;
use std::collections::{BTreeMap, HashMap};
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock, PoisonError, RwLock};

use gpujit::{Backend, Device, DeviceMemory, Jit, Kernel, Module, NvvmModule, PtxModule};
use gpujit_device::{HostMapping, MappedMemory, PinnedMemory, StreamImpl};

use crate::error::{
    Failure, Result, cudaErrorIllegalAddress, cudaErrorInvalidDevice, cudaErrorInvalidValue,
    cudaErrorLaunchFailure, cudaErrorNoDevice, cudaErrorNoKernelImageForDevice, fail,
};
use crate::register::{Code, registry};

/// Locks `m`, going on with the data of a thread that panicked holding it
/// (every update below leaves the data consistent).
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// Hashes the address keys of the runtime's maps (host stubs) with one
/// multiply: every launch looks its stub up, where SipHash would cost more
/// than the rest of the lookup. Addresses are no adversary's input.
#[derive(Default, Clone, Copy)]
pub(crate) struct AddressHasher(u64);

impl Hasher for AddressHasher {
    fn finish(&self) -> u64 {
        // The table indexes by the low bits: fold the high bits of the
        // product in, as aligned addresses have their low bits all zero.
        self.0 ^ (self.0 >> 29)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b) ^ self.0.rotate_left(8));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}

/// A map keyed by addresses, hashed by [`AddressHasher`].
pub(crate) type AddressMap<V> = HashMap<usize, V, BuildHasherDefault<AddressHasher>>;

/// Page-locked host memory of `cudaMallocHost`/`cudaHostAlloc`, or the
/// program's memory registered with `cudaHostRegister`.
pub(crate) enum HostAlloc {
    /// Mapped into a device with unified addressing: kernels reach it at its
    /// host address.
    Mapped(MappedMemory),
    /// Page-locked only (a device without unified addressing).
    Pinned(PinnedMemory),
    /// The program's own memory, mapped into the device at its address by
    /// `cudaHostRegister`.
    Registered(HostMapping),
}

impl HostAlloc {
    /// Its length in bytes.
    pub fn len(&self) -> usize {
        match self {
            HostAlloc::Mapped(m) => m.len(),
            HostAlloc::Pinned(p) => p.len(),
            HostAlloc::Registered(r) => r.len(),
        }
    }

    /// Whether kernels reach it at its host address.
    pub fn is_mapped(&self) -> bool {
        !matches!(self, HostAlloc::Pinned(_))
    }
}

/// One device's memory: what `cudaMalloc` and friends gave out.
#[derive(Default)]
pub(crate) struct Memory {
    /// Device allocations by address.
    pub device: BTreeMap<u64, DeviceMemory>,
    /// Host allocations by address (`cudaMallocHost`, `cudaHostAlloc`) and
    /// host memory registered with `cudaHostRegister`.
    pub host: BTreeMap<u64, HostAlloc>,
    /// Managed allocations (`cudaMallocManaged`) by address: host memory the
    /// device reaches at the same address.
    pub managed: BTreeMap<u64, MappedMemory>,
    /// The pages holding `__managed__` variables, mapped into the device at
    /// their own address, by address (see [`crate::managed_vars`]).
    pub managed_vars: BTreeMap<u64, HostMapping>,
    /// CUDA arrays by handle (their memory is an entry of `device`).
    pub arrays: HashMap<usize, crate::arrays::Array>,
    /// Texture objects by handle.
    pub textures: HashMap<u64, crate::textures::TextureObj>,
    /// Bytes of device memory given out.
    pub in_use: u64,
}

/// The entry of `map` holding `addr..addr + len`, entries keyed by start
/// address and `size` bytes long.
fn holding<T>(
    map: &BTreeMap<u64, T>,
    addr: u64,
    len: usize,
    size: impl Fn(&T) -> usize,
) -> Option<&T> {
    let (base, mem) = map.range(..=addr).next_back()?;
    let end = (addr - base).checked_add(len as u64)?;
    (end <= size(mem) as u64).then_some(mem)
}

impl Memory {
    /// The device allocation holding `addr..addr + len`, and `addr`'s
    /// offset in it.
    pub fn device_range(&self, addr: u64, len: usize) -> Option<(&DeviceMemory, usize)> {
        let (_, mem) = self.device.range(..=addr).next_back()?;
        let off = usize::try_from(addr - mem.addr()).ok()?;
        (off.checked_add(len)? <= mem.len()).then_some((mem, off))
    }

    /// The host allocation of this runtime holding `addr..addr + len`.
    pub fn host_range(&self, addr: u64, len: usize) -> Option<&HostAlloc> {
        holding(&self.host, addr, len, HostAlloc::len)
    }

    /// Whether any byte of `addr..addr + len` lies in host memory of this
    /// runtime (allocated or registered).
    pub fn host_overlaps(&self, addr: u64, len: usize) -> bool {
        let end = addr.saturating_add(len.max(1) as u64);
        self.host
            .range(..end)
            .next_back()
            .is_some_and(|(base, h)| base + h.len().max(1) as u64 > addr)
    }

    /// Whether `addr..addr + len` lies in a managed allocation or in the
    /// pages of `__managed__` variables.
    pub fn managed_range(&self, addr: u64, len: usize) -> bool {
        holding(&self.managed, addr, len, MappedMemory::len).is_some()
            || holding(&self.managed_vars, addr, len, HostMapping::len).is_some()
    }
}

/// A module of one translation unit, loaded on one device, or why it could
/// not be.
type Loaded = std::result::Result<Arc<Module>, Failure>;

/// One device as the program sees it.
pub(crate) struct DeviceState {
    /// Compiles (through the compile caches) and owns the device.
    pub jit: Arc<Jit>,
    /// The BLAS kernels of cuBLAS's entry points on this device, made at
    /// their first use (and again after a reset).
    pub blas: Mutex<Option<Arc<gpujit_blas::Blas>>>,
    /// The spec it was opened from.
    pub spec: String,
    /// The legacy default stream (stream 0); none between a reset that
    /// destroyed it and the new one it made.
    null_stream: RwLock<Option<Arc<dyn StreamImpl>>>,
    /// How many times work was queued on the default stream (see
    /// `stream::queue`, which orders the streams with it only when one
    /// queued work since they were last ordered).
    pub null_queued: std::sync::atomic::AtomicU64,
    /// Memory given out.
    pub memory: Mutex<Memory>,
    /// Each registered translation unit's module, loaded at its first use.
    modules: Mutex<HashMap<usize, Loaded>>,
    /// Kernels found, by the host stub's address.
    kernels: Mutex<AddressMap<std::result::Result<Kernel, Failure>>>,
    /// The fault that ended the device's usefulness (`cudaErrorIllegalAddress`
    /// and the like are sticky, as on NVIDIA): every later call returns it.
    sticky: Mutex<Option<Failure>>,
    /// Whether `sticky` holds a fault: every call asks, without the lock.
    faulted: AtomicBool,
    /// Streams the program created, for the default stream's implicit
    /// synchronisation with them.
    pub streams: Mutex<Vec<std::sync::Weak<crate::stream::StreamObj>>>,
    /// `cudaFuncAttributeMaxDynamicSharedMemorySize` set per kernel stub.
    pub max_dynamic_shared: Mutex<AddressMap<i32>>,
    /// Device ranges of the module variables looked up (address, bytes).
    symbols: Mutex<Vec<(u64, usize)>>,
    /// The limits `cudaDeviceSetLimit` set, by `cudaLimit` value ([`DEFAULT_LIMITS`] until
    /// then).
    pub limits: Mutex<[usize; DEFAULT_LIMITS.len()]>,
}

/// NVIDIA's defaults of the limits gpujit's runtime keeps, by `cudaLimit` value: the stack
/// of a thread (1 KiB), the printf buffer (1 MiB), the heap of device `malloc` (8 MiB),
/// two of dynamic parallelism (refused), the L2 fetch granularity (refused) and the
/// persisting L2 cache (none).
pub(crate) const DEFAULT_LIMITS: [usize; 7] = [1024, 1 << 20, 8 << 20, 0, 0, 0, 0];

impl DeviceState {
    fn open(spec: &str) -> Result<DeviceState> {
        let dev = gpujit::open(spec).map_err(|e| {
            Failure::new(
                cudaErrorNoDevice,
                format!("cannot open the device `{spec}`: {e}"),
            )
        })?;
        let null_stream = dev.create_stream().map_err(|e| {
            Failure::new(
                cudaErrorNoDevice,
                format!("cannot make the default stream of `{spec}`: {e}"),
            )
        })?;
        let null_stream = RwLock::new(Some(null_stream));
        let cache = gpujit::cache::Cache::try_from_env()
            .map_err(|e| Failure::new(cudaErrorNoDevice, format!("the compile cache: {e}")))?;
        let jit = Jit::new(dev, cache).map_err(|e| {
            Failure::new(
                cudaErrorNoDevice,
                format!("cannot start the JIT for `{spec}`: {e}"),
            )
        })?;
        Ok(DeviceState {
            jit: Arc::new(jit),
            blas: Mutex::default(),
            spec: spec.to_string(),
            null_stream,
            null_queued: Default::default(),
            memory: Mutex::default(),
            modules: Mutex::default(),
            kernels: Mutex::default(),
            sticky: Mutex::default(),
            faulted: AtomicBool::new(false),
            streams: Mutex::default(),
            max_dynamic_shared: Mutex::default(),
            symbols: Mutex::default(),
            limits: Mutex::new(DEFAULT_LIMITS),
        })
    }

    /// The device.
    pub fn dev(&self) -> &dyn Device {
        self.jit.device()
    }

    /// The legacy default stream.
    pub fn null_stream(&self) -> Result<Arc<dyn StreamImpl>> {
        match &*self
            .null_stream
            .read()
            .unwrap_or_else(PoisonError::into_inner)
        {
            Some(s) => Ok(s.clone()),
            None => fail(
                cudaErrorNoDevice,
                format!(
                    "{} has no default stream: cudaDeviceReset could not make a new one",
                    self.spec
                ),
            ),
        }
    }

    /// `cudaDeviceReset` of device `ordinal` (this one): waits for its work,
    /// destroys what the program made on it (memory, streams, events) and
    /// what the runtime made (modules, kernels, the default stream), resets
    /// the device itself ([`Device::reset`]: on NVIDIA a new context) and
    /// makes a new default stream. The sticky fault is cleared once the
    /// device is reset; kernels are loaded again at their next launch, their
    /// images served by the compile caches.
    pub fn reset(&self, ordinal: usize) -> Result<()> {
        let _ = self.synchronize_all();
        crate::stream::destroy_handles(ordinal);
        crate::graph::destroy_handles(ordinal);
        lock(&self.streams).clear();
        let mut m = lock(&self.memory);
        m.device.clear();
        m.host.clear();
        m.managed.clear();
        m.managed_vars.clear();
        m.textures.clear();
        m.arrays.clear();
        m.in_use = 0;
        drop(m);
        lock(&self.kernels).clear();
        lock(&self.blas).take();
        lock(&self.modules).clear();
        lock(&self.symbols).clear();
        lock(&self.max_dynamic_shared).clear();
        *lock(&self.limits) = DEFAULT_LIMITS;
        let mut null = self
            .null_stream
            .write()
            .unwrap_or_else(PoisonError::into_inner);
        drop(null.take());
        let reset = self.dev().reset();
        // A new default stream either way: the device may work on (a device
        // that cannot reset, with no fault).
        *null = self.dev().create_stream().ok();
        drop(null);
        let mut sticky = lock(&self.sticky);
        match reset {
            Ok(()) => {
                *sticky = None;
                self.faulted.store(false, Ordering::Release);
                Ok(())
            }
            Err(e) => {
                let code = match (&*sticky, &e) {
                    (Some(f), _) => f.code,
                    (None, gpujit::DeviceError::Unsupported { .. }) => {
                        crate::error::cudaErrorNotSupported
                    }
                    (None, _) => crate::error::cudaErrorUnknown,
                };
                let before = sticky
                    .as_ref()
                    .map(|f| format!("{}; ", f.message))
                    .unwrap_or_default();
                fail(
                    code,
                    format!(
                        "{before}cudaDeviceReset freed the program's memory, streams and events \
                         on {} but could not reset the device: {e}",
                        self.spec
                    ),
                )
            }
        }
    }

    /// The sticky fault, if one happened.
    pub fn check_sticky(&self) -> Result<()> {
        match self.sticky() {
            Some(f) => Err(f),
            None => Ok(()),
        }
    }

    /// The sticky fault, if one happened (read without a lock while none
    /// did).
    pub fn sticky(&self) -> Option<Failure> {
        if !self.faulted.load(Ordering::Acquire) {
            return None;
        }
        lock(&self.sticky).clone()
    }

    /// Turns a device error of queued or finished work into the call's
    /// failure; a kernel fault is made sticky.
    pub fn device_error(&self, what: &str, e: gpujit::DeviceError) -> Failure {
        let fault = matches!(e, gpujit::DeviceError::KernelFault { .. });
        let f = Failure::new(error_code(&e), format!("{what} on {}: {e}", self.spec));
        if fault {
            lock(&self.sticky).get_or_insert_with(|| f.clone());
            self.faulted.store(true, Ordering::Release);
        }
        f
    }

    /// The module of registered translation unit `binary`, compiled for
    /// this device and loaded at its first use.
    pub fn module(&self, binary: usize) -> Result<Arc<Module>> {
        let mut modules = lock(&self.modules);
        if let Some(m) = modules.get(&binary) {
            return m.clone();
        }
        let loaded = self.load(binary);
        modules.insert(binary, loaded.clone());
        loaded
    }

    fn load(&self, binary: usize) -> Loaded {
        let code = registry().code(binary)?;
        let name = format!("translation unit {binary}");
        let refused = |e: String| {
            Failure::new(
                cudaErrorNoKernelImageForDevice,
                format!("the device code of {name} cannot run on {}: {e}", self.spec),
            )
        };
        let module = match &*code {
            Code::Gpujit(p) => {
                let m =
                    NvvmModule::from_ir(&name, &p.bitcode).map_err(|e| refused(e.to_string()))?;
                self.jit.load_nvvm(&m).map_err(|e| refused(e.to_string()))?
            }
            Code::Ptx(ptx, managed) if !managed.is_empty() => {
                // `__managed__` variables are placed by this runtime (see
                // `managed_vars`) on every device, NVIDIA included: the module is
                // translated, each variable read through the pointer the runtime sets.
                let m = PtxModule::from_text(&name, ptx)
                    .and_then(|m| m.managed_variables(true).translate_each())
                    .map_err(|e| refused(e.to_string()))?;
                self.jit.load(&m).map_err(|e| refused(e.to_string()))?
            }
            Code::Ptx(ptx, _) => {
                let m = PtxModule::from_text(&name, ptx).map_err(|e| refused(e.to_string()))?;
                self.jit.load_ptx(&m).map_err(|e| refused(e.to_string()))?
            }
            Code::Unusable(f) => return Err(f.clone()),
        };
        crate::managed_vars::place(self, binary, &module)?;
        Ok(Arc::new(module))
    }

    /// The kernel whose host stub is at `stub`.
    pub fn kernel(&self, stub: usize) -> Result<Kernel> {
        if let Some(k) = lock(&self.kernels).get(&stub) {
            return k.clone();
        }
        let (binary, name) = registry().function(stub)?;
        let found = self.module(binary).and_then(|m| {
            m.kernel(&name).map_err(|e| {
                Failure::new(
                    cudaErrorNoKernelImageForDevice,
                    format!("kernel {name} cannot run on {}: {e}", self.spec),
                )
            })
        });
        lock(&self.kernels).insert(stub, found.clone());
        found
    }

    /// The address and size of the `__device__`/`__constant__`/`__managed__`
    /// variable whose host shadow is at `symbol`, and its name.
    pub fn symbol(&self, symbol: usize) -> Result<(u64, usize, String)> {
        let var = registry().variable(symbol)?;
        let module = self.module(var.binary)?;
        if let Some(s) = var.managed {
            // Placed when the module was loaded: the shadow itself.
            return Ok((s.host as u64, s.size, var.name));
        }
        let mem = self.dev().module_global(&module, &var.name).map_err(|e| {
            Failure::new(
                crate::error::cudaErrorInvalidSymbol,
                format!("variable {} on {}: {e}", var.name, self.spec),
            )
        })?;
        let range = (mem.addr(), mem.len());
        let mut known = lock(&self.symbols);
        if !known.contains(&range) {
            known.push(range);
        }
        Ok((range.0, range.1, var.name))
    }

    /// Whether `addr..addr + len` (its first byte where `len` is 0) lies in
    /// device memory of this device: an allocation, or a module variable
    /// looked up so far.
    pub fn holds(&self, addr: u64, len: usize) -> bool {
        lock(&self.memory).device_range(addr, len.max(1)).is_some()
            || self.is_symbol_range(addr, len)
    }

    /// Whether `addr..addr + len` lies in a module variable looked up so far.
    pub fn is_symbol_range(&self, addr: u64, len: usize) -> bool {
        lock(&self.symbols).iter().any(|(a, n)| {
            addr >= *a
                && (addr - a)
                    .checked_add(len as u64)
                    .is_some_and(|end| end <= *n as u64)
        })
    }

    /// Waits for the default stream and every stream of the program.
    pub fn synchronize_all(&self) -> Result<()> {
        let streams: Vec<_> = lock(&self.streams)
            .iter()
            .filter_map(|w| w.upgrade())
            .collect();
        let mut first = self
            .null_stream()?
            .synchronize()
            .map_err(|e| self.device_error("the default stream", e))
            .err();
        for s in streams {
            if let Err(e) = s.raw.synchronize() {
                first.get_or_insert_with(|| self.device_error("a stream", e));
            }
        }
        match first {
            Some(f) => Err(f),
            None => Ok(()),
        }
    }

    /// Whether device memory is host memory of this process (the host
    /// target), where pointers of either kind reach the same bytes.
    pub fn is_host(&self) -> bool {
        self.dev().info().backend == Backend::Host
    }
}

/// The devices the program sees.
pub(crate) struct Devices {
    specs: Vec<String>,
    opened: Vec<OnceLock<std::result::Result<Arc<DeviceState>, Failure>>>,
}

static DEVICES: OnceLock<std::result::Result<Devices, Failure>> = OnceLock::new();

/// Chooses the devices before the first CUDA call: what `GPUJIT_DEVICE`
/// would say. Fails if the runtime already chose them differently.
pub fn configure(specs: &[&str]) -> Result<()> {
    if specs.is_empty() {
        return fail(cudaErrorInvalidValue, "configure: no device named");
    }
    let want: Vec<String> = specs.iter().map(|s| s.to_string()).collect();
    let got = DEVICES.get_or_init(|| Ok(Devices::new(want.clone())));
    match got {
        Ok(d) if d.specs == want => Ok(()),
        Ok(d) => fail(
            cudaErrorInvalidValue,
            format!(
                "the runtime already uses the devices {:?}, not {want:?}",
                d.specs
            ),
        ),
        Err(f) => Err(f.clone()),
    }
}

impl Devices {
    fn new(specs: Vec<String>) -> Devices {
        let opened = specs.iter().map(|_| OnceLock::new()).collect();
        Devices { specs, opened }
    }

    fn from_env() -> Result<Devices> {
        let v = std::env::var("GPUJIT_DEVICE").unwrap_or_default();
        let v = v.trim();
        if !v.is_empty() && v != "auto" {
            let specs: Vec<String> = v
                .split(',')
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect();
            return Ok(Devices::new(specs));
        }
        for backend in [Backend::Cuda, Backend::Hip] {
            for (b, listed) in gpujit::devices() {
                if b != backend {
                    continue;
                }
                if let Ok(list) = listed
                    && !list.is_empty()
                {
                    return Ok(Devices::new(list.iter().map(gpujit::device_spec).collect()));
                }
            }
        }
        Ok(Devices::new(vec!["host".to_string()]))
    }

    /// How many devices the program sees.
    pub fn count(&self) -> usize {
        self.specs.len()
    }

    /// The devices opened so far.
    pub fn opened(&self) -> impl Iterator<Item = &Arc<DeviceState>> {
        self.opened
            .iter()
            .filter_map(|slot| slot.get().and_then(|d| d.as_ref().ok()))
    }

    /// Device `ordinal`, opened at its first use.
    pub fn get(&self, ordinal: usize) -> Result<Arc<DeviceState>> {
        let Some(slot) = self.opened.get(ordinal) else {
            return fail(
                cudaErrorInvalidDevice,
                format!(
                    "device {ordinal} does not exist: the program sees {} ({})",
                    self.specs.len(),
                    self.specs.join(", ")
                ),
            );
        };
        slot.get_or_init(|| DeviceState::open(&self.specs[ordinal]).map(Arc::new))
            .clone()
    }
}

/// The devices, chosen at the first call.
pub(crate) fn devices() -> Result<&'static Devices> {
    DEVICES
        .get_or_init(Devices::from_env)
        .as_ref()
        .map_err(Clone::clone)
}

thread_local! {
    /// The calling thread's current device (`cudaSetDevice`).
    static CURRENT: Cell<usize> = const { Cell::new(0) };
}

/// The calling thread's current device ordinal.
pub(crate) fn current_ordinal() -> usize {
    CURRENT.with(Cell::get)
}

/// Makes `ordinal` the calling thread's current device.
pub(crate) fn set_current(ordinal: usize) -> Result<()> {
    devices()?.get(ordinal)?;
    CURRENT.with(|c| c.set(ordinal));
    Ok(())
}

/// The CUDA error code of a device error of queued or finished work.
pub(crate) fn error_code(e: &gpujit::DeviceError) -> crate::CudaError {
    if matches!(e, gpujit::DeviceError::CooperativeTooLarge { .. }) {
        return crate::error::cudaErrorCooperativeLaunchTooLarge;
    }
    if !matches!(e, gpujit::DeviceError::KernelFault { .. }) {
        return crate::error::cudaErrorUnknown;
    }
    let text = e.to_string();
    if text.contains("assert") {
        crate::error::cudaErrorAssert
    } else if text.contains("illegal") || text.contains("bounds") {
        cudaErrorIllegalAddress
    } else {
        cudaErrorLaunchFailure
    }
}

/// The calling thread's current device, opened, with its sticky fault
/// checked.
pub(crate) fn current() -> Result<Arc<DeviceState>> {
    let d = devices()?.get(current_ordinal())?;
    d.check_sticky()?;
    Ok(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Host stubs are aligned: their hashes still reach every bucket of a
    /// table, whose index is the hash's low bits.
    #[test]
    fn aligned_addresses_spread_over_buckets() {
        let build = BuildHasherDefault::<AddressHasher>::default();
        let buckets: std::collections::HashSet<u64> = (0..256usize)
            .map(|i| std::hash::BuildHasher::hash_one(&build, 0x55_5555_0000 + 16 * i) & 255)
            .collect();
        assert!(buckets.len() > 128, "{} of 256 buckets", buckets.len());
    }
}

//! The host execution model: the state of the GPU thread running on each OS
//! thread, the functions JIT-compiled kernels call, and the block scheduler.
//!
//! Without barriers or warp operations, a block's threads run one after the
//! other. Otherwise each thread is a stackful coroutine that suspends at every
//! synchronisation point: at a block barrier until every live thread of the
//! block is there, at a warp operation until every live thread of its warp is.
//! A barrier some threads exit without reaching, or a wait nobody can release,
//! is reported as an error, never a hang.

use std::cell::{Cell, UnsafeCell};
use std::collections::BTreeMap;
use std::sync::{Mutex, RwLock};

use corosensei::stack::DefaultStack;
use corosensei::{Coroutine, CoroutineResult, Yielder};
use gpujit_device::Dim3;
use gpujit_ir::ShuffleKind;

/// Stack of one cooperative thread.
const COROUTINE_STACK: usize = 128 * 1024;

/// Where a cooperative thread waits.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sync {
    /// At a block barrier.
    Barrier,
    /// At a warp operation.
    Warp,
    /// Stopped for good: a failed `assert` or `__trap()` (the launch's fault
    /// says which).
    Abort,
}

type Entry = unsafe extern "C" fn(*const *const u8);

/// Per-block memory shared by its threads.
pub struct BlockMemory {
    /// The block's shared memory: static arrays, then dynamic.
    pub shared: Vec<u128>,
    /// Checked mode: which bytes of `shared` a thread of the block has written.
    pub written: Vec<bool>,
    /// One exchange slot per thread, for warp operations.
    pub slots: Vec<u64>,
    /// Which threads have returned.
    pub done: Vec<bool>,
    /// Which threads take part in the warp operation now under way (those
    /// of the warp not waiting at a block barrier: CUDA code calls warp
    /// operations with a partial member mask in divergent branches).
    pub in_op: Vec<bool>,
}

/// Per-OS-thread state of the GPU thread currently running on it.
#[derive(Clone, Copy)]
struct ThreadState {
    /// Indexed as `lower::query_code`: tid xyz, block id xyz, block dim xyz,
    /// grid dim xyz, warp size, lane id.
    ids: [u32; 14],
    /// Linear index of the thread within its block.
    linear: u32,
    /// Threads in the block.
    block_threads: u32,
    block: *mut BlockMemory,
    /// The running coroutine's yielder, null outside cooperative mode.
    yielder: *const Yielder<(), Sync>,
    /// The launch this thread belongs to.
    launch: *const Launch,
}

thread_local! {
    static STATE: Cell<ThreadState> = const {
        Cell::new(ThreadState {
            ids: [0; 14],
            linear: 0,
            block_threads: 0,
            block: std::ptr::null_mut(),
            yielder: std::ptr::null(),
            launch: std::ptr::null(),
        })
    };
    /// Where checked mode diverts a bad access.
    static SCRATCH: UnsafeCell<[u128; 256]> = const { UnsafeCell::new([0; 256]) };
}

/// Live host allocations (address → bytes), for checked mode.
static LIVE: RwLock<BTreeMap<u64, usize>> = RwLock::new(BTreeMap::new());

/// Records a new host allocation.
pub(crate) fn register(addr: u64, bytes: usize) {
    LIVE.write()
        .unwrap_or_else(|p| p.into_inner())
        .insert(addr, bytes);
}

/// Forgets a freed host allocation.
pub(crate) fn unregister(addr: u64) {
    LIVE.write()
        .unwrap_or_else(|p| p.into_inner())
        .remove(&addr);
}

/// Checked mode's test of one access; returns the address to use.
pub(crate) extern "C" fn gpujit_host_check(ptr: *mut u8, bytes: i64, is_store: i32) -> *mut u8 {
    let addr = ptr as u64;
    let len = u64::try_from(bytes).unwrap_or(0);
    let inside = {
        let live = LIVE.read().unwrap_or_else(|p| p.into_inner());
        live.range(..=addr)
            .next_back()
            .is_some_and(|(&base, &size)| {
                addr.checked_add(len)
                    .is_some_and(|end| end <= base + size as u64)
            })
    };
    if inside {
        return ptr;
    }
    let st = STATE.with(|s| s.get());
    if !st.launch.is_null() {
        // SAFETY: `launch` outlives every thread it runs.
        let launch = unsafe { &*st.launch };
        let mut fault = launch.fault.lock().unwrap_or_else(|p| p.into_inner());
        if fault.is_none() {
            let ids = st.ids;
            *fault = Some(format!(
                "out-of-bounds {} of {len} bytes at {addr:#x} by block ({}, {}, {}) thread ({}, {}, {}); no live buffer holds it",
                if is_store != 0 { "store" } else { "load" },
                ids[3],
                ids[4],
                ids[5],
                ids[0],
                ids[1],
                ids[2]
            ));
        }
    }
    SCRATCH.with(|s| s.get().cast())
}

/// Records `what` as the launch's fault, if it is the first.
fn record_fault(st: &ThreadState, what: impl FnOnce() -> String) {
    if st.launch.is_null() {
        return;
    }
    // SAFETY: `launch` outlives every thread it runs.
    let launch = unsafe { &*st.launch };
    let mut fault = launch.fault.lock().unwrap_or_else(|p| p.into_inner());
    fault.get_or_insert_with(what);
}

/// Checked mode's test of one shared-memory access (see
/// `shared::CHECK_SHARED_FN`); returns the address to use.
pub(crate) extern "C" fn gpujit_host_check_shared(
    ptr: *mut u8,
    bytes: i64,
    kind: i32,
    lo: i64,
    hi: i64,
) -> *mut u8 {
    use crate::shared::{CHECK_GENERIC, CHECK_LOAD, CHECK_STORE};
    let st = STATE.with(|s| s.get());
    if st.block.is_null() || st.launch.is_null() {
        return ptr;
    }
    // SAFETY: `block` points at the running block's memory for as long as its
    // threads run, and they run one at a time on this OS thread.
    let block = unsafe { &mut *st.block };
    // SAFETY: `launch` outlives every thread it runs.
    let size = unsafe { &*st.launch }.shared_bytes as u64;
    let base = block.shared.as_ptr() as u64;
    let addr = ptr as u64;
    let kind = kind as u32;
    let generic = kind & CHECK_GENERIC != 0;
    if generic && !(base..base + size.max(1)).contains(&addr) {
        return ptr;
    }
    let len = u64::try_from(bytes).unwrap_or(0);
    let off = addr.wrapping_sub(base);
    let (lo, hi) = (lo as u64, if hi == -1 { size } else { hi as u64 });
    let what = match kind & !CHECK_GENERIC {
        CHECK_LOAD => "load",
        CHECK_STORE => "store",
        _ => "atomic",
    };
    let end = off.checked_add(len);
    if off < lo || end.is_none_or(|e| e > hi) || end.is_none_or(|e| e > size) {
        record_fault(&st, || {
            let region = if hi == size && lo == 0 {
                format!("the block's {size} bytes of shared memory")
            } else if hi == size {
                format!("dynamic shared memory (offsets {lo}..{hi})")
            } else {
                format!("a static shared array (offsets {lo}..{hi})")
            };
            format!(
                "out-of-bounds shared-memory {what} of {len} bytes at offset {} by {}: outside {region}",
                off as i64,
                where_(&st.ids)
            )
        });
        return SCRATCH.with(|s| s.get().cast());
    }
    let range = off as usize..(off + len) as usize;
    let Some(written) = block.written.get_mut(range.clone()) else {
        return ptr;
    };
    if kind & !CHECK_GENERIC != CHECK_STORE
        && let Some(k) = written.iter().position(|w| !w)
    {
        record_fault(&st, || {
            format!(
                "shared-memory {what} of {len} bytes at offset {off} by {} reads byte {} that no thread of the block wrote",
                where_(&st.ids),
                range.start + k
            )
        });
    }
    if kind & !CHECK_GENERIC != CHECK_LOAD {
        written.fill(true);
    }
    ptr
}

fn wait(state: ThreadState, at: Sync) {
    if state.yielder.is_null() {
        // Modules that synchronise always run cooperatively (see `Launch::run_block`).
        return;
    }
    // SAFETY: the yielder belongs to the coroutine running on this OS thread
    // right now; it lives as long as that coroutine, which is suspended here.
    unsafe { (*state.yielder).suspend(at) };
    STATE.with(|s| s.set(state));
}

pub(crate) extern "C" fn gpujit_host_query(what: i32) -> i32 {
    let ids = STATE.with(|s| s.get().ids);
    usize::try_from(what)
        .ok()
        .and_then(|i| ids.get(i))
        .map_or(0, |&v| v as i32)
}

pub(crate) extern "C" fn gpujit_host_clock(which: i32) -> i64 {
    use std::sync::OnceLock;
    use std::time::{Instant, SystemTime, UNIX_EPOCH};
    static START: OnceLock<Instant> = OnceLock::new();
    let ns = if which == 1 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos())
    } else {
        START.get_or_init(Instant::now).elapsed().as_nanos()
    };
    i64::try_from(ns).unwrap_or(i64::MAX)
}

pub(crate) extern "C" fn gpujit_host_grid_workspace() -> i64 {
    let st = STATE.with(|s| s.get());
    if st.launch.is_null() {
        return 0;
    }
    // SAFETY: `launch` outlives every thread it runs.
    unsafe { (*st.launch).grid_workspace as i64 }
}

/// The NUL-terminated string at `p` (at most `max` bytes), lossily as UTF-8.
///
/// # Safety
/// `p` is null or points at readable bytes up to a NUL or `max` bytes.
unsafe fn c_string(p: *const u8, max: usize) -> Vec<u8> {
    let mut out = Vec::new();
    if p.is_null() {
        return out;
    }
    for k in 0..max {
        // SAFETY: the caller's contract: bytes up to the NUL (or `max`) are readable.
        let b = unsafe { *p.add(k) };
        if b == 0 {
            break;
        }
        out.push(b);
    }
    out
}

/// Device `printf`: formats the record and writes it whole.
pub(crate) extern "C" fn gpujit_host_printf(format: *const u8, args: *const u8, bytes: i32) -> i32 {
    use gpujit_device::printf;
    // SAFETY: the kernel passes its format string, a NUL-terminated constant.
    let fmt = unsafe { c_string(format, printf::MAX_STRING) };
    let len = usize::try_from(bytes).unwrap_or(0);
    let block = if args.is_null() || len == 0 {
        &[][..]
    } else {
        // SAFETY: the lift passes the argument struct and its size.
        unsafe { std::slice::from_raw_parts(args, len) }
    };
    let read = |addr: u64| -> Option<Vec<u8>> {
        // SAFETY: `%s` arguments are strings of this process's memory, which the
        // kernel hands over as CUDA code does; a bad one is the kernel's fault.
        Some(unsafe { c_string(addr as usize as *const u8, printf::MAX_STRING) })
    };
    let text = printf::format(&fmt, block, &read);
    printf::emit(&text);
    i32::try_from(text.len()).unwrap_or(i32::MAX)
}

/// Records `what` as the launch's fault and stops the calling thread for good.
fn abort_thread(what: impl FnOnce(&[u32; 14]) -> String) {
    let st = STATE.with(|s| s.get());
    if !st.launch.is_null() {
        // SAFETY: `launch` outlives every thread it runs.
        let launch = unsafe { &*st.launch };
        let mut fault = launch.fault.lock().unwrap_or_else(|p| p.into_inner());
        fault.get_or_insert_with(|| what(&st.ids));
        launch
            .stopped
            .store(true, std::sync::atomic::Ordering::Relaxed);
    }
    wait(st, Sync::Abort);
}

/// Called after every volatile or atomic load and compare-and-swap of a module that reads
/// the grid workspace, where a block may be spinning on what other blocks write: in a
/// cooperative launch (one OS thread per block) it gives the core to another block, and
/// stops the thread once the launch has failed, so that blocks waiting for a block that
/// faulted end instead of spinning forever.
pub(crate) extern "C" fn gpujit_host_poll() {
    let st = STATE.with(|s| s.get());
    if st.launch.is_null() {
        return;
    }
    // SAFETY: `launch` outlives every thread it runs.
    let launch = unsafe { &*st.launch };
    if launch.grid_workspace == 0 {
        return;
    }
    if launch.stopped.load(std::sync::atomic::Ordering::Relaxed) {
        abort_thread(|ids| format!("{} stopped: the cooperative launch failed", where_(ids)));
        return;
    }
    std::thread::yield_now();
}

fn where_(ids: &[u32; 14]) -> String {
    format!(
        "block ({}, {}, {}) thread ({}, {}, {})",
        ids[3], ids[4], ids[5], ids[0], ids[1], ids[2]
    )
}

/// A failed `assert`: the launch ends with a fault naming it.
pub(crate) extern "C" fn gpujit_host_assert(
    condition: *const u8,
    file: *const u8,
    line: i32,
    function: *const u8,
) {
    // SAFETY: the kernel passes its NUL-terminated constant strings.
    let (c, f, func) = unsafe {
        (
            c_string(condition, 4096),
            c_string(file, 4096),
            c_string(function, 4096),
        )
    };
    abort_thread(|ids| {
        format!(
            "assertion `{}` failed at {}:{line} in `{}` ({})",
            String::from_utf8_lossy(&c),
            String::from_utf8_lossy(&f),
            String::from_utf8_lossy(&func),
            where_(ids)
        )
    });
}

/// `__trap()`: the launch ends with a fault.
pub(crate) extern "C" fn gpujit_host_trap() {
    abort_thread(|ids| format!("__trap() by {}", where_(ids)));
}

pub(crate) extern "C" fn gpujit_host_barrier() {
    wait(STATE.with(|s| s.get()), Sync::Barrier);
}

pub(crate) extern "C" fn gpujit_host_shared() -> *mut u8 {
    let st = STATE.with(|s| s.get());
    // SAFETY: `block` points at the running block's memory for as long as its threads run.
    let block = unsafe { &mut *st.block };
    block.shared.as_mut_ptr().cast()
}

/// Publishes `value` in the thread's slot, waits for the warp, reads with `read`,
/// and waits again so no lane overwrites its slot before all have read.
fn exchange(value: u64, read: impl FnOnce(&BlockMemory, u32, u32, u32) -> u64) -> u64 {
    let st = STATE.with(|s| s.get());
    // SAFETY: `block` points at the running block's memory; threads of a block
    // run on one OS thread, one at a time, so these accesses never overlap.
    let block = unsafe { &mut *st.block };
    block.slots[st.linear as usize] = value;
    wait(st, Sync::Warp);
    let warp = st.ids[12];
    let base = st.linear - st.linear % warp;
    // SAFETY: as above.
    let r = read(unsafe { &*st.block }, base, warp, st.block_threads);
    wait(st, Sync::Warp);
    r
}

pub(crate) extern "C" fn gpujit_host_shuffle(kind: i32, value: i32, arg: i32, width: i32) -> i32 {
    let kind = ShuffleKind::ALL
        .get(kind as usize)
        .copied()
        .unwrap_or(ShuffleKind::Idx);
    let own = value as u32 as u64;
    let linear = STATE.with(|s| s.get().linear);
    exchange(own, |m, base, warp, threads| {
        let lane = linear - base;
        let src = base + kind.source_lane(lane, arg as u32, (width as u32).min(warp));
        if src < threads && m.in_op[src as usize] {
            m.slots[src as usize]
        } else {
            own
        }
    }) as u32 as i32
}

pub(crate) extern "C" fn gpujit_host_vote(op: i32, pred: i32) -> i64 {
    let mask = exchange(u64::from(pred != 0), |m, base, warp, threads| {
        let mut mask = 0u64;
        for lane in 0..warp.min(64) {
            let t = base + lane;
            if t < threads && m.in_op[t as usize] && m.slots[t as usize] != 0 {
                mask |= 1 << lane;
            }
        }
        let active = (0..warp.min(64))
            .filter(|l| base + l < threads && m.in_op[(base + l) as usize])
            .fold(0u64, |a, l| a | 1 << l);
        match op {
            0 => mask,
            1 => u64::from(mask != 0),
            _ => u64::from(mask == active),
        }
    });
    mask as i64
}

/// The matrix operation (see [`crate::mma`]): every lane publishes where its
/// fragments are, the warp meets, and each lane computes its share of `D`
/// from all of them. A warp that cannot take part whole (a device with
/// warps other than 32 or 64 threads, a partial or diverged warp) records a
/// fault and leaves zeros.
pub(crate) extern "C" fn gpujit_host_mma(
    kind: i32,
    a: *const u8,
    b: *const u8,
    c: *const u8,
    d: *mut u8,
) {
    use gpujit_ir::mma::{FragmentUse, MmaKind};
    let Some(kind) = usize::try_from(kind)
        .ok()
        .and_then(|k| MmaKind::ALL.get(k).copied())
    else {
        return;
    };
    let acc = kind.element(FragmentUse::Accumulator);
    let bytes = kind.max_len(FragmentUse::Accumulator) as usize * acc.size();
    // SAFETY: the lowering passes `d` as an accumulator slot of `max_len` elements.
    unsafe { std::ptr::write_bytes(d, 0, bytes) };
    let mine = crate::mma::LaneFragments { a, b, c };
    let st = STATE.with(|s| s.get());
    let linear = st.linear;
    let mut problem = None;
    exchange(&mine as *const _ as u64, |m, base, warp, threads| {
        let lanes: Vec<crate::mma::LaneFragments> = (base..(base + warp).min(threads))
            .filter(|&t| !m.done[t as usize])
            // SAFETY: each slot holds the address of a live `LaneFragments` on the
            // stack of a thread of this warp, which waits in this same exchange.
            .map(|t| unsafe { *(m.slots[t as usize] as *const crate::mma::LaneFragments) })
            .collect();
        match crate::mma::check_warp(kind, warp, lanes.len()) {
            // SAFETY: every lane's pointers address its whole fragments (the
            // lowering's slots), and `d` this lane's accumulator.
            Ok(()) => unsafe { crate::mma::compute(kind, linear - base, &lanes, d) },
            Err(e) => problem = Some(e),
        }
        0
    });
    if let Some(e) = problem
        && !st.launch.is_null()
    {
        // SAFETY: `launch` outlives every thread it runs.
        let launch = unsafe { &*st.launch };
        let mut fault = launch.fault.lock().unwrap_or_else(|p| p.into_inner());
        fault.get_or_insert(e);
    }
}

/// Everything one launch needs, shared by the worker threads.
pub struct Launch {
    /// Address of the kernel's entry wrapper.
    pub entry: usize,
    /// Address of the array of argument pointers.
    pub args: usize,
    /// Grid extent.
    pub grid: Dim3,
    /// Block extent.
    pub block: Dim3,
    /// Warp size.
    pub warp: u32,
    /// Bytes of shared memory per block (static + dynamic).
    pub shared_bytes: usize,
    /// Whether threads run as coroutines.
    pub cooperative: bool,
    /// Whether the kernel checks its shared-memory accesses (checked mode).
    pub checked_shared: bool,
    /// Address of the grid's synchronisation workspace in a cooperative
    /// launch (every block resident at once), 0 otherwise.
    pub grid_workspace: u64,
    /// Set once a block has failed, for blocks of a cooperative launch waiting on it.
    pub stopped: std::sync::atomic::AtomicBool,
    /// The first bad access checked mode saw.
    pub fault: Mutex<Option<String>>,
}

/// Per-worker reusable resources.
#[derive(Default)]
pub struct Worker {
    stacks: Vec<DefaultStack>,
    memory: Option<BlockMemory>,
}

/// A cooperative thread: its index, its coroutine and where it stands.
type Thread = ([u32; 3], Coroutine<(), Sync, (), DefaultStack>, State);

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum State {
    Ready,
    At(Sync),
    Done,
}

impl Launch {
    fn ids(&self, block: [u32; 3], thread: [u32; 3], linear: u32) -> [u32; 14] {
        let (g, b) = (self.grid, self.block);
        [
            thread[0],
            thread[1],
            thread[2],
            block[0],
            block[1],
            block[2],
            b.x,
            b.y,
            b.z,
            g.x,
            g.y,
            g.z,
            self.warp,
            linear % self.warp,
        ]
    }

    fn threads(&self) -> impl Iterator<Item = [u32; 3]> + '_ {
        let b = self.block;
        (0..b.z).flat_map(move |z| (0..b.y).flat_map(move |y| (0..b.x).map(move |x| [x, y, z])))
    }

    /// Runs one block; returns a description of a synchronisation error, if any.
    pub fn run_block(&self, block: [u32; 3], worker: &mut Worker) -> Result<(), String> {
        // SAFETY: `entry` is the address of a JIT-compiled `void (ptr)` wrapper of
        // the module this launch holds alive.
        let entry: Entry = unsafe { std::mem::transmute::<usize, Entry>(self.entry) };
        let n = self.block.count() as usize;
        let mem = worker.memory.get_or_insert_with(|| BlockMemory {
            shared: Vec::new(),
            written: Vec::new(),
            slots: Vec::new(),
            done: Vec::new(),
            in_op: Vec::new(),
        });
        mem.shared.resize(self.shared_bytes.div_ceil(16), 0);
        if self.checked_shared {
            mem.written.clear();
            mem.written.resize(self.shared_bytes, false);
        }
        mem.slots.clear();
        mem.slots.resize(n, 0);
        mem.done.clear();
        mem.done.resize(n, false);
        mem.in_op.clear();
        mem.in_op.resize(n, false);
        let mem_ptr: *mut BlockMemory = mem;
        let state = |t: [u32; 3], linear: u32, yielder| ThreadState {
            ids: self.ids(block, t, linear),
            linear,
            block_threads: n as u32,
            block: mem_ptr,
            yielder,
            launch: self,
        };
        if !self.cooperative {
            for (linear, t) in self.threads().enumerate() {
                STATE.with(|s| s.set(state(t, linear as u32, std::ptr::null())));
                // SAFETY: `args` holds one pointer per kernel parameter to a live value
                // of its type, as the wrapper expects (checked by `check_launch`).
                unsafe { entry(self.args as *const *const u8) };
            }
            return Ok(());
        }
        let mut coroutines = Vec::with_capacity(n);
        for (linear, t) in self.threads().enumerate() {
            let stack = match worker.stacks.pop() {
                Some(s) => s,
                None => DefaultStack::new(COROUTINE_STACK)
                    .map_err(|e| format!("allocating a thread stack: {e}"))?,
            };
            let st = state(t, linear as u32, std::ptr::null());
            let args = self.args;
            let co: Coroutine<(), Sync, (), DefaultStack> =
                Coroutine::with_stack(stack, move |y: &Yielder<(), Sync>, ()| {
                    STATE.with(|s| {
                        s.set(ThreadState {
                            yielder: y as *const _,
                            ..st
                        })
                    });
                    // SAFETY: as above; the arguments outlive the launch, which waits
                    // for every coroutine of the block.
                    unsafe { entry(args as *const *const u8) };
                });
            coroutines.push((t, co, State::Ready));
        }
        let result = self.schedule(block, &mut coroutines, mem_ptr);
        for (_, mut co, _) in coroutines {
            if !co.done() {
                // SAFETY: the suspended thread holds no Rust values with destructors
                // (only the JIT-compiled kernel's frames), so abandoning its stack is sound.
                unsafe { co.force_reset() };
            }
            worker.stacks.push(co.into_stack());
        }
        result
    }

    fn schedule(
        &self,
        block: [u32; 3],
        cos: &mut [Thread],
        mem: *mut BlockMemory,
    ) -> Result<(), String> {
        let fmt = |t: [u32; 3]| format!("({}, {}, {})", t[0], t[1], t[2]);
        let warp = self.warp as usize;
        loop {
            for (i, (_, co, state)) in cos.iter_mut().enumerate() {
                if *state != State::Ready {
                    continue;
                }
                *state = match co.resume(()) {
                    CoroutineResult::Yield(at) => State::At(at),
                    CoroutineResult::Return(()) => {
                        // SAFETY: no coroutine of this block is running now.
                        let block = unsafe { &mut *mem };
                        block.done[i] = true;
                        State::Done
                    }
                };
            }
            if cos.iter().any(|c| c.2 == State::At(Sync::Abort)) {
                let fault = self.fault.lock().unwrap_or_else(|p| p.into_inner()).clone();
                return Err(fault.unwrap_or_else(|| "a thread stopped the launch".into()));
            }
            let live: Vec<usize> = (0..cos.len())
                .filter(|&i| cos[i].2 != State::Done)
                .collect();
            if live.is_empty() {
                return Ok(());
            }
            // A barrier releases once every live thread waits at one. Threads
            // that have exited count as arrived, as on NVIDIA and AMD GPUs: a
            // kernel whose whole warps return early while the rest of the
            // block meets at a barrier is common (reductions guard with
            // `if (tid >= n) return;`) and runs right on both.
            let at_barrier = live
                .iter()
                .filter(|&&i| cos[i].2 == State::At(Sync::Barrier))
                .count();
            if at_barrier > 0 && at_barrier == live.len() {
                for &i in &live {
                    cos[i].2 = State::Ready;
                }
                continue;
            }
            // A warp operation releases once every live thread of the warp is
            // at one, threads waiting at a block barrier aside: they left the
            // warp operation to the others (a partial member mask).
            let mut released = false;
            for w in (0..cos.len()).step_by(warp.max(1)) {
                let lanes: Vec<usize> = (w..(w + warp).min(cos.len()))
                    .filter(|&i| !matches!(cos[i].2, State::Done | State::At(Sync::Barrier)))
                    .collect();
                if !lanes.is_empty() && lanes.iter().all(|&i| cos[i].2 == State::At(Sync::Warp)) {
                    // SAFETY: no coroutine of this block is running now.
                    let block = unsafe { &mut *mem };
                    for i in w..(w + warp).min(cos.len()) {
                        block.in_op[i] = lanes.contains(&i);
                    }
                    for i in lanes {
                        cos[i].2 = State::Ready;
                    }
                    released = true;
                }
            }
            if !released && live.iter().all(|&i| cos[i].2 != State::Ready) {
                let stuck: Vec<String> = live
                    .iter()
                    .take(4)
                    .map(|&i| format!("{} at {:?}", fmt(cos[i].0), cos[i].2))
                    .collect();
                return Err(format!(
                    "deadlock in block {}: threads wait at a barrier while others of their warp wait at a warp operation ({}, ...)",
                    fmt(block),
                    stuck.join(", ")
                ));
            }
        }
    }
}

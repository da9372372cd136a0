//! When programs are compiled, on how many threads, and the counters that
//! show what the runtime did.

use std::time::Duration;

/// When a program is queued for compilation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompileWhen {
    /// Never: programs run on the interpreter only (refused programs, which
    /// have no other tier, are still compiled).
    Never,
    /// As soon as it is submitted.
    OnSubmit,
    /// At its first launch.
    FirstRun,
    /// Once it has been launched this many times.
    AfterRuns(u64),
    /// Once its estimated interpreted work (threads launched × bytecode
    /// instructions, summed over its launches) reaches this many.
    AfterWork(u64),
}

/// What a [`Tiered`](super::Tiered) runtime compiles, when, and with how many threads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Policy {
    /// When to queue a program for compilation.
    pub compile: CompileWhen,
    /// Compile worker threads (at least 1).
    pub threads: usize,
    /// Most programs compiled together as one module (1: each alone).
    pub batch: usize,
    /// How long a worker that finds fewer than `batch` programs queued waits
    /// for more before compiling what it has (not when a launch is waiting
    /// for one of them).
    pub linger: Duration,
}

impl Default for Policy {
    /// Compile at the first run, on all cores but one, up to 32 programs a
    /// module, lingering 2 ms for a batch to fill.
    fn default() -> Self {
        Policy {
            compile: CompileWhen::FirstRun,
            threads: std::thread::available_parallelism()
                .map_or(2, |n| n.get())
                .saturating_sub(1)
                .max(1),
            batch: 32,
            linger: Duration::from_millis(2),
        }
    }
}

/// The runtime's counters (see [`Tiered::stats`](super::Tiered::stats)).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    /// Programs submitted.
    pub programs: u64,
    /// Of those, programs the interpreter refused (JIT tier only).
    pub refused: u64,
    /// Launches run by the interpreter.
    pub interpreter_runs: u64,
    /// Launches run by compiled kernels.
    pub jit_runs: u64,
    /// Programs waiting in the compile queue now.
    pub queue_depth: u64,
    /// Programs being compiled now.
    pub compiling: u64,
    /// Programs whose compiled kernel is loaded.
    pub compiled: u64,
    /// Of those, programs found in the cache rather than compiled.
    pub cache_hits: u64,
    /// Programs whose compile or load failed.
    pub compile_errors: u64,
    /// Modules compiled (a batch counts once).
    pub modules_compiled: u64,
    /// Worker time spent compiling and loading.
    pub compile_time: Duration,
    /// Summed over programs whose first launch was interpreted: how much
    /// earlier that first result came than the program's compiled kernel.
    pub time_saved: Duration,
}

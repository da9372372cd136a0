//! Counts kept by a runtime.

use std::time::Duration;

/// Counts kept by a runtime.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RuntimeStats {
    /// Workers started (the first, and one per successful install).
    pub workers_started: u64,
    /// Installs rolled back.
    pub rollbacks: u64,
    /// Tasks submitted.
    pub submitted: u64,
    /// How long the last install paused submitters (old worker draining, new one
    /// loading, starting and passing validation).
    pub last_swap: Duration,
    /// Times the worker was parked ([`Runtime::park`](super::Runtime::park)).
    pub parks: u64,
    /// Times a parked worker was started again.
    pub resumes: u64,
}

//! A small deterministic generator (xorshift64*) for kernel inputs and
//! generated programs: the same seed gives the same numbers on every machine.
//!
//! ```
//! use gpujit_kernels::rng::Rng;
//! let (mut a, mut b) = (Rng(7), Rng(7));
//! assert_eq!(a.next(), b.next());
//! assert!(a.below(10) < 10);
//! assert!((-1.0..1.0).contains(&a.unit()));
//! ```

/// xorshift64* over its state; the state must not be 0 (a zero state stays 0).
#[derive(Debug, Clone)]
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// A float in `[-1, 1)`, from 24 random bits.
    pub fn unit(&mut self) -> f32 {
        (self.next() >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0
    }
}

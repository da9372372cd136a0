//! The README's and the guide's (`docs/src`) Rust blocks, compiled and run as
//! doc tests: `cargo test --doc -p gpujit` checks every one of them.
//! `ci/docs` checks that every chapter with a Rust block is listed here.

#[doc = include_str!("../../../README.md")]
pub struct Readme;

#[doc = include_str!("../../../docs/src/quick-start.md")]
pub struct QuickStart;

#[doc = include_str!("../../../docs/src/kernel-language.md")]
pub struct KernelLanguage;

#[doc = include_str!("../../../docs/src/porting-cuda.md")]
pub struct PortingCuda;

#[doc = include_str!("../../../docs/src/cuda-source.md")]
pub struct CudaSource;

#[doc = include_str!("../../../docs/src/devices.md")]
pub struct Devices;

#[doc = include_str!("../../../docs/src/jit.md")]
pub struct JitEngine;

#[doc = include_str!("../../../docs/src/runtimes.md")]
pub struct Runtimes;

#[doc = include_str!("../../../docs/src/specialization.md")]
pub struct Specialization;

//! The guide's BLAS chapter (`docs/src/blas.md`), whose Rust blocks run as
//! doc tests of this crate: `ci/docs` checks that it is included here.

#[doc = include_str!("../../../docs/src/blas.md")]
pub struct BlasChapter;

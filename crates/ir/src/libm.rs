//! C math library functions every target provides ([`Intrinsic::Libm`](crate::Intrinsic::Libm)):
//! NVIDIA's libdevice (`__nv_<name>f`, `__nv_<name>`), AMD's OCML
//! (`__ocml_<ocml>_f32`, `_f64`) and, on the host, the C library (`<name>f`,
//! `<name>`) or gpujit's own runtime where the C library has none. Each
//! target calls its own, with the C (and CUDA) meaning of the name.

use inkwell::context::ContextRef;
use inkwell::types::{BasicMetadataTypeEnum, FunctionType};

use crate::FloatWidth;

/// Operands and result of a [`LibmFn`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LibmSig {
    /// `n` floats in, a float out.
    Floats(u8),
    /// A float and an `i32` in (`ldexp`, `scalbn`), a float out.
    FloatInt,
    /// A float in, an `i32` out (`ilogb`).
    ToInt,
}

/// Where the host target finds a [`LibmFn`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HostMath {
    /// The C library: `<name>f`, `<name>`.
    CLibrary,
    /// gpujit's host runtime: `gpujit_host_<name>_<f32|f64>`.
    Runtime,
}

struct Entry {
    name: &'static str,
    sig: LibmSig,
    /// OCML's name, where it differs.
    ocml: &'static str,
    host: HostMath,
}

const fn c(name: &'static str, sig: LibmSig) -> Entry {
    Entry {
        name,
        sig,
        ocml: name,
        host: HostMath::CLibrary,
    }
}

const fn own(name: &'static str, ocml: &'static str, sig: LibmSig) -> Entry {
    Entry {
        name,
        sig,
        ocml,
        host: HostMath::Runtime,
    }
}

const F1: LibmSig = LibmSig::Floats(1);
const F2: LibmSig = LibmSig::Floats(2);
const F3: LibmSig = LibmSig::Floats(3);
const F4: LibmSig = LibmSig::Floats(4);

const TABLE: &[Entry] = &[
    c("acos", F1),
    c("acosh", F1),
    c("asin", F1),
    c("asinh", F1),
    c("atan", F1),
    c("atanh", F1),
    c("cbrt", F1),
    c("cosh", F1),
    c("erfc", F1),
    c("exp10", F1),
    c("expm1", F1),
    c("j0", F1),
    c("j1", F1),
    c("lgamma", F1),
    c("log10", F1),
    c("log1p", F1),
    c("logb", F1),
    c("nearbyint", F1),
    c("rint", F1),
    c("round", F1),
    c("sinh", F1),
    c("tgamma", F1),
    c("trunc", F1),
    c("y0", F1),
    c("y1", F1),
    c("atan2", F2),
    c("copysign", F2),
    c("fdim", F2),
    c("fmod", F2),
    c("hypot", F2),
    c("nextafter", F2),
    c("remainder", F2),
    c("ldexp", LibmSig::FloatInt),
    c("scalbn", LibmSig::FloatInt),
    c("ilogb", LibmSig::ToInt),
    own("sinpi", "sinpi", F1),
    own("cospi", "cospi", F1),
    own("rcbrt", "rcbrt", F1),
    own("erfinv", "erfinv", F1),
    own("erfcinv", "erfcinv", F1),
    own("erfcx", "erfcx", F1),
    own("normcdf", "ncdf", F1),
    own("normcdfinv", "ncdfinv", F1),
    own("cyl_bessel_i0", "i0", F1),
    own("cyl_bessel_i1", "i1", F1),
    own("rhypot", "rhypot", F2),
    own("norm3d", "len3", F3),
    own("rnorm3d", "rlen3", F3),
    own("norm4d", "len4", F4),
    own("rnorm4d", "rlen4", F4),
];

/// A math function that every target's library has (see [`Intrinsic::Libm`](crate::Intrinsic::Libm)):
/// `asin`, `atan2`, `ldexp`, `erfinv`, `norm3d`, ...
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LibmFn(u8);

impl LibmFn {
    /// Every such function.
    pub fn all() -> impl Iterator<Item = LibmFn> {
        (0..TABLE.len() as u8).map(LibmFn)
    }

    /// The function named `name` (CUDA's name for `double`: `asin`,
    /// `normcdf`, not `asinf`), if it is one.
    pub fn parse(name: &str) -> Option<LibmFn> {
        TABLE
            .iter()
            .position(|e| e.name == name)
            .map(|i| LibmFn(i as u8))
    }

    fn entry(self) -> &'static Entry {
        &TABLE[usize::from(self.0)]
    }

    /// Its name for `double` (`asin`).
    pub fn name(self) -> &'static str {
        self.entry().name
    }

    /// Its operands and result.
    pub fn sig(self) -> LibmSig {
        self.entry().sig
    }

    /// Number of operands.
    pub fn arity(self) -> usize {
        match self.sig() {
            LibmSig::Floats(n) => usize::from(n),
            LibmSig::FloatInt => 2,
            LibmSig::ToInt => 1,
        }
    }

    /// The C name for width `w` (`asinf`, `asin`): the C library's and,
    /// prefixed with `__nv_`, libdevice's.
    pub fn c_symbol(self, w: FloatWidth) -> String {
        match w {
            FloatWidth::F32 => format!("{}f", self.name()),
            FloatWidth::F64 => self.name().to_string(),
        }
    }

    /// OCML's function for width `w` (`__ocml_ncdf_f32`).
    pub fn ocml_symbol(self, w: FloatWidth) -> String {
        format!("__ocml_{}_{}", self.entry().ocml, w.name())
    }

    /// Where the host finds it.
    pub fn host(self) -> HostMath {
        self.entry().host
    }

    /// The host's function for width `w`: the C library's, or the runtime's
    /// `gpujit_host_<name>_<f32|f64>`.
    pub fn host_symbol(self, w: FloatWidth) -> String {
        match self.host() {
            HostMath::CLibrary => self.c_symbol(w),
            HostMath::Runtime => format!("gpujit_host_{}_{}", self.name(), w.name()),
        }
    }

    /// The LLVM type of the function for width `w`.
    pub fn signature<'ctx>(self, ctx: ContextRef<'ctx>, w: FloatWidth) -> FunctionType<'ctx> {
        let t = w.llvm_type(ctx);
        let i32t = ctx.i32_type();
        match self.sig() {
            LibmSig::Floats(n) => {
                let params: Vec<BasicMetadataTypeEnum> = vec![t.into(); usize::from(n)];
                t.fn_type(&params, false)
            }
            LibmSig::FloatInt => t.fn_type(&[t.into(), i32t.into()], false),
            LibmSig::ToInt => i32t.fn_type(&[t.into()], false),
        }
    }
}

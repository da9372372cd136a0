//! The intrinsic table: what each `llvm.nvvm.*` intrinsic and libdevice
//! `__nv_*` function a module calls becomes.

use inkwell::types::BasicTypeEnum;
use inkwell::values::FunctionValue;

use crate::{Axis, FloatWidth, Intrinsic, MathOp, MemScope};

/// What a call becomes.
#[derive(Debug, Clone)]
pub(super) enum Map {
    /// The PTX instruction(s) of a template, translated like inline asm:
    /// `$0` is the result (or `$0`, `$1` the fields of a struct result),
    /// the call's operands follow.
    Ptx(String),
    /// A `gpujit.*` call of the same type and no operands.
    Same(Intrinsic),
    /// The lane within the 32-lane group.
    LaneId,
    /// The constant 32.
    WarpSize,
    Barrier,
    /// `__syncwarp`: ordering and a warp-wide rendezvous.
    WarpSync,
    Fence(MemScope),
    Vote {
        op: Vote,
        sync: bool,
    },
    ActiveMask,
    /// `llvm.nvvm.ldg`/`ldu`: a plain load.
    Load,
    /// A scoped atomic intrinsic.
    Atomic {
        op: AtomicKind,
        scope: MemScope,
    },
    /// `atomic.load.inc.32`/`dec.32`: device-scope wrapping increment/decrement.
    WrapIncDec {
        inc: bool,
    },
    Math(MathOp, FloatWidth),
    Libm(crate::LibmFn, FloatWidth),
    /// `sincos(x, &s, &c)`: both results stored.
    SinCos(FloatWidth),
    /// `powi(x, n)`: `x` to an integer power.
    Powi(FloatWidth),
    /// `sincospi(x, &s, &c)`.
    SinCosPi(FloatWidth),
    /// `frexp(x, &e)`: the significand, and the exponent stored.
    Frexp(FloatWidth),
    /// `modf(x, &i)`: the fraction, and the integral part stored.
    Modf(FloatWidth),
    /// `remquo(x, y, &q)`: the remainder, and the quotient's sign and low
    /// three bits stored.
    Remquo(FloatWidth),
    /// `norm(n, v)` (or `rnorm` when `recip`): the length of an n-vector.
    Norm {
        width: FloatWidth,
        recip: bool,
    },
    /// CUDA's `vprintf(format, args)`.
    Printf,
    /// CUDA's `__assertfail(condition, file, line, function, char_size)`.
    AssertFail,
    /// `llvm.trap`: `__trap()`.
    Trap,
    Fma(FloatWidth),
    Reflect,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Vote {
    Ballot,
    Any,
    All,
    Uni,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum AtomicKind {
    Add,
    FAdd,
    Exch,
    And,
    Or,
    Xor,
    Min,
    Max,
    Inc,
    Dec,
    Cas,
}

/// Why a call cannot be lifted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Refuse {
    /// No portable form.
    Unsupported,
    /// A tensor-core operation.
    TensorCore,
}

fn axis(s: &str) -> Option<Axis> {
    Axis::ALL.into_iter().find(|a| a.name() == s)
}

const MATH: [(&str, MathOp); 17] = [
    ("sqrt", MathOp::Sqrt),
    ("rsqrt", MathOp::Rsqrt),
    ("exp", MathOp::Exp),
    ("exp2", MathOp::Exp2),
    ("log", MathOp::Log),
    ("log2", MathOp::Log2),
    ("sin", MathOp::Sin),
    ("cos", MathOp::Cos),
    ("tan", MathOp::Tan),
    ("tanh", MathOp::Tanh),
    ("erf", MathOp::Erf),
    ("fabs", MathOp::Abs),
    ("floor", MathOp::Floor),
    ("ceil", MathOp::Ceil),
    ("fmin", MathOp::Min),
    ("fmax", MathOp::Max),
    ("pow", MathOp::Pow),
];

/// `__nv_<f>` (f64) or `__nv_<f>f` (f32), checked against the declared type.
fn libdevice(name: &str, f: FunctionValue<'_>) -> Option<Map> {
    let base = name.strip_prefix("__nv_")?;
    // The fast (`__expf`-style) functions: the precise ones, whose error is
    // within their documented bounds.
    let base = match base {
        "fast_expf" => "expf",
        "fast_logf" => "logf",
        "fast_log2f" => "log2f",
        "fast_sinf" => "sinf",
        "fast_cosf" => "cosf",
        "fast_tanf" => "tanf",
        "fast_powf" => "powf",
        "fast_sincosf" => "sincosf",
        "fast_exp10f" => "exp10f",
        "fast_log10f" => "log10f",
        "fast_tanhf" => "tanhf",
        b => b,
    };
    let ctx = f.get_type().get_context();
    let float_width = |t: Option<BasicTypeEnum<'_>>| match t {
        Some(BasicTypeEnum::FloatType(t)) if t == ctx.f32_type() => Some(FloatWidth::F32),
        Some(BasicTypeEnum::FloatType(t)) if t == ctx.f64_type() => Some(FloatWidth::F64),
        _ => None,
    };
    let first = f.get_type().get_param_types().first().copied();
    let first = first.and_then(|t| BasicTypeEnum::try_from(t).ok());
    match base {
        "sincos" | "sincosf" if f.count_params() == 3 => {
            return float_width(first).map(Map::SinCos);
        }
        "powi" | "powif" if f.count_params() == 2 => return float_width(first).map(Map::Powi),
        "sincospi" | "sincospif" if f.count_params() == 3 => {
            return float_width(first).map(Map::SinCosPi);
        }
        "frexp" | "frexpf" if f.count_params() == 2 => return float_width(first).map(Map::Frexp),
        "modf" | "modff" if f.count_params() == 2 => return float_width(first).map(Map::Modf),
        "remquo" | "remquof" if f.count_params() == 3 => {
            return float_width(first).map(Map::Remquo);
        }
        "norm" | "normf" | "rnorm" | "rnormf" if f.count_params() == 2 => {
            let width = float_width(f.get_type().get_return_type())?;
            return Some(Map::Norm {
                width,
                recip: base.starts_with('r'),
            });
        }
        _ => {}
    }
    // The width: of the result, or (`ilogb`) of the operand.
    let width = float_width(f.get_type().get_return_type()).or(float_width(first))?;
    let stem = match width {
        FloatWidth::F64 => base,
        FloatWidth::F32 => base.strip_suffix('f')?,
    };
    if stem == "fma" {
        return (f.count_params() == 3).then_some(Map::Fma(width));
    }
    if let Some(op) = MATH.iter().find(|(n, _)| *n == stem).map(|m| m.1) {
        return (f.count_params() as usize == op.arity()).then_some(Map::Math(op, width));
    }
    let lib = crate::LibmFn::parse(stem)?;
    (f.count_params() as usize == lib.arity()).then_some(Map::Libm(lib, width))
}

fn scoped_atomic(rest: &str) -> Option<Map> {
    // `<op>.gen.<i|f>.<cta|sys>.<types>`
    let mut parts = rest.split('.');
    let (op, gen_, ty, scope) = (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
    if gen_ != "gen" {
        return None;
    }
    let scope = match scope {
        "cta" => MemScope::Block,
        "sys" => MemScope::System,
        _ => return None,
    };
    let op = match (op, ty) {
        ("add", "i") => AtomicKind::Add,
        ("add", "f") => AtomicKind::FAdd,
        ("exch", "i" | "f") => AtomicKind::Exch,
        ("and", "i") => AtomicKind::And,
        ("or", "i") => AtomicKind::Or,
        ("xor", "i") => AtomicKind::Xor,
        // NVPTX selects the signed instructions for these (clang uses them
        // for unsigned operands too).
        ("min", "i") => AtomicKind::Min,
        ("max", "i") => AtomicKind::Max,
        ("inc", "i") => AtomicKind::Inc,
        ("dec", "i") => AtomicKind::Dec,
        ("cas", "i") => AtomicKind::Cas,
        _ => return None,
    };
    Some(Map::Atomic { op, scope })
}

/// Intrinsics of the tensor cores (`llvm.nvvm.` prefixes).
const TENSOR_CORE: &[&str] = &[
    "wmma.",
    "mma.",
    "stmatrix.",
    "wgmma.",
    "tcgen05.",
    "cp.async.bulk.tensor.",
];

/// What a call of `name` becomes; `Err` if it cannot be lifted, `Ok(None)` if
/// it stays. `ftz` is the module's `__nvvm_reflect("__CUDA_FTZ")`, which
/// libdevice's fast functions follow.
pub(super) fn classify(name: &str, f: FunctionValue<'_>, ftz: bool) -> Result<Option<Map>, Refuse> {
    if name == "__nvvm_reflect" || name == "llvm.nvvm.reflect" {
        return Ok(Some(Map::Reflect));
    }
    match name {
        "vprintf" if f.count_params() == 2 => return Ok(Some(Map::Printf)),
        "__assertfail" if f.count_params() == 5 => return Ok(Some(Map::AssertFail)),
        "llvm.trap" => return Ok(Some(Map::Trap)),
        _ => {}
    }
    if let Some(base) = name.strip_prefix("__nv_") {
        if let Some(t) = libdevice_template(base, ftz) {
            return Ok(Some(Map::Ptx(t)));
        }
        return libdevice(name, f).map(Some).ok_or(Refuse::Unsupported);
    }
    let Some(rest) = name.strip_prefix("llvm.nvvm.") else {
        if name.starts_with("llvm.")
            || name.starts_with(crate::PREFIX)
            || f.count_basic_blocks() > 0
        {
            return Ok(None);
        }
        return Err(Refuse::Unsupported);
    };
    if let Some(t) = ptx_template(rest) {
        return Ok(Some(Map::Ptx(t)));
    }
    if TENSOR_CORE.iter().any(|p| rest.starts_with(p)) {
        return Err(Refuse::TensorCore);
    }
    classify_nvvm(rest).map_err(|()| Refuse::Unsupported)
}

fn classify_nvvm(rest: &str) -> Result<Option<Map>, ()> {
    if let Some(reg) = rest.strip_prefix("read.ptx.sreg.") {
        let map = match reg {
            "laneid" => Map::LaneId,
            "warpsize" => Map::WarpSize,
            _ => {
                let (r, a) = reg.split_once('.').ok_or(())?;
                let a = axis(a).ok_or(())?;
                Map::Same(match r {
                    "tid" => Intrinsic::ThreadId(a),
                    "ctaid" => Intrinsic::BlockId(a),
                    "ntid" => Intrinsic::BlockDim(a),
                    "nctaid" => Intrinsic::GridDim(a),
                    _ => return Err(()),
                })
            }
        };
        return Ok(Some(map));
    }
    let vote = |s: &str| {
        Some(match s {
            "ballot" => Vote::Ballot,
            "any" => Vote::Any,
            "all" => Vote::All,
            "uni" => Vote::Uni,
            _ => return None,
        })
    };
    let map = match rest {
        "barrier0"
        | "barrier.sync"
        | "bar.sync"
        | "barrier.n"
        | "barrier.sync.cnt"
        | "barrier.cta.sync.aligned.all"
        | "barrier.cta.sync.aligned.count"
        | "barrier.cta.sync.all"
        | "barrier.cta.sync.count" => Map::Barrier,
        "bar.warp.sync" => Map::WarpSync,
        "membar.cta" => Map::Fence(MemScope::Block),
        "membar.gl" => Map::Fence(MemScope::Device),
        "membar.sys" => Map::Fence(MemScope::System),
        "fence.sc.cluster" | "fence.acq_rel.cluster" => Map::Fence(MemScope::Device),
        "activemask" => Map::ActiveMask,
        _ => {
            let parts: Vec<&str> = rest.split('.').collect();
            match parts.as_slice() {
                ["vote", v, "sync"] => Map::Vote {
                    op: vote(v).ok_or(())?,
                    sync: true,
                },
                ["vote", v] => Map::Vote {
                    op: vote(v).ok_or(())?,
                    sync: false,
                },
                ["ldg" | "ldu", "global", ..] => Map::Load,
                ["atomic", "load", inc @ ("inc" | "dec"), "32", ..] => {
                    Map::WrapIncDec { inc: *inc == "inc" }
                }
                ["atomic", ..] => scoped_atomic(&rest["atomic.".len()..]).ok_or(())?,
                _ => return Err(()),
            }
        }
    };
    Ok(Some(map))
}

/// Portable name of an NVPTX sync scope; `None` if unknown.
pub(super) fn portable_scope(scope: &str) -> Option<&'static str> {
    Some(match scope {
        "" => MemScope::System.portable_syncscope(),
        "block" | "cta" => MemScope::Block.portable_syncscope(),
        "cluster" | "device" | "gpu" => MemScope::Device.portable_syncscope(),
        "singlethread" => "singlethread",
        "gpujit-block" => "gpujit-block",
        "gpujit-device" => "gpujit-device",
        _ => return None,
    })
}

/// The PTX that an intrinsic stands for, where the asm translator computes
/// it (`$0` the result, the operands after it).
fn ptx_template(rest: &str) -> Option<String> {
    let parts: Vec<&str> = rest.split('.').collect();
    // Rounding-mode suffixes: `rn`, `rz`, `rm`, `rp`.
    let rnd = |r: &str| matches!(r, "rn" | "rz" | "rm" | "rp");
    let ftz = |f: bool| if f { ".ftz" } else { "" };
    let fty = |t: &str| match t {
        "f" | "f32" => Some("f32"),
        "d" | "f64" => Some("f64"),
        _ => None,
    };
    Some(match parts.as_slice() {
        ["read", "ptx", "sreg", "clock"] => "mov.u32 $0, %clock;".into(),
        ["read", "ptx", "sreg", "clock64"] => "mov.u64 $0, %clock64;".into(),
        ["read", "ptx", "sreg", "globaltimer"] => "mov.u64 $0, %globaltimer;".into(),
        ["read", "ptx", "sreg", "globaltimer", h @ ("lo" | "hi")] => {
            format!("mov.u32 $0, %globaltimer_{h};")
        }
        ["read", "ptx", "sreg", r @ ("envreg1" | "envreg2")] => format!("mov.u32 $0, %{r};"),
        [
            "read",
            "ptx",
            "sreg",
            "lanemask",
            m @ ("eq" | "lt" | "le" | "gt" | "ge"),
        ] => {
            format!("mov.u32 $0, %lanemask_{m};")
        }
        [
            op @ ("ex2" | "lg2" | "sin" | "cos" | "sqrt" | "rsqrt"),
            "approx",
            t,
        ] => {
            format!("{op}.approx.{} $0, $1;", fty(t)?)
        }
        [
            op @ ("ex2" | "lg2" | "sin" | "cos" | "sqrt" | "rsqrt" | "rcp"),
            "approx",
            "ftz",
            t,
        ] => {
            format!("{op}.approx.ftz.{} $0, $1;", fty(t)?)
        }
        ["sqrt", "f"] => "sqrt.rn.f32 $0, $1;".into(),
        [op @ ("sqrt" | "rcp"), r, rest @ ..] if rnd(r) => match rest {
            [t] => format!("{op}.{r}.{} $0, $1;", fty(t)?),
            ["ftz", "f"] => format!("{op}.{r}.ftz.f32 $0, $1;"),
            _ => return None,
        },
        ["div", "full"] => "div.full.f32 $0, $1, $2;".into(),
        ["div", "full", "ftz"] => "div.full.ftz.f32 $0, $1, $2;".into(),
        ["div", "approx", rest @ ..] => match rest {
            ["f"] => "div.approx.f32 $0, $1, $2;".into(),
            ["ftz", "f"] => "div.approx.ftz.f32 $0, $1, $2;".into(),
            _ => return None,
        },
        [op @ ("div" | "add" | "mul"), r, rest @ ..] if *r == "rn" || *op == "div" && rnd(r) => {
            match rest {
                [t] => format!("{op}.{r}.{} $0, $1, $2;", fty(t)?),
                ["ftz", "f"] => format!("{op}.{r}.ftz.f32 $0, $1, $2;"),
                _ => return None,
            }
        }
        ["fma", "rn", rest @ ..] => {
            let (t, flags) = rest.split_last()?;
            let t = match *t {
                "f16" => "f16",
                t => fty(t)?,
            };
            for f in flags {
                if !matches!(*f, "ftz" | "sat" | "relu") {
                    return None;
                }
            }
            let flags: String = flags.iter().map(|f| format!(".{f}")).collect();
            format!("fma.rn{flags}.{t} $0, $1, $2, $3;")
        }
        [op @ ("fmin" | "fmax"), rest @ ..] => {
            let (t, flags) = rest.split_last()?;
            let t = fty(t)?;
            let mut m = String::new();
            for f in flags {
                m.push_str(match *f {
                    "ftz" => ".ftz",
                    "nan" => ".NaN",
                    "xorsign" => ".xorsign",
                    "abs" => ".abs",
                    _ => return None,
                });
            }
            format!("{}{m}.{t} $0, $1, $2;", &op[1..])
        }
        ["fabs", rest @ ..] => match rest {
            [t] => format!("abs.{} $0, $1;", fty(t)?),
            ["ftz", t] => format!("abs.ftz.{} $0, $1;", fty(t)?),
            _ => return None,
        },
        [
            op @ ("floor" | "ceil" | "trunc" | "round" | "saturate"),
            rest @ ..,
        ] => {
            let m = match *op {
                "floor" => "rmi",
                "ceil" => "rpi",
                "trunc" => "rzi",
                "round" => "rni",
                _ => "sat",
            };
            let (f, t) = match rest {
                [t] => (false, fty(t)?),
                ["ftz", t] => (true, fty(t)?),
                _ => return None,
            };
            format!("cvt.{m}{}.{t}.{t} $0, $1;", ftz(f))
        }
        ["f2h", "rn", rest @ ..] => format!("cvt.rn{}.f16.f32 $0, $1;", ftz(rest == ["ftz"])),
        ["f2bf16", r @ ("rn" | "rz"), rest @ ..] => {
            let mut m = String::new();
            for f in rest {
                m.push_str(match *f {
                    "relu" => ".relu",
                    "satfinite" => ".satfinite",
                    _ => return None,
                });
            }
            format!("cvt.{r}{m}.bf16.f32 $0, $1;")
        }
        [conv, r, rest @ ..] if rnd(r) && rest.len() <= 1 && rest.iter().all(|f| *f == "ftz") => {
            let f = ftz(!rest.is_empty());
            let (dst, src, to_int) = match *conv {
                "d2f" => ("f32", "f64", false),
                "f2i" => ("s32", "f32", true),
                "f2ui" => ("u32", "f32", true),
                "d2i" => ("s32", "f64", true),
                "d2ui" => ("u32", "f64", true),
                "f2ll" => ("s64", "f32", true),
                "f2ull" => ("u64", "f32", true),
                "d2ll" => ("s64", "f64", true),
                "d2ull" => ("u64", "f64", true),
                "i2f" => ("f32", "s32", false),
                "ui2f" => ("f32", "u32", false),
                "i2d" => ("f64", "s32", false),
                "ui2d" => ("f64", "u32", false),
                "ll2f" => ("f32", "s64", false),
                "ull2f" => ("f32", "u64", false),
                "ll2d" => ("f64", "s64", false),
                "ull2d" => ("f64", "u64", false),
                _ => return None,
            };
            let r = if to_int {
                format!("{r}i")
            } else {
                r.to_string()
            };
            format!("cvt.{r}{f}.{dst}.{src} $0, $1;")
        }
        ["d2i", "lo"] => "{ .reg .b32 hi; mov.b64 {$0, hi}, $1; }".into(),
        ["d2i", "hi"] => "{ .reg .b32 lo; mov.b64 {lo, $0}, $1; }".into(),
        ["lohi", "i2d"] => "mov.b64 $0, {$1, $2};".into(),
        ["mulhi", t] => {
            let t = match *t {
                "s" => "s16",
                "us" => "u16",
                "i" => "s32",
                "ui" => "u32",
                "ll" => "s64",
                "ull" => "u64",
                _ => return None,
            };
            format!("mul.hi.{t} $0, $1, $2;")
        }
        ["mul24", t @ ("i" | "ui")] => {
            format!(
                "mul24.lo.{} $0, $1, $2;",
                if *t == "i" { "s32" } else { "u32" }
            )
        }
        ["prmt"] => "prmt.b32 $0, $1, $2, $3;".into(),
        ["redux", "sync", op] => {
            let (op, t) = match *op {
                "add" => ("add", "u32"),
                "min" => ("min", "s32"),
                "max" => ("max", "s32"),
                "umin" => ("min", "u32"),
                "umax" => ("max", "u32"),
                "and" | "or" | "xor" => (*op, "b32"),
                _ => return None,
            };
            format!("redux.sync.{op}.{t} $0, $1, $2;")
        }
        ["match", "any", "sync", t @ ("i32" | "i64")] => {
            format!("match.any.sync.b{} $0, $2, $1;", &t[1..])
        }
        ["match", "all", "sync", t @ ("i32p" | "i64p")] => {
            format!("match.all.sync.b{} $0|$1, $3, $2;", &t[1..3])
        }
        ["shfl", "sync", mode @ ("idx" | "up" | "down" | "bfly"), t] => match *t {
            "i32" | "f32" => format!("shfl.sync.{mode}.b32 $0, $2, $3, $4, $1;"),
            "i32p" | "f32p" => format!("shfl.sync.{mode}.b32 $0|$1, $3, $4, $5, $2;"),
            _ => return None,
        },
        ["shfl", mode @ ("idx" | "up" | "down" | "bfly"), t] => match *t {
            "i32" | "f32" => format!("shfl.{mode}.b32 $0, $1, $2, $3;"),
            "i32p" | "f32p" => format!("shfl.{mode}.b32 $0|$1, $2, $3, $4;"),
            _ => return None,
        },
        [
            "barrier",
            "cta",
            "red",
            op @ ("popc" | "and" | "or"),
            rest @ ..,
        ] => {
            let t = if *op == "popc" { "u32" } else { "pred" };
            match rest {
                ["aligned", "all"] | ["all"] => format!("bar.red.{op}.{t} $0, $1, $2;"),
                ["aligned", "count"] | ["count"] => format!("bar.red.{op}.{t} $0, $1, $2, $3;"),
                _ => return None,
            }
        }
        ["barrier0", op @ ("popc" | "and" | "or")] => {
            let t = if *op == "popc" { "u32" } else { "pred" };
            format!("bar.red.{op}.{t} $0, 0, $1;")
        }
        [
            "cp",
            "async",
            c @ ("ca" | "cg"),
            "shared",
            "global",
            n @ ("4" | "8" | "16"),
            rest @ ..,
        ] => match rest {
            [] => format!("cp.async.{c}.shared.global [$0], [$1], {n};"),
            ["s"] => format!("cp.async.{c}.shared.global [$0], [$1], {n}, $2;"),
            _ => return None,
        },
        [
            "ldmatrix",
            "sync",
            "aligned",
            "m8n8",
            x @ ("x1" | "x2" | "x4"),
            rest @ ..,
        ] => {
            let trans = match rest {
                ["b16"] | ["b16", "p3"] => "",
                ["trans", "b16"] | ["trans", "b16", "p3"] => ".trans",
                _ => return None,
            };
            let n: usize = x[1..].parse().ok()?;
            let regs: Vec<String> = (0..n).map(|k| format!("${k}")).collect();
            format!(
                "ldmatrix.sync.aligned.m8n8.{x}{trans}.shared.b16 {{{}}}, [${n}];",
                regs.join(", ")
            )
        }
        ["wmma", ..] => return wmma_template(&parts[1..]),
        // The warp matrix operations PTX's `mma.sync` has: results, A, B, C.
        ["mma", shape, "row", "col", types @ ..] => {
            if let Some(t) = mma_extra_template(shape, types) {
                return Some(t);
            }
            let (ptx_types, (d, a, b)) = match (*shape, types) {
                ("m16n8k16", ["f32", "f32"]) => ("f32.f16.f16.f32", (4, 4, 2)),
                ("m16n8k8", ["f32", "f32"]) => ("f32.f16.f16.f32", (4, 2, 1)),
                ("m16n8k16", ["bf16"]) => ("f32.bf16.bf16.f32", (4, 4, 2)),
                ("m16n8k8", ["bf16"]) => ("f32.bf16.bf16.f32", (4, 2, 1)),
                ("m16n8k8", ["tf32"]) => ("f32.tf32.tf32.f32", (4, 4, 2)),
                ("m16n8k4", ["tf32"]) => ("f32.tf32.tf32.f32", (4, 2, 1)),
                ("m8n8k4", ["f64"]) => ("f64.f64.f64.f64", (2, 1, 1)),
                _ => return None,
            };
            format!(
                "mma.sync.aligned.{shape}.row.col.{ptx_types} {}, {}, {}, {};",
                reg_group(0, d),
                reg_group(d, a),
                reg_group(d + a, b),
                reg_group(d + a + b, d)
            )
        }
        ["cp", "async", "commit", "group"] => "cp.async.commit_group;".into(),
        ["cp", "async", "wait", "group"] => "cp.async.wait_group $0;".into(),
        ["cp", "async", "wait", "all"] => "cp.async.wait_all;".into(),
        _ => return None,
    })
}

/// `{$first, ..., $first+n-1}`.
fn reg_group(first: usize, n: usize) -> String {
    let r: Vec<String> = (first..first + n).map(|k| format!("${k}")).collect();
    format!("{{{}}}", r.join(", "))
}

/// `llvm.nvvm.wmma.SHAPE.{load,store}.FRAG.LAYOUT[.stride].TYPE[.pN]` and
/// `llvm.nvvm.wmma.SHAPE.mma.ALAYOUT.BLAYOUT[.rn].TYPES[.satfinite]` as
/// PTX's `wmma` instructions.
fn wmma_template<'a>(parts: &[&'a str]) -> Option<String> {
    let (shape, rest) = parts.split_first()?;
    // `[.stride].TYPE[.pN]`: whether a stride operand follows, the element
    // type, and PTX's state space for the address space.
    let ldst_tail = |tail: &[&'a str]| -> Option<(bool, &'a str, &'static str)> {
        let (stride, tail) = match tail {
            ["stride", t @ ..] => (true, t),
            t => (false, t),
        };
        let sp = match tail.get(1).copied() {
            Some("p1") => ".global",
            Some("p3") => ".shared",
            Some("p0") | None => "",
            _ => return None,
        };
        (tail.len() <= 2).then_some((stride, *tail.first()?, sp))
    };
    match rest {
        [
            "load",
            frag @ ("a" | "b" | "c"),
            layout @ ("row" | "col"),
            tail @ ..,
        ] => {
            let (stride, el, sp) = ldst_tail(tail)?;
            let n = super::asm::wmma_fragment_regs(shape, frag, el)?;
            let stride = if stride {
                format!(", ${}", n + 1)
            } else {
                String::new()
            };
            Some(format!(
                "wmma.load.{frag}.sync.aligned.{layout}.{shape}{sp}.{el} {}, [${n}]{stride};",
                reg_group(0, n)
            ))
        }
        ["store", "d", layout @ ("row" | "col"), tail @ ..] => {
            let (stride, el, sp) = ldst_tail(tail)?;
            let n = super::asm::wmma_fragment_regs(shape, "d", el)?;
            let stride = if stride {
                format!(", ${}", n + 1)
            } else {
                String::new()
            };
            Some(format!(
                "wmma.store.d.sync.aligned.{layout}.{shape}{sp}.{el} [$0], {}{stride};",
                reg_group(1, n)
            ))
        }
        ["mma", al @ ("row" | "col"), bl @ ("row" | "col"), tail @ ..] => {
            let (rn, tail) = match tail {
                ["rn", t @ ..] => (".rn", t),
                t => ("", t),
            };
            let (tail, sat) = match tail {
                [t @ .., "satfinite"] => (t, ".satfinite"),
                t => (t, ""),
            };
            // (D, A, B, C) element types and the PTX type list.
            let (d, a, c, types) = match tail {
                [d @ ("f16" | "f32"), c @ ("f16" | "f32")] => (*d, "f16", *c, format!("{d}.{c}")),
                ["bf16"] => ("f32", "bf16", "f32", "f32.bf16.bf16.f32".into()),
                ["tf32"] => ("f32", "tf32", "f32", "f32.tf32.tf32.f32".into()),
                ["f64"] => ("f64", "f64", "f64", "f64.f64.f64.f64".into()),
                [i @ ("s8" | "u8")] => ("s32", *i, "s32", format!("s32.{i}.{i}.s32")),
                _ => return None,
            };
            let regs = |m: &str, e: &str| super::asm::wmma_fragment_regs(shape, m, e);
            let (nd, na, nb, nc) = (regs("d", d)?, regs("a", a)?, regs("b", a)?, regs("c", c)?);
            Some(format!(
                "wmma.mma.sync.aligned.{al}.{bl}.{shape}.{types}{rn}{sat} {}, {}, {}, {};",
                reg_group(0, nd),
                reg_group(nd, na),
                reg_group(nd + na, nb),
                reg_group(nd + na + nb, nc)
            ))
        }
        _ => None,
    }
}

/// `llvm.nvvm.mma.SHAPE.row.col[.satfinite].TYPES` kinds beyond the
/// portable intrinsic's: `f16` accumulators and 8-bit integers.
fn mma_extra_template(shape: &str, types: &[&str]) -> Option<String> {
    let (sat, types) = match types {
        ["satfinite", t @ ..] => (".satfinite", t),
        t => ("", t),
    };
    // (PTX types, registers of D, A, B, C).
    let (ptx, n) = match (shape, types) {
        ("m16n8k16", ["f16", "f16"]) => ("f16.f16.f16.f16".to_string(), (2, 4, 2, 2)),
        ("m16n8k8", ["f16", "f16"]) => ("f16.f16.f16.f16".to_string(), (2, 2, 1, 2)),
        ("m16n8k32" | "m16n8k16" | "m8n8k16", [a @ ("s8" | "u8"), ..]) if types.len() <= 2 => {
            let b = types.get(1).copied().unwrap_or(a);
            if !matches!(b, "s8" | "u8") {
                return None;
            }
            let n = match shape {
                "m16n8k32" => (4, 4, 2, 4),
                "m16n8k16" => (4, 2, 1, 4),
                _ => (2, 1, 1, 2),
            };
            (format!("s32.{a}.{b}.s32"), n)
        }
        _ => return None,
    };
    let (d, a, b, c) = n;
    Some(format!(
        "mma.sync.aligned.{shape}.row.col{sat}.{ptx} {}, {}, {}, {};",
        reg_group(0, d),
        reg_group(d, a),
        reg_group(d + a, b),
        reg_group(d + a + b, c)
    ))
}

/// `float2ll_rz`-style conversions to integers: the PTX destination and
/// source types and rounding mode.
fn float_to_int(base: &str) -> Option<(&'static str, &'static str, &'static str)> {
    let (stem, mode) = base.rsplit_once('_')?;
    let mode = match mode {
        "rn" => "rni",
        "rz" => "rzi",
        "rd" => "rmi",
        "ru" => "rpi",
        _ => return None,
    };
    let (src, dst) = match stem {
        "float2ll" => ("f32", "s64"),
        "float2ull" => ("f32", "u64"),
        "double2ll" => ("f64", "s64"),
        "double2ull" => ("f64", "u64"),
        "double2uint" => ("f64", "u32"),
        _ => return None,
    };
    Some((dst, src, mode))
}

/// libdevice functions that are one PTX instruction (or a few): their PTX.
fn libdevice_template(base: &str, ftz: bool) -> Option<String> {
    let z = if ftz { ".ftz" } else { "" };
    let one = |op: &str| format!("{op} $0, $1;");
    let two = |op: &str| format!("{op} $0, $1, $2;");
    Some(match base {
        "mul24" => two("mul24.lo.s32"),
        "umul24" => two("mul24.lo.u32"),
        "mulhi" => two("mul.hi.s32"),
        "umulhi" => two("mul.hi.u32"),
        "mul64hi" => two("mul.hi.s64"),
        "umul64hi" => two("mul.hi.u64"),
        "popc" => one("popc.b32"),
        // Bits reinterpreted, split and joined.
        "int_as_float" | "uint_as_float" | "float_as_int" | "float_as_uint" => one("mov.b32"),
        "longlong_as_double" | "double_as_longlong" => one("mov.b64"),
        "double2hiint" => "{ .reg .b32 lo; mov.b64 {lo, $0}, $1; }".into(),
        "double2loint" => "{ .reg .b32 hi; mov.b64 {$0, hi}, $1; }".into(),
        "hiloint2double" => "mov.b64 $0, {$2, $1};".into(),
        // Classification, as libdevice answers it (1 or 0; the sign bit).
        "signbitf" => "{ .reg .b32 b; mov.b32 b, $1; shr.u32 $0, b, 31; }".into(),
        "signbitd" => {
            "{ .reg .b32 lo; .reg .b32 hi; mov.b64 {lo, hi}, $1; shr.u32 $0, hi, 31; }".into()
        }
        "isnanf" | "isnand" => {
            let t = if base == "isnanf" { "f32" } else { "f64" };
            format!("{{ .reg .pred p; setp.nan.{t} p, $1, $1; selp.s32 $0, 1, 0, p; }}")
        }
        "isinff" | "isinfd" | "finitef" | "isfinited" => {
            let (t, inf) = if base.ends_with('f') && base != "isfinited" {
                ("f32", "0f7F800000")
            } else {
                ("f64", "0d7FF0000000000000")
            };
            let cmp = if base.starts_with("isinf") {
                "eq"
            } else {
                "lt"
            };
            format!(
                "{{ .reg .{t} a; .reg .pred p; abs.{t} a, $1; setp.{cmp}.{t} p, a, {inf}; \
                 selp.s32 $0, 1, 0, p; }}"
            )
        }
        // Halving adds without overflow, and sums of absolute differences.
        "hadd" | "rhadd" | "uhadd" | "urhadd" => {
            let (s, w) = if base.starts_with('u') {
                ("u", "u64")
            } else {
                ("s", "s64")
            };
            let round = if base.contains("rhadd") {
                "add.s64 t, t, 1;"
            } else {
                ""
            };
            format!(
                "{{ .reg .{w} a; .reg .{w} b; .reg .{w} t; cvt.{w}.{s}32 a, $1; cvt.{w}.{s}32 b, $2; \
                 add.{w} t, a, b; {round} shr.{w} t, t, 1; cvt.{s}32.{w} $0, t; }}"
            )
        }
        "sad" | "usad" => {
            let t = if base == "sad" { "s32" } else { "u32" };
            format!(
                "{{ .reg .b32 d; .reg .b32 e; .reg .pred p; setp.lt.{t} p, $1, $2; \
                 sub.u32 d, $1, $2; sub.u32 e, $2, $1; selp.b32 d, e, d, p; add.u32 $0, d, $3; }}"
            )
        }
        // Conversions that round as their suffix says.
        "int2double_rn" => one("cvt.rn.f64.s32"),
        "uint2double_rn" => one("cvt.rn.f64.u32"),
        "fsub_rn" => two(&format!("sub.rn{z}.f32")),
        "dsub_rn" => two("sub.rn.f64"),
        "frsqrt_rn" => format!(
            "{{ .reg .f64 d; cvt.f64.f32 d, $1; sqrt.rn.f64 d, d; rcp.rn.f64 d, d; \
             cvt.rn{z}.f32.f64 $0, d; }}"
        ),
        "llrintf" => one("cvt.rni.s64.f32"),
        "llrint" => one("cvt.rni.s64.f64"),
        // Halves away from zero: the truncation, one further where the rest
        // (exact) is at least a half.
        "llroundf" | "llround" => {
            let (t, half, unit) = if base == "llroundf" {
                ("f32", "0f3F000000", "0f3F800000")
            } else {
                ("f64", "0d3FE0000000000000", "0d3FF0000000000000")
            };
            format!(
                "{{ .reg .{t} t; .reg .{t} d; .reg .{t} one; .reg .pred p; cvt.rzi.{t}.{t} t, $1; \
                 sub.{t} d, $1, t; abs.{t} d, d; setp.ge.{t} p, d, {half}; \
                 copysign.{t} one, $1, {unit}; @p add.{t} t, t, one; cvt.rzi.s64.{t} $0, t; }}"
            )
        }
        "fmaf_ieee_rn" => "fma.rn.f32 $0, $1, $2, $3;".into(),
        _ if float_to_int(base).is_some() => {
            let (dst, src, mode) = float_to_int(base)?;
            let z = if src == "f32" { z } else { "" };
            one(&format!("cvt.{mode}{z}.{dst}.{src}"))
        }
        "ll2float_rn" => one("cvt.rn.f32.s64"),
        "ull2float_rn" => one("cvt.rn.f32.u64"),
        "ll2float_rz" => one("cvt.rz.f32.s64"),
        "ll2float_rd" => one("cvt.rm.f32.s64"),
        "ll2float_ru" => one("cvt.rp.f32.s64"),
        "ull2float_rz" => one("cvt.rz.f32.u64"),
        "ull2float_rd" => one("cvt.rm.f32.u64"),
        "ull2float_ru" => one("cvt.rp.f32.u64"),
        "ll2double_rn" => one("cvt.rn.f64.s64"),
        "ull2double_rn" => one("cvt.rn.f64.u64"),
        "popcll" => one("popc.b64"),
        "clz" => one("clz.b32"),
        "clzll" => one("clz.b64"),
        "brev" => one("brev.b32"),
        "brevll" => one("brev.b64"),
        "ffs" | "ffsll" => {
            let w = if base == "ffs" { 32 } else { 64 };
            format!(
                "{{ .reg .b{w} r; .reg .b32 n; .reg .pred z; brev.b{w} r, $1; clz.b{w} n, r; \
                 add.u32 n, n, 1; setp.eq.u{w} z, $1, 0; selp.b32 $0, 0, n, z; }}"
            )
        }
        // The selector's three low bits of each nibble.
        "byte_perm" => "{ .reg .b32 s; and.b32 s, $3, 0x7777; prmt.b32 $0, $1, $2, s; }".into(),
        "min" => two("min.s32"),
        "max" => two("max.s32"),
        "umin" => two("min.u32"),
        "umax" => two("max.u32"),
        "llmin" => two("min.s64"),
        "llmax" => two("max.s64"),
        "ullmin" => two("min.u64"),
        "ullmax" => two("max.u64"),
        "abs" => one("abs.s32"),
        "llabs" => one("abs.s64"),
        "saturatef" => one(&format!("cvt.sat{z}.f32.f32")),
        "fast_fdividef" => two(&format!("div.approx{z}.f32")),
        "fdividef" => two(&format!("div.full{z}.f32")),
        "fmaf_rn" => format!("fma.rn{z}.f32 $0, $1, $2, $3;"),
        "fma_rn" => "fma.rn.f64 $0, $1, $2, $3;".into(),
        "frcp_rn" | "frcp_rz" | "frcp_rd" | "frcp_ru" => {
            one(&format!("rcp.{}{z}.f32", directed(&base[5..])))
        }
        "fsqrt_rn" | "fsqrt_rz" | "fsqrt_rd" | "fsqrt_ru" => {
            one(&format!("sqrt.{}{z}.f32", directed(&base[6..])))
        }
        "fdiv_rn" | "fdiv_rz" | "fdiv_rd" | "fdiv_ru" => {
            two(&format!("div.{}{z}.f32", directed(&base[5..])))
        }
        "drcp_rn" | "drcp_rz" | "drcp_rd" | "drcp_ru" => {
            one(&format!("rcp.{}.f64", directed(&base[5..])))
        }
        "dsqrt_rn" | "dsqrt_rz" | "dsqrt_rd" | "dsqrt_ru" => {
            one(&format!("sqrt.{}.f64", directed(&base[6..])))
        }
        "ddiv_rn" | "ddiv_rz" | "ddiv_rd" | "ddiv_ru" => {
            two(&format!("div.{}.f64", directed(&base[5..])))
        }
        "fadd_rn" => two(&format!("add.rn{z}.f32")),
        "fmul_rn" => two(&format!("mul.rn{z}.f32")),
        "dadd_rn" => two("add.rn.f64"),
        "dmul_rn" => two("mul.rn.f64"),
        "float2half_rn" => one("cvt.rn.f16.f32"),
        "half2float" => one("cvt.f32.f16"),
        "float2int_rn" | "float2int_rz" | "float2int_rd" | "float2int_ru" => {
            one(&format!("cvt.{}i{z}.s32.f32", directed(&base[10..])))
        }
        "float2uint_rn" | "float2uint_rz" | "float2uint_rd" | "float2uint_ru" => {
            one(&format!("cvt.{}i{z}.u32.f32", directed(&base[11..])))
        }
        "double2int_rn" | "double2int_rz" | "double2int_rd" | "double2int_ru" => {
            one(&format!("cvt.{}i.s32.f64", directed(&base[11..])))
        }
        "int2float_rn" | "int2float_rz" | "int2float_rd" | "int2float_ru" => {
            one(&format!("cvt.{}.f32.s32", directed(&base[10..])))
        }
        "uint2float_rn" | "uint2float_rz" | "uint2float_rd" | "uint2float_ru" => {
            one(&format!("cvt.{}.f32.u32", directed(&base[11..])))
        }
        "double2float_rn" | "double2float_rz" | "double2float_rd" | "double2float_ru" => {
            one(&format!("cvt.{}{z}.f32.f64", directed(&base[13..])))
        }
        _ => return None,
    })
}

/// libdevice's rounding suffix (`rn`, `rz`, `rd`, `ru`) as PTX's.
fn directed(s: &str) -> &'static str {
    match s {
        "rz" => "rz",
        "rd" => "rm",
        "ru" => "rp",
        _ => "rn",
    }
}

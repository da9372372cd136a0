//! The intrinsic table: what each `llvm.nvvm.*` intrinsic and libdevice
//! `__nv_*` function a module calls becomes.

use inkwell::types::BasicTypeEnum;
use inkwell::values::FunctionValue;

use crate::{Axis, FloatWidth, Intrinsic, MathOp, MemScope, ShuffleKind};

/// What a call becomes.
#[derive(Debug, Clone, Copy)]
pub(super) enum Map {
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
    /// A shuffle; `sync` when the first operand is a mask.
    Shuffle {
        kind: ShuffleKind,
        sync: bool,
    },
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
    Inc,
    Dec,
    Cas,
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
    let ctx = f.get_type().get_context();
    let width = match f.get_type().get_return_type()? {
        BasicTypeEnum::FloatType(t) if t == ctx.f32_type() => FloatWidth::F32,
        BasicTypeEnum::FloatType(t) if t == ctx.f64_type() => FloatWidth::F64,
        _ => return None,
    };
    let stem = match width {
        FloatWidth::F64 => base,
        FloatWidth::F32 => base.strip_suffix('f')?,
    };
    if stem == "fma" {
        return (f.count_params() == 3).then_some(Map::Fma(width));
    }
    let op = MATH.iter().find(|(n, _)| *n == stem)?.1;
    (f.count_params() as usize == op.arity()).then_some(Map::Math(op, width))
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
        ("inc", "i") => AtomicKind::Inc,
        ("dec", "i") => AtomicKind::Dec,
        ("cas", "i") => AtomicKind::Cas,
        _ => return None,
    };
    Some(Map::Atomic { op, scope })
}

/// What a call of `name` becomes; `Err` if it cannot be lifted, `Ok(None)` if
/// it stays.
pub(super) fn classify(name: &str, f: FunctionValue<'_>) -> Result<Option<Map>, ()> {
    if name == "__nvvm_reflect" || name == "llvm.nvvm.reflect" {
        return Ok(Some(Map::Reflect));
    }
    if name.starts_with("__nv_") {
        return libdevice(name, f).map(Some).ok_or(());
    }
    let Some(rest) = name.strip_prefix("llvm.nvvm.") else {
        if name.starts_with("llvm.")
            || name.starts_with(crate::PREFIX)
            || f.count_basic_blocks() > 0
        {
            return Ok(None);
        }
        return Err(());
    };
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
    let shuffle = |s: &str| {
        Some(match s {
            "idx" => ShuffleKind::Idx,
            "up" => ShuffleKind::Up,
            "down" => ShuffleKind::Down,
            "bfly" => ShuffleKind::Xor,
            _ => return None,
        })
    };
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
                ["shfl", "sync", k, "i32" | "f32"] => Map::Shuffle {
                    kind: shuffle(k).ok_or(())?,
                    sync: true,
                },
                ["shfl", k, "i32" | "f32"] => Map::Shuffle {
                    kind: shuffle(k).ok_or(())?,
                    sync: false,
                },
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

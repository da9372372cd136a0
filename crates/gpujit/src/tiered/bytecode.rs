//! The interpreter's bytecode: what a translated program is, word by word.
//!
//! An instruction is two 32-bit words. The first holds the operation and
//! three register numbers, `op | dst << 8 | a << 16 | b << 24`; the second
//! holds the third operand register, an immediate, a slot number or flags,
//! as the operation says. Registers are 32-bit words (`f32` values by their
//! bits, integers as they are, `bool`s as 0 or 1) in a per-thread register
//! file of [`REGS`] entries; register [`SINK`] takes results nobody reads.

/// Registers in the interpreter's register file (a power of two).
pub const REGS: u32 = 32;
/// The register that results nobody reads are written to.
pub const SINK: u8 = (REGS - 1) as u8;
/// Pointer parameters a program may have.
pub const POINTER_SLOTS: usize = 8;
/// Scalar parameters a program may have.
pub const SCALAR_SLOTS: usize = 8;

/// The second word of a comparison or a guard that negates its result or
/// condition (0 does not).
pub const NEGATE: u32 = 1;
/// Added to a memory operation's second word (its pointer slot, below 256):
/// the index register is a signed `i32` (sign-extended), not a `u32`.
pub const SIGNED_INDEX: u32 = 1 << 8;

macro_rules! ops {
    ($($(#[$doc:meta])* $name:ident,)*) => {
        /// An interpreter operation. `a`, `b`, `c` are registers; the second
        /// word's use is given per operation.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum Op {
            $($(#[$doc])* $name,)*
        }

        impl Op {
            /// Every operation, in code order.
            pub const ALL: &'static [Op] = &[$(Op::$name,)*];
        }
    };
}

ops! {
    /// `dst = word1` (a constant's bits).
    Const,
    /// `dst = scalar parameter slot word1`.
    Param,
    /// `dst = special register word1`: 0–2 thread id x/y/z, 3–5 block id,
    /// 6–8 block size, 9–11 grid size.
    Special,
    /// `dst = block_id.x * block_dim.x + thread_id.x` (`global_id(X)`).
    GlobalIdX,
    /// `dst = a + b` on `f32`.
    FAdd,
    /// `dst = a - b` on `f32`.
    FSub,
    /// `dst = a * b` on `f32`.
    FMul,
    /// `dst = a / b` on `f32`.
    FDiv,
    /// `dst = a % b` on `f32` (C's `fmodf`).
    FRem,
    /// `dst = -a` on `f32` (the sign bit flipped).
    FNeg,
    /// `dst = fma(a, b, c)`, `c` in word1.
    Fma,
    /// `dst = sqrt(a)`.
    Sqrt,
    /// `dst = 1 / sqrt(a)`.
    Rsqrt,
    /// `dst = e^a`.
    Exp,
    /// `dst = 2^a`.
    Exp2,
    /// `dst = ln(a)`.
    Log,
    /// `dst = log2(a)`.
    Log2,
    /// `dst = sin(a)`.
    Sin,
    /// `dst = cos(a)`.
    Cos,
    /// `dst = tan(a)`.
    Tan,
    /// `dst = tanh(a)`.
    Tanh,
    /// `dst = erf(a)`.
    Erf,
    /// `dst = |a|`.
    FAbs,
    /// `dst = floor(a)`.
    Floor,
    /// `dst = ceil(a)`.
    Ceil,
    /// `dst = a^b`.
    Pow,
    /// `dst = minNum(a, b)`.
    FMin,
    /// `dst = maxNum(a, b)`.
    FMax,
    /// `dst = a == b` (ordered), negated by [`NEGATE`].
    FEq,
    /// `dst = a > b` (ordered), negated by [`NEGATE`].
    FGt,
    /// `dst = a >= b` (ordered), negated by [`NEGATE`].
    FGe,
    /// `dst = a < b` (ordered), negated by [`NEGATE`].
    FLt,
    /// `dst = a <= b` (ordered), negated by [`NEGATE`].
    FLe,
    /// `dst = a != b` (ordered: neither is NaN), negated by [`NEGATE`].
    FOne,
    /// `dst = neither a nor b is NaN`, negated by [`NEGATE`].
    FOrd,
    /// `dst = a == b` on integers, negated by [`NEGATE`].
    IEq,
    /// `dst = a < b` on `u32`, negated by [`NEGATE`].
    ULt,
    /// `dst = a < b` on `i32`, negated by [`NEGATE`].
    SLt,
    /// `dst = a + b` on integers (wrapping).
    IAdd,
    /// `dst = a - b` on integers (wrapping).
    ISub,
    /// `dst = a * b` on integers (wrapping).
    IMul,
    /// `dst = a & b`.
    And,
    /// `dst = a | b`.
    Or,
    /// `dst = a ^ b`.
    Xor,
    /// `dst = a << b`.
    Shl,
    /// `dst = a >> b`, logical.
    LShr,
    /// `dst = a >> b`, arithmetic.
    AShr,
    /// `dst = a as f32` from `i32`.
    SiToFp,
    /// `dst = a as f32` from `u32`.
    UiToFp,
    /// `dst = a as i32` from `f32` (toward zero).
    FpToSi,
    /// `dst = a as u32` from `f32` (toward zero).
    FpToUi,
    /// `dst = if a != 0 { b } else { c }`, `c` in word1.
    Select,
    /// `dst = pointer slot (word1 & 0xff) [a]`.
    Load,
    /// `pointer slot (word1 & 0xff) [a] = b`.
    Store,
    /// `dst = atomic float add of b to slot[a]`, returning the old value.
    AtomicFAdd,
    /// Atomic integer add.
    AtomicAdd,
    /// Atomic integer subtract.
    AtomicSub,
    /// Atomic and.
    AtomicAnd,
    /// Atomic or.
    AtomicOr,
    /// Atomic xor.
    AtomicXor,
    /// Atomic signed minimum.
    AtomicSMin,
    /// Atomic signed maximum.
    AtomicSMax,
    /// Atomic unsigned minimum.
    AtomicUMin,
    /// Atomic unsigned maximum.
    AtomicUMax,
    /// Atomic exchange.
    AtomicXchg,
    /// The thread stops unless `a != 0` (`a == 0` with [`NEGATE`]).
    Guard,
}

impl Op {
    /// The operation's code.
    pub fn code(self) -> u8 {
        self as u8
    }

    /// The operation of a code.
    pub fn from_code(code: u8) -> Option<Op> {
        Op::ALL.get(usize::from(code)).copied()
    }

    /// Whether it writes memory or ends the thread (so is never dead code).
    pub fn has_effect(self) -> bool {
        matches!(self, Op::Store | Op::Guard) || self.is_atomic()
    }

    /// Whether it is an atomic read-modify-write.
    pub fn is_atomic(self) -> bool {
        (Op::AtomicFAdd.code()..=Op::AtomicXchg.code()).contains(&self.code())
    }

    /// Whether it writes `dst`.
    pub fn writes(self) -> bool {
        !matches!(self, Op::Store | Op::Guard)
    }

    /// Whether word1 names a third register (`c`).
    pub fn uses_c(self) -> bool {
        matches!(self, Op::Fma | Op::Select)
    }

    /// How many of the registers `a`, `b` it reads.
    pub fn reads(self) -> usize {
        match self {
            Op::Const | Op::Param | Op::Special | Op::GlobalIdX => 0,
            Op::FNeg
            | Op::Sqrt
            | Op::Rsqrt
            | Op::Exp
            | Op::Exp2
            | Op::Log
            | Op::Log2
            | Op::Sin
            | Op::Cos
            | Op::Tan
            | Op::Tanh
            | Op::Erf
            | Op::FAbs
            | Op::Floor
            | Op::Ceil
            | Op::SiToFp
            | Op::UiToFp
            | Op::FpToSi
            | Op::FpToUi
            | Op::Load
            | Op::Guard => 1,
            _ => 2,
        }
    }
}

/// One instruction before encoding.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Instr {
    /// Operation.
    pub op: Op,
    /// Destination register.
    pub dst: u8,
    /// First operand register.
    pub a: u8,
    /// Second operand register.
    pub b: u8,
    /// The second word: third register, immediate, slot or flags.
    pub word1: u32,
}

impl Instr {
    /// The two words of the instruction.
    pub fn encode(&self) -> [u32; 2] {
        [
            u32::from(self.op.code())
                | u32::from(self.dst) << 8
                | u32::from(self.a) << 16
                | u32::from(self.b) << 24,
            self.word1,
        ]
    }

    /// The instruction of two words (`None` for an unknown operation).
    pub fn decode(words: [u32; 2]) -> Option<Instr> {
        Some(Instr {
            op: Op::from_code(words[0] as u8)?,
            dst: (words[0] >> 8) as u8,
            a: (words[0] >> 16) as u8,
            b: (words[0] >> 24) as u8,
            word1: words[1],
        })
    }
}

/// Where a program's parameters go: per kernel parameter, the interpreter's
/// pointer or scalar slot it is passed in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// Pointer slot `n` (the buffer's address).
    Pointer(u8),
    /// Scalar slot `n` (the value's 32 bits).
    Scalar(u8),
}

/// A translated program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bytecode {
    /// Its instructions.
    pub code: Vec<Instr>,
    /// Per kernel parameter, its slot.
    pub slots: Vec<Slot>,
}

impl Bytecode {
    /// The program as words, two per instruction.
    pub fn words(&self) -> Vec<u32> {
        self.code.iter().flat_map(Instr::encode).collect()
    }

    /// Its length in instructions.
    pub fn len(&self) -> usize {
        self.code.len()
    }

    /// Whether it has no instructions.
    pub fn is_empty(&self) -> bool {
        self.code.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instructions_round_trip_through_their_words() {
        for (i, &op) in Op::ALL.iter().enumerate() {
            assert_eq!(op.code() as usize, i);
            let ins = Instr {
                op,
                dst: 3,
                a: 30,
                b: 7,
                word1: 0xdead_beef,
            };
            assert_eq!(Instr::decode(ins.encode()), Some(ins));
        }
        assert_eq!(Instr::decode([0xff, 0]), None);
        assert!(Op::ALL.len() < 256);
        assert!(Op::AtomicXchg.is_atomic() && !Op::Store.is_atomic());
        assert!(!Op::Store.writes() && Op::AtomicAdd.writes());
    }
}

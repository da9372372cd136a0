//! Products a variant keeps computing at run time, so that it rounds as its
//! generic kernel does.
//!
//! With `contract` flags a code generator may fuse a multiplication and the
//! addition using it into one `fma` (one rounding), and does so at
//! instruction selection when both are computed at run time. In a variant,
//! a product whose factors are all folded values would instead be folded by
//! the optimiser, rounded, and added after (a second rounding): one unit in
//! the last place off the generic kernel's result, which the fused sum does
//! not have. So such a product, and everything it is computed from, keeps
//! reading the kernel's parameters (and block and grid sizes) at run time,
//! while every other use is folded; the code generator then sees the same
//! multiplication and addition as in the generic kernel. `llvm.fmuladd`
//! calls of folded values, which the optimiser folds fused where the target
//! may not fuse, are kept likewise.
//!
//! A parameter passed on to a function only the kernel calls (an imported
//! kernel's body, behind its entry) is folded in that function the same
//! way, the call passing it at run time where that function keeps it; one
//! passed to a function called from several places is folded at the call.

use std::collections::HashSet;

use inkwell::llvm_sys::LLVMOpcode as Op;
use inkwell::llvm_sys::core::{
    LLVMCanValueUseFastMathFlags, LLVMCountBasicBlocks, LLVMGetCalledValue, LLVMGetFastMathFlags,
    LLVMGetFirstBasicBlock, LLVMGetFirstInstruction, LLVMGetFirstUse, LLVMGetInstructionOpcode,
    LLVMGetIntrinsicID, LLVMGetNextBasicBlock, LLVMGetNextInstruction, LLVMGetNextUse,
    LLVMGetNumOperands, LLVMGetOperand, LLVMGetParam, LLVMGetUser, LLVMGetValueName2,
    LLVMIsAConstant, LLVMIsAFunction, LLVMIsAInstruction, LLVMSetOperand,
};
use inkwell::llvm_sys::prelude::LLVMValueRef;

/// The instructions of function `f` (a live function with a body).
fn instructions(f: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut all = Vec::new();
    // SAFETY: walks the blocks and instructions of a live function.
    unsafe {
        let mut b = LLVMGetFirstBasicBlock(f);
        while !b.is_null() {
            let mut i = LLVMGetFirstInstruction(b);
            while !i.is_null() {
                all.push(i);
                i = LLVMGetNextInstruction(i);
            }
            b = LLVMGetNextBasicBlock(b);
        }
    }
    all
}

/// The operands of instruction `i`.
fn operands(i: LLVMValueRef) -> Vec<LLVMValueRef> {
    // SAFETY: `i` is a live instruction; its operands are live values.
    unsafe {
        let n = LLVMGetNumOperands(i).max(0) as u32;
        (0..n).map(|k| LLVMGetOperand(i, k)).collect()
    }
}

/// The instructions using `v`.
fn users(v: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut all = Vec::new();
    // SAFETY: walks the use list of a live value; users are live values.
    unsafe {
        let mut u = LLVMGetFirstUse(v);
        while !u.is_null() {
            let user = LLVMGetUser(u);
            if !LLVMIsAInstruction(user).is_null() {
                all.push(user);
            }
            u = LLVMGetNextUse(u);
        }
    }
    all
}

fn opcode(i: LLVMValueRef) -> Op {
    // SAFETY: `i` is a live instruction.
    unsafe { LLVMGetInstructionOpcode(i) }
}

/// The name of the function a call instruction calls directly, if an intrinsic.
fn intrinsic(call: LLVMValueRef) -> Option<String> {
    // SAFETY: `call` is a live call; the callee and its name outlive this read.
    unsafe {
        let callee = LLVMGetCalledValue(call);
        if callee.is_null() || LLVMIsAFunction(callee).is_null() || LLVMGetIntrinsicID(callee) == 0
        {
            return None;
        }
        let mut len = 0usize;
        let p = LLVMGetValueName2(callee, &mut len);
        let bytes = std::slice::from_raw_parts(p.cast::<u8>(), len);
        Some(String::from_utf8_lossy(bytes).into_owned())
    }
}

/// Whether an instruction computes its value from its operands alone, so
/// that it is constant when they are.
fn pure(i: LLVMValueRef) -> bool {
    use Op::*;
    match opcode(i) {
        LLVMFAdd | LLVMFSub | LLVMFMul | LLVMFDiv | LLVMFRem | LLVMFNeg | LLVMAdd | LLVMSub
        | LLVMMul | LLVMUDiv | LLVMSDiv | LLVMURem | LLVMSRem | LLVMShl | LLVMLShr | LLVMAShr
        | LLVMAnd | LLVMOr | LLVMXor | LLVMTrunc | LLVMZExt | LLVMSExt | LLVMFPToUI
        | LLVMFPToSI | LLVMUIToFP | LLVMSIToFP | LLVMFPTrunc | LLVMFPExt | LLVMBitCast
        | LLVMICmp | LLVMFCmp | LLVMSelect => true,
        LLVMCall => intrinsic(i).is_some_and(|n| {
            const MATH: [&str; 12] = [
                "llvm.fmuladd.",
                "llvm.fma.",
                "llvm.sqrt.",
                "llvm.fabs.",
                "llvm.minnum.",
                "llvm.maxnum.",
                "llvm.copysign.",
                "llvm.floor.",
                "llvm.ceil.",
                "llvm.trunc.",
                "llvm.rint.",
                "llvm.round.",
            ];
            MATH.iter().any(|m| n.starts_with(m))
        }),
        _ => false,
    }
}

/// Whether `i` is a product the code generator may fuse with an addition
/// using it: a `contract` multiplication used by an addition or subtraction
/// (directly or negated), or an `llvm.fmuladd` call.
fn fusable(i: LLVMValueRef) -> bool {
    match opcode(i) {
        Op::LLVMFMul => {
            // SAFETY: `i` is a live floating-point instruction (checked by
            // LLVMCanValueUseFastMathFlags before the flags are read).
            let contract = unsafe {
                LLVMCanValueUseFastMathFlags(i) != 0
                    && LLVMGetFastMathFlags(i) & inkwell::llvm_sys::LLVMFastMathAllowContract != 0
            };
            let adds = |v| {
                users(v)
                    .into_iter()
                    .any(|u| matches!(opcode(u), Op::LLVMFAdd | Op::LLVMFSub))
            };
            contract
                && (adds(i)
                    || users(i)
                        .into_iter()
                        .any(|u| opcode(u) == Op::LLVMFNeg && adds(u)))
        }
        Op::LLVMCall => intrinsic(i).is_some_and(|n| n.starts_with("llvm.fmuladd")),
        _ => false,
    }
}

/// Replaces each parameter of `folds` by its constant in function `f`, and
/// the calls of `reads` (block and grid reads, already folded to constants by
/// the caller) stay where they are kept: everywhere but in the fusable
/// products of folded values and what they are computed from (see the
/// [module documentation](self)). Recurses into the functions only `f`
/// calls. Adds the instructions kept to `all_kept`.
pub(super) fn fold_into(
    f: LLVMValueRef,
    folds: &[(LLVMValueRef, LLVMValueRef)],
    reads: &HashSet<LLVMValueRef>,
    all_kept: &mut HashSet<LLVMValueRef>,
) {
    let body = instructions(f);
    let mut sources: Vec<LLVMValueRef> = folds.iter().map(|&(p, _)| p).collect();
    sources.extend(body.iter().copied().filter(|i| reads.contains(i)));
    let mut kept = kept(f, &sources);
    for &call in &body {
        let Some(g) = only_caller(call) else {
            continue;
        };
        let args = operands(call);
        let inner: Vec<(LLVMValueRef, LLVMValueRef)> = folds
            .iter()
            .flat_map(|&(p, c)| {
                args.iter()
                    .enumerate()
                    .filter(move |&(_, &a)| a == p)
                    // SAFETY: `g` is a live function called with these arguments.
                    .map(move |(j, _)| (unsafe { LLVMGetParam(g, j as u32) }, c))
            })
            .collect();
        fold_into(g, &inner, reads, all_kept);
        // The call passes at run time what the function keeps reading.
        if inner
            .iter()
            .any(|&(p, _)| users(p).iter().any(|u| all_kept.contains(u)))
        {
            kept.insert(call);
        }
    }
    for &(from, to) in folds {
        replace_except(from, to, &kept);
    }
    all_kept.extend(kept);
}

/// The function `call` calls, when it is a call of a function with a body
/// that nothing else uses.
fn only_caller(call: LLVMValueRef) -> Option<LLVMValueRef> {
    if opcode(call) != Op::LLVMCall {
        return None;
    }
    // SAFETY: `call` is a live call; the callee's use list is walked read-only.
    unsafe {
        let g = LLVMGetCalledValue(call);
        if g.is_null() || LLVMIsAFunction(g).is_null() || LLVMCountBasicBlocks(g) == 0 {
            return None;
        }
        let u = LLVMGetFirstUse(g);
        (!u.is_null() && LLVMGetUser(u) == call && LLVMGetNextUse(u).is_null()).then_some(g)
    }
}

/// The instructions of kernel `f` that keep reading the folded `sources`
/// (parameters, and calls reading block and grid sizes) at run time: every
/// fusable product computed from folded values and constants alone, and
/// what it is computed from.
fn kept(f: LLVMValueRef, sources: &[LLVMValueRef]) -> HashSet<LLVMValueRef> {
    let all = instructions(f);
    let mut folded: HashSet<LLVMValueRef> = sources.iter().copied().collect();
    let constant = |v: LLVMValueRef, folded: &HashSet<LLVMValueRef>| {
        // SAFETY: `v` is a live value (an operand of a live instruction).
        folded.contains(&v) || unsafe { !LLVMIsAConstant(v).is_null() }
    };
    loop {
        let before = folded.len();
        for &i in &all {
            if !folded.contains(&i) && pure(i) && operands(i).iter().all(|&o| constant(o, &folded))
            {
                folded.insert(i);
            }
        }
        if folded.len() == before {
            break;
        }
    }
    let mut kept = HashSet::new();
    let mut todo: Vec<LLVMValueRef> = all
        .iter()
        .copied()
        .filter(|&i| folded.contains(&i) && fusable(i))
        .collect();
    while let Some(i) = todo.pop() {
        // SAFETY: `i` is a live value.
        let instruction = unsafe { !LLVMIsAInstruction(i).is_null() };
        if !instruction || !folded.contains(&i) || !kept.insert(i) {
            continue;
        }
        todo.extend(operands(i));
    }
    kept
}

/// Replaces `from` by `to` in every instruction using it but those in `kept`.
fn replace_except(from: LLVMValueRef, to: LLVMValueRef, kept: &HashSet<LLVMValueRef>) {
    let mut seen = HashSet::new();
    for user in users(from) {
        if kept.contains(&user) || !seen.insert(user) {
            continue;
        }
        for (k, o) in operands(user).into_iter().enumerate() {
            if o == from {
                // SAFETY: `user` is a live instruction whose operand `k` is
                // `from`, and `to` has `from`'s type (the caller's promise).
                unsafe { LLVMSetOperand(user, k as u32, to) };
            }
        }
    }
}

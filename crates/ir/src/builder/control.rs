//! Structured control flow: `if`, counted loops, early return.

use gpujit_device::ScalarType;
use inkwell::basic_block::BasicBlock;
use inkwell::values::IntValue;

use super::{KernelBuilder, Type, Value};

impl<'m, 'ctx> KernelBuilder<'m, 'ctx> {
    // ---- control flow -----------------------------------------------------

    pub(crate) fn block(&self, name: &str) -> BasicBlock<'ctx> {
        self.m.ctx.append_basic_block(self.func, name)
    }

    pub(crate) fn branch_to(&self, bb: BasicBlock<'ctx>) {
        if !self.terminated.get() {
            self.ok(self.builder.build_unconditional_branch(bb));
        }
        self.terminated.set(false);
    }

    #[track_caller]
    pub(crate) fn condition(&self, cond: Value<'ctx>) -> IntValue<'ctx> {
        if cond.ty != Type::Scalar(ScalarType::Bool) {
            self.fail(format!("a condition must be a bool, got {}", cond.ty));
            return self.m.ctx.bool_type().const_zero();
        }
        cond.raw.into_int_value()
    }

    /// Runs `then` when `cond` holds.
    #[track_caller]
    pub fn if_(&self, cond: Value<'ctx>, then: impl FnOnce(&Self)) {
        self.if_else(cond, then, |_| {});
    }

    /// Runs `then` when `cond` holds, `otherwise` when it does not.
    #[track_caller]
    pub fn if_else(
        &self,
        cond: Value<'ctx>,
        then: impl FnOnce(&Self),
        otherwise: impl FnOnce(&Self),
    ) {
        let c = self.condition(cond);
        let (bt, be, bm) = (self.block("then"), self.block("else"), self.block("endif"));
        self.ok(self.builder.build_conditional_branch(c, bt, be));
        self.builder.position_at_end(bt);
        then(self);
        self.branch_to(bm);
        self.builder.position_at_end(be);
        otherwise(self);
        self.branch_to(bm);
        self.builder.position_at_end(bm);
    }

    /// Counted loop: runs `body(i)` for `i = start, start+step, ...` while `i < end`.
    /// All three bounds must have one integer type.
    #[track_caller]
    pub fn for_range(
        &self,
        start: Value<'ctx>,
        end: Value<'ctx>,
        step: Value<'ctx>,
        body: impl FnOnce(&Self, Value<'ctx>),
    ) {
        let i = self.var(start);
        let (head, bb, exit) = (
            self.block("for.head"),
            self.block("for.body"),
            self.block("for.exit"),
        );
        self.branch_to(head);
        self.builder.position_at_end(head);
        let cur = self.get(i);
        let c = self.condition(self.lt(cur, end));
        self.ok(self.builder.build_conditional_branch(c, bb, exit));
        self.builder.position_at_end(bb);
        body(self, cur);
        if !self.terminated.get() {
            let next = self.add(self.get(i), step);
            self.set(i, next);
        }
        self.branch_to(head);
        self.builder.position_at_end(exit);
    }

    /// Returns from the kernel (or a function without a result) early. Code
    /// built after it in the same scope is unreachable and removed by optimisation.
    #[track_caller]
    pub fn return_(&self) {
        if let Some(t) = self.ret {
            self.fail(format!("this function returns a {t}: use `ret(value)`"));
            return;
        }
        if !self.terminated.get() {
            self.ok(self.builder.build_return(None));
        }
        let dead = self.block("after.return");
        self.builder.position_at_end(dead);
        self.terminated.set(false);
    }
}

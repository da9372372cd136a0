//! Device `printf`, `assert` and `__trap()` on AMD targets.
//!
//! A module that uses them gets one variable, [`IO_VARIABLE`], in global
//! memory: the address and size of a record buffer the runtime allocates when
//! it loads the module, how much of it is used, and the first failed
//! assertion. `printf` appends a record (the format string and the argument
//! block, as CUDA's `vprintf` lays it out) with one atomic add; the runtime
//! reads the records after the launch ([`drain`]) and formats them with the C
//! library ([`gpujit_device::printf`]). A failed `assert` claims the fault
//! slot, stores its strings' addresses and traps; the runtime then names the
//! assertion in the kernel fault ([`fault_detail`]). `__trap()` is `s_trap`.
//!
//! The variable (64 bytes, little-endian):
//!
//! | offset | field |
//! | --- | --- |
//! | 0 | u64 record buffer address (0: `printf` prints nothing) |
//! | 8 | u32 buffer capacity in bytes |
//! | 12 | u32 bytes used |
//! | 16 | u32 records that did not fit |
//! | 20 | u32 1 once an assertion failed |
//! | 24 | u32 its line |
//! | 32, 40, 48 | u64 addresses of its condition, file and function |
//!
//! A record: u32 total bytes (a multiple of 8), u32 format bytes, u32
//! argument bytes, u32 zero, the format (padded to 8), the arguments.

use gpujit_ir::inkwell::AddressSpace;
use gpujit_ir::inkwell::AtomicOrdering;
use gpujit_ir::inkwell::IntPredicate;
use gpujit_ir::inkwell::module::Linkage;
use gpujit_ir::inkwell::values::{BasicValueEnum, GlobalValue, IntValue, PointerValue};
use gpujit_ir::lower::LowerCx;

use crate::lower::llvm_err;
use gpujit_ir::{IrError, MemScope};

/// The module variable `printf`, `assert` and the runtime share.
pub const IO_VARIABLE: &str = "gpujit.io";
/// Its size in bytes.
pub const IO_BYTES: usize = 64;
/// The record buffer the runtime gives each module that prints.
pub const BUFFER_BYTES: usize = 1 << 20;
const BUFFER: u64 = 0;
const CAPACITY: u64 = 8;
const USED: u64 = 12;
const DROPPED: u64 = 16;
const FAULT: u64 = 20;
const LINE: u64 = 24;
const CONDITION: u64 = 32;
const RECORD_HEADER: u64 = 16;

/// The module's [`IO_VARIABLE`], added on first use.
fn io_variable<'ctx>(cx: &LowerCx<'_, 'ctx>) -> GlobalValue<'ctx> {
    cx.module.get_global(IO_VARIABLE).unwrap_or_else(|| {
        let ty = cx.ctx.i64_type().array_type((IO_BYTES / 8) as u32);
        let g = cx
            .module
            .add_global(ty, Some(AddressSpace::from(1u16)), IO_VARIABLE);
        g.set_initializer(&ty.const_zero());
        g.set_linkage(Linkage::External);
        g.set_externally_initialized(true);
        g.set_alignment(8);
        g
    })
}

/// The field at byte `offset` of the variable.
fn field<'ctx>(cx: &LowerCx<'_, 'ctx>, offset: u64) -> Result<PointerValue<'ctx>, IrError> {
    let base = io_variable(cx).as_pointer_value();
    // SAFETY: an in-bounds byte offset into the 64-byte variable.
    unsafe {
        cx.builder.build_in_bounds_gep(
            cx.ctx.i8_type(),
            base,
            &[cx.ctx.i64_type().const_int(offset, false)],
            "",
        )
    }
    .map_err(llvm_err)
}

fn agent_atomic_add<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    at: PointerValue<'ctx>,
    v: IntValue<'ctx>,
) -> Result<IntValue<'ctx>, IrError> {
    let old = cx
        .builder
        .build_atomicrmw(
            gpujit_ir::inkwell::AtomicRMWBinOp::Add,
            at,
            v,
            AtomicOrdering::Monotonic,
        )
        .map_err(llvm_err)?;
    if let Some(inst) = old.as_instruction() {
        gpujit_ir::lower::set_sync_scope(inst, MemScope::Device.portable_syncscope())?;
    }
    Ok(old)
}

/// `gpujit.printf(format, args, args_bytes)`: appends a record, returns its
/// size (or -1 when the runtime gave no buffer or it is full).
pub fn printf<'ctx>(cx: &LowerCx<'_, 'ctx>) -> Result<Option<BasicValueEnum<'ctx>>, IrError> {
    let (b, ctx) = (cx.builder, cx.ctx);
    let (i8t, i32t, i64t) = (ctx.i8_type(), ctx.i32_type(), ctx.i64_type());
    let global = ctx.ptr_type(AddressSpace::from(1u16));
    let format = cx.param(0)?.into_pointer_value();
    let args = cx.param(1)?.into_pointer_value();
    let nargs = cx.param(2)?.into_int_value();
    let f = cx.function;
    let (strlen, measured, full, write, done) = (
        ctx.append_basic_block(f, "strlen"),
        ctx.append_basic_block(f, "measured"),
        ctx.append_basic_block(f, "full"),
        ctx.append_basic_block(f, "write"),
        ctx.append_basic_block(f, "done"),
    );
    let entry = b
        .get_insert_block()
        .ok_or_else(|| llvm_err("no insertion block"))?;
    let buffer = b
        .build_load(i64t, field(cx, BUFFER)?, "buffer")
        .map_err(llvm_err)?
        .into_int_value();
    let none = b
        .build_int_compare(IntPredicate::EQ, buffer, i64t.const_zero(), "")
        .map_err(llvm_err)?;
    b.build_conditional_branch(none, done, strlen)
        .map_err(llvm_err)?;
    // The format's length.
    b.position_at_end(strlen);
    let i = b.build_phi(i64t, "i").map_err(llvm_err)?;
    i.add_incoming(&[(&i64t.const_zero(), entry)]);
    let iv = i.as_basic_value().into_int_value();
    // SAFETY: the format is NUL-terminated; the loop stops at the NUL.
    let at = unsafe { b.build_gep(i8t, format, &[iv], "") }.map_err(llvm_err)?;
    let c = b
        .build_load(i8t, at, "")
        .map_err(llvm_err)?
        .into_int_value();
    let next = b
        .build_int_add(iv, i64t.const_int(1, false), "")
        .map_err(llvm_err)?;
    i.add_incoming(&[(&next, strlen)]);
    let end = b
        .build_int_compare(IntPredicate::EQ, c, i8t.const_zero(), "")
        .map_err(llvm_err)?;
    b.build_conditional_branch(end, measured, strlen)
        .map_err(llvm_err)?;
    // Claim room for the record.
    b.position_at_end(measured);
    let round8 = |v: IntValue<'ctx>| -> Result<IntValue<'ctx>, IrError> {
        let v = b
            .build_int_add(v, i64t.const_int(7, false), "")
            .map_err(llvm_err)?;
        b.build_and(v, i64t.const_int(!7u64, false), "")
            .map_err(llvm_err)
    };
    let nargs64 = b.build_int_z_extend(nargs, i64t, "").map_err(llvm_err)?;
    let fmt_room = round8(iv)?;
    let total = b
        .build_int_add(
            b.build_int_add(i64t.const_int(RECORD_HEADER, false), fmt_room, "")
                .map_err(llvm_err)?,
            round8(nargs64)?,
            "",
        )
        .map_err(llvm_err)?;
    let total32 = b.build_int_truncate(total, i32t, "").map_err(llvm_err)?;
    let offset = agent_atomic_add(cx, field(cx, USED)?, total32)?;
    let capacity = b
        .build_load(i32t, field(cx, CAPACITY)?, "capacity")
        .map_err(llvm_err)?
        .into_int_value();
    let offset64 = b.build_int_z_extend(offset, i64t, "").map_err(llvm_err)?;
    let end = b.build_int_add(offset64, total, "").map_err(llvm_err)?;
    let capacity64 = b.build_int_z_extend(capacity, i64t, "").map_err(llvm_err)?;
    let over = b
        .build_int_compare(IntPredicate::UGT, end, capacity64, "")
        .map_err(llvm_err)?;
    b.build_conditional_branch(over, full, write)
        .map_err(llvm_err)?;
    b.position_at_end(full);
    agent_atomic_add(cx, field(cx, DROPPED)?, i32t.const_int(1, false))?;
    b.build_unconditional_branch(done).map_err(llvm_err)?;
    // Header, format, arguments.
    b.position_at_end(write);
    let address = b.build_int_add(buffer, offset64, "").map_err(llvm_err)?;
    let record = b
        .build_int_to_ptr(address, global, "record")
        .map_err(llvm_err)?;
    let header = [
        total32,
        b.build_int_truncate(iv, i32t, "").map_err(llvm_err)?,
        nargs,
    ];
    for (k, v) in header.iter().enumerate() {
        // SAFETY: inside the record's 16-byte header.
        let at = unsafe { b.build_gep(i32t, record, &[i64t.const_int(k as u64, false)], "") }
            .map_err(llvm_err)?;
        b.build_store(at, *v).map_err(llvm_err)?;
    }
    // SAFETY: the format goes right after the header, inside the claimed room.
    let fmt_dst = unsafe { b.build_gep(i8t, record, &[i64t.const_int(RECORD_HEADER, false)], "") }
        .map_err(llvm_err)?;
    b.build_memcpy(fmt_dst, 1, format, 1, iv)
        .map_err(llvm_err)?;
    let args_at = b
        .build_int_add(i64t.const_int(RECORD_HEADER, false), fmt_room, "")
        .map_err(llvm_err)?;
    // SAFETY: the arguments go after the padded format, inside the claimed room.
    let args_dst = unsafe { b.build_gep(i8t, record, &[args_at], "") }.map_err(llvm_err)?;
    b.build_memcpy(args_dst, 1, args, 1, nargs64)
        .map_err(llvm_err)?;
    b.build_unconditional_branch(done).map_err(llvm_err)?;
    // The record's size, or -1 when there was no buffer or no room.
    b.position_at_end(done);
    let result = b.build_phi(i32t, "printed").map_err(llvm_err)?;
    let refused = i32t.const_all_ones();
    result.add_incoming(&[(&refused, entry), (&refused, full), (&total32, write)]);
    Ok(Some(result.as_basic_value()))
}

/// `gpujit.assert_fail(condition, file, line, function)`: the first failed
/// assertion of the launch claims the fault slot and stores its strings'
/// addresses; then the wave traps.
pub fn assert_fail<'ctx>(cx: &LowerCx<'_, 'ctx>) -> Result<Option<BasicValueEnum<'ctx>>, IrError> {
    let (b, ctx) = (cx.builder, cx.ctx);
    let (i32t, i64t) = (ctx.i32_type(), ctx.i64_type());
    let f = cx.function;
    let (claim, trap) = (
        ctx.append_basic_block(f, "claim"),
        ctx.append_basic_block(f, "trap"),
    );
    let won = b
        .build_cmpxchg(
            field(cx, FAULT)?,
            i32t.const_zero(),
            i32t.const_int(1, false),
            AtomicOrdering::Monotonic,
            AtomicOrdering::Monotonic,
        )
        .map_err(llvm_err)?;
    let won = b
        .build_extract_value(won, 1, "won")
        .map_err(llvm_err)?
        .into_int_value();
    b.build_conditional_branch(won, claim, trap)
        .map_err(llvm_err)?;
    b.position_at_end(claim);
    b.build_store(field(cx, LINE)?, cx.param(2)?.into_int_value())
        .map_err(llvm_err)?;
    for (k, param) in [(0u64, 0u32), (1, 1), (2, 3)] {
        let p = cx.param(param)?.into_pointer_value();
        let v = b.build_ptr_to_int(p, i64t, "").map_err(llvm_err)?;
        b.build_store(field(cx, CONDITION + 8 * k)?, v)
            .map_err(llvm_err)?;
    }
    b.build_unconditional_branch(trap).map_err(llvm_err)?;
    b.position_at_end(trap);
    cx.call_intrinsic("llvm.trap", &[], &[])?;
    Ok(None)
}

/// The state [`IO_VARIABLE`] holds after a launch.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct IoState {
    /// Record buffer address.
    pub buffer: u64,
    /// Bytes of records written.
    pub used: u32,
    /// Records that did not fit.
    pub dropped: u32,
    /// Whether an assertion failed, and where: line, addresses of condition,
    /// file and function.
    pub assertion: Option<(u32, [u64; 3])>,
}

impl IoState {
    /// Reads the variable's bytes.
    pub fn parse(bytes: &[u8]) -> Option<IoState> {
        let u32_at = |o: u64| le_bytes(bytes, o as usize).map(u32::from_le_bytes);
        let u64_at = |o: u64| le_bytes(bytes, o as usize).map(u64::from_le_bytes);
        let address = |k: u64| u64_at(CONDITION + 8 * k);
        let fault = u32_at(FAULT)?;
        Some(IoState {
            buffer: u64_at(BUFFER)?,
            used: u32_at(USED)?,
            dropped: u32_at(DROPPED)?,
            assertion: (fault != 0)
                .then_some((u32_at(LINE)?, [address(0)?, address(1)?, address(2)?])),
        })
    }

    /// Gives the variable's bytes `variable` the record buffer at `buffer`,
    /// [`BUFFER_BYTES`] long; `None` when `variable` is shorter than
    /// [`IO_BYTES`].
    pub fn bind(variable: &mut [u8], buffer: u64) -> Option<()> {
        let variable = variable.get_mut(..IO_BYTES)?;
        let at = |offset: u64, len: usize| offset as usize..offset as usize + len;
        variable[at(BUFFER, 8)].copy_from_slice(&buffer.to_le_bytes());
        variable[at(CAPACITY, 4)].copy_from_slice(&(BUFFER_BYTES as u32).to_le_bytes());
        Some(())
    }

    /// Clears what a launch left in the variable's bytes `variable` (bytes
    /// used, records dropped, the failed assertion), keeping the buffer;
    /// `None` when `variable` is shorter than [`IO_BYTES`].
    pub fn reset(variable: &mut [u8]) -> Option<()> {
        variable.get_mut(..IO_BYTES)?[USED as usize..LINE as usize].fill(0);
        Some(())
    }
}

/// The `N` bytes at `offset` of `bytes`, `None` past its end.
fn le_bytes<const N: usize>(bytes: &[u8], offset: usize) -> Option<[u8; N]> {
    bytes.get(offset..offset.checked_add(N)?)?.try_into().ok()
}

/// The text of the records in `records` (the used part of the buffer),
/// formatted; `read_string` reads a NUL-terminated string of device memory.
/// A malformed record ends the text with a note.
pub fn drain(records: &[u8], read_string: &dyn Fn(u64) -> Option<Vec<u8>>) -> String {
    let mut out = String::new();
    let mut at = 0usize;
    let u32_at = |o: usize| le_bytes(records, o).map(|b| u32::from_le_bytes(b) as usize);
    while at < records.len() {
        let (Some(total), Some(fmt_len), Some(args_len)) =
            (u32_at(at), u32_at(at + 4), u32_at(at + 8))
        else {
            break;
        };
        let fmt_at = at + RECORD_HEADER as usize;
        let args_at = fmt_at + fmt_len.next_multiple_of(8);
        let (Some(fmt), Some(args)) = (
            records.get(fmt_at..fmt_at + fmt_len),
            records.get(args_at..args_at + args_len),
        ) else {
            out.push_str("<a malformed printf record>\n");
            break;
        };
        if total < RECORD_HEADER as usize || at + total > records.len() {
            out.push_str("<a malformed printf record>\n");
            break;
        }
        out.push_str(&gpujit_device::printf::format(fmt, args, read_string));
        at += total;
    }
    out
}

/// The fault detail for a launch whose kernel trapped: the failed assertion
/// when one claimed the slot, else `__trap()`.
pub fn fault_detail(state: &IoState, read_string: &dyn Fn(u64) -> Option<Vec<u8>>) -> String {
    match state.assertion {
        Some((line, [condition, file, function])) => {
            let text = |a: u64| {
                read_string(a)
                    .map(|b| String::from_utf8_lossy(&b).into_owned())
                    .unwrap_or_else(|| "?".into())
            };
            format!(
                "assertion `{}` failed at {}:{line} in `{}`",
                text(condition),
                text(file),
                text(function)
            )
        }
        None => "the kernel called __trap()".into(),
    }
}

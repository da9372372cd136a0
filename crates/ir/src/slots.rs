//! Stack slots as aligned as the accesses made through them.
//!
//! CUDA code reinterprets small arrays as wider vectors (CUTLASS's fragments
//! are `Array<half_t, N>`, aligned to 4 bytes, and are loaded and stored as
//! 16-byte `AlignedArray`s), and the optimiser merges such accesses into
//! vector loads and stores that state a 16-byte alignment. On NVIDIA these
//! slots become registers; on the host CPU a slot left at its declared
//! alignment meets an aligned vector instruction (`movaps`) and the process
//! faults. Raising a slot's alignment is always sound, so after optimisation
//! each `alloca` gets the largest alignment any load, store or memory
//! intrinsic states through it (through GEPs and casts).

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::module::Module;
use inkwell::values::{BasicValueEnum, CallSiteValue, InstructionOpcode, InstructionValue};

/// The largest alignment given to a slot: what vector and matrix accesses
/// ask for; a larger stated alignment is left to the target.
const MAX_ALIGN: u32 = 64;

/// Raises each `alloca` in `module` to the alignment its accesses state.
/// Returns how many slots were raised.
pub fn align_stack_slots(module: &Module<'_>) -> usize {
    let align_kind = Attribute::get_named_enum_kind_id("align");
    let mut raised = 0;
    for f in module.get_functions() {
        for bb in f.get_basic_block_iter() {
            for inst in bb.get_instructions() {
                for (ptr, align) in accesses(inst, align_kind) {
                    if let Some(slot) = slot_of(ptr)
                        && slot.get_alignment().is_ok_and(|a| a < align.min(MAX_ALIGN))
                        && slot.set_alignment(align.min(MAX_ALIGN)).is_ok()
                    {
                        raised += 1;
                    }
                }
            }
        }
    }
    raised
}

/// The pointers `inst` reads or writes through, with the alignment it states.
fn accesses<'ctx>(
    inst: InstructionValue<'ctx>,
    align_kind: u32,
) -> Vec<(InstructionValue<'ctx>, u32)> {
    let ptr_operand = |i: u32| {
        inst.get_operand(i)
            .and_then(|o| o.value())
            .and_then(|v| match v {
                BasicValueEnum::PointerValue(p) => p.as_instruction(),
                _ => None,
            })
    };
    match inst.get_opcode() {
        InstructionOpcode::Load => ptr_operand(0)
            .into_iter()
            .zip(inst.get_alignment().ok())
            .collect(),
        InstructionOpcode::Store => ptr_operand(1)
            .into_iter()
            .zip(inst.get_alignment().ok())
            .collect(),
        InstructionOpcode::Call => {
            let Ok(call) = CallSiteValue::try_from(inst) else {
                return Vec::new();
            };
            let intrinsic = call
                .get_called_fn_value()
                .map(|f| f.get_name().to_string_lossy().into_owned())
                .is_some_and(|n| {
                    n.starts_with("llvm.memset.")
                        || n.starts_with("llvm.memcpy.")
                        || n.starts_with("llvm.memmove.")
                });
            if !intrinsic {
                return Vec::new();
            }
            (0..2)
                .filter_map(|i| {
                    let align = call.get_enum_attribute(AttributeLoc::Param(i), align_kind)?;
                    let align = u32::try_from(align.get_enum_value()).ok()?;
                    Some((ptr_operand(i)?, align))
                })
                .collect()
        }
        _ => Vec::new(),
    }
}

/// The `alloca` a pointer is an offset or cast of, if any.
fn slot_of(mut inst: InstructionValue<'_>) -> Option<InstructionValue<'_>> {
    for _ in 0..64 {
        match inst.get_opcode() {
            InstructionOpcode::Alloca => return Some(inst),
            InstructionOpcode::GetElementPtr
            | InstructionOpcode::BitCast
            | InstructionOpcode::AddrSpaceCast => {
                inst = match inst.get_operand(0)?.value()? {
                    BasicValueEnum::PointerValue(p) => p.as_instruction()?,
                    _ => return None,
                };
            }
            _ => return None,
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;

    const IR: &str = r#"
define void @k(ptr %out, <4 x i32> %v) {
  %slot = alloca [16 x i32], align 4
  %other = alloca [4 x i32], align 4
  %p = getelementptr inbounds i8, ptr %slot, i64 16
  store <4 x i32> %v, ptr %p, align 16
  call void @llvm.memset.p0.i64(ptr align 8 %other, i8 0, i64 16, i1 false)
  %x = load <4 x i32>, ptr %slot, align 16
  store <4 x i32> %x, ptr %out, align 16
  ret void
}
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
"#;

    #[test]
    fn slots_take_the_alignment_of_their_accesses() {
        let ctx = Context::create();
        let buf = MemoryBuffer::create_from_memory_range_copy(IR.as_bytes(), "k");
        let m = ctx.create_module_from_ir(buf).expect("parses");
        assert_eq!(super::align_stack_slots(&m), 2);
        let text = m.print_to_string().to_string();
        assert!(
            text.contains("%slot = alloca [16 x i32], align 16"),
            "{text}"
        );
        assert!(
            text.contains("%other = alloca [4 x i32], align 8"),
            "{text}"
        );
        assert_eq!(super::align_stack_slots(&m), 0);
    }
}

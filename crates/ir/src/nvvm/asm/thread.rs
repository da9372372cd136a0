//! The thread itself: `exit` and `nanosleep`.

use super::{Res, Tx, only, op, unsupported};
use crate::nvvm::ptx::Instruction;

/// `exit` ends the thread (see [`crate::nvvm::exit`]: a call of its marker
/// here, a return from the kernel once the helper is inlined);
/// `nanosleep.u32 t` only hints that the thread may wait up to `t`
/// nanoseconds, and does nothing.
pub(crate) fn thread(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    match i.opcode.as_str() {
        "exit" => {
            only(i, &[])?;
            if !i.operands.is_empty() {
                return unsupported("`exit` with operands");
            }
            let marker = crate::nvvm::exit::marker(tx.l.module);
            tx.b().build_call(marker, &[], "")?;
            Ok(())
        }
        _ => {
            only(i, &[])?;
            // Read, so that an undeclared register is still refused.
            tx.int(op(i, 0)?, 32)?;
            Ok(())
        }
    }
}

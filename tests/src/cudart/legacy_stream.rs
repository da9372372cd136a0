//! The legacy default stream: work on it runs after the work queued before
//! it on every blocking stream (`cudaStreamCreate`'s default), and work on a
//! blocking stream after the work queued before it on the default stream,
//! also when the runtime skips the order for a stream that queued nothing
//! since it was last ordered. A slow kernel (one that waits for a flag no
//! one raises, up to a bound) writes what the next one reads: where streams
//! run at the same time, a missing order shows as the old value.

use std::ffi::{c_int, c_void};
use std::ptr::null_mut;

use anyhow::ensure;

use super::{HANDSHAKE, HandshakeArgs, ints, launch, malloc, ok};

/// Queues on `stream` a kernel that polls `flags[1]` up to `spins` times,
/// then writes it (0) to `seen[0]`.
fn slow_write(
    flags: *mut c_void,
    seen: *mut c_void,
    spins: c_int,
    stream: *mut c_void,
) -> anyhow::Result<()> {
    let mut args = HandshakeArgs {
        flags,
        me: 0,
        spins,
        seen,
    };
    ok(
        launch(&HANDSHAKE, 1, 32, &mut args.ptrs(), stream),
        "handshake",
    )
}

pub fn legacy_default_stream() -> anyhow::Result<()> {
    let (flags, seen, out) = (malloc(8)?, malloc(8)?, malloc(8)?);
    let spins = 1 << 16;
    // SAFETY: handles from the runtime; the kernels and copies reach inside
    // the 8-byte buffers.
    unsafe {
        let mut s1 = null_mut();
        ok(cudart::cudaStreamCreate(&mut s1), "cudaStreamCreate")?;
        ok(cudart::cudaMemset(flags, 0, 8), "cudaMemset")?;
        for round in 0..3 {
            // Blocking stream: seen is written late; the default stream copies it.
            ok(
                cudart::cudaMemsetAsync(seen, 0xff, 8, s1),
                "cudaMemsetAsync",
            )?;
            slow_write(flags, seen, spins, s1)?;
            for copy in 0..2 {
                ok(
                    cudart::cudaMemset(out, 0x55, 8),
                    "cudaMemset on the default stream",
                )?;
                ok(
                    cudart::cudaMemcpyAsync(out, seen, 4, 3, null_mut()),
                    "cudaMemcpyAsync on the default stream",
                )?;
                let got = ints(out, 2)?;
                ensure!(
                    got[0] == 0,
                    "round {round}, copy {copy}: the default stream read {:#x}, not what the \
                     blocking stream's kernel wrote before (0)",
                    got[0]
                );
            }
            // Default stream then blocking stream: the kernel on s1 must see
            // the default stream's memset first.
            ok(
                cudart::cudaMemsetAsync(seen, 0x11, 8, null_mut()),
                "cudaMemsetAsync",
            )?;
            ok(
                cudart::cudaMemcpyAsync(out, seen, 8, 3, s1),
                "cudaMemcpyAsync on s1",
            )?;
            ok(cudart::cudaStreamSynchronize(s1), "cudaStreamSynchronize")?;
            let got = ints(out, 2)?;
            ensure!(
                got == [0x1111_1111; 2],
                "round {round}: the blocking stream read {got:x?} before the default stream's \
                 memset"
            );
        }
        ok(cudart::cudaStreamDestroy(s1), "cudaStreamDestroy")?;
        for p in [flags, seen, out] {
            ok(cudart::cudaFree(p), "cudaFree")?;
        }
    }
    Ok(())
}

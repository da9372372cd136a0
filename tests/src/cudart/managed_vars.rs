//! `__managed__` variables as nvcc builds them: the PTX in NVIDIA's fatbin
//! declares them `.global .attribute(.managed)`, and the host half reaches
//! each through a pointer that `__cudaRegisterManagedVar` is handed and the
//! runtime sets. The module is registered here as nvcc's module
//! constructors register it (a fatbin container holding the PTX, the
//! kernel's stub, each variable's host pointer).

use std::ffi::c_void;
use std::ptr::null_mut;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicPtr, Ordering};

use anyhow::ensure;

use super::{addr, launch, ok, register_binary};

/// `accumulate(n)`: thread i < n adds `i * params[0] + params[1]` to
/// `total`, where `params` and `total` are managed variables with initial
/// values {3, 10} and 0.
const PTX: &str = r#"
.version 7.0
.target sm_70
.address_size 64

.global .attribute(.managed) .align 4 .b8 mv_params[8] = {3, 0, 0, 0, 10, 0, 0, 0};
.global .attribute(.managed) .align 8 .u64 mv_total;

.visible .entry mv_accumulate(
	.param .u32 mv_accumulate_param_0
)
{
	.reg .pred 	%p<2>;
	.reg .b32 	%r<6>;
	.reg .b64 	%rd<4>;

	ld.param.u32 	%r1, [mv_accumulate_param_0];
	mov.u32 	%r2, %tid.x;
	setp.ge.u32 	%p1, %r2, %r1;
	@%p1 bra 	$L__BB0_2;
	ld.global.u32 	%r3, [mv_params];
	ld.global.u32 	%r4, [mv_params+4];
	mad.lo.s32 	%r5, %r2, %r3, %r4;
	cvt.u64.u32 	%rd1, %r5;
	mov.u64 	%rd2, mv_total;
	atom.global.add.u64 	%rd3, [%rd2], %rd1;
$L__BB0_2:
	ret;
}
"#;

/// The kernel's host stub stand-in, and the host half's pointers to the
/// variables (set by the runtime at registration).
static ACCUMULATE: u8 = 0;
static PARAMS: AtomicPtr<c_void> = AtomicPtr::new(null_mut());
static TOTAL: AtomicPtr<c_void> = AtomicPtr::new(null_mut());

/// NVIDIA's fatbin container holding `ptx` for sm_70 (the layout
/// `cudart::fatbin` reads).
fn fatbin(ptx: &str) -> Vec<u8> {
    let mut data = ptx.as_bytes().to_vec();
    data.push(0);
    let padded = data.len().div_ceil(8) * 8;
    let mut entry = vec![0u8; 64];
    entry[0..2].copy_from_slice(&1u16.to_le_bytes());
    entry[4..8].copy_from_slice(&64u32.to_le_bytes());
    entry[8..16].copy_from_slice(&(padded as u64).to_le_bytes());
    entry[16..20].copy_from_slice(&(data.len() as u32).to_le_bytes());
    entry[28..32].copy_from_slice(&70u32.to_le_bytes());
    entry[56..64].copy_from_slice(&(data.len() as u64).to_le_bytes());
    entry.extend_from_slice(&data);
    entry.resize(64 + padded, 0);
    let mut out = Vec::new();
    out.extend_from_slice(&0xBA55ED50u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(&(entry.len() as u64).to_le_bytes());
    out.extend_from_slice(&entry);
    out
}

/// Registers the module once; checks that the host pointers were set to
/// storage holding the initial values.
fn register() -> anyhow::Result<()> {
    static DONE: OnceLock<std::result::Result<(), String>> = OnceLock::new();
    DONE.get_or_init(|| {
        let h = register_binary(fatbin(PTX));
        // SAFETY: a handle of the runtime's; names are NUL-terminated; the
        // host pointers are statics.
        unsafe {
            cudart::__cudaRegisterFunction(
                h,
                addr(&ACCUMULATE).cast(),
                null_mut(),
                c"mv_accumulate".as_ptr(),
                -1,
                null_mut(),
                null_mut(),
                null_mut(),
                null_mut(),
                null_mut(),
            );
            for (ptr, name, size) in [(&PARAMS, c"mv_params", 8), (&TOTAL, c"mv_total", 8)] {
                cudart::__cudaRegisterManagedVar(
                    h,
                    ptr.as_ptr(),
                    null_mut(),
                    name.as_ptr(),
                    0,
                    size,
                    0,
                    0,
                );
            }
            cudart::__cudaRegisterFatBinaryEnd(h);
            if cudart::__cudaInitModule(h) != 1 {
                return Err("__cudaInitModule did not return 1".to_string());
            }
        }
        let (params, total) = (
            PARAMS.load(Ordering::Acquire),
            TOTAL.load(Ordering::Acquire),
        );
        if params.is_null() || total.is_null() {
            return Err("the runtime left a host pointer null".to_string());
        }
        // SAFETY: the runtime set both pointers to storage of 8 bytes.
        let got = unsafe { (*params.cast::<[u32; 2]>(), *total.cast::<u64>()) };
        if got != ([3, 10], 0) {
            return Err(format!("initial values {got:?}, not ([3, 10], 0)"));
        }
        Ok(())
    })
    .clone()
    .map_err(anyhow::Error::msg)
}

pub fn nvcc_managed_variables() -> anyhow::Result<()> {
    register()?;
    let (params, total) = (
        PARAMS.load(Ordering::Acquire),
        TOTAL.load(Ordering::Acquire),
    );
    // SAFETY: the storage the runtime gave the variables (8 bytes each); no
    // kernel runs while the host touches it.
    unsafe {
        *params.cast::<[u32; 2]>() = [5, 10];
        let zero = 0u64;
        ok(
            cudart::cudaMemcpyToSymbol(total, (&zero as *const u64).cast(), 8, 0, 1),
            "cudaMemcpyToSymbol(total)",
        )?;
        let mut n = 4u32;
        let mut args = [(&mut n as *mut u32).cast::<c_void>()];
        ok(
            launch(&ACCUMULATE, 1, 64, &mut args, null_mut()),
            "mv_accumulate",
        )?;
        ok(cudart::cudaDeviceSynchronize(), "cudaDeviceSynchronize")?;
        // Σ i·5 + 10 over i < 4.
        let seen = *total.cast::<u64>();
        ensure!(seen == 70, "total read by the host: {seen}, not 70");
        let mut copied = 0u64;
        ok(
            cudart::cudaMemcpyFromSymbol((&mut copied as *mut u64).cast(), total, 8, 0, 2),
            "cudaMemcpyFromSymbol(total)",
        )?;
        ensure!(copied == 70, "total copied from the symbol: {copied}");
        let (mut at, mut size) = (null_mut(), 0usize);
        ok(
            cudart::cudaGetSymbolAddress(&mut at, params),
            "cudaGetSymbolAddress",
        )?;
        ok(
            cudart::cudaGetSymbolSize(&mut size, params),
            "cudaGetSymbolSize",
        )?;
        ensure!(
            (at, size) == (params, 8),
            "symbol address {at:?} size {size}, not {params:?} 8"
        );
        // A second launch sees the host's new value at once.
        *params.cast::<[u32; 2]>() = [0, 1];
        ok(
            launch(&ACCUMULATE, 1, 64, &mut args, null_mut()),
            "mv_accumulate again",
        )?;
        ok(cudart::cudaDeviceSynchronize(), "cudaDeviceSynchronize")?;
        let seen = *total.cast::<u64>();
        ensure!(seen == 74, "total after the second launch: {seen}, not 74");
    }
    Ok(())
}

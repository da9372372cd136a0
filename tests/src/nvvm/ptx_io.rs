//! What compilers write in PTX for `printf`, `assert` and thread exits (the
//! printf-and-trap stubs of code built for other architectures): `call
//! vprintf`, `call.uni __assertfail`, `exit` in a `.func` and in a `.entry`,
//! translated on every device (on CUDA also as given, through the driver).

use anyhow::{Context, bail, ensure};
use gpujit::printf::Capture;
use gpujit::{Backend, Device, DeviceError, DeviceExt, Dim3, LaunchConfig, PtxModule};
use gpujit_conformance::Tally;

/// `report` prints one line a thread (an `int`, a `double` and a string, as
/// nvcc lays them out in the local depot); `ends` calls a `.func` that exits
/// its upper warp before a barrier and exits odd threads of the lower one
/// itself; `check` asserts `x[i] >= 0`.
const PTX: &str = r#"
.version 8.0
.target sm_80
.address_size 64

.extern .func (.param .b32 func_retval0) vprintf
(
	.param .b64 vprintf_param_0,
	.param .b64 vprintf_param_1
)
;
.extern .func __assertfail
(
	.param .b64 __assertfail_param_0,
	.param .b64 __assertfail_param_1,
	.param .b32 __assertfail_param_2,
	.param .b64 __assertfail_param_3,
	.param .b64 __assertfail_param_4
)
;
.global .align 1 .b8 $str[24] = {116, 61, 37, 100, 32, 104, 97, 108, 102, 61, 37, 46, 49, 102, 32, 115, 61, 37, 115, 124, 37, 37, 10, 0};
.global .align 1 .b8 $str$1[3] = {111, 107, 0};
.global .align 1 .b8 $str$2[10] = {120, 91, 105, 93, 32, 62, 61, 32, 48, 0};
.global .align 1 .b8 $str$3[7] = {105, 111, 46, 112, 116, 120, 0};
.global .align 1 .b8 $str$4[6] = {99, 104, 101, 99, 107, 0};
.global .align 1 .b8 $str$5[9] = {116, 37, 100, 32, 105, 37, 100, 10, 0};

.func exit_upper_warp(
	.param .b32 exit_upper_warp_param_0
)
{
	.reg .pred %p<2>;
	.reg .b32 %r<2>;
	ld.param.u32 %r1, [exit_upper_warp_param_0];
	setp.gt.u32 %p1, %r1, 31;
	@%p1 exit;
	ret;
}

.visible .entry report(
	.param .u64 report_param_0
)
{
	.local .align 8 .b8 __local_depot0[24];
	.reg .b64 %SP;
	.reg .b64 %SPL;
	.reg .b32 %r<4>;
	.reg .f64 %fd<3>;
	.reg .b64 %rd<12>;

	mov.u64 %SPL, __local_depot0;
	cvta.local.u64 %SP, %SPL;
	ld.param.u64 %rd1, [report_param_0];
	mov.u32 %r1, %tid.x;
	add.u64 %rd2, %SP, 0;
	add.u64 %rd3, %SPL, 0;
	st.local.u32 [%rd3], %r1;
	cvt.rn.f64.u32 %fd1, %r1;
	mul.f64 %fd2, %fd1, 0d3FE0000000000000;
	st.local.f64 [%rd3+8], %fd2;
	mov.u64 %rd4, $str$1;
	cvta.global.u64 %rd5, %rd4;
	st.local.u64 [%rd3+16], %rd5;
	bra.uni $L__print;
$L__print:
	mov.u64 %rd6, $str;
	cvta.global.u64 %rd7, %rd6;
	{
	.param .b64 param0;
	st.param.b64 [param0], %rd7;
	.param .b64 param1;
	st.param.b64 [param1], %rd2;
	.param .b32 retval0;
	call.uni (retval0), vprintf, (param0, param1);
	ld.param.b32 %r2, [retval0];
	}
	cvta.to.global.u64 %rd8, %rd1;
	mul.wide.u32 %rd9, %r1, 4;
	add.s64 %rd10, %rd8, %rd9;
	st.global.u32 [%rd10], %r1;
	ret;
}

.visible .entry ends(
	.param .u64 ends_param_0
)
{
	.reg .pred %p<2>;
	.reg .b32 %r<4>;
	.reg .b64 %rd<5>;

	ld.param.u64 %rd1, [ends_param_0];
	cvta.to.global.u64 %rd2, %rd1;
	mov.u32 %r1, %tid.x;
	mul.wide.u32 %rd3, %r1, 4;
	add.s64 %rd4, %rd2, %rd3;
	st.global.u32 [%rd4], 1;
	{
	.param .b32 param0;
	st.param.b32 [param0], %r1;
	call.uni exit_upper_warp, (param0);
	}
	bar.sync 0;
	st.global.u32 [%rd4], 2;
	and.b32 %r2, %r1, 1;
	setp.ne.u32 %p1, %r2, 0;
	@%p1 exit;
	st.global.u32 [%rd4], 3;
	ret;
}

.visible .entry check(
	.param .u64 check_param_0,
	.param .u32 check_param_1
)
{
	.reg .pred %p<3>;
	.reg .b32 %r<4>;
	.reg .b64 %rd<14>;

	ld.param.u64 %rd1, [check_param_0];
	ld.param.u32 %r1, [check_param_1];
	mov.u32 %r2, %tid.x;
	setp.ge.u32 %p1, %r2, %r1;
	@%p1 bra $L__done;
	cvta.to.global.u64 %rd2, %rd1;
	mul.wide.u32 %rd3, %r2, 4;
	add.s64 %rd4, %rd2, %rd3;
	ld.global.u32 %r3, [%rd4];
	setp.gt.s32 %p2, %r3, -1;
	@%p2 bra $L__done;
	mov.u64 %rd5, $str$2;
	cvta.global.u64 %rd6, %rd5;
	mov.u64 %rd7, $str$3;
	cvta.global.u64 %rd8, %rd7;
	mov.u64 %rd9, $str$4;
	cvta.global.u64 %rd10, %rd9;
	{
	.param .b64 param0;
	st.param.b64 [param0], %rd6;
	.param .b64 param1;
	st.param.b64 [param1], %rd8;
	.param .b32 param2;
	st.param.b32 [param2], 42;
	.param .b64 param3;
	st.param.b64 [param3], %rd10;
	.param .b64 param4;
	st.param.b64 [param4], 1;
	call.uni __assertfail, (param0, param1, param2, param3, param4);
	}
$L__done:
	ret;
}

.visible .entry report_loop(
	.param .u32 report_loop_param_0
)
{
	.local .align 4 .b8 __local_depot3[8];
	.reg .b64 %SP;
	.reg .b64 %SPL;
	.reg .pred %p<2>;
	.reg .b32 %r<5>;
	.reg .b64 %rd<5>;

	mov.u64 %SPL, __local_depot3;
	cvta.local.u64 %SP, %SPL;
	ld.param.u32 %r1, [report_loop_param_0];
	mov.u32 %r4, %tid.x;
	add.u64 %rd1, %SP, 0;
	add.u64 %rd2, %SPL, 0;
	mov.u64 %rd3, $str$5;
	cvta.global.u64 %rd4, %rd3;
	mov.u32 %r2, 0;
$L__loop:
	st.local.v2.u32 [%rd2], {%r4, %r2};
	{
	.param .b64 param0;
	st.param.b64 [param0], %rd4;
	.param .b64 param1;
	st.param.b64 [param1], %rd1;
	.param .b32 retval0;
	call.uni (retval0), vprintf, (param0, param1);
	ld.param.b32 %r3, [retval0];
	}
	add.s32 %r2, %r2, 1;
	setp.lt.u32 %p1, %r2, %r1;
	@%p1 bra $L__loop;
	ret;
}
"#;

fn cfg(threads: u32) -> LaunchConfig {
    LaunchConfig {
        grid: Dim3::x(1),
        block: Dim3::x(threads),
        shared_bytes: 0,
    }
}

fn load(dev: &dyn Device, as_given: bool) -> anyhow::Result<gpujit::Module> {
    load_ptx(dev, "io.ptx", PTX, as_given)
}

/// The module of PTX `text`, as given to the device's driver (CUDA only)
/// or translated.
pub(super) fn load_ptx(
    dev: &dyn Device,
    name: &str,
    text: &str,
    as_given: bool,
) -> anyhow::Result<gpujit::Module> {
    let m = PtxModule::from_text(name, text)?;
    let c = if as_given {
        gpujit::compile_ptx_for(dev, &m)?
    } else {
        gpujit::compile_for(dev, &m.translate()?)?
    };
    Ok(dev.load(&c.image)?)
}

/// Launches `k` and waits; where the device formats `printf` itself, the
/// lines it printed, sorted (CUDA's driver prints its own: `None`).
fn printed(
    dev: &dyn Device,
    k: &gpujit::Kernel,
    threads: u32,
    args: &[gpujit::KernelArg<'_>],
) -> anyhow::Result<Option<Vec<String>>> {
    let cap = (dev.info().backend != Backend::Cuda).then(Capture::start);
    dev.launch(k, &cfg(threads), args)?;
    dev.synchronize()?;
    Ok(cap.map(|cap| {
        let mut lines: Vec<String> = cap.take().lines().map(str::to_string).collect();
        lines.sort_unstable();
        lines
    }))
}

/// `printf` prints every thread's line.
fn printf(dev: &dyn Device, m: &gpujit::Module) -> anyhow::Result<()> {
    let out = dev.alloc::<u32>(4)?;
    let k = m.kernel("report")?;
    if let Some(got) = printed(dev, &k, 4, &[(&out).into()])? {
        let want: Vec<String> = (0..4)
            .map(|i| format!("t={i} half={:.1} s=ok|%", f64::from(i) * 0.5))
            .collect();
        ensure!(
            got == want,
            "printed:\n{}\nwant:\n{}",
            got.join("\n"),
            want.join("\n")
        );
    }
    ensure!(
        dev.download(&out)? == [0, 1, 2, 3],
        "the stores after printf"
    );
    Ok(())
}

/// `printf` in a loop whose format address nvcc set once before it (the
/// format's `mov`/`cvta` are not in the block of the call).
fn printf_in_a_loop(dev: &dyn Device, m: &gpujit::Module) -> anyhow::Result<()> {
    let k = m.kernel("report_loop")?;
    if let Some(got) = printed(dev, &k, 2, &[3i32.into()])? {
        let want = ["t0 i0", "t0 i1", "t0 i2", "t1 i0", "t1 i1", "t1 i2"];
        ensure!(got == want, "printed:\n{}", got.join("\n"));
    }
    Ok(())
}

/// Threads that exit (in the `.func`, and in the kernel) store nothing after.
fn exits(dev: &dyn Device, m: &gpujit::Module) -> anyhow::Result<()> {
    let out = dev.alloc::<u32>(64)?;
    dev.launch(&m.kernel("ends")?, &cfg(64), &[(&out).into()])?;
    let got = dev.download(&out)?;
    let want: Vec<u32> = (0..64)
        .map(|t| match t {
            32.. => 1,
            t if t % 2 == 1 => 2,
            _ => 3,
        })
        .collect();
    ensure!(got == want, "got {got:?}\nwant {want:?}");
    Ok(())
}

/// A failing assert is a kernel fault naming it; a passing one is silent,
/// and the device stays usable.
fn assert(dev: &dyn Device, m: &gpujit::Module) -> anyhow::Result<()> {
    let xs = dev.upload(&[3i32, 1, -7, 2])?;
    match dev.launch(&m.kernel("check")?, &cfg(4), &[(&xs).into(), 4i32.into()]) {
        Err(DeviceError::KernelFault { kernel, detail, .. }) => {
            ensure!(kernel == "check", "{kernel}");
            ensure!(
                detail.contains("assertion `x[i] >= 0` failed at io.ptx:42 in `check`"),
                "{detail}"
            );
        }
        other => bail!("a failed assert gave {other:?}"),
    }
    let ok = dev.upload(&[0i32, 5])?;
    dev.launch(&m.kernel("check")?, &cfg(2), &[(&ok).into(), 2i32.into()])
        .context("a passing assert, after the fault")?;
    exits(dev, m).context("another kernel, after the fault")
}

/// The forms a PTX module runs in on `dev`, with their test-name infix:
/// translated everywhere, and as given on CUDA.
pub(super) fn forms(dev: &dyn Device) -> &'static [(&'static str, bool)] {
    if dev.info().backend == Backend::Cuda {
        &[("", false), ("as_given::", true)]
    } else {
        &[("", false)]
    }
}

/// Runs the checks on every device.
pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    for (tag, dev) in devices {
        let cuda = dev.info().backend == Backend::Cuda;
        for (form, as_given) in forms(*dev) {
            t.run(&format!("{tag}::ptx::io::{form}printf"), || {
                printf(*dev, &load(*dev, *as_given)?)
            });
            t.run(&format!("{tag}::ptx::io::{form}printf_in_a_loop"), || {
                printf_in_a_loop(*dev, &load(*dev, *as_given)?)
            });
            t.run(&format!("{tag}::ptx::io::{form}exit"), || {
                exits(*dev, &load(*dev, *as_given)?)
            });
        }
        if cuda {
            // A failed assert leaves the CUDA context unusable (a sticky
            // fault) for every later test of the run.
            t.skip(
                &format!("{tag}::ptx::io::assert"),
                "a fault is sticky on CUDA: GPUJIT_CUDA_STICKY=1 GPUJIT_FILTER=assert_sticky \
                 runs NVVM's alone",
            );
        } else {
            t.run(&format!("{tag}::ptx::io::assert"), || {
                assert(*dev, &load(*dev, false)?)
            });
        }
    }
}

"""The gpujit package on the host device (NumPy arrays used in place) and the
AMDGCN emulator."""

import pathlib

import numpy as np
import pytest

import gpujit


@pytest.fixture(scope="module")
def dev():
    return gpujit.device("host")


SCALE_LL = """
define void @scale(ptr addrspace(1) %x, float %s, i32 %n) "gpujit.kernel" {
entry:
  %t = call i32 @gpujit.thread_id.x()
  %b = call i32 @gpujit.block_id.x()
  %d = call i32 @gpujit.block_dim.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp ult i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %p = getelementptr float, ptr addrspace(1) %x, i32 %i
  %v = load float, ptr addrspace(1) %p
  %r = fmul float %v, %s
  store float %r, ptr addrspace(1) %p
  br label %done
done:
  ret void
}
declare i32 @gpujit.thread_id.x()
declare i32 @gpujit.block_id.x()
declare i32 @gpujit.block_dim.x()
"""

def test_device_properties_and_bad_names(dev):
    assert dev.backend == "host"
    assert dev.multiprocessors >= 1 and dev.warp_size in (32, 64)
    assert "host" in repr(dev)
    with pytest.raises(gpujit.Error, match="unknown device `nope`"):
        gpujit.device("nope")
    assert gpujit.device("host:0").ordinal == 0
    with pytest.raises(gpujit.DeviceError, match="`host:3` names host device 3, but host has 1 device: host:0"):
        gpujit.device("host:3")


def test_a_kernel_writes_into_a_numpy_array_in_place(dev):
    saxpy = dev.compile("saxpy").kernel("saxpy")
    assert saxpy.params == [("a", "f32"), ("x", "*f32"), ("y", "*f32"), ("n", "u32")]
    n = 1000
    x = np.arange(n, dtype=np.float32)
    y = np.ones(n, dtype=np.float32)
    before = y.__array_interface__["data"][0]
    dev.launch(saxpy, grid=(n + 255) // 256, block=256, args=[2.0, x, y, n])
    assert y.__array_interface__["data"][0] == before
    np.testing.assert_array_equal(y, 2 * np.arange(n, dtype=np.float32) + 1)
    # A view starting inside an array: the kernel sees the view's first element.
    z = np.zeros(8, dtype=np.float32)
    dev.launch(saxpy, 1, 32, [1.0, np.ones(4, dtype=np.float32), z[4:], 4])
    assert z.tolist() == [0, 0, 0, 0, 1, 1, 1, 1]


def test_dlpack_producers_are_used_in_place(dev):
    class OnlyDlpack:
        def __init__(self, a):
            self.a = a

        def __dlpack__(self, **kw):
            return self.a.__dlpack__(**kw)

        def __dlpack_device__(self):
            return self.a.__dlpack_device__()

    saxpy = dev.compile("saxpy").kernel("saxpy")
    y = np.zeros(4, dtype=np.float32)
    dev.launch(saxpy, 1, 32, [3.0, OnlyDlpack(np.ones(4, dtype=np.float32)), OnlyDlpack(y), 4])
    assert y.tolist() == [3.0] * 4


def test_ir_text_bytes_and_paths_compile(dev, tmp_path):
    p = tmp_path / "scale.ll"
    p.write_text(SCALE_LL)
    # A path as a pathlib.Path or as the str a new user passes.
    for source in (SCALE_LL, SCALE_LL.encode(), pathlib.Path(p), str(p)):
        k = dev.compile(source).kernel("scale")
        x = np.arange(5, dtype=np.float32)
        dev.launch(k, 1, 32, [x, 3.0, 5])
        assert x.tolist() == [0, 3, 6, 9, 12]


def test_a_str_path_that_cannot_be_compiled_says_why(dev, tmp_path):
    with pytest.raises(FileNotFoundError, match="no such file"):
        dev.compile(str(tmp_path / "missing.ll"))
    with pytest.raises(FileNotFoundError, match="no such file"):
        dev.compile(str(tmp_path / "missing.cu"))
    with pytest.raises(ValueError, match="options.*go with the path of a .cu file"):
        dev.compile(SCALE_LL, options=["-DN=1"])


# clang's NVVM IR for `__constant__ float coeffs[4]; __device__ int hits;` and a
# kernel taking `struct { double scale; int bias; char pad[52]; }` by value
# (64 bytes) and `struct { long v[56]; }` (448 bytes).
GLOBALS_NVVM = """
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.cfg = type { double, i32, [52 x i8] }
%struct.big = type { [56 x i64] }

@coeffs = dso_local addrspace(4) externally_initialized constant [4 x float] zeroinitializer, align 4
@hits = dso_local addrspace(1) externally_initialized global i32 0, align 4

define dso_local ptx_kernel void @apply(ptr noundef %out, ptr noundef byval(%struct.cfg) align 8 %c, ptr noundef byval(%struct.big) align 8 %big) {
entry:
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %cp = getelementptr inbounds [4 x float], ptr addrspace(4) @coeffs, i64 0, i64 %i
  %k = load float, ptr addrspace(4) %cp, align 4
  %s = load double, ptr %c, align 8
  %bp = getelementptr inbounds i8, ptr %c, i64 8
  %b = load i32, ptr %bp, align 8
  %vp = getelementptr inbounds [56 x i64], ptr %big, i64 0, i64 %i
  %v = load i64, ptr %vp, align 8
  %kd = fpext float %k to double
  %x = fmul double %kd, %s
  %bd = sitofp i32 %b to double
  %vd = sitofp i64 %v to double
  %y = fadd double %x, %bd
  %z = fadd double %y, %vd
  %op = getelementptr inbounds double, ptr %out, i64 %i
  store double %z, ptr %op, align 8
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %count, label %done
count:
  %h = load i32, ptr addrspace(1) @hits, align 4
  %h1 = add i32 %h, 1
  store i32 %h1, ptr addrspace(1) @hits, align 4
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"""


@pytest.mark.parametrize("name", ["host", "amdgcn-emu"])
def test_module_variables_and_structs_by_value(name):
    import ctypes

    d = gpujit.device(name)
    m = d.compile(GLOBALS_NVVM)
    k = m.kernel("apply")
    d.write_global(m, "coeffs", np.array([1, 2, 3, 4], dtype=np.float32))
    d.write_global(m, "hits", (41).to_bytes(4, "little"))

    class Cfg(ctypes.Structure):
        _fields_ = [("scale", ctypes.c_double), ("bias", ctypes.c_int32), ("pad", ctypes.c_char * 52)]

    big = np.arange(56, dtype=np.int64) * 10
    cfg_np = np.zeros((), dtype=np.dtype([("scale", "<f8"), ("bias", "<i4"), ("pad", "V52")]))
    cfg_np["scale"], cfg_np["bias"] = 0.5, -1
    for cfg in (Cfg(scale=0.5, bias=-1), cfg_np[()], bytes(Cfg(scale=0.5, bias=-1))):
        out = d.alloc(4, "f64")
        d.launch(k, 1, 4, [out, cfg, big.tobytes()])
        got = np.frombuffer(out.read(), dtype=np.float64)
        assert got.tolist() == [0.5 * (i + 1) - 1 + 10 * i for i in range(4)]
    assert int.from_bytes(d.read_global(m, "hits"), "little") == 44
    assert np.frombuffer(d.read_global(m, "coeffs"), dtype=np.float32).tolist() == [1, 2, 3, 4]
    # What a user gets wrong: a struct of the wrong size, a variable the module lacks.
    with pytest.raises(ValueError, match="64-byte struct"):
        d.launch(k, 1, 4, [d.alloc(4, "f64"), b"\0" * 8, big.tobytes()])
    with pytest.raises(TypeError, match="struct by value"):
        d.launch(k, 1, 4, [d.alloc(4, "f64"), 3.0, big.tobytes()])
    with pytest.raises(gpujit.DeviceError, match="no variable `coef`"):
        d.read_global(m, "coef")
    with pytest.raises(gpujit.DeviceError, match="16-byte module variable"):
        d.write_global(m, "coeffs", np.zeros(5, dtype=np.float32))


def test_errors_carry_gpujit_messages_and_the_device_stays_usable(dev):
    with pytest.raises(gpujit.CompileError, match="expected"):
        dev.compile(SCALE_LL.replace("fmul float %v, %s", "fmul float %v,, %s"))
    with pytest.raises(ValueError, match="neither a library kernel"):
        dev.compile("not_a_kernel")
    saxpy = dev.compile("saxpy").kernel("saxpy")
    x = np.ones(4, dtype=np.float32)
    with pytest.raises(gpujit.DeviceError, match="takes 4 arguments"):
        dev.launch(saxpy, 1, 32, [1.0, x, x])
    with pytest.raises(gpujit.DeviceError, match=r"expected \*f32, got \*f64"):
        dev.launch(saxpy, 1, 32, [1.0, x, np.ones(4), 4])
    with pytest.raises(gpujit.DeviceError, match="threads"):
        dev.launch(saxpy, 1, 1 << 20, [1.0, x, x, 4])
    with pytest.raises(TypeError, match="argument 1"):
        dev.launch(saxpy, 1, 32, [1.0, "x", x, 4])
    dev.launch(saxpy, 1, 32, [1.0, x, x, 4])
    assert x.tolist() == [2.0] * 4


def test_buffers_are_viewed_by_numpy_without_a_copy(dev):
    b = dev.upload(np.arange(6, dtype=np.float32))
    assert (len(b), b.dtype, b.nbytes) == (6, "f32", 24)
    view = np.asarray(b)
    assert view.__array_interface__["data"][0] == b.ptr
    k = dev.compile(SCALE_LL).kernel("scale")
    dev.launch(k, 1, 32, [b, 10.0, 6])
    assert view.tolist() == [0, 10, 20, 30, 40, 50]
    np.testing.assert_array_equal(gpujit.to_numpy(b), view)
    b.write(np.float32(7).tobytes(), offset=4)
    assert view[1] == 7
    h = dev.alloc(3, "f16")
    assert gpujit.to_numpy(h).dtype == np.float16


def test_coarsening_is_a_device_option():
    assert gpujit.device("host").coarsen
    emu = gpujit.device("amdgcn-emu", coarsen=False)
    assert not emu.coarsen
    k = emu.compile("saxpy").kernel("saxpy")
    n = 64 * 1024
    x = emu.upload(np.ones(n, dtype=np.float32))
    y = emu.upload(np.arange(n, dtype=np.float32))
    emu.launch(k, n // 64, 64, [2.0, x, y, n])
    np.testing.assert_array_equal(gpujit.to_numpy(y), np.arange(n) + 2)
    with pytest.raises(TypeError):
        gpujit.device("host", False)


def test_the_emulator_takes_gpujit_buffers_but_not_host_arrays():
    emu = gpujit.device("amdgcn-emu")
    k = emu.compile("saxpy").kernel("saxpy")
    x = emu.upload(np.ones(64, dtype=np.float32))
    y = emu.upload(np.arange(64, dtype=np.float32))
    emu.launch(k, 1, 64, [2.0, x, y, 64])
    np.testing.assert_array_equal(gpujit.to_numpy(y), np.arange(64) + 2)
    with pytest.raises(ValueError, match="without a copy"):
        emu.launch(k, 1, 64, [2.0, np.ones(64, dtype=np.float32), y, 64])


def test_runtime_operators_tickets_park_and_resume(dev):
    rt = gpujit.Runtime(dev, queues=2, capacity=16, threads=32)
    rt.install(gpujit.Operator("axpb", "2 * x + exp(y) - 1", ["x", "y"]))
    assert rt.operators == ["axpb"]
    x = np.arange(100, dtype=np.float32) / 10
    y = np.zeros(100, dtype=np.float32)
    outs = [np.zeros(100, dtype=np.float32) for _ in range(40)]
    tickets = [rt.submit(i % 2, "axpb", [x, y, o], 100) for i, o in enumerate(outs)]
    for t in tickets:
        t.wait()
    assert all(t.done for t in tickets)
    for o in outs:
        np.testing.assert_allclose(o, 2 * x, rtol=1e-6)
    rt.park()
    assert rt.parked
    rt.submit(0, "axpb", [x, x, outs[0]], 100).wait()
    np.testing.assert_allclose(outs[0], 2 * x + np.exp(x) - 1, rtol=1e-6)
    s = rt.stats()
    assert (s["parks"], s["resumes"], s["submitted"]) == (1, 1, 41)
    with pytest.raises(gpujit.PersistentError, match="unknown operator `nope`"):
        rt.submit(0, "nope", [], 1)
    with pytest.raises(gpujit.PersistentError, match="takes 3 arguments"):
        rt.submit(0, "axpb", [x], 1)
    with pytest.raises(gpujit.PersistentError, match="unknown function `expp`"):
        gpujit.Operator("bad", "expp(x)", ["x"])
    with pytest.raises(gpujit.PersistentError, match="unknown name `z`"):
        gpujit.Operator("bad", "x + z", ["x"])
    rt.shutdown()
    with pytest.raises(gpujit.PersistentError, match="shut down"):
        rt.submit(0, "axpb", [x, y, outs[0]], 100)


def test_the_batcher_runs_requests_in_batches(dev):
    rt = gpujit.Runtime(dev, queues=1, threads=32)
    b = gpujit.Batcher(rt, max_ops=8, max_delay=10.0)
    a = dev.upload(np.arange(16, dtype=np.float32))
    c = dev.upload(np.full(16, 2, dtype=np.float32))
    outs = [dev.alloc(16) for _ in range(3)]
    b.request("add", [a, c], outs[0])
    b.request("mul", [outs[0], c], outs[1])
    p = b.request("sqrt", [outs[1]], outs[2])
    p.wait()
    np.testing.assert_allclose(gpujit.to_numpy(outs[2]), np.sqrt((np.arange(16) + 2) * 2), rtol=1e-6)
    assert b.stats() == {"requests": 3, "batches": 1}
    with pytest.raises(TypeError, match="f32 buffers"):
        b.request("add", [a, dev.alloc(16, "f64")], outs[0])
    with pytest.raises(gpujit.PersistentError, match="unknown elementwise"):
        b.request("frob", [a], outs[0])


def test_pointwise_records_strided_broadcast_ops_on_numpy_memory(dev):
    rt = gpujit.Runtime(dev, queues=2, threads=32)
    pw = gpujit.Pointwise(rt, max_delay=10.0)
    ops = gpujit.Pointwise.OPS
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    xt = x.T  # non-contiguous [4, 3]
    row = np.array([1, 2, 3], dtype=np.float16)
    out = np.zeros((4, 3), dtype=np.float32)
    arg = lambda a, code: (a.__array_interface__["data"][0], code, a.shape,
                           tuple(s // a.itemsize for s in a.strides))
    pw.record(ops["add"], out.__array_interface__["data"][0], 0, out.shape,
              (arg(xt, 0), arg(row, 1)), 2.0)
    total = np.zeros(4, dtype=np.float32)
    pw.record(ops["sum"], total.__array_interface__["data"][0], 0, total.shape, (arg(out, 0),))
    pw.wait_all()
    np.testing.assert_array_equal(out, xt + 2 * row.astype(np.float32))
    np.testing.assert_array_equal(total, out.sum(-1))
    assert pw.idle and pw.completed() >= 1
    assert pw.stats()["ops"] == 2
    with pytest.raises(gpujit.PersistentError, match="do not broadcast"):
        pw.record(ops["add"], out.__array_interface__["data"][0], 0, out.shape,
                  (arg(x, 0), arg(row, 1)))
    rt.shutdown()


NVVM_SAXPY = """
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @nv_saxpy(float %a, ptr %x, ptr %y, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp ult i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %ix = zext i32 %i to i64
  %px = getelementptr inbounds float, ptr %x, i64 %ix
  %py = getelementptr inbounds float, ptr %y, i64 %ix
  %vx = load float, ptr %px, align 4
  %vy = load float, ptr %py, align 4
  %r = call float @llvm.fma.f32(float %a, float %vx, float %vy)
  store float %r, ptr %py, align 4
  br label %done
done:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare float @llvm.fma.f32(float, float, float)

!nvvm.annotations = !{!0}
!0 = !{ptr @nv_saxpy, !"kernel", i32 1}
"""


def test_nvvm_ir_is_lifted_for_the_host_device(dev):
    for as_written in (False, True):  # as written is for NVIDIA; elsewhere it is lifted too
        m = dev.compile(NVVM_SAXPY, as_written=as_written)
        assert m.kernels == ["nv_saxpy"]
        k = m.kernel("nv_saxpy")
        assert [t for _, t in k.params] == ["f32", "*void", "*void", "i32"]
        x = np.arange(300, dtype=np.float32)
        y = np.ones(300, dtype=np.float32)
        dev.launch(k, 3, 128, [0.5, x, y, 300])
        np.testing.assert_array_equal(y, 0.5 * np.arange(300, dtype=np.float32) + 1)
    with pytest.raises(gpujit.CompileError):
        dev.compile(NVVM_SAXPY.replace("@llvm.nvvm.read.ptx.sreg.tid.x()\n  %b", "@llvm.nvvm.bogus()\n  %b"))


PTX_SAXPY = """
.version 7.0
.target sm_80
.address_size 64

.visible .entry ptx_saxpy(
	.param .f32 a,
	.param .u64 .ptr .align 4 x,
	.param .u64 .ptr .align 4 y,
	.param .u32 n
)
{
	.reg .pred %p<2>;
	.reg .b32 %r<5>;
	.reg .f32 %f<5>;
	.reg .b64 %rd<6>;
	ld.param.f32 %f1, [a];
	ld.param.u64 %rd1, [x];
	ld.param.u64 %rd2, [y];
	ld.param.u32 %r1, [n];
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mov.u32 %r4, %tid.x;
	mad.lo.s32 %r2, %r2, %r3, %r4;
	setp.ge.u32 %p1, %r2, %r1;
	@%p1 bra $L__done;
	mul.wide.u32 %rd3, %r2, 4;
	add.s64 %rd4, %rd1, %rd3;
	add.s64 %rd5, %rd2, %rd3;
	ld.global.f32 %f2, [%rd4];
	ld.global.f32 %f3, [%rd5];
	fma.rn.f32 %f4, %f1, %f2, %f3;
	st.global.f32 [%rd5], %f4;
$L__done:
	ret;
}
"""


def test_ptx_compiles_from_text_bytes_and_paths(dev, tmp_path):
    p = tmp_path / "saxpy.ptx"
    p.write_text(PTX_SAXPY)
    for source in (PTX_SAXPY, PTX_SAXPY.encode(), p, str(p)):
        m = dev.compile(source)
        assert m.kernels == ["ptx_saxpy"]
        k = m.kernel("ptx_saxpy")
        assert [t for _, t in k.params] == ["f32", "*void", "*void", "i32"]
        x = np.arange(300, dtype=np.float32)
        y = np.ones(300, dtype=np.float32)
        dev.launch(k, 3, 128, [0.5, x, y, 300])
        np.testing.assert_array_equal(y, 0.5 * np.arange(300, dtype=np.float32) + 1)
    with pytest.raises(gpujit.CompileError, match="line 23.*%smid"):
        dev.compile(PTX_SAXPY.replace("%tid.x;", "%smid;"))


def test_bitcode_compiles_from_bytes_and_paths(dev, tmp_path):
    llvm = pytest.importorskip("llvmlite.binding", reason="llvmlite writes the bitcode")
    for text, kernel in ((SCALE_LL, "scale"), (NVVM_SAXPY, "nv_saxpy")):
        bc = llvm.parse_assembly(text).as_bitcode()
        assert bc[:4] == b"BC\xc0\xde"
        p = tmp_path / f"{kernel}.bc"
        p.write_bytes(bc)
        for source in (bc, p):
            assert dev.compile(source).kernels == [kernel]
    k = dev.compile(tmp_path / "scale.bc").kernel("scale")
    x = np.full(7, 2, dtype=np.float32)
    dev.launch(k, 1, 32, [x, 1.5, 7])
    assert x.tolist() == [3.0] * 7
    with pytest.raises(gpujit.CompileError):
        dev.compile(bc[:-9])
    with pytest.raises(OSError, match="missing.bc"):
        dev.compile(tmp_path / "missing.bc")


def test_non_contiguous_arrays_are_refused_not_read_as_contiguous(dev):
    saxpy = dev.compile("saxpy").kernel("saxpy")
    x = np.arange(8, dtype=np.float32)
    y = np.zeros(4, dtype=np.float32)
    with pytest.raises(ValueError, match=r"argument 1: the array is not contiguous \(shape \[4\], strides \[2\]"):
        dev.launch(saxpy, 1, 32, [1.0, x[::2], y, 4])
    with pytest.raises(ValueError, match="not contiguous"):
        dev.launch(saxpy, 1, 32, [1.0, x.reshape(2, 4).T, np.zeros(8, dtype=np.float32), 8])
    with pytest.raises(ValueError, match="not contiguous"):
        dev.launch(saxpy, 1, 32, [1.0, x, y[::-1], 4])
    assert y.tolist() == [0.0] * 4
    # Size-1 dimensions may have any stride; a contiguous slice starts where it starts.
    dev.launch(saxpy, 1, 32, [1.0, x.reshape(8, 1)[2:6], y[:, None], 4])
    assert y.tolist() == [2.0, 3.0, 4.0, 5.0]


def test_cuda_array_interface_producers_are_read_and_refused_by_the_host(dev):
    class Cai:
        def __init__(self, **d):
            self.__cuda_array_interface__ = {"version": 3, "data": (0x1000, False), "typestr": "<f4",
                                             "shape": (4,), "strides": None, **d}

    saxpy = dev.compile("saxpy").kernel("saxpy")
    y = np.zeros(4, dtype=np.float32)
    with pytest.raises(ValueError, match=r"argument 1: an array in Cuda\(None\) memory cannot be used by .* \(host\) without a copy"):
        dev.launch(saxpy, 1, 32, [1.0, Cai(), y, 4])
    with pytest.raises(ValueError, match=r"strides \[6\] do not fit shape \[4\]"):
        dev.launch(saxpy, 1, 32, [1.0, Cai(strides=(6,)), y, 4])
    with pytest.raises(TypeError, match="unsupported element type `>f4`"):
        dev.launch(saxpy, 1, 32, [1.0, Cai(typestr=">f4"), y, 4])
    with pytest.raises(ValueError, match="array interface without `shape`"):
        d = Cai()
        del d.__cuda_array_interface__["shape"]
        dev.launch(saxpy, 1, 32, [1.0, d, y, 4])
    # A host buffer has no CUDA interface, and says so.
    with pytest.raises(AttributeError, match="not in CUDA memory"):
        dev.alloc(4).__cuda_array_interface__


def test_install_validates_the_new_worker_and_rolls_back(dev):
    rt = gpujit.Runtime(dev, queues=2, capacity=8, threads=32)
    rt.install(gpujit.Operator("twice", "2 * x", ["x"], check=[((1.5,), 3.0), ((-4.0,), -8.0)]))
    rt.install(gpujit.Operator("axpb", "x * y + 1", ["x", "y"], check=[((2.0, 3.0), 7.0)]))
    assert rt.operators == ["twice", "axpb"]
    started = rt.stats()["workers_started"]
    x = np.arange(64, dtype=np.float32)
    outs = [np.zeros(64, dtype=np.float32) for _ in range(6)]
    # Tasks queued before a failing install run, on the old worker or the restarted one.
    before = [rt.submit(i % 2, "twice", [x, o], 64) for i, o in enumerate(outs[:3])]
    wrong = gpujit.Operator("twice", "x + x + 1", ["x"], check=[((1.5,), 3.0)])
    with pytest.raises(gpujit.PersistentError, match=r"validate.*twice\[1\.5\] = 4, expected 3"):
        rt.install(wrong)
    after = [rt.submit(i % 2, "twice", [x, o], 64) for i, o in enumerate(outs[3:])]
    for t in before + after:
        t.wait()
    for o in outs:
        np.testing.assert_array_equal(o, 2 * x)  # the previous code still serves
    s = rt.stats()
    assert rt.operators == ["twice", "axpb"]
    assert s["rollbacks"] == 1 and s["workers_started"] == started
    # Replacing an operator with one whose check passes takes over.
    rt.install(gpujit.Operator("twice", "x + x", ["x"], check=[((1.5,), 3.0)]))
    assert rt.stats()["workers_started"] == started + 1
    with pytest.raises(gpujit.PersistentError, match="a check point gives 2 inputs, the operator takes 1"):
        gpujit.Operator("bad", "x", ["x"], check=[((1.0, 2.0), 1.0)])
    rt.shutdown()


def _stub_names(tree):
    import ast

    names = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            members = set()
            for m in node.body:
                if isinstance(m, ast.FunctionDef):
                    members.add(m.name)
                elif isinstance(m, ast.AnnAssign):
                    members.add(m.target.id)
            names[node.name] = members
        elif isinstance(node, ast.FunctionDef):
            names[node.name] = None
        elif isinstance(node, ast.AnnAssign):
            names[node.target.id] = None
        elif isinstance(node, ast.Assign):
            names[node.targets[0].id] = None
    return names


def test_the_type_stubs_cover_the_extension_and_everything_has_a_docstring():
    import ast

    from gpujit import _gpujit

    pkg = pathlib.Path(gpujit.__file__).parent
    assert (pkg / "py.typed").exists()
    stubs = _stub_names(ast.parse((pkg / "_gpujit.pyi").read_text()))
    public = [n for n in dir(_gpujit) if not n.startswith("_")] + ["__version__"]
    assert sorted(set(public) - set(stubs)) == []
    assert gpujit.__doc__ and gpujit.to_numpy.__doc__
    for name in public:
        obj = getattr(_gpujit, name)
        if not isinstance(obj, type) and not callable(obj):
            continue
        assert obj.__doc__, name
        if not isinstance(obj, type) or issubclass(obj, BaseException):
            continue
        members = {m for m in vars(obj) if not m.startswith("_")}
        assert sorted(members - stubs[name]) == [], name
        assert sorted(m for m in stubs[name] - members if not m.startswith("_")) == [], name
        for m in members:
            assert getattr(obj, m).__doc__ or m == "OPS", f"{name}.{m}"


def test_arrays_of_a_task_live_until_it_ran_without_its_ticket(dev):
    import sys

    rt = gpujit.Runtime(dev, queues=1, threads=32)
    rt.install(gpujit.Operator("inc", "x + 1", ["x"]))
    x = np.arange(32, dtype=np.float32)
    out = np.zeros(32, dtype=np.float32)
    refs = sys.getrefcount(x), sys.getrefcount(out)
    rt.submit(0, "inc", [x, out], 32)  # the ticket is dropped at once
    assert (sys.getrefcount(x), sys.getrefcount(out)) == (refs[0] + 1, refs[1] + 1)
    rt.park()  # every task ran: the runtime lets go of their arrays
    assert (sys.getrefcount(x), sys.getrefcount(out)) == refs
    np.testing.assert_array_equal(out, x + 1)
    rt.shutdown()


def test_buffers_of_another_device_are_refused(dev):
    emu = gpujit.device("amdgcn-emu")
    saxpy = dev.compile("saxpy").kernel("saxpy")
    other = emu.alloc(4)
    with pytest.raises(gpujit.DeviceError, match="argument 1"):
        dev.launch(saxpy, 1, 32, [1.0, other, np.zeros(4, dtype=np.float32), 4])
    rt = gpujit.Runtime(dev, queues=1, threads=32)
    rt.install(gpujit.Operator("inc", "x + 1", ["x"]))
    with pytest.raises(gpujit.DeviceError, match="argument 0"):
        rt.submit(0, "inc", [other, np.zeros(4, dtype=np.float32)], 4)
    rt.shutdown()


NODE = """
import json, sys
import gpujit
dev = gpujit.device("host")
dev.compile("saxpy")
gpujit.flush_cache()
print(json.dumps(gpujit.cache_stats()))
"""


def test_two_processes_share_a_redis_store(tmp_path):
    import json
    import os
    import shutil
    import socket
    import subprocess
    import sys
    import time

    if shutil.which("redis-server") is None:
        if os.environ.get("GPUJIT_REQUIRE_REDIS"):
            pytest.fail("redis-server is not installed (ci/setup installs it)")
        pytest.skip("redis-server is not installed")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--dir", str(tmp_path)],
        stdout=subprocess.DEVNULL,
    )
    try:
        start = time.time()
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.1).close()
                break
            except OSError:
                assert time.time() - start < 10, "redis-server did not start"
                time.sleep(0.01)
        url = f"redis://127.0.0.1:{port}/0"
        stats = []
        for node in ("a", "b"):
            env = dict(os.environ, GPUJIT_CACHE_DIR=str(tmp_path / node), GPUJIT_REMOTE_CACHE=url)
            out = subprocess.run([sys.executable, "-c", NODE], env=env, check=True, capture_output=True, text=True)
            stats.append(json.loads(out.stdout.strip().splitlines()[-1]))
        a, b = stats
        assert a["stores"] == 1 and a["remote"]["stores"] == 1, a
        assert a["remote"]["url"] == url
        assert b["stores"] == 0 and b["remote"]["hits"] == 1, b
        assert b["remote"]["time_saved"] > 0, b
        assert set(b) >= {"memory", "disk", "remote", "misses"}
    finally:
        server.kill()
        server.wait()


def test_set_remote_cache_checks_its_url():
    with pytest.raises(gpujit.Error, match="CA certificate /nonexistent/ca.pem"):
        gpujit.set_remote_cache("rediss://127.0.0.1:1/0", ca_cert="/nonexistent/ca.pem")
    with pytest.raises(gpujit.Error, match="redis://HOST:PORT/DB"):
        gpujit.set_remote_cache("http://127.0.0.1:1/")
    with pytest.raises(ValueError, match="seconds"):
        gpujit.set_remote_cache("redis://127.0.0.1:1/0", timeout=-1.0)
    gpujit.set_remote_cache("redis://127.0.0.1:1/0", read_only=True, timeout=0.2)
    assert gpujit.cache_stats()["remote"]["url"] == "redis://127.0.0.1:1/0"
    gpujit.set_remote_cache(None)
    assert gpujit.cache_stats()["remote"]["url"] is None


@pytest.mark.parametrize("name", ["host", "amdgcn-emu"])
def test_a_specialized_kernel_matches_the_generic_one(name):
    d = gpujit.device(name)
    saxpy = d.compile("saxpy").kernel("saxpy")
    sk = saxpy.specialize(["n", "a"], block=True, grid=True)
    assert sk.name == "saxpy" and sk.params == saxpy.params
    n, grid, block = 1000, 4, 256
    xs = np.arange(n, dtype=np.float32) * 0.5
    x = d.upload(xs) if name != "host" else xs

    def run(launch):
        y = d.upload(np.ones(n, dtype=np.float32)) if name != "host" else np.ones(n, dtype=np.float32)
        used = launch(y)
        d.synchronize()
        return (gpujit.to_numpy(y) if name != "host" else y), used

    generic, _ = run(lambda y: d.launch(saxpy, grid, block, [2.5, x, y, n]))
    first, used = run(lambda y: sk(grid, block, [2.5, x, y, n]))
    assert used is False  # the first launch with these values runs the generic kernel
    ys = np.ones(n, dtype=np.float32)
    assert sk.wait_ready(grid, block, [2.5, x, d.upload(ys) if name != "host" else ys, n], timeout=120)
    special, used = run(lambda y: sk(grid, block, [2.5, x, y, n]))
    assert used is True
    assert generic.tobytes() == first.tobytes() == special.tobytes()
    s = sk.stats
    assert s["variants_compiled"] == 1 and s["variant_launches"] == 1 and s["generic_launches"] == 1
    [v] = sk.variants
    assert v["ready"] and v["launches"] == 1 and v["values"]["block"] == (256, 1, 1)
    with pytest.raises(gpujit.Error, match="cannot specialize on `x`: not a scalar"):
        saxpy.specialize(["x"])


@pytest.mark.parametrize("min_speedup,kept", [(float("inf"), False), (0.0, True)])
def test_variants_are_judged_by_timing(min_speedup, kept):
    d = gpujit.device("host")
    saxpy = d.compile("saxpy").kernel("saxpy")
    sk = saxpy.specialize(["n"], background=False, sample_every=2, min_speedup=min_speedup)
    xs, ys = np.ones(64, dtype=np.float32), np.ones(64, dtype=np.float32)
    # One generic launch, then every second one timed: variant, generic, three each.
    used = [sk(1, 64, [2.0, xs, ys, 64]) for _ in range(1 + 2 * 2 * 3 + 4)]
    s = sk.stats
    assert s["timed_launches"] == 6 and s["untimed"] == 0
    assert s["slower"] == (0 if kept else 1)
    assert used[-1] is kept
    if kept:
        [v] = sk.variants
        assert v["judged"] and v["mean_ms"] > 0 and v["generic_mean_ms"] > 0

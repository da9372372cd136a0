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
    for source in (SCALE_LL, SCALE_LL.encode(), None):
        if source is None:
            p = tmp_path / "scale.ll"
            p.write_text(SCALE_LL)
            source = pathlib.Path(p)
        k = dev.compile(source).kernel("scale")
        x = np.arange(5, dtype=np.float32)
        dev.launch(k, 1, 32, [x, 3.0, 5])
        assert x.tolist() == [0, 3, 6, 9, 12]


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

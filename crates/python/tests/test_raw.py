"""CUDA C++ source through ``gpujit.RawKernel`` and ``gpujit.RawModule`` (CuPy's
shape) on the host device and, where there is one, the CUDA device (NumPy
arrays passed as in ``Device.launch``), and on the AMDGCN emulator with gpujit
buffers."""

import time

import numpy as np
import pytest

import gpujit


def _devices():
    """The host, and the CUDA device where there is one."""
    names = ["host"]
    try:
        gpujit.device("cuda")
        names.append("cuda")
    except Exception:
        pass
    return names


@pytest.fixture(scope="module", params=_devices())
def dev(request):
    return gpujit.device(request.param)


def put(dev, a):
    """A NumPy array as `dev` takes it: in place on the host, a copy on a GPU."""
    return a if dev.backend == "host" else dev.upload(a)


def get(a):
    """The values of what `put` gave."""
    return a if isinstance(a, np.ndarray) else gpujit.to_numpy(a)


SAXPY = r"""
extern "C" __global__ void saxpy(float a, const float *x, float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}
"""


def test_saxpy_through_a_raw_kernel(dev):
    saxpy = gpujit.RawKernel(SAXPY, "saxpy", device=dev)
    assert saxpy.name == "saxpy"
    assert [t for _, t in saxpy.params][0::3] == ["f32", "i32"]
    n = 1000
    x = put(dev, np.arange(n, dtype=np.float32))
    y = put(dev, np.ones(n, dtype=np.float32))
    # CuPy's call: grid and block as tuples, NumPy scalars as arguments.
    saxpy(((n + 127) // 128,), (128,), (np.float32(2.0), x, y, np.int32(n)))
    np.testing.assert_array_equal(get(y), 2 * np.arange(n, dtype=np.float32) + 1)
    # Ints for grid and block, Python numbers, a gpujit Buffer.
    buf = dev.upload(np.zeros(4, dtype=np.float32))
    saxpy(1, 32, [3.0, put(dev, np.ones(4, dtype=np.float32)), buf, 4])
    assert gpujit.to_numpy(buf).tolist() == [3.0, 3.0, 3.0, 3.0]
    # The launch checks of Device.launch apply.
    with pytest.raises(gpujit.DeviceError, match="takes 4 arguments"):
        saxpy(1, 32, (2.0, x))
    # A device by name works as well as a Device.
    by_name = gpujit.RawKernel(SAXPY, "saxpy", device="host")
    z = np.zeros(2, dtype=np.float32)
    by_name(1, 2, (1.0, np.full(2, 5, dtype=np.float32), z, 2))
    assert z.tolist() == [5.0, 5.0]
    with pytest.raises(ValueError, match="no kernel `saxpy2` in the module: its kernels are `saxpy`"):
        gpujit.RawKernel(SAXPY, "saxpy2", device=dev)


TEMPLATES = r"""
template <typename T> __global__ void scale(T *x, T a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= a;
}

template <int N> __global__ void fill(int *x) {
    x[threadIdx.x] = N;
}
"""


def test_templates_through_name_expressions(dev):
    exprs = ("scale<float>", "scale<double>", "fill<7>")
    m = gpujit.RawModule(code=TEMPLATES, options=("-std=c++17",), name_expressions=exprs, device=dev)
    assert m.lowered_name("scale<float>") == "_Z5scaleIfEvPT_S0_i"
    assert m.lowered_name("scale<double>") == "_Z5scaleIdEvPT_S0_i"
    assert m.lowered_name("fill<7>") == "_Z4fillILi7EEvPi"
    assert sorted(m.kernels) == sorted(m.lowered_name(e) for e in exprs)
    x = put(dev, np.arange(4, dtype=np.float32))
    m.get_function("scale<float>")(1, 32, (x, 2.0, 4))
    assert get(x).tolist() == [0.0, 2.0, 4.0, 6.0]
    d = put(dev, np.arange(4, dtype=np.float64))
    m.get_function("scale<double>")(1, 32, (d, 0.5, 3))
    assert get(d).tolist() == [0.0, 0.5, 1.0, 3.0]
    # By its lowered name, as a kernel of the module.
    ints = put(dev, np.zeros(4, dtype=np.int32))
    m.get_function("_Z4fillILi7EEvPi")((1, 1, 1), (4, 1, 1), (ints,))
    assert get(ints).tolist() == [7, 7, 7, 7]
    with pytest.raises(ValueError, match="`scale<int>` is not a name expression of the module"):
        m.lowered_name("scale<int>")
    with pytest.raises(ValueError, match="no kernel `scale<int>`"):
        m.get_function("scale<int>")
    # A name expression naming no kernel is the compile's error.
    with pytest.raises(gpujit.CompileError, match="use of undeclared identifier 'nosuch'"):
        gpujit.RawModule(code=TEMPLATES, name_expressions=("nosuch<int>",), device=dev)


def test_a_compile_error_raises_with_clangs_log(dev):
    bad = "__global__ void k(int *p) {\n    p[0] = undeclared;\n}\n"
    with pytest.raises(gpujit.CompileError) as e:
        gpujit.RawModule(code=bad, device=dev)
    assert "CUDA compile failed with 1 error" in str(e.value)
    log = e.value.log
    assert "module.cu:2:12: error: use of undeclared identifier 'undeclared'" in log
    assert "p[0] = undeclared;" in log and "^~~~~~~~~~" in log
    with pytest.raises(gpujit.CompileError) as e:
        gpujit.RawKernel(bad, "k", device=dev)
    assert "k.cu:2:12: error" in e.value.log
    # A missing header says where headers were looked for.
    with pytest.raises(gpujit.CompileError) as e:
        gpujit.RawModule(code='#include "nosuch.h"\n__global__ void k() {}\n', device=dev)
    assert "'nosuch.h' file not found" in e.value.log
    assert "headers were searched for in:" in e.value.log
    # A refused option is a CompileError too, naming what is accepted.
    with pytest.raises(gpujit.CompileError, match=r"option `-std=c\+\+11`: .*accepted: -D NAME"):
        gpujit.RawKernel(SAXPY, "saxpy", ("-std=c++11",), device=dev)
    with pytest.raises(TypeError):
        gpujit.RawKernel(SAXPY, "saxpy", device=3.5)


def test_compiles_go_through_the_compile_cache(dev):
    # A source of its own (the disk cache may outlive a run), with a warning:
    # the front end's log comes with a compile, not with a cache hit.
    src = SAXPY + f"__device__ int unused_{time.time_ns()}() {{ int u; return 1; }}\n"
    first = gpujit.RawModule(code=src, options=("-Wall",), device=dev)
    assert "warning: unused variable 'u'" in first.log
    again = gpujit.RawModule(code=src, options=("-Wall",), device=dev)
    assert again.log == ""
    y = put(dev, np.zeros(3, dtype=np.float32))
    again.get_function("saxpy")(1, 3, (1.0, put(dev, np.ones(3, dtype=np.float32)), y, 3))
    assert get(y).tolist() == [1.0, 1.0, 1.0]


REDUCE = r"""
#define BLOCK 256

// One sum per block in a static shared array, halving with a barrier per step.
extern "C" __global__ void block_sums(const float *in, float *out, int n) {
    __shared__ float tile[BLOCK];
    int t = threadIdx.x;
    int i = blockIdx.x * BLOCK + t;
    tile[t] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (t < s) tile[t] += tile[t + s];
        __syncthreads();
    }
    if (t == 0) out[blockIdx.x] = tile[0];
}

// The same in dynamic shared memory sized by the launch.
extern "C" __global__ void block_sums_dynamic(const float *in, float *out, int n) {
    extern __shared__ float part[];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    part[t] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s) part[t] += part[t + s];
        __syncthreads();
    }
    if (t == 0) out[blockIdx.x] = part[0];
}
"""


def test_a_shared_memory_reduction(dev):
    m = gpujit.RawModule(code=REDUCE, device=dev)
    n = 5000
    data = (np.arange(n) % 17).astype(np.float32)
    blocks = (n + 255) // 256
    expected = [float(data[b * 256:(b + 1) * 256].sum()) for b in range(blocks)]
    out = put(dev, np.zeros(blocks, dtype=np.float32))
    m.get_function("block_sums")(blocks, 256, (put(dev, data), out, n))
    assert get(out).tolist() == expected
    assert float(get(out).sum()) == float(data.sum())
    out = put(dev, np.zeros(blocks * 2, dtype=np.float32))
    m.get_function("block_sums_dynamic")(blocks * 2, 128, (put(dev, data), out, n), shared_mem=128 * 4)
    expected = [float(data[b * 128:(b + 1) * 128].sum()) for b in range(blocks * 2)]
    assert get(out).tolist() == expected


def test_raw_kernels_run_on_the_amdgcn_emulator():
    emu = gpujit.device("amdgcn-emu")
    saxpy = gpujit.RawKernel(SAXPY, "saxpy", device=emu)
    x = emu.upload(np.arange(64, dtype=np.float32))
    y = emu.upload(np.ones(64, dtype=np.float32))
    saxpy(2, 32, (2.0, x, y, 64))
    emu.synchronize()
    np.testing.assert_array_equal(gpujit.to_numpy(y), 2 * np.arange(64, dtype=np.float32) + 1)


PER_KERNEL = r"""
extern "C" __global__ void fill(int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = 3 * i + 1;
}
// What cooperative_groups::this_grid() reads: the grid's synchronisation workspace.
extern "C" __global__ void grid_sync(unsigned long long *out) {
    unsigned lo, hi;
    asm ("mov.u32 %0, %%envreg2;" : "=r"(lo));
    asm ("mov.u32 %0, %%envreg1;" : "=r"(hi));
    out[threadIdx.x] = ((unsigned long long)hi << 32) | lo;
}
extern "C" __global__ void smid(unsigned *out) {
    unsigned r;
    asm volatile ("mov.u32 %0, %%smid;" : "=r"(r));
    out[blockIdx.x] = r;
}
"""

def test_a_refused_kernel_leaves_the_others_running(dev):
    m = gpujit.RawModule(code=PER_KERNEL, device=dev)
    out = put(dev, np.zeros(100, dtype=np.int32))
    m.get_function("fill")((1,), (128,), (out, np.int32(100)))
    assert get(out).tolist() == [3 * i + 1 for i in range(100)]
    if dev.backend == "cuda":
        # As written on NVIDIA nothing is lifted, so nothing is refused.
        assert m.refused == {} and sorted(m.kernels) == ["fill", "grid_sync", "smid"]
        return
    assert sorted(m.kernels) == ["fill", "grid_sync"]
    assert sorted(m.refused) == ["smid"]
    assert "%smid" in m.refused["smid"]
    # The grid workspace is lifted; outside a cooperative launch it is null.
    ws = put(dev, np.full(32, 7, dtype=np.uint64))
    m.get_function("grid_sync")((1,), (32,), (ws,))
    assert get(ws).tolist() == [0] * 32
    with pytest.raises(gpujit.CompileError, match="kernel `smid` was refused .*%smid"):
        gpujit.RawKernel(PER_KERNEL, "smid", device=dev)
    # A kernel of the source that lifts is found alone too.
    gpujit.RawKernel(PER_KERNEL, "fill", device=dev)


PER_KERNEL_PTX = r"""
.version 7.0
.target sm_80
.address_size 64
.visible .entry one(.param .u64 out)
{
    .reg .b64 %rd<2>;
    .reg .b32 %r<2>;
    ld.param.u64 %rd1, [out];
    cvta.to.global.u64 %rd1, %rd1;
    mov.u32 %r1, 1;
    st.global.u32 [%rd1], %r1;
    ret;
}
.visible .entry grid(.param .u64 out)
{
    .reg .b64 %rd<2>;
    .reg .b32 %r<2>;
    ld.param.u64 %rd1, [out];
    cvta.to.global.u64 %rd1, %rd1;
    mov.u32 %r1, %smid;
    st.global.u32 [%rd1], %r1;
    ret;
}
"""


def test_refused_kernels_on_the_amdgcn_emulator():
    emu = gpujit.device("amdgcn-emu")
    m = gpujit.RawModule(code=PER_KERNEL, device=emu)
    out = emu.upload(np.zeros(64, dtype=np.int32))
    m.get_function("fill")(1, 64, (out, 64))
    emu.synchronize()
    assert gpujit.to_numpy(out).tolist() == [3 * i + 1 for i in range(64)]
    assert sorted(m.refused) == ["smid"]
    # PTX through Device.compile: the module's `refused`, and `kernel` raises.
    p = emu.compile(PER_KERNEL_PTX)
    assert p.kernels == ["one"] and list(p.refused) == ["grid"]
    with pytest.raises(gpujit.CompileError, match="kernel `grid` was refused .*%smid"):
        p.kernel("grid")


def test_a_raw_kernel_specialized_gives_the_same_bits(dev):
    saxpy = gpujit.RawKernel(SAXPY, "saxpy", device=dev)
    sk = saxpy.specialize(["a", "n"], block=True)
    n = 1000
    xs = np.arange(n, dtype=np.float32) * 0.25
    x = put(dev, xs)
    want = put(dev, np.ones(n, dtype=np.float32))
    saxpy(8, 128, (np.float32(1.5), x, want, np.int32(n)))
    y = put(dev, np.ones(n, dtype=np.float32))
    assert sk(8, 128, (np.float32(1.5), x, y, np.int32(n))) is False
    assert sk.wait_ready(8, 128, (np.float32(1.5), x, y, np.int32(n)), timeout=120)
    y = put(dev, np.ones(n, dtype=np.float32))
    assert sk(8, 128, (np.float32(1.5), x, y, np.int32(n))) is True
    dev.synchronize()
    assert get(y).tobytes() == get(want).tobytes()
    assert sk.stats["variants_compiled"] == 1


CU_FILE = r"""
#include "scale_factor.h"
extern "C" __global__ void scale(float* x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= FACTOR * EXTRA;
}
"""


def test_device_compile_takes_a_cu_path_as_cuda(dev, tmp_path):
    """A .cu file, as pathlib.Path or str, is CUDA C++ (its folder on the include
    path, options as a keyword), never parsed as IR."""
    (tmp_path / "scale_factor.h").write_text("#define FACTOR 2.0f\n")
    cu = tmp_path / "k.cu"
    cu.write_text(CU_FILE)
    for source in (cu, str(cu)):
        m = dev.compile(source, options=["-DEXTRA=3.0f"])
        assert m.kernels == ["scale"]
        x = put(dev, np.arange(5, dtype=np.float32))
        dev.launch(m.kernel("scale"), 1, 32, [x, 5])
        assert get(x).tolist() == [0, 6, 12, 18, 24]
    # A compile error is the CUDA compiler's, with its log.
    with pytest.raises(gpujit.CompileError) as e:
        dev.compile(cu)
    assert "EXTRA" in e.value.log


NULLABLE = r"""
extern "C" __global__ void masked(const float* mask, float* out, int n) {
    int i = threadIdx.x;
    if (i < n) out[i] = mask ? mask[i] : -1.0f;
}
extern "C" __global__ void is_null(const float* p, int* out) {
    out[0] = p == nullptr;
}
"""


def test_none_and_zero_are_null_pointers(dev):
    m = gpujit.RawModule(code=NULLABLE, device=dev)
    masked, is_null = m.get_function("masked"), m.get_function("is_null")
    for null in (None, 0):
        out = put(dev, np.zeros(4, dtype=np.float32))
        masked(1, 32, [null, out, 4])
        assert get(out).tolist() == [-1.0] * 4
        flag = put(dev, np.full(1, 7, dtype=np.int32))
        is_null(1, 1, [null, flag])
        assert get(flag).tolist() == [1]
    out = put(dev, np.zeros(4, dtype=np.float32))
    masked(1, 32, [put(dev, np.arange(4, dtype=np.float32)), out, 4])
    assert get(out).tolist() == [0, 1, 2, 3]
    # Other integers and False are not pointers.
    for bad in (5, False):
        with pytest.raises(TypeError, match="None .or 0. for a null pointer"):
            masked(1, 32, [bad, out, 4])
    # A zero-size buffer: a real (non-null) address on the host, null on CUDA,
    # as cudaMalloc(0) gives.
    flag = put(dev, np.full(1, 7, dtype=np.int32))
    is_null(1, 1, [dev.alloc(0), flag])
    assert get(flag).tolist() == [int(dev.backend in ("cuda", "hip"))]

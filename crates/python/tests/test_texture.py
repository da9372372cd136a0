"""Texture objects from Python (``gpujit.Texture``) passed where a CUDA C++ kernel of a
``RawModule`` takes a ``cudaTextureObject_t``: integer fetches, point and linear 2-D
sampling, normalized 8-bit texels, on the host device, the AMDGCN emulator and, where
there is one, the CUDA device; and what is refused."""

import gc

import numpy as np
import pytest

import gpujit


def _devices():
    names = ["host", "amdgcn-emu"]
    try:
        gpujit.device("cuda")
        names.append("cuda")
    except Exception:
        pass
    return names


@pytest.fixture(scope="module", params=_devices())
def dev(request):
    return gpujit.device(request.param)


SOURCE = r"""
extern "C" __global__ void fetch(cudaTextureObject_t t, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex1Dfetch<int>(t, i);
}
extern "C" __global__ void sample(cudaTextureObject_t t, float *out, float dx, int w) {
    int x = threadIdx.x, y = blockIdx.x;
    out[y * w + x] = tex2D<float>(t, x + dx, y + 0.5f);
}
extern "C" __global__ void rgba(cudaTextureObject_t t, float4 *out, int w) {
    int x = threadIdx.x, y = blockIdx.x;
    out[y * w + x] = tex2D<float4>(t, x + 0.5f, y + 0.5f);
}
extern "C" __global__ void scale(float *out, float a) { out[threadIdx.x] *= a; }
"""

# 16 float32 texels a row: a pitch of 64 bytes, a multiple of the 32 NVIDIA requires.
W, H = 16, 5


@pytest.fixture(scope="module")
def module(dev):
    return gpujit.RawModule(code=SOURCE, device=dev)


def test_tex1dfetch_reads_each_integer(dev, module):
    ints = np.arange(W * H, dtype=np.int32) * 1000 - 7
    t = gpujit.Texture(dev.upload(ints))
    assert t.handle != 0 and "linear" in repr(t)
    out = dev.upload(np.zeros(W * H, dtype=np.int32))
    module.get_function("fetch")((1,), (128,), (t, out, np.int32(W * H)))
    dev.synchronize()
    np.testing.assert_array_equal(gpujit.to_numpy(out), ints)


def test_tex2d_point_and_linear_filtering(dev, module):
    img = (np.arange(W * H, dtype=np.float32) * 2.0 - 9.0).reshape(H, W)
    buf = dev.upload(img.ravel())
    point = gpujit.Texture(buf, shape=(H, W))
    linear = gpujit.Texture(buf, shape=(H, W), filter="linear")
    assert "16x5" in repr(point)
    sample = module.get_function("sample")
    out = dev.upload(np.zeros(W * H, dtype=np.float32))
    sample((H,), (W,), (point, out, np.float32(0.5), np.int32(W)))
    dev.synchronize()
    np.testing.assert_array_equal(gpujit.to_numpy(out).reshape(H, W), img)
    # Halfway between texel centres: the mean of the two (the last column clamps). The
    # mean of two integers is exact in NVIDIA's 8-bit filter weights too.
    sample((H,), (W,), (linear, out, np.float32(1.0), np.int32(W)))
    dev.synchronize()
    want = img.copy()
    want[:, :-1] = (img[:, :-1] + img[:, 1:]) / 2
    np.testing.assert_array_equal(gpujit.to_numpy(out).reshape(H, W), want)


def test_normalized_rgba_texels(dev, module):
    texels = (np.arange(W * H * 4) * 37 % 256).astype(np.uint8)
    t = gpujit.Texture(dev.upload(texels), shape=(H, W, 4), channels=4, read="normalized_float")
    out = dev.upload(np.zeros(W * H * 4, dtype=np.float32))
    module.get_function("rgba")((H,), (W,), (t, out, np.int32(W)))
    dev.synchronize()
    np.testing.assert_allclose(gpujit.to_numpy(out), texels / 255.0, rtol=0, atol=1e-6)


def test_a_texture_keeps_its_memory(dev, module):
    ints = np.arange(64, dtype=np.int32) + 5
    t = gpujit.Texture(dev.upload(ints))
    gc.collect()
    out = dev.upload(np.zeros(64, dtype=np.int32))
    module.get_function("fetch")((1,), (64,), (t, out, np.int32(64)))
    dev.synchronize()
    np.testing.assert_array_equal(gpujit.to_numpy(out), ints)


def test_host_arrays_on_the_host_device():
    host = gpujit.device("host")
    m = gpujit.RawModule(code=SOURCE, device=host)
    # NVIDIA's 512-byte alignment of a texture's first texel holds on every device: an
    # aligned view of a NumPy array.
    raw = np.zeros(W * H + 128, dtype=np.float32)
    at = (-raw.ctypes.data % 512) // 4
    img = raw[at:at + W * H].reshape(H, W)
    img[:] = np.arange(W * H, dtype=np.float32).reshape(H, W)
    t = gpujit.Texture(img, device=host)
    out = np.zeros(W * H, dtype=np.float32)
    m.get_function("sample")((H,), (W,), (t, out, np.float32(0.5), np.int32(W)))
    np.testing.assert_array_equal(out.reshape(H, W), img)


def test_what_is_refused(dev, module):
    buf = dev.upload(np.zeros(W * H, dtype=np.float32))
    with pytest.raises(ValueError, match="channels"):
        gpujit.Texture(buf, channels=3)
    with pytest.raises(ValueError, match="needs more than"):
        gpujit.Texture(buf, shape=(H + 1, W))
    with pytest.raises(ValueError, match="linear texture"):
        gpujit.Texture(buf, shape=(H, W), resource="linear")
    with pytest.raises(ValueError, match="filter"):
        gpujit.Texture(buf, filter="cubic")
    with pytest.raises(TypeError, match="texels are"):
        gpujit.Texture(dev.upload(np.zeros(4, dtype=np.float64)))
    # Rows of 3 float32 texels: a 12-byte pitch, which no device takes.
    with pytest.raises(gpujit.DeviceError):
        gpujit.Texture(dev.upload(np.zeros(12, dtype=np.float32)), shape=(4, 3))
    # A texture where the kernel takes a float pointer, or from another device.
    t = gpujit.Texture(buf)
    with pytest.raises(TypeError, match="cudaTextureObject_t"):
        module.get_function("scale")((1,), (4,), (t, np.float32(2.0)))
    other = gpujit.device("host" if dev.backend != "host" else "amdgcn-emu")
    foreign = gpujit.Texture(other.upload(np.zeros(16, dtype=np.int32)))
    with pytest.raises(gpujit.Error):
        module.get_function("fetch")((1,), (16,), (foreign, buf, np.int32(0)))

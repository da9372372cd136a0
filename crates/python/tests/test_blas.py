"""gpujit.blas.gemm on the host device and the AMDGCN emulator, checked
against NumPy (in float64) within the precision contract's bound."""

import numpy as np
import pytest

import gpujit
import gpujit.blas


@pytest.fixture(scope="module", params=["host", "amdgcn-emu:gfx942"])
def dev(request):
    return gpujit.device(request.param)


def bound(a, b, c, alpha, beta, out_dtype):
    """(k + 2)·u·(|alpha|·|a|·|b| + |beta·c|) + u_out·|result|, doubled."""
    k = a.shape[1]
    u = 2.0**-53 if a.dtype == np.float64 else 2.0**-24
    u_out = {np.float16: 2.0**-11, np.float32: 2.0**-24, np.float64: 2.0**-53}[np.dtype(out_dtype).type]
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    mag = abs(alpha) * (np.abs(a64) @ np.abs(b64))
    if c is not None and beta != 0:
        mag += np.abs(beta * c.astype(np.float64))
    want = alpha * (a64 @ b64) + (beta * c.astype(np.float64) if c is not None and beta != 0 else 0)
    return want, 2 * ((k + 2) * u * mag + u_out * np.abs(want)) + 1e-300


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("trans", [(False, False), (True, False), (False, True), (True, True)])
def test_gemm_matches_numpy(dev, dtype, trans):
    rng = np.random.default_rng(1)
    m, n, k = 13, 7, 19
    a = rng.uniform(-1, 1, (k, m) if trans[0] else (m, k)).astype(dtype)
    b = rng.uniform(-1, 1, (n, k) if trans[1] else (k, n)).astype(dtype)
    c = rng.uniform(-1, 1, (m, n)).astype(dtype)
    opa = a.T if trans[0] else a
    opb = b.T if trans[1] else b
    want, tol = bound(opa, opb, c, 1.5, -0.5, dtype)
    got = gpujit.blas.gemm(dev, a, b, c.copy(), alpha=1.5, beta=-0.5, trans_a=trans[0], trans_b=trans[1])
    assert got.dtype == dtype and got.shape == (m, n)
    assert np.all(np.abs(got - want) <= tol)


@pytest.mark.parametrize("out", [np.float16, np.float32])
def test_gemm_f16(dev, out):
    rng = np.random.default_rng(2)
    # 32 x 24 x 32: the matrix-core path; 5 x 3 x 7: the general kernel.
    for m, n, k in [(32, 24, 32), (5, 3, 7)]:
        a = rng.uniform(-1, 1, (m, k)).astype(np.float16)
        b = rng.uniform(-1, 1, (k, n)).astype(np.float16)
        want, tol = bound(a, b, None, 1.0, 0.0, out)
        got = gpujit.blas.gemm(dev, a, b, out_dtype=out)
        assert got.dtype == out
        assert np.all(np.abs(got.astype(np.float64) - want) <= tol)


def test_allow_tf32(dev):
    # Both devices have tf32 matrix units: (1 + 2^-20)² summed 8 times is
    # 8 + 2^-16 in float32 and 8 read as tf32; only allow_tf32 reads it so.
    x = np.float32(1 + 2.0**-20)
    a = np.full((16, 8), x, dtype=np.float32)
    b = np.full((8, 16), x, dtype=np.float32)
    assert np.all(gpujit.blas.gemm(dev, a, b) == np.float32(8 + 2.0**-16))
    assert np.all(gpujit.blas.gemm(dev, a, b, allow_tf32=True) == 8.0)
    # Random values: within 2^-9 of Σ|a·b| (each input loses up to 2^-10).
    rng = np.random.default_rng(5)
    a = rng.uniform(-1, 1, (24, 36)).astype(np.float32)
    b = rng.uniform(-1, 1, (36, 20)).astype(np.float32)
    want = a.astype(np.float64) @ b.astype(np.float64)
    mag = np.abs(a.astype(np.float64)) @ np.abs(b.astype(np.float64))
    got = gpujit.blas.gemm(dev, a, b, allow_tf32=True)
    assert np.all(np.abs(got - want) <= 2.0**-8 * mag)


def test_beta_zero_does_not_read_c(dev):
    a = np.ones((4, 3), dtype=np.float32)
    b = np.ones((3, 2), dtype=np.float32)
    c = np.full((4, 2), np.nan, dtype=np.float32)
    out = gpujit.blas.gemm(dev, a, b, c, beta=0.0)
    assert out is c
    assert c.tolist() == [[3.0, 3.0]] * 4


def test_errors(dev):
    a = np.ones((4, 3), dtype=np.float32)
    with pytest.raises(ValueError, match="inner sizes"):
        gpujit.blas.gemm(dev, a, a)
    with pytest.raises(TypeError):
        gpujit.blas.gemm(dev, a, a.T.astype(np.float64))
    with pytest.raises(TypeError):
        gpujit.blas.gemm(dev, a.astype(np.int32), a.T.astype(np.int32))


class Foreign:
    """An array of another library, in host memory: only its interface."""

    def __init__(self, array):
        self.array = array
        self.__array_interface__ = array.__array_interface__


def test_gemm_in_place_allows_tf32():
    dev = gpujit.device("host")
    x = np.float32(1 + 2.0**-20)
    a = np.full((16, 8), x, dtype=np.float32)
    b = np.full((8, 16), x, dtype=np.float32)
    c = np.zeros((16, 16), dtype=np.float32)
    gpujit.blas.gemm_in_place(dev, a, b, c)
    assert np.all(c == np.float32(8 + 2.0**-16))
    gpujit.blas.gemm_in_place(dev, a, b, c, allow_tf32=True)
    assert np.all(c == 8.0)


@pytest.mark.parametrize("trans", [(False, False), (True, False), (False, True), (True, True)])
def test_gemm_in_place_on_strided_rows(trans):
    dev = gpujit.device("host")
    rng = np.random.default_rng(5)
    m, n, k = 9, 6, 11
    # Each operand a slice of a wider matrix: rows at a stride past their length.
    wa = rng.uniform(-1, 1, ((k, m + 3) if trans[0] else (m, k + 3))).astype(np.float32)
    wb = rng.uniform(-1, 1, ((n, k + 5) if trans[1] else (k, n + 5))).astype(np.float32)
    wc = np.full((m, n + 2), 7.0, dtype=np.float32)
    a = wa[:, 1 : 1 + m] if trans[0] else wa[:, 1 : 1 + k]
    b = wb[:, :k] if trans[1] else wb[:, :n]
    c = wc[:, 2:]
    opa = a.T if trans[0] else a
    opb = b.T if trans[1] else b
    want, tol = bound(opa, opb, c, 2.0, 0.5, np.float32)
    got = gpujit.blas.gemm_in_place(dev, a, b, c, alpha=2.0, beta=0.5, trans_a=trans[0], trans_b=trans[1])
    assert got is c
    assert np.all(np.abs(wc[:, 2:] - want) <= tol)
    # The columns of the wider matrix outside c are untouched.
    assert np.all(wc[:, :2] == 7.0)


def test_gemm_takes_foreign_arrays_in_place():
    dev = gpujit.device("host")
    a = np.arange(6, dtype=np.float16).reshape(2, 3)
    b = np.ones((3, 2), dtype=np.float16)
    c = np.full((2, 2), np.nan, dtype=np.float32)
    out = gpujit.blas.gemm(dev, Foreign(a), Foreign(b), Foreign(c))
    assert isinstance(out, Foreign)
    # beta = 0: the NaN in c is not read.
    assert c.tolist() == [[3.0, 3.0], [12.0, 12.0]]
    with pytest.raises(ValueError, match="pass c"):
        gpujit.blas.gemm(dev, Foreign(a), Foreign(b))


def test_gemm_in_place_refusals():
    dev = gpujit.device("host")
    a = np.ones((4, 6), dtype=np.float32)
    b = np.ones((3, 2), dtype=np.float32)
    c = np.zeros((4, 2), dtype=np.float32)
    with pytest.raises(ValueError, match="consecutive"):
        gpujit.blas.gemm_in_place(dev, a[:, ::2], b, c)
    with pytest.raises(ValueError, match="inner sizes differ"):
        gpujit.blas.gemm_in_place(dev, a, b, c)
    with pytest.raises(ValueError, match="c is 4x2, the product 4x3"):
        gpujit.blas.gemm_in_place(dev, a[:, :3], np.ones((3, 3), dtype=np.float32), c)
    with pytest.raises(TypeError, match="gpujit.blas takes"):
        gpujit.blas.gemm_in_place(dev, a.astype(np.int32), b, c)
    with pytest.raises(TypeError, match="pass an array"):
        gpujit.blas.gemm_in_place(dev, [[1.0]], b, c)
    # The emulator's memory is its own: host arrays are refused, not copied.
    emu = gpujit.device("amdgcn-emu:gfx942")
    with pytest.raises(ValueError, match="without a copy"):
        gpujit.blas.gemm_in_place(emu, a[:, :3], b, c)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_level1_matches_numpy(dev, dtype):
    rng = np.random.default_rng(7)
    n = 3001
    x = rng.integers(-6, 7, n).astype(dtype)
    y = rng.integers(-6, 7, n).astype(dtype)
    x64, y64 = x.astype(np.float64), y.astype(np.float64)
    # Small integers: every sum and product is exact.
    assert gpujit.blas.dot(dev, x, y) == float(x64 @ y64)
    assert gpujit.blas.asum(dev, x) == float(np.abs(x64).sum())
    assert abs(gpujit.blas.nrm2(dev, x) - np.sqrt(x64 @ x64)) <= 4 * np.finfo(dtype).eps * np.sqrt(x64 @ x64)
    assert gpujit.blas.iamax(dev, x) == int(np.argmax(np.abs(x)))
    assert gpujit.blas.iamin(dev, x) == int(np.argmin(np.abs(x)))
    z = y.copy()
    assert gpujit.blas.axpy(dev, -3.0, x, z) is z
    assert np.array_equal(z, y - 3 * x)
    gpujit.blas.scal(dev, 0.5, z)
    assert np.array_equal(z, (y - 3 * x) * 0.5)
    a, b = x.copy(), y.copy()
    gpujit.blas.swap(dev, a, b)
    assert np.array_equal(a, y) and np.array_equal(b, x)
    gpujit.blas.rot(dev, a, b, 0.5, -2.0)
    assert np.array_equal(a, 0.5 * y - 2 * x) and np.array_equal(b, 0.5 * x + 2 * y)
    # Into a strided view of a wider array.
    wide = np.zeros(2 * n, dtype=dtype)
    gpujit.blas.copy(dev, x, wide[::2])
    assert np.array_equal(wide[::2], x) and not wide[1::2].any()


def test_level1_in_place_at_strides():
    dev = gpujit.device("host")
    x = np.arange(10, dtype=np.float64) - 4.5
    y = np.zeros(20, dtype=np.float64)
    # x backwards into every other element of y, where they are.
    gpujit.blas.copy(dev, Foreign(x[::-1]), Foreign(y[::2]))
    assert np.array_equal(y[::2], x[::-1]) and not y[1::2].any()
    gpujit.blas.axpy(dev, 2.0, Foreign(x), Foreign(y[1::2]))
    assert np.array_equal(y[1::2], 2 * x)
    assert gpujit.blas.dot(dev, Foreign(x[::-1]), Foreign(y[::2])) == float(x @ x)
    assert gpujit.blas.asum(dev, Foreign(x[::-3])) == float(np.abs(x[::-3]).sum())
    assert gpujit.blas.iamax(dev, Foreign(x[::3])) == int(np.argmax(np.abs(x[::3])))
    with pytest.raises(ValueError, match="negative stride"):
        gpujit.blas.iamax(dev, Foreign(x[::-1]))


def test_level1_errors(dev):
    x = np.ones(4, dtype=np.float32)
    with pytest.raises(ValueError, match="one length"):
        gpujit.blas.axpy(dev, 1.0, x, np.ones(3, dtype=np.float32))
    with pytest.raises(TypeError, match="one type"):
        gpujit.blas.dot(dev, x, x.astype(np.float64))
    with pytest.raises(TypeError, match="float32 or float64"):
        gpujit.blas.nrm2(dev, x.astype(np.int32))
    with pytest.raises(ValueError, match="one-dimensional"):
        gpujit.blas.asum(dev, np.ones((2, 2), dtype=np.float32))
    with pytest.raises(ValueError, match="empty vector"):
        gpujit.blas.iamax(dev, np.ones(0, dtype=np.float32))
    assert gpujit.blas.dot(dev, x[:0], x[:0]) == 0.0

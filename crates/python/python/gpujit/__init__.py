"""gpujit from Python: JIT-compile GPU kernels and launch them on arrays of
NumPy, CuPy or PyTorch without copies, and run tiny ops on a persistent
worker kernel.

>>> import numpy as np, gpujit
>>> dev = gpujit.device("host")                  # "auto": CUDA, then HIP, then the CPU
>>> saxpy = dev.compile("saxpy").kernel("saxpy")  # a library kernel; or .ll/.bc IR
>>> x = np.arange(4, dtype=np.float32); y = np.ones(4, dtype=np.float32)
>>> dev.launch(saxpy, grid=1, block=64, args=[2.0, x, y, 4])   # y is written in place
>>> y.tolist()
[1.0, 3.0, 5.0, 7.0]

CUDA C++ source compiles in CuPy's shape (``RawKernel``, ``RawModule``):

>>> scale = gpujit.RawKernel(r'''
... extern "C" __global__ void scale(float *x, float a, int n) {
...     int i = blockIdx.x * blockDim.x + threadIdx.x;
...     if (i < n) x[i] *= a;
... }''', "scale", device=dev)
>>> scale((1,), (64,), (y, 2.0, 4))
>>> y.tolist()
[2.0, 6.0, 10.0, 14.0]

Arrays are used in place: on a CUDA device anything with
``__cuda_array_interface__`` or ``__dlpack__`` in CUDA memory (PyTorch, CuPy),
on the host device anything with ``__array_interface__`` or ``__dlpack__``
in host memory (NumPy). An array must be contiguous (a kernel sees a pointer
to its first element) and stay on the device it was made on;
launches on a GPU are asynchronous and the arrays are kept alive until
``Device.synchronize()``. Errors are ``gpujit.Error`` subclasses carrying
gpujit's message: ``CompileError``, ``DeviceError`` (a launch that does not
fit its kernel's signature or the device's limits included) and
``PersistentError``.

Compiled kernels are cached in memory, on disk (``GPUJIT_CACHE_DIR``) and,
with ``set_remote_cache("redis://HOST:PORT/DB")`` or ``GPUJIT_REMOTE_CACHE``,
in a Redis store shared by many processes and machines; ``cache_stats()``
gives the counters of each tier.

``gpujit.blas.gemm(device, a, b, ...)`` multiplies NumPy arrays on any
device with gpujit's BLAS (imported on demand).

The persistent runtime (``Runtime``, ``Operator``, ``Batcher``,
``Pointwise``) keeps one worker kernel running that serves task queues;
``gpujit.torch.scheduler()`` (imported on demand, so this package works
without PyTorch) batches PyTorch's tiny pointwise ops onto it.
"""

import atexit

from ._gpujit import (
    LLVM_VERSION,
    Batcher,
    Buffer,
    CompileError,
    Device,
    DeviceError,
    Error,
    Kernel,
    Module,
    Operator,
    Pending,
    PersistentError,
    Pointwise,
    PointwiseProgram,
    RawKernel,
    RawModule,
    ResidentProgram,
    Runtime,
    SpecializedKernel,
    Texture,
    Ticket,
    __version__,
    cache_stats,
    device,
    flush_cache,
    library_kernels,
    set_remote_cache,
)

__all__ = [
    "LLVM_VERSION",
    "Batcher",
    "Buffer",
    "CompileError",
    "Device",
    "DeviceError",
    "Error",
    "Kernel",
    "Module",
    "Operator",
    "Pending",
    "PersistentError",
    "Pointwise",
    "PointwiseProgram",
    "RawKernel",
    "RawModule",
    "ResidentProgram",
    "Runtime",
    "SpecializedKernel",
    "Texture",
    "Ticket",
    "__version__",
    "cache_stats",
    "device",
    "flush_cache",
    "library_kernels",
    "set_remote_cache",
    "to_numpy",
]


# Writes queued for the shared store get a moment to finish at exit.
atexit.register(flush_cache)


def to_numpy(buf: Buffer):
    """A NumPy copy of a gpujit ``Buffer`` (any device). On the host device
    ``numpy.asarray(buf)`` views it without a copy instead."""
    import numpy as np

    names = {"f32": "float32", "f64": "float64", "f16": "float16", "bf16": "uint16",
             "i8": "int8", "u8": "uint8", "i16": "int16", "u16": "uint16", "i32": "int32",
             "u32": "uint32", "i64": "int64", "u64": "uint64", "bool": "bool"}
    dtype = np.dtype(names[buf.dtype])
    return np.frombuffer(buf.read(), dtype=dtype).copy()


def __getattr__(name: str):
    # `gpujit.torch` imports PyTorch: only when asked for; `gpujit.blas`
    # (GEMM on NumPy arrays) likewise.
    if name in ("torch", "blas"):
        import importlib

        return importlib.import_module("." + name, __name__)
    raise AttributeError(f"module 'gpujit' has no attribute {name!r}")

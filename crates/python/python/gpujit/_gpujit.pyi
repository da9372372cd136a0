"""Type stubs of gpujit's extension module (see the package docstring)."""

import os
from typing import Any, ClassVar, Dict, List, Optional, Sequence, Tuple, Union

LLVM_VERSION: str
__version__: str

class Error(Exception):
    """Base class of gpujit's errors; the message is gpujit's."""

class CompileError(Error):
    """Building, importing, lowering or compiling a kernel failed."""

class DeviceError(Error):
    """A device, driver, memory or launch error (a launch that does not fit its kernel included)."""

class PersistentError(Error):
    """The persistent runtime: unknown operators, bad tasks, failed installs, stuck workers."""

Dims = Union[int, Tuple[int], Tuple[int, int], Tuple[int, int, int]]

class Device:
    """A device: the CUDA GPU, the host CPU, the AMDGCN emulator or an AMD GPU, with its compile cache."""

    def __init__(self, name: str = "auto", *, coarsen: Optional[bool] = None) -> None:
        """Opens a device; ``coarsen=False`` compiles no coarsened variants of elementwise kernels (unset: ``GPUJIT_COARSEN``, default on)."""
    @property
    def coarsen(self) -> bool:
        """Whether kernels compiled here get coarsened variants."""
    @property
    def name(self) -> str: ...
    @property
    def backend(self) -> str:
        """``cuda``, ``hip`` or ``host``."""
    @property
    def arch(self) -> str: ...
    @property
    def multiprocessors(self) -> int: ...
    @property
    def warp_size(self) -> int: ...
    @property
    def max_threads_per_block(self) -> int: ...
    @property
    def total_memory(self) -> int: ...
    @property
    def ordinal(self) -> int: ...
    def compile(
        self,
        source: Union[str, bytes, "os.PathLike[str]"],
        *,
        name: Optional[str] = None,
        as_written: bool = False,
        options: Optional[Sequence[str]] = None,
    ) -> "Module":
        """Compiles and loads a library kernel (by name), LLVM IR or PTX text (str), IR or bitcode (bytes) or a .ll/.bc/.ptx/.cu path (os.PathLike, or a str ending so); a .cu file is CUDA C++, compiled with NVRTC-style ``options``."""
    def alloc(self, n: int, dtype: str = "f32") -> "Buffer":
        """A zeroed buffer of ``n`` elements."""
    def upload(self, data: Any, dtype: Optional[str] = None) -> "Buffer":
        """A buffer holding a copy of ``bytes`` (with ``dtype``) or of a C-contiguous host array."""
    def launch(self, kernel: "Kernel", grid: Dims, block: Dims, args: Sequence[Any], shared: int = 0) -> None:
        """Checks and launches ``kernel``; contiguous arrays are used in place (asynchronous on GPUs)."""
    def synchronize(self) -> None:
        """Waits for every launch and lets go of their arrays."""
    def write_global(self, module: "Module", name: str, data: Any) -> None:
        """Writes ``bytes`` or a C-contiguous host array to the module variable ``name`` (``cudaMemcpyToSymbol``)."""
    def read_global(self, module: "Module", name: str) -> bytes:
        """The bytes of the module variable ``name`` (``cudaMemcpyFromSymbol``)."""

def device(name: str = "auto", *, coarsen: Optional[bool] = None) -> Device:
    """Opens a device: ``auto``, ``cuda``, ``hip``, ``host`` or ``amdgcn-emu``; ``cuda:1`` names one of several; ``coarsen`` as for ``Device``."""

def set_remote_cache(
    url: Optional[str],
    *,
    read_only: bool = False,
    timeout: Optional[float] = None,
    connect_timeout: Optional[float] = None,
    integrity_key: Optional[bytes] = None,
    ca_cert: Optional[Union[str, os.PathLike]] = None,
) -> None:
    """Puts the compile cache every device shares over the Redis store ``url``
    (``redis://HOST:PORT/DB``, ``rediss://`` for TLS; ``None``: no store).
    Timeouts in seconds (defaults 1 and 0.1); ``integrity_key`` seals entries
    with HMAC-SHA256; ``ca_cert`` is a PEM file of certificates for rediss."""

def cache_stats() -> Dict[str, Any]:
    """Counters since the process started: ``stores``, ``misses`` and one dict
    per tier (``memory``, ``disk``, ``remote``) of hits, bytes, ``time_saved``
    (seconds), and for ``remote`` errors, timeouts, rejected entries, ..."""

def flush_cache(timeout: float = 2.0) -> None:
    """Waits (at most ``timeout`` seconds) for writes queued for the shared store."""

def library_kernels() -> List[str]:
    """Names of the library kernels ``Device.compile`` takes."""

class Module:
    """A loaded module."""

    @property
    def kernels(self) -> List[str]: ...
    @property
    def refused(self) -> Dict[str, str]:
        """Kernels that could not be compiled for the device, each with why."""
    def kernel(self, name: str) -> "Kernel": ...

class Kernel:
    """A kernel ready to launch with ``Device.launch``."""

    @property
    def name(self) -> str: ...
    @property
    def params(self) -> List[Tuple[str, str]]:
        """``(name, type)`` pairs such as ``("x", "*f32")``."""
    def specialize(
        self,
        args: Sequence[str] = (),
        *,
        block: bool = False,
        grid: bool = False,
        align: Optional[int] = None,
        marked: bool = False,
        compile_after: int = 2,
        max_variants: int = 8,
        unstable_after: int = 8,
        background: bool = True,
        sample_every: int = 8,
        min_speedup: float = 0.98,
    ) -> "SpecializedKernel":
        """This kernel recompiled for the values it is launched with: the scalar
        parameters named in ``args``, the block size (``block``), the grid size
        (``grid``), pointer alignment (``align``) folded into constants. Variants
        compile in the background while the generic kernel runs. Until judged,
        every ``sample_every``-th launch of a variant's values is timed with
        device events (never waiting), the variant's and the generic kernel's
        in turn; a variant not ``min_speedup`` times as fast as the generic
        kernel is dropped for good (``stats["slower"]``)."""

class SpecializedKernel:
    """A kernel with runtime specialization (``Kernel.specialize``)."""

    def __call__(self, grid: Dims, block: Dims, args: Sequence[Any], shared_mem: int = 0) -> bool:
        """Launches; True when a variant ran, False for the generic kernel."""
    def wait_ready(
        self, grid: Dims, block: Dims, args: Sequence[Any], timeout: float = 60.0, shared_mem: int = 0
    ) -> bool:
        """Asks for the variant of these values and waits for it; launches nothing."""
    @property
    def name(self) -> str: ...
    @property
    def params(self) -> List[Tuple[str, str]]: ...
    @property
    def stopped(self) -> bool: ...
    @property
    def variants(self) -> List[Dict[str, Any]]: ...
    @property
    def stats(self) -> Dict[str, Any]: ...

class RawModule:
    """CUDA C++ source compiled and loaded on a device (CuPy's ``RawModule``).

    ``options`` are NVRTC-style (``-DN=4``, ``-std=c++17``, ``--use_fast_math``);
    ``name_expressions`` (``"scale<float>"``) are instantiated and found by
    ``get_function``; ``device`` is a ``Device``, a device name or ``None`` (the
    ``auto`` device). Compiles go through the device's compile cache. A compile
    error raises ``CompileError`` whose ``log`` holds clang's diagnostics."""

    def __init__(
        self,
        code: str,
        *,
        options: Sequence[str] = (),
        name_expressions: Sequence[str] = (),
        device: Union["Device", str, None] = None,
    ) -> None: ...
    def get_function(self, name_or_expr: str) -> "RawKernel":
        """A name expression given to the module, or a kernel's (lowered) name."""
    def lowered_name(self, expr: str) -> str:
        """The lowered (mangled) kernel name of a name expression."""
    @property
    def kernels(self) -> List[str]: ...
    @property
    def refused(self) -> Dict[str, str]:
        """Kernels that could not be compiled for the device, each with why."""
    @property
    def log(self) -> str:
        """clang's warnings (empty when none, or when the module came from the cache)."""
    @property
    def device(self) -> "Device": ...

class RawKernel:
    """One kernel of CUDA C++ source (CuPy's ``RawKernel``): ``name`` is an
    ``extern "C"`` kernel's name or a C++ kernel's lowered name."""

    def __init__(
        self, code: str, name: str, options: Sequence[str] = (), device: Union["Device", str, None] = None
    ) -> None: ...
    def __call__(self, grid: Dims, block: Dims, args: Sequence[Any], shared_mem: int = 0) -> None:
        """Launches on ``grid`` blocks of ``block`` threads; ``args`` as ``Device.launch`` takes them."""
    def specialize(
        self,
        args: Sequence[str] = (),
        *,
        block: bool = False,
        grid: bool = False,
        align: Optional[int] = None,
        compile_after: int = 2,
        max_variants: int = 8,
        unstable_after: int = 8,
        background: bool = True,
        sample_every: int = 8,
        min_speedup: float = 0.98,
    ) -> "SpecializedKernel":
        """As ``Kernel.specialize``; the source goes through the front end again."""
    @property
    def name(self) -> str: ...
    @property
    def params(self) -> List[Tuple[str, str]]: ...
    @property
    def log(self) -> str: ...
    @property
    def device(self) -> "Device": ...

class Buffer:
    """Device memory allocated by gpujit; exposes ``__cuda_array_interface__`` (CUDA) or ``__array_interface__`` (host)."""

    @property
    def ptr(self) -> int: ...
    @property
    def nbytes(self) -> int: ...
    @property
    def dtype(self) -> str: ...
    def __len__(self) -> int: ...
    def read(self) -> bytes: ...
    def write(self, data: bytes, offset: int = 0) -> None:
        """Overwrites bytes from ``offset``; nothing running may be using the buffer."""

class Texture:
    """A texture object over a ``Buffer`` or an array; pass it where a kernel takes a ``cudaTextureObject_t``."""

    def __init__(
        self,
        array: Any,
        *,
        device: Union[Device, str, None] = None,
        shape: Optional[Sequence[int]] = None,
        resource: Optional[str] = None,
        channels: int = 1,
        filter: str = "point",
        address: Union[str, Tuple[str, str], None] = None,
        read: str = "element",
        normalized_coords: bool = False,
        border: Tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0),
    ) -> None: ...
    @property
    def handle(self) -> int: ...
    @property
    def device(self) -> Device: ...

class Runtime:
    """The persistent-kernel runtime of a device: one worker kernel serving ``queues`` queues."""

    def __init__(
        self, device: Device, queues: int = 1, capacity: int = 1024, threads: int = 256, timeout: float = 10.0
    ) -> None: ...
    @property
    def device(self) -> Device: ...
    @property
    def queues(self) -> int: ...
    @property
    def operators(self) -> List[str]: ...
    @property
    def parked(self) -> bool: ...
    def install(self, op: "Operator") -> None:
        """Installs ``op`` with a swap of workers; rolled back on failure."""
    def submit(self, queue: int, op: str, args: Sequence[Any], n: int) -> "Ticket":
        """Queues ``op(*args)`` over ``n`` elements; arrays are kept alive until the task ran."""
    def park(self) -> None:
        """Stops the worker after what is queued; the next submit starts it again."""
    def resume(self) -> None: ...
    def shutdown(self) -> None: ...
    def stats(self) -> Dict[str, float]: ...

class Operator:
    """``out[i] = expr`` over named f32 inputs, e.g. ``Operator("axpy", "2 * x + y", ["x", "y"])``.

    With ``check`` (points ``((x, y, ...), expected)``), ``Runtime.install`` computes the
    expression at those points on the new worker before it serves and rolls back if a
    result is further than 1e-5 (relative; 1e-6 absolute) from ``expected``."""

    def __init__(
        self,
        name: str,
        expr: str,
        inputs: Sequence[str],
        check: Optional[Sequence[Tuple[Sequence[float], float]]] = None,
    ) -> None: ...
    @property
    def name(self) -> str: ...
    @property
    def params(self) -> List[str]: ...

class Ticket:
    """A submitted task."""

    def wait(self) -> None: ...
    @property
    def done(self) -> bool: ...

class Batcher:
    """Micro-batching of tiny f32 elementwise requests on gpujit Buffers."""

    def __init__(self, runtime: Runtime, max_ops: int = 256, max_delay: float = 200e-6, queue: int = 0) -> None: ...
    def request(self, op: str, inputs: Sequence[Buffer], out: Buffer) -> "Pending": ...
    def flush(self) -> None: ...
    def stats(self) -> Dict[str, int]: ...

class Pending:
    """A batched request's result."""

    def wait(self) -> None: ...

TensorArg = Tuple[int, int, Sequence[int], Sequence[int]]

class Pointwise:
    """Records pointwise ops on strided tensors and runs them in batches over ``parts`` queues."""

    OPS: ClassVar[Dict[str, int]]
    def __init__(
        self, runtime: Runtime, parts: Optional[int] = None, max_entries: int = 256, max_delay: float = 200e-6
    ) -> None: ...
    def record(
        self,
        op: int,
        out_addr: int,
        out_dtype: int,
        shape: Sequence[int],
        inputs: Tuple[Union[float, TensorArg], ...],
        p0: float = 1.0,
        p1: float = 0.0,
    ) -> int:
        """Records ``out = op(*inputs)``; returns the batch id.

        The addresses are used as given (as ctypes uses them): memory of the runtime's
        device, kept alive and left alone by everything else until ``completed()``
        reaches the batch id."""
    def load(self, program: PointwiseProgram) -> ResidentProgram:
        """Puts ``program`` into the device's memory as one batch, its barriers placed."""
    def replay(self, program: ResidentProgram) -> int:
        """Sends a loaded program (after the open batch) as one batch; its ops run in
        order, as recorded one by one. Returns the batch id. What ``record`` asks of
        the addresses holds for every op of the program."""
    def flush(self) -> None: ...
    def wait_all(self) -> None: ...
    def completed(self) -> int: ...
    @property
    def idle(self) -> bool: ...
    def park(self) -> None: ...
    def stats(self) -> Dict[str, int]: ...

class PointwiseProgram:
    """Pointwise ops checked and encoded once, for ``Pointwise.load``; building it
    touches no memory."""

    def __init__(self) -> None: ...
    def add(
        self,
        op: int,
        out_addr: int,
        out_dtype: int,
        shape: Sequence[int],
        inputs: Tuple[Union[float, TensorArg], ...],
        p0: float = 1.0,
        p1: float = 0.0,
    ) -> None:
        """Appends ``out = op(*inputs)`` (arguments as ``Pointwise.record``'s); raises
        ``PersistentError`` and leaves the program as it was when the op is refused."""
    def __len__(self) -> int: ...

class ResidentProgram:
    """A ``PointwiseProgram`` in the device's memory (``Pointwise.load``)."""

    def __len__(self) -> int: ...
    @property
    def barriers(self) -> int:
        """Barriers across the worker's parts it waits at (the opening one included)."""

def blas_gemm(
    device: Device,
    mats: Tuple[bytes, bytes, bytes],
    dims: Tuple[int, int, int, bool, bool],
    scale: Tuple[float, float],
    types: Tuple[str, str],
) -> bytes: ...
def blas_gemm_in_place(
    device: Device,
    mats: Tuple[Any, Any, Any],
    trans: Tuple[bool, bool],
    scale: Tuple[float, float],
) -> None: ...
def blas_level1(
    device: Device,
    op: str,
    data: List[bytes],
    dtype: str,
    scalars: List[float],
) -> Tuple[List[bytes], Optional[float]]: ...
def blas_level1_in_place(
    device: Device,
    op: str,
    arrays: List[Any],
    scalars: List[float],
) -> Optional[float]: ...

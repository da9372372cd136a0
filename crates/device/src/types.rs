//! Types of kernel parameters and the values passed for them.

use std::fmt;

/// A scalar type as kernels see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ScalarType {
    /// `bool`, one byte.
    Bool,
    /// Signed 8-bit integer.
    I8,
    /// Unsigned 8-bit integer.
    U8,
    /// Signed 16-bit integer.
    I16,
    /// Unsigned 16-bit integer.
    U16,
    /// Signed 32-bit integer.
    I32,
    /// Unsigned 32-bit integer.
    U32,
    /// Signed 64-bit integer.
    I64,
    /// Unsigned 64-bit integer.
    U64,
    /// IEEE binary16.
    F16,
    /// bfloat16.
    BF16,
    /// IEEE binary32.
    F32,
    /// IEEE binary64.
    F64,
}

impl ScalarType {
    /// Size in bytes.
    pub fn size(self) -> usize {
        match self {
            ScalarType::Bool | ScalarType::I8 | ScalarType::U8 => 1,
            ScalarType::I16 | ScalarType::U16 | ScalarType::F16 | ScalarType::BF16 => 2,
            ScalarType::I32 | ScalarType::U32 | ScalarType::F32 => 4,
            ScalarType::I64 | ScalarType::U64 | ScalarType::F64 => 8,
        }
    }

    /// Whether the type is a floating-point type.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            ScalarType::F16 | ScalarType::BF16 | ScalarType::F32 | ScalarType::F64
        )
    }

    /// Whether the type is a signed integer.
    pub fn is_signed_int(self) -> bool {
        matches!(
            self,
            ScalarType::I8 | ScalarType::I16 | ScalarType::I32 | ScalarType::I64
        )
    }

    /// The name used in kernel signatures and messages (`f32`, `u64`, ...).
    pub fn name(self) -> &'static str {
        match self {
            ScalarType::Bool => "bool",
            ScalarType::I8 => "i8",
            ScalarType::U8 => "u8",
            ScalarType::I16 => "i16",
            ScalarType::U16 => "u16",
            ScalarType::I32 => "i32",
            ScalarType::U32 => "u32",
            ScalarType::I64 => "i64",
            ScalarType::U64 => "u64",
            ScalarType::F16 => "f16",
            ScalarType::BF16 => "bf16",
            ScalarType::F32 => "f32",
            ScalarType::F64 => "f64",
        }
    }
}

impl fmt::Display for ScalarType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The type of one kernel parameter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ParamType {
    /// A scalar passed by value.
    Scalar(ScalarType),
    /// A pointer to global memory. `None` when the element type is unknown
    /// (kernels imported from LLVM IR with opaque pointers).
    Pointer(Option<ScalarType>),
    /// A small struct or array passed by value: `size` bytes aligned to `align`
    /// (at most [`MAX_BY_VALUE`] bytes).
    Bytes {
        /// Size in bytes.
        size: u16,
        /// Alignment in bytes (1, 2, 4 or 8).
        align: u16,
    },
}

/// Largest struct or array a kernel takes by value, in bytes: CUDA's classic limit on
/// a kernel's whole parameter block.
pub const MAX_BY_VALUE: usize = 4096;

/// Largest by-value struct a [`KernelArg`](crate::KernelArg) holds in place
/// ([`KernelArg::record`](crate::KernelArg::record)); a larger one borrows its bytes
/// ([`KernelArg::struct_bytes`](crate::KernelArg::struct_bytes)).
pub const INLINE_BY_VALUE: usize = 64;

impl ParamType {
    /// Bytes the parameter takes in the kernel's argument block.
    pub fn size(self) -> usize {
        match self {
            ParamType::Scalar(s) => s.size(),
            ParamType::Pointer(_) => 8,
            ParamType::Bytes { size, .. } => usize::from(size),
        }
    }

    /// Whether an argument of type `got` may be passed for this parameter.
    /// Pointers of unknown element type accept any pointer.
    pub fn accepts(self, got: ParamType) -> bool {
        match (self, got) {
            (ParamType::Scalar(a), ParamType::Scalar(b)) => a == b,
            (ParamType::Pointer(None), ParamType::Pointer(_)) => true,
            (ParamType::Pointer(Some(_)), ParamType::Pointer(None)) => true,
            (ParamType::Pointer(Some(a)), ParamType::Pointer(Some(b))) => a == b,
            (ParamType::Bytes { size: a, align: x }, ParamType::Bytes { size: b, align: y }) => {
                a == b && x == y
            }
            _ => false,
        }
    }
}

impl fmt::Display for ParamType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParamType::Scalar(s) => write!(f, "{s}"),
            ParamType::Pointer(Some(s)) => write!(f, "*{s}"),
            ParamType::Pointer(None) => f.write_str("*void"),
            ParamType::Bytes { size, align } => write!(f, "bytes{size}x{align}"),
        }
    }
}

/// A named kernel parameter.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Param {
    /// Parameter name (for messages).
    pub name: String,
    /// Parameter type.
    pub ty: ParamType,
}

/// A kernel's name and parameter list, carried by every compiled image so
/// launches can be checked before the driver sees them.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct KernelSignature {
    /// Symbol name of the kernel.
    pub name: String,
    /// Parameters in order.
    pub params: Vec<Param>,
    /// Launch bound: most threads per block the kernel was compiled for.
    pub max_threads: Option<u32>,
}

/// Plain-old-data types that can live in device buffers and be passed to kernels.
///
/// # Safety
/// Implementors must be `Copy` types without padding or invalid bit patterns
/// whose layout matches [`DeviceCopy::TYPE`].
pub unsafe trait DeviceCopy: Copy + Send + Sync + 'static {
    /// The scalar type kernels see.
    const TYPE: ScalarType;
}

macro_rules! device_copy {
    ($($t:ty => $s:ident),*) => {$(
        // SAFETY: primitive numeric types have no padding and every bit pattern is valid.
        unsafe impl DeviceCopy for $t { const TYPE: ScalarType = ScalarType::$s; }
    )*};
}

device_copy!(i8 => I8, u8 => U8, i16 => I16, u16 => U16, i32 => I32, u32 => U32,
             i64 => I64, u64 => U64, f32 => F32, f64 => F64);

/// Three-dimensional extent of a grid or a block.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Dim3 {
    /// Extent in x.
    pub x: u32,
    /// Extent in y.
    pub y: u32,
    /// Extent in z.
    pub z: u32,
}

impl Dim3 {
    /// A 1-D extent.
    pub const fn x(x: u32) -> Self {
        Dim3 { x, y: 1, z: 1 }
    }

    /// A 3-D extent.
    pub const fn new(x: u32, y: u32, z: u32) -> Self {
        Dim3 { x, y, z }
    }

    /// Product of the three extents.
    pub fn count(&self) -> u64 {
        u64::from(self.x) * u64::from(self.y) * u64::from(self.z)
    }
}

impl From<u32> for Dim3 {
    fn from(x: u32) -> Self {
        Dim3::x(x)
    }
}

impl fmt::Display for Dim3 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {}, {})", self.x, self.y, self.z)
    }
}

/// Grid, block and dynamic shared memory of one launch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LaunchConfig {
    /// Blocks in the grid.
    pub grid: Dim3,
    /// Threads in a block.
    pub block: Dim3,
    /// Bytes of dynamic shared memory per block.
    pub shared_bytes: u32,
}

impl LaunchConfig {
    /// A 1-D launch covering `n` elements with `block` threads per block
    /// (at least one block, so that a launch over zero elements is still valid).
    pub fn for_elems(n: usize, block: u32) -> Self {
        let block = block.max(1);
        let blocks = n.div_ceil(block as usize).max(1);
        LaunchConfig {
            grid: Dim3::x(u32::try_from(blocks).unwrap_or(u32::MAX)),
            block: Dim3::x(block),
            shared_bytes: 0,
        }
    }
}

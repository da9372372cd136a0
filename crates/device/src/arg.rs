//! The values passed to a kernel: [`KernelArg`].

use std::fmt;

use crate::{DeviceId, DeviceMemory, INLINE_BY_VALUE, MAX_BY_VALUE, ParamType, ScalarType};

/// How a kernel uses a buffer it is given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Access {
    /// Only reads it ([`In`](crate::In), or a buffer passed as `&Buffer`).
    Read,
    /// Only writes it ([`Out`](crate::Out)).
    Write,
    /// Reads and writes it ([`InOut`](crate::InOut), or a buffer passed as `&mut Buffer`).
    ReadWrite,
}

impl Access {
    /// Whether the kernel may read the buffer.
    pub fn reads(self) -> bool {
        matches!(self, Access::Read | Access::ReadWrite)
    }

    /// Whether the kernel may write the buffer.
    pub fn writes(self) -> bool {
        matches!(self, Access::Write | Access::ReadWrite)
    }
}

/// One kernel argument, as handed to [`DeviceExt::launch`](crate::DeviceExt::launch):
/// a scalar, a small struct by value, or a buffer of a device.
///
/// A buffer argument borrows its buffer for `'a`, so the buffer cannot be freed while the
/// argument exists, and it names the buffer's device, so a launch on another device is
/// refused ([`Error::WrongDevice`](crate::Error::WrongDevice)). Make one with
/// `(&buffer).into()` (the kernel reads it) or `(&mut buffer).into()` (the kernel may write
/// it). A raw device address ([`KernelArg::address`]) is accepted only by the `unsafe`
/// [`DeviceExt::launch_unchecked`](crate::DeviceExt::launch_unchecked).
///
/// ```
/// use gpujit_device::{KernelArg, ParamType, ScalarType};
/// let a: KernelArg = 2.0f32.into();
/// assert_eq!(a.ty(), ParamType::Scalar(ScalarType::F32));
/// assert_eq!(a.bytes(), 2.0f32.to_le_bytes());
/// let raw = KernelArg::address(0x1000, Some(ScalarType::F32));
/// assert!(raw.is_raw_address());
/// assert_eq!(raw.pointer(), Some(0x1000));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KernelArg<'a> {
    kind: Kind<'a>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind<'a> {
    Scalar {
        ty: ScalarType,
        bits: u64,
    },
    Bytes {
        data: [u8; INLINE_BY_VALUE],
        len: u16,
        align: u16,
    },
    /// A struct by value whose bytes the argument borrows.
    Borrowed {
        data: &'a [u8],
        align: u16,
    },
    /// An address inside memory of `device` that the argument borrows.
    Buffer {
        addr: u64,
        elem: Option<ScalarType>,
        device: &'a DeviceId,
        access: Access,
    },
    /// A bare address, vouched for by the caller of an unsafe launch.
    Address {
        addr: u64,
        elem: Option<ScalarType>,
    },
}

impl<'a> KernelArg<'a> {
    /// The address `offset` bytes into `mem` (at most its length: checked by the caller).
    pub(crate) fn buffer(
        mem: &'a DeviceMemory,
        offset: u64,
        elem: Option<ScalarType>,
        access: Access,
    ) -> Self {
        Self::device_pointer(mem.device(), mem.addr() + offset, elem, access)
    }

    /// An address of memory of `device`, borrowed for `'a` by the caller.
    pub(crate) fn device_pointer(
        device: &'a DeviceId,
        addr: u64,
        elem: Option<ScalarType>,
        access: Access,
    ) -> Self {
        KernelArg {
            kind: Kind::Buffer {
                addr,
                elem,
                device,
                access,
            },
        }
    }

    /// The same argument with another access (for typed launches: [`Out`](crate::Out)
    /// buffers are written only). Other arguments are returned unchanged.
    pub(crate) fn with_access(mut self, new: Access) -> Self {
        if let Kind::Buffer { access, .. } = &mut self.kind {
            *access = new;
        }
        self
    }

    /// A raw device address, for kernels imported from IR that take pointers into memory
    /// gpujit did not allocate. Only [`DeviceExt::launch_unchecked`](crate::DeviceExt::launch_unchecked)
    /// accepts it: the checked launch refuses it with
    /// [`Error::RawAddress`](crate::Error::RawAddress), since nothing vouches for what the
    /// address points to.
    pub fn address(addr: u64, elem: Option<ScalarType>) -> KernelArg<'static> {
        KernelArg {
            kind: Kind::Address { addr, elem },
        }
    }

    /// The argument's type, for checking against a signature.
    pub fn ty(&self) -> ParamType {
        match self.kind {
            Kind::Scalar { ty, .. } => ParamType::Scalar(ty),
            Kind::Buffer { elem, .. } | Kind::Address { elem, .. } => ParamType::Pointer(elem),
            Kind::Bytes { len, align, .. } => ParamType::Bytes { size: len, align },
            Kind::Borrowed { data, align } => ParamType::Bytes {
                size: data.len() as u16,
                align,
            },
        }
    }

    /// The bytes the kernel receives for this argument.
    pub fn bytes(&self) -> Vec<u8> {
        self.with_bytes(<[u8]>::to_vec)
    }

    /// Calls `f` with the bytes the kernel receives for this argument, without allocating
    /// ([`bytes`](Self::bytes) returns them as a vector).
    pub fn with_bytes<R>(&self, f: impl FnOnce(&[u8]) -> R) -> R {
        match self.kind {
            Kind::Scalar { ty, bits } => f(&bits.to_le_bytes()[..ty.size()]),
            Kind::Buffer { addr, .. } | Kind::Address { addr, .. } => f(&addr.to_le_bytes()),
            Kind::Bytes { ref data, len, .. } => f(&data[..usize::from(len)]),
            Kind::Borrowed { data, .. } => f(data),
        }
    }

    /// A scalar's little-endian bytes, zero-extended to 64 bits; `None` for other arguments.
    pub fn scalar_bits(&self) -> Option<u64> {
        match self.kind {
            Kind::Scalar { bits, .. } => Some(bits),
            _ => None,
        }
    }

    /// The device address a pointer argument passes; `None` for other arguments.
    pub fn pointer(&self) -> Option<u64> {
        match self.kind {
            Kind::Buffer { addr, .. } | Kind::Address { addr, .. } => Some(addr),
            _ => None,
        }
    }

    /// The device whose memory a buffer argument points into; `None` for scalars, structs
    /// and raw addresses.
    pub fn device(&self) -> Option<&'a DeviceId> {
        match self.kind {
            Kind::Buffer { device, .. } => Some(device),
            _ => None,
        }
    }

    /// How the kernel is allowed to use a buffer argument; `None` for scalars, structs and
    /// raw addresses.
    pub fn access(&self) -> Option<Access> {
        match self.kind {
            Kind::Buffer { access, .. } => Some(access),
            _ => None,
        }
    }

    /// Whether this is a raw address ([`KernelArg::address`]).
    pub fn is_raw_address(&self) -> bool {
        matches!(self.kind, Kind::Address { .. })
    }

    /// A struct of scalar `fields` passed by value, laid out as C lays out a struct of
    /// those members: each at the next multiple of its size, the whole rounded up to the
    /// largest alignment. `None` if it exceeds [`INLINE_BY_VALUE`] bytes or a field is not a
    /// scalar (a pointer inside a struct could not be checked at launch).
    ///
    /// ```
    /// use gpujit_device::{KernelArg, ParamType};
    /// let cfg = KernelArg::record(&[2.0f32.into(), 7u8.into(), 1.5f64.into()]).unwrap();
    /// assert_eq!(cfg.ty(), ParamType::Bytes { size: 16, align: 8 });
    /// assert_eq!(&cfg.bytes()[8..], &1.5f64.to_le_bytes());
    /// ```
    pub fn record(fields: &[KernelArg<'_>]) -> Option<KernelArg<'static>> {
        let mut data = [0u8; INLINE_BY_VALUE];
        let (mut at, mut align) = (0usize, 1usize);
        for f in fields {
            if !matches!(f.kind, Kind::Scalar { .. }) {
                return None;
            }
            let b = f.bytes();
            at = at.next_multiple_of(b.len());
            data.get_mut(at..at + b.len())?.copy_from_slice(&b);
            at += b.len();
            align = align.max(b.len());
        }
        let len = at.next_multiple_of(align);
        if len > INLINE_BY_VALUE {
            return None;
        }
        Some(KernelArg {
            kind: Kind::Bytes {
                data,
                len: len as u16,
                align: align as u16,
            },
        })
    }

    /// A scalar of type `ty` from its little-endian bits (zero-extended to 64):
    /// for the types with no Rust primitive, such as `f16` and `bf16`
    /// (`KernelArg::scalar(ScalarType::F16, 0x3c00)` is 1.0). Bits above the
    /// type's width are dropped.
    ///
    /// ```
    /// use gpujit_device::{KernelArg, ParamType, ScalarType};
    /// let one = KernelArg::scalar(ScalarType::BF16, 0x3f80);
    /// assert_eq!(one.ty(), ParamType::Scalar(ScalarType::BF16));
    /// assert_eq!(one.bytes(), vec![0x80, 0x3f]);
    /// ```
    pub fn scalar(ty: ScalarType, bits: u64) -> KernelArg<'static> {
        let width = ty.size() * 8;
        let bits = if width >= 64 {
            bits
        } else {
            bits & ((1u64 << width) - 1)
        };
        KernelArg {
            kind: Kind::Scalar { ty, bits },
        }
    }

    /// A struct passed by value as its `data` (its bytes as C lays it out: CUDA's
    /// `cudaMemcpyToSymbol`-free way of handing a kernel a table), aligned to `align`.
    /// The argument borrows the bytes. `None` unless `align` is 1, 2, 4 or 8 and the
    /// length a non-zero multiple of it, at most [`MAX_BY_VALUE`] bytes.
    ///
    /// ```
    /// use gpujit_device::{KernelArg, ParamType};
    /// let table = [7u8; 448];
    /// let a = KernelArg::struct_bytes(&table, 8).unwrap();
    /// assert_eq!(a.ty(), ParamType::Bytes { size: 448, align: 8 });
    /// assert!(KernelArg::struct_bytes(&table[..3], 2).is_none());
    /// ```
    pub fn struct_bytes(data: &'a [u8], align: u16) -> Option<KernelArg<'a>> {
        let ok = matches!(align, 1 | 2 | 4 | 8)
            && !data.is_empty()
            && data.len().is_multiple_of(usize::from(align))
            && data.len() <= MAX_BY_VALUE;
        ok.then_some(KernelArg {
            kind: Kind::Borrowed { data, align },
        })
    }
}

impl fmt::Display for KernelArg<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            Kind::Scalar { ty, bits } => write!(f, "{ty} {bits:#x}"),
            Kind::Bytes { len, align, .. } => write!(f, "{len}-byte struct (align {align})"),
            Kind::Borrowed { data, align } => {
                write!(f, "{}-byte struct (align {align})", data.len())
            }
            Kind::Buffer {
                addr,
                device,
                access,
                ..
            } => write!(f, "{} {addr:#x} of {device} ({access:?})", self.ty()),
            Kind::Address { addr, .. } => write!(f, "{} {addr:#x} (raw address)", self.ty()),
        }
    }
}

macro_rules! scalar_args {
    ($($t:ty => $s:ident),*) => {$(
        impl From<$t> for KernelArg<'_> {
            fn from(v: $t) -> Self {
                let mut bits = [0u8; 8];
                let bytes = v.to_le_bytes();
                bits[..bytes.len()].copy_from_slice(&bytes);
                KernelArg { kind: Kind::Scalar { ty: ScalarType::$s, bits: u64::from_le_bytes(bits) } }
            }
        }
    )*};
}

scalar_args!(i8 => I8, u8 => U8, i16 => I16, u16 => U16, i32 => I32, u32 => U32,
             i64 => I64, u64 => U64, f32 => F32, f64 => F64);

impl From<bool> for KernelArg<'_> {
    fn from(v: bool) -> Self {
        KernelArg {
            kind: Kind::Scalar {
                ty: ScalarType::Bool,
                bits: u64::from(v),
            },
        }
    }
}

//! Which device a value belongs to: [`DeviceId`].

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::Backend;

/// The identity of one opened device, unique in the process.
///
/// Every [`Device`](crate::Device) has one ([`Device::id`](crate::Device::id)), and
/// everything it makes carries it: [`DeviceMemory`](crate::DeviceMemory) (so every
/// [`Buffer`](crate::Buffer)), [`MappedMemory`](crate::MappedMemory),
/// [`Module`](crate::Module) (so every [`Kernel`](crate::Kernel)). The checked layer
/// ([`DeviceExt`](crate::DeviceExt)) compares them before any backend sees a value, so a
/// buffer of one device handed to another is [`Error::WrongDevice`](crate::Error::WrongDevice),
/// never an access to an address that means something else there.
///
/// Two ids are equal when they come from the same [`DeviceId::new`] call: clones of one
/// device handle share it, while opening the same GPU twice gives two ids (memory of one
/// handle is refused by the other). Cloning is cheap (a reference count).
///
/// ```
/// use gpujit_device::{Backend, DeviceId};
/// let a = DeviceId::new(Backend::Host, 0, "cpu");
/// let b = DeviceId::new(Backend::Host, 0, "cpu");
/// assert_ne!(a, b);
/// assert_eq!(a, a.clone());
/// assert!(a.to_string().starts_with("host device 0 (cpu, #"));
/// ```
#[derive(Clone)]
pub struct DeviceId(Arc<Inner>);

struct Inner {
    serial: u64,
    backend: Backend,
    ordinal: u32,
    name: String,
}

impl DeviceId {
    /// A new identity, different from every other in the process: a backend calls this
    /// once per device it opens. `backend`, `ordinal` and `name` are for messages.
    pub fn new(backend: Backend, ordinal: u32, name: impl Into<String>) -> DeviceId {
        static NEXT: AtomicU64 = AtomicU64::new(1);
        DeviceId(Arc::new(Inner {
            serial: NEXT.fetch_add(1, Ordering::Relaxed),
            backend,
            ordinal,
            name: name.into(),
        }))
    }

    /// The number that makes it unique (from 1, in order of creation).
    pub fn serial(&self) -> u64 {
        self.0.serial
    }

    /// The backend of the device.
    pub fn backend(&self) -> Backend {
        self.0.backend
    }

    /// The device's ordinal within its backend.
    pub fn ordinal(&self) -> u32 {
        self.0.ordinal
    }

    /// The device's name.
    pub fn name(&self) -> &str {
        &self.0.name
    }
}

impl PartialEq for DeviceId {
    fn eq(&self, other: &Self) -> bool {
        self.0.serial == other.0.serial
    }
}

impl Eq for DeviceId {}

impl std::hash::Hash for DeviceId {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.serial.hash(state);
    }
}

impl fmt::Display for DeviceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} device {} ({}, #{})",
            self.0.backend, self.0.ordinal, self.0.name, self.0.serial
        )
    }
}

impl fmt::Debug for DeviceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DeviceId({self})")
    }
}

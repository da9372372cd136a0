//! One [`TargetBackend`] per compilation target: everything the facade needs to know about
//! a target (its names, options, default architecture, compiler, lowered IR, what a device
//! needs done to an image, opening and listing its devices), so that the facade itself has
//! no per-target code.
//!
//! ```
//! use gpujit::{Target, backend};
//! for b in backend::all() {
//!     println!("{} ({}): default arch {}", b.name(), b.device_backend(), b.default_arch());
//! }
//! assert_eq!(backend::get(Target::Nvptx).default_arch(), "sm_80");
//! assert_eq!(backend::for_device(gpujit::Backend::Hip).target(), Target::Amdgcn);
//! ```

use gpujit_device::{Backend, Device, DeviceInfo, Image};

use crate::{CompileOptions, NvvmModule, PortableModule, PtxModule, Result, StageTimes, Target};

mod amdgcn;
mod host;
mod nvptx;

pub use amdgcn::amdgcn_options;

/// What a backend chose to compile for one device ([`TargetBackend::options_for_device`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceOptions {
    /// The options to compile with (`arch` set).
    pub opts: CompileOptions,
    /// What else decides the compiled image (the CUDA driver version), for cache keys.
    pub key: String,
    /// Why that architecture, for [`crate::DeviceTarget`].
    pub reason: String,
}

/// A compilation target and the devices that run its code. Object safe: the facade keeps
/// one of each in a static registry ([`all`]).
pub trait TargetBackend: Send + Sync {
    /// The target.
    fn target(&self) -> Target;

    /// Its name (`nvptx`), as [`Target`] displays it.
    fn name(&self) -> &'static str;

    /// Other names it is known by (`cuda`).
    fn aliases(&self) -> &'static [&'static str];

    /// The backend of the devices that run its code.
    fn device_backend(&self) -> Backend;

    /// The architecture compiled for when none is given.
    fn default_arch(&self) -> String;

    /// Compiles a portable module.
    fn compile(
        &self,
        module: &PortableModule,
        opts: &CompileOptions,
    ) -> Result<(Image, StageTimes)>;

    /// Whether [`TargetBackend::compile_nvvm`] compiles an NVVM module as its producer
    /// wrote it rather than its lifted form (the default, `false`).
    fn compiles_nvvm_as_written(&self) -> bool {
        false
    }

    /// Compiles an NVVM module: by default its lifted form
    /// ([`NvvmModule::lift_each`]: a kernel that cannot be lifted is refused on
    /// its own, in [`Image::refused`]).
    fn compile_nvvm(
        &self,
        module: &NvvmModule,
        opts: &CompileOptions,
    ) -> Result<(Image, StageTimes)> {
        self.compile(&module.lift_each()?, opts)
    }

    /// Compiles a PTX module: by default its translation
    /// ([`PtxModule::translate_each`]: a kernel that cannot be translated is
    /// refused on its own, in [`Image::refused`]).
    fn compile_ptx(
        &self,
        module: &PtxModule,
        opts: &CompileOptions,
    ) -> Result<(Image, StageTimes)> {
        self.compile(&module.translate_each()?, opts)
    }

    /// The matrix kinds ([`crate::ir::MmaKind`]) the architecture `opts` names (the
    /// default when none) runs.
    fn matrix_kinds(&self, opts: &CompileOptions) -> Result<Vec<crate::ir::MmaKind>>;

    /// The module as the target's LLVM IR, after lowering and optimisation.
    fn lowered_ir(&self, module: &PortableModule, opts: &CompileOptions) -> Result<String>;

    /// The architecture string `device` reports: [`DeviceInfo::arch`] by default.
    fn device_arch(&self, device: &dyn Device) -> String {
        device.info().arch.clone()
    }

    /// The options that compile for `device`, starting from `given` (whose `arch`, when
    /// set, the caller applies afterwards). By default the device's own architecture.
    fn options_for_device(
        &self,
        device: &dyn Device,
        given: &CompileOptions,
    ) -> Result<DeviceOptions> {
        Ok(DeviceOptions {
            opts: CompileOptions {
                arch: Some(device.info().arch.clone()),
                ..given.clone()
            },
            key: String::new(),
            reason: "the device's own architecture".into(),
        })
    }

    /// The image as `device` should cache and load it (CUDA links PTX into a cubin for the
    /// device); `None` when it loads as it is, the default.
    fn finish_for_device(&self, image: &Image, device: &dyn Device) -> Result<Option<Image>> {
        let _ = (image, device);
        Ok(None)
    }

    /// Text for cache keys of images [`TargetBackend::finish_for_device`] finished (they
    /// differ from plain compiles); empty by default.
    fn finished_key(&self) -> &'static str {
        ""
    }

    /// Whether loading an image compiles it further (the host target's JIT), so that a
    /// worker process that checks a compile must also load the result.
    fn compiles_at_load(&self) -> bool {
        false
    }

    /// Opens device `ordinal`.
    fn open(&self, ordinal: u32) -> Result<Box<dyn Device>>;

    /// Every device present, or why there is none.
    fn list_devices(&self) -> Result<Vec<DeviceInfo>>;
}

/// Every backend, in the order [`Target::ALL`] lists the targets (and `open("auto")`
/// tries them).
static BACKENDS: [&dyn TargetBackend; 3] = [&nvptx::Nvptx, &amdgcn::Amdgcn, &host::Host];

/// Every backend, in the order of [`Target::ALL`].
pub fn all() -> &'static [&'static dyn TargetBackend] {
    &BACKENDS
}

/// The backend of `target`.
pub fn get(target: Target) -> &'static dyn TargetBackend {
    BACKENDS[target as usize]
}

/// The backend whose devices are of `backend`.
pub fn for_device(backend: Backend) -> &'static dyn TargetBackend {
    BACKENDS
        .iter()
        .copied()
        .find(|b| b.device_backend() == backend)
        .unwrap_or(BACKENDS[Target::Host as usize])
}

/// The backend named `name` (or one of its aliases).
pub fn named(name: &str) -> Option<&'static dyn TargetBackend> {
    BACKENDS
        .iter()
        .copied()
        .find(|b| b.name() == name || b.aliases().contains(&name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_registry_matches_the_targets() {
        for (i, t) in Target::ALL.iter().enumerate() {
            assert_eq!(all()[i].target(), *t);
            assert_eq!(get(*t).target(), *t);
            assert_eq!(*t as usize, i);
            assert_eq!(for_device(get(*t).device_backend()).target(), *t);
            assert_eq!(named(get(*t).name()).map(|b| b.target()), Some(*t));
        }
        assert_eq!(named("cuda").map(|b| b.target()), Some(Target::Nvptx));
        assert_eq!(named("hip").map(|b| b.target()), Some(Target::Amdgcn));
        assert_eq!(named("cpu").map(|b| b.target()), Some(Target::Host));
        assert!(named("metal").is_none());
        let names: Vec<&str> = all().iter().map(|b| b.name()).collect();
        assert_eq!(crate::TARGET_NAMES, names.join(", "));
    }
}

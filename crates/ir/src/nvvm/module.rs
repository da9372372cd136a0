//! [`NvvmModule`]: NVVM IR kept as its producer wrote it.

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;

use super::{entry, is_nvvm, meta};
use crate::{IrError, KernelSignature, PortableModule};

/// An NVVM module as its producer wrote it (inline PTX, `llvm.nvvm.*`
/// intrinsics and all), parsed and verified but not lifted. The NVIDIA
/// target compiles it as it is, so that NVIDIA-only users pay nothing for
/// portability and the PTX their generator wrote reaches the driver
/// untouched; [`NvvmModule::lift`] makes the [`PortableModule`] every other
/// target needs.
///
/// ```
/// let text = r#"
/// target triple = "nvptx64-nvidia-cuda"
/// define ptx_kernel void @lane(ptr %out) {
///   %l = call i32 asm "mov.u32 $0, %laneid;", "=r"()
///   store i32 %l, ptr %out
///   ret void
/// }
/// "#;
/// let m = gpujit_ir::NvvmModule::from_ir("lane.ll", text.as_bytes())?;
/// assert_eq!(m.kernels()[0].name, "lane");
/// assert_eq!(m.lift()?.kernels(), m.kernels());
/// # Ok::<(), gpujit_ir::IrError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct NvvmModule {
    name: String,
    bitcode: Vec<u8>,
    kernels: Vec<KernelSignature>,
}

impl NvvmModule {
    /// Reads NVVM IR from `.ll` text or `.bc` bitcode: parsed (upgraded by
    /// LLVM from older producers), verified, and required to be NVVM (an
    /// `nvptx` triple, a `ptx_kernel` function or `!nvvm.annotations`) with
    /// at least one kernel.
    pub fn from_ir(name: &str, bytes: &[u8]) -> Result<NvvmModule, IrError> {
        let ctx = Context::create();
        let m = crate::import::parse(&ctx, name, bytes)?;
        crate::lower::verify(&m)?;
        let err = |message: &str| IrError::Parse {
            module: name.to_string(),
            message: message.to_string(),
        };
        if !is_nvvm(&m) {
            return Err(err(
                "not NVVM IR: no nvptx triple, `ptx_kernel` function or `!nvvm.annotations`",
            ));
        }
        let annotations = meta::annotations(&m);
        let kernels = entry::kernels(&m, &annotations);
        if kernels.is_empty() {
            return Err(err(
                "no kernels: no `ptx_kernel` function or `\"kernel\"` annotation",
            ));
        }
        let kernels = kernels
            .iter()
            .map(|k| entry::signature(&m, *k, &annotations))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(NvvmModule {
            name: name.to_string(),
            bitcode: m.write_bitcode_to_memory().as_slice().to_vec(),
            kernels,
        })
    }

    /// A module from bitcode already checked to be NVVM and its kernels'
    /// signatures (for passes that rewrite an imported module).
    pub(crate) fn from_parts(name: &str, bitcode: Vec<u8>, kernels: Vec<KernelSignature>) -> Self {
        NvvmModule {
            name: name.to_string(),
            bitcode,
            kernels,
        }
    }

    /// Module name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The kernels it defines, with the signatures the lifted module has too.
    pub fn kernels(&self) -> &[KernelSignature] {
        &self.kernels
    }

    /// The module's bitcode, as read.
    pub fn bitcode(&self) -> &[u8] {
        &self.bitcode
    }

    /// Parses the module into `ctx`, for the NVIDIA target to compile.
    pub fn load<'ctx>(&self, ctx: &'ctx Context) -> Result<Module<'ctx>, IrError> {
        let buf = MemoryBuffer::create_from_memory_range_copy(&self.bitcode, &self.name);
        Module::parse_bitcode_from_buffer(&buf, ctx).map_err(|e| IrError::Parse {
            module: self.name.clone(),
            message: e.to_string(),
        })
    }

    /// The module with only the kernels `names` (in any order), and what they
    /// use: every other kernel is removed, then every function and variable
    /// of the module's own that nothing left uses. For running some kernels of
    /// a file whose others cannot be lifted (a CUDA file with one `bf16`
    /// kernel among fifty, say), or compiling less. A name that is not a
    /// kernel of the module is an error naming the kernels it has.
    ///
    /// ```
    /// let text = r#"
    /// target triple = "nvptx64-nvidia-cuda"
    /// define internal i32 @twice(i32 %x) {
    ///   %y = add i32 %x, %x
    ///   ret i32 %y
    /// }
    /// define ptx_kernel void @a(ptr %out) {
    ///   %v = call i32 @twice(i32 3)
    ///   store i32 %v, ptr %out
    ///   ret void
    /// }
    /// define ptx_kernel void @b(ptr %out) {
    ///   %l = call i32 asm "mov.u32 $0, %smid;", "=r"()
    ///   store i32 %l, ptr %out
    ///   ret void
    /// }
    /// "#;
    /// let m = gpujit_ir::NvvmModule::from_ir("ab.ll", text.as_bytes())?;
    /// assert!(m.lift().is_err()); // `%smid` has no portable meaning
    /// let a = m.select(&["a"])?;
    /// assert_eq!(a.kernels().len(), 1);
    /// assert_eq!(a.lift()?.kernels()[0].name, "a");
    /// assert!(m.select(&["c"]).is_err());
    /// # Ok::<(), gpujit_ir::IrError>(())
    /// ```
    pub fn select(&self, names: &[&str]) -> Result<NvvmModule, IrError> {
        if let Some(missing) = names
            .iter()
            .find(|n| !self.kernels.iter().any(|k| k.name == **n))
        {
            return Err(IrError::Parse {
                module: self.name.clone(),
                message: format!(
                    "no kernel `{missing}` to select; the module has: {}",
                    self.kernels
                        .iter()
                        .map(|k| k.name.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            });
        }
        let ctx = Context::create();
        let m = self.load(&ctx)?;
        for k in &self.kernels {
            if !names.contains(&k.name.as_str())
                && let Some(f) = m.get_function(&k.name)
            {
                // SAFETY: a kernel is called by nothing in the module (CUDA
                // launches kernels from the host), so no instruction refers to
                // it; metadata naming it (`!nvvm.annotations`) is nulled by
                // LLVM, and the annotation reader skips null entries.
                unsafe { f.delete() };
            }
        }
        super::dce::run(&m, names);
        crate::lower::verify(&m)?;
        let kernels = self
            .kernels
            .iter()
            .filter(|k| names.contains(&k.name.as_str()))
            .cloned()
            .collect();
        Ok(NvvmModule::from_parts(
            &self.name,
            m.write_bitcode_to_memory().as_slice().to_vec(),
            kernels,
        ))
    }

    /// The portable form every target compiles (see [`crate::nvvm::lift`]):
    /// an error lists everything that cannot be lifted.
    pub fn lift(&self) -> Result<PortableModule, IrError> {
        PortableModule::from_ir(&self.name, &self.bitcode)
    }

    /// The portable form of every kernel that lifts: [`NvvmModule::lift`]
    /// when the whole module does; otherwise each kernel is lifted alone
    /// ([`NvvmModule::select`]), those that cannot be are refused with their
    /// own error ([`PortableModule::refused`]) and the others are lifted
    /// together. What a target compiles from a module of many kernels, where
    /// one kernel's grid-wide synchronisation or `bf16` arithmetic should not
    /// keep the rest from running. The whole module's error (listing
    /// everything) when no kernel lifts.
    ///
    /// ```
    /// let text = r#"
    /// target triple = "nvptx64-nvidia-cuda"
    /// define ptx_kernel void @a(ptr %out) {
    ///   store i32 1, ptr %out
    ///   ret void
    /// }
    /// define ptx_kernel void @b(ptr %out) {
    ///   %l = call i32 asm "mov.u32 $0, %smid;", "=r"()
    ///   store i32 %l, ptr %out
    ///   ret void
    /// }
    /// "#;
    /// let m = gpujit_ir::NvvmModule::from_ir("ab.ll", text.as_bytes())?;
    /// let lifted = m.lift_each()?;
    /// assert_eq!(lifted.kernels()[0].name, "a");
    /// assert_eq!(lifted.refused()[0].name, "b");
    /// assert!(lifted.refused()[0].reason.contains("%smid"));
    /// assert!(m.select(&["b"])?.lift_each().is_err());
    /// # Ok::<(), gpujit_ir::IrError>(())
    /// ```
    pub fn lift_each(&self) -> Result<PortableModule, IrError> {
        crate::each::each_kernel(
            &self.kernels,
            || self.lift(),
            |k| self.select(&[k])?.lift(),
            |ks| self.select(ks)?.lift(),
        )
    }
}

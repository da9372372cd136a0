//! Portable modules from LLVM assembly (`.ll`) or bitcode (`.bc`).
//!
//! A kernel is a function carrying the `"gpujit.kernel"` attribute. Its
//! parameter types come from the `"gpujit.params"` attribute the builder
//! writes (`a:f32;x:*f32;n:u32`); for kernels written by other generators they
//! are derived from the LLVM types (`ptr` → pointer of unknown element type,
//! `iN` → signed integer, `float`/`double`/`half`/`bfloat` → floats).

use gpujit_device::{KernelSignature, Param, ParamType, ScalarType};
use inkwell::attributes::AttributeLoc;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use inkwell::types::BasicTypeEnum;
use inkwell::values::FunctionValue;

use crate::{IrError, KERNEL_ATTRIBUTE, MAX_THREADS_ATTRIBUTE, ModuleOptions, PortableModule};

/// String attribute holding a kernel's parameter list.
pub const PARAMS_ATTRIBUTE: &str = "gpujit.params";

const SCALARS: [ScalarType; 13] = [
    ScalarType::Bool,
    ScalarType::I8,
    ScalarType::U8,
    ScalarType::I16,
    ScalarType::U16,
    ScalarType::I32,
    ScalarType::U32,
    ScalarType::I64,
    ScalarType::U64,
    ScalarType::F16,
    ScalarType::BF16,
    ScalarType::F32,
    ScalarType::F64,
];

/// Encodes a parameter list as `a:f32;x:*f32;p:*void`.
pub fn encode_params(params: &[Param]) -> String {
    params
        .iter()
        .map(|p| format!("{}:{}", p.name, p.ty))
        .collect::<Vec<_>>()
        .join(";")
}

fn parse_type(s: &str) -> Option<ParamType> {
    if let Some(rest) = s.strip_prefix("bytes") {
        let (size, align) = rest.split_once('x')?;
        return Some(ParamType::Bytes {
            size: size.parse().ok()?,
            align: align.parse().ok()?,
        });
    }
    if let Some(elem) = s.strip_prefix('*') {
        if elem == "void" {
            return Some(ParamType::Pointer(None));
        }
        return SCALARS
            .iter()
            .find(|t| t.name() == elem)
            .map(|t| ParamType::Pointer(Some(*t)));
    }
    SCALARS
        .iter()
        .find(|t| t.name() == s)
        .map(|t| ParamType::Scalar(*t))
}

/// Decodes [`encode_params`]'s form; `None` if it is malformed.
pub fn decode_params(s: &str) -> Option<Vec<Param>> {
    if s.is_empty() {
        return Some(Vec::new());
    }
    s.split(';')
        .map(|p| {
            let (name, ty) = p.rsplit_once(':')?;
            Some(Param {
                name: name.to_string(),
                ty: parse_type(ty)?,
            })
        })
        .collect()
}

pub(crate) fn derive_params(f: FunctionValue<'_>) -> Result<Vec<Param>, String> {
    f.get_param_iter()
        .enumerate()
        .map(|(i, p)| {
            let name = p.get_name().to_string_lossy().into_owned();
            let name = if name.is_empty() {
                format!("arg{i}")
            } else {
                name
            };
            let ty = match p.get_type() {
                BasicTypeEnum::PointerType(_) => ParamType::Pointer(None),
                BasicTypeEnum::ArrayType(a) => match a.get_element_type() {
                    BasicTypeEnum::IntType(e) if matches!(e.get_bit_width(), 8 | 16 | 32 | 64) => {
                        let align = (e.get_bit_width() / 8) as u16;
                        let bytes = u64::from(a.len()) * u64::from(align);
                        let size = u16::try_from(bytes).map_err(|_| {
                            format!(
                                "parameter {name}: {} is {bytes} bytes; records by value hold at most {}",
                                a.print_to_string().to_string_lossy(),
                                gpujit_device::MAX_BY_VALUE
                            )
                        })?;
                        ParamType::Bytes { size, align }
                    }
                    other => {
                        return Err(format!(
                            "parameter {name}: arrays of {other} are not kernel parameters"
                        ));
                    }
                },
                BasicTypeEnum::IntType(t) => ParamType::Scalar(match t.get_bit_width() {
                    1 => ScalarType::Bool,
                    8 => ScalarType::I8,
                    16 => ScalarType::I16,
                    32 => ScalarType::I32,
                    64 => ScalarType::I64,
                    w => {
                        return Err(format!(
                            "parameter {name}: i{w} is not a kernel parameter type"
                        ));
                    }
                }),
                BasicTypeEnum::FloatType(t) => {
                    let ctx = t.get_context();
                    ParamType::Scalar(if t == ctx.f32_type() {
                        ScalarType::F32
                    } else if t == ctx.f64_type() {
                        ScalarType::F64
                    } else if t == ctx.f16_type() {
                        ScalarType::F16
                    } else if t == ctx.bf16_type() {
                        ScalarType::BF16
                    } else {
                        return Err(format!(
                            "parameter {name}: {} is not a kernel parameter type",
                            t.print_to_string().to_string_lossy()
                        ));
                    })
                }
                other => {
                    return Err(format!(
                        "parameter {name}: {other} is not a kernel parameter type"
                    ));
                }
            };
            Ok(Param { name, ty })
        })
        .collect()
}

fn signature(f: FunctionValue<'_>) -> Result<KernelSignature, IrError> {
    let name = f.get_name().to_string_lossy().into_owned();
    let attr = |key: &str| {
        f.get_string_attribute(AttributeLoc::Function, key)
            .map(|a| a.get_string_value().to_string_lossy().into_owned())
    };
    let derived = derive_params(f).map_err(|message| IrError::Parse {
        module: name.clone(),
        message,
    })?;
    let params = match attr(PARAMS_ATTRIBUTE) {
        Some(s) => {
            let declared = decode_params(&s).ok_or_else(|| IrError::Parse {
                module: name.clone(),
                message: format!("malformed {PARAMS_ATTRIBUTE} attribute `{s}`"),
            })?;
            crate::portable::check_params(&name, &name, &declared)?;
            crate::portable::check_params_match(&name, &name, &declared, &derived)?;
            declared
        }
        None => derived,
    };
    crate::portable::check_params(&name, &name, &params)?;
    let max_threads = attr(MAX_THREADS_ATTRIBUTE).and_then(|s| s.parse().ok());
    Ok(KernelSignature {
        name,
        params,
        max_threads,
    })
}

/// Whether `bytes` is LLVM bitcode (raw or in the wrapper format).
pub fn is_bitcode(bytes: &[u8]) -> bool {
    bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B])
}

/// The major version of an LLVM-based producer string: `LLVM22.1.8`,
/// `LLVM23.0.0git` (bitcode's identification block) or `clang version
/// 22.1.8 (...)`, `LLVM version 23` (a module's `!llvm.ident`).
pub fn producer_major(producer: &str) -> Option<u32> {
    let rest = if let Some(r) = producer.strip_prefix("LLVM") {
        r.trim_start_matches(" version").trim_start()
    } else {
        let at = producer.find("clang version ")?;
        &producer[at + "clang version ".len()..]
    };
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// The major version of the LLVM linked into this build.
fn our_major() -> u32 {
    producer_major(&format!("LLVM{}", crate::LLVM_VERSION)).unwrap_or(0)
}

/// The producers named in a text module's `!llvm.ident` strings, found
/// without parsing it (it may not parse).
fn text_idents(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.contains("clang version ") || l.contains("LLVM version "))
        .filter_map(|l| {
            let start = l.find("!\"")? + 2;
            let end = start + l[start..].find('"')?;
            Some(l[start..end].to_string())
        })
        .collect()
}

/// Parses `.ll` text or `.bc` bitcode into `ctx`. Errors carry LLVM's
/// diagnostic, which for text names the line and column and quotes the line.
/// Bitcode from a newer LLVM than ours is refused before LLVM reads it, and
/// text that fails to parse and names a newer producer in its `!llvm.ident`
/// says so: both are [`IrError::NewerLlvm`].
pub fn parse<'ctx>(ctx: &'ctx Context, name: &str, bytes: &[u8]) -> Result<Module<'ctx>, IrError> {
    let newer = |producer: String, detail: String| IrError::NewerLlvm {
        module: name.to_string(),
        producer,
        ours: crate::LLVM_VERSION.to_string(),
        detail,
    };
    let err = |e: inkwell::support::LLVMString| IrError::Parse {
        module: name.to_string(),
        message: e.to_string(),
    };
    if is_bitcode(bytes) {
        let producer = gpujit_lld::llvm_ext::bitcode_producer(bytes).ok();
        if let Some(p) = &producer
            && producer_major(p).is_some_and(|m| m > our_major())
        {
            return Err(newer(p.clone(), String::new()));
        }
        let buf = MemoryBuffer::create_from_memory_range_copy(bytes, name);
        Module::parse_bitcode_from_buffer(&buf, ctx).map_err(|e| match producer {
            Some(p) if producer_major(&p).is_none() => IrError::Parse {
                module: name.to_string(),
                message: format!("{e} (written by {p})"),
            },
            _ => err(e),
        })
    } else {
        crate::screen::check_text(name, bytes)?;
        // The IR parser needs a NUL-terminated buffer.
        let mut text = bytes.to_vec();
        text.push(0);
        let buf = MemoryBuffer::create_from_memory_range_copy(&text[..text.len() - 1], name);
        ctx.create_module_from_ir(buf).map_err(|e| {
            let idents = text_idents(&String::from_utf8_lossy(bytes));
            match idents
                .into_iter()
                .find(|p| producer_major(p).is_some_and(|m| m > our_major()))
            {
                Some(p) => newer(p, e.to_string()),
                None => err(e),
            }
        })
    }
}

impl PortableModule {
    /// A portable module from LLVM assembly or bitcode. The module is verified
    /// (errors quote the offending instruction) and must define at least one
    /// kernel. Modules written for NVPTX (`ptx_kernel`, `nvvm.annotations`,
    /// an `nvptx` triple) are lifted to portable form by [`crate::nvvm::lift`],
    /// which names everything it cannot lift; other modules with a target
    /// triple are refused.
    ///
    /// LLVM's bitcode reader can crash on malformed bitcode, and its code
    /// generators end the process on some modules that pass every check
    /// here: import and compile input from outside through `gpujit::isolated`.
    pub fn from_ir(name: &str, bytes: &[u8]) -> Result<PortableModule, IrError> {
        let ctx = Context::create();
        let m = parse(&ctx, name, bytes)?;
        PortableModule::from_module(name, &m)
    }

    /// A portable module from a parsed LLVM module (lifted in place when it
    /// is NVVM): what [`PortableModule::from_ir`] does after parsing.
    pub(crate) fn from_module(name: &str, m: &Module<'_>) -> Result<PortableModule, IrError> {
        crate::lower::verify(m)?;
        crate::casts::check(m, name)?;
        crate::portable::check_types(m, name)?;
        if crate::nvvm::is_nvvm(m) {
            crate::nvvm::lift(m)?;
        }
        crate::portable::check(m, name)?;
        crate::portable::check_loop_metadata(m, name)?;
        let kernels = crate::lower::kernels(m);
        if kernels.is_empty() {
            return Err(IrError::Parse {
                module: name.to_string(),
                message: format!(
                    "no kernels: mark kernel functions with the \"{KERNEL_ATTRIBUTE}\" attribute"
                ),
            });
        }
        if !m.get_triple().as_str().to_bytes().is_empty() {
            return Err(IrError::Parse {
                module: name.to_string(),
                message: format!(
                    "portable modules have no target triple, this one has `{}`",
                    m.get_triple().as_str().to_string_lossy()
                ),
            });
        }
        let signatures = kernels
            .iter()
            .map(|f| signature(*f))
            .collect::<Result<Vec<_>, _>>()?;
        let bitcode = m.write_bitcode_to_memory().as_slice().to_vec();
        crate::portable::check_round_trip(name, &bitcode)?;
        Ok(PortableModule {
            name: name.to_string(),
            bitcode,
            kernels: signatures,
            options: ModuleOptions::default(),
            refused: Vec::new(),
        })
    }
}

#[cfg(test)]
mod tests;

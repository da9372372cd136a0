//! The request and response a worker process reads and writes: a job
//! (what to do, its input, target and options) and its output or its error,
//! errors keeping their types across the process boundary.

use std::os::unix::ffi::OsStrExt;
use std::path::PathBuf;
use std::time::Duration;

use gpujit_cuda::{CudaError, HeaderSet, Program};
use gpujit_ir::IrError;

use super::WorkerError;
use crate::{CompileOptions, Compiled, Error, Result, StageTimes, Target};

const REQUEST: &[u8; 4] = b"GJWQ";
const RESPONSE: &[u8; 4] = b"GJWR";

/// What a job does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum JobKind {
    Import,
    Compile,
    LoweredIr,
    AmdgcnObject,
    /// CUDA C++ to NVVM: the input is [`encode_program`]'s, the
    /// architecture the options'.
    CudaCompile,
    /// An NVVM module compiled for the target ([`crate::compile_nvvm`]).
    CompileNvvm,
}

/// One request: what to do, on which bytes, for which target.
pub(super) struct Job<'a> {
    pub(super) kind: JobKind,
    pub(super) name: &'a str,
    /// `.ll`/`.bc` bytes for an import, NVVM bitcode for an NVVM compile,
    /// [`encode_program`]'s bytes for a CUDA compile; the portable bitcode
    /// otherwise.
    pub(super) input: &'a [u8],
    pub(super) target: Target,
    pub(super) opts: &'a CompileOptions,
}

impl Job<'_> {
    pub(super) fn what(&self) -> String {
        match self.kind {
            JobKind::Import => "import".into(),
            JobKind::Compile => format!("compiling for {}", self.target),
            JobKind::LoweredIr => format!("lowering for {}", self.target),
            JobKind::AmdgcnObject => "compiling an amdgcn object".into(),
            JobKind::CudaCompile => format!(
                "CUDA compile for {}",
                self.opts
                    .arch
                    .as_deref()
                    .unwrap_or(gpujit_cuda::DEFAULT_ARCH)
            ),
            JobKind::CompileNvvm => format!("compiling NVVM for {}", self.target),
        }
    }

    pub(super) fn encode(&self) -> Vec<u8> {
        let mut w = Vec::with_capacity(self.input.len() + 64);
        w.extend_from_slice(REQUEST);
        w.push(match self.kind {
            JobKind::Import => 0,
            JobKind::Compile => 1,
            JobKind::LoweredIr => 2,
            JobKind::AmdgcnObject => 3,
            JobKind::CudaCompile => 4,
            JobKind::CompileNvvm => 5,
        });
        w.push(self.target as u8);
        put_bytes(&mut w, self.name.as_bytes());
        match &self.opts.arch {
            Some(a) => {
                w.push(1);
                put_bytes(&mut w, a.as_bytes());
            }
            None => w.push(0),
        }
        w.push(self.opts.opt_level.unwrap_or(u8::MAX));
        w.extend_from_slice(&self.opts.ptx_version.unwrap_or(0).to_le_bytes());
        w.push(u8::from(self.opts.checked));
        w.push(u8::from(self.opts.generic));
        w.push(u8::from(self.opts.no_coarsening));
        w.extend_from_slice(&self.opts.code_object_version.unwrap_or(0).to_le_bytes());
        put_bytes(&mut w, self.input);
        w
    }

    /// The job and its options (owned), or `None` for a malformed request.
    pub(super) fn decode(bytes: &[u8]) -> Option<OwnedJob> {
        let mut r = Reader(bytes.strip_prefix(REQUEST.as_slice())?);
        let kind = match r.u8()? {
            0 => JobKind::Import,
            1 => JobKind::Compile,
            2 => JobKind::LoweredIr,
            3 => JobKind::AmdgcnObject,
            4 => JobKind::CudaCompile,
            5 => JobKind::CompileNvvm,
            _ => return None,
        };
        let target = *Target::ALL.get(usize::from(r.u8()?))?;
        let name = String::from_utf8(r.bytes()?.to_vec()).ok()?;
        let arch = match r.u8()? {
            0 => None,
            _ => Some(String::from_utf8(r.bytes()?.to_vec()).ok()?),
        };
        let opt_level = Some(r.u8()?).filter(|&l| l != u8::MAX);
        let ptx_version = Some(r.u32()?).filter(|&v| v != 0);
        let checked = r.u8()? != 0;
        let generic = r.u8()? != 0;
        let no_coarsening = r.u8()? != 0;
        let code_object_version = Some(r.u32()?).filter(|&v| v != 0);
        let input = r.bytes()?.to_vec();
        Some(OwnedJob {
            kind,
            name,
            input,
            target,
            opts: CompileOptions {
                arch,
                opt_level,
                ptx_version,
                checked,
                generic,
                code_object_version,
                no_coarsening,
            },
        })
    }
}

/// A request as the worker decodes it.
pub(super) struct OwnedJob {
    pub(super) kind: JobKind,
    pub(super) name: String,
    pub(super) input: Vec<u8>,
    pub(super) target: Target,
    pub(super) opts: CompileOptions,
}

/// A compiled image and its stage times, as a compile job's output.
pub(super) fn encode_compiled(c: &Compiled) -> Vec<u8> {
    let mut out = Vec::new();
    for t in [
        c.times.lower,
        c.times.optimize,
        c.times.codegen,
        c.times.link,
    ] {
        let nanos = u64::try_from(t.as_nanos()).unwrap_or(u64::MAX);
        out.extend_from_slice(&nanos.to_le_bytes());
    }
    out.extend_from_slice(&crate::cache::encode(&c.image));
    out
}

/// The inverse of [`encode_compiled`]; `Err` names what was undecodable.
pub(super) fn decode_compiled(bytes: &[u8]) -> std::result::Result<Compiled, &'static str> {
    let mut r = Reader(bytes);
    let mut times = [Duration::ZERO; 4];
    for t in &mut times {
        *t = Duration::from_nanos(r.u64().ok_or("stage times")?);
    }
    let image = crate::cache::decode(r.rest()).ok_or("an undecodable image")?;
    let [lower, optimize, codegen, link] = times;
    Ok(Compiled {
        image,
        times: StageTimes {
            lower,
            optimize,
            codegen,
            link,
        },
        for_device: None,
    })
}

/// A CUDA program and the headers it is compiled against, as a CUDA
/// compile's input: name, source, headers, options, name expressions, then
/// the header set (0: built in; 1: NVIDIA's, its folders, origin and version).
pub(super) fn encode_program(program: &Program, headers: &HeaderSet) -> Vec<u8> {
    let mut w = Vec::with_capacity(program.source().len() + 256);
    put_str(&mut w, program.name());
    put_str(&mut w, program.source());
    w.extend_from_slice(&(program.header_list().len() as u64).to_le_bytes());
    for (name, contents) in program.header_list() {
        put_str(&mut w, name);
        put_str(&mut w, contents);
    }
    put_strs(&mut w, program.option_list());
    put_strs(&mut w, program.name_expressions());
    w.push(u8::from(program.runs_llvm_passes()) | u8::from(program.takes_managed_variables()) << 1);
    match headers {
        HeaderSet::BuiltIn => w.push(0),
        HeaderSet::Sdk {
            include,
            origin,
            version,
        } => {
            w.push(1);
            w.extend_from_slice(&(include.len() as u64).to_le_bytes());
            for d in include {
                put_bytes(&mut w, d.as_os_str().as_bytes());
            }
            put_str(&mut w, origin);
            match version {
                Some(v) => {
                    w.push(1);
                    w.extend_from_slice(&v.to_le_bytes());
                }
                None => w.push(0),
            }
        }
    }
    w
}

/// The inverse of [`encode_program`]; `None` for malformed bytes.
pub(super) fn decode_program(bytes: &[u8]) -> Option<(Program, HeaderSet)> {
    let mut r = Reader(bytes);
    let name = r.utf8()?;
    let source = r.utf8()?;
    let mut program = Program::new(&name, &source);
    for _ in 0..r.u64()? {
        let (n, c) = (r.utf8()?, r.utf8()?);
        program = program.header(&n, &c);
    }
    program = program.options(&r.strs()?);
    for e in r.strs()? {
        program = program.name_expression(&e);
    }
    let flags = r.u8()?;
    program = program
        .llvm_passes(flags & 1 != 0)
        .managed_variables(flags & 2 != 0);
    let headers = match r.u8()? {
        0 => HeaderSet::BuiltIn,
        1 => {
            let mut include = Vec::new();
            for _ in 0..r.u64()? {
                include.push(PathBuf::from(std::ffi::OsStr::from_bytes(r.bytes()?)));
            }
            let origin = r.utf8()?;
            let version = match r.u8()? {
                0 => None,
                _ => Some(r.u32()?),
            };
            HeaderSet::Sdk {
                include,
                origin,
                version,
            }
        }
        _ => return None,
    };
    r.0.is_empty().then_some((program, headers))
}

/// A CUDA compile's output: bitcode, clang's log, the lowered names and the
/// architecture compiled for.
pub(super) fn encode_cuda_output(c: &gpujit_cuda::Compiled) -> Vec<u8> {
    let mut w = Vec::with_capacity(c.bitcode.len() + c.log.len() + 64);
    put_bytes(&mut w, &c.bitcode);
    put_str(&mut w, &c.log);
    w.extend_from_slice(&(c.lowered_names.len() as u64).to_le_bytes());
    for (expr, name) in &c.lowered_names {
        put_str(&mut w, expr);
        put_str(&mut w, name);
    }
    put_str(&mut w, &c.arch);
    w.extend_from_slice(&(c.managed.len() as u64).to_le_bytes());
    for v in &c.managed {
        put_str(&mut w, &v.name);
        put_bytes(&mut w, &v.init);
    }
    w
}

/// The inverse of [`encode_cuda_output`], for a compile against `headers`.
pub(super) fn decode_cuda_output(
    bytes: &[u8],
    headers: HeaderSet,
) -> Option<gpujit_cuda::Compiled> {
    let mut r = Reader(bytes);
    let bitcode = r.bytes()?.to_vec();
    let log = r.utf8()?;
    let mut lowered_names = Vec::new();
    for _ in 0..r.u64()? {
        lowered_names.push((r.utf8()?, r.utf8()?));
    }
    let arch = r.utf8()?;
    let mut managed = Vec::new();
    for _ in 0..r.u64()? {
        managed.push(gpujit_cuda::ManagedVariable {
            name: r.utf8()?,
            init: r.bytes()?.to_vec(),
        });
    }
    r.0.is_empty().then_some(gpujit_cuda::Compiled {
        bitcode,
        log,
        lowered_names,
        arch,
        headers,
        managed,
    })
}

pub(super) fn put_bytes(w: &mut Vec<u8>, b: &[u8]) {
    w.extend_from_slice(&(b.len() as u64).to_le_bytes());
    w.extend_from_slice(b);
}

pub(super) fn put_str(w: &mut Vec<u8>, s: &str) {
    put_bytes(w, s.as_bytes());
}

fn put_strs(w: &mut Vec<u8>, list: &[String]) {
    w.extend_from_slice(&(list.len() as u64).to_le_bytes());
    for s in list {
        put_str(w, s);
    }
}

/// Reads the encodings above; `None` past the end.
pub(super) struct Reader<'a>(pub(super) &'a [u8]);

impl<'a> Reader<'a> {
    pub(super) fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if n > self.0.len() {
            return None;
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(head)
    }
    pub(super) fn u8(&mut self) -> Option<u8> {
        Some(self.take(1)?[0])
    }
    pub(super) fn u32(&mut self) -> Option<u32> {
        Some(u32::from_le_bytes(self.take(4)?.try_into().ok()?))
    }
    pub(super) fn u64(&mut self) -> Option<u64> {
        Some(u64::from_le_bytes(self.take(8)?.try_into().ok()?))
    }
    pub(super) fn bytes(&mut self) -> Option<&'a [u8]> {
        let n = usize::try_from(self.u64()?).ok()?;
        self.take(n)
    }
    pub(super) fn string(&mut self) -> Option<String> {
        Some(String::from_utf8_lossy(self.bytes()?).into_owned())
    }
    /// A string that must be UTF-8.
    pub(super) fn utf8(&mut self) -> Option<String> {
        String::from_utf8(self.bytes()?.to_vec()).ok()
    }
    fn strs(&mut self) -> Option<Vec<String>> {
        (0..self.u64()?).map(|_| self.utf8()).collect()
    }
    pub(super) fn rest(&mut self) -> &'a [u8] {
        std::mem::take(&mut self.0)
    }
}

/// Where an [`IrError`] sat in the error a job returned.
const IN_GPUJIT: u8 = 0;
const IN_NVPTX: u8 = 1;
const IN_AMDGCN: u8 = 2;

fn encode_ir_error(w: &mut Vec<u8>, e: &IrError) -> bool {
    match e {
        IrError::Build { message, location } => {
            w.push(0);
            put_str(w, message);
            put_str(w, location);
        }
        IrError::Verify { module, message } => {
            w.push(1);
            put_str(w, module);
            put_str(w, message);
        }
        IrError::Parse { module, message } => {
            w.push(2);
            put_str(w, module);
            put_str(w, message);
        }
        IrError::Unlowered { target, names } => {
            w.push(3);
            put_str(w, target);
            put_str(w, &names.join("\n"));
        }
        IrError::UnknownIntrinsic(name) => {
            w.push(4);
            put_str(w, name);
        }
        IrError::Llvm(message) => {
            w.push(5);
            put_str(w, message);
        }
        _ => return false,
    }
    true
}

fn decode_ir_error(r: &mut Reader<'_>) -> Option<IrError> {
    Some(match r.u8()? {
        0 => IrError::Build {
            message: r.string()?,
            location: r.string()?,
        },
        1 => IrError::Verify {
            module: r.string()?,
            message: r.string()?,
        },
        2 => IrError::Parse {
            module: r.string()?,
            message: r.string()?,
        },
        3 => IrError::Unlowered {
            target: r.string()?,
            names: r.string()?.lines().map(str::to_string).collect(),
        },
        4 => IrError::UnknownIntrinsic(r.string()?),
        5 => IrError::Llvm(r.string()?),
        _ => return None,
    })
}

fn encode_cuda_error(w: &mut Vec<u8>, e: &CudaError) -> bool {
    match e {
        CudaError::Compile {
            program,
            errors,
            log,
        } => {
            w.push(0);
            put_str(w, program);
            w.extend_from_slice(&(*errors as u64).to_le_bytes());
            put_str(w, log);
        }
        CudaError::BadOption { option, why } => {
            w.push(1);
            put_str(w, option);
            put_str(w, why);
        }
        CudaError::NameExpression { expr, why } => {
            w.push(2);
            put_str(w, expr);
            put_str(w, why);
        }
        CudaError::Setup(message) => {
            w.push(3);
            put_str(w, message);
        }
        _ => return false,
    }
    true
}

fn decode_cuda_error(r: &mut Reader<'_>) -> Option<CudaError> {
    Some(match r.u8()? {
        0 => CudaError::Compile {
            program: r.string()?,
            errors: usize::try_from(r.u64()?).ok()?,
            log: r.string()?,
        },
        1 => CudaError::BadOption {
            option: r.string()?,
            why: r.string()?,
        },
        2 => CudaError::NameExpression {
            expr: r.string()?,
            why: r.string()?,
        },
        3 => CudaError::Setup(r.string()?),
        _ => return None,
    })
}

/// The response: `RESPONSE`, then 0 and the output, or 1 and the error: 0 and
/// where an IR error sat and the error, 1 and a target error (nvptx or
/// amdgcn) and its message, 2 and the message of any other error, or 3 and
/// a CUDA front-end error.
pub(super) fn encode_response(result: Result<Vec<u8>>) -> Vec<u8> {
    let mut w = RESPONSE.to_vec();
    let e = match result {
        Ok(out) => {
            w.push(0);
            put_bytes(&mut w, &out);
            return w;
        }
        Err(e) => e,
    };
    w.push(1);
    let mut typed = Vec::new();
    let ok = match &e {
        Error::Ir(ir) => {
            typed.extend_from_slice(&[0, IN_GPUJIT]);
            encode_ir_error(&mut typed, ir)
        }
        Error::Nvptx(gpujit_nvptx::CompileError::Ir(ir)) => {
            typed.extend_from_slice(&[0, IN_NVPTX]);
            encode_ir_error(&mut typed, ir)
        }
        Error::Amdgcn(gpujit_amdgcn::CompileError::Ir(ir)) => {
            typed.extend_from_slice(&[0, IN_AMDGCN]);
            encode_ir_error(&mut typed, ir)
        }
        Error::Nvptx(gpujit_nvptx::CompileError::Target(m)) => {
            typed.extend_from_slice(&[1, IN_NVPTX]);
            put_str(&mut typed, m);
            true
        }
        Error::Amdgcn(gpujit_amdgcn::CompileError::Target(m)) => {
            typed.extend_from_slice(&[1, IN_AMDGCN]);
            put_str(&mut typed, m);
            true
        }
        Error::Cuda(cuda) => {
            typed.push(3);
            encode_cuda_error(&mut typed, cuda)
        }
        _ => false,
    };
    if ok {
        w.extend_from_slice(&typed);
    } else {
        w.push(2);
        put_str(&mut w, &e.to_string());
    }
    w
}

/// The job's output, or the error it returned; `Err` for a malformed response.
pub(super) fn decode_response(bytes: &[u8]) -> std::result::Result<Result<Vec<u8>>, &'static str> {
    let mut r = Reader(
        bytes
            .strip_prefix(RESPONSE.as_slice())
            .ok_or("no response header")?,
    );
    let bad = "a truncated or unknown response";
    match r.u8().ok_or(bad)? {
        0 => Ok(Ok(r.bytes().ok_or(bad)?.to_vec())),
        1 => {
            let e = match r.u8().ok_or(bad)? {
                0 => {
                    let place = r.u8().ok_or(bad)?;
                    let ir = decode_ir_error(&mut r).ok_or(bad)?;
                    match place {
                        IN_NVPTX => Error::Nvptx(gpujit_nvptx::CompileError::Ir(ir)),
                        IN_AMDGCN => Error::Amdgcn(gpujit_amdgcn::CompileError::Ir(ir)),
                        _ => Error::Ir(ir),
                    }
                }
                1 => {
                    let place = r.u8().ok_or(bad)?;
                    let m = r.string().ok_or(bad)?;
                    match place {
                        IN_NVPTX => Error::Nvptx(gpujit_nvptx::CompileError::Target(m)),
                        _ => Error::Amdgcn(gpujit_amdgcn::CompileError::Target(m)),
                    }
                }
                2 => Error::Worker(WorkerError::Failed {
                    message: r.string().ok_or(bad)?,
                }),
                3 => Error::Cuda(decode_cuda_error(&mut r).ok_or(bad)?),
                _ => return Err(bad),
            };
            Ok(Err(e))
        }
        _ => Err(bad),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_round_trip() {
        let opts = CompileOptions {
            arch: Some("gfx942".into()),
            opt_level: Some(1),
            ptx_version: Some(85),
            checked: true,
            generic: true,
            code_object_version: Some(6),
            no_coarsening: true,
        };
        let job = Job {
            kind: JobKind::LoweredIr,
            name: "m.ll",
            input: b"define void @k() { ret void }",
            target: Target::Amdgcn,
            opts: &opts,
        };
        let back = Job::decode(&job.encode()).unwrap();
        assert_eq!(back.kind, JobKind::LoweredIr);
        assert_eq!(back.name, "m.ll");
        assert_eq!(back.input, job.input);
        assert_eq!(back.target, Target::Amdgcn);
        assert_eq!(back.opts, opts);
        let plain = Job {
            opts: &CompileOptions::default(),
            ..job
        };
        assert_eq!(
            Job::decode(&plain.encode()).unwrap().opts,
            CompileOptions::default()
        );
        let full = job.encode();
        for cut in 0..full.len() {
            assert!(Job::decode(&full[..cut]).is_none(), "cut at {cut}");
        }
    }

    #[test]
    fn errors_keep_their_types_across_the_process_boundary() {
        let cases = [
            Error::Ir(IrError::Parse {
                module: "m.ll".into(),
                message: "m.ll:2:7: error: expected type".into(),
            }),
            Error::Nvptx(gpujit_nvptx::CompileError::Ir(IrError::Verify {
                module: "m".into(),
                message: "bad".into(),
            })),
            Error::Amdgcn(gpujit_amdgcn::CompileError::Target(
                "unsupported AMD architecture `gfx1`".into(),
            )),
            Error::Ir(IrError::Unlowered {
                target: "host".into(),
                names: vec!["gpujit.a".into(), "gpujit.b".into()],
            }),
        ];
        for e in cases {
            let text = e.to_string();
            let back = decode_response(&encode_response(Err(e)))
                .unwrap()
                .unwrap_err();
            assert_eq!(back.to_string(), text);
            assert!(!matches!(back, Error::Worker(_)), "{back:?}");
        }
        let other = Error::Mismatch {
            kernel: "k".into(),
            detail: "d".into(),
        };
        let back = decode_response(&encode_response(Err(other)))
            .unwrap()
            .unwrap_err();
        assert!(matches!(back, Error::Worker(WorkerError::Failed { .. })));
        assert_eq!(
            decode_response(&encode_response(Ok(b"out".to_vec())))
                .unwrap()
                .unwrap(),
            b"out"
        );
        assert!(decode_response(b"GJWR\x07").is_err());
        assert!(decode_response(b"").is_err());
    }

    #[test]
    fn cuda_errors_keep_their_variant_and_fields() {
        let cases = [
            CudaError::Compile {
                program: "k.cu".into(),
                errors: 2,
                log: "k.cu:3:5: error: use of undeclared identifier 'x'\n    x = 1;\n    ^\n"
                    .into(),
            },
            CudaError::BadOption {
                option: "--frob".into(),
                why: "unknown option; accepted: ...".into(),
            },
            CudaError::NameExpression {
                expr: "f<int>".into(),
                why: "not a __global__ function".into(),
            },
            CudaError::Setup("GPUJIT_CUDA_HEADERS: /x holds no cuda_runtime.h".into()),
        ];
        for e in cases {
            let debug = format!("{:?}", Error::Cuda(e.clone()));
            let back = decode_response(&encode_response(Err(Error::Cuda(e))))
                .unwrap()
                .unwrap_err();
            assert!(matches!(back, Error::Cuda(_)), "{back:?}");
            assert_eq!(format!("{back:?}"), debug);
        }
    }

    #[test]
    fn cuda_programs_and_results_round_trip() {
        let program = Program::new("scale.cu", "#include \"s.h\"\n__global__ void k() {}")
            .header("s.h", "#define S 2")
            .header("dir/t.h", "")
            .options(&["-DN=4", "-std=c++17"])
            .name_expression("k")
            .name_expression("scale<float>");
        let sdk = HeaderSet::Sdk {
            include: vec![PathBuf::from("/opt/cuda/include"), PathBuf::from("/x y")],
            origin: "CUDA_PATH=/opt/cuda".into(),
            version: Some(12090),
        };
        for headers in [HeaderSet::BuiltIn, sdk.clone()] {
            let bytes = encode_program(&program, &headers);
            let (p, h) = decode_program(&bytes).unwrap();
            assert_eq!(p, program);
            assert_eq!(h, headers);
            for cut in 0..bytes.len() {
                assert!(decode_program(&bytes[..cut]).is_none(), "cut at {cut}");
            }
        }
        let unversioned = HeaderSet::Sdk {
            include: Vec::new(),
            origin: String::new(),
            version: None,
        };
        let (_, h) = decode_program(&encode_program(&program, &unversioned)).unwrap();
        assert_eq!(h, unversioned);
        let compiled = gpujit_cuda::Compiled {
            bitcode: b"BC\xc0\xde\x00\x01".to_vec(),
            log: "k.cu:1:1: warning: w\n".into(),
            lowered_names: vec![("scale<float>".into(), "_Z5scaleIfEvPT_".into())],
            arch: "sm_90".into(),
            headers: sdk.clone(),
            managed: vec![gpujit_cuda::ManagedVariable {
                name: "total".into(),
                init: vec![7, 0, 0, 0],
            }],
        };
        let bytes = encode_cuda_output(&compiled);
        let back = decode_cuda_output(&bytes, sdk.clone()).unwrap();
        assert_eq!(back.bitcode, compiled.bitcode);
        assert_eq!(back.log, compiled.log);
        assert_eq!(back.lowered_names, compiled.lowered_names);
        assert_eq!(back.arch, "sm_90");
        assert_eq!(back.managed, compiled.managed);
        assert_eq!(back.headers, sdk);
        for cut in 0..bytes.len() {
            assert!(decode_cuda_output(&bytes[..cut], HeaderSet::BuiltIn).is_none());
        }
        let job = Job {
            kind: JobKind::CudaCompile,
            name: "scale.cu",
            input: &encode_program(&program, &HeaderSet::BuiltIn),
            target: Target::Nvptx,
            opts: &CompileOptions {
                arch: Some("sm_90".into()),
                ..Default::default()
            },
        };
        assert_eq!(job.what(), "CUDA compile for sm_90");
        let owned = Job::decode(&job.encode()).unwrap();
        assert_eq!(owned.kind, JobKind::CudaCompile);
        assert_eq!(decode_program(&owned.input).unwrap().0, program);
    }
}

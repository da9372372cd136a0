//! The request and response a worker process reads and writes: a job
//! (what to do, its input, target and options) and its output or its error,
//! errors keeping their types across the process boundary.

use gpujit_ir::IrError;

use super::WorkerError;
use crate::{CompileOptions, Error, Result, Target};

const REQUEST: &[u8; 4] = b"GJWQ";
const RESPONSE: &[u8; 4] = b"GJWR";

/// What a job does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum JobKind {
    Import,
    Compile,
    LoweredIr,
    AmdgcnObject,
}

/// One request: what to do, on which bytes, for which target.
pub(super) struct Job<'a> {
    pub(super) kind: JobKind,
    pub(super) name: &'a str,
    /// `.ll`/`.bc` bytes for an import; the portable bitcode otherwise.
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

pub(super) fn put_bytes(w: &mut Vec<u8>, b: &[u8]) {
    w.extend_from_slice(&(b.len() as u64).to_le_bytes());
    w.extend_from_slice(b);
}

pub(super) fn put_str(w: &mut Vec<u8>, s: &str) {
    put_bytes(w, s.as_bytes());
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

/// The response: `RESPONSE`, then 0 and the output, or 1 and the error: 0 and
/// where an IR error sat and the error, 1 and a target error (nvptx or
/// amdgcn) and its message, or 2 and the message of any other error.
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
}

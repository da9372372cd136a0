//! NVRTC-style compile options, checked and turned into clang driver arguments.
use crate::CudaError;

/// The options of one compile, parsed from NVRTC/nvcc-style strings.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Options {
    /// Driver arguments the options become (macros, include folders, the
    /// language standard, math modes, line info).
    pub(crate) args: Vec<String>,
    /// `-arch`/`--gpu-architecture`, when given: `sm_XX`.
    pub(crate) arch: Option<String>,
    /// `-lineinfo` or `-G`.
    pub(crate) line_info: bool,
}

/// The options [`Options::parse`] accepts, for error messages.
pub const ACCEPTED: &str = "-D NAME[=VALUE], -U NAME, -I DIR, -include FILE, \
-std=c++14|c++17|c++20 (--std=...), --use_fast_math, -ftz=true|false, -fmad=true|false, \
-prec-div=true, -prec-sqrt=true, -lineinfo (--generate-line-info), -G (--device-debug: line info only), \
-arch=sm_XX|compute_XX (--gpu-architecture=...), -O0..-O3, -w, -Wall, -Wno-NAME, -Werror, \
-rdc=false, --extensible-whole-program=false, -fno-strict-aliasing";

fn bad(option: &str, why: &str) -> CudaError {
    CudaError::BadOption {
        option: option.to_string(),
        why: format!("{why}; accepted: {ACCEPTED}"),
    }
}

fn bool_value(option: &str, v: &str) -> Result<bool, CudaError> {
    match v {
        "true" | "1" => Ok(true),
        "false" | "0" => Ok(false),
        _ => Err(bad(option, "expects true or false")),
    }
}

fn arch_value(option: &str, v: &str) -> Result<String, CudaError> {
    let digits = v
        .strip_prefix("sm_")
        .or_else(|| v.strip_prefix("compute_"))
        .ok_or_else(|| bad(option, "expects sm_XX or compute_XX"))?;
    let num = digits.trim_end_matches(['a', 'f']);
    if num.is_empty() || !num.chars().all(|c| c.is_ascii_digit()) {
        return Err(bad(option, "expects sm_XX or compute_XX"));
    }
    Ok(format!("sm_{digits}"))
}

impl Options {
    /// The clang driver arguments the options become (macros, include
    /// folders, language standard, math modes), as the in-process compile
    /// passes them: for running the `clang` binary the same way.
    ///
    /// ```
    /// let o = gpujit_cuda::Options::parse(&["--use_fast_math", "-DN=4"])?;
    /// assert!(o.clang_args().iter().any(|a| a == "-ffast-math"));
    /// # Ok::<(), gpujit_cuda::CudaError>(())
    /// ```
    pub fn clang_args(&self) -> &[String] {
        &self.args
    }

    /// Parses `options` (each one string, as NVRTC takes them; a flag and
    /// its value may also come as two strings, `-D` then `N=1`).
    pub fn parse<S: AsRef<str>>(options: &[S]) -> Result<Options, CudaError> {
        let mut o = Options::default();
        let mut it = options.iter().map(|s| s.as_ref());
        while let Some(opt) = it.next() {
            // Flags that take a value, written `-D X`, `-DX`, `--define-macro=X`.
            let valued: &[(&str, &str)] = &[
                ("-D", "-D"),
                ("--define-macro", "-D"),
                ("-U", "-U"),
                ("--undefine-macro", "-U"),
                ("-I", "-I"),
                ("--include-path", "-I"),
                ("-include", "-include"),
                ("--pre-include", "-include"),
            ];
            let mut handled = false;
            for (flag, clang) in valued {
                let value = if opt == *flag {
                    Some(
                        it.next()
                            .ok_or_else(|| bad(opt, "expects a value after it"))?
                            .to_string(),
                    )
                } else if let Some(v) = opt.strip_prefix(&format!("{flag}=")) {
                    Some(v.to_string())
                } else if flag.len() == 2 && opt.starts_with(flag) && opt.len() > 2 {
                    Some(opt[2..].to_string())
                } else {
                    None
                };
                if let Some(v) = value {
                    if v.is_empty() {
                        return Err(bad(opt, "expects a value"));
                    }
                    o.args.push(clang.to_string());
                    o.args.push(v);
                    handled = true;
                    break;
                }
            }
            if handled {
                continue;
            }
            let (name, value) = match opt.split_once('=') {
                Some((n, v)) => (n, Some(v)),
                None => (opt, None),
            };
            match (name, value) {
                ("-std" | "--std", Some(v @ ("c++14" | "c++17" | "c++20"))) => {
                    o.args.push(format!("-std={v}"))
                }
                ("-std" | "--std", _) => {
                    return Err(bad(opt, "the standard must be c++14, c++17 or c++20"));
                }
                ("--use_fast_math" | "-use_fast_math", None) => {
                    o.args.extend(
                        [
                            "-ffast-math",
                            "-fgpu-flush-denormals-to-zero",
                            "-D__USE_FAST_MATH__",
                        ]
                        .map(String::from),
                    );
                }
                ("-ftz" | "--ftz", Some(v)) => {
                    o.args.push(if bool_value(opt, v)? {
                        "-fgpu-flush-denormals-to-zero".into()
                    } else {
                        "-fno-gpu-flush-denormals-to-zero".into()
                    });
                }
                ("-fmad" | "--fmad", Some(v)) => o.args.push(if bool_value(opt, v)? {
                    "-ffp-contract=fast".into()
                } else {
                    "-ffp-contract=off".into()
                }),
                ("-prec-div" | "--prec-div" | "-prec-sqrt" | "--prec-sqrt", Some(v)) => {
                    if !bool_value(opt, v)? {
                        return Err(bad(
                            opt,
                            "approximate division and square root are not offered (clang has no such mode); use --use_fast_math or __fdividef/__fsqrt_rn",
                        ));
                    }
                }
                ("-lineinfo" | "--generate-line-info" | "-G" | "--device-debug", None) => {
                    o.line_info = true;
                    o.args.push("-gline-tables-only".into());
                }
                ("-arch" | "--gpu-architecture", Some(v)) => o.arch = Some(arch_value(opt, v)?),
                ("-O0" | "-O1" | "-O2" | "-O3", None) => o.args.push(opt.to_string()),
                ("-w" | "-Wall" | "-Werror" | "-fno-strict-aliasing", None) => {
                    o.args.push(opt.to_string())
                }
                ("-rdc" | "--relocatable-device-code", Some(v)) => {
                    if bool_value(opt, v)? {
                        return Err(bad(
                            opt,
                            "separate compilation of device code is not offered: put every device function in the program or its headers",
                        ));
                    }
                }
                ("-ewp" | "--extensible-whole-program", Some("false")) => {}
                _ if name.starts_with("-Wno-") && value.is_none() => o.args.push(opt.to_string()),
                _ => return Err(bad(opt, "unknown option")),
            }
        }
        Ok(o)
    }
}

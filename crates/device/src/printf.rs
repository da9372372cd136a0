//! Device `printf`: formatting CUDA's `vprintf` records on the host, and where
//! the text goes.
//!
//! A kernel's `printf(format, ...)` reaches a backend as the format string and
//! an argument block laid out as CUDA's `vprintf` takes it: each argument at
//! the next multiple of its size, `char` and `short` promoted to `int`, `float`
//! to `double`, strings and other pointers as 64-bit addresses. [`format()`]
//! turns one such record into text with the C library's own `snprintf`, one
//! conversion at a time, so `%g`, `%e`, flags, widths and precisions read as
//! they do on NVIDIA. Backends that print themselves (the host target, the
//! AMD runtimes draining their buffers) hand the text to [`emit`]: standard
//! output, or the [`Capture`] in force.
#![deny(clippy::undocumented_unsafe_blocks)]

use std::ffi::{CString, c_char, c_int, c_void};
use std::io::Write;
use std::sync::Mutex;

/// The longest string a `%s` conversion reads (the rest is cut).
pub const MAX_STRING: usize = 1 << 16;

unsafe extern "C" {
    fn snprintf(s: *mut c_char, n: usize, format: *const c_char, ...) -> c_int;
    /// The C library's standard output stream: what a C or C++ program's
    /// own `printf` and `std::cout` write through.
    static mut stdout: *mut c_void;
    fn fwrite(ptr: *const c_void, size: usize, count: usize, stream: *mut c_void) -> usize;
    fn fflush(stream: *mut c_void) -> c_int;
}

/// The text of one `printf` record: `format` (without its NUL) and `args`,
/// the argument block. `read_string` reads the NUL-terminated string at a
/// device address (at most [`MAX_STRING`] bytes), `None` where it cannot.
/// Conversions the block has no bytes for print as `<missing>`; `%n` prints
/// nothing, as CUDA's `printf` does.
pub fn format(format: &[u8], args: &[u8], read_string: &dyn Fn(u64) -> Option<Vec<u8>>) -> String {
    let mut out: Vec<u8> = Vec::with_capacity(format.len() + 16);
    let mut cursor = Args { data: args, at: 0 };
    let mut i = 0;
    while i < format.len() {
        let c = format[i];
        if c != b'%' {
            out.push(c);
            i += 1;
            continue;
        }
        let Some(spec) = Spec::parse(&format[i..]) else {
            // A lone `%` at the end, or an unknown conversion: printed as is.
            out.extend_from_slice(&format[i..]);
            break;
        };
        i += spec.len;
        spec.render(&mut cursor, read_string, &mut out);
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Bytes of the argument block `format` takes, as CUDA's `vprintf` lays it
/// out (each argument at the next multiple of its size: 4 for `int`s and
/// `*` widths, 8 for `long`s, `double`s, strings and pointers). For callers
/// that know the format but not the block's size (PTX's `call vprintf`).
///
/// ```
/// assert_eq!(gpujit_device::printf::args_bytes(b"%d %f %s\n"), 24);
/// assert_eq!(gpujit_device::printf::args_bytes(b"100%% %c"), 4);
/// ```
pub fn args_bytes(format: &[u8]) -> usize {
    let mut at = 0usize;
    let mut take = |size: usize| at = at.next_multiple_of(size) + size;
    let mut i = 0;
    while i < format.len() {
        if format[i] != b'%' {
            i += 1;
            continue;
        }
        let Some(spec) = Spec::parse(&format[i..]) else {
            break;
        };
        i += spec.len;
        for c in [&spec.width, &spec.precision] {
            if matches!(c, Some(Count::Star)) {
                take(4);
            }
        }
        match spec.conversion {
            b'%' | b'n' => {}
            b'd' | b'i' | b'o' | b'u' | b'x' | b'X' => take(if spec.long { 8 } else { 4 }),
            b'c' => take(4),
            _ => take(8),
        }
    }
    at
}

/// The argument block, read in order.
struct Args<'a> {
    data: &'a [u8],
    at: usize,
}

impl Args<'_> {
    /// The next argument of `size` bytes (at the next multiple of its size).
    fn next(&mut self, size: usize) -> Option<u64> {
        let start = self.at.next_multiple_of(size);
        let bytes = self.data.get(start..start + size)?;
        self.at = start + size;
        let mut word = [0u8; 8];
        word[..size].copy_from_slice(bytes);
        Some(u64::from_le_bytes(word))
    }
}

/// One conversion: `%[flags][width][.precision][length]conversion`.
struct Spec {
    /// Bytes of the format it takes.
    len: usize,
    flags: String,
    width: Option<Count>,
    precision: Option<Count>,
    /// `l`, `ll`, `j`, `z` or `t`: a 64-bit integer.
    long: bool,
    conversion: u8,
}

enum Count {
    Fixed(u32),
    /// `*`: taken from the arguments.
    Star,
}

impl Spec {
    fn parse(f: &[u8]) -> Option<Spec> {
        let mut i = 1;
        let mut flags = String::new();
        while let Some(&c) = f.get(i).filter(|c| b"-+ #0".contains(c)) {
            flags.push(char::from(c));
            i += 1;
        }
        let count = |i: &mut usize| -> Option<Count> {
            if f.get(*i) == Some(&b'*') {
                *i += 1;
                return Some(Count::Star);
            }
            let start = *i;
            while f.get(*i).is_some_and(u8::is_ascii_digit) {
                *i += 1;
            }
            let digits = std::str::from_utf8(&f[start..*i]).ok()?;
            (start != *i).then(|| Count::Fixed(digits.parse().unwrap_or(u32::MAX)))
        };
        let width = count(&mut i);
        let precision = if f.get(i) == Some(&b'.') {
            i += 1;
            Some(count(&mut i).unwrap_or(Count::Fixed(0)))
        } else {
            None
        };
        let mut long = false;
        while let Some(&c) = f.get(i).filter(|c| b"hlLqjzt".contains(c)) {
            long |= matches!(c, b'l' | b'q' | b'j' | b'z' | b't');
            i += 1;
        }
        let conversion = *f.get(i)?;
        if !b"diouxXcspfFeEgGaAn%".contains(&conversion) {
            return None;
        }
        Some(Spec {
            len: i + 1,
            flags,
            width,
            precision,
            long,
            conversion,
        })
    }

    fn render(
        &self,
        args: &mut Args<'_>,
        read_string: &dyn Fn(u64) -> Option<Vec<u8>>,
        out: &mut Vec<u8>,
    ) {
        const MISSING: &[u8] = b"<missing>";
        let mut count = |c: &Option<Count>| -> Option<Option<i64>> {
            match c {
                None => Some(None),
                Some(Count::Fixed(n)) => Some(Some(i64::from(*n))),
                Some(Count::Star) => args.next(4).map(|v| Some(i64::from(v as u32 as i32))),
            }
        };
        let (Some(width), Some(precision)) = (count(&self.width), count(&self.precision)) else {
            out.extend_from_slice(MISSING);
            return;
        };
        let mut c_spec = format!("%{}", self.flags);
        match width {
            Some(w) if w < 0 => c_spec.push_str(&format!("-{}", w.unsigned_abs())),
            Some(w) => c_spec.push_str(&w.to_string()),
            None => {}
        }
        // A negative precision from `*` counts as none, as in C.
        if let Some(p) = precision.filter(|p| *p >= 0) {
            c_spec.push_str(&format!(".{p}"));
        }
        let conv = char::from(self.conversion);
        match self.conversion {
            b'%' => out.push(b'%'),
            b'n' => {}
            b'd' | b'i' | b'o' | b'u' | b'x' | b'X' | b'c' => {
                let size = if self.long && self.conversion != b'c' {
                    8
                } else {
                    4
                };
                let Some(v) = args.next(size) else {
                    out.extend_from_slice(MISSING);
                    return;
                };
                // 32-bit values: `%d`/`%i` (and `%c`) sign-extend, the unsigned
                // conversions zero-extend.
                let v: i64 = match (size, self.conversion) {
                    (4, b'd' | b'i' | b'c') => i64::from(v as u32 as i32),
                    (4, _) => i64::from(v as u32),
                    _ => v as i64,
                };
                if self.conversion == b'c' {
                    snprintf_into(out, &format!("{c_spec}c"), Value::Int(v));
                } else {
                    snprintf_into(out, &format!("{c_spec}ll{conv}"), Value::LongLong(v));
                }
            }
            b'p' => match args.next(8) {
                Some(v) => snprintf_into(out, &format!("{c_spec}p"), Value::Pointer(v)),
                None => out.extend_from_slice(MISSING),
            },
            b's' => match args.next(8) {
                Some(0) => {
                    snprintf_into(out, &format!("{c_spec}s"), Value::Str(b"(null)".to_vec()))
                }
                Some(addr) => {
                    let text = read_string(addr).unwrap_or_else(|| b"<unreadable>".to_vec());
                    snprintf_into(out, &format!("{c_spec}s"), Value::Str(text));
                }
                None => out.extend_from_slice(MISSING),
            },
            _ => match args.next(8) {
                Some(v) => snprintf_into(
                    out,
                    &format!("{c_spec}{conv}"),
                    Value::Double(f64::from_bits(v)),
                ),
                None => out.extend_from_slice(MISSING),
            },
        }
    }
}

enum Value {
    Int(i64),
    LongLong(i64),
    Double(f64),
    Pointer(u64),
    Str(Vec<u8>),
}

/// Appends what the C library's `snprintf(spec, value)` writes.
fn snprintf_into(out: &mut Vec<u8>, spec: &str, value: Value) {
    let Ok(spec) = CString::new(spec) else {
        return;
    };
    let text = match &value {
        Value::Str(s) => {
            let end = s.iter().position(|&b| b == 0).unwrap_or(s.len());
            CString::new(&s[..end.min(MAX_STRING)]).ok()
        }
        _ => None,
    };
    let call = |buf: *mut c_char, n: usize| -> c_int {
        // SAFETY: `buf` has room for `n` bytes (or is null with `n` 0, which only
        // measures); `spec` is one NUL-terminated conversion of the type of the one
        // variadic argument passed, so snprintf reads exactly that argument.
        unsafe {
            match &value {
                Value::Int(v) => snprintf(buf, n, spec.as_ptr(), *v as c_int),
                Value::LongLong(v) => snprintf(buf, n, spec.as_ptr(), *v as std::ffi::c_longlong),
                Value::Double(v) => snprintf(buf, n, spec.as_ptr(), *v),
                Value::Pointer(v) => snprintf(buf, n, spec.as_ptr(), *v as usize as *const c_void),
                Value::Str(_) => match &text {
                    Some(t) => snprintf(buf, n, spec.as_ptr(), t.as_ptr()),
                    None => 0,
                },
            }
        }
    };
    let Ok(needed) = usize::try_from(call(std::ptr::null_mut(), 0)) else {
        return;
    };
    let mut buf = vec![0u8; needed + 1];
    call(buf.as_mut_ptr().cast(), buf.len());
    out.extend_from_slice(&buf[..needed]);
}

/// Where [`emit`] writes while a [`Capture`] is in force.
static CAPTURE: Mutex<Option<Vec<u8>>> = Mutex::new(None);

/// Writes device `printf` text: to standard output, or to the [`Capture`] in
/// force. Each call's text is written whole.
pub fn emit(text: &str) {
    let mut cap = CAPTURE.lock().unwrap_or_else(|p| p.into_inner());
    match cap.as_mut() {
        Some(buf) => buf.extend_from_slice(text.as_bytes()),
        None => write_stdout(text.as_bytes()),
    }
}

/// Writes `text` to standard output after what the process printed before
/// it, through Rust's or the C library's buffers: Rust's buffered text is
/// flushed, then `text` goes through C's `stdout` (behind what a C or C++
/// program printed into it, as NVIDIA's driver writes device `printf`), and
/// that stream is flushed.
pub fn write_stdout(text: &[u8]) {
    let _ = std::io::stdout().lock().flush();
    // SAFETY: `stdout` is the C library's stream, initialised before any
    // code of the process runs, read by value and not referenced; `fwrite`
    // reads `text.len()` bytes from `text`, which holds them, and locks the
    // stream itself, as `fflush` does.
    unsafe {
        let stream = stdout;
        fwrite(text.as_ptr().cast(), 1, text.len(), stream);
        fflush(stream);
    }
}

/// While alive, device `printf` text that gpujit writes itself (the host
/// target, the AMD runtimes) is kept here instead of going to standard
/// output; [`Capture::take`] returns it. One capture at a time in the
/// process: a second waits for the first to end. CUDA's driver writes its
/// kernels' `printf` output to standard output itself.
pub struct Capture {
    _only: std::sync::MutexGuard<'static, ()>,
}

static CAPTURING: Mutex<()> = Mutex::new(());

impl Capture {
    /// Starts capturing.
    pub fn start() -> Capture {
        let only = CAPTURING.lock().unwrap_or_else(|p| p.into_inner());
        *CAPTURE.lock().unwrap_or_else(|p| p.into_inner()) = Some(Vec::new());
        Capture { _only: only }
    }

    /// The text captured so far (and clears it).
    pub fn take(&self) -> String {
        let mut cap = CAPTURE.lock().unwrap_or_else(|p| p.into_inner());
        let bytes = cap.as_mut().map(std::mem::take).unwrap_or_default();
        String::from_utf8_lossy(&bytes).into_owned()
    }
}

impl Drop for Capture {
    fn drop(&mut self) {
        *CAPTURE.lock().unwrap_or_else(|p| p.into_inner()) = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block(parts: &[(usize, u64)]) -> Vec<u8> {
        let mut b = Vec::new();
        for &(size, v) in parts {
            while b.len() % size != 0 {
                b.push(0);
            }
            b.extend_from_slice(&v.to_le_bytes()[..size]);
        }
        b
    }

    #[test]
    fn records_format_as_cs_printf_does() {
        let strings = |a: u64| (a == 0x1000).then(|| b"str\0junk".to_vec());
        let args = block(&[
            (4, 7),
            (8, 0.1f64.to_bits()),
            (8, 12345.678f64.to_bits()),
            (8, (-5i64) as u64),
            (4, u64::from(b'A')),
            (8, 0x1000),
            (4, 6),
            (8, 2.5f64.to_bits()),
            (4, 0xffff_ffff),
        ]);
        let got = format(
            b"i=%d x=%f g=%g l=%lld c=%c %s|%*.2f|%x %% %5s|",
            &args,
            &strings,
        );
        assert_eq!(
            got,
            "i=7 x=0.100000 g=12345.7 l=-5 c=A str|  2.50|ffffffff % <missing>|"
        );
        assert_eq!(
            format(
                b"%e %G",
                &block(&[(8, 1e-7f64.to_bits()), (8, 1e30f64.to_bits())]),
                &strings
            ),
            "1.000000e-07 1E+30"
        );
        assert_eq!(
            format(b"%s %s", &block(&[(8, 0), (8, 0x2000)]), &strings),
            "(null) <unreadable>"
        );
        assert_eq!(format(b"50%", &[], &strings), "50%");
    }

    #[test]
    fn captured_text_is_taken_in_order() {
        let cap = Capture::start();
        emit("a\n");
        emit("b\n");
        assert_eq!(cap.take(), "a\nb\n");
        assert_eq!(cap.take(), "");
    }
}

//! Checks on LLVM assembly text before LLVM's parser reads it, for input that
//! the parser does not refuse cleanly but crashes on.
//!
//! LLVM's lexer reads a numbered reference (`%12`, `@3`, `!7`, `#0`, `^2`)
//! into 32 bits. A number of 2^32 or more is reported but parsing carries on
//! with the truncated value, and the largest values (`4294967295` and
//! `4294967294`) are the empty and deleted keys of the tables the parser looks
//! numbers up in: the release parser then reads freed or invalid memory and
//! may crash. No module numbers that many values, so references past
//! [`MAX_NUMBER`] are refused here.
//!
//! LLVM's reader also upgrades `!nvvm.annotations` entries to function
//! attributes as it parses, reading each integer-valued key's value as an
//! integer constant without checking it: `!{ptr @k, !"maxntidx", i32 poison}`
//! crashes it. Such a key with a value that is not an integer literal is
//! refused here ([`ANNOTATION_KEYS`]).

use crate::IrError;

/// The largest numbered reference accepted.
pub const MAX_NUMBER: u64 = i32::MAX as u64;

/// Refuses `text` (the `.ll` file `name`) where it holds a numbered reference
/// past [`MAX_NUMBER`]; the error quotes the line as LLVM's do.
pub fn check_text(name: &str, text: &[u8]) -> Result<(), IrError> {
    let mut i = 0;
    let (mut line, mut line_start) = (1usize, 0usize);
    while i < text.len() {
        match text[i] {
            b'\n' => {
                line += 1;
                line_start = i + 1;
            }
            // A comment runs to the end of the line.
            b';' => {
                while i + 1 < text.len() && text[i + 1] != b'\n' {
                    i += 1;
                }
            }
            // String constants and quoted names: skip to the closing quote.
            b'"' => {
                i += 1;
                while i < text.len() && text[i] != b'"' {
                    if text[i] == b'\n' {
                        line += 1;
                        line_start = i + 1;
                    }
                    i += 1;
                }
            }
            b'%' | b'@' | b'!' | b'#' | b'^' => {
                let start = i;
                let mut j = i + 1;
                let mut value: u64 = 0;
                while j < text.len() && text[j].is_ascii_digit() {
                    value = value
                        .saturating_mul(10)
                        .saturating_add(u64::from(text[j] - b'0'));
                    j += 1;
                }
                // `%12abc` is a name, not a number.
                let ends = j == text.len() || !is_name_char(text[j]);
                if j > i + 1 && ends && value > MAX_NUMBER {
                    let end = text[line_start..]
                        .iter()
                        .position(|&b| b == b'\n')
                        .map_or(text.len(), |p| line_start + p);
                    let source = String::from_utf8_lossy(&text[line_start..end]);
                    let number = String::from_utf8_lossy(&text[start..j]);
                    return Err(IrError::Parse {
                        module: name.to_string(),
                        message: format!(
                            "{name}:{line}:{}: error: value number {number} is too large (at most {MAX_NUMBER})\n{source}",
                            start - line_start + 1
                        ),
                    });
                }
                i = j.max(i + 1);
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    check_annotation_values(name, text)
}

/// The `!nvvm.annotations` keys whose value LLVM's upgrade reads as an
/// integer constant.
pub const ANNOTATION_KEYS: [&str; 17] = [
    "kernel",
    "maxntidx",
    "maxntidy",
    "maxntidz",
    "reqntidx",
    "reqntidy",
    "reqntidz",
    "cluster_dim_x",
    "cluster_dim_y",
    "cluster_dim_z",
    "maxclusterrank",
    "cluster_max_blocks",
    "minctasm",
    "maxnreg",
    "align",
    "grid_constant",
    "managed",
];

/// Refuses a metadata node of `text` that pairs one of [`ANNOTATION_KEYS`]
/// with an integer-typed value that is not an integer literal (`poison`,
/// `undef`, a constant expression).
fn check_annotation_values(name: &str, text: &[u8]) -> Result<(), IrError> {
    let text = String::from_utf8_lossy(text);
    for (n, line) in text.lines().enumerate() {
        if !line.trim_start().starts_with('!') {
            continue;
        }
        for key in ANNOTATION_KEYS {
            let quoted = format!("!\"{key}\",");
            let mut rest = line;
            while let Some(at) = rest.find(&quoted) {
                rest = &rest[at + quoted.len()..];
                let mut words = rest.split(|c: char| c.is_whitespace() || c == ',' || c == '}');
                let mut words = words.by_ref().filter(|w| !w.is_empty());
                let (Some(ty), Some(value)) = (words.next(), words.next()) else {
                    continue;
                };
                let integer = value.strip_prefix('-').unwrap_or(value);
                if ty.starts_with('i') && !integer.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(IrError::Parse {
                        module: name.to_string(),
                        message: format!(
                            "{name}:{}: error: NVVM annotation `{key}` has the value `{ty} {value}`, \
                             not an integer\n{line}",
                            n + 1
                        ),
                    });
                }
            }
        }
    }
    Ok(())
}

fn is_name_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'$' | b'-')
}

#[cfg(test)]
mod tests {
    use super::check_text;

    #[test]
    fn annotations_with_values_that_are_not_integers_are_refused() {
        let ok = "!0 = !{ptr @k, !\"kernel\", i32 1}\n!1 = !{ptr @k, !\"maxntidx\", i32 256, !\"minctasm\", i32 -1}\n!2 = !{!\"note\", i32 poison}\n";
        check_text("ok.ll", ok.as_bytes()).unwrap();
        for (text, key) in [
            ("!1 = !{ptr @k, !\"maxntidx\", i32 poison}\n", "maxntidx"),
            (
                "\n!0 = !{ptr @k, !\"kernel\", i32 1, !\"reqntidy\", i32 undef}\n",
                "reqntidy",
            ),
            (
                "!3 = !{ptr @k, !\"kernel\", i32 ptrtoint (ptr @k to i32)}\n",
                "kernel",
            ),
        ] {
            let e = check_text("m.ll", text.as_bytes()).unwrap_err().to_string();
            assert!(e.contains(&format!("annotation `{key}`")), "{text}: {e}");
        }
    }

    #[test]
    fn huge_numbered_references_are_refused_before_llvm_reads_them() {
        let ok = "define void @k(i32 %0) {\n  %2 = add i32 %0, 4294967295\n  ret void ; %99999999999\n}\n";
        check_text("ok.ll", ok.as_bytes()).unwrap();
        check_text("q.ll", b"@s = constant [3 x i8] c\"%9999999999\"\n").unwrap();
        check_text("n.ll", b"%4294967295abc = add i32 1, 2\n").unwrap();
        for (text, at) in [
            ("  %x = add i32 %4294967295, 1\n", "1:16"),
            ("ok\n  store i32 %9223372036854775807, ptr %p\n", "2:13"),
            ("!2147483648 = !{}\n", "1:1"),
            ("call void @4294967294()\n", "1:11"),
            ("attributes #99999999999 = {}\n", "1:12"),
        ] {
            let e = check_text("m.ll", text.as_bytes()).unwrap_err().to_string();
            assert!(
                e.contains(&format!("m.ll:{at}: error: value number")) && e.contains("too large"),
                "{text}: {e}"
            );
        }
    }
}

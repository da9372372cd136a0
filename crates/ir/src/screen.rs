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
    Ok(())
}

fn is_name_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'$' | b'-')
}

#[cfg(test)]
mod tests {
    use super::check_text;

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

//! Which parameters of a C++ kernel are pointers, from its Itanium-mangled
//! name (the names nvcc and NVRTC give `__global__` functions).
//!
//! PTX says `.u64` for a pointer and a 64-bit integer alike; LLVM marks
//! pointers `.ptr`, nvcc does not. A parameter the kernel uses as a global
//! address is a pointer whatever its name says, but one it never uses (a
//! buffer one kernel of a family ignores) shows only in the mangled name:
//! `_Z11adi_kernel2iPfS_S_` takes `int, float*, float*, float*`.
//!
//! Only the parameter list is read, with the substitutions (`S_`, `S0_`,
//! ...) and template parameters (`T_`, ...) it refers to. A name this
//! reader does not follow (an expression in a template argument, say)
//! gives no answer, and the parameters' uses alone decide.

/// What a type is, as far as parameters go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Pointer,
    Void,
    Other,
}

/// For each parameter of the function `name` mangles, whether it is a
/// pointer; `None` when `name` is not a mangled function name this reader
/// follows.
pub(crate) fn pointer_params(name: &str) -> Option<Vec<bool>> {
    let mut r = Reader {
        s: name.strip_prefix("_Z")?.as_bytes(),
        at: 0,
        subs: Vec::new(),
        tparams: Vec::new(),
        depth: 0,
    };
    if r.name()? {
        // A function template's encoding starts with its result type.
        r.ty()?;
    }
    let mut params = Vec::new();
    // A clone's suffix (`.cold`, `.isra.0`) ends the list.
    while r.at < r.s.len() && r.peek() != b'.' {
        params.push(r.ty()?);
    }
    match params.as_slice() {
        [] => None,
        [Kind::Void] => Some(Vec::new()),
        _ => Some(params.iter().map(|k| *k == Kind::Pointer).collect()),
    }
}

/// A cursor over a mangled name, with the substitution table (each
/// candidate's kind) and the template parameters of the name's last
/// template arguments.
struct Reader<'a> {
    s: &'a [u8],
    at: usize,
    subs: Vec<Kind>,
    tparams: Vec<Kind>,
    /// How deep types and template arguments nest here.
    depth: u32,
}

/// The deepest nesting of types and template arguments followed: real
/// kernel names stay far below it, and a name past it gives no answer
/// instead of exhausting the stack.
const MAX_DEPTH: u32 = 256;

impl Reader<'_> {
    fn peek(&self) -> u8 {
        self.s.get(self.at).copied().unwrap_or(0)
    }

    fn peek2(&self) -> u8 {
        self.s.get(self.at + 1).copied().unwrap_or(0)
    }

    fn eat(&mut self, c: u8) -> bool {
        let hit = self.peek() == c;
        if hit {
            self.at += 1;
        }
        hit
    }

    /// A decimal number.
    fn number(&mut self) -> Option<usize> {
        let start = self.at;
        while self.peek().is_ascii_digit() {
            self.at += 1;
        }
        std::str::from_utf8(&self.s[start..self.at])
            .ok()?
            .parse()
            .ok()
    }

    /// `<source-name>`: a length and that many bytes.
    fn source_name(&mut self) -> Option<()> {
        let n = self.number()?;
        (n > 0 && n <= self.s.len().saturating_sub(self.at)).then(|| self.at += n)
    }

    /// A base-36 sequence number ending in `_` (`_` alone is the first).
    fn seq_id(&mut self) -> Option<usize> {
        if self.eat(b'_') {
            return Some(0);
        }
        let mut n = 0usize;
        while self.peek() != b'_' {
            let c = self.peek();
            let d = match c {
                b'0'..=b'9' => c - b'0',
                b'A'..=b'Z' => c - b'A' + 10,
                _ => return None,
            };
            n = n.checked_mul(36)?.checked_add(usize::from(d))?;
            self.at += 1;
        }
        self.at += 1;
        Some(n + 1)
    }

    /// `<unqualified-name>` with its ABI tags (`B<source-name>`).
    fn unqualified(&mut self) -> Option<()> {
        match self.peek() {
            b'0'..=b'9' => self.source_name()?,
            // Constructors and destructors.
            b'C' | b'D' if self.peek2().is_ascii_digit() => self.at += 2,
            // Operators (two lower-case letters).
            b'a'..=b'z' if self.peek2().is_ascii_lowercase() => self.at += 2,
            _ => return None,
        }
        while self.eat(b'B') {
            self.source_name()?;
        }
        Some(())
    }

    /// `<name>`; whether it ends in template arguments (a function
    /// template's name, whose encoding has a result type).
    fn name(&mut self) -> Option<bool> {
        match self.peek() {
            b'N' => self.nested(),
            b'S' if self.peek2() != b't' => {
                self.substitution()?;
                if self.peek() != b'I' {
                    return Some(false);
                }
                self.template_args(true)?;
                Some(true)
            }
            _ => {
                if self.eat(b'S') {
                    // `St`: in `std`.
                    self.at += 1;
                }
                self.unqualified()?;
                if self.peek() == b'I' {
                    self.subs.push(Kind::Other);
                    self.template_args(true)?;
                    return Some(true);
                }
                Some(false)
            }
        }
    }

    /// `N [CV] [ref] <prefix> <unqualified-name> E`; every prefix is a
    /// substitution candidate, the whole name is not.
    fn nested(&mut self) -> Option<bool> {
        self.at += 1;
        while matches!(self.peek(), b'r' | b'V' | b'K' | b'R' | b'O') {
            self.at += 1;
        }
        let mut pushed = 0;
        let mut template = false;
        while !self.eat(b'E') {
            template = false;
            match self.peek() {
                b'T' => self.template_param().map(drop)?,
                b'I' => {
                    self.template_args(true)?;
                    template = true;
                }
                b'S' if self.peek2() != b't' => {
                    self.substitution()?;
                    if pushed == 0 {
                        // The first component, already a candidate.
                        continue;
                    }
                }
                b'S' => {
                    self.at += 2;
                    self.unqualified()?;
                }
                0 => return None,
                _ => self.unqualified()?,
            }
            self.subs.push(Kind::Other);
            pushed += 1;
        }
        if pushed == 0 {
            return None;
        }
        self.subs.pop();
        Some(template)
    }

    /// `S_`, `S<seq-id>_` or an abbreviation (`Sa`, `Ss`, ...).
    fn substitution(&mut self) -> Option<Kind> {
        self.at += 1;
        if matches!(self.peek(), b'a' | b'b' | b's' | b'i' | b'o' | b'd') {
            self.at += 1;
            return Some(Kind::Other);
        }
        let k = self.seq_id()?;
        self.subs.get(k).copied()
    }

    /// `T_`, `T<n>_`: a template parameter of the name.
    fn template_param(&mut self) -> Option<Kind> {
        self.at += 1;
        let k = self.seq_id()?;
        Some(self.tparams.get(k).copied().unwrap_or(Kind::Other))
    }

    /// `I <template-arg>+ E`; the name's own (`name`) become its template
    /// parameters.
    fn template_args(&mut self, name: bool) -> Option<()> {
        self.at += 1;
        let mut args = Vec::new();
        while !self.eat(b'E') {
            args.push(self.template_arg()?);
        }
        if name {
            self.tparams = args;
        }
        Some(())
    }

    fn template_arg(&mut self) -> Option<Kind> {
        self.deeper(Self::template_arg_inner)
    }

    /// Runs `f` one level deeper, or gives no answer past [`MAX_DEPTH`].
    fn deeper<T>(&mut self, f: impl FnOnce(&mut Self) -> Option<T>) -> Option<T> {
        if self.depth >= MAX_DEPTH {
            return None;
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    fn template_arg_inner(&mut self) -> Option<Kind> {
        match self.peek() {
            b'L' => {
                self.literal()?;
                Some(Kind::Other)
            }
            // A pack.
            b'J' => {
                self.at += 1;
                while !self.eat(b'E') {
                    self.template_arg()?;
                }
                Some(Kind::Other)
            }
            // Expressions are not followed.
            b'X' => None,
            _ => self.ty(),
        }
    }

    /// `L <type> <value> E` (an integer or a floating-point value).
    fn literal(&mut self) -> Option<()> {
        self.at += 1;
        if self.peek() == b'_' {
            return None;
        }
        self.ty()?;
        while !self.eat(b'E') {
            if !self.peek().is_ascii_alphanumeric() {
                return None;
            }
            self.at += 1;
        }
        Some(())
    }

    /// `<type>`, adding the substitution candidates it makes.
    fn ty(&mut self) -> Option<Kind> {
        self.deeper(Self::ty_inner)
    }

    fn ty_inner(&mut self) -> Option<Kind> {
        let c = self.peek();
        let kind = match c {
            b'v' => {
                self.at += 1;
                return Some(Kind::Void);
            }
            b'w' | b'b' | b'c' | b'a' | b'h' | b's' | b't' | b'i' | b'j' | b'l' | b'm' | b'x'
            | b'y' | b'n' | b'o' | b'f' | b'd' | b'e' | b'g' | b'z' => {
                self.at += 1;
                return Some(Kind::Other);
            }
            b'D' => match self.peek2() {
                b'd' | b'e' | b'f' | b'h' | b'i' | b's' | b'u' | b'a' | b'c' | b'n' => {
                    self.at += 2;
                    return Some(Kind::Other);
                }
                // `DF<n>_`: _FloatN.
                b'F' => {
                    self.at += 2;
                    self.number()?;
                    self.eat(b'_').then_some(())?;
                    return Some(Kind::Other);
                }
                // A pack expansion.
                b'p' => {
                    self.at += 2;
                    self.ty()?
                }
                _ => return None,
            },
            b'r' | b'V' | b'K' => {
                while matches!(self.peek(), b'r' | b'V' | b'K') {
                    self.at += 1;
                }
                self.ty()?
            }
            b'P' => {
                self.at += 1;
                self.ty()?;
                Kind::Pointer
            }
            b'R' | b'O' => {
                self.at += 1;
                self.ty()?;
                Kind::Other
            }
            b'A' => {
                self.at += 1;
                self.number();
                self.eat(b'_').then_some(())?;
                self.ty()?;
                Kind::Other
            }
            b'F' => {
                self.at += 1;
                self.eat(b'Y');
                while !self.eat(b'E') {
                    if self.at >= self.s.len() {
                        return None;
                    }
                    self.ty()?;
                }
                Kind::Other
            }
            b'M' => {
                self.at += 1;
                self.ty()?;
                self.ty()?;
                Kind::Other
            }
            b'T' => {
                let k = self.template_param()?;
                if self.peek() == b'I' {
                    self.subs.push(k);
                    self.template_args(false)?;
                }
                k
            }
            b'S' if self.peek2() != b't' => {
                let k = self.substitution()?;
                if self.peek() != b'I' {
                    return Some(k);
                }
                self.template_args(false)?;
                Kind::Other
            }
            b'u' => {
                self.at += 1;
                self.source_name()?;
                Kind::Other
            }
            b'0'..=b'9' | b'N' | b'S' => {
                let tparams = self.tparams.clone();
                self.class_name()?;
                self.tparams = tparams;
                Kind::Other
            }
            _ => return None,
        };
        self.subs.push(kind);
        Some(kind)
    }

    /// A class or enum type's name (its template arguments are not the
    /// function's).
    fn class_name(&mut self) -> Option<()> {
        self.name().map(drop)
    }
}

#[cfg(test)]
mod tests {
    use super::pointer_params;

    fn ptrs(name: &str) -> Option<String> {
        pointer_params(name).map(|v| v.iter().map(|&p| if p { 'P' } else { '-' }).collect())
    }

    #[test]
    fn plain_functions() {
        assert_eq!(ptrs("_Z11adi_kernel2iPfS_S_").as_deref(), Some("-PPP"));
        assert_eq!(ptrs("_Z9vectorAddPKfS0_Pfi").as_deref(), Some("PPP-"));
        assert_eq!(
            ptrs("_Z11reorderDatajPjS_P5uint2S1_S_S_S_j").as_deref(),
            Some("-PPPPPPP-")
        );
        assert_eq!(
            ptrs("_Z5srad2fiilPiS_S_S_PfS0_S0_S0_S0_S0_").as_deref(),
            Some("----PPPPPPPPPP")
        );
        assert_eq!(ptrs("_Z3foov").as_deref(), Some(""));
        assert_eq!(ptrs("_Z6kernel5uint2Pj").as_deref(), Some("-P"));
    }

    #[test]
    fn templates_and_nested_names() {
        // `template <class T> void qssab_kernel(T*, T*, T*)` for float.
        assert_eq!(
            ptrs("_Z12qssab_kernelIfEvPT_S1_S1_").as_deref(),
            Some("PPP")
        );
        // `(const T*, T*, int, int)` for double.
        assert_eq!(
            ptrs("_Z20conv1d_tiled_cachingIdEvPKT_PS0_ii").as_deref(),
            Some("PP--")
        );
        assert_eq!(ptrs("_ZN2ns6kernelEPfi").as_deref(), Some("P-"));
        // A template argument that is a pointer, used as a parameter type.
        assert_eq!(ptrs("_Z1kIPiEvT_S0_l").as_deref(), Some("PP-"));
        // A literal template argument and a class template parameter type.
        assert_eq!(ptrs("_Z1kILi4EEv3BoxIiLi2EEPS1_").as_deref(), Some("-P"));
    }

    #[test]
    fn what_is_not_followed_gives_no_answer() {
        assert_eq!(ptrs("saxpy"), None);
        assert_eq!(ptrs("_Z1kILb1EEvDv4_f"), None);
        assert_eq!(ptrs("_Z1kIXadL_Z1gEEEvv"), None);
        assert_eq!(ptrs("_Z"), None);
    }

    #[test]
    fn a_length_past_the_name_gives_no_answer() {
        assert_eq!(ptrs("_Z18446744073709551615kPf"), None);
        assert_eq!(ptrs("_ZN18446744073709551615ns1kEPf"), None);
        assert_eq!(ptrs("_Z9kPf"), None);
    }

    #[test]
    fn deep_nesting_gives_no_answer() {
        let deep = format!("_Z1k{}f", "P".repeat(100_000));
        assert_eq!(ptrs(&deep), None);
        let packs = format!("_Z1kI{}iEvv", "J".repeat(100_000));
        assert_eq!(ptrs(&packs), None);
        // Real names nest far less.
        let fine = format!("_Z1k{}f", "P".repeat(100));
        assert_eq!(ptrs(&fine).as_deref(), Some("P"));
    }
}

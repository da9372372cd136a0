//! A small parser for the PTX that inline assembly carries: the statements of
//! an `asm` call's template and the operands its constraint string declares.
//!
//! The template is PTX with LLVM's operand placeholders: `$N` (or `${N}`)
//! names operand `N` of the call, `$$` is a literal `$`. Statements end in
//! `;`; `{` and `}` open and close a scope; `.reg .TYPE a, b<4>;` declares
//! registers (`b<4>` is `b0` .. `b3`); `@p` / `@!p` guards an instruction
//! with a predicate; `NAME:` is a label. An instruction is an opcode with
//! `.`-separated modifiers (`ld.global.v4.b32`) and comma-separated
//! operands: registers and special registers (`%r1`, `%tid.x`), `$N`,
//! immediates (`42`, `-1`, `0x7f`, `0f3F800000`, `0d3FF0000000000000`),
//! addresses (`[ $1 + 16 ]`), vectors (`{ $0, $1 }`), `p|q` pairs, `!p` and
//! the sink `_`.

use std::fmt;

/// One operand of an instruction.
#[derive(Debug, Clone, PartialEq)]
pub enum Operand {
    /// `$N`: operand `N` of the `asm` call.
    Arg(u32),
    /// A register, special register or other name (`%r1`, `a0`, `%tid.x`, `WARP_SZ`).
    Reg(String),
    /// An integer immediate (wide enough for every 64-bit value, signed or not).
    Int(i128),
    /// A 32-bit float immediate, as its bits (`0f3F800000`).
    F32(u32),
    /// A 64-bit float immediate, as its bits (`0d...`, or a decimal like `1.5`).
    F64(u64),
    /// `[base + offset]`; `base` is `None` for an absolute address.
    Addr {
        /// The register or operand holding the address.
        base: Option<Box<Operand>>,
        /// The byte offset added to it.
        offset: i64,
    },
    /// `{ a, b, ... }`.
    Vector(Vec<Operand>),
    /// `[handle, { x, y, ... }]`: a texture and the coordinates of a fetch.
    Texture {
        /// The register or operand holding the texture handle.
        handle: Box<Operand>,
        /// The coordinates.
        coords: Vec<Operand>,
    },
    /// `p|q`: two destinations (a value and a predicate, or a predicate and its negation).
    Pair(Box<Operand>, Box<Operand>),
    /// `!p`: a negated predicate.
    Not(Box<Operand>),
    /// `_`: a destination whose value is discarded.
    Sink,
}

/// An instruction guard: `@p` or `@!p`.
#[derive(Debug, Clone, PartialEq)]
pub struct Guard {
    /// The predicate (a register or `$N`).
    pub pred: Operand,
    /// Whether the instruction runs when the predicate is false (`@!p`).
    pub negated: bool,
}

/// One PTX instruction.
#[derive(Debug, Clone, PartialEq)]
pub struct Instruction {
    /// Its guard, if any.
    pub guard: Option<Guard>,
    /// The opcode without modifiers (`ld`).
    pub opcode: String,
    /// The modifiers in order (`["global", "v4", "b32"]`).
    pub modifiers: Vec<String>,
    /// The operands in order.
    pub operands: Vec<Operand>,
    /// The instruction as written, for messages.
    pub text: String,
}

impl Instruction {
    /// Whether modifier `m` is present.
    pub fn has(&self, m: &str) -> bool {
        self.modifiers.iter().any(|x| x == m)
    }

    /// The opcode with its modifiers (`ld.global.v4.b32`).
    pub fn mnemonic(&self) -> String {
        std::iter::once(self.opcode.as_str())
            .chain(self.modifiers.iter().map(String::as_str))
            .collect::<Vec<_>>()
            .join(".")
    }
}

/// One statement of a template.
#[derive(Debug, Clone, PartialEq)]
pub enum Statement {
    /// `{`: a new register scope.
    Open,
    /// `}`: the end of the innermost scope.
    Close,
    /// `.reg .TYPE names;`, with `name<N>` expanded.
    Reg {
        /// The register type without its dot (`b32`, `pred`).
        ty: String,
        /// The declared names.
        names: Vec<String>,
    },
    /// An instruction.
    Inst(Instruction),
    /// `NAME:`.
    Label(String),
    /// Any other directive (`.shared`, `.local`, ...), as written.
    Directive(String),
}

/// A template or constraint string that does not parse, with the reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError(pub String);

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A token.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Tok {
    /// `$N`.
    Arg(u32),
    /// A name, opcode, directive or register.
    Word(String),
    /// A number as written.
    Num(String),
    /// Punctuation.
    Punct(char),
    /// A string literal (whole modules only), without its quotes.
    Str(String),
}

/// Splits a template into tokens, each with its byte offset. In a whole
/// module (`module`), `$` is part of names (`$L__BB0_2`) rather than an
/// operand, and parentheses, `=` and string literals appear.
pub(crate) fn lex(src: &str, module: bool) -> Result<Vec<(usize, Tok)>, ParseError> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let word_char =
        |c: u8| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'%' | b'$' | b':');
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if module && c == b'"' {
            let end = src[i + 1..].find('"').ok_or_else(|| {
                ParseError(format!("unterminated string from line {}", line_of(src, i)))
            })?;
            out.push((i, Tok::Str(src[i + 1..i + 1 + end].to_string())));
            i += end + 2;
        } else if module && b"()=".contains(&c) {
            out.push((i, Tok::Punct(c as char)));
            i += 1;
        } else if src[i..].starts_with("//") {
            i = src[i..].find('\n').map_or(b.len(), |n| i + n);
        } else if src[i..].starts_with("/*") {
            i = src[i + 2..].find("*/").map(|n| i + n + 4).ok_or_else(|| {
                ParseError(format!(
                    "unterminated comment from line {}",
                    line_of(src, i)
                ))
            })?;
        } else if c == b'$' && !module && b.get(i + 1) == Some(&b'$') {
            // A literal `$` starting a name (`$$L1` is the label `$L1`).
            let start = i;
            i += 2;
            while i < b.len() && word_char(b[i]) {
                i += 1;
            }
            out.push((start, Tok::Word(src[start + 1..i].replace("$$", "$"))));
        } else if c == b'$' && !module {
            let start = i;
            let braced = b.get(i + 1) == Some(&b'{');
            i += 1 + usize::from(braced);
            let digits = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            if i == digits {
                return Err(ParseError(format!(
                    "`$` without an operand number at {start}"
                )));
            }
            let n = src[digits..i]
                .parse()
                .map_err(|_| ParseError(format!("operand number too large at {start}")))?;
            if braced {
                if b.get(i) != Some(&b'}') {
                    return Err(ParseError(format!(
                        "operand modifiers (`${{N:m}}`) are not supported at {start}"
                    )));
                }
                i += 1;
            }
            out.push((start, Tok::Arg(n)));
        } else if c.is_ascii_digit() {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'.') {
                // An exponent's sign (`1.5e-3`).
                i += 1;
                if matches!(b[i - 1], b'e' | b'E')
                    && !src[start..i].starts_with("0x")
                    && !src[start..i].starts_with("0f")
                    && !src[start..i].starts_with("0d")
                    && matches!(b.get(i), Some(b'+' | b'-'))
                {
                    i += 1;
                }
            }
            out.push((start, Tok::Num(src[start..i].to_string())));
        } else if c.is_ascii_alphabetic() || matches!(c, b'_' | b'.' | b'%' | b'$') {
            let start = i;
            while i < b.len() && word_char(b[i]) {
                // `name:` ends a label; `::` belongs to modifiers (`L1::evict_last`).
                if b[i] == b':' && b.get(i + 1) != Some(&b':') && (i == 0 || b[i - 1] != b':') {
                    break;
                }
                i += 1;
            }
            out.push((start, Tok::Word(src[start..i].to_string())));
        } else if b"{}[],;@!+-|<>:".contains(&c) {
            out.push((i, Tok::Punct(c as char)));
            i += 1;
        } else {
            // A whole module's position is its line, a template's the offset.
            let at = if module {
                format!("line {}", line_of(src, i))
            } else {
                i.to_string()
            };
            return Err(ParseError(format!(
                "unexpected character `{}` at {at}",
                src[i..].chars().next().unwrap_or('?')
            )));
        }
    }
    Ok(out)
}

/// The line (from 1) of byte `offset` of `src`.
fn line_of(src: &str, offset: usize) -> usize {
    src.as_bytes()[..offset.min(src.len())]
        .iter()
        .filter(|b| **b == b'\n')
        .count()
        + 1
}

/// Parses an integer or float immediate.
pub fn parse_number(s: &str) -> Option<Operand> {
    let s = s.strip_suffix(['U', 'u']).unwrap_or(s);
    let hex = |h: &str, bits: u32| {
        (h.len() as u32 == bits / 4)
            .then(|| u64::from_str_radix(h, 16).ok())
            .flatten()
    };
    if let Some(h) = s.strip_prefix("0f").or_else(|| s.strip_prefix("0F")) {
        return hex(h, 32).map(|v| Operand::F32(v as u32));
    }
    if let Some(h) = s.strip_prefix("0d").or_else(|| s.strip_prefix("0D")) {
        return hex(h, 64).map(Operand::F64);
    }
    if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        return i128::from_str_radix(h, 16).ok().map(Operand::Int);
    }
    if let Some(h) = s.strip_prefix("0b").or_else(|| s.strip_prefix("0B")) {
        return i128::from_str_radix(h, 2).ok().map(Operand::Int);
    }
    if s.contains(['.', 'e', 'E']) {
        return s.parse::<f64>().ok().map(|f| Operand::F64(f.to_bits()));
    }
    if s.len() > 1 && s.starts_with('0') {
        return i128::from_str_radix(&s[1..], 8).ok().map(Operand::Int);
    }
    s.parse().ok().map(Operand::Int)
}

/// Most registers one `.reg` declaration makes (`%r<N>`): far past what any
/// program declares, and a bound on what a declaration costs.
const MAX_REGISTERS: u32 = 1 << 16;

/// A cursor over the tokens of a template or module.
pub(crate) struct Parser<'a> {
    pub(crate) src: &'a str,
    pub(crate) toks: Vec<(usize, Tok)>,
    pub(crate) at: usize,
}

impl Parser<'_> {
    pub(crate) fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.at).map(|(_, t)| t)
    }

    pub(crate) fn next(&mut self) -> Option<Tok> {
        let t = self.toks.get(self.at).map(|(_, t)| t.clone());
        self.at += 1;
        t
    }

    pub(crate) fn offset(&self) -> usize {
        self.toks.get(self.at).map_or(self.src.len(), |(o, _)| *o)
    }

    pub(crate) fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(&Tok::Punct(c)) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    pub(crate) fn expect(&mut self, c: char, what: &str) -> Result<(), ParseError> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.error(&format!("expected `{c}` {what}")))
        }
    }

    pub(crate) fn error(&self, msg: &str) -> ParseError {
        let at = self.offset();
        let rest: String = self.src[at..].chars().take(24).collect();
        ParseError(format!("{msg} at `{}`", rest.trim()))
    }

    /// Skips to the end of the statement that starts at `start` and returns its text.
    fn text_from(&self, start: usize) -> String {
        let end = self.toks.get(self.at).map_or(self.src.len(), |(o, _)| *o);
        self.src[start..end]
            .trim()
            .trim_end_matches(';')
            .trim()
            .to_string()
    }

    pub(crate) fn statement(&mut self) -> Result<Option<Statement>, ParseError> {
        let start = self.offset();
        let Some(tok) = self.peek().cloned() else {
            return Ok(None);
        };
        match tok {
            Tok::Punct(';') => {
                self.at += 1;
                self.statement()
            }
            Tok::Punct('{') => {
                self.at += 1;
                Ok(Some(Statement::Open))
            }
            Tok::Punct('}') => {
                self.at += 1;
                Ok(Some(Statement::Close))
            }
            Tok::Word(w) if w == ".reg" || w.starts_with(".reg.") => {
                self.at += 1;
                // `.reg.b32 r;` is `.reg .b32 r;` written without the space.
                let ty = w.strip_prefix(".reg.").map(str::to_string);
                self.reg(ty).map(Some)
            }
            Tok::Word(w) if w.starts_with('.') => {
                while !matches!(self.peek(), None | Some(Tok::Punct(';'))) {
                    self.at += 1;
                }
                let text = self.text_from(start);
                self.eat(';');
                Ok(Some(Statement::Directive(text)))
            }
            Tok::Word(w)
                if self.toks.get(self.at + 1).map(|(_, t)| t) == Some(&Tok::Punct(':')) =>
            {
                self.at += 2;
                Ok(Some(Statement::Label(w)))
            }
            _ => self.instruction(start).map(|i| Some(Statement::Inst(i))),
        }
    }

    pub(crate) fn reg(&mut self, ty: Option<String>) -> Result<Statement, ParseError> {
        let mut ty = ty;
        let mut names = Vec::new();
        loop {
            match self.next() {
                Some(Tok::Word(w)) if w.starts_with('.') => {
                    // `.v2 .b32` vectors of registers are not supported.
                    if ty.is_some() {
                        return Err(self.error("a register vector type"));
                    }
                    ty = Some(w[1..].to_string());
                }
                Some(Tok::Word(name)) => {
                    if self.eat('<') {
                        let n = match self.next() {
                            Some(Tok::Num(n)) => n.parse::<u32>().ok(),
                            _ => None,
                        }
                        .ok_or_else(|| self.error("expected a register count"))?;
                        self.expect('>', "after a register count")?;
                        if n > MAX_REGISTERS || names.len() as u32 + n > MAX_REGISTERS {
                            return Err(self.error("too many registers in one declaration"));
                        }
                        names.extend((0..n).map(|i| format!("{name}{i}")));
                    } else {
                        names.push(name);
                    }
                    if self.eat(',') {
                        continue;
                    }
                    self.expect(';', "after a register declaration")?;
                    break;
                }
                _ => return Err(self.error("expected a register name")),
            }
        }
        let ty = ty.ok_or_else(|| self.error("a register declaration without a type"))?;
        Ok(Statement::Reg { ty, names })
    }

    pub(crate) fn instruction(&mut self, start: usize) -> Result<Instruction, ParseError> {
        let mut guard = None;
        if self.eat('@') {
            let negated = self.eat('!');
            let pred = match self.next() {
                Some(Tok::Arg(n)) => Operand::Arg(n),
                Some(Tok::Word(w)) => Operand::Reg(w),
                _ => return Err(self.error("expected a guard predicate")),
            };
            guard = Some(Guard { pred, negated });
        }
        let Some(Tok::Word(mnemonic)) = self.next() else {
            return Err(self.error("expected an opcode"));
        };
        let mut parts = mnemonic.split('.').map(str::to_string);
        let opcode = parts.next().unwrap_or_default();
        let modifiers: Vec<String> = parts.filter(|p| !p.is_empty()).collect();
        let mut operands = Vec::new();
        if !self.eat(';') && self.peek().is_some() {
            loop {
                operands.push(self.operand()?);
                if self.eat(',') {
                    continue;
                }
                if !self.eat(';') && self.peek().is_some() {
                    return Err(self.error("expected `,` or `;` after an operand"));
                }
                break;
            }
        }
        let text = self.text_from(start);
        Ok(Instruction {
            guard,
            opcode,
            modifiers,
            operands,
            text,
        })
    }

    pub(crate) fn operand(&mut self) -> Result<Operand, ParseError> {
        let first = self.simple_operand()?;
        if self.eat('|') {
            let second = self.simple_operand()?;
            return Ok(Operand::Pair(Box::new(first), Box::new(second)));
        }
        Ok(first)
    }

    fn simple_operand(&mut self) -> Result<Operand, ParseError> {
        match self.next() {
            Some(Tok::Arg(n)) => Ok(Operand::Arg(n)),
            Some(Tok::Word(w)) if w == "_" => Ok(Operand::Sink),
            Some(Tok::Word(w)) => Ok(Operand::Reg(w)),
            Some(Tok::Num(n)) => parse_number(&n).ok_or_else(|| self.error("a bad number")),
            Some(Tok::Punct('-')) => match self.next() {
                Some(Tok::Num(n)) => match parse_number(&n) {
                    Some(Operand::Int(v)) => Ok(Operand::Int(-v)),
                    Some(Operand::F64(v)) => Ok(Operand::F64((-f64::from_bits(v)).to_bits())),
                    _ => Err(self.error("a bad negative number")),
                },
                _ => Err(self.error("expected a number after `-`")),
            },
            Some(Tok::Punct('!')) => Ok(Operand::Not(Box::new(self.simple_operand()?))),
            Some(Tok::Punct('{')) => {
                let mut items = Vec::new();
                if !self.eat('}') {
                    loop {
                        items.push(self.operand()?);
                        if self.eat(',') {
                            continue;
                        }
                        self.expect('}', "to close a vector")?;
                        break;
                    }
                }
                Ok(Operand::Vector(items))
            }
            Some(Tok::Punct('[')) => self.address(),
            _ => {
                self.at = self.at.saturating_sub(1);
                Err(self.error("expected an operand"))
            }
        }
    }

    fn address(&mut self) -> Result<Operand, ParseError> {
        let mut base = None;
        let mut offset: i64 = 0;
        let mut sign = 1i64;
        let mut first = true;
        loop {
            if self.eat(']') {
                break;
            }
            if !first {
                if self.eat('+') {
                    sign = 1;
                } else if self.eat('-') {
                    sign = -1;
                } else {
                    return Err(self.error("expected `+`, `-` or `]` in an address"));
                }
                // `+-4`
                if self.eat('-') {
                    sign = -sign;
                }
            }
            first = false;
            match self.next() {
                Some(Tok::Num(n)) => match parse_number(&n) {
                    Some(Operand::Int(v)) => {
                        let v = i64::try_from(v).map_err(|_| self.error("an offset too large"))?;
                        offset = offset.wrapping_add(sign.wrapping_mul(v));
                    }
                    _ => return Err(self.error("a bad address offset")),
                },
                Some(Tok::Arg(n)) if base.is_none() && sign == 1 => {
                    base = Some(Box::new(Operand::Arg(n)));
                }
                Some(Tok::Word(w)) if base.is_none() && sign == 1 => {
                    base = Some(Box::new(Operand::Reg(w)));
                }
                _ => return Err(self.error("an address is `[reg]`, `[reg+imm]` or `[imm]`")),
            }
            if offset == 0
                && let Some(handle) = base.take_if(|_| self.eat(','))
            {
                let Operand::Vector(coords) = self.simple_operand()? else {
                    return Err(self.error("a texture's coordinates are a vector `{x, y}`"));
                };
                self.expect(']', "to close a texture operand")?;
                return Ok(Operand::Texture { handle, coords });
            }
        }
        Ok(Operand::Addr { base, offset })
    }
}

/// Parses an asm template into statements.
pub fn parse(src: &str) -> Result<Vec<Statement>, ParseError> {
    let mut p = Parser {
        src,
        toks: lex(src, false)?,
        at: 0,
    };
    let mut out = Vec::new();
    let mut depth = 0usize;
    while let Some(s) = p.statement()? {
        match s {
            Statement::Open => depth += 1,
            Statement::Close => {
                depth = depth
                    .checked_sub(1)
                    .ok_or_else(|| ParseError("`}` without `{`".into()))?;
            }
            _ => {}
        }
        out.push(s);
    }
    if depth != 0 {
        return Err(ParseError("`{` without `}`".into()));
    }
    Ok(out)
}

/// The register class of a constraint letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    /// `b`: a predicate (`i1`).
    Pred,
    /// `c`: an 8-bit integer held in a 16-bit register.
    I8,
    /// `h`: 16 bits.
    I16,
    /// `r`: 32 bits.
    I32,
    /// `l`: 64 bits.
    I64,
    /// `q`: 128 bits.
    I128,
    /// `f`: an `f32`.
    F32,
    /// `d`: an `f64`.
    F64,
    /// `n` or `i`: an immediate.
    Imm,
}

/// One entry of a constraint string.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Constraint {
    /// `=r`, `=&l`, ...: an output.
    Output(Class),
    /// `r`, `l`, `n`, ...: an input.
    Input(Class),
    /// `0`, `1`, ...: an input in the register of output `N`.
    Tied(u32),
    /// `~{memory}`, ...: a clobber (no operand).
    Clobber(String),
}

fn class(s: &str) -> Option<Class> {
    Some(match s {
        "b" => Class::Pred,
        "c" => Class::I8,
        "h" => Class::I16,
        "r" => Class::I32,
        "l" => Class::I64,
        "q" => Class::I128,
        "f" => Class::F32,
        "d" => Class::F64,
        "n" | "i" => Class::Imm,
        _ => return None,
    })
}

/// Parses an inline asm constraint string (`=r,=r,l,b,~{memory}`).
pub fn parse_constraints(s: &str) -> Result<Vec<Constraint>, ParseError> {
    if s.trim().is_empty() {
        return Ok(Vec::new());
    }
    s.split(',')
        .map(|c| {
            let c = c.trim();
            if let Some(rest) = c.strip_prefix('~') {
                return Ok(Constraint::Clobber(rest.to_string()));
            }
            if let Some(rest) = c.strip_prefix('=') {
                let rest = rest.strip_prefix('&').unwrap_or(rest);
                return class(rest)
                    .map(Constraint::Output)
                    .ok_or_else(|| ParseError(format!("unsupported output constraint `{c}`")));
            }
            if let Ok(n) = c.parse::<u32>() {
                return Ok(Constraint::Tied(n));
            }
            class(c)
                .map(Constraint::Input)
                .ok_or_else(|| ParseError(format!("unsupported input constraint `{c}`")))
        })
        .collect()
}

#[cfg(test)]
mod tests;

//! The parser of whole PTX modules: directives, variables and functions
//! around the statements that the inline-PTX parser ([`crate::nvvm::ptx`])
//! reads inside bodies.

use crate::nvvm::ptx::{Guard, Operand, ParseError, Parser, Statement, Tok, lex};

/// A state space of a variable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Space {
    Global,
    Const,
    Shared,
    Local,
}

/// A module-scope or function-scope variable.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Var {
    pub space: Space,
    /// `.extern` (a dynamic shared array, or a variable defined elsewhere).
    pub external: bool,
    pub align: Option<u32>,
    /// Element type without its dot (`b8`, `f32`).
    pub ty: String,
    /// `.v2`/`.v4` elements.
    pub vector: u32,
    pub name: String,
    /// Array dimensions; `None` for `[]`.
    pub dims: Vec<Option<u64>>,
    /// The initializer's values, flattened.
    pub init: Option<Vec<Operand>>,
    /// `.attribute(.managed)`: CUDA's `__managed__`.
    pub managed: bool,
    pub line: usize,
}

/// A `.param` of a function, or one declared for a call.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct ParamDecl {
    pub ty: String,
    pub align: Option<u32>,
    /// Bytes of an array parameter (`.b8 p[16]`).
    pub array: Option<u64>,
    /// `.ptr` (any state space named with it).
    pub ptr: bool,
    pub name: String,
}

/// A `call`.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Call {
    pub guard: Option<Guard>,
    pub rets: Vec<Operand>,
    pub callee: String,
    pub args: Vec<Operand>,
    pub text: String,
}

/// One statement of a function body.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Body {
    /// What inline PTX has too: scopes, registers, instructions, labels.
    Stmt(Statement),
    /// `.reg .vN .T name`: a vector register, as its `.x`/`.y`/... parts.
    VecReg {
        ty: String,
        names: Vec<String>,
    },
    Var(Var),
    Param(ParamDecl),
    Call(Call),
    /// An instruction whose operands do not parse, with the reason.
    Unparsed {
        text: String,
        why: String,
    },
    /// `LABEL: .branchtargets A, B, ...;`: the table `brx.idx` jumps through.
    BranchTargets {
        label: String,
        targets: Vec<String>,
    },
}

/// A `.entry` or `.func`.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Func {
    pub kernel: bool,
    pub visible: bool,
    pub name: String,
    pub rets: Vec<ParamDecl>,
    pub params: Vec<ParamDecl>,
    /// `.maxntid`, `.reqntid`, `.minnctapersm`, ... with their values.
    pub perf: Vec<(String, Vec<u64>)>,
    /// The body with each statement's line; `None` for a declaration.
    pub body: Option<Vec<(usize, Body)>>,
    pub line: usize,
}

/// A parsed module.
#[derive(Debug, Clone, PartialEq, Default)]
pub(crate) struct Ast {
    pub version: String,
    pub target: Vec<String>,
    pub address_size: u32,
    pub vars: Vec<Var>,
    pub funcs: Vec<Func>,
}

/// Blanks what the token stream cannot delimit: `.loc`/`.file` lines and
/// `.section` blocks (debug information), keeping line numbers.
fn strip_debug(src: &str) -> String {
    let mut out = String::with_capacity(src.len());
    let mut in_section = false;
    for line in src.split_inclusive('\n') {
        let t = line.trim_start();
        let blank = if in_section {
            if t.starts_with('}') {
                in_section = false;
            }
            true
        } else if t.starts_with(".section") {
            in_section = !t.contains('}');
            true
        } else {
            let word = t.split(|c: char| c.is_whitespace()).next().unwrap_or("");
            matches!(word, ".loc" | ".file") || t.starts_with("@@")
        };
        if blank {
            out.extend(line.chars().map(|c| if c == '\n' { '\n' } else { ' ' }));
        } else {
            out.push_str(line);
        }
    }
    out
}

struct ModParser<'a> {
    p: Parser<'a>,
    lines: Vec<usize>,
}

impl ModParser<'_> {
    fn line_at(&self, offset: usize) -> usize {
        self.lines.partition_point(|&s| s <= offset)
    }

    fn line(&self) -> usize {
        self.line_at(self.p.offset())
    }

    fn err(&self, msg: &str) -> ParseError {
        let e = self.p.error(msg);
        ParseError(format!("line {}: {}", self.line(), e.0))
    }

    fn word(&mut self) -> Option<String> {
        match self.p.peek() {
            Some(Tok::Word(w)) => {
                let w = w.clone();
                self.p.at += 1;
                Some(w)
            }
            _ => None,
        }
    }

    fn peek_word(&self) -> Option<&str> {
        match self.p.peek() {
            Some(Tok::Word(w)) => Some(w.as_str()),
            _ => None,
        }
    }

    fn number(&mut self) -> Result<u64, ParseError> {
        match self.p.next() {
            Some(Tok::Num(n)) => match crate::nvvm::ptx::parse_number(&n) {
                Some(Operand::Int(v)) => u64::try_from(v).map_err(|_| self.err("a bad number")),
                _ => Err(self.err("expected an integer")),
            },
            _ => {
                self.p.at = self.p.at.saturating_sub(1);
                Err(self.err("expected an integer"))
            }
        }
    }

    fn module(&mut self) -> Result<Ast, ParseError> {
        let mut ast = Ast::default();
        while let Some(tok) = self.p.peek().cloned() {
            let line = self.line();
            let Tok::Word(w) = tok else {
                if self.p.eat(';') {
                    continue;
                }
                return Err(self.err("expected a directive"));
            };
            match w.as_str() {
                ".version" => {
                    self.p.at += 1;
                    match self.p.next() {
                        Some(Tok::Num(n)) => ast.version = n,
                        _ => return Err(self.err("expected a version number")),
                    }
                }
                ".target" => {
                    self.p.at += 1;
                    loop {
                        let t = self.word().ok_or_else(|| self.err("expected a target"))?;
                        ast.target.push(t);
                        if !self.p.eat(',') {
                            break;
                        }
                    }
                }
                ".address_size" => {
                    self.p.at += 1;
                    ast.address_size = self.number()? as u32;
                }
                ".pragma" => {
                    self.p.at += 1;
                    while !matches!(self.p.next(), None | Some(Tok::Punct(';'))) {}
                }
                _ => {
                    let mut visible = false;
                    let mut external = false;
                    while let Some(l) = self.peek_word() {
                        match l {
                            ".visible" | ".weak" | ".common" => visible = true,
                            ".extern" => external = true,
                            _ => break,
                        }
                        self.p.at += 1;
                    }
                    match self.peek_word() {
                        Some(".entry") | Some(".func") => {
                            let f = self.func(visible, line)?;
                            ast.funcs.push(f);
                        }
                        Some(".global" | ".const" | ".shared" | ".local") => {
                            let v = self.var(external, line)?;
                            ast.vars.push(v);
                        }
                        _ => return Err(self.err("expected a function or variable")),
                    }
                }
            }
        }
        Ok(ast)
    }

    fn var(&mut self, external: bool, line: usize) -> Result<Var, ParseError> {
        let space = match self.word().as_deref() {
            Some(".global") => Space::Global,
            Some(".const") => Space::Const,
            Some(".shared") => Space::Shared,
            Some(".local") => Space::Local,
            _ => return Err(self.err("expected a state space")),
        };
        let mut v = Var {
            space,
            external,
            align: None,
            ty: String::new(),
            vector: 1,
            name: String::new(),
            dims: Vec::new(),
            init: None,
            managed: false,
            line,
        };
        while let Some(w) = self.peek_word().map(str::to_string) {
            if !w.starts_with('.') {
                break;
            }
            self.p.at += 1;
            match w.as_str() {
                ".align" => v.align = Some(self.number()? as u32),
                ".v2" => v.vector = 2,
                ".v4" => v.vector = 4,
                ".v8" => v.vector = 8,
                ".attribute" => {
                    self.p.expect('(', "after .attribute")?;
                    loop {
                        match self.p.next() {
                            None | Some(Tok::Punct(')')) => break,
                            Some(Tok::Word(a)) if a == ".managed" => v.managed = true,
                            Some(_) => {}
                        }
                    }
                }
                ".shared::cta" => v.space = Space::Shared,
                t if v.ty.is_empty() => v.ty = t[1..].to_string(),
                _ => return Err(self.err("unexpected type")),
            }
        }
        if v.ty.is_empty() {
            return Err(self.err("a variable without a type"));
        }
        v.name = self.word().ok_or_else(|| self.err("expected a name"))?;
        while self.p.eat('[') {
            if self.p.eat(']') {
                v.dims.push(None);
                continue;
            }
            v.dims.push(Some(self.number()?));
            self.p.expect(']', "after an array size")?;
        }
        if self.p.eat('=') {
            let mut items = Vec::new();
            self.init(&mut items, 0)?;
            v.init = Some(items);
        }
        self.p.expect(';', "after a variable")?;
        Ok(v)
    }

    fn init(&mut self, out: &mut Vec<Operand>, depth: u32) -> Result<(), ParseError> {
        if depth > 8 {
            return Err(self.err("an initializer nested too deeply"));
        }
        if self.p.eat('{') {
            if self.p.eat('}') {
                return Ok(());
            }
            loop {
                self.init(out, depth + 1)?;
                if self.p.eat(',') {
                    continue;
                }
                self.p.expect('}', "to close an initializer")?;
                return Ok(());
            }
        }
        let op = self.p.operand()?;
        out.push(op);
        Ok(())
    }

    fn param(&mut self) -> Result<ParamDecl, ParseError> {
        if self.word().as_deref() != Some(".param") {
            return Err(self.err("expected .param"));
        }
        let mut d = ParamDecl {
            ty: String::new(),
            align: None,
            array: None,
            ptr: false,
            name: String::new(),
        };
        while let Some(w) = self.peek_word().map(str::to_string) {
            if !w.starts_with('.') {
                break;
            }
            self.p.at += 1;
            match w.as_str() {
                ".align" => d.align = Some(self.number()? as u32),
                ".ptr" => d.ptr = true,
                ".global" | ".const" | ".shared" | ".local" => {}
                t if d.ty.is_empty() => d.ty = t[1..].to_string(),
                _ => return Err(self.err("unexpected parameter attribute")),
            }
        }
        if d.ty.is_empty() {
            return Err(self.err("a parameter without a type"));
        }
        d.name = self
            .word()
            .ok_or_else(|| self.err("expected a parameter name"))?;
        if self.p.eat('[') {
            let n = self.number()?;
            self.p.expect(']', "after an array size")?;
            let elem = crate::nvvm::asm::Ty::parse(&d.ty)
                .map(|t| u64::from(t.bits().max(8) / 8))
                .ok_or_else(|| self.err("an array of an unknown type"))?;
            d.array = Some(n.saturating_mul(elem));
        }
        Ok(d)
    }

    fn param_list(&mut self) -> Result<Vec<ParamDecl>, ParseError> {
        let mut out = Vec::new();
        self.p.expect('(', "to open a parameter list")?;
        if self.p.eat(')') {
            return Ok(out);
        }
        loop {
            out.push(self.param()?);
            if self.p.eat(',') {
                continue;
            }
            self.p.expect(')', "to close a parameter list")?;
            return Ok(out);
        }
    }

    fn func(&mut self, visible: bool, line: usize) -> Result<Func, ParseError> {
        let kernel = self.word().as_deref() == Some(".entry");
        let rets = if !kernel && self.p.peek() == Some(&Tok::Punct('(')) {
            self.param_list()?
        } else {
            Vec::new()
        };
        let name = self
            .word()
            .ok_or_else(|| self.err("expected a function name"))?;
        let params = if self.p.peek() == Some(&Tok::Punct('(')) {
            self.param_list()?
        } else {
            Vec::new()
        };
        let mut perf = Vec::new();
        while let Some(w) = self.peek_word().map(str::to_string) {
            self.p.at += 1;
            let mut vals = Vec::new();
            if w != ".noreturn" {
                loop {
                    vals.push(self.number()?);
                    if !self.p.eat(',') {
                        break;
                    }
                }
            }
            perf.push((w[1..].to_string(), vals));
        }
        let body = if self.p.eat(';') {
            None
        } else {
            Some(self.body()?)
        };
        Ok(Func {
            kernel,
            visible,
            name,
            rets,
            params,
            perf,
            body,
            line,
        })
    }

    fn body(&mut self) -> Result<Vec<(usize, Body)>, ParseError> {
        self.p.expect('{', "to open a function body")?;
        let mut out = Vec::new();
        let mut depth = 1usize;
        loop {
            let start = self.p.offset();
            let line = self.line();
            let Some(tok) = self.p.peek().cloned() else {
                return Err(self.err("a function body without its `}`"));
            };
            let stmt = match tok {
                Tok::Punct('{') => {
                    self.p.at += 1;
                    depth += 1;
                    Body::Stmt(Statement::Open)
                }
                Tok::Punct('}') => {
                    self.p.at += 1;
                    depth -= 1;
                    if depth == 0 {
                        return Ok(out);
                    }
                    Body::Stmt(Statement::Close)
                }
                Tok::Punct(';') => {
                    self.p.at += 1;
                    continue;
                }
                Tok::Word(w) if w == ".reg" => self.reg()?,
                Tok::Word(w) if w.starts_with(".reg.") => {
                    // `.reg.b32 r;`: the type written without a space.
                    let ty = w[".reg.".len()..].to_string();
                    self.p.at += 1;
                    Body::Stmt(self.p.reg(Some(ty)).map_err(|e| self.located(e))?)
                }
                Tok::Word(w) if w == ".param" => {
                    let d = self.param()?;
                    self.p.expect(';', "after a parameter")?;
                    Body::Param(d)
                }
                Tok::Word(w) if w == ".pragma" => {
                    while !matches!(self.p.next(), None | Some(Tok::Punct(';'))) {}
                    continue;
                }
                Tok::Word(w)
                    if matches!(w.as_str(), ".local" | ".shared" | ".global" | ".const") =>
                {
                    Body::Var(self.var(false, line)?)
                }
                Tok::Word(w) if w == ".extern" => {
                    self.p.at += 1;
                    Body::Var(self.var(true, line)?)
                }
                Tok::Word(w)
                    if self.p.toks.get(self.p.at + 1).map(|t| &t.1) == Some(&Tok::Punct(':')) =>
                {
                    self.p.at += 2;
                    if self.peek_word() == Some(".branchtargets") {
                        self.p.at += 1;
                        let mut targets = Vec::new();
                        loop {
                            targets.push(self.word().ok_or_else(|| self.err("expected a label"))?);
                            if !self.p.eat(',') {
                                break;
                            }
                        }
                        self.p.expect(';', "after .branchtargets")?;
                        Body::BranchTargets { label: w, targets }
                    } else {
                        Body::Stmt(Statement::Label(w))
                    }
                }
                _ if self.is_call() => Body::Call(self.call(start)?),
                _ => {
                    let at = self.p.at;
                    match self.p.instruction(start) {
                        Ok(i) => Body::Stmt(Statement::Inst(i)),
                        Err(e) => {
                            // Skip to the end of the statement; the
                            // translation lists it with the others.
                            self.p.at = at;
                            while !matches!(self.p.next(), None | Some(Tok::Punct(';'))) {}
                            let end = self.p.offset().min(self.p.src.len());
                            let text = self.p.src[start..end].trim().trim_end_matches(';');
                            Body::Unparsed {
                                text: text.to_string(),
                                why: e.0,
                            }
                        }
                    }
                }
            };
            out.push((line, stmt));
        }
    }

    fn located(&self, e: ParseError) -> ParseError {
        ParseError(format!("line {}: {}", self.line(), e.0))
    }

    fn reg(&mut self) -> Result<Body, ParseError> {
        let vector = match self.p.toks.get(self.p.at + 1).map(|t| &t.1) {
            Some(Tok::Word(w)) if matches!(w.as_str(), ".v2" | ".v4") => Some(w.clone()),
            _ => None,
        };
        let Some(v) = vector else {
            self.p.at += 1;
            return Ok(Body::Stmt(self.p.reg(None).map_err(|e| self.located(e))?));
        };
        self.p.at += 2;
        let ty = self
            .word()
            .and_then(|w| w.strip_prefix('.').map(str::to_string))
            .ok_or_else(|| self.err("expected a register type"))?;
        let lanes: &[&str] = if v == ".v2" {
            &["x", "y"]
        } else {
            &["x", "y", "z", "w"]
        };
        let mut names = Vec::new();
        loop {
            let n = self
                .word()
                .ok_or_else(|| self.err("expected a register name"))?;
            names.extend(lanes.iter().map(|l| format!("{n}.{l}")));
            if !self.p.eat(',') {
                break;
            }
        }
        self.p.expect(';', "after a register declaration")?;
        Ok(Body::VecReg { ty, names })
    }

    fn is_call(&self) -> bool {
        let mut at = self.p.at;
        if self.p.toks.get(at).map(|t| &t.1) == Some(&Tok::Punct('@')) {
            at += 1;
            if self.p.toks.get(at).map(|t| &t.1) == Some(&Tok::Punct('!')) {
                at += 1;
            }
            at += 1;
        }
        matches!(self.p.toks.get(at).map(|t| &t.1), Some(Tok::Word(w)) if w == "call" || w.starts_with("call."))
    }

    fn operand_list(&mut self) -> Result<Vec<Operand>, ParseError> {
        let mut out = Vec::new();
        self.p.expect('(', "to open a call's operands")?;
        if self.p.eat(')') {
            return Ok(out);
        }
        loop {
            out.push(self.p.operand()?);
            if self.p.eat(',') {
                continue;
            }
            self.p.expect(')', "to close a call's operands")?;
            return Ok(out);
        }
    }

    fn call(&mut self, start: usize) -> Result<Call, ParseError> {
        let mut guard = None;
        if self.p.eat('@') {
            let negated = self.p.eat('!');
            let pred = Operand::Reg(
                self.word()
                    .ok_or_else(|| self.err("expected a predicate"))?,
            );
            guard = Some(Guard { pred, negated });
        }
        self.word();
        let rets = if self.p.peek() == Some(&Tok::Punct('(')) {
            let r = self.operand_list()?;
            self.p.expect(',', "after a call's results")?;
            r
        } else {
            Vec::new()
        };
        let callee = self
            .word()
            .ok_or_else(|| self.err("expected the called function"))?;
        let mut args = Vec::new();
        if self.p.eat(',') {
            if self.p.peek() == Some(&Tok::Punct('(')) {
                args = self.operand_list()?;
            }
            // A prototype or jump table (indirect calls) is refused later.
            if self.p.eat(',') {
                self.word();
            }
        }
        self.p.expect(';', "after a call")?;
        let end = self.p.offset();
        let text = self.p.src[start..end.min(self.p.src.len())]
            .trim()
            .trim_end_matches(';')
            .to_string();
        Ok(Call {
            guard,
            rets,
            callee,
            args,
            text,
        })
    }
}

/// Parses a PTX module.
pub(crate) fn parse(src: &str) -> Result<Ast, ParseError> {
    let text = strip_debug(src);
    let lines: Vec<usize> = std::iter::once(0)
        .chain(text.match_indices('\n').map(|(i, _)| i + 1))
        .collect();
    let toks = lex(&text, true)?;
    let mut mp = ModParser {
        p: Parser {
            src: &text,
            toks,
            at: 0,
        },
        lines,
    };
    let ast = mp.module()?;
    if ast.version.is_empty() {
        return Err(ParseError("not a PTX module: no `.version`".into()));
    }
    if ast.funcs.iter().all(|f| !f.kernel || f.body.is_none()) {
        return Err(ParseError("no kernels: no `.entry` with a body".into()));
    }
    Ok(ast)
}

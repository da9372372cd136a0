//! Elementwise operators written as expressions (`a * b + exp(c)`), for the
//! persistent runtime from Python: parsed here, built with gpujit's builder.

use gpujit::ir::{KernelBuilder, MathOp, Value};

/// An expression over named `f32` inputs.
#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    /// A number.
    Num(f32),
    /// Input `i`.
    Input(usize),
    /// `-e`.
    Neg(Box<Expr>),
    /// `a op b` for `+ - * /`.
    Bin(char, Box<Expr>, Box<Expr>),
    /// A math function (`exp`, `pow`, `min`, ...).
    Call(MathOp, Vec<Expr>),
    /// `fma(a, b, c)`.
    Fma(Box<Expr>, Box<Expr>, Box<Expr>),
}

struct Parser<'a> {
    src: &'a str,
    at: usize,
    inputs: &'a [String],
}

impl Parser<'_> {
    fn err<T>(&self, what: &str) -> Result<T, String> {
        Err(format!(
            "{what} at column {} of `{}`",
            self.at + 1,
            self.src
        ))
    }

    fn skip(&mut self) {
        while self.src[self.at..].starts_with(char::is_whitespace) {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.skip();
        self.src[self.at..].chars().next()
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.at += c.len_utf8();
            true
        } else {
            false
        }
    }

    fn expr(&mut self) -> Result<Expr, String> {
        let mut e = self.term()?;
        while let Some(c @ ('+' | '-')) = self.peek() {
            self.at += 1;
            e = Expr::Bin(c, Box::new(e), Box::new(self.term()?));
        }
        Ok(e)
    }

    fn term(&mut self) -> Result<Expr, String> {
        let mut e = self.unary()?;
        while let Some(c @ ('*' | '/')) = self.peek() {
            self.at += 1;
            e = Expr::Bin(c, Box::new(e), Box::new(self.unary()?));
        }
        Ok(e)
    }

    fn unary(&mut self) -> Result<Expr, String> {
        if self.eat('-') {
            return Ok(Expr::Neg(Box::new(self.unary()?)));
        }
        self.atom()
    }

    fn atom(&mut self) -> Result<Expr, String> {
        if self.eat('(') {
            let e = self.expr()?;
            if !self.eat(')') {
                return self.err("expected `)`");
            }
            return Ok(e);
        }
        let rest = &self.src[self.at..];
        let len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
            .unwrap_or(rest.len());
        if len == 0 {
            return match rest.chars().next() {
                Some(c) => self.err(&format!("unexpected `{c}`")),
                None => self.err("unexpected end"),
            };
        }
        let word = &rest[..len];
        if word.starts_with(|c: char| c.is_ascii_digit() || c == '.') {
            let v: f32 = match word.parse() {
                Ok(v) => v,
                Err(_) => return self.err(&format!("bad number `{word}`")),
            };
            self.at += len;
            return Ok(Expr::Num(v));
        }
        let start = self.at;
        self.at += len;
        if self.eat('(') {
            let mut args = vec![self.expr()?];
            while self.eat(',') {
                args.push(self.expr()?);
            }
            if !self.eat(')') {
                return self.err("expected `)` or `,`");
            }
            if word == "fma" {
                let [a, b, c]: [Expr; 3] = match args.try_into() {
                    Ok(a) => a,
                    Err(v) => {
                        self.at = start;
                        return self.err(&format!("fma takes 3 arguments, {} given", v.len()));
                    }
                };
                return Ok(Expr::Fma(Box::new(a), Box::new(b), Box::new(c)));
            }
            let Some(op) = MathOp::ALL.into_iter().find(|m| m.name() == word) else {
                self.at = start;
                let known: Vec<&str> = MathOp::ALL.iter().map(|m| m.name()).collect();
                return self.err(&format!(
                    "unknown function `{word}` (known: fma, {})",
                    known.join(", ")
                ));
            };
            if args.len() != op.arity() {
                self.at = start;
                return self.err(&format!(
                    "{word} takes {} argument(s), {} given",
                    op.arity(),
                    args.len()
                ));
            }
            return Ok(Expr::Call(op, args));
        }
        match self.inputs.iter().position(|n| n == word) {
            Some(i) => Ok(Expr::Input(i)),
            None => {
                self.at = start;
                self.err(&format!(
                    "unknown name `{word}` (inputs: {})",
                    self.inputs.join(", ")
                ))
            }
        }
    }
}

/// Parses `src` over the named inputs.
pub fn parse(src: &str, inputs: &[String]) -> Result<Expr, String> {
    let mut p = Parser { src, at: 0, inputs };
    let e = p.expr()?;
    if p.peek().is_some() {
        return p.err("unexpected text");
    }
    Ok(e)
}

/// Builds `e` with element values `inputs`.
pub fn build<'ctx>(k: &KernelBuilder<'_, 'ctx>, e: &Expr, inputs: &[Value<'ctx>]) -> Value<'ctx> {
    match e {
        Expr::Num(v) => k.f32(*v),
        Expr::Input(i) => inputs[*i],
        Expr::Neg(a) => k.neg(build(k, a, inputs)),
        Expr::Bin(op, a, b) => {
            let (a, b) = (build(k, a, inputs), build(k, b, inputs));
            match op {
                '+' => k.add(a, b),
                '-' => k.sub(a, b),
                '*' => k.mul(a, b),
                _ => k.div(a, b),
            }
        }
        Expr::Call(m, args) => {
            let args: Vec<Value<'ctx>> = args.iter().map(|a| build(k, a, inputs)).collect();
            k.math(*m, &args)
        }
        Expr::Fma(a, b, c) => {
            let (a, b, c) = (
                build(k, a, inputs),
                build(k, b, inputs),
                build(k, c, inputs),
            );
            k.fma(a, b, c)
        }
    }
}

//! LLVM's instruction text parsed into operands and modifiers.
//!
//! Each instruction is `mnemonic op, op, ... modifier modifier`; operands are
//! registers (`v1`, `v[2:3]`, `s[0:1]`, `a0`, `vcc`, `exec_lo`, `m0`),
//! constants (`-1`, `0x80`, `0.5`) and the keyword `off`, each possibly with
//! the input modifiers `-x`, `|x|` and `sext(x)`. On targets with true16
//! instructions (GFX11 and later as LLVM 22 compiles for them) a 16-bit
//! vector operand names one half of a register: `v2.l` or `v2.h`. Encoding details that the
//! text spells symbolically (DPP controls, SDWA selects, swizzle patterns) are
//! read from the raw instruction words instead.

/// Scalar register numbers of the named registers (GFX9 operand encoding).
pub mod sreg {
    /// `flat_scratch_lo`.
    pub const FLAT_SCRATCH: u16 = 102;
    /// `xnack_mask_lo`.
    pub const XNACK_MASK: u16 = 104;
    /// `vcc_lo`.
    pub const VCC: u16 = 106;
    /// `ttmp0`: the trap temporaries follow, to `ttmp15`.
    pub const TTMP: u16 = 108;
    /// `m0`.
    pub const M0: u16 = 124;
    /// `exec_lo`.
    pub const EXEC: u16 = 126;
    /// `null` (GFX10+): reads as zero, writes are discarded.
    pub const NULL: u16 = 125;
    /// Size of the scalar register file as modelled.
    pub const COUNT: usize = 128;
}

/// Where an operand's value comes from.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Src {
    /// Scalar register (named ones included: `vcc` is 106, `exec` 126).
    S(u16),
    /// Vector register.
    V(u16),
    /// Accumulation register.
    A(u16),
    /// Inline integer constant (decimal in the text): sign-extends.
    Int(i64),
    /// Literal constant (hex in the text): 32 bits.
    Lit(u64),
    /// Inline floating-point constant, converted to the operand's type.
    Float(f64),
    /// `src_scc`.
    Scc,
    /// `src_vccz`.
    Vccz,
    /// `src_execz`.
    Execz,
    /// `src_shared_base`: high half of the LDS aperture.
    SharedBase,
    /// `src_shared_limit`.
    SharedLimit,
    /// `src_private_base`: high half of the scratch aperture.
    PrivateBase,
    /// `src_private_limit`.
    PrivateLimit,
    /// `off`: no address register.
    Off,
}

/// One operand: its source, its width in dwords, and input modifiers.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Operand {
    /// The source.
    pub src: Src,
    /// Registers covered (1 for `v1`, 2 for `v[2:3]`); 1 for constants.
    pub width: u8,
    /// `-x`.
    pub neg: bool,
    /// `|x|`.
    pub abs: bool,
    /// `sext(x)` (SDWA).
    pub sext: bool,
    /// The 16-bit half of a vector register a true16 operand names: `None`
    /// for a whole register, `Some(false)` for `.l`, `Some(true)` for `.h`.
    pub half: Option<bool>,
}

/// Modifiers after the operands.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Mods {
    /// `offset:N` (memory), in bytes.
    pub offset: i64,
    /// `offset0:N`.
    pub offset0: u32,
    /// `offset1:N`.
    pub offset1: u32,
    /// `clamp`.
    pub clamp: bool,
    /// Output modifier: `mul:2` → 2.0, `mul:4` → 4.0, `div:2` → 0.5.
    pub omod: Option<f64>,
    /// `op_sel:[..]`, bit i for source i, bit 3 the destination (LLVM
    /// prints the destination's bit last; see [`Mods::op_sel_len`]).
    pub op_sel: u8,
    /// Entries printed in `op_sel:[..]` (0 when absent).
    pub op_sel_len: u8,
    /// `op_sel_hi:[..]`; `None` when not printed (all ones).
    pub op_sel_hi: Option<u8>,
    /// `neg_lo:[..]`.
    pub neg_lo: u8,
    /// `neg_hi:[..]`.
    pub neg_hi: u8,
    /// `glc` / `sc0`: atomics return the old value.
    pub glc: bool,
    /// `offen` (MUBUF).
    pub offen: bool,
    /// `idxen` (MUBUF).
    pub idxen: bool,
    /// Modifiers the emulator does not model and that change results.
    pub unknown: Vec<String>,
}

/// A decoded instruction, before its semantics are attached.
#[derive(Debug, Clone)]
pub struct Parsed {
    /// Mnemonic without its encoding suffix (`v_add_f32`).
    pub name: String,
    /// Encoding suffix: `e32`, `e64`, `dpp`, `sdwa` or empty.
    pub suffix: String,
    /// Operands in printed order.
    pub ops: Vec<Operand>,
    /// Modifiers.
    pub mods: Mods,
    /// Text after the mnemonic, for instructions parsed specially.
    pub rest: String,
}

/// Splits at top-level commas (not inside brackets or parentheses).
fn split_top(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in s.char_indices() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(s[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    let last = s[start..].trim();
    if !last.is_empty() {
        out.push(last);
    }
    out
}

/// Splits at top-level whitespace.
fn words(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = None;
    for (i, c) in s.char_indices() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            _ => {}
        }
        if c.is_whitespace() && depth == 0 {
            if let Some(st) = start.take() {
                out.push(&s[st..i]);
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(st) = start {
        out.push(&s[st..]);
    }
    out
}

/// Parses an integer in decimal or `0x` hex, with an optional sign.
pub fn parse_int(s: &str) -> Option<i64> {
    let (neg, t) = match s.strip_prefix('-') {
        Some(t) => (true, t),
        None => (false, s),
    };
    let v = if let Some(h) = t.strip_prefix("0x") {
        i64::try_from(u64::from_str_radix(h, 16).ok()?).ok()?
    } else {
        t.parse::<i64>().ok()?
    };
    Some(if neg { -v } else { v })
}

fn reg_range(body: &str) -> Option<(u16, u8)> {
    if let Some(inner) = body.strip_prefix('[').and_then(|b| b.strip_suffix(']')) {
        let (a, b) = inner.split_once(':')?;
        let (a, b): (u16, u16) = (a.parse().ok()?, b.parse().ok()?);
        let w = b.checked_sub(a)? + 1;
        Some((a, u8::try_from(w).ok()?))
    } else {
        Some((body.parse().ok()?, 1))
    }
}

fn plain(src: Src, width: u8) -> Operand {
    Operand {
        src,
        width,
        neg: false,
        abs: false,
        sext: false,
        half: None,
    }
}

/// Parses one operand token.
pub fn parse_operand(tok: &str) -> Option<Operand> {
    let mut t = tok;
    let mut neg = false;
    let mut abs = false;
    let mut sext = false;
    if let Some(r) = t.strip_prefix("neg(").and_then(|r| r.strip_suffix(')')) {
        neg = true;
        t = r;
    }
    if let Some(r) = t.strip_prefix('-')
        && (r.starts_with('|') || r.starts_with(['v', 's', 'a', 'e', 'm']))
    {
        neg = true;
        t = r;
    }
    if let Some(r) = t.strip_prefix('|').and_then(|r| r.strip_suffix('|')) {
        abs = true;
        t = r;
    }
    if let Some(r) = t.strip_prefix("abs(").and_then(|r| r.strip_suffix(')')) {
        abs = true;
        t = r;
    }
    if let Some(r) = t.strip_prefix("sext(").and_then(|r| r.strip_suffix(')')) {
        sext = true;
        t = r;
    }
    let mut op = parse_bare(t)?;
    op.neg = neg;
    op.abs = abs;
    op.sext = sext;
    Some(op)
}

fn parse_bare(t: &str) -> Option<Operand> {
    use sreg::*;
    let named = |src, w| Some(plain(src, w));
    match t {
        "vcc" => return named(Src::S(VCC), 2),
        "vcc_lo" => return named(Src::S(VCC), 1),
        "vcc_hi" => return named(Src::S(VCC + 1), 1),
        "exec" => return named(Src::S(EXEC), 2),
        "exec_lo" => return named(Src::S(EXEC), 1),
        "exec_hi" => return named(Src::S(EXEC + 1), 1),
        "m0" => return named(Src::S(M0), 1),
        "flat_scratch" => return named(Src::S(FLAT_SCRATCH), 2),
        "flat_scratch_lo" => return named(Src::S(FLAT_SCRATCH), 1),
        "flat_scratch_hi" => return named(Src::S(FLAT_SCRATCH + 1), 1),
        "xnack_mask" => return named(Src::S(XNACK_MASK), 2),
        "xnack_mask_lo" => return named(Src::S(XNACK_MASK), 1),
        "xnack_mask_hi" => return named(Src::S(XNACK_MASK + 1), 1),
        "scc" | "src_scc" => return named(Src::Scc, 1),
        "vccz" | "src_vccz" => return named(Src::Vccz, 1),
        "execz" | "src_execz" => return named(Src::Execz, 1),
        "src_shared_base" => return named(Src::SharedBase, 1),
        "src_shared_limit" => return named(Src::SharedLimit, 1),
        "src_private_base" => return named(Src::PrivateBase, 1),
        "src_private_limit" => return named(Src::PrivateLimit, 1),
        "off" => return named(Src::Off, 1),
        "null" => return named(Src::S(NULL), 1),
        _ => {}
    }
    if let Some(body) = t.strip_prefix("ttmp") {
        let (r, w) = reg_range(body)?;
        return named(Src::S(TTMP + r), w);
    }
    let first = t.chars().next()?;
    // A true16 half: `v2.l`, `v2.h`.
    if first == 'v'
        && let Some((body, half)) = t[1..]
            .strip_suffix(".l")
            .map(|b| (b, false))
            .or_else(|| t[1..].strip_suffix(".h").map(|b| (b, true)))
    {
        let r: u16 = body.parse().ok()?;
        let mut op = plain(Src::V(r), 1);
        op.half = Some(half);
        return Some(op);
    }
    if matches!(first, 'v' | 's' | 'a')
        && let Some((r, w)) = reg_range(&t[1..])
    {
        let src = match first {
            'v' => Src::V(r),
            's' => Src::S(r),
            _ => Src::A(r),
        };
        return named(src, w);
    }
    // `lit(X)`: a literal the assembler must encode as one even where an
    // inline constant would do (GFX11+); its value is X's.
    if let Some(inner) = t.strip_prefix("lit(").and_then(|r| r.strip_suffix(')')) {
        let v = parse_int(inner)?;
        return named(Src::Lit(v as u64), 1);
    }
    if t.starts_with("0x") || t.starts_with("-0x") {
        let v = parse_int(t)?;
        return named(Src::Lit(v as u64), 1);
    }
    if t.contains('.') || t.contains("inf") || t.contains("nan") {
        let v: f64 = t.parse().ok()?;
        return named(Src::Float(v), 1);
    }
    let v = parse_int(t)?;
    named(Src::Int(v), 1)
}

/// A bit list `[1,0,1]` as a mask (bit i for entry i) and its length.
fn bits_list(s: &str) -> Option<(u8, u8)> {
    let inner = s.strip_prefix('[')?.strip_suffix(']')?;
    let mut v = 0u8;
    let mut n = 0u8;
    for (i, b) in inner.split(',').enumerate() {
        match b.trim() {
            "0" => {}
            "1" if i < 8 => v |= 1 << i,
            _ => return None,
        }
        n += 1;
    }
    Some((v, n))
}

/// Applies one modifier word; an unknown one is recorded.
fn modifier(m: &mut Mods, w: &str) {
    let (key, val) = match w.split_once(':') {
        Some((k, v)) => (k, Some(v)),
        None => (w, None),
    };
    let int = || val.and_then(parse_int);
    match (key, val) {
        ("offset", Some(v)) if !v.starts_with("swizzle") => match int() {
            Some(x) => m.offset = x,
            None => m.unknown.push(w.to_string()),
        },
        ("offset", Some(_)) => {} // ds_swizzle: read from the encoding
        ("offset0", Some(_)) => m.offset0 = int().unwrap_or(0) as u32,
        ("offset1", Some(_)) => m.offset1 = int().unwrap_or(0) as u32,
        ("clamp", None) => m.clamp = true,
        ("mul", Some("2")) => m.omod = Some(2.0),
        ("mul", Some("4")) => m.omod = Some(4.0),
        ("div", Some("2")) => m.omod = Some(0.5),
        ("op_sel", Some(v)) => match bits_list(v) {
            Some((b, n)) => {
                m.op_sel = b;
                m.op_sel_len = n;
            }
            None => m.unknown.push(w.to_string()),
        },
        ("op_sel_hi", Some(v)) => match bits_list(v) {
            Some((b, _)) => m.op_sel_hi = Some(b),
            None => m.unknown.push(w.to_string()),
        },
        ("neg_lo", Some(v)) => match bits_list(v) {
            Some((b, _)) => m.neg_lo = b,
            None => m.unknown.push(w.to_string()),
        },
        ("neg_hi", Some(v)) => match bits_list(v) {
            Some((b, _)) => m.neg_hi = b,
            None => m.unknown.push(w.to_string()),
        },
        ("glc" | "sc0", None) => m.glc = true,
        ("offen", None) => m.offen = true,
        ("idxen", None) => m.idxen = true,
        // Cache policy, coherence and DPP/SDWA spellings (read from the
        // encoding): no effect on results here.
        ("slc" | "nt" | "sc1" | "dlc" | "scc" | "nv", None) => {}
        // GFX12 cache policy: temporal hint and scope (an atomic's return is
        // read from its operands).
        ("th" | "scope", Some(_)) => {}
        ("row_mask" | "bank_mask" | "bound_ctrl" | "fi", Some(_)) => {}
        ("quad_perm" | "row_shl" | "row_shr" | "row_ror" | "row_bcast", Some(_)) => {}
        ("wave_shl" | "wave_rol" | "wave_shr" | "wave_ror", Some(_)) => {}
        ("row_mirror" | "row_half_mirror", None) => {}
        // `s_set_gpr_idx_on/mode`'s operand mask: read from the encoding.
        (k, None) if k.starts_with("gpr_idx(") => {}
        ("dst_sel" | "dst_unused" | "src0_sel" | "src1_sel", Some(_)) => {}
        ("row_share" | "row_xmask" | "dpp8", Some(_)) => {}
        // `s_sendmsg_rtn_*`'s message: the real-time counter, and the doorbell
        // of LLVM's trap sequence (which stops the launch: see `program`).
        ("sendmsg(MSG_RTN_GET_REALTIME)" | "sendmsg(MSG_RTN_GET_DOORBELL)", None) => {}
        _ => m.unknown.push(w.to_string()),
    }
}

/// Parses LLVM's text of one instruction; `None` for an operand the parser
/// does not know (the caller reports the instruction as unimplemented).
pub fn parse(text: &str) -> Option<Parsed> {
    let text = text.trim();
    let (mnemonic, rest) = match text.split_once(char::is_whitespace) {
        Some((m, r)) => (m, r.trim()),
        None => (text, ""),
    };
    let (name, suffix) = match mnemonic.rsplit_once('_') {
        Some((n, "dpp")) => (n.strip_suffix("_e64").unwrap_or(n), "dpp"),
        Some((n, s @ ("e32" | "e64" | "sdwa"))) => (n, s),
        _ => (mnemonic, ""),
    };
    let mut p = Parsed {
        name: name.to_string(),
        suffix: suffix.to_string(),
        ops: Vec::new(),
        mods: Mods::default(),
        rest: rest.to_string(),
    };
    // These print their own syntax; their executors read `rest`.
    if name.starts_with("s_waitcnt")
        || name.starts_with("s_setreg")
        || name.starts_with("s_getreg")
        || matches!(
            name,
            "s_sendmsg"
                | "s_delay_alu"
                | "s_clause"
                | "s_set_inst_prefetch_distance"
                | "s_wait_alu"
                | "s_waitcnt_depctr"
        )
    {
        return Some(p);
    }
    let items = split_top(rest);
    let n = items.len();
    for (i, item) in items.into_iter().enumerate() {
        let ws = words(item);
        let mut iter = ws.into_iter();
        if let Some(first) = iter.next() {
            // Only the last item carries modifiers; a leading modifier with
            // no operands (e.g. `s_endpgm`'s none) has a `:` or is a keyword.
            match parse_operand(first) {
                Some(op) => p.ops.push(op),
                None if i + 1 == n => modifier(&mut p.mods, first),
                None => return None,
            }
        }
        for w in iter {
            modifier(&mut p.mods, w);
        }
    }
    Some(p)
}

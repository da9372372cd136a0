//! The differential cases' specs (`tests/corpus/CASES.md`): parsing,
//! the inputs they describe, and the `__constant__` values they set.

use std::collections::BTreeMap;
use std::fmt;

use anyhow::{Context, bail, ensure};
use serde::de::{Deserialize, Deserializer, MapAccess, Visitor};
use serde_json::Value;

use super::super::fp::{Rnd, from_bf16, from_f16, to_bf16, to_f16, ulps32, ulps64};

/// A JSON object whose entries keep the order they are written in (buffer
/// seeds and the reference's layout follow it).
#[derive(Debug)]
pub struct Ordered<T>(pub Vec<(String, T)>);

impl<T> Default for Ordered<T> {
    fn default() -> Self {
        Ordered(Vec::new())
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Ordered<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<T>(std::marker::PhantomData<T>);
        impl<'de, T: Deserialize<'de>> Visitor<'de> for V<T> {
            type Value = Ordered<T>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<Self::Value, A::Error> {
                let mut v = Vec::new();
                while let Some((k, x)) = m.next_entry()? {
                    v.push((k, x));
                }
                Ok(Ordered(v))
            }
        }
        d.deserialize_map(V(std::marker::PhantomData))
    }
}

/// One `NAME.json`.
#[derive(Debug, serde::Deserialize)]
pub struct Spec {
    /// The `packages.lock` entry whose code the file includes (package
    /// folders only).
    #[serde(default)]
    pub package: Option<String>,
    /// Include folders, relative to the package's root (`./x`, `../x`: to
    /// the spec's folder).
    #[serde(default)]
    pub include: Vec<String>,
    /// Further front-end options (`-D`, `-std`).
    #[serde(default)]
    pub options: Vec<String>,
    /// Which file of which package (or which generator) the kernels are.
    pub origin: String,
    /// Their licence.
    pub license: String,
    /// Why the file cannot be lifted yet, where it cannot: its cases run as
    /// written on NVIDIA and are counted as refused on every other device.
    #[serde(default)]
    pub refused: Option<String>,
    /// The cases.
    pub cases: Vec<Case>,
}

/// One case: inputs, launches, outputs (its `note`, for readers, is not read).
#[derive(Debug, serde::Deserialize)]
pub struct Case {
    /// Unique within the file.
    pub name: String,
    /// Device buffers, in order.
    pub buffers: Ordered<Data>,
    /// Module globals written before the first launch.
    #[serde(default)]
    pub globals: Ordered<Data>,
    /// Kernel launches, in order.
    pub launches: Vec<Launch>,
    /// What is compared, with its tolerance.
    pub outputs: Ordered<Tolerance>,
    /// Devices on which the case is a named refusal, with the reason.
    #[serde(default)]
    pub devices: BTreeMap<String, String>,
    /// Why the case's kernels cannot be lifted yet, where they cannot: the
    /// case runs as written on NVIDIA and counts as refused elsewhere, and
    /// the suite fails once they lift.
    #[serde(default)]
    pub refused: Option<String>,
    /// Devices on which the case is known to differ from NVIDIA, with what
    /// is known of why (`DEVICE from PTX` for the PTX variants): it runs
    /// there, counts as differing, and fails the suite once it agrees (so
    /// the note cannot go stale).
    #[serde(default)]
    pub differs: BTreeMap<String, String>,
}

impl Case {
    /// The kernels the case launches, each once, in order.
    pub fn kernels(&self) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        for l in &self.launches {
            if !out.contains(&l.kernel.as_str()) {
                out.push(&l.kernel);
            }
        }
        out
    }
}

/// A buffer or global: element type, length, initial values.
#[derive(Debug, serde::Deserialize)]
pub struct Data {
    /// `i8` … `f64`.
    #[serde(rename = "type")]
    pub ty: String,
    /// Elements.
    pub len: usize,
    /// How the values are made; zero when absent.
    #[serde(default)]
    pub init: Option<Value>,
    /// The value stream; default the entry's position + 1.
    #[serde(default)]
    pub seed: Option<u64>,
}

/// One launch.
#[derive(Debug, serde::Deserialize)]
pub struct Launch {
    /// The kernel's symbol.
    pub kernel: String,
    /// Blocks.
    pub grid: Vec<u32>,
    /// Threads per block.
    pub block: Vec<u32>,
    /// Dynamic shared memory in bytes.
    #[serde(default)]
    pub shared: u32,
    /// One per kernel parameter.
    pub args: Vec<Value>,
    /// Times to launch it in a row.
    #[serde(default = "one")]
    pub repeat: u32,
}

fn one() -> u32 {
    1
}

/// How close a float output must be: |got − ref| ≤ atol + rtol·|ref|, or
/// within `ulp` units in the last place of the output's type.
#[derive(Debug, Default, serde::Deserialize)]
pub struct Tolerance {
    /// Relative part.
    #[serde(default)]
    pub rtol: f64,
    /// Absolute part.
    #[serde(default)]
    pub atol: f64,
    /// Units in the last place.
    #[serde(default)]
    pub ulp: u64,
}

/// Units in the last place between `a` and `b` in `elem`'s precision (both
/// finite or equal infinities; `u64::MAX` otherwise).
pub fn ulps(elem: Elem, a: f64, b: f64) -> u64 {
    if a == b {
        return 0;
    }
    if !a.is_finite() || !b.is_finite() {
        return u64::MAX;
    }
    match elem {
        Elem::F32 => ulps32(a as f32, b as f32),
        Elem::F16 | Elem::Bf16 => {
            // Both values are exact in their type: count its steps between them.
            let bits = |x: f64| -> i64 {
                let h = if elem == Elem::F16 {
                    to_f16(x, Rnd::N)
                } else {
                    to_bf16(x, Rnd::N)
                };
                let m = i64::from(h & 0x7fff);
                if h & 0x8000 != 0 { -m } else { m }
            };
            bits(a).abs_diff(bits(b))
        }
        _ => ulps64(a, b),
    }
}

/// An element type of the specs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Elem {
    /// Signed integer of the byte width.
    Int(usize),
    /// Unsigned integer of the byte width.
    Uint(usize),
    /// IEEE half precision.
    F16,
    /// bfloat16.
    Bf16,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
}

impl Elem {
    /// Whether the type is a floating-point one.
    pub fn is_float(self) -> bool {
        matches!(self, Elem::F16 | Elem::Bf16 | Elem::F32 | Elem::F64)
    }

    /// Parses `i8` … `f64`.
    pub fn parse(s: &str) -> anyhow::Result<Elem> {
        Ok(match s {
            "i8" => Elem::Int(1),
            "i16" => Elem::Int(2),
            "i32" => Elem::Int(4),
            "i64" => Elem::Int(8),
            "u8" => Elem::Uint(1),
            "u16" => Elem::Uint(2),
            "u32" => Elem::Uint(4),
            "u64" => Elem::Uint(8),
            "f16" => Elem::F16,
            "bf16" => Elem::Bf16,
            "f32" => Elem::F32,
            "f64" => Elem::F64,
            other => bail!("unknown element type `{other}`"),
        })
    }

    /// Bytes per element.
    pub fn size(self) -> usize {
        match self {
            Elem::Int(n) | Elem::Uint(n) => n,
            Elem::F16 | Elem::Bf16 => 2,
            Elem::F32 => 4,
            Elem::F64 => 8,
        }
    }

    /// `v`'s little-endian bytes in this type (integers wrap, as a C cast does).
    fn encode(self, v: Num, out: &mut Vec<u8>) {
        match self {
            Elem::F16 => out.extend_from_slice(&to_f16(v.float(), Rnd::N).to_le_bytes()),
            Elem::Bf16 => out.extend_from_slice(&to_bf16(v.float(), Rnd::N).to_le_bytes()),
            Elem::F32 => out.extend_from_slice(&(v.float() as f32).to_le_bytes()),
            Elem::F64 => out.extend_from_slice(&v.float().to_le_bytes()),
            Elem::Int(n) | Elem::Uint(n) => out.extend_from_slice(&v.int().to_le_bytes()[..n]),
        }
    }

    /// Element `i` of `bytes` as a number.
    pub fn decode(self, bytes: &[u8], i: usize) -> Num {
        let s = self.size();
        let b = &bytes[i * s..(i + 1) * s];
        match self {
            Elem::F16 => Num::F(from_f16(u16::from_le_bytes([b[0], b[1]]))),
            Elem::Bf16 => Num::F(from_bf16(u16::from_le_bytes([b[0], b[1]]))),
            Elem::F32 => Num::F(f64::from(f32::from_le_bytes([b[0], b[1], b[2], b[3]]))),
            Elem::F64 => Num::F(f64::from_le_bytes(b.try_into().unwrap_or([0; 8]))),
            Elem::Uint(_) => {
                let mut w = [0u8; 16];
                w[..s].copy_from_slice(b);
                Num::I(i128::from_le_bytes(w))
            }
            Elem::Int(_) => {
                let fill = if b[s - 1] & 0x80 != 0 { 0xff } else { 0 };
                let mut w = [fill; 16];
                w[..s].copy_from_slice(b);
                Num::I(i128::from_le_bytes(w))
            }
        }
    }
}

/// A number of a spec: integers stay exact.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Num {
    /// An integer.
    I(i128),
    /// A float.
    F(f64),
}

impl Num {
    fn float(self) -> f64 {
        match self {
            Num::I(i) => i as f64,
            Num::F(f) => f,
        }
    }

    fn int(self) -> i128 {
        match self {
            Num::I(i) => i,
            Num::F(f) => f as i128,
        }
    }

    fn of(v: &Value) -> anyhow::Result<Num> {
        if let Some(i) = v.as_i64() {
            Ok(Num::I(i128::from(i)))
        } else if let Some(u) = v.as_u64() {
            Ok(Num::I(i128::from(u)))
        } else if let Some(f) = v.as_f64() {
            Ok(Num::F(f))
        } else {
            bail!("`{v}` is not a number")
        }
    }
}

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Num::I(i) => write!(f, "{i}"),
            Num::F(x) => write!(f, "{x:e}"),
        }
    }
}

/// xorshift64*: the same stream on every machine.
fn stream(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    move || {
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

impl Data {
    /// The element type.
    pub fn elem(&self) -> anyhow::Result<Elem> {
        Elem::parse(&self.ty)
    }

    /// Size in bytes.
    pub fn bytes(&self) -> anyhow::Result<usize> {
        Ok(self.elem()?.size() * self.len)
    }

    /// The initial contents; `position` is the entry's index in its list.
    pub fn initial(&self, position: usize) -> anyhow::Result<Vec<u8>> {
        let e = self.elem()?;
        let mut next = stream(self.seed.unwrap_or(position as u64 + 1));
        let mut out = Vec::with_capacity(self.bytes()?);
        let init = self.init.as_ref();
        let (kind, arg) = match init {
            None => ("zero", None),
            Some(Value::String(s)) => (s.as_str(), None),
            Some(Value::Object(o)) if o.len() == 1 => {
                let (k, v) = o.iter().next().context("empty init")?;
                (k.as_str(), Some(v))
            }
            Some(other) => bail!("init `{other}` is not a kind of CASES.md"),
        };
        let list = |n: usize| -> anyhow::Result<Vec<Num>> {
            let a = arg
                .and_then(Value::as_array)
                .with_context(|| format!("init `{kind}` takes a list"))?;
            ensure!(
                n == 0 || a.len() == n,
                "init `{kind}` takes {n} numbers, got {}",
                a.len()
            );
            a.iter().map(Num::of).collect()
        };
        let float = e.is_float();
        match kind {
            "zero" => out.resize(self.bytes()?, 0),
            "fill" => {
                let v = Num::of(arg.context("fill takes a value")?)?;
                (0..self.len).for_each(|_| e.encode(v, &mut out));
            }
            "uniform" => {
                let r = list(2)?;
                for _ in 0..self.len {
                    let u = next();
                    let v = if float {
                        let t = (u >> 11) as f64 / (1u64 << 53) as f64;
                        Num::F(r[0].float() + (r[1].float() - r[0].float()) * t)
                    } else {
                        let (lo, hi) = (r[0].int(), r[1].int());
                        ensure!(hi >= lo, "uniform [{lo}, {hi}] is empty");
                        Num::I(lo + (u as i128).rem_euclid(hi - lo + 1))
                    };
                    e.encode(v, &mut out);
                }
            }
            "iota" => {
                let r = list(2)?;
                for i in 0..self.len {
                    let v = match (r[0], r[1]) {
                        (Num::I(a), Num::I(b)) => Num::I(a + b * i as i128),
                        (a, b) => Num::F(a.float() + b.float() * i as f64),
                    };
                    e.encode(v, &mut out);
                }
            }
            "mod" => {
                let r = list(3)?;
                let (mul, add, m) = (r[0].int(), r[1].int(), r[2].int());
                ensure!(m > 0, "mod by {m}");
                for i in 0..self.len {
                    e.encode(Num::I((i as i128 * mul + add).rem_euclid(m)), &mut out);
                }
            }
            "values" => {
                let v = list(0)?;
                ensure!(!v.is_empty(), "values is empty");
                for i in 0..self.len {
                    e.encode(v[i % v.len()], &mut out);
                }
            }
            other => bail!("unknown init `{other}`"),
        }
        Ok(out)
    }
}

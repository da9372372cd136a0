//! Tests of the tiered runtime: translation, bit-identical tiers, policies,
//! refusals, errors and shutdown. They run on `GPUJIT_TEST_DEVICE` (`cuda`,
//! `hip`), else the host; the emulator tests open `amdgcn-emu` themselves.

use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use gpujit_device::{Buffer, Device, DeviceExt, KernelArg, LaunchConfig};
use gpujit_ir::{
    AtomicOp, Axis, KernelBuilder, MathOp, MemScope, ModuleOptions, PortableModule, ScalarType,
    Value, build, p,
};

use super::bytecode::Op;
use super::*;
use crate::cache::Cache;

const WAIT: Duration = Duration::from_secs(300);

fn jit_for(spec: &str) -> Arc<Jit> {
    let dev = crate::open(spec).unwrap_or_else(|e| panic!("{spec}: {e}"));
    Arc::new(Jit::new(dev, Cache::new(None, 0, 4096)).unwrap())
}

/// One JIT per device for the whole test binary, so the interpreter kernel
/// is compiled once.
fn test_jit() -> Arc<Jit> {
    static JIT: OnceLock<Arc<Jit>> = OnceLock::new();
    JIT.get_or_init(|| {
        jit_for(&std::env::var("GPUJIT_TEST_DEVICE").unwrap_or_else(|_| "host".into()))
    })
    .clone()
}

fn emu_jit() -> Arc<Jit> {
    static JIT: OnceLock<Arc<Jit>> = OnceLock::new();
    JIT.get_or_init(|| jit_for("amdgcn-emu")).clone()
}

fn runtime(jit: Arc<Jit>, compile: CompileWhen) -> Tiered {
    Tiered::with_jit(
        jit,
        Policy {
            compile,
            threads: 2,
            batch: 8,
        },
    )
    .unwrap()
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn unit(&mut self) -> f32 {
        (self.next() >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0
    }
}

/// Inputs of every generated program: three `f32` arrays, one `u32` array.
const INPUTS: usize = 3;

/// A random elementwise program `out[i] = f(x0[i], x1[i], x2[i], u[i], a)`
/// drawing on every kind of operation the interpreter runs.
fn generated(seed: u64, contract: bool) -> PortableModule {
    let name = format!("gen{seed}");
    let mut params: Vec<_> = (0..INPUTS).map(|i| p::ptr_f32(&format!("x{i}"))).collect();
    params.extend([p::ptr_u32("u"), p::f32("a"), p::ptr_f32("out"), p::u32("n")]);
    build(&name, ModuleOptions { contract }, |m| {
        m.kernel(&name, &params, |k, args| {
            let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9) | 1);
            let (u, a, out, n) = (
                args[INPUTS],
                args[INPUTS + 1],
                args[INPUTS + 2],
                args[INPUTS + 3],
            );
            let i = k.global_id(Axis::X);
            k.if_(k.lt(i, n), |k| {
                let mut fs: Vec<Value<'_>> = args[..INPUTS].iter().map(|&x| k.load(x, i)).collect();
                fs.push(a);
                let mut us = vec![k.load(u, i), i];
                for _ in 0..6 + rng.below(10) {
                    let x = fs[rng.below(fs.len())];
                    let y = fs[rng.below(fs.len())];
                    let z = fs[rng.below(fs.len())];
                    let c = k.f32(rng.unit() * 4.0);
                    let v = match rng.below(24) {
                        0 => k.add(x, y),
                        1 => k.sub(x, c),
                        2 => k.mul(x, y),
                        3 => k.div(x, k.add(k.abs(y), k.f32(0.5))),
                        4 => k.fma(x, y, z),
                        5 => k.add(k.mul(x, y), z),
                        6 => k.sub(z, k.mul(x, c)),
                        7 => k.math(MathOp::Exp, &[k.min(x, k.f32(20.0))]),
                        8 => k.math(MathOp::Sin, &[x]),
                        9 => k.sqrt(k.abs(x)),
                        10 => k.math(MathOp::Log, &[k.add(k.abs(x), k.f32(1.0))]),
                        11 => k.min(x, y),
                        12 => k.max(x, c),
                        13 => k.select(k.lt(x, y), z, x),
                        14 => k.select(k.ge(x, c), y, k.neg(x)),
                        15 => {
                            let clamped = k.min(k.max(x, k.f32(-1000.0)), k.f32(1000.0));
                            k.cast(
                                k.cast(k.mul(clamped, k.f32(7.0)), ScalarType::I32),
                                ScalarType::F32,
                            )
                        }
                        16 => k.math(MathOp::Tanh, &[x]),
                        17 => k.math(MathOp::Floor, &[k.mul(x, c)]),
                        18 => k.math(MathOp::Pow, &[k.abs(x), y]),
                        19 => k.rem(x, k.add(k.abs(y), k.f32(1.0))),
                        20 => {
                            let w = us[rng.below(us.len())];
                            let r = match rng.below(5) {
                                0 => k.add(w, k.u32(rng.next() as u32)),
                                1 => k.xor(w, k.shr(w, k.u32(3))),
                                2 => k.mul(w, k.u32(2654435761)),
                                3 => k.select(
                                    k.gt(w, k.u32(1 << 31)),
                                    k.sub(w, k.u32(7)),
                                    k.and(w, k.u32(0xffff)),
                                ),
                                _ => k.shl(w, k.u32(rng.below(31) as u32)),
                            };
                            us.push(r);
                            k.cast(k.and(r, k.u32(0xfff)), ScalarType::F32)
                        }
                        21 => k.math(MathOp::Erf, &[x]),
                        22 => k.bitcast(
                            k.xor(k.bitcast(x, ScalarType::U32), k.u32(0x8000_0000)),
                            ScalarType::F32,
                        ),
                        _ => k.math(MathOp::Cos, &[k.mul(x, y)]),
                    };
                    fs.push(v);
                }
                // Depend on an element, not only on `a` and constants.
                let last = k.add(*fs.last().unwrap_or(&a), fs[rng.below(INPUTS)]);
                k.store(out, i, last);
            });
        })
    })
    .unwrap()
}

/// Inputs including zeros, negative zeros, infinities, a NaN, tiny and
/// large values.
fn inputs(n: usize, seed: u64) -> (Vec<Vec<f32>>, Vec<u32>) {
    let mut rng = Rng(seed | 1);
    let special = [
        0.0,
        -0.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        1e-40,
        -3e38,
        1.0,
    ];
    let xs = (0..INPUTS)
        .map(|j| {
            (0..n)
                .map(|i| {
                    if (i + j) % 37 == 5 {
                        special[(i / 37 + j) % special.len()]
                    } else {
                        rng.unit() * 8.0
                    }
                })
                .collect()
        })
        .collect();
    let us = (0..n).map(|_| rng.next() as u32).collect();
    (xs, us)
}

struct Data {
    xs: Vec<Buffer<f32>>,
    u: Buffer<u32>,
    out: Buffer<f32>,
    n: usize,
}

impl Data {
    fn new(dev: &dyn Device, n: usize, seed: u64) -> Data {
        let (xs, us) = inputs(n, seed);
        Data {
            xs: xs.iter().map(|x| dev.upload(x).unwrap()).collect(),
            u: dev.upload(&us).unwrap(),
            out: dev.alloc::<f32>(n).unwrap(),
            n,
        }
    }

    fn args(&self, a: f32) -> Vec<KernelArg> {
        let mut v: Vec<KernelArg> = self.xs.iter().map(KernelArg::from).collect();
        v.extend([
            KernelArg::from(&self.u),
            a.into(),
            KernelArg::from(&self.out),
            (self.n as u32).into(),
        ]);
        v
    }

    fn cfg(&self) -> LaunchConfig {
        LaunchConfig::for_elems(self.n, 64)
    }
}

fn same_bits(a: f32, b: f32) -> bool {
    a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
}

/// Runs `count` generated programs on both tiers and compares every result
/// bit for bit; returns how many programs were checked.
fn tiers_agree(jit: Arc<Jit>, count: u64, n: usize) -> usize {
    let rt = runtime(jit, CompileWhen::OnSubmit);
    let dev = rt.device();
    let data = Data::new(dev, n, 99);
    let modules: Vec<_> = (0..count).map(|s| generated(s, s % 3 != 0)).collect();
    let programs: Vec<_> = rt
        .submit_many(&modules)
        .into_iter()
        .map(|p| p.unwrap())
        .collect();
    for (s, prog) in programs.iter().enumerate() {
        assert!(
            prog.refusal().is_none(),
            "program {s}: {:?}",
            prog.refusal()
        );
        assert!(
            rt.wait_compiled(prog, WAIT).unwrap(),
            "program {s} compiles"
        );
        let args = data.args(0.75);
        rt.launch_on(prog, Tier::Interpreter, &data.cfg(), &args)
            .unwrap();
        let interpreted = dev.download(&data.out).unwrap();
        rt.launch_on(prog, Tier::Jit, &data.cfg(), &args).unwrap();
        let compiled = dev.download(&data.out).unwrap();
        let finite = compiled.iter().filter(|v| v.is_finite()).count();
        let distinct = compiled
            .iter()
            .map(|v| v.to_bits())
            .collect::<std::collections::HashSet<_>>();
        assert!(
            finite > n / 2 && distinct.len() > n / 4,
            "program {s} computes something: {finite} finite, {} distinct of {n}",
            distinct.len()
        );
        for (i, (x, y)) in interpreted.iter().zip(&compiled).enumerate() {
            assert!(
                same_bits(*x, *y),
                "program {s} element {i}: interpreter {x:e} ({:#x}), JIT {y:e} ({:#x})\n{}",
                x.to_bits(),
                y.to_bits(),
                prog.jit_module().to_text().unwrap_or_default()
            );
        }
    }
    let stats = rt.stats();
    eprintln!(
        "{}: {stats:?}, interpreter load {:?}",
        dev.info().name,
        rt.interpreter_load_time()
    );
    assert_eq!(stats.interpreter_runs, count);
    assert_eq!(stats.jit_runs, count);
    programs.len()
}

#[test]
fn generated_programs_give_identical_bits_on_both_tiers() {
    assert_eq!(tiers_agree(test_jit(), 48, 1000), 48);
}

#[test]
fn generated_programs_give_identical_bits_on_both_tiers_on_the_emulator() {
    assert_eq!(tiers_agree(emu_jit(), 10, 128), 10);
}

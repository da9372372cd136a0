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
use crate::Jit;
use crate::cache::Cache;
use gpujit_kernels::rng::Rng;

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
            ..Policy::default()
        },
    )
    .unwrap()
}

/// Inputs of every generated program: three `f32` arrays, one `u32` array.
const INPUTS: usize = 3;

/// A random elementwise program `out[i] = f(x0[i], x1[i], x2[i], u[i], a)`
/// drawing on every kind of operation the interpreter runs.
pub(crate) fn generated(seed: u64, contract: bool) -> PortableModule {
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

    fn args(&self, a: f32) -> Vec<KernelArg<'_>> {
        let mut v: Vec<KernelArg<'_>> = self.xs.iter().map(KernelArg::from).collect();
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

fn one_kernel(
    name: &str,
    contract: bool,
    params: &[gpujit_ir::Param],
    body: impl for<'m, 'c> FnOnce(&KernelBuilder<'m, 'c>, &[Value<'c>]),
) -> PortableModule {
    build(name, ModuleOptions { contract }, |m| {
        m.kernel(name, params, body)
    })
    .unwrap()
}

/// `out[i] = f(x[i], y[i], z[i])`.
fn xyz(
    name: &str,
    contract: bool,
    f: impl for<'c> Fn(&KernelBuilder<'_, 'c>, Value<'c>, Value<'c>, Value<'c>) -> Value<'c>,
) -> PortableModule {
    let params = [
        p::ptr_f32("x"),
        p::ptr_f32("y"),
        p::ptr_f32("z"),
        p::ptr_f32("out"),
        p::u32("n"),
    ];
    one_kernel(name, contract, &params, |k, a| {
        let i = k.global_id(Axis::X);
        k.if_(k.lt(i, a[4]), |k| {
            let v = f(k, k.load(a[0], i), k.load(a[1], i), k.load(a[2], i));
            k.store(a[3], i, v);
        });
    })
}

fn ops(prog: &Program) -> Vec<Op> {
    prog.bytecode().unwrap().code.iter().map(|i| i.op).collect()
}

/// Runs an `xyz` program on one tier; returns `out`.
fn run_xyz(rt: &Tiered, prog: &Program, tier: Tier, x: &[f32], y: &[f32], z: &[f32]) -> Vec<f32> {
    let dev = rt.device();
    let n = x.len();
    let bufs = [x, y, z].map(|v| dev.upload(v).unwrap());
    let out = dev.alloc::<f32>(n).unwrap();
    let args = [
        KernelArg::from(&bufs[0]),
        (&bufs[1]).into(),
        (&bufs[2]).into(),
        (&out).into(),
        (n as u32).into(),
    ];
    rt.launch_on(prog, tier, &LaunchConfig::for_elems(n, 32), &args)
        .unwrap();
    dev.download(&out).unwrap()
}

#[test]
fn saxpy_translates_to_guarded_straight_line_bytecode() {
    let rt = runtime(test_jit(), CompileWhen::Never);
    let prog = rt
        .submit(&gpujit_kernels::saxpy::module().unwrap())
        .unwrap();
    // global_id's multiply-add of block id, block size and thread id is one op.
    assert_eq!(
        ops(&prog),
        [
            Op::GlobalIdX,
            Op::Param,
            Op::ULt,
            Op::Guard,
            Op::Load,
            Op::Load,
            Op::Param,
            Op::Fma,
            Op::Store
        ],
        "{:?}",
        prog.bytecode()
    );
    assert_eq!(prog.tier(), Tier::Interpreter);
    let b = prog.bytecode().unwrap();
    assert!(b.code.iter().all(|i| i.dst < bytecode::REGS as u8));
    assert_eq!(
        b.slots,
        [
            bytecode::Slot::Scalar(0),
            bytecode::Slot::Pointer(0),
            bytecode::Slot::Pointer(1),
            bytecode::Slot::Scalar(1)
        ]
    );
}

#[test]
fn contraction_is_decided_once_for_both_tiers() {
    let rt = runtime(test_jit(), CompileWhen::OnSubmit);
    // a*b rounds to 1 + 2^-11 (a tie to even) before c is added; fused, it is exact.
    let a = 1.0 + f32::powi(2.0, -12);
    let (x, y, z) = (vec![a; 40], vec![a; 40], vec![-1.0f32; 40]);
    let fused = a.mul_add(a, -1.0);
    let separate = a * a - 1.0;
    assert_ne!(fused, separate);
    for contract in [true, false] {
        let prog = rt
            .submit(&xyz(
                &format!("muladd{contract}"),
                contract,
                |k, x, y, z| k.add(k.mul(x, y), z),
            ))
            .unwrap();
        let text = prog.jit_module().to_text().unwrap();
        assert!(
            !text.contains("contract"),
            "no contraction left to a backend:\n{text}"
        );
        if contract {
            assert!(ops(&prog).contains(&Op::Fma) && !ops(&prog).contains(&Op::FMul));
            assert!(text.contains("@llvm.fma.f32"), "{text}");
        } else {
            assert!(ops(&prog).contains(&Op::FMul) && !ops(&prog).contains(&Op::Fma));
            assert!(text.contains("fmul float"), "{text}");
        }
        assert!(rt.wait_compiled(&prog, WAIT).unwrap());
        let want = if contract { fused } else { separate };
        for tier in [Tier::Interpreter, Tier::Jit] {
            let got = run_xyz(&rt, &prog, tier, &x, &y, &z);
            assert!(
                got.iter().all(|v| v.to_bits() == want.to_bits()),
                "{contract} {tier:?}: {got:?}"
            );
        }
    }
    // Subtractions fuse with the negated operand; a product used twice stays a product.
    type Reference = fn(f32, f32, f32) -> f32;
    let cases: [(&str, Reference); 3] = [
        ("fms", |x, y, z| x.mul_add(y, -z)),
        ("fnms", |x, y, z| (-x).mul_add(y, z)),
        ("twice", |x, y, z| (x * y + z) * (x * y)),
    ];
    let (x, y, z): (Vec<f32>, Vec<f32>, Vec<f32>) = (0..64)
        .map(|i| {
            (
                1.0 + i as f32 * 1e-3,
                3.0 - i as f32 * 7e-4,
                0.3 + i as f32 * 1e-2,
            )
        })
        .fold(
            (vec![], vec![], vec![]),
            |(mut a, mut b, mut c), (p, q, r)| {
                a.push(p);
                b.push(q);
                c.push(r);
                (a, b, c)
            },
        );
    for (name, reference) in cases {
        let m = xyz(name, true, |k, x, y, z| match name {
            "fms" => k.sub(k.mul(x, y), z),
            "fnms" => k.sub(z, k.mul(x, y)),
            _ => {
                let t = k.mul(x, y);
                k.mul(k.add(t, z), t)
            }
        });
        let prog = rt.submit(&m).unwrap();
        assert_eq!(ops(&prog).contains(&Op::Fma), name != "twice", "{name}");
        assert!(rt.wait_compiled(&prog, WAIT).unwrap());
        for tier in [Tier::Interpreter, Tier::Jit] {
            let got = run_xyz(&rt, &prog, tier, &x, &y, &z);
            for i in 0..x.len() {
                let want = reference(x[i], y[i], z[i]);
                assert_eq!(
                    got[i].to_bits(),
                    want.to_bits(),
                    "{name} {tier:?} element {i}"
                );
            }
        }
    }
}

#[test]
fn policies_decide_when_programs_compile() {
    let jit = test_jit();
    let data = |rt: &Tiered| Data::new(rt.device(), 256, 5);
    let queued = |rt: &Tiered| {
        let s = rt.stats();
        s.queue_depth + s.compiling + s.compiled + s.compile_errors
    };

    // Never: interpreted for good.
    let rt = runtime(jit.clone(), CompileWhen::Never);
    let d = data(&rt);
    let prog = rt.submit(&generated(1, true)).unwrap();
    for _ in 0..5 {
        assert_eq!(
            rt.launch(&prog, &d.cfg(), &d.args(1.0)).unwrap(),
            Tier::Interpreter
        );
    }
    std::thread::sleep(Duration::from_millis(50));
    assert_eq!(queued(&rt), 0);
    assert_eq!(rt.stats().interpreter_runs, 5);

    // On submit: compiled before it ever runs, so nothing is saved.
    let rt = runtime(jit.clone(), CompileWhen::OnSubmit);
    let prog = rt.submit(&generated(2, true)).unwrap();
    assert!(queued(&rt) >= 1);
    assert!(rt.wait_compiled(&prog, WAIT).unwrap());
    assert_eq!(rt.launch(&prog, &d.cfg(), &d.args(1.0)).unwrap(), Tier::Jit);
    assert_eq!(rt.stats().time_saved, Duration::ZERO);

    // First run: interpreted once, then compiled; the first result came early.
    let rt = runtime(jit.clone(), CompileWhen::FirstRun);
    let prog = rt.submit(&generated(3, true)).unwrap();
    assert_eq!(queued(&rt), 0);
    assert_eq!(
        rt.launch(&prog, &d.cfg(), &d.args(1.0)).unwrap(),
        Tier::Interpreter
    );
    assert!(queued(&rt) >= 1);
    assert!(rt.wait_compiled(&prog, WAIT).unwrap());
    assert_eq!(rt.launch(&prog, &d.cfg(), &d.args(1.0)).unwrap(), Tier::Jit);
    let s = rt.stats();
    assert_eq!((s.interpreter_runs, s.jit_runs, s.compiled), (1, 1, 1));
    assert!(
        s.time_saved > Duration::ZERO && s.compile_time > Duration::ZERO,
        "{s:?}"
    );

    // After N runs.
    let rt = runtime(jit.clone(), CompileWhen::AfterRuns(3));
    let prog = rt.submit(&generated(4, true)).unwrap();
    for _ in 0..2 {
        rt.launch(&prog, &d.cfg(), &d.args(1.0)).unwrap();
    }
    assert_eq!(queued(&rt), 0, "two runs do not compile");
    rt.launch(&prog, &d.cfg(), &d.args(1.0)).unwrap();
    assert!(queued(&rt) >= 1, "the third does");

    // By estimated work: threads × instructions, summed.
    let prog_len = runtime(jit.clone(), CompileWhen::Never)
        .submit(&generated(5, true))
        .unwrap()
        .bytecode()
        .unwrap()
        .len() as u64;
    let threads = d.cfg().grid.count() * d.cfg().block.count();
    let rt = runtime(jit, CompileWhen::AfterWork(threads * prog_len * 5 / 2));
    let prog = rt.submit(&generated(5, true)).unwrap();
    for _ in 0..2 {
        rt.launch(&prog, &d.cfg(), &d.args(1.0)).unwrap();
    }
    assert_eq!(queued(&rt), 0, "twice the work is below the threshold");
    rt.launch(&prog, &d.cfg(), &d.args(1.0)).unwrap();
    assert!(queued(&rt) >= 1, "three times is above it");
    assert!(rt.wait_compiled(&prog, WAIT).unwrap());
    assert_eq!(rt.launch(&prog, &d.cfg(), &d.args(1.0)).unwrap(), Tier::Jit);
}

/// Every kind of refusal names what it refused; such programs still run,
/// compiled.
#[test]
fn unsupported_programs_are_refused_by_name_and_run_compiled() {
    let n_params = [p::ptr_f32("x"), p::ptr_f32("out"), p::u32("n")];
    type Body = dyn for<'m, 'c> Fn(&KernelBuilder<'m, 'c>, Value<'c>, Value<'c>, Value<'c>);
    let elementwise = |name: &str, f: &Body| {
        one_kernel(name, true, &n_params, |k, a| {
            let i = k.global_id(Axis::X);
            k.if_(k.lt(i, a[2]), |k| f(k, i, a[0], a[1]));
        })
    };
    let cases: Vec<(PortableModule, UnsupportedKind, &str)> = vec![
        (
            elementwise("looped", &|k, i, x, out| {
                let acc = k.var(k.f32(0.0));
                k.for_range(k.u32(0), k.u32(4), k.u32(1), |k, j| {
                    k.set(acc, k.add(k.get(acc), k.cast(j, ScalarType::F32)));
                });
                k.store(out, i, k.add(k.get(acc), k.load(x, i)));
            }),
            UnsupportedKind::Instruction,
            "alloca",
        ),
        (
            elementwise("rejoins", &|k, i, x, out| {
                let v = k.load(x, i);
                k.if_(k.gt(v, k.f32(0.0)), |k| k.store(out, i, v));
                k.store(x, i, k.f32(1.0));
            }),
            UnsupportedKind::ControlFlow,
            "br i1",
        ),
        (
            elementwise("const_math", &|k, i, x, out| {
                k.store(out, i, k.mul(k.load(x, i), k.math(MathOp::Exp, &[k.f32(1.0)])));
            }),
            UnsupportedKind::ConstantMath,
            "gpujit.math.exp.f32",
        ),
        (
            elementwise("pow2", &|k, i, x, out| {
                k.store(out, i, k.math(MathOp::Pow, &[k.load(x, i), k.f32(2.0)]));
            }),
            UnsupportedKind::ConstantMath,
            "gpujit.math.pow.f32",
        ),
        (
            elementwise("barrier", &|k, i, x, out| {
                k.barrier();
                k.store(out, i, k.load(x, i));
            }),
            UnsupportedKind::Instruction,
            "gpujit.barrier",
        ),
        (
            elementwise("system_atomic", &|k, i, x, out| {
                k.atomic(AtomicOp::Add, out, k.u32(0), k.load(x, i), MemScope::System);
            }),
            UnsupportedKind::Instruction,
            "atomicrmw",
        ),
        (
            // 40 loads, all live until the sum reads them: more values than registers.
            elementwise("many_live", &|k, i, x, out| {
                let vs: Vec<_> = (0..40).map(|j| k.load(x, k.add(i, k.u32(j)))).collect();
                let sum = vs[1..].iter().fold(vs[0], |s, &v| k.add(s, v));
                k.store(out, i, sum);
            }),
            UnsupportedKind::Registers,
            "",
        ),
        (
            one_kernel("wide", true, &[p::ptr_f32("x"), p::f64("a")], |k, a| {
                k.store(a[0], k.global_id(Axis::X), k.f32(1.0));
            }),
            UnsupportedKind::Parameter,
            "",
        ),
        (
            PortableModule::from_ir(
                "fast",
                b"define void @fast(ptr addrspace(1) %x) #0 {\n  %v = load float, ptr addrspace(1) %x\n  %w = fadd reassoc float %v, 1.0\n  store float %w, ptr addrspace(1) %x\n  ret void\n}\nattributes #0 = { \"gpujit.kernel\" \"gpujit.params\"=\"x:*f32\" }\n",
            )
            .unwrap(),
            UnsupportedKind::FastMath,
            "fadd reassoc",
        ),
    ];
    let rt = runtime(test_jit(), CompileWhen::FirstRun);
    for (module, kind, names) in &cases {
        let prog = rt.submit(module).unwrap();
        let r = prog
            .refusal()
            .unwrap_or_else(|| panic!("{} accepted", module.name()));
        assert_eq!(r.kind, *kind, "{}: {r}", module.name());
        assert!(
            r.instruction.as_deref().unwrap_or("").contains(names),
            "{}: {r} should name `{names}`",
            module.name()
        );
        assert!(
            r.to_string().contains(module.kernels()[0].name.as_str()),
            "{r}"
        );
        assert_eq!(prog.tier(), Tier::Jit);
    }
    assert_eq!(rt.stats().refused, cases.len() as u64);
    // A refused program runs on its compiled kernel, the first launch waiting for it.
    let prog = rt.submit(&cases[0].0).unwrap();
    let dev = rt.device();
    let x = dev.upload(&[1.0f32, 2.0, 3.0]).unwrap();
    let out = dev.alloc::<f32>(3).unwrap();
    let args = [KernelArg::from(&x), (&out).into(), 3u32.into()];
    let cfg = LaunchConfig::for_elems(3, 32);
    assert!(matches!(
        rt.launch_on(&prog, Tier::Interpreter, &cfg, &args),
        Err(crate::Error::Tiered(TieredError::TierUnavailable {
            tier: Tier::Interpreter,
            ..
        }))
    ));
    assert_eq!(rt.launch(&prog, &cfg, &args).unwrap(), Tier::Jit);
    assert_eq!(dev.download(&out).unwrap(), vec![7.0, 8.0, 9.0]);
    // Not one kernel: an error, not a program.
    let two = build("two", ModuleOptions::default(), |m| {
        m.kernel("a", &[p::ptr_f32("x")], |_, _| {})?;
        m.kernel("b", &[p::ptr_f32("x")], |_, _| {})
    })
    .unwrap();
    assert!(matches!(
        rt.submit(&two),
        Err(crate::Error::Tiered(TieredError::NotOneKernel {
            kernels: 2,
            ..
        }))
    ));
}

#[test]
fn a_failed_compile_keeps_the_program_interpreted_and_is_reported() {
    // A JIT of its own: its cache is poisoned below.
    let jit = jit_for(&std::env::var("GPUJIT_TEST_DEVICE").unwrap_or_else(|_| "host".into()));
    let rt = runtime(jit.clone(), CompileWhen::Never);
    let prog = rt.submit(&generated(11, true)).unwrap();
    // The cache answers for the program with another module's image, whose
    // load cannot find the program's kernel.
    let other = jit
        .compile(&gpujit_kernels::saxpy::module().unwrap())
        .unwrap();
    jit.cache().put(&jit.key(prog.jit_module()), &other);
    rt.compile_now(&prog);
    let err = rt.wait_compiled(&prog, WAIT).unwrap_err();
    assert!(
        matches!(&err, crate::Error::Tiered(TieredError::Compile { program, .. }) if program == "gen11"),
        "{err}"
    );
    assert!(
        prog.compile_error().unwrap().contains("gen11"),
        "{:?}",
        prog.compile_error()
    );
    assert_eq!(rt.stats().compile_errors, 1);
    assert!(matches!(
        rt.launch_on(
            &prog,
            Tier::Jit,
            &LaunchConfig::for_elems(1, 1),
            &Data::new(rt.device(), 1, 1).args(0.0)
        ),
        Err(crate::Error::Tiered(TieredError::TierUnavailable {
            tier: Tier::Jit,
            ..
        }))
    ));
    let d = Data::new(rt.device(), 64, 3);
    assert_eq!(
        rt.launch(&prog, &d.cfg(), &d.args(0.5)).unwrap(),
        Tier::Interpreter
    );
    // Bad arguments are the program's own launch errors.
    let mut args = d.args(0.5);
    args.pop();
    assert!(matches!(
        rt.launch(&prog, &d.cfg(), &args),
        Err(crate::Error::Device(gpujit_device::Error::ArgumentCount {
            expected: 7,
            got: 6,
            ..
        }))
    ));
    let mut args = d.args(0.5);
    args[INPUTS + 1] = 1u32.into();
    assert!(matches!(
        rt.launch(&prog, &d.cfg(), &args),
        Err(crate::Error::Device(gpujit_device::Error::ArgumentType {
            index: 4,
            ..
        }))
    ));
    // As on the JIT tier, the interpreter takes this device's buffers only: a
    // raw address, or a buffer of another device, is refused before any launch.
    let mut args = d.args(0.5);
    args[INPUTS + 2] = KernelArg::address(d.out.memory().addr(), Some(ScalarType::F32));
    assert!(matches!(
        rt.launch(&prog, &d.cfg(), &args),
        Err(crate::Error::Device(gpujit_device::Error::RawAddress { index: 5, ref param, .. }))
            if param == "out"
    ));
    let other = crate::open("host").unwrap();
    let elsewhere = other.alloc::<f32>(64).unwrap();
    let mut args = d.args(0.5);
    args[INPUTS + 2] = (&elsewhere).into();
    let err = rt.launch(&prog, &d.cfg(), &args).unwrap_err();
    assert!(
        matches!(
            &err,
            crate::Error::Device(gpujit_device::Error::WrongDevice { what, .. })
                if what == "argument 5 of kernel `gen11`"
        ),
        "{err}"
    );
    assert_eq!(rt.stats().interpreter_runs, 1);
}

#[test]
fn dropping_the_runtime_with_compiles_in_flight_stops_promptly() {
    let rt = Tiered::with_jit(
        test_jit(),
        Policy {
            compile: CompileWhen::OnSubmit,
            threads: 2,
            batch: 1,
            ..Policy::default()
        },
    )
    .unwrap();
    let modules: Vec<_> = (100..160).map(|s| generated(s, true)).collect();
    let programs: Vec<_> = rt
        .submit_many(&modules)
        .into_iter()
        .map(|p| p.unwrap())
        .collect();
    while rt.stats().compiling == 0 && rt.stats().compiled == 0 {
        std::thread::yield_now();
    }
    let t = Instant::now();
    drop(rt);
    // At most the two compiles in flight finish; the queued ones are dropped.
    assert!(t.elapsed() < Duration::from_secs(30), "{:?}", t.elapsed());
    let compiled = programs.iter().filter(|p| p.tier() == Tier::Jit).count();
    assert!(
        compiled < programs.len(),
        "queued programs were dropped, not compiled"
    );
    assert!(programs.iter().all(|p| p.compile_error().is_none()));
}

#[test]
fn batches_are_found_again_through_the_cache() {
    let dir = std::env::temp_dir().join(format!("gpujit-tiered-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let dev = std::env::var("GPUJIT_TEST_DEVICE").unwrap_or_else(|_| "host".into());
    let modules: Vec<_> = (200..216).map(|s| generated(s, s % 2 == 0)).collect();
    let policy = Policy {
        compile: CompileWhen::Never,
        threads: 1,
        batch: 8,
        ..Policy::default()
    };
    let run = |expect_hits: bool| {
        let jit = Jit::new(
            crate::open(&dev).unwrap(),
            Cache::new(Some(dir.clone()), 1 << 30, 4),
        )
        .unwrap();
        let rt = Tiered::new(jit, policy).unwrap();
        let programs: Vec<_> = rt
            .submit_many(&modules)
            .into_iter()
            .map(|p| p.unwrap())
            .collect();
        for p in &programs {
            rt.compile_now(p);
        }
        for p in &programs {
            assert!(rt.wait_compiled(p, WAIT).unwrap());
        }
        let s = rt.stats();
        if expect_hits {
            assert_eq!((s.cache_hits, s.modules_compiled), (16, 0), "{s:?}");
        } else {
            assert_eq!(s.cache_hits, 0, "{s:?}");
            assert!(s.modules_compiled < 16, "programs were batched: {s:?}");
        }
        let d = Data::new(rt.device(), 100, 8);
        for p in &programs {
            assert_eq!(rt.launch(p, &d.cfg(), &d.args(2.0)).unwrap(), Tier::Jit);
        }
        // Loaded batch images live as long as their programs, not as long as the runtime.
        let images = rt.loaded_images();
        if expect_hits {
            assert!((1..16).contains(&images), "{images} images for 16 programs");
        }
        drop(programs);
        assert_eq!(rt.loaded_images(), 0, "images outlive their programs");
    };
    run(false);
    // A new process, as it were: every program is found through its link
    // to the batch image that holds it.
    run(true);
    let _ = std::fs::remove_dir_all(&dir);
}

mod reductions;

/// The rewritten module the JIT tier compiles keeps no `contract` flag: LLVM only adds
/// flags to an instruction, and a flag left behind lets NVPTX fuse a product used twice
/// (seen on the H200 as a one-ulp difference between the tiers). Its PTX rounds every
/// remaining operation on its own (`.rn`), which ptxas never fuses.
#[test]
fn rewritten_modules_carry_no_contract_flags() {
    type Body =
        for<'a, 'c> fn(&KernelBuilder<'a, 'c>, Value<'c>, Value<'c>, Value<'c>) -> Value<'c>;
    let cases: [(&str, Body); 3] = [
        ("fms", |k, x, y, z| k.sub(k.mul(x, y), z)),
        ("div", |k, x, y, z| k.div(k.add(x, y), z)),
        ("twice", |k, x, y, z| {
            let t = k.mul(x, y);
            k.mul(k.add(t, z), t)
        }),
    ];
    for (name, f) in cases {
        let m = xyz(name, true, f);
        assert!(
            m.to_text().unwrap().contains(" contract "),
            "{name}: built with contract"
        );
        let jm = super::program::prepare(&m)
            .unwrap()
            .module
            .expect("rewritten");
        let text = jm.to_text().unwrap();
        assert!(!text.contains(" contract "), "{name}:\n{text}");
        let c = crate::compile(&jm, crate::Target::Nvptx, &Default::default()).unwrap();
        let ptx = String::from_utf8_lossy(&c.image.bytes).into_owned();
        for op in ["add.f32", "sub.f32", "mul.f32"] {
            assert!(
                !ptx.contains(&format!("\t{op}")),
                "{name}: `{op}` may be fused:\n{ptx}"
            );
        }
    }
}

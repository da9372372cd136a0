//! The idiom table's tests: cases of each row, each an NVVM kernel around
//! one inline-asm template, run on every device against a Rust reference.
//! On CUDA each case runs twice, lifted and as its producer wrote it (the
//! driver compiling the PTX), so the references are checked against the
//! hardware too.

use anyhow::{Context, bail, ensure};
use gpujit::{Device, DeviceExt, Dim3, LaunchConfig, NvvmModule, PortableModule, Target};
use gpujit_conformance::Tally;

use super::fp;

/// Threads per case: two blocks of 64 (two warps each; one wave64 each).
pub const THREADS: usize = 128;
const BLOCK: usize = 64;
/// Outputs (u64 words) per thread: the results, then the thread's shared slot.
const NOUT: usize = 8;
/// Words of global memory per thread.
const MEMW: usize = 8;

/// One operand of a case's asm call.
#[derive(Debug, Clone, Copy)]
pub enum Arg {
    /// A value of an LLVM type (`i1`, `i16`, `i32`, `i64`, `float`, `double`)
    /// taken from the case's inputs.
    V(&'static str),
    /// `ptr addrspace(1)` to the thread's 64 bytes of `mem`.
    Mem,
    /// `ptr addrspace(1)` to the first word of `mem`, shared by all threads.
    Mem0,
    /// `ptr addrspace(3)` to the thread's 16 bytes of shared memory.
    Smem,
    /// `ptr addrspace(3)` to the 16 bytes of thread `tid ^ 1`.
    SmemNext,
    /// An `i32` immediate (an `n` constraint).
    Imm(i64),
}

/// How results are compared.
#[derive(Debug, Clone, Copy)]
pub enum Tol {
    /// Bit for bit (any NaN matches any NaN).
    Exact,
    /// Within this many ulps (float outputs).
    Ulps(u64),
    /// Within this absolute error (float outputs).
    Abs(f64),
}

/// What a thread should see.
#[derive(Debug, Clone, Default)]
pub struct Expect {
    /// Each output's bits (zero-extended to 64).
    pub outs: Vec<u64>,
    /// The thread's `mem` words after the kernel, if they matter.
    pub mem: Option<[u64; MEMW]>,
    /// The thread's shared words after the kernel, if they matter.
    pub smem: Option<[u64; 2]>,
    /// `mem` words holding a float result, as (word, `"float"` for its low
    /// half or `"double"`): any NaN there matches any NaN, as outputs do
    /// (NVIDIA's float atomics write the canonical NaN, not the operand's).
    pub mem_floats: Vec<(usize, &'static str)>,
}

/// One thread's view of the inputs, for a reference.
pub struct Ref<'a> {
    /// The thread's global index.
    pub t: usize,
    ins: &'a [u64],
    nin: usize,
    mem: &'a [u64],
}

impl Ref<'_> {
    /// Input `k` of this thread.
    pub fn i(&self, k: usize) -> u64 {
        self.at(self.t, k)
    }

    /// Input `k` of thread `t`.
    pub fn at(&self, t: usize, k: usize) -> u64 {
        self.ins[t * self.nin + k]
    }

    /// Thread `t`'s `mem` words before the kernel.
    pub fn mem_of(&self, t: usize) -> [u64; MEMW] {
        let mut w = [0; MEMW];
        w.copy_from_slice(&self.mem[t * MEMW..][..MEMW]);
        w
    }

    /// This thread's `mem` words before the kernel.
    pub fn mem(&self) -> [u64; MEMW] {
        self.mem_of(self.t)
    }
}

/// One case of a row.
pub struct Case {
    /// The idiom row it tests.
    pub row: &'static str,
    /// Its name within the row.
    pub name: &'static str,
    /// The asm template.
    pub asm: &'static str,
    /// The constraint string.
    pub cons: &'static str,
    /// The outputs' LLVM types.
    pub outs: &'static [&'static str],
    /// The operands.
    pub args: &'static [Arg],
    /// Bits of value input `k` (the `V` operands, in order) of thread `t`.
    pub input: fn(usize, usize) -> u64,
    /// The expected results.
    pub reference: fn(&Ref<'_>) -> Expect,
    /// How float results compare.
    pub tol: Tol,
}

impl Case {
    fn nin(&self) -> usize {
        self.args
            .iter()
            .filter(|a| matches!(a, Arg::V(_)))
            .count()
            .max(1)
    }

    fn uses_smem(&self) -> bool {
        self.args
            .iter()
            .any(|a| matches!(a, Arg::Smem | Arg::SmemNext))
    }

    /// The test's name.
    pub fn id(&self) -> String {
        format!("{}::{}", self.row.replace('/', "_"), self.name)
    }
}

fn escape(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\22"),
            '\\' => out.push_str("\\5C"),
            '\n' => out.push_str("\\0A"),
            '\t' => out.push_str("\\09"),
            c => out.push(c),
        }
    }
    out
}

/// The kernel `@c{n}` running case `c`.
fn kernel(n: usize, c: &Case) -> String {
    let mut b = String::new();
    let nin = c.nin();
    b.push_str(&format!(
        "define ptx_kernel void @c{n}(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %mem) {{\n\
         %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
         %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n\
         %t0 = mul i32 %cta, {BLOCK}\n\
         %t = add i32 %t0, %tid\n\
         %t64 = zext i32 %t to i64\n\
         %tid64 = zext i32 %tid to i64\n\
         %ib = mul i64 %t64, {nin}\n\
         %ob = mul i64 %t64, {NOUT}\n\
         %mb = mul i64 %t64, {}\n\
         %mp = getelementptr i8, ptr addrspace(1) %mem, i64 %mb\n\
         %sb = mul i64 %tid64, 16\n\
         %sp = getelementptr i8, ptr addrspace(3) @smem, i64 %sb\n\
         %tn = xor i64 %tid64, 1\n\
         %snb = mul i64 %tn, 16\n\
         %sn = getelementptr i8, ptr addrspace(3) @smem, i64 %snb\n",
        MEMW * 8
    ));
    if c.uses_smem() {
        b.push_str(
            "store i64 0, ptr addrspace(3) %sp\n\
             %sp8 = getelementptr i8, ptr addrspace(3) %sp, i64 8\n\
             store i64 0, ptr addrspace(3) %sp8\n\
             call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)\n",
        );
    }
    let mut args = Vec::new();
    let mut k = 0;
    for (j, a) in c.args.iter().enumerate() {
        match a {
            Arg::V(ty) => {
                b.push_str(&format!(
                    "%ik{j} = add i64 %ib, {k}\n\
                     %ip{j} = getelementptr i64, ptr addrspace(1) %in, i64 %ik{j}\n\
                     %iw{j} = load i64, ptr addrspace(1) %ip{j}\n"
                ));
                let v = match *ty {
                    "i64" => format!("%iw{j}"),
                    "double" => {
                        b.push_str(&format!("%a{j} = bitcast i64 %iw{j} to double\n"));
                        format!("%a{j}")
                    }
                    "float" => {
                        b.push_str(&format!(
                            "%x{j} = trunc i64 %iw{j} to i32\n%a{j} = bitcast i32 %x{j} to float\n"
                        ));
                        format!("%a{j}")
                    }
                    t => {
                        b.push_str(&format!("%a{j} = trunc i64 %iw{j} to {t}\n"));
                        format!("%a{j}")
                    }
                };
                args.push(format!("{ty} {v}"));
                k += 1;
            }
            Arg::Mem => args.push("ptr addrspace(1) %mp".into()),
            Arg::Mem0 => args.push("ptr addrspace(1) %mem".into()),
            Arg::Smem => args.push("ptr addrspace(3) %sp".into()),
            Arg::SmemNext => args.push("ptr addrspace(3) %sn".into()),
            Arg::Imm(v) => args.push(format!("i32 {v}")),
        }
    }
    let outs: Vec<&str> = c.outs.iter().map(|t| llvm_ty(t)).collect();
    let ret = match outs.as_slice() {
        [] => "void".to_string(),
        [one] => one.to_string(),
        many => format!("{{ {} }}", many.join(", ")),
    };
    let call = match callee(c) {
        // An intrinsic or libdevice function instead of asm.
        Some(f) => format!("call {ret} @{f}({})", args.join(", ")),
        None => format!(
            "call {ret} asm sideeffect \"{}\", \"{}\"({})",
            escape(c.asm),
            escape(c.cons),
            args.join(", ")
        ),
    };
    if c.outs.is_empty() {
        b.push_str(&format!("{call}\n"));
    } else {
        b.push_str(&format!("%r = {call}\n"));
    }
    for (j, ty) in outs.iter().enumerate() {
        let v = if outs.len() == 1 {
            "%r".to_string()
        } else {
            b.push_str(&format!("%e{j} = extractvalue {ret} %r, {j}\n"));
            format!("%e{j}")
        };
        let w = to_word(ty, &v, j, &mut b);
        b.push_str(&format!(
            "%ok{j} = add i64 %ob, {j}\n\
             %op{j} = getelementptr i64, ptr addrspace(1) %out, i64 %ok{j}\n\
             store i64 {w}, ptr addrspace(1) %op{j}\n"
        ));
    }
    if c.uses_smem() {
        b.push_str(&format!(
            "%s0 = load i64, ptr addrspace(3) %sp\n\
             %sq = getelementptr i8, ptr addrspace(3) %sp, i64 8\n\
             %s1 = load i64, ptr addrspace(3) %sq\n\
             %os0 = add i64 %ob, {}\n\
             %osp0 = getelementptr i64, ptr addrspace(1) %out, i64 %os0\n\
             store i64 %s0, ptr addrspace(1) %osp0\n\
             %os1 = add i64 %ob, {}\n\
             %osp1 = getelementptr i64, ptr addrspace(1) %out, i64 %os1\n\
             store i64 %s1, ptr addrspace(1) %osp1\n",
            NOUT - 2,
            NOUT - 1
        ));
    }
    b.push_str("ret void\n}\n");
    b
}

/// A module of the given cases, kernel `c{i}` for `cases[i]`.
pub fn module_text(cases: &[&Case]) -> String {
    let mut s = String::from(
        "target triple = \"nvptx64-nvidia-cuda\"\n\
         target datalayout = \"e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n\
         @smem = internal addrspace(3) global [1024 x i8] undef, align 16\n\
         declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
         declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n\
         declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)\n",
    );
    let mut declared = Vec::new();
    for (n, c) in cases.iter().enumerate() {
        s.push_str(&kernel(n, c));
        if let Some(f) = callee(c)
            && !declared.contains(&f)
        {
            declared.push(f);
            s.push_str(&declaration(f, c));
        }
    }
    s
}

/// The function a case calls instead of asm (`@llvm.nvvm.*`, `@__nv_*`).
fn callee(c: &Case) -> Option<&'static str> {
    let f = c.asm.strip_prefix('@')?;
    (f.starts_with("llvm.") || f.starts_with("__nv_")).then_some(f)
}

/// The declaration of the function a case calls.
fn declaration(f: &str, c: &Case) -> String {
    let outs: Vec<&str> = c.outs.iter().map(|t| llvm_ty(t)).collect();
    let ret = match outs.as_slice() {
        [] => "void".to_string(),
        [one] => one.to_string(),
        many => format!("{{ {} }}", many.join(", ")),
    };
    let params: Vec<&str> = c
        .args
        .iter()
        .map(|a| match a {
            Arg::V(t) => *t,
            Arg::Mem | Arg::Mem0 => "ptr addrspace(1)",
            Arg::Smem | Arg::SmemNext => "ptr addrspace(3)",
            Arg::Imm(_) => "i32",
        })
        .collect();
    format!("declare {ret} @{f}({})\n", params.join(", "))
}

/// Word `w` of thread `t`'s `mem` before a kernel.
pub fn mem_word(t: usize, w: usize) -> u64 {
    let i = (t * MEMW + w) as u64;
    (i + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x0123_4567_89ab_cdef
}

/// Deterministic filler for `mem`.
fn mem_init() -> Vec<u64> {
    (0..THREADS * MEMW)
        .map(|i| mem_word(i / MEMW, i % MEMW))
        .collect()
}

/// The LLVM type of an output or input type name (`f16`/`bf16` travel as `i16`).
fn llvm_ty(t: &str) -> &str {
    match t {
        "f16" | "bf16" => "i16",
        t => t,
    }
}

/// How an output type's bits travel to the 64-bit result words.
fn to_word(ty: &str, v: &str, j: usize, b: &mut String) -> String {
    match ty {
        "i64" => v.to_string(),
        "double" => {
            b.push_str(&format!("%w{j} = bitcast double {v} to i64\n"));
            format!("%w{j}")
        }
        "float" | "bfloat" => {
            let (it, bits) = if ty == "float" {
                ("i32", 32)
            } else {
                ("i16", 16)
            };
            let _ = bits;
            b.push_str(&format!(
                "%y{j} = bitcast {ty} {v} to {it}\n%w{j} = zext {it} %y{j} to i64\n"
            ));
            format!("%w{j}")
        }
        t => {
            b.push_str(&format!("%w{j} = zext {t} {v} to i64\n"));
            format!("%w{j}")
        }
    }
}

fn inputs(c: &Case) -> Vec<u64> {
    let nin = c.nin();
    (0..THREADS * nin)
        .map(|i| (c.input)(i / nin, i % nin))
        .collect()
}

fn same(ty: &str, got: u64, want: u64, tol: Tol) -> bool {
    let nan16 = |v: u64, exp: u64| v & exp == exp && v & !exp & 0x7fff != 0;
    match ty {
        "f16" if nan16(got, 0x7c00) || nan16(want, 0x7c00) => {
            nan16(got, 0x7c00) && nan16(want, 0x7c00)
        }
        "bf16" | "bfloat" if nan16(got, 0x7f80) || nan16(want, 0x7f80) => {
            nan16(got, 0x7f80) && nan16(want, 0x7f80)
        }
        "float" => {
            let (g, w) = (f32::from_bits(got as u32), f32::from_bits(want as u32));
            if g.is_nan() || w.is_nan() {
                return g.is_nan() && w.is_nan();
            }
            match tol {
                Tol::Exact => g.to_bits() == w.to_bits(),
                Tol::Ulps(n) => fp::ulps32(g, w) <= n,
                Tol::Abs(e) => (f64::from(g) - f64::from(w)).abs() <= e || g == w,
            }
        }
        "double" => {
            let (g, w) = (f64::from_bits(got), f64::from_bits(want));
            if g.is_nan() || w.is_nan() {
                return g.is_nan() && w.is_nan();
            }
            match tol {
                Tol::Exact => g.to_bits() == w.to_bits(),
                Tol::Ulps(n) => fp::ulps64(g, w) <= n,
                Tol::Abs(e) => (g - w).abs() <= e || g == w,
            }
        }
        _ => got == want,
    }
}

/// Launches kernel `k` of case `c` on `dev` and checks every thread.
fn check(dev: &dyn Device, k: &gpujit::Kernel, c: &Case) -> anyhow::Result<()> {
    let ins = inputs(c);
    let mem0 = mem_init();
    let inb = dev.upload(&ins)?;
    let out = dev.upload(&vec![0u64; THREADS * NOUT])?;
    let mem = dev.upload(&mem0)?;
    let cfg = LaunchConfig {
        grid: Dim3::x((THREADS / BLOCK) as u32),
        block: Dim3::x(BLOCK as u32),
        shared_bytes: 0,
    };
    dev.launch(k, &cfg, &[(&inb).into(), (&out).into(), (&mem).into()])?;
    let got = dev.download(&out)?;
    let got_mem = dev.download(&mem)?;
    let nin = c.nin();
    for t in 0..THREADS {
        let r = Ref {
            t,
            ins: &ins,
            nin,
            mem: &mem0,
        };
        let want = (c.reference)(&r);
        let line = || {
            let vals: Vec<String> = (0..nin).map(|k| format!("{:#x}", r.i(k))).collect();
            format!("thread {t} (inputs {})", vals.join(", "))
        };
        ensure!(
            want.outs.len() == c.outs.len(),
            "the reference gives {} outputs",
            want.outs.len()
        );
        for (j, ty) in c.outs.iter().enumerate() {
            let g = got[t * NOUT + j];
            if !same(ty, g, want.outs[j], c.tol) {
                bail!(
                    "{}: output {j} ({ty}) is {g:#x}, want {:#x}",
                    line(),
                    want.outs[j]
                );
            }
        }
        if let Some(m) = want.mem {
            let g = &got_mem[t * MEMW..][..MEMW];
            let matches = (0..MEMW).all(|w| match want.mem_floats.iter().find(|f| f.0 == w) {
                Some(&(_, "float")) => {
                    g[w] >> 32 == m[w] >> 32
                        && same("float", g[w] & 0xffff_ffff, m[w] & 0xffff_ffff, Tol::Exact)
                }
                Some(&(_, ty)) => same(ty, g[w], m[w], Tol::Exact),
                None => g[w] == m[w],
            });
            ensure!(matches, "{}: memory {g:x?}, want {m:x?}", line());
        }
        if let Some(s) = want.smem {
            let g = [got[t * NOUT + NOUT - 2], got[t * NOUT + NOUT - 1]];
            ensure!(g == s, "{}: shared {g:x?}, want {s:x?}", line());
        }
    }
    Ok(())
}

/// The cases, by row.
pub fn cases() -> impl Iterator<Item = &'static Case> + Clone {
    super::asm_cases::cases()
}

/// The cases of NVVM intrinsics and libdevice functions that the table's
/// templates compute.
pub fn intrinsic_cases() -> &'static [Case] {
    super::asm_cases::intrinsics()
}

/// Rows whose instructions need an operand a case cannot make, and the
/// tests that run them instead.
const COVERED_ELSEWHERE: &[(&str, &str)] = &[(
    "tex",
    "a texture object, made by each device: ptx::textures (the same translation from PTX) and \
     the texture_filter program (clang's inline asm through gpujit cc)",
)];

/// Runs the idiom tests: each case lifted alone, the table covered, and every
/// case on every device (and natively on CUDA).
pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    let rows: Vec<&Case> = cases().collect();
    let all: Vec<&Case> = cases().chain(intrinsic_cases()).collect();
    t.run("nvvm::asm::every_row_has_a_case", || {
        let missing: Vec<&str> = gpujit::ir::nvvm::idioms()
            .into_iter()
            .map(|(name, _)| name)
            .filter(|name| !rows.iter().any(|c| c.row == *name))
            .filter(|name| !COVERED_ELSEWHERE.iter().any(|(r, _)| r == name))
            .collect();
        ensure!(missing.is_empty(), "rows without a case: {missing:?}");
        let unknown: Vec<&str> = rows
            .iter()
            .map(|c| c.row)
            .filter(|r| !gpujit::ir::nvvm::idioms().iter().any(|(n, _)| n == r))
            .collect();
        ensure!(unknown.is_empty(), "cases of no row: {unknown:?}");
        fp::self_check()
    });
    for c in &all {
        t.run(&format!("nvvm::asm::lift::{}", c.id()), || {
            let text = module_text(&[c]);
            let m = PortableModule::from_ir(&c.id(), text.as_bytes())
                .with_context(|| format!("lifting\n{text}"))?;
            let ir = m.to_text()?;
            for gone in [" asm ", "@llvm.nvvm.", "@__nv_"] {
                ensure!(!ir.contains(gone), "`{gone}` survived:\n{ir}");
            }
            Ok(())
        });
    }
    let text = module_text(&all);
    let lifted = PortableModule::from_ir("asm_idioms.ll", text.as_bytes());
    let native = NvvmModule::from_ir("asm_idioms.ll", text.as_bytes());
    t.run("nvptx::nvvm::asm::native_keeps_the_ptx", || {
        let m = native.as_ref().map_err(|e| anyhow::anyhow!("{e}"))?;
        let opts = gpujit::CompileOptions {
            arch: Some("sm_90".into()),
            ..Default::default()
        };
        let c = gpujit::compile_nvvm(m, Target::Nvptx, &opts)?;
        let ptx = std::str::from_utf8(&c.image.bytes).context("PTX is text")?;
        for want in [
            "ld.global.v4.b32",
            "lop3.b32",
            "prmt.b32",
            "cp.async.ca.shared.global",
            "shfl.sync.bfly.b32",
        ] {
            ensure!(ptx.contains(want), "`{want}` is not in the PTX");
        }
        ensure!(
            !ptx.contains("gpujit"),
            "the native PTX went through the lift"
        );
        Ok(())
    });
    for (tag, dev) in devices {
        let cuda = dev.info().backend == gpujit::Backend::Cuda;
        let loaded = match &lifted {
            Ok(m) => gpujit::compile_for(*dev, m)
                .map_err(anyhow::Error::from)
                .and_then(|c| Ok(dev.load(&c.image)?)),
            Err(e) => Err(anyhow::anyhow!("{e}")),
        };
        let module = match loaded {
            Ok(m) => m,
            Err(e) => {
                t.fail(&format!("{tag}::nvvm::asm::compile"), &format!("{e:#}"));
                continue;
            }
        };
        for (n, c) in all.iter().enumerate() {
            t.run(&format!("{tag}::nvvm::asm::{}", c.id()), || {
                let k = module.kernel(&format!("c{n}"))?;
                check(*dev, &k, c)
            });
            if cuda {
                t.run(&format!("{tag}::nvvm::asm::native::{}", c.id()), || {
                    let text = module_text(&[c]);
                    let m = NvvmModule::from_ir(&c.id(), text.as_bytes())?;
                    let img = gpujit::compile_nvvm_for(*dev, &m)?;
                    let k = dev.load(&img.image)?.kernel("c0")?;
                    check(*dev, &k, c)
                });
            }
        }
    }
}

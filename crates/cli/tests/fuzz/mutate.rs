//! Deterministic mutation: one case's input is a function of the seed, the
//! target's name and the case number alone, so any case can be made again.

/// SplitMix64: small, fast, and the same sequence everywhere.
pub struct Rng(u64);

impl Rng {
    /// The generator of case `case` of `target` under `seed`.
    pub fn for_case(seed: u64, target: &str, case: u64) -> Rng {
        // FNV-1a of the target's name keeps targets apart.
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in target.bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        let mut r = Rng(seed ^ h ^ case.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        r.next();
        r
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n`; 0 when `n` is 0.
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.next() % den < num
    }

    pub fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }

    /// One of `inputs`.
    pub fn word_bytes<'a>(&mut self, inputs: &[&'a [u8]]) -> &'a [u8] {
        inputs[self.below(inputs.len())]
    }

    /// One of `words`.
    pub fn word<'a>(&mut self, words: &[&'a str]) -> &'a str {
        words[self.below(words.len())]
    }
}

/// Tokens LLVM assembly mutations splice in, beside those of the corpus.
pub const LL_TOKENS: &[&str] = &[
    "i1",
    "i8",
    "i16",
    "i32",
    "i64",
    "i128",
    "i7",
    "i999",
    "i8388608",
    "half",
    "bfloat",
    "float",
    "double",
    "fp128",
    "x86_fp80",
    "ppc_fp128",
    "ptr",
    "ptr addrspace(1)",
    "ptr addrspace(3)",
    "ptr addrspace(4)",
    "ptr addrspace(5)",
    "ptr addrspace(7)",
    "ptr addrspace(99)",
    "<4 x float>",
    "<3 x i32>",
    "<vscale x 4 x i32>",
    "<1024 x double>",
    "[4 x i32]",
    "[0 x float]",
    "[4294967295 x i8]",
    "[100000 x i64]",
    "[16 x i32]",
    "{ i32, float }",
    "<{ i8, i64 }>",
    "void",
    "label",
    "token",
    "metadata",
    "x86_amx",
    "target(\"spirv.Image\")",
    "undef",
    "poison",
    "null",
    "zeroinitializer",
    "0",
    "-1",
    "1",
    "2",
    "3",
    "31",
    "32",
    "64",
    "255",
    "256",
    "1024",
    "65535",
    "65536",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775808",
    "340282366920938463463374607431768211455",
    "1.0e300",
    "0x7FF8000000000000",
    "0xH7C00",
    "0xL00000000000000000000000000000000",
    "true",
    "false",
    "%0",
    "%1",
    "%x",
    "@0",
    "@k",
    "!0",
    "!{}",
    "!{i32 1}",
    "#0",
    "#99",
    "align 4096",
    "align 1",
    "volatile",
    "atomic",
    "seq_cst",
    "monotonic",
    "syncscope(\"agent\")",
    "syncscope(\"block\")",
    "addrspacecast",
    "bitcast",
    "inttoptr",
    "ptrtoint",
    "getelementptr inbounds",
    "extractelement",
    "insertelement",
    "shufflevector",
    "extractvalue",
    "insertvalue",
    "unreachable",
    "ret void",
    "br label %0",
    "switch",
    "indirectbr",
    "invoke",
    "callbr",
    "landingpad",
    "freeze",
    "alloca",
    "fence",
    "cmpxchg",
    "atomicrmw",
    "va_arg",
    "call void @llvm.trap()",
    "call void @k()",
    "call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
    "call void @llvm.nvvm.barrier0()",
    "call i32 @llvm.amdgcn.workitem.id.x()",
    "call float @llvm.sqrt.f32(float 1.0)",
    "\"gpujit.kernel\"",
    "\"gpujit.params\"=\"a:f32\"",
    "\"gpujit.params\"=\"x:*u64;n:bytes8x4\"",
    "\"gpujit.params\"=\"x:bytes8x0\"",
    "\"gpujit.params\"=\"x:bytes65535x1\"",
    "\"gpujit.params\"=\"\"",
    "\"gpujit.params\"=\"a:f32;a:f32;a:f32\"",
    "\"gpujit.max_threads\"=\"0\"",
    "\"gpujit.max_threads\"=\"4294967296\"",
    "ptx_kernel",
    "amdgpu_kernel",
    "spir_kernel",
    "fastcc",
    "musttail",
    "tail",
    "noinline",
    "alwaysinline",
    "byval(i32)",
    "sret(i32)",
    "inreg",
    "nonnull",
    "dereferenceable(4294967296)",
    "!nvvm.annotations",
    "!\"kernel\"",
    "!\"maxntidx\"",
    "!\"maxntidy\"",
    "!\"minctasm\"",
    "blockaddress",
    "dso_local",
    "external",
    "internal",
    "linkonce_odr",
    "addrspace(3) global",
    "thread_local",
    "comdat",
    "section \".text\"",
    "personality",
    "gc \"statepoint-example\"",
    "prefix",
    "target triple = \"nvptx64-nvidia-cuda\"",
    "target triple = \"amdgcn-amd-amdhsa\"",
    "target datalayout = \"e-p:32:32\"",
    "@llvm.used",
    "@llvm.global_ctors",
    "declare",
    "define",
    "{",
    "}",
    "(",
    ")",
    ",",
    "=",
    "*",
    "...",
];

/// PTX tokens: directives, types, state spaces, registers and instructions.
pub const PTX_TOKENS: &[&str] = &[
    ".version 9.0",
    ".target sm_90a",
    ".address_size 32",
    ".visible .entry k()",
    ".func (.param .b32 r) f(.param .b32 a)",
    ".extern .shared .align 16 .b8 dyn[];",
    ".shared .align 4 .b8 s[4096];",
    ".global .align 8 .u64 g[2] = {1, 2};",
    ".const .f32 c = 0f3F800000;",
    ".local .align 8 .b8 depot[64];",
    ".param .align 8 .b8 p[4097]",
    ".reg .pred %p<99999>;",
    ".reg .v4 .f32 %v;",
    ".reg .b128 %q;",
    ".maxntid 1024, 1, 1",
    ".reqntid 0",
    "%tid.x",
    "%smid",
    "%laneid",
    "%lanemask_lt",
    "bra.uni $L__BB0_1;",
    "@%p1 bra $L__BB0_2;",
    "$L__BB0_1:",
    "call.uni (retval0), f, (param0);",
    "ret;",
    "exit;",
    "cvta.to.shared.u32",
    "cvta.local.u64",
    "ld.shared.v4.b32",
    "st.global.v2.f64",
    "ld.param.b64",
    "atom.global.cas.b64",
    "shfl.sync.bfly.b32",
    "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32",
    "ldmatrix.sync.aligned.m8n8.x4.shared.b16",
    "tex.2d.v4.f32.f32",
    "wgmma.fence.sync.aligned;",
    "[%rd1+-4]",
    "{%r1, %r2, %r3, %r4}",
    "0fFFFFFFFF",
    "0d7FF0000000000000",
    "-2147483648",
    "18446744073709551616",
];

/// Tokens CUDA C++ mutations splice in: declarations, qualifiers,
/// templates, the preprocessor, intrinsics, and extreme values.
pub const CUDA_TOKENS: &[&str] = &[
    "__global__",
    "__device__",
    "__host__",
    "__shared__",
    "__constant__",
    "__forceinline__",
    "__launch_bounds__(1024, 2)",
    "__restrict__",
    "extern \"C\"",
    "extern __shared__ char dyn[];",
    "template <typename T>",
    "template <int N>",
    "template <typename... Ts>",
    "typename",
    "constexpr",
    "static_assert(sizeof(int) == 4, \"\");",
    "decltype(auto)",
    "auto",
    "struct S { int a; double b; };",
    "union U { float f; int i; };",
    "operator()",
    "sizeof...(Ts)",
    "#define X(a) a a",
    "#include <cuda_runtime.h>",
    "#include \"missing.h\"",
    "#pragma unroll",
    "#if 0",
    "#endif",
    "__syncthreads();",
    "__syncwarp();",
    "__threadfence();",
    "atomicAdd",
    "atomicCAS",
    "__shfl_down_sync(0xffffffff, v, 1)",
    "__shfl_xor_sync",
    "__ballot_sync",
    "__popc",
    "__clz",
    "threadIdx.x",
    "blockIdx.y",
    "blockDim.z",
    "gridDim.x",
    "warpSize",
    "asm volatile(\"membar.gl;\");",
    "asm(\"mov.u32 %0, %%laneid;\" : \"=r\"(i));",
    "__trap();",
    "printf(\"%d\\n\", i);",
    "assert(i >= 0);",
    "unsigned long long",
    "__half",
    "double",
    "float4",
    "int2",
    "long double",
    "__int128",
    "volatile",
    "goto",
    "return;",
    "while (1)",
    "for (;;) {}",
    "1e309",
    "0x7fffffff",
    "-2147483648",
    "18446744073709551615ull",
    "'\\0'",
    "{",
    "}",
    ";",
    "...",
    "::",
    "<",
    ">",
];

const INTERESTING_U8: &[u8] = &[0, 1, 0x7f, 0x80, 0xff, 0x40, 0x20];
const INTERESTING_U64: &[u64] = &[
    0,
    1,
    2,
    7,
    8,
    16,
    63,
    64,
    255,
    256,
    0x7fff,
    0x8000,
    0xffff,
    0x7fff_ffff,
    0x8000_0000,
    0xffff_ffff,
    0x1_0000_0000,
    0x7fff_ffff_ffff_ffff,
    0x8000_0000_0000_0000,
    u64::MAX,
];

/// The tokens of LLVM assembly text (runs between separators).
pub fn tokens(text: &[u8]) -> Vec<&[u8]> {
    text.split(|b| is_separator(*b))
        .filter(|t| !t.is_empty())
        .collect()
}

fn is_separator(b: u8) -> bool {
    b.is_ascii_whitespace() || b",()[]{}<>=".contains(&b)
}

/// Token spans (start, end) of one line.
fn spans(line: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, b) in line.iter().enumerate() {
        match (is_separator(*b), start) {
            (false, None) => start = Some(i),
            (true, Some(s)) => {
                out.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, line.len()));
    }
    out
}

fn lines(text: &[u8]) -> Vec<Vec<u8>> {
    text.split(|b| *b == b'\n').map(<[u8]>::to_vec).collect()
}

fn join(lines: &[Vec<u8>]) -> Vec<u8> {
    lines.join(&b'\n')
}

/// A mutation of text (LLVM assembly, PTX, CUDA C++): line edits, token
/// edits, truncation and byte flips; `others` are the rest of the corpus
/// (splices), `dict` the corpus's tokens and `tokens` the language's own
/// (`LL_TOKENS`, `CUDA_TOKENS`) to splice in.
pub fn mutate_text(
    rng: &mut Rng,
    input: &[u8],
    others: &[&[u8]],
    dict: &[Vec<u8>],
    tokens: &[&str],
) -> Vec<u8> {
    let mut data = input.to_vec();
    let rounds = 1 + rng.below(4);
    for _ in 0..rounds {
        data = match rng.below(13) {
            0 | 1 => line_edit(rng, &data, others),
            2..=5 => token_edit(rng, &data, dict, tokens),
            6 => number_edit(rng, &data),
            7 => truncate(rng, &data),
            8 => flip_bytes(rng, &data),
            9 => splice_lines(rng, &data, others),
            10 => {
                // Move a whole function or block: a run of lines elsewhere.
                let mut ls = lines(&data);
                if ls.len() > 2 {
                    let a = rng.below(ls.len());
                    let n = 1 + rng.below((ls.len() - a).min(12));
                    let chunk: Vec<Vec<u8>> = ls.drain(a..a + n).collect();
                    let at = rng.below(ls.len() + 1);
                    for (k, l) in chunk.into_iter().enumerate() {
                        ls.insert(at + k, l);
                    }
                }
                join(&ls)
            }
            11 => {
                // Delete a run of lines.
                let mut ls = lines(&data);
                if ls.len() > 1 {
                    let a = rng.below(ls.len());
                    let n = 1 + rng.below((ls.len() - a).min(8));
                    ls.drain(a..a + n);
                }
                join(&ls)
            }
            _ => {
                // Duplicate a whole line many times (long functions, many globals).
                let mut ls = lines(&data);
                if !ls.is_empty() {
                    let i = rng.below(ls.len());
                    let copies = 1 + rng.below(40);
                    let line = ls[i].clone();
                    for _ in 0..copies {
                        ls.insert(i, line.clone());
                    }
                }
                join(&ls)
            }
        };
    }
    data
}

/// One small edit of source text: a token or a number, so that a strict
/// parser (C++) more often takes the result and what follows it runs.
pub fn mutate_light(rng: &mut Rng, input: &[u8], dict: &[Vec<u8>], tokens: &[&str]) -> Vec<u8> {
    if rng.chance(1, 3) {
        number_edit(rng, input)
    } else {
        token_edit(rng, input, dict, tokens)
    }
}

fn line_edit(rng: &mut Rng, data: &[u8], others: &[&[u8]]) -> Vec<u8> {
    let mut ls = lines(data);
    if ls.is_empty() {
        return data.to_vec();
    }
    let i = rng.below(ls.len());
    match rng.below(4) {
        0 => {
            ls.remove(i);
        }
        1 => {
            let l = ls[i].clone();
            let at = rng.below(ls.len() + 1);
            ls.insert(at, l);
        }
        2 => {
            let j = rng.below(ls.len());
            ls.swap(i, j);
        }
        _ => {
            // A line of another corpus file.
            if !others.is_empty() {
                let other = lines(rng.word_bytes(others));
                if !other.is_empty() {
                    let l = other[rng.below(other.len())].clone();
                    ls.insert(i, l);
                }
            }
        }
    }
    join(&ls)
}

fn token_edit(rng: &mut Rng, data: &[u8], dict: &[Vec<u8>], tokens: &[&str]) -> Vec<u8> {
    let mut ls = lines(data);
    if ls.is_empty() {
        return data.to_vec();
    }
    // Prefer lines that have tokens.
    let mut i = rng.below(ls.len());
    for _ in 0..8 {
        if !spans(&ls[i]).is_empty() {
            break;
        }
        i = rng.below(ls.len());
    }
    let line = &ls[i];
    let sp = spans(line);
    if sp.is_empty() {
        return data.to_vec();
    }
    let (s, e) = sp[rng.below(sp.len())];
    let word: Vec<u8> = if rng.chance(1, 2) {
        rng.pick(tokens).as_bytes().to_vec()
    } else if dict.is_empty() {
        Vec::new()
    } else {
        rng.pick(dict).clone()
    };
    let mut new = line[..s].to_vec();
    match rng.below(4) {
        0 => {} // delete the token
        1 => {
            // insert before it
            new.extend_from_slice(&word);
            new.push(b' ');
            new.extend_from_slice(&line[s..e]);
        }
        _ => new.extend_from_slice(&word),
    }
    new.extend_from_slice(&line[e..]);
    ls[i] = new;
    join(&ls)
}

fn number_edit(rng: &mut Rng, data: &[u8]) -> Vec<u8> {
    // Replace one run of digits with an interesting number.
    let runs: Vec<(usize, usize)> = {
        let mut out = Vec::new();
        let mut start = None;
        for (i, b) in data.iter().enumerate() {
            match (b.is_ascii_digit(), start) {
                (true, None) => start = Some(i),
                (false, Some(s)) => {
                    out.push((s, i));
                    start = None;
                }
                _ => {}
            }
        }
        out
    };
    if runs.is_empty() {
        return data.to_vec();
    }
    let (s, e) = runs[rng.below(runs.len())];
    let n = rng.pick(INTERESTING_U64);
    let text = match rng.below(3) {
        0 => n.to_string(),
        1 => (*n as i64).to_string(),
        _ => (n.wrapping_add(1)).to_string(),
    };
    let mut out = data[..s].to_vec();
    out.extend_from_slice(text.as_bytes());
    out.extend_from_slice(&data[e..]);
    out
}

fn truncate(rng: &mut Rng, data: &[u8]) -> Vec<u8> {
    if data.is_empty() {
        return Vec::new();
    }
    data[..rng.below(data.len())].to_vec()
}

fn flip_bytes(rng: &mut Rng, data: &[u8]) -> Vec<u8> {
    let mut out = data.to_vec();
    if out.is_empty() {
        return out;
    }
    for _ in 0..1 + rng.below(4) {
        let i = rng.below(out.len());
        if rng.chance(1, 2) {
            out[i] ^= 1 << rng.below(8);
        } else {
            out[i] = *rng.pick(INTERESTING_U8);
        }
    }
    out
}

fn splice_lines(rng: &mut Rng, data: &[u8], others: &[&[u8]]) -> Vec<u8> {
    if others.is_empty() {
        return data.to_vec();
    }
    let a = lines(data);
    let b = lines(rng.word_bytes(others));
    let cut_a = rng.below(a.len() + 1);
    let cut_b = rng.below(b.len() + 1);
    let mut out = a[..cut_a].to_vec();
    out.extend_from_slice(&b[cut_b..]);
    join(&out)
}

/// A mutation of binary input (bitcode, ELF): bit flips, interesting values
/// at aligned offsets, truncation, chunk deletion, duplication and splicing;
/// `fields` are offsets worth hitting (ELF header and section header fields).
pub fn mutate_bytes(rng: &mut Rng, input: &[u8], others: &[&[u8]], fields: &[usize]) -> Vec<u8> {
    let mut data = input.to_vec();
    let rounds = 1 + rng.below(4);
    for _ in 0..rounds {
        if data.is_empty() {
            data = rng.pick(others).to_vec();
            continue;
        }
        match rng.below(10) {
            0 | 1 => data = flip_bytes(rng, &data),
            2 | 3 => {
                // An interesting value of 1, 2, 4 or 8 bytes, at a field or anywhere.
                let width = [1usize, 2, 4, 8][rng.below(4)];
                let at = if !fields.is_empty() && rng.chance(1, 2) {
                    *rng.pick(fields)
                } else {
                    rng.below(data.len()) & !(width - 1)
                };
                let v = *rng.pick(INTERESTING_U64);
                let v = if rng.chance(1, 4) {
                    v.wrapping_add(data.len() as u64)
                } else {
                    v
                };
                let bytes = v.to_le_bytes();
                for (k, byte) in bytes.iter().enumerate().take(width) {
                    if let Some(b) = data.get_mut(at + k) {
                        *b = *byte;
                    }
                }
            }
            4 => data = truncate(rng, &data),
            5 => {
                let a = rng.below(data.len());
                let n = 1 + rng.below((data.len() - a).min(256));
                data.drain(a..a + n);
            }
            6 => {
                let a = rng.below(data.len());
                let n = 1 + rng.below((data.len() - a).min(256));
                let chunk = data[a..a + n].to_vec();
                let at = rng.below(data.len() + 1);
                data.splice(at..at, chunk);
            }
            7 => {
                // Splice: our head, another's tail.
                let other = rng.pick(others);
                let a = rng.below(data.len() + 1);
                let b = rng.below(other.len() + 1);
                data.truncate(a);
                data.extend_from_slice(&other[b..]);
            }
            8 => {
                // A chunk of another input copied over ours at the same offset.
                let other = rng.pick(others);
                if !other.is_empty() {
                    let a = rng.below(other.len());
                    let n = 1 + rng.below((other.len() - a).min(64));
                    for k in 0..n {
                        if let Some(b) = data.get_mut(a + k) {
                            *b = other[a + k];
                        }
                    }
                }
            }
            _ => {
                // Random bytes inserted.
                let at = rng.below(data.len() + 1);
                let n = 1 + rng.below(16);
                let junk: Vec<u8> = (0..n).map(|_| rng.next() as u8).collect();
                data.splice(at..at, junk);
            }
        }
    }
    data
}

/// Offsets of an ELF64 file's header fields and of the fields of every
/// section header it declares (where they lie inside `data`).
pub fn elf_fields(data: &[u8]) -> Vec<usize> {
    let mut out = vec![
        4, 5, 6, 7, 8, 16, 18, 20, 24, 32, 40, 48, 52, 54, 56, 58, 60, 62,
    ];
    if data.len() < 64 || &data[..4] != b"\x7fELF" {
        return out;
    }
    let u64_at = |at: usize| {
        data.get(at..at + 8)
            .map_or(0, |b| u64::from_le_bytes(b.try_into().unwrap_or([0; 8])))
    };
    let u16_at = |at: usize| {
        data.get(at..at + 2)
            .map_or(0, |b| u16::from_le_bytes(b.try_into().unwrap_or([0; 2])))
    };
    let (shoff, shnum) = (u64_at(40) as usize, u16_at(60) as usize);
    for i in 0..shnum.min(64) {
        let base = shoff + i * 64;
        if base + 64 > data.len() {
            break;
        }
        // name, type, flags, addr, offset, size, link, info, align, entsize
        out.extend([0, 4, 8, 16, 24, 32, 40, 44, 48, 56].map(|f| base + f));
    }
    let (phoff, phnum) = (u64_at(32) as usize, u16_at(56) as usize);
    for i in 0..phnum.min(32) {
        let base = phoff + i * 56;
        if base + 56 > data.len() {
            break;
        }
        out.extend([0, 4, 8, 16, 24, 32, 40, 48].map(|f| base + f));
    }
    // The msgpack metadata note: a run of offsets into its payload.
    if let Some(at) = data.windows(8).position(|w| w == b"AMDGPU\0\0") {
        let start = at + 8;
        let end = data.len().min(start + 4096);
        out.extend((start..end).step_by(3));
    }
    out
}

//! Reading what LLVM 19-22 producers write, and refusing newer producers.

use super::*;
use std::path::PathBuf;
use std::process::Command;

fn corpus(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/nvvm")
        .join(path)
}

#[test]
fn producer_versions_are_read_from_every_spelling() {
    assert_eq!(producer_major("LLVM22.1.8"), Some(22));
    assert_eq!(producer_major("LLVM23.0.0git"), Some(23));
    assert_eq!(producer_major("LLVM version 19.1.7"), Some(19));
    assert_eq!(
        producer_major("Debian clang version 22.1.8 (++20250101+abc-1~exp1)"),
        Some(22)
    );
    assert_eq!(producer_major("clang version 19.1.7"), Some(19));
    assert_eq!(producer_major("APPLE_1_1600.0.26.3_0"), None);
    assert_eq!(our_major(), 22);
}

/// Bitcode as our LLVM writes it, with its identification block's producer
/// replaced by `producer` (of the same length as ours, so that the block
/// keeps its size and the module's offsets into the file stay right). The
/// block is written as LLVM writes it: a char6 array abbreviation for the
/// STRING record, a VBR6 one for the EPOCH record.
fn with_producer(bitcode: &[u8], producer: &str) -> Vec<u8> {
    // The first block: abbrev id ENTER_SUBBLOCK (2 bits, width 2), block id 13
    // (vbr8), new abbrev width (vbr4), aligned to 32 bits, then its length in
    // 32-bit words.
    assert_eq!(&bitcode[..4], b"BC\xC0\xDE");
    let header = u32::from_le_bytes(bitcode[4..8].try_into().unwrap());
    assert_eq!(header & 0b11, 1, "ENTER_SUBBLOCK");
    assert_eq!((header >> 2) & 0xff, 13, "IDENTIFICATION_BLOCK_ID");
    let words = u32::from_le_bytes(bitcode[8..12].try_into().unwrap()) as usize;
    let rest = &bitcode[12 + 4 * words..];

    #[derive(Default)]
    struct Bits {
        out: Vec<u8>,
        acc: u64,
        n: u32,
    }
    impl Bits {
        fn put(&mut self, v: u64, width: u32) {
            self.acc |= v << self.n;
            self.n += width;
            while self.n >= 8 {
                self.out.push(self.acc as u8);
                self.acc >>= 8;
                self.n -= 8;
            }
        }
        fn vbr(&mut self, mut v: u64, width: u32) {
            let hi = 1u64 << (width - 1);
            while v >= hi {
                self.put((v & (hi - 1)) | hi, width);
                v >>= width - 1;
            }
            self.put(v, width);
        }
        fn align32(&mut self) {
            if self.n > 0 {
                self.put(0, 8 - self.n);
            }
            while !self.out.len().is_multiple_of(4) {
                self.out.push(0);
            }
        }
    }
    let char6 = |c: u8| -> u64 {
        u64::from(match c {
            b'a'..=b'z' => c - b'a',
            b'A'..=b'Z' => c - b'A' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'.' => 62,
            b'_' => 63,
            _ => panic!("{} is not a char6 character", c as char),
        })
    };
    // Abbrev width 5. DEFINE_ABBREV (2) [STRING literal, array of char6]
    // becomes abbrev 4; DEFINE_ABBREV [EPOCH literal, vbr6] becomes abbrev 5.
    let mut body = Bits::default();
    body.put(2, 5);
    body.vbr(3, 5);
    body.put(1, 1);
    body.vbr(1, 8);
    body.put(0, 1);
    body.put(3, 3);
    body.put(0, 1);
    body.put(4, 3);
    body.put(4, 5);
    body.vbr(producer.len() as u64, 6);
    for b in producer.bytes() {
        body.put(char6(b), 6);
    }
    body.put(2, 5);
    body.vbr(2, 5);
    body.put(1, 1);
    body.vbr(2, 8);
    body.put(0, 1);
    body.put(2, 3);
    body.vbr(6, 5);
    body.put(5, 5);
    body.vbr(0, 6);
    body.put(0, 5);
    body.align32();
    assert_eq!(body.out.len(), 4 * words, "the block changed size");
    let mut out = Bits {
        out: b"BC\xC0\xDE".to_vec(),
        ..Default::default()
    };
    out.put(1, 2);
    out.vbr(13, 8);
    out.vbr(5, 4);
    out.align32();
    out.out
        .extend_from_slice(&((body.out.len() / 4) as u32).to_le_bytes());
    out.out.extend_from_slice(&body.out);
    out.out.extend_from_slice(rest);
    out.out
}

fn saxpy_bitcode() -> Vec<u8> {
    let text = std::fs::read(corpus("clang22/saxpy.ll")).unwrap();
    let ctx = Context::create();
    parse(&ctx, "saxpy.ll", &text)
        .unwrap()
        .write_bitcode_to_memory()
        .as_slice()
        .to_vec()
}

#[test]
fn bitcode_from_a_newer_llvm_is_refused_naming_both_versions() {
    let ours = saxpy_bitcode();
    assert_eq!(
        gpujit_lld::llvm_ext::bitcode_producer(&ours).unwrap(),
        format!("LLVM{}", crate::LLVM_VERSION)
    );
    // The rewriting keeps a module LLVM reads, so only the producer differs.
    let same = with_producer(&ours, &format!("LLVM{}", crate::LLVM_VERSION));
    assert_eq!(same, ours, "the block is rewritten as LLVM writes it");
    let older = with_producer(&ours, "LLVM19.1.7");
    PortableModule::from_ir("older.bc", &older).expect("an older producer is read");

    let newer = with_producer(&ours, "LLVM23.1.0");
    assert_eq!(
        gpujit_lld::llvm_ext::bitcode_producer(&newer).unwrap(),
        "LLVM23.1.0"
    );
    let e = PortableModule::from_ir("kernels.bc", &newer).unwrap_err();
    let msg = e.to_string();
    assert!(matches!(e, IrError::NewerLlvm { .. }), "{msg}");
    assert!(
        msg.contains("`kernels.bc`")
            && msg.contains("LLVM23.1.0")
            && msg.contains(&format!("LLVM {}", crate::LLVM_VERSION)),
        "{msg}"
    );
}

#[test]
fn text_from_a_newer_clang_that_fails_to_parse_names_both_versions() {
    let text = r#"
define void @k(ptr some_attribute_of_llvm_99 %p) {
  ret void
}
!llvm.ident = !{!0}
!0 = !{!"clang version 99.0.0 (https://github.com/llvm/llvm-project abc)"}
"#;
    let e = PortableModule::from_ir("new.ll", text.as_bytes()).unwrap_err();
    let msg = e.to_string();
    assert!(matches!(e, IrError::NewerLlvm { .. }), "{msg}");
    assert!(
        msg.contains("clang version 99.0.0")
            && msg.contains(crate::LLVM_VERSION)
            && msg.contains("some_attribute_of_llvm_99"),
        "{msg}"
    );
    // The same error from a producer no newer than ours stays a parse error.
    let old = text.replace("99.0.0", "19.1.7");
    let e = PortableModule::from_ir("old.ll", old.as_bytes()).unwrap_err();
    assert!(matches!(e, IrError::Parse { .. }), "{e}");
}

/// The Python that runs the test tools: `GPUJIT_PYTHON`, else the environment
/// `ci/setup` makes (`$XDG_CACHE_HOME/gpujit/venv`, `~/.cache` without it), as
/// `ci/env.sh` sets it, so that `cargo test` works without sourcing it.
fn test_python() -> PathBuf {
    if let Some(p) = std::env::var_os("GPUJIT_PYTHON").filter(|p| !p.is_empty()) {
        return p.into();
    }
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .filter(|p| !p.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .unwrap_or_default();
    cache.join("gpujit/venv/bin/python")
}

/// Bitcode written by another LLVM: llvmlite 0.45 bundles LLVM 20.1, and
/// `ci/setup` installs it into the Python environment `GPUJIT_PYTHON` names.
/// Each clang-19 fixture is assembled by LLVM 20 and must import as its text does.
#[test]
fn bitcode_written_by_llvm_20_imports_like_the_text() {
    let python = test_python();
    assert!(
        python.exists(),
        "{} does not exist: run ci/setup (it makes the Python environment with llvmlite), \
         or set GPUJIT_PYTHON",
        python.display()
    );
    let dir = std::env::temp_dir().join(format!("gpujit-llvm20-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = r#"
import sys, llvmlite.binding as llvm
assert llvm.llvm_version_info[0] == 20, llvm.llvm_version_info
for src, dst in zip(sys.argv[1::2], sys.argv[2::2]):
    m = llvm.parse_assembly(open(src).read())
    m.verify()
    open(dst, "wb").write(m.as_bitcode())
"#;
    let names = ["saxpy", "reduce", "histogram", "transpose", "math"];
    let mut cmd = Command::new(&python);
    cmd.arg("-c").arg(script);
    for n in names {
        cmd.arg(corpus(&format!("{n}.ll")))
            .arg(dir.join(format!("{n}.bc")));
    }
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("running {}: {e} (run ci/setup)", python.display()));
    assert!(
        out.status.success(),
        "llvmlite failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    for n in names {
        let bc = std::fs::read(dir.join(format!("{n}.bc"))).unwrap();
        let producer = gpujit_lld::llvm_ext::bitcode_producer(&bc).unwrap();
        assert!(
            producer.starts_with("LLVM20."),
            "{n}: written by {producer}"
        );
        let from_bc = PortableModule::from_ir(&format!("{n}.bc"), &bc)
            .unwrap_or_else(|e| panic!("{n}.bc: {e}"));
        let text = std::fs::read(corpus(&format!("{n}.ll"))).unwrap();
        let from_text = PortableModule::from_ir(&format!("{n}.ll"), &text).unwrap();
        assert_eq!(from_bc.kernels(), from_text.kernels(), "{n}");
        assert_eq!(
            from_bc.to_text().unwrap().lines().count(),
            from_text.to_text().unwrap().lines().count(),
            "{n}: the lifted modules differ"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

//! Sets `GPUJIT_BUILD_ID`, the build identity compile cache keys carry: the
//! value of `GPUJIT_BUILD_ID` at build time when given, else the git commit of
//! the source tree with a digest of its uncommitted changes to the crates that
//! decide compiled output, else `unknown` (then only the version tells builds
//! apart).

use std::path::Path;
use std::process::Command;

use sha2::{Digest, Sha256};

/// The folders, relative to the workspace root, whose sources decide what
/// gpujit compiles.
const SOURCES: &[&str] = &[
    "crates/gpujit",
    "crates/ir",
    "crates/device",
    "crates/lld",
    "crates/cuda",
    "targets",
    "kernels",
    "Cargo.lock",
];

fn git(root: &Path, args: &[&str]) -> Option<Vec<u8>> {
    let out = Command::new("git")
        .arg("-C")
        .arg(root)
        .args(args)
        .output()
        .ok()?;
    out.status.success().then_some(out.stdout)
}

fn git_id(root: &Path) -> Option<String> {
    let head = String::from_utf8(git(root, &["rev-parse", "HEAD"])?).ok()?;
    for p in ["HEAD", "index"] {
        let path = String::from_utf8(git(root, &["rev-parse", "--git-path", p])?).ok()?;
        let path = root.join(path.trim());
        println!("cargo:rerun-if-changed={}", path.display());
    }
    let mut args = vec!["diff", "HEAD", "--binary", "--"];
    args.extend(SOURCES);
    let diff = git(root, &args)?;
    let mut args = vec!["ls-files", "-o", "--exclude-standard", "-z", "--"];
    args.extend(SOURCES);
    let untracked = git(root, &args)?;
    let head = head.trim();
    if diff.is_empty() && untracked.is_empty() {
        return Some(head.to_string());
    }
    let mut h = Sha256::new();
    h.update(&diff);
    for name in untracked.split(|&b| b == 0).filter(|n| !n.is_empty()) {
        let name = String::from_utf8_lossy(name).into_owned();
        h.update(name.as_bytes());
        h.update(std::fs::read(root.join(&name)).unwrap_or_default());
    }
    let sum: String = h.finalize()[..8]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    Some(format!("{head}+{sum}"))
}

fn main() {
    println!("cargo:rerun-if-env-changed=GPUJIT_BUILD_ID");
    let given = std::env::var("GPUJIT_BUILD_ID")
        .ok()
        .filter(|v| !v.is_empty());
    let id = given.unwrap_or_else(|| {
        let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default();
        let root = Path::new(&manifest).join("../..");
        for s in SOURCES {
            println!("cargo:rerun-if-changed={}", root.join(s).display());
        }
        git_id(&root).unwrap_or_else(|| "unknown".to_string())
    });
    println!("cargo:rustc-env=GPUJIT_BUILD_ID={id}");
}

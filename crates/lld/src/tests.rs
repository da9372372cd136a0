use super::*;
use std::process::Command;

/// Compiles C source to an x86-64 relocatable object with the system compiler.
fn object(name: &str, src: &str) -> Vec<u8> {
    let dir = std::env::temp_dir().join(format!("gpujit-lld-test-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let c = dir.join("in.c");
    let o = dir.join("in.o");
    std::fs::write(&c, src).unwrap();
    let st = Command::new("cc")
        .args(["-c", "-fPIC", "-O1", "-o"])
        .arg(&o)
        .arg(&c)
        .status()
        .unwrap();
    assert!(st.success(), "cc failed");
    let bytes = std::fs::read(&o).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    bytes
}

#[test]
fn links_a_shared_object_in_memory() {
    let obj = object("ok", "int answer(int x) { return x + 42; }\n");
    let so = link_elf(&[&obj], &["-shared", "--no-undefined"]).unwrap();
    assert_eq!(&so[..4], b"\x7fELF");
    assert_eq!(
        u16::from_le_bytes([so[16], so[17]]),
        3,
        "e_type must be ET_DYN"
    );
    assert!(so.windows(6).any(|w| w == b"answer"), "symbol table lost");
}

#[test]
fn undefined_symbol_returns_llds_message_and_lld_stays_usable() {
    let obj = object(
        "undef",
        "int missing_fn(void); int f(void) { return missing_fn(); }\n",
    );
    let err = link_elf(&[&obj], &["-shared", "--no-undefined"]).unwrap_err();
    match &err {
        LinkError::Failed { message, .. } => {
            assert!(
                message.contains("undefined symbol: missing_fn"),
                "{message}"
            )
        }
        other => panic!("unexpected {other:?}"),
    }
    let ok = object("again", "int g(void) { return 1; }\n");
    assert!(link_elf(&[&ok], &["-shared"]).is_ok());
}

#[test]
fn garbage_input_is_an_error_not_a_crash() {
    let err = link_elf(&[b"not an object"], &["-shared"]).unwrap_err();
    assert!(matches!(err, LinkError::Failed { .. }), "{err}");
}

#[test]
fn concurrent_links_are_serialised() {
    let obj = object("threads", "int h(int x) { return x * 3; }\n");
    std::thread::scope(|s| {
        for _ in 0..4 {
            s.spawn(|| {
                for _ in 0..5 {
                    let so = link_elf(&[&obj], &["-shared"]).unwrap();
                    assert_eq!(&so[..4], b"\x7fELF");
                }
            });
        }
    });
}

#[test]
fn nul_in_argument_is_rejected() {
    assert!(matches!(
        link_elf(&[], &["-sh\0ared"]),
        Err(LinkError::BadArgument(_))
    ));
}

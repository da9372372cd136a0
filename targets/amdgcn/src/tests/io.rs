//! The runtime's side of the `printf`/`assert` variable.

use crate::io::{BUFFER_BYTES, IO_BYTES, IoState};

#[test]
fn bind_gives_the_buffer_and_its_capacity() {
    let mut variable = [0u8; IO_BYTES];
    IoState::bind(&mut variable, 0x1234_5678_9abc).expect("a full-size variable");
    assert_eq!(variable[..8], 0x1234_5678_9abc_u64.to_le_bytes());
    assert_eq!(variable[8..12], (BUFFER_BYTES as u32).to_le_bytes());
    assert!(variable[12..].iter().all(|&b| b == 0));
    let state = IoState::parse(&variable).expect("parses");
    assert_eq!(state.buffer, 0x1234_5678_9abc);
    assert_eq!((state.used, state.dropped, state.assertion), (0, 0, None));
}

#[test]
fn reset_clears_a_launch_and_keeps_the_buffer() {
    let mut variable = [0u8; IO_BYTES];
    IoState::bind(&mut variable, 0x4000).expect("a full-size variable");
    variable[12..16].copy_from_slice(&96u32.to_le_bytes());
    variable[16..20].copy_from_slice(&2u32.to_le_bytes());
    variable[20..24].copy_from_slice(&1u32.to_le_bytes());
    variable[24..28].copy_from_slice(&7u32.to_le_bytes());
    variable[32..40].copy_from_slice(&0x10u64.to_le_bytes());
    variable[40..48].copy_from_slice(&0x20u64.to_le_bytes());
    variable[48..56].copy_from_slice(&0x30u64.to_le_bytes());
    let state = IoState::parse(&variable).expect("parses");
    assert_eq!((state.used, state.dropped), (96, 2));
    assert_eq!(state.assertion, Some((7, [0x10, 0x20, 0x30])));
    IoState::reset(&mut variable).expect("a full-size variable");
    let state = IoState::parse(&variable).expect("parses");
    assert_eq!(state.buffer, 0x4000);
    assert_eq!((state.used, state.dropped, state.assertion), (0, 0, None));
    assert_eq!(variable[8..12], (BUFFER_BYTES as u32).to_le_bytes());
}

#[test]
fn a_short_variable_is_refused() {
    let mut short = [0u8; IO_BYTES - 1];
    assert_eq!(IoState::bind(&mut short, 1), None);
    assert_eq!(IoState::reset(&mut short), None);
    assert!(short.iter().all(|&b| b == 0));
}

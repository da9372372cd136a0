//! The parser on the templates NVIDIA's generators emit.

use super::*;

fn insts(src: &str) -> Vec<Instruction> {
    parse(src)
        .unwrap_or_else(|e| panic!("{src}: {e}"))
        .into_iter()
        .filter_map(|s| match s {
            Statement::Inst(i) => Some(i),
            _ => None,
        })
        .collect()
}

fn arg(n: u32) -> Operand {
    Operand::Arg(n)
}

fn reg(s: &str) -> Operand {
    Operand::Reg(s.into())
}

#[test]
fn triton_masked_vector_load() {
    let i = insts(
        "mov.u32 $0, 0x0;\n\tmov.u32 $1, 0x0;\n\t@$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];",
    );
    assert_eq!(i.len(), 3);
    assert_eq!(i[0].mnemonic(), "mov.u32");
    assert_eq!(i[0].operands, [arg(0), Operand::Int(0)]);
    let ld = &i[2];
    assert_eq!(
        ld.guard,
        Some(Guard {
            pred: arg(5),
            negated: false
        })
    );
    assert_eq!(ld.opcode, "ld");
    assert_eq!(ld.modifiers, ["global", "v2", "b32"]);
    assert_eq!(
        ld.operands,
        [
            Operand::Vector(vec![arg(0), arg(1)]),
            Operand::Addr {
                base: Some(Box::new(arg(4))),
                offset: 0
            }
        ]
    );
    assert_eq!(ld.text, "@$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ]");
}

#[test]
fn triton_store_and_cache_hints() {
    let i = insts("@$5 st.global.L1::evict_last.v4.b32 [ $4 + 16 ], { $0, $1, $2, $3 };");
    assert_eq!(i[0].modifiers, ["global", "L1::evict_last", "v4", "b32"]);
    assert!(matches!(
        &i[0].operands[0],
        Operand::Addr { offset: 16, .. }
    ));
}

#[test]
fn scopes_registers_predicates_and_setp() {
    let src = "{\n\t.reg .pred p<2>;\n\t.reg .b32 a, b<3>;\n\tsetp.ne.b32 p0, $1, 0;\n\t@!p0 mov.u32 $0, a;\n}";
    let s = parse(src).unwrap();
    assert_eq!(s[0], Statement::Open);
    assert_eq!(
        s[1],
        Statement::Reg {
            ty: "pred".into(),
            names: vec!["p0".into(), "p1".into()]
        }
    );
    assert_eq!(
        s[2],
        Statement::Reg {
            ty: "b32".into(),
            names: vec!["a".into(), "b0".into(), "b1".into(), "b2".into()]
        }
    );
    let Statement::Inst(mov) = &s[4] else {
        panic!("{:?}", s[4])
    };
    assert_eq!(
        mov.guard,
        Some(Guard {
            pred: reg("p0"),
            negated: true
        })
    );
    assert_eq!(s[5], Statement::Close);
}

#[test]
fn immediates() {
    assert_eq!(parse_number("0f3F800000"), Some(Operand::F32(0x3f80_0000)));
    assert_eq!(
        parse_number("0d3FF0000000000000"),
        Some(Operand::F64(1.0f64.to_bits()))
    );
    assert_eq!(parse_number("0x7fff7fff"), Some(Operand::Int(0x7fff_7fff)));
    assert_eq!(
        parse_number("0xffffffffffffffff"),
        Some(Operand::Int(u64::MAX as i128))
    );
    assert_eq!(parse_number("42U"), Some(Operand::Int(42)));
    assert_eq!(parse_number("017"), Some(Operand::Int(15)));
    assert_eq!(parse_number("0b101"), Some(Operand::Int(5)));
    assert_eq!(parse_number("1.5"), Some(Operand::F64(1.5f64.to_bits())));
    assert_eq!(parse_number("0f3F80"), None);
    let i = insts("add.s32 $0, $1, -7;");
    assert_eq!(i[0].operands[2], Operand::Int(-7));
}

#[test]
fn special_registers_pairs_sinks_and_negations() {
    let i = insts(
        "mov.u32 $0, %laneid;\nshfl.sync.bfly.b32 $0|$1, $2, 16, 0x1f, -1;\nsetp.lt.and.s32 p|q, $1, 4, !r;\nelect.sync _|$0, -1;",
    );
    assert_eq!(i[0].operands[1], reg("%laneid"));
    assert_eq!(
        i[1].operands[0],
        Operand::Pair(Box::new(arg(0)), Box::new(arg(1)))
    );
    assert_eq!(i[1].operands[4], Operand::Int(-1));
    assert_eq!(i[2].operands[3], Operand::Not(Box::new(reg("r"))));
    assert_eq!(
        i[3].operands[0],
        Operand::Pair(Box::new(Operand::Sink), Box::new(arg(0)))
    );
    let i = insts("mov.u32 $0, %tid.x;");
    assert_eq!(i[0].operands[1], reg("%tid.x"));
}

#[test]
fn comments_braced_operands_labels_and_directives() {
    let s = parse("// load\n mov.b32 ${0}, $$x; /* done */\nL1: bar.sync 0;\n.shared .b8 buf[16];")
        .unwrap();
    let Statement::Inst(mov) = &s[0] else {
        panic!()
    };
    assert_eq!(mov.operands, [arg(0), reg("$x")]);
    assert_eq!(s[1], Statement::Label("L1".into()));
    assert!(matches!(&s[3], Statement::Directive(d) if d == ".shared .b8 buf[16]"));
    // Instructions with no operands.
    let i = insts("cp.async.commit_group;\ncp.async.wait_group 0x0;");
    assert!(i[0].operands.is_empty());
    assert_eq!(i[1].operands, [Operand::Int(0)]);
}

#[test]
fn addresses() {
    let i = insts("ld.shared.b32 $0, [%r1+-4];\nld.global.b32 $0, [1024];\nld.b32 $0, [$1];");
    assert_eq!(
        i[0].operands[1],
        Operand::Addr {
            base: Some(Box::new(reg("%r1"))),
            offset: -4
        }
    );
    assert_eq!(
        i[1].operands[1],
        Operand::Addr {
            base: None,
            offset: 1024
        }
    );
    assert_eq!(
        i[2].operands[1],
        Operand::Addr {
            base: Some(Box::new(arg(1))),
            offset: 0
        }
    );
}

#[test]
fn malformed_templates_are_errors() {
    for bad in [
        "mov.u32 $0 0;",
        "{ mov.u32 $0, 0;",
        "mov.u32 $0, 0; }",
        "ld.global.b32 $0, [$1 * 4];",
        "mov.u32 ${0:r}, 1;",
        "mov.u32 $, 1;",
        ".reg .b32 a<x>;",
        "add.u32 $0, $1, #;",
    ] {
        assert!(parse(bad).is_err(), "{bad} parsed");
    }
}

#[test]
fn constraints() {
    use Class::*;
    assert_eq!(
        parse_constraints("=r,=&l,=h,=f,=d,=b,=c,r,l,b,n,0,~{memory}").unwrap(),
        [
            Constraint::Output(I32),
            Constraint::Output(I64),
            Constraint::Output(I16),
            Constraint::Output(F32),
            Constraint::Output(F64),
            Constraint::Output(Pred),
            Constraint::Output(I8),
            Constraint::Input(I32),
            Constraint::Input(I64),
            Constraint::Input(Pred),
            Constraint::Input(Imm),
            Constraint::Tied(0),
            Constraint::Clobber("{memory}".into()),
        ]
    );
    assert!(parse_constraints("").unwrap().is_empty());
    assert!(parse_constraints("=*m").is_err());
    assert!(parse_constraints("x").is_err());
}

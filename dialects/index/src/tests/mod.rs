//! Checks the folders against `oracle.rs`, recorded from mlir-opt 22 by `gen_oracle.py`.

mod oracle;

use crate::*;
use ropt_oracle_table::{Row, as_recorded, int_width, parse_int as parse, replay};

fn show(f: Fold<Elems<ApInt>>, ops: [&ApInt; 2]) -> String {
    match f {
        Fold::None => "-".into(),
        Fold::Constant(Elems::Splat(v)) if v.width() == 1 => v.to_decimal(false),
        Fold::Constant(Elems::Splat(v)) => v.to_decimal(true),
        Fold::Operand(i) => ops[i].to_decimal(true),
        other => panic!("{other:?}"),
    }
}

const BIN: [(&str, BinOp); 20] = [
    ("add", BinOp::Add),
    ("sub", BinOp::Sub),
    ("mul", BinOp::Mul),
    ("divs", BinOp::DivS),
    ("divu", BinOp::DivU),
    ("ceildivs", BinOp::CeilDivS),
    ("ceildivu", BinOp::CeilDivU),
    ("floordivs", BinOp::FloorDivS),
    ("rems", BinOp::RemS),
    ("remu", BinOp::RemU),
    ("maxs", BinOp::MaxS),
    ("maxu", BinOp::MaxU),
    ("mins", BinOp::MinS),
    ("minu", BinOp::MinU),
    ("shl", BinOp::Shl),
    ("shrs", BinOp::ShrS),
    ("shru", BinOp::ShrU),
    ("and", BinOp::And),
    ("or", BinOp::Or),
    ("xor", BinOp::Xor),
];

fn fold(ty: &str, a: &str, b: &str, op: &str) -> String {
    let w = int_width(ty);
    let va = parse(a, w);
    let ca = Elems::Splat(va.clone());
    if let Some((name, target)) = op.split_once(':')
        && name.starts_with("cast")
    {
        let signed = name == "casts";
        if target == "index" {
            return show(fold_cast_to_index(Some(&ca), signed), [&va, &va]);
        }
        let tw: u32 = target[1..].parse().unwrap();
        if !materializable(Some(tw)) {
            return "-".into();
        }
        return show(fold_cast_from_index(Some(&ca), signed, tw), [&va, &va]);
    }
    let vb = parse(b, 64);
    let cb = Elems::Splat(vb.clone());
    // The driver CSEs equal constants: equal operands are one value.
    let same = va == vb;
    if let Some(p) = op.strip_prefix("cmp:") {
        let names = [
            "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
        ];
        let i = names.iter().position(|n| *n == p).unwrap();
        let pred = CmpIPredicate::from_i64(i as i64).unwrap();
        return match fold_cmp(pred, Some(&ca), Some(&cb), same) {
            Fold::None => "-".into(),
            Fold::Constant(Elems::Splat(v)) => (v as u8).to_string(),
            other => panic!("{other:?}"),
        };
    }
    let bop = BIN.iter().find(|(n, _)| *n == op).expect(op).1;
    show(fold_binary(bop, Some(&ca), Some(&cb)), [&va, &vb])
}

#[test]
fn oracle_index_ops() {
    let check = |(ty, a, b, _): &Row, op: &str| fold(ty, a, b, op);
    replay(oracle::CASES, 1000, 80, check, as_recorded);
}

#[test]
fn identities() {
    let z = Elems::Splat(ApInt::from_i64(64, 0));
    let o = Elems::Splat(ApInt::from_i64(64, 1));
    // Recorded: add x, 0 / sub x, 0 / mul x, 1 -> x; mul x, 0 -> 0; cmp slt(x, x) -> false.
    assert_eq!(fold_binary(BinOp::Add, None, Some(&z)), Fold::Operand(0));
    assert_eq!(fold_binary(BinOp::Sub, None, Some(&z)), Fold::Operand(0));
    assert_eq!(fold_binary(BinOp::Mul, None, Some(&o)), Fold::Operand(0));
    assert_eq!(
        fold_binary(BinOp::Mul, None, Some(&z)),
        Fold::Constant(z.clone())
    );
    assert_eq!(
        fold_cmp(CmpIPredicate::Slt, None, None, true),
        Fold::Constant(Elems::Splat(false))
    );
    // Not folded by the oracle: divs x, 1; and x, 0; shl x, 0.
    assert_eq!(fold_binary(BinOp::DivS, None, Some(&o)), Fold::None);
    assert_eq!(fold_binary(BinOp::And, None, Some(&z)), Fold::None);
    assert_eq!(fold_binary(BinOp::Shl, None, Some(&z)), Fold::None);
}

/// The effects come from index.td through the ODS run time: `Pure` ops are effect-free and
/// speculatable, the divisions (`NoMemoryEffect` only) effect-free but not speculatable.
#[test]
fn purity_comes_from_the_td() {
    use ropt_ir::Traits;
    let mut ctx = ropt_ir::Context::new();
    crate::register(&mut ctx);
    let op = |n: &str| ctx.registry().lookup_op(n).expect(n);
    for name in [
        "index.add",
        "index.constant",
        "index.cmp",
        "index.casts",
        "index.sizeof",
    ] {
        assert!(op(name).has_trait(Traits::PURE), "{name}");
        assert!(op(name).has_trait(Traits::ALWAYS_SPECULATABLE), "{name}");
    }
    for name in ["index.divs", "index.divu", "index.ceildivs", "index.remu"] {
        assert!(op(name).has_trait(Traits::PURE), "{name}");
        assert!(!op(name).has_trait(Traits::ALWAYS_SPECULATABLE), "{name}");
    }
}

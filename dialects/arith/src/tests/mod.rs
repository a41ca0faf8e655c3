//! Unit tests. The `oracle_*` tables were recorded from mlir-opt 22 `-canonicalize` by
//! `gen_oracle.py`; each case checks that our folder folds exactly when MLIR's does, to the
//! same value.

mod identities;
mod oracle_cast;
mod oracle_float;
mod oracle_int;

use crate::fold::{Elems, Fold};
use crate::{CmpFPredicate, RoundingMode};
use crate::{floats, ints};
use ropt_ir::apint::ApInt;
use ropt_ir::types::FloatKind;
use ropt_numbers::apfloat::FloatBits;
use ropt_numbers::int;

use ropt_oracle_table::{Row, as_recorded, int_width, parse_int, replay};

fn show(f: &Fold<Elems<ApInt>>, operands: &[&ApInt]) -> String {
    show_int(f, operands)
}

fn int_fold(op: &str, a: &ApInt, b: &ApInt) -> String {
    let w = a.width();
    let (ca, cb) = (Elems::Splat(a.clone()), Elems::Splat(b.clone()));
    let (l, r) = (Some(&ca), Some(&cb));
    let ops = [a, b];
    let one = |f: Fold<Elems<ApInt>>| show(&f, &ops);
    match op {
        "addi" => one(ints::addi(l, r)),
        "subi" => one(ints::subi(l, r, false, w)),
        "muli" => one(ints::muli(l, r)),
        "divui" => one(ints::divui(l, r)),
        "divsi" => one(ints::divsi(l, r)),
        "remui" => one(ints::remui(l, r, w)),
        "remsi" => one(ints::remsi(l, r, w)),
        "ceildivui" => one(ints::ceildivui(l, r)),
        "ceildivsi" => one(ints::ceildivsi(l, r)),
        "floordivsi" => one(ints::floordivsi(l, r)),
        "andi" => one(ints::andi(l, r, false)),
        "ori" => one(ints::ori(l, r, false)),
        "xori" => one(ints::xori(l, r, false, w)),
        "shli" => one(ints::shift(ints::Shift::Left, l, r)),
        "shrui" => one(ints::shift(ints::Shift::RightUnsigned, l, r)),
        "shrsi" => one(ints::shift(ints::Shift::RightSigned, l, r)),
        "maxsi" => one(ints::min_max(ints::MinMax::MaxS, l, r, false)),
        "maxui" => one(ints::min_max(ints::MinMax::MaxU, l, r, false)),
        "minsi" => one(ints::min_max(ints::MinMax::MinS, l, r, false)),
        "minui" => one(ints::min_max(ints::MinMax::MinU, l, r, false)),
        "addui_extended" => {
            let (s, c) = ints::addui_extended(l, r);
            format!("{},{}", one(s), show_bool(&c))
        }
        "mului_extended" => {
            let (lo, hi) = ints::mului_extended(l, r, w);
            format!("{},{}", one(lo), one(hi))
        }
        "mulsi_extended" => {
            let (lo, hi) = ints::mulsi_extended(l, r);
            format!("{},{}", one(lo), one(hi))
        }
        _ => {
            let p = op.strip_prefix("cmpi:").expect(op);
            let names = [
                "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
            ];
            let i = names.iter().position(|n| *n == p).unwrap();
            let pred = ints::CmpIPredicate::from_i64(i as i64).unwrap();
            match ints::cmpi(pred, l, r, false, ints::Producer::Other) {
                ints::CmpIFold::Constant(Elems::Splat(v)) => (v as u8).to_string(),
                ints::CmpIFold::None => "-".into(),
                other => panic!("unexpected {other:?}"),
            }
        }
    }
}

/// `i1` results: MLIR prints `true` as 1 where we print -1.
fn i1_spelling(w: u32, s: &str) -> String {
    if w == 1 {
        s.replace("-1", "1")
    } else {
        s.to_string()
    }
}

#[test]
fn oracle_integer_binary_ops() {
    let fold = |(ty, a, b, _): &Row, op: &str| {
        let w = int_width(ty);
        i1_spelling(w, &int_fold(op, &parse_int(a, w), &parse_int(b, w)))
    };
    let expect = |(ty, ..): &Row, want: &str| i1_spelling(int_width(ty), want);
    replay(oracle_int::CASES, 1000, usize::MAX, fold, expect);
}

#[test]
fn oracle_integer_casts() {
    let fold = |(ty, a, _, _): &Row, op: &str| {
        let c = Elems::Splat(parse_int(a, int_width(ty)));
        let (op, to) = op.split_once(':').unwrap();
        let tw = if to == "index" {
            64
        } else {
            to.parse().unwrap()
        };
        let p = ints::Producer::Other;
        let f = match op {
            "extsi" => ints::extsi(Some(&c), p, tw),
            "extui" => ints::extui(Some(&c), p, tw),
            "trunci" => ints::trunci(Some(&c), p, tw),
            "index_cast" => ints::index_cast(Some(&c), tw),
            "index_castui" => ints::index_castui(Some(&c), tw),
            _ => unreachable!(),
        };
        // The recorded `i1` results are 0/1; we print true as -1.
        i1_spelling(tw, &show(&f, &[]))
    };
    replay(oracle_cast::CASES, 50, usize::MAX, fold, as_recorded);
}

fn float_fold(op: &str, kind: FloatKind, a: &str, b: &str) -> String {
    let w = kind.width();
    let bits = |s: &str| int::to_u128(&parse_int(s, w)).unwrap();
    let fa = Elems::Splat(FloatBits::new(kind, bits(a)));
    let fb = Elems::Splat(FloatBits::new(kind, bits(b)));
    let show_f = |f: Fold<Elems<FloatBits>>, ops: [&Elems<FloatBits>; 2]| match f {
        Fold::None => "-".to_string(),
        Fold::Constant(Elems::Splat(v)) => int::from_u128(v.kind.width(), v.bits).to_decimal(true),
        Fold::Operand(i) => match ops[i] {
            Elems::Splat(v) => int::from_u128(w, v.bits).to_decimal(true),
            _ => unreachable!(),
        },
        other => panic!("unexpected {other:?}"),
    };
    let (name, arg) = op.split_once(':').unwrap_or((op, ""));
    let rm = RoundingMode::ToNearestEven;
    // The driver CSEs equal constants, so bitwise-equal operands are the same value.
    let same = a == b;
    let bin = |o| show_f(floats::fbin(o, Some(&fa), Some(&fb), same, rm), [&fa, &fb]);
    let int_res = |f: Fold<Elems<ApInt>>| show(&f, &[]);
    match name {
        "addf" => bin(floats::FBin::Add),
        "subf" => bin(floats::FBin::Sub),
        "mulf" => bin(floats::FBin::Mul),
        "divf" => bin(floats::FBin::Div),
        "remf" => bin(floats::FBin::Rem),
        "maximumf" => bin(floats::FBin::Maximum),
        "minimumf" => bin(floats::FBin::Minimum),
        "maxnumf" => bin(floats::FBin::MaxNum),
        "minnumf" => bin(floats::FBin::MinNum),
        "negf" => show_f(floats::negf(Some(&fa), false), [&fa, &fb]),
        "cmpf" => {
            let names = [
                "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
                "ult", "ule", "une", "uno", "true",
            ];
            let i = names.iter().position(|n| *n == arg).unwrap();
            let p = CmpFPredicate::from_i64(i as i64).unwrap();
            show_bool(&floats::cmpf(p, Some(&fa), Some(&fb)))
        }
        "extf" | "truncf" => {
            let to = FloatKind::from_name(arg).unwrap();
            let f = if name == "extf" {
                floats::extf(Some(&fa), to)
            } else {
                floats::truncf(Some(&fa), to, rm, None)
            };
            show_f(f, [&fa, &fb])
        }
        "fptosi" | "fptoui" => {
            let tw: u32 = arg.parse().unwrap();
            let r = int_res(floats::fp_to_int(Some(&fa), name == "fptosi", tw));
            if tw == 1 { r.replace("-1", "1") } else { r }
        }
        "sitofp" | "uitofp" => {
            let iw: u32 = arg.parse().unwrap();
            let v = Elems::Splat(parse_int(a, iw));
            show_f(
                floats::int_to_fp(Some(&v), name == "sitofp", kind),
                [&fa, &fb],
            )
        }
        _ => panic!("{op}"),
    }
}

#[test]
fn oracle_float_ops() {
    let fold =
        |(ty, a, b, _): &Row, op: &str| float_fold(op, FloatKind::from_name(ty).unwrap(), a, b);
    replay(oracle_float::CASES, 1000, 400, fold, as_recorded);
}

/// An integer fold as the tables spell it: `-`, the signed value, or operand `i`'s value.
pub fn show_int(f: &Fold<Elems<ApInt>>, operands: &[&ApInt]) -> String {
    match f {
        Fold::None => "-".into(),
        Fold::Constant(Elems::Splat(v)) => v.to_decimal(true),
        Fold::Operand(i) => operands[*i].to_decimal(true),
        other => panic!("unexpected {other:?}"),
    }
}

/// A boolean fold as the tables spell it: `-`, `0` or `1`.
pub fn show_bool(f: &Fold<Elems<bool>>) -> String {
    match f {
        Fold::None => "-".into(),
        Fold::Constant(Elems::Splat(v)) => (*v as u8).to_string(),
        other => panic!("unexpected {other:?}"),
    }
}

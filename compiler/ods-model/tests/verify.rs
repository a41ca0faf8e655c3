//! Run-time verification of op instances against lowered definitions. The
//! expected messages are mlir-opt's for the same violations of the real ops
//! these samples imitate (arith.addi, arith.cmpi, arith.select, cf.cond_br,
//! cf.br, func.func, scf.for, memref.load).

use ropt_ods_model::model::Model;
use ropt_ods_model::pred_eval::{Dyn, Host};
use ropt_ods_model::verify::{OpInstance, verify};

const OPS: &str = r#"
include "ropt/OpBase.td"
include "ropt/EnumAttr.td"
def S_Dialect : Dialect { let name = "s"; }
class S_Op<string mnemonic, list<Trait> traits = []> : Op<S_Dialect, mnemonic, traits>;
def S_AddIOp : S_Op<"addi", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
  let results = (outs SignlessIntegerOrIndexLike:$result);
}
def S_Pred : I64EnumAttr<"Pred", "", [I64EnumAttrCase<"eq", 0>, I64EnumAttrCase<"ne", 1>,
                                       I64EnumAttrCase<"slt", 2>]>;
def S_CmpIOp : S_Op<"cmpi", [Pure, SameTypeOperands]> {
  let arguments = (ins S_Pred:$predicate, SignlessIntegerOrIndexLike:$lhs,
                       SignlessIntegerOrIndexLike:$rhs);
  let results = (outs BoolLike:$result);
}
def S_SelectOp : S_Op<"select", [Pure, AllTypesMatch<["true_value", "false_value", "result"]>]> {
  let arguments = (ins BoolLike:$condition, AnyType:$true_value, AnyType:$false_value);
  let results = (outs AnyType:$result);
}
def S_CondBrOp : S_Op<"cond_br", [AttrSizedOperandSegments, Terminator]> {
  let arguments = (ins I1:$condition, Variadic<AnyType>:$trueDestOperands,
                       Variadic<AnyType>:$falseDestOperands);
  let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);
}
def S_BrOp : S_Op<"br", [Terminator]> {
  let arguments = (ins Variadic<AnyType>:$destOperands);
  let successors = (successor AnySuccessor:$dest);
}
def S_FuncOp : S_Op<"func", [IsolatedFromAbove]> {
  let arguments = (ins SymbolNameAttr:$sym_name, TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility);
  let regions = (region AnyRegion:$body);
}
def S_ForOp : S_Op<"for"> {
  let arguments = (ins Index:$lowerBound, Index:$upperBound, Index:$step,
                       Variadic<AnyType>:$initArgs);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$region);
}
def S_LoadOp : S_Op<"load"> {
  let arguments = (ins AnyMemRef:$memref, Variadic<Index>:$indices,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$nontemporal);
  let results = (outs AnyType:$result);
}
"#;

fn model() -> Model {
    let include = ropt_ods_model::library::base_library_dir();
    let opts = ropt_tablegen::Options {
        include_dirs: vec![include],
        macros: Vec::new(),
    };
    let outcome = ropt_tablegen::read("ops.td", OPS.to_string(), &opts);
    assert_eq!(outcome.errors, 0, "{}", outcome.diagnostics);
    ropt_ods_model::lower(&ropt_ods_model::from_tablegen::from_keeper(
        &outcome.records,
    ))
    .unwrap()
}

/// Toy IR entities: types are their spelling.
#[derive(Clone, Debug, PartialEq)]
enum H {
    Type(String),
    Value(String),
    Int(i128, String),
    Str(String),
    TypeAttr(String),
    Bool(bool),
    DenseI32(Vec<i64>),
    Region(usize),
}

struct Toy;

impl Host for Toy {
    type Handle = H;
    fn call(&self, h: &H, m: &str, args: &[Dyn<H>]) -> Option<Dyn<H>> {
        let b = |x: bool| Some(Dyn::Bool(x));
        let some = |h: H| Some(Dyn::Some(Box::new(Dyn::Handle(h))));
        match h {
            H::Type(t) => {
                let int_width = t.strip_prefix('i').and_then(|w| w.parse::<i128>().ok());
                let elem = t
                    .strip_prefix("tensor<")
                    .or_else(|| t.strip_prefix("memref<"))
                    .and_then(|r| r.strip_suffix('>'))
                    .map(|r| r.rsplit('x').next().unwrap_or(r).to_string());
                match m {
                    "is_signless_integer" => b(int_width.is_some()),
                    "is_signless_integer_of_width" => b(
                        matches!((int_width, args.first()), (Some(w), Some(Dyn::Int(a))) if w == *a),
                    ),
                    "is_signless_int_or_index" => b(int_width.is_some() || t == "index"),
                    "is_index" => b(t == "index"),
                    "is_function" => b(t.starts_with('(')),
                    "is_memref" => b(t.starts_with("memref<")),
                    "is_shaped" => b(elem.is_some()),
                    "has_value_semantics" => b(t.starts_with("tensor<")),
                    "element_type" => match elem {
                        Some(e) => some(H::Type(e)),
                        None => Some(Dyn::None),
                    },
                    _ => None,
                }
            }
            H::Value(t) if m == "ty" => Some(Dyn::Handle(H::Type(t.clone()))),
            H::Int(v, t) => match m {
                "is_integer_attr" => b(true),
                "attr_type" => some(H::Type(t.clone())),
                "int_value" => Some(Dyn::Some(Box::new(Dyn::Int(*v)))),
                _ => b(false).filter(|_| m.starts_with("is_")),
            },
            H::Str(s) => match m {
                "is_string" => b(true),
                "str_value" => Some(Dyn::Some(Box::new(Dyn::Str(s.clone())))),
                _ => b(false).filter(|_| m.starts_with("is_")),
            },
            H::TypeAttr(t) => match m {
                "is_type_attr" => b(true),
                "type_value" => some(H::Type(t.clone())),
                _ => b(false).filter(|_| m.starts_with("is_")),
            },
            H::Bool(_) => b(m == "is_bool").filter(|_| m.starts_with("is_")),
            H::Region(n) if m == "num_blocks" => Some(Dyn::Int(*n as i128)),
            _ => None,
        }
    }
}

#[derive(Default)]
struct Inst {
    operands: Vec<&'static str>,
    results: Vec<&'static str>,
    attrs: Vec<(&'static str, H)>,
    regions: Vec<usize>,
    successors: usize,
}

impl OpInstance for Inst {
    type Handle = H;
    fn operands(&self) -> Vec<H> {
        self.operands
            .iter()
            .map(|t| H::Value(t.to_string()))
            .collect()
    }
    fn results(&self) -> Vec<H> {
        self.results
            .iter()
            .map(|t| H::Value(t.to_string()))
            .collect()
    }
    fn value_type(&self, v: &H) -> H {
        match v {
            H::Value(t) => H::Type(t.clone()),
            other => other.clone(),
        }
    }
    fn attribute(&self, name: &str) -> Option<H> {
        self.attrs
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, a)| a.clone())
    }
    fn dense_i32_elements(&self, attr: &H) -> Option<Vec<i64>> {
        match attr {
            H::DenseI32(v) => Some(v.clone()),
            _ => None,
        }
    }
    fn regions(&self) -> Vec<H> {
        self.regions.iter().map(|n| H::Region(*n)).collect()
    }
    fn num_successors(&self) -> usize {
        self.successors
    }
    fn print_type(&self, ty: &H) -> String {
        match ty {
            H::Type(t) => t.clone(),
            other => format!("{other:?}"),
        }
    }
}

fn check(m: &Model, op: &str, inst: Inst) -> String {
    match verify(m.op(op).unwrap(), &inst, &Toy) {
        Ok(()) => "ok".into(),
        Err(e) => e.message,
    }
}

fn pred(v: i128) -> (&'static str, H) {
    ("predicate", H::Int(v, "i64".into()))
}

#[test]
fn counts_and_constraints() {
    let m = model();
    let c = |op, inst| check(&m, op, inst);
    assert_eq!(
        c(
            "s.addi",
            Inst {
                operands: vec!["i32", "i32"],
                results: vec!["i32"],
                ..Default::default()
            }
        ),
        "ok"
    );
    assert_eq!(
        c(
            "s.addi",
            Inst {
                operands: vec!["i32"],
                results: vec!["i32"],
                ..Default::default()
            }
        ),
        "'s.addi' op expected 2 operands, but found 1"
    );
    assert_eq!(
        c(
            "s.addi",
            Inst {
                operands: vec!["i32", "i32"],
                ..Default::default()
            }
        ),
        "'s.addi' op requires one result"
    );
    assert_eq!(
        c(
            "s.addi",
            Inst {
                operands: vec!["i32"],
                results: vec!["i32"],
                regions: vec![0],
                ..Default::default()
            }
        ),
        "'s.addi' op requires zero regions"
    );
    assert_eq!(
        c(
            "s.addi",
            Inst {
                operands: vec!["f32", "f32"],
                results: vec!["f32"],
                ..Default::default()
            }
        ),
        "'s.addi' op operand #0 must be signless-integer-like, but got 'f32'"
    );
    assert_eq!(
        c(
            "s.addi",
            Inst {
                operands: vec!["i32", "i32"],
                results: vec!["f32"],
                ..Default::default()
            }
        ),
        "'s.addi' op result #0 must be signless-integer-like, but got 'f32'"
    );
    assert_eq!(
        c(
            "s.addi",
            Inst {
                operands: vec!["tensor<4xi8>", "index"],
                results: vec!["i1"],
                ..Default::default()
            }
        ),
        "ok"
    );
}

#[test]
fn attributes() {
    let m = model();
    let c = |op, inst| check(&m, op, inst);
    let cmp = |attrs| Inst {
        operands: vec!["i32", "i32"],
        results: vec!["i1"],
        attrs,
        ..Default::default()
    };
    assert_eq!(c("s.cmpi", cmp(vec![pred(1)])), "ok");
    assert_eq!(
        c("s.cmpi", cmp(vec![])),
        "'s.cmpi' op requires attribute 'predicate'"
    );
    assert_eq!(
        c("s.cmpi", cmp(vec![pred(42)])),
        "'s.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless \
         integer cases: 0, 1, 2"
    );
    assert_eq!(
        c("s.cmpi", cmp(vec![("predicate", H::Int(1, "i32".into()))])),
        "'s.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless \
         integer cases: 0, 1, 2"
    );
    // Present attributes are checked (sorted by name) before counts and
    // before required attributes.
    let func = |attrs| Inst {
        attrs,
        regions: vec![1],
        ..Default::default()
    };
    assert_eq!(
        c("s.func", func(vec![])),
        "'s.func' op requires attribute 'function_type'"
    );
    assert_eq!(
        c("s.func", func(vec![("sym_name", H::Int(3, "i64".into()))])),
        "'s.func' op attribute 'sym_name' failed to satisfy constraint: string attribute"
    );
    assert_eq!(
        c(
            "s.func",
            func(vec![
                ("sym_name", H::Int(3, "i64".into())),
                ("function_type", H::Int(4, "i64".into()))
            ])
        ),
        "'s.func' op attribute 'function_type' failed to satisfy constraint: type attribute of \
         function type"
    );
    assert_eq!(
        c(
            "s.func",
            func(vec![
                ("sym_name", H::Str("f".into())),
                ("function_type", H::TypeAttr("() -> ()".into())),
                ("sym_visibility", H::Int(3, "i64".into()))
            ])
        ),
        "'s.func' op attribute 'sym_visibility' failed to satisfy constraint: string attribute"
    );
    assert_eq!(
        c(
            "s.func",
            func(vec![
                ("sym_name", H::Str("f".into())),
                ("function_type", H::TypeAttr("() -> ()".into()))
            ])
        ),
        "ok"
    );
    let load = |attrs| Inst {
        operands: vec!["memref<?xf32>", "index"],
        results: vec!["f32"],
        attrs,
        ..Default::default()
    };
    assert_eq!(c("s.load", load(vec![])), "ok");
    assert_eq!(
        c(
            "s.load",
            load(vec![("nontemporal", H::Int(3, "i64".into()))])
        ),
        "'s.load' op attribute 'nontemporal' failed to satisfy constraint: bool attribute"
    );
    assert_eq!(
        c("s.load", load(vec![("nontemporal", H::Bool(true))])),
        "ok"
    );
}

#[test]
fn variadics_segments_regions_successors_and_traits() {
    let m = model();
    let c = |op, inst| check(&m, op, inst);
    assert_eq!(
        c(
            "s.load",
            Inst {
                operands: vec!["memref<?xf32>", "index", "i32"],
                results: vec!["f32"],
                ..Default::default()
            }
        ),
        "'s.load' op operand #2 must be variadic of index, but got 'i32'"
    );
    assert_eq!(
        c(
            "s.cond_br",
            Inst {
                operands: vec!["i1"],
                successors: 1,
                ..Default::default()
            }
        ),
        "'s.cond_br' op requires 2 successors but found 1"
    );
    assert_eq!(
        c(
            "s.cond_br",
            Inst {
                operands: vec!["i1"],
                successors: 2,
                ..Default::default()
            }
        ),
        "'s.cond_br' op operand count (1) does not match with the total size (0) specified in \
         attribute 'operandSegmentSizes'"
    );
    assert_eq!(
        c(
            "s.cond_br",
            Inst {
                operands: vec!["i1", "f32", "i64"],
                successors: 2,
                attrs: vec![("operandSegmentSizes", H::DenseI32(vec![1, 1, 1]))],
                ..Default::default()
            }
        ),
        "ok"
    );
    assert_eq!(
        c(
            "s.cond_br",
            Inst {
                operands: vec!["i32", "f32"],
                successors: 2,
                attrs: vec![("operandSegmentSizes", H::DenseI32(vec![1, 0, 1]))],
                ..Default::default()
            }
        ),
        "'s.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'"
    );
    assert_eq!(
        c("s.br", Inst::default()),
        "'s.br' op requires 1 successor but found 0"
    );
    assert_eq!(
        c(
            "s.br",
            Inst {
                successors: 2,
                ..Default::default()
            }
        ),
        "'s.br' op requires 1 successor but found 2"
    );
    let for_ = |regions| Inst {
        operands: vec!["index", "index", "index"],
        regions,
        ..Default::default()
    };
    assert_eq!(c("s.for", for_(vec![1])), "ok");
    assert_eq!(c("s.for", for_(vec![])), "'s.for' op requires one region");
    assert_eq!(
        c("s.for", for_(vec![0])),
        "'s.for' op region #0 ('region') failed to verify constraint: region with 1 blocks"
    );
    let select = |ops: Vec<&'static str>, res| Inst {
        operands: ops,
        results: vec![res],
        ..Default::default()
    };
    assert_eq!(c("s.select", select(vec!["i1", "i32", "i32"], "i32")), "ok");
    assert_eq!(
        c("s.select", select(vec!["i32", "i32", "i32"], "i32")),
        "'s.select' op operand #0 must be bool-like, but got 'i32'"
    );
    assert_eq!(
        c("s.select", select(vec!["i1", "i64", "i64"], "i32")),
        "'s.select' op failed to verify that all of {true_value, false_value, result} have same type"
    );
}

//! Replays `format_corpus.txt`: assembly formats checked by mlir-tblgen on the
//! same ops, whose verdicts (accepted, or the first error and its column) the
//! format checker must reproduce.

use ropt_ods_model::model::{Model, OpDef};
use ropt_ods_model::parse_format;

const OPS: &str = r#"
include "ropt/OpBase.td"
def T_D : Dialect { let name = "t"; }
def Op1 : Op<T_D, "op1"> {
  let arguments = (ins AnyType:$x, Optional<AnyType>:$o, I32Attr:$a, OptionalAttr<I32Attr>:$oa,
                       UnitAttr:$u);
  let results = (outs AnyType:$r);
}
def Op2 : Op<T_D, "op2"> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$r);
  let regions = (region AnyRegion:$body);
  let successors = (successor AnySuccessor:$dest);
}
def Op3 : Op<T_D, "op3"> {
  let arguments = (ins AnyType:$x, OptionalAttr<I32Attr>:$oa);
  let results = (outs AnyType:$r);
  let regions = (region VariadicRegion<AnyRegion>:$body);
  let successors = (successor VariadicSuccessor<AnySuccessor>:$dest);
}
def Op4 : Op<T_D, "op4", [AllTypesMatch<["value", "result"]>,
                          TypesMatchWith<"w", "other", "r2", "$_self">]> {
  let arguments = (ins TypedAttrInterface:$value, AnyAttr:$other, OptionalAttr<AnyAttr>:$opt);
  let results = (outs AnyType:$result, AnyType:$r2);
}
def Op5 : Op<T_D, "op5"> {
  let arguments = (ins AnyAttr:$other, I32Attr:$i, StrAttr:$s, OptionalAttr<AnyAttr>:$opt,
                       TypeAttr:$t, ArrayAttr:$arr, UnitAttr:$u, BoolAttr:$b, DictionaryAttr:$d,
                       FlatSymbolRefAttr:$f, SymbolRefAttr:$sr, AnyI32Attr:$ai,
                       DenseI64ArrayAttr:$da, ElementsAttr:$el, F32Attr:$fl, IndexAttr:$ix);
  let results = (outs I32:$r);
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
    let records = ropt_ods_model::from_tablegen::from_keeper(&outcome.records);
    ropt_ods_model::lower(&records).expect("the corpus ops lower")
}

fn verdict(format: &str, op: &OpDef) -> String {
    match parse_format(format, op) {
        Ok(_) => "ok".to_string(),
        Err(e) => format!("{} @{}", e.message, e.offset),
    }
}

#[test]
fn corpus_matches_mlir_tblgen() {
    let model = model();
    let corpus = include_str!("format_corpus.txt");
    let mut failures = Vec::new();
    let mut count = 0;
    for line in corpus
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let mut parts = line.splitn(3, '\t');
        let (Some(op), Some(format), Some(expected)) = (parts.next(), parts.next(), parts.next())
        else {
            panic!("malformed corpus line: {line:?}");
        };
        let op = model.op(&format!("t.{op}")).expect("corpus op");
        let got = verdict(format, op);
        count += 1;
        if got != expected {
            failures.push(format!(
                "{format}\n  expected: {expected}\n  got:      {got}"
            ));
        }
    }
    assert!(count > 190, "corpus has {count} cases");
    assert!(
        failures.is_empty(),
        "{} of {count} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

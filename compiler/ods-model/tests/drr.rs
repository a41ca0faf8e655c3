//! DRR rules read from TableGen against `include/ropt/PatternBase.td` and
//! checked; error messages are mlir-tblgen's (checked with mlir-tblgen 22
//! -gen-rewriters on the same rules written against MLIR's PatternBase.td).

use ropt_ods_model::drr::model::{Build, MatchArg, MatchNode, SymbolKind};
use ropt_ods_model::drr::{Pattern, check_patterns};

const PRELUDE: &str = r#"include "ropt/PatternBase.td"
def D : Dialect { let name = "t"; }
def AOp : Op<D, "a"> { let arguments = (ins AnyType:$x, AnyAttr:$at); let results = (outs AnyType:$r); }
def BOp : Op<D, "b"> { let results = (outs AnyType:$r); }
def TwoOp : Op<D, "two"> { let arguments = (ins AnyType:$x); let results = (outs AnyType:$r0, AnyType:$r1); }
def ThreeOp : Op<D, "three"> { let arguments = (ins AnyType:$x); let results = (outs AnyType:$r0, AnyType:$r1, AnyType:$r2); }
def VOp : Op<D, "v"> { let arguments = (ins Variadic<AnyType>:$xs); let results = (outs AnyType:$r); }
def ZOp : Op<D, "z"> { let arguments = (ins AnyType:$x); }
def TwoArg : Op<D, "ta"> { let arguments = (ins AnyType:$a, AnyType:$b); let results = (outs AnyType:$r); }
def NC2 : NativeCodeCall<"f($0)", 2>;
def NC : NativeCodeCall<"g($0)">;
def NotOp { int x = 1; }
def UOp : Op<D, "u"> { let arguments = (ins AnyType:$x); let results = (outs AnyType:$r); }
"#;

fn read(rule: &str) -> ropt_tablegen::Outcome {
    let opts = ropt_tablegen::Options {
        include_dirs: vec![ropt_ods_model::library::base_library_dir()],
        macros: vec![],
    };
    let out = ropt_tablegen::read("t.td", format!("{PRELUDE}{rule}\n"), &opts);
    assert_eq!(out.errors, 0, "{}", out.diagnostics);
    out
}

fn check(rule: &str) -> Result<Vec<Pattern>, String> {
    let out = read(rule);
    let set = ropt_ods_model::drr::records::from_keeper(&out.records);
    let model = ropt_ods_model::lower(&set).expect("ops lower");
    check_patterns(&set, &model).map_err(|e| e[0].message.clone())
}

fn error(rule: &str) -> String {
    check(rule).expect_err("rule should be rejected")
}

fn ok(rule: &str) -> Pattern {
    check(rule).expect("rule should be accepted").remove(0)
}

#[test]
fn oracle_errors() {
    let cases = [
        (
            "def : Pat<(AOp $x, $at), (AOp $y, $at)>;",
            "referencing unbound symbol 'y'",
        ),
        (
            "def : Pat<(AOp $x, $at), (AOp $x)>;",
            "op 't.a' argument number mismatch: 1 in pattern vs. 2 in definition",
        ),
        (
            "def : Pat<(AOp $x, $at, $z), (AOp $x, $at)>;",
            "op 't.a' argument number mismatch: 3 in pattern vs. 2 in definition",
        ),
        (
            "def : Pattern<(ThreeOp $x), [(TwoOp $x), (TwoOp $x)]>;",
            "cannot use the same multi-result op '' to generate both auxiliary values and values to be used for replacing the matched op",
        ),
        (
            "def : Pattern<(ThreeOp $x), [(TwoOp $x)]>;",
            "not enough values generated to replace the matched op",
        ),
        (
            "def : Pattern<(TwoOp $x), [(NC2:$r $x), (AOp $r__0, $x)]>;",
            "cannot use the same multi-result op 'r' to generate both auxiliary values and values to be used for replacing the matched op",
        ),
        (
            "def : Pat<(AOp $x, $at), (replaceWithValue $x, $at)>;",
            "replaceWithValue directive must take exactly one argument",
        ),
        (
            "def : Pat<(AOp $x, $at), (replaceWithValue $zz)>;",
            "referencing unbound symbol 'zz'",
        ),
        (
            "def : Pat<(AOp (replaceWithValue $x), $at), (replaceWithValue $x)>;",
            "encountered non-op, non-NativeCodeCall match.",
        ),
        (
            "def : Pat<(AOp $x, $at), (AOp $x, $at, (location $q))>;",
            "referencing unbound symbol 'q'",
        ),
        (
            "def : Pat<(AOp $x, $at), (AOp $x, $at, (returnType $x))>;",
            "Cannot specify explicit return types in an op whose return values replace the source pattern's root op",
        ),
        (
            "def : Pat<(AOp $x, $at), (AOp $x, $at, (returnType))>;",
            "Cannot specify explicit return types in an op whose return values replace the source pattern's root op",
        ),
        (
            "def : Pat<(AOp (either $x, $x), $at), (AOp $x, $at)>;",
            "op 't.a' argument number mismatch: 3 in pattern vs. 2 in definition",
        ),
        (
            "def : Pat<(AOp:$r $x, $at), (AOp:$r $x, $at)>;",
            "symbol 'r' bound more than once",
        ),
        (
            "def : Pat<(AOp $x, $x), (replaceWithValue $x)>;",
            "symbol 'x' bound more than once",
        ),
        (
            "def : Pat<(TwoArg $x, (BOp:$x)), (replaceWithValue $x)>;",
            "symbol 'x' bound more than once",
        ),
        (
            "def : Pat<(AOp $x, $at), (AOp $x, $at), [], [], (addBenefit)>;",
            "The 'addBenefit' takes and only takes one integer value",
        ),
        (
            "def : Pat<(AOp $x, $at), (NC2 $x)>;",
            "cannot use the same multi-result op '' to generate both auxiliary values and values to be used for replacing the matched op",
        ),
        (
            "def : Pat<(AOp (NC:$q $x), $at), (replaceWithValue $x)>;",
            "binding symbol 'q' to NativecodeCall in MatchPattern is not supported",
        ),
        (
            "def : Pat<(AOp $x, $at), (ZOp $x)>;",
            "not enough values generated to replace the matched op",
        ),
        (
            "def : Pattern<(AOp $x, $at), []>;",
            "not enough values generated to replace the matched op",
        ),
        (
            "def : Pat<(AOp $_, $at), (AOp $_, $at)>;",
            "referencing unbound symbol '_'",
        ),
        (
            "def : Pat<(AOp $x, $at), (AOp $x, $at, (location $x), (location $x))>;",
            "`location` directive can only be specified once",
        ),
        (
            "def : Pat<(TwoArg $x, $y), (TwoArg $x, $y), [(AnyType:$zz)]>;",
            "type constraint requires exactly one argument",
        ),
        (
            "def : Pat<(AOp (either $x, $y)), (replaceWithValue $x)>;",
            "either can only be applied on operand",
        ),
        (
            "def : Pat<(AOp $x, $at), (NotOp $x)>;",
            "Record `NotOp' does not have a field named `opDialect'!\n",
        ),
        // Directives are not counted, but the whole argument count is reported.
        (
            "def : Pat<(AOp $x, $at), (AOp (location $x), $at)>;",
            "op 't.a' argument number mismatch: 2 in pattern vs. 2 in definition",
        ),
        // A location not in trailing position is an argument when building.
        (
            "def : Pat<(AOp $x, $at), (AOp $x, (location $x), $at)>;",
            "resultant op 't.a' argument number mismatch: 3 in pattern vs. 2 in definition",
        ),
        // An `either` counts as two arguments.
        (
            "def : Pat<(AOp (either $x), $at), (AOp $x, $at)>;",
            "op 't.a' argument number mismatch: 3 in pattern vs. 2 in definition",
        ),
        // Explicit return types are checked before the symbols they use.
        (
            "def : Pat<(AOp $x, $at), (AOp $x, $at, (returnType $zz))>;",
            "Cannot specify explicit return types in an op whose return values replace the source pattern's root op",
        ),
        (
            "def : Pat<(AOp $x, $at), (either $x, $x)>;",
            "Record `either' does not have a field named `opDialect'!\n",
        ),
        (
            "def : Pat<(AOp (variadic $a), $at), (replaceWithValue $a)>;",
            "variadic DAG construct can't match op t.a's non-variadic operand #0",
        ),
    ];
    for (rule, message) in cases {
        assert_eq!(error(rule), message, "{rule}");
    }
}

#[test]
fn our_extra_errors() {
    assert_eq!(
        error("def : Pat<(AOp $x, $at), (NativeCodeCall<\"f($3)\"> $x)>;"),
        "NativeCodeCall 'f($3)' uses $3 but is given 1 argument(s)"
    );
    ok("def : Pat<(AOp $x, $at), (NativeCodeCall<\"f($0, $1...)\"> $x)>;");
    // mlir-tblgen leaves these to the C++ compiler.
    assert_eq!(
        error("def : Pat<(TwoArg:$s $x, $y), (replaceWithValue $s__3)>;"),
        "symbol 's' has 1 value(s), cannot reference value #3"
    );
}

#[test]
fn accepted_rules() {
    let p = ok(
        "def : Pat<(AOp (BOp:$b), $at), (AOp $b, $at, (location $b, \"x\")), [], [], (addBenefit 3)>;",
    );
    assert_eq!(p.benefit, 5);
    assert_eq!(p.num_replacements, 1);
    let b = p.symbol("b").unwrap();
    assert!(matches!(
        p.symbols[b].kind,
        SymbolKind::OpResults { count: 1, .. }
    ));
    let Build::Op {
        location: Some(loc),
        ..
    } = &p.results[0]
    else {
        panic!()
    };
    assert_eq!(loc.name.as_deref(), Some("x"));
    assert_eq!(loc.syms.len(), 1);

    // Repeated operands: one symbol, values must be equal.
    let p = ok("def : Pat<(TwoArg $x, $x), (replaceWithValue $x)>;");
    assert_eq!(p.symbols.len(), 1);
    assert_eq!(p.benefit, 1);

    // Multi-result replacement by the trailing values; `__N` references.
    let p = ok("def : Pattern<(ThreeOp $x), [(TwoOp:$t $x), (BOp), (TwoOp (NC2:$q__1 $t__1))]>;");
    assert_eq!(p.num_replacements, 3);
    assert!(p.symbol("q").is_some());

    // Auxiliary op followed by a full replacement.
    ok("def : Pattern<(ThreeOp $x), [(ZOp $x), (ThreeOp $x)]>;");

    // either / variadic / native captures in the source.
    let p = ok("def : Pat<(TwoArg (either $x, (BOp))), (TwoArg $x, $x)>;");
    assert_eq!(p.benefit, 2);
    let MatchNode::Op { args, .. } = &p.source else {
        panic!()
    };
    assert!(matches!(&args[0], MatchArg::Either(items) if items.len() == 2));
    ok("def : Pat<(VOp (variadic (BOp:$b), $c)), (replaceWithValue $c)>;");
    let p = ok("def : Pat<(VOp (variadic:$all $a, $b)), (VOp $all)>;");
    let MatchNode::Op { args, .. } = &p.source else {
        panic!()
    };
    assert!(matches!(&args[0], MatchArg::Variadic { sym: Some(_), items } if items.len() == 2));
    ok(
        "def : Pat<(AOp (NativeCodeCall<\"foo($_self, &$0)\"> I32Attr:$val), $at), (replaceWithValue $val)>;",
    );

    // Explicit return types on a non-replacing op; constraints; supplemental.
    let p = ok(
        "def : Pat<(AOp $x, $at), (AOp (TwoOp:$t $x, (returnType $x, \"i32()\")), $at), [(AnyType $x)], [(NativeCodeCallVoid<\"h($0)\"> $t)]>;",
    );
    assert_eq!(p.constraints.len(), 1);
    assert_eq!(p.supplemental.len(), 1);
    let Build::Op { args, .. } = &p.results[0] else {
        panic!()
    };
    assert!(matches!(&args[0], Build::Op { return_types, .. } if return_types.len() == 2));
}

#[test]
fn rendered_as_mlir_tblgen() {
    let out = read("def : Pat<(AOp $x, $at), (AOp $y, $at)>;");
    let e = ropt_ods_model::drr::check_keeper(&out.records).unwrap_err();
    assert_eq!(
        e,
        "t.td:14:1: error: referencing unbound symbol 'y'\n\
         def : Pat<(AOp $x, $at), (AOp $y, $at)>;\n\
         ^\n"
    );
}

#[test]
fn either_takes_two_operands() {
    assert_eq!(
        error("def : Pat<(TwoArg (either $x, $y, $z)), (replaceWithValue $x)>;"),
        "either directive must take exactly two arguments"
    );
}

#[test]
fn deep_trees_do_not_crash() {
    // The front end (a debug build) needs a large stack for 590 levels; the
    // checker runs on the test thread's default stack.
    let depth = 590;
    let nest = |leaf: &str| format!("{}{leaf}{}", "(UOp ".repeat(depth), ")".repeat(depth));
    let rule = format!("def : Pat<{}, {}>;", nest("$x"), nest("$x"));
    let (set, model) = std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(move || {
            let out = read(&rule);
            let set = ropt_ods_model::drr::records::from_keeper(&out.records);
            let model = ropt_ods_model::lower(&set).expect("ops lower");
            std::mem::forget(out);
            (set, model)
        })
        .unwrap()
        .join()
        .unwrap();
    // Deeper than the record view keeps: read as unset leaves, never a crash.
    let e = check_patterns(&set, &model).unwrap_err();
    assert_eq!(e[0].message, "pattern dags nested deeper than 256 levels");
    std::mem::forget(set);

    let p = ok(&format!(
        "def : Pat<{}$x{}, (replaceWithValue $x)>;",
        "(UOp ".repeat(100),
        ")".repeat(100)
    ));
    assert_eq!(p.benefit, 100);
}

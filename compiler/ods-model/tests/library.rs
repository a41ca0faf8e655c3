//! End-to-end tests of the ODS base library (`include/ropt`): read with our
//! TableGen front end, lowered into the model, predicates evaluated.

use std::collections::HashMap;

use ropt_ods_model::model::{EnumKind, Model, OpTrait, Variadicity};
use ropt_ods_model::pred_eval::{Dyn, Host, eval_pred};
use ropt_ods_model::records::{RecordSet, Value};
use ropt_ods_model::{from_tablegen, lower};

fn read(text: &str) -> RecordSet {
    let include = ropt_ods_model::library::base_library_dir();
    let opts = ropt_tablegen::Options {
        include_dirs: vec![include],
        macros: Vec::new(),
    };
    let outcome = ropt_tablegen::read("test.td", text.to_string(), &opts);
    assert_eq!(outcome.errors, 0, "{}", outcome.diagnostics);
    assert!(!outcome.failed, "{}", outcome.diagnostics);
    from_tablegen::from_keeper(&outcome.records)
}

fn model(text: &str) -> Model {
    lower::lower(&read(text)).unwrap_or_else(|e| panic!("lowering failed: {e:?}"))
}

const PRELUDE: &str = "include \"ropt/OpBase.td\"\ninclude \"ropt/EnumAttr.td\"\n\
def T_Dialect : Dialect { let name = \"t\"; let rustModule = \"ropt_t\"; }\n";

/// Summaries printed after "must be" / "failed to satisfy constraint:", as
/// MLIR's definitions of the same names have them.
const SUMMARIES: &[(&str, &str)] = &[
    ("AnyType", "any type"),
    ("AnyInteger", "integer"),
    ("AnySignlessInteger", "signless integer"),
    ("I1", "1-bit signless integer"),
    ("I64", "64-bit signless integer"),
    ("SI32", "32-bit signed integer"),
    ("UI8", "8-bit unsigned integer"),
    ("Index", "index"),
    ("AnySignlessIntegerOrIndex", "signless integer or index"),
    ("AnyFloat", "floating-point"),
    ("F16", "16-bit float"),
    ("F64", "64-bit float"),
    ("BF16", "bfloat16 type"),
    ("NoneType", "none type"),
    ("AnyComplex", "complex-type"),
    ("FunctionType", "function type"),
    ("AnyTuple", "tuple"),
    ("AnyTensor", "tensor of any type values"),
    ("AnyRankedTensor", "ranked tensor of any type values"),
    ("AnyUnrankedTensor", "unranked tensor of any type values"),
    (
        "AnyStaticShapeTensor",
        "statically shaped tensor of any type values",
    ),
    ("AnyMemRef", "memref of any type values"),
    ("AnyShaped", "shaped of any type values"),
    ("BoolLike", "bool-like"),
    ("SignlessIntegerLike", "signless-integer"),
    ("SignlessIntegerOrIndexLike", "signless-integer-like"),
    ("FloatLike", "floating-point-like"),
    (
        "SignlessIntegerOrFloatLike",
        "signless-integer-like or floating-point-like",
    ),
    (
        "SignlessIntegerOrIndexOrFloatLike",
        "signless-integer-or-index-like or floating-point-like",
    ),
    ("AnyAttr", "any attribute"),
    ("BoolAttr", "bool attribute"),
    ("UnitAttr", "unit attribute"),
    ("IndexAttr", "index attribute"),
    ("I1Attr", "1-bit signless integer attribute"),
    ("I32Attr", "32-bit signless integer attribute"),
    ("I64Attr", "64-bit signless integer attribute"),
    ("SI32Attr", "32-bit signed integer attribute"),
    ("UI32Attr", "32-bit unsigned integer attribute"),
    ("AnyI32Attr", "32-bit integer attribute"),
    ("F32Attr", "32-bit float attribute"),
    ("F64Attr", "64-bit float attribute"),
    ("StrAttr", "string attribute"),
    ("SymbolNameAttr", "string attribute"),
    ("TypeAttr", "any type attribute"),
    ("ArrayAttr", "array attribute"),
    ("I32ArrayAttr", "32-bit integer array attribute"),
    ("I64ArrayAttr", "64-bit integer array attribute"),
    ("StrArrayAttr", "string array attribute"),
    ("TypeArrayAttr", "type array attribute"),
    ("DictionaryAttr", "dictionary of named attribute values"),
    ("SymbolRefAttr", "symbol reference attribute"),
    ("FlatSymbolRefAttr", "flat symbol reference attribute"),
    ("DenseBoolArrayAttr", "i1 dense array attribute"),
    ("DenseI32ArrayAttr", "i32 dense array attribute"),
    ("DenseI64ArrayAttr", "i64 dense array attribute"),
    ("DenseF32ArrayAttr", "f32 dense array attribute"),
    ("ElementsAttr", "constant vector/tensor attribute"),
    (
        "I64ElementsAttr",
        "64-bit signless integer elements attribute",
    ),
    ("LocationAttr", "location attribute"),
];

#[test]
fn summaries_match_mlir() {
    let set = read(PRELUDE);
    for (name, summary) in SUMMARIES {
        let id = set
            .lookup(name)
            .unwrap_or_else(|| panic!("{name} is not defined"));
        assert_eq!(
            set.get(id).field("summary"),
            Some(&Value::Str(summary.to_string())),
            "summary of {name}"
        );
    }
}

#[test]
fn lowers_ops() {
    let m = model(&format!(
        "{PRELUDE}
def T_AddOp : Op<T_Dialect, \"add\", [Pure, Commutative, SameOperandsAndResultType]> {{
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs,
                       DefaultValuedAttr<I32Attr, \"0\">:$flags);
  let results = (outs SignlessIntegerOrIndexLike:$result);
  let assemblyFormat = \"$lhs `,` $rhs attr-dict `:` type($result)\";
  let hasFolder = 1;
}}
def T_CallOp : Op<T_Dialect, \"call\", [AttrSizedOperandSegments,
    TypesMatchWith<\"result type matches\", \"a\", \"r\", \"$_self\">]> {{
  let arguments = (ins Variadic<AnyType>:$a, Optional<Index>:$b, FlatSymbolRefAttr:$callee,
                       OptionalAttr<UnitAttr>:$tail, I64Prop:$count);
  let results = (outs AnyType:$r);
  let regions = (region SizedRegion<1>:$body, VariadicRegion<AnyRegion>:$more);
  let successors = (successor VariadicSuccessor<AnySuccessor>:$dests);
  let builders = [OpBuilder<(ins \"&str\":$callee, CArg<\"i64\", \"0\">:$count), [{{ todo }}]>];
}}
"
    ));
    let add = m.op("t.add").unwrap();
    assert_eq!(add.operands[0].constraint.summary, "signless-integer-like");
    assert_eq!(
        add.attributes[0].constraint.default_value.as_deref(),
        Some("0")
    );
    assert_eq!(
        add.attributes[0].constraint.summary,
        "32-bit signless integer attribute"
    );
    assert!(add.has_folder);
    for t in [
        "IsCommutative",
        "SameOperandsAndResultType",
        "AlwaysSpeculatableImplTrait",
    ] {
        assert!(add.has_trait(t), "{t}");
    }
    let format = add.format.as_ref().unwrap();
    assert_eq!(format.items.len(), 6);

    let call = m.op("t.call").unwrap();
    assert_eq!(call.operands[0].variadicity, Variadicity::Variadic);
    assert_eq!(call.operands[0].constraint.summary, "any type");
    assert_eq!(call.operands[0].verifier_summary, "variadic of any type");
    assert_eq!(call.operands[1].verifier_summary, "index");
    assert_eq!(call.operands[1].variadicity, Variadicity::Optional);
    assert_eq!(call.attributes[0].constraint.return_type, "&str");
    assert!(call.attributes[1].constraint.is_optional);
    assert_eq!(call.properties[0].storage_type, "i64");
    assert_eq!(call.regions[0].summary, "region with 1 blocks");
    assert!(call.regions[1].is_variadic);
    assert!(call.successors[0].is_variadic);
    assert_eq!(
        call.builders[0].params[1].default_value.as_deref(),
        Some("0")
    );
    let Some(OpTrait::Pred {
        types_match_with, ..
    }) = call
        .traits
        .iter()
        .find(|t| matches!(t, OpTrait::Pred { .. }))
    else {
        panic!("expected TypesMatchWith")
    };
    assert_eq!(
        types_match_with,
        &Some(("a".into(), "r".into(), "$_self".into()))
    );
    assert_ne!(call.pos, 0, "positions come from the TableGen front end");
}

#[test]
fn lowering_errors_name_the_op() {
    let set = read(&format!(
        "{PRELUDE}
def T_BadOp : Op<T_Dialect, \"bad\"> {{
  let arguments = (ins Variadic<I32>:$a, Variadic<I32>:$b);
}}
def T_BadFormatOp : Op<T_Dialect, \"bad_format\"> {{
  let arguments = (ins AnyType:$x);
  let assemblyFormat = \"$x attr-dict\";
}}
"
    ));
    let errors = lower::lower(&set).unwrap_err();
    assert_eq!(errors.len(), 2);
    assert_eq!(
        errors[0].message,
        "in custom assembly format for this operation"
    );
    assert_eq!(
        errors[1].message,
        "op has multiple variadic operands but no specification over their sizes"
    );
}

#[test]
fn enums_and_interfaces() {
    let m = model(&format!(
        "{PRELUDE}
def T_A : I32BitEnumAttrCaseBit<\"a\", 0>;
def T_B : I32BitEnumAttrCaseBit<\"b\", 1>;
def T_C : I32BitEnumAttrCaseBit<\"c\", 2>;
def T_AB : I32BitEnumAttrCaseGroup<\"ab\", [T_A, T_B]>;
def T_Bits : I32BitEnumAttr<\"Bits\", \"bits\", [T_A, T_B, T_C, T_AB]> {{
  let separator = \",\";
  let printBitEnumPrimaryGroups = 1;
}}
def T_Cmp : I64EnumAttr<\"Cmp\", \"\", [I64EnumAttrCase<\"eq\", 0>, I64EnumAttrCase<\"ne\", 1>]>;
def T_Mode : StrEnumAttr<\"Mode\", \"mode\", [StrEnumAttrCase<\"fast\">, StrEnumAttrCase<\"slow\">]>;
def T_Iface : OpInterface<\"Shaped\"> {{
  let methods = [InterfaceMethod<\"rank\", \"usize\", \"rank\", (ins \"bool\":$strict)>];
}}
"
    ));
    let bits = m.enums.iter().find(|e| e.class_name == "Bits").unwrap();
    assert_eq!(bits.stringify(7).as_deref(), Some("ab,c"));
    assert!(matches!(bits.kind, EnumKind::Bit { valid_bits: 7, .. }));
    let cmp = m.enums.iter().find(|e| e.class_name == "Cmp").unwrap();
    assert_eq!(cmp.summary, "allowed 64-bit signless integer cases: 0, 1");
    assert_eq!(cmp.stringify(1).as_deref(), Some("ne"));
    let mode = m.enums.iter().find(|e| e.class_name == "Mode").unwrap();
    assert_eq!(mode.kind, EnumKind::Str);
    let iface = m.interfaces.iter().find(|i| i.name == "Shaped").unwrap();
    assert_eq!(
        iface.methods[0].args,
        vec![("bool".into(), "strict".into())]
    );
}

/// A toy host whose types are strings such as `i32` or `tensor<4xf32>`.
struct Types;

impl Host for Types {
    type Handle = String;
    fn call(&self, t: &String, m: &str, a: &[Dyn<String>]) -> Option<Dyn<String>> {
        let width = |p: &str| t.strip_prefix(p).and_then(|r| r.parse::<i128>().ok());
        let arg = match a.first() {
            Some(Dyn::Int(i)) => *i,
            _ => -1,
        };
        let shaped = ["tensor<", "memref<", "vector<"].iter().find_map(|k| {
            t.strip_prefix(k)
                .and_then(|r| r.strip_suffix('>'))
                .map(|r| (*k, r))
        });
        let elem = shaped.map(|(_, r)| r.rsplit('x').next().unwrap_or(r).to_string());
        let kind = shaped.map(|(k, _)| k);
        let b = |x: bool| Some(Dyn::Bool(x));
        match m {
            "is_integer" => b(width("i").or(width("si")).or(width("ui")).is_some()),
            "is_signless_integer" => b(width("i").is_some()),
            "is_signless_integer_of_width" => b(width("i") == Some(arg)),
            "is_signless_int_or_index" => b(width("i").is_some() || t == "index"),
            "is_index" => b(t == "index"),
            "is_float" => b(["f16", "f32", "f64"].contains(&t.as_str())),
            "is_f32" => b(t == "f32"),
            "is_shaped" => b(kind.is_some()),
            "is_tensor" => b(kind == Some("tensor<")),
            "is_ranked_tensor" => b(kind == Some("tensor<") && !t.contains('*')),
            "is_memref" => b(kind == Some("memref<")),
            "is_vector" => b(kind == Some("vector<")),
            "has_value_semantics" => b(matches!(kind, Some("tensor<" | "vector<"))),
            "element_type" => Some(elem.map_or(Dyn::None, |e| Dyn::Some(Box::new(Dyn::Handle(e))))),
            _ => None,
        }
    }
}

#[test]
fn library_predicates_evaluate() {
    let m = model(&format!(
        "{PRELUDE}
def T_UseOp : Op<T_Dialect, \"use\", [SameVariadicOperandSize]> {{
  let arguments = (ins I32:$a, SignlessIntegerOrIndexLike:$b, FloatLike:$c,
                       TensorOf<[F32, I32]>:$d, AnyRankedTensor:$e, Variadic<AnyMemRef>:$f);
}}
"
    ));
    let op = m.op("t.use").unwrap();
    let accepts = |i: usize, ty: &str| {
        eval_pred(
            &op.operands[i].constraint.pred,
            Dyn::Handle(ty.into()),
            &HashMap::new(),
            &Types,
        )
        .unwrap()
    };
    assert!(accepts(0, "i32") && !accepts(0, "i64") && !accepts(0, "f32"));
    assert!(accepts(1, "index") && accepts(1, "tensor<4xi8>") && !accepts(1, "memref<4xi8>"));
    assert!(accepts(2, "f16") && accepts(2, "vector<2xf32>") && !accepts(2, "i1"));
    assert!(accepts(3, "tensor<4xf32>") && accepts(3, "tensor<2x2xi32>"));
    assert!(!accepts(3, "tensor<4xf64>") && !accepts(3, "f32"));
    assert!(accepts(4, "tensor<4xf64>") && !accepts(4, "tensor<*xf64>"));
    assert!(accepts(5, "memref<4xf64>") && !accepts(5, "tensor<4xf64>"));
}

//! Tests of the lowering of records into the ODS model. The records are built
//! by hand the way the base library (`include/ropt`) shapes them.

use ropt_ods_model::lower;
use ropt_ods_model::model::*;
use ropt_ods_model::records::{Dag, RecId, Record, RecordSet, Value};

struct Set(RecordSet);

fn s(text: &str) -> Value {
    Value::Str(text.into())
}

impl Set {
    fn new() -> Self {
        let mut set = Set(RecordSet::new());
        for k in [
            "PredCombinerAnd",
            "PredCombinerOr",
            "PredCombinerNot",
            "PredCombinerSubstLeaves",
            "PredCombinerConcat",
        ] {
            set.add(k, &["PredCombinerKind"], vec![]);
        }
        set
    }

    fn add(&mut self, name: &str, supers: &[&str], fields: Vec<(&str, Value)>) -> RecId {
        self.0.add(Record {
            name: name.into(),
            pos: 7,
            superclasses: supers.iter().map(|s| s.to_string()).collect(),
            fields: fields
                .into_iter()
                .map(|(n, v)| (n.to_string(), v))
                .collect(),
        })
    }

    fn def(&self, name: &str) -> Value {
        Value::Def(self.0.lookup(name).expect("record exists"))
    }

    fn cpred(&mut self, name: &str, code: &str) -> Value {
        self.add(
            name,
            &["Pred", "CPred"],
            vec![("predExpr", s(&format!("({code})")))],
        );
        self.def(name)
    }

    fn combined(
        &mut self,
        name: &str,
        kind: &str,
        children: Vec<Value>,
        extra: Vec<(&str, Value)>,
    ) -> Value {
        let mut fields = vec![
            ("kind", self.def(kind)),
            ("children", Value::List(children)),
        ];
        fields.extend(extra);
        self.add(name, &["Pred", "CombinedPred"], fields);
        self.def(name)
    }

    fn type_constraint(&mut self, name: &str, summary: &str, code: &str, builder: &str) -> Value {
        let pred = self.cpred(&format!("{name}_pred"), code);
        self.add(
            name,
            &["Constraint", "AttrTypeConstraint", "TypeConstraint", "Type"],
            vec![
                ("predicate", pred),
                ("summary", s(summary)),
                ("rustType", s("ropt_ir::Type")),
                ("builderCall", s(builder)),
            ],
        );
        self.def(name)
    }

    fn variadic(&mut self, name: &str, base: &str, class: &str) -> Value {
        let pred = self
            .0
            .get(self.0.lookup(base).unwrap())
            .field("predicate")
            .cloned()
            .unwrap();
        let summary = format!("variadic of {base}");
        let supers: &[&str] = if class == "Optional" {
            &[
                "Constraint",
                "AttrTypeConstraint",
                "TypeConstraint",
                "Optional",
            ]
        } else {
            &[
                "Constraint",
                "AttrTypeConstraint",
                "TypeConstraint",
                "Variadic",
            ]
        };
        let base_value = self.def(base);
        self.add(
            name,
            supers,
            vec![
                ("predicate", pred),
                ("summary", s(&summary)),
                ("baseType", base_value),
            ],
        );
        self.def(name)
    }

    fn attr(&mut self, name: &str, summary: &str, fields: Vec<(&str, Value)>) -> Value {
        let pred = self.cpred(&format!("{name}_pred"), "$_self.is_integer_attr()");
        let mut all = vec![
            ("predicate", pred),
            ("summary", s(summary)),
            ("storageType", s("ropt_ir::Attribute")),
            ("returnType", s("u32")),
            (
                "convertFromStorage",
                s("$_self.int_value().unwrap() as u32"),
            ),
            ("constBuilderCall", Value::Unset),
            ("defaultValue", Value::Unset),
            ("isOptional", Value::Bit(false)),
            ("baseAttr", Value::Unset),
        ];
        for (n, v) in fields {
            if let Some(slot) = all.iter_mut().find(|(m, _)| *m == n) {
                slot.1 = v;
            } else {
                all.push((n, v));
            }
        }
        self.add(
            name,
            &["Constraint", "AttrTypeConstraint", "AttrConstraint", "Attr"],
            all,
        );
        self.def(name)
    }

    fn native_trait(&mut self, name: &str, trait_: &str, structural: bool) -> Value {
        let mut supers = vec!["Trait", "NativeTrait", "NativeOpTrait"];
        if structural {
            supers.push("StructuralOpTrait");
        }
        self.add(
            name,
            &supers,
            vec![
                ("trait", s(trait_)),
                ("traitParams", s("")),
                ("dependentTraits", Value::List(vec![])),
            ],
        );
        self.def(name)
    }

    fn dialect(&mut self) -> Value {
        self.add(
            "Test_Dialect",
            &["Dialect"],
            vec![
                ("name", s("test")),
                ("summary", s("tests")),
                ("description", Value::Unset),
                ("dependentDialects", Value::List(vec![s("arith")])),
                ("rustModule", s("ropt_test")),
                ("hasConstantMaterializer", Value::Bit(true)),
                ("usePropertiesForAttributes", Value::Bit(true)),
            ],
        );
        self.def("Test_Dialect")
    }

    fn op(&mut self, name: &str, mnemonic: &str, fields: Vec<(&str, Value)>) {
        let dialect = self.def("Test_Dialect");
        let mut all = vec![
            ("opDialect", dialect),
            ("opName", s(mnemonic)),
            ("summary", s("")),
            ("arguments", dag(self, "ins", vec![])),
            ("results", dag(self, "outs", vec![])),
            ("regions", dag(self, "region", vec![])),
            ("successors", dag(self, "successor", vec![])),
            ("traits", Value::List(vec![])),
            ("builders", Value::Unset),
            ("assemblyFormat", Value::Unset),
            ("hasCustomAssemblyFormat", Value::Bit(false)),
        ];
        for (n, v) in fields {
            if let Some(slot) = all.iter_mut().find(|(m, _)| *m == n) {
                slot.1 = v;
            } else {
                all.push((n, v));
            }
        }
        self.add(name, &["Op"], all);
    }
}

fn dag(set: &mut Set, op: &str, args: Vec<(Value, &str)>) -> Value {
    if set.0.lookup(op).is_none() {
        set.add(op, &[], vec![]);
    }
    Value::Dag(Dag {
        op: Box::new(set.def(op)),
        args: args
            .into_iter()
            .map(|(v, n)| {
                (
                    v,
                    if n.is_empty() {
                        None
                    } else {
                        Some(n.to_string())
                    },
                )
            })
            .collect(),
    })
}

/// A set with a dialect, `I32`, `AnyType` and a few attributes.
fn base() -> Set {
    let mut set = Set::new();
    set.dialect();
    set.type_constraint(
        "I32",
        "32-bit signless integer",
        "$_self.is_signless_integer_of_width(32)",
        "$_builder.integer_type(32)",
    );
    set.type_constraint("AnyType", "any type", "true", "");
    set.attr("I32Attr", "32-bit signless integer attribute", vec![]);
    set.native_trait("Commutative", "IsCommutative", false);
    set.native_trait("SingleBlock", "SingleBlock", true);
    set
}

#[test]
fn lowers_a_simple_op() {
    let mut set = base();
    let i32_ = set.def("I32");
    let i32_attr = set.def("I32Attr");
    let default_attr = set.attr(
        "anonymous_1",
        "32-bit signless integer attribute",
        vec![("defaultValue", s("0")), ("baseAttr", i32_attr.clone())],
    );
    let args = dag(
        &mut set,
        "ins",
        vec![
            (i32_.clone(), "lhs"),
            (i32_.clone(), "rhs"),
            (default_attr, "flags"),
        ],
    );
    let results = dag(&mut set, "outs", vec![(i32_, "result")]);
    let comm = set.def("Commutative");
    set.op(
        "Test_AddOp",
        "add",
        vec![
            ("arguments", args),
            ("results", results),
            ("traits", Value::List(vec![comm])),
            ("hasFolder", Value::Bit(true)),
            ("assemblyFormat", s("$lhs `,` $rhs attr-dict")),
        ],
    );
    let model = lower::lower(&set.0).expect("lowering succeeds");
    assert_eq!(model.dialects.len(), 1);
    let d = model.dialect("test").unwrap();
    assert_eq!(d.rust_module, "ropt_test");
    assert_eq!(d.dependent_dialects, vec!["arith".to_string()]);
    assert!(d.has_constant_materializer);
    let op = model.op("test.add").unwrap();
    assert_eq!(op.mnemonic, "add");
    assert_eq!(op.operands.len(), 2);
    assert_eq!(op.operands[0].constraint.summary, "32-bit signless integer");
    assert_eq!(op.operands[0].variadicity, Variadicity::Single);
    assert_eq!(op.attributes[0].name, "flags");
    assert_eq!(
        op.attributes[0].constraint.default_value.as_deref(),
        Some("0")
    );
    assert_eq!(
        op.arguments,
        vec![ArgRef::Operand(0), ArgRef::Operand(1), ArgRef::Attribute(0)]
    );
    assert_eq!(op.results[0].name, "result");
    assert!(op.has_folder);
    assert!(op.has_trait("IsCommutative"));
    // I32 is buildable, so the format needs no type directive.
    let format = op.format.as_ref().unwrap();
    assert_eq!(format.items.len(), 4);
}

#[test]
fn variadics_need_a_size_specification() {
    let mut set = base();
    let v1 = set.variadic("anonymous_1", "I32", "Variadic");
    let v2 = set.variadic("anonymous_2", "I32", "Optional");
    let args = dag(&mut set, "ins", vec![(v1.clone(), "a"), (v2.clone(), "b")]);
    set.op("A", "a", vec![("arguments", args)]);
    let results = dag(&mut set, "outs", vec![(v1.clone(), "r"), (v1.clone(), "s")]);
    set.op("B", "b", vec![("results", results)]);
    let errors = lower::lower(&set.0).unwrap_err();
    let messages: Vec<&str> = errors.iter().map(|e| e.message.as_str()).collect();
    assert_eq!(
        messages,
        vec![
            "op has multiple variadic operands but no specification over their sizes",
            "op has multiple variadic results but no specification over their sizes",
        ]
    );
    assert_eq!(errors[0].pos, 7);

    let mut set = base();
    let v1 = set.variadic("anonymous_1", "I32", "Variadic");
    set.add(
        "AttrSizedOperandSegments",
        &["Trait", "NativeTrait", "NativeOpTrait", "StructuralOpTrait"],
        vec![("trait", s("AttrSizedOperandSegments"))],
    );
    let seg = set.def("AttrSizedOperandSegments");
    let args = dag(&mut set, "ins", vec![(v1.clone(), "a"), (v1, "b")]);
    set.op(
        "A",
        "a",
        vec![("arguments", args), ("traits", Value::List(vec![seg]))],
    );
    let model = lower::lower(&set.0).unwrap();
    let op = model.op("test.a").unwrap();
    assert_eq!(op.operands[1].variadicity, Variadicity::Variadic);
    assert_eq!(op.operands[1].constraint.def_name, "I32");
}

#[test]
fn name_conflicts() {
    let mut set = base();
    let i32_ = set.def("I32");
    let args = dag(
        &mut set,
        "ins",
        vec![(i32_.clone(), "x"), (i32_.clone(), "x")],
    );
    set.op("A", "a", vec![("arguments", args)]);
    let args = dag(
        &mut set,
        "ins",
        vec![(i32_.clone(), "x"), (i32_.clone(), "x2")],
    );
    let results = dag(&mut set, "outs", vec![(i32_.clone(), "x2")]);
    set.op("B", "b", vec![("arguments", args), ("results", results)]);
    let args = dag(&mut set, "ins", vec![(i32_.clone(), ""), (i32_, "")]);
    set.op("C", "c", vec![("arguments", args)]);
    let errors = lower::lower(&set.0).unwrap_err();
    let messages: Vec<&str> = errors.iter().map(|e| e.message.as_str()).collect();
    assert_eq!(
        messages,
        vec![
            "op has a conflict with two operands having the same name 'x'",
            "op has a conflict with operands and results both having an entry with the name 'x2'",
        ]
    );
}

#[test]
fn unexpected_argument_kind() {
    let mut set = base();
    let dialect = set.def("Test_Dialect");
    let args = dag(&mut set, "ins", vec![(dialect, "x")]);
    set.op("A", "a", vec![("arguments", args)]);
    let errors = lower::lower(&set.0).unwrap_err();
    assert_eq!(
        errors[0].message,
        "unexpected def type; only defs deriving from TypeConstraint or Attr or Property are allowed"
    );
}

#[test]
fn format_errors_are_reported_with_the_op() {
    let mut set = base();
    let any = set.def("AnyType");
    let args = dag(&mut set, "ins", vec![(any, "x")]);
    set.op(
        "A",
        "a",
        vec![("arguments", args), ("assemblyFormat", s("$x attr-dict"))],
    );
    let errors = lower::lower(&set.0).unwrap_err();
    assert_eq!(
        errors[0].message,
        "in custom assembly format for this operation"
    );
    let (f, text) = errors[0].format.as_ref().unwrap();
    assert_eq!(text, "$x attr-dict");
    assert_eq!(
        f.message,
        "type of operand #0, named 'x', is not buildable and a buildable type cannot be inferred"
    );
    // Rendered as mlir-tblgen does, around the front end's located note.
    let locate = |pos: u32, kind: &str, msg: &str| format!("t.td@{pos}: {kind}: {msg}\n");
    assert_eq!(
        errors[0].render(&locate),
        "error: type of operand #0, named 'x', is not buildable and a buildable type cannot be \
         inferred\n$x attr-dict\n^\nt.td@7: note: in custom assembly format for this operation\n\
         note: suggest adding a type constraint to the operation or adding a 'type($x)' directive \
         to the custom assembly format\n$x attr-dict\n^\n"
    );
    let plain = lower::lower(&{
        let mut set = base();
        let v = set.variadic("anonymous_1", "I32", "Variadic");
        let args = dag(&mut set, "ins", vec![(v.clone(), "a"), (v, "b")]);
        set.op("A", "a", vec![("arguments", args)]);
        set.0
    })
    .unwrap_err();
    assert_eq!(
        plain[0].render(&locate),
        "t.td@7: error: op has multiple variadic operands but no specification over their sizes\n"
    );
}

#[test]
fn traits_are_flattened() {
    let mut set = base();
    let comm = set.def("Commutative");
    let single = set.def("SingleBlock");
    set.add(
        "Both",
        &["Trait", "TraitList"],
        vec![("traits", Value::List(vec![comm.clone(), single.clone()]))],
    );
    set.add(
        "Implicit",
        &[
            "Trait",
            "NativeTrait",
            "ParamNativeTrait",
            "ParamNativeOpTrait",
            "StructuralOpTrait",
        ],
        vec![
            ("trait", s("SingleBlockImplicitTerminator")),
            ("traitParams", s("\"test.yield\"")),
            ("dependentTraits", Value::List(vec![single])),
        ],
    );
    let pred = set.cpred("same_pred", "$lhs.ty() == $rhs.ty()");
    set.add(
        "Match",
        &[
            "Trait",
            "PredTrait",
            "PredOpTrait",
            "AllMatchSameOperatorTrait",
            "AllTypesMatch",
        ],
        vec![
            ("summary", s("all of {lhs, rhs} have same type")),
            ("predicate", pred),
            ("values", Value::List(vec![s("lhs"), s("rhs")])),
        ],
    );
    let traits = Value::List(vec![
        set.def("Both"),
        set.def("Implicit"),
        comm,
        set.def("Match"),
    ]);
    set.op("A", "a", vec![("traits", traits)]);
    let model = lower::lower(&set.0).unwrap();
    let op = model.op("test.a").unwrap();
    let names: Vec<Option<&str>> = op.traits.iter().map(OpTrait::name).collect();
    assert_eq!(
        names,
        vec![
            Some("IsCommutative"),
            Some("SingleBlock"),
            Some("SingleBlockImplicitTerminator"),
            None
        ]
    );
    assert!(
        matches!(&op.traits[2], OpTrait::Native { params, structural: true, .. } if params == "\"test.yield\"")
    );
    let OpTrait::Pred {
        summary,
        types_match,
        ..
    } = &op.traits[3]
    else {
        panic!("expected a predicate trait")
    };
    assert_eq!(summary, "all of {lhs, rhs} have same type");
    assert_eq!(types_match, &vec!["lhs".to_string(), "rhs".to_string()]);
}

#[test]
fn predicate_trees() {
    let mut set = base();
    let a = set.cpred("p_a", "$_self.is_tensor()");
    let b = set.cpred("p_b", "$_self.is_f32()");
    let subst = set.combined(
        "p_subst",
        "PredCombinerSubstLeaves",
        vec![b],
        vec![
            ("pattern", s("$_self")),
            ("replacement", s("$_self.element_type().unwrap()")),
        ],
    );
    let not = set.combined("p_not", "PredCombinerNot", vec![a.clone()], vec![]);
    let or = set.combined("p_or", "PredCombinerOr", vec![not, subst], vec![]);
    let and = set.combined("p_and", "PredCombinerAnd", vec![a, or], vec![]);
    set.add(
        "T",
        &["Constraint", "AttrTypeConstraint", "TypeConstraint"],
        vec![("predicate", and), ("summary", s("t"))],
    );
    let t = set.def("T");
    let args = dag(&mut set, "ins", vec![(t, "x")]);
    set.op("A", "a", vec![("arguments", args)]);
    let model = lower::lower(&set.0).unwrap();
    let pred = &model.op("test.a").unwrap().operands[0].constraint.pred;
    assert_eq!(
        pred.to_rust("ty"),
        "((ty.is_tensor()) && (!((ty.is_tensor())) || (ty.element_type().unwrap().is_f32())))"
    );
    assert!(!pred.is_trivially_true());
    assert!(Pred::always().is_trivially_true());
    assert_eq!(Pred::Or(vec![]).to_rust("x"), "false");
}

#[test]
fn enums() {
    let mut set = Set::new();
    let case = |set: &mut Set, name: &str, value: i64| {
        set.add(
            name,
            &["EnumCase", "BitEnumCaseBase"],
            vec![
                ("symbol", s(name)),
                ("value", Value::Int(value)),
                ("str", s(name)),
            ],
        );
        set.def(name)
    };
    let cases = vec![
        case(&mut set, "none", 0),
        case(&mut set, "read", 1),
        case(&mut set, "write", 2),
        case(&mut set, "rw", 3),
        case(&mut set, "exec", 4),
    ];
    set.add(
        "Flags",
        &["EnumInfo", "BitEnum"],
        vec![
            ("summary", s("flags")),
            ("className", s("Flags")),
            ("enumerants", Value::List(cases)),
            ("bitwidth", Value::Int(32)),
            ("isBitEnum", Value::Bit(true)),
            ("separator", s(" | ")),
            ("printBitEnumPrimaryGroups", Value::Bit(true)),
            ("validBits", Value::Int(7)),
        ],
    );
    let model = lower::lower(&set.0).unwrap();
    let e = &model.enums[0];
    assert_eq!(e.cases.len(), 5);
    assert_eq!(e.stringify(0).as_deref(), Some("none"));
    assert_eq!(e.stringify(3).as_deref(), Some("rw"));
    assert_eq!(e.stringify(7).as_deref(), Some("rw | exec"));
    assert_eq!(e.stringify(5).as_deref(), Some("read | exec"));
    assert_eq!(e.stringify(8), None);
    let mut plain = e.clone();
    plain.kind = EnumKind::Bit {
        separator: "|".into(),
        print_primary_groups: false,
        valid_bits: 7,
    };
    assert_eq!(plain.stringify(7).as_deref(), Some("read|write|exec"));
    assert_eq!(e.case_by_str("write").map(|c| c.value), Some(2));
    assert_eq!(e.parse("read | exec"), Some(5));
    assert_eq!(e.parse("rw|exec"), Some(7));
    assert_eq!(e.parse("none"), Some(0));
    assert_eq!(e.parse("read | bogus"), None);
    assert_eq!(plain.parse("write|read"), Some(3));
}

#[test]
fn huge_predicates_are_rejected() {
    // Each level refers twice to the one below: 2^60 leaves if expanded.
    let mut set = base();
    let mut below = set.cpred("leaf", "true");
    for level in 0..60 {
        below = set.combined(
            &format!("p{level}"),
            "PredCombinerAnd",
            vec![below.clone(), below],
            vec![],
        );
    }
    set.add(
        "Huge",
        &["Constraint", "AttrTypeConstraint", "TypeConstraint"],
        vec![("predicate", below), ("summary", s("huge"))],
    );
    let huge = set.def("Huge");
    let args = dag(&mut set, "ins", vec![(huge, "x")]);
    set.op("A", "a", vec![("arguments", args)]);
    let errors = lower::lower(&set.0).unwrap_err();
    assert_eq!(
        errors[0].message,
        "predicate is too large or nested too deeply"
    );

    // A chain deeper than the limit.
    let mut set = base();
    let mut below = set.cpred("leaf", "true");
    for level in 0..2000 {
        below = set.combined(&format!("n{level}"), "PredCombinerNot", vec![below], vec![]);
    }
    set.add(
        "Deep",
        &["Constraint", "AttrTypeConstraint", "TypeConstraint"],
        vec![("predicate", below), ("summary", s("deep"))],
    );
    let deep = set.def("Deep");
    let args = dag(&mut set, "ins", vec![(deep, "x")]);
    set.op("A", "a", vec![("arguments", args)]);
    let errors = lower::lower(&set.0).unwrap_err();
    assert_eq!(
        errors[0].message,
        "predicate is too large or nested too deeply"
    );
}

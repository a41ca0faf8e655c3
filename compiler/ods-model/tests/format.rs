//! Tests of the assembly-format parser and checker; expected messages were
//! taken from mlir-tblgen on the same formats.

use ropt_ods_model::Str;
use ropt_ods_model::format::{Element, TypeSource, VarRef, parse_format};
use ropt_ods_model::model::*;

fn ty(summary: &str, builder: Option<&str>) -> TypeConstraint {
    TypeConstraint {
        def_name: summary.into(),
        summary: summary.into(),
        pred: Pred::always(),
        rust_type: "ropt_ir::Type".into(),
        builder_call: builder.map(str::to_string).map(Str::from),
        parse_kind: None,
    }
}

fn value(name: &str, v: Variadicity, buildable: bool) -> ValueDef {
    ValueDef {
        name: name.into(),
        constraint: ty("any type", buildable.then_some("$_builder.i32()")),
        variadicity: v,
        verifier_summary: "any type".into(),
        summary: String::new().into(),
        effects: Vec::new(),
    }
}

fn attr(name: &str, optional: bool) -> AttrDef {
    AttrDef {
        name: name.into(),
        constraint: AttrConstraint {
            def_name: "I32Attr".into(),
            summary: "32-bit signless integer attribute".into(),
            pred: Pred::always(),
            storage_pred: Pred::always(),
            storage_type: String::new().into(),
            return_type: String::new().into(),
            convert_from_storage: String::new().into(),
            const_builder_call: None,
            default_value: None,
            is_optional: optional,
            is_derived: false,
            is_unit: false,
            has_buildable_type: true,
            value_type_builder: Some("$_builder.integer_type(32)".into()),
            is_generic: false,
            enum_name: None,
            dialect_attr: None,
            dense_array_elem: None,
        },
        summary: String::new().into(),
    }
}

fn op(operands: Vec<ValueDef>, results: Vec<ValueDef>) -> OpDef {
    OpDef {
        def_name: "A".into(),
        dialect: 0,
        name: "t.a".into(),
        mnemonic: "a".into(),
        summary: String::new().into(),
        description: String::new().into(),
        arguments: (0..operands.len()).map(ArgRef::Operand).collect(),
        operands,
        attributes: Vec::new(),
        properties: Vec::new(),
        results,
        regions: Vec::new(),
        successors: Vec::new(),
        traits: Vec::new(),
        builders: Vec::new(),
        skip_default_builders: false,
        format: None,
        assembly_format: None,
        has_custom_assembly_format: false,
        has_verifier: false,
        has_region_verifier: false,
        has_canonicalizer: false,
        has_canonicalize_method: false,
        has_folder: false,
        extra_class_declaration: String::new().into(),
        extra_class_definition: String::new().into(),
        doc: Default::default(),
        pos: 0,
    }
}

fn x_op() -> OpDef {
    op(vec![value("x", Variadicity::Single, false)], Vec::new())
}

fn error_of(text: &str, op: &OpDef) -> (String, usize) {
    let e = parse_format(text, op).expect_err("format should be rejected");
    (e.message, e.offset)
}

#[test]
fn simple_format_parses() {
    let f = parse_format("$x attr-dict `:` type($x)", &x_op()).unwrap();
    assert_eq!(f.items.len(), 4);
    assert_eq!(f.items[0].element, Element::Var(VarRef::Operand(0)));
    assert_eq!(
        f.items[1].element,
        Element::AttrDict {
            with_keyword: false
        }
    );
    assert_eq!(f.items[2].element, Element::Literal(":".into()));
    assert_eq!(f.items[3].offset, 17);
    assert_eq!(f.operand_types, vec![TypeSource::Parsed]);
}

#[test]
fn literals() {
    let f = parse_format(
        "$x `->` `...` `\\n` `` ` ` `foo.bar$` attr-dict type($x)",
        &x_op(),
    );
    assert!(f.is_ok(), "{f:?}");
    assert_eq!(
        error_of("$x `%` attr-dict type($x)", &x_op()),
        (
            "expected valid literal but got '%': single character literal must be a letter or \
             one of '_:,=<>()[]{}?+-*'"
                .into(),
            3
        )
    );
    assert_eq!(
        error_of("$x attr-dict type($x) `foo bar`", &x_op()).0,
        "expected valid literal but got 'foo bar': keywords should contain only alphanum, '_', \
         '$', or '.' characters"
    );
    assert_eq!(
        error_of("$x attr-dict type($x) `", &x_op()),
        ("unexpected end of file in literal".into(), 23)
    );
}

#[test]
fn lexer_and_element_errors() {
    assert_eq!(
        error_of("$x attr-dict `:` type($x) %", &x_op()),
        ("unexpected character".into(), 26)
    );
    assert_eq!(
        error_of("$x attr-dict : type($x)", &x_op()),
        (
            "expected literal, variable, directive, or optional group".into(),
            13
        )
    );
    assert_eq!(
        error_of("$x foo attr-dict type($x)", &x_op()),
        (
            "expected literal, variable, directive, or optional group".into(),
            3
        )
    );
    assert_eq!(
        error_of("$ attr-dict", &x_op()),
        ("expected variable name".into(), 0)
    );
    assert_eq!(
        error_of("$x attr-dict type", &x_op()),
        ("expected '(' before argument list".into(), 17)
    );
    assert_eq!(
        error_of("$x attr-dict type($x", &x_op()),
        ("expected ')' after argument list".into(), 20)
    );
}

#[test]
fn binding_errors() {
    assert_eq!(
        error_of("$y attr-dict", &x_op()).0,
        "expected variable to refer to an argument, region, result, or successor"
    );
    assert_eq!(
        error_of("$x $x attr-dict type($x)", &x_op()),
        ("operand 'x' is already bound".into(), 3)
    );
    assert_eq!(
        error_of("operands attr-dict type($x) $x", &x_op()),
        ("operand 'x' is already bound".into(), 28)
    );
    assert_eq!(
        error_of("$x attr-dict type($x) type($x)", &x_op()),
        ("'type' of 'x' is already bound".into(), 22)
    );
    assert_eq!(
        error_of("$x attr-dict type(operands) type($x)", &x_op()),
        ("'type' of 'x' is already bound".into(), 28)
    );
    assert_eq!(
        error_of("$x attr-dict attr-dict type($x)", &x_op()),
        ("'attr-dict' directive has already been seen".into(), 13)
    );
    assert_eq!(
        error_of("$x attr-dict type(attr-dict)", &x_op()),
        (
            "'attr-dict' directive can only be used as a top-level directive".into(),
            18
        )
    );
    assert_eq!(
        error_of("$x attr-dict ref($x) type($x)", &x_op()),
        ("'ref' is only valid within a `custom` directive".into(), 13)
    );
    let with_result = op(
        vec![value("x", Variadicity::Single, false)],
        vec![value("r", Variadicity::Single, false)],
    );
    assert_eq!(
        error_of("$x $r attr-dict type($x) type($r)", &with_result),
        (
            "result variables can can only be used as a child to a 'type' directive".into(),
            3
        )
    );
}

#[test]
fn oracle_checked_details() {
    // Variadic operands of a buildable type need no type directive.
    let v = op(vec![value("x", Variadicity::Variadic, true)], Vec::new());
    assert!(parse_format("$x attr-dict", &v).is_ok());
    let v = op(vec![value("x", Variadicity::Variadic, false)], Vec::new());
    assert_eq!(
        error_of("$x attr-dict type(operands) type(operands)", &v),
        ("'operands' 'type' is already bound".into(), 28)
    );
    let mut with_attr = x_op();
    with_attr.attributes.push(attr("a", false));
    assert_eq!(
        error_of("$x attr-dict type($a)", &with_attr),
        (
            "attributes cannot be used as children to a `type` directive".into(),
            18
        )
    );
    assert_eq!(
        error_of("$x results attr-dict", &x_op()),
        (
            "'results' directive can can only be used as a child to a 'type' directive".into(),
            3
        )
    );
    assert_eq!(
        error_of("$x attr-dict custom<A>(custom<B>($x))", &x_op()),
        (
            "`custom` can only be used at the top-level context or within a `struct` directive"
                .into(),
            23
        )
    );
    assert_eq!(
        error_of("$x attr-dict qualified($x)", &x_op()),
        ("operand 'x' is already bound".into(), 23)
    );
    assert_eq!(
        parse_format("custom<Foo>($x) attr-dict", &x_op())
            .unwrap_err()
            .message,
        "type of operand #0, named 'x', is not buildable and a buildable type cannot be inferred"
    );
}

#[test]
fn missing_elements() {
    let e = parse_format("$x", &x_op()).unwrap_err();
    assert_eq!(
        e.message,
        "'attr-dict' directive not found in custom assembly format"
    );
    let e = parse_format("attr-dict", &x_op()).unwrap_err();
    assert_eq!(e.message, "operand #0, named 'x', not found");
    assert_eq!(
        e.note.as_deref(),
        Some("suggest adding a '$x' directive to the custom assembly format")
    );
    let e = parse_format("$x attr-dict", &x_op()).unwrap_err();
    assert_eq!(
        e.message,
        "type of operand #0, named 'x', is not buildable and a buildable type cannot be inferred"
    );
    assert_eq!(
        e.note.as_deref(),
        Some(
            "suggest adding a type constraint to the operation or adding a 'type($x)' directive \
             to the custom assembly format"
        )
    );
    let mut with_region = x_op();
    with_region.regions.push(RegionDef {
        name: "body".into(),
        summary: "any region".into(),
        pred: Pred::always(),
        is_variadic: false,
    });
    let e = parse_format("$x attr-dict `:` type($x)", &with_region).unwrap_err();
    assert_eq!(e.message, "region #0, named 'body', not found");
    assert!(parse_format("$x $body attr-dict `:` type($x)", &with_region).is_ok());
}

#[test]
fn buildable_and_inferred_types() {
    let buildable = op(vec![value("x", Variadicity::Single, true)], Vec::new());
    let f = parse_format("$x attr-dict", &buildable).unwrap();
    assert_eq!(
        f.operand_types,
        vec![TypeSource::Buildable("$_builder.i32()".into())]
    );

    let mut same = op(
        vec![
            value("lhs", Variadicity::Single, false),
            value("rhs", Variadicity::Single, false),
        ],
        vec![value("result", Variadicity::Single, false)],
    );
    let e = parse_format("$lhs `,` $rhs attr-dict `:` type($result)", &same).unwrap_err();
    assert_eq!(
        e.message,
        "type of operand #0, named 'lhs', is not buildable and a buildable type cannot be inferred"
    );
    same.traits.push(OpTrait::Native {
        name: "SameOperandsAndResultType".into(),
        params: String::new().into(),
        structural: false,
    });
    let f = parse_format("$lhs `,` $rhs attr-dict `:` type($result)", &same).unwrap();
    assert_eq!(f.result_types, vec![TypeSource::Parsed]);
    assert!(matches!(f.operand_types[0], TypeSource::SameAs(_)));
    assert!(matches!(f.operand_types[1], TypeSource::SameAs(_)));

    let mut with = op(
        vec![value("a", Variadicity::Single, false)],
        vec![value("b", Variadicity::Single, false)],
    );
    with.traits.push(OpTrait::Pred {
        summary: "b is a of a".into(),
        pred: Pred::always(),
        types_match: Vec::new(),
        types_match_with: Some(("a".into(), "b".into(), "wrap($_self)".into())),
    });
    let f = parse_format("$a attr-dict `:` type($a)", &with).unwrap();
    assert_eq!(
        f.result_types,
        vec![TypeSource::Transformed(
            VarRef::Operand(0),
            "wrap($_self)".into()
        )]
    );

    let mut matching = op(
        vec![value("a", Variadicity::Single, false)],
        vec![value("b", Variadicity::Single, false)],
    );
    matching.traits.push(OpTrait::Pred {
        summary: "all of {a, b} have same type".into(),
        pred: Pred::always(),
        types_match: vec!["a".into(), "b".into()],
        types_match_with: None,
    });
    let f = parse_format("$a attr-dict `:` type($b)", &matching).unwrap();
    assert_eq!(f.operand_types, vec![TypeSource::SameAs(VarRef::Result(0))]);

    let mut inferred = x_op();
    inferred
        .results
        .push(value("r", Variadicity::Single, false));
    inferred.traits.push(OpTrait::Interface {
        name: "InferTypeOpInterface".into(),
        overridden: Vec::new(),
        declares_methods: true,
    });
    let f = parse_format("$x attr-dict `:` type($x)", &inferred).unwrap();
    assert_eq!(f.result_types, vec![TypeSource::Inferred]);
}

#[test]
fn optional_groups() {
    let opt = op(vec![value("x", Variadicity::Optional, false)], Vec::new());
    let f = parse_format("(`(` $x^ `:` type($x) `)`)? attr-dict", &opt).unwrap();
    let Element::Optional {
        then,
        else_,
        anchor,
    } = &f.items[0].element
    else {
        panic!("expected an optional group")
    };
    assert_eq!((then.len(), else_.len(), *anchor), (5, 0, 1));
    assert!(parse_format("(`a` $x^):(`b`)? attr-dict type($x)", &opt).is_ok());
    assert_eq!(
        error_of("($x)? attr-dict type($x)", &opt),
        ("optional group has no anchor element".into(), 0)
    );
    assert_eq!(
        error_of("(`a` $x^ `b` $x^)? attr-dict type($x)", &opt),
        ("operand 'x' is already bound".into(), 13)
    );
    assert_eq!(
        error_of("(attr-dict $x^)? type($x)", &opt),
        (
            "only literals, types, and variables can be used within an optional group".into(),
            0
        )
    );
    assert_eq!(
        error_of("(type($x)^ $x)? attr-dict", &opt),
        (
            "first parsable element of an optional group must be a literal, variable, or custom \
             directive"
                .into(),
            0
        )
    );
    assert_eq!(
        error_of("($x^)? attr-dict type($x)", &x_op()),
        (
            "only variable length operands can be used within an optional group".into(),
            0
        )
    );
    let mut with_attr = x_op();
    with_attr.attributes.push(attr("flag", false));
    assert_eq!(
        error_of("$x (`f` $flag^)? attr-dict type($x)", &with_attr),
        (
            "only optional or default-valued attributes can be used to anchor an optional group"
                .into(),
            3
        )
    );
    with_attr.attributes[0] = attr("flag", true);
    assert!(parse_format("$x (`f` $flag^)? attr-dict type($x)", &with_attr).is_ok());
}

#[test]
fn directives() {
    let ops = op(
        vec![value("a", Variadicity::Variadic, false)],
        vec![value("r", Variadicity::Variadic, false)],
    );
    let f = parse_format(
        "operands attr-dict-with-keyword `:` functional-type(operands, results)",
        &ops,
    )
    .unwrap();
    assert_eq!(f.items[1].element, Element::AttrDict { with_keyword: true });
    assert!(matches!(f.items[3].element, Element::FunctionalType(..)));
    let f = parse_format(
        "custom<Thing>($a, type($a), ref($a)) attr-dict `:` type($r)",
        &ops,
    )
    .unwrap();
    let Element::Custom { name, args } = &f.items[0].element else {
        panic!("expected custom")
    };
    assert_eq!(name, "Thing");
    assert_eq!(args.len(), 3);
    let f = parse_format(
        "oilist(`a` $a `:` type($a) | `b`) attr-dict `:` type($r)",
        &ops,
    )
    .unwrap();
    let Element::OIList(clauses) = &f.items[0].element else {
        panic!("expected oilist")
    };
    assert_eq!(clauses.len(), 2);
    let mut with_attr = ops.clone();
    with_attr.attributes.push(attr("value", false));
    assert!(
        parse_format(
            "$a qualified($value) attr-dict `:` qualified(type($a)) type($r)",
            &with_attr
        )
        .is_ok()
    );
}

#[test]
fn rendering() {
    // As mlir-tblgen prints them (before and after its note locating the op).
    let text = "\n  $x\n    attr-dict type($x) type($x)\n  ";
    let e = parse_format(text, &x_op()).unwrap_err();
    assert_eq!(
        e.render(text),
        "error: 'type' of 'x' is already bound\n    attr-dict type($x) type($x)\n                       ^\n"
    );
    assert_eq!(e.render_note(text), None);
    let text = "\n  attr-dict\n";
    let e = parse_format(text, &x_op()).unwrap_err();
    assert_eq!(
        e.render(text),
        "error: operand #0, named 'x', not found\n  attr-dict\n  ^\n"
    );
    assert_eq!(
        e.render_note(text).unwrap(),
        "note: suggest adding a '$x' directive to the custom assembly format\n  attr-dict\n  ^\n"
    );
    let e = parse_format("$x attr-dict", &x_op()).unwrap_err();
    assert_eq!(e.offset, 0);
}

#[test]
fn random_formats_do_not_panic() {
    let pieces = [
        "$x",
        "$",
        "`",
        "``",
        "` `",
        "`a`",
        "(",
        ")",
        "?",
        "^",
        ":",
        ",",
        "<",
        ">",
        "|",
        "attr-dict",
        "type",
        "operands",
        "results",
        "custom",
        "ref",
        "oilist",
        "qualified",
        "functional-type",
        "regions",
        "\u{e9}",
        "%",
        " ",
        "\n",
        "$y",
        "X",
    ];
    let op = x_op();
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..20_000 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let mut text = String::new();
        for k in 0..(seed % 14) {
            let r = seed.rotate_left(5 * k as u32);
            text.push_str(pieces[(r % pieces.len() as u64) as usize]);
        }
        if let Err(e) = parse_format(&text, &op) {
            assert!(e.offset <= text.len(), "{text:?}");
            let _ = e.render(&text);
        }
    }
}

/// Random ops with type-equality traits and random formats over their names:
/// checking terminates without panicking (a regression test for a
/// non-terminating inference loop).
#[test]
fn random_ops_and_formats_terminate() {
    let mut seed = 0x1234_5678_9abc_def1u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let names = ["a", "b", "c", "d"];
    for _ in 0..3_000 {
        let variadicities = [
            Variadicity::Single,
            Variadicity::Optional,
            Variadicity::Variadic,
        ];
        let mut o = op(
            vec![
                value(
                    "a",
                    variadicities[(next() % 3) as usize].clone(),
                    next() % 2 == 0,
                ),
                value("b", Variadicity::Single, next() % 3 == 0),
            ],
            vec![value("c", Variadicity::Single, next() % 3 == 0)],
        );
        o.attributes.push(attr("d", next() % 2 == 0));
        o.attributes[0].constraint.is_generic = next() % 2 == 0;
        o.attributes[0].constraint.has_buildable_type = next() % 2 == 0;
        let pick = |r: u64| names[(r % 4) as usize].to_string();
        o.traits.push(OpTrait::Pred {
            summary: String::new().into(),
            pred: Pred::always(),
            types_match: vec![
                pick(next()).into(),
                pick(next()).into(),
                pick(next()).into(),
            ],
            types_match_with: Some((pick(next()).into(), pick(next()).into(), "$_self".into())),
        });
        if next() % 2 == 0 {
            o.traits.push(OpTrait::Native {
                name: "SameOperandsAndResultType".into(),
                params: String::new().into(),
                structural: false,
            });
        }
        let pieces = [
            "$a",
            "$b",
            "$d",
            "type($a)",
            "type($b)",
            "type($c)",
            "`:`",
            "`,`",
            "attr-dict",
            "(`x` $a^)?",
            "($d^)?",
            "functional-type(operands, results)",
            "operands",
            "type(operands)",
            "type(results)",
            "custom<X>($b)",
            "` `",
        ];
        let mut text = String::new();
        for _ in 0..(next() % 8) {
            text.push_str(pieces[(next() % pieces.len() as u64) as usize]);
            text.push(' ');
        }
        let _ = parse_format(&text, &o);
    }
}

#[test]
fn never_panics_on_garbage() {
    let samples = [
        "",
        "(",
        ")",
        "((((",
        "$x (",
        "`",
        "custom<",
        "custom<X>(",
        "oilist(|)",
        "^",
        "(`a`^)?",
        "type(type($x))",
        "qualified($x)",
        "functional-type($x",
        "ref(",
        "$x attr-dict (`a`):(`b`",
        "\u{e9}",
    ];
    for s in samples {
        let _ = parse_format(s, &x_op());
    }
    let deep = "(".repeat(100_000);
    let _ = parse_format(&deep, &x_op());
}

//! SSA names suggested by ops (result-name and block-argument-name hooks) and by name
//! locations: sanitizing, uniquing with the conflict counter, scoping by region, result
//! groups. Expected texts follow mlir-opt 22's naming (checked against it with
//! `arith.constant` and `memref.extract_strided_metadata`, whose hooks behave like the test
//! ops below).

use ropt_asm::parser::ops::{ParseOptions, ParsedModule, parse_module};
use ropt_asm::printer::ops::{OpPrintOptions, print_top_level};
use ropt_ir::registry::{DialectInfo, OpInfo};
use ropt_ir::{Body, Context, OpId, ValueId};

/// `t.n {names = [...]}`: suggests `names[i]` for result `i`, in array order; a non-string
/// entry suggests nothing. With `reverse`, the suggestions are made from the last result.
fn name_results(body: &Body, op: OpId, set: &mut dyn FnMut(ValueId, &str)) {
    let Some(names) = body.attr(op, "names").and_then(|a| a.as_array()) else {
        return;
    };
    let mut pairs: Vec<(ValueId, &str)> = body
        .results(op)
        .zip(names.iter())
        .filter_map(|(v, a)| a.as_str().map(|s| (v, s)))
        .collect();
    if body.attr(op, "reverse").is_some() {
        pairs.reverse();
    }
    for (v, s) in pairs {
        set(v, s);
    }
}

/// `t.r {args = [...]}`: suggests `args[i]` for argument `i` of every block of each region.
fn name_block_args(body: &Body, op: OpId, index: usize, set: &mut dyn FnMut(ValueId, &str)) {
    let Some(names) = body.attr(op, "args").and_then(|a| a.as_array()) else {
        return;
    };
    let rb = body.regions_body(op);
    let region = body.regions(op)[index];
    for block in rb.blocks(region) {
        for (&arg, name) in rb.block_arguments(block).iter().zip(names.iter()) {
            if let Some(s) = name.as_str() {
                set(arg, s);
            }
        }
    }
}

fn context() -> Context {
    let mut ctx = Context::new();
    ropt_asm::builtin::register_builtin(&mut ctx);
    let reg = ctx.registry_mut();
    reg.register_dialect(DialectInfo::new("t"));
    reg.register_op(OpInfo::new("t.n").with_result_names(name_results));
    reg.register_op(OpInfo::new("t.r").with_block_arg_names(name_block_args));
    ctx
}

fn parse(ctx: &Context, text: &str) -> ParsedModule {
    let opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let loc = ctx.unknown_loc();
    parse_module(ctx, text.as_bytes(), 0, "t.mlir", opts, loc)
        .unwrap_or_else(|d| panic!("{:?}", d.iter().map(|d| &d.message).collect::<Vec<_>>()))
}

fn print_with(text: &str, opts: OpPrintOptions) -> String {
    let ctx = context();
    let m = parse(&ctx, text);
    let out = print_top_level(&ctx, &m.body, m.module, opts);
    if opts.nameloc_as_prefix {
        return out; // the locations are not printed, so the names do not survive
    }
    // Whatever the names, the output parses back to the same text.
    let again = parse(&ctx, &out);
    assert_eq!(
        print_top_level(&ctx, &again.body, again.module, opts),
        out,
        "not a fixed point"
    );
    out
}

fn print(text: &str) -> String {
    print_with(text, OpPrintOptions::default())
}

/// The op lines of `out`, without the module's lines and indentation.
fn lines(out: &str) -> Vec<String> {
    out.lines()
        .map(|l| l.trim().to_string())
        .filter(|l| l != "module {" && l != "}")
        .collect()
}

#[test]
fn conflicts_get_counter_suffixes() {
    let out = print(
        r#"%0 = "t.n"() {names = ["c0_i32"]} : () -> i32
%1 = "t.n"() {names = ["c0_i32"]} : () -> i32
%2 = "t.n"() {names = ["cst"]} : () -> f32
%3 = "t.n"() {names = ["cst"]} : () -> f32
%4 = "t.n"() {names = ["true"]} : () -> i1
%5 = "t.other"() : () -> i32
%6 = "t.n"() {names = ["c0_i32"]} : () -> i32
"t.use"(%0, %1, %3, %6) : (i32, i32, f32, i32) -> ()
"#,
    );
    assert_eq!(
        lines(&out),
        [
            r#"%c0_i32 = "t.n"() {names = ["c0_i32"]} : () -> i32"#,
            r#"%c0_i32_0 = "t.n"() {names = ["c0_i32"]} : () -> i32"#,
            r#"%cst = "t.n"() {names = ["cst"]} : () -> f32"#,
            r#"%cst_1 = "t.n"() {names = ["cst"]} : () -> f32"#,
            r#"%true = "t.n"() {names = ["true"]} : () -> i1"#,
            r#"%0 = "t.other"() : () -> i32"#,
            r#"%c0_i32_2 = "t.n"() {names = ["c0_i32"]} : () -> i32"#,
            r#""t.use"(%c0_i32, %c0_i32_0, %cst_1, %c0_i32_2) : (i32, i32, f32, i32) -> ()"#,
        ]
    );
}

#[test]
fn generic_form_ignores_hooks() {
    let out = print_with(
        r#"%0 = "t.n"() {names = ["c"]} : () -> i32
"#,
        OpPrintOptions {
            generic: true,
            ..Default::default()
        },
    );
    assert!(out.contains(r#"%0 = "t.n"()"#), "{out}");
}

#[test]
fn names_are_sanitized() {
    let out = print(
        r#"%0 = "t.n"() {names = ["a b"]} : () -> i32
%1 = "t.n"() {names = ["9x"]} : () -> i32
%2 = "t.n"() {names = ["+x"]} : () -> i32
%3 = "t.n"() {names = ["x+y"]} : () -> i32
%4 = "t.n"() {names = [" s"]} : () -> i32
%5 = "t.n"() {names = ["\C3\A9"]} : () -> i32
%6 = "t.n"() {names = ["a\09b"]} : () -> i32
%7 = "t.n"() {names = ["$-."]} : () -> i32
%8 = "t.n"() {names = ["c-3_i32"]} : () -> i32
"#,
    );
    let names: Vec<String> = lines(&out)
        .iter()
        .map(|l| l.split(' ').next().unwrap_or("").to_string())
        .collect();
    assert_eq!(
        names,
        [
            "%a_b", "%_9x", "%_2Bx", "%x2By", "%_s", "%_C3A9", "%a9b", "%$-.", "%c-3_i32"
        ]
    );
}

#[test]
fn empty_names_are_numbers() {
    let out = print(
        r#"%0 = "t.n"() {names = [""]} : () -> i32
%1 = "t.n"() {names = ["x"]} : () -> i32
%2 = "t.n"() {names = [""]} : () -> i32
"#,
    );
    assert_eq!(
        lines(&out),
        [
            r#"%0 = "t.n"() {names = [""]} : () -> i32"#,
            r#"%x = "t.n"() {names = ["x"]} : () -> i32"#,
            r#"%1 = "t.n"() {names = [""]} : () -> i32"#,
        ]
    );
}

#[test]
fn result_groups() {
    let out = print(
        r#"%0:3 = "t.n"() {names = ["a"]} : () -> (i32, i32, i32)
%1:5 = "t.n"() {names = ["base", "off", "sz", 0, "st"]} : () -> (i32, i32, i32, i32, i32)
%2:3 = "t.n"() {names = [0, "b"]} : () -> (i32, i32, i32)
%3:2 = "t.n"() {names = [0, ""], reverse} : () -> (i32, i32)
"t.use"(%0#2, %1#3, %1#4, %2#0, %2#2, %3#0, %3#1) : (i32, i32, i32, i32, i32, i32, i32) -> ()
"#,
    );
    assert_eq!(
        lines(&out),
        [
            r#"%a:3 = "t.n"() {names = ["a"]} : () -> (i32, i32, i32)"#,
            r#"%base, %off, %sz:2, %st = "t.n"() {names = ["base", "off", "sz", 0, "st"]} : () -> (i32, i32, i32, i32, i32)"#,
            r#"%0, %b:2 = "t.n"() {names = [0, "b"]} : () -> (i32, i32, i32)"#,
            // Result 1 is numbered by the hook, before result 0 gets the next number.
            r#"%2, %1 = "t.n"() {names = [0, ""], reverse} : () -> (i32, i32)"#,
            r#""t.use"(%a#2, %sz#1, %st, %0, %b#1, %2, %1) : (i32, i32, i32, i32, i32, i32, i32) -> ()"#,
        ]
    );
}

#[test]
fn sibling_regions_reuse_names_nested_ones_do_not() {
    // Like `scf.if` with two constants in each branch (mlir-opt: both branches get
    // `%c0_i32_1`; the counter restarts for each sibling region).
    let text = r#"%0 = "t.n"() {names = ["c"]} : () -> i32
%1 = "t.n"() {names = ["c"]} : () -> i32
"t.if"() ({
  %2 = "t.n"() {names = ["c"]} : () -> i32
  %3 = "t.n"() {names = ["d"]} : () -> i32
  "t.use"(%2, %3) : (i32, i32) -> ()
}, {
  %4 = "t.n"() {names = ["c"]} : () -> i32
  "t.inner"() ({
    %5 = "t.n"() {names = ["c"]} : () -> i32
    "t.use"(%5) : (i32) -> ()
  }) : () -> ()
  "t.use"(%4) : (i32) -> ()
}) : () -> ()
%6 = "t.n"() {names = ["d"]} : () -> i32
"#;
    let out = print(text);
    let want = [
        r#"%c = "t.n"() {names = ["c"]} : () -> i32"#,
        r#"%c_0 = "t.n"() {names = ["c"]} : () -> i32"#,
        r#""t.if"() ({"#,
        r#"%c_1 = "t.n"() {names = ["c"]} : () -> i32"#,
        r#"%d_2 = "t.n"() {names = ["d"]} : () -> i32"#,
        r#""t.use"(%c_1, %d_2) : (i32, i32) -> ()"#,
        r#"}, {"#,
        r#"%c_1 = "t.n"() {names = ["c"]} : () -> i32"#,
        r#""t.inner"() ({"#,
        r#"%c_2 = "t.n"() {names = ["c"]} : () -> i32"#,
        r#""t.use"(%c_2) : (i32) -> ()"#,
        r#"}) : () -> ()"#,
        r#""t.use"(%c_1) : (i32) -> ()"#,
        r#"}) : () -> ()"#,
        r#"%d = "t.n"() {names = ["d"]} : () -> i32"#,
    ];
    assert_eq!(lines(&out), want);
    // With unique ids the counter only grows; regions are named last one first.
    let out = print_with(
        text,
        OpPrintOptions {
            unique_ssa_ids: true,
            ..Default::default()
        },
    );
    let got = lines(&out);
    assert_eq!(got[3], r#"%c_3 = "t.n"() {names = ["c"]} : () -> i32"#);
    assert_eq!(got[4], r#"%d_4 = "t.n"() {names = ["d"]} : () -> i32"#);
    assert_eq!(got[7], r#"%c_1 = "t.n"() {names = ["c"]} : () -> i32"#);
    assert_eq!(got[9], r#"%c_2 = "t.n"() {names = ["c"]} : () -> i32"#);
}

#[test]
fn entry_arguments_take_part_in_uniquing() {
    let out = print(
        r#""t.f"() ({
^bb0(%a: i32, %b: i32):
  %0 = "t.n"() {names = ["arg0"]} : () -> i32
  "t.g"() ({
  ^bb0(%c: i32):
    %1 = "t.n"() {names = ["arg2"]} : () -> i32
    "t.use"(%1) : (i32) -> ()
  }) : () -> ()
  "t.use"(%0) : (i32) -> ()
}) : () -> ()
"#,
    );
    let got = lines(&out);
    assert_eq!(got[1], "^bb0(%arg0: i32, %arg1: i32):");
    assert_eq!(
        got[2],
        r#"%arg0_0 = "t.n"() {names = ["arg0"]} : () -> i32"#
    );
    assert_eq!(got[4], "^bb0(%arg2: i32):");
    assert_eq!(
        got[5],
        r#"%arg2_1 = "t.n"() {names = ["arg2"]} : () -> i32"#
    );
}

#[test]
fn name_locations_replace_suggestions() {
    let text = r#"%0 = "t.n"() {names = ["c0_i32"]} : () -> i32 loc("named")
%1 = "t.n"() {names = ["c0_i32"]} : () -> i32 loc("")
%2:3 = "t.n"() {names = ["p", "q"]} : () -> (i32, i32, i32) loc(fused["f":1:1, callsite("y":1:1 at "meta"), "later"])
%3 = "t.other"() : () -> i32 loc("outer"("inner"))
%4 = "t.other"() : () -> i32 loc("x")
"t.use"(%0, %1, %2#2, %3, %4) : (i32, i32, i32, i32, i32) -> ()
"#;
    let out = print_with(
        text,
        OpPrintOptions {
            nameloc_as_prefix: true,
            ..Default::default()
        },
    );
    let names: Vec<String> = lines(&out)
        .iter()
        .map(|l| l.split(" = ").next().unwrap_or("").to_string())
        .collect();
    assert_eq!(
        names,
        [
            "%named",
            "%0",
            "%meta, %meta_0:2",
            "%outer",
            "%x",
            r#""t.use"(%named, %0, %meta_0#1, %outer, %x) : (i32, i32, i32, i32, i32) -> ()"#
        ]
    );
}

#[test]
fn block_argument_hooks() {
    let out = print(
        r#""t.r"() ({
^bb0(%a: i32, %b: i32, %c: i32):
  "t.br"()[^bb1] : () -> ()
^bb1(%d: i32, %e: i32):
  "t.use"(%a, %b, %c, %d, %e) : (i32, i32, i32, i32, i32) -> ()
}) {args = ["x", 0, "x"]} : () -> ()
"#,
    );
    let got = lines(&out);
    assert_eq!(got[1], "^bb0(%x: i32, %arg0: i32, %x_0: i32):");
    assert_eq!(got[3], "^bb1(%x_1: i32, %0: i32):  // pred: ^bb0");
}

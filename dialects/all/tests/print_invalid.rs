//! The custom printers must not panic on IR that does not verify: every registered op of every
//! dialect is built in the generic form with wrong operand, result, region and successor
//! counts, regions without blocks or terminators, and inherent attributes of the wrong kind,
//! then printed in its custom form. Only the absence of a panic is checked (what the printer
//! writes for invalid IR is not specified; ropt prints such IR in the generic form).

use std::panic::{AssertUnwindSafe, catch_unwind};

use ropt_asm::parser::ops::{ParseOptions, parse_module};
use ropt_asm::printer::ops::{OpPrintOptions, print_top_level};
use ropt_ir::{Context, Traits};

/// The types of the values the ops under test may use as operands (`%a0`, `%a1`, ...).
const TYPES: [&str; 8] = [
    "i1",
    "index",
    "f32",
    "vector<2xi32>",
    "i64",
    "tensor<?xf32>",
    "none",
    "(i32) -> i32",
];

/// Wrong (or odd) values for every inherent attribute at once.
const ATTR_VALUES: [&str; 13] = [
    "unit",
    "\"s\"",
    "7 : i64",
    "-1 : i32",
    "1.5 : f32",
    "array<i64: 1, -9223372036854775808, 3>",
    "array<i32: 1, -1, 2147483647, 0>",
    "array<i32>",
    "[1 : i64, \"x\", unit]",
    "dense<[1, 2]> : vector<2xi32>",
    "i32",
    "@sym",
    "{a = 1 : i64}",
];

/// Region lists, in the generic form.
const REGIONS: [&str; 7] = [
    "",
    "({})",
    "({\n^bb0:\n})",
    "({\n  \"test.other\"() : () -> ()\n})",
    "({\n^bb0(%x: index, %y: f32, %z: i1):\n  \"test.yield\"(%x) : (index) -> ()\n})",
    "({\n  \"test.op\"() : () -> ()\n^bb1(%x: i32):\n  \"test.op\"() : () -> ()\n})",
    "({}, {\n^bb0(%x: i64):\n}, {}, {\n  \"test.op\"() : () -> ()\n}, {})",
];

/// The generic text of `name` with `operands` operands, `results` results, the regions
/// `regions`, `successors` successors and `props` as its properties.
fn op_text(
    name: &str,
    operands: usize,
    results: usize,
    regions: &str,
    successors: usize,
    props: &str,
) -> String {
    let ops: Vec<String> = (0..operands)
        .map(|i| format!("%a{}", i % TYPES.len()))
        .collect();
    let op_types: Vec<&str> = (0..operands).map(|i| TYPES[i % TYPES.len()]).collect();
    let res_types: Vec<&str> = (0..results).map(|i| TYPES[(i + 2) % TYPES.len()]).collect();
    let lhs = match results {
        0 => String::new(),
        1 => "%r = ".to_owned(),
        n => format!("%r:{n} = "),
    };
    let succ = if successors == 0 {
        String::new()
    } else {
        let list: Vec<&str> = (0..successors).map(|_| "^bb1").collect();
        format!("[{}]", list.join(", "))
    };
    let results_ty = if results == 1 && !res_types[0].contains("->") {
        res_types[0].to_owned()
    } else {
        format!("({})", res_types.join(", "))
    };
    let use_results = if results == 0 {
        String::new()
    } else {
        "  \"test.use\"(%r#0) : (".to_owned() + res_types[0] + ") -> ()\n"
    };
    let use_results = if results == 1 {
        use_results.replace("%r#0", "%r")
    } else {
        use_results
    };
    let args: Vec<String> = TYPES
        .iter()
        .enumerate()
        .map(|(i, t)| format!("%a{i}: {t}"))
        .collect();
    format!(
        "\"test.func\"() ({{\n^bb0({}):\n  {lhs}\"{name}\"({}){succ}{props}{regions} : ({}) -> {results_ty}\n{use_results}  \"test.br\"()[^bb1] : () -> ()\n^bb1:\n  \"test.return\"() : () -> ()\n}}) : () -> ()\n",
        args.join(", "),
        ops.join(", "),
        op_types.join(", "),
    )
}

/// Parses `text` (without verifying it) and prints it in the custom form: `None` if the text
/// does not parse, else the panic message if printing panicked.
fn print_custom(ctx: &Context, text: &str) -> Option<Result<(), String>> {
    let opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let loc = ctx.unknown_loc();
    let module = parse_module(ctx, text.as_bytes(), 0, "t.mlir", opts, loc).ok()?;
    let popts = OpPrintOptions {
        generic: false,
        ..Default::default()
    };
    let printed = catch_unwind(AssertUnwindSafe(|| {
        print_top_level(ctx, &module.body, module.module, popts)
    }));
    Some(printed.map(|_| ()).map_err(|e| {
        e.downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| (*s).to_owned()))
            .unwrap_or_else(|| "panic".to_owned())
    }))
}

#[test]
fn custom_printers_do_not_panic_on_invalid_ir() {
    let mut ctx = Context::new();
    ropt_dialects::register_all(&mut ctx);
    let mut names: Vec<(String, Vec<String>, bool)> = ctx
        .registry()
        .registered_ops()
        .filter(|n| n.dialect() != "builtin" || n.as_str() != "builtin.module")
        .map(|n| {
            let attrs = n
                .info()
                .map(|i| i.inherent_attrs.clone())
                .unwrap_or_default();
            (
                n.as_str().to_owned(),
                attrs,
                n.has_trait(Traits::TERMINATOR),
            )
        })
        .collect();
    names.sort();
    assert!(names.len() > 100, "every dialect's ops are registered");
    std::panic::set_hook(Box::new(|_| {}));
    let mut failures = Vec::new();
    // Inputs without properties must mostly parse (so the printers really run); wrong-kind
    // properties are mostly rejected while parsing, as mlir-opt's property conversion does.
    let mut parsed = 0usize;
    let mut total = 0usize;
    for (name, attrs, terminator) in &names {
        let mut prop_variants = vec![String::new()];
        if !attrs.is_empty() {
            for v in ATTR_VALUES {
                let entries: Vec<String> = attrs.iter().map(|a| format!("{a} = {v}")).collect();
                prop_variants.push(format!(" <{{{}}}>", entries.join(", ")));
            }
        }
        let shapes = [
            (0, 0, 0, 0),
            (1, 1, 1, 0),
            (3, 3, 2, 0),
            (7, 2, 4, 0),
            (2, 0, 5, 1),
            (4, 1, 6, 3),
            (0, 3, 3, 2),
            (5, 5, 0, 0),
        ];
        for (k, &(operands, results, region, succ)) in shapes.iter().enumerate() {
            for (j, props) in prop_variants.iter().enumerate() {
                // Every shape with no property, every property value with two shapes.
                if j != 0 && k % 4 != 0 && k != 5 {
                    continue;
                }
                // Only terminators may have successors (else the text does not parse).
                let succ = if *terminator { succ } else { 0 };
                let text = op_text(name, operands, results, REGIONS[region], succ, props);
                let plain = j == 0;
                total += usize::from(plain);
                match print_custom(&ctx, &text) {
                    None => {}
                    Some(Ok(())) => parsed += usize::from(plain),
                    Some(Err(msg)) => {
                        parsed += usize::from(plain);
                        failures.push(format!("{name}: {msg}\n{text}"));
                    }
                }
            }
        }
    }
    let _ = std::panic::take_hook();
    assert!(
        parsed * 10 > total * 9,
        "most inputs without properties parse ({parsed} of {total})"
    );
    assert!(
        failures.is_empty(),
        "{} printer panic(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The example of the printer bug: an `scf.index_switch` with more `cases` than case regions
/// (and one without its operand) prints its regions as far as they go.
#[test]
fn index_switch_with_more_cases_than_regions() {
    let mut ctx = Context::new();
    ropt_dialects::register_all(&mut ctx);
    let text = "\"test.func\"() ({\n^bb0(%i: index):\n  \"scf.index_switch\"(%i) <{cases = array<i64: 4, 5>}> ({\n    \"scf.yield\"() : () -> ()\n  }, {\n    \"scf.yield\"() : () -> ()\n  }) : (index) -> ()\n  \"scf.index_switch\"() <{cases = array<i64: 4>}> ({\n    \"scf.yield\"() : () -> ()\n  }) : () -> ()\n  \"test.return\"() : () -> ()\n}) : () -> ()\n";
    let opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let module = parse_module(&ctx, text.as_bytes(), 0, "t.mlir", opts, ctx.unknown_loc())
        .unwrap_or_else(|d| panic!("{}", d[0].message));
    let printed = print_top_level(&ctx, &module.body, module.module, OpPrintOptions::default());
    assert!(
        printed.contains("scf.index_switch %arg0 \n    case 4 {"),
        "{printed}"
    );
    assert!(printed.contains("case 5 {\n    }"), "{printed}");
}

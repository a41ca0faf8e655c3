//! `custom<Name>(...)` directives implemented in Rust and registered on the
//! op (`ropt_ods_runtime::custom::CustomDirectives`): parsed into the
//! op's operands, types and attributes, printed from them, `ref(...)`
//! arguments pre-filled; without the Rust side the op reports that it needs
//! a compiled dialect.

use ropt_asm::parser::ops::{ParseOptions, parse_module};
use ropt_asm::printer::ops::{OpPrintOptions, print_top_level};
use ropt_ir::asm_interface::{AsmResult, ListDelimiter, OpAsmParser, OpAsmPrinter, Punct};
use ropt_ir::{Context, OpId};
use ropt_ods_runtime::custom::{CustomArg, CustomDirective, CustomDirectives, PrintArg};

const TD: &str = r#"
include "ropt/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_PairOp : Op<T_Dialect, "pair"> {
  let arguments = (ins AnyInteger:$first, Variadic<AnyType>:$vals, I64Attr:$n);
  let assemblyFormat = [{
    $first `:` type($first) custom<Pair>(ref(type($first)), $n, $vals, type($vals)) attr-dict
  }];
}
"#;

/// `<n> [%a, %b : i32, f32]`; the `ref` slot holds the type of `$first`.
fn parse_pair(p: &mut dyn OpAsmParser, args: &mut [CustomArg]) -> AsmResult<()> {
    let CustomArg::Types(first) = &args[0] else {
        panic!("ref(type($first)) is pre-filled");
    };
    assert_eq!(first.len(), 1);
    let n = p.parse_integer()?;
    let ctx = p.context();
    args[1] = CustomArg::Attr(Some(ctx.int_attr(ctx.i64_type(), n)));
    p.parse_punct(Punct::LSquare)?;
    let ops = p.parse_operand_list(ListDelimiter::None)?;
    let mut types = Vec::new();
    if !ops.is_empty() {
        p.parse_punct(Punct::Colon)?;
        types = p.parse_type_list()?;
    }
    p.parse_punct(Punct::RSquare)?;
    args[2] = CustomArg::Operands(ops);
    args[3] = CustomArg::Types(types);
    Ok(())
}

fn print_pair(p: &mut dyn OpAsmPrinter, _op: OpId, args: &[PrintArg]) {
    let (
        PrintArg::Types(first),
        PrintArg::Attr(Some(n)),
        PrintArg::Operands(vals),
        PrintArg::Types(types),
    ) = (&args[0], &args[1], &args[2], &args[3])
    else {
        panic!("unexpected arguments {args:?}");
    };
    assert_eq!(first.len(), 1);
    p.write_str(&format!(
        "{} [",
        n.as_int().and_then(|v| v.to_i64()).unwrap_or(0)
    ));
    p.print_operands(vals);
    if !vals.is_empty() {
        p.write_str(" : ");
        p.print_types(types);
    }
    p.write_str("]");
}

static DIRECTIVES: &[CustomDirective] = &[CustomDirective {
    name: "Pair",
    parse: parse_pair,
    print: print_pair,
}];

fn context(with_rust: bool) -> Context {
    let mut ctx = Context::new();
    ropt_asm::builtin::register_builtin(&mut ctx);
    let model = ropt_ods_model::library::lower_text("t.td", TD.to_string(), &[])
        .unwrap_or_else(|e| panic!("{}", e.join("\n")));
    if with_rust {
        ropt_ods_runtime::register_model_with(&mut ctx, model, &|info| {
            info.with_interface(CustomDirectives(DIRECTIVES))
        });
    } else {
        ropt_ods_runtime::register_model(&mut ctx, model);
    }
    ctx
}

fn run(ctx: &Context, src: &str, generic: bool) -> Result<String, String> {
    let m = parse_module(
        ctx,
        src.as_bytes(),
        0,
        "t.mlir",
        ParseOptions {
            allow_unregistered: true,
            ..Default::default()
        },
        ctx.unknown_loc(),
    )
    .map_err(|d| d[0].message.clone())?;
    let opts = OpPrintOptions {
        generic,
        ..OpPrintOptions::default()
    };
    Ok(print_top_level(ctx, &m.body, m.module, opts))
}

const SRC: &str = r#""test.f"() ({
^bb0(%a: i32, %b: f32):
  t.pair %a : i32 7 [%a, %b : i32, f32] {x}
  t.pair %a : i32 0 []
}) : () -> ()
"#;

#[test]
fn custom_directive_round_trips() {
    let ctx = context(true);
    let out = run(&ctx, SRC, false).unwrap();
    assert!(
        out.contains("    t.pair %arg0 : i32 7 [%arg0, %arg1 : i32, f32] {x}\n"),
        "{out}"
    );
    assert!(out.contains("    t.pair %arg0 : i32 0 []\n"), "{out}");
    let generic = run(&ctx, SRC, true).unwrap();
    assert!(
        generic.contains(
            r#""t.pair"(%arg0, %arg0, %arg1) <{n = 7 : i64}> {x} : (i32, i32, f32) -> ()"#
        ),
        "{generic}"
    );
    // The generic form parses back to the same custom form.
    assert_eq!(run(&ctx, &generic, false).unwrap(), out);
}

#[test]
fn missing_custom_directive_needs_a_compiled_dialect() {
    let ctx = context(false);
    let err = run(&ctx, SRC, false).unwrap_err();
    assert_eq!(
        err,
        "custom op 't.pair' cannot be parsed at run time: its assembly format uses \
         `custom<Pair>`, which needs a compiled dialect"
    );
    // Printing falls back to the generic form.
    let generic = r#""test.f"() ({
^bb0(%a: i32):
  "t.pair"(%a) <{n = 1 : i64}> : (i32) -> ()
}) : () -> ()
"#;
    let out = run(&ctx, generic, false).unwrap();
    assert!(
        out.contains(r#""t.pair"(%arg0) <{n = 1 : i64}> : (i32) -> ()"#),
        "{out}"
    );
}

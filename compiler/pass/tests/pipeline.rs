//! Textual pipelines: structure, printing and mlir-opt's exact error messages (expected texts
//! were produced by mlir-opt 22).

use ropt_ir::{Body, Context, OpId};
use ropt_pass::{
    OptionKind, OptionSpec, Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry,
    parse_pass_pipeline,
};

struct Nop;
impl Pass for Nop {
    fn run(
        &self,
        _: &Context,
        _: &mut Body,
        _: OpId,
        _: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        Ok(())
    }
}

static CSE: PassInfo = PassInfo {
    argument: "cse",
    name: "CSE",
    description: "Eliminate common sub-expressions",
    anchor: None,
    options: &[],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(Nop),
};
static PRIV: PassInfo = PassInfo {
    argument: "symbol-privatize",
    name: "SymbolPrivatize",
    description: "Mark symbols private",
    anchor: None,
    options: &[OptionSpec::new(
        "exclude",
        OptionKind::StringList,
        "Comma separated list of symbols that should not be marked private",
    )],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(Nop),
};
static STATS: PassInfo = PassInfo {
    argument: "print-op-stats",
    name: "PrintOpStats",
    description: "Print statistics of operations",
    anchor: None,
    options: &[OptionSpec::new(
        "json",
        OptionKind::Bool,
        "print the stats as JSON",
    )],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(Nop),
};
static FUNC_ONLY: PassInfo = PassInfo {
    argument: "affine-loop-invariant-code-motion",
    name: "AffineLoopInvariantCodeMotion",
    description: "Hoist loop invariant instructions outside of the loop",
    anchor: Some("func.func"),
    options: &[],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(Nop),
};

fn registry() -> PassRegistry {
    let mut r = PassRegistry::new();
    for p in [&CSE, &PRIV, &STATS, &FUNC_ONLY] {
        r.register(p);
    }
    r
}

fn err(p: &str) -> String {
    parse_pass_pipeline(p, &registry(), "ropt")
        .err()
        .expect("should fail")
        .render()
}

fn dump(p: &str) -> String {
    parse_pass_pipeline(p, &registry(), "ropt")
        .expect("should parse")
        .dump()
}

#[test]
fn dumps_like_mlir_opt() {
    assert_eq!(
        dump("builtin.module(func.func( cse ) , cse)"),
        "Pass Manager with 2 passes:\nbuiltin.module(\n  func.func(\n    cse\n  ),\n  cse\n)\n\n"
    );
    assert_eq!(
        dump("builtin.module()"),
        "Pass Manager with 0 passes:\nbuiltin.module(\n\n)\n\n"
    );
    assert_eq!(
        dump("builtin.module(symbol-privatize{exclude={a,b}},print-op-stats{json})"),
        "Pass Manager with 2 passes:\nbuiltin.module(\n  symbol-privatize{exclude={a,b}},\n  print-op-stats{json=true}\n)\n\n"
    );
    assert_eq!(
        dump(" builtin.module (cse{ }) "),
        "Pass Manager with 1 passes:\nbuiltin.module(\n  cse\n)\n\n"
    );
    assert_eq!(
        dump("builtin.module(cse(cse),any(cse))"),
        "Pass Manager with 2 passes:\nbuiltin.module(\n  cse(\n    cse\n  ),\n  any(\n    cse\n  )\n)\n\n"
    );
    let pm = parse_pass_pipeline(
        "builtin.module(func.func(cse),symbol-privatize)",
        &registry(),
        "ropt",
    )
    .unwrap();
    assert_eq!(
        pm.pipeline_string(),
        "builtin.module(func.func(cse), symbol-privatize{})"
    );
}

#[test]
fn parse_errors_like_mlir_opt() {
    assert_eq!(
        err("builtin.module(foo)"),
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'foo' does not refer to a registered pass or pass pipeline\nfoo\n^\n\n"
    );
    assert_eq!(
        err("builtin.module(cse,)"),
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:5: error: '' does not refer to a registered pass or pass pipeline\ncse,\n    ^\n\n"
    );
    assert_eq!(
        err("builtin.module( )"),
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:2: error: '' does not refer to a registered pass or pass pipeline\n \n ^\n\n"
    );
    assert_eq!(
        err("builtin.module(func.func(cse)"),
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline\nfunc.func(cse\n          ^\n\n"
    );
    assert_eq!(
        err("builtin.module(func.func(cse)))"),
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:15: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline\nfunc.func(cse))\n              ^\n\n"
    );
    assert_eq!(
        err("builtin.module(cse{)"),
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:4: error: missing closing '}' while processing pass options\ncse{\n   ^\n\n"
    );
    assert_eq!(
        err("builtin.module(symbol-privatize{exclude=a,b} cse)"),
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:31: error: expected ',' after parsing pipeline\nsymbol-privatize{exclude=a,b} cse\n                              ^\n\n"
    );
    assert_eq!(
        err("builtin.module(func.func(cse) x)"),
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:16: error: expected ',' after parsing pipeline\nfunc.func(cse) x\n               ^\n\n"
    );
    assert_eq!(
        err("cse"),
        "<unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'\n"
    );
    assert_eq!(
        err("builtin.module(cse{bad=1})"),
        "<unknown>:0: error: <Pass-Options-Parser>: no such option bad\n\nfailed to add `cse` with options `bad=1`\n\n"
    );
    assert_eq!(
        err("builtin.module(print-op-stats{json=yes})"),
        "ropt: for the --json option: 'yes' is invalid value for boolean argument! Try 0 or 1\n<unknown>:0: error: \nfailed to add `print-op-stats` with options `json=yes`\n\n"
    );
    assert_eq!(
        err("builtin.module(affine-loop-invariant-code-motion)"),
        "<unknown>:0: error: Can't add pass 'AffineLoopInvariantCodeMotion' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?\nfailed to add `affine-loop-invariant-code-motion` with options ``\n\n"
    );
}

#[test]
fn pass_flags_keep_order_and_nest_implicitly() {
    use clap::Parser;
    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        p: ropt_pass::PassArgs,
    }
    let reg = registry();
    let argv: Vec<std::ffi::OsString> = [
        "ropt",
        "--affine-loop-invariant-code-motion",
        "--mlir-timing",
        "--cse",
        "--symbol-privatize=exclude=a,b",
    ]
    .iter()
    .map(Into::into)
    .collect();
    let (rest, flags) = ropt_pass::extract_pass_flags(argv, &reg);
    let cli = Cli::parse_from(rest);
    assert!(cli.p.timing && cli.p.verify_each);
    let pm =
        ropt_pass::cli::build_pipeline(&cli.p, &flags, &reg, "builtin.module", "ropt").unwrap();
    assert_eq!(
        pm.pipeline_string(),
        "builtin.module(func.func(affine-loop-invariant-code-motion), cse, symbol-privatize{exclude={a,b}})"
    );
    let cli = Cli::parse_from([
        "ropt",
        "--pass-pipeline=builtin.module(cse)",
        "--verify-each=false",
    ]);
    assert!(!cli.p.verify_each);
    let e = ropt_pass::cli::build_pipeline(&cli.p, &flags, &reg, "builtin.module", "ropt")
        .err()
        .unwrap();
    assert_eq!(
        e.render(),
        "<unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options\n"
    );
}

#[test]
fn list_passes_format() {
    let text = registry().help_text(0, None);
    let expected = "Passes:
  --affine-loop-invariant-code-motion  -   Hoist loop invariant instructions outside of the loop
  --cse                                -   Eliminate common sub-expressions
  --print-op-stats                     -   Print statistics of operations
    --json                             - print the stats as JSON
  --symbol-privatize                   -   Mark symbols private
    --exclude=<string>                 - Comma separated list of symbols that should not be marked private
";
    assert_eq!(text, expected);
}

#[test]
fn run_pipeline_string_merges_like_mlir_opt_reproducers() {
    // Expected texts: the `pipeline:` of mlir-opt 22's crash reproducers for these pipelines.
    let run = |text: &str| {
        parse_pass_pipeline(text, &registry(), "ropt")
            .unwrap()
            .run_pipeline_string()
    };
    assert_eq!(
        run("builtin.module(cse,func.func(cse,cse),symbol-privatize)"),
        "builtin.module(cse, func.func(cse,cse), symbol-privatize{})"
    );
    assert_eq!(
        run("builtin.module(func.func(cse),func.func(cse,symbol-privatize))"),
        "builtin.module(func.func(cse,cse,symbol-privatize{}))"
    );
    assert_eq!(
        run("builtin.module(func.func(cse),builtin.module(cse),cse)"),
        "builtin.module(builtin.module(cse),func.func(cse), cse)"
    );
    assert_eq!(
        run("builtin.module(builtin.module(func.func(cse,cse)),cse)"),
        "builtin.module(builtin.module(func.func(cse,cse)), cse)"
    );
}

//! symbol-dce, mirroring mlir-opt 22's results on the same inputs written with nested
//! `builtin.module`s (here `test.module`, a symbol table that is also a symbol).

mod common;
use common::{run, run_with};
use ropt_pass::RunConfig;

#[test]
fn private_unreferenced_symbols_are_erased() {
    let input = r#"
"test.module"() ({
}) {sym_name = "dead", sym_visibility = "private"} : () -> ()
"test.module"() ({
  "test.module"() ({
  }) {sym_name = "inner_dead", sym_visibility = "private"} : () -> ()
  "test.module"() ({
  }) {sym_name = "inner_live", sym_visibility = "private"} : () -> ()
}) {sym_name = "live", sym_visibility = "private"} : () -> ()
"test.module"() ({
  "test.module"() ({
  }) {sym_name = "p_dead", sym_visibility = "private"} : () -> ()
  "test.module"() ({
  }) {sym_name = "p_pub"} : () -> ()
}) {sym_name = "pub"} : () -> ()
"test.region"() ({
  "test.use"() {refs = [@live::@inner_live, @unknown]} : () -> ()
}) : () -> ()
"#;
    let out = run(input, "builtin.module(symbol-dce)");
    assert_eq!(
        out,
        r#"module {
  "test.module"() ({
    "test.module"() ({
    }) {sym_name = "inner_live", sym_visibility = "private"} : () -> ()
  }) {sym_name = "live", sym_visibility = "private"} : () -> ()
  "test.module"() ({
    "test.module"() ({
    }) {sym_name = "p_pub"} : () -> ()
  }) {sym_name = "pub"} : () -> ()
  "test.region"() ({
    "test.use"() {refs = [@live::@inner_live, @unknown]} : () -> ()
  }) : () -> ()
}
"#
    );
}

#[test]
fn requires_a_symbol_table() {
    let input =
        "\"test.isolated\"() ({\n  \"test.ret\"() : () -> ()\n}) {sym_name = \"f\"} : () -> ()\n";
    let (_, err, ok) = run_with(
        input,
        "builtin.module(test.isolated(symbol-dce))",
        RunConfig::default(),
    );
    assert!(!ok);
    assert!(err.starts_with(
        "error: 'test.isolated' op  was scheduled to run under SymbolDCE, but does not define a symbol table\nnote: see current operation: \n"
    ));
}

//! The generated hook traits: each flag of an op's `.td` becomes a required method of its
//! `<Op>Hooks` trait, which `register` wires; an op that asks for nothing has no trait. The
//! compile errors a dialect crate then gets (checked by hand, see `docs/tutorials`):
//!
//! * flag without method: "`sample.addi` asks for Rust hooks in its .td: implement
//!   `AddIOpHooks` for `AddIOp` (methods: fold, verify)" at the generated `register`, or
//!   rustc's "not all trait items implemented, missing: `verify`" at the crate's `impl`;
//! * method without flag: rustc's "method `verify` is not a member of trait `AddIOpHooks`"
//!   (or "cannot find trait `SubIOpHooks`" for an op that asks for nothing).

use std::path::PathBuf;

const TD: &str = r#"
include "ropt/OpBase.td"

def Sample_Dialect : Dialect {
  let name = "sample";
  let rustModule = "ropt_sample";
  let hasConstantMaterializer = 1;
}
class Sample_Op<string mnemonic, list<Trait> traits = []> : Op<Sample_Dialect, mnemonic, traits>;

def Sample_AddIOp : Sample_Op<"addi", [Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs);
  let results = (outs AnyInteger:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `,` type($result)";
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Sample_SubIOp : Sample_Op<"subi", [Pure]> {
  let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs);
  let results = (outs AnyInteger:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `,` type($result)";
}

def Sample_CastOp : Sample_Op<"cast", [Pure, DeclareOpInterfaceMethods<CastOpInterface>]> {
  let arguments = (ins AnyType:$in);
  let results = (outs AnyType:$out);
  let hasCustomAssemblyFormat = 1;
  let hasCanonicalizeMethod = 1;
}
"#;

fn generated() -> String {
    // One directory per call: the tests run in parallel and each removes its own.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("ropt-ods-hooks-{}-{call}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let td = dir.join("sample.td");
    std::fs::write(&td, TD).unwrap();
    let include = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("include");
    let mut out = String::new();
    let result = ropt_ods::codegen::generate(&td, &[include], &mut out);
    let _ = std::fs::remove_dir_all(&dir);
    result.unwrap_or_else(|e| panic!("{}", e.join("\n")));
    out
}

/// The text of the item starting at `start` up to its closing brace at column 0.
fn item<'a>(text: &'a str, start: &str) -> &'a str {
    let at = text
        .find(start)
        .unwrap_or_else(|| panic!("`{start}` not generated"));
    let end = text[at..].find("\n}").expect("closed item") + at + 2;
    &text[at..end]
}

#[test]
fn each_flag_is_a_required_method() {
    let out = generated();
    let add = item(&out, "pub trait AddIOpHooks");
    assert!(add.contains("fn fold(self, ctx: &Context, body: &mut Body, adaptor: AddIOpFoldAdaptor<'_>, out: &mut Vec<ropt_ir::registry::OpFoldResult>) -> bool;"), "{add}");
    assert!(
        add.contains("fn verify(self, ctx: &Context, body: &Body)"),
        "{add}"
    );
    assert!(add.contains("fn asm_result_names(self"), "{add}");
    assert!(!add.contains("fn parse("), "{add}");
    assert!(!add.contains("fn canonicalization_patterns("), "{add}");
    // The error that names the op and the methods.
    assert!(out.contains("message = \"`sample.addi` asks for Rust hooks in its .td: implement `AddIOpHooks` for `AddIOp` (methods: fold, verify, asm_result_names)\""), "{out}");
    let cast = item(&out, "pub trait CastOpHooks");
    for m in [
        "fn canonicalize(self",
        "fn parse(",
        "fn print(self",
        "fn are_cast_compatible(",
    ] {
        assert!(cast.contains(m), "{m} missing in {cast}");
    }
    assert!(!cast.contains("fn fold("), "{cast}");
    // No flag, no trait.
    assert!(!out.contains("SubIOpHooks"), "{out}");
    // The dialect's materializer.
    assert!(out.contains("pub trait SampleDialectHooks"), "{out}");
    assert!(out.contains("fn materialize_constant("), "{out}");
}

#[test]
fn register_wires_exactly_the_declared_hooks() {
    let out = generated();
    let add = item(&out, "fn wire_add_i_op(");
    assert!(add.contains("with_fold("), "{add}");
    assert!(add.contains("ExtraVerifier("), "{add}");
    assert!(add.contains("with_result_names("), "{add}");
    assert!(!add.contains("OpAsmHooks"), "{add}");
    let cast = item(&out, "fn wire_cast_op(");
    assert!(cast.contains("verify_cast_op("), "{cast}");
    assert!(cast.contains("\"CastOp::canonicalize\""), "{cast}");
    assert!(cast.contains("OpAsmHooks"), "{cast}");
    assert!(!cast.contains("with_fold("), "{cast}");
    assert!(!out.contains("fn wire_sub_i_op("), "{out}");
    let register = item(&out, "pub fn register(");
    assert!(register.contains("Some(wire_add_i_op)"), "{register}");
    assert!(register.contains("Some(wire_dialect_0)"), "{register}");
}

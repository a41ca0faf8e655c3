//! `register_all` registers exactly the dialects `DIALECTS` lists; `register_used` those a
//! text names, with the dialects they use.

use ropt_ir::Context;

#[test]
fn registers_every_listed_dialect_and_nothing_else() {
    let mut ctx = Context::new();
    ropt_dialects::register_all(&mut ctx);
    let mut registered: Vec<&str> = ctx.registry().dialects().map(|d| d.name.as_str()).collect();
    registered.sort_unstable();
    let mut listed: Vec<&str> = ropt_dialects::namespaces().collect();
    listed.sort_unstable();
    assert_eq!(registered, listed);
    for ns in ropt_dialects::namespaces() {
        let ops = ctx
            .registry()
            .registered_ops()
            .filter(|n| n.dialect() == ns)
            .count();
        assert!(ops > 0, "dialect {ns} registers ops");
    }
}

fn used(text: &str) -> Vec<&'static str> {
    let mut ctx = Context::new();
    ropt_dialects::register_used(&mut ctx, text.as_bytes());
    let mut names: Vec<&str> = ctx.registry().dialects().map(|d| d.name.as_str()).collect();
    names.sort_unstable();
    names
}

#[test]
fn registers_the_named_dialects_and_what_they_use() {
    assert_eq!(used("module {}"), ["builtin"]);
    assert_eq!(used("func.func @f() { return }"), ["builtin", "func"]);
    // math's ops use arith's fastmath flags; scf depends on arith; pdl_interp on pdl.
    assert_eq!(
        used("%0 = math.absf %x : f32"),
        ["arith", "builtin", "math"]
    );
    // A name counts wherever it occurs: `cf` is in `scf`.
    assert_eq!(used("scf.yield"), ["arith", "builtin", "cf", "scf"]);
    assert_eq!(
        used("pdl_interp.finalize"),
        ["builtin", "pdl", "pdl_interp"]
    );
    assert_eq!(used("!test.i32"), ["builtin", "test"]);
}

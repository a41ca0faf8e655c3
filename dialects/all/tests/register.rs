//! `register_all` registers exactly the dialects `NAMESPACES` lists.

use ropt_ir::Context;

#[test]
fn registers_every_listed_dialect_and_nothing_else() {
    let mut ctx = Context::new();
    ropt_dialects::register_all(&mut ctx);
    let mut registered: Vec<&str> = ctx.registry().dialects().map(|d| d.name.as_str()).collect();
    registered.sort_unstable();
    let mut listed = ropt_dialects::NAMESPACES.to_vec();
    listed.sort_unstable();
    assert_eq!(registered, listed);
    for ns in ropt_dialects::NAMESPACES {
        let ops = ctx
            .registry()
            .registered_ops()
            .filter(|n| n.dialect() == ns)
            .count();
        assert!(ops > 0, "dialect {ns} registers ops");
    }
}

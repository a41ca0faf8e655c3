//! The one list of the dialects ropt ships: [`register_all`] registers each of them in a
//! [`Context`], so `tools/ropt` and the fuzz targets cannot drift apart.

use ropt_ir::Context;

/// The namespaces [`register_all`] registers, in registration order.
pub const NAMESPACES: [&str; 7] = ["builtin", "arith", "cf", "func", "index", "math", "scf"];

/// Registers every dialect ropt ships. `builtin` comes first: its ODS definitions must be
/// registered before anything registers the parser's minimal builtin fallback
/// (`ropt_asm::builtin::register_builtin`). The others follow in namespace order, the order
/// in which MLIR collects dialect-level canonicalization patterns.
pub fn register_all(ctx: &mut Context) {
    // Most of the cost is building each dialect's ODS model from its records, which does
    // not need the context: a helper thread builds some of them meanwhile.
    std::thread::scope(|s| {
        let helper = s.spawn(|| {
            ropt_dialect_math::prepare();
            ropt_dialect_index::prepare();
            ropt_dialect_cf::prepare();
        });
        ropt_dialect_arith::prepare();
        ropt_dialect_builtin::prepare();
        ropt_dialect_func::prepare();
        ropt_dialect_scf::prepare();
        // A failed helper leaves its models to `register`, which builds them itself.
        let _ = helper.join();
    });
    ropt_dialect_builtin::register(ctx);
    ropt_dialect_arith::register(ctx);
    ropt_dialect_cf::register(ctx);
    ropt_dialect_func::register(ctx);
    ropt_dialect_index::register(ctx);
    ropt_dialect_math::register(ctx);
    ropt_dialect_scf::register(ctx);
}

//! The one list of the dialects ropt ships ([`DIALECTS`]): [`register_all`] registers each of
//! them in a [`Context`], [`register_used`] those a text names, so `tools/ropt` and the fuzz
//! targets cannot drift apart.

use ropt_ir::Context;

/// A dialect ropt ships.
pub struct Dialect {
    /// Its namespace.
    pub name: &'static str,
    /// Registers it (and its ops) in a context.
    pub register: fn(&mut Context),
    /// Decodes its ODS model (once per process; see [`decode_models`]).
    pub decode: fn(),
    /// The dialects its ops use (generated from its `.td`: the dialects whose records it
    /// includes, and its `dependentDialects`).
    pub uses: &'static [&'static str],
}

macro_rules! dialects {
    ($($name:literal => $krate:ident),* $(,)?) => {
        [$(Dialect {
            name: $name,
            register: $krate::register,
            decode: || {
                $krate::ods_model();
            },
            uses: $krate::USES_DIALECTS,
        }),*]
    };
}

/// Every dialect ropt ships, in registration order. `builtin` comes first: its ODS definitions
/// must be registered before anything registers the parser's minimal builtin fallback
/// (`ropt_asm::builtin::register_builtin`). The others follow in namespace order, the order
/// in which MLIR collects dialect-level canonicalization patterns.
pub const DIALECTS: [Dialect; 12] = dialects![
    "builtin" => ropt_dialect_builtin,
    "arith" => ropt_dialect_arith,
    "cf" => ropt_dialect_cf,
    "complex" => ropt_dialect_complex,
    "func" => ropt_dialect_func,
    "index" => ropt_dialect_index,
    "math" => ropt_dialect_math,
    "pdl" => ropt_dialect_pdl,
    "pdl_interp" => ropt_dialect_pdl_interp,
    "scf" => ropt_dialect_scf,
    "test" => ropt_dialect_test,
    "ub" => ropt_dialect_ub,
];

/// The namespaces of [`DIALECTS`], in registration order.
pub fn namespaces() -> impl Iterator<Item = &'static str> {
    DIALECTS.iter().map(|d| d.name)
}

/// Registers every dialect ropt ships.
pub fn register_all(ctx: &mut Context) {
    for d in &DIALECTS {
        (d.register)(ctx);
    }
}

/// Registers the dialects IR written in `text` can hold, as mlir-opt loads only the dialects
/// its parser meets: `builtin`, every dialect whose name occurs anywhere in `text`, and the
/// dialects those use, in registration order. Parsing, verifying and printing the IR of
/// `text` then behave as with [`register_all`]: every op, type and attribute of the text is
/// spelled with its dialect's name (an op with a default dialect, like `return` in a
/// `func.func`, sits in an op of that dialect), and its syntax and verifier reach no dialect
/// its `.td` does not include or depend on. A pass may create ops of any dialect: a run with
/// passes registers them all. On an empty module this halves ropt's start.
pub fn register_used(ctx: &mut Context, text: &[u8]) {
    let index = |name: &str| DIALECTS.iter().position(|d| d.name == name);
    let mut wanted: Vec<bool> = DIALECTS
        .iter()
        .enumerate()
        .map(|(i, d)| i == 0 || memchr::memmem::find(text, d.name.as_bytes()).is_some())
        .collect();
    let mut grew = true;
    while grew {
        grew = false;
        for i in 0..DIALECTS.len() {
            if !wanted[i] {
                continue;
            }
            for j in DIALECTS[i].uses.iter().filter_map(|u| index(u)) {
                grew |= !wanted[j];
                wanted[j] = true;
            }
        }
    }
    for (d, _) in DIALECTS.iter().zip(wanted).filter(|(_, w)| *w) {
        (d.register)(ctx);
    }
}

/// Decodes the ODS model of every dialect [`register_all`] registers, last first. Each model
/// is decoded once per process, by whichever thread asks first, so this run on a second
/// thread while [`register_all`] runs meets it halfway: decoding is two fifths of
/// registering, and an empty module's run went from 4.5 to 4.2 ms (`hyperfine -N`, 1,000
/// runs, 2 cores).
pub fn decode_models() {
    for d in DIALECTS.iter().rev() {
        (d.decode)();
    }
}

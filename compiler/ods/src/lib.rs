//! The ODS code generator: the Rust of compiled dialects and rules, written
//! from the checked model of `ropt-ods-model`.
//!
//! Every dialect crate's build script calls [`codegen::build_script`] (typed
//! ops, adaptors, enums, hook traits, generated parsers, printers and
//! verifiers, and a `register` function over `ropt-ods-runtime`) and, for
//! DRR rules, [`drr::codegen::build_script`]; `rtblgen`'s `-gen-op-decls`,
//! `-gen-op-defs`, `-gen-dialect-doc`, `-gen-op-doc` and `-gen-rewriters` are
//! the same generators. The generated code names the run time's items by
//! path; this crate itself depends on no IR crate (only the model and the
//! TableGen front end), so a dialect's build-dependency builds quickly and
//! once. The ODS base library (`include/ropt/*.td`) lives in this crate's
//! directory (see `ropt_ods_model::library::base_library_dir`).

pub mod codegen;
pub mod drr;

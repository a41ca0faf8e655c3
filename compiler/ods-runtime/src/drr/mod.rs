//! Running DRR rules (checked by [`ropt_ods_model::drr`]): [`rules`] resolves
//! the records a checked rule uses, [`interp`] runs it as a `RewritePattern`,
//! [`load`] loads rules at run time (`ropt --load-patterns`), [`rt`] holds
//! the helpers the Rust of generated rules calls (`rtblgen -gen-rewriters`,
//! dialect build scripts), and [`native`] is the interface of NativeCodeCall
//! helpers. Interpreted and generated rules share [`rt`]'s op creation and
//! constraint checks, so they give the same IR and locations.

pub mod interp;
pub mod load;
pub mod native;
pub mod rt;
pub mod rules;

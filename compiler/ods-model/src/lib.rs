//! The ODS model (Operation Definition Specification): dialects, operations,
//! constraints, enums, interfaces and declarative rewrite rules defined in
//! TableGen, as plain data.
//!
//! [`library`] reads a `.td` file against the base library
//! (`compiler/ods/include/ropt/*.td`); [`lower::lower`] turns the evaluated
//! records ([`records::RecordSet`]) into a checked [`model::Model`], with
//! mlir-tblgen's checks and wording; [`format::parse_format`] parses and
//! checks declarative assembly formats; [`drr`] checks rewrite rules;
//! [`blob`] is the model's binary form, which a dialect's build script
//! writes and its registration decodes. [`verify`] is the plan of an op's
//! verifier and [`pred_eval`] evaluates predicate trees, both over traits the
//! IR implements elsewhere: this crate depends on no IR crate, only on the
//! TableGen front end, so the code generator (`ropt-ods`, every dialect's
//! build-dependency) and the run time (`ropt-ods-runtime`) share it.

pub mod blob;
pub mod drr;
pub mod format;
pub mod from_tablegen;
pub mod library;
pub mod lower;
pub mod methods;
pub mod model;
pub mod pred_eval;
pub mod print_records;
pub mod props;
pub mod records;
pub mod text;
pub mod verify;

pub use format::{Format, FormatError, parse_format};
pub use lower::{OdsError, lower};
pub use model::Model;
pub use records::{RecordSet, Value};
pub use text::Str;

//! ODS (Operation Definition Specification): the typed model of dialects,
//! operations, constraints, enums and interfaces defined in TableGen.
//!
//! The TableGen base library (`include/ropt/*.td`) defines the classes op
//! definitions use; [`lower::lower`] turns the evaluated records of such
//! definitions ([`records::RecordSet`]) into a checked [`model::Model`],
//! which code generators and the run-time interpreter share. The declarative
//! assembly format is parsed and checked by [`format::parse_format`].

pub mod codegen;
pub mod drr;
pub mod format;
pub mod from_tablegen;
pub mod lower;
pub mod model;
pub mod pred_eval;
pub mod print_records;
pub mod records;
pub mod runtime;
pub mod verify;

pub use format::{Format, FormatError, parse_format};
pub use lower::{OdsError, lower};
pub use model::Model;
pub use records::{RecordSet, Value};

//! MLIR textual format: lexer, parser and printer.

pub mod render;
pub mod source;
pub mod split;
pub mod verify;

//! MLIR textual format: lexer, parser and printer.

pub mod builtin;
pub mod bytes;
pub mod lexer;
pub mod parser;
pub mod printer;
pub mod render;
pub mod source;
pub mod split;
pub mod verify;

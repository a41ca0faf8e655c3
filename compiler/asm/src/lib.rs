//! MLIR textual format: lexer, parser and printer.

pub mod lexer;
pub mod parser;
pub mod render;
pub mod source;
pub mod split;
pub mod verify;
pub mod builtin;
pub mod printer;

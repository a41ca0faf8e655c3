//! The TableGen language: a lexer with the preprocessor and includes ([`lexer`]), an lalrpop
//! grammar producing a tree ([`ast`]), evaluation of that tree into records ([`record`],
//! [`eval`]), and the `--print-records` / `--dump-json` backends ([`print`], [`json`]).

pub mod ast;
pub mod intern;
pub mod lexer;
pub mod parse;
pub mod source;

lalrpop_util::lalrpop_mod!(
    #[allow(missing_docs, clippy::all, unused)]
    grammar
);

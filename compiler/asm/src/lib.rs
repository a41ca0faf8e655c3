//! MLIR textual format: lexer, parser and printer.

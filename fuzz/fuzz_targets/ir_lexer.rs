//! Fuzzes the MLIR lexer: any bytes must lex to the end without panicking or looping.
//!
//! The IR's uniqued storage is leaked by design, so run with leak detection off:
//! `ASAN_OPTIONS=detect_leaks=0 cargo +nightly fuzz run ir_lexer`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ropt_asm::lexer::{Lexer, TokenKind};

fuzz_target!(|data: &[u8]| {
    let mut lexer = Lexer::new(data);
    let mut last_end = 0u32;
    // Every token makes progress, so the number of tokens is bounded by the input size.
    for _ in 0..=data.len() + 1 {
        let tok = lexer.next_token();
        assert!(tok.end as usize <= data.len());
        assert!(tok.start <= tok.end);
        if tok.kind == TokenKind::Eof {
            return;
        }
        if tok.kind == TokenKind::Error {
            // The parser stops at the first lexing error.
            return;
        }
        assert!(tok.end > last_end || tok.end as usize == data.len());
        last_end = tok.end;
    }
    panic!("the lexer did not reach the end of the input");
});

//! Fuzzes the PDLL front end: lexer, parser with sema, the AST dump and the lowering to PDL, on arbitrary bytes
//! (not UTF-8, NUL bytes and deep nesting included): none may panic, hang or overflow the
//! stack. Includes are searched in a directory that does not exist.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The default nesting limit fits libFuzzer's main-thread stack; the dump is bounded
    // because shared declarations print once per reference (it can grow exponentially).
    let dirs = [std::path::PathBuf::from("/nonexistent-pdll-includes")];
    let _ = ropt_pdll::process_buffer(
        "fuzz.pdll",
        data.to_vec(),
        &dirs,
        ropt_pdll::parser::MAX_NESTING,
        1 << 20,
        ropt_pdll::Output::Ast,
    );
    static CTX: std::sync::OnceLock<ropt_ir::Context> = std::sync::OnceLock::new();
    let ctx = CTX.get_or_init(ropt_pdll::mlir::context);
    let _ = ropt_pdll::process_buffer(
        "fuzz.pdll",
        data.to_vec(),
        &dirs,
        ropt_pdll::parser::MAX_NESTING,
        1 << 20,
        ropt_pdll::Output::Mlir(ctx),
    );
});

//! Runs `canonicalize` on a file of unregistered ops and prints the result (a development
//! tool to compare the driver with mlir-opt until ropt runs passes):
//! `cargo run -p ropt-rewrite --example canon -- FILE [aggressive|disabled] [bottom-up] [generic]`.

use ropt_asm::parser::ops::{ParseOptions, parse_module};
use ropt_asm::printer::ops::{OpPrintOptions, print_module};
use ropt_rewrite::RegionSimplification;
use ropt_rewrite::canonicalize::{
    CanonicalizeOptions, canonicalize, collect_canonicalization_patterns,
};

fn main() {
    // The parser recurses on nesting; run on a large stack as ropt does.
    let worker = std::thread::Builder::new().stack_size(4 << 30).spawn(work);
    if !matches!(worker.map(|h| h.join()), Ok(Ok(()))) {
        std::process::exit(1);
    }
}

fn work() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: canon FILE [aggressive|disabled] [bottom-up] [generic]");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(1)
    });
    let mut ctx = ropt_ir::Context::new();
    ropt_asm::builtin::register_builtin(&mut ctx);
    let loc = ctx.file_line_col_loc(path, 0, 0);
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    let mut m = match parse_module(&ctx, text.as_bytes(), 0, path, opts, loc) {
        Ok(m) => m,
        Err(_) => {
            eprintln!("parse error");
            std::process::exit(1)
        }
    };
    let mut o = CanonicalizeOptions::default();
    for a in &args[1..] {
        match a.as_str() {
            "aggressive" => o.config.region_simplification = RegionSimplification::Aggressive,
            "disabled" => o.config.region_simplification = RegionSimplification::Disabled,
            "bottom-up" => o.config.top_down = false,
            _ => {}
        }
    }
    let patterns = collect_canonicalization_patterns(&ctx).freeze(&[], &[]);
    let t0 = std::time::Instant::now();
    let r = canonicalize(&ctx, &mut m.body, m.module, &patterns, &o);
    if std::env::var_os("CANON_TIME").is_some() {
        eprintln!("canonicalize: {:?}", t0.elapsed());
    }
    let popts = OpPrintOptions {
        generic: args.iter().any(|a| a == "generic"),
        ..Default::default()
    };
    println!("{}", print_module(&ctx, &m.body, m.module, None, popts));
    if !r.converged {
        eprintln!("not converged");
    }
}

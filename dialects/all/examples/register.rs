//! Measures the cost of [`ropt_dialects::register_all`] in a fresh process:
//! `perf stat -r 50 register` against `perf stat -r 50 register --skip` (which
//! makes the context only) gives the registration CPU time.

fn main() {
    let mut ctx = ropt_ir::Context::new();
    if std::env::args().nth(1).as_deref() != Some("--skip") {
        ropt_dialects::register_all(&mut ctx);
    }
    std::hint::black_box(&ctx);
}

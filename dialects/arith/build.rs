//! Generates the dialect's Rust from `arith.td` with the ODS code generator.

fn main() {
    ropt_ods::codegen::build_script("arith.td");
    // The DRR canonicalization rules (Rust patterns in `src/canonicalization.rs`).
    ropt_ods::drr::codegen::build_script("ArithCanonicalization.td");
}

//! Generates the dialect's Rust from `arith.td` with the ODS code generator.

fn main() {
    ropt_ods::codegen::build_script("arith.td");
}

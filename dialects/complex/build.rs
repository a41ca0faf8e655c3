//! Generates the dialect's Rust from `complex.td` with the ODS code generator.

fn main() {
    ropt_ods::codegen::build_script("complex.td");
}

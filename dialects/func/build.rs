//! Generates the dialect's Rust from `func.td` with the ODS code generator.

fn main() {
    ropt_ods::codegen::build_script("func.td");
}

//! Generates the dialect's Rust from `scf.td` with the ODS code generator.

fn main() {
    ropt_ods::codegen::build_script("scf.td");
}

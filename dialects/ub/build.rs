//! Generates the dialect's Rust from `ub.td` with the ODS code generator.

fn main() {
    ropt_ods::codegen::build_script("ub.td");
}

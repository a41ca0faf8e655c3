//! Generates the dialect's Rust from `builtin.td` with the ODS code generator.

fn main() {
    ropt_ods::codegen::build_script("builtin.td");
}

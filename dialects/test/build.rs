//! Generates the dialect's Rust from `test.td` with the ODS code generator.

fn main() {
    ropt_ods::codegen::build_script("test.td");
}

//! Generates the dialect's Rust from `index.td` with the ODS code generator.

fn main() {
    ropt_ods::codegen::build_script("index.td");
}

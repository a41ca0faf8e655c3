//! Generates the dialect's Rust from `cf.td` with the ODS code generator.

fn main() {
    ropt_ods::codegen::build_script("cf.td");
}

//! Generates the dialect's Rust from `pdl.td` with the ODS code generator.

fn main() {
    ropt_ods::codegen::build_script("pdl.td");
}

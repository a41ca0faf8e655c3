//! Generates the dialect's Rust from `pdl_interp.td` with the ODS code generator.

fn main() {
    ropt_ods::codegen::build_script("pdl_interp.td");
}

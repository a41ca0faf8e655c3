//! Generates the dialect's Rust from `math.td` with the ODS code generator.

fn main() {
    ropt_ods::codegen::build_script("math.td");
}

//! Generates the dialect's Rust from `test.td` with the ODS code generator.

use std::path::PathBuf;

fn main() {
    let dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let td = dir.join("test.td");
    println!("cargo:rerun-if-changed={}", td.display());
    let mut out = String::new();
    if let Err(errors) = ropt_ods::codegen::generate(&td, &[], &mut out) {
        for e in errors {
            eprintln!("{e}");
        }
        std::process::exit(1);
    }
    let dest = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo")).join("test.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}

//! FileCheck binary.
fn main() {}

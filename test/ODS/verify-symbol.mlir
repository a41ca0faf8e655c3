// SymbolOpInterface's verifier on an op of a loaded dialect (defined like MLIR's test-dialect
// one; messages checked with mlir-opt 22 on the same input).
// RUN: ropt --load-dialect=%S/Inputs/testverify.td %s -split-input-file -verify-diagnostics

"test.symbol"() {sym_name = "a"} : () -> ()
"test.symbol"() {sym_name = "b", sym_visibility = "private"} : () -> ()
"test.symbol"() <{sym_name = "c", sym_visibility = "nested"}> : () -> ()

// -----

// expected-error@+1 {{'test.symbol' op visibility expected to be one of ["public", "private", "nested"], but got "bad"}}
"test.symbol"() {sym_name = "x", sym_visibility = "bad"} : () -> ()

// -----

// expected-error@+1 {{'test.symbol' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"test.symbol"() {sym_name = 1 : i32} : () -> ()

// -----

// expected-error@+1 {{'test.symbol' op requires attribute 'sym_name'}}
"test.symbol"() : () -> ()

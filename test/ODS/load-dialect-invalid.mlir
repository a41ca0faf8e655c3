// Verifier and custom-parser errors of ops loaded at run time; the messages
// are mlir-opt's for the real ops the mini ops imitate.
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/mini.td %s -split-input-file -verify-diagnostics

"test.func"() ({
^bb0(%f: f32):
  // expected-error@+1 {{'mini.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "mini.addi"(%f, %f) : (f32, f32) -> f32
}) : () -> ()

// -----

"test.func"() ({
^bb0(%a: i32, %b: i64):
  // expected-error@+1 {{'mini.addi' op requires the same type for all operands and results}}
  %0 = "mini.addi"(%a, %b) : (i32, i64) -> i32
}) : () -> ()

// -----

"test.func"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'mini.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "mini.cmpi"(%a, %a) {predicate = 12 : i64} : (i32, i32) -> i1
}) : () -> ()

// -----

// As a property, a value that is not a case cannot be stored (as arith.cmpi in mlir-opt 22).
"test.func"() ({
^bb0(%a: i32):
  // expected-error@+1 {{invalid properties {predicate = 12 : i64} for op mini.cmpi: Invalid attribute `predicate` in property conversion: 12 : i64}}
  %0 = "mini.cmpi"(%a, %a) <{predicate = 12 : i64}> : (i32, i32) -> i1
}) : () -> ()

// -----

"test.func"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'mini.cmpi' op requires attribute 'predicate'}}
  %0 = "mini.cmpi"(%a, %a) : (i32, i32) -> i1
}) : () -> ()

// -----

"test.func"() ({
^bb0(%c: i1, %a: i32, %b: i64):
  // expected-error@+1 {{'mini.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "mini.select"(%c, %a, %b) : (i1, i32, i64) -> i32
}) : () -> ()

// -----

"test.func"() ({
  // expected-error@+1 {{'mini.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "mini.constant"() <{value = 1 : i64}> : () -> i32
}) : () -> ()

// -----

"test.func"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'mini.addi' op expected 2 operands, but found 1}}
  %0 = "mini.addi"(%a) : (i32) -> i32
}) : () -> ()

// -----

"test.func"() ({
^bb0(%a: i32):
  // expected-error@+1 {{custom op 'mini.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = mini.cmpi foo, %a, %a : i32
}) : () -> ()

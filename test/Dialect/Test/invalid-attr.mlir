// RUN: ropt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics | FileCheck %s

// The test dialect rejects `test.invalid_attr` on ops and on function arguments and
// results, and accepts its other attributes there (as mlir-opt 22 does).

// expected-error@+1 {{invalid to use 'test.invalid_attr'}}
"a.b"() {test.invalid_attr} : () -> ()

// -----

// expected-error@+1 {{invalid to use 'test.invalid_attr'}}
func.func @arg(%arg0: i64 {test.invalid_attr}) {
  return
}

// -----

// expected-error@+1 {{invalid to use 'test.invalid_attr'}}
func.func @result(%arg0: i64) -> (i64 {test.invalid_attr}) {
  return %arg0 : i64
}

// -----

// CHECK: func.func @other(%arg0: i64 {foo.bar, test.other}) -> (i64 {test.fine})
func.func @other(%arg0: i64 {test.other, foo.bar}) -> (i64 {test.fine}) {
  "a.b"() {test.other} : () -> ()
  return %arg0 : i64
}

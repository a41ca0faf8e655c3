// RUN: ropt %s -allow-unregistered-dialect -test-pdll-pass | FileCheck %s

// -test-pdll-pass: patterns written in PDLL (dialects/test/src/passes/test_pdll.pdll), compiled
// with ropt-pdll and run on the PDL bytecode, with the behaviour of mlir-opt 22's pass: test.simple
// and any CastOpInterface op (a native constraint) become test.success (result types
// inferred from the replaced op).

func.func @simpleTest() {
  "test.simple"() : () -> ()
  return
}
func.func @testImportedInterface() -> i1 {
  "test.non_cast"() : () -> ()
  %value = "builtin.unrealized_conversion_cast"() : () -> (i1)
  return %value : i1
}
func.func @noMatch(%a: i32) -> i32 {
  %0 = "test.other"(%a) : (i32) -> i32
  return %0 : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @simpleTest() {
// CHECK-NEXT:     "test.success"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @testImportedInterface() -> i1 {
// CHECK-NEXT:     "test.non_cast"() : () -> ()
// CHECK-NEXT:     %0 = "test.success"() : () -> i1
// CHECK-NEXT:     return %0 : i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @noMatch(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = "test.other"(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

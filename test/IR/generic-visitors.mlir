// RUN: ropt -test-generic-ir-visitors %s -o /dev/null | FileCheck %s

// Every stage of the generic walk: before, between and after an op's regions.

func.func @f(%a: i32) -> i32 {
  %0 = "test.foo"(%a) ({
  ^bb0(%x: i32):
    "test.bar"(%x) : (i32) -> ()
    "test.br"()[^bb1] : () -> ()
  ^bb1:
    "test.baz"() : () -> ()
  }, {}) {attr = 1} : (i32) -> i32
  return %0 : i32
}

// CHECK:      step 0 op 'builtin.module' before all regions
// CHECK-NEXT: step 1 op 'func.func' before all regions
// CHECK-NEXT: step 2 op 'test.foo' before all regions
// CHECK-NEXT: step 3 op 'test.bar' before all regions
// CHECK-NEXT: step 4 op 'test.br' before all regions
// CHECK-NEXT: step 5 op 'test.baz' before all regions
// CHECK-NEXT: step 6 op 'test.foo' before region #1
// CHECK-NEXT: step 7 op 'test.foo' after all regions
// CHECK-NEXT: step 8 op 'func.return' before all regions
// CHECK-NEXT: step 9 op 'func.func' after all regions
// CHECK-NEXT: step 10 op 'builtin.module' after all regions

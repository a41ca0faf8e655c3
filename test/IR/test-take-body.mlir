// RUN: ropt %s -test-take-body | FileCheck %s

// The body of the second function (blocks, arguments, uses) replaces the first's; the second
// is left a declaration.

func.func @a(%x: i32) -> i32 {
  %0 = "test.old"(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @b(%y: i32) -> i32 {
  %0 = "test.op"(%y) : (i32) -> i32
  cf.br ^bb1(%0 : i32)
^bb1(%1: i32):
  return %1 : i32
}

// CHECK:      module {
// CHECK-NEXT:   func.func @a(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = "test.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:     cf.br ^bb1(%0 : i32)
// CHECK-NEXT:   ^bb1(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @b(i32) -> i32
// CHECK-NEXT: }

// RUN: ropt -allow-unregistered-dialect -test-pattern-selective-replacement %s | FileCheck %s

// A two-operand test.cast: its uses in terminators take the first operand, the others the
// second; a one-operand cast is left alone.
func.func @test1(%arg0: i32, %arg1 : i32) -> () {
  %cast = "test.cast"(%arg0, %arg1) : (i32, i32) -> (i32)
  %non_terminator = arith.addi %cast, %cast : i32
  "test.return"(%cast, %non_terminator) : (i32, i32) -> ()
}

func.func @branches(%arg0: i32, %arg1 : i32, %c: i1) -> i32 {
  %cast = "test.cast"(%arg0, %arg1) : (i32, i32) -> (i32)
  %one = "test.cast"(%arg0) : (i32) -> (i32)
  %r = scf.if %c -> i32 {
    "test.foo"(%cast) : (i32) -> ()
    scf.yield %cast : i32
  } else {
    scf.yield %one : i32
  }
  cf.br ^bb1(%cast : i32)
^bb1(%x: i32):
  %s = arith.subi %x, %r : i32
  return %s : i32
}

// CHECK: module {
// CHECK-LABEL: func.func @test1(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     "test.return"(%arg0, %0) : (i32, i32) -> ()
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @branches(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT:     %0 = "test.cast"(%arg0) : (i32) -> i32
// CHECK-NEXT:     %1 = scf.if %arg2 -> (i32) {
// CHECK-NEXT:       "test.foo"(%arg1) : (i32) -> ()
// CHECK-NEXT:       scf.yield %arg0 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %2 = arith.subi %arg0, %1 : i32
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

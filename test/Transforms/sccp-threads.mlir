// RUN: ropt -allow-unregistered-dialect -sccp %s | FileCheck %s
// RUN: ropt -allow-unregistered-dialect -sccp %s -o %t.threads
// RUN: ropt -allow-unregistered-dialect -sccp --mlir-disable-threading %s -o %t.serial
// RUN: diff %t.threads %t.serial

// With threads, the functions that no call links to another callable are solved on their own
// (alone1, alone2, takes_address, and referenced, whose symbol is used other than by a call);
// the caller and its private callee, the never-called private function and the module's own
// op are solved together. The output is the same without threads.

module {
  func.func private @callee(%a: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %r = arith.addi %a, %c1 : i32
    return %r : i32
  }
  func.func @caller() -> i32 {
    %c2 = arith.constant 2 : i32
    %r = func.call @callee(%c2) : (i32) -> i32
    return %r : i32
  }
  func.func @alone1(%a: i32) -> i32 {
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %s = arith.muli %c3, %c4 : i32
    %t = arith.addi %s, %a : i32
    return %t : i32
  }
  func.func private @unused(%a: i32) -> i32 {
    %c3 = arith.constant 3 : i32
    %s = arith.muli %c3, %c3 : i32
    return %s : i32
  }
  func.func private @referenced(%a: i32) -> i32 {
    %c5 = arith.constant 5 : i32
    %s = arith.addi %c5, %c5 : i32
    return %s : i32
  }
  func.func @takes_address() -> ((i32) -> i32) {
    %f = func.constant @referenced : (i32) -> i32
    return %f : (i32) -> i32
  }
  func.func @alone2(%c: i1) -> i32 {
    %c6 = arith.constant 6 : i32
    %c7 = arith.constant 7 : i32
    %true = arith.constant true
    cf.cond_br %true, ^bb1(%c6 : i32), ^bb1(%c7 : i32)
  ^bb1(%x: i32):
    return %x : i32
  }
  %g = "foo.global"() : () -> i32
}

// CHECK: module {
// CHECK-NEXT:   func.func private @callee(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     return %c3_i32 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @caller() -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %1 = call @callee(%c2_i32) : (i32) -> i32
// CHECK-NEXT:     return %c3_i32 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @alone1(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT:     %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %1 = arith.addi %c12_i32, %arg0 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @unused(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %1 = arith.muli %c3_i32, %c3_i32 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @referenced(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     return %c10_i32 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @takes_address() -> ((i32) -> i32) {
// CHECK-NEXT:     %f = constant @referenced : (i32) -> i32
// CHECK-NEXT:     return %f : (i32) -> i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @alone2(%arg0: i1) -> i32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:     cf.cond_br %true, ^bb1(%c6_i32 : i32), ^bb1(%c7_i32 : i32)
// CHECK-NEXT:   ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %0 = "foo.global"() : () -> i32
// CHECK-NEXT: }

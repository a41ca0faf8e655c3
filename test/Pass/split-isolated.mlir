// Passes that split over isolated ops (cse, canonicalize) run the functions of a module in
// parallel when threading is on; the output must not depend on it (checked against mlir-opt 22).
// RUN: ropt %s -canonicalize -cse | FileCheck %s
// RUN: ropt %s -canonicalize -cse --mlir-disable-threading | FileCheck %s
// RUN: ropt %s -cse -canonicalize | FileCheck %s
// RUN: ropt %s -cse --mlir-pass-statistics -o %t 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: ropt %s -cse --mlir-pass-statistics --mlir-disable-threading -o %t 2>&1 | FileCheck %s --check-prefix=STATS

// mlir-opt 22 is built without statistics (it prints the header only); ropt counts the
// merged functions of every thread.
// STATS: CSE
// STATS-NEXT: (S) 2 num-cse'd - Number of operations CSE'd
// STATS-NEXT: (S) 0 num-dce'd - Number of operations DCE'd

func.func @a(%x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.muli %x, %x : i32
  %2 = arith.muli %x, %x : i32
  %3 = arith.addi %1, %2 : i32
  return %0, %3 : i32, i32
}
func.func @b(%x: i32) -> i32 {
  %1 = arith.subi %x, %x : i32
  %2 = arith.xori %x, %x : i32
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}
module @inner {
  func.func @c(%x: index) -> index {
    %1 = arith.addi %x, %x : index
    %2 = arith.addi %x, %x : index
    %3 = arith.muli %1, %2 : index
    return %3 : index
  }
  func.func @d(%x: index) -> index {
    %c1 = arith.constant 1 : index
    %1 = arith.muli %x, %c1 : index
    return %1 : index
  }
}
func.func private @decl(i32) -> i32

// CHECK-LABEL: func.func @a(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:    %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:    return %arg0, %1 : i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @b(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    return %c0_i32 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  module @inner {
// CHECK-NEXT:    func.func @c(%arg0: index) -> index {
// CHECK-NEXT:      %0 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT:      %1 = arith.muli %0, %0 : index
// CHECK-NEXT:      return %1 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    func.func @d(%arg0: index) -> index {
// CHECK-NEXT:      return %arg0 : index
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @decl(i32) -> i32
// CHECK-NEXT: }

// The "see current operation" note follows the command line's location flags, as in mlir-opt 22.
// RUN: not ropt %s 2>&1 | FileCheck %s --check-prefix=PLAIN
// RUN: not ropt %s --mlir-print-debuginfo 2>&1 | FileCheck %s --check-prefix=DEBUG
// RUN: not ropt %s --mlir-print-debuginfo --mlir-pretty-debuginfo 2>&1 | FileCheck %s --check-prefix=PRETTY

func.func @f(%a: i32) -> i32 {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32> loc("name")
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64 loc(callsite("x" at "y":1:2))
  return %a : i32
}

// DEBUG: y:1:2: note: see current operation: %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i64 loc(callsite("x" at "y":1:2)){{$}}
// PRETTY: y:1:2: note: see current operation: %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i64 "x" at y:1:2{{$}}

// A call site whose callee has no file position is reported at its caller's, with the
// "called from" note, as mlir-opt 22 does.
// PLAIN: y:1:2: error: 'arith.addi' op requires the same type for all operands and results
// PLAIN-NEXT: y:1:2: note: called from
// PLAIN-NEXT: y:1:2: note: see current operation:
// PLAIN-SAME: %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i64{{$}}

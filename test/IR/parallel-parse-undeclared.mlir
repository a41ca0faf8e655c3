// RUN: ROPT_PARSE_MIN_CHUNK=0 not ropt %s 2>&1 | FileCheck %s
// RUN: not ropt %s -mlir-disable-threading 2>&1 | FileCheck %s

// Names used but never defined, in function bodies parsed on other threads
// (ROPT_PARSE_MIN_CHUNK=0): as mlir-opt does, the parser reports them at the end of the
// file, all of them, in source order. Expected output from mlir-opt 22.

func.func @undefined1() {
  "func.call"(%u1) {callee = @f} : (i32) -> ()
  return
}
func.func @defined_later() {
  "func.call"(%v) {callee = @f} : (i32) -> ()
  %v = arith.constant 1 : i32
  return
}
module {
  func.func @undefined2() {
    "func.call"(%u2, %u3) {callee = @f} : (i32, i32) -> ()
    return
  }
}
"func.call"(%u4) {callee = @f} : (i32) -> ()

// CHECK:      parallel-parse-undeclared.mlir:9:15: error: use of undeclared SSA value name
// CHECK-NEXT:   "func.call"(%u1) {callee = @f} : (i32) -> ()
// CHECK-NEXT:               ^
// CHECK-NEXT: parallel-parse-undeclared.mlir:19:17: error: use of undeclared SSA value name
// CHECK-NEXT:     "func.call"(%u2, %u3) {callee = @f} : (i32, i32) -> ()
// CHECK-NEXT:                 ^
// CHECK-NEXT: parallel-parse-undeclared.mlir:19:22: error: use of undeclared SSA value name
// CHECK-NEXT:     "func.call"(%u2, %u3) {callee = @f} : (i32, i32) -> ()
// CHECK-NEXT:                      ^
// CHECK-NEXT: parallel-parse-undeclared.mlir:23:13: error: use of undeclared SSA value name
// CHECK-NEXT: "func.call"(%u4) {callee = @f} : (i32) -> ()
// CHECK-NEXT:             ^
// CHECK-NOT:  error

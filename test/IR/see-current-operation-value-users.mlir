// RUN: not ropt %s -split-input-file --mlir-print-value-users 2>&1 | FileCheck %s

// Under --mlir-print-value-users, the "see current operation" note numbers values as
// mlir-opt does in that mode: from the closest isolated ancestor, which (like every op
// without results) takes a number itself, ops without results nested deeper after those of
// the enclosing region; the users comment follows.

// CHECK: [[# @LINE + 3]]:8: note: see current operation: %2 = "arith.constant"() <{value = 1 : i32}> : () -> i64 // user: %4
func.func @f(%a: i32) -> i64 {
  %0 = arith.addi %a, %a : i32
  %1 = "arith.constant"() {value = 1 : i32} : () -> i64
  %2 = arith.addi %0, %0 : i32
  cf.br ^bb1(%1 : i64)
^bb1(%x: i64):
  return %x : i64
}

// -----

// CHECK: [[# @LINE + 4]]:3: note: see current operation: "func.return"(%1, %2) : (i32, i32) -> () // id: %3
func.func @g(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %0, %a : i32
  "func.return"(%0, %1) : (i32, i32) -> ()
}

// -----

// CHECK: [[# @LINE + 4]]:10: note: see current operation: %4 = "arith.constant"() <{value = 1 : i32}> : () -> i64 // unused
func.func @h() {
  %0 = arith.constant 1 : i32
  scf.execute_region {
    %1 = "arith.constant"() {value = 1 : i32} : () -> i64
    scf.yield
  }
  return
}

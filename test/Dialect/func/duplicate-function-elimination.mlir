// RUN: ropt %s -duplicate-function-elimination | FileCheck %s

// Duplicates (locations aside) are erased and their calls retargeted; visibility,
// argument attributes and discardable attributes tell functions apart; declarations are
// never merged; `func.constant` is left alone; functions of nested modules are compared by
// body and named callees looked up by name alone, so both of @inner's go (as mlir-opt 22).

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func private @d1(i32) -> i32
// CHECK-NEXT:    func.func private @d2(i32) -> i32
// CHECK-NEXT:    func.func @p(%arg0: i32) -> i32 {
// CHECK:         func.func private @q(%arg0: i32) -> i32 {
// CHECK:         func.func @r(%arg0: i32 {foo.x}) -> i32 {
// CHECK:         func.func @s(%arg0: i32) -> i32 attributes {foo.y} {
// CHECK-NOT:     @t(
// CHECK:         func.func @u() -> i32 {
// CHECK:           call @d2(
// CHECK-NEXT:      call @q(
// CHECK-NEXT:      call @p(
// CHECK-NEXT:      constant @q
// CHECK:         module @inner {
// CHECK-NEXT:    }
// CHECK-NEXT:  }
func.func private @d1(i32) -> i32
func.func private @d2(i32) -> i32
func.func @p(%a: i32) -> i32 { return %a : i32 }
func.func private @q(%a: i32) -> i32 { return %a : i32 }
func.func @r(%a: i32 {foo.x}) -> i32 { return %a : i32 }
func.func @s(%a: i32) -> i32 attributes {foo.y} { return %a : i32 }
func.func @t(%b: i32) -> i32 { return %b : i32 loc("elsewhere") }
func.func @u() -> i32 {
  %c = arith.constant 1 : i32
  %0 = call @d2(%c) : (i32) -> i32
  %1 = call @q(%0) : (i32) -> i32
  %2 = call @t(%1) : (i32) -> i32
  %f = func.constant @q : (i32) -> i32
  return %2 : i32
}
module @inner {
  func.func @p(%a: i32) -> i32 { return %a : i32 }
  func.func @w(%a: i32) -> i32 { return %a : i32 }
}

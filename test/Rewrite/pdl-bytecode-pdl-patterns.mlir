// RUN: ropt %s -test-pdl-bytecode-pass | FileCheck %s

// Patterns written in the pdl dialect: the pass lowers them to pdl_interp first (as
// mlir-opt's PDLPatternModule does), then runs them on the bytecode. A pattern over two ops
// (test.neg of test.neg) and one with a native constraint.

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = "test.swapped"(%arg1, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: %1 = "test.neg"(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0, %arg0 : i32, i32
// CHECK-NOT: pdl
module @patterns {
  pdl.pattern @swap : benefit(1) {
    %a = pdl.operand
    %b = pdl.operand
    %t = pdl.type
    %root = pdl.operation "test.pair"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "test.swapped"(%b, %a : !pdl.value, !pdl.value) -> (%t : !pdl.type)
      %r = pdl.result 0 of %n
      pdl.replace %root with (%r : !pdl.value)
    }
  }
  pdl.pattern @native : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.apply_native_constraint "single_entity_constraint"(%root : !pdl.operation)
    pdl.rewrite %root {
      %n = pdl.operation "test.success"
      pdl.erase %root
    }
  }
  pdl.pattern @nested : benefit(3) {
    %x = pdl.operand
    %t = pdl.type
    %inner = pdl.operation "test.neg"(%x : !pdl.value) -> (%t : !pdl.type)
    %v = pdl.result 0 of %inner
    %root = pdl.operation "test.neg"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      pdl.replace %root with (%x : !pdl.value)
    }
  }
}
module @ir {
  func.func @f(%a: i32, %b: i32) -> (i32, i32) {
    %0 = "test.pair"(%a, %b) : (i32, i32) -> i32
    "test.op"() : () -> ()
    %1 = "test.neg"(%a) : (i32) -> i32
    %2 = "test.neg"(%1) : (i32) -> i32
    return %0, %2 : i32, i32
  }
}

// RUN: ropt %s -test-greedy-patterns="max-iterations=1" -allow-unregistered-dialect -split-input-file | FileCheck %s
// RUN: ropt %s -test-greedy-patterns="max-iterations=1 top-down=true" -allow-unregistered-dialect -split-input-file | FileCheck %s --check-prefix=TOPDOWN
// RUN: ropt %s -test-greedy-patterns="fold=false cse-constants=false" -allow-unregistered-dialect -split-input-file | FileCheck %s --check-prefix=NOFOLD
// RUN: ropt %s -test-greedy-patterns -dump-pass-pipeline -allow-unregistered-dialect -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE

// Expected outputs from mlir-opt 22. The options and their defaults:
// PIPE: test-greedy-patterns{cse-constants=true fold=true max-iterations=10 top-down=false}

// An op updated in place goes back on the worklist, whatever the iteration limit: the
// integer climbs to 3 and stops; a string is left alone.
// CHECK-LABEL: func @in_place_updates
// CHECK-NEXT:    "test.any_attr_of_i32_str"() <{attr = 3 : i32}> : () -> ()
// CHECK-NEXT:    "test.any_attr_of_i32_str"() <{attr = 3 : i32}> : () -> ()
// CHECK-NEXT:    "test.any_attr_of_i32_str"() <{attr = 7 : i32}> : () -> ()
// CHECK-NEXT:    "test.any_attr_of_i32_str"() <{attr = "s"}> : () -> ()
func.func @in_place_updates() {
  "test.any_attr_of_i32_str"() {attr = 0 : i32} : () -> ()
  "test.any_attr_of_i32_str"() {attr = -2 : i32} : () -> ()
  "test.any_attr_of_i32_str"() {attr = 7 : i32} : () -> ()
  "test.any_attr_of_i32_str"() {attr = "s"} : () -> ()
  return
}

// -----

// The op made eligible inside the region is then hoisted out of it: its ancestor went back
// on the worklist. Only the terminator's first operand is looked at.
// CHECK-LABEL: func @hoist_eligible
// CHECK-NEXT:    %[[A:.*]] = "foo.maybe_eligible_op"() {eligible} : () -> index
// CHECK-NEXT:    "test.one_region_op"() ({
// CHECK-NEXT:      %[[B:.*]] = "foo.maybe_eligible_op"() {eligible} : () -> index
// CHECK-NEXT:      "foo.yield"(%[[A]], %[[B]]) : (index, index) -> ()
// CHECK-NEXT:    }) {hoist_eligible_ops} : () -> ()
// A terminator without operands: nothing to hoist (mlir-opt 22 reads its missing first
// operand, and crashes when the worklist is seeded top-down).
// CHECK-NEXT:    "test.one_region_op"() ({
// CHECK-NEXT:      "foo.yield"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
func.func @hoist_eligible() {
  "test.one_region_op"() ({
    %0 = "foo.maybe_eligible_op" () : () -> (index)
    %1 = "foo.maybe_eligible_op" () : () -> (index)
    "foo.yield"(%0, %1) : (index, index) -> ()
  }) {hoist_eligible_ops}: () -> ()
  "test.one_region_op"() ({
    "foo.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Symbols are never trivially dead.
// CHECK: "test.symbol"() <{sym_name = "foo"}>
"test.symbol"() <{sym_name = "foo"}> : () -> ()

// -----

// The operands of a dead op go on the worklist even when one value is used twice.
// TOPDOWN-LABEL: func.func @dead_leaf(%arg0: i1) {
// TOPDOWN-NEXT:    return
// TOPDOWN-NEXT:  }
func.func @dead_leaf(%arg0: i1) {
  %0 = arith.constant 0 : i32
  %if = scf.if %arg0 -> (i32) {
    scf.yield %0 : i32
  } else {
    scf.yield %0 : i32
  }
  %dead_leaf = arith.addi %if, %if : i32
  return
}

// -----

// With folding and constant CSE off, nothing changes here.
// CHECK-LABEL: func.func @fold
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    return %[[C3]], %[[C1]] : i32, i32
// NOFOLD-LABEL: func.func @fold
// NOFOLD-NEXT:    %c1_i32 = arith.constant 1 : i32
// NOFOLD-NEXT:    %c2_i32 = arith.constant 2 : i32
// NOFOLD-NEXT:    %0 = arith.addi %c1_i32, %c2_i32 : i32
// NOFOLD-NEXT:    %c1_i32_0 = arith.constant 1 : i32
// NOFOLD-NEXT:    return %0, %c1_i32_0 : i32, i32
func.func @fold() -> (i32, i32) {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %c = arith.addi %a, %b : i32
  %d = arith.constant 1 : i32
  return %c, %d : i32, i32
}

// -----

// Regions are simplified aggressively (MLIR's default for the greedy driver): the two
// blocks that differ only in their arguments merge.
// CHECK-LABEL: func.func @merge
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):
func.func @merge(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^a(%x : i32), ^b(%y : i32)
^a(%p: i32):
  %1 = arith.addi %p, %p : i32
  return %1 : i32
^b(%q: i32):
  %2 = arith.addi %q, %q : i32
  return %2 : i32
}

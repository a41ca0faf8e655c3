// RUN: ropt -allow-unregistered-dialect '-test-next-access' %s 2>&1 | FileCheck %s --check-prefix=CHECK
// RUN: ropt -allow-unregistered-dialect '--test-next-access=assume-func-reads=true' %s 2>&1 | FileCheck %s --check-prefix=READS

// The ops that may access the value an operand stands for next, as next_access attributes (and
// next_at_entry_point on region-branch ops); an external call reads its arguments under
// assume-func-reads.

func.func @f(%p: i32, %c: i1) -> i32 {
  %c0 = arith.constant {tag = "c"} 0 : i32
  "foo.write"(%p) {tag_name = "w"} : (i32) -> ()
  %a = arith.addi %p, %c0 {tag = "add"} : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return {tag = "ret"} %a : i32
}
func.func @g(%p: i32) -> i32 {
  %r = func.call @h(%p) {tag = "call"} : (i32) -> i32
  return {tag = "gret"} %r : i32
}
func.func private @h(%p: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  return {tag = "hret"} %p : i32
}
func.func private @ext(i32)
func.func @w(%p: i32, %q: i32, %c: i1) -> i32 {
  %s = arith.select %c, %p, %q {tag = "before_call"} : i32
  func.call @ext(%p) {tag_name = "the_call", name = "the_call"} : (i32) -> ()
  %x = arith.addi %p, %q {tag = "after_call", name = "after_call"} : i32
  %y = scf.if %c -> i32 {
    scf.yield %p : i32
  } else {
    scf.yield %q : i32
  } {tag = "if", name = "if"}
  return %x : i32
}

// CHECK: module {
// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant {tag = "c"} 0 : i32
// CHECK-NEXT:     "foo.write"(%arg0) {tag_name = "w"} : (i32) -> ()
// CHECK-NEXT:     %0 = arith.addi %arg0, %c0_i32 {tag = "add"} : i32
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return {tag = "ret"} %0 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @h(%arg0) {tag = "call"} : (i32) -> i32
// CHECK-NEXT:     return {tag = "gret"} %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @h(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     return {tag = "hret"} %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @ext(i32)
// CHECK-LABEL: func.func @w(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT:     %0 = arith.select %arg2, %arg0, %arg1 {tag = "before_call"} : i32
// CHECK-NEXT:     call @ext(%arg0) {name = "the_call", next_access = ["unknown"], tag_name = "the_call"} : (i32) -> ()
// CHECK-NEXT:     %1 = arith.addi %arg0, %arg1 {name = "after_call", next_access = ["unknown", "unknown"], tag = "after_call"} : i32
// CHECK-NEXT:     %2 = scf.if %arg2 -> (i32) {
// CHECK-NEXT:       scf.yield %arg0 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     } {name = "if", next_access = ["unknown"], next_at_entry_point = {{\[\[}}"unknown"], ["unknown"{{\]\]}}, tag = "if"}
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// READS: module {
// READS-LABEL: func.func @f(%arg0: i32, %arg1: i1) -> i32 {
// READS-NEXT:     %c0_i32 = arith.constant {tag = "c"} 0 : i32
// READS-NEXT:     "foo.write"(%arg0) {tag_name = "w"} : (i32) -> ()
// READS-NEXT:     %0 = arith.addi %arg0, %c0_i32 {tag = "add"} : i32
// READS-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// READS-NEXT:   ^bb1:  // pred: ^bb0
// READS-NEXT:     cf.br ^bb2
// READS-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// READS-NEXT:     return {tag = "ret"} %0 : i32
// READS-NEXT:   }
// READS-LABEL: func.func @g(%arg0: i32) -> i32 {
// READS-NEXT:     %0 = call @h(%arg0) {tag = "call"} : (i32) -> i32
// READS-NEXT:     return {tag = "gret"} %0 : i32
// READS-NEXT:   }
// READS-NEXT:   func.func private @h(%arg0: i32) -> i32 {
// READS-NEXT:     %c1_i32 = arith.constant 1 : i32
// READS-NEXT:     return {tag = "hret"} %arg0 : i32
// READS-NEXT:   }
// READS-NEXT:   func.func private @ext(i32)
// READS-LABEL: func.func @w(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// READS-NEXT:     %0 = arith.select %arg2, %arg0, %arg1 {tag = "before_call"} : i32
// READS-NEXT:     call @ext(%arg0) {name = "the_call", next_access = ["unknown"], tag_name = "the_call"} : (i32) -> ()
// READS-NEXT:     %1 = arith.addi %arg0, %arg1 {name = "after_call", next_access = ["unknown", "unknown"], tag = "after_call"} : i32
// READS-NEXT:     %2 = scf.if %arg2 -> (i32) {
// READS-NEXT:       scf.yield %arg0 : i32
// READS-NEXT:     } else {
// READS-NEXT:       scf.yield %arg1 : i32
// READS-NEXT:     } {name = "if", next_access = ["unknown"], next_at_entry_point = {{\[\[}}"unknown"], ["unknown"{{\]\]}}, tag = "if"}
// READS-NEXT:     return %1 : i32
// READS-NEXT:   }
// READS-NEXT: }

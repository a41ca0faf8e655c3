// RUN: ropt -allow-unregistered-dialect '-test-last-modified' %s 2>&1 | FileCheck %s --check-prefix=CHECK
// RUN: ropt -allow-unregistered-dialect '--test-last-modified=assume-func-writes=true' %s 2>&1 | FileCheck %s --check-prefix=WRITES
// RUN: ropt -allow-unregistered-dialect '--test-last-modified=interprocedural=false' %s 2>&1 | FileCheck %s --check-prefix=LOCAL

// The ops that may have written the value an operand stands for last. Only effects on values say
// anything; unknown effects forget everything; an external call writes its arguments under
// assume-func-writes.

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

// CHECK-LABEL: test_tag: c:
// CHECK-LABEL: test_tag: add:
// CHECK-NEXT:  operand #0
// CHECK-NEXT:   - <unknown>
// CHECK-NEXT:  operand #1
// CHECK-NEXT:   - <unknown>
// CHECK-LABEL: test_tag: ret:
// CHECK-NEXT:  operand #0
// CHECK-NEXT:   - <unknown>
// CHECK-LABEL: test_tag: call:
// CHECK-NEXT:  operand #0
// CHECK-NEXT:   - <unknown>
// CHECK-LABEL: test_tag: gret:
// CHECK-NEXT:  operand #0
// CHECK-NEXT:   - <unknown>
// CHECK-LABEL: test_tag: hret:
// CHECK-NEXT:  operand #0
// CHECK-NEXT:   - <unknown>
// CHECK-LABEL: test_tag: before_call:
// CHECK-NEXT:  operand #0
// CHECK-NEXT:   - <unknown>
// CHECK-NEXT:  operand #1
// CHECK-NEXT:   - <unknown>
// CHECK-NEXT:  operand #2
// CHECK-NEXT:   - <unknown>
// CHECK-LABEL: test_tag: after_call:
// CHECK-NEXT:  operand #0
// CHECK-NEXT:   - <unknown>
// CHECK-NEXT:  operand #1
// CHECK-NEXT:   - <unknown>
// CHECK-LABEL: test_tag: if:
// CHECK-NEXT:  operand #0
// CHECK-NEXT:   - <unknown>

// WRITES-LABEL: test_tag: c:
// WRITES-LABEL: test_tag: add:
// WRITES-NEXT:  operand #0
// WRITES-NEXT:   - <unknown>
// WRITES-NEXT:  operand #1
// WRITES-NEXT:   - <unknown>
// WRITES-LABEL: test_tag: ret:
// WRITES-NEXT:  operand #0
// WRITES-NEXT:   - <unknown>
// WRITES-LABEL: test_tag: call:
// WRITES-NEXT:  operand #0
// WRITES-NEXT:   - <unknown>
// WRITES-LABEL: test_tag: gret:
// WRITES-NEXT:  operand #0
// WRITES-NEXT:   - <unknown>
// WRITES-LABEL: test_tag: hret:
// WRITES-NEXT:  operand #0
// WRITES-NEXT:   - <unknown>
// WRITES-LABEL: test_tag: before_call:
// WRITES-NEXT:  operand #0
// WRITES-NEXT:   - <unknown>
// WRITES-NEXT:  operand #1
// WRITES-NEXT:   - <unknown>
// WRITES-NEXT:  operand #2
// WRITES-NEXT:   - <unknown>
// WRITES-LABEL: test_tag: after_call:
// WRITES-NEXT:  operand #0
// WRITES-NEXT:   - the_call
// WRITES-NEXT:  operand #1
// WRITES-NEXT:   - <unknown>
// WRITES-LABEL: test_tag: if:
// WRITES-NEXT:  operand #0
// WRITES-NEXT:   - <unknown>

// LOCAL-LABEL: test_tag: c:
// LOCAL-LABEL: test_tag: add:
// LOCAL-NEXT:  operand #0
// LOCAL-NEXT:   - <unknown>
// LOCAL-NEXT:  operand #1
// LOCAL-NEXT:   - <unknown>
// LOCAL-LABEL: test_tag: ret:
// LOCAL-NEXT:  operand #0
// LOCAL-NEXT:   - <unknown>
// LOCAL-LABEL: test_tag: call:
// LOCAL-NEXT:  operand #0
// LOCAL-NEXT:   - <unknown>
// LOCAL-LABEL: test_tag: gret:
// LOCAL-NEXT:  operand #0
// LOCAL-NEXT:   - <unknown>
// LOCAL-LABEL: test_tag: hret:
// LOCAL-NEXT:  operand #0
// LOCAL-NEXT:   - <unknown>
// LOCAL-LABEL: test_tag: before_call:
// LOCAL-NEXT:  operand #0
// LOCAL-NEXT:   - <unknown>
// LOCAL-NEXT:  operand #1
// LOCAL-NEXT:   - <unknown>
// LOCAL-NEXT:  operand #2
// LOCAL-NEXT:   - <unknown>
// LOCAL-LABEL: test_tag: after_call:
// LOCAL-NEXT:  operand #0
// LOCAL-NEXT:   - <unknown>
// LOCAL-NEXT:  operand #1
// LOCAL-NEXT:   - <unknown>
// LOCAL-LABEL: test_tag: if:
// LOCAL-NEXT:  operand #0
// LOCAL-NEXT:   - <unknown>

// RUN: ropt %s -canonicalize="test-convergence" | FileCheck %s
// RUN: ropt %s -cse | FileCheck %s --check-prefix=CSE

// Canonicalization keeps ops of a rewrite that create IR (only the pure, unused ones go), and
// CSE merges only the pure ops (pdl.result(s), pdl_interp getters and constants);
// expected output from mlir-opt 22.

pdl.pattern @operation_op : benefit(1) {
  %root = operation "foo.op"
  rewrite %root {
    %unused_rewrite = operation "bar.unused"
    %t = type : i32
    %r = range : !pdl.range<type>
    erase %root
  }
}

pdl.pattern @dups : benefit(1) {
  %t = pdl.type
  %t2 = pdl.type
  %root = operation "foo.op" -> (%t, %t2 : !pdl.type, !pdl.type)
  %a = pdl.result 0 of %root
  %b = pdl.result 0 of %root
  %c = pdl.results of %root
  %d = pdl.results of %root
  rewrite %root with "r"(%a, %b, %c, %d : !pdl.value, !pdl.value, !pdl.range<value>, !pdl.range<value>)
}

pdl_interp.func @matcher(%root : !pdl.operation) {
  %a = pdl_interp.get_result 0 of %root
  %b = pdl_interp.get_result 0 of %root
  %t = pdl_interp.create_type i32
  %t2 = pdl_interp.create_type i32
  %unused = pdl_interp.get_operand 0 of %root
  pdl_interp.are_equal %a, %b : !pdl.value -> ^bb1, ^bb1
^bb1:
  pdl_interp.check_type %t is i32 -> ^bb2, ^bb2
^bb2:
  pdl_interp.branch ^bb3
^bb3:
  pdl_interp.finalize
}

// CHECK: module {
// CHECK-NEXT: pdl.pattern @operation_op : benefit(1) {
// CHECK-NEXT: %0 = operation "foo.op"
// CHECK-NEXT: rewrite %0 {
// CHECK-NEXT: %1 = operation "bar.unused"
// CHECK-NEXT: %2 = type : i32
// CHECK-NEXT: erase %0
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: pdl.pattern @dups : benefit(1) {
// CHECK-NEXT: %0 = type
// CHECK-NEXT: %1 = type
// CHECK-NEXT: %2 = operation "foo.op"  -> (%0, %1 : !pdl.type, !pdl.type)
// CHECK-NEXT: %3 = result 0 of %2
// CHECK-NEXT: %4 = result 0 of %2
// CHECK-NEXT: %5 = results of %2
// CHECK-NEXT: %6 = results of %2
// CHECK-NEXT: rewrite %2 with "r"(%3, %4, %5, %6 : !pdl.value, !pdl.value, !pdl.range<value>, !pdl.range<value>)
// CHECK-NEXT: }
// CHECK-NEXT: pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT: %0 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT: %1 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT: %2 = pdl_interp.create_type i32
// CHECK-NEXT: pdl_interp.are_equal %0, %1 : !pdl.value -> ^bb1, ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: pdl_interp.check_type %2 is i32 -> ^bb2, ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT: pdl_interp.branch ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: pdl_interp.finalize
// CHECK-NEXT: }
// CHECK-NEXT: }

// CSE: module {
// CSE-NEXT: pdl.pattern @operation_op : benefit(1) {
// CSE-NEXT: %0 = operation "foo.op"
// CSE-NEXT: rewrite %0 {
// CSE-NEXT: %1 = operation "bar.unused"
// CSE-NEXT: %2 = type : i32
// CSE-NEXT: erase %0
// CSE-NEXT: }
// CSE-NEXT: }
// CSE-NEXT: pdl.pattern @dups : benefit(1) {
// CSE-NEXT: %0 = type
// CSE-NEXT: %1 = type
// CSE-NEXT: %2 = operation "foo.op"  -> (%0, %1 : !pdl.type, !pdl.type)
// CSE-NEXT: %3 = result 0 of %2
// CSE-NEXT: %4 = results of %2
// CSE-NEXT: rewrite %2 with "r"(%3, %3, %4, %4 : !pdl.value, !pdl.value, !pdl.range<value>, !pdl.range<value>)
// CSE-NEXT: }
// CSE-NEXT: pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CSE-NEXT: %0 = pdl_interp.get_result 0 of %arg0
// CSE-NEXT: %1 = pdl_interp.create_type i32
// CSE-NEXT: pdl_interp.are_equal %0, %0 : !pdl.value -> ^bb1, ^bb1
// CSE-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CSE-NEXT: pdl_interp.check_type %1 is i32 -> ^bb2, ^bb2
// CSE-NEXT: ^bb2:  // 2 preds: ^bb1, ^bb1
// CSE-NEXT: pdl_interp.branch ^bb3
// CSE-NEXT: ^bb3:  // pred: ^bb2
// CSE-NEXT: pdl_interp.finalize
// CSE-NEXT: }
// CSE-NEXT: }

// RUN: ropt %s -split-input-file -convert-pdl-to-pdl-interp | FileCheck %s
// Results of native constraints: passed to the rewriter, checked by further constraints (which
// the ordering keeps after the constraint they read) and compared with values of the tree.

// CHECK:      module @cres_use {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "x.op" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 6 preds: ^bb0, ^bb2, ^bb3, ^bb5, ^bb6, ^bb7
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %0 = pdl_interp.apply_constraint "get_attr"(%arg0 : !pdl.operation) : !pdl.attribute -> ^bb8, ^bb5
// CHECK-NEXT:   ^bb5:  // 3 preds: ^bb4, ^bb8, ^bb9
// CHECK-NEXT:     %1 = pdl_interp.apply_constraint "get_type"(%arg0 : !pdl.operation) : !pdl.type -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %2 = pdl_interp.create_type i32
// CHECK-NEXT:     pdl_interp.apply_constraint "same"(%1, %2 : !pdl.type, !pdl.type) -> ^bb7, ^bb1
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("x.op") -> ^bb1
// CHECK-NEXT:   ^bb8:  // pred: ^bb4
// CHECK-NEXT:     pdl_interp.apply_constraint "check_attr"(%0 : !pdl.attribute) -> ^bb9, ^bb5
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0, %0 : !pdl.operation, !pdl.attribute) : benefit(1), loc([%arg0]), root("x.op") -> ^bb5
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation, %arg1: !pdl.attribute) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0, %arg1 : !pdl.operation, !pdl.attribute)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @cres_use {
  pdl.pattern : benefit(1) {
    %root = operation "x.op"
    %attr = apply_native_constraint "get_attr"(%root : !pdl.operation) : !pdl.attribute
    apply_native_constraint "check_attr"(%attr : !pdl.attribute)
    rewrite %root with "rw"(%attr : !pdl.attribute)
  }
  pdl.pattern : benefit(1) {
    %root = operation "x.op"
    %t = apply_native_constraint "get_type"(%root : !pdl.operation) : !pdl.type
    %u = type : i32
    apply_native_constraint "same"(%t, %u : !pdl.type, !pdl.type)
    rewrite %root with "rw"
  }
}

// -----

// CHECK:      module @cres_use2 {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "x.op" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 7 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb7, ^bb8
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %0 = pdl_interp.get_attribute "a" of %arg0
// CHECK-NEXT:     %1:2 = pdl_interp.apply_constraint "two"(%arg0, %0 : !pdl.operation, !pdl.attribute) : !pdl.attribute, !pdl.type -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.attribute -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0, %1#1 : !pdl.operation, !pdl.type) : benefit(2), loc([%arg0]), root("x.op") -> ^bb7
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     pdl_interp.apply_constraint "uses"(%1#0, %1#1, %0 : !pdl.attribute, !pdl.type, !pdl.attribute) -> ^bb8, ^bb1
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0, %1#0, %1#1 : !pdl.operation, !pdl.attribute, !pdl.type) : benefit(1), loc([%arg0]), root("x.op") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.attribute, %arg2: !pdl.type) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0, %arg1, %arg2 : !pdl.operation, !pdl.attribute, !pdl.type)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation, %arg1: !pdl.type) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0, %arg1 : !pdl.operation, !pdl.type)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @cres_use2 {
  pdl.pattern : benefit(1) {
    %a = attribute
    %root = operation "x.op" {"a" = %a}
    %b, %c = apply_native_constraint "two"(%root, %a : !pdl.operation, !pdl.attribute) : !pdl.attribute, !pdl.type
    apply_native_constraint "uses"(%b, %c, %a : !pdl.attribute, !pdl.type, !pdl.attribute)
    rewrite %root with "rw"(%b, %c : !pdl.attribute, !pdl.type)
  }
  pdl.pattern : benefit(2) {
    %a = attribute
    %root = operation "x.op" {"a" = %a}
    %b, %c = apply_native_constraint "two"(%root, %a : !pdl.operation, !pdl.attribute) : !pdl.attribute, !pdl.type
    rewrite %root with "rw"(%c : !pdl.type)
  }
}

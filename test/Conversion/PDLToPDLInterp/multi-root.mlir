// RUN: ropt %s -split-input-file -convert-pdl-to-pdl-interp | FileCheck %s
// Multi-root patterns: the root chosen by the optimal branching (or forced by pdl.rewrite),
// the upward walks through pdl_interp.foreach over the users of the connector, ranges of
// results as connectors, several roots sharing one connector.

// CHECK:      module @multi_root {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     %1 = pdl_interp.get_defining_op of %0 : !pdl.value
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.operation -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %2 = pdl_interp.get_users of %0 : !pdl.value
// CHECK-NEXT:     pdl_interp.foreach %arg1 : !pdl.operation in %2 {
// CHECK-NEXT:       %3 = pdl_interp.get_operand 1 of %arg1
// CHECK-NEXT:       %4 = pdl_interp.get_defining_op of %3 : !pdl.value
// CHECK-NEXT:       pdl_interp.is_not_null %4 : !pdl.operation -> ^bb2, ^bb1
// CHECK-NEXT:     ^bb1:  // 21 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21
// CHECK-NEXT:       pdl_interp.continue
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
// CHECK-NEXT:     ^bb3:  // pred: ^bb2
// CHECK-NEXT:       pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:     ^bb4:  // pred: ^bb3
// CHECK-NEXT:       pdl_interp.is_not_null %0 : !pdl.value -> ^bb5, ^bb1
// CHECK-NEXT:     ^bb5:  // pred: ^bb4
// CHECK-NEXT:       pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb6, ^bb1
// CHECK-NEXT:     ^bb6:  // pred: ^bb5
// CHECK-NEXT:       pdl_interp.check_operand_count of %1 is 1 -> ^bb7, ^bb1
// CHECK-NEXT:     ^bb7:  // pred: ^bb6
// CHECK-NEXT:       pdl_interp.check_operand_count of %arg1 is 2 -> ^bb8, ^bb1
// CHECK-NEXT:     ^bb8:  // pred: ^bb7
// CHECK-NEXT:       pdl_interp.check_result_count of %1 is 1 -> ^bb9, ^bb1
// CHECK-NEXT:     ^bb9:  // pred: ^bb8
// CHECK-NEXT:       pdl_interp.check_result_count of %arg1 is 0 -> ^bb10, ^bb1
// CHECK-NEXT:     ^bb10:  // pred: ^bb9
// CHECK-NEXT:       %5 = pdl_interp.get_operand 0 of %1
// CHECK-NEXT:       pdl_interp.is_not_null %5 : !pdl.value -> ^bb11, ^bb1
// CHECK-NEXT:     ^bb11:  // pred: ^bb10
// CHECK-NEXT:       pdl_interp.is_not_null %3 : !pdl.value -> ^bb12, ^bb1
// CHECK-NEXT:     ^bb12:  // pred: ^bb11
// CHECK-NEXT:       %6 = pdl_interp.get_operand 0 of %arg1
// CHECK-NEXT:       pdl_interp.are_equal %6, %0 : !pdl.value -> ^bb13, ^bb1
// CHECK-NEXT:     ^bb13:  // pred: ^bb12
// CHECK-NEXT:       %7 = pdl_interp.get_result 0 of %1
// CHECK-NEXT:       pdl_interp.is_not_null %7 : !pdl.value -> ^bb14, ^bb1
// CHECK-NEXT:     ^bb14:  // pred: ^bb13
// CHECK-NEXT:       pdl_interp.are_equal %7, %0 : !pdl.value -> ^bb15, ^bb1
// CHECK-NEXT:     ^bb15:  // pred: ^bb14
// CHECK-NEXT:       pdl_interp.check_operand_count of %4 is 1 -> ^bb16, ^bb1
// CHECK-NEXT:     ^bb16:  // pred: ^bb15
// CHECK-NEXT:       pdl_interp.check_result_count of %4 is 1 -> ^bb17, ^bb1
// CHECK-NEXT:     ^bb17:  // pred: ^bb16
// CHECK-NEXT:       %8 = pdl_interp.get_operand 0 of %4
// CHECK-NEXT:       pdl_interp.is_not_null %8 : !pdl.value -> ^bb18, ^bb1
// CHECK-NEXT:     ^bb18:  // pred: ^bb17
// CHECK-NEXT:       %9 = pdl_interp.get_result 0 of %4
// CHECK-NEXT:       pdl_interp.is_not_null %9 : !pdl.value -> ^bb19, ^bb1
// CHECK-NEXT:     ^bb19:  // pred: ^bb18
// CHECK-NEXT:       pdl_interp.are_equal %9, %3 : !pdl.value -> ^bb20, ^bb1
// CHECK-NEXT:     ^bb20:  // pred: ^bb19
// CHECK-NEXT:       %10 = pdl_interp.get_value_type of %9 : !pdl.type
// CHECK-NEXT:       %11 = pdl_interp.get_value_type of %7 : !pdl.type
// CHECK-NEXT:       pdl_interp.are_equal %10, %11 : !pdl.type -> ^bb21, ^bb1
// CHECK-NEXT:     ^bb21:  // pred: ^bb20
// CHECK-NEXT:       pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0, %arg1 : !pdl.operation, !pdl.operation) : benefit(1), loc([%1, %4, %arg0, %arg1]) -> ^bb1
// CHECK-NEXT:     } -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0, %arg1 : !pdl.operation, !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @multi_root {
  pdl.pattern @mr : benefit(1) {
    %i1 = operand
    %i2 = operand
    %t = type
    %op1 = operation(%i1 : !pdl.value) -> (%t : !pdl.type)
    %v1 = result 0 of %op1
    %root1 = operation(%v1 : !pdl.value)
    %op2 = operation(%i2 : !pdl.value) -> (%t : !pdl.type)
    %v2 = result 0 of %op2
    %root2 = operation(%v1, %v2 : !pdl.value, !pdl.value)
    rewrite %root1 with "rw"(%root2 : !pdl.operation)
  }
}

// -----

// CHECK:      module @overlap {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.switch_operand_count of %arg0 to dense<[1, 2]> : vector<2xi32>(^bb2, ^bb12) -> ^bb1
// CHECK-NEXT:   ^bb1:  // 16 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %1 = pdl_interp.get_defining_op of %0 : !pdl.value
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.operation -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     pdl_interp.check_operand_count of %1 is 2 -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     pdl_interp.check_result_count of %1 is 1 -> ^bb7, ^bb1
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     %2 = pdl_interp.get_operand 0 of %1
// CHECK-NEXT:     pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     %3 = pdl_interp.get_operand 1 of %1
// CHECK-NEXT:     pdl_interp.is_not_null %3 : !pdl.value -> ^bb9, ^bb1
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     %4 = pdl_interp.get_result 0 of %1
// CHECK-NEXT:     pdl_interp.is_not_null %4 : !pdl.value -> ^bb10, ^bb1
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     pdl_interp.are_equal %4, %0 : !pdl.value -> ^bb11, ^bb1
// CHECK-NEXT:   ^bb11:  // pred: ^bb10
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0, %1]) -> ^bb1
// CHECK-NEXT:   ^bb12:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 1 -> ^bb13, ^bb1
// CHECK-NEXT:   ^bb13:  // pred: ^bb12
// CHECK-NEXT:     %5 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %5 : !pdl.value -> ^bb14, ^bb1
// CHECK-NEXT:   ^bb14:  // pred: ^bb13
// CHECK-NEXT:     %6 = pdl_interp.get_operand 1 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %6 : !pdl.value -> ^bb15, ^bb1
// CHECK-NEXT:   ^bb15:  // pred: ^bb14
// CHECK-NEXT:     %7 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %7 : !pdl.value -> ^bb16, ^bb1
// CHECK-NEXT:   ^bb16:  // pred: ^bb15
// CHECK-NEXT:     %8 = pdl_interp.get_users of %7 : !pdl.value
// CHECK-NEXT:     pdl_interp.foreach %arg1 : !pdl.operation in %8 {
// CHECK-NEXT:       pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
// CHECK-NEXT:     ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5
// CHECK-NEXT:       pdl_interp.continue
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       pdl_interp.check_operand_count of %arg1 is 1 -> ^bb3, ^bb1
// CHECK-NEXT:     ^bb3:  // pred: ^bb2
// CHECK-NEXT:       pdl_interp.check_result_count of %arg1 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:     ^bb4:  // pred: ^bb3
// CHECK-NEXT:       %9 = pdl_interp.get_operand 0 of %arg1
// CHECK-NEXT:       pdl_interp.are_equal %9, %7 : !pdl.value -> ^bb5, ^bb1
// CHECK-NEXT:     ^bb5:  // pred: ^bb4
// CHECK-NEXT:       pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0, %arg1 : !pdl.operation, !pdl.operation) : benefit(1), loc([%arg0, %arg1]) -> ^bb1
// CHECK-NEXT:     } -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation, %arg1: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0, %arg1 : !pdl.operation, !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @overlap {
  pdl.pattern @o : benefit(1) {
    %i1 = operand
    %i2 = operand
    %t = type
    %op = operation(%i1, %i2 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    %v = result 0 of %op
    %root = operation(%v : !pdl.value)
    rewrite with "rw"(%root : !pdl.operation)
  }
  pdl.pattern @f : benefit(1) {
    %i1 = operand
    %i2 = operand
    %t = type
    %root = operation(%i1, %i2 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    %v = result 0 of %root
    %op = operation(%v : !pdl.value)
    rewrite %root with "rw"(%op : !pdl.operation)
  }
}

// -----

// CHECK:      module @var_all {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
// CHECK-NEXT:     %1 = pdl_interp.extract 0 of %0 : !pdl.value
// CHECK-NEXT:     %2 = pdl_interp.get_users of %1 : !pdl.value
// CHECK-NEXT:     pdl_interp.foreach %arg1 : !pdl.operation in %2 {
// CHECK-NEXT:       pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
// CHECK-NEXT:     ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
// CHECK-NEXT:       pdl_interp.continue
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       pdl_interp.check_result_count of %arg1 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:     ^bb3:  // pred: ^bb2
// CHECK-NEXT:       %3 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
// CHECK-NEXT:       pdl_interp.are_equal %3, %0 : !pdl.range<value> -> ^bb4, ^bb1
// CHECK-NEXT:     ^bb4:  // pred: ^bb3
// CHECK-NEXT:       pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0, %arg1 : !pdl.operation, !pdl.operation) : benefit(1), loc([%arg0, %arg1]) -> ^bb1
// CHECK-NEXT:     } -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0, %arg1 : !pdl.operation, !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @var_all {
  pdl.pattern : benefit(1) {
    %ts = types
    %root = operation -> (%ts : !pdl.range<type>)
    %vs = results of %root
    %op = operation(%vs : !pdl.range<value>)
    rewrite %root with "rw"(%op : !pdl.operation)
  }
}

// -----

// CHECK:      module @var_at {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     %0 = pdl_interp.get_operands 0 of %arg0 : !pdl.range<value>
// CHECK-NEXT:     %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.operation -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 6 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.range<value> -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %2 = pdl_interp.get_operands 1 of %arg0 : !pdl.value
// CHECK-NEXT:     pdl_interp.is_not_null %2 : !pdl.value -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %3 = pdl_interp.extract 0 of %0 : !pdl.value
// CHECK-NEXT:     %4 = pdl_interp.get_users of %3 : !pdl.value
// CHECK-NEXT:     pdl_interp.foreach %arg1 : !pdl.operation in %4 {
// CHECK-NEXT:       pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
// CHECK-NEXT:     ^bb1:  // 11 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11
// CHECK-NEXT:       pdl_interp.continue
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       pdl_interp.check_operand_count of %arg1 is at_least 1 -> ^bb3, ^bb1
// CHECK-NEXT:     ^bb3:  // pred: ^bb2
// CHECK-NEXT:       pdl_interp.check_operand_count of %1 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:     ^bb4:  // pred: ^bb3
// CHECK-NEXT:       pdl_interp.check_result_count of %1 is at_least 1 -> ^bb5, ^bb1
// CHECK-NEXT:     ^bb5:  // pred: ^bb4
// CHECK-NEXT:       pdl_interp.check_result_count of %arg1 is 0 -> ^bb6, ^bb1
// CHECK-NEXT:     ^bb6:  // pred: ^bb5
// CHECK-NEXT:       %5 = pdl_interp.get_operand 0 of %arg1
// CHECK-NEXT:       pdl_interp.are_equal %5, %2 : !pdl.value -> ^bb7, ^bb1
// CHECK-NEXT:     ^bb7:  // pred: ^bb6
// CHECK-NEXT:       %6 = pdl_interp.get_operands 1 of %arg1 : !pdl.range<value>
// CHECK-NEXT:       pdl_interp.are_equal %6, %0 : !pdl.range<value> -> ^bb8, ^bb1
// CHECK-NEXT:     ^bb8:  // pred: ^bb7
// CHECK-NEXT:       %7 = pdl_interp.get_results 0 of %1 : !pdl.range<value>
// CHECK-NEXT:       pdl_interp.is_not_null %7 : !pdl.range<value> -> ^bb9, ^bb1
// CHECK-NEXT:     ^bb9:  // pred: ^bb8
// CHECK-NEXT:       %8 = pdl_interp.get_results 1 of %1 : !pdl.value
// CHECK-NEXT:       pdl_interp.is_not_null %8 : !pdl.value -> ^bb10, ^bb1
// CHECK-NEXT:     ^bb10:  // pred: ^bb9
// CHECK-NEXT:       pdl_interp.are_equal %7, %0 : !pdl.range<value> -> ^bb11, ^bb1
// CHECK-NEXT:     ^bb11:  // pred: ^bb10
// CHECK-NEXT:       pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0, %arg1 : !pdl.operation, !pdl.operation) : benefit(1), loc([%1, %arg0, %arg1]) -> ^bb1
// CHECK-NEXT:     } -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0, %arg1 : !pdl.operation, !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @var_at {
  pdl.pattern : benefit(1) {
    %t = type
    %ts = types
    %v = operand
    %op = operation -> (%ts, %t : !pdl.range<type>, !pdl.type)
    %vs = results 0 of %op -> !pdl.range<value>
    %root1 = operation(%vs, %v : !pdl.range<value>, !pdl.value)
    %root2 = operation(%v, %vs : !pdl.value, !pdl.range<value>)
    rewrite with "rw"(%root1, %root2 : !pdl.operation, !pdl.operation)
  }
}

// -----

// CHECK:      module @connector {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     %1 = pdl_interp.get_defining_op of %0 : !pdl.value
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.operation -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 18 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %2 = pdl_interp.get_operand 0 of %1
// CHECK-NEXT:     %3 = pdl_interp.get_defining_op of %2 : !pdl.value
// CHECK-NEXT:     pdl_interp.is_not_null %3 : !pdl.operation -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 1 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     pdl_interp.check_operand_count of %1 is 1 -> ^bb7, ^bb1
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     pdl_interp.check_result_count of %1 is 1 -> ^bb8, ^bb1
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     pdl_interp.is_not_null %2 : !pdl.value -> ^bb9, ^bb1
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     %4 = pdl_interp.get_result 0 of %1
// CHECK-NEXT:     pdl_interp.is_not_null %4 : !pdl.value -> ^bb10, ^bb1
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     pdl_interp.are_equal %4, %0 : !pdl.value -> ^bb11, ^bb1
// CHECK-NEXT:   ^bb11:  // pred: ^bb10
// CHECK-NEXT:     pdl_interp.check_operand_count of %3 is 0 -> ^bb12, ^bb1
// CHECK-NEXT:   ^bb12:  // pred: ^bb11
// CHECK-NEXT:     pdl_interp.check_result_count of %3 is 2 -> ^bb13, ^bb1
// CHECK-NEXT:   ^bb13:  // pred: ^bb12
// CHECK-NEXT:     %5 = pdl_interp.get_result 0 of %3
// CHECK-NEXT:     pdl_interp.is_not_null %5 : !pdl.value -> ^bb14, ^bb1
// CHECK-NEXT:   ^bb14:  // pred: ^bb13
// CHECK-NEXT:     %6 = pdl_interp.get_result 1 of %3
// CHECK-NEXT:     pdl_interp.is_not_null %6 : !pdl.value -> ^bb15, ^bb1
// CHECK-NEXT:   ^bb15:  // pred: ^bb14
// CHECK-NEXT:     pdl_interp.are_equal %6, %2 : !pdl.value -> ^bb16, ^bb1
// CHECK-NEXT:   ^bb16:  // pred: ^bb15
// CHECK-NEXT:     %7 = pdl_interp.get_value_type of %5 : !pdl.type
// CHECK-NEXT:     %8 = pdl_interp.get_value_type of %6 : !pdl.type
// CHECK-NEXT:     pdl_interp.are_equal %7, %8 : !pdl.type -> ^bb17, ^bb1
// CHECK-NEXT:   ^bb17:  // pred: ^bb16
// CHECK-NEXT:     %9 = pdl_interp.get_value_type of %4 : !pdl.type
// CHECK-NEXT:     pdl_interp.are_equal %7, %9 : !pdl.type -> ^bb18, ^bb1
// CHECK-NEXT:   ^bb18:  // pred: ^bb17
// CHECK-NEXT:     %10 = pdl_interp.get_users of %5 : !pdl.value
// CHECK-NEXT:     pdl_interp.foreach %arg1 : !pdl.operation in %10 {
// CHECK-NEXT:       pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
// CHECK-NEXT:     ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:       pdl_interp.continue
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       pdl_interp.foreach %arg2 : !pdl.operation in %10 {
// CHECK-NEXT:         pdl_interp.is_not_null %arg2 : !pdl.operation -> ^bb2, ^bb1
// CHECK-NEXT:       ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
// CHECK-NEXT:         pdl_interp.continue
// CHECK-NEXT:       ^bb2:  // pred: ^bb0
// CHECK-NEXT:         pdl_interp.check_operand_count of %arg1 is 1 -> ^bb3, ^bb1
// CHECK-NEXT:       ^bb3:  // pred: ^bb2
// CHECK-NEXT:         pdl_interp.check_operand_count of %arg2 is 1 -> ^bb4, ^bb1
// CHECK-NEXT:       ^bb4:  // pred: ^bb3
// CHECK-NEXT:         pdl_interp.check_result_count of %arg1 is 0 -> ^bb5, ^bb1
// CHECK-NEXT:       ^bb5:  // pred: ^bb4
// CHECK-NEXT:         pdl_interp.check_result_count of %arg2 is 0 -> ^bb6, ^bb1
// CHECK-NEXT:       ^bb6:  // pred: ^bb5
// CHECK-NEXT:         %11 = pdl_interp.get_operand 0 of %arg1
// CHECK-NEXT:         pdl_interp.are_equal %11, %5 : !pdl.value -> ^bb7, ^bb1
// CHECK-NEXT:       ^bb7:  // pred: ^bb6
// CHECK-NEXT:         %12 = pdl_interp.get_operand 0 of %arg2
// CHECK-NEXT:         pdl_interp.are_equal %12, %5 : !pdl.value -> ^bb8, ^bb1
// CHECK-NEXT:       ^bb8:  // pred: ^bb7
// CHECK-NEXT:         pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg1, %arg2, %arg0 : !pdl.operation, !pdl.operation, !pdl.operation) : benefit(1), loc([%1, %3, %arg0, %arg1, %arg2]) -> ^bb1
// CHECK-NEXT:       } -> ^bb1
// CHECK-NEXT:     } -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.operation, %arg2: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0, %arg1, %arg2 : !pdl.operation, !pdl.operation, !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @connector {
  pdl.pattern @cc : benefit(1) {
    %t = type
    %op = operation -> (%t, %t : !pdl.type, !pdl.type)
    %v0 = result 0 of %op
    %v1 = result 1 of %op
    %ra = operation (%v0 : !pdl.value)
    %rb = operation (%v0 : !pdl.value)
    %inter = operation (%v1 : !pdl.value) -> (%t : !pdl.type)
    %v2 = result 0 of %inter
    %rc = operation (%v2 : !pdl.value)
    rewrite with "rw"(%ra, %rb, %rc : !pdl.operation, !pdl.operation, !pdl.operation)
  }
}

// -----

// CHECK:      module @connector_range {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
// CHECK-NEXT:     %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.operation -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 10 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %2 = pdl_interp.get_operands of %1 : !pdl.range<value>
// CHECK-NEXT:     %3 = pdl_interp.get_defining_op of %2 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.is_not_null %3 : !pdl.operation -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.is_not_null %2 : !pdl.range<value> -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %4 = pdl_interp.get_results of %1 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.are_equal %4, %0 : !pdl.range<value> -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     pdl_interp.check_operand_count of %3 is 0 -> ^bb7, ^bb1
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     %5 = pdl_interp.get_results 0 of %3 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.is_not_null %5 : !pdl.range<value> -> ^bb8, ^bb1
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     %6 = pdl_interp.get_results 1 of %3 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.is_not_null %6 : !pdl.range<value> -> ^bb9, ^bb1
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     pdl_interp.are_equal %6, %2 : !pdl.range<value> -> ^bb10, ^bb1
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     %7 = pdl_interp.extract 0 of %5 : !pdl.value
// CHECK-NEXT:     %8 = pdl_interp.get_users of %7 : !pdl.value
// CHECK-NEXT:     pdl_interp.foreach %arg1 : !pdl.operation in %8 {
// CHECK-NEXT:       pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
// CHECK-NEXT:     ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:       pdl_interp.continue
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       pdl_interp.foreach %arg2 : !pdl.operation in %8 {
// CHECK-NEXT:         pdl_interp.is_not_null %arg2 : !pdl.operation -> ^bb2, ^bb1
// CHECK-NEXT:       ^bb1:  // 6 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6
// CHECK-NEXT:         pdl_interp.continue
// CHECK-NEXT:       ^bb2:  // pred: ^bb0
// CHECK-NEXT:         pdl_interp.check_result_count of %arg1 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:       ^bb3:  // pred: ^bb2
// CHECK-NEXT:         pdl_interp.check_result_count of %arg2 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:       ^bb4:  // pred: ^bb3
// CHECK-NEXT:         %9 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
// CHECK-NEXT:         pdl_interp.are_equal %9, %5 : !pdl.range<value> -> ^bb5, ^bb1
// CHECK-NEXT:       ^bb5:  // pred: ^bb4
// CHECK-NEXT:         %10 = pdl_interp.get_operands of %arg2 : !pdl.range<value>
// CHECK-NEXT:         pdl_interp.are_equal %10, %5 : !pdl.range<value> -> ^bb6, ^bb1
// CHECK-NEXT:       ^bb6:  // pred: ^bb5
// CHECK-NEXT:         pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg1, %arg2, %arg0 : !pdl.operation, !pdl.operation, !pdl.operation) : benefit(1), loc([%1, %3, %arg0, %arg1, %arg2]) -> ^bb1
// CHECK-NEXT:       } -> ^bb1
// CHECK-NEXT:     } -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.operation, %arg2: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0, %arg1, %arg2 : !pdl.operation, !pdl.operation, !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @connector_range {
  pdl.pattern @ccr : benefit(1) {
    %ts = types
    %op = operation -> (%ts, %ts : !pdl.range<type>, !pdl.range<type>)
    %vs0 = results 0 of %op -> !pdl.range<value>
    %vs1 = results 1 of %op -> !pdl.range<value>
    %ra = operation (%vs0 : !pdl.range<value>)
    %rb = operation (%vs0 : !pdl.range<value>)
    %inter = operation (%vs1 : !pdl.range<value>) -> (%ts : !pdl.range<type>)
    %vs2 = results of %inter
    %rc = operation (%vs2 : !pdl.range<value>)
    rewrite with "rw"(%ra, %rb, %rc : !pdl.operation, !pdl.operation, !pdl.operation)
  }
}

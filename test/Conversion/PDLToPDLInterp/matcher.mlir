// RUN: ropt %s -split-input-file -convert-pdl-to-pdl-interp | FileCheck %s
// The matcher of single patterns and of patterns sharing predicates: operation names, operand
// and result counts (exact and at_least), attributes with values and types, operands,
// variadic operands and results, single ranges, results used as operands, type and type range
// switches, native constraints (with results, negated, fused when identical), literal
// attributes and types, the cost ordering of shared predicates, and patterns of a nested
// module left alone.

// CHECK:      module @attrs {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "test.a" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 9 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %0 = pdl_interp.get_attribute "x" of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.attribute -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %1 = pdl_interp.get_attribute "y" of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %2 = pdl_interp.get_attribute "z" of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %2 : !pdl.attribute -> ^bb7, ^bb1
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     pdl_interp.check_attribute %0 is 7 : i32 -> ^bb8, ^bb1
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     %3 = pdl_interp.get_attribute_type of %1
// CHECK-NEXT:     pdl_interp.check_type %3 is i32 -> ^bb9, ^bb1
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0, %2 : !pdl.operation, !pdl.attribute) : benefit(3), loc([%arg0]), root("test.a") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.attribute) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0, %arg1 : !pdl.operation, !pdl.attribute)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @attrs {
  pdl.pattern @p : benefit(3) {
    %t = type : i32
    %a = attribute = 7 : i32
    %b = attribute : %t
    %c = attribute
    %root = operation "test.a" {"x" = %a, "y" = %b, "z" = %c}
    rewrite %root with "rw"(%c : !pdl.attribute)
  }
}

// -----

// CHECK:      module @constraints {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 2 -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 7 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %1 = pdl_interp.get_operand 1 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %2 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT:     pdl_interp.apply_constraint "three"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value) -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb1
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]) -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @constraints {
  pdl.pattern : benefit(1) {
    %v0 = operand
    %v1 = operand
    %root = operation(%v0, %v1 : !pdl.value, !pdl.value)
    %r0 = result 0 of %root
    pdl.apply_native_constraint "three"(%v0, %v1, %r0 : !pdl.value, !pdl.value, !pdl.value)
    rewrite %root with "rw"
  }
}

// -----

// CHECK:      module @cres {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb6
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %0 = pdl_interp.apply_constraint "get_attr"(%arg0 : !pdl.operation) : !pdl.attribute -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(2), loc([%arg0]) -> ^bb5
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0, %0 : !pdl.operation, !pdl.attribute) : benefit(1), loc([%arg0]) -> ^bb6
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0, %0 : !pdl.operation, !pdl.attribute) : benefit(1), loc([%arg0]) -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.attribute) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0, %arg1 : !pdl.operation, !pdl.attribute)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation, %arg1: !pdl.attribute) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0, %arg1 : !pdl.operation, !pdl.attribute)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @cres {
  pdl.pattern : benefit(1) {
    %root = operation
    %attr = apply_native_constraint "get_attr"(%root : !pdl.operation) : !pdl.attribute
    rewrite %root with "rw"(%attr : !pdl.attribute)
  }
  pdl.pattern : benefit(1) {
    %root = operation
    %attr = apply_native_constraint "get_attr"(%root : !pdl.operation) : !pdl.attribute
    rewrite %root with "rw"(%attr : !pdl.attribute)
  }
  pdl.pattern : benefit(2) {
    %root = operation
    %attr = apply_native_constraint "get_attr"(%root : !pdl.operation) : !pdl.attribute
    rewrite %root with "rw"
  }
}

// -----

// CHECK:      module @negated {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "x.y" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.apply_constraint "c"(%arg0 : !pdl.operation) {isNegated = true} -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("x.y") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @negated {
  pdl.pattern : benefit(1) {
    %root = operation "x.y"
    apply_native_constraint "c"(%root : !pdl.operation) {isNegated = true}
    rewrite %root with "rw"
  }
}

// -----

// CHECK:      module @inputs {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 2 -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 6 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %1 = pdl_interp.get_operand 1 of %arg0
// CHECK-NEXT:     pdl_interp.are_equal %0, %1 : !pdl.value -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %2 = pdl_interp.get_value_type of %0 : !pdl.type
// CHECK-NEXT:     pdl_interp.check_type %2 is i64 -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]) -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @inputs {
  pdl.pattern : benefit(1) {
    %t = type : i64
    %in = operand : %t
    %root = operation(%in, %in : !pdl.value, !pdl.value)
    rewrite %root with "rw"
  }
}

// -----

// CHECK:      module @variadic_in {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is at_least 2 -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 7 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %1 = pdl_interp.get_operands 2 of %arg0 : !pdl.value
// CHECK-NEXT:     pdl_interp.are_equal %0, %1 : !pdl.value -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %2 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.is_not_null %2 : !pdl.range<value> -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %3 = pdl_interp.get_value_type of %2 : !pdl.range<type>
// CHECK-NEXT:     pdl_interp.check_types %3 are [i64] -> ^bb7, ^bb1
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]) -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @variadic_in {
  pdl.pattern : benefit(1) {
    %ts = types : [i64]
    %ins = operands : %ts
    %in = operand
    %root = operation(%in, %ins, %in : !pdl.value, !pdl.range<value>, !pdl.value)
    rewrite %root with "rw"
  }
}

// -----

// CHECK:      module @single_range {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
// CHECK-NEXT:     %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
// CHECK-NEXT:     pdl_interp.check_types %1 are [i64] -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([]) -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @single_range {
  pdl.pattern : benefit(1) {
    %ts = types : [i64]
    %ins = operands : %ts
    %root = operation(%ins : !pdl.range<value>) -> (%ts : !pdl.range<type>)
    rewrite %root with "rw"
  }
}

// -----

// CHECK:      module @results {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 10 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is at_least 3 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %0 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %1 = pdl_interp.get_result 1 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %2 = pdl_interp.get_results 2 of %arg0 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.is_not_null %2 : !pdl.range<value> -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %3 = pdl_interp.get_results 3 of %arg0 : !pdl.value
// CHECK-NEXT:     pdl_interp.is_not_null %3 : !pdl.value -> ^bb7, ^bb1
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     %4 = pdl_interp.get_value_type of %0 : !pdl.type
// CHECK-NEXT:     pdl_interp.check_type %4 is i32 -> ^bb8, ^bb1
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     %5 = pdl_interp.get_value_type of %2 : !pdl.range<type>
// CHECK-NEXT:     pdl_interp.check_types %5 are [i64] -> ^bb9, ^bb1
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     %6 = pdl_interp.get_value_type of %1 : !pdl.type
// CHECK-NEXT:     %7 = pdl_interp.get_value_type of %3 : !pdl.type
// CHECK-NEXT:     pdl_interp.are_equal %6, %7 : !pdl.type -> ^bb10, ^bb1
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]) -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @results {
  pdl.pattern : benefit(1) {
    %t1 = type : i32
    %t2 = type
    %ts = types : [i64]
    %root = operation -> (%t1, %t2, %ts, %t2 : !pdl.type, !pdl.type, !pdl.range<type>, !pdl.type)
    rewrite %root with "rw"
  }
}

// -----

// CHECK:      module @res_as_operands {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     %1 = pdl_interp.get_defining_op of %0 : !pdl.value
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.operation -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 15 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %2 = pdl_interp.get_operand 1 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %2 : !pdl.value -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %3 = pdl_interp.get_defining_op of %2 : !pdl.value
// CHECK-NEXT:     pdl_interp.is_not_null %3 : !pdl.operation -> ^bb7, ^bb1
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     pdl_interp.check_operand_count of %1 is 0 -> ^bb8, ^bb1
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     pdl_interp.check_result_count of %1 is 2 -> ^bb9, ^bb1
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     pdl_interp.are_equal %1, %3 : !pdl.operation -> ^bb10, ^bb1
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     %4 = pdl_interp.get_result 0 of %1
// CHECK-NEXT:     pdl_interp.is_not_null %4 : !pdl.value -> ^bb11, ^bb1
// CHECK-NEXT:   ^bb11:  // pred: ^bb10
// CHECK-NEXT:     %5 = pdl_interp.get_result 1 of %1
// CHECK-NEXT:     pdl_interp.is_not_null %5 : !pdl.value -> ^bb12, ^bb1
// CHECK-NEXT:   ^bb12:  // pred: ^bb11
// CHECK-NEXT:     pdl_interp.are_equal %4, %0 : !pdl.value -> ^bb13, ^bb1
// CHECK-NEXT:   ^bb13:  // pred: ^bb12
// CHECK-NEXT:     %6 = pdl_interp.get_result 1 of %3
// CHECK-NEXT:     pdl_interp.are_equal %6, %2 : !pdl.value -> ^bb14, ^bb1
// CHECK-NEXT:   ^bb14:  // pred: ^bb13
// CHECK-NEXT:     %7 = pdl_interp.get_value_type of %4 : !pdl.type
// CHECK-NEXT:     pdl_interp.check_type %7 is i32 -> ^bb15, ^bb1
// CHECK-NEXT:   ^bb15:  // pred: ^bb14
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%1, %arg0, %3]) -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @res_as_operands {
  pdl.pattern : benefit(1) {
    %t1 = type : i32
    %t2 = type
    %def = operation -> (%t1, %t2 : !pdl.type, !pdl.type)
    %r1 = result 0 of %def
    %r2 = result 1 of %def
    %root = operation(%r1, %r2 : !pdl.value, !pdl.value)
    rewrite %root with "rw"
  }
}

// -----

// CHECK:      module @range_results_operands {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
// CHECK-NEXT:     %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.operation -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_operand_count of %1 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %2 = pdl_interp.get_results of %1 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.are_equal %2, %0 : !pdl.range<value> -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%1, %arg0]) -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @range_results_operands {
  pdl.pattern : benefit(1) {
    %ts = types
    %def = operation -> (%ts : !pdl.range<type>)
    %rs = results of %def
    %root = operation(%rs : !pdl.range<value>)
    rewrite %root with "rw"
  }
}

// -----

// CHECK:      module @switch_types {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 4 preds: ^bb0, ^bb3, ^bb4, ^bb5
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 1 -> ^bb6, ^bb3
// CHECK-NEXT:   ^bb3:  // 5 preds: ^bb2, ^bb6, ^bb7, ^bb8, ^bb9
// CHECK-NEXT:     %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
// CHECK-NEXT:     %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
// CHECK-NEXT:     pdl_interp.switch_types %1 to {{\[\[}}i32], [i64, i32{{\]\]}}(^bb4, ^bb5) -> ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]) -> ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]) -> ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb2
// CHECK-NEXT:     %2 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb3
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     %3 = pdl_interp.get_value_type of %2 : !pdl.type
// CHECK-NEXT:     pdl_interp.switch_type %3 to [i32, i64](^bb8, ^bb9) -> ^bb3
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]) -> ^bb3
// CHECK-NEXT:   ^bb9:  // pred: ^bb7
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]) -> ^bb3
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @switch_types {
  pdl.pattern : benefit(1) {
    %t = type : i32
    %root = operation -> (%t : !pdl.type)
    rewrite %root with "rw"
  }
  pdl.pattern : benefit(1) {
    %t = type : i64
    %root = operation -> (%t : !pdl.type)
    rewrite %root with "rw"
  }
  pdl.pattern : benefit(1) {
    %ts = types : [i32]
    %root = operation -> (%ts : !pdl.range<type>)
    rewrite %root with "rw"
  }
  pdl.pattern : benefit(1) {
    %ts = types : [i64, i32]
    %root = operation -> (%ts : !pdl.range<type>)
    rewrite %root with "rw"
  }
}

// -----

// CHECK:      module @atleast_operands {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb18, ^bb1
// CHECK-NEXT:   ^bb1:  // 7 preds: ^bb0, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb2
// CHECK-NEXT:   ^bb2:  // 7 preds: ^bb1, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is at_least 1 -> ^bb9, ^bb2
// CHECK-NEXT:   ^bb4:  // 3 preds: ^bb9, ^bb10, ^bb11
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is at_least 2 -> ^bb5, ^bb2
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %0 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb6, ^bb2
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %1 = pdl_interp.get_result 1 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb2
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     %2 = pdl_interp.get_results 2 of %arg0 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.is_not_null %2 : !pdl.range<value> -> ^bb8, ^bb2
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]) -> ^bb2
// CHECK-NEXT:   ^bb9:  // pred: ^bb3
// CHECK-NEXT:     %3 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %3 : !pdl.value -> ^bb10, ^bb4
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     %4 = pdl_interp.get_results 1 of %arg0 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.is_not_null %4 : !pdl.range<value> -> ^bb11, ^bb4
// CHECK-NEXT:   ^bb11:  // pred: ^bb10
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]) -> ^bb4
// CHECK-NEXT:   ^bb12:  // 4 preds: ^bb18, ^bb19, ^bb20, ^bb21
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is at_least 2 -> ^bb13, ^bb1
// CHECK-NEXT:   ^bb13:  // pred: ^bb12
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb14, ^bb1
// CHECK-NEXT:   ^bb14:  // pred: ^bb13
// CHECK-NEXT:     %5 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %5 : !pdl.value -> ^bb15, ^bb1
// CHECK-NEXT:   ^bb15:  // pred: ^bb14
// CHECK-NEXT:     %6 = pdl_interp.get_operand 1 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %6 : !pdl.value -> ^bb16, ^bb1
// CHECK-NEXT:   ^bb16:  // pred: ^bb15
// CHECK-NEXT:     %7 = pdl_interp.get_operands 2 of %arg0 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.is_not_null %7 : !pdl.range<value> -> ^bb17, ^bb1
// CHECK-NEXT:   ^bb17:  // pred: ^bb16
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]) -> ^bb1
// CHECK-NEXT:   ^bb18:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb19, ^bb12
// CHECK-NEXT:   ^bb19:  // pred: ^bb18
// CHECK-NEXT:     %8 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %8 : !pdl.value -> ^bb20, ^bb12
// CHECK-NEXT:   ^bb20:  // pred: ^bb19
// CHECK-NEXT:     %9 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.is_not_null %9 : !pdl.range<value> -> ^bb21, ^bb12
// CHECK-NEXT:   ^bb21:  // pred: ^bb20
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]) -> ^bb12
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @atleast_operands {
  pdl.pattern : benefit(1) {
    %a = operand
    %as = operands
    %root = operation(%a, %as : !pdl.value, !pdl.range<value>)
    rewrite %root with "rw"
  }
  pdl.pattern : benefit(1) {
    %a = operand
    %b = operand
    %as = operands
    %root = operation(%a, %b, %as : !pdl.value, !pdl.value, !pdl.range<value>)
    rewrite %root with "rw"
  }
  pdl.pattern : benefit(1) {
    %t = type
    %ts = types
    %root = operation -> (%t, %ts : !pdl.type, !pdl.range<type>)
    rewrite %root with "rw"
  }
  pdl.pattern : benefit(1) {
    %t = type
    %t2 = type
    %ts = types
    %root = operation -> (%t, %t2, %ts : !pdl.type, !pdl.type, !pdl.range<type>)
    rewrite %root with "rw"
  }
}

// -----

// CHECK:      module @ordering {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb3, ^bb5, ^bb6
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 1 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %0 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]) -> ^bb5
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %1 = pdl_interp.get_value_type of %0 : !pdl.type
// CHECK-NEXT:     pdl_interp.apply_constraint "tc"(%1 : !pdl.type) -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]) -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @ordering {
  pdl.pattern : benefit(1) {
    %rt = type
    apply_native_constraint "tc"(%rt : !pdl.type)
    %root = operation -> (%rt : !pdl.type)
    rewrite %root with "rw"
  }
  pdl.pattern : benefit(1) {
    %rt = type
    %root = operation -> (%rt : !pdl.type)
    rewrite %root with "rw"
  }
}

// -----

// CHECK:      module @literals {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %0 = pdl_interp.create_attribute 10 : i64
// CHECK-NEXT:     %1 = pdl_interp.create_type i32
// CHECK-NEXT:     %2 = pdl_interp.create_types [i32, i64]
// CHECK-NEXT:     pdl_interp.apply_constraint "c"(%0, %1, %2 : !pdl.attribute, !pdl.type, !pdl.range<type>) -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]) -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @literals {
  pdl.pattern : benefit(1) {
    %a = attribute = 10
    %t = type : i32
    %ts = types : [i32, i64]
    apply_native_constraint "c"(%a, %t, %ts : !pdl.attribute, !pdl.type, !pdl.range<type>)
    %root = operation
    rewrite %root with "rw"
  }
}

// -----

// CHECK:      module @nested_module {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "bar.op" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(4), loc([%arg0]), root("bar.op") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     pdl.pattern : benefit(1) {
// CHECK-NEXT:       %0 = operation "foo.op" 
// CHECK-NEXT:       rewrite %0 with "rw"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @nested_module {
  module @inner {
    pdl.pattern : benefit(1) {
      %root = operation "foo.op"
      rewrite %root with "rw"
    }
  }
  pdl.pattern : benefit(4) {
    %root = operation "bar.op"
    rewrite %root with "rw"
  }
}

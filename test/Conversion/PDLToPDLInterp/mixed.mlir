// RUN: ropt %s -split-input-file -convert-pdl-to-pdl-interp | FileCheck %s
// Modules of several generated patterns mixing everything at once: shared predicates turned
// into switches, multi-root patterns, native constraints and their results, created
// operations with matched operands and types.

// CHECK:      module @mixed_a {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.switch_operand_count of %arg0 to dense<[1, 2, 0]> : vector<3xi32>(^bb2, ^bb26, ^bb33) -> ^bb1
// CHECK-NEXT:   ^bb1:  // 27 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb12, ^bb13, ^bb26, ^bb27, ^bb28, ^bb29, ^bb30, ^bb31, ^bb32, ^bb33, ^bb34, ^bb35, ^bb36, ^bb37, ^bb38, ^bb39, ^bb40
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.switch_result_count of %arg0 to dense<[0, 1]> : vector<2xi32>(^bb3, ^bb9) -> ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %1 = pdl_interp.get_attribute "p0" of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %2 = pdl_interp.get_attribute "q1" of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %2 : !pdl.attribute -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     pdl_interp.check_attribute %2 is 2 : i64 -> ^bb7, ^bb1
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     %3 = pdl_interp.get_value_type of %0 : !pdl.type
// CHECK-NEXT:     pdl_interp.check_type %3 is f32 -> ^bb8, ^bb1
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(2), generatedOps(["new.op"]), loc([%arg0]) -> ^bb1
// CHECK-NEXT:   ^bb9:  // pred: ^bb2
// CHECK-NEXT:     %4 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %4 : !pdl.value -> ^bb10, ^bb1
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     %5 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %5 : !pdl.value -> ^bb11, ^bb1
// CHECK-NEXT:   ^bb11:  // pred: ^bb10
// CHECK-NEXT:     pdl_interp.apply_constraint "chk1"(%arg0 : !pdl.operation) -> ^bb14, ^bb12
// CHECK-NEXT:   ^bb12:  // 13 preds: ^bb11, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25
// CHECK-NEXT:     %6 = pdl_interp.get_value_type of %5 : !pdl.type
// CHECK-NEXT:     pdl_interp.check_type %6 is f32 -> ^bb13, ^bb1
// CHECK-NEXT:   ^bb13:  // pred: ^bb12
// CHECK-NEXT:     %7 = pdl_interp.get_users of %5 : !pdl.value
// CHECK-NEXT:     pdl_interp.foreach %arg1 : !pdl.operation in %7 {
// CHECK-NEXT:       pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
// CHECK-NEXT:     ^bb1:  // 6 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6
// CHECK-NEXT:       pdl_interp.continue
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       pdl_interp.check_operation_name of %arg1 is "a.y" -> ^bb3, ^bb1
// CHECK-NEXT:     ^bb3:  // pred: ^bb2
// CHECK-NEXT:       pdl_interp.check_operand_count of %arg1 is 1 -> ^bb4, ^bb1
// CHECK-NEXT:     ^bb4:  // pred: ^bb3
// CHECK-NEXT:       pdl_interp.check_result_count of %arg1 is 0 -> ^bb5, ^bb1
// CHECK-NEXT:     ^bb5:  // pred: ^bb4
// CHECK-NEXT:       %24 = pdl_interp.get_operand 0 of %arg1
// CHECK-NEXT:       pdl_interp.are_equal %24, %5 : !pdl.value -> ^bb6, ^bb1
// CHECK-NEXT:     ^bb6:  // pred: ^bb5
// CHECK-NEXT:       pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0, %arg1 : !pdl.operation, !pdl.operation) : benefit(2), loc([%arg0, %arg1]) -> ^bb1
// CHECK-NEXT:     } -> ^bb1
// CHECK-NEXT:   ^bb14:  // pred: ^bb11
// CHECK-NEXT:     %8 = pdl_interp.get_value_type of %5 : !pdl.type
// CHECK-NEXT:     pdl_interp.check_type %8 is i32 -> ^bb15, ^bb12
// CHECK-NEXT:   ^bb15:  // pred: ^bb14
// CHECK-NEXT:     %9 = pdl_interp.get_attribute "q0" of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %9 : !pdl.attribute -> ^bb16, ^bb12
// CHECK-NEXT:   ^bb16:  // pred: ^bb15
// CHECK-NEXT:     %10 = pdl_interp.get_defining_op of %4 : !pdl.value
// CHECK-NEXT:     pdl_interp.is_not_null %10 : !pdl.operation -> ^bb17, ^bb12
// CHECK-NEXT:   ^bb17:  // pred: ^bb16
// CHECK-NEXT:     %11 = pdl_interp.get_attribute_type of %9
// CHECK-NEXT:     pdl_interp.check_type %11 is i32 -> ^bb18, ^bb12
// CHECK-NEXT:   ^bb18:  // pred: ^bb17
// CHECK-NEXT:     pdl_interp.check_operation_name of %10 is "b.z" -> ^bb19, ^bb12
// CHECK-NEXT:   ^bb19:  // pred: ^bb18
// CHECK-NEXT:     pdl_interp.check_operand_count of %10 is 1 -> ^bb20, ^bb12
// CHECK-NEXT:   ^bb20:  // pred: ^bb19
// CHECK-NEXT:     pdl_interp.check_result_count of %10 is 1 -> ^bb21, ^bb12
// CHECK-NEXT:   ^bb21:  // pred: ^bb20
// CHECK-NEXT:     %12 = pdl_interp.get_operand 0 of %10
// CHECK-NEXT:     pdl_interp.is_not_null %12 : !pdl.value -> ^bb22, ^bb12
// CHECK-NEXT:   ^bb22:  // pred: ^bb21
// CHECK-NEXT:     %13 = pdl_interp.get_attribute "r0" of %10
// CHECK-NEXT:     pdl_interp.is_not_null %13 : !pdl.attribute -> ^bb23, ^bb12
// CHECK-NEXT:   ^bb23:  // pred: ^bb22
// CHECK-NEXT:     %14 = pdl_interp.get_result 0 of %10
// CHECK-NEXT:     pdl_interp.is_not_null %14 : !pdl.value -> ^bb24, ^bb12
// CHECK-NEXT:   ^bb24:  // pred: ^bb23
// CHECK-NEXT:     pdl_interp.are_equal %14, %4 : !pdl.value -> ^bb25, ^bb12
// CHECK-NEXT:   ^bb25:  // pred: ^bb24
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(2), loc([%arg0, %10]) -> ^bb12
// CHECK-NEXT:   ^bb26:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 1 -> ^bb27, ^bb1
// CHECK-NEXT:   ^bb27:  // pred: ^bb26
// CHECK-NEXT:     %15 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %15 : !pdl.value -> ^bb28, ^bb1
// CHECK-NEXT:   ^bb28:  // pred: ^bb27
// CHECK-NEXT:     %16 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %16 : !pdl.value -> ^bb29, ^bb1
// CHECK-NEXT:   ^bb29:  // pred: ^bb28
// CHECK-NEXT:     pdl_interp.apply_constraint "chk1"(%arg0 : !pdl.operation) -> ^bb30, ^bb1
// CHECK-NEXT:   ^bb30:  // pred: ^bb29
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "a.x" -> ^bb31, ^bb1
// CHECK-NEXT:   ^bb31:  // pred: ^bb30
// CHECK-NEXT:     %17 = pdl_interp.get_operand 1 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %17 : !pdl.value -> ^bb32, ^bb1
// CHECK-NEXT:   ^bb32:  // pred: ^bb31
// CHECK-NEXT:     %18 = pdl_interp.get_value_type of %16 : !pdl.type
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%15, %17, %18, %arg0 : !pdl.value, !pdl.value, !pdl.type, !pdl.operation) : benefit(1), generatedOps(["new.op"]), loc([%arg0]), root("a.x") -> ^bb1
// CHECK-NEXT:   ^bb33:  // pred: ^bb0
// CHECK-NEXT:     %19 = pdl_interp.get_attribute "q0" of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %19 : !pdl.attribute -> ^bb34, ^bb1
// CHECK-NEXT:   ^bb34:  // pred: ^bb33
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "b.z" -> ^bb35, ^bb1
// CHECK-NEXT:   ^bb35:  // pred: ^bb34
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is at_least 1 -> ^bb36, ^bb1
// CHECK-NEXT:   ^bb36:  // pred: ^bb35
// CHECK-NEXT:     %20 = pdl_interp.get_results 0 of %arg0 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.is_not_null %20 : !pdl.range<value> -> ^bb37, ^bb1
// CHECK-NEXT:   ^bb37:  // pred: ^bb36
// CHECK-NEXT:     %21 = pdl_interp.get_results 1 of %arg0 : !pdl.value
// CHECK-NEXT:     pdl_interp.is_not_null %21 : !pdl.value -> ^bb38, ^bb1
// CHECK-NEXT:   ^bb38:  // pred: ^bb37
// CHECK-NEXT:     %22 = pdl_interp.get_value_type of %20 : !pdl.range<type>
// CHECK-NEXT:     pdl_interp.check_types %22 are [f32] -> ^bb39, ^bb1
// CHECK-NEXT:   ^bb39:  // pred: ^bb38
// CHECK-NEXT:     %23 = pdl_interp.get_value_type of %21 : !pdl.type
// CHECK-NEXT:     pdl_interp.check_type %23 is f32 -> ^bb40, ^bb1
// CHECK-NEXT:   ^bb40:  // pred: ^bb39
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(2), loc([%arg0]), root("b.z") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
// CHECK-NEXT:       %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
// CHECK-NEXT:       %2 = pdl_interp.create_operation "new.op"  -> (%1 : !pdl.range<type>)
// CHECK-NEXT:       pdl_interp.erase %arg0
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation, %arg1: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0, %arg1 : !pdl.operation, !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.erase %arg0
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.type, %arg3: !pdl.operation) {
// CHECK-NEXT:       %0 = pdl_interp.create_operation "new.op"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%arg2 : !pdl.type)
// CHECK-NEXT:       %1 = pdl_interp.get_results of %0 : !pdl.range<value>
// CHECK-NEXT:       pdl_interp.replace %arg3 with (%1 : !pdl.range<value>)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @mixed_a {
  pdl.pattern @p0 : benefit(2) {
    %t2 = type : f32
    %v1 = operand : %t2
    %a3 = attribute
    %a4 = attribute = 2 : i64
    %op5 = operation(%v1 : !pdl.value) {"p0" = %a3, "q1" = %a4}
    rewrite %op5 {
      %n = operation "new.op"
      replace %op5 with %n
    }
  }
  pdl.pattern @p1 : benefit(2) {
    %v1 = operand
    %a2 = attribute
    %t3 = type
    %op4 = operation "b.z"(%v1 : !pdl.value) {"r0" = %a2} -> (%t3 : !pdl.type)
    %r5 = result 0 of %op4
    %t7 = type : i32
    %a6 = attribute : %t7
    %t8 = type : i32
    %op9 = operation(%r5 : !pdl.value) {"q0" = %a6} -> (%t8 : !pdl.type)
    apply_native_constraint "chk1"(%op9 : !pdl.operation)
    rewrite %op9 {
      erase %op9
    }
  }
  pdl.pattern @p2 : benefit(1) {
    %v1 = operand
    %v2 = operand
    %t3 = type
    %op4 = operation "a.x"(%v1, %v2 : !pdl.value, !pdl.value) -> (%t3 : !pdl.type)
    apply_native_constraint "chk1"(%op4 : !pdl.operation)
    rewrite %op4 {
      %n = operation "new.op"(%v1, %v2 : !pdl.value, !pdl.value) -> (%t3 : !pdl.type)
      %nr = results of %n
      replace %op4 with (%nr : !pdl.range<value>)
    }
  }
  pdl.pattern @p3 : benefit(2) {
    %t2 = type
    %v1 = operand : %t2
    %t3 = type : f32
    %op4 = operation(%v1 : !pdl.value) -> (%t3 : !pdl.type)
    %mr5 = result 0 of %op4
    %root26 = operation "a.y"(%mr5 : !pdl.value)
    rewrite %op4 with "rw"(%root26 : !pdl.operation)
  }
  pdl.pattern @p4 : benefit(2) {
    %a1 = attribute
    %ts2 = types : [f32]
    %t3 = type : f32
    %op4 = operation "b.z" {"q0" = %a1} -> (%ts2, %t3 : !pdl.range<type>, !pdl.type)
    rewrite %op4 with "rw"
  }
}

// -----

// CHECK:      module @mixed_b {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.switch_result_count of %arg0 to dense<[0, 2, 1]> : vector<3xi32>(^bb2, ^bb13, ^bb22) -> ^bb1
// CHECK-NEXT:   ^bb1:  // 23 preds: ^bb0, ^bb3, ^bb4, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27, ^bb28, ^bb29, ^bb30, ^bb31, ^bb32
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb5, ^bb3
// CHECK-NEXT:   ^bb3:  // 9 preds: ^bb2, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(3), generatedOps(["new.op"]), loc([%arg0]) -> ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.switch_operand_count of %arg0 to dense<[2, 1]> : vector<2xi32>(^bb6, ^bb9) -> ^bb3
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     pdl_interp.apply_constraint "chk1"(%arg0 : !pdl.operation) -> ^bb7, ^bb3
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     %1 = pdl_interp.get_operand 1 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.value -> ^bb8, ^bb3
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(3), loc([%arg0]) -> ^bb3
// CHECK-NEXT:   ^bb9:  // pred: ^bb5
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "b.z" -> ^bb10, ^bb3
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     %2 = pdl_interp.get_attribute "q0" of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %2 : !pdl.attribute -> ^bb11, ^bb3
// CHECK-NEXT:   ^bb11:  // pred: ^bb10
// CHECK-NEXT:     %3 = pdl_interp.get_attribute "r1" of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %3 : !pdl.attribute -> ^bb12, ^bb3
// CHECK-NEXT:   ^bb12:  // pred: ^bb11
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(2), loc([%arg0]), root("b.z") -> ^bb3
// CHECK-NEXT:   ^bb13:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb14, ^bb1
// CHECK-NEXT:   ^bb14:  // pred: ^bb13
// CHECK-NEXT:     %4 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %4 : !pdl.value -> ^bb15, ^bb1
// CHECK-NEXT:   ^bb15:  // pred: ^bb14
// CHECK-NEXT:     %5 = pdl_interp.get_attribute "q0" of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %5 : !pdl.attribute -> ^bb16, ^bb1
// CHECK-NEXT:   ^bb16:  // pred: ^bb15
// CHECK-NEXT:     %6 = pdl_interp.get_operands 0 of %arg0 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.is_not_null %6 : !pdl.range<value> -> ^bb17, ^bb1
// CHECK-NEXT:   ^bb17:  // pred: ^bb16
// CHECK-NEXT:     %7 = pdl_interp.get_operands 1 of %arg0 : !pdl.value
// CHECK-NEXT:     pdl_interp.is_not_null %7 : !pdl.value -> ^bb18, ^bb1
// CHECK-NEXT:   ^bb18:  // pred: ^bb17
// CHECK-NEXT:     %8 = pdl_interp.get_result 1 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %8 : !pdl.value -> ^bb19, ^bb1
// CHECK-NEXT:   ^bb19:  // pred: ^bb18
// CHECK-NEXT:     %9 = pdl_interp.get_value_type of %6 : !pdl.range<type>
// CHECK-NEXT:     pdl_interp.check_types %9 are [i32] -> ^bb20, ^bb1
// CHECK-NEXT:   ^bb20:  // pred: ^bb19
// CHECK-NEXT:     %10 = pdl_interp.get_value_type of %8 : !pdl.type
// CHECK-NEXT:     pdl_interp.check_type %10 is i64 -> ^bb21, ^bb1
// CHECK-NEXT:   ^bb21:  // pred: ^bb20
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]) -> ^bb1
// CHECK-NEXT:   ^bb22:  // pred: ^bb0
// CHECK-NEXT:     %11 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %11 : !pdl.value -> ^bb23, ^bb1
// CHECK-NEXT:   ^bb23:  // pred: ^bb22
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "a.x" -> ^bb24, ^bb1
// CHECK-NEXT:   ^bb24:  // pred: ^bb23
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is at_least 2 -> ^bb25, ^bb1
// CHECK-NEXT:   ^bb25:  // pred: ^bb24
// CHECK-NEXT:     %12 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %12 : !pdl.value -> ^bb26, ^bb1
// CHECK-NEXT:   ^bb26:  // pred: ^bb25
// CHECK-NEXT:     %13 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
// CHECK-NEXT:     %14 = pdl_interp.get_defining_op of %13 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.is_not_null %14 : !pdl.operation -> ^bb27, ^bb1
// CHECK-NEXT:   ^bb27:  // pred: ^bb26
// CHECK-NEXT:     %15 = pdl_interp.get_operands 2 of %arg0 : !pdl.value
// CHECK-NEXT:     %16 = pdl_interp.get_defining_op of %15 : !pdl.value
// CHECK-NEXT:     pdl_interp.is_not_null %16 : !pdl.operation -> ^bb28, ^bb1
// CHECK-NEXT:   ^bb28:  // pred: ^bb27
// CHECK-NEXT:     %17 = pdl_interp.apply_constraint "cst0"(%arg0 : !pdl.operation) : !pdl.attribute -> ^bb29, ^bb1
// CHECK-NEXT:   ^bb29:  // pred: ^bb28
// CHECK-NEXT:     pdl_interp.is_not_null %15 : !pdl.value -> ^bb30, ^bb1
// CHECK-NEXT:   ^bb30:  // pred: ^bb29
// CHECK-NEXT:     %18 = pdl_interp.get_attribute "p0" of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %18 : !pdl.attribute -> ^bb31, ^bb1
// CHECK-NEXT:   ^bb31:  // pred: ^bb30
// CHECK-NEXT:     %19 = pdl_interp.get_value_type of %12 : !pdl.type
// CHECK-NEXT:     pdl_interp.check_type %19 is i32 -> ^bb32, ^bb1
// CHECK-NEXT:   ^bb32:  // pred: ^bb31
// CHECK-NEXT:     %20 = pdl_interp.get_users of %12 : !pdl.value
// CHECK-NEXT:     pdl_interp.foreach %arg1 : !pdl.operation in %20 {
// CHECK-NEXT:       pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
// CHECK-NEXT:     ^bb1:  // 23 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23
// CHECK-NEXT:       pdl_interp.continue
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       pdl_interp.check_operation_name of %14 is "b.z" -> ^bb3, ^bb1
// CHECK-NEXT:     ^bb3:  // pred: ^bb2
// CHECK-NEXT:       pdl_interp.check_operation_name of %arg1 is "a.y" -> ^bb4, ^bb1
// CHECK-NEXT:     ^bb4:  // pred: ^bb3
// CHECK-NEXT:       pdl_interp.check_operand_count of %14 is at_least 1 -> ^bb5, ^bb1
// CHECK-NEXT:     ^bb5:  // pred: ^bb4
// CHECK-NEXT:       pdl_interp.check_operand_count of %16 is 1 -> ^bb6, ^bb1
// CHECK-NEXT:     ^bb6:  // pred: ^bb5
// CHECK-NEXT:       pdl_interp.check_operand_count of %arg1 is 1 -> ^bb7, ^bb1
// CHECK-NEXT:     ^bb7:  // pred: ^bb6
// CHECK-NEXT:       pdl_interp.check_result_count of %14 is 0 -> ^bb8, ^bb1
// CHECK-NEXT:     ^bb8:  // pred: ^bb7
// CHECK-NEXT:       pdl_interp.check_result_count of %16 is 2 -> ^bb9, ^bb1
// CHECK-NEXT:     ^bb9:  // pred: ^bb8
// CHECK-NEXT:       pdl_interp.check_result_count of %arg1 is 0 -> ^bb10, ^bb1
// CHECK-NEXT:     ^bb10:  // pred: ^bb9
// CHECK-NEXT:       %21 = pdl_interp.get_operand 0 of %14
// CHECK-NEXT:       pdl_interp.is_not_null %21 : !pdl.value -> ^bb11, ^bb1
// CHECK-NEXT:     ^bb11:  // pred: ^bb10
// CHECK-NEXT:       %22 = pdl_interp.get_operand 0 of %16
// CHECK-NEXT:       pdl_interp.is_not_null %22 : !pdl.value -> ^bb12, ^bb1
// CHECK-NEXT:     ^bb12:  // pred: ^bb11
// CHECK-NEXT:       %23 = pdl_interp.get_operand 0 of %arg1
// CHECK-NEXT:       pdl_interp.are_equal %23, %12 : !pdl.value -> ^bb13, ^bb1
// CHECK-NEXT:     ^bb13:  // pred: ^bb12
// CHECK-NEXT:       %24 = pdl_interp.get_operands 1 of %14 : !pdl.range<value>
// CHECK-NEXT:       pdl_interp.is_not_null %24 : !pdl.range<value> -> ^bb14, ^bb1
// CHECK-NEXT:     ^bb14:  // pred: ^bb13
// CHECK-NEXT:       %25 = pdl_interp.get_attribute "p0" of %16
// CHECK-NEXT:       pdl_interp.is_not_null %25 : !pdl.attribute -> ^bb15, ^bb1
// CHECK-NEXT:     ^bb15:  // pred: ^bb14
// CHECK-NEXT:       %26 = pdl_interp.get_attribute "q1" of %16
// CHECK-NEXT:       pdl_interp.is_not_null %26 : !pdl.attribute -> ^bb16, ^bb1
// CHECK-NEXT:     ^bb16:  // pred: ^bb15
// CHECK-NEXT:       pdl_interp.check_attribute %26 is 2 : i32 -> ^bb17, ^bb1
// CHECK-NEXT:     ^bb17:  // pred: ^bb16
// CHECK-NEXT:       %27 = pdl_interp.get_result 0 of %16
// CHECK-NEXT:       pdl_interp.is_not_null %27 : !pdl.value -> ^bb18, ^bb1
// CHECK-NEXT:     ^bb18:  // pred: ^bb17
// CHECK-NEXT:       %28 = pdl_interp.get_result 1 of %16
// CHECK-NEXT:       pdl_interp.is_not_null %28 : !pdl.value -> ^bb19, ^bb1
// CHECK-NEXT:     ^bb19:  // pred: ^bb18
// CHECK-NEXT:       pdl_interp.are_equal %28, %15 : !pdl.value -> ^bb20, ^bb1
// CHECK-NEXT:     ^bb20:  // pred: ^bb19
// CHECK-NEXT:       %29 = pdl_interp.get_results of %14 : !pdl.range<value>
// CHECK-NEXT:       pdl_interp.are_equal %29, %13 : !pdl.range<value> -> ^bb21, ^bb1
// CHECK-NEXT:     ^bb21:  // pred: ^bb20
// CHECK-NEXT:       %30 = pdl_interp.get_value_type of %27 : !pdl.type
// CHECK-NEXT:       pdl_interp.check_type %30 is i64 -> ^bb22, ^bb1
// CHECK-NEXT:     ^bb22:  // pred: ^bb21
// CHECK-NEXT:       pdl_interp.apply_constraint "use1"(%17 : !pdl.attribute) -> ^bb23, ^bb1
// CHECK-NEXT:     ^bb23:  // pred: ^bb22
// CHECK-NEXT:       pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0, %arg1 : !pdl.operation, !pdl.operation) : benefit(2), loc([%arg0, %14, %16, %arg1]), root("a.x") -> ^bb1
// CHECK-NEXT:     } -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
// CHECK-NEXT:       %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
// CHECK-NEXT:       %2 = pdl_interp.create_operation "new.op"  -> (%1 : !pdl.range<type>)
// CHECK-NEXT:       pdl_interp.erase %arg0
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.erase %arg0
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation, %arg1: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0, %arg1 : !pdl.operation, !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @mixed_b {
  pdl.pattern @p0 : benefit(3) {
    %v1 = operand
    %t3 = type
    %v2 = operand : %t3
    %op4 = operation(%v1, %v2 : !pdl.value, !pdl.value)
    apply_native_constraint "chk1"(%op4 : !pdl.operation)
    rewrite %op4 with "rw"
  }
  pdl.pattern @p1 : benefit(1) {
    %ts2 = types : [i32]
    %vs1 = operands : %ts2
    %t4 = type
    %v3 = operand : %t4
    %a5 = attribute
    %t6 = type
    %t7 = type : i64
    %op8 = operation(%vs1, %v3 : !pdl.range<value>, !pdl.value) {"q0" = %a5} -> (%t6, %t7 : !pdl.type, !pdl.type)
    rewrite %op8 with "rw"
  }
  pdl.pattern @p2 : benefit(2) {
    %t2 = type
    %v1 = operand : %t2
    %v3 = operand
    %vs4 = operands
    %op5 = operation "b.z"(%v3, %vs4 : !pdl.value, !pdl.range<value>)
    %rs6 = results of %op5
    %v7 = operand
    %t9 = type
    %a8 = attribute : %t9
    %a10 = attribute = 2 : i32
    %t11 = type : i64
    %t12 = type
    %op13 = operation(%v7 : !pdl.value) {"p0" = %a8, "q1" = %a10} -> (%t11, %t12 : !pdl.type, !pdl.type)
    %r14 = result 1 of %op13
    %t16 = type
    %a15 = attribute : %t16
    %t17 = type : i32
    %op18 = operation "a.x"(%v1, %rs6, %r14 : !pdl.value, !pdl.range<value>, !pdl.value) {"p0" = %a15} -> (%t17 : !pdl.type)
    %mr19 = result 0 of %op18
    %root220 = operation "a.y"(%mr19 : !pdl.value)
    %c21 = apply_native_constraint "cst0"(%op18 : !pdl.operation) : !pdl.attribute
    apply_native_constraint "use1"(%c21 : !pdl.attribute)
    rewrite %op18 with "rw"(%root220 : !pdl.operation)
  }
  pdl.pattern @p3 : benefit(2) {
    %v1 = operand
    %a2 = attribute
    %a3 = attribute
    %op4 = operation "b.z"(%v1 : !pdl.value) {"q0" = %a2, "r1" = %a3}
    rewrite %op4 {
      erase %op4
    }
  }
  pdl.pattern @p4 : benefit(3) {
    %op1 = operation
    rewrite %op1 {
      %n = operation "new.op"
      replace %op1 with %n
    }
  }
}

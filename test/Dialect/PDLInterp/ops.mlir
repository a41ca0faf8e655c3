// RUN: ropt %s | FileCheck %s
// RUN: ropt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt %s -mlir-print-op-generic | ropt | FileCheck %s
// RUN: ropt %s | ropt | FileCheck %s

// Every pdl_interp op in custom and generic form (expected output from mlir-opt 22).
// The arith constant loads the arith dialect, which mlir-opt needs to know that
// arith.addi infers its result types.

%c = arith.constant 1 : i32
pdl_interp.func @matcher(%root : !pdl.operation) {
  pdl_interp.check_operation_name of %root is "test.op" -> ^bb1, ^end
^bb1:
  pdl_interp.check_operand_count of %root is 2 -> ^bb2, ^end
^bb2:
  pdl_interp.check_result_count of %root is at_least 1 -> ^bb3, ^end
^bb3:
  %attr = pdl_interp.get_attribute "value" of %root
  pdl_interp.is_not_null %attr : !pdl.attribute -> ^bb4, ^end
^bb4:
  pdl_interp.check_attribute %attr is 10 : i64 -> ^bb5, ^end
^bb5:
  %operand = pdl_interp.get_operand 0 of %root
  %operands = pdl_interp.get_operands of %root : !pdl.range<value>
  %group = pdl_interp.get_operands 1 of %root : !pdl.value
  %result = pdl_interp.get_result 0 of %root
  %results = pdl_interp.get_results of %root : !pdl.range<value>
  %rgroup = pdl_interp.get_results 0 of %root : !pdl.range<value>
  %type = pdl_interp.get_value_type of %result : !pdl.type
  %types = pdl_interp.get_value_type of %results : !pdl.range<type>
  pdl_interp.check_type %type is i32 -> ^bb6, ^end
^bb6:
  pdl_interp.check_types %types are [i32] -> ^bb7, ^end
^bb7:
  pdl_interp.are_equal %operand, %result : !pdl.value -> ^bb8, ^end
^bb8:
  %def = pdl_interp.get_defining_op of %operand : !pdl.value
  %atype = pdl_interp.get_attribute_type of %attr
  %users = pdl_interp.get_users of %result : !pdl.value
  %users2 = pdl_interp.get_users of %results : !pdl.range<value>
  %first = pdl_interp.extract 0 of %users : !pdl.operation
  pdl_interp.apply_constraint "constraint"(%root, %attr : !pdl.operation, !pdl.attribute) -> ^bb9, ^end
^bb9:
  %r = pdl_interp.apply_constraint "with_result"(%root : !pdl.operation) : !pdl.type {isNegated = true} -> ^bb10, ^end
^bb10:
  pdl_interp.switch_attribute %attr to [10, true](^bb11, ^end) -> ^end
^bb11:
  pdl_interp.switch_operand_count of %root to dense<[0, 1]> : vector<2xi32>(^bb12, ^end) -> ^end
^bb12:
  pdl_interp.switch_result_count of %root to dense<[1]> : vector<1xi32>(^bb13) -> ^end
^bb13:
  pdl_interp.switch_operation_name of %root to ["foo.op", "bar.op"](^bb14, ^end) -> ^end
^bb14:
  pdl_interp.switch_type %type to [i32, i64](^bb15, ^end) -> ^end
^bb15:
  pdl_interp.switch_types %types to [[i32], [i64, i64]](^bb16, ^end) -> ^end
^bb16:
  pdl_interp.foreach %op : !pdl.operation in %users {
    pdl_interp.check_operation_name of %op is "test.user" -> ^cont, ^rec
  ^rec:
    pdl_interp.record_match @rewriters::@rewriter(%root, %op : !pdl.operation, !pdl.operation) : benefit(1), generatedOps(["test.new"]), loc([%root, %op]), root("test.op") -> ^cont
  ^cont:
    pdl_interp.continue
  } -> ^bb17
^bb17:
  pdl_interp.record_match @rewriters::@rewriter2 : benefit(2), loc([%root]) -> ^end
^end:
  pdl_interp.finalize
}

module @rewriters {
  pdl_interp.func @rewriter(%root : !pdl.operation, %other : !pdl.operation) {
    %type = pdl_interp.create_type i32
    %types = pdl_interp.create_types [i32, i64]
    %attr = pdl_interp.create_attribute 10 : i64
    %operand = pdl_interp.get_operand 0 of %root
    %op = pdl_interp.create_operation "foo.op"(%operand : !pdl.value) {"attr" = %attr, "b" = %attr} -> (%type, %types : !pdl.type, !pdl.range<type>)
    %op2 = pdl_interp.create_operation "bar.op"
    %op3 = pdl_interp.create_operation "arith.addi"(%operand, %operand : !pdl.value, !pdl.value) -> <inferred>
    %range = pdl_interp.create_range %operand, %operand : !pdl.value, !pdl.value
    %empty = pdl_interp.create_range : !pdl.range<type>
    %res = pdl_interp.apply_rewrite "rewrite"(%root : !pdl.operation) : !pdl.value
    pdl_interp.apply_rewrite "rewrite2"
    %results = pdl_interp.get_results of %op : !pdl.range<value>
    pdl_interp.replace %root with (%results : !pdl.range<value>)
    pdl_interp.replace %other with ()
    pdl_interp.erase %op2
    pdl_interp.branch ^bb1
  ^bb1:
    pdl_interp.finalize
  }
  pdl_interp.func @rewriter2(%root : !pdl.operation) {
    pdl_interp.erase %root
    pdl_interp.finalize
  }
}

// CHECK: module {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT: pdl_interp.check_operation_name of %arg0 is "test.op" -> ^bb1, ^bb18
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: pdl_interp.check_operand_count of %arg0 is 2 -> ^bb2, ^bb18
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: pdl_interp.check_result_count of %arg0 is at_least 1 -> ^bb3, ^bb18
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %0 = pdl_interp.get_attribute "value" of %arg0
// CHECK-NEXT: pdl_interp.is_not_null %0 : !pdl.attribute -> ^bb4, ^bb18
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: pdl_interp.check_attribute %0 is 10 : i64 -> ^bb5, ^bb18
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: %1 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT: %2 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
// CHECK-NEXT: %3 = pdl_interp.get_operands 1 of %arg0 : !pdl.value
// CHECK-NEXT: %4 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT: %5 = pdl_interp.get_results of %arg0 : !pdl.range<value>
// CHECK-NEXT: %6 = pdl_interp.get_results 0 of %arg0 : !pdl.range<value>
// CHECK-NEXT: %7 = pdl_interp.get_value_type of %4 : !pdl.type
// CHECK-NEXT: %8 = pdl_interp.get_value_type of %5 : !pdl.range<type>
// CHECK-NEXT: pdl_interp.check_type %7 is i32 -> ^bb6, ^bb18
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: pdl_interp.check_types %8 are [i32] -> ^bb7, ^bb18
// CHECK-NEXT: ^bb7:  // pred: ^bb6
// CHECK-NEXT: pdl_interp.are_equal %1, %4 : !pdl.value -> ^bb8, ^bb18
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT: %9 = pdl_interp.get_defining_op of %1 : !pdl.value
// CHECK-NEXT: %10 = pdl_interp.get_attribute_type of %0
// CHECK-NEXT: %11 = pdl_interp.get_users of %4 : !pdl.value
// CHECK-NEXT: %12 = pdl_interp.get_users of %5 : !pdl.range<value>
// CHECK-NEXT: %13 = pdl_interp.extract 0 of %11 : !pdl.operation
// CHECK-NEXT: pdl_interp.apply_constraint "constraint"(%arg0, %0 : !pdl.operation, !pdl.attribute) -> ^bb9, ^bb18
// CHECK-NEXT: ^bb9:  // pred: ^bb8
// CHECK-NEXT: %14 = pdl_interp.apply_constraint "with_result"(%arg0 : !pdl.operation) : !pdl.type {isNegated = true} -> ^bb10, ^bb18
// CHECK-NEXT: ^bb10:  // pred: ^bb9
// CHECK-NEXT: pdl_interp.switch_attribute %0 to [10, true](^bb11, ^bb18) -> ^bb18
// CHECK-NEXT: ^bb11:  // pred: ^bb10
// CHECK-NEXT: pdl_interp.switch_operand_count of %arg0 to dense<[0, 1]> : vector<2xi32>(^bb12, ^bb18) -> ^bb18
// CHECK-NEXT: ^bb12:  // pred: ^bb11
// CHECK-NEXT: pdl_interp.switch_result_count of %arg0 to dense<1> : vector<1xi32>(^bb13) -> ^bb18
// CHECK-NEXT: ^bb13:  // pred: ^bb12
// CHECK-NEXT: pdl_interp.switch_operation_name of %arg0 to ["foo.op", "bar.op"](^bb14, ^bb18) -> ^bb18
// CHECK-NEXT: ^bb14:  // pred: ^bb13
// CHECK-NEXT: pdl_interp.switch_type %7 to [i32, i64](^bb15, ^bb18) -> ^bb18
// CHECK-NEXT: ^bb15:  // pred: ^bb14
// CHECK-NEXT: pdl_interp.switch_types %8 to {{\[\[}}i32], [i64, i64]](^bb16, ^bb18) -> ^bb18
// CHECK-NEXT: ^bb16:  // pred: ^bb15
// CHECK-NEXT: pdl_interp.foreach %arg1 : !pdl.operation in %11 {
// CHECK-NEXT: pdl_interp.check_operation_name of %arg1 is "test.user" -> ^bb2, ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: pdl_interp.record_match @rewriters::@rewriter(%arg0, %arg1 : !pdl.operation, !pdl.operation) : benefit(1), generatedOps(["test.new"]), loc([%arg0, %arg1]), root("test.op") -> ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: pdl_interp.continue
// CHECK-NEXT: } -> ^bb17
// CHECK-NEXT: ^bb17:  // pred: ^bb16
// CHECK-NEXT: pdl_interp.record_match @rewriters::@rewriter2 : benefit(2), loc([%arg0]) -> ^bb18
// CHECK-NEXT: ^bb18:  // 22 preds: ^bb0, ^bb1, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb10, ^bb11, ^bb11, ^bb12, ^bb13, ^bb13, ^bb14, ^bb14, ^bb15, ^bb15, ^bb17
// CHECK-NEXT: pdl_interp.finalize
// CHECK-NEXT: }
// CHECK-NEXT: module @rewriters {
// CHECK-NEXT: pdl_interp.func @rewriter(%arg0: !pdl.operation, %arg1: !pdl.operation) {
// CHECK-NEXT: %0 = pdl_interp.create_type i32
// CHECK-NEXT: %1 = pdl_interp.create_types [i32, i64]
// CHECK-NEXT: %2 = pdl_interp.create_attribute 10 : i64
// CHECK-NEXT: %3 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT: %4 = pdl_interp.create_operation "foo.op"(%3 : !pdl.value) {"attr" = %2, "b" = %2}  -> (%0, %1 : !pdl.type, !pdl.range<type>)
// CHECK-NEXT: %5 = pdl_interp.create_operation "bar.op"
// CHECK-NEXT: %6 = pdl_interp.create_operation "arith.addi"(%3, %3 : !pdl.value, !pdl.value)  -> <inferred>
// CHECK-NEXT: %7 = pdl_interp.create_range %3, %3 : !pdl.value, !pdl.value
// CHECK-NEXT: %8 = pdl_interp.create_range : !pdl.range<type>
// CHECK-NEXT: %9 = pdl_interp.apply_rewrite "rewrite"(%arg0 : !pdl.operation) : !pdl.value
// CHECK-NEXT: pdl_interp.apply_rewrite "rewrite2"
// CHECK-NEXT: %10 = pdl_interp.get_results of %4 : !pdl.range<value>
// CHECK-NEXT: pdl_interp.replace %arg0 with (%10 : !pdl.range<value>)
// CHECK-NEXT: pdl_interp.replace %arg1 with ()
// CHECK-NEXT: pdl_interp.erase %5
// CHECK-NEXT: pdl_interp.branch ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: pdl_interp.finalize
// CHECK-NEXT: }
// CHECK-NEXT: pdl_interp.func @rewriter2(%arg0: !pdl.operation) {
// CHECK-NEXT: pdl_interp.erase %arg0
// CHECK-NEXT: pdl_interp.finalize
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// GENERIC-NEXT: "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
// GENERIC-NEXT: ^bb0(%arg3: !pdl.operation):
// GENERIC-NEXT: "pdl_interp.check_operation_name"(%arg3)[^bb1, ^bb18] <{name = "test.op"}> : (!pdl.operation) -> ()
// GENERIC-NEXT: ^bb1:  // pred: ^bb0
// GENERIC-NEXT: "pdl_interp.check_operand_count"(%arg3)[^bb2, ^bb18] <{count = 2 : i32}> : (!pdl.operation) -> ()
// GENERIC-NEXT: ^bb2:  // pred: ^bb1
// GENERIC-NEXT: "pdl_interp.check_result_count"(%arg3)[^bb3, ^bb18] <{compareAtLeast, count = 1 : i32}> : (!pdl.operation) -> ()
// GENERIC-NEXT: ^bb3:  // pred: ^bb2
// GENERIC-NEXT: %12 = "pdl_interp.get_attribute"(%arg3) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
// GENERIC-NEXT: "pdl_interp.is_not_null"(%12)[^bb4, ^bb18] : (!pdl.attribute) -> ()
// GENERIC-NEXT: ^bb4:  // pred: ^bb3
// GENERIC-NEXT: "pdl_interp.check_attribute"(%12)[^bb5, ^bb18] <{constantValue = 10 : i64}> : (!pdl.attribute) -> ()
// GENERIC-NEXT: ^bb5:  // pred: ^bb4
// GENERIC-NEXT: %13 = "pdl_interp.get_operand"(%arg3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
// GENERIC-NEXT: %14 = "pdl_interp.get_operands"(%arg3) : (!pdl.operation) -> !pdl.range<value>
// GENERIC-NEXT: %15 = "pdl_interp.get_operands"(%arg3) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
// GENERIC-NEXT: %16 = "pdl_interp.get_result"(%arg3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
// GENERIC-NEXT: %17 = "pdl_interp.get_results"(%arg3) : (!pdl.operation) -> !pdl.range<value>
// GENERIC-NEXT: %18 = "pdl_interp.get_results"(%arg3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.range<value>
// GENERIC-NEXT: %19 = "pdl_interp.get_value_type"(%16) : (!pdl.value) -> !pdl.type
// GENERIC-NEXT: %20 = "pdl_interp.get_value_type"(%17) : (!pdl.range<value>) -> !pdl.range<type>
// GENERIC-NEXT: "pdl_interp.check_type"(%19)[^bb6, ^bb18] <{type = i32}> : (!pdl.type) -> ()
// GENERIC-NEXT: ^bb6:  // pred: ^bb5
// GENERIC-NEXT: "pdl_interp.check_types"(%20)[^bb7, ^bb18] <{types = [i32]}> : (!pdl.range<type>) -> ()
// GENERIC-NEXT: ^bb7:  // pred: ^bb6
// GENERIC-NEXT: "pdl_interp.are_equal"(%13, %16)[^bb8, ^bb18] : (!pdl.value, !pdl.value) -> ()
// GENERIC-NEXT: ^bb8:  // pred: ^bb7
// GENERIC-NEXT: %21 = "pdl_interp.get_defining_op"(%13) : (!pdl.value) -> !pdl.operation
// GENERIC-NEXT: %22 = "pdl_interp.get_attribute_type"(%12) : (!pdl.attribute) -> !pdl.type
// GENERIC-NEXT: %23 = "pdl_interp.get_users"(%16) : (!pdl.value) -> !pdl.range<operation>
// GENERIC-NEXT: %24 = "pdl_interp.get_users"(%17) : (!pdl.range<value>) -> !pdl.range<operation>
// GENERIC-NEXT: %25 = "pdl_interp.extract"(%23) <{index = 0 : i32}> : (!pdl.range<operation>) -> !pdl.operation
// GENERIC-NEXT: "pdl_interp.apply_constraint"(%arg3, %12)[^bb9, ^bb18] <{isNegated = false, name = "constraint"}> : (!pdl.operation, !pdl.attribute) -> ()
// GENERIC-NEXT: ^bb9:  // pred: ^bb8
// GENERIC-NEXT: %26 = "pdl_interp.apply_constraint"(%arg3)[^bb10, ^bb18] <{isNegated = true, name = "with_result"}> : (!pdl.operation) -> !pdl.type
// GENERIC-NEXT: ^bb10:  // pred: ^bb9
// GENERIC-NEXT: "pdl_interp.switch_attribute"(%12)[^bb18, ^bb11, ^bb18] <{caseValues = [10, true]}> : (!pdl.attribute) -> ()
// GENERIC-NEXT: ^bb11:  // pred: ^bb10
// GENERIC-NEXT: "pdl_interp.switch_operand_count"(%arg3)[^bb18, ^bb12, ^bb18] <{caseValues = dense<[0, 1]> : vector<2xi32>}> : (!pdl.operation) -> ()
// GENERIC-NEXT: ^bb12:  // pred: ^bb11
// GENERIC-NEXT: "pdl_interp.switch_result_count"(%arg3)[^bb18, ^bb13] <{caseValues = dense<1> : vector<1xi32>}> : (!pdl.operation) -> ()
// GENERIC-NEXT: ^bb13:  // pred: ^bb12
// GENERIC-NEXT: "pdl_interp.switch_operation_name"(%arg3)[^bb18, ^bb14, ^bb18] <{caseValues = ["foo.op", "bar.op"]}> : (!pdl.operation) -> ()
// GENERIC-NEXT: ^bb14:  // pred: ^bb13
// GENERIC-NEXT: "pdl_interp.switch_type"(%19)[^bb18, ^bb15, ^bb18] <{caseValues = [i32, i64]}> : (!pdl.type) -> ()
// GENERIC-NEXT: ^bb15:  // pred: ^bb14
// GENERIC-NEXT: "pdl_interp.switch_types"(%20)[^bb18, ^bb16, ^bb18] <{caseValues = {{\[\[}}i32], [i64, i64]]}> : (!pdl.range<type>) -> ()
// GENERIC-NEXT: ^bb16:  // pred: ^bb15
// GENERIC-NEXT: "pdl_interp.foreach"(%23)[^bb17] ({
// GENERIC-NEXT: ^bb0(%arg4: !pdl.operation):
// GENERIC-NEXT: "pdl_interp.check_operation_name"(%arg4)[^bb2, ^bb1] <{name = "test.user"}> : (!pdl.operation) -> ()
// GENERIC-NEXT: ^bb1:  // pred: ^bb0
// GENERIC-NEXT: "pdl_interp.record_match"(%arg3, %arg4, %arg3, %arg4)[^bb2] <{benefit = 1 : i16, generatedOps = ["test.new"], operandSegmentSizes = array<i32: 2, 2>, rewriter = @rewriters::@rewriter, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
// GENERIC-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// GENERIC-NEXT: "pdl_interp.continue"() : () -> ()
// GENERIC-NEXT: }) : (!pdl.range<operation>) -> ()
// GENERIC-NEXT: ^bb17:  // pred: ^bb16
// GENERIC-NEXT: "pdl_interp.record_match"(%arg3)[^bb18] <{benefit = 2 : i16, operandSegmentSizes = array<i32: 0, 1>, rewriter = @rewriters::@rewriter2}> : (!pdl.operation) -> ()
// GENERIC-NEXT: ^bb18:  // 22 preds: ^bb0, ^bb1, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb10, ^bb11, ^bb11, ^bb12, ^bb13, ^bb13, ^bb14, ^bb14, ^bb15, ^bb15, ^bb17
// GENERIC-NEXT: "pdl_interp.finalize"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "builtin.module"() <{sym_name = "rewriters"}> ({
// GENERIC-NEXT: "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.operation) -> (), sym_name = "rewriter"}> ({
// GENERIC-NEXT: ^bb0(%arg1: !pdl.operation, %arg2: !pdl.operation):
// GENERIC-NEXT: %1 = "pdl_interp.create_type"() <{value = i32}> : () -> !pdl.type
// GENERIC-NEXT: %2 = "pdl_interp.create_types"() <{value = [i32, i64]}> : () -> !pdl.range<type>
// GENERIC-NEXT: %3 = "pdl_interp.create_attribute"() <{value = 10 : i64}> : () -> !pdl.attribute
// GENERIC-NEXT: %4 = "pdl_interp.get_operand"(%arg1) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
// GENERIC-NEXT: %5 = "pdl_interp.create_operation"(%4, %3, %3, %1, %2) <{inputAttributeNames = ["attr", "b"], name = "foo.op", operandSegmentSizes = array<i32: 1, 2, 2>}> : (!pdl.value, !pdl.attribute, !pdl.attribute, !pdl.type, !pdl.range<type>) -> !pdl.operation
// GENERIC-NEXT: %6 = "pdl_interp.create_operation"() <{inputAttributeNames = [], name = "bar.op", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
// GENERIC-NEXT: %7 = "pdl_interp.create_operation"(%4, %4) <{inferredResultTypes, inputAttributeNames = [], name = "arith.addi", operandSegmentSizes = array<i32: 2, 0, 0>}> : (!pdl.value, !pdl.value) -> !pdl.operation
// GENERIC-NEXT: %8 = "pdl_interp.create_range"(%4, %4) : (!pdl.value, !pdl.value) -> !pdl.range<value>
// GENERIC-NEXT: %9 = "pdl_interp.create_range"() : () -> !pdl.range<type>
// GENERIC-NEXT: %10 = "pdl_interp.apply_rewrite"(%arg1) <{name = "rewrite"}> : (!pdl.operation) -> !pdl.value
// GENERIC-NEXT: "pdl_interp.apply_rewrite"() <{name = "rewrite2"}> : () -> ()
// GENERIC-NEXT: %11 = "pdl_interp.get_results"(%5) : (!pdl.operation) -> !pdl.range<value>
// GENERIC-NEXT: "pdl_interp.replace"(%arg1, %11) : (!pdl.operation, !pdl.range<value>) -> ()
// GENERIC-NEXT: "pdl_interp.replace"(%arg2) : (!pdl.operation) -> ()
// GENERIC-NEXT: "pdl_interp.erase"(%6) : (!pdl.operation) -> ()
// GENERIC-NEXT: "pdl_interp.branch"()[^bb1] : () -> ()
// GENERIC-NEXT: ^bb1:  // pred: ^bb0
// GENERIC-NEXT: "pdl_interp.finalize"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "rewriter2"}> ({
// GENERIC-NEXT: ^bb0(%arg0: !pdl.operation):
// GENERIC-NEXT: "pdl_interp.erase"(%arg0) : (!pdl.operation) -> ()
// GENERIC-NEXT: "pdl_interp.finalize"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

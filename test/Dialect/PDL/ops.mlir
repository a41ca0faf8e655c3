// RUN: ropt %s | FileCheck %s
// RUN: ropt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt %s -mlir-print-op-generic | ropt | FileCheck %s
// RUN: ropt %s | ropt | FileCheck %s

// Every pdl op in custom and generic form (expected output from mlir-opt 22): the
// default dialect inside patterns and rewrites, optional symbol names, custom directives
// for attribute lists, range types and result groups, and the handle types.

pdl.pattern @operations : benefit(1) {
  %attribute = pdl.attribute
  %type = pdl.type
  %op0 = pdl.operation {"attr" = %attribute} -> (%type : !pdl.type)
  %op0_result = pdl.result 0 of %op0
  %input = pdl.operand
  %root = pdl.operation(%op0_result, %input : !pdl.value, !pdl.value)
  pdl.rewrite %root with "rewriter"
}

pdl.pattern @rewrite_with_args : benefit(1) {
  %input = pdl.operand
  %root = pdl.operation(%input : !pdl.value)
  pdl.rewrite %root with "rewriter"(%input : !pdl.value)
}

pdl.pattern @rewrite_multi_root : benefit(2) {
  %input1 = pdl.operand
  %input2 = pdl.operand
  %type = pdl.type
  %op1 = pdl.operation(%input1 : !pdl.value) -> (%type : !pdl.type)
  %val1 = pdl.result 0 of %op1
  %root1 = pdl.operation(%val1 : !pdl.value)
  %op2 = pdl.operation(%input2 : !pdl.value) -> (%type : !pdl.type)
  %val2 = pdl.result 0 of %op2
  %root2 = pdl.operation(%val1, %val2 : !pdl.value, !pdl.value)
  pdl.rewrite with "rewriter"(%root1, %root2 : !pdl.operation, !pdl.operation)
}

pdl.pattern @rewrite_inferred : benefit(1) {
  %type = pdl.type : i32
  %root = pdl.operation "foo.op" -> (%type : !pdl.type)
  pdl.rewrite %root {
    %newOp = pdl.operation "foo.op" -> (%type : !pdl.type)
    pdl.replace %root with %newOp
  }
}

pdl.pattern @infer_type_from_operation_replace : benefit(1) {
  %type1 = pdl.type : i32
  %type2 = pdl.type
  %root = pdl.operation -> (%type1, %type2 : !pdl.type, !pdl.type)
  pdl.rewrite %root {
    %type3 = pdl.type
    %newOp = pdl.operation "foo.op" -> (%type1, %type3 : !pdl.type, !pdl.type)
    pdl.replace %root with %newOp
  }
}

pdl.pattern @infer_type_from_result_group : benefit(1) {
  %types = pdl.types
  %operands = pdl.operands : %types
  %root = pdl.operation(%operands : !pdl.range<value>) -> (%types : !pdl.range<type>)
  %res = pdl.results of %root
  %res1 = pdl.results 1 of %root -> !pdl.range<value>
  %res2 = pdl.results 0 of %root -> !pdl.value
  pdl.rewrite %root {
    %newTypes = pdl.types : [i32, i64]
    %newOp = pdl.operation "foo.op" -> (%types, %newTypes : !pdl.range<type>, !pdl.range<type>)
    %r = pdl.range %res1, %res2 : !pdl.range<value>, !pdl.value
    %e = pdl.range : !pdl.range<type>
    %a = pdl.attribute = 10 : i64
    %n:2 = pdl.apply_native_rewrite "make"(%root : !pdl.operation) : !pdl.value, !pdl.type
    pdl.replace %root with (%r : !pdl.range<value>)
    pdl.erase %newOp
  }
}

pdl.pattern @apply_rewrite_with_no_results : benefit(1) {
  %root = pdl.operation
  pdl.apply_native_constraint "c"(%root : !pdl.operation)
  %x = pdl.apply_native_constraint "c2"(%root : !pdl.operation) : !pdl.attribute
  pdl.apply_native_constraint "c3"(%x : !pdl.attribute) {isNegated = true}
  pdl.rewrite %root {
    pdl.apply_native_rewrite "NativeRewrite"(%root : !pdl.operation)
  }
}

pdl.pattern : benefit(1) {
  %t = pdl.type
  %a = pdl.attribute : %t
  %root = pdl.operation "x.y" {"a" = %a, "b" = %a} -> (%t : !pdl.type)
  pdl.rewrite %root {
    pdl.erase %root
  }
}

// CHECK: module {
// CHECK-NEXT: pdl.pattern @operations : benefit(1) {
// CHECK-NEXT: %0 = attribute
// CHECK-NEXT: %1 = type
// CHECK-NEXT: %2 = operation  {"attr" = %0} -> (%1 : !pdl.type)
// CHECK-NEXT: %3 = result 0 of %2
// CHECK-NEXT: %4 = operand
// CHECK-NEXT: %5 = operation(%3, %4 : !pdl.value, !pdl.value)
// CHECK-NEXT: rewrite %5 with "rewriter"
// CHECK-NEXT: }
// CHECK-NEXT: pdl.pattern @rewrite_with_args : benefit(1) {
// CHECK-NEXT: %0 = operand
// CHECK-NEXT: %1 = operation(%0 : !pdl.value)
// CHECK-NEXT: rewrite %1 with "rewriter"(%0 : !pdl.value)
// CHECK-NEXT: }
// CHECK-NEXT: pdl.pattern @rewrite_multi_root : benefit(2) {
// CHECK-NEXT: %0 = operand
// CHECK-NEXT: %1 = operand
// CHECK-NEXT: %2 = type
// CHECK-NEXT: %3 = operation(%0 : !pdl.value)  -> (%2 : !pdl.type)
// CHECK-NEXT: %4 = result 0 of %3
// CHECK-NEXT: %5 = operation(%4 : !pdl.value)
// CHECK-NEXT: %6 = operation(%1 : !pdl.value)  -> (%2 : !pdl.type)
// CHECK-NEXT: %7 = result 0 of %6
// CHECK-NEXT: %8 = operation(%4, %7 : !pdl.value, !pdl.value)
// CHECK-NEXT: rewrite with "rewriter"(%5, %8 : !pdl.operation, !pdl.operation)
// CHECK-NEXT: }
// CHECK-NEXT: pdl.pattern @rewrite_inferred : benefit(1) {
// CHECK-NEXT: %0 = type : i32
// CHECK-NEXT: %1 = operation "foo.op"  -> (%0 : !pdl.type)
// CHECK-NEXT: rewrite %1 {
// CHECK-NEXT: %2 = operation "foo.op"  -> (%0 : !pdl.type)
// CHECK-NEXT: replace %1 with %2
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: pdl.pattern @infer_type_from_operation_replace : benefit(1) {
// CHECK-NEXT: %0 = type : i32
// CHECK-NEXT: %1 = type
// CHECK-NEXT: %2 = operation  -> (%0, %1 : !pdl.type, !pdl.type)
// CHECK-NEXT: rewrite %2 {
// CHECK-NEXT: %3 = type
// CHECK-NEXT: %4 = operation "foo.op"  -> (%0, %3 : !pdl.type, !pdl.type)
// CHECK-NEXT: replace %2 with %4
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: pdl.pattern @infer_type_from_result_group : benefit(1) {
// CHECK-NEXT: %0 = types
// CHECK-NEXT: %1 = operands : %0
// CHECK-NEXT: %2 = operation(%1 : !pdl.range<value>)  -> (%0 : !pdl.range<type>)
// CHECK-NEXT: %3 = results of %2
// CHECK-NEXT: %4 = results 1 of %2  -> !pdl.range<value>
// CHECK-NEXT: %5 = results 0 of %2  -> !pdl.value
// CHECK-NEXT: rewrite %2 {
// CHECK-NEXT: %6 = types : [i32, i64]
// CHECK-NEXT: %7 = operation "foo.op"  -> (%0, %6 : !pdl.range<type>, !pdl.range<type>)
// CHECK-NEXT: %8 = range %4, %5 : !pdl.range<value>, !pdl.value
// CHECK-NEXT: %9 = range : !pdl.range<type>
// CHECK-NEXT: %10 = attribute = 10 : i64
// CHECK-NEXT: %11:2 = apply_native_rewrite "make"(%2 : !pdl.operation) : !pdl.value, !pdl.type
// CHECK-NEXT: replace %2 with(%8 : !pdl.range<value>)
// CHECK-NEXT: erase %7
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: pdl.pattern @apply_rewrite_with_no_results : benefit(1) {
// CHECK-NEXT: %0 = operation
// CHECK-NEXT: apply_native_constraint "c"(%0 : !pdl.operation)
// CHECK-NEXT: %1 = apply_native_constraint "c2"(%0 : !pdl.operation) : !pdl.attribute
// CHECK-NEXT: apply_native_constraint "c3"(%1 : !pdl.attribute) {isNegated = true}
// CHECK-NEXT: rewrite %0 {
// CHECK-NEXT: apply_native_rewrite "NativeRewrite"(%0 : !pdl.operation)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: pdl.pattern : benefit(1) {
// CHECK-NEXT: %0 = type
// CHECK-NEXT: %1 = attribute : %0
// CHECK-NEXT: %2 = operation "x.y"  {"a" = %1, "b" = %1} -> (%0 : !pdl.type)
// CHECK-NEXT: rewrite %2 {
// CHECK-NEXT: erase %2
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "pdl.pattern"() <{benefit = 1 : i16, sym_name = "operations"}> ({
// GENERIC-NEXT: %36 = "pdl.attribute"() : () -> !pdl.attribute
// GENERIC-NEXT: %37 = "pdl.type"() : () -> !pdl.type
// GENERIC-NEXT: %38 = "pdl.operation"(%36, %37) <{attributeValueNames = ["attr"], operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
// GENERIC-NEXT: %39 = "pdl.result"(%38) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
// GENERIC-NEXT: %40 = "pdl.operand"() : () -> !pdl.value
// GENERIC-NEXT: %41 = "pdl.operation"(%39, %40) <{attributeValueNames = [], operandSegmentSizes = array<i32: 2, 0, 0>}> : (!pdl.value, !pdl.value) -> !pdl.operation
// GENERIC-NEXT: "pdl.rewrite"(%41) <{name = "rewriter", operandSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC-NEXT: }) : (!pdl.operation) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "pdl.pattern"() <{benefit = 1 : i16, sym_name = "rewrite_with_args"}> ({
// GENERIC-NEXT: %34 = "pdl.operand"() : () -> !pdl.value
// GENERIC-NEXT: %35 = "pdl.operation"(%34) <{attributeValueNames = [], operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.value) -> !pdl.operation
// GENERIC-NEXT: "pdl.rewrite"(%35, %34) <{name = "rewriter", operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: }) : (!pdl.operation, !pdl.value) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "pdl.pattern"() <{benefit = 2 : i16, sym_name = "rewrite_multi_root"}> ({
// GENERIC-NEXT: %25 = "pdl.operand"() : () -> !pdl.value
// GENERIC-NEXT: %26 = "pdl.operand"() : () -> !pdl.value
// GENERIC-NEXT: %27 = "pdl.type"() : () -> !pdl.type
// GENERIC-NEXT: %28 = "pdl.operation"(%25, %27) <{attributeValueNames = [], operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
// GENERIC-NEXT: %29 = "pdl.result"(%28) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
// GENERIC-NEXT: %30 = "pdl.operation"(%29) <{attributeValueNames = [], operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.value) -> !pdl.operation
// GENERIC-NEXT: %31 = "pdl.operation"(%26, %27) <{attributeValueNames = [], operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
// GENERIC-NEXT: %32 = "pdl.result"(%31) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
// GENERIC-NEXT: %33 = "pdl.operation"(%29, %32) <{attributeValueNames = [], operandSegmentSizes = array<i32: 2, 0, 0>}> : (!pdl.value, !pdl.value) -> !pdl.operation
// GENERIC-NEXT: "pdl.rewrite"(%30, %33) <{name = "rewriter", operandSegmentSizes = array<i32: 0, 2>}> ({
// GENERIC-NEXT: }) : (!pdl.operation, !pdl.operation) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "pdl.pattern"() <{benefit = 1 : i16, sym_name = "rewrite_inferred"}> ({
// GENERIC-NEXT: %22 = "pdl.type"() <{constantType = i32}> : () -> !pdl.type
// GENERIC-NEXT: %23 = "pdl.operation"(%22) <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
// GENERIC-NEXT: "pdl.rewrite"(%23) <{operandSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC-NEXT: %24 = "pdl.operation"(%22) <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
// GENERIC-NEXT: "pdl.replace"(%23, %24) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
// GENERIC-NEXT: }) : (!pdl.operation) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "pdl.pattern"() <{benefit = 1 : i16, sym_name = "infer_type_from_operation_replace"}> ({
// GENERIC-NEXT: %17 = "pdl.type"() <{constantType = i32}> : () -> !pdl.type
// GENERIC-NEXT: %18 = "pdl.type"() : () -> !pdl.type
// GENERIC-NEXT: %19 = "pdl.operation"(%17, %18) <{attributeValueNames = [], operandSegmentSizes = array<i32: 0, 0, 2>}> : (!pdl.type, !pdl.type) -> !pdl.operation
// GENERIC-NEXT: "pdl.rewrite"(%19) <{operandSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC-NEXT: %20 = "pdl.type"() : () -> !pdl.type
// GENERIC-NEXT: %21 = "pdl.operation"(%17, %20) <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 2>}> : (!pdl.type, !pdl.type) -> !pdl.operation
// GENERIC-NEXT: "pdl.replace"(%19, %21) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
// GENERIC-NEXT: }) : (!pdl.operation) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "pdl.pattern"() <{benefit = 1 : i16, sym_name = "infer_type_from_result_group"}> ({
// GENERIC-NEXT: %5 = "pdl.types"() : () -> !pdl.range<type>
// GENERIC-NEXT: %6 = "pdl.operands"(%5) : (!pdl.range<type>) -> !pdl.range<value>
// GENERIC-NEXT: %7 = "pdl.operation"(%6, %5) <{attributeValueNames = [], operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.range<value>, !pdl.range<type>) -> !pdl.operation
// GENERIC-NEXT: %8 = "pdl.results"(%7) : (!pdl.operation) -> !pdl.range<value>
// GENERIC-NEXT: %9 = "pdl.results"(%7) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.range<value>
// GENERIC-NEXT: %10 = "pdl.results"(%7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
// GENERIC-NEXT: "pdl.rewrite"(%7) <{operandSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC-NEXT: %11 = "pdl.types"() <{constantTypes = [i32, i64]}> : () -> !pdl.range<type>
// GENERIC-NEXT: %12 = "pdl.operation"(%5, %11) <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 2>}> : (!pdl.range<type>, !pdl.range<type>) -> !pdl.operation
// GENERIC-NEXT: %13 = "pdl.range"(%9, %10) : (!pdl.range<value>, !pdl.value) -> !pdl.range<value>
// GENERIC-NEXT: %14 = "pdl.range"() : () -> !pdl.range<type>
// GENERIC-NEXT: %15 = "pdl.attribute"() <{value = 10 : i64}> : () -> !pdl.attribute
// GENERIC-NEXT: %16:2 = "pdl.apply_native_rewrite"(%7) <{name = "make"}> : (!pdl.operation) -> (!pdl.value, !pdl.type)
// GENERIC-NEXT: "pdl.replace"(%7, %13) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.range<value>) -> ()
// GENERIC-NEXT: "pdl.erase"(%12) : (!pdl.operation) -> ()
// GENERIC-NEXT: }) : (!pdl.operation) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "pdl.pattern"() <{benefit = 1 : i16, sym_name = "apply_rewrite_with_no_results"}> ({
// GENERIC-NEXT: %3 = "pdl.operation"() <{attributeValueNames = [], operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
// GENERIC-NEXT: "pdl.apply_native_constraint"(%3) <{isNegated = false, name = "c"}> : (!pdl.operation) -> ()
// GENERIC-NEXT: %4 = "pdl.apply_native_constraint"(%3) <{isNegated = false, name = "c2"}> : (!pdl.operation) -> !pdl.attribute
// GENERIC-NEXT: "pdl.apply_native_constraint"(%4) <{isNegated = true, name = "c3"}> : (!pdl.attribute) -> ()
// GENERIC-NEXT: "pdl.rewrite"(%3) <{operandSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC-NEXT: "pdl.apply_native_rewrite"(%3) <{name = "NativeRewrite"}> : (!pdl.operation) -> ()
// GENERIC-NEXT: }) : (!pdl.operation) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "pdl.pattern"() <{benefit = 1 : i16}> ({
// GENERIC-NEXT: %0 = "pdl.type"() : () -> !pdl.type
// GENERIC-NEXT: %1 = "pdl.attribute"(%0) : (!pdl.type) -> !pdl.attribute
// GENERIC-NEXT: %2 = "pdl.operation"(%1, %1, %0) <{attributeValueNames = ["a", "b"], opName = "x.y", operandSegmentSizes = array<i32: 0, 2, 1>}> : (!pdl.attribute, !pdl.attribute, !pdl.type) -> !pdl.operation
// GENERIC-NEXT: "pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC-NEXT: "pdl.erase"(%2) : (!pdl.operation) -> ()
// GENERIC-NEXT: }) : (!pdl.operation) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

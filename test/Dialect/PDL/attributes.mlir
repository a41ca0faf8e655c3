// RUN: ropt %s | FileCheck %s
// RUN: ropt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt %s -mlir-print-op-generic | ropt | FileCheck %s

// Attribute dictionaries (after `attributes` for ops with attr-dict-with-keyword),
// dictionary values, locations, typed operands and function signatures with argument
// attributes; expected output from mlir-opt 22.

pdl.pattern @attribute_with_dict : benefit(1) {
  %attr = attribute = {some_unit_attr} attributes {pdl.special_attribute}
  %root = operation {"attribute" = %attr}
  rewrite %root {
    %attr2 = attribute = {some_unit_attr} attributes {pdl.special_attribute}
    apply_native_rewrite "NativeRewrite"(%attr2 : !pdl.attribute)
  }
}

pdl.pattern @with_attrs : benefit(3) attributes {foo = 1} {
  %t = type {a} : i32
  %ts = types : [i32, i64]
  %op = operation "x.y" -> (%t, %ts : !pdl.type, !pdl.range<type>) {z = 2}
  rewrite %op with "r" attributes {q}
}

pdl.pattern @apply_constraint_with_no_results : benefit(1) {
  %root = operation
  apply_native_constraint "NativeConstraint"(%root : !pdl.operation)
  rewrite %root with "rewriter"
}

pdl.pattern @infer_type_from_type_used_in_match : benefit(1) {
  %type1 = type : i32
  %type2 = type
  %operand1 = operand : %type1
  %operand2 = operand : %type2
  %root = operation (%operand1, %operand2 : !pdl.value, !pdl.value)
  rewrite %root {
    %newOp = operation "foo.op" -> (%type1, %type2 : !pdl.type, !pdl.type)
  }
}

pdl.pattern @infer_type_from_types_used_in_match : benefit(1) {
  %types1 = types
  %types2 = types
  %operands1 = operands : %types1
  %operands2 = operands : %types2
  %root = operation (%operands1, %operands2 : !pdl.range<value>, !pdl.range<value>)
  rewrite %root {
    %newOp = operation "foo.op" -> (%types1, %types2 : !pdl.range<type>, !pdl.range<type>)
  }
}

pdl.pattern @apply_rewrite_with_no_results : benefit(1) {
  %root = operation
  rewrite %root {
    apply_native_rewrite "NativeRewrite"(%root : !pdl.operation)
  }
}

pdl.pattern @attribute_with_loc : benefit(1) {
  %root = operation loc("x")
  rewrite %root with "r" loc("y")
}

pdl_interp.func @f(%a : !pdl.operation {x.y}, %b : !pdl.value) -> !pdl.type attributes {q} {
  %t = pdl_interp.get_value_type of %b : !pdl.type
  pdl_interp.finalize
}

// CHECK: module {
// CHECK-NEXT: pdl.pattern @attribute_with_dict : benefit(1) {
// CHECK-NEXT: %0 = attribute = {some_unit_attr} attributes {pdl.special_attribute}
// CHECK-NEXT: %1 = operation  {"attribute" = %0}
// CHECK-NEXT: rewrite %1 {
// CHECK-NEXT: %2 = attribute = {some_unit_attr} attributes {pdl.special_attribute}
// CHECK-NEXT: apply_native_rewrite "NativeRewrite"(%2 : !pdl.attribute)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: pdl.pattern @with_attrs : benefit(3) attributes {foo = 1 : i64} {
// CHECK-NEXT: %0 = type {a} : i32
// CHECK-NEXT: %1 = types : [i32, i64]
// CHECK-NEXT: %2 = operation "x.y"  -> (%0, %1 : !pdl.type, !pdl.range<type>) {z = 2 : i64}
// CHECK-NEXT: rewrite %2 with "r" attributes {q}
// CHECK-NEXT: }
// CHECK-NEXT: pdl.pattern @apply_constraint_with_no_results : benefit(1) {
// CHECK-NEXT: %0 = operation
// CHECK-NEXT: apply_native_constraint "NativeConstraint"(%0 : !pdl.operation)
// CHECK-NEXT: rewrite %0 with "rewriter"
// CHECK-NEXT: }
// CHECK-NEXT: pdl.pattern @infer_type_from_type_used_in_match : benefit(1) {
// CHECK-NEXT: %0 = type : i32
// CHECK-NEXT: %1 = type
// CHECK-NEXT: %2 = operand : %0
// CHECK-NEXT: %3 = operand : %1
// CHECK-NEXT: %4 = operation(%2, %3 : !pdl.value, !pdl.value)
// CHECK-NEXT: rewrite %4 {
// CHECK-NEXT: %5 = operation "foo.op"  -> (%0, %1 : !pdl.type, !pdl.type)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: pdl.pattern @infer_type_from_types_used_in_match : benefit(1) {
// CHECK-NEXT: %0 = types
// CHECK-NEXT: %1 = types
// CHECK-NEXT: %2 = operands : %0
// CHECK-NEXT: %3 = operands : %1
// CHECK-NEXT: %4 = operation(%2, %3 : !pdl.range<value>, !pdl.range<value>)
// CHECK-NEXT: rewrite %4 {
// CHECK-NEXT: %5 = operation "foo.op"  -> (%0, %1 : !pdl.range<type>, !pdl.range<type>)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: pdl.pattern @apply_rewrite_with_no_results : benefit(1) {
// CHECK-NEXT: %0 = operation
// CHECK-NEXT: rewrite %0 {
// CHECK-NEXT: apply_native_rewrite "NativeRewrite"(%0 : !pdl.operation)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: pdl.pattern @attribute_with_loc : benefit(1) {
// CHECK-NEXT: %0 = operation
// CHECK-NEXT: rewrite %0 with "r"
// CHECK-NEXT: }
// CHECK-NEXT: pdl_interp.func @f(%arg0: !pdl.operation {x.y}, %arg1: !pdl.value) -> !pdl.type attributes {q} {
// CHECK-NEXT: %0 = pdl_interp.get_value_type of %arg1 : !pdl.type
// CHECK-NEXT: pdl_interp.finalize
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "pdl.pattern"() <{benefit = 1 : i16, sym_name = "attribute_with_dict"}> ({
// GENERIC-NEXT: %19 = "pdl.attribute"() <{value = {some_unit_attr}}> {pdl.special_attribute} : () -> !pdl.attribute
// GENERIC-NEXT: %20 = "pdl.operation"(%19) <{attributeValueNames = ["attribute"], operandSegmentSizes = array<i32: 0, 1, 0>}> : (!pdl.attribute) -> !pdl.operation
// GENERIC-NEXT: "pdl.rewrite"(%20) <{operandSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC-NEXT: %21 = "pdl.attribute"() <{value = {some_unit_attr}}> {pdl.special_attribute} : () -> !pdl.attribute
// GENERIC-NEXT: "pdl.apply_native_rewrite"(%21) <{name = "NativeRewrite"}> : (!pdl.attribute) -> ()
// GENERIC-NEXT: }) : (!pdl.operation) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "pdl.pattern"() <{benefit = 3 : i16, sym_name = "with_attrs"}> ({
// GENERIC-NEXT: %16 = "pdl.type"() <{constantType = i32}> {a} : () -> !pdl.type
// GENERIC-NEXT: %17 = "pdl.types"() <{constantTypes = [i32, i64]}> : () -> !pdl.range<type>
// GENERIC-NEXT: %18 = "pdl.operation"(%16, %17) <{attributeValueNames = [], opName = "x.y", operandSegmentSizes = array<i32: 0, 0, 2>}> {z = 2 : i64} : (!pdl.type, !pdl.range<type>) -> !pdl.operation
// GENERIC-NEXT: "pdl.rewrite"(%18) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC-NEXT: }) {q} : (!pdl.operation) -> ()
// GENERIC-NEXT: }) {foo = 1 : i64} : () -> ()
// GENERIC-NEXT: "pdl.pattern"() <{benefit = 1 : i16, sym_name = "apply_constraint_with_no_results"}> ({
// GENERIC-NEXT: %15 = "pdl.operation"() <{attributeValueNames = [], operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
// GENERIC-NEXT: "pdl.apply_native_constraint"(%15) <{isNegated = false, name = "NativeConstraint"}> : (!pdl.operation) -> ()
// GENERIC-NEXT: "pdl.rewrite"(%15) <{name = "rewriter", operandSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC-NEXT: }) : (!pdl.operation) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "pdl.pattern"() <{benefit = 1 : i16, sym_name = "infer_type_from_type_used_in_match"}> ({
// GENERIC-NEXT: %9 = "pdl.type"() <{constantType = i32}> : () -> !pdl.type
// GENERIC-NEXT: %10 = "pdl.type"() : () -> !pdl.type
// GENERIC-NEXT: %11 = "pdl.operand"(%9) : (!pdl.type) -> !pdl.value
// GENERIC-NEXT: %12 = "pdl.operand"(%10) : (!pdl.type) -> !pdl.value
// GENERIC-NEXT: %13 = "pdl.operation"(%11, %12) <{attributeValueNames = [], operandSegmentSizes = array<i32: 2, 0, 0>}> : (!pdl.value, !pdl.value) -> !pdl.operation
// GENERIC-NEXT: "pdl.rewrite"(%13) <{operandSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC-NEXT: %14 = "pdl.operation"(%9, %10) <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 2>}> : (!pdl.type, !pdl.type) -> !pdl.operation
// GENERIC-NEXT: }) : (!pdl.operation) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "pdl.pattern"() <{benefit = 1 : i16, sym_name = "infer_type_from_types_used_in_match"}> ({
// GENERIC-NEXT: %3 = "pdl.types"() : () -> !pdl.range<type>
// GENERIC-NEXT: %4 = "pdl.types"() : () -> !pdl.range<type>
// GENERIC-NEXT: %5 = "pdl.operands"(%3) : (!pdl.range<type>) -> !pdl.range<value>
// GENERIC-NEXT: %6 = "pdl.operands"(%4) : (!pdl.range<type>) -> !pdl.range<value>
// GENERIC-NEXT: %7 = "pdl.operation"(%5, %6) <{attributeValueNames = [], operandSegmentSizes = array<i32: 2, 0, 0>}> : (!pdl.range<value>, !pdl.range<value>) -> !pdl.operation
// GENERIC-NEXT: "pdl.rewrite"(%7) <{operandSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC-NEXT: %8 = "pdl.operation"(%3, %4) <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 2>}> : (!pdl.range<type>, !pdl.range<type>) -> !pdl.operation
// GENERIC-NEXT: }) : (!pdl.operation) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "pdl.pattern"() <{benefit = 1 : i16, sym_name = "apply_rewrite_with_no_results"}> ({
// GENERIC-NEXT: %2 = "pdl.operation"() <{attributeValueNames = [], operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
// GENERIC-NEXT: "pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC-NEXT: "pdl.apply_native_rewrite"(%2) <{name = "NativeRewrite"}> : (!pdl.operation) -> ()
// GENERIC-NEXT: }) : (!pdl.operation) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "pdl.pattern"() <{benefit = 1 : i16, sym_name = "attribute_with_loc"}> ({
// GENERIC-NEXT: %1 = "pdl.operation"() <{attributeValueNames = [], operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
// GENERIC-NEXT: "pdl.rewrite"(%1) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC-NEXT: }) : (!pdl.operation) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "pdl_interp.func"() <{arg_attrs = [{x.y}, {}], function_type = (!pdl.operation, !pdl.value) -> !pdl.type, sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg0: !pdl.operation, %arg1: !pdl.value):
// GENERIC-NEXT: %0 = "pdl_interp.get_value_type"(%arg1) : (!pdl.value) -> !pdl.type
// GENERIC-NEXT: "pdl_interp.finalize"() : () -> ()
// GENERIC-NEXT: }) {q} : () -> ()
// GENERIC-NEXT: }) : () -> ()

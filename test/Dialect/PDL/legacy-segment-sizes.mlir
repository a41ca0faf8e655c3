// RUN: ropt %s | FileCheck %s
// RUN: ropt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The generic form still reads segment sizes under their pre-2023 name, `operand_segment_sizes`,
// as mlir-opt 22 does: they become the `operandSegmentSizes` property (and a duplicate is dropped).

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  "pdl.rewrite"(%op) ({
  ^bb1:
    %t = type : i32
    %new = "pdl.operation"(%t) {attributeValueNames = [], opName = "bar.op", operand_segment_sizes = array<i32: 0, 0, 1>} : (!pdl.type) -> !pdl.operation
    "pdl.replace"(%op, %new) {operand_segment_sizes = array<i32: 1, 1, 0>, keep = 1} : (!pdl.operation, !pdl.operation) -> ()
  }) {operand_segment_sizes = array<i32: 1, 0>} : (!pdl.operation) -> ()
}
"pdl_interp.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %type = pdl_interp.create_type i32
  %op = "pdl_interp.create_operation"(%type) {inputAttributeNames = [], name = "foo.op", operand_segment_sizes = array<i32: 0, 0, 1>, operandSegmentSizes = array<i32: 0, 0, 1>} : (!pdl.type) -> (!pdl.operation)
  pdl_interp.finalize
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   pdl.pattern : benefit(1) {
// CHECK-NEXT:     %0 = operation "foo.op"
// CHECK-NEXT:     rewrite %0 {
// CHECK-NEXT:       %1 = type : i32
// CHECK-NEXT:       %2 = operation "bar.op"  -> (%1 : !pdl.type)
// CHECK-NEXT:       replace %0 with %2 {keep = 1 : i64}
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   pdl_interp.func @f() {
// CHECK-NEXT:     %0 = pdl_interp.create_type i32
// CHECK-NEXT:     %1 = pdl_interp.create_operation "foo.op"  -> (%0 : !pdl.type)
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "pdl.pattern"() <{benefit = 1 : i16}> ({
// GENERIC-NEXT:     %2 = "pdl.operation"() <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
// GENERIC-NEXT:     "pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC-NEXT:       %3 = "pdl.type"() <{constantType = i32}> : () -> !pdl.type
// GENERIC-NEXT:       %4 = "pdl.operation"(%3) <{attributeValueNames = [], opName = "bar.op", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
// GENERIC-NEXT:       "pdl.replace"(%2, %4) <{operandSegmentSizes = array<i32: 1, 1, 0>}> {keep = 1 : i64} : (!pdl.operation, !pdl.operation) -> ()
// GENERIC-NEXT:     }) : (!pdl.operation) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "pdl_interp.func"() <{function_type = () -> (), sym_name = "f"}> ({
// GENERIC-NEXT:     %0 = "pdl_interp.create_type"() <{value = i32}> : () -> !pdl.type
// GENERIC-NEXT:     %1 = "pdl_interp.create_operation"(%0) <{inputAttributeNames = [], name = "foo.op", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
// GENERIC-NEXT:     "pdl_interp.finalize"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

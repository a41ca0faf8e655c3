// A unit attribute anchoring an optional keyword group; the attribute given in the dictionary prints as the keyword.
// Expected text: mlir-opt 22 on the same input (its test dialect has these ops).
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s -mlir-print-op-generic | ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td | FileCheck %s

// CHECK: func.func @f() {
// CHECK-NEXT:   test.format_optional_unit_attribute is_optional
// CHECK-NEXT:   test.format_optional_unit_attribute
// CHECK-NEXT:   test.format_optional_unit_attribute is_optional
// CHECK-NEXT:   test.format_optional_unit_attribute is_optional {other}
// CHECK-NEXT:   test.format_optional_unit_attribute is_optional {x = 1 : i32}
// CHECK-NEXT:   return
// CHECK-NEXT: }
// GENERIC: "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
// GENERIC-NEXT:   "test.format_optional_unit_attribute"() <{is_optional}> : () -> ()
// GENERIC-NEXT:   "test.format_optional_unit_attribute"() : () -> ()
// GENERIC-NEXT:   "test.format_optional_unit_attribute"() <{is_optional}> : () -> ()
// GENERIC-NEXT:   "test.format_optional_unit_attribute"() <{is_optional}> {other} : () -> ()
// GENERIC-NEXT:   "test.format_optional_unit_attribute"() <{is_optional}> {x = 1 : i32} : () -> ()
// GENERIC-NEXT:   "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @f() {
  test.format_optional_unit_attribute is_optional
  test.format_optional_unit_attribute
  test.format_optional_unit_attribute {is_optional}
  test.format_optional_unit_attribute is_optional {other}
  "test.format_optional_unit_attribute"() <{is_optional}> {x = 1 : i32} : () -> ()
  return
}

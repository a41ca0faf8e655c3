// Properties in custom directives of the test dialect (UsingPropertyInCustom, IntProperty,
// SumProperty with a `ref`): input, output and errors are mlir-opt 22's.
// RUN: ropt %s | FileCheck %s
// RUN: ropt %s | ropt | FileCheck %s
// RUN: ropt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: not ropt %S/Inputs/properties-custom-directives-bad.mlir -split-input-file 2>&1 | FileCheck %S/Inputs/properties-custom-directives-bad.mlir

test.using_property_in_custom [1, 4, 20]
test.using_property_in_custom []
test.using_property_in_custom_and_other [1] <{other = 3}>
test.using_property_ref_in_custom 1 + 4 = 5
test.using_property_ref_in_custom true + 4 = 3
"test.using_property_ref_in_custom"() <{first = 1, second = 3}> : () -> ()

// CHECK-LABEL: module {
// CHECK-NEXT: test.using_property_in_custom [1, 4, 20]
// CHECK-NEXT: test.using_property_in_custom []
// CHECK-NEXT: test.using_property_in_custom_and_other [1] <{other = 3 : i64}>
// CHECK-NEXT: test.using_property_ref_in_custom 1 + 4 = 5
// CHECK-NEXT: test.using_property_ref_in_custom -1 + 4 = 3
// CHECK-NEXT: test.using_property_ref_in_custom 1 + 3 = 4
// GEN-LABEL: "builtin.module"
// GEN-NEXT: "test.using_property_in_custom"() <{prop = array<i64: 1, 4, 20>}> : () -> ()
// GEN-NEXT: "test.using_property_in_custom"() <{prop = array<i64>}> : () -> ()
// GEN-NEXT: "test.using_property_in_custom_and_other"() <{other = 3 : i64, prop = array<i64: 1>}> : () -> ()
// GEN-NEXT: "test.using_property_ref_in_custom"() <{first = 1 : i64, second = 4 : i64}> : () -> ()
// GEN-NEXT: "test.using_property_ref_in_custom"() <{first = -1 : i64, second = 4 : i64}> : () -> ()
// GEN-NEXT: "test.using_property_ref_in_custom"() <{first = 1 : i64, second = 3 : i64}> : () -> ()


// Rules over property arguments run at run time (--load-patterns): constraints see the
// property's value, ConstantProp matches and builds, NativeCodeCalls compute properties from
// property values; built ops get every property (generic form). With `dp.` read as `test.`,
// the input and the custom-form output are mlir-opt 22's for -test-greedy-patterns.
// RUN: ropt %s --load-dialect %S/Inputs/properties.td --load-patterns %S/Inputs/properties.td -canonicalize | FileCheck %s
// RUN: ropt %s --load-dialect %S/Inputs/properties.td --load-patterns %S/Inputs/properties.td -canonicalize -mlir-print-op-generic | FileCheck %s --check-prefix=GEN

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %0 = dp.prop_pattern_op_1 "tag" 6 true
// CHECK-NEXT: %1 = dp.prop_pattern_op_1 "tag" -6 false
// CHECK-NEXT: dp.prop_pattern_op_2 %1 "tag.xyz"
// CHECK-NEXT: %2 = dp.prop_pattern_op_1 "t" -1 false
// CHECK-NEXT: %3 = dp.prop_pattern_op_1 "u" 2 true
// CHECK-NEXT: dp.prop_pattern_op_2 %3 ""
// CHECK-NEXT: dp.narrow 8
// CHECK-NEXT: dp.narrow 9
// CHECK-NEXT: return %0 : i32
// GEN: "dp.prop_pattern_op_1"() <{cond = true, tag = "tag", val = 6 : i64}> : () -> i32
// GEN: "dp.narrow"() <{val = 8 : i32}> : () -> ()
func.func @f() -> i32 {
  %0 = dp.prop_pattern_op_1 "tag" 5 false
  dp.prop_pattern_op_2 %0 "xyz"
  // Not matched: a negative value; an empty string (the constraint on `$tag2`).
  %1 = dp.prop_pattern_op_1 "t" -1 false
  %2 = dp.prop_pattern_op_1 "u" 2 true
  dp.prop_pattern_op_2 %2 ""
  dp.narrow 7
  dp.narrow 9
  return %0 : i32
}

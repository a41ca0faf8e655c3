// Property predicates (ConfinedProp) are checked by the verifier, an optional's on the value
// it holds, with mlir-opt 22's messages for the same ops of its test dialect (`test.` for `tp.`).
// RUN: not ropt --load-dialect %S/Inputs/prop-args.td %s -split-input-file 2>&1 | FileCheck %s

tp.op_with_property_predicates <{more_constrained = 2 : i64, non_empty_unconstrained = [1], scalar = -1 : i64, unconstrained = 3}>
// -----
tp.op_with_property_predicates <{more_constrained = 7 : i64, non_empty_unconstrained = [], scalar = 1 : i64, unconstrained = 3}>
// -----
tp.op_with_property_predicates <{more_constrained = 7 : i64, non_empty_unconstrained = [1], scalar = 1 : i64, unconstrained = 3}>
// -----
tp.op_with_property_predicates <{more_constrained = 2 : i64, non_empty_unconstrained = [1], scalar = 1 : i64, unconstrained = 3, optional = [-3]}>
// -----
tp.op_with_property_predicates <{more_constrained = 2 : i64, non_empty_unconstrained = [1], scalar = 1 : i64, unconstrained = 3, non_empty_optional = [[]]}>
// -----
tp.op_with_property_predicates <{array = 1, more_constrained = 2 : i64, non_empty_unconstrained = [1], scalar = 1 : i64, unconstrained = 3}>
// -----
tp.op_with_property_predicates <{array = [1, "x"], more_constrained = 2 : i64, non_empty_unconstrained = [1], scalar = 1 : i64, unconstrained = 3}>
// -----
tp.op_with_property_predicates <{more_constrained = 0 : i64, non_empty_unconstrained = [1], optional = [0], non_empty_optional = [[2]], scalar = 0 : i64, unconstrained = -3}>

// CHECK: properties-predicates.mlir:5:1: error: 'tp.op_with_property_predicates' op property 'scalar' failed to satisfy constraint: non-negative int64_t
// CHECK: properties-predicates.mlir:5:1: note: see current operation: "tp.op_with_property_predicates"() <{defaulted = 0 : i64, more_constrained = 2 : i64, non_empty_optional = [], non_empty_unconstrained = [1], optional = [], scalar = -1 : i64, unconstrained = 3 : i64}> : () -> ()
// CHECK: properties-predicates.mlir:7:1: error: 'tp.op_with_property_predicates' op property 'more_constrained' failed to satisfy constraint: between 0 and 5
// CHECK: properties-predicates.mlir:7:1: note: see current operation: "tp.op_with_property_predicates"() <{defaulted = 0 : i64, more_constrained = 7 : i64, non_empty_optional = [], non_empty_unconstrained = [], optional = [], scalar = 1 : i64, unconstrained = 3 : i64}> : () -> ()
// CHECK: properties-predicates.mlir:9:1: error: 'tp.op_with_property_predicates' op property 'more_constrained' failed to satisfy constraint: between 0 and 5
// CHECK: properties-predicates.mlir:9:1: note: see current operation: "tp.op_with_property_predicates"() <{defaulted = 0 : i64, more_constrained = 7 : i64, non_empty_optional = [], non_empty_unconstrained = [1], optional = [], scalar = 1 : i64, unconstrained = 3 : i64}> : () -> ()
// CHECK: properties-predicates.mlir:11:1: error: 'tp.op_with_property_predicates' op property 'optional' failed to satisfy constraint: optional non-negative int64_t
// CHECK: properties-predicates.mlir:11:1: note: see current operation: "tp.op_with_property_predicates"() <{defaulted = 0 : i64, more_constrained = 2 : i64, non_empty_optional = [], non_empty_unconstrained = [1], optional = [-3], scalar = 1 : i64, unconstrained = 3 : i64}> : () -> ()
// CHECK: properties-predicates.mlir:13:1: error: 'tp.op_with_property_predicates' op property 'non_empty_optional' failed to satisfy constraint: optional non-empty array of int64_t
// CHECK: properties-predicates.mlir:13:1: note: see current operation: "tp.op_with_property_predicates"() <{defaulted = 0 : i64, more_constrained = 2 : i64, non_empty_optional = {{\[\[}}]], non_empty_unconstrained = [1], optional = [], scalar = 1 : i64, unconstrained = 3 : i64}> : () -> ()
// CHECK-NOT: error

// Property predicates (ConfinedProp) are checked by the verifier: an ArrayProp's element
// predicate on each element, an OptionalProp's on the value it holds. Errors are mlir-opt 22's
// for the same ops of its test dialect (`test.` for `tp.`).
// RUN: not ropt --load-dialect %S/Inputs/prop-args.td %s -split-input-file 2>&1 | FileCheck %s

tp.op_with_property_predicates <{array = [], more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = 1 : i64}>
// -----
tp.op_with_property_predicates <{array = [], more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = -1 : i64, unconstrained = 3}>
// -----
tp.op_with_property_predicates <{array = [-1], more_constrained = 7 : i64, non_empty_constrained = [1], non_empty_unconstrained = [], scalar = 1 : i64, unconstrained = 3}>
// -----
tp.op_with_property_predicates <{array = [1], more_constrained = 7 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = 1 : i64, unconstrained = 3}>
// -----
tp.op_with_property_predicates <{array = [1], more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = 1 : i64, unconstrained = 3, optional = [-3]}>
// -----
tp.op_with_property_predicates <{array = [1], more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = 1 : i64, unconstrained = 3, non_empty_optional = [[]]}>
// -----
tp.op_with_property_predicates <{array = 1, more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = 1 : i64, unconstrained = 3}>
// -----
tp.op_with_property_predicates <{array = [1, "x"], more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = 1 : i64, unconstrained = 3}>
// -----
tp.op_with_property_predicates <{array = [0, 5], more_constrained = 0 : i64, non_empty_constrained = [0], non_empty_unconstrained = [-1], optional = [0], non_empty_optional = [[2]], scalar = 0 : i64, unconstrained = -3}>

// CHECK: properties-predicates.mlir:6:1: error: invalid properties {array = [], more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = 1 : i64} for op tp.op_with_property_predicates: expected key entry for unconstrained in DictionaryAttr to set Properties.
// CHECK: properties-predicates.mlir:8:1: error: 'tp.op_with_property_predicates' op property 'scalar' failed to satisfy constraint: non-negative int64_t
// CHECK: properties-predicates.mlir:8:1: note: see current operation: "tp.op_with_property_predicates"() <{array = [], defaulted = 0 : i64, more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_optional = [], non_empty_unconstrained = [1], optional = [], scalar = -1 : i64, unconstrained = 3 : i64}> : () -> ()
// CHECK: properties-predicates.mlir:10:1: error: 'tp.op_with_property_predicates' op property 'more_constrained' failed to satisfy constraint: between 0 and 5
// CHECK: properties-predicates.mlir:10:1: note: see current operation: "tp.op_with_property_predicates"() <{array = [-1], defaulted = 0 : i64, more_constrained = 7 : i64, non_empty_constrained = [1], non_empty_optional = [], non_empty_unconstrained = [], optional = [], scalar = 1 : i64, unconstrained = 3 : i64}> : () -> ()
// CHECK: properties-predicates.mlir:12:1: error: 'tp.op_with_property_predicates' op property 'more_constrained' failed to satisfy constraint: between 0 and 5
// CHECK: properties-predicates.mlir:12:1: note: see current operation: "tp.op_with_property_predicates"() <{array = [1], defaulted = 0 : i64, more_constrained = 7 : i64, non_empty_constrained = [1], non_empty_optional = [], non_empty_unconstrained = [1], optional = [], scalar = 1 : i64, unconstrained = 3 : i64}> : () -> ()
// CHECK: properties-predicates.mlir:14:1: error: 'tp.op_with_property_predicates' op property 'optional' failed to satisfy constraint: optional non-negative int64_t
// CHECK: properties-predicates.mlir:14:1: note: see current operation: "tp.op_with_property_predicates"() <{array = [1], defaulted = 0 : i64, more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_optional = [], non_empty_unconstrained = [1], optional = [-3], scalar = 1 : i64, unconstrained = 3 : i64}> : () -> ()
// CHECK: properties-predicates.mlir:16:1: error: 'tp.op_with_property_predicates' op property 'non_empty_optional' failed to satisfy constraint: optional non-empty array of non-negative int64_t
// CHECK: properties-predicates.mlir:16:1: note: see current operation: "tp.op_with_property_predicates"() <{array = [1], defaulted = 0 : i64, more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_optional = {{\[\[}}]], non_empty_unconstrained = [1], optional = [], scalar = 1 : i64, unconstrained = 3 : i64}> : () -> ()
// CHECK: properties-predicates.mlir:18:1: error: invalid properties {array = 1 : i64, more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = 1 : i64, unconstrained = 3 : i64} for op tp.op_with_property_predicates: expected array attribute
// CHECK: properties-predicates.mlir:20:1: error: invalid properties {array = [1, "x"], more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = 1 : i64, unconstrained = 3 : i64} for op tp.op_with_property_predicates: expected IntegerAttr for key `value`
// CHECK-NOT: error

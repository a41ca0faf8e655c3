// The test dialect's test.op_with_property_predicates (compiled): predicate failures with
// mlir-opt 22's messages; this input and its errors are mlir-opt's own.
// RUN: not ropt %s -split-input-file 2>&1 | FileCheck %s

test.op_with_property_predicates <{array = [], more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = 1 : i64}>
// -----
test.op_with_property_predicates <{array = [], more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = -1 : i64, unconstrained = 3}>
// -----
test.op_with_property_predicates <{array = [-1], more_constrained = 7 : i64, non_empty_constrained = [1], non_empty_unconstrained = [], scalar = 1 : i64, unconstrained = 3}>
// -----
test.op_with_property_predicates <{array = [1], more_constrained = 7 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = 1 : i64, unconstrained = 3}>
// -----
test.op_with_property_predicates <{array = [1], more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = 1 : i64, unconstrained = 3, optional = [-3]}>
// -----
test.op_with_property_predicates <{array = [1], more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = 1 : i64, unconstrained = 3, non_empty_optional = [[]]}>
// -----
test.op_with_property_predicates <{array = 1, more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = 1 : i64, unconstrained = 3}>
// -----
test.op_with_property_predicates <{array = [1, "x"], more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = 1 : i64, unconstrained = 3}>
// -----
test.op_with_property_predicates <{array = [0, 5], more_constrained = 0 : i64, non_empty_constrained = [0], non_empty_unconstrained = [-1], optional = [0], non_empty_optional = [[2]], scalar = 0 : i64, unconstrained = -3}>

// CHECK: properties-predicates.mlir:5:1: error: invalid properties {array = [], more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = 1 : i64} for op test.op_with_property_predicates: expected key entry for unconstrained in DictionaryAttr to set Properties.
// CHECK: properties-predicates.mlir:7:1: error: 'test.op_with_property_predicates' op property 'scalar' failed to satisfy constraint: non-negative int64_t
// CHECK: properties-predicates.mlir:7:1: note: see current operation: "test.op_with_property_predicates"() <{array = [], defaulted = 0 : i64, more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_optional = [], non_empty_unconstrained = [1], optional = [], scalar = -1 : i64, unconstrained = 3 : i64}> : () -> ()
// CHECK: properties-predicates.mlir:9:1: error: 'test.op_with_property_predicates' op property 'more_constrained' failed to satisfy constraint: between 0 and 5
// CHECK: properties-predicates.mlir:9:1: note: see current operation: "test.op_with_property_predicates"() <{array = [-1], defaulted = 0 : i64, more_constrained = 7 : i64, non_empty_constrained = [1], non_empty_optional = [], non_empty_unconstrained = [], optional = [], scalar = 1 : i64, unconstrained = 3 : i64}> : () -> ()
// CHECK: properties-predicates.mlir:11:1: error: 'test.op_with_property_predicates' op property 'more_constrained' failed to satisfy constraint: between 0 and 5
// CHECK: properties-predicates.mlir:11:1: note: see current operation: "test.op_with_property_predicates"() <{array = [1], defaulted = 0 : i64, more_constrained = 7 : i64, non_empty_constrained = [1], non_empty_optional = [], non_empty_unconstrained = [1], optional = [], scalar = 1 : i64, unconstrained = 3 : i64}> : () -> ()
// CHECK: properties-predicates.mlir:13:1: error: 'test.op_with_property_predicates' op property 'optional' failed to satisfy constraint: optional non-negative int64_t
// CHECK: properties-predicates.mlir:13:1: note: see current operation: "test.op_with_property_predicates"() <{array = [1], defaulted = 0 : i64, more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_optional = [], non_empty_unconstrained = [1], optional = [-3], scalar = 1 : i64, unconstrained = 3 : i64}> : () -> ()
// CHECK: properties-predicates.mlir:15:1: error: 'test.op_with_property_predicates' op property 'non_empty_optional' failed to satisfy constraint: optional non-empty array of non-negative int64_t
// CHECK: properties-predicates.mlir:15:1: note: see current operation: "test.op_with_property_predicates"() <{array = [1], defaulted = 0 : i64, more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_optional = {{\[\[}}]], non_empty_unconstrained = [1], optional = [], scalar = 1 : i64, unconstrained = 3 : i64}> : () -> ()
// CHECK: properties-predicates.mlir:17:1: error: invalid properties {array = 1 : i64, more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = 1 : i64, unconstrained = 3 : i64} for op test.op_with_property_predicates: expected array attribute
// CHECK: properties-predicates.mlir:19:1: error: invalid properties {array = [1, "x"], more_constrained = 2 : i64, non_empty_constrained = [1], non_empty_unconstrained = [1], scalar = 1 : i64, unconstrained = 3 : i64} for op test.op_with_property_predicates: expected IntegerAttr for key `value`
// CHECK-NOT: error

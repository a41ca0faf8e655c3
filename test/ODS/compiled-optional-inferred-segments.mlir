// The compiled `test` dialect and the interpreter (ROPT_ODS_INTERPRET=1) agree on optional
// operands typed by traits (absent or present) and on resultSegmentSizes set by a format.
// RUN: ropt %s -split-input-file | FileCheck %s
// RUN: env ROPT_ODS_INTERPRET=1 ropt %s -split-input-file | FileCheck %s
// RUN: ropt %s -split-input-file -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: env ROPT_ODS_INTERPRET=1 ropt %s -split-input-file -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt %s -split-input-file -mlir-print-op-generic | ropt -split-input-file | FileCheck %s

// CHECK-LABEL: func @types
// CHECK-NEXT: test.ods_gap_optmatch %arg0, %arg1 : i32
// CHECK-NEXT: test.ods_gap_optmatch %arg0 : i32
// CHECK-NEXT: test.ods_gap_elt %arg2, %arg3 : tensor<4xf32>
// CHECK-NEXT: test.ods_gap_elt %arg2 : tensor<4xf32>
// CHECK-NEXT: %0 = test.ods_gap_same %arg0, %arg1 : i32
// CHECK-NEXT: %1 = test.ods_gap_same %arg0 : i32
// GENERIC-LABEL: sym_name = "types"
// GENERIC: "test.ods_gap_optmatch"(%arg0, %arg1) : (i32, i32) -> ()
// GENERIC-NEXT: "test.ods_gap_optmatch"(%arg0) : (i32) -> ()
// GENERIC-NEXT: "test.ods_gap_elt"(%arg2, %arg3) : (tensor<4xf32>, f32) -> ()
// GENERIC-NEXT: "test.ods_gap_elt"(%arg2) : (tensor<4xf32>) -> ()
// GENERIC-NEXT: %0 = "test.ods_gap_same"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT: %1 = "test.ods_gap_same"(%arg0) : (i32) -> i32
func.func @types(%x: i32, %y: i32, %t: tensor<4xf32>, %e: f32) {
  test.ods_gap_optmatch %x, %y : i32
  test.ods_gap_optmatch %x : i32
  test.ods_gap_elt %t, %e : tensor<4xf32>
  test.ods_gap_elt %t : tensor<4xf32>
  %0 = test.ods_gap_same %x, %y : i32
  %1 = test.ods_gap_same %x : i32
  return
}

// -----

// CHECK-LABEL: func @segments
// CHECK-NEXT: %0:3 = test.ods_gap_result_groups : (i32) [i64] f32
// CHECK-NEXT: %1:3 = test.ods_gap_result_groups : (i8, i16) [] f32
// CHECK-NEXT: %2:3 = test.ods_gap_results : i32, i32, i64
// GENERIC-LABEL: sym_name = "segments"
// GENERIC: %0:3 = "test.ods_gap_result_groups"() <{resultSegmentSizes = array<i32: 1, 1, 1>}> : () -> (i32, i64, f32)
// GENERIC-NEXT: %1:3 = "test.ods_gap_result_groups"() <{resultSegmentSizes = array<i32: 2, 0, 1>}> : () -> (i8, i16, f32)
// GENERIC-NEXT: %2:3 = "test.ods_gap_results"() <{resultSegmentSizes = array<i32: 1, 2>}> : () -> (i32, i32, i64)
func.func @segments() {
  %0:3 = test.ods_gap_result_groups : (i32) [i64] f32
  %1:3 = test.ods_gap_result_groups : (i8, i16) [] f32
  %2:3 = test.ods_gap_results {resultSegmentSizes = array<i32: 1, 2>} : i32, i32, i64
  return
}

// AttrSizedResultSegments in a custom format: the parser sets resultSegmentSizes from the
// result groups it parsed (as mlir-tblgen's parsers do), and the printer elides it; with
// `type(results)` the sizes are not known from the format, so they come from the attribute
// dictionary (and without it the verifier sees no sizes).
// RUN: ropt --load-dialect %S/Inputs/resultsegs.td %s | FileCheck %s
// RUN: ropt --load-dialect %S/Inputs/resultsegs.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --load-dialect %S/Inputs/resultsegs.td %s -mlir-print-op-generic | ropt --load-dialect %S/Inputs/resultsegs.td | FileCheck %s
// RUN: not ropt --load-dialect %S/Inputs/resultsegs.td %S/Inputs/resultsegs-bad.mlir 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @f(%arg0: i32) {
// CHECK-NEXT: %0:3 = rs.groups : (i32) [i64] f32
// CHECK-NEXT: %1:3 = rs.groups : (i8, i16) [] f32
// CHECK-NEXT: %2:2 = rs.both(%arg0) [%arg0] : (i32) [i32] -> (i8) [i16]
// CHECK-NEXT: %3:3 = rs.both(%arg0) [%arg0, %arg0] : (i32) [i32, i32] -> (i8) [i16, i32]
// CHECK-NEXT: %4:3 = rs.all : i32, i32, i64
// GENERIC: %0:3 = "rs.groups"() <{resultSegmentSizes = array<i32: 1, 1, 1>}> : () -> (i32, i64, f32)
// GENERIC-NEXT: %1:3 = "rs.groups"() <{resultSegmentSizes = array<i32: 2, 0, 1>}> : () -> (i8, i16, f32)
// GENERIC-NEXT: %2:2 = "rs.both"(%arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>}> : (i32, i32) -> (i8, i16)
// GENERIC-NEXT: %3:3 = "rs.both"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 2>, resultSegmentSizes = array<i32: 1, 2>}> : (i32, i32, i32) -> (i8, i16, i32)
// GENERIC-NEXT: %4:3 = "rs.all"() <{resultSegmentSizes = array<i32: 1, 2>}> : () -> (i32, i32, i64)
// BAD: resultsegs-bad.mlir:3:10: error: 'rs.all' op result count (2) does not match with the total size (0) specified in attribute 'resultSegmentSizes'
func.func @f(%x: i32) {
  %0:3 = rs.groups : (i32) [i64] f32
  %1:3 = rs.groups : (i8, i16) [] f32
  %2:2 = rs.both (%x) [%x] : (i32) [i32] -> (i8) [i16]
  %3:3 = rs.both (%x) [%x, %x] : (i32) [i32, i32] -> (i8) [i16, i32]
  %4:3 = rs.all {resultSegmentSizes = array<i32: 1, 2>} : i32, i32, i64
  return
}

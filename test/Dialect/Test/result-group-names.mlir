// The test dialect names the result groups of its ops with result segments after their ODS
// results (`%a, %b:2`; an empty group gets no name, a repeated name a suffix), as mlir-opt 22
// prints them; input and output are its own. (Not round-tripped: an empty first type group
// prints `:  :  :`, which mlir-opt cannot read back either.)
// RUN: ropt %s | FileCheck %s

%1:3 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 1, 1, 1, 0>}> : () -> (i32, i32, i32)
%2 = "test.one_variadic_out_one_variadic_in1"(%1#0) : (i32) -> i32
%5:4 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 2, 1, 1>}> : () -> (i32, i32, i32, i32)
%ci64 = arith.constant 0 : i64
test.variadic_segment_prop %ci64, %ci64 : %ci64 : i64, i64 : i64 end
%6:2 = "test.variadic_segment_prop"() <{operandSegmentSizes = array<i32: 0, 0>, resultSegmentSizes = array<i32: 1, 1>}> : () -> (i64, i64)
%7:2 = "test.variadic_segment_prop"() <{operandSegmentSizes = array<i32: 0, 0>, resultSegmentSizes = array<i32: 0, 2>}> : () -> (i64, i64)

// CHECK-LABEL: module {
// CHECK-NEXT: %a, %b, %c = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 1, 1, 1, 0>}> : () -> (i32, i32, i32)
// CHECK-NEXT: %0 = "test.one_variadic_out_one_variadic_in1"(%a) : (i32) -> i32
// CHECK-NEXT: %b_0:2, %c_1, %d = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 2, 1, 1>}> : () -> (i32, i32, i32, i32)
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %b1:2, %b2 = test.variadic_segment_prop %c0_i64, %c0_i64 : %c0_i64 : i64, i64 : i64  end
// CHECK-NEXT: %b1_2, %b2_3 = test.variadic_segment_prop  :  : i64 : i64  end
// CHECK-NEXT: %b2_4:2 = test.variadic_segment_prop  :  :  : i64, i64  end

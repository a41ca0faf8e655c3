// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s

// Result names of arith ops (expected from mlir-opt 22): constants are %c<value>_<type>
// (%c<value> for index), %true/%false for i1, %cst otherwise, uniqued with a counter; an index
// muli of a constant and vector.vscale is %c<value>_vscale; the extended ops name their two
// results after their ODS names. (mlir-opt knows vector.vscale; here it is an unregistered op,
// so its own line is not checked.)

// CHECK-LABEL: module {
// CHECK-NEXT:   %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:   %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %cst_0 = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT:   %c42_i32_1 = arith.constant 42 : i32
// CHECK-NEXT:   %c-9223372036854775808 = arith.constant -9223372036854775808 : index
// CHECK-NEXT:   %c-1_i128 = arith.constant -1 : i128
// CHECK-NEXT:   %cst_2 = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT:   %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:   %[[VSCALE:.*]] = {{.*}}vector.vscale
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c4_vscale = arith.muli %c4, %[[VSCALE]] : index
// CHECK-NEXT:   %c4_vscale_4 = arith.muli %[[VSCALE]], %c4 : index
// CHECK-NEXT:   %{{[0-9]+}} = arith.muli %c4, %c4 : index
// CHECK-NEXT:   %[[A:[0-9]+]] = "test.src"() : () -> i64
// CHECK-NEXT:   %sum, %overflow = arith.addui_extended %[[A]], %[[A]] : i64, i1
// CHECK-NEXT:   %low, %high = arith.mului_extended %[[A]], %[[A]] : i64
// CHECK-NEXT:   %low_5, %high_6 = arith.mulsi_extended %[[A]], %[[A]] : i64
// CHECK-NEXT:   %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT: }

%0 = arith.constant 42 : i32
%1 = arith.constant -1 : i8
%2 = arith.constant 0 : index
%3 = arith.constant 1 : i1
%4 = arith.constant 0 : i1
%5 = arith.constant 1.0 : f32
%6 = arith.constant dense<1> : vector<4xi32>
%7 = arith.constant 42 : i32
%8 = arith.constant -9223372036854775808 : index
%9 = arith.constant 340282366920938463463374607431768211455 : i128
%10 = arith.constant dense<true> : vector<2xi1>
%11 = arith.constant 0x7FC00000 : f32
%v = "vector.vscale"() : () -> index
%c4 = arith.constant 4 : index
%12 = arith.muli %c4, %v : index
%13 = arith.muli %v, %c4 : index
%14 = arith.muli %c4, %c4 : index
%a = "test.src"() : () -> i64
%15:2 = arith.addui_extended %a, %a : i64, i1
%16:2 = arith.mului_extended %a, %a : i64
%17:2 = arith.mulsi_extended %a, %a : i64
%18 = arith.constant 7 : i64 loc("named")

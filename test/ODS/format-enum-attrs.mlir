// Enum attributes in op formats: integer enums as keywords (`slt`), dialect
// enum attributes stripped (`fastmath<nnan,ninf>`, `overflow<nsw, nuw>`, bare
// `slt`), bit enums canonicalized (case order, groups, separators), and
// default values elided in the custom form but kept in the generic one.
// Expected text: mlir-opt 22 on the same ops of arith/index.
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td | FileCheck %s

%a = "t.v"() : () -> i32
%b = "t.v"() : () -> f32
%i = "t.v"() : () -> index
// CHECK: %3 = fmt.cmp slt(%2, %2)
// GENERIC: %3 = "fmt.cmp"(%2, %2) <{pred = #fmt<cmp_predicate slt>}> : (index, index) -> i1
%0 = fmt.cmp slt(%i, %i)
// CHECK-NEXT: %4 = fmt.cmpi slt, %0, %0 : i32
// GENERIC-NEXT: %4 = "fmt.cmpi"(%0, %0) <{predicate = 2 : i64}> : (i32, i32) -> i1
%1 = fmt.cmpi slt, %a, %a : i32
// CHECK-NEXT: %5 = fmt.addf %1, %1 : f32
// GENERIC-NEXT: %5 = "fmt.addf"(%1, %1) <{fastmath = #fmt.fastmath<none>}> : (f32, f32) -> f32
%2 = fmt.addf %b, %b : f32
// CHECK-NEXT: %6 = fmt.truncf %1 to_nearest_even : f32 to f16
// GENERIC-NEXT: %6 = "fmt.truncf"(%1) <{roundingmode = 0 : i32}> : (f32) -> f16
%3 = fmt.truncf %b to_nearest_even : f32 to f16
// CHECK-NEXT: %7 = fmt.addi %0, %0 overflow<nsw, nuw> : i32
// GENERIC-NEXT: %7 = "fmt.addi"(%0, %0) <{overflowFlags = #fmt.overflow<nsw, nuw>}> : (i32, i32) -> i32
%4 = fmt.addi %a, %a overflow<nuw, nsw> : i32
// CHECK-NEXT: %8 = fmt.addf %1, %1 fastmath<nnan,ninf> : f32
// GENERIC-NEXT: %8 = "fmt.addf"(%1, %1) <{fastmath = #fmt.fastmath<nnan,ninf>}> : (f32, f32) -> f32
%5 = fmt.addf %b, %b fastmath<ninf , nnan> : f32
// CHECK-NEXT: %9 = fmt.addf %1, %1 : f32
// GENERIC-NEXT: %9 = "fmt.addf"(%1, %1) <{fastmath = #fmt.fastmath<none>}> : (f32, f32) -> f32
%6 = fmt.addf %b, %b fastmath<none> : f32
// CHECK-NEXT: %10 = fmt.truncf %1 downward fastmath<fast> : f32 to f16
// GENERIC-NEXT: %10 = "fmt.truncf"(%1) <{fastmath = #fmt.fastmath<fast>, roundingmode = 1 : i32}> : (f32) -> f16
%7 = fmt.truncf %b downward fastmath<nnan,reassoc,fast> : f32 to f16
// CHECK-NEXT: %11 = fmt.truncf %1 fastmath<reassoc,afn> : f32 to f16
%8 = fmt.truncf %b fastmath<"afn",reassoc> : f32 to f16
// CHECK-NEXT: %12 = fmt.addi %0, %0 overflow<nuw> : i32
%9 = fmt.addi %a, %a overflow<nuw, none> : i32
// An attribute dictionary entry replaces the format's value.
// CHECK-NEXT: %13 = fmt.addf %1, %1 fastmath<nsz> : f32
%10 = fmt.addf %b, %b fastmath<fast> {fastmath = #fmt.fastmath<nsz>} : f32
// CHECK-NEXT: %14 = fmt.cmpi uge, %0, %0 : i32
%11 = fmt.cmpi "uge", %a, %a : i32

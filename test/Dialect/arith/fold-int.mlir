// RUN: ropt %s -split-input-file -allow-unregistered-dialect -canonicalize | FileCheck %s

// Folding of the integer arith ops (odd widths i1/i7/i65/i128, identities, folds that look
// through producers, cmpi/select rules) with constant materialization, hoisting and dedup at
// the start of the block, and constant result names. Expected output from mlir-opt 22
// -canonicalize; every case is decided by the ops' folders alone (none of arith's DRR
// canonicalization patterns applies).
// The dense cases pin MLIR 22 quirks of dense folds: divisions do not fold if any element
// divides by zero or overflows, but shifts and floordivsi fold whenever the *last* element is
// valid (their status flag is overwritten per element). The last case pins that or/and of two
// equal constants constant-fold (the idempotent trait folder comes second), which decides
// where the folded constant goes.

// CHECK-LABEL: module {
// CHECK-NEXT:   %c0_i7 = arith.constant 0 : i7
// CHECK-NEXT:   %c32_i7 = arith.constant 32 : i7
// CHECK-NEXT:   %c-32_i7 = arith.constant -32 : i7
// CHECK-NEXT:   %c-2_i7 = arith.constant -2 : i7
// CHECK-NEXT:   %c-1_i7 = arith.constant -1 : i7
// CHECK-NEXT:   %c1_i7 = arith.constant 1 : i7
// CHECK-NEXT:   %c-62_i7 = arith.constant -62 : i7
// CHECK-NEXT:   %c-64_i7 = arith.constant -64 : i7
// CHECK-NEXT:   %c63_i7 = arith.constant 63 : i7
// CHECK-NEXT:   %0:2 = "test.src"() : () -> (i7, i7)
// CHECK-NEXT:   %1 = arith.ceildivsi %c-64_i7, %c63_i7 : i7
// CHECK-NEXT:   "test.use"(%c-64_i7, %c-62_i7, %c1_i7, %c63_i7, %c-64_i7, %c-1_i7, %1, %c-2_i7, %c-2_i7, %c-32_i7, %c32_i7, %c63_i7, %c63_i7, %c-1_i7, %c0_i7, %c-1_i7) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
// CHECK-NEXT: }
%a, %b = "test.src"() : () -> (i7, i7)
%c1 = arith.constant 63 : i7
%c2 = arith.constant 1 : i7
%0 = arith.addi %c1, %c2 : i7
%1 = arith.subi %c2, %c1 : i7
%2 = arith.muli %c1, %c1 : i7
%3 = arith.divsi %c1, %c2 : i7
%4 = arith.divui %0, %c2 : i7
%5 = arith.remsi %0, %c1 : i7
%6 = arith.ceildivsi %0, %c1 : i7
%7 = arith.floordivsi %0, %c1 : i7
%8 = arith.shli %c1, %c2 : i7
%9 = arith.shrsi %0, %c2 : i7
%10 = arith.shrui %0, %c2 : i7
%11 = arith.maxsi %0, %c1 : i7
%12 = arith.minui %0, %c1 : i7
%13 = arith.xori %c1, %0 : i7
%14 = arith.andi %c1, %0 : i7
%15 = arith.ori %c1, %0 : i7
"test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %c-1_i65 = arith.constant -1 : i65
// CHECK-NEXT:   %c0_i65 = arith.constant 0 : i65
// CHECK-NEXT:   %c1_i65 = arith.constant 1 : i65
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %c-2_i65 = arith.constant -2 : i65
// CHECK-NEXT:   "test.use"(%c0_i65, %c1_i65, %c-1_i65, %false, %c0_i65, %true, %c1_i65, %c-2_i65, %c1_i65, %c0_i65) : (i65, i65, i65, i1, i65, i1, i65, i65, i65, i65) -> ()
// CHECK-NEXT: }
%c1 = arith.constant 36893488147419103231 : i65
%c2 = arith.constant 1 : i65
%0 = arith.addi %c1, %c2 : i65
%1 = arith.muli %c1, %c1 : i65
%2 = arith.divui %c1, %c2 : i65
%3 = arith.cmpi ult, %c1, %c2 : i65
%4:2 = arith.addui_extended %c1, %c2 : i65, i1
%5:2 = arith.mului_extended %c1, %c1 : i65
%6:2 = arith.mulsi_extended %c1, %c1 : i65
"test.use"(%0, %1, %2, %3, %4#0, %4#1, %5#0, %5#1, %6#0, %6#1) : (i65, i65, i65, i1, i65, i1, i65, i65, i65, i65) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %c-170141183460469231731687303715884105727_i128 = arith.constant -170141183460469231731687303715884105727 : i128
// CHECK-NEXT:   %c0_i128 = arith.constant 0 : i128
// CHECK-NEXT:   %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT:   %c-1_i128 = arith.constant -1 : i128
// CHECK-NEXT:   %0 = arith.divsi %c-170141183460469231731687303715884105728_i128, %c-1_i128 : i128
// CHECK-NEXT:   %1 = arith.ceildivsi %c-170141183460469231731687303715884105728_i128, %c-1_i128 : i128
// CHECK-NEXT:   %2 = arith.floordivsi %c-170141183460469231731687303715884105728_i128, %c-1_i128 : i128
// CHECK-NEXT:   "test.use"(%0, %c0_i128, %c-170141183460469231731687303715884105727_i128, %1, %2) : (i128, i128, i128, i128, i128) -> ()
// CHECK-NEXT: }
%c1 = arith.constant -170141183460469231731687303715884105728 : i128
%c2 = arith.constant -1 : i128
%0 = arith.divsi %c1, %c2 : i128
%1 = arith.remsi %c1, %c2 : i128
%2 = arith.subi %c1, %c2 : i128
%3 = arith.ceildivsi %c1, %c2 : i128
%4 = arith.floordivsi %c1, %c2 : i128
"test.use"(%0, %1, %2, %3, %4) : (i128, i128, i128, i128, i128) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:   %0:2 = "test.src"() : () -> (i32, i32)
// CHECK-NEXT:   %1 = arith.andi %0#0, %0#1 : i32
// CHECK-NEXT:   "test.use"(%0#0, %0#1, %c0_i32, %c-1_i32, %0#0, %0#0, %1, %1) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT: }
%a, %b = "test.src"() : () -> (i32, i32)
%0 = arith.subi %a, %b : i32
%1 = arith.addi %0, %b : i32
%2 = arith.addi %a, %b : i32
%3 = arith.subi %2, %a : i32
%m1 = arith.constant -1 : i32
%n = arith.xori %a, %m1 : i32
%4 = arith.andi %a, %n : i32
%5 = arith.ori %n, %a : i32
%6 = arith.xori %a, %b : i32
%7 = arith.xori %6, %b : i32
%8 = arith.xori %b, %6 : i32
%9 = arith.andi %a, %b : i32
%10 = arith.andi %9, %b : i32
%11 = arith.andi %a, %9 : i32
"test.use"(%1, %3, %4, %5, %7, %8, %10, %11) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:   %0:2 = "test.src"() : () -> (i32, i32)
// CHECK-NEXT:   %1 = arith.cmpi sgt, %0#0, %c5_i32 : i32
// CHECK-NEXT:   "test.use"(%0#1, %0#0, %0#1, %true, %false, %1, %0#0) : (i32, i32, i32, i1, i1, i1, i32) -> ()
// CHECK-NEXT: }
%a, %b = "test.src"() : () -> (i32, i32)
%0 = arith.cmpi eq, %a, %b : i32
%1 = arith.select %0, %a, %b : i32
%2 = arith.cmpi ne, %a, %b : i32
%3 = arith.select %2, %a, %b : i32
%4 = arith.cmpi eq, %b, %a : i32
%5 = arith.select %4, %a, %b : i32
%6 = arith.cmpi sle, %a, %a : i32
%7 = arith.cmpi ult, %a, %a : i32
%c = arith.constant 5 : i32
%8 = arith.cmpi slt, %c, %a : i32
%9 = arith.select %8, %a, %a : i32
"test.use"(%1, %3, %5, %6, %7, %8, %9) : (i32, i32, i32, i1, i1, i1, i32) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %cst = arith.constant dense<[4.000000e+00, 5.000000e+00, 6.000000e+00]> : vector<3xf32>
// CHECK-NEXT:   %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : vector<3xf32>
// CHECK-NEXT:   %cst_1 = arith.constant dense<[1, 7, 3]> : vector<3xi32>
// CHECK-NEXT:   %cst_2 = arith.constant dense<[1.000000e+00, 5.000000e+00, 3.000000e+00]> : vector<3xf32>
// CHECK-NEXT:   %cst_3 = arith.constant dense<[8, 9, 10]> : vector<3xi32>
// CHECK-NEXT:   %cst_4 = arith.constant dense<true> : vector<3xi1>
// CHECK-NEXT:   %0 = arith.cmpf olt, %cst_0, %cst : vector<3xf32>
// CHECK-NEXT:   "test.use"(%cst_1, %cst_2, %cst_3, %cst_4, %0) : (vector<3xi32>, vector<3xf32>, vector<3xi32>, vector<3xi1>, vector<3xi1>) -> ()
// CHECK-NEXT: }
%c = arith.constant dense<[true, false, true]> : vector<3xi1>
%x = arith.constant dense<[1, 2, 3]> : vector<3xi32>
%y = arith.constant dense<7> : vector<3xi32>
%0 = arith.select %c, %x, %y : vector<3xi1>, vector<3xi32>
%fx = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
%fy = arith.constant dense<[4.0, 5.0, 6.0]> : vector<3xf32>
%1 = arith.select %c, %fx, %fy : vector<3xi1>, vector<3xf32>
%2 = arith.addi %x, %y : vector<3xi32>
%3 = arith.cmpi slt, %x, %y : vector<3xi32>
%4 = arith.cmpf olt, %fx, %fy : vector<3xf32>
"test.use"(%0, %1, %2, %3, %4) : (vector<3xi32>, vector<3xf32>, vector<3xi32>, vector<3xi1>, vector<3xi1>) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:   %0 = "test.src"() : () -> i32
// CHECK-NEXT:   "test.use"(%c-1_i32, %c0_i32) : (i32, i32) -> ()
// CHECK-NEXT: }
%a = "test.src"() : () -> i32
%m1 = arith.constant -1 : i32
%z = arith.subi %a, %a : i32
"test.use"(%m1, %z) : (i32, i32) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = "test.src"() : () -> i32
// CHECK-NEXT:   "test.use"(%c0_i32) : (i32) -> ()
// CHECK-NEXT: }
%a = "test.src"() : () -> i32
%m1 = arith.constant -1 : i32
%n = arith.xori %a, %m1 : i32
%z = arith.andi %a, %n : i32
"test.use"(%z) : (i32) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:   %0 = "test.src"() : () -> i32
// CHECK-NEXT:   %1 = arith.xori %0, %c-1_i32 : i32
// CHECK-NEXT:   "test.use"(%c0_i32, %1) : (i32, i32) -> ()
// CHECK-NEXT: }
%a = "test.src"() : () -> i32
%m1 = arith.constant -1 : i32
%n = arith.xori %a, %m1 : i32
%z = arith.andi %a, %n : i32
"test.use"(%z, %n) : (i32, i32) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:   %0 = "test.src"() : () -> i32
// CHECK-NEXT:   "test.use"(%c0_i32, %c-1_i32) : (i32, i32) -> ()
// CHECK-NEXT: }
%a = "test.src"() : () -> i32
%m1 = arith.constant -1 : i32
%n = arith.xori %a, %m1 : i32
%4 = arith.andi %a, %n : i32
%5 = arith.ori %n, %a : i32
"test.use"(%4, %5) : (i32, i32) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:   %0 = "test.src"() : () -> i32
// CHECK-NEXT:   "test.use"(%c-1_i32) : (i32) -> ()
// CHECK-NEXT: }
%a = "test.src"() : () -> i32
%m1 = arith.constant -1 : i32
%n = arith.xori %a, %m1 : i32
%5 = arith.ori %n, %a : i32
"test.use"(%5) : (i32) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = "test.src"() : () -> i32
// CHECK-NEXT:   "test.use"(%c0_i32, %c-1_i32) : (i32, i32) -> ()
// CHECK-NEXT: }
%a = "test.src"() : () -> i32
%m1 = arith.constant -1 : i32
%z = arith.subi %a, %a : i32
%o = arith.ori %a, %m1 : i32
"test.use"(%z, %o) : (i32, i32) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:   %0 = "test.src"() : () -> i32
// CHECK-NEXT:   "test.use"(%c0_i32, %c-1_i32) : (i32, i32) -> ()
// CHECK-NEXT: }
%a = "test.src"() : () -> i32
%m1 = arith.constant -1 : i32
%o = arith.ori %a, %m1 : i32
%z = arith.subi %a, %a : i32
"test.use"(%z, %o) : (i32, i32) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = "test.src"() : () -> i32
// CHECK-NEXT:   %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:   "test.use"(%1, %c0_i32, %c0_i32) : (i32, i32, i32) -> ()
// CHECK-NEXT: }
%a = "test.src"() : () -> i32
%m1 = arith.constant 0 : i32
%o = arith.muli %a, %m1 : i32
%z = arith.addi %a, %a : i32
%y = arith.xori %a, %a : i32
"test.use"(%z, %o, %y) : (i32, i32, i32) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = "test.src"() : () -> i32
// CHECK-NEXT:   "test.use"(%c0_i32, %c0_i32, %c0_i32) : (i32, i32, i32) -> ()
// CHECK-NEXT: }
%a = "test.src"() : () -> i32
%m1 = arith.constant 0 : i32
%o:2 = arith.mulsi_extended %a, %m1 : i32
%y = arith.xori %a, %a : i32
"test.use"(%o#0, %o#1, %y) : (i32, i32, i32) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = "test.src"() : () -> i32
// CHECK-NEXT:   "test.use"(%c0_i32, %c0_i32) : (i32, i32) -> ()
// CHECK-NEXT: }
%a = "test.src"() : () -> i32
%m1 = arith.constant 0 : i32
%z = arith.subi %a, %a : i32
%o = arith.andi %a, %m1 : i32
"test.use"(%z, %o) : (i32, i32) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c2147483647_i32 = arith.constant 2147483647 : i32
// CHECK-NEXT:   %0 = "test.src"() : () -> i32
// CHECK-NEXT:   "test.use"(%c0_i32, %c2147483647_i32) : (i32, i32) -> ()
// CHECK-NEXT: }
%a = "test.src"() : () -> i32
%m1 = arith.constant 2147483647 : i32
%z = arith.subi %a, %a : i32
%o = arith.maxsi %a, %m1 : i32
"test.use"(%z, %o) : (i32, i32) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = "test.src"() : () -> i32
// CHECK-NEXT:   "test.use"(%c0_i32, %c0_i32) : (i32, i32) -> ()
// CHECK-NEXT: }
%a = "test.src"() : () -> i32
%m1 = arith.constant 0 : i32
%z = arith.xori %a, %a : i32
%o = arith.minui %a, %m1 : i32
"test.use"(%z, %o) : (i32, i32) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = "test.src"() : () -> i32
// CHECK-NEXT:   "test.use"(%c0_i32, %c0_i32) : (i32, i32) -> ()
// CHECK-NEXT: }
%a = "test.src"() : () -> i32
%m1 = arith.constant 1 : i32
%z = arith.subi %a, %a : i32
%o = arith.remui %a, %m1 : i32
"test.use"(%o, %z) : (i32, i32) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = "test.src"() : () -> f32
// CHECK-NEXT:   "test.use"(%0, %0, %true) : (f32, f32, i1) -> ()
// CHECK-NEXT: }
%a = "test.src"() : () -> f32
%m1 = arith.constant 0x7FC00000 : f32
%m2 = arith.constant 0xFF800000 : f32
%z = arith.maxnumf %a, %m1 : f32
%o = arith.maximumf %a, %m2 : f32
%q = arith.cmpf uno, %a, %m1 : f32
"test.use"(%o, %z, %q) : (f32, f32, i1) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:   %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = "test.src"() : () -> i1
// CHECK-NEXT:   "test.use"(%false, %0, %true, %false, %0, %0, %0, %true, %true, %true, %0, %c1_i8, %c-1_i8) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i8, i8) -> ()
// CHECK-NEXT: }
%t = arith.constant 1 : i1
%f = arith.constant 0 : i1
%x = "test.src"() : () -> i1
%0 = arith.addi %t, %t : i1
%1 = arith.andi %x, %t : i1
%2 = arith.ori %x, %t : i1
%3 = arith.xori %x, %x : i1
%4 = arith.cmpi ne, %x, %f : i1
%5 = arith.cmpi eq, %x, %t : i1
%6 = arith.select %x, %t, %f : i1
%7 = arith.muli %t, %t : i1
%8 = arith.divsi %t, %t : i1
%9 = arith.cmpi slt, %t, %f : i1
%10 = arith.extsi %x : i1 to i32
%c0 = arith.constant 0 : i32
%11 = arith.cmpi ne, %10, %c0 : i32
%12 = arith.extui %t : i1 to i8
%13 = arith.extsi %t : i1 to i8
"test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %11, %12, %13) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i8, i8) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %c40_i32 = arith.constant 40 : i32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0:2 = "test.src"() : () -> (i32, i32)
// CHECK-NEXT:   %1 = arith.muli %0#0, %0#1 overflow<nuw> : i32
// CHECK-NEXT:   %2 = arith.divsi %1, %0#1 : i32
// CHECK-NEXT:   %3 = arith.divui %0#0, %c0_i32 : i32
// CHECK-NEXT:   %4 = arith.shrui %c1_i32, %c40_i32 : i32
// CHECK-NEXT:   "test.use"(%0#0, %2, %0#1, %0#1, %0#0, %0#0, %3, %0#0, %4) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT: }
%a, %b = "test.src"() : () -> (i32, i32)
%0 = arith.muli %a, %b overflow<nuw> : i32
%1 = arith.divui %0, %b : i32
%2 = arith.divsi %0, %b : i32
%3 = arith.muli %a, %b overflow<nsw> : i32
%4 = arith.divsi %3, %a : i32
%5 = arith.muli %a, %b overflow<nsw, nuw> : i32
%6 = arith.divui %5, %a : i32
%c1 = arith.constant 1 : i32
%7 = arith.divsi %a, %c1 : i32
%8 = arith.ceildivui %a, %c1 : i32
%c0 = arith.constant 0 : i32
%9 = arith.divui %a, %c0 : i32
%10 = arith.shli %a, %c0 overflow<nsw> : i32
%c40 = arith.constant 40 : i32
%11 = arith.shrui %c1, %c40 : i32
"test.use"(%1, %2, %4, %6, %7, %8, %9, %10, %11) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %cst = arith.constant dense<[-1, 3, 1, 1]> : vector<4xi7>
// CHECK-NEXT:   %cst_0 = arith.constant dense<[0, 3, 1, 1]> : vector<4xi7>
// CHECK-NEXT:   %cst_1 = arith.constant dense<[2, 1, 0, 9]> : vector<4xi7>
// CHECK-NEXT:   %cst_2 = arith.constant dense<[5, 3, 1, 1]> : vector<4xi7>
// CHECK-NEXT:   %cst_3 = arith.constant dense<[0, 12, 28, -56]> : vector<4xi7>
// CHECK-NEXT:   %cst_4 = arith.constant dense<[10, 24, 56, 9]> : vector<4xi7>
// CHECK-NEXT:   %cst_5 = arith.constant dense<[5, 12, 28, -56]> : vector<4xi7>
// CHECK-NEXT:   %cst_6 = arith.constant dense<[0, 0, 1, 0]> : vector<4xi7>
// CHECK-NEXT:   %cst_7 = arith.constant dense<[0, 0, 1, 2]> : vector<4xi7>
// CHECK-NEXT:   %cst_8 = arith.constant dense<[5, 0, 1, 0]> : vector<4xi7>
// CHECK-NEXT:   %cst_9 = arith.constant dense<[-64, 0, 1, 0]> : vector<4xi7>
// CHECK-NEXT:   %cst_10 = arith.constant dense<[-64, 6, 3, 3]> : vector<4xi7>
// CHECK-NEXT:   %cst_11 = arith.constant dense<[5, 6, 3, 3]> : vector<4xi7>
// CHECK-NEXT:   %cst_12 = arith.constant dense<[5, 3, 3, 2]> : vector<4xi7>
// CHECK-NEXT:   %cst_13 = arith.constant dense<[1, 6, 4, 3]> : vector<4xi7>
// CHECK-NEXT:   %cst_14 = arith.constant dense<[5, 3, 2, 1]> : vector<4xi7>
// CHECK-NEXT:   %cst_15 = arith.constant dense<[0, 6, 3, 3]> : vector<4xi7>
// CHECK-NEXT:   %cst_16 = arith.constant dense<[5, 6, 7, 9]> : vector<4xi7>
// CHECK-NEXT:   %cst_17 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi7>
// CHECK-NEXT:   %cst_18 = arith.constant dense<[1, 2, 3, 0]> : vector<4xi7>
// CHECK-NEXT:   %cst_19 = arith.constant dense<[-64, 6, 7, 9]> : vector<4xi7>
// CHECK-NEXT:   %cst_20 = arith.constant dense<[-1, 1, 2, 3]> : vector<4xi7>
// CHECK-NEXT:   %cst_21 = arith.constant dense<[1, 2, 3, 7]> : vector<4xi7>
// CHECK-NEXT:   %0 = arith.divui %cst_16, %cst_17 : vector<4xi7>
// CHECK-NEXT:   %1 = arith.divui %cst_16, %cst_18 : vector<4xi7>
// CHECK-NEXT:   %2 = arith.divsi %cst_16, %cst_17 : vector<4xi7>
// CHECK-NEXT:   %3 = arith.divsi %cst_16, %cst_18 : vector<4xi7>
// CHECK-NEXT:   %4 = arith.divsi %cst_19, %cst_20 : vector<4xi7>
// CHECK-NEXT:   %5 = arith.ceildivui %cst_16, %cst_17 : vector<4xi7>
// CHECK-NEXT:   %6 = arith.ceildivui %cst_16, %cst_18 : vector<4xi7>
// CHECK-NEXT:   %7 = arith.ceildivsi %cst_16, %cst_17 : vector<4xi7>
// CHECK-NEXT:   %8 = arith.ceildivsi %cst_16, %cst_18 : vector<4xi7>
// CHECK-NEXT:   %9 = arith.ceildivsi %cst_19, %cst_20 : vector<4xi7>
// CHECK-NEXT:   %10 = arith.floordivsi %cst_16, %cst_18 : vector<4xi7>
// CHECK-NEXT:   %11 = arith.remui %cst_16, %cst_17 : vector<4xi7>
// CHECK-NEXT:   %12 = arith.remui %cst_16, %cst_18 : vector<4xi7>
// CHECK-NEXT:   %13 = arith.remsi %cst_16, %cst_17 : vector<4xi7>
// CHECK-NEXT:   %14 = arith.remsi %cst_16, %cst_18 : vector<4xi7>
// CHECK-NEXT:   %15 = arith.shli %cst_16, %cst_21 : vector<4xi7>
// CHECK-NEXT:   %16 = arith.shrui %cst_16, %cst_21 : vector<4xi7>
// CHECK-NEXT:   %17 = arith.shrsi %cst_16, %cst_21 : vector<4xi7>
// CHECK-NEXT:   "test.use"(%0, %1, %cst_15, %cst_15, %cst_14, %2, %3, %4, %cst_15, %cst_14, %5, %6, %cst_13, %cst_13, %cst_12, %7, %8, %9, %cst_13, %cst_12, %cst_11, %10, %cst_10, %cst_15, %cst_14, %11, %12, %cst_9, %cst_8, %cst_7, %13, %14, %cst_6, %cst_8, %cst_7, %cst_5, %cst_4, %cst_3, %cst_3, %15, %cst_2, %cst_1, %cst_0, %cst_0, %16, %cst_2, %cst_1, %cst, %cst_0, %17) : (vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>) -> ()
// CHECK-NEXT: }
%a = arith.constant dense<[5, 6, 7, 9]> : vector<4xi7>
%z0 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi7>
%z3 = arith.constant dense<[1, 2, 3, 0]> : vector<4xi7>
%m = arith.constant dense<[-64, 6, 7, 9]> : vector<4xi7>
%n1 = arith.constant dense<[-1, 1, 2, 3]> : vector<4xi7>
%big0 = arith.constant dense<[9, 1, 2, 3]> : vector<4xi7>
%big3 = arith.constant dense<[1, 2, 3, 7]> : vector<4xi7>
%r0 = arith.divui %a, %z0 : vector<4xi7>
%r1 = arith.divui %a, %z3 : vector<4xi7>
%r2 = arith.divui %m, %n1 : vector<4xi7>
%r3 = arith.divui %a, %big0 : vector<4xi7>
%r4 = arith.divui %a, %big3 : vector<4xi7>
%r5 = arith.divsi %a, %z0 : vector<4xi7>
%r6 = arith.divsi %a, %z3 : vector<4xi7>
%r7 = arith.divsi %m, %n1 : vector<4xi7>
%r8 = arith.divsi %a, %big0 : vector<4xi7>
%r9 = arith.divsi %a, %big3 : vector<4xi7>
%r10 = arith.ceildivui %a, %z0 : vector<4xi7>
%r11 = arith.ceildivui %a, %z3 : vector<4xi7>
%r12 = arith.ceildivui %m, %n1 : vector<4xi7>
%r13 = arith.ceildivui %a, %big0 : vector<4xi7>
%r14 = arith.ceildivui %a, %big3 : vector<4xi7>
%r15 = arith.ceildivsi %a, %z0 : vector<4xi7>
%r16 = arith.ceildivsi %a, %z3 : vector<4xi7>
%r17 = arith.ceildivsi %m, %n1 : vector<4xi7>
%r18 = arith.ceildivsi %a, %big0 : vector<4xi7>
%r19 = arith.ceildivsi %a, %big3 : vector<4xi7>
%r20 = arith.floordivsi %a, %z0 : vector<4xi7>
%r21 = arith.floordivsi %a, %z3 : vector<4xi7>
%r22 = arith.floordivsi %m, %n1 : vector<4xi7>
%r23 = arith.floordivsi %a, %big0 : vector<4xi7>
%r24 = arith.floordivsi %a, %big3 : vector<4xi7>
%r25 = arith.remui %a, %z0 : vector<4xi7>
%r26 = arith.remui %a, %z3 : vector<4xi7>
%r27 = arith.remui %m, %n1 : vector<4xi7>
%r28 = arith.remui %a, %big0 : vector<4xi7>
%r29 = arith.remui %a, %big3 : vector<4xi7>
%r30 = arith.remsi %a, %z0 : vector<4xi7>
%r31 = arith.remsi %a, %z3 : vector<4xi7>
%r32 = arith.remsi %m, %n1 : vector<4xi7>
%r33 = arith.remsi %a, %big0 : vector<4xi7>
%r34 = arith.remsi %a, %big3 : vector<4xi7>
%r35 = arith.shli %a, %z0 : vector<4xi7>
%r36 = arith.shli %a, %z3 : vector<4xi7>
%r37 = arith.shli %m, %n1 : vector<4xi7>
%r38 = arith.shli %a, %big0 : vector<4xi7>
%r39 = arith.shli %a, %big3 : vector<4xi7>
%r40 = arith.shrui %a, %z0 : vector<4xi7>
%r41 = arith.shrui %a, %z3 : vector<4xi7>
%r42 = arith.shrui %m, %n1 : vector<4xi7>
%r43 = arith.shrui %a, %big0 : vector<4xi7>
%r44 = arith.shrui %a, %big3 : vector<4xi7>
%r45 = arith.shrsi %a, %z0 : vector<4xi7>
%r46 = arith.shrsi %a, %z3 : vector<4xi7>
%r47 = arith.shrsi %m, %n1 : vector<4xi7>
%r48 = arith.shrsi %a, %big0 : vector<4xi7>
%r49 = arith.shrsi %a, %big3 : vector<4xi7>
"test.use"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47, %r48, %r49) : (vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>, vector<4xi7>) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = "test.src"() : () -> i1
// CHECK-NEXT:   "test.use"(%false, %0, %true, %false, %0, %0, %0, %true, %true) : (i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
// CHECK-NEXT: }
%t = arith.constant true
%f = arith.constant false
%x = "test.src"() : () -> i1
%0 = arith.addi %t, %t : i1
%1 = arith.andi %x, %t : i1
%2 = arith.ori %x, %t : i1
%3 = arith.xori %x, %x : i1
%4 = arith.cmpi ne, %x, %f : i1
%5 = arith.cmpi eq, %x, %t : i1
%6 = arith.select %x, %t, %f : i1
%7 = arith.muli %t, %t : i1
%8 = arith.divsi %t, %t : i1
"test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %c694_i32 = arith.constant 694 : i32
// CHECK-NEXT:   %c122_i32 = arith.constant 122 : i32
// CHECK-NEXT:   %0 = "test.src"() : () -> i32
// CHECK-NEXT:   %1 = arith.addi %0, %c122_i32 : i32
// CHECK-NEXT:   %2 = arith.addi %0, %c694_i32 : i32
// CHECK-NEXT:   "test.use"(%1, %2) : (i32, i32) -> ()
// CHECK-NEXT: }
%x = "test.src"() : () -> i32
%a8084 = arith.constant 82 : i32
%b8084 = arith.constant 56 : i32
%r8084 = arith.ori %a8084, %b8084 : i32
%s8084 = arith.addi %x, %r8084 : i32
%a8085 = arith.constant 694 : i32
%b8085 = arith.constant 694 : i32
%r8085 = arith.ori %a8085, %b8085 : i32
%s8085 = arith.addi %x, %r8085 : i32
"test.use"(%s8084, %s8085) : (i32, i32) -> ()

// RUN: ropt %s -split-input-file -allow-unregistered-dialect -canonicalize | FileCheck %s

// Folding of the integer arith ops (odd widths i1/i7/i65/i128, identities, folds that look
// through producers, cmpi/select rules) with constant materialization, hoisting and dedup at
// the start of the block, and constant result names. Expected output from mlir-opt 22
// -canonicalize; every case is decided by the ops' folders alone (none of arith's DRR
// canonicalization patterns applies).

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

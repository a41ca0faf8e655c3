// RUN: ropt %s -canonicalize -split-input-file | FileCheck %s
// The arith canonicalization rules written in DRR (ArithCanonicalization.td, compiled by
// build.rs); expected output from mlir-opt 22 -canonicalize.

// CHECK-LABEL: func.func @add_add(%arg0: i32) -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c3_i32 overflow<nsw> : i32
// CHECK-NEXT: return %0 : i32
func.func @add_add(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %x, %c1 overflow<nsw, nuw> : i32
  %1 = arith.addi %0, %c2 overflow<nsw> : i32
  func.return %1 : i32
}

// -----

// CHECK-LABEL: func.func @sub_consts(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c13_i32 = arith.constant 13 : i32
// CHECK-NEXT: %c-7_i32 = arith.constant -7 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c7_i32 : i32
// CHECK-NEXT: %1 = arith.subi %c-7_i32, %arg0 overflow<nuw> : i32
// CHECK-NEXT: %2 = arith.subi %c13_i32, %arg0 : i32
// CHECK-NEXT: %3 = arith.subi %c7_i32, %arg0 overflow<nsw> : i32
// CHECK-NEXT: %4 = arith.addi %arg0, %c-7_i32 : i32
// CHECK-NEXT: %5 = arith.addi %arg0, %c-7_i32 overflow<nsw> : i32
// CHECK-NEXT: %6 = arith.subi %c13_i32, %arg0 : i32
// CHECK-NEXT: %7 = arith.subi %arg0, %c13_i32 overflow<nsw> : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32, i32
func.func @sub_consts(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %c10 = arith.constant 10 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %x, %c10 overflow<nsw> : i32
  %r0 = arith.subi %0, %c3 overflow<nsw> : i32
  %1 = arith.addi %x, %c10 overflow<nuw> : i32
  %r1 = arith.subi %c3, %1 overflow<nuw> : i32
  %2 = arith.subi %x, %c10 : i32
  %r2 = arith.subi %c3, %2 : i32
  %3 = arith.subi %c10, %x overflow<nsw> : i32
  %r3 = arith.subi %3, %c3 overflow<nsw> : i32
  %4 = arith.subi %c10, %x : i32
  %r4 = arith.subi %c3, %4 : i32
  %5 = arith.subi %x, %c10 overflow<nsw> : i32
  %r5 = arith.addi %5, %c3 overflow<nsw> : i32
  %6 = arith.subi %c10, %x : i32
  %r6 = arith.addi %6, %c3 : i32
  %7 = arith.subi %x, %c10 overflow<nsw> : i32
  %r7 = arith.subi %7, %c3 overflow<nsw> : i32
  func.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @sub_sub_lhs(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = arith.subi %c0_i64, %arg1 : i64
// CHECK-NEXT: return %0 : i64
func.func @sub_sub_lhs(%a: i64, %b: i64) -> i64 {
  %0 = arith.subi %a, %b : i64
  %1 = arith.subi %0, %a : i64
  func.return %1 : i64
}

// -----

// CHECK-LABEL: func.func @mul_mul(%arg0: i8) -> i8 {
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: return %c0_i8 : i8
func.func @mul_mul(%x: i8) -> i8 {
  %c16 = arith.constant 16 : i8
  %c32 = arith.constant 32 : i8
  %0 = arith.muli %x, %c16 : i8
  %1 = arith.muli %0, %c32 : i8
  func.return %1 : i8
}

// -----

// CHECK-LABEL: func.func @add_mul_neg_one(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: return %0, %1 : i32, i32
func.func @add_mul_neg_one(%x: i32, %y: i32) -> (i32, i32) {
  %m1 = arith.constant -1 : i32
  %0 = arith.muli %y, %m1 : i32
  %1 = arith.addi %x, %0 : i32
  %2 = arith.muli %x, %m1 : i32
  %3 = arith.addi %2, %y : i32
  func.return %1, %3 : i32, i32
}

// -----

// CHECK-LABEL: func.func @add_mul_neg_one_vector(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> vector<4xi32> {
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : vector<4xi32>
// CHECK-NEXT: return %0 : vector<4xi32>
func.func @add_mul_neg_one_vector(%x: vector<4xi32>, %y: vector<4xi32>) -> vector<4xi32> {
  %m1 = arith.constant dense<-1> : vector<4xi32>
  %0 = arith.muli %y, %m1 : vector<4xi32>
  %1 = arith.addi %x, %0 : vector<4xi32>
  func.return %1 : vector<4xi32>
}

// -----

// CHECK-LABEL: func.func @extended_low_only(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1, %2 : i32, i32, i32
func.func @extended_low_only(%x: i32, %y: i32) -> (i32, i32, i32) {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  %l, %h = arith.mulsi_extended %x, %y : i32
  %l2, %h2 = arith.mului_extended %x, %y : i32
  func.return %s, %l, %l2 : i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @mulsi_extended_one(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.extsi %0 : i1 to i32
// CHECK-NEXT: return %arg0, %1 : i32, i32
func.func @mulsi_extended_one(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %x, %c1 : i32
  func.return %l, %h : i32, i32
}

// -----

// CHECK-LABEL: func.func @logic_of_ext(%arg0: i8, %arg1: i8) -> (i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i32
// CHECK-NEXT: %2 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %3 = arith.extsi %2 : i8 to i32
// CHECK-NEXT: %4 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %5 = arith.extui %4 : i8 to i32
// CHECK-NEXT: %6 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %7 = arith.extsi %6 : i8 to i32
// CHECK-NEXT: %8 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %9 = arith.extui %8 : i8 to i32
// CHECK-NEXT: %10 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %11 = arith.extsi %10 : i8 to i32
// CHECK-NEXT: return %1, %3, %5, %7, %9, %11 : i32, i32, i32, i32, i32, i32
func.func @logic_of_ext(%a: i8, %b: i8) -> (i32, i32, i32, i32, i32, i32) {
  %ua = arith.extui %a : i8 to i32
  %ub = arith.extui %b : i8 to i32
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %0 = arith.andi %ua, %ub : i32
  %1 = arith.andi %sa, %sb : i32
  %2 = arith.ori %ua, %ub : i32
  %3 = arith.ori %sa, %sb : i32
  %4 = arith.xori %ua, %ub : i32
  %5 = arith.xori %sa, %sb : i32
  func.return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @logic_of_ext_mixed(%arg0: i8, %arg1: i16) -> i32 {
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extui %arg1 : i16 to i32
// CHECK-NEXT: %2 = arith.andi %0, %1 : i32
// CHECK-NEXT: return %2 : i32
func.func @logic_of_ext_mixed(%a: i8, %b: i16) -> i32 {
  %ua = arith.extui %a : i8 to i32
  %ub = arith.extui %b : i16 to i32
  %0 = arith.andi %ua, %ub : i32
  func.return %0 : i32
}

// -----

// CHECK-LABEL: func.func @not_cmpi(%arg0: i32, %arg1: i32) -> (i1, i1) {
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1 : i1, i1
func.func @not_cmpi(%a: i32, %b: i32) -> (i1, i1) {
  %t = arith.constant 1 : i1
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.xori %0, %t : i1
  %2 = arith.cmpi uge, %a, %b : i32
  %3 = arith.xori %2, %t : i1
  func.return %1, %3 : i1, i1
}

// -----

// CHECK-LABEL: func.func @cmpi_of_ext(%arg0: i8, %arg1: i8) -> (i1, i1, i1) {
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT: %2 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT: %3 = arith.cmpi ne, %arg0, %arg1 : i8
// CHECK-NEXT: %4 = arith.cmpi slt, %0, %1 : i32
// CHECK-NEXT: return %2, %3, %4 : i1, i1, i1
func.func @cmpi_of_ext(%a: i8, %b: i8) -> (i1, i1, i1) {
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %ua = arith.extui %a : i8 to i32
  %ub = arith.extui %b : i8 to i32
  %0 = arith.cmpi eq, %sa, %sb : i32
  %1 = arith.cmpi ne, %ua, %ub : i32
  %2 = arith.cmpi slt, %sa, %sb : i32
  func.return %0, %1, %2 : i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @select_not(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: return %0 : i32
func.func @select_not(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant 1 : i1
  %n = arith.xori %c, %t : i1
  %0 = arith.select %n, %a, %b : i32
  func.return %0 : i32
}

// -----

// CHECK-LABEL: func.func @select_redundant(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT: return %0, %1 : i32, i32
func.func @select_redundant(%c: i1, %a: i32, %b: i32, %d: i32) -> (i32, i32) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %0, %d : i32
  %2 = arith.select %c, %d, %0 : i32
  func.return %1, %2 : i32, i32
}

// -----

// CHECK-LABEL: func.func @casts(%arg0: i32, %arg1: index, %arg2: f32, %arg3: i8) -> (i32, index, i32, index, f32, i32) {
// CHECK-NEXT: %0 = arith.index_cast %arg3 : i8 to index
// CHECK-NEXT: %1 = arith.index_castui %arg3 : i8 to index
// CHECK-NEXT: %2 = arith.extui %arg3 : i8 to i32
// CHECK-NEXT: return %arg0, %0, %arg0, %1, %arg2, %2 : i32, index, i32, index, f32, i32
func.func @casts(%x: i32, %i: index, %f: f32, %s: i8) -> (i32, index, i32, index, f32, i32) {
  %0 = arith.index_cast %x : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %e = arith.extsi %s : i8 to i32
  %2 = arith.index_cast %e : i32 to index
  %3 = arith.index_castui %x : i32 to index
  %4 = arith.index_castui %3 : index to i32
  %u = arith.extui %s : i8 to i32
  %5 = arith.index_castui %u : i32 to index
  %b0 = arith.bitcast %f : f32 to i32
  %b1 = arith.bitcast %b0 : i32 to f32
  %e1 = arith.extui %s : i8 to i16
  %e2 = arith.extsi %e1 : i16 to i32
  func.return %1, %2, %4, %5, %b1, %e2 : i32, index, i32, index, f32, i32
}

// -----

// CHECK-LABEL: func.func @trunc_of_ext(%arg0: i8, %arg1: i16) -> (i16, i16, i8) {
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT: %1 = arith.extui %arg0 : i8 to i16
// CHECK-NEXT: %2 = arith.trunci %arg1 : i16 to i8
// CHECK-NEXT: return %0, %1, %2 : i16, i16, i8
func.func @trunc_of_ext(%a: i8, %b: i16) -> (i16, i16, i8) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.trunci %0 : i32 to i16
  %2 = arith.extui %a : i8 to i32
  %3 = arith.trunci %2 : i32 to i16
  %4 = arith.extsi %b : i16 to i32
  %5 = arith.trunci %4 : i32 to i8
  func.return %1, %3, %5 : i16, i16, i8
}

// -----

// CHECK-LABEL: func.func @neg_neg(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 fastmath<nnan> : f32
// CHECK-NEXT: %1 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: return %0, %1 : f32, f32
func.func @neg_neg(%x: f32, %y: f32) -> (f32, f32) {
  %nx = arith.negf %x : f32
  %ny = arith.negf %y : f32
  %0 = arith.mulf %nx, %ny fastmath<nnan> : f32
  %1 = arith.divf %nx, %ny : f32
  func.return %0, %1 : f32, f32
}

// -----

// CHECK-LABEL: func.func @trunc_shrsi(%arg0: i64, %arg1: vector<2xi64>) -> (i32, i32, vector<2xi32>, i32) {
// CHECK-NEXT: %cst = arith.constant dense<32> : vector<2xi64>
// CHECK-NEXT: %c31_i64 = arith.constant 31 : i64
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %0 = arith.shrui %arg0, %c32_i64 exact : i64
// CHECK-NEXT: %1 = arith.trunci %0 overflow<nsw> : i64 to i32
// CHECK-NEXT: %2 = arith.shrui %arg0, %c32_i64 : i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i32
// CHECK-NEXT: %4 = arith.shrui %arg1, %cst : vector<2xi64>
// CHECK-NEXT: %5 = arith.trunci %4 : vector<2xi64> to vector<2xi32>
// CHECK-NEXT: %6 = arith.shrsi %arg0, %c31_i64 : i64
// CHECK-NEXT: %7 = arith.trunci %6 : i64 to i32
// CHECK-NEXT: return %1, %3, %5, %7 : i32, i32, vector<2xi32>, i32
func.func @trunc_shrsi(%x: i64, %v: vector<2xi64>) -> (i32, i32, vector<2xi32>, i32) {
  %c32 = arith.constant 32 : i64
  %c31 = arith.constant 31 : i64
  %0 = arith.shrsi %x, %c32 exact : i64
  %1 = arith.trunci %0 overflow<nsw> : i64 to i32
  %2 = arith.shrsi %x, %c32 : i64
  %3 = arith.trunci %2 : i64 to i32
  %cv = arith.constant dense<32> : vector<2xi64>
  %4 = arith.shrsi %v, %cv : vector<2xi64>
  %5 = arith.trunci %4 : vector<2xi64> to vector<2xi32>
  %6 = arith.shrsi %x, %c31 : i64
  %7 = arith.trunci %6 : i64 to i32
  func.return %1, %3, %5, %7 : i32, i32, vector<2xi32>, i32
}

// RUN: ropt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// Folding and canonicalization of the index ops (expected output from mlir-opt 22): constant
// folds valid for 32- and 64-bit index alike, identities, constants moved to the right of
// commutative ops, reassociation of constants, cmp of a bounded value or of a difference,
// casts (only index and i1 constants can be materialized) and dead-op removal. Functions are
// unregistered "x.func" ops so that only index is under test.

// CHECK-LABEL: "x.test"() {name = "fold_constants"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT:   %idx8 = index.constant 8
// CHECK-NEXT:   %idx-2 = index.constant -2
// CHECK-NEXT:   %idx-35 = index.constant -35
// CHECK-NEXT:   %idx1 = index.constant 1
// CHECK-NEXT:   %idx2 = index.constant 2
// CHECK-NEXT:   %idx-3 = index.constant -3
// CHECK-NEXT:   %idx-1 = index.constant -1
// CHECK-NEXT:   %idx3 = index.constant 3
// CHECK-NEXT:   %idx-7 = index.constant -7
// CHECK-NEXT:   %idx40 = index.constant 40
// CHECK-NEXT:   %idx0 = index.constant 0
// CHECK-NEXT:   %idx-4 = index.constant -4
// CHECK-NEXT:   "x.use"(%idx8, %idx-2, %idx-35, %idx-2, %idx1, %idx-2, %idx2, %idx-3, %idx-1, %idx2) : (index, index, index, index, index, index, index, index, index, index) -> ()
// CHECK-NEXT:   "x.use"(%idx3, %idx-7, %idx-7, %idx3, %idx40, %idx-1, %idx0, %idx1, %idx-3, %idx-4) : (index, index, index, index, index, index, index, index, index, index) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "fold_constants"} : () -> ()
"x.func"() ({
  %c0 = index.constant 0
  %c3 = index.constant 3
  %c5 = index.constant 5
  %m7 = index.constant -7
  %big = index.constant 4294967296
  %0 = index.add %c3, %c5
  %1 = index.sub %c3, %c5
  %2 = index.mul %m7, %c5
  %3 = index.divs %m7, %c3
  %4 = index.divu %c5, %c3
  %5 = index.ceildivs %m7, %c3
  %6 = index.ceildivu %c5, %c3
  %7 = index.floordivs %m7, %c3
  %8 = index.rems %m7, %c3
  %9 = index.remu %c5, %c3
  %10 = index.maxs %m7, %c3
  %11 = index.maxu %m7, %c3
  %12 = index.mins %m7, %c3
  %13 = index.minu %m7, %c3
  %14 = index.shl %c5, %c3
  %15 = index.shrs %m7, %c3
  %16 = index.shru %c5, %c3
  %17 = index.and %m7, %c5
  %18 = index.or %m7, %c5
  %19 = index.xor %m7, %c5
  "x.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (index, index, index, index, index, index, index, index, index, index) -> ()
  "x.use"(%10, %11, %12, %13, %14, %15, %16, %17, %18, %19) : (index, index, index, index, index, index, index, index, index, index) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "no_fold"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT:   %idx0 = index.constant 0
// CHECK-NEXT:   %idx3 = index.constant 3
// CHECK-NEXT:   %idx64 = index.constant 64
// CHECK-NEXT:   %idx-1 = index.constant -1
// CHECK-NEXT:   %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:   %0 = index.divs %idx3, %idx0
// CHECK-NEXT:   %1 = index.remu %idx3, %idx0
// CHECK-NEXT:   %2 = index.shl %idx3, %idx64
// CHECK-NEXT:   %3 = index.shru %idx-1, %idx3
// CHECK-NEXT:   %4 = index.divu %idx3, %idx4294967296
// CHECK-NEXT:   %5 = index.maxu %idx3, %idx4294967296
// CHECK-NEXT:   "x.use"(%0, %1, %2, %3, %4, %5) : (index, index, index, index, index, index) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "no_fold"} : () -> ()
"x.func"() ({
  %c0 = index.constant 0
  %c3 = index.constant 3
  %c64 = index.constant 64
  %m1 = index.constant -1
  %big = index.constant 4294967296
  // Division by zero, shifts past the width, and results that depend on the width of index.
  %0 = index.divs %c3, %c0
  %1 = index.remu %c3, %c0
  %2 = index.shl %c3, %c64
  %3 = index.shru %m1, %c3
  %4 = index.divu %c3, %big
  %5 = index.maxu %c3, %big
  "x.use"(%0, %1, %2, %3, %4, %5) : (index, index, index, index, index, index) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "identities"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: index):
// CHECK-NEXT:   %idx0 = index.constant 0
// CHECK-NEXT:   %idx1 = index.constant 1
// CHECK-NEXT:   %0 = index.divs %arg0, %idx1
// CHECK-NEXT:   %1 = index.and %arg0, %idx0
// CHECK-NEXT:   %2 = index.sub %idx0, %arg0
// CHECK-NEXT:   "x.use"(%arg0, %arg0, %arg0, %arg0, %arg0, %idx0, %0, %1, %2) : (index, index, index, index, index, index, index, index, index) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "identities"} : () -> ()
"x.func"() ({
^bb0(%a: index):
  %c0 = index.constant 0
  %c1 = index.constant 1
  %0 = index.add %a, %c0
  %1 = index.add %c0, %a
  %2 = index.sub %a, %c0
  %3 = index.mul %a, %c1
  %4 = index.mul %c1, %a
  %5 = index.mul %a, %c0
  %6 = index.divs %a, %c1
  %7 = index.and %a, %c0
  %8 = index.sub %c0, %a
  "x.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (index, index, index, index, index, index, index, index, index) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "constants_move_right"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: index):
// CHECK-NEXT:   %idx4 = index.constant 4
// CHECK-NEXT:   %0 = index.add %arg0, %idx4
// CHECK-NEXT:   %1 = index.maxs %arg0, %idx4
// CHECK-NEXT:   %2 = index.xor %arg0, %idx4
// CHECK-NEXT:   %3 = index.sub %idx4, %arg0
// CHECK-NEXT:   "x.use"(%0, %1, %2, %3) : (index, index, index, index) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "constants_move_right"} : () -> ()
"x.func"() ({
^bb0(%a: index):
  %c4 = index.constant 4
  %0 = index.add %c4, %a
  %1 = index.maxs %c4, %a
  %2 = index.xor %c4, %a
  %3 = index.sub %c4, %a
  "x.use"(%0, %1, %2, %3) : (index, index, index, index) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "reassociate"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: index):
// CHECK-NEXT:   %idx2 = index.constant 2
// CHECK-NEXT:   %idx12 = index.constant 12
// CHECK-NEXT:   %idx0 = index.constant 0
// CHECK-NEXT:   %idx24 = index.constant 24
// CHECK-NEXT:   %idx14 = index.constant 14
// CHECK-NEXT:   %0 = index.add %arg0, %idx14
// CHECK-NEXT:   %1 = index.mul %arg0, %idx24
// CHECK-NEXT:   %2 = index.and %arg0, %idx0
// CHECK-NEXT:   %3 = index.or %arg0, %idx14
// CHECK-NEXT:   %4 = index.xor %arg0, %idx14
// CHECK-NEXT:   %5 = index.maxs %arg0, %idx12
// CHECK-NEXT:   %6 = index.maxu %arg0, %idx12
// CHECK-NEXT:   %7 = index.mins %arg0, %idx2
// CHECK-NEXT:   %8 = index.minu %arg0, %idx2
// CHECK-NEXT:   "x.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (index, index, index, index, index, index, index, index, index) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "reassociate"} : () -> ()
"x.func"() ({
^bb0(%a: index):
  %c2 = index.constant 2
  %c12 = index.constant 12
  %0 = index.add %a, %c2
  %1 = index.add %0, %c12
  %2 = index.mul %a, %c2
  %3 = index.mul %2, %c12
  %4 = index.and %a, %c12
  %5 = index.and %4, %c2
  %6 = index.or %a, %c12
  %7 = index.or %6, %c2
  %8 = index.xor %a, %c12
  %9 = index.xor %8, %c2
  %10 = index.maxs %a, %c2
  %11 = index.maxs %10, %c12
  %12 = index.maxu %a, %c2
  %13 = index.maxu %12, %c12
  %14 = index.mins %a, %c2
  %15 = index.mins %14, %c12
  %16 = index.minu %a, %c2
  %17 = index.minu %16, %c12
  "x.use"(%1, %3, %5, %7, %9, %11, %13, %15, %17) : (index, index, index, index, index, index, index, index, index) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "reassociate_chain"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: index):
// CHECK-NEXT:   %idx4 = index.constant 4
// CHECK-NEXT:   %0 = index.add %arg0, %idx4
// CHECK-NEXT:   "x.use"(%0) : (index) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "reassociate_chain"} : () -> ()
"x.func"() ({
^bb0(%a: index):
  %c1 = index.constant 1
  %0 = index.add %c1, %a
  %1 = index.add %0, %c1
  %2 = index.add %c1, %1
  %3 = index.add %2, %c1
  "x.use"(%3) : (index) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "no_reassociate"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: index):
// CHECK-NEXT:   %idx1 = index.constant 1
// CHECK-NEXT:   %idx2 = index.constant 2
// CHECK-NEXT:   %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:   %0 = index.maxs %arg0, %idx2147483648
// CHECK-NEXT:   %1 = index.maxs %0, %idx1
// CHECK-NEXT:   %2 = index.sub %arg0, %idx1
// CHECK-NEXT:   %3 = index.sub %2, %idx2
// CHECK-NEXT:   %4 = index.add %arg0, %arg1
// CHECK-NEXT:   %5 = index.add %4, %idx2
// CHECK-NEXT:   %6 = index.shl %arg0, %idx1
// CHECK-NEXT:   %7 = index.shl %6, %idx1
// CHECK-NEXT:   "x.use"(%1, %3, %5, %7) : (index, index, index, index) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "no_reassociate"} : () -> ()
"x.func"() ({
^bb0(%a: index, %b: index):
  %c1 = index.constant 1
  %c2 = index.constant 2
  %big = index.constant 2147483648
  // The combined constant depends on the width of index.
  %0 = index.maxs %a, %big
  %1 = index.maxs %0, %c1
  // Not associative, or the inner operand is not a constant.
  %2 = index.sub %a, %c1
  %3 = index.sub %2, %c2
  %4 = index.add %a, %b
  %5 = index.add %4, %c2
  %6 = index.shl %a, %c1
  %7 = index.shl %6, %c1
  "x.use"(%1, %3, %5, %7) : (index, index, index, index) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "cmp_fold"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: index):
// CHECK-NEXT:   %idx3 = index.constant 3
// CHECK-NEXT:   %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:   %idx0 = index.constant 0
// CHECK-NEXT:   %true = index.bool.constant true
// CHECK-NEXT:   %false = index.bool.constant false
// CHECK-NEXT:   %0 = index.cmp ne(%idx4294967296, %idx0)
// CHECK-NEXT:   %1 = index.cmp sgt(%idx4294967296, %idx3)
// CHECK-NEXT:   "x.use"(%true, %false, %true, %0, %true, %false, %1, %true) : (i1, i1, i1, i1, i1, i1, i1, i1) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "cmp_fold"} : () -> ()
"x.func"() ({
^bb0(%a: index):
  %c3 = index.constant 3
  %m1 = index.constant -1
  %big = index.constant 4294967296
  %c0 = index.constant 0
  %0 = index.cmp slt(%m1, %c3)
  %1 = index.cmp ult(%m1, %c3)
  %2 = index.cmp eq(%c3, %c3)
  %3 = index.cmp ne(%big, %c0)
  %4 = index.cmp sle(%a, %a)
  %5 = index.cmp ugt(%a, %a)
  %6 = index.cmp sgt(%big, %c3)
  %7 = index.cmp uge(%big, %c0)
  "x.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "cmp_of_bound"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: index):
// CHECK-NEXT:   %false = index.bool.constant false
// CHECK-NEXT:   %true = index.bool.constant true
// CHECK-NEXT:   %idx2 = index.constant 2
// CHECK-NEXT:   %idx5 = index.constant 5
// CHECK-NEXT:   %idx7 = index.constant 7
// CHECK-NEXT:   %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:   %0 = index.maxs %arg0, %idx5
// CHECK-NEXT:   %1 = index.cmp sgt(%0, %idx7)
// CHECK-NEXT:   %2 = index.mins %arg0, %idx5
// CHECK-NEXT:   %3 = index.cmp ne(%2, %idx7)
// CHECK-NEXT:   %4 = index.maxu %arg0, %idx5
// CHECK-NEXT:   %5 = index.cmp ne(%4, %idx2)
// CHECK-NEXT:   %6 = index.maxu %arg0, %idx4294967296
// CHECK-NEXT:   %7 = index.cmp uge(%6, %idx2)
// CHECK-NEXT:   %8 = index.cmp sgt(%idx7, %0)
// CHECK-NEXT:   "x.use"(%true, %false, %1, %false, %true, %3, %true, %5, %true, %true, %7, %8) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "cmp_of_bound"} : () -> ()
"x.func"() ({
^bb0(%a: index):
  %c2 = index.constant 2
  %c5 = index.constant 5
  %c7 = index.constant 7
  %c0 = index.constant 0
  %big = index.constant 4294967296
  %max = index.maxs %a, %c5
  %0 = index.cmp sgt(%max, %c2)
  %1 = index.cmp slt(%max, %c2)
  %2 = index.cmp sgt(%max, %c7)
  %3 = index.cmp eq(%max, %c2)
  %min = index.mins %a, %c5
  %4 = index.cmp sle(%min, %c7)
  %5 = index.cmp ne(%min, %c7)
  %maxu = index.maxu %a, %c5
  %6 = index.cmp uge(%maxu, %c5)
  %7 = index.cmp ne(%maxu, %c2)
  %minu = index.minu %a, %c0
  %8 = index.cmp eq(%minu, %c0)
  %9 = index.cmp ult(%minu, %c2)
  %maxb = index.maxu %a, %big
  %10 = index.cmp uge(%maxb, %c2)
  %11 = index.cmp sgt(%c7, %max)
  "x.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "cmp_of_sub"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: index):
// CHECK-NEXT:   %false = index.bool.constant false
// CHECK-NEXT:   %idx0 = index.constant 0
// CHECK-NEXT:   %idx1 = index.constant 1
// CHECK-NEXT:   %0 = index.sub %arg0, %arg1
// CHECK-NEXT:   %1 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT:   %2 = index.cmp ult(%arg1, %arg0)
// CHECK-NEXT:   %3 = index.cmp eq(%0, %idx1)
// CHECK-NEXT:   %4 = index.add %arg0, %arg1
// CHECK-NEXT:   %5 = index.cmp sge(%4, %idx0)
// CHECK-NEXT:   "x.use"(%1, %2, %3, %false, %5) : (i1, i1, i1, i1, i1) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "cmp_of_sub"} : () -> ()
"x.func"() ({
^bb0(%a: index, %b: index):
  %c0 = index.constant 0
  %c1 = index.constant 1
  %s = index.sub %a, %b
  %0 = index.cmp slt(%s, %c0)
  %1 = index.cmp ult(%c0, %s)
  %2 = index.cmp eq(%s, %c1)
  %3 = index.cmp ne(%c0, %c0)
  %t = index.add %a, %b
  %4 = index.cmp sge(%t, %c0)
  "x.use"(%0, %1, %2, %3, %4) : (i1, i1, i1, i1, i1) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "casts"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT:   %true = index.bool.constant true
// CHECK-NEXT:   %false = index.bool.constant false
// CHECK-NEXT:   %idx300 = index.constant 300
// CHECK-NEXT:   %idx-2 = index.constant -2
// CHECK-NEXT:   %idx4294967297 = index.constant 4294967297
// CHECK-NEXT:   %idx-5 = index.constant -5
// CHECK-NEXT:   %idx4294967291 = index.constant 4294967291
// CHECK-NEXT:   %idx-1 = index.constant -1
// CHECK-NEXT:   %idx1 = index.constant 1
// CHECK-NEXT:   %0 = index.casts %idx300 : index to i32
// CHECK-NEXT:   %1 = index.castu %idx-2 : index to i8
// CHECK-NEXT:   %2 = index.casts %idx4294967297 : index to i64
// CHECK-NEXT:   "x.use"(%idx-5, %idx4294967291, %idx-1, %idx1, %idx1, %0, %1, %false, %true, %2) : (index, index, index, index, index, i32, i8, i1, i1, i64) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "casts"} : () -> ()
"x.func"() ({
  %c = index.constant 300
  %m = index.constant -2
  %big = index.constant 4294967297
  %i = arith.constant -5 : i32
  %j = index.bool.constant true
  %k = arith.constant 18446744073709551617 : i128
  %0 = index.casts %i : i32 to index
  %1 = index.castu %i : i32 to index
  %2 = index.casts %j : i1 to index
  %3 = index.castu %j : i1 to index
  %4 = index.casts %k : i128 to index
  // Results of other integer types cannot be materialized by index.
  %5 = index.casts %c : index to i32
  %6 = index.castu %m : index to i8
  // i1 results become index.bool.constant, when both widths agree.
  %7 = index.castu %m : index to i1
  %8 = index.castu %big : index to i1
  %9 = index.casts %big : index to i64
  "x.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (index, index, index, index, index, i32, i8, i1, i1, i64) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "dead"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: index):
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "dead"} : () -> ()
"x.func"() ({
^bb0(%a: index, %b: index):
  %0 = index.add %a, %b
  %1 = index.divs %a, %b
  %2 = index.cmp eq(%a, %b)
  %3 = index.sizeof
  %4 = index.constant 1
  %5 = index.bool.constant true
  %6 = index.casts %a : index to i32
  "x.return"() : () -> ()
}) : () -> ()


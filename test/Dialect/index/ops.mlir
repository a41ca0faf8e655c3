// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect | ropt -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | ropt -allow-unregistered-dialect | FileCheck %s

// Custom syntax of every index op, its generic form, and the result names of the constants
// (expected text from mlir-opt 22). Functions are unregistered "x.func" ops so that only
// index is under test.

// CHECK-LABEL: "x.test"() {name = "binary"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: index):
// CHECK-NEXT:   %0 = index.add %arg0, %arg1
// CHECK-NEXT:   %1 = index.sub %arg0, %arg1
// CHECK-NEXT:   %2 = index.mul %arg0, %arg1
// CHECK-NEXT:   %3 = index.divs %arg0, %arg1
// CHECK-NEXT:   %4 = index.divu %arg0, %arg1
// CHECK-NEXT:   %5 = index.ceildivs %arg0, %arg1
// CHECK-NEXT:   %6 = index.ceildivu %arg0, %arg1
// CHECK-NEXT:   %7 = index.floordivs %arg0, %arg1
// CHECK-NEXT:   %8 = index.rems %arg0, %arg1
// CHECK-NEXT:   %9 = index.remu %arg0, %arg1
// CHECK-NEXT:   %10 = index.maxs %arg0, %arg1
// CHECK-NEXT:   %11 = index.maxu %arg0, %arg1
// CHECK-NEXT:   %12 = index.mins %arg0, %arg1
// CHECK-NEXT:   %13 = index.minu %arg0, %arg1
// CHECK-NEXT:   %14 = index.shl %arg0, %arg1
// CHECK-NEXT:   %15 = index.shrs %arg0, %arg1
// CHECK-NEXT:   %16 = index.shru %arg0, %arg1
// CHECK-NEXT:   %17 = index.and %arg0, %arg1
// CHECK-NEXT:   %18 = index.or %arg0, %arg1
// CHECK-NEXT:   %19 = index.xor %arg0, %arg1 {x.tag}
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// GENERIC-LABEL: "x.test"() {name = "binary"}
// GENERIC-NEXT: "x.func"() ({
// GENERIC-NEXT: ^bb0(%arg6: index, %arg7: index):
// GENERIC-NEXT:   %28 = "index.add"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT:   %29 = "index.sub"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT:   %30 = "index.mul"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT:   %31 = "index.divs"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT:   %32 = "index.divu"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT:   %33 = "index.ceildivs"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT:   %34 = "index.ceildivu"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT:   %35 = "index.floordivs"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT:   %36 = "index.rems"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT:   %37 = "index.remu"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT:   %38 = "index.maxs"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT:   %39 = "index.maxu"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT:   %40 = "index.mins"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT:   %41 = "index.minu"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT:   %42 = "index.shl"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT:   %43 = "index.shrs"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT:   %44 = "index.shru"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT:   %45 = "index.and"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT:   %46 = "index.or"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT:   %47 = "index.xor"(%arg6, %arg7) {x.tag} : (index, index) -> index
// GENERIC-NEXT:   "x.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
"x.test"() {name = "binary"} : () -> ()
"x.func"() ({
^bb0(%a: index, %b: index):
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b {x.tag}
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "cmp"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: index):
// CHECK-NEXT:   %0 = index.cmp eq(%arg0, %arg1)
// CHECK-NEXT:   %1 = index.cmp ne(%arg0, %arg1)
// CHECK-NEXT:   %2 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT:   %3 = index.cmp sle(%arg0, %arg1)
// CHECK-NEXT:   %4 = index.cmp sgt(%arg0, %arg1)
// CHECK-NEXT:   %5 = index.cmp sge(%arg0, %arg1)
// CHECK-NEXT:   %6 = index.cmp ult(%arg0, %arg1)
// CHECK-NEXT:   %7 = index.cmp ule(%arg0, %arg1)
// CHECK-NEXT:   %8 = index.cmp ugt(%arg0, %arg1)
// CHECK-NEXT:   %9 = index.cmp uge(%arg0, %arg1) {x.tag = 1 : i64}
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// GENERIC-LABEL: "x.test"() {name = "cmp"}
// GENERIC-NEXT: "x.func"() ({
// GENERIC-NEXT: ^bb0(%arg4: index, %arg5: index):
// GENERIC-NEXT:   %18 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
// GENERIC-NEXT:   %19 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1
// GENERIC-NEXT:   %20 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
// GENERIC-NEXT:   %21 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate sle>}> : (index, index) -> i1
// GENERIC-NEXT:   %22 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate sgt>}> : (index, index) -> i1
// GENERIC-NEXT:   %23 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
// GENERIC-NEXT:   %24 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
// GENERIC-NEXT:   %25 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate ule>}> : (index, index) -> i1
// GENERIC-NEXT:   %26 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate ugt>}> : (index, index) -> i1
// GENERIC-NEXT:   %27 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate uge>}> {x.tag = 1 : i64} : (index, index) -> i1
// GENERIC-NEXT:   "x.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
"x.test"() {name = "cmp"} : () -> ()
"x.func"() ({
^bb0(%a: index, %b: index):
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b) {x.tag = 1}
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "casts"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: i32, %arg2: i1, %arg3: i128):
// CHECK-NEXT:   %0 = index.casts %arg0 : index to i64
// CHECK-NEXT:   %1 = index.casts %arg1 : i32 to index
// CHECK-NEXT:   %2 = index.castu %arg0 : index to i1
// CHECK-NEXT:   %3 = index.castu %arg2 : i1 to index
// CHECK-NEXT:   %4 = index.casts %arg3 : i128 to index
// CHECK-NEXT:   %5 = index.castu %arg0 : index to i8
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// GENERIC-LABEL: "x.test"() {name = "casts"}
// GENERIC-NEXT: "x.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: i32, %arg2: i1, %arg3: i128):
// GENERIC-NEXT:   %12 = "index.casts"(%arg0) : (index) -> i64
// GENERIC-NEXT:   %13 = "index.casts"(%arg1) : (i32) -> index
// GENERIC-NEXT:   %14 = "index.castu"(%arg0) : (index) -> i1
// GENERIC-NEXT:   %15 = "index.castu"(%arg2) : (i1) -> index
// GENERIC-NEXT:   %16 = "index.casts"(%arg3) : (i128) -> index
// GENERIC-NEXT:   %17 = "index.castu"(%arg0) : (index) -> i8
// GENERIC-NEXT:   "x.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
"x.test"() {name = "casts"} : () -> ()
"x.func"() ({
^bb0(%a: index, %i: i32, %j: i1, %k: i128):
  %0 = index.casts %a : index to i64
  %1 = index.casts %i : i32 to index
  %2 = index.castu %a : index to i1
  %3 = index.castu %j : i1 to index
  %4 = index.casts %k : i128 to index
  %5 = index.castu %a : index to i8
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "constants"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT:   %idx0 = index.constant 0
// CHECK-NEXT:   %idx42 = index.constant 42
// CHECK-NEXT:   %idx-1 = index.constant -1
// CHECK-NEXT:   %idx9223372036854775807 = index.constant 9223372036854775807
// CHECK-NEXT:   %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:   %idx42_0 = index.constant 42
// CHECK-NEXT:   %true = index.bool.constant true
// CHECK-NEXT:   %false = index.bool.constant false
// CHECK-NEXT:   %true_1 = index.bool.constant true
// CHECK-NEXT:   %0 = index.sizeof
// CHECK-NEXT:   %1 = index.sizeof {x.tag}
// CHECK-NEXT:   %idx7 = index.constant {x.tag} 7
// CHECK-NEXT:   "x.use"(%idx0, %idx42, %idx-1, %idx9223372036854775807, %idx-9223372036854775808, %idx42_0, %true, %false, %true_1, %0, %1, %idx7) : (index, index, index, index, index, index, i1, i1, i1, index, index, index) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// GENERIC-LABEL: "x.test"() {name = "constants"}
// GENERIC-NEXT: "x.func"() ({
// GENERIC-NEXT:   %0 = "index.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:   %1 = "index.constant"() <{value = 42 : index}> : () -> index
// GENERIC-NEXT:   %2 = "index.constant"() <{value = -1 : index}> : () -> index
// GENERIC-NEXT:   %3 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
// GENERIC-NEXT:   %4 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
// GENERIC-NEXT:   %5 = "index.constant"() <{value = 42 : index}> : () -> index
// GENERIC-NEXT:   %6 = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:   %7 = "index.bool.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:   %8 = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:   %9 = "index.sizeof"() : () -> index
// GENERIC-NEXT:   %10 = "index.sizeof"() {x.tag} : () -> index
// GENERIC-NEXT:   %11 = "index.constant"() <{value = 7 : index}> {x.tag} : () -> index
// GENERIC-NEXT:   "x.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (index, index, index, index, index, index, i1, i1, i1, index, index, index) -> ()
// GENERIC-NEXT:   "x.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
"x.test"() {name = "constants"} : () -> ()
"x.func"() ({
  %0 = index.constant 0
  %1 = index.constant 42
  %2 = index.constant -1
  %3 = index.constant 9223372036854775807
  %4 = index.constant -9223372036854775808
  %5 = index.constant 42
  %6 = index.bool.constant true
  %7 = index.bool.constant false
  %8 = index.bool.constant true
  %9 = index.sizeof
  %10 = index.sizeof {x.tag}
  %11 = index.constant {x.tag} 7
  "x.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (index, index, index, index, index, index, i1, i1, i1, index, index, index) -> ()
  "x.return"() : () -> ()
}) : () -> ()



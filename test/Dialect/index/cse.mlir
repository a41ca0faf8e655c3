// RUN: ropt %s -allow-unregistered-dialect -cse | FileCheck %s

// The index ops are free of memory effects, so -cse merges equal ones (expected output from
// mlir-opt 22; divisions too: they have no effect although they are not speculatable).

// CHECK-LABEL: "x.test"() {name = "cse"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: index):
// CHECK-NEXT:   %0 = index.add %arg0, %arg1
// CHECK-NEXT:   %1 = index.divs %arg0, %arg1
// CHECK-NEXT:   %2 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT:   %3 = index.cmp sgt(%arg0, %arg1)
// CHECK-NEXT:   %idx3 = index.constant 3
// CHECK-NEXT:   %4 = index.casts %arg0 : index to i32
// CHECK-NEXT:   %5 = index.castu %arg0 : index to i32
// CHECK-NEXT:   %6 = index.sizeof
// CHECK-NEXT:   "x.use"(%0, %0, %1, %1, %2, %2, %3, %idx3, %idx3, %4, %4, %5, %6, %6) : (index, index, index, index, i1, i1, i1, index, index, i32, i32, i32, index, index) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "cse"} : () -> ()
"x.func"() ({
^bb0(%a: index, %b: index):
  %0 = index.add %a, %b
  %1 = index.add %a, %b
  %2 = index.divs %a, %b
  %3 = index.divs %a, %b
  %4 = index.cmp slt(%a, %b)
  %5 = index.cmp slt(%a, %b)
  %6 = index.cmp sgt(%a, %b)
  %7 = index.constant 3
  %8 = index.constant 3
  %9 = index.casts %a : index to i32
  %10 = index.casts %a : index to i32
  %11 = index.castu %a : index to i32
  %12 = index.sizeof
  %13 = index.sizeof
  "x.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13) : (index, index, index, index, i1, i1, i1, index, index, i32, i32, i32, index, index) -> ()
  "x.return"() : () -> ()
}) : () -> ()


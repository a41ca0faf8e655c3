// RUN: ropt %s -split-input-file -allow-unregistered-dialect -mlir-print-value-users | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   %0 = "tst.a"() : () -> i32 // users: %7, %3, %2#0, %2#1, %1
// CHECK-NEXT:   %1 = "tst.b"(%0) : (i32) -> i32 // users: %2#0, %2#1
// CHECK-NEXT:   %2:2 = "tst.c"(%0, %1) : (i32, i32) -> (i32, i32) // users: (unused), (%5)
// CHECK-NEXT:   "tst.d"(%0) : (i32) -> () // id: %3
// CHECK-NEXT:   "tst.e"() : () -> ()
// CHECK-NEXT:   "tst.f"(%2#1, %2#1) : (i32, i32) -> () // id: %5
// CHECK-NEXT:   "tst.g"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT:     // %arg0 is used by %7
// CHECK-NEXT:     // %arg1 is unused
// CHECK-NEXT:     "tst.h"(%arg0, %0) : (i32, i32) -> () // id: %7
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// --mlir-print-value-users: each value lists its users; ops without results get an id.

%0 = "tst.a"() : () -> i32
%1 = "tst.b"(%0) : (i32) -> i32
%2:2 = "tst.c"(%0, %1) : (i32, i32) -> (i32, i32)
"tst.d"(%0) : (i32) -> ()
"tst.e"() : () -> ()
"tst.f"(%2#1, %2#1) : (i32, i32) -> ()
"tst.g"() ({
^bb0(%x: i32, %y: i32):
  "tst.h"(%x, %0) : (i32, i32) -> ()
}) : () -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   %0 = "tst.a"() : () -> i32 // user: %2
// CHECK-NEXT:   %1 = "tst.a"() : () -> i32 // users: %3, %2
// CHECK-NEXT:   "tst.x"(%0, %1, %0) : (i32, i32, i32) -> () // id: %2
// CHECK-NEXT:   %3 = "tst.y"(%1) : (i32) -> i32 // unused
// CHECK-NEXT: }
// CHECK-EMPTY:
%0 = "tst.a"() : () -> i32
%1 = "tst.a"() : () -> i32
"tst.x"(%0, %1, %0) : (i32, i32, i32) -> ()
%2 = "tst.y"(%1) : (i32) -> i32

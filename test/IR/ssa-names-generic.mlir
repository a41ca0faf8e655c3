// RUN: ropt %s -split-input-file -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   %0 = "tst.a"() : () -> i32
// CHECK-NEXT:   %1 = "tst.b"(%0) : (i32) -> i32
// CHECK-NEXT:   "tst.c"(%1, %0) : (i32, i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// In the generic form, value numbers are unique across regions (as with
// --mlir-print-unique-ssa-ids): counters never restart.

%x = "tst.a"() : () -> i32
%y = "tst.b"(%x) : (i32) -> i32
"tst.c"(%y, %x) : (i32, i32) -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   %0 = "tst.a"() : () -> i32
// CHECK-NEXT:   "tst.r"() ({
// CHECK-NEXT:     %3 = "tst.b"() : () -> i32
// CHECK-NEXT:     %4 = "tst.b"() : () -> i32
// CHECK-NEXT:   }, {
// CHECK-NEXT:     %2 = "tst.b"() : () -> i32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   %1 = "tst.a"() : () -> i32
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
%0 = "tst.a"() : () -> i32
"tst.r"() ({
  %1 = "tst.b"() : () -> i32
  %2 = "tst.b"() : () -> i32
}, {
  %3 = "tst.b"() : () -> i32
}) : () -> ()
%4 = "tst.a"() : () -> i32

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "tst.r"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT:     "tst.r"() ({
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       "tst.use"(%arg0, %arg1, %arg2) : (i32, i32, i32) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
"tst.r"() ({
^bb0(%a: i32, %b: i32):
  "tst.r"() ({
  ^bb0(%c: i32):
    "tst.use"(%a, %b, %c) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "tst.r"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     "tst.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = "tst.v"() : () -> i32
// CHECK-NEXT:     "tst.br"(%0)[^bb2] : (i32) -> ()
// CHECK-NEXT:   ^bb2(%1: i32):  // pred: ^bb1
// CHECK-NEXT:     "tst.ret"(%1, %arg0) : (i32, i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
"tst.r"() ({
^bb0(%a: i32):
  "tst.br"()[^bb1] : () -> ()
^bb1:
  %v = "tst.v"() : () -> i32
  "tst.br"(%v)[^bb2] : (i32) -> ()
^bb2(%w: i32):
  "tst.ret"(%w, %a) : (i32, i32) -> ()
}) : () -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: "builtin.module"() <{sym_name = "outer"}> ({
// CHECK-NEXT:   %0 = "tst.a"() : () -> i32
// CHECK-NEXT:   "builtin.module"() <{sym_name = "inner"}> ({
// CHECK-NEXT:     %2 = "tst.b"() : () -> i32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   %1 = "tst.c"() : () -> i32
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
module @outer {
  %0 = "tst.a"() : () -> i32
  module @inner {
    %1 = "tst.b"() : () -> i32
  }
  %2 = "tst.c"() : () -> i32
}

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   %0:2 = "tst.two"() : () -> (i32, i32)
// CHECK-NEXT:   "tst.r"() ({
// CHECK-NEXT:     %2:3 = "tst.three"() : () -> (i8, i8, i8)
// CHECK-NEXT:     "tst.use"(%2#2, %0#1) : (i8, i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   %1 = "tst.one"() : () -> i1
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
%0:2 = "tst.two"() : () -> (i32, i32)
"tst.r"() ({
  %1:3 = "tst.three"() : () -> (i8, i8, i8)
  "tst.use"(%1#2, %0#1) : (i8, i32) -> ()
}) : () -> ()
%2 = "tst.one"() : () -> i1

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "tst.r"() ({
// CHECK-NEXT:     "tst.r"() ({
// CHECK-NEXT:       %2 = "tst.d"() : () -> i32
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     %1 = "tst.e"() : () -> i32
// CHECK-NEXT:   }, {
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     %0 = "tst.f"() : () -> i32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
"tst.r"() ({
  "tst.r"() ({
    %deep = "tst.d"() : () -> i32
  }) : () -> ()
  %after = "tst.e"() : () -> i32
}, {
^bb0(%arg: i32):
  %z = "tst.f"() : () -> i32
}) : () -> ()

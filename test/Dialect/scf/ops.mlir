// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect | ropt -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Round trip of the custom forms of scf.for, scf.if, scf.while, scf.condition, scf.yield,
// scf.execute_region and scf.index_switch (expected output from mlir-opt 22), and their
// generic form.

%lb, %ub, %st = "test.idx"() : () -> (index, index, index)
%c = "test.cond"() : () -> i1
%x, %a, %b = "test.i32"() : () -> (i32, i32, i32)
%r = scf.for %i = %lb to %ub step %st iter_args(%acc = %x) -> (i32) {
  %s = "test.add"(%acc, %a, %i) : (i32, i32, index) -> i32
  scf.yield %s : i32
}
%r2:2 = scf.for unsigned %i = %a to %b step %x iter_args(%p = %a, %q = %b) -> (i32, i32) : i32 {
  scf.yield %q, %p : i32, i32
} {foo}
%r3 = scf.for %i = %lb to %ub step %st iter_args(%t = %lb) -> (index) {
  %n = scf.for %j = %i to %ub step %st iter_args(%u = %t) -> (index) {
    scf.yield %j : index
  }
  scf.yield %n : index
}
%m = scf.if %c -> (i32) {
  scf.yield %a : i32
} else {
  scf.yield %b : i32
}
%m1 = scf.if %c -> i32 {
  %n = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  scf.yield %n : i32
} else {
  scf.yield %b : i32
}
%m2:2 = scf.if %c -> (i32, i32) {
  scf.yield %a, %b : i32, i32
} else {
  scf.yield %b, %a : i32, i32
} {attr = 1}
%w = scf.while (%arg1 = %x) : (i32) -> i32 {
  %cond = "test.cmp"(%arg1, %a) : (i32, i32) -> i1
  scf.condition(%cond) %arg1 : i32
} do {
^bb0(%arg2: i32):
  %n = "test.add"(%arg2, %b) : (i32, i32) -> i32
  scf.yield %n : i32
}
%w2:2 = scf.while (%u = %x, %v = %a) : (i32, i32) -> (i32, i32) {
  scf.condition(%c) %u, %v : i32, i32
} do {
^bb0(%arg2: i32, %arg3: i32):
  scf.yield %arg2, %arg3 : i32, i32
} attributes {foo}
%w3 = scf.while (%u = %x) : (i32) -> index {
  %k = "test.idx1"(%u) : (i32) -> index
  scf.condition(%c) %k : index
} do {
^bb0(%arg2: index):
  scf.yield %x : i32
}
scf.while : () -> () {
  scf.condition(%c)
} do {
  scf.yield
}
%e = scf.execute_region -> i32 {
  scf.yield %a : i32
}
scf.execute_region {
  "test.foo"() : () -> ()
  scf.yield
} {a}
%e2:2 = scf.execute_region -> (i32, i32) no_inline {
  "test.br"() [^bb1] : () -> ()
^bb1:
  scf.yield %a, %b : i32, i32
}
%sw = scf.index_switch %lb -> i32
case 2 {
  scf.yield %a : i32
}
case -5 {
  scf.yield %b : i32
}
default {
  scf.yield %x : i32
}
%sw2:2 = scf.index_switch %lb {x = 1} -> i32, i32
default {
  scf.yield %x, %x : i32, i32
}
scf.index_switch %lb
case 1 {
  scf.yield
}
default {
  scf.yield {marker}
}

// CHECK: module {
// CHECK-NEXT:   %0:3 = "test.idx"() : () -> (index, index, index)
// CHECK-NEXT:   %1 = "test.cond"() : () -> i1
// CHECK-NEXT:   %2:3 = "test.i32"() : () -> (i32, i32, i32)
// CHECK-NEXT:   %3 = scf.for %arg0 = %0#0 to %0#1 step %0#2 iter_args(%arg1 = %2#0) -> (i32) {
// CHECK-NEXT:     %16 = "test.add"(%arg1, %2#1, %arg0) : (i32, i32, index) -> i32
// CHECK-NEXT:     scf.yield %16 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %4:2 = scf.for unsigned %arg0 = %2#1 to %2#2 step %2#0 iter_args(%arg1 = %2#1, %arg2 = %2#2) -> (i32, i32)  : i32 {
// CHECK-NEXT:     scf.yield %arg2, %arg1 : i32, i32
// CHECK-NEXT:   } {foo}
// CHECK-NEXT:   %5 = scf.for %arg0 = %0#0 to %0#1 step %0#2 iter_args(%arg1 = %0#0) -> (index) {
// CHECK-NEXT:     %16 = scf.for %arg2 = %arg0 to %0#1 step %0#2 iter_args(%arg3 = %arg1) -> (index) {
// CHECK-NEXT:       scf.yield %arg2 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %16 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   %6 = scf.if %1 -> (i32) {
// CHECK-NEXT:     scf.yield %2#1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %2#2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %7 = scf.if %1 -> (i32) {
// CHECK-NEXT:     %16 = scf.if %1 -> (i32) {
// CHECK-NEXT:       scf.yield %2#1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %2#0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %16 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %2#2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %8:2 = scf.if %1 -> (i32, i32) {
// CHECK-NEXT:     scf.yield %2#1, %2#2 : i32, i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %2#2, %2#1 : i32, i32
// CHECK-NEXT:   } {attr = 1 : i64}
// CHECK-NEXT:   %9 = scf.while (%arg0 = %2#0) : (i32) -> i32 {
// CHECK-NEXT:     %16 = "test.cmp"(%arg0, %2#1) : (i32, i32) -> i1
// CHECK-NEXT:     scf.condition(%16) %arg0 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     %16 = "test.add"(%arg0, %2#2) : (i32, i32) -> i32
// CHECK-NEXT:     scf.yield %16 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %10:2 = scf.while (%arg0 = %2#0, %arg1 = %2#1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT:     scf.condition(%1) %arg0, %arg1 : i32, i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT:     scf.yield %arg0, %arg1 : i32, i32
// CHECK-NEXT:   } attributes {foo}
// CHECK-NEXT:   %11 = scf.while (%arg0 = %2#0) : (i32) -> index {
// CHECK-NEXT:     %16 = "test.idx1"(%arg0) : (i32) -> index
// CHECK-NEXT:     scf.condition(%1) %16 : index
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg0: index):
// CHECK-NEXT:     scf.yield %2#0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.while : () -> () {
// CHECK-NEXT:     scf.condition(%1)
// CHECK-NEXT:   } do {
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   %12 = scf.execute_region -> i32 {
// CHECK-NEXT:     scf.yield %2#1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.execute_region {
// CHECK-NEXT:     "test.foo"() : () -> ()
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   } {a}
// CHECK-NEXT:   %13:2 = scf.execute_region -> (i32, i32) no_inline {
// CHECK-NEXT:     "test.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     scf.yield %2#1, %2#2 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %14 = scf.index_switch %0#0 -> i32
// CHECK-NEXT:   case 2 {
// CHECK-NEXT:     scf.yield %2#1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   case -5 {
// CHECK-NEXT:     scf.yield %2#2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield %2#0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %15:2 = scf.index_switch %0#0 {x = 1 : i64} -> i32, i32
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield %2#0, %2#0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.index_switch %0#0
// CHECK-NEXT:   case 1 {
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield {marker}
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   %0:3 = "test.idx"() : () -> (index, index, index)
// GENERIC-NEXT:   %1 = "test.cond"() : () -> i1
// GENERIC-NEXT:   %2:3 = "test.i32"() : () -> (i32, i32, i32)
// GENERIC-NEXT:   %3 = "scf.for"(%0#0, %0#1, %0#2, %2#0) ({
// GENERIC-NEXT:   ^bb0(%arg15: index, %arg16: i32):
// GENERIC-NEXT:     %21 = "test.add"(%arg16, %2#1, %arg15) : (i32, i32, index) -> i32
// GENERIC-NEXT:     "scf.yield"(%21) : (i32) -> ()
// GENERIC-NEXT:   }) : (index, index, index, i32) -> i32
// GENERIC-NEXT:   %4:2 = "scf.for"(%2#1, %2#2, %2#0, %2#1, %2#2) <{unsignedCmp}> ({
// GENERIC-NEXT:   ^bb0(%arg12: i32, %arg13: i32, %arg14: i32):
// GENERIC-NEXT:     "scf.yield"(%arg14, %arg13) : (i32, i32) -> ()
// GENERIC-NEXT:   }) {foo} : (i32, i32, i32, i32, i32) -> (i32, i32)
// GENERIC-NEXT:   %5 = "scf.for"(%0#0, %0#1, %0#2, %0#0) ({
// GENERIC-NEXT:   ^bb0(%arg8: index, %arg9: index):
// GENERIC-NEXT:     %20 = "scf.for"(%arg8, %0#1, %0#2, %arg9) ({
// GENERIC-NEXT:     ^bb0(%arg10: index, %arg11: index):
// GENERIC-NEXT:       "scf.yield"(%arg10) : (index) -> ()
// GENERIC-NEXT:     }) : (index, index, index, index) -> index
// GENERIC-NEXT:     "scf.yield"(%20) : (index) -> ()
// GENERIC-NEXT:   }) : (index, index, index, index) -> index
// GENERIC-NEXT:   %6 = "scf.if"(%1) ({
// GENERIC-NEXT:     "scf.yield"(%2#1) : (i32) -> ()
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:     "scf.yield"(%2#2) : (i32) -> ()
// GENERIC-NEXT:   }) : (i1) -> i32
// GENERIC-NEXT:   %7 = "scf.if"(%1) ({
// GENERIC-NEXT:     %19 = "scf.if"(%1) ({
// GENERIC-NEXT:       "scf.yield"(%2#1) : (i32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "scf.yield"(%2#0) : (i32) -> ()
// GENERIC-NEXT:     }) : (i1) -> i32
// GENERIC-NEXT:     "scf.yield"(%19) : (i32) -> ()
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:     "scf.yield"(%2#2) : (i32) -> ()
// GENERIC-NEXT:   }) : (i1) -> i32
// GENERIC-NEXT:   %8:2 = "scf.if"(%1) ({
// GENERIC-NEXT:     "scf.yield"(%2#1, %2#2) : (i32, i32) -> ()
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:     "scf.yield"(%2#2, %2#1) : (i32, i32) -> ()
// GENERIC-NEXT:   }) {attr = 1 : i64} : (i1) -> (i32, i32)
// GENERIC-NEXT:   %9 = "scf.while"(%2#0) ({
// GENERIC-NEXT:   ^bb0(%arg7: i32):
// GENERIC-NEXT:     %18 = "test.cmp"(%arg7, %2#1) : (i32, i32) -> i1
// GENERIC-NEXT:     "scf.condition"(%18, %arg7) : (i1, i32) -> ()
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:   ^bb0(%arg6: i32):
// GENERIC-NEXT:     %17 = "test.add"(%arg6, %2#2) : (i32, i32) -> i32
// GENERIC-NEXT:     "scf.yield"(%17) : (i32) -> ()
// GENERIC-NEXT:   }) : (i32) -> i32
// GENERIC-NEXT:   %10:2 = "scf.while"(%2#0, %2#1) ({
// GENERIC-NEXT:   ^bb0(%arg4: i32, %arg5: i32):
// GENERIC-NEXT:     "scf.condition"(%1, %arg4, %arg5) : (i1, i32, i32) -> ()
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:   ^bb0(%arg2: i32, %arg3: i32):
// GENERIC-NEXT:     "scf.yield"(%arg2, %arg3) : (i32, i32) -> ()
// GENERIC-NEXT:   }) {foo} : (i32, i32) -> (i32, i32)
// GENERIC-NEXT:   %11 = "scf.while"(%2#0) ({
// GENERIC-NEXT:   ^bb0(%arg1: i32):
// GENERIC-NEXT:     %16 = "test.idx1"(%arg1) : (i32) -> index
// GENERIC-NEXT:     "scf.condition"(%1, %16) : (i1, index) -> ()
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:   ^bb0(%arg0: index):
// GENERIC-NEXT:     "scf.yield"(%2#0) : (i32) -> ()
// GENERIC-NEXT:   }) : (i32) -> index
// GENERIC-NEXT:   "scf.while"() ({
// GENERIC-NEXT:     "scf.condition"(%1) : (i1) -> ()
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:     "scf.yield"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   %12 = "scf.execute_region"() ({
// GENERIC-NEXT:     "scf.yield"(%2#1) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> i32
// GENERIC-NEXT:   "scf.execute_region"() ({
// GENERIC-NEXT:     "test.foo"() : () -> ()
// GENERIC-NEXT:     "scf.yield"() : () -> ()
// GENERIC-NEXT:   }) {a} : () -> ()
// GENERIC-NEXT:   %13:2 = "scf.execute_region"() <{no_inline}> ({
// GENERIC-NEXT:     "test.br"()[^bb1] : () -> ()
// GENERIC-NEXT:   ^bb1:  // pred: ^bb0
// GENERIC-NEXT:     "scf.yield"(%2#1, %2#2) : (i32, i32) -> ()
// GENERIC-NEXT:   }) : () -> (i32, i32)
// GENERIC-NEXT:   %14 = "scf.index_switch"(%0#0) <{cases = array<i64: 2, -5>}> ({
// GENERIC-NEXT:     "scf.yield"(%2#0) : (i32) -> ()
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:     "scf.yield"(%2#1) : (i32) -> ()
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:     "scf.yield"(%2#2) : (i32) -> ()
// GENERIC-NEXT:   }) : (index) -> i32
// GENERIC-NEXT:   %15:2 = "scf.index_switch"(%0#0) <{cases = array<i64>}> ({
// GENERIC-NEXT:     "scf.yield"(%2#0, %2#0) : (i32, i32) -> ()
// GENERIC-NEXT:   }) {x = 1 : i64} : (index) -> (i32, i32)
// GENERIC-NEXT:   "scf.index_switch"(%0#0) <{cases = array<i64: 1>}> ({
// GENERIC-NEXT:     "scf.yield"() {marker} : () -> ()
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:     "scf.yield"() : () -> ()
// GENERIC-NEXT:   }) : (index) -> ()
// GENERIC-NEXT: }) : () -> ()

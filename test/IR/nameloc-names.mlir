// RUN: ropt %s -allow-unregistered-dialect -mlir-use-nameloc-as-prefix | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -mlir-use-nameloc-as-prefix -mlir-print-unique-ssa-ids | FileCheck %s --check-prefix=UNIQUE
// Names from name locations (found inside fused and call-site locations too) are sanitized
// and uniqued with a conflict counter; sibling regions reuse names, nested ones do not.
// (Expected text from mlir-opt 22.)

// CHECK: module {
// CHECK-NEXT:   "tst.func"() ({
// CHECK-NEXT:   ^bb0(%a_b: i32, %_9x: i32, %_2Bx: i32, %arg3: i32, %arg4: i32):
// CHECK-NEXT:     %x2By = "tst.op"() : () -> i32
// CHECK-NEXT:     %_s = "tst.op"() : () -> i32
// CHECK-NEXT:     %_C3A9 = "tst.op"() : () -> i32
// CHECK-NEXT:     %a9b = "tst.op"() : () -> i32
// CHECK-NEXT:     %$-. = "tst.op"() : () -> i32
// CHECK-NEXT:     %x = "tst.op"() : () -> i32
// CHECK-NEXT:     %x_0 = "tst.op"() : () -> i32
// CHECK-NEXT:     %x_1 = "tst.op"() : () -> i32
// CHECK-NEXT:     %0 = "tst.op"() : () -> i32
// CHECK-NEXT:     %cs = "tst.op"() : () -> i32
// CHECK-NEXT:     %outer = "tst.op"() : () -> i32
// CHECK-NEXT:     %deep = "tst.op"() : () -> i32
// CHECK-NEXT:     %_0 = "tst.op"() : () -> i32
// CHECK-NEXT:     "tst.if"() ({
// CHECK-NEXT:       %x_2 = "tst.op"() : () -> i32
// CHECK-NEXT:       %in = "tst.op"() : () -> i32
// CHECK-NEXT:       "tst.inner"() ({
// CHECK-NEXT:         %in_3 = "tst.op"() : () -> i32
// CHECK-NEXT:         "tst.use"(%in_3) : (i32) -> ()
// CHECK-NEXT:       }) : () -> ()
// CHECK-NEXT:       "tst.use"(%x_2, %in) : (i32, i32) -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:       %x_2 = "tst.op"() : () -> i32
// CHECK-NEXT:       %in = "tst.op"() : () -> i32
// CHECK-NEXT:       "tst.use"(%x_2, %in) : (i32, i32) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     %later = "tst.op"() : () -> i32
// CHECK-NEXT:     "tst.use"(%a_b, %_9x, %_2Bx, %arg3, %arg4, %x2By, %_s, %_C3A9, %a9b, %$-., %x, %x_0, %x_1, %0, %cs, %outer, %deep, %_0, %later) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:

// UNIQUE:      "tst.if"() ({
// UNIQUE-NEXT:   %x_3 = "tst.op"() : () -> i32
// UNIQUE-NEXT:   %in = "tst.op"() : () -> i32
// UNIQUE-NEXT:   "tst.inner"() ({
// UNIQUE-NEXT:     %in_4 = "tst.op"() : () -> i32
// UNIQUE:      }, {
// UNIQUE-NEXT:   %x_2 = "tst.op"() : () -> i32

"tst.func"() ({
^bb0(%a: i32 loc("a b"), %b: i32 loc("9x"), %c: i32 loc("+x"), %d: i32 loc(fused["x":1:1, "arg3"]), %e: i32):
  %0 = "tst.op"() : () -> i32 loc("x+y")
  %1 = "tst.op"() : () -> i32 loc(" s")
  %2 = "tst.op"() : () -> i32 loc("\C3\A9")
  %3 = "tst.op"() : () -> i32 loc("a\09b")
  %4 = "tst.op"() : () -> i32 loc("$-.")
  %5 = "tst.op"() : () -> i32 loc("x")
  %6 = "tst.op"() : () -> i32 loc("x_0")
  %7 = "tst.op"() : () -> i32 loc("x")
  %8 = "tst.op"() : () -> i32 loc("")
  %9 = "tst.op"() : () -> i32 loc(callsite("y":1:1 at "cs"))
  %10 = "tst.op"() : () -> i32 loc("outer"("inner"))
  %11 = "tst.op"() : () -> i32 loc(fused<"meta">["f":1:1, callsite("y":1:1 at "deep"), "later"])
  %12 = "tst.op"() : () -> i32 loc("0")
  "tst.if"() ({
    %13 = "tst.op"() : () -> i32 loc("x")
    %14 = "tst.op"() : () -> i32 loc("in")
    "tst.inner"() ({
      %15 = "tst.op"() : () -> i32 loc("in")
      "tst.use"(%15) : (i32) -> ()
    }) : () -> ()
    "tst.use"(%13, %14) : (i32, i32) -> ()
  }, {
    %13 = "tst.op"() : () -> i32 loc("x")
    %14 = "tst.op"() : () -> i32 loc("in")
    "tst.use"(%13, %14) : (i32, i32) -> ()
  }) : () -> ()
  %16 = "tst.op"() : () -> i32 loc("later")
  "tst.use"(%a, %b, %c, %d, %e, %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %16) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
}) : () -> ()

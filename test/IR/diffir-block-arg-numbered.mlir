// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s

// A block argument may be named like a use, `%name#n`: mlir-opt 22 then defines the `n`th
// value of `%name` alone (`%a#0` is `%a`).

// CHECK:      ^bb0(%arg0: i32, %arg1: i64, %arg2: f32, %arg3: f16):
// CHECK-NEXT:   "t.use"(%arg0, %arg0, %arg1, %arg2, %arg3) : (i32, i32, i64, f32, f16) -> ()
"t.op"() ({
^bb0(%a#0: i32, %b#1: i64, %c: f32, %c#2: f16):
  "t.use"(%a, %a#0, %b#1, %c, %c#2) : (i32, i32, i64, f32, f16) -> ()
}) : () -> ()

// The first value of an outer name stays visible beside a numbered argument.
// CHECK:      %0 = "t.def"() : () -> i32
// CHECK:      ^bb0(%arg0: i64):
// CHECK-NEXT:   "t.use"(%0, %arg0) : (i32, i64) -> ()
%x = "t.def"() : () -> i32
"t.op"() ({
^bb0(%x#1: i64):
  "t.use"(%x, %x#1) : (i32, i64) -> ()
}) : () -> ()

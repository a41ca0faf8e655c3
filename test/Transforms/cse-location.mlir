// RUN: ropt %s -allow-unregistered-dialect -cse -mlir-print-debuginfo -mlir-print-op-generic | FileCheck %s
// The kept op takes the location of the first replaced op when its own is unknown.

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   %0 = "test.src"() : () -> i32 loc(#loc1)
// CHECK-NEXT:   %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64 loc(#loc2)
// CHECK-NEXT:   "test.use"(%1, %1, %1) : (i64, i64, i64) -> () loc(#loc3)
// CHECK-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}cse-location.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}cse-location.mlir":[[# @LINE + 4]]:6)
// CHECK-NEXT: #loc2 = loc("y.mlir":1:1)
// CHECK-NEXT: #loc3 = loc("{{.*}}cse-location.mlir":[[# @LINE + 6]]:1)

%0 = "test.src"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 to i64 loc(unknown)
%2 = builtin.unrealized_conversion_cast %0 : i32 to i64 loc("y.mlir":1:1)
%3 = builtin.unrealized_conversion_cast %0 : i32 to i64 loc("z.mlir":2:2)
"test.use"(%1, %2, %3) : (i64, i64, i64) -> ()


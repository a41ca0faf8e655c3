// RUN: ropt %s --load-patterns %S/Inputs/benefit.td -canonicalize --trace-rewrites 2>&1 | FileCheck %s
// Rules are tried by benefit: matched op count plus addBenefit.

%x = "t.src"() : () -> i32
%b = "t.b"(%x) : (i32) -> i32
// CHECK: apply: pattern 'Deep' on 't.a' at {{.*}}interp-benefit.mlir:[[# @LINE + 1]]:6
%0 = "t.a"(%b) : (i32) -> i32
%a = "t.a"(%x) : (i32) -> i32
// CHECK: apply: pattern 'Shallow' on 't.a' at {{.*}}interp-benefit.mlir:[[# @LINE - 1]]:6
// CHECK: apply: pattern 'Boosted' on 't.two' at {{.*}}interp-benefit.mlir:[[# @LINE + 1]]:6
%1 = "t.two"(%x, %a) : (i32, i32) -> i32
"t.sink"(%0, %1) : (i32, i32) -> ()
// CHECK-NOT: 'Deeper'

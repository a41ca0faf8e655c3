// RUN: ropt %s --load-patterns %S/Inputs/nested.td --load-patterns %S/Inputs/match.td -canonicalize | FileCheck %s
// RUN: ropt %s --load-patterns %S/Inputs/nested.td --load-patterns %S/Inputs/match.td --show-dialects | FileCheck %s --check-prefix=DIALECTS
// Several rule files: their ops are registered once, all their rules apply. The rules join
// -canonicalize through pattern providers of the context: no helper dialect is registered.

// CHECK: %[[X:.*]] = "t.src"() : () -> i32
// CHECK-NEXT: %[[B:.*]] = "t.b"(%[[X]]) : (i32) -> i32
// CHECK-NEXT: %[[A:.*]] = "t.a"(%[[X]]) : (i32) -> i32
// CHECK-NEXT: "t.sink"(%[[X]], %[[A]]) : (i32, i32) -> ()
%x = "t.src"() : () -> i32
%b = "t.b"(%x) : (i32) -> i32
%0 = "t.a"(%b) : (i32) -> i32
%1 = "t.two"(%x, %x) : (i32, i32) -> i32
"t.sink"(%0, %1) : (i32, i32) -> ()

// DIALECTS: Available Dialects: arith,builtin,cf,complex,func,index,math,pdl,pdl_interp,scf,t,test,ub{{$}}

// RUN: ropt %s -mlir-print-debuginfo -allow-unregistered-dialect | FileCheck %s

// Entry block arguments of a function print their locations in full under
// -mlir-print-debuginfo (after the argument attributes), with aliases defined at the top and
// numbered after the function's own location; a declaration's arguments print none
// (expected text from mlir-opt 22).

// CHECK: #loc2 = loc({{.*}}debuginfo.mlir":32:22)
// CHECK-NEXT: #loc3 = loc("named")
// CHECK-NEXT: #loc9 = loc({{.*}}debuginfo.mlir":37:16)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @with_args(%arg0: i32 {x.y} loc({{.*}}debuginfo.mlir":32:22), %arg1: f32 loc("named")) -> i32 {
// CHECK-NEXT:     return %arg0 : i32 loc(#loc4)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT:   func.func private @decl(i32, f32) loc(#loc5)
// CHECK-NEXT:   func.func @no_args() {
// CHECK-NEXT:     return loc(#loc7)
// CHECK-NEXT:   } loc(#loc6)
// CHECK-NEXT:   func.func @one(%arg0: index loc({{.*}}debuginfo.mlir":37:16)) {
// CHECK-NEXT:     return loc(#loc10)
// CHECK-NEXT:   } loc(#loc8)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc({{.*}}debuginfo.mlir":0:0)
// CHECK-NEXT: #loc1 = loc({{.*}}debuginfo.mlir":32:1)
// CHECK-NEXT: #loc4 = loc({{.*}}debuginfo.mlir":33:3)
// CHECK-NEXT: #loc5 = loc({{.*}}debuginfo.mlir":35:1)
// CHECK-NEXT: #loc6 = loc({{.*}}debuginfo.mlir":36:1)
// CHECK-NEXT: #loc7 = loc({{.*}}debuginfo.mlir":36:24)
// CHECK-NEXT: #loc8 = loc({{.*}}debuginfo.mlir":37:1)
// CHECK-NEXT: #loc10 = loc({{.*}}debuginfo.mlir":38:3)

func.func @with_args(%a: i32 {x.y}, %b: f32 loc("named")) -> i32 {
  return %a : i32
}
func.func private @decl(i32 loc("p"), f32)
func.func @no_args() { return }
func.func @one(%i: index) {
  return
}

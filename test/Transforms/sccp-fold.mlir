// RUN: ropt -allow-unregistered-dialect -sccp %s | FileCheck %s
// RUN: ropt -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(sccp))' %s | FileCheck %s

// Folding: booleans, floats, vectors and tensors, other dialects' constants; ops with regions and
// unregistered ops are not folded, and an in-place fold (constants moved last) is undone.

func.func @bools(%a: i32) -> (i1, i1, i1) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %lt = arith.cmpi slt, %c1, %c2 : i32
  %t = arith.constant true
  %x = arith.andi %lt, %t : i1
  %f = arith.xori %x, %t : i1
  return %lt, %x, %f : i1, i1, i1
}
func.func @floats() -> (f32, f64, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %s = arith.addf %a, %b : f32
  %e = arith.extf %s : f32 to f64
  %n = arith.constant 0x7FC00000 : f32
  %m = arith.mulf %n, %a : f32
  return %s, %e, %m : f32, f64, f32
}
func.func @vectors() -> (vector<4xi32>, tensor<2xf32>) {
  %a = arith.constant dense<3> : vector<4xi32>
  %b = arith.constant dense<4> : vector<4xi32>
  %s = arith.addi %a, %b : vector<4xi32>
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %u = arith.addf %t, %t : tensor<2xf32>
  return %s, %u : vector<4xi32>, tensor<2xf32>
}
func.func @regionop() -> i32 {
  %c1 = arith.constant 1 : i32
  %r = "foo.region"() ({
    %c2 = arith.constant 2 : i32
    %x = arith.addi %c1, %c2 : i32
    "foo.yield"(%x) : (i32) -> ()
  }) : () -> i32
  %y = arith.addi %r, %c1 : i32
  return %y : i32
}
func.func @unreg(%a: i32) -> i32 {
  %u = "foo.thing"() : () -> i32
  %c0 = arith.constant 0 : i32
  %x = arith.addi %u, %c0 : i32
  %m = arith.muli %a, %c0 : i32
  return %x : i32
}
func.func @inplace(%a: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %x = arith.addi %c3, %a : i32
  %y = arith.muli %c3, %x : i32
  return %y : i32
}
func.func @idx(%a: index) -> index {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = arith.muli %c3, %c4 : index
  %i = arith.index_cast %m : index to i32
  %j = arith.index_cast %i : i32 to index
  return %j : index
}
func.func @divzero() -> i32 {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %d = arith.divsi %c3, %c0 : i32
  return %d : i32
}
func.func @math_fold() -> f32 {
  %a = arith.constant 4.0 : f32
  %s = math.sqrt %a : f32
  %b = math.absf %s : f32
  return %b : f32
}
func.func @index_dialect() -> index {
  %a = index.constant 4
  %b = index.constant 5
  %c = index.add %a, %b
  return %c : index
}

// CHECK: module {
// CHECK-LABEL: func.func @bools(%arg0: i32) -> (i1, i1, i1) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     return %true, %true, %false : i1, i1, i1
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @floats() -> (f32, f64, f32) {
// CHECK-NEXT:     %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 3.750000e+00 : f64
// CHECK-NEXT:     %cst_1 = arith.constant 3.750000e+00 : f32
// CHECK-NEXT:     %cst_2 = arith.constant 2.250000e+00 : f32
// CHECK-NEXT:     %cst_3 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:     return %cst_1, %cst_0, %cst : f32, f64, f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @vectors() -> (vector<4xi32>, tensor<2xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[2.000000e+00, 4.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<7> : vector<4xi32>
// CHECK-NEXT:     %cst_2 = arith.constant dense<4> : vector<4xi32>
// CHECK-NEXT:     %cst_3 = arith.constant dense<3> : vector<4xi32>
// CHECK-NEXT:     return %cst_1, %cst : vector<4xi32>, tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @regionop() -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = "foo.region"() ({
// CHECK-NEXT:       %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:       %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:       "foo.yield"(%c3_i32) : (i32) -> ()
// CHECK-NEXT:     }) : () -> i32
// CHECK-NEXT:     %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @unreg(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = "foo.thing"() : () -> i32
// CHECK-NEXT:     %1 = arith.addi %0, %c0_i32 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @inplace(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = arith.addi %c3_i32, %arg0 : i32
// CHECK-NEXT:     %1 = arith.muli %c3_i32, %0 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @idx(%arg0: index) -> index {
// CHECK-NEXT:     %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT:     %c12 = arith.constant 12 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     return %c12 : index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @divzero() -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = arith.divsi %c3_i32, %c0_i32 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @math_fold() -> f32 {
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:     return %cst : f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @index_dialect() -> index {
// CHECK-NEXT:     %idx9 = index.constant 9
// CHECK-NEXT:     %idx5 = index.constant 5
// CHECK-NEXT:     %idx4 = index.constant 4
// CHECK-NEXT:     return %idx9 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }

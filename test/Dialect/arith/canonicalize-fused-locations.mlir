// RUN: ropt %s -canonicalize -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s

// Ops built by DRR patterns are at the fused location of the matched ops, taken as
// mlir-tblgen's rewriters take it: the root, then each nested op after its own operands
// (a constant matched by ConstantLikeMatcher counts), as many as the pattern has op nodes.

// CHECK-LABEL: func.func @f
// CHECK: arith.constant 12 : i32 loc(fused["{{.*}}canonicalize-fused-locations.mlir":20:8, "{{.*}}canonicalize-fused-locations.mlir":17:9])
// CHECK: arith.subi %{{.*}}, %arg0 : i32 loc(fused["{{.*}}canonicalize-fused-locations.mlir":20:8, "{{.*}}canonicalize-fused-locations.mlir":17:9])
// CHECK-LABEL: func.func @g
// CHECK: arith.constant -1990 : i32 loc(fused["{{.*}}canonicalize-fused-locations.mlir":33:8, "{{.*}}canonicalize-fused-locations.mlir":31:8, "{{.*}}canonicalize-fused-locations.mlir":30:8, "{{.*}}canonicalize-fused-locations.mlir":27:8])
// CHECK: arith.subi %{{.*}}, %arg1 : i32 loc(fused["{{.*}}canonicalize-fused-locations.mlir":33:8, "{{.*}}canonicalize-fused-locations.mlir":31:8, "{{.*}}canonicalize-fused-locations.mlir":30:8, "{{.*}}canonicalize-fused-locations.mlir":27:8])

// addi(subi(c0, x), c1): the constant matched through ConstantLikeMatcher takes the
// place of the subi among the two fused locations.
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %s = arith.subi %c0, %x : i32
  %c1 = arith.constant 7 : i32
  %r = arith.addi %s, %c1 : i32
  return %r : i32
}

// Three rewrites in a row: each fuses the root with what its nested constant carries.
func.func @g(%a: i64, %b: i32) -> i32 {
  %0 = arith.subi %a, %a : i64
  %1 = arith.trunci %0 : i64 to i32
  %2 = arith.subi %1, %b : i32
  %3 = arith.constant -997 : i32
  %4 = arith.addi %3, %2 : i32
  %5 = arith.addi %4, %3 : i32
  %6 = arith.constant 4 : i32
  %7 = arith.addi %5, %6 : i32
  return %7 : i32
}

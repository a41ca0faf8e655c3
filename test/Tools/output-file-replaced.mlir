// -o replaces an existing output file, leaving nothing else in the directory.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: echo old-output > %t.d/out.mlir
// RUN: ropt %s -o %t.d/out.mlir
// RUN: FileCheck %s --input-file %t.d/out.mlir
// RUN: ropt %s -canonicalize -o %t.d/out.mlir
// RUN: FileCheck %s --input-file %t.d/out.mlir
// RUN: ls -A %t.d | count 1

// CHECK-NOT: old-output
// CHECK: func.func @f() {
// CHECK-NEXT: return
func.func @f() {
  return
}

// RUN: not rtblgen %s 2>&1 | FileCheck %s
class A<int d> { int q = !div(1, d); }
def X : A<0>;

// CHECK: {{.*}}err-div-zero.td:3:5: error: Illegal operation: division by zero
// CHECK-NEXT: def X : A<0>;
// CHECK-NEXT:     ^

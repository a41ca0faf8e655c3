// RUN: not rtblgen %s 2>&1 | FileCheck %s
class A<int n> { int v = n; }
def X : A<1, 2>;

// CHECK: {{.*}}err-too-many-targs.td:3:14: error: Too many template arguments: 2
// CHECK-NEXT: def X : A<1, 2>;
// CHECK-NEXT:              ^

// RUN: not rtblgen %s 2>&1 | FileCheck %s
class A<int n> { int v = n; }
def X : A;

// CHECK: {{.*}}err-missing-targ.td:3:9: error: value not specified for template argument 'A:n'
// CHECK-NEXT: def X : A;
// CHECK-NEXT:         ^
// CHECK-NEXT: {{.*}}err-missing-targ.td:2:13: note: declared in 'A'
// CHECK-NEXT: class A<int n> { int v = n; }
// CHECK-NEXT:             ^

// RUN: not rtblgen %s 2>&1 | FileCheck %s
class A { int a = 1; }
class B { int b = 2; }
class C : A, B { int c = 3; }
def X : C, A2;
class A2;

// CHECK: {{.*}}err-class-multiple-parents.td:5:12: error: Couldn't find class 'A2'
// CHECK-NEXT: def X : C, A2;
// CHECK-NEXT:            ^

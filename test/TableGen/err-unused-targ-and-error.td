// RUN: not rtblgen %s 2>&1 | FileCheck %s
class A<int unused> { int x = 1; }
def X { int a = nope; }

// CHECK: {{.*}}err-unused-targ-and-error.td:2:13: warning: unused template argument: A:unused
// CHECK-NEXT: class A<int unused> { int x = 1; }
// CHECK-NEXT:             ^
// CHECK-NEXT: {{.*}}err-unused-targ-and-error.td:3:17: error: Variable not defined: 'nope'
// CHECK-NEXT: def X { int a = nope; }
// CHECK-NEXT:                 ^
// CHECK-NEXT: rtblgen: 1 errors.

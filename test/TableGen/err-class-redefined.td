// RUN: not rtblgen %s 2>&1 | FileCheck %s
class A { int x; }
class A { int y; }

// CHECK: {{.*}}err-class-redefined.td:3:7: error: Class 'A' already defined
// CHECK-NEXT: class A { int y; }
// CHECK-NEXT:       ^

// RUN: not rtblgen %s 2>&1 | FileCheck %s
def X { int a = 1; let a = a; }

// CHECK: {{.*}}err-self-assign.td:2:24: error: Recursion / self-assignment forbidden
// CHECK-NEXT: def X { int a = 1; let a = a; }
// CHECK-NEXT:                        ^

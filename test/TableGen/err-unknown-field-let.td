// RUN: not rtblgen %s 2>&1 | FileCheck %s
class A { int x; }
def X : A { let y = 1; }

// CHECK: {{.*}}err-unknown-field-let.td:3:17: error: Value 'y' unknown!
// CHECK-NEXT: def X : A { let y = 1; }
// CHECK-NEXT:                 ^

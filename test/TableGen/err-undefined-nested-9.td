// RUN: not rtblgen %s 2>&1 | FileCheck %s
def X { int a = c.d; }

// CHECK: {{.*}}err-undefined-nested-9.td:2:17: error: Variable not defined: 'c'
// CHECK-NEXT: def X { int a = c.d; }
// CHECK-NEXT:                 ^
// CHECK-NEXT: {{.*}}err-undefined-nested-9.td:2:18: error: expected ';' after declaration
// CHECK-NEXT: def X { int a = c.d; }
// CHECK-NEXT:                  ^

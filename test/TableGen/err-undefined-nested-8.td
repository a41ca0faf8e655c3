// RUN: not rtblgen %s 2>&1 | FileCheck %s
def X { int a = !add(1, b); }

// CHECK: {{.*}}err-undefined-nested-8.td:2:25: error: Variable not defined: 'b'
// CHECK-NEXT: def X { int a = !add(1, b); }
// CHECK-NEXT:                         ^
// CHECK-NEXT: {{.*}}err-undefined-nested-8.td:2:26: error: expected ';' after declaration
// CHECK-NEXT: def X { int a = !add(1, b); }
// CHECK-NEXT:                          ^

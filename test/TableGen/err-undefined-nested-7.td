// RUN: not rtblgen %s 2>&1 | FileCheck %s
def X { dag d = (ops 1:$x); }

// CHECK: {{.*}}err-undefined-nested-7.td:2:18: error: Variable not defined: 'ops'
// CHECK-NEXT: def X { dag d = (ops 1:$x); }
// CHECK-NEXT:                  ^
// CHECK-NEXT: {{.*}}err-undefined-nested-7.td:2:22: error: expected ';' after declaration
// CHECK-NEXT: def X { dag d = (ops 1:$x); }
// CHECK-NEXT:                      ^

// RUN: not rtblgen %s 2>&1 | FileCheck %s
def a { int x = !add(b, 1); }
def c { int y = d; }

// CHECK: {{.*}}err-undefined-nested-5.td:2:22: error: Variable not defined: 'b'
// CHECK-NEXT: def a { int x = !add(b, 1); }
// CHECK-NEXT:                      ^
// CHECK-NEXT: {{.*}}err-undefined-nested-5.td:2:23: error: expected ';' after declaration
// CHECK-NEXT: def a { int x = !add(b, 1); }
// CHECK-NEXT:                       ^

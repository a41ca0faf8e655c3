// RUN: not rtblgen %s 2>&1 | FileCheck %s
def X { int a = undefined_name; }

// CHECK: {{.*}}err-undefined-var.td:2:17: error: Variable not defined: 'undefined_name'
// CHECK-NEXT: def X { int a = undefined_name; }
// CHECK-NEXT:                 ^
// CHECK-NEXT: rtblgen: 1 errors.

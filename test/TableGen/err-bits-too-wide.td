// RUN: not rtblgen %s 2>&1 | FileCheck %s
def X { bits<2> b = 5; }

// CHECK: {{.*}}err-bits-too-wide.td:2:5: error: Initializer of 'b' in 'X' could not be fully resolved: { !cast<bits<2>>(5){1}, !cast<bits<2>>(5){0} }
// CHECK-NEXT: def X { bits<2> b = 5; }
// CHECK-NEXT:     ^
// CHECK-NEXT: rtblgen: 1 errors.

// RUN: not rtblgen %s 2>&1 | FileCheck %s
def X;
def X;

// CHECK: {{.*}}err-duplicate-def.td:3:5: error: def already exists: X
// CHECK-NEXT: def X;
// CHECK-NEXT:     ^
// CHECK-NEXT: {{.*}}err-duplicate-def.td:2:5: note: location of previous definition
// CHECK-NEXT: def X;
// CHECK-NEXT:     ^

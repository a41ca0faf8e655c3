// RUN: not rtblgen %s 2>&1 | FileCheck %s
def X : Missing;

// CHECK: {{.*}}err-unknown-class.td:2:9: error: Couldn't find class 'Missing'
// CHECK-NEXT: def X : Missing;
// CHECK-NEXT:         ^

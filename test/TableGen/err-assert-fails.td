// RUN: not rtblgen %s 2>&1 | FileCheck %s
class A<int n> { assert !gt(n, 0), "n must be positive"; }
def X : A<0>;

// CHECK: {{.*}}err-assert-fails.td:2:25: error: assertion failed: n must be positive
// CHECK-NEXT: class A<int n> { assert !gt(n, 0), "n must be positive"; }
// CHECK-NEXT:                         ^
// CHECK-NEXT: {{.*}}err-assert-fails.td:3:5: error: assertion failed in this record
// CHECK-NEXT: def X : A<0>;
// CHECK-NEXT:     ^
// CHECK-NEXT: rtblgen: 2 errors.

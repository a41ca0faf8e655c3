// RUN: not rtblgen %s 2>&1 | FileCheck %s
class A { int x = ?; int y = 1; bit xi = !initialized(x); bit yi = !initialized(y); }
def D : A;

// CHECK: {{.*}}err-bang-initialized.td:3:5: error: Initializer of 'xi' in 'D' could not be fully resolved: !cast<bit>(!initialized(x))
// CHECK-NEXT: def D : A;
// CHECK-NEXT:     ^
// CHECK-NEXT: rtblgen: 1 errors.

// RUN: not rtblgen %s 2>&1 | FileCheck %s
// Errors at records made by a defm carry an "instantiated from multiclass" note per defm.
class C<int n> { int x = n; }
def X_a : C<1>;
multiclass M<int n> { def _a : C<n>; }
defm X : M<2>;

// CHECK:      {{.*}}err-defm-duplicate-def.td:5:27: error: def already exists: X_a
// CHECK-NEXT: multiclass M<int n> { def _a : C<n>; }
// CHECK-NEXT:                           ^
// CHECK-NEXT: {{.*}}err-defm-duplicate-def.td:6:10: note: instantiated from multiclass
// CHECK-NEXT: defm X : M<2>;
// CHECK-NEXT:          ^
// CHECK-NEXT: {{.*}}err-defm-duplicate-def.td:4:5: note: location of previous definition
// CHECK-NEXT: def X_a : C<1>;
// CHECK-NEXT:     ^

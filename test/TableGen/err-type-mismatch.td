// RUN: not rtblgen %s 2>&1 | FileCheck %s
def X { int a = "str"; }

// CHECK: {{.*}}err-type-mismatch.td:2:17: error: Field 'a' of type 'int' is incompatible with value '"str"' of type 'string'
// CHECK-NEXT: def X { int a = "str"; }
// CHECK-NEXT:                 ^
// CHECK-NEXT: rtblgen: 1 errors.

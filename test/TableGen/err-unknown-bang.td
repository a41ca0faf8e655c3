// RUN: not rtblgen %s 2>&1 | FileCheck %s
def X { int a = !frobnicate(1); }

// CHECK: {{.*}}err-unknown-bang.td:2:17: error: unknown operator
// CHECK-NEXT: def X { int a = !frobnicate(1); }
// CHECK-NEXT:                 ^
// CHECK-NEXT: {{.*}}err-unknown-bang.td:2:17: error: Unknown or reserved token when parsing a value
// CHECK-NEXT: def X { int a = !frobnicate(1); }
// CHECK-NEXT:                 ^
// CHECK-NEXT: {{.*}}err-unknown-bang.td:2:17: error: expected ';' after declaration
// CHECK-NEXT: def X { int a = !frobnicate(1); }
// CHECK-NEXT:                 ^

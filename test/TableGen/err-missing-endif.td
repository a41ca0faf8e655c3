// RUN: not rtblgen %s 2>&1 | FileCheck %s
#ifdef X
def A;

// CHECK: {{.*}}err-missing-endif.td:14:1: error: reached EOF without matching #endif
// CHECK-EMPTY:
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}err-missing-endif.td:2:8: error: the latest preprocessor control is here
// CHECK-NEXT: #ifdef X
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}err-missing-endif.td:14:1: error: Unexpected token at top level
// CHECK-EMPTY:
// CHECK-NEXT: ^

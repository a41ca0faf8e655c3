// RUN: not rtblgen %s 2>&1 | FileCheck %s
#endif

// CHECK: {{.*}}err-endif-without-if.td:2:2: error: #endif without #ifdef
// CHECK-NEXT: #endif
// CHECK-NEXT:  ^
// CHECK-NEXT: {{.*}}err-endif-without-if.td:2:2: error: Unexpected token at top level
// CHECK-NEXT: #endif
// CHECK-NEXT:  ^

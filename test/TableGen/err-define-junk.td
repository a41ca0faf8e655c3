// RUN: not rtblgen %s 2>&1 | FileCheck %s
#define X junk

// CHECK: {{.*}}err-define-junk.td:2:11: error: only comments are supported after #define NAME
// CHECK-NEXT: #define X junk
// CHECK-NEXT:           ^
// CHECK-NEXT: {{.*}}err-define-junk.td:2:11: error: Unexpected token at top level
// CHECK-NEXT: #define X junk
// CHECK-NEXT:           ^

// RUN: not rtblgen %s 2>&1 | FileCheck %s
include "does/not/exist.td"

// CHECK: {{.*}}err-include-missing.td:2:9: error: could not find include file 'does/not/exist.td'
// CHECK-NEXT: include "does/not/exist.td"
// CHECK-NEXT:         ^
// CHECK-NEXT: {{.*}}err-include-missing.td:2:9: error: Unexpected token at top level
// CHECK-NEXT: include "does/not/exist.td"
// CHECK-NEXT:         ^

// RUN: rtblgen %s | FileCheck %s
defvar flag = 1;
if flag then def Yes;
else def No;
if !eq(flag, 0) then { def A; } else { def B; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def B {
// CHECK-NEXT: }
// CHECK-NEXT: def Yes {
// CHECK-NEXT: }

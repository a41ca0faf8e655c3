// RUN: ropt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func( cse ) , symbol-privatize{exclude={a,b}}, print-op-stats{json})' -dump-pass-pipeline -o %t.out 2>&1 | FileCheck %s

// CHECK: Pass Manager with 3 passes:
// CHECK-NEXT: builtin.module(
// CHECK-NEXT:   func.func(
// CHECK-NEXT:     cse
// CHECK-NEXT:   ),
// CHECK-NEXT:   symbol-privatize{exclude={a,b}},
// CHECK-NEXT:   print-op-stats{json=true}
// CHECK-NEXT: )

module {}


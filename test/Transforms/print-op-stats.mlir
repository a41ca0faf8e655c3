// RUN: ropt %s -allow-unregistered-dialect -print-op-stats -o %t.out 2>&1 | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(print-op-stats{json})' -o %t.out 2>&1 | FileCheck %s --check-prefix=JSON

// CHECK: Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT:   builtin.module , 1
// CHECK-NEXT:      test.bar    , 1
// CHECK-NEXT:      test.foo    , 1

// JSON: {
// JSON-NEXT:   "builtin.module" : 1,
// JSON-NEXT:   "test.bar" : 1,
// JSON-NEXT:   "test.foo" : 1
// JSON-NEXT: }

"test.foo"() ({ "test.bar"() : () -> () }) : () -> ()


// RUN: rtblgen -I %S/Inputs %s | FileCheck %s
// RUN: rtblgen -I%S/Inputs %s | FileCheck %s
// RUN: not rtblgen %s 2>&1 | FileCheck %s --check-prefix=MISSING

include "cli-inc.td"
def X : FromInclude;

// CHECK: class FromInclude {
// CHECK-NEXT:   int v = 7;
// CHECK: def X {	// FromInclude
// CHECK-NEXT:   int v = 7;

// MISSING: cli-include.td:5:9: error: could not find include file 'cli-inc.td'
// MISSING-NEXT: include "cli-inc.td"
// MISSING-NEXT: {{^        \^$}}
// MISSING: cli-include.td:5:9: error: Unexpected token at top level

// RUN: rtblgen -I %S/Inputs %s -o %t.out -d %t.d
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=DEP < %t.d
// RUN: rtblgen --write-if-changed -I %S/Inputs %s -o %t.out
// RUN: FileCheck %s < %t.out
// RUN: cat %s | rtblgen -I %S/Inputs - | FileCheck %s

include "cli-inc.td"
def Out : FromInclude;

// CHECK: ------------- Defs -----------------
// CHECK-NEXT: def Out {	// FromInclude
// DEP: .out: {{.*}}Inputs/cli-inc.td

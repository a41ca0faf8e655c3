// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// At the top level, `#name` starts an attribute alias definition whatever follows.
// CHECK: :[[#@LINE+1]]:6: error: expected '=' in attribute alias definition
#map0 #t = 1

// -----

// An error at the end of the input points at its last character.
// CHECK: :[[#@LINE+1]]:35: error: expected affine expression
"t.a"() {a = affine_map<(d0) -> (-

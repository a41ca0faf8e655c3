// RUN: not ropt %s --load-patterns %S/Inputs/bad-const.td -canonicalize 2>&1 | FileCheck %s
// Constant attributes are built from the base library's builders; others are reported.
// CHECK: bad-const.td:2:5: error: constant attribute '[1, 2]' of 'AnyAttr' cannot be interpreted (its builder is '$0')
"t.src"() : () -> i32

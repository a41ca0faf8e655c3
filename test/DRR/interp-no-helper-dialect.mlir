// RUN: not ropt %s --load-patterns %S/Inputs/match.td 2>&1 | FileCheck %s
// Loaded rules join -canonicalize through a pattern provider attached to the context, not
// through a helper dialect: `drr` stays an unknown dialect, as for mlir-opt 22.

// CHECK: error: Dialect `drr' not found for custom op 'drr.x'
// CHECK-NOT: custom op 'drr.x' is unknown
drr.x

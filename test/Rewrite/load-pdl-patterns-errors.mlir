// RUN: not ropt %s --load-patterns %S/Inputs/pdl-rules-bad-native.mlir 2>&1 | FileCheck %s --check-prefix=NATIVE
// RUN: not ropt %s --load-patterns %S/Inputs/pdl-rules-bad-syntax.mlir 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not ropt %s --load-patterns %S/Inputs/pdl-rules-invalid.mlir 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: not ropt %s --load-patterns %S/Inputs/does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=MISSING

// Errors in a PDL patterns file are reported at their place in it, and nothing runs.

// NATIVE: pdl-rules-bad-native.mlir:3:5: error: the native constraint 'isInteresting' is not registered
// NATIVE-NEXT: pdl_interp.apply_constraint "isInteresting"(%root : !pdl.operation) -> ^rec, ^end
// NATIVE-NEXT: ^
// NATIVE-NOT: module

// SYNTAX: pdl-rules-bad-syntax.mlir:3:48: error: expected attribute value

// VERIFY: pdl-rules-invalid.mlir:3:5: error: 'pdl_interp.switch_operation_name' op expected number of cases to match the number of case values, got 1 but expected 2

// MISSING: could not open '{{.*}}does-not-exist.mlir': No such file or directory

"test.twice"() : () -> ()

// RUN: not rtblgen -gen-rewriters -I %S/../../compiler/ods/include -I %S/Inputs %S/Inputs/bad-infer.td 2>&1 | FileCheck %s --check-prefix=INFER
// RUN: not rtblgen -gen-rewriters -I %S/../../compiler/ods/include -I %S/Inputs %S/Inputs/bad-pred.td 2>&1 | FileCheck %s --check-prefix=PRED
// RUN: rtblgen -gen-rewriters -I %S/../../compiler/ods/include -I %S/Inputs %S/Inputs/bad-helper.td | FileCheck %s --check-prefix=HELPER
// What generated rules resolve when they first run is resolved by the generator too, so the
// generated module cannot fail then: result types, constraint predicates. NativeCodeCalls
// are left to the Rust compiler (any Rust function in scope may be called).

// INFER: bad-infer.td:3:5: error: cannot infer the result types of 't.pair' built by this rule: give them with a returnType directive
// PRED: bad-pred.td:3:5: error: constraint 'Broken' cannot be interpreted: unexpected text at offset 11 in '($0.ty() ==)'
// HELPER: IntoNValue::into_nvalue(mystery(cx, rt::arg(&{{args[0-9]+}}[0])?))

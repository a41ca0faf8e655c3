// docs/dialects/<d>.md is generated from dialects/<d>/<d>.td; this test fails when a .td changes
// and the Markdown is not regenerated. Fix with, for each dialect d:
//   rtblgen -gen-dialect-doc -dialect=d dialects/d/d.td -I compiler/ods/include -I dialects > docs/dialects/d.md
// RUN: for d in arith builtin cf func index math pdl pdl_interp scf; do \
// RUN:   rtblgen -gen-dialect-doc -dialect=$d -I %S/../../compiler/ods/include -I %S/../../dialects \
// RUN:     %S/../../dialects/$d/$d.td > %t.$d.md && \
// RUN:   diff -u %S/../../docs/dialects/$d.md %t.$d.md || exit 1; \
// RUN: done
// RUN: rtblgen -gen-dialect-doc -I %S/../../compiler/ods/include -I %S/../../dialects \
// RUN:   %S/../../dialects/arith/arith.td | FileCheck %s

// CHECK: # 'arith' Dialect
// CHECK: ### `arith.addi` (AddIOp)

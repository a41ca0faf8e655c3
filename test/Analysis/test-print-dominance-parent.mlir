// -test-print-dominance runs on functions and also numbers the block holding the function:
// the module gets `test.block_ids` too, written once the pass ran on every function, in
// function order; each run appends to the numbers already there. On the module itself the
// pass fails when it runs. Checked against mlir-opt 22 (--mlir-disable-threading).
// RUN: ropt %s -pass-pipeline="builtin.module(func.func(test-print-dominance))" | FileCheck %s
// RUN: ropt %s -pass-pipeline="builtin.module(func.func(test-print-dominance))" --mlir-disable-threading | FileCheck %s
// RUN: ropt %s -pass-pipeline="builtin.module(func.func(test-print-dominance,test-print-dominance))" | FileCheck %s --check-prefix=TWICE
// RUN: not ropt %s -test-print-dominance 2>&1 | FileCheck %s --check-prefix=ROOT

// CHECK: module attributes {test.block_ids = array<i64: 1, 2>} {
// CHECK-NEXT: func.func @a() attributes {test.block_ids = array<i64: 0>} {
// CHECK: func.func @b() attributes {test.block_ids = array<i64: 0, 1>} {

// TWICE: module attributes {test.block_ids = array<i64: 1, 1, 2, 2>} {
// TWICE-NEXT: func.func @a() attributes {test.block_ids = array<i64: 0, 0>} {
// TWICE: func.func @b() attributes {test.block_ids = array<i64: 0, 1, 0, 1>} {

// ROOT: error: 'builtin.module' op trying to schedule pass '(anonymous namespace)::TestDominancePass' on an unsupported operation
func.func @a() {
  return
}
func.func @b() {
  cf.br ^x
^x:
  return
}

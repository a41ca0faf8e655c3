// RUN: not ropt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(test.foo(cse))' 2>&1 | FileCheck %s --check-prefix=UNREG
// RUN: not ropt %s -allow-unregistered-dialect --pass-pipeline='func.func(cse)' 2>&1 | FileCheck %s --check-prefix=ROOT
// RUN: ropt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(test.bar(cse), any(cse), builtin.module(cse))' | FileCheck %s --check-prefix=OK

"test.foo"() ({ "test.bar"() : () -> () }) : () -> ()

// UNREG: nesting.mlir:5:1: error: 'test.foo' op trying to schedule a pass on an unregistered operation
// UNREG-NEXT: "test.foo"() ({ "test.bar"() : () -> () }) : () -> ()
// UNREG-NEXT: ^
// UNREG-NEXT: nesting.mlir:5:1: note: see current operation: 
// UNREG-NEXT: "test.foo"() ({
// UNREG-NEXT:   "test.bar"() : () -> ()
// UNREG-NEXT: }) : () -> ()

// ROOT: nesting.mlir:0:0: error: can't run 'func.func' pass manager on 'builtin.module' op

// OK: "test.foo"() ({
// OK-NEXT:   "test.bar"() : () -> ()
// OK-NEXT: }) : () -> ()


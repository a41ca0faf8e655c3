// SingleBlockImplicitTerminator on an op of a loaded dialect: a region trait, checked after
// the nested ops (ops defined like MLIR's test-dialect ones; messages checked with mlir-opt
// 22 on the same input).
// RUN: ropt --load-dialect=%S/Inputs/testverify.td %s -split-input-file -verify-diagnostics \
// RUN:   -allow-unregistered-dialect

"test.SingleBlockImplicitTerminator"() ({
  "test.finish"() : () -> ()
}) : () -> ()

// -----

// expected-error@+2 {{'test.SingleBlockImplicitTerminator' op expects regions to end with 'test.finish', found 'foo.x'}}
// expected-note@+1 {{in custom textual format, the absence of terminator implies 'test.finish'}}
"test.SingleBlockImplicitTerminator"() ({
  "foo.x"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'test.SingleBlockImplicitTerminator' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
"test.SingleBlockImplicitTerminator"() ({
}) : () -> ()

// -----

"test.SingleBlockImplicitTerminator"() ({
  // expected-error@+2 {{'test.SingleBlockImplicitTerminator' op expects regions to end with 'test.finish', found 'foo.x'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'test.finish'}}
  "test.SingleBlockImplicitTerminator"() ({
    "foo.x"() : () -> ()
  }) : () -> ()
  "foo.y"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'test.finish' op must be the last operation in the parent block}}
"test.finish"() : () -> ()
"foo.x"() : () -> ()

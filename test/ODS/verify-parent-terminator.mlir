// The structural native traits HasParent, ParentOneOf and SingleBlock, and IsTerminator,
// checked by the ODS run time for every op (ops defined like MLIR's test-dialect ones and
// the compiled func dialect; messages checked with mlir-opt 22 on the same input).
// RUN: ropt --load-dialect=%S/Inputs/testverify.td %s -split-input-file -verify-diagnostics \
// RUN:   -allow-unregistered-dialect

"test.parent"() ({
  "test.child"() : () -> ()
  "test.child_with_parent_one_of"() : () -> ()
  "foo.end"() : () -> ()
}) : () -> ()

// -----

"test.parent1"() ({
  // expected-error@+1 {{'test.child' op expects parent op 'test.parent'}}
  "test.child"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'test.child' op expects parent op 'test.parent'}}
"test.child"() : () -> ()

// -----

// expected-error@+1 {{'test.child_with_parent_one_of' op expects parent op to be one of 'test.parent, test.parent1'}}
"test.child_with_parent_one_of"() : () -> ()

// -----

"test.parent1"() ({
  "test.child_with_parent_one_of"() : () -> ()
  "foo.end"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'test.single_no_terminator_op' op expects region #0 to have 0 or 1 blocks}}
"test.single_no_terminator_op"() ({
^bb0:
  "test.child"() : () -> ()
^bb1:
  "test.child"() : () -> ()
}) : () -> ()

// -----

// SingleBlock is structural: checked before the region constraint.
// expected-error@+1 {{'test.single_no_terminator_op' op region #0 ('my_region') failed to verify constraint: region with 1 blocks}}
"test.single_no_terminator_op"() ({
}) : () -> ()

// -----

// The count traits come before the structural ones.
// expected-error@+1 {{'test.single_no_terminator_op' op requires one region}}
"test.single_no_terminator_op"() ({
^bb0(%a: i32):
  "test.child"() : () -> ()
}, {
}) : () -> ()

// -----

"test.single_no_terminator_op"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'test.child' op expects parent op 'test.parent'}}
  "test.child"() : () -> ()
}) : () -> ()

// -----

func.func @f() {
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  "func.return"() : () -> ()
}

// -----

func.func @f() {
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  "test.parent"() ({
  }) : () -> ()
}

// -----

// HasParent (structural) before IsTerminator.
// expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
"func.return"() : () -> ()

// -----

// An op whose shape was verified before still has its position checked.
func.func @g() {
  "func.return"() : () -> ()
}
func.func @f() {
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  "func.return"() : () -> ()
}

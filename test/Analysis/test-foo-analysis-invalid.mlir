// RUN: ropt %s -split-input-file -pass-pipeline='builtin.module(func.func(test-foo-analysis))' -verify-diagnostics -o /dev/null

// expected-error@below {{expected at least one block in the region}}
func.func private @declaration()

// -----

func.func @nested() {
  "test.foo"() {tag = "a"} : () -> ()
  // expected-error@below {{unexpected op with regions}}
  "test.region"() ({
    "test.foo"() : () -> ()
  }) : () -> ()
  return
}

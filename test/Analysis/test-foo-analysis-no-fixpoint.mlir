// RUN: ropt %s -pass-pipeline='builtin.module(func.func(test-foo-analysis))' -verify-diagnostics -o /dev/null

// On these loops the XOR join of the example never settles: mlir-opt runs forever, ropt
// stops with an error.

// expected-error@below {{the foo analysis did not reach a fixpoint}}
func.func @w() {
  "test.branch"() [^bb1, ^bb2] {foo = 7 : ui64} : () -> ()
^bb1:
  "test.branch"() [^bb3, ^bb1] {tag = "l1", foo = 1 : ui64} : () -> ()
^bb2:
  "test.branch"() [^bb3, ^bb2, ^bb1] {tag = "l2", foo = 2 : ui64} : () -> ()
^bb3:
  "test.foo"() {tag = "t", foo = 12 : ui64} : () -> ()
  "test.branch"() [^bb3, ^bb1] {tag = "u"} : () -> ()
}

// RUN: ropt %s -split-input-file -pass-pipeline='builtin.module(func.func(test-foo-analysis))' -o /dev/null 2>&1 | FileCheck %s

// The foo analysis: the state after an op is the state before it XOR its `foo`; a block
// starts with the XOR of what its predecessors end with, accumulated over its visits.

func.func @straight() {
  "test.foo"() {tag = "zero"} : () -> ()
  "test.foo"() {tag = "one", foo = 1 : ui64} : () -> ()
  "test.foo"() {tag = "six", foo = 7 : i32} : () -> ()
  "test.foo"() {tag = "wide", foo = -1 : i64} : () -> ()
  "test.foo"() {tag = 3, foo = 2 : index} : () -> ()
  "test.foo"() {tag = "not_int", foo = "x"} : () -> ()
  return
}

// -----

func.func @diamond() {
  "test.branch"() [^bb1, ^bb2] {tag = "top", foo = 8 : ui64} : () -> ()
^bb1:
  "test.branch"() [^bb3] {tag = "left", foo = 1 : ui64} : () -> ()
^bb2:
  "test.branch"() [^bb3] {tag = "right", foo = 2 : ui64} : () -> ()
^bb3:
  "test.foo"() {tag = "join"} : () -> ()
  return
}

// -----

func.func @loops() {
  "test.branch"() [^bb1] {tag = "start", foo = 6 : ui64} : () -> ()
^bb1:
  "test.foo"() {tag = "body", foo = 5 : ui64} : () -> ()
  "test.branch"() [^bb1, ^bb2] : () -> ()
^bb2:
  "test.foo"() {tag = "inner", foo = 9 : ui64} : () -> ()
  "test.branch"() [^bb1, ^bb3] : () -> ()
^bb3:
  "test.foo"() {tag = "exit"} : () -> ()
  return
}

// -----

// A block nothing branches to is visited too.
func.func @unreachable() {
  "test.branch"() [^bb2] : () -> ()
^bb1:
  "test.foo"() {tag = "dead", foo = 4 : ui64} : () -> ()
  "test.branch"() [^bb2] : () -> ()
^bb2:
  "test.foo"() {tag = "after", foo = 1 : ui64} : () -> ()
  return
}

// CHECK-LABEL: function: @straight
// CHECK-NEXT: zero -> 0
// CHECK-NEXT: one -> 1
// CHECK-NEXT: six -> 6
// CHECK-NEXT: wide -> 18446744073709551609
// CHECK-NEXT: not_int -> 18446744073709551611
// CHECK-LABEL: function: @diamond
// CHECK-NEXT: top -> 8
// CHECK-NEXT: left -> 9
// CHECK-NEXT: right -> 10
// CHECK-NEXT: join -> 3
// CHECK-LABEL: function: @loops
// CHECK-NEXT: start -> 6
// CHECK-NEXT: body -> 3
// CHECK-NEXT: inner -> 10
// CHECK-NEXT: exit -> 10
// CHECK-LABEL: function: @unreachable
// CHECK-NEXT: dead -> 4
// CHECK-NEXT: after -> 5

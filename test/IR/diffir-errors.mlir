// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// Parse errors found by differential testing of mutated inputs against mlir-opt 22.

// An operand list not starting with a value must end.
// CHECK: :[[#@LINE+1]]:7: error: expected ')' to end operand list
"t.a"(1) : () -> ()

// -----

"t.a"() : () -> ()
{-#
// CHECK: :[[#@LINE+1]]:38: error: expected ',' or '#-}'
  dialect_resources: { builtin: { } } x
#-}

// -----

"t.a"() : () -> ()
{-#
  dialect_resources: { builtin: { } },
// CHECK: :[[#@LINE+1]]:1: error: expected identifier key in file metadata dictionary
#-}

// -----

// `index` literals must fit a signed 64-bit integer.
// CHECK: :[[#@LINE+1]]:14: error: integer constant out of range for attribute
"t.a"() {b = 9223372036854775808 : index} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:21: error: integer constant out of range for type
"t.a"() {b = dense<[0xFFFFFFFFFFFFFFFF]> : tensor<1xindex>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:15: error: integer constant out of range for attribute
"t.a"() {b = -9223372036854775809 : index} : () -> ()

// -----

// Names visible above an isolated-from-above op may not be redefined inside it.
%0 = "t.a"() : () -> i32
module {
// CHECK: :[[#@LINE+2]]:3: error: redefinition of SSA value '%0'
// CHECK: :[[#@LINE-3]]:1: note: previously defined here
  %0 = "t.b"() : () -> i32
}

// -----

%0 = "t.a"() : () -> i32
"t.r"() ({
  func.func @f() {
// CHECK: :[[#@LINE+1]]:5: error: redefinition of SSA value '%0'
    %0 = "t.b"() : () -> i32
    return
  }
}) : () -> ()

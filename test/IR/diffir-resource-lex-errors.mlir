// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// A lexer error in a resource value: mlir-opt 22 takes the value token first, so the
// resource error that follows the lexer's is dropped when the next token is a lexer error
// too.

"t.a"() : () -> ()
{-#
  dialect_resources: {
    builtin: {
// CHECK: :[[#@LINE+2]]:21: error: unknown escape in string literal
// CHECK: :[[#@LINE+1]]:21: error: expected hex string blob for key 'r'
      r: "0x04000000\q\z"
    }
  }
#-}

// -----

"t.a"() : () -> ()
{-#
  dialect_resources: {
    builtin: {
// CHECK: :[[#@LINE+2]]:21: error: expected '"' in string literal
// CHECK-NEXT: r: "0x04000000
      r: "0x04000000
"
// CHECK: :[[#@LINE-1]]:2: error: expected '"' in string literal
// CHECK-NOT: expected hex string blob
    }
  }
#-}

// -----

"t.a"() : () -> ()
{-#
  dialect_resources: {
    builtin: {
// CHECK: :[[#@LINE+2]]:17: error: expected '"' in string literal
// CHECK: :[[#@LINE+1]]:17: error: expected hex string blob for key 'r'
      r: "0x0400
    }
  }
#-}

// -----

"t.a"() : () -> ()
{-#
  external_resources: {
    t: {
// CHECK: :[[#@LINE+2]]:13: error: unknown escape in string literal
// CHECK: :[[#@LINE+1]]:13: error: expected string value for key 'r'
      r: "ab\q"
    }
  }
#-}

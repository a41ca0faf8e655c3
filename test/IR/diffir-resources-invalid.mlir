// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// A blob needs at least its four alignment bytes, in dialect and external resources alike.

"test.a"() : () -> ()
{-#
// CHECK: :[[#@LINE+1]]:33: error: expected hex string blob for key 'k' to encode alignment in first 4 bytes
  external_resources: { t: { k: "0xabcd" } }
#-}

// -----

"test.a"() : () -> ()
{-#
// CHECK: :[[#@LINE+1]]:38: error: expected hex string blob for key 'k' to encode alignment in first 4 bytes
  dialect_resources: { builtin: { k: "0x" } }
#-}

// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// Hex values of a sparse literal: the size must fit the number of indices.

// CHECK: :[[#@LINE+1]]:31: error: elements hex data size is invalid for provided type: 'tensor<1xi16>'
"test.a"() {a = sparse<[[1]], "0x01000200"> : tensor<2xi16>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:31: error: expected string containing hex digits starting with `0x`
"test.a"() {a = sparse<[[1]], "0x0"> : tensor<2xi16>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:31: error: expected string containing hex digits starting with `0x`
"test.a"() {a = sparse<[[1]], "abc"> : tensor<2xi16>} : () -> ()

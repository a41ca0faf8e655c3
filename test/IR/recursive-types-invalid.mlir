// RUN: not ropt %s -split-input-file 2>&1 | FileCheck %s

// The body of a test_rec is a test type written without `!test.`.
// CHECK: :[[@LINE+1]]:28: error: unknown type!
"test.use"() : () -> !test.test_rec<e1, tuple<i32>>

// -----

// CHECK: :[[@LINE+1]]:41: error: expected valid keyword
"test.use"() : () -> !test.test_rec<e2, !test.test_type>

// -----

// The short form only inside the type's own body.
// CHECK: :[[@LINE+1]]:45: error: expected ','
"test.use"() : () -> !test.test_rec_alias<e3>

// -----

// CHECK: :[[@LINE+1]]:44: error: expected '>'
"test.use"() : () -> !test.test_rec<e4, i32 i32>

// -----

// CHECK: :[[@LINE+1]]:37: error: expected valid keyword
"test.use"() : () -> !test.test_rec<"e5", i32>

// -----

// CHECK: :[[@LINE+1]]:46: error: expected non-function type
"test.use"() : () -> !test.test_rec_alias<e6, test_type>

// -----

// CHECK: :[[@LINE+1]]:42: error: unbalanced '<' character in pretty dialect name
"test.use"() : () -> !test.test_rec_alias<e7, !test.test_rec_alias<e7>

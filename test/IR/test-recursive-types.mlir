// RUN: ropt %s -test-recursive-types | FileCheck %s
// RUN: ropt %s -test-recursive-types -mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// -test-recursive-types: in @create, a test_rec type that is its own body, held by a new
// test.dummy_type_test_op at the start of the function; @roundtrip is left as it is.
func.func @roundtrip() {
  "test.use"() : () -> !test.test_rec_alias<again, tuple<!test.test_rec_alias<again>>>
  return
}

func.func @create() {
  "test.use"() : () -> ()
  return
}

// CHECK: !again = !test.test_rec_alias<again, tuple<!test.test_rec_alias<again>>>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @roundtrip() {
// CHECK-NEXT:     %0 = "test.use"() : () -> !again
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @create() {
// CHECK-NEXT:     %0 = "test.dummy_type_test_op"() : () -> !test.test_rec<some_long_and_unique_name, test_rec<some_long_and_unique_name>>
// CHECK-NEXT:     "test.use"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// LOC: %0 = "test.dummy_type_test_op"() : () -> !test.test_rec<some_long_and_unique_name, test_rec<some_long_and_unique_name>> loc([[LOC:#loc[0-9]*]])
// LOC: return
// LOC-NEXT: } loc([[LOC]])

// RUN: ropt %s -test-func-erase-arg | FileCheck %s

// Arguments marked test.erase_this_arg go from the type, the attributes and the entry block;
// the attributes of the others stay.

func.func @f(%a: i32 {test.erase_this_arg}, %b: f32 {test.keep = 1}, %c: i64 {test.erase_this_arg}) -> (i32 {test.erase_this_result}, f32, i8 {test.erase_this_result, test.foo}) {
  %0 = "test.x"() : () -> i32
  %1 = "test.y"() : () -> i8
  return %0, %b, %1 : i32, f32, i8
}
func.func private @decl(i32 {test.erase_this_arg}, f32) -> (i32 {test.erase_this_result})
func.func @g(%a: i32 {test.erase_this_arg}, %b: i8 {test.other}) -> (i32 {test.keep}) {
  "test.use"(%b) : (i8) -> ()
  %0 = "test.x"() : () -> i32
  return %0 : i32
}

// CHECK:      module {
// CHECK-NEXT:   func.func @f(%arg0: f32 {test.keep = 1 : i64}) -> (i32 {test.erase_this_result}, f32, i8 {test.erase_this_result, test.foo}) {
// CHECK-NEXT:     %0 = "test.x"() : () -> i32
// CHECK-NEXT:     %1 = "test.y"() : () -> i8
// CHECK-NEXT:     return %0, %arg0, %1 : i32, f32, i8
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @decl(f32) -> (i32 {test.erase_this_result})
// CHECK-NEXT:   func.func @g(%arg0: i8 {test.other}) -> (i32 {test.keep}) {
// CHECK-NEXT:     "test.use"(%arg0) : (i8) -> ()
// CHECK-NEXT:     %0 = "test.x"() : () -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// RUN: not ropt %s -test-func-erase-result 2>&1 | FileCheck %s

// Results marked test.erase_this_result go from the type and the attributes (the returns
// are not changed: the verifier then rejects @f).

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

// CHECK:      {{.*}}test-func-erase-result.mlir:9:3: error: 'func.return' op has 3 operands, but enclosing function (@f) returns 1
// CHECK-NEXT:   return %0, %b, %1 : i32, f32, i8
// CHECK-NEXT:   ^
// CHECK-NEXT: {{.*}}test-func-erase-result.mlir:9:3: note: see current operation: "func.return"(%0, %arg1, %1) : (i32, f32, i8) -> ()

// RUN: ropt %s -test-func-set-type | FileCheck %s

// The type of @other, in module order; the argument and result attributes are cut to the new
// arity.

func.func private @d(i32 {test.a}, i64) -> (i8 {test.r})
func.func private @e(i32 {test.a}, i64 {test.b}, i8 {test.c}) -> (i8 {test.r}, i16) attributes {test.set_type_from = @d}
func.func private @f(i32) attributes {test.set_type_from = @e}

// CHECK:      module {
// CHECK-NEXT:   func.func private @d(i32 {test.a}, i64) -> (i8 {test.r})
// CHECK-NEXT:   func.func private @e(i32 {test.a}, i64 {test.b}) -> (i8 {test.r}) attributes {test.set_type_from = @d}
// CHECK-NEXT:   func.func private @f(i32, i64) -> i8 attributes {test.set_type_from = @e}
// CHECK-NEXT: }

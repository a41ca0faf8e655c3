// RUN: ropt %s -allow-unregistered-dialect -cse -mlir-print-op-generic | FileCheck %s
// Duplicate pure casts are replaced by the first one; unused ones are erased; unregistered
// region ops might be isolated from above and start a fresh scope; multi-block regions are
// walked along the dominator tree; the kept op takes a known location over an unknown one.

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   %0 = "test.src"() : () -> i32
// CHECK-NEXT:   %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
// CHECK-NEXT:   "test.use"(%1, %1) : (i64, i64) -> ()
// CHECK-NEXT:   "test.region"() ({
// CHECK-NEXT:     %6 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
// CHECK-NEXT:     %7:2 = "builtin.unrealized_conversion_cast"(%6, %6) : (i64, i64) -> (i8, i8)
// CHECK-NEXT:     "test.use"(%6, %6, %7#1, %7#0) : (i64, i64, i8, i8) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "test.multi"() ({
// CHECK-NEXT:     %5 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
// CHECK-NEXT:     "test.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.use"(%5, %5) : (i64, i64) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   %2 = "builtin.unrealized_conversion_cast"(%0) {a = 1 : i64} : (i32) -> i64
// CHECK-NEXT:   "test.use"(%2, %2, %1) : (i64, i64, i64) -> ()
// CHECK-NEXT:   "builtin.module"() ({
// CHECK-NEXT:     %3 = "test.src"() : () -> i32
// CHECK-NEXT:     %4 = "builtin.unrealized_conversion_cast"(%3) : (i32) -> i64
// CHECK-NEXT:     "test.use"(%4, %4) : (i64, i64) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

%0 = "test.src"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 to i64
%2 = builtin.unrealized_conversion_cast %0 : i32 to i64 loc("x.mlir":3:4)
%3 = builtin.unrealized_conversion_cast %0 : i32 to i64
%u = builtin.unrealized_conversion_cast %0 : i32 to f32
"test.use"(%1, %2) : (i64, i64) -> ()
"test.region"() ({
  %4 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %5 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %6:2 = builtin.unrealized_conversion_cast %4, %5 : i64, i64 to i8, i8
  %7:2 = builtin.unrealized_conversion_cast %4, %4 : i64, i64 to i8, i8
  "test.use"(%4, %5, %6#1, %7#0) : (i64, i64, i8, i8) -> ()
}) : () -> ()
"test.multi"() ({
  %8 = builtin.unrealized_conversion_cast %0 : i32 to i64
  "test.br"()[^bb1] : () -> ()
^bb1:
  %9 = builtin.unrealized_conversion_cast %0 : i32 to i64
  "test.use"(%8, %9) : (i64, i64) -> ()
}) : () -> ()
%10 = builtin.unrealized_conversion_cast %0 : i32 to i64 {a = 1}
%11 = builtin.unrealized_conversion_cast %0 : i32 to i64 {a = 1}
"test.use"(%10, %11, %3) : (i64, i64, i64) -> ()
module {
  %12 = "test.src"() : () -> i32
  %13 = builtin.unrealized_conversion_cast %12 : i32 to i64
  %14 = builtin.unrealized_conversion_cast %12 : i32 to i64
  "test.use"(%13, %14) : (i64, i64) -> ()
}


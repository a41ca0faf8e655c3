// RUN: ropt -allow-unregistered-dialect %s -pass-pipeline="builtin.module(func.func(test-clone))" | FileCheck %s

// A one-block function whose terminator returns values of its argument types gets its body
// cloned after itself, fed by the returned values; every cloned op is reported in pre-order.

// CHECK:      notifyOperationInserted: test.use
// CHECK-NEXT: notifyOperationInserted: test.use2
// CHECK-NEXT: notifyOperationInserted: test.yield2
// CHECK-NEXT: notifyOperationInserted: test.yield
// CHECK-NEXT: notifyOperationInserted: func.return
// CHECK-NEXT: notifyOperationInserted: test.c
// CHECK-NEXT: notifyOperationInserted: func.return
// CHECK-NEXT: module {

// CHECK-LABEL: func.func @fixpoint(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = "test.use"(%arg0) ({
// CHECK-NEXT:      %2 = "test.use2"(%arg0) ({
// CHECK-NEXT:        "test.yield2"(%arg0) : (i32) -> ()
// CHECK-NEXT:      }) : (i32) -> i32
// CHECK-NEXT:      "test.yield"(%2) : (i32) -> ()
// CHECK-NEXT:    }) : (i32) -> i32
// CHECK-NEXT:    %1 = "test.use"(%0) ({
// CHECK-NEXT:      %2 = "test.use2"(%0) ({
// CHECK-NEXT:        "test.yield2"(%0) : (i32) -> ()
// CHECK-NEXT:      }) : (i32) -> i32
// CHECK-NEXT:      "test.yield"(%2) : (i32) -> ()
// CHECK-NEXT:    }) : (i32) -> i32
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
func.func @fixpoint(%arg1 : i32) -> i32 {
  %r = "test.use"(%arg1) ({
    %r2 = "test.use2"(%arg1) ({
       "test.yield2"(%arg1) : (i32) -> ()
    }) : (i32) -> i32
    "test.yield"(%r2) : (i32) -> ()
  }) : (i32) -> i32
  return %r : i32
}

// CHECK-LABEL: func.func @two(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT:    %0 = "test.c"(%arg0) : (i32) -> f32
// CHECK-NEXT:    %1 = "test.c"(%arg0) : (i32) -> f32
// CHECK-NEXT:    return %arg0, %1 : i32, f32
// CHECK-NEXT:  }
func.func @two(%a : i32, %b: f32) -> (i32, f32) {
  %c = "test.c"(%a) : (i32) -> f32
  return %a, %c : i32, f32
}

// Not as many results as arguments, other types, several blocks, no body: unchanged.
// CHECK-LABEL: func.func @count(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:    return %arg0, %arg0 : i32, i32
// CHECK-NEXT:  }
func.func @count(%a : i32) -> (i32, i32) {
  return %a, %a : i32, i32
}
// CHECK-LABEL: func.func @types(%arg0: i32) -> i64 {
// CHECK-NEXT:    %0 = "test.ext"(%arg0) : (i32) -> i64
// CHECK-NEXT:    return %0 : i64
// CHECK-NEXT:  }
func.func @types(%a : i32) -> i64 {
  %0 = "test.ext"(%a) : (i32) -> i64
  return %0 : i64
}
// CHECK-LABEL: func.func @blocks(%arg0: i32) -> i32 {
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @blocks(%a : i32) -> i32 {
  cf.br ^bb1
^bb1:
  return %a : i32
}
// CHECK: func.func private @ext(i32)
func.func private @ext(%a : i32)

// RUN: ROPT_PARSE_MIN_CHUNK=0 ropt %s -allow-unregistered-dialect -split-input-file | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -split-input-file -mlir-disable-threading | FileCheck %s

// Regions of unregistered ops (not known to be isolated from above) parsed on other threads
// (ROPT_PARSE_MIN_CHUNK=0 defers every region it can): uses of values of the enclosing
// region, `%x#N` results, forward references, blocks and nested regions inside, names that
// do not leak out. Expected output from mlir-opt 22.

// CHECK-LABEL: module {
// CHECK-NEXT:    %0 = "t.def"() : () -> i32
// CHECK-NEXT:    %1:2 = "t.pair"() : () -> (i32, i64)
// CHECK-NEXT:    "t.func"() ({
// CHECK-NEXT:    ^bb0(%arg0: i32):
// CHECK-NEXT:      %4 = "t.add"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT:      "t.use"(%1#1, %1#0, %1#1) : (i64, i32, i64) -> ()
// CHECK-NEXT:      "t.br"(%4)[^bb2] : (i32) -> ()
// CHECK-NEXT:    ^bb1:  // pred: ^bb2
// CHECK-NEXT:      "t.inner"() ({
// CHECK-NEXT:        %7 = "t.mul"(%6, %0) : (i32, i32) -> i32
// CHECK-NEXT:        "t.deeper"() ({
// CHECK-NEXT:          "t.use"(%7, %1#0, %arg0) : (i32, i32, i32) -> ()
// CHECK-NEXT:        }) : () -> ()
// CHECK-NEXT:      }, {
// CHECK-NEXT:        "t.use"(%0) : (i32) -> ()
// CHECK-NEXT:      }) : () -> ()
// CHECK-NEXT:      "t.ret"(%6) : (i32) -> ()
// CHECK-NEXT:    ^bb2(%5: i32):  // pred: ^bb0
// CHECK-NEXT:      %6 = "t.add"(%5, %4) : (i32, i32) -> i32
// CHECK-NEXT:      "t.br"()[^bb1] : () -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    %2 = "t.with_result"() ({
// CHECK-NEXT:      "t.yield"(%0, %1#0) : (i32, i32) -> ()
// CHECK-NEXT:    }) : () -> i32
// CHECK-NEXT:    %3 = "t.after"(%2, %0) : (i32, i32) -> i32
// CHECK-NEXT:    "t.func"() ({
// CHECK-NEXT:      %4 = "t.def"() : () -> i32
// CHECK-NEXT:      %5 = "t.use"(%4, %3, %2) : (i32, i32, i32) -> f32
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:  }
"builtin.module"() ({
  %0 = "t.def"() : () -> i32
  %1:2 = "t.pair"() : () -> (i32, i64)
  "t.func"() ({
  ^bb0(%a: i32):
    %2 = "t.add"(%a, %0) : (i32, i32) -> i32
    "t.use"(%1#1, %1#0, %1#1) : (i64, i32, i64) -> ()
    "t.br"(%2)[^bb2] : (i32) -> ()
  ^bb1:
    "t.inner"() ({
      %4 = "t.mul"(%3, %0) : (i32, i32) -> i32
      "t.deeper"() ({
        "t.use"(%4, %1#0, %a) : (i32, i32, i32) -> ()
      }) : () -> ()
    }, {
      "t.use"(%0) : (i32) -> ()
    }) : () -> ()
    "t.ret"(%3) : (i32) -> ()
  ^bb2(%b: i32):
    %3 = "t.add"(%b, %2) : (i32, i32) -> i32
    "t.br"()[^bb1] : () -> ()
  }) : () -> ()
  %5 = "t.with_result"() ({
    "t.yield"(%0, %1#0) : (i32, i32) -> ()
  }) : () -> i32
  %2 = "t.after"(%5, %0) : (i32, i32) -> i32
  "t.func"() ({
    %a = "t.def"() : () -> i32
    %3 = "t.use"(%a, %2, %5) : (i32, i32, i32) -> f32
  }) : () -> ()
}) : () -> ()

// -----

// A use of a value defined after the region: the module's body is a graph region, so
// mlir-opt accepts it (the parallel parser gives up and parses sequentially).
// CHECK-LABEL: module {
// CHECK-NEXT:    "t.func"() ({
// CHECK-NEXT:      "t.use"(%0) : (i32) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    %0 = "t.def"() : () -> i32
// CHECK-NEXT:  }
"builtin.module"() ({
  "t.func"() ({
    "t.use"(%late) : (i32) -> ()
  }) : () -> ()
  %late = "t.def"() : () -> i32
}) : () -> ()

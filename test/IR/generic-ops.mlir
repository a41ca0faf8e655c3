// RUN: ropt %s -split-input-file -allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   "tst.no_results"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// The generic op form: results, operands, properties, attributes, regions, successors and
// function types print back as mlir-opt prints them.

"tst.no_results"() : () -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   %0 = "tst.one"() : () -> i32
// CHECK-NEXT:   %1:3 = "tst.three"(%0) : (i32) -> (i32, i64, index)
// CHECK-NEXT:   "tst.use"(%1#2, %1#0, %1#1, %0) : (index, i32, i64, i32) -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
%0 = "tst.one"() : () -> i32
%1:3 = "tst.three"(%0) : (i32) -> (i32, i64, index)
"tst.use"(%1#2, %1#0, %1#1, %0) : (index, i32, i64, i32) -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   %0:4 = "tst.split"() : () -> (i1, i2, i3, i4)
// CHECK-NEXT:   "tst.use"(%0#3, %0#2, %0#1, %0#0) : (i4, i3, i2, i1) -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
%a, %b:2, %c = "tst.split"() : () -> (i1, i2, i3, i4)
"tst.use"(%c, %b#1, %b#0, %a) : (i4, i3, i2, i1) -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "tst.props"() <{p = 1 : i32, q = "s"}> {a, b = [1, 2], z = 2 : i64} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
"tst.props"() <{p = 1 : i32, q = "s"}> {z = 2, a = unit, b = [1, 2]} : () -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "tst.attrs"() {bare = true, f = 1.500000e+00 : f32, "quoted name" = 1 : i8} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
"tst.attrs"() {"quoted name" = 1 : i8, bare = true, f = 1.5 : f32} : () -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   %0 = "tst.fn"() : () -> ((i32) -> i64)
// CHECK-NEXT:   "tst.take"(%0) : ((i32) -> i64) -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
%0 = "tst.fn"() : () -> ((i32) -> i64)
"tst.take"(%0) : ((i32) -> i64) -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "tst.regions"() ({
// CHECK-NEXT:     "tst.a"() : () -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:   }, {
// CHECK-NEXT:     "tst.b"() : () -> ()
// CHECK-NEXT:     "tst.c"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
"tst.regions"() ({
  "tst.a"() : () -> ()
}, {
}, {
  "tst.b"() : () -> ()
  "tst.c"() : () -> ()
}) : () -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "tst.nested"() ({
// CHECK-NEXT:     %0 = "tst.x"() : () -> i32
// CHECK-NEXT:     "tst.inner"() ({
// CHECK-NEXT:       "tst.use"(%0) : (i32) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
"tst.nested"() ({
  %0 = "tst.x"() : () -> i32
  "tst.inner"() ({
    "tst.use"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "tst.with_args"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT:     "tst.use"(%arg0, %arg1) : (i32, f32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
"tst.with_args"() ({
^bb0(%x: i32, %y: f32):
  "tst.use"(%x, %y) : (i32, f32) -> ()
}) : () -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "tst.empty_entry"() ({
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
"tst.empty_entry"() ({
^bb0:
}) : () -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "tst.cfg"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     "tst.br"(%arg0)[^bb2, ^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "tst.br"()[^bb2] : () -> ()
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     "tst.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
"tst.cfg"() ({
^bb0(%x: i32):
  "tst.br"(%x)[^bb2, ^bb1] : (i32) -> ()
^bb1:
  "tst.br"()[^bb2] : () -> ()
^bb2:
  "tst.ret"() : () -> ()
}) : () -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "tst.names"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     "tst.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     "tst.ret"(%0) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
"tst.names"() ({
^entry(%first: i32):
  "tst.br"(%first)[^exit] : (i32) -> ()
^exit(%last: i32):
  "tst.ret"(%last) : (i32) -> ()
}) : () -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "tst.escaped\22name"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
"tst.escaped\22name"() : () -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   %0 = "tst.a"() : () -> i32
// CHECK-NEXT:   "tst.b"(%0) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
%0 = "tst.a"() : () -> i32 loc("somewhere":1:2)
"tst.b"(%0) : (i32) -> () loc(unknown)

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "tst.graph"() ({
// CHECK-NEXT:     "tst.use"(%0) : (i32) -> ()
// CHECK-NEXT:     %0 = "tst.def"() : () -> i32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
"tst.graph"() ({
  "tst.use"(%later) : (i32) -> ()
  %later = "tst.def"() : () -> i32
}) : () -> ()

// RUN: ropt %s -allow-unregistered-dialect -view-op-graph -o %t.out 2>&1 | FileCheck %s
// Blocks, successors, nested modules and multi-result ops.

// CHECK: digraph G {
// CHECK-NEXT:   compound = true;
// CHECK-NEXT:   subgraph cluster_1 {
// CHECK-NEXT:     v2 [label = " ", shape = plain];
// CHECK-NEXT:     label = "builtin.module : ()\l";
// CHECK-NEXT:     subgraph cluster_3 {
// CHECK-NEXT:       v4 [label = " ", shape = plain];
// CHECK-NEXT:       label = "";
// CHECK-NEXT:       v5 [fillcolor = "0.000000 0.3 0.95", label = "{test.a\l\lattr: 5 : i32\l|{<res_0> %0 i32}}", shape = Mrecord, style = filled];
// CHECK-NEXT:       v6 [fillcolor = "0.142857 0.3 0.95", label = "{{[{][{]}}<arg_0> %0|<arg_0> %0}|test.b\l|{<res_1_0> %1#0 i32|<res_1_1> %1#1 f32}}", shape = Mrecord, style = filled];
// CHECK-NEXT:       subgraph cluster_7 {
// CHECK-NEXT:         v8 [label = " ", shape = plain];
// CHECK-NEXT:         label = "test.r : ()\l";
// CHECK-NEXT:         subgraph cluster_9 {
// CHECK-NEXT:           v10 [label = " ", shape = plain];
// CHECK-NEXT:           label = "";
// CHECK-NEXT:           v11 [label = "<res_arg0> %arg0 i32", shape = Mrecord];
// CHECK-NEXT:           v12 [fillcolor = "0.285714 0.3 0.95", label = "{{[{][{]}}<arg_1_0> %1#0|<arg_arg0> %arg0}|test.c\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:           v13 [fillcolor = "0.428571 0.3 0.95", label = "{test.br\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:         }
// CHECK-NEXT:         subgraph cluster_14 {
// CHECK-NEXT:           v15 [label = " ", shape = plain];
// CHECK-NEXT:           label = "";
// CHECK-NEXT:           v16 [fillcolor = "0.571429 0.3 0.95", label = "{test.d\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   v5:res_0:s -> v6:arg_0:n[style = solid];
// CHECK-NEXT:   v5:res_0:s -> v6:arg_0:n[style = solid];
// CHECK-NEXT:   v6:res_1_0:s -> v12:arg_1_0:n[style = solid];
// CHECK-NEXT:   v11:res_arg0:s -> v12:arg_arg0:n[style = solid];
// CHECK-NEXT: }

module {
  %0 = "test.a"() {attr = 5 : i32} : () -> i32
  %1:2 = "test.b"(%0, %0) : (i32, i32) -> (i32, f32)
  "test.r"() ({
  ^bb0(%x: i32):
    "test.c"(%1#0, %x) : (i32, i32) -> ()
    "test.br"()[^bb1] : () -> ()
  ^bb1:
    "test.d"() : () -> ()
  }) : () -> ()
}


// RUN: ropt %s -allow-unregistered-dialect -view-op-graph -o %t.out 2>&1 | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(view-op-graph{print-control-flow-edges print-attrs=false print-result-types=false max-label-len=5})' -o %t.out 2>&1 | FileCheck %s --check-prefix=OPTS

// CHECK: digraph G {
// CHECK-NEXT:   compound = true;
// CHECK-NEXT:   subgraph cluster_1 {
// CHECK-NEXT:     v2 [label = " ", shape = plain];
// CHECK-NEXT:     label = "builtin.module : ()\l";
// CHECK-NEXT:     subgraph cluster_3 {
// CHECK-NEXT:       v4 [label = " ", shape = plain];
// CHECK-NEXT:       label = "";
// CHECK-NEXT:       v5 [fillcolor = "0.000000 0.3 0.95", label = "{test.a\l\llong: \"0123456789012345678...\ls: \"a\22b\{c\}\|\<d\>\"\lt: tensor\<2xi32\>\l|{<res_0> %0 tensor\<2xi32\>}}", shape = Mrecord, style = filled];
// CHECK-NEXT:       subgraph cluster_6 {
// CHECK-NEXT:         v7 [label = " ", shape = plain];
// CHECK-NEXT:         label = "test.r : (i32, f32)\lk: 1 : i64\l";
// CHECK-NEXT:         subgraph cluster_8 {
// CHECK-NEXT:           v9 [label = " ", shape = plain];
// CHECK-NEXT:           label = "";
// CHECK-NEXT:           v10 [label = "<res_arg0> %arg0 i32", shape = Mrecord];
// CHECK-NEXT:           v11 [label = "<res_arg1> %arg1 f32", shape = Mrecord];
// CHECK-NEXT:           v12 [fillcolor = "0.166667 0.3 0.95", label = "{{[{][{]}}<arg_arg0> %arg0}|test.c\l|{<res_2> %2 i32}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           v13 [fillcolor = "0.333333 0.3 0.95", label = "{{[{][{]}}<arg_2> %2}|test.y\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       v14 [fillcolor = "0.666667 0.3 0.95", label = "{{[{][{]}}<arg_1_0> %1#0|<arg_1_1> %1#1|<arg_0> %0}|test.use\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   v10:res_arg0:s -> v12:arg_arg0:n[style = solid];
// CHECK-NEXT:   v12:res_2:s -> v13:arg_2:n[style = solid];
// CHECK-NEXT:   v5:res_0:s -> v7[lhead = cluster_6, style = solid];
// CHECK-NEXT:   v7 -> v14:arg_1_0:n[ltail = cluster_6, style = solid];
// CHECK-NEXT:   v7 -> v14:arg_1_1:n[ltail = cluster_6, style = solid];
// CHECK-NEXT:   v5:res_0:s -> v14:arg_0:n[style = solid];
// CHECK-NEXT: }

// OPTS: digraph G {
// OPTS-NEXT:   compound = true;
// OPTS-NEXT:   subgraph cluster_1 {
// OPTS-NEXT:     v2 [label = " ", shape = plain];
// OPTS-NEXT:     label = "builtin.module";
// OPTS-NEXT:     subgraph cluster_3 {
// OPTS-NEXT:       v4 [label = " ", shape = plain];
// OPTS-NEXT:       label = "";
// OPTS-NEXT:       v5 [fillcolor = "0.000000 0.3 0.95", label = "{test.a\l|{<res_0> %0}}", shape = Mrecord, style = filled];
// OPTS-NEXT:       subgraph cluster_6 {
// OPTS-NEXT:         v7 [label = " ", shape = plain];
// OPTS-NEXT:         label = "test.r";
// OPTS-NEXT:         subgraph cluster_8 {
// OPTS-NEXT:           v9 [label = " ", shape = plain];
// OPTS-NEXT:           label = "";
// OPTS-NEXT:           v10 [label = "<res_arg0> %arg0", shape = Mrecord];
// OPTS-NEXT:           v11 [label = "<res_arg1> %arg1", shape = Mrecord];
// OPTS-NEXT:           v12 [fillcolor = "0.166667 0.3 0.95", label = "{{[{][{]}}<arg_arg0> %arg0}|test.c\l|{<res_2> %2}}", shape = Mrecord, style = filled];
// OPTS-NEXT:           v13 [fillcolor = "0.333333 0.3 0.95", label = "{{[{][{]}}<arg_2> %2}|test.y\l}", shape = Mrecord, style = filled];
// OPTS-NEXT:         }
// OPTS-NEXT:       }
// OPTS-NEXT:       v14 [fillcolor = "0.666667 0.3 0.95", label = "{{[{][{]}}<arg_1_0> %1#0|<arg_1_1> %1#1|<arg_0> %0}|test.use\l}", shape = Mrecord, style = filled];
// OPTS-NEXT:     }
// OPTS-NEXT:   }
// OPTS-NEXT:   v12 -> v13[style = dashed];
// OPTS-NEXT:   v5 -> v7[lhead = cluster_6, style = dashed];
// OPTS-NEXT:   v7 -> v14[ltail = cluster_6, style = dashed];
// OPTS-NEXT:   v10:res_arg0:s -> v12:arg_arg0:n[style = solid];
// OPTS-NEXT:   v12:res_2:s -> v13:arg_2:n[style = solid];
// OPTS-NEXT:   v5:res_0:s -> v7[lhead = cluster_6, style = solid];
// OPTS-NEXT:   v7 -> v14:arg_1_0:n[ltail = cluster_6, style = solid];
// OPTS-NEXT:   v7 -> v14:arg_1_1:n[ltail = cluster_6, style = solid];
// OPTS-NEXT:   v5:res_0:s -> v14:arg_0:n[style = solid];
// OPTS-NEXT: }

%0 = "test.a"() {s = "a\"b{c}|<d>", t = tensor<2xi32>, long = "0123456789012345678901234567890"} : () -> tensor<2xi32>
%1, %2 = "test.r"(%0) ({
^bb0(%x: i32, %y: f32):
  %3 = "test.c"(%x) : (i32) -> i32
  "test.y"(%3) : (i32) -> ()
}) {k = 1} : (tensor<2xi32>) -> (i32, f32)
"test.use"(%1, %2, %0) : (i32, f32, tensor<2xi32>) -> ()


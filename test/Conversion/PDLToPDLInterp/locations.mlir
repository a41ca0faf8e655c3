// RUN: ropt %s -split-input-file -convert-pdl-to-pdl-interp -mlir-print-debuginfo | FileCheck %s
// Locations: the matcher's ops take the location of the value they read (the module's for
// the root), record_match and the rewriter function the pattern's, rewriter arguments the
// matched value's and rewriter ops their pdl op's.

// CHECK:      #loc = loc("{{.*}}locations.mlir":96:1)
// CHECK-NEXT: #loc2 = loc("{{.*}}locations.mlir":102:11)
// CHECK-NEXT: #loc3 = loc("{{.*}}locations.mlir":103:11)
// CHECK-NEXT: #loc4 = loc("{{.*}}locations.mlir":106:11)
// CHECK-NEXT: module @connector {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation loc("{{.*}}locations.mlir":96:1)) {
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0 loc(#loc)
// CHECK-NEXT:     %1 = pdl_interp.get_defining_op of %0 : !pdl.value loc(#loc)
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.operation -> ^bb2, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb1:  // 18 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18
// CHECK-NEXT:     pdl_interp.finalize loc(#loc)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %2 = pdl_interp.get_operand 0 of %1 loc(#loc)
// CHECK-NEXT:     %3 = pdl_interp.get_defining_op of %2 : !pdl.value loc(#loc)
// CHECK-NEXT:     pdl_interp.is_not_null %3 : !pdl.operation -> ^bb3, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 1 -> ^bb4, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb5, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb6, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     pdl_interp.check_operand_count of %1 is 1 -> ^bb7, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     pdl_interp.check_result_count of %1 is 1 -> ^bb8, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     pdl_interp.is_not_null %2 : !pdl.value -> ^bb9, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     %4 = pdl_interp.get_result 0 of %1 loc(#loc)
// CHECK-NEXT:     pdl_interp.is_not_null %4 : !pdl.value -> ^bb10, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     pdl_interp.are_equal %4, %0 : !pdl.value -> ^bb11, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb11:  // pred: ^bb10
// CHECK-NEXT:     pdl_interp.check_operand_count of %3 is 0 -> ^bb12, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb12:  // pred: ^bb11
// CHECK-NEXT:     pdl_interp.check_result_count of %3 is 2 -> ^bb13, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb13:  // pred: ^bb12
// CHECK-NEXT:     %5 = pdl_interp.get_result 0 of %3 loc(#loc)
// CHECK-NEXT:     pdl_interp.is_not_null %5 : !pdl.value -> ^bb14, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb14:  // pred: ^bb13
// CHECK-NEXT:     %6 = pdl_interp.get_result 1 of %3 loc(#loc)
// CHECK-NEXT:     pdl_interp.is_not_null %6 : !pdl.value -> ^bb15, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb15:  // pred: ^bb14
// CHECK-NEXT:     pdl_interp.are_equal %6, %2 : !pdl.value -> ^bb16, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb16:  // pred: ^bb15
// CHECK-NEXT:     %7 = pdl_interp.get_value_type of %5 : !pdl.type loc(#loc)
// CHECK-NEXT:     %8 = pdl_interp.get_value_type of %6 : !pdl.type loc(#loc)
// CHECK-NEXT:     pdl_interp.are_equal %7, %8 : !pdl.type -> ^bb17, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb17:  // pred: ^bb16
// CHECK-NEXT:     %9 = pdl_interp.get_value_type of %4 : !pdl.type loc(#loc)
// CHECK-NEXT:     pdl_interp.are_equal %7, %9 : !pdl.type -> ^bb18, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb18:  // pred: ^bb17
// CHECK-NEXT:     %10 = pdl_interp.get_users of %5 : !pdl.value loc(#loc)
// CHECK-NEXT:     pdl_interp.foreach %arg1 : !pdl.operation in %10 {
// CHECK-NEXT:       pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1 loc(#loc)
// CHECK-NEXT:     ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:       pdl_interp.continue loc(#loc)
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       pdl_interp.foreach %arg2 : !pdl.operation in %10 {
// CHECK-NEXT:         pdl_interp.is_not_null %arg2 : !pdl.operation -> ^bb2, ^bb1 loc(#loc)
// CHECK-NEXT:       ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
// CHECK-NEXT:         pdl_interp.continue loc(#loc)
// CHECK-NEXT:       ^bb2:  // pred: ^bb0
// CHECK-NEXT:         pdl_interp.check_operand_count of %arg1 is 1 -> ^bb3, ^bb1 loc(#loc)
// CHECK-NEXT:       ^bb3:  // pred: ^bb2
// CHECK-NEXT:         pdl_interp.check_operand_count of %arg2 is 1 -> ^bb4, ^bb1 loc(#loc)
// CHECK-NEXT:       ^bb4:  // pred: ^bb3
// CHECK-NEXT:         pdl_interp.check_result_count of %arg1 is 0 -> ^bb5, ^bb1 loc(#loc)
// CHECK-NEXT:       ^bb5:  // pred: ^bb4
// CHECK-NEXT:         pdl_interp.check_result_count of %arg2 is 0 -> ^bb6, ^bb1 loc(#loc)
// CHECK-NEXT:       ^bb6:  // pred: ^bb5
// CHECK-NEXT:         %11 = pdl_interp.get_operand 0 of %arg1 loc(#loc)
// CHECK-NEXT:         pdl_interp.are_equal %11, %5 : !pdl.value -> ^bb7, ^bb1 loc(#loc)
// CHECK-NEXT:       ^bb7:  // pred: ^bb6
// CHECK-NEXT:         %12 = pdl_interp.get_operand 0 of %arg2 loc(#loc)
// CHECK-NEXT:         pdl_interp.are_equal %12, %5 : !pdl.value -> ^bb8, ^bb1 loc(#loc)
// CHECK-NEXT:       ^bb8:  // pred: ^bb7
// CHECK-NEXT:         pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg1, %arg2, %arg0 : !pdl.operation, !pdl.operation, !pdl.operation) : benefit(1), loc([%1, %3, %arg0, %arg1, %arg2]) -> ^bb1 loc(#loc1)
// CHECK-NEXT:       } -> ^bb1 loc(#loc)
// CHECK-NEXT:     } -> ^bb1 loc(#loc)
// CHECK-NEXT:   } loc(#loc)
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation loc("{{.*}}locations.mlir":102:11), %arg1: !pdl.operation loc("{{.*}}locations.mlir":103:11), %arg2: !pdl.operation loc("{{.*}}locations.mlir":106:11)) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0, %arg1, %arg2 : !pdl.operation, !pdl.operation, !pdl.operation) loc(#loc5)
// CHECK-NEXT:       pdl_interp.finalize loc(#loc5)
// CHECK-NEXT:     } loc(#loc1)
// CHECK-NEXT:   } loc(#loc)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc1 = loc("{{.*}}locations.mlir":97:3)
// CHECK-NEXT: #loc5 = loc("{{.*}}locations.mlir":107:5)
module @connector {
  pdl.pattern @cc : benefit(1) {
    %t = type
    %op = operation -> (%t, %t : !pdl.type, !pdl.type)
    %v0 = result 0 of %op
    %v1 = result 1 of %op
    %ra = operation (%v0 : !pdl.value)
    %rb = operation (%v0 : !pdl.value)
    %inter = operation (%v1 : !pdl.value) -> (%t : !pdl.type)
    %v2 = result 0 of %inter
    %rc = operation (%v2 : !pdl.value)
    rewrite with "rw"(%ra, %rb, %rc : !pdl.operation, !pdl.operation, !pdl.operation)
  }
}
// -----

// CHECK:      #loc = loc("{{.*}}locations.mlir":162:1)
// CHECK-NEXT: #loc2 = loc("{{.*}}locations.mlir":167:13)
// CHECK-NEXT: module @rw_consts {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation loc("{{.*}}locations.mlir":162:1)) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "foo.op" -> ^bb2, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb1:  // 10 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10
// CHECK-NEXT:     pdl_interp.finalize loc(#loc)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is at_least 1 -> ^bb4, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %0 = pdl_interp.get_attribute "v" of %arg0 loc(#loc)
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.attribute -> ^bb5, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     pdl_interp.check_attribute %0 is 5 : i8 -> ^bb6, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %1 = pdl_interp.get_result 0 of %arg0 loc(#loc)
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     %2 = pdl_interp.get_results 1 of %arg0 : !pdl.range<value> loc(#loc)
// CHECK-NEXT:     pdl_interp.is_not_null %2 : !pdl.range<value> -> ^bb8, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     %3 = pdl_interp.get_value_type of %1 : !pdl.type loc(#loc)
// CHECK-NEXT:     pdl_interp.check_type %3 is f32 -> ^bb9, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     %4 = pdl_interp.get_value_type of %2 : !pdl.range<type> loc(#loc)
// CHECK-NEXT:     pdl_interp.check_types %4 are [f32, f64] -> ^bb10, ^bb1 loc(#loc)
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), generatedOps(["bar.op"]), loc([%arg0]), root("foo.op") -> ^bb1 loc(#loc1)
// CHECK-NEXT:   } loc(#loc)
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation loc("{{.*}}locations.mlir":167:13)) {
// CHECK-NEXT:       %0 = pdl_interp.create_attribute 5 : i8 loc(#loc3)
// CHECK-NEXT:       %1 = pdl_interp.create_type f32 loc(#loc4)
// CHECK-NEXT:       %2 = pdl_interp.create_types [f32, f64] loc(#loc5)
// CHECK-NEXT:       %3 = pdl_interp.create_operation "bar.op" {"v" = %0}  -> (%1, %2 : !pdl.type, !pdl.range<type>) loc(#loc6)
// CHECK-NEXT:       %4 = pdl_interp.get_results of %3 : !pdl.range<value> loc(#loc6)
// CHECK-NEXT:       pdl_interp.replace %arg0 with (%4 : !pdl.range<value>) loc(#loc7)
// CHECK-NEXT:       pdl_interp.finalize loc(#loc8)
// CHECK-NEXT:     } loc(#loc1)
// CHECK-NEXT:   } loc(#loc)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc1 = loc("{{.*}}locations.mlir":163:3)
// CHECK-NEXT: #loc3 = loc("{{.*}}locations.mlir":164:10)
// CHECK-NEXT: #loc4 = loc("{{.*}}locations.mlir":165:10)
// CHECK-NEXT: #loc5 = loc("{{.*}}locations.mlir":166:11)
// CHECK-NEXT: #loc6 = loc("{{.*}}locations.mlir":169:14)
// CHECK-NEXT: #loc7 = loc("{{.*}}locations.mlir":170:7)
// CHECK-NEXT: #loc8 = loc("{{.*}}locations.mlir":168:5)
module @rw_consts {
  pdl.pattern : benefit(1) {
    %a = attribute = 5 : i8
    %t = type : f32
    %ts = types : [f32, f64]
    %root = operation "foo.op" {"v" = %a} -> (%t, %ts : !pdl.type, !pdl.range<type>)
    rewrite %root {
      %new = operation "bar.op" {"v" = %a} -> (%t, %ts : !pdl.type, !pdl.range<type>)
      replace %root with %new
    }
  }
}

// RUN: ropt %s -canonicalize | FileCheck %s

// A `false` parsed in generic form (`<{value = false}>`) and a `false` made by folding are
// the same constant: the folder's table keeps one of them (a bool attribute is an i1
// integer attribute). Expected output from mlir-opt 22 -canonicalize.

// CHECK-LABEL: func.func @generic_false(
// CHECK-NEXT:   %[[F:.*]] = arith.constant false
// CHECK-NEXT:   cf.assert %[[F]], "never"
// CHECK-NEXT:   return %[[F]], %[[F]] : i1, i1
// CHECK-NEXT: }

"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (i1, i1), sym_name = "generic_false"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.cmpi"(%1, %1) <{predicate = 1 : i64}> : (index, index) -> i1
    "cf.assert"(%2) <{msg = "never"}> : (i1) -> ()
    "func.return"(%0, %2) : (i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

// oilist: clauses parse in any order and print in declaration order, with the spacing of
// mlir-tblgen's printers (none between a keyword and `(`); a unit attribute is set by its
// clause's keyword; clauses without variables never print. Expected text: mlir-opt 22 on the
// same input (its test dialect has these ops).
// RUN: ropt --load-dialect=%S/Inputs/testlike.td %s | FileCheck %s
// RUN: ropt --load-dialect=%S/Inputs/testlike.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --load-dialect=%S/Inputs/testlike.td %s -mlir-print-op-generic | ropt --load-dialect=%S/Inputs/testlike.td | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i64, %arg2: index) {
// CHECK-NEXT:    test.oilist_with_keywords_only keyword otherKeyword thirdKeyword
// CHECK-NEXT:    test.oilist_with_keywords_only otherKeyword {x = 1 : i32}
// CHECK-NEXT:    test.oilist_with_keywords_only{{$}}
// CHECK-NEXT:    test.oilist_with_simple_args keyword %arg0 : i32 otherKeyword %arg1 : i64{{$}}
// CHECK-NEXT:    test.oilist_with_simple_args thirdKeyword %arg2 : index{{$}}
// CHECK-NEXT:    test.oilist_variadic_with_parens keyword(%arg2 : index) thirdKeyword(%arg0, %arg1 : i32, i64){{$}}
// CHECK-NEXT:    test.oilist_allowed_literal buzz{{$}}
// CHECK-NEXT:    test.oilist_allowed_literal buzz{{$}}
// CHECK-NEXT:    return

// GENERIC:      "test.oilist_with_keywords_only"() <{diffNameUnitAttrKeyword, keyword, otherKeyword}> : () -> ()
// GENERIC-NEXT: "test.oilist_with_keywords_only"() <{otherKeyword}> {x = 1 : i32} : () -> ()
// GENERIC-NEXT: "test.oilist_with_keywords_only"() : () -> ()
// GENERIC-NEXT: "test.oilist_with_simple_args"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i64) -> ()
// GENERIC-NEXT: "test.oilist_with_simple_args"(%arg2) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (index) -> ()
// GENERIC-NEXT: "test.oilist_variadic_with_parens"(%arg2, %arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (index, i32, i64) -> ()
// GENERIC-NEXT: "test.oilist_allowed_literal"() : () -> ()
// GENERIC-NEXT: "test.oilist_allowed_literal"() : () -> ()

func.func @f(%a: i32, %b: i64, %c: index) {
  test.oilist_with_keywords_only thirdKeyword otherKeyword keyword
  test.oilist_with_keywords_only otherKeyword {x = 1 : i32}
  test.oilist_with_keywords_only
  test.oilist_with_simple_args otherKeyword %b : i64 keyword %a : i32
  test.oilist_with_simple_args thirdKeyword %c : index
  test.oilist_variadic_with_parens thirdKeyword (%a, %b : i32, i64) keyword(%c : index)
  test.oilist_allowed_literal foo bar buzz
  test.oilist_allowed_literal bar buzz
  return
}

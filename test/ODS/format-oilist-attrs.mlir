// oilist clauses holding an optional attribute, a default-valued attribute (elided when it
// holds its default), optional and variadic operands: `test.ods_oilist` of dialects/test, loaded
// at run time (dialects/test's unit tests run the same input through its generated parser
// and printer). Printing follows mlir-tblgen's generated printers (checked with
// `mlir-tblgen -gen-op-defs` on the same format): a clause prints when one of its variables
// is present, with the spacing state carried from clause to clause.
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/../../dialects/test/test.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/../../dialects/test/test.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK:      test.ods_oilist nowait if(%arg0 : i32) args(%arg0, %arg1 : i32, i64) step 4{{$}}
// CHECK-NEXT: test.ods_oilist n = 7{{$}}
// CHECK-NEXT: test.ods_oilist{{$}}
// CHECK-NEXT: test.ods_oilist_units a b : {x}
// CHECK-NEXT: test.ods_oilist_units :{{$}}
// GENERIC:      "test.ods_oilist"(%arg0, %arg0, %arg1) <{nowait, operandSegmentSizes = array<i32: 1, 2>, step = 4 : i32}> : (i32, i32, i64) -> ()
// GENERIC-NEXT: "test.ods_oilist"() <{n = 7 : i64, operandSegmentSizes = array<i32: 0, 0>, step = 1 : i32}> : () -> ()
"other.func"() ({
^bb0(%a: i32, %b: i64):
  test.ods_oilist step 4 args(%a, %b : i32, i64) nowait if(%a : i32)
  test.ods_oilist n = 7 step 1
  test.ods_oilist
  test.ods_oilist_units b a : {x}
  test.ods_oilist_units :
}) : () -> ()

// `prop-dict` at run time, as mlir-tblgen's generated code parses and prints it: an optional
// `<{...}>` holding the properties; the printer writes a space, then the properties left
// once those the format prints elsewhere, the segment sizes and those at their default are
// elided; `attr-dict` then holds only the discardable attributes.
// RUN: ropt --load-dialect %S/Inputs/propdict.td %s | FileCheck %s
// RUN: ropt --load-dialect %S/Inputs/propdict.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --load-dialect %S/Inputs/propdict.td %s | ropt --load-dialect %S/Inputs/propdict.td | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: i32)
// CHECK-NEXT: pd.attrs <{a = 1 : i64, s = "x"}>
// CHECK-NEXT: pd.attrs <{a = 2 : i64, d = 3 : i32, u}> {foo}
// CHECK-NEXT: pd.mixed 5(%arg0) (%arg0, %arg0) <{m = 6 : i64}>
// GENERIC: "pd.attrs"() <{a = 1 : i64, d = 7 : i32, s = "x"}> : () -> ()
// GENERIC-NEXT: "pd.attrs"() <{a = 2 : i64, d = 3 : i32, u}> {foo} : () -> ()
// GENERIC-NEXT: "pd.mixed"(%arg0, %arg0, %arg0) <{m = 6 : i64, n = 5 : i64, operandSegmentSizes = array<i32: 1, 2>}> : (i32, i32, i32) -> ()
func.func @f(%x: i32) {
  pd.attrs <{a = 1 : i64, s = "x", d = 7 : i32}>
  pd.attrs <{a = 2 : i64, d = 3 : i32, u, other = 1}> {foo}
  pd.mixed 5 (%x) (%x, %x) <{m = 6 : i64}>
  return
}

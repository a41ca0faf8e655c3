// Errors of the dialect attribute hook of an ODS dialect, at mlir-opt's
// positions (checked on the same inputs for arith/index/func with mlir-opt 22).
// RUN: not ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -split-input-file 2>&1 | FileCheck %s

// CHECK: dialect-attr-errors.mlir:6:32: error: expected ::mlir::fmt::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
"test.op"() {a = #fmt.fastmath<bogus>} : () -> ()
// CHECK: dialect-attr-errors.mlir:6:37: error: failed to parse Fmt_FastMathAttr parameter 'value' which is to be a `::mlir::fmt::FastMathFlags`

// -----
// CHECK: dialect-attr-errors.mlir:11:32: error: expected valid keyword or string
"test.op"() {a = #fmt.fastmath<>} : () -> ()
// CHECK: dialect-attr-errors.mlir:11:32: error: failed to parse Fmt_FastMathAttr parameter 'value'

// -----
// CHECK: dialect-attr-errors.mlir:16:31: error: expected '<'
"test.op"() {a = #fmt.fastmath} : () -> ()

// -----
// CHECK: dialect-attr-errors.mlir:20:36: error: expected '>'
"test.op"() {a = #fmt.fastmath<nnan ninf>} : () -> ()

// -----
// CHECK: dialect-attr-errors.mlir:24:37: error: expected valid keyword or string
"test.op"() {a = #fmt.fastmath<nnan,>} : () -> ()

// -----
// CHECK: dialect-attr-errors.mlir:28:35: error: expected '>'
"test.op"() {a = #fmt.overflow<nsw|nuw>} : () -> ()

// -----
// CHECK: dialect-attr-errors.mlir:32:23: error: unknown attribute `cmpi` in dialect `fmt`
"test.op"() {a = #fmt.cmpi<slt>} : () -> ()

// -----
// CHECK: dialect-attr-errors.mlir:36:37: error: expected ::mlir::fmt::CmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge
"test.op"() {a = #fmt<cmp_predicate bogus>} : () -> ()
// CHECK: dialect-attr-errors.mlir:36:42: error: failed to parse Fmt_CmpPredicateAttr parameter 'value' which is to be a `::mlir::fmt::CmpPredicate`

// -----
// CHECK: dialect-attr-errors.mlir:41:36: error: expected valid keyword or string
"test.op"() {a = #fmt.cmp_predicate<eq>} : () -> ()
// CHECK: dialect-attr-errors.mlir:41:36: error: failed to parse Fmt_CmpPredicateAttr parameter 'value'

// -----
// CHECK: dialect-attr-errors.mlir:46:23: error: expected valid keyword
"test.op"() {a = #fmt<"fastmath<fast>">} : () -> ()

// -----
// A registered ODS dialect without attributes (func) has no hook to parse one.
// CHECK: dialect-attr-errors.mlir:51:24: error: dialect 'func' provides no attribute parsing hook
"test.op"() {a = #func.foo<bar>} : () -> ()

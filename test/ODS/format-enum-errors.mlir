// Errors of enum attributes in op formats, at mlir-opt's positions (checked
// with mlir-opt 22 on the arith/index ops these imitate).
// RUN: not ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -split-input-file 2>&1 | FileCheck %s

%b = "t.v"() : () -> f32
// CHECK: format-enum-errors.mlir:7:31: error: custom op 'fmt.addf' expected ::mlir::fmt::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
%0 = fmt.addf %b, %b fastmath<bogus> : f32

// -----
%b = "t.v"() : () -> f32
// CHECK: format-enum-errors.mlir:12:31: error: custom op 'fmt.addf' expected valid keyword or string
%0 = fmt.addf %b, %b fastmath<> : f32

// -----
%a = "t.v"() : () -> i32
// CHECK: format-enum-errors.mlir:17:15: error: custom op 'fmt.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]
%0 = fmt.cmpi foo, %a, %a : i32

// -----
// An optional enum keyword is present only when it is one of the cases.
%b = "t.v"() : () -> f32
// CHECK: format-enum-errors.mlir:23:19: error: expected ':'
%0 = fmt.truncf %b bogus : f32 to f16

// -----
%a = "t.v"() : () -> i32
// CHECK: format-enum-errors.mlir:28:34: error: expected '>'
%0 = fmt.addi %a, %a overflow<nsw|nuw> : i32

// -----
%i = "t.v"() : () -> index
// CHECK: format-enum-errors.mlir:33:14: error: custom op 'fmt.cmp' expected ::mlir::fmt::CmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge
%0 = fmt.cmp bogus(%i, %i)

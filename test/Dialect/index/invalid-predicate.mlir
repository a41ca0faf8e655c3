// RUN: ropt %s -verify-diagnostics

// A bad index.cmp predicate: mlir-opt 22 reports the unknown keyword, then that the enum
// attribute's parameter could not be parsed.
// ropt reports both.

%a = index.constant 4
// expected-error @+2 {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
// expected-error @+1 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
%x = index.cmp foo(%a, %a)

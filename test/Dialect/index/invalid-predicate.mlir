// RUN: ropt %s -verify-diagnostics
// XFAIL: *

// A bad index.cmp predicate: mlir-opt 22 reports the unknown keyword, then that the enum
// attribute's parameter could not be parsed. ropt reports only the first error so far (the
// ODS format interpreter does not add the parameter error yet); remove XFAIL when it does.

%a = index.constant 4
// expected-error @+2 {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
// expected-error @+1 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
%x = index.cmp foo(%a, %a)

//===- ArithInterfaces.td - Interfaces used by arith and math -*- tablegen -*-===//
//
// Part of ropt. The op interfaces giving access to the arith flag attributes,
// used by the arith and math dialects (the general interfaces these dialects
// need are in builtin/Candidates.td).
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_DIALECT_ARITH_INTERFACES_TD
#define ROPT_DIALECT_ARITH_INTERFACES_TD

include "ropt/OpBase.td"
include "builtin/Candidates.td"

// Accessors of the arith flag attributes (implemented in ropt_arith).
def ArithFastMathInterface : OpInterface<"ArithFastMathInterface"> {
  let description = "An op carrying `#arith.fastmath` flags (`fastmath`).";
  let rustModule = "ropt_arith";
}
def ArithIntegerOverflowFlagsInterface : OpInterface<"ArithIntegerOverflowFlagsInterface"> {
  let description = "An op carrying `#arith.overflow` flags (`overflowFlags`).";
  let rustModule = "ropt_arith";
}
def ArithRoundingModeInterface : OpInterface<"ArithRoundingModeInterface"> {
  let description = "An op carrying an optional rounding mode (`roundingmode`).";
  let rustModule = "ropt_arith";
}

#endif // ROPT_DIALECT_ARITH_INTERFACES_TD

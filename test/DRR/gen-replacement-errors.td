// RUN: not rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s 2>&1 | FileCheck %s --check-prefix=STRADDLE
// RUN: not rtblgen -gen-rewriters -I %S/../../compiler/ods/include -DFEW %s 2>&1 | FileCheck %s --check-prefix=FEW
// Replacement counting errors, as mlir-tblgen -gen-rewriters reports them (checked with
// mlir-tblgen 22): the last N declared values replace an N-result root, and no op may
// yield both auxiliary and replacing values.

include "ropt/PatternBase.td"
def T : Dialect { let name = "t"; }
def AOp : Op<T, "a"> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$r, AnyType:$s, AnyType:$u);
}
def TwoOp : Op<T, "two"> { let arguments = (ins AnyType:$x); let results = (outs AnyType:$r, AnyType:$s); }

#ifdef FEW
// FEW: gen-replacement-errors.td:[[# @LINE + 3]]:5: error: not enough values generated to replace the matched op
// FEW-NEXT: def Few : Pattern<(AOp $x), [(TwoOp $x)]>;
// FEW-NEXT: {{^}}    ^{{$}}
def Few : Pattern<(AOp $x), [(TwoOp $x)]>;
#else
// STRADDLE: gen-replacement-errors.td:[[# @LINE + 3]]:5: error: cannot use the same multi-result op 't' to generate both auxiliary values and values to be used for replacing the matched op
// STRADDLE-NEXT: def Bad : Pattern<(AOp $x), [(TwoOp:$t $x), (TwoOp:$u $x)]>;
// STRADDLE-NEXT: {{^}}    ^{{$}}
def Bad : Pattern<(AOp $x), [(TwoOp:$t $x), (TwoOp:$u $x)]>;
#endif

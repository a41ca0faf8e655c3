include "ops.td"
// Auxiliary ops: only the last dag's value replaces the root.
def Aux : Pattern<(AOp (SrcOp:$s)), [(SinkOp $s), (BOp $s)]>;
// A two-result root replaced by one value per result dag ("the last N values").
def SplitPair : Pattern<(PairOp $x), [(BOp $x), (SameOp $x, $x)]>;

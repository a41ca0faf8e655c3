include "ops.td"
// A two-result op built and bound: `$q__1` is its second result (returnType gives the
// types of an op that does not replace the root).
def SwapPair : Pattern<(TwoOp (PairOp:$p $x), $y),
                       [(PairOp:$q $y, (returnType $y, $y)), (replaceWithValue $q__1)]>;
// A bound source op's results: `$r__0` of a two-result match.
def FirstOfPair : Pat<(BOp (PairOp:$r $x)), (replaceWithValue $r__0)>;

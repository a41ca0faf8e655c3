include "ops.td"
// t.pair's results have no fixed or derivable type: an auxiliary t.pair needs returnType.
def NoTypes : Pattern<(TwoOp $x, $y), [(PairOp:$q $y), (replaceWithValue $q__1)]>;

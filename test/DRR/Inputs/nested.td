include "ops.td"
// a(b(x)) -> x
def CancelAB : Pat<(AOp (BOp $x)), (replaceWithValue $x)>;
// b(b(b(x))) -> b(x)
def TripleB : Pat<(BOp (BOp (BOp $x))), (BOp $x)>;

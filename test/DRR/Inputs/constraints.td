include "ops.td"
def SameType : Constraint<CPred<"$0.ty() == $1.ty()">, "same type">;
def Unused : Constraint<CPred<"$0.use_empty()">, "unused">;
// two(x, y) -> same(x, y) when x and y have one type.
def TwoSame : Pat<(TwoOp $x, $y), (SameOp $x, $y), [(SameType $x, $y)]>;
// a(pair(x)#0) -> b(x) when the pair's second result is unused; a type constraint as an
// extra constraint on the first.
def PairLow : Pat<(AOp (PairOp:$p $x)), (BOp $x), [(Unused $p__1), (I32 $p__0)]>;

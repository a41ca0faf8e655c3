include "ops.td"
// Generated ops are located at the fused location of the matched ops, unless a
// `location` directive names symbols (their locations, fused) and/or a name.
def DefaultLoc : Pat<(AOp (BOp $x)), (SameOp $x, $x)>;
def NamedLoc : Pat<(TwoOp (BOp:$b $x), $y), (SameOp $x, $x, (location "outer"))>;
def SymLoc : Pat<(VarOp (variadic (BOp:$b $x), (AOp:$a $y))), (SameOp $x, $y, (location $a))>;
def NamedSymLoc : Pat<(StrOp (BOp:$b $x), $s), (SameOp $x, $x, (location $b, "inner"))>;

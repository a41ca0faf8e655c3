include "ops.td"
// two(x, x) -> a(x): a repeated name requires equal values.
def SameArgs : Pat<(TwoOp $x, $x), (AOp $x)>;
// two(b(y), x) or two(x, b(y)) -> b(x)
def EitherB : Pat<(SameOp (either $x, (BOp $y))), (BOp $x)>;
// a(x : f32) -> b(x): a type constraint on an operand.
def OnlyF32 : Pat<(AOp F32:$x), (BOp $x)>;
// attr(x, 0) -> x and attr(x, n : i32) -> a(x) (the constant one has the higher benefit).
def AttrZero : Pat<(AttrOp $x, ConstantAttr<I32Attr, "0">), (replaceWithValue $x), [],
                   [], (addBenefit 1)>;
def AttrAny : Pat<(AttrOp $x, I32Attr:$n), (AOp $x)>;
// str(x, "drop") -> x
def StrDrop : Pat<(StrOp $x, ConstantStrAttr<StrAttr, "drop">), (replaceWithValue $x)>;

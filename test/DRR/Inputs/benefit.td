include "ops.td"
// The benefit is the number of matched ops plus addBenefit: the deeper match wins over the
// shallow one, and addBenefit lifts the shallow one above both.
def Shallow : Pat<(AOp $x), (BOp $x)>;
def Deep : Pat<(AOp (BOp $x)), (SameOp $x, $x)>;
def Boosted : Pat<(TwoOp $x, $y), (SameOp $x, $y), [], [], (addBenefit 5)>;
def Deeper : Pat<(TwoOp (SrcOp), $y), (BOp $y)>;

include "ops.td"
// The fused location of generated ops lists the root, then each nested op after its own
// operands (the op a NativeCodeCall matches included), as many as the rule has op nodes.
def PostOrder : Pat<(TwoOp (AOp (BOp $x)), (BOp $y)), (SameOp $x, $y)>;
def NativeSlot : Pat<(BOp (AOp (ConstantLikeMatcher APIntAttr:$c))), (CstOp $c)>;

include "ops.td"
def UsesArrayConst : Pat<(AOp $x), (CstOp ConstantAttr<AnyAttr, "[1, 2]">)>;

include "ops.td"
// Builtin helpers: ConstantLikeMatcher binds the value of a constant-like op (here only an
// integer one, by its constraint); ZeroAttrOf builds the zero of a value's type;
// NativeCodeCallIdentity passes its argument on.
def ConstOperand : Pat<(AOp (ConstantLikeMatcher APIntAttr:$c)), (CstOp $c)>;
def Zero : Pat<(BOp (SrcOp:$s)), (CstOp (ZeroAttrOf $s))>;
def Ident : Pat<(TwoOp $x, (SrcOp:$s)), (SameOp (NativeCodeCallIdentity $x), $x)>;

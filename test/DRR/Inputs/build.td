include "ops.td"
// Result types of ops that do not replace the root: a fixed type (I64 result of t.wide),
// SameOperandsAndResultType (t.same), `returnType` from a value or a type builder.
def Infer : Pat<(AOp (SrcOp:$s)), (TwoOp (WideOp $s), (SameOp $s, $s))>;
def Explicit : Pat<(BOp (SrcOp:$s)),
                   (TwoOp (TwoOp $s, $s, (returnType "$_builder.integer_type(8)")),
                          (SameOp $s, $s, (returnType (TypeOf $s))))>;
// A constant attribute built for a result op.
def MakeAttr : Pat<(StrOp $x, ConstantStrAttr<StrAttr, "old">),
                   (AttrOp $x, ConstantAttr<I32Attr, "42">)>;

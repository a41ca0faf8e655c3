// The test dialect `t` of the DRR tests (included by the rule files here).
include "ropt/PatternBase.td"

def T : Dialect { let name = "t"; }
// Values from nowhere, and a consumer keeping values alive.
def SrcOp : Op<T, "src"> { let results = (outs AnyType:$r); }
def SinkOp : Op<T, "sink"> { let arguments = (ins Variadic<AnyType>:$xs); }
def AOp : Op<T, "a"> { let arguments = (ins AnyType:$x); let results = (outs AnyType:$r); }
def BOp : Op<T, "b"> { let arguments = (ins AnyType:$x); let results = (outs AnyType:$r); }
def TwoOp : Op<T, "two"> {
  let arguments = (ins AnyType:$x, AnyType:$y);
  let results = (outs AnyType:$r);
}
def AttrOp : Op<T, "attr"> {
  let arguments = (ins AnyType:$x, I32Attr:$n);
  let results = (outs AnyType:$r);
}
def StrOp : Op<T, "str"> {
  let arguments = (ins AnyType:$x, StrAttr:$s);
  let results = (outs AnyType:$r);
}
def PairOp : Op<T, "pair"> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$lo, AnyType:$hi);
}
def VarOp : Op<T, "var"> {
  let arguments = (ins Variadic<AnyType>:$xs);
  let results = (outs AnyType:$r);
}
def SameOp : Op<T, "same", [SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$x, AnyType:$y);
  let results = (outs AnyType:$r);
}
def WideOp : Op<T, "wide"> {
  let arguments = (ins AnyType:$x);
  let results = (outs I64:$r);
}
def CstOp : Op<T, "cst", [ConstantLike]> {
  let arguments = (ins AnyAttr:$value);
  let results = (outs AnyType:$r);
}

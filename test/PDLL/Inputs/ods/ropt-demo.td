// A dialect written against ropt's ODS base library (`compiler/ods/include`).
include "ropt/OpBase.td"

def Rd_Dialect : Dialect {
  let name = "rd";
}
def Rd_AddOp : Op<Rd_Dialect, "add", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins I32:$lhs, Variadic<I32>:$rest, OptionalAttr<StrAttr>:$tag);
  let results = (outs I32:$sum);
}
def Rd_SplitOp : Op<Rd_Dialect, "split"> {
  let arguments = (ins AnyType:$input);
  let results = (outs Variadic<AnyType>:$parts, I1:$flag);
}

// Optional groups led by an attribute: a symbol reference, and a unit attribute alone.
include "ropt/OpBase.td"

def OG_Dialect : Dialect { let name = "og"; }

def OG_SymOp : Op<OG_Dialect, "sym"> {
  let arguments = (ins OptionalAttr<FlatSymbolRefAttr>:$sym, OptionalAttr<I64Attr>:$n);
  let assemblyFormat = "($sym^)? (`n` $n^)? attr-dict";
}

def OG_FlagOp : Op<OG_Dialect, "flag"> {
  let arguments = (ins UnitAttr:$flag);
  let assemblyFormat = "($flag^)? attr-dict";
}

// `prop-dict` over inherent attributes (no property arguments).
include "ropt/OpBase.td"

def CD_Dialect : Dialect { let name = "cd"; }

def CD_Attrs : Op<CD_Dialect, "attrs"> {
  let arguments = (ins I64Attr:$a);
  let assemblyFormat = "prop-dict attr-dict";
}

// An op that declares interface methods (DeclareOpInterfaceMethods), which a dialect loaded at
// run time cannot provide.
include "ropt/OpBase.td"

def CI_Dialect : Dialect { let name = "ci"; }

def CI_Named : Op<CI_Dialect, "named", [DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let results = (outs I32:$r);
}

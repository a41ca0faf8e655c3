// An op another definition registered already (arith.addi is compiled into ropt).
include "ropt/OpBase.td"

def CR_Arith : Dialect { let name = "arith"; }

def CR_AddI : Op<CR_Arith, "addi"> {
  let arguments = (ins AnyType:$lhs);
}

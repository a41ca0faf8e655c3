//===- ub.td - The ub dialect --------------------------------*- tablegen -*-===//
//
// Part of ropt. mlir-opt 22's `ub` dialect: markers of undefined behavior.
// `ub.poison` is the value a transformation uses where any value would do
// (e.g. the values -lift-cf-to-scf passes along paths that never read them).
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_DIALECT_UB_TD
#define ROPT_DIALECT_UB_TD

include "ropt/OpBase.td"
include "ropt/AttrTypeBase.td"

def UB_Dialect : Dialect {
  let name = "ub";
  let summary = "Undefined behavior markers";
  let description = [{
    ```mlir
    %p = ub.poison : i32
    ```
  }];
  let rustModule = "ropt_ub";
  let hasConstantMaterializer = 1;
  let useDefaultAttributePrinterParser = 1;
}

// `#ub.poison`: the poison value of any type.
def UB_PoisonAttr : AttrDef<UB_Dialect, "poison"> {
  let mnemonic = "poison";
}

def UB_PoisonOp : Op<UB_Dialect, "poison", [ConstantLike, Pure]> {
  let summary = "a poison value of any type";
  let description = [{
    A value that is poison: using it in a way that matters is undefined
    behavior. Its `value` is `#ub.poison`, the default (not printed).
  }];
  let arguments = (ins DefaultValuedAttr<UB_PoisonAttr, "PoisonAttr::get($_ctx)">:$value);
  let results = (outs AnyType:$result);
  // `attr-dict (`<` $value^ `>`)? `:` type($result)`, written in Rust: the value defaults
  // to `#ub.poison` (set when parsing, elided when printing).
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
}

#endif // ROPT_DIALECT_UB_TD

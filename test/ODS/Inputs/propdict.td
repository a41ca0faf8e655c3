// `prop-dict` in formats: the op's properties (its inherent attributes) as `<{...}>`.
include "ropt/OpBase.td"

def PD_Dialect : Dialect { let name = "pd"; }

def PD_Attrs : Op<PD_Dialect, "attrs"> {
  let arguments = (ins I64Attr:$a, OptionalAttr<StrAttr>:$s,
                       DefaultValuedAttr<I32Attr, "7">:$d, UnitAttr:$u);
  let assemblyFormat = "prop-dict attr-dict";
}

// An attribute the format prints elsewhere, and segment sizes, stay out of the dictionary.
def PD_Mixed : Op<PD_Dialect, "mixed", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<I32>:$xs, Variadic<I32>:$ys, I64Attr:$n, I64Attr:$m);
  let assemblyFormat = "$n `(` $xs `)` `(` $ys `)` prop-dict attr-dict";
}

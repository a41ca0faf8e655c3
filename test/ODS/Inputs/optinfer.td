// Optional operands whose type is not written in the format: it follows from a trait.
include "ropt/OpBase.td"

def OI_Dialect : Dialect { let name = "oi"; }

def OI_OptMatch : Op<OI_Dialect, "optmatch",
    [OptionalTypesMatchWith<"v matches a", "a", "v", "$_self">]> {
  let arguments = (ins AnyType:$a, Optional<AnyType>:$v);
  let assemblyFormat = "$a (`,` $v^)? attr-dict `:` type($a)";
}

def OI_Elt : Op<OI_Dialect, "elt",
    [OptionalTypesMatchWith<"e is the element type of t", "t", "e",
                            "$_self.element_type().unwrap()">]> {
  let arguments = (ins AnyTensor:$t, Optional<AnyType>:$e);
  let assemblyFormat = "$t (`,` $e^)? attr-dict `:` type($t)";
}

def OI_TypesMatch : Op<OI_Dialect, "tmw", [TypesMatchWith<"v matches a", "a", "v", "$_self">]> {
  let arguments = (ins AnyType:$a, Optional<AnyType>:$v);
  let assemblyFormat = "$a (`,` $v^)? attr-dict `:` type($a)";
}

def OI_AllMatch : Op<OI_Dialect, "allmatch", [AllTypesMatch<["a", "v"]>]> {
  let arguments = (ins AnyType:$a, Optional<AnyType>:$v);
  let assemblyFormat = "$a (`,` $v^)? attr-dict `:` type($a)";
}

// The optional operand sits between the operand and the result whose type is written.
def OI_Same : Op<OI_Dialect, "same", [SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$a, Optional<AnyType>:$v);
  let results = (outs AnyType:$r);
  let assemblyFormat = "$a (`,` $v^)? attr-dict `:` type($r)";
}

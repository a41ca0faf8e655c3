// An op whose single-block region ends with an implicit terminator.
include "ropt/OpBase.td"

def Imp_Dialect : Dialect {
  let name = "imp";
  let summary = "implicit terminators in declarative formats";
}

def Imp_YieldOp : Op<Imp_Dialect, "yield", [Pure, Terminator, ReturnLike]> {
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
}

def Imp_ScopeOp : Op<Imp_Dialect, "scope",
    [SingleBlockImplicitTerminator<"imp.yield">]> {
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "(`->` type($results)^)? $body attr-dict";
}

// Predicates the run-time interpreter cannot evaluate, and defaults it cannot build.
include "ropt/OpBase.td"

def CP_Dialect : Dialect { let name = "cp"; }

def CP_Unparsed : Op<CP_Dialect, "unparsed"> {
  let arguments = (ins TypeConstraint<CPred<"$_self.is_integer(">, "broken">:$a);
}

def CP_UnknownVar : Op<CP_Dialect, "unknown_var",
    [PredOpTrait<"a matches b", CPred<"$a.ty() == $b.ty()">>]> {
  let arguments = (ins AnyType:$a);
}

def CP_UnknownMethod : Op<CP_Dialect, "unknown_method"> {
  let arguments = (ins ConfinedAttr<I64Attr,
      [AttrConstraint<CPred<"$_self.is_power_of_two()">, "a power of two">]>:$n);
}

def CP_BadDefault : Op<CP_Dialect, "bad_default"> {
  let arguments = (ins DefaultValuedAttr<I64Attr, "abc">:$n);
}

def CP_UnbuildableDefault : Op<CP_Dialect, "unbuildable_default"> {
  let arguments = (ins DefaultValuedAttr<ArrayAttr, "{}">:$a);
}

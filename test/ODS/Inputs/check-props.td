// Property arguments, which ropt's ODS does not implement yet.
include "ropt/OpBase.td"

def CQ_Dialect : Dialect { let name = "cq"; }

def CQ_Props : Op<CQ_Dialect, "props"> {
  let arguments = (ins I64Prop:$a, StringProp:$s, ArrayProp<I32Prop>:$arr,
                       OptionalProp<I64Prop>:$o, DefaultValuedProp<I32Prop, "-1">:$d);
}

def CQ_Attrs : Op<CQ_Dialect, "attrs"> {
  let arguments = (ins I64Attr:$a);
  let assemblyFormat = "prop-dict attr-dict";
}

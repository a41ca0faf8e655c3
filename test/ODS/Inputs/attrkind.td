// Typed attributes parsed by a format, given a value of another kind.
include "ropt/OpBase.td"

def AK_Dialect : Dialect { let name = "ak"; }

def AK_Str : Op<AK_Dialect, "str"> {
  let arguments = (ins StrAttr:$value);
  let assemblyFormat = "$value attr-dict";
}

def AK_Int : Op<AK_Dialect, "int"> {
  let arguments = (ins I64Attr:$value);
  let assemblyFormat = "$value attr-dict";
}

def AK_Float : Op<AK_Dialect, "float"> {
  let arguments = (ins F32Attr:$value);
  let assemblyFormat = "$value attr-dict";
}

def AK_Type : Op<AK_Dialect, "type"> {
  let arguments = (ins TypeAttr:$value);
  let assemblyFormat = "$value attr-dict";
}

// Two dialects and an enum, for -gen-dialect-doc -dialect.
include "ropt/OpBase.td"
include "ropt/EnumAttr.td"

def One_Dialect : Dialect { let name = "one"; }
def Other_Dialect : Dialect { let name = "other"; }
def One_NopOp : Op<One_Dialect, "nop">;
def Color : I32EnumAttr<"Color", "colors", [
    I32EnumAttrCase<"red", 0>, I32EnumAttrCase<"green", 1, "vert">]>;

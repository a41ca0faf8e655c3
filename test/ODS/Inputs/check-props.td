// A property of a hand-written Rust type, which a dialect loaded at run time cannot hold;
// the base library's properties load (prop-args.td).
include "ropt/OpBase.td"

def CQ_Dialect : Dialect { let name = "cq"; }

def MyStructProp : Property<"MyStruct", "my struct">;

def CQ_Props : Op<CQ_Dialect, "props"> {
  let arguments = (ins I64Prop:$a, MyStructProp:$s);
}

def CQ_Attrs : Op<CQ_Dialect, "attrs"> {
  let arguments = (ins I64Attr:$a);
  let assemblyFormat = "prop-dict attr-dict";
}

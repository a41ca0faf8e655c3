// A second include: `demo.add` is known already (the first definition stays), the
// constraints defined again are declared once.
include "OpBase.td"

def Other_Dialect : Dialect {
  let name = "other";
}
def Other_AddOp : Op<Other_Dialect, "add"> {
  let arguments = (ins F32:$x);
}
def Demo2_Dialect : Dialect {
  let name = "demo";
}
def Again_AddOp : Op<Demo2_Dialect, "add">;

include "ops.td"
def Method : NativeCodeCall<"{ let v = $0; v }">;
def UsesMethod : Pat<(AOp $x), (BOp (Method $x))>;

include "ops.td"
def Method : NativeCodeCall<"$0.clone()">;
def UsesMethod : Pat<(AOp $x), (BOp (Method $x))>;

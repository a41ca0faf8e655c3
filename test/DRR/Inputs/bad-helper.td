include "ops.td"
def Mystery : NativeCodeCall<"mystery($_builder, $0)">;
def UsesMystery : Pat<(AOp $x), (BOp (Mystery $x))>;

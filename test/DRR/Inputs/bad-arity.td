include "ops.td"
def WrongArity : Pat<(AOp $x, $y), (BOp $x)>;

include "ops.td"
def Broken : Constraint<CPred<"$0.ty() ==">, "broken">;
def UsesBroken : Pat<(AOp $x), (BOp $x), [(Broken $x)]>;

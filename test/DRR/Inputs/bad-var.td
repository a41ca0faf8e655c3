include "ops.td"
def SameAsOther : Constraint<CPred<"$0.ty() == $other.ty()">, "same as other">;
def UsesSameAsOther : Pat<(AOp $x), (BOp $x), [(SameAsOther $x)]>;

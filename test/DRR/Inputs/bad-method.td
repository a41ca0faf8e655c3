include "ops.td"
def PowerOfTwo : Constraint<CPred<"$0.ty().is_power_of_two()">, "power of two">;
def UsesPowerOfTwo : Pat<(AOp $x), (BOp $x), [(PowerOfTwo $x)]>;

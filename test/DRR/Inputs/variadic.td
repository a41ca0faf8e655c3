include "ops.td"
// var(a, b) with exactly two operands -> two(b, a); the range is bound as a whole too.
def VarTwo : Pat<(VarOp (variadic $a, $b)), (TwoOp $b, $a)>;
// var(b(x)) with one operand that is a t.b -> a(x)
def VarOneB : Pat<(VarOp (variadic (BOp $x))), (AOp $x)>;
// var(xs...) bound whole (three operands) -> var(xs...) of the first only is not
// expressible; rebuild the op from its range under another root instead.
def WrapRange : Pat<(AOp (VarOp:$v (variadic:$all $p, $q, $r))), (VarOp $all)>;

include "ops.td"
// Supplemental calls run after the result dags were built (here: carry the discardable
// attributes of the matched op over to its replacement).
def Rebuild : Pattern<(AOp:$old (SrcOp:$s)), [(BOp:$new $s)], [], [(CopyAttrs $old, $new)]>;

// The three rules of bench/pass/pdl-bytecode.sh as DRR, for the comparison with the PDL
// bytecode (rules.mlir): xori(x, x) to a zero constant, andi(x, -1) to x, subi(x, x) to
// xori(x, x). It includes `arith/arith.td`, which the bench script makes visible next to a
// copy of this file (DRR files find includes from their folder and its parent).

include "ropt/PatternBase.td"
include "arith/arith.td"

def IsMinusOne : Constraint<CPred<"$0.int_or_splat_is(-1)">, "integer equal to -1">;

def xor_self : Pat<(Arith_XOrIOp $x, $x), (Arith_ConstantOp (ZeroAttrOf $x))>;
def and_all_ones : Pat<(Arith_AndIOp $x, (ConstantLikeMatcher APIntAttr:$c)),
                       (replaceWithValue $x), [(IsMinusOne $c)]>;
def sub_self : Pat<(Arith_SubIOp $x, $x, $ovf), (Arith_XOrIOp $x, $x)>;

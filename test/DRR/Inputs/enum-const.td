// A comparison whose predicate is an enum attribute, and rules swapping it with
// ConstantAttr over the enum (cases named by symbol, qualified or not).
include "ropt/PatternBase.td"
include "ropt/EnumAttr.td"

def E : Dialect { let name = "e"; }

def E_Pred : I64EnumAttr<"CmpPred", "", [
    I64EnumAttrCase<"eq", 0>, I64EnumAttrCase<"ne", 1>,
    I64EnumAttrCase<"slt", 2>, I64EnumAttrCase<"sgt", 3>]>;

def E_Cmp : Op<E, "cmp", [SameTypeOperands]> {
  let arguments = (ins E_Pred:$predicate, AnyType:$lhs, AnyType:$rhs);
  let results = (outs I1:$r);
  let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
}

def E_Mode : StrEnumAttr<"Mode", "mode", [StrEnumAttrCase<"fast">, StrEnumAttrCase<"slow">]>;

def E_Run : Op<E, "run"> {
  let arguments = (ins E_Mode:$mode);
  let assemblyFormat = "$mode attr-dict";
}

// slt(a, b) is sgt(b, a).
def SwapSlt : Pat<(E_Cmp ConstantAttr<E_Pred, "CmpPred::slt">, $a, $b),
                  (E_Cmp ConstantAttr<E_Pred, "sgt">, $b, $a)>;
def SlowIsFast : Pat<(E_Run ConstantAttr<E_Mode, "slow">), (E_Run ConstantAttr<E_Mode, "Mode::fast">)>;

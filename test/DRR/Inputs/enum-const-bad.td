include "enum-const.td"
def NoSuchCase : Pat<(E_Cmp ConstantAttr<E_Pred, "CmpPred::ult">, $a, $b), (E_Cmp ConstantAttr<E_Pred, "eq">, $a, $b)>;

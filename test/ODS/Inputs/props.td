// Attributes of every storage kind, for the generic form's property-conversion checks
// (properties.mlir): each kind stores what MLIR's attribute class of the same name holds.
include "ropt/OpBase.td"
include "ropt/EnumAttr.td"

def Props_Dialect : Dialect {
  let name = "props";
  let summary = "ops to test property conversion";
}

def Props_Pred : I64EnumAttr<"Pred", "", [I64EnumAttrCase<"eq", 0>, I64EnumAttrCase<"ne", 1>]>;
def Props_Bits : I32BitEnumAttr<"Bits", "bits", [I32BitEnumAttrCaseBit<"a", 0>,
                                                 I32BitEnumAttrCaseBit<"b", 1>]>;

def Props_KindsOp : Op<Props_Dialect, "kinds"> {
  let arguments = (ins OptionalAttr<StrAttr>:$str, OptionalAttr<I32Attr>:$i32,
                       OptionalAttr<BoolAttr>:$bool, UnitAttr:$unit,
                       OptionalAttr<I64ArrayAttr>:$arr, OptionalAttr<DenseI64ArrayAttr>:$dense,
                       OptionalAttr<TypeAttr>:$type, OptionalAttr<F32Attr>:$f32,
                       OptionalAttr<FlatSymbolRefAttr>:$sym, OptionalAttr<SymbolRefAttr>:$symref,
                       OptionalAttr<Props_Pred>:$pred, OptionalAttr<Props_Bits>:$bits,
                       OptionalAttr<ConfinedAttr<I64Attr, [IntNonNegative]>>:$nonneg,
                       OptionalAttr<DictionaryAttr>:$dict, OptionalAttr<AnyAttr>:$any,
                       OptionalAttr<AnyIntElementsAttr>:$elts);
}

def Props_SegmentsOp : Op<Props_Dialect, "segments", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<AnyType>:$a, Optional<AnyType>:$b, OptionalAttr<StrAttr>:$name);
}

// A dialect written against the stand-in OpBase.td, for rpdll's ODS import tests.
include "OpBase.td"

def Demo_Dialect : Dialect {
  let name = "demo";
  let cppNamespace = "::demo";
}
class Demo_Op<string mnemonic, list<Trait> traits = []>
    : Op<Demo_Dialect, mnemonic, traits>;

def Demo_Shaped : OpInterface<"ShapedOpInterface"> {
  let cppNamespace = "::demo";
}

// Predicates combined in every way mlir-tblgen simplifies.
def Demo_Odd : Type<Or<[And<[]>, CPred<"$_self.isOdd()">]>, "odd type">;
def Demo_Even : Type<And<[And<[]>, Neg<CPred<"$_self.isOdd()">>]>, "even type">;
def Demo_Never : Type<Or<[]>, "no type">;
def Demo_Elem : Type<SubstLeaves<"$_self", "$_self.getElementType()",
                                 And<[And<[]>, CPred<"$_self.isF32()">]>>,
                     "tensor of f32", "::mlir::TensorType">;
def Demo_Wrapped : Type<Concat<"wrap(", CPred<"$_self.x()">, ")">, "wrapped $$ type">;
def Demo_Dollars : Type<CPred<"$$_self == $0 && $_op.ok() && $custom">, "dollars">;
def Demo_PosAttr : Attr<CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getInt() > 0">,
                        "positive integer attribute"> {
  let storageType = "::mlir::IntegerAttr";
}

def Demo_AddOp : Demo_Op<"add", [SameOperandsAndResultType]> {
  let summary = "adds";
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$sum);
}
def Demo_CallOp : Demo_Op<"call"> {
  let arguments = (ins Variadic<AnyType>:$args, Optional<I64>:$extra,
                   Arg<AnyInteger, "the callee index">:$index,
                   I64Attr:$callee, OptionalAttr<StrAttr>:$note, UnitAttr:$pure);
  let results = (outs Variadic<AnyTypeOf<[I32, F32]>>:$outs, Res<I1, "ok">:$ok);
  DerivedAttr numArgs = DerivedAttr<"::mlir::IntegerAttr", "return {};">;
}
def Demo_ConstOp : Demo_Op<"const"> {
  let arguments = (ins AnyAttr:$value);
  let results = (outs I64:$result);
}
def Demo_CastOp : Demo_Op<"cast", [AllTypesMatch<["in", "out"]>]> {
  let arguments = (ins AnyType:$in);
  let results = (outs AnyType:$out);
}
def Demo_InferOp : Demo_Op<"infer", [TraitList<[DeclareOpInterfaceMethods<InferTypeOpInterface>]>]> {
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs AnyType:$a, AnyType:$b);
}
def Demo_PairOp : Demo_Op<"pair"> {
  let results = (outs AnyType:$first, AnyType:$second);
}
def Demo_NoneOp : Demo_Op<"none">;
def Demo_MaybeOp : Demo_Op<"maybe"> {
  let results = (outs Optional<AnyType>:$result);
}

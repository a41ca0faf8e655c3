// RUN: rtblgen -I %S/../../compiler/ods/include %s | FileCheck %s

// The summaries that verifier diagnostics print after "must be": composed by
// the wrappers of the ODS base library. Records print sorted by name.

include "ropt/OpBase.td"

// CHECK-LABEL: def T_AnyOf {
// CHECK:   string summary = "32-bit signless integer or 64-bit float or index";
def T_AnyOf : AnyTypeOf<[I32, F64, Index]>;

// CHECK-LABEL: def T_Complex {
// CHECK:   string summary = "complex type with 32-bit float elements";
def T_Complex : Complex<F32>;

// CHECK-LABEL: def T_ConfinedArray {
// CHECK:   string summary = "64-bit integer array attribute with at least 2 elements";
def T_ConfinedArray : ConfinedAttr<I64ArrayAttr, [ArrayMinCount<2>]>;

// CHECK-LABEL: def T_ConfinedAttr {
// CHECK:   string summary = "64-bit signless integer attribute whose minimum value is 0 whose maximum value is 10";
def T_ConfinedAttr : ConfinedAttr<I64Attr, [IntMinValue<0>, IntMaxValue<10>]>;

// CHECK-LABEL: def T_DefaultValued {
// CHECK:   string summary = "string attribute";
// CHECK:   string defaultValue = ""none"";
// CHECK:   bit isOptional = 0;
// CHECK:   Attr baseAttr = StrAttr;
def T_DefaultValued : DefaultValuedStrAttr<StrAttr, "none">;

// CHECK-LABEL: def T_Elem {
// CHECK:   string summary = "32-bit signless integer attribute whose 1-th element must be at least 0 and at most 3";
def T_Elem : ConfinedAttr<I32Attr, [IntArrayNthElemInRange<1, 0, 3>]>;

// CHECK-LABEL: def T_FloatWidths {
// CHECK:   string summary = "16/32-bit float";
def T_FloatWidths : FloatOfWidths<[16, 32]>;

// CHECK-LABEL: def T_IntWidths {
// CHECK:   string summary = "8/16-bit signless integer";
def T_IntWidths : SignlessIntOfWidths<[8, 16]>;

// CHECK-LABEL: def T_MemRefRank {
// CHECK:   string summary = "1D/2D memref of 32-bit float values";
def T_MemRefRank : MemRefRankOf<[F32], [1, 2]>;

// CHECK-LABEL: def T_Optional {
// CHECK:   string summary = "floating-point";
// CHECK:   Type baseType = AnyFloat;
def T_Optional : Optional<AnyFloat>;

// CHECK-LABEL: def T_OptionalAttr {
// CHECK:   string summary = "unit attribute";
// CHECK:   string returnType = "Option<bool>";
// CHECK:   bit isOptional = 1;
def T_OptionalAttr : OptionalAttr<UnitAttr>;

// CHECK-LABEL: def T_Tensor {
// CHECK:   string summary = "tensor of 32-bit float or 64-bit float values";
def T_Tensor : TensorOf<[F32, F64]>;

// CHECK-LABEL: def T_Tensor2D {
// CHECK:   string summary = "2D tensor of signless integer values";
def T_Tensor2D : 2DTensorOf<[AnySignlessInteger]>;

// CHECK-LABEL: def T_Tuple {
// CHECK:   string summary = "tuple with any combination of index or 1-bit signless integer values";
def T_Tuple : TupleOf<[Index, I1]>;

// CHECK-LABEL: def T_TypeAttrOf {
// CHECK:   string summary = "type attribute of function type";
def T_TypeAttrOf : TypeAttrOf<FunctionType>;

// CHECK-LABEL: def T_Variadic {
// CHECK:   string summary = "variadic of signless-integer-like";
// CHECK:   int minSize = 0;
def T_Variadic : Variadic<SignlessIntegerOrIndexLike>;

// CHECK-LABEL: def T_VariadicOfVariadic {
// CHECK:   string summary = "variadic of index";
// CHECK:   string segmentAttrName = "sizes";
def T_VariadicOfVariadic : VariadicOfVariadic<Index, "sizes">;

// CHECK-LABEL: def T_Vector {
// CHECK:   string summary = "vector of 1-bit signless integer values of ranks 1/2";
def T_Vector : VectorOfRankAndType<[1, 2], [I1]>;

// CHECK-LABEL: def T_Ws {
// CHECK:   string summary = "all of {lhs, rhs, result} have same type";
def T_Ws : AllTypesMatch<["lhs", "rhs", "result"]>;

// CHECK-LABEL: def T_ZElem {
// CHECK:   string summary = "all of {a, b} have same element type";
def T_ZElem : AllElementTypesMatch<["a", "b"]>;

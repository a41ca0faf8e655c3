//===- TypeConstraints.td - Constraints on value types ------*- tablegen -*-===//
//
// Part of ropt's own ODS base library.
//
// Leaf predicates are Rust method calls on `$_self: ropt_ir::Type`, kept to a
// small vocabulary (`is_integer`, `is_signless_integer(w)`, `element_type()`,
// ...) so the run-time interpreter can evaluate them without compiling Rust.
// Summaries are the exact words MLIR prints after "must be".
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_ODS_TYPE_CONSTRAINTS_TD
#define ROPT_ODS_TYPE_CONSTRAINTS_TD

include "ropt/Constraints.td"
include "ropt/Dialect.td"

//===----------------------------------------------------------------------===//
// Building blocks
//===----------------------------------------------------------------------===//

// A named type constraint; `rustType` is the typed view a wrapper returns.
class Type<Pred condition, string descr = "", string rustTypeParam = "ropt_ir::Type">
    : TypeConstraint<condition, descr, rustTypeParam> {
  string description = "";
  // Rust expression building this type from `$_builder`, when it is fixed.
  string builderCall = "";
  // The builtin type class (`builtin.function`, `builtin.integer`, ...) a
  // `type($x)` directive of a single value checks while parsing, before the
  // verifier sees the full predicate; empty: any type parses.
  string parseKind = "";
}

// Gives an existing type constraint another summary.
class TypeAlias<Type t, string summary = t.summary>
    : Type<t.predicate, summary, t.rustType> {
  let description = t.description;
  let builderCall = t.builderCall;
  let parseKind = t.parseKind;
}

// A type belonging to a dialect.
class DialectType<Dialect d, Pred condition, string descr = "",
                  string rustTypeParam = "ropt_ir::Type">
    : Type<condition, descr, rustTypeParam> {
  Dialect dialect = d;
}

// Marks a type as buildable with `builder` (sets `builderCall`).
class BuildableType<code builder> {
  code builderCall = builder;
}

// Zero or more values of `type`.
class Variadic<Type type>
    : TypeConstraint<type.predicate, "variadic of " # type.summary, type.rustType> {
  Type baseType = type;
  int minSize = 0;
}

// Zero or more groups of values of `type`; the sizes of the groups are held by
// the `DenseI32ArrayAttr` attribute named `variadicSegmentAttrName`.
class VariadicOfVariadic<Type type, string variadicSegmentAttrName> : Variadic<type> {
  string segmentAttrName = variadicSegmentAttrName;
}

// Zero or one value of `type`.
class Optional<Type type> : TypeConstraint<type.predicate, type.summary, type.rustType> {
  Type baseType = type;
}

// One of several types (the summaries are joined with " or ").
class AnyTypeOf<list<Type> allowedTypeList, string summary = "",
                string rustTypeParam = "ropt_ir::Type">
    : Type<Or<!foreach(t, allowedTypeList, t.predicate)>,
           !if(!eq(summary, ""),
               !interleave(!foreach(t, allowedTypeList, t.summary), " or "),
               summary),
           rustTypeParam> {
  list<Type> allowedTypes = allowedTypeList;
}

// All of several constraints at once (the summaries are joined with " and ").
class AllOfType<list<Type> allowedTypeList, string summary = "",
                string rustTypeParam = "ropt_ir::Type">
    : Type<And<!foreach(t, allowedTypeList, t.predicate)>,
           !if(!eq(summary, ""),
               !interleave(!foreach(t, allowedTypeList, t.summary), " and "),
               summary),
           rustTypeParam> {
  list<Type> allowedTypes = allowedTypeList;
}

// `type` further restricted by `predicates`.
class ConfinedType<Type type, list<Pred> predicates, string summary = "",
                   string rustTypeParam = type.rustType>
    : Type<And<!listconcat([type.predicate], predicates)>, summary, rustTypeParam> {
  Type baseType = type;
  list<Pred> predicateList = predicates;
}

//===----------------------------------------------------------------------===//
// Shape predicates
//===----------------------------------------------------------------------===//

def IsShapedTypePred : CPred<"$_self.is_shaped()">;
def IsTensorTypePred : CPred<"$_self.is_tensor()">;
def IsRankedTensorTypePred : CPred<"$_self.is_ranked_tensor()">;
def IsUnrankedTensorTypePred : CPred<"$_self.is_unranked_tensor()">;
def IsMemRefTypePred : CPred<"$_self.is_memref()">;
def IsUnrankedMemRefTypePred : CPred<"$_self.is_unranked_memref()">;
def IsBaseMemRefTypePred : Or<[IsMemRefTypePred, IsUnrankedMemRefTypePred]>;
def IsTensorOrMemRefTypePred : Or<[IsTensorTypePred, IsMemRefTypePred]>;
def IsVectorOfAnyRankTypePred : CPred<"$_self.is_vector()">;
def IsVectorOfNonZeroRankTypePred
    : And<[IsVectorOfAnyRankTypePred, CPred<"$_self.rank() != Some(0)">]>;
def IsFixedVectorOfAnyRankTypePred
    : And<[IsVectorOfAnyRankTypePred, CPred<"!$_self.is_scalable_vector()">]>;
def IsScalableVectorTypePred
    : And<[IsVectorOfAnyRankTypePred, CPred<"$_self.is_scalable_vector()">]>;
def IsTupleTypePred : CPred<"$_self.is_tuple()">;
def HasRankPred : CPred<"$_self.rank().is_some()">;
def HasStaticShapePred : CPred<"$_self.has_static_shape()">;
def HasValueSemanticsPred : CPred<"$_self.has_value_semantics()">;
def HasStridesPred : CPred<"$_self.is_strided_memref()">;

// The rank is one of `ranks`.
class HasAnyRankOfPred<list<int> ranks>
    : And<[HasRankPred,
           Or<!foreach(r, ranks, CPred<"$_self.rank() == Some(" # r # ")">)>]>;

// The number of elements is one of `lengths`.
class HasAnyLengthOfPred<list<int> lengths>
    : Or<!foreach(n, lengths, CPred<"$_self.num_elements() == Some(" # n # ")">)>;

//===----------------------------------------------------------------------===//
// Scalars
//===----------------------------------------------------------------------===//

def AnyType : Type<CPred<"true">, "any type">;

def NoneType : Type<CPred<"$_self.is_none()">, "none type">,
               BuildableType<"$_builder.none_type()">;

def AnyInteger : Type<CPred<"$_self.is_integer()">, "integer"> {
  let parseKind = "builtin.integer";
}

// An integer of the given width, any signedness.
class AnyI<int width>
    : Type<CPred<"$_self.is_integer_of_width(" # width # ")">, width # "-bit integer"> {
  int bitwidth = width;
}
def AnyI1 : AnyI<1>;
def AnyI8 : AnyI<8>;
def AnyI16 : AnyI<16>;
def AnyI32 : AnyI<32>;
def AnyI64 : AnyI<64>;

// An integer of one of the given widths, any signedness.
class AnyIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, AnyI<w>), WidthList<widths>.result # "-bit integer"> {
  let parseKind = "builtin.integer";
}

def AnySignlessInteger : Type<CPred<"$_self.is_signless_integer()">, "signless integer"> {
  let parseKind = "builtin.integer";
}

// A signless integer of the given width.
class I<int width>
    : Type<CPred<"$_self.is_signless_integer_of_width(" # width # ")">,
           width # "-bit signless integer">,
      BuildableType<"$_builder.integer_type(" # width # ")"> {
  int bitwidth = width;
  let parseKind = "builtin.integer";
}
def I1 : I<1>;
def I8 : I<8>;
def I16 : I<16>;
def I32 : I<32>;
def I64 : I<64>;
def I128 : I<128>;

// A signless integer of one of the given widths.
class SignlessIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, I<w>), WidthList<widths>.result # "-bit signless integer">;

def AnySignedInteger : Type<CPred<"$_self.is_signed_integer()">, "signed integer">;

// A signed integer of the given width.
class SI<int width>
    : Type<CPred<"$_self.is_signed_integer_of_width(" # width # ")">,
           width # "-bit signed integer">,
      BuildableType<"$_builder.signed_integer_type(" # width # ")"> {
  int bitwidth = width;
  let parseKind = "builtin.integer";
}
def SI1 : SI<1>;
def SI8 : SI<8>;
def SI16 : SI<16>;
def SI32 : SI<32>;
def SI64 : SI<64>;

// A signed integer of one of the given widths.
class SignedIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, SI<w>), WidthList<widths>.result # "-bit signed integer">;

def AnyUnsignedInteger : Type<CPred<"$_self.is_unsigned_integer()">, "unsigned integer">;

// An unsigned integer of the given width.
class UI<int width>
    : Type<CPred<"$_self.is_unsigned_integer_of_width(" # width # ")">,
           width # "-bit unsigned integer">,
      BuildableType<"$_builder.unsigned_integer_type(" # width # ")"> {
  int bitwidth = width;
  let parseKind = "builtin.integer";
}
def UI1 : UI<1>;
def UI8 : UI<8>;
def UI16 : UI<16>;
def UI32 : UI<32>;
def UI64 : UI<64>;

// An unsigned integer of one of the given widths.
class UnsignedIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, UI<w>), WidthList<widths>.result # "-bit unsigned integer">;

def Index : Type<CPred<"$_self.is_index()">, "index">,
            BuildableType<"$_builder.index_type()"> {
  let parseKind = "builtin.index";
}

def AnySignlessIntegerOrIndex
    : Type<CPred<"$_self.is_signless_int_or_index()">, "signless integer or index">;

def AnyFloat : Type<CPred<"$_self.is_float()">, "floating-point">;

// A float of the given width (16, 32, 64, 80 or 128 bits, IEEE-like).
class F<int width>
    : Type<CPred<"$_self.is_f" # width # "()">, width # "-bit float">,
      BuildableType<"$_builder.f" # width # "_type()"> {
  int bitwidth = width;
}
def F16 : F<16>;
def F32 : F<32>;
def F64 : F<64>;
def F80 : F<80>;
def F128 : F<128>;

// A float of one of the given widths.
class FloatOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, F<w>), WidthList<widths>.result # "-bit float">;

// A small float format named by its builtin keyword.
class NamedFloat<string keyword, string summary>
    : Type<CPred<"$_self.is_float_named(\"" # keyword # "\")">, summary>,
      BuildableType<"$_builder.float_type(\"" # keyword # "\")">;
def BF16 : NamedFloat<"bf16", "bfloat16 type">;
def TF32 : NamedFloat<"tf32", "tf32 type">;
def F8E4M3FN : NamedFloat<"f8E4M3FN", "f8E4M3FN type">;
def F8E5M2 : NamedFloat<"f8E5M2", "f8E5M2 type">;
def F8E4M3 : NamedFloat<"f8E4M3", "f8E4M3 type">;
def F8E4M3FNUZ : NamedFloat<"f8E4M3FNUZ", "f8E4M3FNUZ type">;
def F8E4M3B11FNUZ : NamedFloat<"f8E4M3B11FNUZ", "f8E4M3B11FNUZ type">;
def F8E5M2FNUZ : NamedFloat<"f8E5M2FNUZ", "f8E5M2FNUZ type">;
def F8E3M4 : NamedFloat<"f8E3M4", "f8E3M4 type">;
def F4E2M1FN : NamedFloat<"f4E2M1FN", "f4E2M1FN type">;
def F6E2M3FN : NamedFloat<"f6E2M3FN", "f6E2M3FN type">;
def F6E3M2FN : NamedFloat<"f6E3M2FN", "f6E3M2FN type">;
def F8E8M0FNU : NamedFloat<"f8E8M0FNU", "f8E8M0FNU type">;

def AnyComplex : Type<CPred<"$_self.is_complex()">, "complex-type"> {
  let parseKind = "builtin.complex";
}

// A complex number whose parts are of type `elType`.
class Complex<Type elType>
    : Type<And<[CPred<"$_self.is_complex()">,
                SubstLeaves<"$_self", "$_self.element_type().unwrap()", elType.predicate>]>,
           "complex type with " # elType.summary # " elements"> {
  Type elementType = elType;
  let parseKind = "builtin.complex";
}

def FunctionType : Type<CPred<"$_self.is_function()">, "function type"> {
  let parseKind = "builtin.function";
}
def GraphType : Type<CPred<"$_self.is_graph()">, "graph type">;

// A type of an unregistered dialect, `!dialect.name`.
class OpaqueType<string dialect, string name, string summary>
    : Type<CPred<"$_self.is_opaque(\"" # dialect # "\", \"" # name # "\")">, summary>,
      BuildableType<"$_builder.opaque_type(\"" # dialect # "\", \"" # name # "\")">;

//===----------------------------------------------------------------------===//
// Containers
//===----------------------------------------------------------------------===//

// A container whose single element type (given by `elementTypeCall`) satisfies
// `etype`.
class ContainerType<Type etype, Pred containerPred, code elementTypeCall,
                    string descr, string rustTypeParam = "ropt_ir::Type">
    : Type<And<[containerPred,
                SubstLeaves<"$_self", !cast<string>(elementTypeCall), etype.predicate>]>,
           descr # " of " # etype.summary # " values", rustTypeParam> {
  Type elementType = etype;
}

// A shaped type (tensor, vector, memref) whose element type is one of
// `allowedTypes`.
class ShapedContainerType<list<Type> allowedTypes, Pred containerPred, string descr,
                          string rustTypeParam = "ropt_ir::Type">
    : Type<And<[containerPred,
                SubstLeaves<"$_self", "$_self.element_type().unwrap()",
                            AnyTypeOf<allowedTypes>.predicate>]>,
           descr # " of " # AnyTypeOf<allowedTypes>.summary # " values", rustTypeParam> {
  list<Type> elementTypes = allowedTypes;
}

class ValueSemanticsContainerOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, HasValueSemanticsPred, "container with value semantics">;

def AnyShaped : ShapedContainerType<[AnyType], IsShapedTypePred, "shaped">;

// Vectors.
class VectorOfNonZeroRankOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsVectorOfNonZeroRankTypePred, "vector">;
class VectorOfAnyRankOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsVectorOfAnyRankTypePred, "vector">;
// Short name: a vector of any rank.
class VectorOf<list<Type> allowedTypes> : VectorOfAnyRankOf<allowedTypes>;
class FixedVectorOfAnyRank<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsFixedVectorOfAnyRankTypePred, "fixed-length vector">;
class ScalableVectorOfAnyRank<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsScalableVectorTypePred, "scalable vector">;

class VectorOfRank<list<int> allowedRanks>
    : Type<And<[IsVectorOfNonZeroRankTypePred, HasAnyRankOfPred<allowedRanks>]>,
           " of ranks " # WidthList<allowedRanks>.result>;
class VectorOfRankAndType<list<int> allowedRanks, list<Type> allowedTypes>
    : AllOfType<[VectorOfNonZeroRankOf<allowedTypes>, VectorOfRank<allowedRanks>],
                VectorOfNonZeroRankOf<allowedTypes>.summary
                  # VectorOfRank<allowedRanks>.summary>;
class VectorOfLength<list<int> allowedLengths>
    : Type<And<[IsVectorOfNonZeroRankTypePred, HasAnyLengthOfPred<allowedLengths>]>,
           " of length " # WidthList<allowedLengths>.result>;
class VectorOfLengthAndType<list<int> allowedLengths, list<Type> allowedTypes>
    : AllOfType<[VectorOfNonZeroRankOf<allowedTypes>, VectorOfLength<allowedLengths>],
                VectorOfNonZeroRankOf<allowedTypes>.summary
                  # VectorOfLength<allowedLengths>.summary>;

def AnyVectorOfNonZeroRank : VectorOfNonZeroRankOf<[AnyType]>;
def AnyVectorOfAnyRank : VectorOfAnyRankOf<[AnyType]>;
def AnyFixedVectorOfAnyRank : FixedVectorOfAnyRank<[AnyType]>;
def AnyScalableVectorOfAnyRank : ScalableVectorOfAnyRank<[AnyType]>;

// Tensors (optionally further restricted by `preds`).
class TensorOf<list<Type> allowedTypes, list<Pred> preds = [], string summary = "tensor">
    : ShapedContainerType<allowedTypes, And<!listconcat([IsTensorTypePred], preds)>, summary>;
class RankedTensorOf<list<Type> allowedTypes, list<Pred> preds = [],
                     string summary = "ranked tensor">
    : ShapedContainerType<allowedTypes, And<!listconcat([IsRankedTensorTypePred], preds)>,
                          summary>;
class UnrankedTensorOf<list<Type> allowedTypes, list<Pred> preds = [],
                       string summary = "unranked tensor">
    : ShapedContainerType<allowedTypes, And<!listconcat([IsUnrankedTensorTypePred], preds)>,
                          summary>;
class Non0RankedTensorOf<list<Type> allowedTypes>
    : TensorOf<allowedTypes, [HasRankPred, CPred<"$_self.rank() != Some(0)">],
               "non-0-ranked.tensor">;
class TensorRankOf<list<Type> allowedTypes, list<int> ranks>
    : RankedTensorOf<allowedTypes, [HasAnyRankOfPred<ranks>],
                     !interleave(!foreach(r, ranks, r # "D"), "/") # " tensor">;
class 0DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [0]>;
class 1DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [1]>;
class 2DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [2]>;
class 3DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [3]>;
class 4DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [4]>;
class StaticShapeTensorOf<list<Type> allowedTypes>
    : RankedTensorOf<allowedTypes, [HasStaticShapePred], "statically shaped tensor">;

def AnyTensor : TensorOf<[AnyType]>;
def AnyRankedTensor : RankedTensorOf<[AnyType]>;
def AnyUnrankedTensor : UnrankedTensorOf<[AnyType]>;
def AnyNon0RankedTensor : Non0RankedTensorOf<[AnyType]>;
def AnyStaticShapeTensor : StaticShapeTensorOf<[AnyType]>;
def I1Tensor : TensorOf<[I1]>;
def I8Tensor : TensorOf<[I8]>;
def I16Tensor : TensorOf<[I16]>;
def I32Tensor : TensorOf<[I32]>;
def I64Tensor : TensorOf<[I64]>;
def IndexTensor : TensorOf<[Index]>;
def BF16Tensor : TensorOf<[BF16]>;
def F16Tensor : TensorOf<[F16]>;
def F32Tensor : TensorOf<[F32]>;
def F64Tensor : TensorOf<[F64]>;

// Memrefs.
class MemRefOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsMemRefTypePred, "memref">;
class UnrankedMemRefOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsUnrankedMemRefTypePred, "unranked.memref">;
class RankedOrUnrankedMemRefOf<list<Type> allowedTypes, list<Pred> preds = [],
                               string summary = "ranked or unranked memref">
    : ShapedContainerType<allowedTypes, And<!listconcat([IsBaseMemRefTypePred], preds)>,
                          summary>;
class MemRefRankOf<list<Type> allowedTypes, list<int> ranks>
    : ConfinedType<MemRefOf<allowedTypes>, [HasAnyRankOfPred<ranks>],
                   !interleave(!foreach(r, ranks, r # "D"), "/") # " "
                     # MemRefOf<allowedTypes>.summary>;
class StaticShapeMemRefOf<list<Type> allowedTypes>
    : ConfinedType<MemRefOf<allowedTypes>, [HasStaticShapePred],
                   "statically shaped " # MemRefOf<allowedTypes>.summary>;
class StridedMemRefOf<list<Type> allowedTypes>
    : ConfinedType<MemRefOf<allowedTypes>, [HasStridesPred],
                   "strided " # MemRefOf<allowedTypes>.summary>;

def AnyMemRef : MemRefOf<[AnyType]>;
def AnyUnrankedMemRef : UnrankedMemRefOf<[AnyType]>;
def AnyRankedOrUnrankedMemRef : RankedOrUnrankedMemRefOf<[AnyType]>;
def AnyStaticShapeMemRef : StaticShapeMemRefOf<[AnyType]>;
def AnyStridedMemRef : StridedMemRefOf<[AnyType]>;
def I1MemRef : MemRefOf<[I1]>;
def I8MemRef : MemRefOf<[I8]>;
def I16MemRef : MemRefOf<[I16]>;
def I32MemRef : MemRefOf<[I32]>;
def I64MemRef : MemRefOf<[I64]>;
def BF16MemRef : MemRefOf<[BF16]>;
def F16MemRef : MemRefOf<[F16]>;
def F32MemRef : MemRefOf<[F32]>;
def F64MemRef : MemRefOf<[F64]>;

// Tensors or memrefs.
class TensorOrMemRef<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsTensorOrMemRefTypePred, "Tensor or MemRef">;

// Tuples.
def AnyTuple : Type<IsTupleTypePred, "tuple">;

// A container holding any mix of elements satisfying `etype`.
class MixedContainerType<Type etype, Pred containerPred, code elementTypesCall,
                         string descr>
    : Type<And<[containerPred,
                Concat<"(" # elementTypesCall # ").iter().all(|&t| ",
                       SubstLeaves<"$_self", "t", etype.predicate>, ")">]>,
           descr # " with any combination of " # etype.summary # " values"> {
  Type elementType = etype;
  code getElementTypesCall = elementTypesCall;
}
class TupleOf<list<Type> allowedTypes>
    : MixedContainerType<AnyTypeOf<allowedTypes>, IsTupleTypePred,
                         "$_self.tuple_types()", "tuple">;
class NestedTupleOf<list<Type> allowedTypes>
    : MixedContainerType<AnyTypeOf<allowedTypes>, IsTupleTypePred,
                         "$_self.flattened_tuple_types()", "nested tuple">;

//===----------------------------------------------------------------------===//
// "Like" constraints: a scalar, or a value-semantics container of it
//===----------------------------------------------------------------------===//

class TypeOrValueSemanticsContainer<Type allowedType, string name>
    : Type<Or<[allowedType.predicate, ValueSemanticsContainerOf<[allowedType]>.predicate]>,
           name> {
  Type scalarType = allowedType;
}

def BoolLike : TypeOrValueSemanticsContainer<I1, "bool-like">;
def SignlessIntegerLike : TypeOrValueSemanticsContainer<AnySignlessInteger, "signless-integer">;
def SignlessIntegerOrIndexLike
    : TypeOrValueSemanticsContainer<AnySignlessIntegerOrIndex, "signless-integer-like">;
def IntegerLike : TypeOrValueSemanticsContainer<AnyInteger, "integer-like">;
def FloatLike : TypeOrValueSemanticsContainer<AnyFloat, "floating-point-like">;
def IndexLike : TypeOrValueSemanticsContainer<Index, "index-like">;
def SignlessIntegerOrFloatLike
    : TypeConstraint<Or<[SignlessIntegerLike.predicate, FloatLike.predicate]>,
                     "signless-integer-like or floating-point-like">;
def SignlessIntegerOrIndexOrFloatLike
    : TypeConstraint<Or<[SignlessIntegerOrIndexLike.predicate, FloatLike.predicate]>,
                     "signless-integer-or-index-like or floating-point-like">;

#endif // ROPT_ODS_TYPE_CONSTRAINTS_TD

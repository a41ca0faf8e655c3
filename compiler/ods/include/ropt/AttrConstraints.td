//===- AttrConstraints.td - Constraints on attributes -------*- tablegen -*-===//
//
// Part of ropt's own ODS base library.
//
// `Attr` is an attribute constraint that also says how the attribute is stored
// (`storageType`), how its value is returned to Rust (`returnType`,
// `convertFromStorage`) and how a constant is built (`constBuilderCall`, where
// `$0` is the value). Leaf predicates are method calls on
// `$_self: ropt_ir::Attribute`.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_ODS_ATTR_CONSTRAINTS_TD
#define ROPT_ODS_ATTR_CONSTRAINTS_TD

include "ropt/Constraints.td"
include "ropt/TypeConstraints.td"
include "ropt/Dialect.td"

//===----------------------------------------------------------------------===//
// Base classes
//===----------------------------------------------------------------------===//

// An attribute kind usable as an op attribute.
class Attr<Pred condition, string summary = ""> : AttrConstraint<condition, summary> {
  // Rust type the attribute is stored as.
  code storageType = "ropt_ir::Attribute";
  // Rust type of the value the accessor returns.
  code returnType = "ropt_ir::Attribute";
  // Rust expression turning the stored `$_self` into `returnType`.
  code convertFromStorage = "$_self";
  // Rust expression building the attribute from a constant `$0`.
  string constBuilderCall = ?;
  // Rust expression of the default value (set by `DefaultValuedAttr`).
  string defaultValue = ?;
  // The type of the attribute's value, when it has one.
  Type valueType = ?;
  // The attribute may be absent.
  bit isOptional = 0;
  // Stored as a plain `ropt_ir::Attribute`: parsed as any attribute, which
  // takes a trailing `: type` (so a format cannot follow it with `:`).
  bit isGenericAttr = 0;
  // The attribute this one wraps (for `OptionalAttr`, `ConfinedAttr`...).
  Attr baseAttr = ?;
  // Rust module defining `storageType`, when not the IR crate.
  string rustModule = "";
  string description = "";
  // What an attribute must be to be stored at all (MLIR's storage class):
  // a property given in the generic form (`<{name = value}>`) that fails it
  // is rejected while parsing ("Invalid attribute `name` in property
  // conversion"); one that only fails `predicate` is a verifier error.
  Pred storagePred = CPred<"true">;
}

// An attribute defined by a dialect.
class DialectAttr<Dialect d, Pred condition, string summary = ""> : Attr<condition, summary> {
  Dialect dialect = d;
  let rustModule = d.rustModule;
  let storagePred = condition;
}

// Copies how `attr` is stored and built.
class AttrStorageOf<Attr attr> {
  code storageType = attr.storageType;
  code returnType = attr.returnType;
  code convertFromStorage = attr.convertFromStorage;
  string constBuilderCall = attr.constBuilderCall;
  Type valueType = attr.valueType;
  bit isGenericAttr = attr.isGenericAttr;
  Attr baseAttr = attr;
  Pred storagePred = attr.storagePred;
}

// `attr`, which takes `val` (a Rust expression) when absent.
class DefaultValuedAttr<Attr attr, string val>
    : Attr<attr.predicate, attr.summary>, AttrStorageOf<attr> {
  let defaultValue = val;
}

// `attr`, optional, with a default value used by builders and accessors.
class DefaultValuedOptionalAttr<Attr attr, string val>
    : Attr<attr.predicate, attr.summary>, AttrStorageOf<attr> {
  let defaultValue = val;
  let isOptional = 1;
}

// `attr`, which may be absent.
class OptionalAttr<Attr attr> : Attr<attr.predicate, attr.summary>, AttrStorageOf<attr> {
  let returnType = "Option<" # attr.returnType # ">";
  let convertFromStorage = "$_self.map(|a| " # !subst("$_self", "a", attr.convertFromStorage) # ")";
  let isOptional = 1;
}

// String-valued defaults written without Rust quotes.
class DefaultValuedStrAttr<Attr attr, string val> : DefaultValuedAttr<attr, "\"" # val # "\"">;
class DefaultValuedOptionalStrAttr<Attr attr, string val>
    : DefaultValuedOptionalAttr<attr, "\"" # val # "\"">;

// `attr` further restricted by `constraints`; the summary is the attribute's
// followed by each constraint's ("... attribute whose minimum value is 0").
class ConfinedAttr<Attr attr, list<AttrConstraint> constraints>
    : Attr<And<!listconcat([attr.predicate], !foreach(c, constraints, c.predicate))>,
           !foldl(attr.summary, constraints, acc, c, acc # " " # c.summary)>,
      AttrStorageOf<attr> {
  let defaultValue = attr.defaultValue;
  let isOptional = attr.isOptional;
  list<AttrConstraint> attrConstraints = constraints;
}

// Holds when all `constraints` hold.
class AllAttrOf<list<AttrConstraint> constraints>
    : AttrConstraint<And<!foreach(c, constraints, c.predicate)>,
                     !interleave(!foreach(c, constraints, c.summary), " and ")>;

// One of several attribute kinds.
class AnyAttrOf<list<Attr> allowedAttrs, string summary = "">
    : Attr<Or<!foreach(a, allowedAttrs, a.predicate)>,
           !if(!eq(summary, ""), !interleave(!foreach(a, allowedAttrs, a.summary), " or "),
               summary)> {
  let isGenericAttr = 1;
}

// An attribute of kind `attrKind` whose value type satisfies `attrValType`.
class TypedAttrBase<Type attrValType, string attrKind, Pred condition, string descr>
    : Attr<condition, descr> {
  let constBuilderCall = "$_builder." # attrKind # "($0, " # attrValType.builderCall # ")";
  let valueType = attrValType;
  let storagePred = CPred<"$_self.is_" # attrKind # "()">;
}

//===----------------------------------------------------------------------===//
// Concrete attributes
//===----------------------------------------------------------------------===//

def AnyAttr : Attr<CPred<"true">, "any attribute"> {
  let constBuilderCall = "$0";
  let isGenericAttr = 1;
}

def LocationAttr : Attr<CPred<"$_self.is_location()">, "location attribute"> {
  let storagePred = CPred<"$_self.is_location()">;
}

def BoolAttr : Attr<CPred<"$_self.is_bool()">, "bool attribute"> {
  let valueType = I1;
  let returnType = "bool";
  let convertFromStorage = "$_self.bool_value().unwrap()";
  let constBuilderCall = "$_builder.bool_attr($0)";
  let storagePred = CPred<"$_self.is_bool()">;
}

// Present or absent: always optional, read as a `bool`.
def UnitAttr : Attr<CPred<"$_self.is_unit()">, "unit attribute"> {
  let returnType = "bool";
  let convertFromStorage = "$_self.is_some()";
  let constBuilderCall = "$0.then(|| $_builder.unit_attr())";
  let defaultValue = "false";
  let valueType = NoneType;
  let isOptional = 1;
  let storagePred = CPred<"$_self.is_unit()">;
}

// The predicate of an integer attribute whose type satisfies `ty`.
class IntegerAttrOfPred<Type ty>
    : And<[CPred<"$_self.is_integer_attr()">,
           SubstLeaves<"$_self", "$_self.attr_type().unwrap()", ty.predicate>]>;

def IndexAttr : TypedAttrBase<Index, "integer_attr", IntegerAttrOfPred<Index>, "index attribute"> {
  let returnType = "i64";
  let convertFromStorage = "$_self.int_value().unwrap() as i64";
}

def APIntAttr : Attr<CPred<"$_self.is_integer_attr()">, "arbitrary integer attribute"> {
  let storagePred = CPred<"$_self.is_integer_attr()">;
  let returnType = "i128";
  let convertFromStorage = "$_self.int_value().unwrap()";
}

// An integer attribute of the given width and any signedness.
class AnyIntegerAttrBase<AnyI attrValType, string descr>
    : TypedAttrBase<attrValType, "integer_attr", IntegerAttrOfPred<attrValType>, descr> {
  let returnType = "i128";
  let convertFromStorage = "$_self.int_value().unwrap()";
}
def AnyI1Attr : AnyIntegerAttrBase<AnyI1, "1-bit integer attribute">;
def AnyI8Attr : AnyIntegerAttrBase<AnyI8, "8-bit integer attribute">;
def AnyI16Attr : AnyIntegerAttrBase<AnyI16, "16-bit integer attribute">;
def AnyI32Attr : AnyIntegerAttrBase<AnyI32, "32-bit integer attribute">;
def AnyI64Attr : AnyIntegerAttrBase<AnyI64, "64-bit integer attribute">;

// An integer attribute whose value type is `ty`, returned as the Rust `rust`.
class IntegerAttrOfType<Type ty, string rust, string descr>
    : TypedAttrBase<ty, "integer_attr", IntegerAttrOfPred<ty>, descr> {
  let returnType = rust;
  let convertFromStorage = "$_self.int_value().unwrap() as " # rust;
}
def I1Attr : IntegerAttrOfType<I1, "bool", "1-bit signless integer attribute"> {
  let convertFromStorage = "$_self.int_value().unwrap() != 0";
}
def I8Attr : IntegerAttrOfType<I8, "u8", "8-bit signless integer attribute">;
def I16Attr : IntegerAttrOfType<I16, "u16", "16-bit signless integer attribute">;
def I32Attr : IntegerAttrOfType<I32, "u32", "32-bit signless integer attribute">;
def I64Attr : IntegerAttrOfType<I64, "u64", "64-bit signless integer attribute">;
def SI1Attr : IntegerAttrOfType<SI1, "bool", "1-bit signed integer attribute"> {
  let convertFromStorage = "$_self.int_value().unwrap() != 0";
}
def SI8Attr : IntegerAttrOfType<SI8, "i8", "8-bit signed integer attribute">;
def SI16Attr : IntegerAttrOfType<SI16, "i16", "16-bit signed integer attribute">;
def SI32Attr : IntegerAttrOfType<SI32, "i32", "32-bit signed integer attribute">;
def SI64Attr : IntegerAttrOfType<SI64, "i64", "64-bit signed integer attribute">;
def UI1Attr : IntegerAttrOfType<UI1, "bool", "1-bit unsigned integer attribute"> {
  let convertFromStorage = "$_self.int_value().unwrap() != 0";
}
def UI8Attr : IntegerAttrOfType<UI8, "u8", "8-bit unsigned integer attribute">;
def UI16Attr : IntegerAttrOfType<UI16, "u16", "16-bit unsigned integer attribute">;
def UI32Attr : IntegerAttrOfType<UI32, "u32", "32-bit unsigned integer attribute">;
def UI64Attr : IntegerAttrOfType<UI64, "u64", "64-bit unsigned integer attribute">;

// A float attribute whose value type is `ty`.
class FloatAttrBase<F ty, string descr>
    : TypedAttrBase<ty, "float_attr",
                    And<[CPred<"$_self.is_float_attr()">,
                         SubstLeaves<"$_self", "$_self.attr_type().unwrap()", ty.predicate>]>,
                    descr> {
  let returnType = "f64";
  let convertFromStorage = "$_self.float_value().unwrap()";
}
def F32Attr : FloatAttrBase<F32, "32-bit float attribute">;
def F64Attr : FloatAttrBase<F64, "64-bit float attribute">;

// Attributes holding a string.
class StringBasedAttr<Pred condition, string descr> : Attr<condition, descr> {
  let returnType = "&str";
  let convertFromStorage = "$_self.str_value().unwrap()";
  let constBuilderCall = "$_builder.string_attr($0)";
  let valueType = NoneType;
  let storagePred = CPred<"$_self.is_string()">;
}
def StrAttrPred : CPred<"$_self.is_string()">;
def StrAttr : StringBasedAttr<StrAttrPred, "string attribute">;
// The name a symbol op defines (`sym_name`).
def SymbolNameAttr : StringBasedAttr<StrAttrPred, "string attribute">;
// A string attribute whose type satisfies `ty`.
class TypedStrAttr<Type ty>
    : StringBasedAttr<And<[StrAttrPred,
                           SubstLeaves<"$_self", "$_self.attr_type().unwrap()", ty.predicate>]>,
                      "string attribute of " # ty.summary> {
  let valueType = ty;
}

// A type attribute whose type satisfies `typePred`.
class TypeAttrBase<string retType, string summary, Pred typePred = CPred<"true">>
    : Attr<And<[CPred<"$_self.is_type_attr()">,
                SubstLeaves<"$_self", "$_self.type_value().unwrap()", typePred>]>,
           summary> {
  let returnType = retType;
  let convertFromStorage = "$_self.type_value().unwrap()";
  let constBuilderCall = "$_builder.type_attr($0)";
  let valueType = NoneType;
  let storagePred = CPred<"$_self.is_type_attr()">;
}
def TypeAttr : TypeAttrBase<"ropt_ir::Type", "any type attribute">;
class TypeAttrOf<Type ty>
    : TypeAttrBase<ty.rustType, "type attribute of " # ty.summary, ty.predicate>;

// Dictionaries.
class DictionaryAttrBase<Pred condition, string summary> : Attr<condition, summary> {
  let valueType = NoneType;
  let constBuilderCall = "$_builder.dictionary_attr($0)";
  let storagePred = CPred<"$_self.is_dictionary()">;
}
def DictionaryAttr
    : DictionaryAttrBase<CPred<"$_self.is_dictionary()">, "dictionary of named attribute values">;

// Elements attributes.
class ElementsAttrBase<Pred condition, string summary> : Attr<condition, summary> {
  let storagePred = CPred<"$_self.is_elements()">;
}
def ElementsAttr
    : ElementsAttrBase<CPred<"$_self.is_elements()">, "constant vector/tensor attribute">;
// An elements attribute of integers satisfying `condition`.
class IntElementsAttrBase<Pred condition, string summary>
    : ElementsAttrBase<And<[CPred<"$_self.is_int_elements()">, condition]>, summary> {
  let storagePred = CPred<"$_self.is_int_elements()">;
}
def AnyIntElementsAttr : IntElementsAttrBase<CPred<"true">, "integer elements attribute">;
class IntElementsAttrOf<int width>
    : IntElementsAttrBase<CPred<"$_self.elements_type().unwrap().is_integer_of_width(" # width # ")">,
                          width # "-bit integer elements attribute">;
def AnyI32ElementsAttr : IntElementsAttrOf<32>;
def AnyI64ElementsAttr : IntElementsAttrOf<64>;
class SignlessIntElementsAttr<int width>
    : IntElementsAttrBase<
          CPred<"$_self.elements_type().unwrap().is_signless_integer_of_width(" # width # ")">,
          width # "-bit signless integer elements attribute">;
def I32ElementsAttr : SignlessIntElementsAttr<32>;
def I64ElementsAttr : SignlessIntElementsAttr<64>;
def IndexElementsAttr
    : IntElementsAttrBase<CPred<"$_self.elements_type().unwrap().is_index()">,
                          "index elements attribute">;
class FloatElementsAttr<int width>
    : ElementsAttrBase<And<[CPred<"$_self.is_float_elements()">,
                            CPred<"$_self.elements_type().unwrap().is_f" # width # "()">]>,
                       width # "-bit float elements attribute"> {
  let storagePred = CPred<"$_self.is_float_elements()">;
}
def F64ElementsAttr : FloatElementsAttr<64>;
def StringElementsAttr
    : ElementsAttrBase<CPred<"$_self.is_string_elements()">, "string elements attribute"> {
  let storagePred = CPred<"$_self.is_string_elements()">;
}

// Dense arrays (`array<i64: 1, 2>`).
class DenseArrayAttrBase<string elementKeyword, string rustElement>
    : ElementsAttrBase<CPred<"$_self.is_dense_array_of(\"" # elementKeyword # "\")">,
                       elementKeyword # " dense array attribute"> {
  string elementType = elementKeyword;
  string rustElementType = rustElement;
  let returnType = "Vec<" # rustElement # ">";
  let convertFromStorage = "$_self.dense_array_values::<" # rustElement # ">().unwrap()";
  let constBuilderCall = "$_builder.dense_array_attr::<" # rustElement # ">($0)";
  let storagePred = CPred<"$_self.is_dense_array_of(\"" # elementKeyword # "\")">;
}
def DenseBoolArrayAttr : DenseArrayAttrBase<"i1", "bool">;
def DenseI8ArrayAttr : DenseArrayAttrBase<"i8", "i8">;
def DenseI16ArrayAttr : DenseArrayAttrBase<"i16", "i16">;
def DenseI32ArrayAttr : DenseArrayAttrBase<"i32", "i32">;
def DenseI64ArrayAttr : DenseArrayAttrBase<"i64", "i64">;
def DenseF32ArrayAttr : DenseArrayAttrBase<"f32", "f32">;
def DenseF64ArrayAttr : DenseArrayAttrBase<"f64", "f64">;

// Arrays.
class ArrayAttrBase<Pred condition, string summary> : Attr<condition, summary> {
  let valueType = NoneType;
  let returnType = "&[ropt_ir::Attribute]";
  let convertFromStorage = "$_self.array_elements().unwrap()";
  let constBuilderCall = "$_builder.array_attr($0)";
  let storagePred = CPred<"$_self.is_array()">;
}
def ArrayAttr : ArrayAttrBase<CPred<"$_self.is_array()">, "array attribute">;
// An array whose elements all satisfy `element`.
class TypedArrayAttrBase<Attr element, string summary>
    : ArrayAttrBase<And<[CPred<"$_self.is_array()">,
                         Concat<"$_self.array_elements().unwrap().iter().all(|&elt| ",
                                SubstLeaves<"$_self", "elt", element.predicate>, ")">]>,
                    summary> {
  Attr elementAttr = element;
}
def LocationArrayAttr : TypedArrayAttrBase<LocationAttr, "location array attribute">;
def BoolArrayAttr : TypedArrayAttrBase<BoolAttr, "1-bit boolean array attribute">;
def I32ArrayAttr : TypedArrayAttrBase<I32Attr, "32-bit integer array attribute">;
def I64ArrayAttr : TypedArrayAttrBase<I64Attr, "64-bit integer array attribute">;
def F32ArrayAttr : TypedArrayAttrBase<F32Attr, "32-bit float array attribute">;
def F64ArrayAttr : TypedArrayAttrBase<F64Attr, "64-bit float array attribute">;
def StrArrayAttr : TypedArrayAttrBase<StrAttr, "string array attribute">;
def TypeArrayAttr : TypedArrayAttrBase<TypeAttr, "type array attribute">;
def IndexListArrayAttr
    : TypedArrayAttrBase<I64ArrayAttr, "Array of 64-bit integer array attributes">;
def DictArrayAttr : TypedArrayAttrBase<DictionaryAttr, "Array of dictionary attributes">;

// Symbol references.
def SymbolRefAttr : Attr<CPred<"$_self.is_symbol_ref()">, "symbol reference attribute"> {
  let valueType = NoneType;
  let constBuilderCall = "$_builder.symbol_ref_attr($0)";
  let storagePred = CPred<"$_self.is_symbol_ref()">;
}
def FlatSymbolRefAttr
    : Attr<CPred<"$_self.is_flat_symbol_ref()">, "flat symbol reference attribute"> {
  let valueType = NoneType;
  let returnType = "&str";
  let convertFromStorage = "$_self.symbol_root().unwrap()";
  let constBuilderCall = "$_builder.flat_symbol_ref_attr($0)";
  let storagePred = CPred<"$_self.is_flat_symbol_ref()">;
}
def SymbolRefArrayAttr : TypedArrayAttrBase<SymbolRefAttr, "symbol ref array attribute">;
def FlatSymbolRefArrayAttr
    : TypedArrayAttrBase<FlatSymbolRefAttr, "flat symbol ref array attribute">;

// An attribute computed from the op rather than stored (`body` is Rust).
class DerivedAttr<code ret, code b, code convert = ""> : Attr<CPred<"true">, "derived attribute"> {
  let returnType = ret;
  code body = b;
  code convertFromStorage = convert;
}
class DerivedTypeAttr<code body> : DerivedAttr<"ropt_ir::Type", body>;

// Equality with a constant (`val` is substituted for `$0` in the builder).
class ConstantAttr<Attr attribute, string val>
    : AttrConstraint<CPred<"$_self == " # !subst("$0", val, attribute.constBuilderCall)>,
                     "constant attribute " # val> {
  Attr attr = attribute;
  string value = val;
}
class ConstF32Attr<string val> : ConstantAttr<F32Attr, val>;
def ConstBoolAttrFalse : ConstantAttr<BoolAttr, "false">;
def ConstBoolAttrTrue : ConstantAttr<BoolAttr, "true">;
def ConstUnitAttr : ConstantAttr<UnitAttr, "true">;
class ConstantStrAttr<Attr attribute, string val> : ConstantAttr<attribute, "\"" # val # "\"">;

//===----------------------------------------------------------------------===//
// Attribute constraints used with ConfinedAttr
//===----------------------------------------------------------------------===//

class IntNEQValue<int n>
    : AttrConstraint<CPred<"$_self.int_value().unwrap() != " # n>, "whose value is not " # n>;
class IntMinValue<int n>
    : AttrConstraint<CPred<"$_self.int_value().unwrap() >= " # n>, "whose minimum value is " # n>;
class IntMaxValue<int n>
    : AttrConstraint<CPred<"$_self.int_value().unwrap() <= " # n>, "whose maximum value is " # n>;
def IntNonNegative
    : AttrConstraint<CPred<"$_self.int_value().unwrap() >= 0">, "whose value is non-negative">;
def IntPositive
    : AttrConstraint<CPred<"$_self.int_value().unwrap() > 0">, "whose value is positive">;
def IntPowerOf2
    : AttrConstraint<CPred<"$_self.int_value().unwrap().count_ones() == 1">,
                     "whose value is a power of two > 0">;
def IntPositivePowerOf2 : AllAttrOf<[IntPositive, IntPowerOf2]>;
class IntValidAlignment<Attr attr> : ConfinedAttr<attr, [IntPositivePowerOf2]>;
class IntIsOneOf<list<int> values>
    : AttrConstraint<CPred<RustIntSlice<values>.result # ".contains(&$_self.int_value().unwrap())">,
                     "whose value is one of {" # !interleave(values, ", ") # "}">;

class ArrayMaxCount<int n>
    : AttrConstraint<CPred<"$_self.array_elements().unwrap().len() <= " # n>,
                     "with at most " # n # " elements">;
class ArrayMinCount<int n>
    : AttrConstraint<CPred<"$_self.array_elements().unwrap().len() >= " # n>,
                     "with at least " # n # " elements">;
class ArrayCount<int n>
    : AttrConstraint<CPred<"$_self.array_elements().unwrap().len() == " # n>,
                     "with exactly " # n # " elements">;
class DenseArrayCount<int n>
    : AttrConstraint<CPred<"$_self.dense_array_len().unwrap() == " # n>,
                     "with exactly " # n # " elements">;
class DenseArrayMaxCt<int n>
    : AttrConstraint<CPred<"$_self.dense_array_len().unwrap() <= " # n>,
                     "with at most " # n # " elements">;
class DenseArrayMinCt<int n>
    : AttrConstraint<CPred<"$_self.dense_array_len().unwrap() >= " # n>,
                     "with at least " # n # " elements">;
class DenseArrayStrictlyPositive<DenseArrayAttrBase arrayType>
    : AttrConstraint<CPred<"$_self.dense_array_values::<" # arrayType.rustElementType # ">().unwrap().iter().all(|&v| v > 0)">,
                     "whose value is positive">;
class DenseArrayNonNegative<DenseArrayAttrBase arrayType>
    : AttrConstraint<CPred<"$_self.dense_array_values::<" # arrayType.rustElementType # ">().unwrap().iter().all(|&v| v >= 0)">,
                     "whose value is non-negative">;
class DenseArraySorted<DenseArrayAttrBase arrayType>
    : AttrConstraint<CPred<"$_self.dense_array_values::<" # arrayType.rustElementType # ">().unwrap().is_sorted()">,
                     "should be in non-decreasing order">;
class DenseArrayStrictlySorted<DenseArrayAttrBase arrayType>
    : AttrConstraint<CPred<"$_self.dense_array_values::<" # arrayType.rustElementType # ">().unwrap().windows(2).all(|w| w[0] < w[1])">,
                     "should be in increasing order">;

// The `index`-th element of an integer array attribute.
class NthElem<int index> {
  string value = "$_self.array_elements().unwrap()[" # index # "].int_value().unwrap()";
  Pred exists = CPred<"$_self.array_elements().unwrap().len() > " # index>;
}
class IntArrayNthElemEq<int index, int value>
    : AttrConstraint<And<[NthElem<index>.exists,
                          CPred<NthElem<index>.value # " == " # value>]>,
                     "whose " # index # "-th element must be " # value>;
class IntArrayNthElemMinValue<int index, int min>
    : AttrConstraint<And<[NthElem<index>.exists,
                          CPred<NthElem<index>.value # " >= " # min>]>,
                     "whose " # index # "-th element must be at least " # min>;
class IntArrayNthElemMaxValue<int index, int max>
    : AttrConstraint<And<[NthElem<index>.exists,
                          CPred<NthElem<index>.value # " <= " # max>]>,
                     "whose " # index # "-th element must be at most " # max>;
class IntArrayNthElemInRange<int index, int min, int max>
    : AttrConstraint<And<[NthElem<index>.exists,
                          CPred<NthElem<index>.value # " >= " # min>,
                          CPred<NthElem<index>.value # " <= " # max>]>,
                     "whose " # index # "-th element must be at least " # min
                       # " and at most " # max>;

def IsNullAttr
    : AttrConstraint<CPred<"$_self.is_none()">, "empty attribute (for optional attributes)">;

#endif // ROPT_ODS_ATTR_CONSTRAINTS_TD

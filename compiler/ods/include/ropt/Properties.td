//===- Properties.td - Op properties ------------------------*- tablegen -*-===//
//
// Part of ropt's own ODS base library.
//
// A property is inherent op data stored inline in the op (not as a uniqued
// attribute). Inherent attributes are stored as properties too unless the
// dialect sets `usePropertiesForAttributes = 0`.
//
// Placeholders in the Rust snippets: `$_storage` (the stored value),
// `$_value` (the interface value), `$_attr` (an attribute), `$_diag` (a
// diagnostic emitter), `$_parser`/`$_printer`, `$_ctxt`.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_ODS_PROPERTIES_TD
#define ROPT_ODS_PROPERTIES_TD

include "ropt/Constraints.td"

// The data of one property.
class Property<string storageTypeParam = "", string desc = ""> {
  string summary = desc;
  string description = "";
  // Rust type stored in the op.
  code storageType = storageTypeParam;
  // Rust type accessors return and builders take.
  code interfaceType = storageTypeParam;
  // Rust expression turning `$_storage` into the interface type.
  code convertFromStorage = "$_storage.clone()";
  // Rust statement storing `$_value` into `$_storage`.
  code assignToStorage = "$_storage = $_value";
  // Rust expression turning `$_storage` into an attribute (generic form).
  code convertToAttribute = "";
  // Rust expression reading `$_attr` into `$_storage` (returns a Result).
  code convertFromAttribute = "";
  // Rust expressions parsing and printing the value in custom formats.
  code parser = "";
  code optionalParser = "";
  code printer = "";
  // Rust expression hashing `$_storage`.
  code hashProperty = "";
  // Rust expression of the value a fresh op holds ("" = `Default::default()`).
  string defaultValue = "";
  // Rust expression for `storageType` when it differs from `defaultValue`.
  string storageTypeValueOverride = "";
  // Extra check on the interface value `$_self`.
  Pred predicate = TruePred;
}

// A value with any Rust type given as text.
class IntProp<string storageTypeParam, string desc = "">
    : Property<storageTypeParam, desc> {
  let summary = !if(!empty(desc), storageTypeParam, desc);
  let convertFromStorage = "$_storage";
  let convertToAttribute = "$_ctxt.integer_attr_i64($_storage as i64)";
  let convertFromAttribute = "$_attr.int_value().map(|v| v as " # storageTypeParam # ")";
}
// Summaries use MLIR's words (they show in errors: "expected int64_t").
def I32Prop : IntProp<"i32", "int32_t">;
def I64Prop : IntProp<"i64", "int64_t">;
def BoolProp : Property<"bool", "boolean"> {
  let convertFromStorage = "$_storage";
  let convertToAttribute = "$_ctxt.bool_attr($_storage)";
  let convertFromAttribute = "$_attr.bool_value()";
}
def UnitProp : Property<"bool", "unit property"> {
  let convertFromStorage = "$_storage";
  let convertToAttribute = "$_ctxt.unit_attr()";
  let convertFromAttribute = "Some(true)";
  let defaultValue = "false";
}
def StringProp : Property<"String", "string"> {
  let interfaceType = "&str";
  let convertFromStorage = "$_storage.as_str()";
  let assignToStorage = "$_storage = $_value.to_owned()";
  let convertToAttribute = "$_ctxt.string_attr(&$_storage)";
  let convertFromAttribute = "$_attr.str_value().map(str::to_owned)";
}

// A list of `elem` values.
class ArrayProp<Property elem = Property<>, string newSummary = "">
    : Property<"Vec<" # elem.storageType # ">",
               !if(!empty(newSummary), "array of " # elem.summary, newSummary)> {
  Property elementType = elem;
  let interfaceType = "&[" # elem.storageType # "]";
  let convertFromStorage = "$_storage.as_slice()";
  let assignToStorage = "$_storage = $_value.to_vec()";
  // Every element satisfies the element's predicate.
  let predicate = !if(!eq(elem.predicate, TruePred), TruePred,
      Concat<"$_self.iter().all(|e| ", SubstLeaves<"$_self", "e", elem.predicate>, ")">);
}

// A list of integers stored as a dense array attribute (`array<i64: 1, 2>`).
class IntArrayProp<Property elem, string newSummary = ""> : ArrayProp<elem, newSummary>;

// `p`, which may be absent.
class OptionalProp<Property p, bit canDelegateParsing = 1>
    : Property<"Option<" # p.storageType # ">", "optional " # p.summary> {
  Property baseProperty = p;
  // Written as `p` is (or `none`); `some<...>` when `p` has a default.
  bit delegatesParsing = !and(canDelegateParsing, !empty(p.defaultValue));
  let interfaceType = "Option<" # p.interfaceType # ">";
  let defaultValue = "None";
  // The value held, if any, satisfies `p`'s predicate.
  let predicate = !if(!eq(p.predicate, TruePred), TruePred,
      Or<[CPred<"$_self.is_none()">, SubstLeaves<"$_self", "$_self.unwrap()", p.predicate>]>);
}

// `p`, starting as `default` (a Rust expression).
class DefaultValuedProp<Property p, string default = "", string storageDefault = "">
    : Property<p.storageType, p.summary> {
  Property baseProperty = p;
  let interfaceType = p.interfaceType;
  let convertFromStorage = p.convertFromStorage;
  let assignToStorage = p.assignToStorage;
  let convertToAttribute = p.convertToAttribute;
  let convertFromAttribute = p.convertFromAttribute;
  let parser = p.parser;
  let printer = p.printer;
  let defaultValue = default;
  let storageTypeValueOverride = storageDefault;
  let predicate = p.predicate;
}

// `p` further restricted by `pred` (with the summary `newSummary`).
class ConfinedProperty<Property p, Pred pred, string newSummary = "">
    : DefaultValuedProp<p, p.defaultValue, p.storageTypeValueOverride> {
  let summary = !if(!empty(newSummary), p.summary, newSummary);
  let predicate = !if(!isa<CombinedPred>(p.predicate), And<[p.predicate, pred]>, pred);
}
class ConfinedProp<Property p, Pred pred, string newSummary = "">
    : ConfinedProperty<p, pred, newSummary>;

// A constant value of `prop` (a literal of its interface type) for rewrite rules: matches a
// property equal to it, and builds one.
class ConstantProp<Property prop, string val>
    : ConfinedProp<prop, CPred<"$_self == " # val>, "constant '" # prop.summary # "': " # val> {
  string value = val;
}

// Constraints on properties.
class IntPropMinValue<int n>
    : PropConstraint<CPred<"$_self >= " # n>, "whose minimum value is " # n>;
class IntPropMaxValue<int n>
    : PropConstraint<CPred<"$_self <= " # n>, "whose maximum value is " # n>;
def IntPropNonNegative : PropConstraint<CPred<"$_self >= 0">, "whose value is non-negative">;

#endif // ROPT_ODS_PROPERTIES_TD

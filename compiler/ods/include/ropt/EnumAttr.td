//===- EnumAttr.td - Enumerations as attributes -------------*- tablegen -*-===//
//
// Part of ropt's own ODS base library.
//
// An enum is a list of cases (Rust symbol, integer value, string form). It is
// used as an op attribute in two ways:
// * `I32EnumAttr`/`I64EnumAttr`/`BitEnumAttr`: stored as an integer attribute
//   whose value must be one of the cases (or a combination of bits);
// * `EnumAttr<Dialect, Enum, "mnemonic">`: a dialect attribute holding the
//   enum, printed `#dialect.mnemonic<case>` by default.
// `StrEnumAttr` stores the case's string form in a string attribute.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_ODS_ENUM_ATTR_TD
#define ROPT_ODS_ENUM_ATTR_TD

include "ropt/AttrTypeBase.td"

//===----------------------------------------------------------------------===//
// Cases
//===----------------------------------------------------------------------===//

// One case: its Rust variant name, integer value and string form.
class EnumCase<string sym, int intVal, string strVal, int widthVal> {
  string symbol = sym;
  int value = intVal;
  string str = strVal;
  int width = widthVal;
}

// A case that is also the constraint "the attribute is this case".
class IntEnumAttrCaseBase<I intType, string sym, string strVal, int intVal>
    : EnumCase<sym, intVal, strVal, intType.bitwidth>,
      Attr<And<[IntegerAttrOfPred<intType>,
                CPred<"$_self.int_value() == Some(" # intVal # ")">]>,
           "case " # strVal>;

class I32EnumCase<string sym, int val, string str = sym> : EnumCase<sym, val, str, 32>;
class I64EnumCase<string sym, int val, string str = sym> : EnumCase<sym, val, str, 64>;
class I32EnumAttrCase<string sym, int val, string str = sym>
    : IntEnumAttrCaseBase<I32, sym, str, val>;
class I64EnumAttrCase<string sym, int val, string str = sym>
    : IntEnumAttrCaseBase<I64, sym, str, val>;

// Cases of bit enums: a single bit, no bit, or a named group of bits.
class BitEnumCaseBase<string sym, int val, string str, int width>
    : EnumCase<sym, val, str, width>;
class BitEnumAttrCaseBase<I intType, string sym, int val, string str = sym>
    : BitEnumCaseBase<sym, val, str, intType.bitwidth>;
class BitEnumCaseNone<string sym, string str, int width>
    : BitEnumCaseBase<sym, 0, str, width>;
class BitEnumCaseBit<string sym, int pos, string str, int width>
    : BitEnumCaseBase<sym, !shl(1, pos), str, width> {
  int bitPosition = pos;
}
class BitEnumCaseGroup<string sym, list<BitEnumCaseBase> cases, string str = sym>
    : BitEnumCaseBase<sym, !foldl(0, cases, acc, c, !or(acc, c.value)), str,
                      !head(cases).width> {
  list<BitEnumCaseBase> members = cases;
}
class I32BitEnumCaseNone<string sym, string str = sym> : BitEnumCaseNone<sym, str, 32>;
class I64BitEnumCaseNone<string sym, string str = sym> : BitEnumCaseNone<sym, str, 64>;
class I32BitEnumCaseBit<string sym, int pos, string str = sym> : BitEnumCaseBit<sym, pos, str, 32>;
class I64BitEnumCaseBit<string sym, int pos, string str = sym> : BitEnumCaseBit<sym, pos, str, 64>;
class I32BitEnumAttrCaseNone<string sym, string str = sym> : BitEnumCaseNone<sym, str, 32>;
class I64BitEnumAttrCaseNone<string sym, string str = sym> : BitEnumCaseNone<sym, str, 64>;
class I32BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumCaseBit<sym, pos, str, 32>;
class I64BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumCaseBit<sym, pos, str, 64>;
class I32BitEnumAttrCaseGroup<string sym, list<BitEnumCaseBase> cases, string str = sym>
    : BitEnumCaseGroup<sym, cases, str>;
class I64BitEnumAttrCaseGroup<string sym, list<BitEnumCaseBase> cases, string str = sym>
    : BitEnumCaseGroup<sym, cases, str>;
// A bit case given by its value rather than its position.
class I32BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I32, sym, val, str>;
class I64BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I64, sym, val, str>;

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

// The Markdown list of the cases of an enum.
class EnumCasesDoc<list<EnumCase> cases> {
  string result =
      "Enum cases:\n" # !interleave(!foreach(c, cases, "* " # c.str # " (`" # c.symbol # "`)"),
                                    "\n");
}

// An enumeration: the Rust enum `name` with `cases`.
class EnumInfo<string name, string summaryValue, list<EnumCase> cases, int width> {
  string summary = summaryValue;
  string description = EnumCasesDoc<cases>.result;
  // The Rust module defining the enum.
  string rustModule = "";
  string className = name;
  list<EnumCase> enumerants = cases;
  int bitwidth = width;
  // The Rust integer type underneath.
  string underlyingType = "u" # width;
  // 0 for a plain enum, 1 for a bit enum.
  bit isBitEnum = 0;
}

// An enum usable as an op attribute stored as `baseAttrClass`.
class EnumAttrInfo<string name, list<EnumCase> cases, Attr baseAttrClass>
    : EnumInfo<name, baseAttrClass.summary, cases, !if(!empty(cases), 32, !head(cases).width)>,
      Attr<baseAttrClass.predicate, baseAttrClass.summary> {
  Attr baseAttr = baseAttrClass;
  let description = EnumCasesDoc<cases>.result;
  let storageType = baseAttrClass.storageType;
  let returnType = name;
  let convertFromStorage = name # "::from_value($_self.int_value().unwrap() as u64).unwrap()";
  let constBuilderCall = baseAttrClass.constBuilderCall;
  let valueType = baseAttrClass.valueType;
  // The stored integer must be one of the cases (or only valid bits).
  let storagePred = baseAttrClass.predicate;
}

// An integer enum attribute; the default summary lists the allowed values.
class IntEnumAttr<I intType, string name, string summaryText, list<IntEnumAttrCaseBase> cases>
    : EnumAttrInfo<name, cases,
                   Attr<And<[IntegerAttrOfPred<intType>, Or<!foreach(c, cases, c.predicate)>]>,
                        !if(!empty(summaryText),
                            "allowed " # intType.summary # " cases: "
                              # !interleave(!foreach(c, cases, c.value), ", "),
                            summaryText)>> {
  let underlyingType = "u" # intType.bitwidth;
  let valueType = intType;
}
class I32EnumAttr<string name, string summary, list<I32EnumAttrCase> cases>
    : IntEnumAttr<I32, name, summary, cases>;
class I64EnumAttr<string name, string summary, list<I64EnumAttrCase> cases>
    : IntEnumAttr<I64, name, summary, cases>;

// Plain enums (no attribute), for use with `EnumAttr` or properties.
class I32Enum<string name, string summary, list<EnumCase> cases>
    : EnumInfo<name, summary, cases, 32>;
class I64Enum<string name, string summary, list<EnumCase> cases>
    : EnumInfo<name, summary, cases, 64>;

// How bit enums are printed and parsed: the cases set in a value are printed
// joined by `separator`; with `printBitEnumPrimaryGroups`, groups fully set
// are printed by their name instead of their bits. Parsing accepts the
// separator surrounded by spaces.
class BitEnumBase<list<BitEnumCaseBase> cases> {
  int validBits = !foldl(0, cases, acc, c, !or(acc, c.value));
  string separator = "|";
  bit printBitEnumPrimaryGroups = 0;
  bit printBitEnumQuoted = 0;
}
class BitEnum<string name, string summary, list<BitEnumCaseBase> cases, int width>
    : EnumInfo<name, summary, cases, width>, BitEnumBase<cases> {
  let isBitEnum = 1;
}
class I32BitEnum<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnum<name, summary, cases, 32>;
class I64BitEnum<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnum<name, summary, cases, 64>;

// A bit enum stored as an integer attribute with no unknown bit set.
class BitEnumAttr<I intType, string name, string summary, list<BitEnumCaseBase> cases>
    : EnumAttrInfo<name, cases,
                   Attr<And<[IntegerAttrOfPred<intType>,
                             CPred<"(($_self.int_value().unwrap() as u64) | "
                                   # !foldl(0, cases, acc, c, !or(acc, c.value)) # ") == "
                                   # !foldl(0, cases, acc, c, !or(acc, c.value))>]>,
                        summary>>,
      BitEnumBase<cases> {
  let isBitEnum = 1;
  let underlyingType = "u" # intType.bitwidth;
  let valueType = intType;
  let printBitEnumQuoted = 1;
}
class I32BitEnumAttr<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnumAttr<I32, name, summary, cases>;
class I64BitEnumAttr<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnumAttr<I64, name, summary, cases>;

// An enum stored as a string attribute holding one of the cases' strings.
class StrEnumAttrCase<string sym, string str = sym> : EnumCase<sym, -1, str, 0>;
class StrEnumAttr<string name, string summaryText, list<StrEnumAttrCase> cases>
    : EnumInfo<name, summaryText, cases, 0>,
      Attr<And<[StrAttrPred,
                Or<!foreach(c, cases, CPred<"$_self.str_value() == Some(\"" # c.str # "\")">)>]>,
           summaryText> {
  let storageType = StrAttr.storageType;
  let returnType = name;
  let description = EnumCasesDoc<cases>.result;
  let convertFromStorage = name # "::from_str($_self.str_value().unwrap()).unwrap()";
  let constBuilderCall = "$_builder.string_attr($0.as_str())";
  let underlyingType = "";
  let storagePred = StrAttrPred;
}

// The default value of an enum attribute: one of its cases.
class DefaultValuedEnumAttr<EnumAttrInfo attr, EnumCase case>
    : DefaultValuedAttr<attr, attr.className # "::" # case.symbol>;

// The parameter of an `EnumAttr`: the enum value itself.
class EnumParameter<EnumInfo enumInfo>
    : AttrParameter<enumInfo.className, "an enum of type " # enumInfo.className> {
  EnumInfo enum = enumInfo;
  let parser = enumInfo.className # "::parse_keyword($_parser)";
  let printer = "$_printer.print_keyword($_self.as_str())";
}

// A dialect attribute holding an enum value: `#dialect.name<case>`.
class EnumAttr<Dialect dialect, EnumInfo enumInfo, string name = "", list<Trait> traits = []>
    : AttrDef<dialect, enumInfo.className, traits> {
  let summary = enumInfo.summary;
  let description = enumInfo.description;
  EnumInfo enum = enumInfo;
  let returnType = enumInfo.className;
  let convertFromStorage = "$_self.value()";
  let constBuilderCall = rustModule # "::" # rustClassName # "::get($_ctxt, $0)";
  let parameters = (ins EnumParameter<enumInfo>:$value);
  let mnemonic = name;
  let assemblyFormat = "`<` $value `>`";
  // Stored opaque as `mnemonic<...>`: the mnemonic identifies it.
  let predicate = CPred<"$_self.is_dialect_attr(\"" # dialect.name # "\", \"" # name # "\")">;
  let storagePred = predicate;
}

#endif // ROPT_ODS_ENUM_ATTR_TD

//===- AttrTypeBase.td - Dialect attributes and types -------*- tablegen -*-===//
//
// Part of ropt's own ODS base library. Definitions of dialect attributes and
// types (`AttrDef`, `TypeDef`) with parameters and an assembly format.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_ODS_ATTR_TYPE_BASE_TD
#define ROPT_ODS_ATTR_TYPE_BASE_TD

include "ropt/AttrConstraints.td"
include "ropt/Interfaces.td"

// A parameter of an attribute or type: its Rust type and accessors.
class AttrOrTypeParameter<string type, string desc, string accessorType = ""> {
  string rustType = type;
  string rustAccessorType = !if(!empty(accessorType), type, accessorType);
  string summary = desc;
  // Rust expressions parsing (`$_parser`) and printing (`$_printer`, `$_self`).
  code parser = ?;
  code printer = ?;
  // Rust expression of the default value, for optional parameters.
  code defaultValue = ?;
  bit isOptional = 0;
}
class AttrParameter<string type, string desc = "", string accessorType = "">
    : AttrOrTypeParameter<type, desc, accessorType>;
class AttributeParameter<string type, string desc = "", string accessorType = "">
    : AttrOrTypeParameter<type, desc, accessorType>;
class TypeParameter<string type, string desc = "", string accessorType = "">
    : AttrOrTypeParameter<type, desc, accessorType>;
class OptionalParameter<string type, string desc = ""> : AttrOrTypeParameter<type, desc> {
  let isOptional = 1;
  let defaultValue = "Default::default()";
}
class StringRefParameter<string desc = "", string value = "">
    : AttrOrTypeParameter<"String", desc, "&str"> {
  let printer = "$_printer.print_string(&$_self)";
  let parser = "$_parser.parse_string()";
  let defaultValue = value;
}

// Common shape of `AttrDef` and `TypeDef`.
class AttrOrTypeDef<string valueType, string name, list<Trait> defTraits,
                    string baseRustClass> {
  Dialect dialect = ?;
  string rustClassName = name # valueType;
  string rustBaseClassName = baseRustClass;
  string summary = "";
  string description = "";
  // The keyword after the dialect prefix (`#dialect.mnemonic<...>`).
  string mnemonic = ?;
  // `(ins "Type":$name, ...)` or `(ins AttrOrTypeParameter:$name, ...)`.
  dag parameters = (ins);
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;
  bit genVerifyDecl = 0;
  bit genAccessors = 1;
  bit skipDefaultBuilders = 0;
  list<Trait> traits = defTraits;
  code extraClassDeclaration = [{}];
  code extraClassDefinition = [{}];
}

// An attribute defined by a dialect.
class AttrDef<Dialect d, string name, list<Trait> traits = [],
              string baseRustClass = "ropt_ir::Attribute">
    : AttrOrTypeDef<"Attr", name, traits, baseRustClass>,
      Attr<CPred<"$_self.is_dialect_attr(\"" # d.name # "\", \"" # name # "\")">, ""> {
  let dialect = d;
  let rustModule = d.rustModule;
  string attrName = ?;
  let storageType = rustModule # "::" # rustClassName;
  let returnType = rustModule # "::" # rustClassName;
  let convertFromStorage = "$_self";
  let storagePred = predicate;
}

// A type defined by a dialect.
class TypeDef<Dialect d, string name, list<Trait> traits = [],
              string baseRustClass = "ropt_ir::Type">
    : AttrOrTypeDef<"Type", name, traits, baseRustClass>,
      Type<CPred<"$_self.is_dialect_type(\"" # d.name # "\", \"" # name # "\")">, ""> {
  let dialect = d;
  string typeName = ?;
  let rustType = d.rustModule # "::" # rustClassName;
}

#endif // ROPT_ODS_ATTR_TYPE_BASE_TD

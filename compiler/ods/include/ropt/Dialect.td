//===- Dialect.td - Dialect definitions ---------------------*- tablegen -*-===//
//
// Part of ropt's own ODS base library.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_ODS_DIALECT_TD
#define ROPT_ODS_DIALECT_TD

include "ropt/DagOperators.td"

// A dialect: a namespace of operations, attributes and types.
class Dialect {
  // The namespace prefix of the dialect's ops (`arith` in `arith.addi`).
  string name = ?;
  // One-line documentation.
  string summary = ?;
  // Longer documentation (Markdown).
  string description = ?;
  // Names of the dialects loaded together with this one.
  list<string> dependentDialects = [];
  // The Rust module path the generated code lives in (`ropt_arith`); the
  // analogue of a C++ namespace.
  string rustModule = name;
  // Rust items added to the generated dialect type.
  code extraClassDeclaration = "";
  // The dialect builds constant ops from attributes (`materialize_constant`).
  bit hasConstantMaterializer = 0;
  // The dialect verifies its discardable attributes on operations.
  bit hasOperationAttrVerify = 0;
  // ... on region arguments.
  bit hasRegionArgAttrVerify = 0;
  // ... on region results.
  bit hasRegionResultAttrVerify = 0;
  // The dialect answers interface queries for ops it does not know.
  bit hasOperationInterfaceFallback = 0;
  // Attributes and types use the printer/parser generated from their
  // `mnemonic` and `assemblyFormat`.
  bit useDefaultAttributePrinterParser = 0;
  bit useDefaultTypePrinterParser = 0;
  // The dialect defines canonicalization patterns of its own.
  bit hasCanonicalizer = 0;
  // Ops with no registration may be created in this dialect.
  bit allowUnknownOperations = 0;
  // Types with no registration may be created in this dialect.
  bit allowUnknownTypes = 0;
  // Inherent attributes are stored as properties (the default since MLIR 19).
  bit usePropertiesForAttributes = 1;
  // Discardable attributes known to the dialect: (attribute type, name) pairs
  // given as `[StrAttr, "name"]` in a dag `(ins StrAttr:$name)`.
  dag discardableAttrs = (ins);
  // Whether `Dialect.isExtensible`-like extensions may add ops later.
  bit isExtensible = 0;
}

#endif // ROPT_ODS_DIALECT_TD

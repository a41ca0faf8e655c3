//===- PDLTypes.td - The handle types of the pdl dialect -----*- tablegen -*-===//
//
// Part of ropt. The types of mlir-opt 22's `pdl` dialect, shared with
// `pdl_interp`: handles to an attribute, an operation, a type, a value, and
// `!pdl.range<T>` of a non-range handle. ropt keeps them as types of the `pdl`
// dialect in their canonical spelling (`value`, `range<type>`, ...), which the
// dialect's type parser produces (dialects/pdl/src/types.rs); the summaries are
// the ones mlir-opt's diagnostics quote.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_DIALECT_PDL_TYPES_TD
#define ROPT_DIALECT_PDL_TYPES_TD

include "ropt/OpBase.td"

// A handle type `!pdl.<mnemonic>`.
class PDL_Handle<string mnemonic, string summary>
    : OpaqueType<"pdl", mnemonic, summary> {
  string handle = mnemonic;
  let parseKind = "pdl." # mnemonic;
}

def PDL_Attribute : PDL_Handle<"attribute", "PDL handle to an `mlir::Attribute`">;
def PDL_Operation : PDL_Handle<"operation", "PDL handle to an `mlir::Operation *`">;
def PDL_Type : PDL_Handle<"type", "PDL handle to an `mlir::Type`">;
def PDL_Value : PDL_Handle<"value", "PDL handle for an `mlir::Value`">;

// Any type of the dialect.
def PDL_AnyType : Type<CPred<"$_self.is_opaque(\"pdl\", \"\")">, "pdl type"> {
  let parseKind = "pdl";
}

// `!pdl.range<T>` for one handle `T`.
class PDL_RangeOf<PDL_Handle elem>
    : Type<CPred<"$_self.is_opaque(\"pdl\", \"range<" # elem.handle # ">\")">,
           "range of " # elem.summary # " values">,
      BuildableType<"$_builder.opaque_type(\"pdl\", \"range<" # elem.handle # ">\")"> {
  let parseKind = "pdl.range";
}

// `!pdl.range<type>` or `!pdl.range<value>`.
def PDL_RangeOfTypeOrValue
    : Type<Or<[CPred<"$_self.is_opaque(\"pdl\", \"range<type>\")">,
               CPred<"$_self.is_opaque(\"pdl\", \"range<value>\")">]>,
           "range of PDL handle to an `mlir::Type` or PDL handle for an `mlir::Value` values"> {
  let parseKind = "pdl.range";
}

// A range of any handle.
def PDL_RangeOfAny : Type<CPred<"$_self.is_opaque(\"pdl\", \"range\")">,
                          "range of pdl type values"> {
  let parseKind = "pdl.range";
}

// `T` or `!pdl.range<T>`.
class PDL_InstOrRangeOf<PDL_Handle elem>
    : AnyTypeOf<[elem, PDL_RangeOf<elem>],
                "single element or range of " # elem.summary> {
  let parseKind = "pdl";
}

#endif // ROPT_DIALECT_PDL_TYPES_TD

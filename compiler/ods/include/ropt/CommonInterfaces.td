//===- CommonInterfaces.td - Interfaces used by many ops ----*- tablegen -*-===//
//
// Part of ropt's own ODS base library: the op interfaces the IR core knows.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_ODS_COMMON_INTERFACES_TD
#define ROPT_ODS_COMMON_INTERFACES_TD

include "ropt/Interfaces.td"
include "ropt/OpTraits.td"

// Ops whose result types follow from their operands and attributes.
def InferTypeOpInterface : OpInterface<"InferTypeOpInterface"> {
  let description = "Infers the result types of the op from its operands, attributes, "
                    "properties and regions.";
  let rustModule = "ropt_ir::interfaces";
  let methods = [
    StaticInterfaceMethod<"Computes the result types.",
      "Result<Vec<ropt_ir::Type>, ropt_ir::Diagnostic>", "infer_return_types",
      (ins "&ropt_ir::Context":$context, "Option<ropt_ir::Location>":$location,
           "&[ropt_ir::Type]":$operand_types, "&ropt_ir::NamedAttrs":$attributes,
           "&[ropt_ir::RegionId]":$regions)>,
    StaticInterfaceMethod<"Whether inferred and actual result types are compatible.",
      "bool", "is_compatible_return_types",
      (ins "&[ropt_ir::Type]":$lhs, "&[ropt_ir::Type]":$rhs), [{}],
      [{ lhs == rhs }]>
  ];
}
// Infers result types with a hand-written `infer_return_types` working on the
// op's typed adaptor.
def InferTypeOpAdaptor : TraitList<[DeclareOpInterfaceMethods<InferTypeOpInterface>,
                                    NativeOpTrait<"InferTypeOpAdaptor">]>;

// Ops defining a symbol (a `sym_name` attribute) in the nearest symbol table.
def Symbol : OpInterface<"SymbolOpInterface"> {
  let description = "An operation that defines a symbol.";
  let rustModule = "ropt_ir::interfaces";
  let methods = [
    InterfaceMethod<"Returns the symbol's name.", "&str", "name", (ins), [{}],
      [{ $_op.attr_str("sym_name").unwrap_or_default() }]>,
    InterfaceMethod<"Whether the symbol may be referenced from outside its table.",
      "bool", "is_public", (ins), [{}],
      [{ $_op.attr_str("sym_visibility").is_none_or(|v| v == "public") }]>,
    InterfaceMethod<"Whether the symbol is a declaration.", "bool", "is_declaration",
      (ins), [{}], [{ false }]>
  ];
}

// Ops with regions whose control flow ODS can describe.
def RegionBranchOpInterface : OpInterface<"RegionBranchOpInterface"> {
  let description = "An operation whose regions branch to each other.";
  let rustModule = "ropt_ir::interfaces";
}

// Terminators returning control to their parent region-branch op.
def RegionBranchTerminatorOpInterface : OpInterface<"RegionBranchTerminatorOpInterface"> {
  let description = "A terminator transferring control to the parent op.";
  let rustModule = "ropt_ir::interfaces";
}

// Terminators branching to successor blocks with operands.
def BranchOpInterface : OpInterface<"BranchOpInterface"> {
  let description = "A terminator with successor blocks.";
  let rustModule = "ropt_ir::interfaces";
}

// The OpAsm hooks (result names, block argument names, default dialect).
def OpAsmOpInterface : OpInterface<"OpAsmOpInterface"> {
  let description = "Customizes how the op's values and blocks are named when printed.";
  let rustModule = "ropt_ir::interfaces";
  let methods = [
    InterfaceMethod<"Suggests names for the op's results.", "Vec<(usize, String)>",
      "result_names", (ins), [{}], [{ Vec::new() }]>,
    StaticInterfaceMethod<"The dialect whose prefix may be elided in the op's regions.",
      "&'static str", "default_dialect", (ins), [{}], [{ "" }]>
  ];
}

#endif // ROPT_ODS_COMMON_INTERFACES_TD

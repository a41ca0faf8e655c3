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

// Ops referring to symbols, verified against the symbol table.
def SymbolUserOpInterface : OpInterface<"SymbolUserOpInterface"> {
  let description = "An operation that uses symbols.";
  let rustModule = "ropt_ir::interfaces";
  let methods = [
    InterfaceMethod<"Checks the symbols the op refers to.",
      "Result<(), ropt_ir::Diagnostic>", "verify_symbol_uses",
      (ins "&ropt_ir::SymbolTableCollection":$symbol_table)>
  ];
}

// Ops calling a callable (a symbol or an SSA value).
def CallOpInterface : OpInterface<"CallOpInterface"> {
  let description = "An operation that calls a callable.";
  let rustModule = "ropt_ir::interfaces";
  let methods = [
    InterfaceMethod<"The callee: a symbol reference or a value.", "ropt_ir::Callee",
      "callable_for_callee">,
    InterfaceMethod<"The operands passed to the callee.", "Vec<ropt_ir::ValueId>",
      "arg_operands">
  ];
}

// Ops with a body that can be called.
def CallableOpInterface : OpInterface<"CallableOpInterface"> {
  let description = "An operation with a body that may be called.";
  let rustModule = "ropt_ir::interfaces";
  let methods = [
    InterfaceMethod<"The region called (None for a declaration).",
      "Option<ropt_ir::RegionId>", "callable_region">,
    InterfaceMethod<"The types the callable returns.", "Vec<ropt_ir::Type>",
      "result_types">
  ];
}

// Function-like ops: a symbol with a function type and a body.
def FunctionOpInterface : OpInterface<"FunctionOpInterface",
    [Symbol, CallableOpInterface]> {
  let description = "A function: a callable symbol with a function type.";
  let rustModule = "ropt_ir::interfaces";
  let methods = [
    InterfaceMethod<"The function's type.", "ropt_ir::Type", "function_type">,
    InterfaceMethod<"The types of the arguments.", "Vec<ropt_ir::Type>", "argument_types">,
    InterfaceMethod<"The types of the results.", "Vec<ropt_ir::Type>", "function_result_types">
  ];
}

// Casts between types.
def CastOpInterface : OpInterface<"CastOpInterface"> {
  let description = "An operation casting its operands to its result types.";
  let rustModule = "ropt_ir::interfaces";
  let methods = [
    StaticInterfaceMethod<"Whether a cast from `inputs` to `outputs` is valid.", "bool",
      "are_cast_compatible", (ins "&[ropt_ir::Type]":$inputs, "&[ropt_ir::Type]":$outputs)>
  ];
}

// Loops (hoisting and other loop transformations).
def LoopLikeOpInterface : OpInterface<"LoopLikeOpInterface"> {
  let description = "A loop: regions executed repeatedly.";
  let rustModule = "ropt_ir::interfaces";
  let methods = [
    InterfaceMethod<"The regions forming the loop body.", "Vec<ropt_ir::RegionId>",
      "loop_regions">
  ];
}

// What kind (SSA-dominance or graph) each region of an op is.
def RegionKindInterface : OpInterface<"RegionKindInterface"> {
  let description = "Gives the kind of each region of the op.";
  let rustModule = "ropt_ir::interfaces";
  let methods = [
    StaticInterfaceMethod<"The kind of region `index`.", "ropt_ir::RegionKind",
      "region_kind", (ins "usize":$index)>
  ];
}
def HasOnlyGraphRegion : NativeOpTrait<"HasOnlyGraphRegion">;

// Attributes carrying a type (`42 : i32`).
def TypedAttrInterface : AttrInterface<"TypedAttr"> {
  let description = "An attribute with a type.";
  let rustModule = "ropt_ir::interfaces";
  let methods = [InterfaceMethod<"The attribute's type.", "ropt_ir::Type", "ty">];
}

// Attributes holding the elements of a vector or tensor constant.
def ElementsAttrInterface : AttrInterface<"ElementsAttr", [TypedAttrInterface]> {
  let description = "A constant holding the elements of a shaped type.";
  let rustModule = "ropt_ir::interfaces";
  let methods = [
    InterfaceMethod<"The number of elements.", "usize", "num_elements">
  ];
}

// Shaped types (tensors, vectors, memrefs).
def ShapedTypeInterface : TypeInterface<"ShapedType"> {
  let description = "A type with a shape and an element type.";
  let rustModule = "ropt_ir::interfaces";
  let methods = [
    InterfaceMethod<"The element type.", "ropt_ir::Type", "element_type">,
    InterfaceMethod<"The shape, when ranked.", "Option<Vec<i64>>", "shape">
  ];
}

#endif // ROPT_ODS_COMMON_INTERFACES_TD

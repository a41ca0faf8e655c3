//===- builtin.td - The builtin dialect's operations ---------*- tablegen -*-===//
//
// Part of ropt. The two ops of mlir-opt 22's `builtin` dialect (its types and
// attributes are implemented in ropt-ir by hand). Names, operands, traits and
// assembly formats follow MLIR; the words are ropt's own. The Rust side
// (dialects/builtin/src) parses and prints both ops with the hooks of
// `ropt_asm::builtin` (the parser needs `builtin.module` before any dialect
// crate is linked, so the syntax lives there, once), verifies the module in
// mlir-opt's order, checks the cast has results, and folds casts.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_DIALECT_BUILTIN_TD
#define ROPT_DIALECT_BUILTIN_TD

include "ropt/OpBase.td"
include "builtin/Candidates.td"

def Builtin_Dialect : Dialect {
  let name = "builtin";
  let summary = "The types, attributes and ops every context knows";
  let description = [{
    Always loaded. Its ops need no prefix in the custom form: `module` and
    `unrealized_conversion_cast`.
  }];
  let rustModule = "ropt_ir::builtin";
}

class Builtin_Op<string mnemonic, list<Trait> traits = []>
    : Op<Builtin_Dialect, mnemonic, traits>;

def ModuleOp : Builtin_Op<"module",
    [AffineScope, IsolatedFromAbove, NoRegionArguments, SymbolTable,
     DeclareOpInterfaceMethods<Symbol, ["isOptionalSymbol"]>,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getDefaultDialect"]>,
     GraphRegionNoTerminator]> {
  let summary = "the top-level container of a program";
  let description = [{
    Holds one block of ops without a terminator. It may have a symbol name and
    opens a symbol table; its ops may be of any dialect. A module without
    attributes prints as `module { ... }`.

    ```mlir
    module @m attributes {my.attr} {
      func.func private @f()
    }
    ```
  }];
  let arguments = (ins OptionalAttr<SymbolNameAttr>:$sym_name,
                       OptionalAttr<StrAttr>:$sym_visibility);
  let regions = (region SizedRegion<1>:$bodyRegion);
  // Written in Rust (`ropt_asm::builtin`, shared with the parser's fallback registration);
  // the form is `($sym_name^)? attr-dict-with-keyword $bodyRegion`.
  let hasCustomAssemblyFormat = 1;
  let builders = [OpBuilder<(ins CArg<"Option<&str>", "None">:$name)>];
  let skipDefaultBuilders = 1;
  let hasVerifier = 1;
}

def UnrealizedConversionCastOp : Builtin_Op<"unrealized_conversion_cast", [Pure]> {
  let summary = "a placeholder converting values between type systems during a conversion";
  let description = [{
    Stands for a conversion a partial lowering could not express yet; later
    passes are expected to remove it. Any number of inputs and outputs.

    ```mlir
    %y = builtin.unrealized_conversion_cast %x : i64 to !my.int
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$outputs);
  // Written in Rust (`ropt_asm::builtin`); the form is
  // `($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict`.
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

#endif // ROPT_DIALECT_BUILTIN_TD

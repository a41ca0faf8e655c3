//===- func.td - The func dialect ----------------------------*- tablegen -*-===//
//
// Part of ropt. The ops of mlir-opt 22's `func` dialect: function definitions
// and declarations, calls and returns. Names, operands, traits and assembly
// formats follow MLIR; the words are ropt's own.
//
// Hand-written Rust (dialects/func/src):
// * `func.func` (hasCustomAssemblyFormat): the function-op syntax shared with
//   other function-like ops (function_syntax.rs) --
//     func.func [visibility] @name(%arg0: i32 {attrs}, ...) -> (f32 {attrs})
//         [attributes {...}] [{ body }]
//   arguments with their attribute dictionaries (`arg_attrs`), results with
//   theirs (`res_attrs`), `sym_visibility` as a leading keyword, extra
//   attributes after `attributes`, and no region for an external declaration
//   (then argument names are omitted: `func.func private @f(i32) -> i32`).
// * verifiers (verify.rs): the Symbol and function-interface checks of
//   `func.func` (body argument types match the signature), `func.return`
//   against its function (run from the function's region verifier), the
//   symbol uses of `func.call` and `func.constant`.
// * `func.constant` folding and result name (`%f`), the dialect's constant
//   materializer, `func.call_indirect` canonicalization (canonicalize.rs), and
//   the call/callable interfaces (ropt_ir::call_interfaces).
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_DIALECT_FUNC_TD
#define ROPT_DIALECT_FUNC_TD

include "ropt/OpBase.td"

def Func_Dialect : Dialect {
  let name = "func";
  let summary = "Functions, calls and returns";
  let description = [{
    Named functions living in a symbol table, direct calls by symbol, indirect
    calls through a function-typed value, and function constants.

    ```mlir
    func.func @add(%a: i32, %b: i32) -> i32 {
      %s = arith.addi %a, %b : i32
      return %s : i32
    }
    ```
  }];
  let rustModule = "ropt_func";
  let hasConstantMaterializer = 1;
}

class Func_Op<string mnemonic, list<Trait> traits = []>
    : Op<Func_Dialect, mnemonic, traits>;

def CallOp : Func_Op<"call",
    [DeclareOpInterfaceMethods<CallOpInterface>, MemRefsNormalizable,
     DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "calls a function by its symbol";
  let description = [{
    `%r = func.call @f(%x) : (i32) -> f32`; the operand and result types must
    match the callee's signature (checked against the symbol table).
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$operands,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       UnitAttr:$no_inline);
  let results = (outs Variadic<AnyType>);
  let assemblyFormat = [{
    $callee `(` $operands `)` attr-dict `:` functional-type($operands, results)
  }];
}

// `function_inputs()`/`function_results()` give the parts of a function type.
def CallIndirectOp : Func_Op<"call_indirect",
    [DeclareOpInterfaceMethods<CallOpInterface>,
     TypesMatchWith<"callee input types match argument types",
                    "callee", "callee_operands", "$_self.function_inputs()">,
     TypesMatchWith<"callee result types match result types",
                    "callee", "results", "$_self.function_results()">]> {
  let summary = "calls the function held by an SSA value";
  let description = [{ `%r = func.call_indirect %fn(%x) : (i32) -> f32` }];
  let arguments = (ins FunctionType:$callee, Variadic<AnyType>:$callee_operands,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = "$callee `(` $callee_operands `)` attr-dict `:` type($callee)";
  let hasCanonicalizeMethod = 1;
}

def ConstantOp : Func_Op<"constant",
    [ConstantLike, Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["result_names"]>]> {
  let summary = "a function-typed value naming a function";
  let description = [{ `%f = func.constant @callee : (i32) -> i32` }];
  let arguments = (ins FlatSymbolRefAttr:$value);
  let results = (outs AnyType);
  let assemblyFormat = "attr-dict $value `:` type(results)";
  let hasFolder = 1;
}

def FuncOp : Func_Op<"func",
    [AffineScope, AutomaticAllocationScope, FunctionOpInterface,
     DeclareOpInterfaceMethods<CallableOpInterface>, IsolatedFromAbove,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getDefaultDialect"]>]> {
  let summary = "a named function with one SSA-CFG body region, or a declaration";
  let description = [{
    The body cannot use values defined outside it; its entry block arguments
    are the function's arguments. An empty region makes it an external
    declaration, which must not be public.

    ```mlir
    func.func private @ext(i64) -> i64
    func.func @id(%x: i64 {my.attr}) -> i64 attributes {inline} {
      return %x : i64
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       UnitAttr:$no_inline);
  let regions = (region AnyRegion:$body);
  let builders = [OpBuilder<(ins "&str":$name, "ropt_ir::Type":$ty,
                                 CArg<"&[ropt_ir::NamedAttr]", "&[]">:$attrs,
                                 CArg<"&[ropt_ir::Attribute]", "&[]">:$argAttrs)>];
  let hasCustomAssemblyFormat = 1;
  // The `Symbol` and `FunctionOpInterface` checks.
  let hasVerifier = 1;
  // The `func.return` ops against the signature (MLIR's `ReturnOp::verify`, run from the
  // function: a nested body does not see the attributes of the op owning it).
  let hasRegionVerifier = 1;
}

def ReturnOp : Func_Op<"return",
    [Pure, HasParent<"func.func">, MemRefsNormalizable, ReturnLike, Terminator]> {
  let summary = "returns values from a function";
  let description = [{ `func.return %a, %b : i32, f32` }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build(&mut $_builder, &mut $_state, &[]) }]>];
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  // Checked against the signature by `func.func`'s region verifier.
}

#endif // ROPT_DIALECT_FUNC_TD

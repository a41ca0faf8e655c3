//===- pdl.td - The pdl (pattern description) dialect --------*- tablegen -*-===//
//
// Part of ropt. The ops of mlir-opt 22's `pdl` dialect: a rewrite pattern
// written as IR. A `pdl.pattern` holds the matcher (operations, operands,
// results, types and attributes to look for, native constraints) and ends in
// a `pdl.rewrite` saying what to do with the match. Names, operands, traits
// and assembly formats follow MLIR; the words are ropt's own.
//
// Hand-written Rust (dialects/pdl/src):
// * types.rs: the dialect's type parser (`!pdl.value`, `!pdl.range<type>`).
// * syntax.rs: the custom directives `OperationOpAttributes` (the
//   `{"name" = %attr, ...}` list of `pdl.operation`), `RangeType` (a range's
//   result type, written only when it has no operands) and `ResultsValueType`
//   (`-> type` of `pdl.results` with an index).
// * verify.rs: the verifiers flagged below (bindable uses in the matcher,
//   inferable result types in the rewriter, connected patterns, ...).
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_DIALECT_PDL_TD
#define ROPT_DIALECT_PDL_TD

include "pdl/PDLTypes.td"

def PDL_Dialect : Dialect {
  let name = "pdl";
  let summary = "Rewrite patterns described as IR";
  let description = [{
    A pattern matches a DAG of operations and rewrites it:

    ```mlir
    pdl.pattern : benefit(1) {
      %x = pdl.operand
      %t = pdl.type
      %op = pdl.operation "test.neg"(%x : !pdl.value) -> (%t : !pdl.type)
      pdl.rewrite %op {
        pdl.replace %op with (%x : !pdl.value)
      }
    }
    ```
  }];
  let rustModule = "ropt_pdl";
}

class PDL_Op<string mnemonic, list<Trait> traits = []>
    : Op<PDL_Dialect, mnemonic, traits>;

def PDL_ApplyNativeConstraintOp
    : PDL_Op<"apply_native_constraint", [HasParent<"pdl.pattern">]> {
  let summary = "calls a constraint function registered by name";
  let description = [{
    `pdl.apply_native_constraint "isZero"(%v : !pdl.value)`: the match fails
    when the function does (or succeeds, with `isNegated = true`). It may
    return values for later use in the matcher.
  }];
  let arguments = (ins StrAttr:$name,
                       Variadic<PDL_AnyType>:$args,
                       DefaultValuedAttr<BoolAttr, "false">:$isNegated);
  let results = (outs Variadic<PDL_AnyType>:$results);
  let assemblyFormat = [{
    $name `(` $args `:` type($args) `)` (`:`  type($results)^ )? attr-dict
  }];
  let hasVerifier = 1;
}

def PDL_ApplyNativeRewriteOp
    : PDL_Op<"apply_native_rewrite", [HasParent<"pdl.rewrite">]> {
  let summary = "calls a rewrite function registered by name";
  let description = [{
    `%r = pdl.apply_native_rewrite "make"(%op : !pdl.operation) : !pdl.value`,
    inside a `pdl.rewrite`.
  }];
  let arguments = (ins StrAttr:$name, Variadic<PDL_AnyType>:$args);
  let results = (outs Variadic<PDL_AnyType>:$results);
  let assemblyFormat = [{
    $name (`(` $args^ `:` type($args) `)`)? (`:` type($results)^)? attr-dict
  }];
  let hasVerifier = 1;
}

def PDL_AttributeOp : PDL_Op<"attribute"> {
  let summary = "an attribute of the pattern";
  let description = [{
    `%a = pdl.attribute` matches any attribute, `: %t` one of a given type,
    `= 10 : i64` a constant (the only form allowed in a rewrite).
  }];
  let arguments = (ins Optional<PDL_Type>:$valueType,
                       OptionalAttr<AnyAttr>:$value);
  let results = (outs PDL_Attribute:$attr);
  let assemblyFormat = "(`:` $valueType^)? (`=` $value^)? attr-dict-with-keyword";
  let hasVerifier = 1;
}

def PDL_EraseOp : PDL_Op<"erase", [HasParent<"pdl.rewrite">]> {
  let summary = "erases a matched operation";
  let description = [{ `pdl.erase %op`, inside a `pdl.rewrite`. }];
  let arguments = (ins PDL_Operation:$opValue);
  let assemblyFormat = "$opValue attr-dict";
}

def PDL_OperandOp : PDL_Op<"operand", [HasParent<"pdl.pattern">]> {
  let summary = "an operand value of the pattern";
  let description = [{ `%v = pdl.operand : %t`, the type being optional. }];
  let arguments = (ins Optional<PDL_Type>:$valueType);
  let results = (outs PDL_Value:$value);
  let assemblyFormat = "(`:` $valueType^)? attr-dict";
  let hasVerifier = 1;
}

def PDL_OperandsOp : PDL_Op<"operands", [HasParent<"pdl.pattern">]> {
  let summary = "a range of operand values of the pattern";
  let description = [{ `%vs = pdl.operands : %ts`, the types being optional. }];
  let arguments = (ins Optional<PDL_RangeOf<PDL_Type>>:$valueType);
  let results = (outs PDL_RangeOf<PDL_Value>:$value);
  let assemblyFormat = "(`:` $valueType^)? attr-dict";
  let hasVerifier = 1;
}

def PDL_OperationOp : PDL_Op<"operation", [AttrSizedOperandSegments]> {
  let summary = "an operation to match or to create";
  let description = [{
    ```mlir
    %op = pdl.operation "test.op"(%a, %b : !pdl.value, !pdl.value)
        {"attr" = %attr} -> (%t : !pdl.type)
    ```
    Every part is optional in the matcher; the name is required in a rewrite.
  }];
  let arguments = (ins OptionalAttr<StrAttr>:$opName,
                       Variadic<PDL_InstOrRangeOf<PDL_Value>>:$operandValues,
                       Variadic<PDL_Attribute>:$attributeValues,
                       StrArrayAttr:$attributeValueNames,
                       Variadic<PDL_InstOrRangeOf<PDL_Type>>:$typeValues);
  let results = (outs PDL_Operation:$op);
  let assemblyFormat = [{
    ($opName^)? (`(` $operandValues^ `:` type($operandValues) `)`)?
    custom<OperationOpAttributes>($attributeValues, $attributeValueNames)
    (`->` `(` $typeValues^ `:` type($typeValues) `)`)? attr-dict
  }];
  let hasVerifier = 1;
}

def PDL_PatternOp : PDL_Op<"pattern", [
    IsolatedFromAbove, SingleBlock, Symbol,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getDefaultDialect"]>
  ]> {
  let summary = "a rewrite pattern";
  let description = [{
    `pdl.pattern @name : benefit(2) { ... pdl.rewrite ... }`; the symbol name
    is optional. The body is the matcher; its terminator the rewrite.
  }];
  let arguments = (ins ConfinedAttr<I16Attr, [IntNonNegative]>:$benefit,
                       OptionalAttr<SymbolNameAttr>:$sym_name);
  let regions = (region SizedRegion<1>:$bodyRegion);
  let assemblyFormat = [{
    ($sym_name^)? `:` `benefit` `(` $benefit `)` attr-dict-with-keyword $bodyRegion
  }];
  let hasRegionVerifier = 1;
}

def PDL_RangeOp : PDL_Op<"range", [Pure, HasParent<"pdl.rewrite">]> {
  let summary = "builds a range from handles and ranges";
  let description = [{
    `%r = pdl.range %a, %bs : !pdl.value, !pdl.range<value>`; with no
    operands the result type is written: `pdl.range : !pdl.range<type>`.
  }];
  let arguments = (ins Variadic<PDL_AnyType>:$arguments);
  let results = (outs PDL_RangeOfTypeOrValue:$result);
  let assemblyFormat = [{
    ($arguments^ `:` type($arguments))?
    custom<RangeType>(ref(type($arguments)), type($result))
    attr-dict
  }];
  let hasVerifier = 1;
}

def PDL_ReplaceOp : PDL_Op<"replace", [AttrSizedOperandSegments, HasParent<"pdl.rewrite">]> {
  let summary = "replaces a matched operation";
  let description = [{
    `pdl.replace %op with %other` (by the results of an operation) or
    `pdl.replace %op with (%v : !pdl.value)` (by values).
  }];
  let arguments = (ins PDL_Operation:$opValue,
                       Optional<PDL_Operation>:$replOperation,
                       Variadic<PDL_InstOrRangeOf<PDL_Value>>:$replValues);
  let assemblyFormat = [{
    $opValue `with` (`(` $replValues^ `:` type($replValues) `)`)?
    ($replOperation^)? attr-dict
  }];
  let hasVerifier = 1;
}

def PDL_ResultOp : PDL_Op<"result", [Pure]> {
  let summary = "one result of an operation";
  let description = [{ `%v = pdl.result 0 of %op` }];
  let arguments = (ins PDL_Operation:$parent, I32Attr:$index);
  let results = (outs PDL_Value:$val);
  let assemblyFormat = "$index `of` $parent attr-dict";
}

def PDL_ResultsOp : PDL_Op<"results", [Pure]> {
  let summary = "a group of results of an operation";
  let description = [{
    `%vs = pdl.results of %op` (all of them) or
    `%g = pdl.results 1 of %op -> !pdl.range<value>` (result group 1).
  }];
  let arguments = (ins PDL_Operation:$parent, OptionalAttr<I32Attr>:$index);
  let results = (outs PDL_InstOrRangeOf<PDL_Value>:$val);
  let assemblyFormat = [{
    ($index^)? `of` $parent custom<ResultsValueType>(ref($index), type($val))
    attr-dict
  }];
  let hasVerifier = 1;
}

def PDL_RewriteOp : PDL_Op<"rewrite", [
     Terminator, HasParent<"pdl.pattern">, NoTerminator, NoRegionArguments,
     SingleBlock, AttrSizedOperandSegments,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getDefaultDialect"]>
  ]> {
  let summary = "the rewrite of a pattern";
  let description = [{
    `pdl.rewrite %root { ... }` (inline) or
    `pdl.rewrite %root with "native"(%x : !pdl.value)` (a registered function).
  }];
  let arguments = (ins Optional<PDL_Operation>:$root,
                       OptionalAttr<StrAttr>:$name,
                       Variadic<PDL_AnyType>:$externalArgs);
  let regions = (region AnyRegion:$bodyRegion);
  let assemblyFormat = [{
    ($root^)? (`with` $name^ (`(` $externalArgs^ `:` type($externalArgs) `)`)?)?
              ($bodyRegion^)?
    attr-dict-with-keyword
  }];
  let hasRegionVerifier = 1;
}

def PDL_TypeOp : PDL_Op<"type"> {
  let summary = "a type of the pattern";
  let description = [{ `%t = pdl.type` (any) or `%t = pdl.type : i32`. }];
  let arguments = (ins OptionalAttr<TypeAttr>:$constantType);
  let results = (outs PDL_Type:$result);
  let assemblyFormat = "attr-dict (`:` $constantType^)?";
  let hasVerifier = 1;
}

def PDL_TypesOp : PDL_Op<"types"> {
  let summary = "a range of types of the pattern";
  let description = [{ `%ts = pdl.types` (any) or `%ts = pdl.types : [i32, f32]`. }];
  let arguments = (ins OptionalAttr<TypeArrayAttr>:$constantTypes);
  let results = (outs PDL_RangeOf<PDL_Type>:$result);
  let assemblyFormat = "attr-dict (`:` $constantTypes^)?";
  let hasVerifier = 1;
}

#endif // ROPT_DIALECT_PDL_TD

//===- pdl_interp.td - The pdl_interp dialect ----------------*- tablegen -*-===//
//
// Part of ropt. The ops of mlir-opt 22's `pdl_interp` dialect: the matcher
// function (`pdl_interp.func @matcher`) and the rewriter functions (in
// `module @rewriters`) that `-convert-pdl-to-pdl-interp` makes of a set of
// `pdl.pattern`s, and that the PDL bytecode runs. Predicates branch to one of
// two blocks, switches to one of many. Names, operands, traits and assembly
// formats follow MLIR; the words are ropt's own.
//
// Hand-written Rust (dialects/pdl_interp/src):
// * `pdl_interp.func` (hasCustomAssemblyFormat): the function-op syntax of
//   `func.func` (ropt_dialect_func::function_syntax).
// * `pdl_interp.foreach` (hasCustomAssemblyFormat):
//     pdl_interp.foreach %op : !pdl.operation in %ops { ... } -> ^next
// * the custom directives `CreateOperationOpAttributes` (as pdl's
//   `OperationOpAttributes`), `CreateOperationOpResults`
//   (`-> (%t : !pdl.type)` or `-> <inferred>`) and pdl's `RangeType`.
// * the verifiers flagged below.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_DIALECT_PDL_INTERP_TD
#define ROPT_DIALECT_PDL_INTERP_TD

include "pdl/PDLTypes.td"

def PDLInterp_Dialect : Dialect {
  let name = "pdl_interp";
  let summary = "Matcher and rewriter functions run by the PDL interpreter";
  let description = [{
    A low-level form of PDL patterns: one matcher function walks an operation
    with predicates and switches and records matches; rewriter functions
    build the replacement.

    ```mlir
    pdl_interp.func @matcher(%root : !pdl.operation) {
      pdl_interp.check_operation_name of %root is "test.op" -> ^match, ^end
    ^match:
      pdl_interp.record_match @rewriters::@r(%root : !pdl.operation) :
          benefit(1), loc([%root]) -> ^end
    ^end:
      pdl_interp.finalize
    }
    ```
  }];
  let rustModule = "ropt_pdl_interp";
  let dependentDialects = ["pdl"];
}

// An array of type arrays (`[[i32], [i64, i64]]`).
def PDLInterp_TypeArrayArrayAttr : ArrayAttrBase<
    CPred<"$_self.is_array() && $_self.array_elements().unwrap().iter().all(|&a| "
          "a.is_array() && a.array_elements().unwrap().iter().all(|&t| t.is_type_attr()))">,
    "type-array array attribute">;

class PDLInterp_Op<string mnemonic, list<Trait> traits = []>
    : Op<PDLInterp_Dialect, mnemonic, traits>;

// A check that branches to `trueDest` or `falseDest`.
class PDLInterp_PredicateOp<string mnemonic, list<Trait> traits = []>
    : PDLInterp_Op<mnemonic, !listconcat([Terminator], traits)> {
  let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);
}

// A switch to the case whose value matches, or to `defaultDest`.
class PDLInterp_SwitchOp<string mnemonic, list<Trait> traits = []>
    : PDLInterp_Op<mnemonic, !listconcat([Terminator], traits)> {
  let successors = (successor AnySuccessor:$defaultDest,
                              VariadicSuccessor<AnySuccessor>:$cases);
}

def PDLInterp_ApplyConstraintOp : PDLInterp_PredicateOp<"apply_constraint"> {
  let summary = "calls a native constraint and branches on its result";
  let description = [{
    `pdl_interp.apply_constraint "isZero"(%v : !pdl.value) -> ^ok, ^fail`
  }];
  let arguments = (ins StrAttr:$name,
                       Variadic<PDL_AnyType>:$args,
                       DefaultValuedAttr<BoolAttr, "false">:$isNegated);
  let results = (outs Variadic<PDL_AnyType>:$results);
  let assemblyFormat = [{
    $name `(` $args `:` type($args) `)` (`:` type($results)^)? attr-dict
    `->` successors
  }];
}

def PDLInterp_ApplyRewriteOp : PDLInterp_Op<"apply_rewrite"> {
  let summary = "calls a native rewrite";
  let description = [{
    `%r = pdl_interp.apply_rewrite "make"(%op : !pdl.operation) : !pdl.value`
  }];
  let arguments = (ins StrAttr:$name, Variadic<PDL_AnyType>:$args);
  let results = (outs Variadic<PDL_AnyType>:$results);
  let assemblyFormat = [{
    $name (`(` $args^ `:` type($args) `)`)? (`:` type($results)^)? attr-dict
  }];
}

def PDLInterp_AreEqualOp
    : PDLInterp_PredicateOp<"are_equal", [Pure, SameTypeOperands]> {
  let summary = "branches on whether two handles (or ranges) are equal";
  let description = [{ `pdl_interp.are_equal %a, %b : !pdl.value -> ^eq, ^ne` }];
  let arguments = (ins PDL_AnyType:$lhs, PDL_AnyType:$rhs);
  let assemblyFormat = "operands `:` type($lhs) attr-dict `->` successors";
}

def PDLInterp_BranchOp : PDLInterp_Op<"branch", [Pure, Terminator]> {
  let summary = "jumps to a block";
  let description = [{ `pdl_interp.branch ^next` }];
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = "$dest attr-dict";
}

def PDLInterp_CheckAttributeOp : PDLInterp_PredicateOp<"check_attribute", [Pure]> {
  let summary = "branches on whether an attribute is a given constant";
  let description = [{ `pdl_interp.check_attribute %a is 10 : i64 -> ^yes, ^no` }];
  let arguments = (ins PDL_Attribute:$attribute, AnyAttr:$constantValue);
  let assemblyFormat = [{
    $attribute `is` $constantValue attr-dict `->` successors
  }];
}

def PDLInterp_CheckOperandCountOp
    : PDLInterp_PredicateOp<"check_operand_count", [Pure]> {
  let summary = "branches on an operation's number of operands";
  let description = [{
    `pdl_interp.check_operand_count of %op is at_least 2 -> ^yes, ^no`
  }];
  let arguments = (ins PDL_Operation:$inputOp,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$count,
                       UnitAttr:$compareAtLeast);
  let assemblyFormat = [{
    `of` $inputOp `is` (`at_least` $compareAtLeast^)? $count attr-dict
    `->` successors
  }];
}

def PDLInterp_CheckOperationNameOp
    : PDLInterp_PredicateOp<"check_operation_name", [Pure]> {
  let summary = "branches on an operation's name";
  let description = [{
    `pdl_interp.check_operation_name of %op is "test.op" -> ^yes, ^no`
  }];
  let arguments = (ins PDL_Operation:$inputOp, StrAttr:$name);
  let assemblyFormat = "`of` $inputOp `is` $name attr-dict `->` successors";
}

def PDLInterp_CheckResultCountOp
    : PDLInterp_PredicateOp<"check_result_count", [Pure]> {
  let summary = "branches on an operation's number of results";
  let description = [{
    `pdl_interp.check_result_count of %op is 1 -> ^yes, ^no`
  }];
  let arguments = (ins PDL_Operation:$inputOp,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$count,
                       UnitAttr:$compareAtLeast);
  let assemblyFormat = [{
    `of` $inputOp `is` (`at_least` $compareAtLeast^)? $count attr-dict
    `->` successors
  }];
}

def PDLInterp_CheckTypeOp : PDLInterp_PredicateOp<"check_type", [Pure]> {
  let summary = "branches on whether a type is a given one";
  let description = [{ `pdl_interp.check_type %t is i32 -> ^yes, ^no` }];
  let arguments = (ins PDL_Type:$value, TypeAttr:$type);
  let assemblyFormat = "$value `is` $type attr-dict `->` successors";
}

def PDLInterp_CheckTypesOp : PDLInterp_PredicateOp<"check_types", [Pure]> {
  let summary = "branches on whether a range of types is a given list";
  let description = [{ `pdl_interp.check_types %ts are [i32, f32] -> ^yes, ^no` }];
  let arguments = (ins PDL_RangeOf<PDL_Type>:$value, TypeArrayAttr:$types);
  let assemblyFormat = "$value `are` $types attr-dict `->` successors";
}

def PDLInterp_ContinueOp
    : PDLInterp_Op<"continue", [Pure, HasParent<"pdl_interp.foreach">, Terminator]> {
  let summary = "ends an iteration of a `pdl_interp.foreach`";
  let description = [{ `pdl_interp.continue` }];
  let assemblyFormat = "attr-dict";
}

def PDLInterp_CreateAttributeOp : PDLInterp_Op<"create_attribute", [Pure]> {
  let summary = "a handle to a constant attribute";
  let description = [{ `%a = pdl_interp.create_attribute 10 : i64` }];
  let arguments = (ins AnyAttr:$value);
  let results = (outs PDL_Attribute:$attribute);
  let assemblyFormat = "$value attr-dict-with-keyword";
}

def PDLInterp_CreateOperationOp
    : PDLInterp_Op<"create_operation", [AttrSizedOperandSegments]> {
  let summary = "creates an operation";
  let description = [{
    ```mlir
    %op = pdl_interp.create_operation "test.op"(%a : !pdl.value)
        {"attr" = %attr} -> (%t : !pdl.type)
    %op2 = pdl_interp.create_operation "arith.addi"(%x, %y : !pdl.value, !pdl.value)
        -> <inferred>
    ```
  }];
  let arguments = (ins StrAttr:$name,
                       Variadic<PDL_InstOrRangeOf<PDL_Value>>:$inputOperands,
                       Variadic<PDL_Attribute>:$inputAttributes,
                       StrArrayAttr:$inputAttributeNames,
                       Variadic<PDL_InstOrRangeOf<PDL_Type>>:$inputResultTypes,
                       UnitAttr:$inferredResultTypes);
  let results = (outs PDL_Operation:$resultOp);
  let assemblyFormat = [{
    $name (`(` $inputOperands^ `:` type($inputOperands) `)`)? ``
    custom<CreateOperationOpAttributes>($inputAttributes, $inputAttributeNames)
    custom<CreateOperationOpResults>($inputResultTypes, type($inputResultTypes),
                                     $inferredResultTypes)
    attr-dict
  }];
  let hasVerifier = 1;
}

def PDLInterp_CreateTypeOp : PDLInterp_Op<"create_type", [Pure]> {
  let summary = "a handle to a constant type";
  let description = [{ `%t = pdl_interp.create_type i32` }];
  let arguments = (ins TypeAttr:$value);
  let results = (outs PDL_Type:$result);
  let assemblyFormat = "$value attr-dict";
}

def PDLInterp_CreateTypesOp : PDLInterp_Op<"create_types", [Pure]> {
  let summary = "a handle to a range of constant types";
  let description = [{ `%ts = pdl_interp.create_types [i32, f32]` }];
  let arguments = (ins TypeArrayAttr:$value);
  let results = (outs PDL_RangeOf<PDL_Type>:$result);
  let assemblyFormat = "$value attr-dict";
}

def PDLInterp_EraseOp : PDLInterp_Op<"erase"> {
  let summary = "erases an operation";
  let description = [{ `pdl_interp.erase %op` }];
  let arguments = (ins PDL_Operation:$inputOp);
  let assemblyFormat = "$inputOp attr-dict";
}

def PDLInterp_ExtractOp
    : PDLInterp_Op<"extract", [Pure,
        TypesMatchWith<"`range` is a PDL range whose element type matches type of `result`",
                       "result", "range", "$_self.opaque_wrap(\"range<\", \">\")">]> {
  let summary = "one element of a range";
  let description = [{ `%v = pdl_interp.extract 1 of %vs : !pdl.value` }];
  let arguments = (ins PDL_RangeOfAny:$range,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$index);
  let results = (outs PDL_AnyType:$result);
  let assemblyFormat = "$index `of` $range `:` type($result) attr-dict";
}

def PDLInterp_FinalizeOp : PDLInterp_Op<"finalize", [Pure, Terminator]> {
  let summary = "ends a matcher or a rewriter";
  let description = [{ `pdl_interp.finalize` }];
  let assemblyFormat = "attr-dict";
}

def PDLInterp_ForEachOp : PDLInterp_Op<"foreach", [Terminator]> {
  let summary = "runs its region for each element of a range";
  let description = [{
    ```mlir
    pdl_interp.foreach %op : !pdl.operation in %ops {
      ...
      pdl_interp.continue
    } -> ^next
    ```
  }];
  let arguments = (ins PDL_RangeOfAny:$values);
  let regions = (region AnyRegion:$region);
  let successors = (successor AnySuccessor:$successor);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def PDLInterp_FuncOp : PDLInterp_Op<"func", [FunctionOpInterface, IsolatedFromAbove]> {
  let summary = "a matcher or rewriter function";
  let description = [{
    `pdl_interp.func @matcher(%root : !pdl.operation) { ... }`, with the
    syntax of `func.func`.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region MinSizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
}

def PDLInterp_GetAttributeOp : PDLInterp_Op<"get_attribute", [Pure]> {
  let summary = "an attribute of an operation, by name";
  let description = [{ `%a = pdl_interp.get_attribute "value" of %op` }];
  let arguments = (ins PDL_Operation:$inputOp, StrAttr:$name);
  let results = (outs PDL_Attribute:$attribute);
  let assemblyFormat = "$name `of` $inputOp attr-dict";
}

def PDLInterp_GetAttributeTypeOp : PDLInterp_Op<"get_attribute_type", [Pure]> {
  let summary = "the type of an attribute";
  let description = [{ `%t = pdl_interp.get_attribute_type of %a` }];
  let arguments = (ins PDL_Attribute:$value);
  let results = (outs PDL_Type:$result);
  let assemblyFormat = "`of` $value attr-dict";
}

def PDLInterp_GetDefiningOpOp : PDLInterp_Op<"get_defining_op", [Pure]> {
  let summary = "the operation defining a value (or the first of a range)";
  let description = [{ `%op = pdl_interp.get_defining_op of %v : !pdl.value` }];
  let arguments = (ins PDL_InstOrRangeOf<PDL_Value>:$value);
  let results = (outs PDL_Operation:$inputOp);
  let assemblyFormat = "`of` $value `:` type($value) attr-dict";
}

def PDLInterp_GetOperandOp : PDLInterp_Op<"get_operand", [Pure]> {
  let summary = "an operand of an operation";
  let description = [{ `%v = pdl_interp.get_operand 1 of %op` }];
  let arguments = (ins PDL_Operation:$inputOp,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$index);
  let results = (outs PDL_Value:$value);
  let assemblyFormat = "$index `of` $inputOp attr-dict";
}

def PDLInterp_GetOperandsOp : PDLInterp_Op<"get_operands", [Pure]> {
  let summary = "an operand group of an operation, or all its operands";
  let description = [{ `%vs = pdl_interp.get_operands 1 of %op : !pdl.range<value>` }];
  let arguments = (ins PDL_Operation:$inputOp,
                       OptionalAttr<ConfinedAttr<I32Attr, [IntNonNegative]>>:$index);
  let results = (outs PDL_InstOrRangeOf<PDL_Value>:$value);
  let assemblyFormat = "($index^)? `of` $inputOp `:` type($value) attr-dict";
}

def PDLInterp_GetResultOp : PDLInterp_Op<"get_result", [Pure]> {
  let summary = "a result of an operation";
  let description = [{ `%v = pdl_interp.get_result 0 of %op` }];
  let arguments = (ins PDL_Operation:$inputOp,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$index);
  let results = (outs PDL_Value:$value);
  let assemblyFormat = "$index `of` $inputOp attr-dict";
}

def PDLInterp_GetResultsOp : PDLInterp_Op<"get_results", [Pure]> {
  let summary = "a result group of an operation, or all its results";
  let description = [{ `%vs = pdl_interp.get_results of %op : !pdl.range<value>` }];
  let arguments = (ins PDL_Operation:$inputOp,
                       OptionalAttr<ConfinedAttr<I32Attr, [IntNonNegative]>>:$index);
  let results = (outs PDL_InstOrRangeOf<PDL_Value>:$value);
  let assemblyFormat = "($index^)? `of` $inputOp `:` type($value) attr-dict";
}

def PDLInterp_GetUsersOp : PDLInterp_Op<"get_users", [Pure]> {
  let summary = "the operations using a value (or every value of a range)";
  let description = [{ `%ops = pdl_interp.get_users of %v : !pdl.value` }];
  let arguments = (ins PDL_InstOrRangeOf<PDL_Value>:$value);
  let results = (outs PDL_RangeOf<PDL_Operation>:$operations);
  let assemblyFormat = "`of` $value `:` type($value) attr-dict";
}

def PDLInterp_GetValueTypeOp : PDLInterp_Op<"get_value_type", [Pure,
    TypesMatchWith<"`value` type matches arity of `result`",
                   "result", "value", "$_self.opaque_replace(\"type\", \"value\")">]> {
  let summary = "the type of a value (or the types of a range)";
  let description = [{ `%t = pdl_interp.get_value_type of %v : !pdl.type` }];
  let arguments = (ins PDL_InstOrRangeOf<PDL_Value>:$value);
  let results = (outs PDL_InstOrRangeOf<PDL_Type>:$result);
  let assemblyFormat = "`of` $value `:` type($result) attr-dict";
}

def PDLInterp_IsNotNullOp : PDLInterp_PredicateOp<"is_not_null", [Pure]> {
  let summary = "branches on whether a handle is set";
  let description = [{ `pdl_interp.is_not_null %op : !pdl.operation -> ^yes, ^no` }];
  let arguments = (ins PDL_AnyType:$value);
  let assemblyFormat = "$value `:` type($value) attr-dict `->` successors";
}

def PDLInterp_CreateRangeOp : PDLInterp_Op<"create_range", [Pure]> {
  let summary = "builds a range from handles and ranges";
  let description = [{ `%r = pdl_interp.create_range %a, %bs : !pdl.value, !pdl.range<value>` }];
  let arguments = (ins Variadic<PDL_AnyType>:$arguments);
  let results = (outs PDL_RangeOfTypeOrValue:$result);
  let assemblyFormat = [{
    ($arguments^ `:` type($arguments))?
    custom<RangeType>(ref(type($arguments)), type($result))
    attr-dict
  }];
  let hasVerifier = 1;
}

def PDLInterp_RecordMatchOp
    : PDLInterp_Op<"record_match", [AttrSizedOperandSegments, Terminator]> {
  let summary = "records a match and the rewriter to run for it";
  let description = [{
    ```mlir
    pdl_interp.record_match @rewriters::@r(%a : !pdl.value) : benefit(1),
        generatedOps(["test.new"]), loc([%root]), root("test.op") -> ^next
    ```
  }];
  let arguments = (ins Variadic<PDL_AnyType>:$inputs,
                       Variadic<PDL_Operation>:$matchedOps,
                       SymbolRefAttr:$rewriter,
                       OptionalAttr<StrAttr>:$rootKind,
                       OptionalAttr<StrArrayAttr>:$generatedOps,
                       ConfinedAttr<I16Attr, [IntNonNegative]>:$benefit);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = [{
    $rewriter (`(` $inputs^ `:` type($inputs) `)`)? `:`
    `benefit` `(` $benefit `)` `,`
    (`generatedOps` `(` $generatedOps^ `)` `,`)?
    `loc` `(` `[` $matchedOps `]` `)`
    (`,` `root` `(` $rootKind^ `)`)? attr-dict `->` $dest
  }];
}

def PDLInterp_ReplaceOp : PDLInterp_Op<"replace"> {
  let summary = "replaces an operation's results by values";
  let description = [{ `pdl_interp.replace %op with (%v : !pdl.value)` }];
  let arguments = (ins PDL_Operation:$inputOp,
                       Variadic<PDL_InstOrRangeOf<PDL_Value>>:$replValues);
  let assemblyFormat = [{
    $inputOp `with` ` ` `(` ($replValues^ `:` type($replValues))? `)`
    attr-dict
  }];
}

def PDLInterp_SwitchAttributeOp : PDLInterp_SwitchOp<"switch_attribute", [Pure]> {
  let summary = "switches on an attribute's value";
  let description = [{
    `pdl_interp.switch_attribute %a to [10, true](^ten, ^yes) -> ^default`
  }];
  let arguments = (ins PDL_Attribute:$attribute, ArrayAttr:$caseValues);
  let assemblyFormat = [{
    $attribute `to` $caseValues `(` $cases `)` attr-dict `->` $defaultDest
  }];
  let hasVerifier = 1;
}

def PDLInterp_SwitchOperandCountOp : PDLInterp_SwitchOp<"switch_operand_count", [Pure]> {
  let summary = "switches on an operation's number of operands";
  let description = [{
    `pdl_interp.switch_operand_count of %op to dense<[0, 1]> : vector<2xi32>(^a, ^b) -> ^d`
  }];
  let arguments = (ins PDL_Operation:$inputOp, I32ElementsAttr:$caseValues);
  let assemblyFormat = [{
    `of` $inputOp `to` $caseValues `(` $cases `)` attr-dict `->` $defaultDest
  }];
  let hasVerifier = 1;
}

def PDLInterp_SwitchOperationNameOp
    : PDLInterp_SwitchOp<"switch_operation_name", [Pure]> {
  let summary = "switches on an operation's name";
  let description = [{
    `pdl_interp.switch_operation_name of %op to ["a.x", "b.y"](^x, ^y) -> ^d`
  }];
  let arguments = (ins PDL_Operation:$inputOp, StrArrayAttr:$caseValues);
  let assemblyFormat = [{
    `of` $inputOp `to` $caseValues `(` $cases `)` attr-dict `->` $defaultDest
  }];
  let hasVerifier = 1;
}

def PDLInterp_SwitchResultCountOp : PDLInterp_SwitchOp<"switch_result_count", [Pure]> {
  let summary = "switches on an operation's number of results";
  let description = [{
    `pdl_interp.switch_result_count of %op to dense<[0, 1]> : vector<2xi32>(^a, ^b) -> ^d`
  }];
  let arguments = (ins PDL_Operation:$inputOp, I32ElementsAttr:$caseValues);
  let assemblyFormat = [{
    `of` $inputOp `to` $caseValues `(` $cases `)` attr-dict `->` $defaultDest
  }];
  let hasVerifier = 1;
}

def PDLInterp_SwitchTypeOp : PDLInterp_SwitchOp<"switch_type", [Pure]> {
  let summary = "switches on a type";
  let description = [{ `pdl_interp.switch_type %t to [i32, i64](^a, ^b) -> ^d` }];
  let arguments = (ins PDL_Type:$value, TypeArrayAttr:$caseValues);
  let assemblyFormat = [{
    $value `to` $caseValues `(` $cases `)` attr-dict `->` $defaultDest
  }];
  let hasVerifier = 1;
}

def PDLInterp_SwitchTypesOp : PDLInterp_SwitchOp<"switch_types", [Pure]> {
  let summary = "switches on a range of types";
  let description = [{
    `pdl_interp.switch_types %ts to [[i32], [i64, i64]](^a, ^b) -> ^d`
  }];
  let arguments = (ins
    PDL_RangeOf<PDL_Type>:$value,
    PDLInterp_TypeArrayArrayAttr:$caseValues
  );
  let assemblyFormat = [{
    $value `to` $caseValues `(` $cases `)` attr-dict `->` $defaultDest
  }];
  let hasVerifier = 1;
}

#endif // ROPT_DIALECT_PDL_INTERP_TD

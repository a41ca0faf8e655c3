//===- cf.td - The cf (control flow) dialect -----------------*- tablegen -*-===//
//
// Part of ropt. The ops of mlir-opt 22's `cf` dialect: unstructured control
// flow between the blocks of a region. Names, operands, traits and assembly
// formats follow MLIR; the words are ropt's own.
//
// Hand-written Rust the generated code expects:
// * `cf.switch`: the custom directive `SwitchOpCases` (`parse_switch_op_cases`
//   / `print_switch_op_cases`), which reads and prints
//     default: ^bb(%a : i32),
//     42: ^bb1,
//     43: ^bb2(%b : i32)
//   one case per line (values typed by `ref(type($flag))`); plus its verifier.
// * `hasCanonicalizer`/`hasCanonicalizeMethod` as flagged on each op.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_DIALECT_CF_TD
#define ROPT_DIALECT_CF_TD

include "ropt/OpBase.td"
include "builtin/Candidates.td"

def ControlFlow_Dialect : Dialect {
  let name = "cf";
  let summary = "Branches between the blocks of a region";
  let description = [{
    Terminators transferring control to successor blocks, passing values as
    block arguments, and a runtime assertion.

    ```mlir
    cf.cond_br %c, ^then(%x : i32), ^else
    ```
  }];
  let rustModule = "ropt_cf";
  let dependentDialects = ["arith"];
}

class CF_Op<string mnemonic, list<Trait> traits = []>
    : Op<ControlFlow_Dialect, mnemonic, traits>;

defvar CF_Branch = DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>;

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

def AssertOp : CF_Op<"assert", [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "aborts with a message when a condition is false";
  let description = [{
    `cf.assert %ok, "bounds check failed"`. Lowerings may turn a false
    condition into a runtime abort printing `msg`.
  }];
  let arguments = (ins I1:$arg, StrAttr:$msg);
  let assemblyFormat = "$arg `,` $msg attr-dict";
  let hasCanonicalizeMethod = 1;
}

def BranchOp : CF_Op<"br", [CF_Branch, Pure, Terminator]> {
  let summary = "jumps to a block, passing it values";
  let description = [{ `cf.br ^bb1(%x, %y : i32, f32)` }];
  let arguments = (ins Variadic<AnyType>:$destOperands);
  let successors = (successor AnySuccessor:$dest);
  let builders = [OpBuilder<(ins "ropt_ir::BlockId":$dest,
                                 CArg<"&[ropt_ir::ValueId]", "&[]">:$destOperands)>];
  let assemblyFormat = [{
    $dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict
  }];
  let hasCanonicalizeMethod = 1;
  // The `BranchOpInterface` checks of the successor operands.
  let hasVerifier = 1;
}

def CondBranchOp : CF_Op<"cond_br",
    [AttrSizedOperandSegments, CF_Branch, WeightedBranchOpInterface, Pure, Terminator]> {
  let summary = "jumps to one of two blocks depending on an i1";
  let description = [{
    `cf.cond_br %c weights([90, 10]), ^bb1(%x : i32), ^bb2`; the optional
    weights give the relative likelihood of each successor.
  }];
  let arguments = (ins I1:$condition, Variadic<AnyType>:$trueDestOperands,
                       Variadic<AnyType>:$falseDestOperands,
                       OptionalAttr<DenseI32ArrayAttr>:$branch_weights);
  let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);
  let assemblyFormat = [{
    $condition (`weights` `(` $branch_weights^ `)` )? `,`
    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
    attr-dict
  }];
  let hasCanonicalizer = 1;
  // The `BranchOpInterface` checks of the successor operands and the branch weights.
  let hasVerifier = 1;
}

def SwitchOp : CF_Op<"switch", [AttrSizedOperandSegments, CF_Branch, Pure, Terminator]> {
  let summary = "jumps to the block whose case value equals an integer flag";
  let description = [{
    ```mlir
    cf.switch %flag : i32, [
      default: ^bb1(%a : i32),
      42: ^bb2,
      43: ^bb3(%b : i32)
    ]
    ```
  }];
  let arguments = (ins AnyInteger:$flag, Variadic<AnyType>:$defaultOperands,
                       VariadicOfVariadic<AnyType, "case_operand_segments">:$caseOperands,
                       OptionalAttr<AnyIntElementsAttr>:$case_values,
                       DenseI32ArrayAttr:$case_operand_segments);
  let successors = (successor AnySuccessor:$defaultDestination,
                              VariadicSuccessor<AnySuccessor>:$caseDestinations);
  // Written in Rust (`switch_asm`): MLIR's format
  //   $flag `:` type($flag) `,` `[` `\n`
  //     custom<SwitchOpCases>(ref(type($flag)),$defaultDestination,
  //                           $defaultOperands, type($defaultOperands),
  //                           $case_values, $caseDestinations,
  //                           $caseOperands, type($caseOperands))
  //   `]` attr-dict
  let hasCustomAssemblyFormat = 1;
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

#endif // ROPT_DIALECT_CF_TD

//===- scf.td - The scf (structured control flow) dialect ----*- tablegen -*-===//
//
// Part of ropt. The ops of mlir-opt 22's `scf` dialect: loops and conditionals
// whose bodies are regions. Names, operands, traits and assembly formats follow
// MLIR; the words are ropt's own.
//
// Most ops have hand-written syntax (hasCustomAssemblyFormat): the Rust side
// provides `parse`/`print` for scf.for, scf.if, scf.while, scf.execute_region,
// scf.forall, scf.forall.in_parallel and scf.parallel (each op documents its
// form below), and scf.index_switch (whose format uses the custom directive
// `SwitchCases`, which the format interpreter cannot run: the whole form is
// hand-written in Rust, src/syntax.rs).
// Implicit `scf.yield`/`scf.reduce` terminators are elided when printing
// (SingleBlockImplicitTerminator) exactly as mlir-opt does: only when the
// terminator has no operands and no attributes.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_DIALECT_SCF_TD
#define ROPT_DIALECT_SCF_TD

include "ropt/OpBase.td"
include "builtin/Candidates.td"

def SCF_Dialect : Dialect {
  let name = "scf";
  let summary = "Structured control flow: loops and conditionals with region bodies";
  let description = [{
    Control flow expressed by nesting instead of branches: `scf.if`,
    `scf.for`, `scf.while`, `scf.index_switch`, the parallel loops
    `scf.parallel` and `scf.forall`, and their terminators.
  }];
  let rustModule = "ropt_scf";
  let dependentDialects = ["arith"];
}

class SCF_Op<string mnemonic, list<Trait> traits = []>
    : Op<SCF_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Terminators with declarative formats
//===----------------------------------------------------------------------===//

def ConditionOp : SCF_Op<"condition",
    [HasParent<"scf.while">,
     DeclareOpInterfaceMethods<RegionBranchTerminatorOpInterface, ["getSuccessorRegions"]>,
     Pure, Terminator]> {
  let summary = "ends the `before` region of scf.while: continue with args, or exit";
  let description = [{
    `scf.condition(%go) %a, %b : i32, f32`: when `%go` is true the values are
    passed to the `after` region, otherwise they become the loop's results.
  }];
  let arguments = (ins I1:$condition, Variadic<AnyType>:$args);
  let assemblyFormat = "`(` $condition `)` attr-dict ($args^ `:` type($args))?";
}

def YieldOp : SCF_Op<"yield",
    [Pure, ReturnLike, Terminator,
     ParentOneOf<["scf.execute_region", "scf.for", "scf.if", "scf.index_switch",
                  "scf.while"]>]> {
  let summary = "ends an scf region, giving its values to the parent op";
  let description = [{
    `scf.yield %a : i32`; the values must match what the parent expects (its
    results, or the next iteration's arguments).
  }];
  let arguments = (ins Variadic<AnyType>:$results);
  let builders = [OpBuilder<(ins), [{ }]>];
  let assemblyFormat = "attr-dict ($results^ `:` type($results))?";
}

//===----------------------------------------------------------------------===//
// scf.execute_region
//===----------------------------------------------------------------------===//

// Custom assembly: `scf.execute_region [-> (types)] [no_inline] attr-dict-with-keyword
// { region }` (one result type is printed without parentheses).
def ExecuteRegionOp : SCF_Op<"execute_region",
    [DeclareOpInterfaceMethods<RegionBranchOpInterface>, RecursiveMemoryEffects]> {
  let summary = "runs its (multi-block) region once and yields its values";
  let description = [{
    Lets unstructured control flow appear where a single block is required:

    ```mlir
    %r = scf.execute_region -> i32 {
      cf.cond_br %c, ^a, ^b
    ^a:
      scf.yield %x : i32
    ^b:
      scf.yield %y : i32
    }
    ```
  }];
  let arguments = (ins UnitAttr:$no_inline);
  let results = (outs Variadic<AnyType>);
  let regions = (region AnyRegion:$region);
  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// scf.for
//===----------------------------------------------------------------------===//

// Custom assembly:
//   scf.for [unsigned] %iv = %lb to %ub step %step
//       [iter_args(%acc = %init, ...) -> (types)] [: type] attr-dict { body }
// The `: type` of the bounds is printed only when it is not `index` (after two
// spaces when iter_args are present, as mlir-opt prints it). The body's block
// arguments are the induction variable and the iteration arguments.
def ForOp : SCF_Op<"for",
    [AutomaticAllocationScope,
     DeclareOpInterfaceMethods<LoopLikeOpInterface>,
     AllTypesMatch<["lowerBound", "upperBound", "step"]>,
     ConditionallySpeculatable,
     DeclareOpInterfaceMethods<RegionBranchOpInterface, ["getEntrySuccessorOperands"]>,
     SingleBlockImplicitTerminator<"scf.yield">,
     RecursiveMemoryEffects]> {
  let summary = "a counted loop from a lower to an upper bound by a step, with loop-carried values";
  let description = [{
    Runs the body for `lb, lb + step, ...` while below `ub` (signed comparison,
    or unsigned with `unsigned`). Iteration arguments start as the `iter_args`
    initial values and take the values yielded by each iteration; the final
    ones are the results.

    ```mlir
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = arith.addf %acc, %one : f32
      scf.yield %v : f32
    }
    ```
  }];
  let arguments = (ins AnySignlessIntegerOrIndex:$lowerBound,
                       AnySignlessIntegerOrIndex:$upperBound,
                       AnySignlessIntegerOrIndex:$step,
                       Variadic<AnyType>:$initArgs,
                       UnitAttr:$unsignedCmp);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$region);
  let skipDefaultBuilders = 1;
  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// scf.forall
//===----------------------------------------------------------------------===//

// Custom assembly:
//   scf.forall (%i, %j) in (%n, 8) [shared_outs(%o = %t, ...) -> (types)]
//       [attr-dict] { body }                         (normalized: lbs 0, steps 1)
//   scf.forall (%i) = (%lb) to (%ub) step (%s) [shared_outs(...) -> (...)] { body }
// Bounds mix SSA values and integers (dynamic/static lists, printed like
// `printDynamicIndexList`); `mapping` is printed in the attr-dict.
def ForallOp : SCF_Op<"forall",
    [AttrSizedOperandSegments, AutomaticAllocationScope,
     DeclareOpInterfaceMethods<LoopLikeOpInterface>,
     RecursiveMemoryEffects,
     SingleBlockImplicitTerminator<"scf.forall.in_parallel">,
     RegionBranchOpInterface,
     DestinationStyleOpInterface, HasParallelRegion]> {
  let summary = "a multi-dimensional loop whose iterations may run in parallel";
  let description = [{
    Each iteration writes its part of the `shared_outs` tensors through the
    ops of its `scf.forall.in_parallel` terminator; the results are the
    combined tensors.
  }];
  let arguments = (ins Variadic<Index>:$dynamicLowerBound,
                       Variadic<Index>:$dynamicUpperBound,
                       Variadic<Index>:$dynamicStep,
                       DenseI64ArrayAttr:$staticLowerBound,
                       DenseI64ArrayAttr:$staticUpperBound,
                       DenseI64ArrayAttr:$staticStep,
                       Variadic<AnyRankedTensor>:$outputs,
                       OptionalAttr<DeviceMappingArrayAttr>:$mapping);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$region);
  let skipDefaultBuilders = 1;
  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

// Custom assembly: `scf.forall.in_parallel { ops }` (attr-dict after the region).
def InParallelOp : SCF_Op<"forall.in_parallel",
    [Pure, Terminator, DeclareOpInterfaceMethods<InParallelOpInterface>,
     HasParent<"scf.forall">, GraphRegionNoTerminator]> {
  let summary = "ends an scf.forall body with the ops that write its shared outputs";
  let regions = (region SizedRegion<1>:$region);
  let skipDefaultBuilders = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// scf.if
//===----------------------------------------------------------------------===//

// Custom assembly:
//   scf.if %cond [-> (types)] { then } [else { else }] attr-dict
// The else region is omitted when empty; implicit yields are elided.
def IfOp : SCF_Op<"if",
    [DeclareOpInterfaceMethods<RegionBranchOpInterface,
        ["getNumRegionInvocations", "getRegionInvocationBounds",
         "getEntrySuccessorRegions"]>,
     InferTypeOpAdaptor, SingleBlockImplicitTerminator<"scf.yield">,
     RecursiveMemoryEffects, RecursivelySpeculatable, NoRegionArguments]> {
  let summary = "runs one of two regions depending on an i1, yielding values";
  let description = [{
    ```mlir
    %m = scf.if %c -> (i32) {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    ```
    With results, both regions must be present and yield matching values.
  }];
  let arguments = (ins I1:$condition);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$thenRegion, MaxSizedRegion<1>:$elseRegion);
  let skipDefaultBuilders = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// scf.parallel, scf.reduce, scf.reduce.return
//===----------------------------------------------------------------------===//

// Custom assembly:
//   scf.parallel (%i, %j) = (%lb0, %lb1) to (%ub0, %ub1) step (%s0, %s1)
//       [init (%v, ...) -> types] attr-dict { body }
// (several result types are printed as a comma-separated list without
// parentheses; the body ends with scf.reduce).
def ParallelOp : SCF_Op<"parallel",
    [AutomaticAllocationScope, AttrSizedOperandSegments,
     DeclareOpInterfaceMethods<LoopLikeOpInterface>,
     RecursiveMemoryEffects,
     RegionBranchOpInterface,
     SingleBlockImplicitTerminator<"scf.reduce">,
     HasParallelRegion]> {
  let summary = "a multi-dimensional loop with parallel iterations and reductions";
  let description = [{
    Each induction variable runs from its lower bound by its step while below
    its upper bound. Values passed to `scf.reduce` are combined, starting from
    the `init` values, into the results.
  }];
  let arguments = (ins Variadic<Index>:$lowerBound, Variadic<Index>:$upperBound,
                       Variadic<Index>:$step, Variadic<AnyType>:$initVals);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$region);
  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def ReduceOp : SCF_Op<"reduce",
    [Terminator, HasParent<"scf.parallel">, RecursiveMemoryEffects,
     RegionBranchTerminatorOpInterface]> {
  let summary = "ends an scf.parallel body, giving one value per reduction";
  let description = [{
    Each operand has a region combining two values of its type (block
    arguments) with `scf.reduce.return`:

    ```mlir
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let regions = (region VariadicRegion<SizedRegion<1>>:$reductions);
  let assemblyFormat = "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict";
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def ReduceReturnOp : SCF_Op<"reduce.return", [HasParent<"scf.reduce">, Pure, Terminator]> {
  let summary = "ends a reduction region with the combined value";
  let arguments = (ins AnyType:$result);
  let assemblyFormat = "$result attr-dict `:` type($result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// scf.while
//===----------------------------------------------------------------------===//

// Custom assembly:
//   scf.while (%a = %init, ...) : (init types) -> result types
//       attr-dict-with-keyword { before } do { after }
// The before region's arguments are named in the header; the after region
// prints its entry block header.
def WhileOp : SCF_Op<"while",
    [DeclareOpInterfaceMethods<RegionBranchOpInterface, ["getEntrySuccessorOperands"]>,
     DeclareOpInterfaceMethods<LoopLikeOpInterface,
        ["getRegionIterArgs", "getYieldedValuesMutable"]>,
     RecursiveMemoryEffects, SingleBlock]> {
  let summary = "a loop testing its condition in one region and running its body in another";
  let description = [{
    The `before` region computes whether to go on (`scf.condition`), and the
    values forwarded to the `after` region, whose `scf.yield` feeds the next
    `before`. The values of the last `scf.condition` are the results.
  }];
  let arguments = (ins Variadic<AnyType>:$inits);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$before, SizedRegion<1>:$after);
  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// scf.index_switch
//===----------------------------------------------------------------------===//

// The `SwitchCases` custom directive reads and prints `case <int> { region }`
// on new lines for each entry of `cases` (mlir-opt leaves a space after
// `-> types`); the Rust hook in src/syntax.rs implements the whole format.
def IndexSwitchOp : SCF_Op<"index_switch",
    [RecursiveMemoryEffects, SingleBlockImplicitTerminator<"scf.yield">,
     DeclareOpInterfaceMethods<RegionBranchOpInterface,
        ["getRegionInvocationBounds", "getEntrySuccessorRegions"]>]> {
  let summary = "runs the region whose case equals an index, or the default region";
  let description = [{
    ```mlir
    %r = scf.index_switch %i -> i32
    case 2 {
      scf.yield %a : i32
    }
    default {
      scf.yield %b : i32
    }
    ```
  }];
  let arguments = (ins Index:$arg, DenseI64ArrayAttr:$cases);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$defaultRegion,
                        VariadicRegion<SizedRegion<1>>:$caseRegions);
  // Written in Rust (`syntax`): MLIR's format
  //   $arg attr-dict (`->` type($results)^)?
  //   custom<SwitchCases>($cases, $caseRegions) `\n`
  //   `` `default` $defaultRegion
  let hasCustomAssemblyFormat = 1;
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

#endif // ROPT_DIALECT_SCF_TD

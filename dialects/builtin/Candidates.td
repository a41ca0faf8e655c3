//===- Candidates.td - Definitions for the ODS base library -*- tablegen -*-===//
//
// Part of ropt. Interfaces, traits and attribute constraints that the core
// dialects (builtin, func, arith, cf, scf, math, index) attach but the ODS base
// library (`compiler/ods/include/ropt`) does not define yet. They are general,
// not specific to one dialect: each is a candidate to move into the base
// library (`CommonInterfaces.td`, `OpTraits.td`, `SideEffects.td`), after which
// this file can go. Kept in one place so that no dialect defines its own copy.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_DIALECT_CANDIDATES_TD
#define ROPT_DIALECT_CANDIDATES_TD

include "ropt/OpBase.td"

//===----------------------------------------------------------------------===//
// Op interfaces
//===----------------------------------------------------------------------===//

// Ops that can be unrolled into ops on smaller vectors (arith, math).
def VectorUnrollOpInterface : OpInterface<"VectorUnrollOpInterface"> {
  let description = "An op whose vector form can be split into smaller vectors.";
  let rustModule = "ropt_ir::interfaces";
}

// Ops whose integer result ranges follow from their operand ranges (arith, index).
def InferIntRangeInterface : OpInterface<"InferIntRangeInterface"> {
  let description = "Computes the ranges of integer results from operand ranges.";
  let rustModule = "ropt_ir::interfaces";
}

// Ops choosing one of two values by a condition (arith.select).
def SelectLikeOpInterface : OpInterface<"SelectLikeOpInterface"> {
  let description = "An op picking its result from two values by a condition.";
  let rustModule = "ropt_ir::interfaces";
}

// Ops computing their memory effects in Rust (cf.assert). The base library has
// the `MemoryEffects<[...]>` trait for fixed effects but no interface to declare.
def MemoryEffectsOpInterface : OpInterface<"MemoryEffectOpInterface"> {
  let description = "Reports the op's effects on memory resources.";
  let rustModule = "ropt_ir::interfaces";
}

// Branches carrying optional relative weights for their successors (cf.cond_br).
def WeightedBranchOpInterface : OpInterface<"WeightedBranchOpInterface"> {
  let description = "A branch whose successors have relative weights (`branch_weights`).";
  let rustModule = "ropt_ir::interfaces";
}

// Ops whose tensor results are computed in place of "init" operands (scf.forall).
def DestinationStyleOpInterface : OpInterface<"DestinationStyleOpInterface"> {
  let description = "An op updating destination operands (`outputs`) in place.";
  let rustModule = "ropt_ir::interfaces";
}

// Terminators holding the ops that combine the results of parallel iterations
// (scf.forall.in_parallel).
def InParallelOpInterface : OpInterface<"InParallelOpInterface"> {
  let description = "A terminator combining the partial results of parallel iterations.";
  let rustModule = "ropt_ir::interfaces";
}

//===----------------------------------------------------------------------===//
// Traits
//===----------------------------------------------------------------------===//

// The op's region runs its iterations in parallel (scf.parallel, scf.forall).
def HasParallelRegion : NativeOpTrait<"HasParallelRegion">;

// One block, no terminator, graph semantics (builtin.module,
// scf.forall.in_parallel).
def GraphRegionNoTerminator
    : TraitList<[NoTerminator, SingleBlock, RegionKindInterface, HasOnlyGraphRegion]>;

//===----------------------------------------------------------------------===//
// Attribute constraints
//===----------------------------------------------------------------------===//

// How an iteration dimension of scf.forall maps to the device: the gpu
// dialect's mapping attributes (`#gpu.thread<x>`, `#gpu.memory_space<...>`),
// the attributes mlir-opt 22 knows to implement its device mapping interface.
class GpuMappingAttr<string mnemonic>
    : CPred<"$_self.is_dialect_attr(\"gpu\", \"" # mnemonic # "\")">;
def DeviceMappingAttr
    : Attr<Or<[GpuMappingAttr<"block">, GpuMappingAttr<"warpgroup">,
               GpuMappingAttr<"warp">, GpuMappingAttr<"thread">,
               GpuMappingAttr<"lane">, GpuMappingAttr<"memory_space">]>,
           "device mapping attribute">;
def DeviceMappingArrayAttr
    : TypedArrayAttrBase<DeviceMappingAttr, "Device Mapping array attribute">;

#endif // ROPT_DIALECT_CANDIDATES_TD

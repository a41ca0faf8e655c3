//===- SideEffects.td - Memory effects and speculation ------*- tablegen -*-===//
//
// Part of ropt's own ODS base library.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_ODS_SIDE_EFFECTS_TD
#define ROPT_ODS_SIDE_EFFECTS_TD

include "ropt/OpTraits.td"
include "ropt/Interfaces.td"

// A resource memory effects act on.
class Resource<string resourceName> {
  string name = resourceName;
}
def DefaultResource : Resource<"ropt_ir::effects::DefaultResource">;
def AutomaticAllocationScopeResource
    : Resource<"ropt_ir::effects::AutomaticAllocationScopeResource">;

// A kind of effect on memory, with when it happens (`stage`, earlier first)
// and whether it touches the whole value (`effectOnFullRegion`).
class MemoryEffect<string effectName, Resource res, int stage = 0, bit fullEffect = 0>
    : OpVariableDecorator {
  string effect = effectName;
  string resource = res.name;
  int effectStage = stage;
  bit effectOnFullRegion = fullEffect;
}
class MemAlloc<Resource res = DefaultResource, int stage = 0, bit fullEffect = 0>
    : MemoryEffect<"Allocate", res, stage, fullEffect>;
class MemFree<Resource res = DefaultResource, int stage = 0, bit fullEffect = 0>
    : MemoryEffect<"Free", res, stage, fullEffect>;
class MemRead<Resource res = DefaultResource, int stage = 0, bit fullEffect = 0>
    : MemoryEffect<"Read", res, stage, fullEffect>;
class MemWrite<Resource res = DefaultResource, int stage = 0, bit fullEffect = 0>
    : MemoryEffect<"Write", res, stage, fullEffect>;
def MemAlloc : MemAlloc;
def MemFree : MemFree;
def MemRead : MemRead;
def MemWrite : MemWrite;

// The effects an op has (on values named by decorators like
// `Arg<AnyMemRef, "", [MemRead]>` as well).
class MemoryEffects<list<MemoryEffect> effectList = []>
    : NativeOpTrait<"MemoryEffectOpInterface"> {
  list<MemoryEffect> effects = effectList;
}

// No effect on memory.
def NoMemoryEffect : MemoryEffects<[]>;
// The op's effects are those of the ops in its regions.
def RecursiveMemoryEffects : NativeOpTrait<"HasRecursiveMemoryEffects">;
// The op may be hoisted or executed speculatively.
def AlwaysSpeculatableImplTrait : NativeOpTrait<"AlwaysSpeculatableImplTrait">;
def ConditionallySpeculatable : NativeOpTrait<"ConditionallySpeculatable">;
def AlwaysSpeculatable : TraitList<[ConditionallySpeculatable, AlwaysSpeculatableImplTrait]>;
// Speculatable when the ops in the regions are.
def RecursivelySpeculatableImplTrait : NativeOpTrait<"RecursivelySpeculatableImplTrait">;
def RecursivelySpeculatable
    : TraitList<[ConditionallySpeculatable, RecursivelySpeculatableImplTrait]>;
// No memory effect and always speculatable.
def Pure : TraitList<[AlwaysSpeculatable, NoMemoryEffect]>;

#endif // ROPT_ODS_SIDE_EFFECTS_TD

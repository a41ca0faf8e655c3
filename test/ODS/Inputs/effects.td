// Ops that differ only in their memory effects, for the trivially-dead tests.
include "ropt/OpBase.td"

def Eff_Dialect : Dialect {
  let name = "eff";
  let summary = "ops with and without memory effects";
}

class Eff_Op<string mnemonic, list<Trait> traits = []>
    : Op<Eff_Dialect, mnemonic, traits> {
  let results = (outs I32:$res);
  let assemblyFormat = "attr-dict";
}

// No memory effect, but not speculatable (like arith.divsi).
def Eff_NoEffectOp : Eff_Op<"noeffect", [NoMemoryEffect]>;
// Pure: no effect and speculatable.
def Eff_PureOp : Eff_Op<"pure", [Pure]>;
// Writes memory: never trivially dead.
def Eff_WriteOp : Eff_Op<"write", [MemoryEffects<[MemWrite]>]>;
// No effect declared at all: unknown, kept.
def Eff_UnknownOp : Eff_Op<"unknown">;

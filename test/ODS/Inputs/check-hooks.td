// Flags asking for Rust hooks, which a dialect loaded at run time cannot have.
include "ropt/OpBase.td"

def CH_Dialect : Dialect { let name = "ch"; }

def CH_Verified : Op<CH_Dialect, "verified"> {
  let hasVerifier = 1;
}

def CH_Folded : Op<CH_Dialect, "folded"> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$r);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

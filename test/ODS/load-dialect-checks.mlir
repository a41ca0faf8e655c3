// A dialect loaded at run time is checked when it loads, so that nothing it declares is
// silently ignored: Rust hooks it cannot have, an op another definition registered already,
// predicates the interpreter cannot evaluate (a leaf that does not parse, an unknown
// variable, an unknown method), defaults that are not valid or cannot be built. Each error
// points at its op; nothing is registered and ropt exits with 1.
// RUN: not ropt --load-dialect %S/Inputs/check-hooks.td %s 2>&1 | FileCheck %s --check-prefix=HOOKS
// RUN: not ropt --load-dialect %S/Inputs/check-redefine.td %s 2>&1 | FileCheck %s --check-prefix=REDEF
// RUN: not ropt --load-dialect %S/Inputs/check-preds.td %s 2>&1 | FileCheck %s --check-prefix=PREDS
// The same file's ops through --load-patterns are checked the same way.
// RUN: not ropt --load-patterns %S/Inputs/check-hooks.td %s 2>&1 | FileCheck %s --check-prefix=HOOKS
// Loading a compiled dialect's own .td changes nothing (the definitions are the same).
// RUN: ropt --load-dialect %S/../../dialects/arith/arith.td %s | FileCheck %s

// CHECK: arith.addi

// HOOKS: check-hooks.td:6:5: error: op 'ch.verified' sets hasVerifier, which needs a Rust `verify` hook: a dialect loaded at run time has no Rust code (it verifies its constraints, traits and predicates, parses and prints its assembly format, and is rewritten by DRR rules given with --load-patterns); compile the dialect for Rust hooks
// HOOKS-NEXT: def CH_Verified : Op<CH_Dialect, "verified"> {
// HOOKS-NEXT: {{^}}    ^
// HOOKS-NEXT: check-hooks.td:10:5: error: op 'ch.folded' sets hasFolder, which needs a Rust `fold` hook
// HOOKS: check-hooks.td:10:5: error: op 'ch.folded' sets hasCanonicalizer, which needs Rust canonicalization patterns

// REDEF: check-redefine.td:6:5: error: op 'arith.addi' is already registered with another definition; a dialect loaded at run time cannot redefine it
// REDEF-NEXT: def CR_AddI : Op<CR_Arith, "addi"> {
// REDEF-NEXT: {{^}}    ^

// PREDS: check-preds.td:6:5: error: op 'cp.unparsed': 'a': predicate `($_self.is_integer()` is not in the Rust subset a run-time dialect evaluates (expected ')' at offset 20)
// PREDS: check-preds.td:10:5: error: op 'cp.unknown_var': trait 'a matches b': predicate `($a.ty() == $b.ty())` names the unknown variable '$b'
// PREDS: check-preds.td:15:5: error: op 'cp.unknown_method': attribute 'n': predicate `($_self.is_power_of_two())` calls the method 'is_power_of_two', which a run-time dialect does not have
// PREDS: check-preds.td:20:5: error: op 'cp.bad_default': attribute 'n': default value `abc` is not a valid 64-bit signless integer attribute
// PREDS: check-preds.td:24:5: error: op 'cp.unbuildable_default': attribute 'a': a run-time dialect cannot build the default value `{}` (only integer, float, boolean, string and enum defaults)

func.func @f(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}

// RUN: ropt %s --load-dialect %S/Inputs/effects.td -allow-unregistered-dialect -canonicalize | FileCheck %s
// RUN: ropt %s --load-dialect %S/Inputs/effects.td -allow-unregistered-dialect -cse | FileCheck %s --check-prefix=CSE

// Dead ops whose ODS traits say they have no memory effect (`NoMemoryEffect`,
// alone or inside `Pure`) are erased; ops that write, or declare nothing, stay.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    %0 = eff.write
// CHECK-NEXT:    %1 = eff.unknown
// CHECK-NEXT:    return
func.func @dead() {
  %0 = eff.noeffect
  %1 = eff.pure
  %2 = eff.write
  %3 = eff.unknown
  return
}

// CSE merges the effect-free ops only.
// CSE-LABEL: func.func @cse
// CSE-NEXT:    %0 = eff.noeffect
// CSE-NEXT:    %1 = eff.write
// CSE-NEXT:    %2 = eff.write
// CSE-NEXT:    "test.use"(%0, %0, %1, %2)
func.func @cse() {
  %0 = eff.noeffect
  %1 = eff.noeffect
  %2 = eff.write
  %3 = eff.write
  "test.use"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> ()
  return
}

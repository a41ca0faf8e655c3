// RUN: ropt %s -split-input-file -verify-diagnostics

// scf.forall's `mapping`: an array of device mapping attributes, one per loop.

func.func @rank(%a: index) {
  // expected-error @+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i) in (%a) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// -----

func.func @not_device(%a: index) {
  // expected-error @+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (%a) {
  } {mapping = [1 : i32]}
  return
}

// -----

func.func @one_not_device(%a: index) {
  // expected-error @+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i, %j) in (%a, 3) {
  } {mapping = [#gpu.thread<x>, 5]}
  return
}

// A TableGen warning, which mlir-pdll reports as an error without failing.
include "OpBase.td"
class Unused<int x> : Trait;

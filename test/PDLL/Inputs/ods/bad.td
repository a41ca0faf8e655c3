// A TableGen error.
include "OpBase.td"
def X : Undefined;

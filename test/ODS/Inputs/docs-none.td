// No dialect at all, for -gen-dialect-doc.
include "ropt/OpBase.td"

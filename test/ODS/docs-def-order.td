// RUN: rtblgen -gen-dialect-doc -I %S/../../compiler/ods/include %s | FileCheck %s
// Attribute and type definitions are documented in mlir-tblgen's record order, where runs of
// digits compare as numbers (as MLIR's BuiltinTypes.td: Float8E5M2Type before Float16Type,
// Float8E4M3Type before Float8E4M3B11FNUZType).
include "ropt/OpBase.td"
include "ropt/AttrTypeBase.td"

def DO_Dialect : Dialect { let name = "do"; }

def DO_F16 : TypeDef<DO_Dialect, "Float16"> { let summary = "16 bits"; }
def DO_F8E5M2 : TypeDef<DO_Dialect, "Float8E5M2"> { let summary = "8 bits"; }
def DO_F8E4M3B11 : TypeDef<DO_Dialect, "Float8E4M3B11"> { let summary = "8 bits, B11"; }
def DO_F8E4M3 : TypeDef<DO_Dialect, "Float8E4M3"> { let summary = "8 bits, E4M3"; }
def DO_A10 : AttrDef<DO_Dialect, "A10"> { let summary = "ten"; }
def DO_A9 : AttrDef<DO_Dialect, "A9"> { let summary = "nine"; }

// CHECK: ## Attributes
// CHECK: ### A9Attr
// CHECK: ### A10Attr
// CHECK: ## Types
// CHECK: ### Float8E4M3Type
// CHECK-NOT: ###
// CHECK: ### Float8E4M3B11Type
// CHECK-NOT: ###
// CHECK: ### Float8E5M2Type
// CHECK-NOT: ###
// CHECK: ### Float16Type

// RUN: rtblgen -I %S/../../compiler/ods/include -I %S/../../dialects %s | FileCheck %s

// The core dialects read together: no two define the same record, and the
// shared candidates of builtin/Candidates.td are defined once.

include "builtin/builtin.td"
include "func/func.td"
include "arith/arith.td"
include "cf/cf.td"
include "scf/scf.td"
include "math/math.td"
include "index/index.td"

// CHECK-LABEL: def Arith_Dialect {
// CHECK-LABEL: def Builtin_Dialect {
// CHECK-LABEL: def ControlFlow_Dialect {
// CHECK-LABEL: def Func_Dialect {
// CHECK-LABEL: def GraphRegionNoTerminator {
// CHECK-LABEL: def IndexDialect {
// CHECK-LABEL: def InferIntRangeInterface {
// CHECK-LABEL: def Math_Dialect {
// CHECK-LABEL: def SCF_Dialect {
// CHECK-LABEL: def VectorUnrollOpInterface {

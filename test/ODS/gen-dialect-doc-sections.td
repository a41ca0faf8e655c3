// RUN: rtblgen -gen-dialect-doc -I %S/../../compiler/ods/include -I %S/../../dialects \
// RUN:   %S/../../dialects/cf/cf.td | FileCheck %s --check-prefix=CF
// RUN: rtblgen -gen-dialect-doc -I %S/../../compiler/ods/include -I %S/../../dialects \
// RUN:   %S/../../dialects/func/func.td | FileCheck %s --check-prefix=FUNC
// RUN: rtblgen -gen-dialect-doc -I %S/../../compiler/ods/include -I %S/../../dialects \
// RUN:   %S/../../dialects/arith/arith.td | FileCheck %s --check-prefix=ARITH
// The doc backend's sections, as mlir-tblgen's: interfaces listed apart from traits, trait
// parameters kept, successors, attribute descriptions (never a record name such as
// anonymous_NNN), and the dialect's attributes and enums.

// CF:      ### `cf.br` (BranchOp)
// CF:      Traits: `ConditionallySpeculatable`, `AlwaysSpeculatableImplTrait`, `MemoryEffectOpInterface`, `IsTerminator`
// CF-EMPTY:
// CF-NEXT: Interfaces: `BranchOpInterface`
// CF:      #### Successors:
// CF-EMPTY:
// CF-NEXT: | Successor | Description |
// CF-NEXT: | :-------: | ----------- |
// CF-NEXT: | `dest` | any successor |
// CF:      ### `cf.cond_br`
// CF:      | `trueDest` | any successor |
// CF-NEXT: | `falseDest` | any successor |

// FUNC: ### `func.return` (ReturnOp)
// FUNC: Traits: {{.*}}`HasParent<func.func>`

// ARITH-NOT: anonymous_
// ARITH:     ### `arith.addf` (Arith_AddFOp)
// ARITH:     Interfaces: `ArithFastMathInterface`, `VectorUnrollOpInterface`
// ARITH:     #### Attributes:
// ARITH-EMPTY:
// ARITH-NEXT: | Attribute | Description |
// ARITH-NEXT: | :-------: | ----------- |
// ARITH-NEXT: | `fastmath` | Floating point fast math flags |
// ARITH:      {{^}}## Attributes{{$}}
// ARITH-EMPTY:
// ARITH-NEXT: ### Arith_FastMathAttr
// ARITH-EMPTY:
// ARITH-NEXT: Syntax: `#arith.fastmath`
// ARITH:      | value | `FastMathFlags` |
// ARITH:      {{^}}## Enums{{$}}
// ARITH-EMPTY:
// ARITH-NEXT: ### CmpFPredicate
// ARITH:      #### Cases:
// ARITH-EMPTY:
// ARITH-NEXT: | Symbol | Value | String |
// ARITH-NEXT: | :----: | :---: | ------ |
// ARITH-NEXT: | AlwaysFalse | `0` | false |
// ARITH-NOT: anonymous_

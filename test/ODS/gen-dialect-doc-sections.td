// RUN: rtblgen -gen-dialect-doc -I %S/../../compiler/ods/include -I %S/../../dialects \
// RUN:   %S/../../dialects/cf/cf.td | FileCheck %s --check-prefix=CF
// RUN: rtblgen -gen-dialect-doc -I %S/../../compiler/ods/include -I %S/../../dialects \
// RUN:   %S/../../dialects/func/func.td | FileCheck %s --check-prefix=FUNC
// RUN: rtblgen -gen-dialect-doc -I %S/../../compiler/ods/include -I %S/../../dialects \
// RUN:   %S/../../dialects/arith/arith.td | FileCheck %s --check-prefix=ARITH
// The doc backend's sections on ropt's own dialects, laid out as mlir-tblgen's: traits and
// interfaces apart and sorted, trait parameters kept, successors, the attribute table (a
// description, never a record name such as anonymous_NNN), the dialect's attributes and enums.

// CF:      ### `cf.br` (BranchOp)
// CF:      Traits: `AlwaysSpeculatableImplTrait`, `ConditionallySpeculatable`, `NoMemoryEffect`, `Terminator`
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
// ARITH:     ### `arith.addf` (AddFOp)
// ARITH:     Interfaces: `ArithFastMathInterface`, `InferTypeOpInterface`, `VectorUnrollOpInterface`
// ARITH:     #### Attributes:
// ARITH-EMPTY:
// ARITH-NEXT: <table>
// ARITH-NEXT: <tr><th>Attribute</th><th>MLIR Type</th><th>Description</th></tr>
// ARITH-NEXT: <tr><td><code>fastmath</code></td><td>{{.*}}FastMathFlagsAttr</td><td>Floating point fast math flags</td></tr>
// ARITH-NEXT: </table>
// ARITH:      {{^}}## Attributes{{$}}
// ARITH-EMPTY:
// ARITH-NEXT: ### FastMathFlagsAttr
// ARITH-EMPTY:
// ARITH-NEXT: _Floating point fast math flags_
// ARITH-EMPTY:
// ARITH-NEXT: Syntax:
// ARITH-EMPTY:
// ARITH-NEXT: ```
// ARITH-NEXT: #arith.fastmath<
// ARITH-NEXT:   FastMathFlags   # value
// ARITH-NEXT: >
// ARITH:      | value | `FastMathFlags` | an enum of type FastMathFlags |
// ARITH:      {{^}}## Enums{{$}}
// ARITH-EMPTY:
// ARITH-NEXT: ### CmpFPredicate
// ARITH:      #### Cases:
// ARITH-EMPTY:
// ARITH-NEXT: | Symbol | Value | String |
// ARITH-NEXT: | :----: | :---: | ------ |
// ARITH-NEXT: | AlwaysFalse | `0` | false |
// ARITH-NOT: anonymous_

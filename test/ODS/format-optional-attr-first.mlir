// The declarative format at run time: optional groups whose first element is an attribute.
// A symbol reference decides the group when one follows; a unit attribute leading its group
// is written `unit` (mlir-tblgen's generated parser takes it as an optional attribute and
// its printer writes the attribute), and another attribute kind there is rejected.
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/optgroup.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/optgroup.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/optgroup.td %s | ropt --allow-unregistered-dialect --load-dialect %S/Inputs/optgroup.td | FileCheck %s
// RUN: not ropt --allow-unregistered-dialect --load-dialect %S/Inputs/optgroup.td %S/Inputs/optgroup-bad.mlir 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: og.sym @foo
// CHECK-NEXT: og.sym{{$}}
// CHECK-NEXT: og.sym n 3
// CHECK-NEXT: og.sym @g n 4
// CHECK-NEXT: og.flag unit
// CHECK-NEXT: og.flag{{$}}
// GENERIC: "og.sym"() <{sym = @foo}> : () -> ()
// GENERIC-NEXT: "og.sym"() : () -> ()
// GENERIC-NEXT: "og.sym"() <{n = 3 : i64}> : () -> ()
// GENERIC-NEXT: "og.sym"() <{n = 4 : i64, sym = @g}> : () -> ()
// GENERIC-NEXT: "og.flag"() <{flag}> : () -> ()
// GENERIC-NEXT: "og.flag"() : () -> ()
// BAD: optgroup-bad.mlir:2:10: error: custom op 'og.sym' invalid kind of attribute specified
// BAD-NEXT: og.sym "x"
// BAD-NEXT: {{^}}         ^

"test.func"() ({
  og.sym @foo
  og.sym
  og.sym n 3
  og.sym @g n 4
  og.flag unit
  og.flag
}) : () -> ()

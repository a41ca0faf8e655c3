// RUN: rtblgen %s | FileCheck %s
class Named { string name = NAME; string upper = !toupper(NAME); }
def foo : Named;
def bar : Named;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class Named {
// CHECK-NEXT:   string name = Named:NAME;
// CHECK-NEXT:   string upper = !toupper(Named:NAME);
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def bar {	// Named
// CHECK-NEXT:   string name = "bar";
// CHECK-NEXT:   string upper = "BAR";
// CHECK-NEXT: }
// CHECK-NEXT: def foo {	// Named
// CHECK-NEXT:   string name = "foo";
// CHECK-NEXT:   string upper = "FOO";
// CHECK-NEXT: }

// RUN: rtblgen %s | FileCheck %s
class A<code c> { code body = c; string joined = c # "tail"; }
def X : A<[{ return 0; }]>;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A<string A:c = ?> {
// CHECK-NEXT:   string body = A:c;
// CHECK-NEXT:   string joined = !strconcat(A:c, "tail");
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {	// A
// CHECK-NEXT:   code body = [{ return 0; }];
// CHECK-NEXT:   code joined = [{ return 0; tail}];
// CHECK-NEXT: }

// RUN: ropt %s | FileCheck %s
// RUN: ropt %s -mlir-print-local-scope -mlir-print-op-generic | FileCheck %s --check-prefix=LOCAL
// RUN: ropt %s | ropt | FileCheck %s

// Recursive test types: a type refers to itself inside its own body; the printer
// aliases test_rec_alias types by name and prints a cycle back to the type being printed
// in its short form.
"test.use"() : () -> !test.test_rec<leaf, test_type>
"test.use"() : () -> !test.test_rec<outer, test_rec<inner, i32>>
"test.use"() : () -> !test.test_rec<inner, i32>
"test.use"() : () -> !test.test_rec<loop, test_rec<loop>>
"test.use"() : () -> !test.test_rec<type_to_alias, test_rec<type_to_alias>>
"test.use"() : () -> !test.test_rec_alias<plain, f32>
"test.use"() : () -> !test.test_rec_alias<self, !test.test_rec_alias<self>>
"test.use"() : () -> !test.test_rec_alias<boxed, tuple<!test.test_rec_alias<boxed>, index>>
"test.use"() : () -> !test.test_rec_alias<user, !test.test_rec_alias<plain, f32>>
"test.use"() : () -> !test.test_rec_alias<wrap, !test.test_rec<type_to_alias, test_rec<type_to_alias>>>
// Three types in one cycle, entered from each of them.
"test.use"() : () -> !test.test_rec_alias<p, !test.test_rec_alias<q, !test.test_rec_alias<r, !test.test_rec_alias<p>>>>
"test.use"() : () -> !test.test_rec_alias<q, !test.test_rec_alias<r, !test.test_rec_alias<p, !test.test_rec_alias<q>>>>
"test.use"() : () -> !test.test_rec_alias<r, !test.test_rec_alias<p, !test.test_rec_alias<q, !test.test_rec_alias<r>>>>
// A later, different body of a test_rec_alias is ignored.
"test.use"() : () -> !test.test_rec_alias<plain, i64>
"test.use"() {a = affine_map<(d0) -> (d0 + 1)>} : () -> tuple<!test.test_rec_alias<self, !test.test_rec_alias<self>>, i8>
// The short form refers to a type already parsed.
"test.use"() : () -> !test.test_rec<other, test_rec<loop, test_rec<loop>>>

// CHECK: !plain = !test.test_rec_alias<plain, f32>
// CHECK-NEXT: !testrec = !test.test_rec<type_to_alias, test_rec<type_to_alias>>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: !r = !test.test_rec_alias<r, !test.test_rec_alias<p, !test.test_rec_alias<q, !test.test_rec_alias<r>>>>
// CHECK-NEXT: !self = !test.test_rec_alias<self, !test.test_rec_alias<self>>
// CHECK-NEXT: !user = !test.test_rec_alias<user, !plain>
// CHECK-NEXT: !wrap = !test.test_rec_alias<wrap, !testrec>
// CHECK-NEXT: !boxed = !test.test_rec_alias<boxed, tuple<!test.test_rec_alias<boxed>, index>>
// CHECK-NEXT: !q = !test.test_rec_alias<q, !r>
// CHECK-NEXT: !p = !test.test_rec_alias<p, !q>
// CHECK-NEXT: module {
// CHECK-NEXT:   %0 = "test.use"() : () -> !test.test_rec<leaf, test_type>
// CHECK-NEXT:   %1 = "test.use"() : () -> !test.test_rec<outer, test_rec<inner, i32>>
// CHECK-NEXT:   %2 = "test.use"() : () -> !test.test_rec<inner, i32>
// CHECK-NEXT:   %3 = "test.use"() : () -> !test.test_rec<loop, test_rec<loop>>
// CHECK-NEXT:   %4 = "test.use"() : () -> !testrec
// CHECK-NEXT:   %5 = "test.use"() : () -> !plain
// CHECK-NEXT:   %6 = "test.use"() : () -> !self
// CHECK-NEXT:   %7 = "test.use"() : () -> !boxed
// CHECK-NEXT:   %8 = "test.use"() : () -> !user
// CHECK-NEXT:   %9 = "test.use"() : () -> !wrap
// CHECK-NEXT:   %10 = "test.use"() : () -> !p
// CHECK-NEXT:   %11 = "test.use"() : () -> !q
// CHECK-NEXT:   %12 = "test.use"() : () -> !r
// CHECK-NEXT:   %13 = "test.use"() : () -> !plain
// CHECK-NEXT:   %14 = "test.use"() {a = #map} : () -> tuple<!self, i8>
// CHECK-NEXT:   %15 = "test.use"() : () -> !test.test_rec<other, test_rec<loop, test_rec<loop>>>
// CHECK-NEXT: }
// CHECK-EMPTY:

// LOCAL: "builtin.module"() ({
// LOCAL-NEXT:   %0 = "test.use"() : () -> !test.test_rec<leaf, test_type>
// LOCAL-NEXT:   %1 = "test.use"() : () -> !test.test_rec<outer, test_rec<inner, i32>>
// LOCAL-NEXT:   %2 = "test.use"() : () -> !test.test_rec<inner, i32>
// LOCAL-NEXT:   %3 = "test.use"() : () -> !test.test_rec<loop, test_rec<loop>>
// LOCAL-NEXT:   %4 = "test.use"() : () -> !test.test_rec<type_to_alias, test_rec<type_to_alias>>
// LOCAL-NEXT:   %5 = "test.use"() : () -> !test.test_rec_alias<plain, f32>
// LOCAL-NEXT:   %6 = "test.use"() : () -> !test.test_rec_alias<self, !test.test_rec_alias<self>>
// LOCAL-NEXT:   %7 = "test.use"() : () -> !test.test_rec_alias<boxed, tuple<!test.test_rec_alias<boxed>, index>>
// LOCAL-NEXT:   %8 = "test.use"() : () -> !test.test_rec_alias<user, !test.test_rec_alias<plain, f32>>
// LOCAL-NEXT:   %9 = "test.use"() : () -> !test.test_rec_alias<wrap, !test.test_rec<type_to_alias, test_rec<type_to_alias>>>
// LOCAL-NEXT:   %10 = "test.use"() : () -> !test.test_rec_alias<p, !test.test_rec_alias<q, !test.test_rec_alias<r, !test.test_rec_alias<p>>>>
// LOCAL-NEXT:   %11 = "test.use"() : () -> !test.test_rec_alias<q, !test.test_rec_alias<r, !test.test_rec_alias<p, !test.test_rec_alias<q>>>>
// LOCAL-NEXT:   %12 = "test.use"() : () -> !test.test_rec_alias<r, !test.test_rec_alias<p, !test.test_rec_alias<q, !test.test_rec_alias<r>>>>
// LOCAL-NEXT:   %13 = "test.use"() : () -> !test.test_rec_alias<plain, f32>
// LOCAL-NEXT:   %14 = "test.use"() {a = affine_map<(d0) -> (d0 + 1)>} : () -> tuple<!test.test_rec_alias<self, !test.test_rec_alias<self>>, i8>
// LOCAL-NEXT:   %15 = "test.use"() : () -> !test.test_rec<other, test_rec<loop, test_rec<loop>>>
// LOCAL-NEXT: }) : () -> ()

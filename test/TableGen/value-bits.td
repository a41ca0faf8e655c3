// RUN: rtblgen %s | FileCheck %s
def X {
  bits<4> a = 0b1010;
  bits<4> b = {1, 0, ?, 1};
  bits<8> c = 255;
  bits<2> d = a{1-0};
  bits<3> e = a{3...1};
  bits<4> f = {a{0}, a{1}, a{2}, a{3}};
  bit g = a{3};
  int h = a;
}

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   bits<4> a = { 1, 0, 1, 0 };
// CHECK-NEXT:   bits<4> b = { 1, 0, ?, 1 };
// CHECK-NEXT:   bits<8> c = { 1, 1, 1, 1, 1, 1, 1, 1 };
// CHECK-NEXT:   bits<2> d = { 1, 0 };
// CHECK-NEXT:   bits<3> e = { 1, 0, 1 };
// CHECK-NEXT:   bits<4> f = { 0, 1, 0, 1 };
// CHECK-NEXT:   bit g = 1;
// CHECK-NEXT:   int h = 10;
// CHECK-NEXT: }

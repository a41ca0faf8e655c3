// RUN: ropt -allow-unregistered-dialect %s -test-symbol-rauw -split-input-file | FileCheck %s

// A reference to the symbol in the module's own attributes is outside its table; one in a
// nested table's ops is resolved there; nested arrays, dictionaries and distinct attributes
// are rebuilt.
module attributes {sym.outside_use = @foo} {
  func.func private @foo() attributes {sym.new_name = "new_foo"}
  func.func @bar() attributes {sym.use = @foo} {
    "t.op"() {a = [{n = [@foo], o = @bar, z = @foo}], d = distinct[0]<@foo>, p = @foo::@x} : () -> ()
  }
  module attributes {t.ref = @foo} {
    "t.op"() {t.inner = @foo} : () -> ()
  }
}

// -----

// Nested references: renaming the leaves first, then the tables on their paths.
module {
  module @a {
    func.func nested @f() attributes {sym.new_name = "g"}
  }
  module @b attributes {sym.new_name = "b2"} {
    module @c attributes {sym.new_name = "c2"} {
      func.func nested @f() attributes {sym.new_name = "g"}
    }
  }
  "t.op"() {u1 = @a::@f, u2 = @b::@c::@f, u3 = @b::@c} : () -> ()
}

// -----

// Nothing is renamed when an op may be an unknown symbol table.
module {
  func.func private @keep() attributes {sym.new_name = "renamed"}
  "t.op"() {u = @keep} : () -> ()
  "t.maybe_table"() ({
  }) : () -> ()
}

// -----

// Only string names rename; any op with one gets it as its `sym_name`.
module {
  func.func private @x() attributes {sym.new_name = 3}
  func.func private @y() attributes {sym.new_name = "z"}
  "t.op"() {sym.new_name = "named"} : () -> ()
  "t.op"() {u = @x, v = @y} : () -> ()
}

// CHECK: #distinct = distinct[0]<@new_foo>
// CHECK-NEXT: module attributes {sym.outside_use = @foo} {
// CHECK-NEXT:   func.func private @new_foo() attributes {sym.new_name = "new_foo"}
// CHECK-NEXT:   func.func @bar() attributes {sym.use = @new_foo} {
// CHECK-NEXT:     "t.op"() {a = [{n = [@new_foo], o = @bar, z = @new_foo}], d = #distinct, p = @new_foo::@x} : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {t.ref = @new_foo} {
// CHECK-NEXT:     "t.op"() {t.inner = @foo} : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   module @a {
// CHECK-NEXT:     func.func nested @g() attributes {sym.new_name = "g"}
// CHECK-NEXT:   }
// CHECK-NEXT:   module @b2 attributes {sym.new_name = "b2"} {
// CHECK-NEXT:     module @c2 attributes {sym.new_name = "c2"} {
// CHECK-NEXT:       func.func nested @g() attributes {sym.new_name = "g"}
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   "t.op"() {u1 = @a::@g, u2 = @b2::@c2::@g, u3 = @b2::@c2} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @keep() attributes {sym.new_name = "renamed"}
// CHECK-NEXT:   "t.op"() {u = @keep} : () -> ()
// CHECK-NEXT:   "t.maybe_table"() ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @x() attributes {sym.new_name = 3 : i64}
// CHECK-NEXT:   func.func private @z() attributes {sym.new_name = "z"}
// CHECK-NEXT:   "t.op"() {sym.new_name = "named", sym_name = "named"} : () -> ()
// CHECK-NEXT:   "t.op"() {u = @x, v = @z} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:

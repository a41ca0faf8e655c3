// RUN: ropt -allow-unregistered-dialect %s -test-symbol-uses -split-input-file -verify-diagnostics

// Uses of each symbol within the module, references inside it, and the erasure of unused
// external functions.

// expected-remark@below {{dead function successfully erased}}
module attributes {test.self_use = @callee} {
  // expected-remark@below {{symbol has 3 uses}}
  func.func private @callee()

  // expected-remark@below {{symbol contains 3 nested references}}
  // expected-remark@below {{found use of symbol : @callee : "callee"}}
  // expected-remark@below {{symbol has no uses}}
  func.func @user() attributes {test.use = @callee} {
    // expected-remark@below {{found use of symbol : @callee : "callee"}}
    "test.op"() {a = [{b = [@callee]}], c} : () -> ()
    // expected-remark@below {{found use of symbol : @callee : "callee"}}
    "test.op"() {d = distinct[0]<@callee>} : () -> ()
    return
  }

  // expected-remark@below {{symbol has no uses}}
  func.func private @dead()

  // expected-remark@below {{symbol has 1 uses}}
  func.func private @other()

  // A nested symbol table's own attributes use the outer symbols, its ops do not.
  // expected-remark@below {{found use of symbol : @other : "other"}}
  module attributes {test.ref = @other} {
    "test.op"() {test.ref = @other} : () -> ()
  }
}

// -----

// Nested references: each enclosing table's name in front, prefixes count.
module {
  // expected-remark@below {{symbol has 2 uses}}
  module @outer {
    // expected-remark@below {{symbol has 1 uses}}
    module @inner {
      // expected-remark@below {{symbol has 1 uses}}
      func.func nested @f()
    }
  }

  // expected-remark@below {{symbol contains 2 nested references}}
  // expected-remark@below {{symbol has no uses}}
  func.func @g() {
    // expected-remark@below {{found use of symbol : @outer::@inner::@f : "f"}}
    // expected-remark@below {{found use of symbol : @outer::@inner::@f : "inner"}}
    // expected-remark@below {{found use of symbol : @outer::@inner::@f : "outer"}}
    // expected-remark@below {{found use of symbol : @outer : "outer"}}
    "test.op"() {x = @outer::@inner::@f, y = @outer} : () -> ()
    return
  }
}

// -----

// A reference that does not resolve is counted but not reported as found.
module {
  // expected-remark@below {{symbol has 1 uses}}
  module @m {
  }
  // expected-remark@below {{symbol contains 1 nested references}}
  // expected-remark@below {{symbol has no uses}}
  func.func @h() {
    "test.op"() {x = @m::@missing} : () -> ()
    return
  }
}

// -----

// An unregistered op with a region may be a symbol table: the walk stops there.
// expected-remark@below {{symbol contains an unknown nested operation that 'may' define a new symbol table}}
func.func @unknown() {
  "foo.region"() ({
  }) : () -> ()
  return
}
// Not reached.
func.func private @after()

// -----

// An unused declaration in a nested module is erased from that module.
// expected-remark@below {{nested_dead function successfully erased}}
module {
  module {
    // expected-remark@below {{symbol has no uses}}
    func.func private @nested_dead(memref<*xf32>)
  }
}

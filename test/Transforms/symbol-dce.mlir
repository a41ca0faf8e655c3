// RUN: ropt %s -allow-unregistered-dialect -symbol-dce | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(symbol-dce))' | FileCheck %s --check-prefix=NESTED

// CHECK: module {
// CHECK-NEXT:   module @live attributes {sym_visibility = "private"} {
// CHECK-NEXT:     module @inner_live attributes {sym_visibility = "private"} {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   module @pub {
// CHECK-NEXT:     module @p_pub {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.use"() {refs = [@live::@inner_live, @unknown]} : () -> ()
// CHECK-NEXT: }

// NESTED: module {
// NESTED-NEXT:   module @dead attributes {sym_visibility = "private"} {
// NESTED-NEXT:   }
// NESTED-NEXT:   module @live attributes {sym_visibility = "private"} {
// NESTED-NEXT:   }
// NESTED-NEXT:   module @pub {
// NESTED-NEXT:     module @p_pub {
// NESTED-NEXT:     }
// NESTED-NEXT:   }
// NESTED-NEXT:   "test.use"() {refs = [@live::@inner_live, @unknown]} : () -> ()
// NESTED-NEXT: }

module {
  module @dead attributes {sym_visibility = "private"} {
  }
  module @live attributes {sym_visibility = "private"} {
    module @inner_dead attributes {sym_visibility = "private"} {
    }
    module @inner_live attributes {sym_visibility = "private"} {
    }
  }
  module @pub {
    module @p_dead attributes {sym_visibility = "private"} {
    }
    module @p_pub {
    }
  }
  "test.use"() {refs = [@live::@inner_live, @unknown]} : () -> ()
}


// RUN: ropt %s -allow-unregistered-dialect -symbol-privatize | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect '-symbol-privatize=exclude=pub,live' | FileCheck %s --check-prefix=EXCLUDE

// CHECK: module {
// CHECK-NEXT:   module @dead attributes {sym_visibility = "private"} {
// CHECK-NEXT:   }
// CHECK-NEXT:   module @live attributes {sym_visibility = "private"} {
// CHECK-NEXT:     module @inner_dead attributes {sym_visibility = "private"} {
// CHECK-NEXT:     }
// CHECK-NEXT:     module @inner_live attributes {sym_visibility = "private"} {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   module @pub attributes {sym_visibility = "private"} {
// CHECK-NEXT:     module @p_dead attributes {sym_visibility = "private"} {
// CHECK-NEXT:     }
// CHECK-NEXT:     module @p_pub {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.use"() {refs = [@live::@inner_live, @unknown]} : () -> ()
// CHECK-NEXT: }

// EXCLUDE: module {
// EXCLUDE-NEXT:   module @dead attributes {sym_visibility = "private"} {
// EXCLUDE-NEXT:   }
// EXCLUDE-NEXT:   module @live attributes {sym_visibility = "private"} {
// EXCLUDE-NEXT:     module @inner_dead attributes {sym_visibility = "private"} {
// EXCLUDE-NEXT:     }
// EXCLUDE-NEXT:     module @inner_live attributes {sym_visibility = "private"} {
// EXCLUDE-NEXT:     }
// EXCLUDE-NEXT:   }
// EXCLUDE-NEXT:   module @pub {
// EXCLUDE-NEXT:     module @p_dead attributes {sym_visibility = "private"} {
// EXCLUDE-NEXT:     }
// EXCLUDE-NEXT:     module @p_pub {
// EXCLUDE-NEXT:     }
// EXCLUDE-NEXT:   }
// EXCLUDE-NEXT:   "test.use"() {refs = [@live::@inner_live, @unknown]} : () -> ()
// EXCLUDE-NEXT: }

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


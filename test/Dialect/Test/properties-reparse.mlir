// RUN: ropt %s | FileCheck %s
// RUN: ropt %s | not ropt 2>&1 | FileCheck %s --check-prefix=REPARSE

// Printed text that mlir-opt 22 cannot read back either (the fuzz targets skip it):
// `test.with_default_valued_properties` ends its custom form with optional values, so an op
// in generic form after it is read as its string value.

// CHECK:      test.with_default_valued_properties na
// CHECK-NEXT: "test.any_attr_of_i32_str"() <{attr = 1 : i32}> : () -> ()
// REPARSE: error: expected operation name in quotes
"test.with_default_valued_properties"() : () -> ()
"test.any_attr_of_i32_str"() {attr = 1 : i32} : () -> ()

// Errors of properties-custom-directives.mlir's directives (checked there).
test.using_property_ref_in_custom 1 + 4 = 6
// -----
test.using_property_ref_in_custom 1 + x = 6
// -----
test.using_property_ref_in_custom 1 + 4
// -----
test.using_property_in_custom [1, x]
// -----
test.using_property_in_custom 3
// -----
test.using_property_in_custom_and_other [1]
// -----
test.using_property_ref_in_custom - x + 4 = 3
// -----
test.using_property_ref_in_custom 99999999999999999999 + 4 = 3

// CHECK: properties-custom-directives-bad.mlir:2:39: error: custom op 'test.using_property_ref_in_custom' Expected sum to equal first + second
// CHECK: properties-custom-directives-bad.mlir:4:39: error: custom op 'test.using_property_ref_in_custom' expected integer value
// CHECK: properties-custom-directives-bad.mlir:6:40: error: expected '='
// CHECK: properties-custom-directives-bad.mlir:8:35: error: custom op 'test.using_property_in_custom' expected integer value
// CHECK: properties-custom-directives-bad.mlir:10:30: error: expected '['
// CHECK: properties-custom-directives-bad.mlir:12:1: error: invalid properties {} for op test.using_property_in_custom_and_other: expected key entry for other in DictionaryAttr to set Properties.
// CHECK: properties-custom-directives-bad.mlir:14:36: error: expected integer value
// CHECK: properties-custom-directives-bad.mlir:16:35: error: custom op 'test.using_property_ref_in_custom' integer value too large

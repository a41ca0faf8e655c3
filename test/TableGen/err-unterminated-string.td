// RUN: not rtblgen %s 2>&1 | FileCheck %s
def X { string s = "abc; }

// CHECK: {{.*}}err-unterminated-string.td:2:21: error: end of line in string literal
// CHECK-NEXT: def X { string s = "abc; }
// CHECK-NEXT:                     ^
// CHECK-NEXT: {{.*}}err-unterminated-string.td:2:20: error: Unknown or reserved token when parsing a value
// CHECK-NEXT: def X { string s = "abc; }
// CHECK-NEXT:                    ^
// CHECK-NEXT: {{.*}}err-unterminated-string.td:2:20: error: expected ';' after declaration
// CHECK-NEXT: def X { string s = "abc; }
// CHECK-NEXT:                    ^

// RUN: ropt %S/Inputs/split-marker.mlir '-split-input-file=// ~~XX' '-output-split-marker=// ====' 2>&1 | FileCheck %s
// RUN: ropt %S/Inputs/split-marker.mlir '--split-input-file=// ~~XX' --output-split-marker= 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: ropt %S/Inputs/split-marker.mlir '--split-input-file=// ~~XX' 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: ropt %S/Inputs/split-marker.mlir --split-input-file= 2>&1 | FileCheck %s --check-prefix=NOSPLIT
// RUN: not ropt %S/Inputs/split-marker.mlir --split-input-file=XX 2>&1 | FileCheck %s --check-prefix=SHORT

// A custom marker is cut like the default one: `// ~~` then `XX` not followed by `0`; `// ~~YY`
// and `// ~~XX0` are near misses. The outputs are joined with the output marker (`// -----`
// unless given).

// CHECK: split-marker.mlir:8:6: warning: near miss with file split marker
// CHECK-NEXT: // ~~YY
// CHECK-NEXT: {{^     \^$}}
// CHECK-NEXT: split-marker.mlir:12:6: warning: near miss with file split marker
// CHECK: func.func @f()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // ====
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @g()
// CHECK: func.func @h()
// CHECK: func.func @i()

// EMPTY: {{^}$}}
// EMPTY-EMPTY:
// EMPTY-EMPTY:
// EMPTY-NEXT: module {

// DEFAULT: {{^}$}}
// DEFAULT-EMPTY:
// DEFAULT-NEXT: // -----
// DEFAULT-NEXT: module {

// NOSPLIT-NOT: warning
// NOSPLIT-NOT: // -----

// SHORT: ropt: for the --split-input-file option: the marker 'XX' must be longer than 2 characters

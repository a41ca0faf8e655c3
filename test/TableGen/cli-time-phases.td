// RUN: rtblgen --time-phases %s -o %t 2>&1 | FileCheck %s --strict-whitespace
// RUN: rtblgen --time-phases --gen-ctags %s 2>&1 >/dev/null | FileCheck %s --strict-whitespace
// RUN: rtblgen %s 2>&1 >/dev/null | count 0
// --time-phases reports on standard error how long reading, the backend and writing took,
// in llvm-tblgen 22's layout (the figures vary; columns whose total is zero are left out).

def a;

// CHECK:      {{^}}===-------------------------------------------------------------------------==={{$}}
// CHECK-NEXT: {{^}}                             TableGen Phase Timing{{$}}
// CHECK-NEXT: {{^}}===-------------------------------------------------------------------------==={{$}}
// CHECK-NEXT: {{^}}  Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds ({{[0-9]+\.[0-9][0-9][0-9][0-9]}} wall clock){{$}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^(   ---User Time---)?(   --System Time--)?(   --User\+System--)?}}   ---Wall Time---  --- Name ---{{$}}
// CHECK-NEXT: {{^(   *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\))+}}  {{Parse, build records|Backend overall|Write output}}{{$}}
// CHECK-NEXT: {{^(   *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\))+}}  {{Parse, build records|Backend overall|Write output}}{{$}}
// CHECK-NEXT: {{^(   *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\))+}}  {{Parse, build records|Backend overall|Write output}}{{$}}
// CHECK-NEXT: {{^(   *[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\))+}}  Total{{$}}
// CHECK-EMPTY:
// CHECK-NOT: {{.}}

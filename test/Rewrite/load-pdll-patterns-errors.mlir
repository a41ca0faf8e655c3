// RUN: not ropt %s --load-patterns %S/Inputs/pdll-rules-native-constraint.pdll -canonicalize 2>&1 | FileCheck %s --check-prefix=CONSTRAINT
// RUN: not ropt %s --load-patterns %S/Inputs/pdll-rules-native-rewrite.pdll -canonicalize 2>&1 | FileCheck %s --check-prefix=REWRITE
// RUN: not ropt %s --load-patterns %S/Inputs/pdll-rules-bad-syntax.pdll -canonicalize 2>&1 | FileCheck %s --check-prefix=SYNTAX

// Errors in a PDLL rules file are located in it. A native constraint or rewrite (a
// `[{ ... }]` body) cannot run without compiling it: an error naming it, unless ropt
// registers a native function of that name.

// Each unregistered native function is reported at its call, all of them before anything
// runs.
// CONSTRAINT: pdll-rules-native-constraint.pdll:5:40: error: the native constraint 'IsValue' is not registered
// CONSTRAINT-NEXT: let root = op<test.twice>(x: [Value, IsValue]);
// CONSTRAINT: pdll-rules-native-constraint.pdll:6:3: error: the native constraint 'IsSpecial' is not registered
// CONSTRAINT-NEXT: IsSpecial(root);
// CONSTRAINT-NOT: module

// REWRITE: pdll-rules-native-rewrite.pdll:7:13: error: the native rewrite 'MakeIt' is not registered
// REWRITE-NEXT: let n = MakeIt(root);
// REWRITE-NOT: module

// SYNTAX: pdll-rules-bad-syntax.pdll:4:3: error: expected `;` after statement
// SYNTAX-NEXT: erase root;
// SYNTAX-NOT: module

func.func @f(%a: i32) -> i32 {
  %0 = "test.twice"(%a) : (i32) -> i32
  return %0 : i32
}

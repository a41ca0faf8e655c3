// A constraint whose predicate parses but calls a method the interpreter does not have, or
// names a variable other than `$_self` and the arguments `$0`, `$1`, ..., is reported when
// the rules load (such a rule could never match).
// RUN: not ropt %s --load-patterns %S/Inputs/bad-method.td -canonicalize 2>&1 | FileCheck %s --check-prefix=METHOD
// RUN: not ropt %s --load-patterns %S/Inputs/bad-var.td -canonicalize 2>&1 | FileCheck %s --check-prefix=VAR
// METHOD: bad-method.td:3:5: error: constraint 'PowerOfTwo' cannot be interpreted: predicate `($0.ty().is_power_of_two())` calls the method 'is_power_of_two', which a run-time dialect does not have
// METHOD-NEXT: def UsesPowerOfTwo : Pat<(AOp $x), (BOp $x), [(PowerOfTwo $x)]>;
// METHOD-NEXT: {{^}}    ^
// VAR: bad-var.td:3:5: error: constraint 'SameAsOther' cannot be interpreted: predicate `($0.ty() == $other.ty())` names the unknown variable '$other'
"t.src"() : () -> i32

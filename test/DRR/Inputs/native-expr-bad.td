include "native-expr.td"
def Unknown : NativeCodeCall<"$_builder.integer_attr($0.attr_type().unwrap(), $0.frob())">;
def UsesUnknown : Pat<(N_Add $x, (N_Const $a)), (N_Const (Unknown $a))>;

// NativeCodeCalls written in the Rust subset of CPred: computing attributes from matched
// attributes (a constant folder, a swapped comparison predicate) without compiling.
include "ropt/PatternBase.td"
include "ropt/EnumAttr.td"

def N : Dialect { let name = "n"; }

def N_Const : Op<N, "const", [Pure]> {
  let arguments = (ins AnyI32Attr:$value);
  let results = (outs I32:$r);
  let assemblyFormat = "$value attr-dict";
}
def N_Add : Op<N, "add", [Pure]> {
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$r);
  let assemblyFormat = "$lhs `,` $rhs attr-dict";
}
def N_Mul : Op<N, "mul", [Pure]> {
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$r);
  let assemblyFormat = "$lhs `,` $rhs attr-dict";
}

def N_Pred : I64EnumAttr<"Pred", "", [
    I64EnumAttrCase<"lt", 0>, I64EnumAttrCase<"le", 1>,
    I64EnumAttrCase<"gt", 2>, I64EnumAttrCase<"ge", 3>]>;
def N_Cmp : Op<N, "cmp", [Pure]> {
  let arguments = (ins N_Pred:$predicate, I32:$lhs, I32:$rhs);
  let results = (outs I1:$r);
  let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict";
}
def AddInts : NativeCodeCall<[{
  $_builder.integer_attr($0.attr_type().unwrap(),
                         $0.int_value().unwrap() + $1.int_value().unwrap())
}]>;
def MulInts : NativeCodeCall<[{
  $_builder.integer_attr($_builder.integer_type(32),
                         $0.int_value().unwrap() * $1.int_value().unwrap())
}]>;
// lt <-> gt, le <-> ge: the predicate with its operands swapped.
def SwappedPred : NativeCodeCall<[{
  $_builder.integer_attr($0.attr_type().unwrap(), ($0.int_value().unwrap() + 2) % 4)
}]>;

def FoldAdd : Pat<(N_Add (N_Const $a), (N_Const $b)), (N_Const (AddInts $a, $b))>;
def FoldMul : Pat<(N_Mul (N_Const $a), (N_Const $b)), (N_Const (MulInts $a, $b))>;
def SwapConstLhs : Pat<(N_Cmp $p, (N_Const:$c $v), $x), (N_Cmp (SwappedPred $p), $x, $c)>;

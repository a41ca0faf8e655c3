// RUN: rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s | FileCheck %s
// Generated rules compile their NativeCodeCalls: each call (by expression and argument
// count) becomes a Rust closure over the context and the dag arguments; `$_builder` is the
// context, `$_loc` / `$_self` its location and op, `$N` / `$N...` typed arguments.

include "ropt/PatternBase.td"
def T : Dialect { let name = "t"; }
def AOp : Op<T, "a"> { let arguments = (ins AnyType:$x, AnyAttr:$v); let results = (outs AnyType:$r); }
def BOp : Op<T, "b"> { let arguments = (ins AnyType:$x); let results = (outs AnyType:$r); }
def Scale : NativeCodeCall<"scale_attr($_builder, $1, $0)">;
def Pack : NativeCodeCall<"pack($_builder, $_loc, $0...)", 2>;
def Probe : NativeCodeCall<"probe($_builder, $_self)">;

def UseScale : Pat<(AOp $x, $v), (AOp $x, (Scale $x, $v))>;
def UsePack : Pattern<(AOp (Probe $c), $v), [(Pack:$p $c, $v, $c), (replaceWithValue $p__1)]>;

// CHECK-LABEL: fn compiled_natives() -> ropt_ods::drr::rules::CompiledNatives {
// CHECK:      m.insert(("pack($_builder, $_loc, $0...)".to_string(), 3), std::sync::Arc::new(|cx: &mut NativeCx<'_, '_>, args: &[NValue]| -> Option<NValue> {
// CHECK-NEXT:     let loc = cx.loc;
// CHECK-NEXT:     let self_op = cx.self_op;
// CHECK-NEXT:     let a0 = FromNValue::from_nvalue(args.get(0)?)?;
// CHECK-NEXT:     let a1 = FromNValue::from_nvalue(args.get(1)?)?;
// CHECK-NEXT:     let a2 = FromNValue::from_nvalue(args.get(2)?)?;
// CHECK-NEXT:     IntoNValue::into_nvalue(pack(cx, loc, a0, a1, a2))
// CHECK-NEXT: }));
// CHECK:      m.insert(("probe($_builder, $_self)".to_string(), 1),
// CHECK:          IntoNValue::into_nvalue(probe(cx, self_op))
// CHECK:      m.insert(("scale_attr($_builder, $1, $0)".to_string(), 2),
// CHECK:          IntoNValue::into_nvalue(scale_attr(cx, a1, a0))

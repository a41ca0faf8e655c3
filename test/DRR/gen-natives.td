// RUN: rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s | FileCheck %s
// Generated rules call their NativeCodeCalls directly: `$_builder` is the helper context
// `cx`, `$_loc` / `$_self` the location and op given to `rt.call`, `$N` / `$N...` the dag
// arguments (NValues) read as the helper's parameter types (`rt::arg`), checked by the
// Rust compiler. In a source pattern the call gets the defining op and its result is split
// into the captures.

include "ropt/PatternBase.td"
def T : Dialect { let name = "t"; }
def AOp : Op<T, "a"> { let arguments = (ins AnyType:$x, AnyAttr:$v); let results = (outs AnyType:$r); }
def BOp : Op<T, "b"> { let arguments = (ins AnyType:$x); let results = (outs AnyType:$r); }
def Scale : NativeCodeCall<"scale_attr($_builder, $1, $0)">;
def Pack : NativeCodeCall<"pack($_builder, $_loc, $0...)", 2>;
def Probe : NativeCodeCall<"probe($_builder, $_self)">;

def UseScale : Pat<(AOp $x, $v), (AOp $x, (Scale $x, $v))>;
def UsePack : Pattern<(AOp (Probe $c), $v), [(Pack:$p $c, $v, $c), (replaceWithValue $p__1)]>;

// Rules are emitted in record order (UsePack, then UseScale).
// CHECK-LABEL: impl UsePack {
// CHECK:      let [[D:d[0-9]+]] = rt.body().defining_op(rt.operand({{op[0-9]+}}, 0)?)?;
// CHECK-NEXT: let ([[PSELF:self_op[0-9]+]], [[PLOC:loc[0-9]+]]) = ([[D]], rt.unknown_loc());
// CHECK-NEXT: let [[P:n[0-9]+]] = rt.call([[PLOC]], [[PSELF]], |cx| IntoNValue::into_nvalue(probe(cx, [[PSELF]])))?;
// CHECK-NEXT: let [[CAPS:n[0-9]+]] = rt::captures([[P]], 1)?;
// CHECK-NEXT: let c = [[CAPS]][0].clone();
// CHECK:      let [[PARGS:args[0-9]+]] = [rt::pick(&c, None)?, NValue::Attr(v), rt::pick(&c, None)?];
// CHECK:      rt.call([[CLOC:loc[0-9]+]], {{self_op[0-9]+}}, |cx| IntoNValue::into_nvalue(pack(cx, [[CLOC]], rt::arg(&[[PARGS]][0])?, rt::arg(&[[PARGS]][1])?, rt::arg(&[[PARGS]][2])?)))?;
// The pair declares two values; the second replaces the root.
// CHECK:      let p = [[PACK:n[0-9]+]].clone();
// CHECK-NEXT: rt::declare(&mut values, [[PACK]]);
// CHECK-NEXT: rt::declare(&mut values, rt::pick(&p, Some(1))?);
// CHECK-NEXT: let keep = values.len().checked_sub(1)?;

// CHECK-LABEL: impl UseScale {
// CHECK:      let [[ARGS:args[0-9]+]] = [NValue::Value(x), NValue::Attr(v)];
// CHECK-NEXT: let ([[SELF:self_op[0-9]+]], [[LOC:loc[0-9]+]]) = (rt.root, {{loc[0-9]+}});
// CHECK-NEXT: let [[N:n[0-9]+]] = rt.call([[LOC]], [[SELF]], |cx| IntoNValue::into_nvalue(scale_attr(cx, rt::arg(&[[ARGS]][1])?, rt::arg(&[[ARGS]][0])?)))?;
// CHECK-NEXT: let [[A:a[0-9]+]] = [[N]].attr();
// CHECK:      rt.create(self.ops[0] /* t.a */, rt.fused_loc(), &[&[x]], &[("v", [[A]])],

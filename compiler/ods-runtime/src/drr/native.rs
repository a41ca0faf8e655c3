//! NativeCodeCalls at run time: the values passed to and returned by Rust
//! helpers ([`NValue`]), the context a helper runs in ([`NativeCx`]), typed
//! adapters turning plain Rust functions into helpers ([`native0`] ...
//! [`native4`]), and the helpers every rule can use ([`builtins`]).
//!
//! A helper is written as a Rust function whose first parameter is the
//! [`NativeCx`] and whose other parameters are typed arguments
//! (`ValueId`, `Attribute`, `Option<Attribute>`, `Type`, `OpId`,
//! `Vec<ValueId>`, `Location` or [`NValue`]); in a rule its call is written
//! `name($_builder, $0, ...)`. It returns any [`IntoNValue`]: an `Option`
//! or `bool` that is `None`/`false` makes the rule fail (no match, or no
//! rewrite). In a source pattern (`(Matcher $a, $b)` on an operand) the call
//! gets the defining op (`$_self`) and returns the captured values, one per
//! dag argument (a tuple for two or more).
//!
//! Generated rules call the Rust text of the NativeCodeCall directly (the
//! compiler checks it); interpreted rules (`ropt --load-patterns`) look the
//! function name up in a [`NativeTable`].

use std::collections::HashMap;
use std::sync::Arc;

use ropt_ir::{Attribute, Location, OpId, Type, ValueId};
use ropt_rewrite::PatternRewriter;

/// A value given to or returned by a native helper.
#[derive(Debug, Clone, PartialEq)]
pub enum NValue {
    /// One SSA value.
    Value(ValueId),
    /// A range of SSA values (a variadic operand, all results of an op).
    Values(Vec<ValueId>),
    /// An attribute, `None` when an optional one is absent.
    Attr(Option<Attribute>),
    /// A property's attribute and what it holds: constraints and NativeCodeCalls see its
    /// value (an integer, boolean, string, list or option), as in mlir-tblgen's rules.
    Prop(Attribute, &'static ropt_ods_model::props::PropKind),
    /// A type.
    Type(Type),
    /// Several types (`returnType`).
    Types(Vec<Type>),
    /// An op (`$_self`, a symbol bound to an op).
    Op(OpId),
    /// A location (`$_loc`).
    Loc(Location),
    /// Several values returned by one call (`$name__N` picks one).
    Many(Vec<NValue>),
    /// Nothing (`NativeCodeCallVoid`).
    Unit,
}

impl NValue {
    /// The single SSA value this stands for, if any.
    pub fn value(&self) -> Option<ValueId> {
        match self {
            NValue::Value(v) => Some(*v),
            NValue::Values(vs) if vs.len() == 1 => Some(vs[0]),
            _ => None,
        }
    }

    /// The SSA values this stands for (empty for non-values).
    pub fn values(&self) -> Vec<ValueId> {
        match self {
            NValue::Value(v) => vec![*v],
            NValue::Values(vs) => vs.clone(),
            NValue::Many(items) => items.iter().flat_map(NValue::values).collect(),
            _ => Vec::new(),
        }
    }

    /// The attribute this stands for, if any.
    pub fn attr(&self) -> Option<Attribute> {
        match self {
            NValue::Attr(a) => *a,
            NValue::Prop(a, _) => Some(*a),
            _ => None,
        }
    }
}

/// Where a helper runs: the rewriter, the location of the ops being built
/// (`$_loc`) and the op `$_self` stands for (the defining op in a source
/// pattern, else the matched root).
pub struct NativeCx<'r, 'a> {
    /// The rewriter (`$_builder`): reads the IR, creates ops.
    pub rewriter: &'r mut PatternRewriter<'a>,
    /// The location of generated ops.
    pub loc: Location,
    /// `$_self`.
    pub self_op: OpId,
}

impl NativeCx<'_, '_> {
    /// The context.
    pub fn ctx(&self) -> &ropt_ir::Context {
        self.rewriter.context()
    }

    /// The type of an SSA value.
    pub fn value_type(&self, v: ValueId) -> Type {
        self.rewriter.body().value_type(v)
    }
}

/// Reads a typed helper argument.
pub trait FromNValue: Sized {
    /// The argument as `Self`, if it has that kind.
    fn from_nvalue(v: &NValue) -> Option<Self>;
}

impl FromNValue for NValue {
    fn from_nvalue(v: &NValue) -> Option<Self> {
        Some(v.clone())
    }
}
impl FromNValue for ValueId {
    fn from_nvalue(v: &NValue) -> Option<Self> {
        v.value()
    }
}
impl FromNValue for Vec<ValueId> {
    fn from_nvalue(v: &NValue) -> Option<Self> {
        Some(v.values())
    }
}
impl FromNValue for Attribute {
    fn from_nvalue(v: &NValue) -> Option<Self> {
        v.attr()
    }
}
impl FromNValue for Option<Attribute> {
    fn from_nvalue(v: &NValue) -> Option<Self> {
        match v {
            NValue::Attr(a) => Some(*a),
            _ => None,
        }
    }
}
impl FromNValue for Type {
    fn from_nvalue(v: &NValue) -> Option<Self> {
        match v {
            NValue::Type(t) => Some(*t),
            NValue::Types(ts) if ts.len() == 1 => Some(ts[0]),
            _ => None,
        }
    }
}
impl FromNValue for OpId {
    fn from_nvalue(v: &NValue) -> Option<Self> {
        match v {
            NValue::Op(o) => Some(*o),
            _ => None,
        }
    }
}
impl FromNValue for Location {
    fn from_nvalue(v: &NValue) -> Option<Self> {
        match v {
            NValue::Loc(l) => Some(*l),
            _ => None,
        }
    }
}

/// Turns a helper's result into an [`NValue`]; `None` means "the rule does
/// not apply".
pub trait IntoNValue {
    /// The result, or `None` for a failure.
    fn into_nvalue(self) -> Option<NValue>;
}

impl IntoNValue for NValue {
    fn into_nvalue(self) -> Option<NValue> {
        Some(self)
    }
}
impl IntoNValue for ValueId {
    fn into_nvalue(self) -> Option<NValue> {
        Some(NValue::Value(self))
    }
}
impl IntoNValue for Vec<ValueId> {
    fn into_nvalue(self) -> Option<NValue> {
        Some(NValue::Values(self))
    }
}
impl IntoNValue for Attribute {
    fn into_nvalue(self) -> Option<NValue> {
        Some(NValue::Attr(Some(self)))
    }
}
impl IntoNValue for Type {
    fn into_nvalue(self) -> Option<NValue> {
        Some(NValue::Type(self))
    }
}
impl IntoNValue for Vec<Type> {
    fn into_nvalue(self) -> Option<NValue> {
        Some(NValue::Types(self))
    }
}
impl IntoNValue for OpId {
    fn into_nvalue(self) -> Option<NValue> {
        Some(NValue::Op(self))
    }
}
impl IntoNValue for Location {
    fn into_nvalue(self) -> Option<NValue> {
        Some(NValue::Loc(self))
    }
}
impl IntoNValue for () {
    fn into_nvalue(self) -> Option<NValue> {
        Some(NValue::Unit)
    }
}
impl IntoNValue for bool {
    fn into_nvalue(self) -> Option<NValue> {
        self.then_some(NValue::Unit)
    }
}
impl<T: IntoNValue> IntoNValue for Option<T> {
    fn into_nvalue(self) -> Option<NValue> {
        self?.into_nvalue()
    }
}
impl<A: IntoNValue, B: IntoNValue> IntoNValue for (A, B) {
    fn into_nvalue(self) -> Option<NValue> {
        Some(NValue::Many(vec![
            self.0.into_nvalue()?,
            self.1.into_nvalue()?,
        ]))
    }
}
impl<A: IntoNValue, B: IntoNValue, C: IntoNValue> IntoNValue for (A, B, C) {
    fn into_nvalue(self) -> Option<NValue> {
        Some(NValue::Many(vec![
            self.0.into_nvalue()?,
            self.1.into_nvalue()?,
            self.2.into_nvalue()?,
        ]))
    }
}

/// A helper callable at run time: the context and the arguments (after
/// `$_builder`), in the order the call names them.
pub type DynNative = Arc<dyn Fn(&mut NativeCx<'_, '_>, &[NValue]) -> Option<NValue> + Send + Sync>;

/// Adapts a helper without arguments.
pub fn native0<R: IntoNValue + 'static>(f: fn(&mut NativeCx<'_, '_>) -> R) -> DynNative {
    Arc::new(move |cx, args| {
        if args.is_empty() {
            f(cx).into_nvalue()
        } else {
            None
        }
    })
}

/// Adapts a helper with one argument.
pub fn native1<A: FromNValue + 'static, R: IntoNValue + 'static>(
    f: fn(&mut NativeCx<'_, '_>, A) -> R,
) -> DynNative {
    Arc::new(move |cx, args| match args {
        [a] => f(cx, A::from_nvalue(a)?).into_nvalue(),
        _ => None,
    })
}

/// Adapts a helper with two arguments.
pub fn native2<A: FromNValue + 'static, B: FromNValue + 'static, R: IntoNValue + 'static>(
    f: fn(&mut NativeCx<'_, '_>, A, B) -> R,
) -> DynNative {
    Arc::new(move |cx, args| match args {
        [a, b] => f(cx, A::from_nvalue(a)?, B::from_nvalue(b)?).into_nvalue(),
        _ => None,
    })
}

/// Adapts a helper with three arguments.
pub fn native3<
    A: FromNValue + 'static,
    B: FromNValue + 'static,
    C: FromNValue + 'static,
    R: IntoNValue + 'static,
>(
    f: fn(&mut NativeCx<'_, '_>, A, B, C) -> R,
) -> DynNative {
    Arc::new(move |cx, args| match args {
        [a, b, c] => f(
            cx,
            A::from_nvalue(a)?,
            B::from_nvalue(b)?,
            C::from_nvalue(c)?,
        )
        .into_nvalue(),
        _ => None,
    })
}

/// Adapts a helper with four arguments.
pub fn native4<
    A: FromNValue + 'static,
    B: FromNValue + 'static,
    C: FromNValue + 'static,
    D: FromNValue + 'static,
    R: IntoNValue + 'static,
>(
    f: fn(&mut NativeCx<'_, '_>, A, B, C, D) -> R,
) -> DynNative {
    Arc::new(move |cx, args| match args {
        [a, b, c, d] => f(
            cx,
            A::from_nvalue(a)?,
            B::from_nvalue(b)?,
            C::from_nvalue(c)?,
            D::from_nvalue(d)?,
        )
        .into_nvalue(),
        _ => None,
    })
}

/// Helpers by function name (the last path segment of the called function).
#[derive(Clone, Default)]
pub struct NativeTable {
    map: HashMap<String, DynNative>,
}

impl NativeTable {
    /// The table of [`builtins`].
    pub fn with_builtins() -> Self {
        let mut t = NativeTable::default();
        builtins::add(&mut t);
        t
    }

    /// Adds (or replaces) helper `name`.
    pub fn insert(&mut self, name: &str, f: DynNative) -> &mut Self {
        self.map.insert(name.to_string(), f);
        self
    }

    /// Adds every helper of `other`.
    pub fn extend(&mut self, other: &NativeTable) {
        for (k, v) in &other.map {
            self.map.insert(k.clone(), v.clone());
        }
    }

    /// The helper named `name`.
    pub fn get(&self, name: &str) -> Option<&DynNative> {
        self.map.get(name)
    }
}

/// The helpers known to every rule (ropt's `PatternBase.td` names them).
pub mod builtins {
    use super::*;
    use ropt_ir::Traits;

    /// Registers the builtin helpers in `t`.
    pub fn add(t: &mut NativeTable) {
        t.insert("constant_like", native1(constant_like));
        t.insert("identity", native1(identity));
        t.insert("type_of", native1(type_of));
        t.insert("zero_attr_of", native1(zero_attr_of));
        t.insert("copy_attrs", native2(copy_attrs));
    }

    /// Copies the discardable attributes of the op defining `from` onto the
    /// op defining `to` (`CopyAttrs`, a supplemental call); `false` when a
    /// value has no defining op.
    pub fn copy_attrs(cx: &mut NativeCx<'_, '_>, from: ValueId, to: ValueId) -> bool {
        let body = cx.rewriter.body();
        let (Some(src), Some(dst)) = (body.defining_op(from), body.defining_op(to)) else {
            return false;
        };
        let attrs: Vec<ropt_ir::NamedAttribute> = body
            .op(src)
            .attributes()
            .and_then(|d| d.as_dictionary())
            .map(<[_]>::to_vec)
            .unwrap_or_default();
        if attrs.is_empty() {
            return true;
        }
        let ctx = cx.rewriter.context();
        cx.rewriter.modify_op_in_place(dst, |b| {
            for a in &attrs {
                b.set_discardable_attr(ctx, dst, a.name.as_str(), Some(a.value));
            }
        });
        true
    }

    /// `ConstantLikeMatcher`: the value of a constant-like op (its `value`
    /// attribute), or `None`.
    pub fn constant_like(cx: &mut NativeCx<'_, '_>, op: OpId) -> Option<Attribute> {
        let body = cx.rewriter.body();
        if !body.op_name(op).has_trait(Traits::CONSTANT_LIKE) || body.num_results(op) != 1 {
            return None;
        }
        body.attr(op, "value")
    }

    /// Its argument, unchanged (`NativeCodeCallIdentity`).
    pub fn identity(_cx: &mut NativeCx<'_, '_>, v: NValue) -> NValue {
        v
    }

    /// The type of a value.
    pub fn type_of(cx: &mut NativeCx<'_, '_>, v: ValueId) -> Type {
        cx.value_type(v)
    }

    /// The zero attribute of a value's type: `0 : iN`, `0.0 : fN`, or a
    /// splat of zero for a vector or tensor of them.
    pub fn zero_attr_of(cx: &mut NativeCx<'_, '_>, v: ValueId) -> Option<Attribute> {
        let ty = cx.value_type(v);
        zero_attr(cx.ctx(), ty)
    }

    /// The zero attribute of type `ty` (see [`zero_attr_of`]).
    pub fn zero_attr(ctx: &ropt_ir::Context, ty: Type) -> Option<Attribute> {
        let elem = ty.element_type().unwrap_or(ty);
        let scalar = if elem.is_int_or_index() {
            ctx.int_attr(elem, 0)
        } else if elem.float_kind().is_some() {
            ctx.float_attr(elem, 0.0)
        } else {
            return None;
        };
        if elem == ty {
            return Some(scalar);
        }
        let _ = scalar;
        let width = if elem.is_index() {
            64
        } else {
            elem.int_or_float_width()?
        };
        let bytes = (width as usize).div_ceil(8).max(1);
        Some(ctx.dense_raw_attr(ty, bytes, &vec![0u8; bytes]))
    }
}

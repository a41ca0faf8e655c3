//! Building types and attributes from the Rust snippets of the model
//! (`$_builder.integer_type(32)`, default values), for the interpreter.
//! Only the base library's fixed vocabulary is understood; anything else
//! needs a compiled dialect.

use ropt_ir::types::FloatKind;
use ropt_ir::{Attribute, AttributeKind, Context, Signedness, Type};

use ropt_ods_model::model::{AttrDef, EnumDef, EnumKind, Model, enum_of};

/// The type of a typed attribute as MLIR's `TypedAttr::getType` gives it: a `BoolAttr` is an
/// `IntegerAttr` of `i1` there.
pub fn typed_attr_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match a.kind() {
        AttributeKind::Bool(_) => Some(ctx.i1_type()),
        _ => a.ty(),
    }
}

/// Builds the type a `builderCall` snippet describes.
pub fn build_type(ctx: &Context, call: &str) -> Option<Type> {
    let call = call.trim();
    let call = call.strip_prefix("$_builder.").unwrap_or(call);
    let (name, args) = call.split_once('(')?;
    let args = args.strip_suffix(')')?.trim();
    let width = || args.parse::<u32>().ok();
    let unquote = |s: &str| {
        s.trim()
            .strip_prefix('"')?
            .strip_suffix('"')
            .map(str::to_owned)
    };
    match name {
        "integer_type" => Some(ctx.integer_type(width()?, Signedness::Signless)),
        "signed_integer_type" => Some(ctx.integer_type(width()?, Signedness::Signed)),
        "unsigned_integer_type" => Some(ctx.integer_type(width()?, Signedness::Unsigned)),
        "index_type" => Some(ctx.index_type()),
        "none_type" => Some(ctx.none_type()),
        "float_type" => Some(ctx.float_type(FloatKind::from_name(&unquote(args)?)?)),
        "opaque_type" => {
            let (d, n) = args.split_once(',')?;
            Some(ctx.opaque_type(&unquote(d)?, &unquote(n)?))
        }
        _ => {
            let kw = name.strip_suffix("_type")?;
            Some(ctx.float_type(FloatKind::from_name(kw)?))
        }
    }
}

/// The type an attribute's value is parsed with when the format omits it
/// (`I64Attr` -> `i64`), from its `constBuilderCall`.
pub fn attr_value_type(ctx: &Context, model: &Model, a: &AttrDef) -> Option<Type> {
    if let Some(e) = enum_of(model, a) {
        return enum_int_type(ctx, e);
    }
    if !a.constraint.has_buildable_type {
        return None;
    }
    let from_const = a
        .constraint
        .const_builder_call
        .as_deref()
        .and_then(|call| call.split_once("($0,"))
        .and_then(|(_, rest)| build_type(ctx, rest.trim().strip_suffix(')')?));
    // Strings and symbol references are parsed with `none` (a literal of another kind is
    // then an error, and a string takes no `: type`), as MLIR's generated parsers do.
    from_const.or_else(|| {
        let t = build_type(ctx, a.constraint.value_type_builder.as_deref()?)?;
        matches!(t.kind(), ropt_ir::TypeKind::None).then_some(t)
    })
}

/// The integer type storing an integer enum (`None` for string enums).
pub fn enum_int_type(ctx: &Context, e: &EnumDef) -> Option<Type> {
    match e.kind {
        EnumKind::Str => None,
        _ => Some(ctx.integer_type(u32::try_from(e.bitwidth).ok()?, Signedness::Signless)),
    }
}

/// The attribute storing enum value `value`.
pub fn enum_attr(ctx: &Context, e: &EnumDef, value: i64) -> Option<Attribute> {
    match e.kind {
        EnumKind::Str => Some(ctx.string_attr(&e.stringify(value)?)),
        _ => Some(ctx.int_attr(enum_int_type(ctx, e)?, value)),
    }
}

/// The enum value an attribute stores.
pub fn enum_value(e: &EnumDef, a: Attribute) -> Option<i64> {
    match a.kind() {
        AttributeKind::Integer { value, .. } => {
            value.to_i64().or_else(|| value.to_u64().map(|v| v as i64))
        }
        AttributeKind::String { .. } => e.parse(a.as_str()?),
        _ => None,
    }
}

/// Whether [`default_attr`] knows how to build defaults of `a`'s kind (integers, floats,
/// booleans, strings, enums, dialect attributes).
pub fn builds_defaults(model: &Model, a: &AttrDef) -> bool {
    if super::dialect_attrs::attr_def_of(model, a).is_some() || enum_of(model, a).is_some() {
        return true;
    }
    let Some(call) = a.constraint.const_builder_call.as_deref() else {
        return false;
    };
    let kind = call.strip_prefix("$_builder.").unwrap_or(call);
    ["integer_attr", "float_attr", "bool_attr", "string_attr"]
        .iter()
        .any(|k| kind.starts_with(k))
}

/// The default value of a `DefaultValuedAttr`, built as an attribute.
pub fn default_attr(ctx: &Context, model: &Model, a: &AttrDef) -> Option<Attribute> {
    let text = a.constraint.default_value.as_deref()?.trim();
    if let Some(def) = super::dialect_attrs::attr_def_of(model, a) {
        // A parameterless dialect attribute has one value (`PoisonAttr::get($_ctx)`).
        if def.params.is_empty() {
            return Some(super::dialect_attrs::build(ctx, def, model, &[]));
        }
        let symbol = text.rsplit("::").next()?.trim();
        return super::dialect_attrs::build_enum_case(ctx, def, model, symbol);
    }
    if let Some(e) = enum_of(model, a) {
        let symbol = text.rsplit("::").next()?.trim();
        let case = e
            .cases
            .iter()
            .find(|c| c.symbol == symbol || c.str == symbol)?;
        return enum_attr(ctx, e, case.value);
    }
    let call = a.constraint.const_builder_call.as_deref()?;
    let call = call.strip_prefix("$_builder.").unwrap_or(call);
    let kind = call.split('(').next()?;
    if kind.starts_with("integer_attr") {
        let ty = attr_value_type(ctx, model, a)?;
        let v: i64 = text.parse().ok()?;
        return Some(ctx.int_attr(ty, v));
    }
    if kind.starts_with("float_attr") {
        let ty = attr_value_type(ctx, model, a)?;
        let v: f64 = text.parse().ok()?;
        return Some(ctx.float_attr(ty, v));
    }
    match kind {
        "bool_attr" => Some(ctx.bool_attr(text.parse().ok()?)),
        "string_attr" => {
            let s = text.strip_prefix('"')?.strip_suffix('"')?;
            Some(ctx.string_attr(s))
        }
        _ => None,
    }
}

/// Applies a type transform of the base library's vocabulary (`$_self`
/// followed by method calls such as `.element_type().unwrap()`) to `ty`.
pub fn apply_transform(ctx: &Context, transform: &str, ty: Type) -> Option<Type> {
    match apply_transform_list(ctx, transform, ty)?.as_slice() {
        [t] => Some(*t),
        _ => None,
    }
}

/// [`apply_transform`] for transforms giving several types
/// (`$_self.function_inputs()`).
pub fn apply_transform_list(ctx: &Context, transform: &str, ty: Type) -> Option<Vec<Type>> {
    use super::host::Entity;
    use ropt_ods_model::pred_eval::Dyn;
    let mut rest = transform.trim().strip_prefix("$_self")?;
    let mut cur: Dyn<Entity> = Dyn::Handle(Entity::Type(ty));
    while let Some(r) = rest.strip_prefix('.') {
        // `method()` or `method("text", ...)` (string arguments without `)` in them).
        let (method, after) = r.split_once('(')?;
        let (args, after) = after.split_once(')')?;
        rest = after;
        let args: Option<Vec<Dyn<Entity>>> = (args.split(',').map(str::trim))
            .filter(|a| !a.is_empty())
            .map(|a| Some(Dyn::Str(a.strip_prefix('"')?.strip_suffix('"')?.to_owned())))
            .collect();
        let args = args?;
        cur = match (method, cur) {
            ("unwrap", Dyn::Some(v)) => *v,
            ("i1_same_shape", Dyn::Handle(Entity::Type(t))) => {
                Dyn::Handle(Entity::Type(ctx.i1_same_shape(t)))
            }
            (m, Dyn::Handle(Entity::Type(t))) if args.is_empty() => {
                super::host::type_method(t, m, &[])?
            }
            (m, Dyn::Handle(e)) => super::host::uniqued_call(ctx, &e, m, &args)?,
            _ => return None,
        };
    }
    if !rest.trim().is_empty() {
        return None;
    }
    match cur {
        Dyn::Handle(Entity::Type(t)) => Some(vec![t]),
        Dyn::List(items) => items
            .into_iter()
            .map(|d| match d {
                Dyn::Handle(Entity::Type(t)) => Some(t),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

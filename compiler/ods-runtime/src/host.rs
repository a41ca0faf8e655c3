//! The IR seen by the predicate evaluator and the op verifier: [`IrHost`]
//! answers the base library's leaf-predicate vocabulary (see
//! [`ropt_ods_model::pred_eval`]) on real types, attributes, values and regions, and
//! [`IrOp`] shows a registered op to [`ropt_ods_model::verify`].

use ropt_ir::types::{FloatKind, Signedness};
use ropt_ir::{Attribute, AttributeKind, Body, Context, OpId, RegionId, Type, TypeKind, ValueId};

use ropt_ods_model::pred_eval::{Dyn, Host};
use ropt_ods_model::verify::OpInstance;

/// An IR entity a predicate talks about.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Entity {
    /// A type.
    Type(Type),
    /// An attribute.
    Attr(Attribute),
    /// An SSA value of the op's body.
    Value(ValueId),
    /// A region of the op.
    Region(RegionId),
}

/// Answers method calls on entities of one op (`body` holds the op).
pub struct IrHost<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The body holding the op.
    pub body: &'a Body,
    /// The op.
    pub op: OpId,
}

fn b(v: bool) -> Option<Dyn<Entity>> {
    Some(Dyn::Bool(v))
}

fn opt(v: Option<Dyn<Entity>>) -> Dyn<Entity> {
    match v {
        Some(v) => Dyn::Some(Box::new(v)),
        None => Dyn::None,
    }
}

fn ty(t: Type) -> Dyn<Entity> {
    Dyn::Handle(Entity::Type(t))
}

fn int_arg(args: &[Dyn<Entity>]) -> Option<i128> {
    match args.first() {
        Some(Dyn::Int(i)) => Some(*i),
        _ => None,
    }
}

fn str_arg(args: &[Dyn<Entity>], i: usize) -> Option<&str> {
    match args.get(i) {
        Some(Dyn::Str(s)) => Some(s),
        _ => None,
    }
}

/// Answers a method on a type.
pub(crate) fn type_method(t: Type, method: &str, args: &[Dyn<Entity>]) -> Option<Dyn<Entity>> {
    let int = t.int_info();
    let width_is = |w: u32| int_arg(args).is_some_and(|a| a == w as i128);
    let k = t.kind();
    match method {
        "is_integer" => b(int.is_some()),
        "is_integer_of_width" => b(int.is_some_and(|(w, _)| width_is(w))),
        "is_signless_integer" => b(matches!(int, Some((_, Signedness::Signless)))),
        "is_signless_integer_of_width" => {
            b(matches!(int, Some((w, Signedness::Signless)) if width_is(w)))
        }
        "is_signed_integer" => b(matches!(int, Some((_, Signedness::Signed)))),
        "is_signed_integer_of_width" => {
            b(matches!(int, Some((w, Signedness::Signed)) if width_is(w)))
        }
        "is_unsigned_integer" => b(matches!(int, Some((_, Signedness::Unsigned)))),
        "is_unsigned_integer_of_width" => {
            b(matches!(int, Some((w, Signedness::Unsigned)) if width_is(w)))
        }
        "is_signless_int_or_index" => {
            b(t.is_index() || matches!(int, Some((_, Signedness::Signless))))
        }
        "is_index" => b(t.is_index()),
        "is_float" => b(t.float_kind().is_some()),
        "is_f16" => b(t.float_kind() == Some(FloatKind::F16)),
        "is_f32" => b(t.float_kind() == Some(FloatKind::F32)),
        "is_f64" => b(t.float_kind() == Some(FloatKind::F64)),
        "is_f80" => b(t.float_kind() == Some(FloatKind::F80)),
        "is_f128" => b(t.float_kind() == Some(FloatKind::F128)),
        "is_float_named" => {
            let kw = str_arg(args, 0)?;
            b(t.float_kind().is_some_and(|f| f.name() == kw))
        }
        "is_none" => b(matches!(k, TypeKind::None)),
        "is_complex" => b(matches!(k, TypeKind::Complex(_))),
        "is_function" => b(t.is_function()),
        "is_graph" => b(false),
        "is_opaque" | "is_dialect_type" => {
            let (d, n) = (str_arg(args, 0)?, str_arg(args, 1)?);
            // `n` is a mnemonic, or the whole data (`range<value>`); empty matches any.
            b(matches!(k, TypeKind::Opaque { dialect, data }
                if dialect.as_str() == d
                    && (n.is_empty()
                        || super::dialect_attrs::mnemonic_of(data) == n
                        || **data == *n)))
        }
        "is_shaped" => b(matches!(
            k,
            TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        )),
        "is_tensor" => b(matches!(
            k,
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        )),
        "is_ranked_tensor" => b(matches!(k, TypeKind::RankedTensor { .. })),
        "is_unranked_tensor" => b(matches!(k, TypeKind::UnrankedTensor { .. })),
        "is_memref" => b(matches!(
            k,
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )),
        "is_unranked_memref" => b(matches!(k, TypeKind::UnrankedMemRef { .. })),
        "is_strided_memref" => b(matches!(k, TypeKind::MemRef { layout, .. }
            if layout.is_none_or(|l| matches!(l.kind(), AttributeKind::Strided { .. } | AttributeKind::AffineMap(_))))),
        "is_vector" => b(matches!(k, TypeKind::Vector { .. })),
        "is_scalable_vector" => b(matches!(k, TypeKind::Vector { scalable, .. }
            if scalable.iter().any(|&s| s))),
        "is_tuple" => b(matches!(k, TypeKind::Tuple(_))),
        "has_value_semantics" => b(matches!(
            k,
            TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
        )),
        "has_static_shape" => b(t.shape().is_some_and(|s| s.iter().all(|&d| d >= 0))),
        "rank" => Some(opt(t.shape().map(|s| Dyn::Int(s.len() as i128)))),
        "shape" => Some(opt(t
            .shape()
            .map(|s| Dyn::List(s.iter().map(|&d| Dyn::Int(d as i128)).collect())))),
        "num_elements" => Some(opt(t.num_elements().map(|n| Dyn::Int(n as i128)))),
        "element_type" => Some(opt(match k {
            TypeKind::Complex(e) => Some(ty(*e)),
            _ => t.element_type().map(ty),
        })),
        "element_type_or_self" => Some(ty(t.element_type().unwrap_or(t))),
        "tuple_types" => match k {
            TypeKind::Tuple(ts) => Some(Dyn::List(ts.iter().map(|&t| ty(t)).collect())),
            _ => Some(Dyn::List(Vec::new())),
        },
        "flattened_tuple_types" => {
            let mut out = Vec::new();
            let mut stack = vec![t];
            while let Some(t) = stack.pop() {
                match t.kind() {
                    TypeKind::Tuple(ts) => stack.extend(ts.iter().rev().copied()),
                    _ => out.push(ty(t)),
                }
            }
            Some(Dyn::List(out))
        }
        "implements" => match str_arg(args, 0)? {
            "ShapedTypeInterface" | "ShapedType" => type_method(t, "is_shaped", &[]),
            "MemRefElementTypeInterface" => b(t.int_info().is_some()
                || t.is_index()
                || t.float_kind().is_some()
                || matches!(
                    k,
                    TypeKind::Complex(_) | TypeKind::Vector { .. } | TypeKind::MemRef { .. }
                )),
            _ => None,
        },
        "inputs" | "function_inputs" => {
            Some(Dyn::List(t.inputs().iter().map(|&t| ty(t)).collect()))
        }
        "results" | "function_results" => {
            Some(Dyn::List(t.results().iter().map(|&t| ty(t)).collect()))
        }
        _ => None,
    }
}

/// Answers a method on an attribute.
fn attr_method(a: Attribute, method: &str, args: &[Dyn<Entity>]) -> Option<Dyn<Entity>> {
    let k = a.kind();
    match method {
        // MLIR's `BoolAttr` is an `IntegerAttr` (`true` is `1 : i1`).
        "is_integer_attr" => b(matches!(
            k,
            AttributeKind::Integer { .. } | AttributeKind::Bool(_)
        )),
        "is_float_attr" => b(matches!(k, AttributeKind::Float { .. })),
        // MLIR's `BoolAttr` is any signless `i1` integer attribute (`1 : i1` too).
        "is_bool" => b(bool_of(a).is_some()),
        "is_unit" => b(matches!(k, AttributeKind::Unit)),
        "is_string" => b(matches!(k, AttributeKind::String { .. })),
        "is_type_attr" => b(matches!(k, AttributeKind::Type(_))),
        "is_array" => b(matches!(k, AttributeKind::Array(_))),
        "is_dictionary" => b(matches!(k, AttributeKind::Dictionary(_))),
        "is_elements" => b(matches!(
            k,
            AttributeKind::DenseElements { .. }
                | AttributeKind::DenseResource { .. }
                | AttributeKind::Sparse { .. }
        )),
        "is_int_elements" => b(matches!(k, AttributeKind::DenseElements { ty, .. }
            if ty.element_type().is_some_and(|e| e.is_int_or_index()))),
        "is_float_elements" => b(matches!(k, AttributeKind::DenseElements { ty, .. }
            if ty.element_type().is_some_and(|e| e.float_kind().is_some()))),
        "is_string_elements" => b(matches!(
            k,
            AttributeKind::DenseElements {
                data: ropt_ir::DenseData::Strings { .. },
                ..
            }
        )),
        "is_dense_array_of" => {
            let kw = str_arg(args, 0)?;
            b(matches!(k, AttributeKind::DenseArray { elem, .. }
                if ropt_asm::printer::shim::type_to_string(*elem) == kw))
        }
        "is_symbol_ref" => b(matches!(k, AttributeKind::SymbolRef { .. })),
        "is_flat_symbol_ref" => b(matches!(k, AttributeKind::SymbolRef { nested, .. }
            if nested.is_empty())),
        "is_location" => b(a.is_location()),
        "is_dialect_attr" => {
            let (d, n) = (str_arg(args, 0)?, str_arg(args, 1)?);
            b(matches!(k, AttributeKind::Opaque { dialect, data, .. }
                if dialect.as_str() == d
                    && (n.is_empty() || super::dialect_attrs::mnemonic_of(data) == n)))
        }
        "implements" => match str_arg(args, 0)? {
            // As MLIR's builtin attributes: strings are typed too (and attributes of
            // unregistered dialects: see `IrHost`).
            "TypedAttr" => b(matches!(
                k,
                AttributeKind::Integer { .. }
                    | AttributeKind::Float { .. }
                    | AttributeKind::String { .. }
                    | AttributeKind::DenseElements { .. }
                    | AttributeKind::DenseResource { .. }
                    | AttributeKind::Sparse { .. }
            )),
            "ElementsAttr" => b(matches!(
                k,
                AttributeKind::DenseElements { .. }
                    | AttributeKind::DenseResource { .. }
                    | AttributeKind::Sparse { .. }
            )),
            "MemRefLayoutAttrInterface" => b(matches!(
                k,
                AttributeKind::AffineMap(_) | AttributeKind::Strided { .. }
            )),
            _ => None,
        },
        "attr_type" => Some(opt(a.ty().map(ty))),
        "ty" => Some(a.ty().map_or(Dyn::None, ty)),
        "int_value" => Some(opt(match k {
            AttributeKind::Integer { ty: t, value } => {
                let signed = !matches!(t.int_info(), Some((_, Signedness::Unsigned)));
                value.to_decimal(signed).parse::<i128>().ok().map(Dyn::Int)
            }
            AttributeKind::Bool(v) => Some(Dyn::Int(*v as i128)),
            _ => None,
        })),
        "float_value" => Some(opt(match k {
            AttributeKind::Float { ty: t, bits } => match t.float_kind() {
                Some(FloatKind::F64) => Some(Dyn::Float(f64::from_bits(*bits as u64))),
                Some(FloatKind::F32) => Some(Dyn::Float(f32::from_bits(*bits as u32) as f64)),
                _ => None,
            },
            _ => None,
        })),
        "bool_value" => Some(opt(bool_of(a).map(Dyn::Bool))),
        "str_value" => Some(opt(a.as_str().map(|s| Dyn::Str(s.to_string())))),
        "type_value" => Some(opt(a.as_type().map(ty))),
        "array_elements" => Some(opt(a
            .as_array()
            .map(|xs| Dyn::List(xs.iter().map(|&x| Dyn::Handle(Entity::Attr(x))).collect())))),
        "dense_array_len" => Some(opt(match k {
            AttributeKind::DenseArray { len, .. } => Some(Dyn::Int(*len as i128)),
            _ => None,
        })),
        "dense_array_values" => Some(opt(
            dense_array_values(a).map(|v| Dyn::List(v.into_iter().map(Dyn::Int).collect()))
        )),
        "elements_type" => Some(opt(match k {
            AttributeKind::DenseElements { ty: t, .. }
            | AttributeKind::DenseResource { ty: t, .. }
            | AttributeKind::Sparse { ty: t, .. } => t.element_type().map(ty),
            _ => None,
        })),
        "symbol_root" => Some(opt(match k {
            AttributeKind::SymbolRef { root, .. } => Some(Dyn::Str(root.as_str().to_string())),
            _ => None,
        })),
        _ => None,
    }
}

/// The value of a bool attribute: `true`/`false` or a signless `i1` integer.
fn bool_of(a: Attribute) -> Option<bool> {
    match a.kind() {
        AttributeKind::Bool(v) => Some(*v),
        AttributeKind::Integer { ty, value }
            if ty.int_info() == Some((1, Signedness::Signless)) =>
        {
            Some(!value.is_zero())
        }
        _ => None,
    }
}

/// Whether `a` is an `array<i32: ...>`.
fn is_dense_i32(a: Attribute) -> bool {
    matches!(a.kind(), AttributeKind::DenseArray { elem, .. }
        if elem.int_info() == Some((32, ropt_ir::Signedness::Signless)))
}

/// The integer elements of a dense integer array attribute.
pub fn dense_array_values(a: Attribute) -> Option<Vec<i128>> {
    let AttributeKind::DenseArray { elem, len, data } = a.kind() else {
        return None;
    };
    let (w, _) = elem.int_info()?;
    let bytes = (w as usize).div_ceil(8).max(1);
    let mut out = Vec::with_capacity(*len);
    for chunk in data.chunks(bytes).take(*len) {
        let mut v: i128 = 0;
        for (i, &byte) in chunk.iter().enumerate().take(16) {
            v |= (byte as i128) << (8 * i);
        }
        if w > 1 && w < 128 && (v >> (w - 1)) & 1 == 1 {
            v -= 1i128 << w;
        }
        out.push(v);
    }
    Some(out)
}

/// The cache key of a type or attribute: its uniqued storage address (aligned:
/// the low bit tells types from attributes).
fn uniqued_key(handle: &Entity) -> Option<usize> {
    match handle {
        Entity::Type(t) => Some(t.kind() as *const _ as usize),
        Entity::Attr(a) => Some(a.kind() as *const _ as usize | 1),
        _ => None,
    }
}

/// Answers method calls on types and attributes alone, with no op around them
/// (the generic form's inherent attributes, checked while parsing).
pub struct AttrHost<'a> {
    /// The context.
    pub ctx: &'a Context,
}

impl Host for AttrHost<'_> {
    type Handle = Entity;

    fn cache_key(&self, handle: &Entity) -> Option<usize> {
        uniqued_key(handle)
    }

    fn call(&self, recv: &Entity, method: &str, args: &[Dyn<Entity>]) -> Option<Dyn<Entity>> {
        uniqued_call(self.ctx, recv, method, args)
    }
}

impl Host for IrHost<'_> {
    type Handle = Entity;

    fn cache_key(&self, handle: &Entity) -> Option<usize> {
        uniqued_key(handle)
    }

    fn call(&self, recv: &Entity, method: &str, args: &[Dyn<Entity>]) -> Option<Dyn<Entity>> {
        match *recv {
            Entity::Value(v) => match method {
                "ty" => Some(ty(self.body.value_type(v))),
                _ => None,
            },
            Entity::Region(r) => match method {
                "num_blocks" => {
                    let rb = self.body.regions_body(self.op);
                    Some(Dyn::Int(rb.blocks(r).count() as i128))
                }
                _ => None,
            },
            _ => uniqued_call(self.ctx, recv, method, args),
        }
    }
}

/// A method call on a type or attribute (`None` for other entities).
pub(crate) fn uniqued_call(
    ctx: &Context,
    recv: &Entity,
    method: &str,
    args: &[Dyn<Entity>],
) -> Option<Dyn<Entity>> {
    match *recv {
        Entity::Type(t) if method == "i1_same_shape" => Some(ty(ctx.i1_same_shape(t))),
        // Types of a dialect kept as text (pdl's handles): `opaque_wrap(prefix, suffix)`
        // puts text around the data (`value` to `range<value>`), `opaque_replace(from, to)`
        // replaces text in it (`range<type>` to `range<value>`). Other types stay as they
        // are.
        Entity::Type(t) if method == "opaque_wrap" || method == "opaque_replace" => {
            let (a, b) = (str_arg(args, 0)?, str_arg(args, 1)?);
            Some(ty(match t.kind() {
                TypeKind::Opaque { dialect, data } => {
                    let data = if method == "opaque_wrap" {
                        format!("{a}{data}{b}")
                    } else {
                        data.replace(a, b)
                    };
                    ctx.opaque_type(dialect.as_str(), &data)
                }
                _ => t,
            }))
        }
        Entity::Type(t) => type_method(t, method, args),
        // `true`/`false` are typed (`i1`) attributes.
        Entity::Attr(a) if matches!(a.kind(), AttributeKind::Bool(_)) => match method {
            "attr_type" => Some(Dyn::Some(Box::new(ty(ctx.i1_type())))),
            "ty" => Some(ty(ctx.i1_type())),
            "implements" if str_arg(args, 0) == Some("TypedAttr") => Some(Dyn::Bool(true)),
            _ => attr_method(a, method, args),
        },
        // An attribute of an unregistered dialect is MLIR's (typed) `OpaqueAttr`.
        Entity::Attr(a)
            if method == "implements"
                && str_arg(args, 0) == Some("TypedAttr")
                && matches!(a.kind(), AttributeKind::Opaque { dialect, .. }
                        if ctx.registry().dialect(dialect.as_str()).is_none()) =>
        {
            Some(Dyn::Bool(true))
        }
        // A dialect's elements attribute (`#test.i64_elements`) is typed and an
        // `ElementsAttr`.
        Entity::Attr(a)
            if method == "implements"
                && matches!(str_arg(args, 0), Some("TypedAttr" | "ElementsAttr"))
                && matches!(a.kind(), AttributeKind::Opaque { .. })
                && ropt_ir::elements_attr::elements_type(ctx, a).is_some() =>
        {
            Some(Dyn::Bool(true))
        }
        Entity::Attr(a) => attr_method(a, method, args),
        Entity::Value(_) | Entity::Region(_) => None,
    }
}

/// A registered op, as the ODS verifier sees it.
pub struct IrOp<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The body holding the op.
    pub body: &'a Body,
    /// The op.
    pub op: OpId,
}

impl OpInstance for IrOp<'_> {
    type Handle = Entity;

    fn operands(&self) -> Vec<Entity> {
        self.body.operands(self.op).map(Entity::Value).collect()
    }
    fn results(&self) -> Vec<Entity> {
        self.body.results(self.op).map(Entity::Value).collect()
    }
    fn value_type(&self, value: &Entity) -> Entity {
        match *value {
            Entity::Value(v) => Entity::Type(self.body.value_type(v)),
            other => other,
        }
    }
    fn attribute(&self, name: &str) -> Option<Entity> {
        self.body.attr(self.op, name).map(Entity::Attr)
    }
    fn dense_i32_elements(&self, attr: &Entity) -> Option<Vec<i64>> {
        match *attr {
            Entity::Attr(a) if is_dense_i32(a) => Some(
                dense_array_values(a)?
                    .into_iter()
                    .map(|v| v as i64)
                    .collect(),
            ),
            _ => None,
        }
    }
    fn regions(&self) -> Vec<Entity> {
        self.body
            .regions(self.op)
            .iter()
            .map(|&r| Entity::Region(r))
            .collect()
    }
    fn num_successors(&self) -> usize {
        self.body.num_successors(self.op)
    }
    fn num_operands(&self) -> usize {
        self.body.num_operands(self.op)
    }
    fn num_results(&self) -> usize {
        self.body.num_results(self.op)
    }
    fn num_regions(&self) -> usize {
        self.body.regions(self.op).len()
    }
    fn print_type(&self, ty: &Entity) -> String {
        match *ty {
            Entity::Type(t) => ropt_asm::printer::shim::type_to_string(t),
            _ => String::new(),
        }
    }
    fn native_trait(
        &self,
        name: &str,
        params: &str,
    ) -> Result<(), ropt_ods_model::verify::VerifyError> {
        let with_prefix = |m: &str| ropt_ods_model::verify::VerifyError {
            message: format!("'{}' op {m}", self.body.op_name(self.op)),
        };
        if name == "SymbolOpInterface" {
            // An op whose `sym_name` is an `OptionalAttr` is an optional symbol (MLIR's
            // `isOptionalSymbol`, as `pdl.pattern`): it may have no name.
            let optional = self
                .body
                .op_name(self.op)
                .interface::<super::RuntimeOp>()
                .is_some_and(|rt| {
                    rt.def
                        .attributes
                        .iter()
                        .any(|a| a.name == "sym_name" && a.constraint.is_optional)
                });
            if optional && self.body.attr(self.op, "sym_name").is_none() {
                return Ok(());
            }
            let print = |a: Attribute| {
                let mut s = String::new();
                ropt_asm::printer::aliases::AliasState::new(
                    ropt_asm::printer::aliases::PrintOptions::default(),
                )
                .print_attribute(&mut s, a);
                s
            };
            if params == "optional"
                && self
                    .body
                    .attr(self.op, ropt_ir::symbol_table::SYMBOL_ATTR_NAME)
                    .is_none()
            {
                return Ok(());
            }
            return ropt_ir::verifier::verify_symbol(self.body, self.op, &print)
                .map_err(|d| ropt_ods_model::verify::VerifyError { message: d.message });
        }
        match super::traits::NativeCheck::of(name) {
            Some(check) => super::traits::check(check, params, self.body, self.op).map_err(|f| {
                if f.bare {
                    ropt_ods_model::verify::VerifyError {
                        message: f.message.into_owned(),
                    }
                } else {
                    with_prefix(&f.message)
                }
            }),
            None => Ok(()),
        }
    }
}

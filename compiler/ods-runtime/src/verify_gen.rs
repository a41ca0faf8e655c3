//! The run-time side of the generated verifiers (`codegen::verify`): each
//! compiled op gets a Rust function running the checks of [`ropt_ods_model::verify`]
//! in the same order with the same messages, its constraints compiled to Rust
//! over the wrappers [`T`] (types), [`A`] (attributes) and [`R`] (regions),
//! whose methods are the base library's leaf vocabulary (answered as the
//! interpreter's host answers them). The steps shared by every op are the
//! methods of [`Check`], so the generated code stays small.

use ropt_ir::verifier::op_error;
use ropt_ir::{Attribute, Body, Context, Diagnostic, OpId, Type};

use super::host::{Entity, IrHost, IrOp, uniqued_call};
use ropt_ods_model::pred_eval::Dyn;
use ropt_ods_model::verify::{OpInstance, VerifyError};

/// A generated verifier, registered per op (see [`super::register_model_compiled`]).
pub type GeneratedVerifyFn = fn(&Context, &Body, OpId) -> Result<(), Diagnostic>;

fn call(ctx: &Context, e: Entity, method: &str, args: &[Dyn<Entity>]) -> Option<Dyn<Entity>> {
    uniqued_call(ctx, &e, method, args)
}

fn truth(d: Option<Dyn<Entity>>) -> bool {
    matches!(d, Some(Dyn::Bool(true)))
}

fn int_of(d: Option<Dyn<Entity>>) -> Option<i128> {
    match d {
        Some(Dyn::Some(b)) => match *b {
            Dyn::Int(i) => Some(i),
            _ => None,
        },
        Some(Dyn::Int(i)) => Some(i),
        _ => None,
    }
}

fn handle_of(d: Option<Dyn<Entity>>) -> Option<Entity> {
    match d {
        Some(Dyn::Some(b)) => match *b {
            Dyn::Handle(h) => Some(h),
            _ => None,
        },
        Some(Dyn::Handle(h)) => Some(h),
        _ => None,
    }
}

fn list_of(d: Option<Dyn<Entity>>) -> Option<Vec<Dyn<Entity>>> {
    match d {
        Some(Dyn::Some(b)) => match *b {
            Dyn::List(l) => Some(l),
            _ => None,
        },
        Some(Dyn::List(l)) => Some(l),
        _ => None,
    }
}

fn s(v: &str) -> Dyn<Entity> {
    Dyn::Str(v.to_string())
}

/// Operand or result types with their indices (see [`Check::types`]).
pub struct TypesIter<'a> {
    check: Check<'a>,
    results: bool,
    next: usize,
    end: usize,
}

impl<'a> Iterator for TypesIter<'a> {
    type Item = (usize, T<'a>);
    fn next(&mut self) -> Option<(usize, T<'a>)> {
        if self.next >= self.end {
            return None;
        }
        let (body, op) = (self.check.body, self.check.op);
        let v = if self.results {
            body.result(op, self.next)
        } else {
            body.operand(op, self.next)
        };
        let i = self.next;
        self.next += 1;
        Some((i, T(body.value_type(v), self.check.ctx)))
    }
}

/// A type, as a constraint sees it.
#[derive(Clone, Copy)]
pub struct T<'c>(pub Type, pub &'c Context);

/// An attribute, as a constraint sees it.
#[derive(Clone, Copy)]
pub struct A<'c>(pub Attribute, pub &'c Context);

/// A region, as a constraint sees it (its number of blocks).
#[derive(Clone, Copy)]
pub struct R(pub usize);

impl R {
    /// The number of blocks.
    pub fn num_blocks(self) -> i128 {
        self.0 as i128
    }
}

macro_rules! type_bools {
    ($($name:ident),*) => {$(
        #[allow(missing_docs)]
        pub fn $name(self) -> bool {
            truth(call(self.1, Entity::Type(self.0), stringify!($name), &[]))
        }
    )*};
}

macro_rules! attr_bools {
    ($($name:ident),*) => {$(
        #[allow(missing_docs)]
        pub fn $name(self) -> bool {
            truth(call(self.1, Entity::Attr(self.0), stringify!($name), &[]))
        }
    )*};
}

impl<'c> T<'c> {
    fn e(self) -> Entity {
        Entity::Type(self.0)
    }
    fn wrap(self, h: Option<Entity>) -> Option<T<'c>> {
        match h {
            Some(Entity::Type(t)) => Some(T(t, self.1)),
            _ => None,
        }
    }
    type_bools!(
        is_signed_integer,
        is_unsigned_integer,
        is_f16,
        is_f80,
        is_f128,
        is_none,
        is_complex,
        is_function,
        is_graph,
        is_shaped,
        is_tensor,
        is_ranked_tensor,
        is_unranked_tensor,
        is_memref,
        is_unranked_memref,
        is_strided_memref,
        is_scalable_vector,
        is_tuple,
        has_value_semantics,
        has_static_shape
    );
    /// An integer type.
    pub fn is_integer(self) -> bool {
        self.0.int_info().is_some()
    }
    /// A signless integer type.
    pub fn is_signless_integer(self) -> bool {
        matches!(self.0.int_info(), Some((_, ropt_ir::Signedness::Signless)))
    }
    /// A signless integer type or `index`.
    pub fn is_signless_int_or_index(self) -> bool {
        self.0.is_index() || self.is_signless_integer()
    }
    /// `index`.
    pub fn is_index(self) -> bool {
        self.0.is_index()
    }
    /// A float type.
    pub fn is_float(self) -> bool {
        self.0.float_kind().is_some()
    }
    /// `f32`.
    pub fn is_f32(self) -> bool {
        self.0.float_kind() == Some(ropt_ir::FloatKind::F32)
    }
    /// `f64`.
    pub fn is_f64(self) -> bool {
        self.0.float_kind() == Some(ropt_ir::FloatKind::F64)
    }
    /// A vector type.
    pub fn is_vector(self) -> bool {
        matches!(self.0.kind(), ropt_ir::TypeKind::Vector { .. })
    }
    fn width_is(self, method: &str, w: i128) -> bool {
        truth(call(self.1, self.e(), method, &[Dyn::Int(w)]))
    }
    #[allow(missing_docs)]
    pub fn is_integer_of_width(self, w: i128) -> bool {
        self.width_is("is_integer_of_width", w)
    }
    #[allow(missing_docs)]
    pub fn is_signless_integer_of_width(self, w: i128) -> bool {
        matches!(self.0.int_info(), Some((x, ropt_ir::Signedness::Signless)) if x as i128 == w)
    }
    #[allow(missing_docs)]
    pub fn is_signed_integer_of_width(self, w: i128) -> bool {
        self.width_is("is_signed_integer_of_width", w)
    }
    #[allow(missing_docs)]
    pub fn is_unsigned_integer_of_width(self, w: i128) -> bool {
        self.width_is("is_unsigned_integer_of_width", w)
    }
    #[allow(missing_docs)]
    pub fn is_float_named(self, kw: &str) -> bool {
        truth(call(self.1, self.e(), "is_float_named", &[s(kw)]))
    }
    #[allow(missing_docs)]
    pub fn is_opaque(self, d: &str, n: &str) -> bool {
        truth(call(self.1, self.e(), "is_opaque", &[s(d), s(n)]))
    }
    #[allow(missing_docs)]
    pub fn is_dialect_type(self, d: &str, n: &str) -> bool {
        truth(call(self.1, self.e(), "is_dialect_type", &[s(d), s(n)]))
    }
    #[allow(missing_docs)]
    pub fn implements(self, n: &str) -> bool {
        truth(call(self.1, self.e(), "implements", &[s(n)]))
    }
    #[allow(missing_docs)]
    pub fn rank(self) -> Option<i128> {
        int_of(call(self.1, self.e(), "rank", &[]))
    }
    #[allow(missing_docs)]
    pub fn num_elements(self) -> Option<i128> {
        int_of(call(self.1, self.e(), "num_elements", &[]))
    }
    #[allow(missing_docs)]
    pub fn element_type(self) -> Option<T<'c>> {
        self.wrap(handle_of(call(self.1, self.e(), "element_type", &[])))
    }
    #[allow(missing_docs)]
    pub fn element_type_or_self(self) -> T<'c> {
        T(self.0.element_type().unwrap_or(self.0), self.1)
    }
    #[allow(missing_docs)]
    pub fn tuple_types(self) -> Vec<T<'c>> {
        self.types_of("tuple_types")
    }
    #[allow(missing_docs)]
    pub fn flattened_tuple_types(self) -> Vec<T<'c>> {
        self.types_of("flattened_tuple_types")
    }
    fn types_of(self, method: &str) -> Vec<T<'c>> {
        list_of(call(self.1, self.e(), method, &[]))
            .unwrap_or_default()
            .into_iter()
            .filter_map(|d| match d {
                Dyn::Handle(Entity::Type(t)) => Some(T(t, self.1)),
                _ => None,
            })
            .collect()
    }
}

impl<'c> A<'c> {
    fn e(self) -> Entity {
        Entity::Attr(self.0)
    }
    attr_bools!(
        is_integer_attr,
        is_float_attr,
        is_bool,
        is_unit,
        is_string,
        is_type_attr,
        is_array,
        is_dictionary,
        is_elements,
        is_int_elements,
        is_float_elements,
        is_string_elements,
        is_symbol_ref,
        is_flat_symbol_ref,
        is_location
    );
    #[allow(missing_docs)]
    pub fn is_dense_array_of(self, kw: &str) -> bool {
        truth(call(self.1, self.e(), "is_dense_array_of", &[s(kw)]))
    }
    #[allow(missing_docs)]
    pub fn is_dialect_attr(self, d: &str, n: &str) -> bool {
        truth(call(self.1, self.e(), "is_dialect_attr", &[s(d), s(n)]))
    }
    #[allow(missing_docs)]
    pub fn implements(self, n: &str) -> bool {
        truth(call(self.1, self.e(), "implements", &[s(n)]))
    }
    fn ty_of(self, method: &str) -> Option<T<'c>> {
        match handle_of(call(self.1, self.e(), method, &[])) {
            Some(Entity::Type(t)) => Some(T(t, self.1)),
            _ => None,
        }
    }
    #[allow(missing_docs)]
    pub fn attr_type(self) -> Option<T<'c>> {
        self.ty_of("attr_type")
    }
    #[allow(missing_docs)]
    pub fn type_value(self) -> Option<T<'c>> {
        self.ty_of("type_value")
    }
    #[allow(missing_docs)]
    pub fn elements_type(self) -> Option<T<'c>> {
        self.ty_of("elements_type")
    }
    #[allow(missing_docs)]
    pub fn int_value(self) -> Option<i128> {
        int_of(call(self.1, self.e(), "int_value", &[]))
    }
    #[allow(missing_docs)]
    pub fn dense_array_len(self) -> Option<i128> {
        int_of(call(self.1, self.e(), "dense_array_len", &[]))
    }
    #[allow(missing_docs)]
    pub fn dense_array_values<X>(self) -> Option<Vec<i128>> {
        super::host::dense_array_values(self.0)
    }
    #[allow(missing_docs)]
    pub fn float_value(self) -> Option<f64> {
        match call(self.1, self.e(), "float_value", &[]) {
            Some(Dyn::Some(b)) => match *b {
                Dyn::Float(f) => Some(f),
                _ => None,
            },
            _ => None,
        }
    }
    #[allow(missing_docs)]
    pub fn bool_value(self) -> Option<bool> {
        match call(self.1, self.e(), "bool_value", &[]) {
            Some(Dyn::Some(b)) => match *b {
                Dyn::Bool(v) => Some(v),
                _ => None,
            },
            _ => None,
        }
    }
    #[allow(missing_docs)]
    pub fn str_value(self) -> Option<&'static str> {
        self.0.as_str()
    }
    #[allow(missing_docs)]
    pub fn array_elements(self) -> Option<Vec<A<'c>>> {
        self.0
            .as_array()
            .map(|xs| xs.iter().map(|&x| A(x, self.1)).collect())
    }
}

/// The op being verified by its generated verifier.
#[derive(Clone, Copy)]
pub struct Check<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The body holding the op.
    pub body: &'a Body,
    /// The op.
    pub op: OpId,
    name: &'static str,
    rt: Option<&'static super::RuntimeOp>,
}

impl<'a> Check<'a> {
    /// Starts verifying `op`, an op named `name`.
    pub fn new(ctx: &'a Context, body: &'a Body, op: OpId, name: &'static str) -> Self {
        Check {
            ctx,
            body,
            op,
            name,
            rt: body.op(op).name().interface::<super::RuntimeOp>(),
        }
    }

    fn ir(&self) -> IrOp<'a> {
        IrOp {
            ctx: self.ctx,
            body: self.body,
            op: self.op,
        }
    }

    /// The error `'op' op <message>`.
    pub fn fail(&self, message: impl AsRef<str>) -> Result<(), Diagnostic> {
        Err(op_error(self.body, self.op, message.as_ref()))
    }

    fn error(&self, e: VerifyError) -> Diagnostic {
        let prefix = format!("'{}' op ", self.name);
        match e.message.strip_prefix(&prefix) {
            Some(m) => op_error(self.body, self.op, m),
            None => ropt_ir::verifier::error_at_op(self.body, self.op, e.message),
        }
    }

    /// The attribute `name`, if set.
    pub fn attr(&self, name: &str) -> Option<A<'a>> {
        self.body.attr(self.op, name).map(|a| A(a, self.ctx))
    }

    /// `attribute '<name>' failed to satisfy constraint: <summary>`.
    pub fn attr_fail(&self, name: &str, summary: &str) -> Result<(), Diagnostic> {
        self.fail(format!(
            "attribute '{name}' failed to satisfy constraint: {summary}"
        ))
    }

    /// `requires attribute '<name>'` when it is absent.
    pub fn require(&self, name: &str) -> Result<(), Diagnostic> {
        match self.body.attr(self.op, name) {
            Some(_) => Ok(()),
            None => self.fail(format!("requires attribute '{name}'")),
        }
    }

    fn host(&self) -> IrHost<'a> {
        IrHost {
            ctx: self.ctx,
            body: self.body,
            op: self.op,
        }
    }

    /// Runs `f` on the op's shared verifier (the interpreter's, for the steps
    /// every op shares).
    fn shared<X>(
        &self,
        f: impl FnOnce(
            &ropt_ods_model::verify::OpVerifier<'static>,
            &IrOp<'a>,
            &IrHost<'a>,
        ) -> Result<X, VerifyError>,
    ) -> Result<X, Diagnostic> {
        let rt = self
            .rt
            .ok_or_else(|| op_error(self.body, self.op, "is not an ODS op"))?;
        rt.interpreted_verifier()
            .and_then(|v| f(&v.0, &self.ir(), &self.host()))
            .map_err(|e| self.error(e))
    }

    /// The count checks ODS implies (see [`ropt_ods_model::verify`]).
    pub fn counts(&self) -> Result<(), Diagnostic> {
        self.shared(|v, op, host| v.check_counts(op, host))
    }

    /// A native trait check (`AttrSizedOperandSegments`, `HasParent`, ...).
    pub fn native(&self, name: &str, params: &str) -> Result<(), Diagnostic> {
        self.shared(|v, op, host| v.check_native(op, host, name, params))
    }

    /// The number of values of each operand (`results` false) or result group.
    pub fn groups(&self, results: bool) -> Result<Vec<usize>, Diagnostic> {
        self.shared(|v, op, host| v.value_groups(op, host, results))
    }

    /// The size checks of group `group` (`count` values from value `start`).
    pub fn group(
        &self,
        results: bool,
        group: usize,
        start: usize,
        count: usize,
    ) -> Result<(), Diagnostic> {
        self.shared(|v, op, host| v.check_group(op, host, results, group, start, count))
    }

    /// The number of operands (`results` false) or results.
    pub fn num(&self, results: bool) -> usize {
        if results {
            self.body.num_results(self.op)
        } else {
            self.body.num_operands(self.op)
        }
    }

    /// The types of operands (`results` false) or results `start..end`.
    pub fn types(&self, results: bool, start: usize, end: usize) -> TypesIter<'a> {
        TypesIter {
            check: Check { rt: None, ..*self },
            results,
            next: start,
            end,
        }
    }

    /// `<kind> #<index> must be <summary>, but got '<type>'`.
    pub fn value_fail(
        &self,
        kind: &str,
        index: usize,
        summary: &str,
        ty: T<'_>,
    ) -> Result<(), Diagnostic> {
        let t = self.ir().print_type(&Entity::Type(ty.0));
        self.fail(format!("{kind} #{index} must be {summary}, but got '{t}'"))
    }

    /// The regions, with their numbers of blocks.
    pub fn regions(&self) -> Vec<R> {
        let rb = self.body.regions_body(self.op);
        self.body
            .regions(self.op)
            .iter()
            .map(|&r| R(rb.blocks(r).count()))
            .collect()
    }

    /// The predicate traits (`failed to verify that ...`), interpreted.
    pub fn pred_traits(&self) -> Result<(), Diagnostic> {
        self.shared(|v, op, host| v.check_pred_traits(op, host))
    }
}

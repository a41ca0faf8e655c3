//! The ODS run time: dialects registered from a checked [`Model`] into a
//! [`Context`]. A dialect loaded at run time (`ropt --load-dialect x.td`)
//! has its ops verified by the plan of [`ropt_ods_model::verify`] through an
//! IR-backed host ([`host`]) and parsed/printed by the format interpreter
//! ([`asm`]); a compiled dialect registers through the same
//! [`register_model_compiled`], with the parsers, printers and verifiers its
//! build script generated (which call [`asm::generated`] and [`verify_gen`])
//! and the Rust hooks its `.td` asks for. [`drr`] runs rewrite rules: the
//! interpreter of `--load-patterns` and the helpers of generated rules.

pub mod asm;
pub mod attrs;
pub mod custom;
pub mod dialect_attrs;
pub mod drr;
pub mod host;
pub mod load_check;
pub mod props;
pub mod traits;
pub mod verify_gen;

use std::path::{Path, PathBuf};

use ropt_ir::asm_interface::OpAsmHooks;
use ropt_ir::verifier::op_error;
use ropt_ir::{
    Attribute, Body, Context, Diagnostic, DialectInfo, OpId, OpInfo, Traits, Type, ValueId,
};

use ropt_ods_model::model::{Model, OpDef, OpTrait};
use ropt_ods_model::verify::{OpVerifier, VerifyError};
use traits::NativeCheck;

pub use ropt_ods_model::library::LoadError;

/// What the registry keeps about an op of a loaded dialect (an interface of
/// its [`OpInfo`]).
pub struct RuntimeOp {
    /// The op's definition.
    pub def: &'static OpDef,
    /// The model it belongs to (enums, other ops).
    pub model: &'static Model,
    /// Names of the inherent attributes.
    pub inherent: Vec<&'static str>,
    /// Default values of default-valued attributes, built once.
    pub defaults: Vec<(&'static str, Attribute)>,
    /// Types attribute values are parsed with when the format omits them.
    pub value_types: Vec<(&'static str, Type)>,
    /// The op's regions end with an implicit terminator.
    pub implicit_terminator: bool,
    /// What the format interpreter precomputed for this op.
    pub plan: asm::Plan,
    /// The interpreted verifier, compiled when the op is first verified.
    verifier: std::sync::OnceLock<Result<SyncVerifier, VerifyError>>,
    /// The generated verifier of a compiled dialect's op (replaces the interpreted one).
    generated_verify: Option<verify_gen::GeneratedVerifyFn>,
    /// Op shapes that passed the ODS checks (see [`VerifyMemo`]).
    memo: VerifyMemo,
    /// Whether a region constraint is not trivially true (its block counts matter).
    region_preds: bool,
    /// The native trait checks that depend on more than the op's shape (with
    /// their parameters), structural ones first, each group in the order the
    /// traits are listed: they run even when the op's shape passed before.
    positional_checks: Vec<(NativeCheck, &'static str)>,
    /// The op's [`ExtraVerifier`], looked up in its interfaces once (it is added after
    /// this struct is made, so not known before the first verification).
    extra_verifier: std::sync::OnceLock<Option<ropt_ir::registry::VerifyFn>>,
}

/// The shapes of ops that passed the ODS checks. What the checks read is a
/// function of the op's shape: its uniqued operand and result types, its
/// uniqued attribute dictionaries, its region and successor counts (and block
/// counts when a region constraint is not trivial); predicates see values only
/// through their types. An op whose shape passed once passes again, so the
/// interpreter runs once per distinct shape.
///
/// The shapes are kept per thread (a shared set behind a lock made the
/// threads of a parallel verification contend for its cache line on every
/// op); a key starts with the address of the op's [`RuntimeOp`], which is
/// unique because a registered op's run-time data lives as long as the process.
#[derive(Default)]
struct VerifyMemo;

thread_local! {
    /// The shapes this thread has seen pass, of every [`VerifyMemo`], by [`shape_hash`]
    /// (a shape whose hash another one took is simply verified again).
    static PASSED: std::cell::RefCell<rustc_hash::FxHashMap<u64, Box<[usize]>>> =
        std::cell::RefCell::default();
}

/// A hash of a shape key (cheaper than hashing the slice through `Hash`).
#[inline]
fn shape_hash(key: &[usize]) -> u64 {
    let mut h = key.len() as u64;
    for &w in key {
        h = (h.rotate_left(5) ^ w as u64).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
    h
}

impl VerifyMemo {
    /// Shapes kept at most per thread (the set is cleared when full).
    const LIMIT: usize = 1 << 16;
    /// Longest shape key memoized (the memo's address included).
    const MAX_KEY: usize = 33;

    fn contains(&self, key: &[usize]) -> bool {
        let h = shape_hash(key);
        PASSED.with(|s| s.borrow().get(&h).is_some_and(|k| **k == *key))
    }

    fn insert(&self, key: &[usize]) {
        let h = shape_hash(key);
        PASSED.with(|s| {
            let mut s = s.borrow_mut();
            if s.len() >= Self::LIMIT {
                s.clear();
            }
            s.insert(h, key.into());
        });
    }
}

/// The identity of a uniqued attribute (0 for none).
fn attr_key(a: Option<Attribute>) -> usize {
    a.map_or(0, |a| a.kind() as *const _ as usize)
}

/// The shape key of `op` (see [`VerifyMemo`]) in `buf`; `None` when too long.
fn shape_key<'b>(
    rt: &'static RuntimeOp,
    body: &Body,
    op: OpId,
    buf: &'b mut [usize; VerifyMemo::MAX_KEY],
) -> Option<&'b [usize]> {
    let o = body.op(op);
    let regions = body.regions(op);
    let region_preds = rt.region_preds;
    let n = 6 + o.num_operands() + o.num_results() + if region_preds { regions.len() } else { 0 };
    if n > VerifyMemo::MAX_KEY {
        return None;
    }
    let mut i = 0;
    let mut push = |v: usize| {
        buf[i] = v;
        i += 1;
    };
    push(rt as *const RuntimeOp as usize);
    push(attr_key(o.properties()));
    push(attr_key(o.attributes()));
    push(o.num_operands());
    for v in body.operands(op) {
        push(body.value_type(v).kind() as *const _ as usize);
    }
    push(o.num_results());
    for v in body.results(op) {
        push(body.value_type(v).kind() as *const _ as usize);
    }
    push(regions.len() << 32 | body.num_successors(op));
    if region_preds {
        let rb = body.regions_body(op);
        for &r in regions {
            push(rb.blocks(r).count());
        }
    }
    Some(&buf[..n])
}

/// The Rust half of an op's `hasVerifier` (MLIR's `verify()`): a compiled
/// dialect adds it as an interface of the op's [`OpInfo`]; it runs after the
/// ODS-generated checks (operand/result/attribute constraints and traits) pass.
#[derive(Clone, Copy)]
pub struct ExtraVerifier(pub ropt_ir::registry::VerifyFn);

impl RuntimeOp {
    /// MLIR's parse-time check of a type that a `TypesMatchWith` transform reads (the
    /// transform may assume a valid type): each of `types` must satisfy the constraint of
    /// operand (`result` false) or result `index`, else
    /// `'<name>' must be <summary>, but got '<type>'` at the op name. A constraint the
    /// interpreter cannot evaluate is left to the verifier.
    pub fn check_transform_source(
        &self,
        p: &mut dyn ropt_ir::asm_interface::OpAsmParser,
        result: bool,
        index: usize,
        types: &[ropt_ir::Type],
    ) -> ropt_ir::asm_interface::AsmResult<()> {
        let Ok(verifier) = self.interpreted_verifier() else {
            return Ok(());
        };
        let defs = if result {
            &self.def.results
        } else {
            &self.def.operands
        };
        let Some(d) = defs.get(index) else {
            return Ok(());
        };
        for &t in types {
            let host = host::AttrHost { ctx: p.context() };
            if let Ok(false) =
                verifier
                    .0
                    .value_type_holds(&host, result, index, host::Entity::Type(t))
            {
                let printed = ropt_asm::printer::shim::type_to_string(t);
                let message = format!(
                    "'{}' must be {}, but got '{printed}'",
                    d.name, d.constraint.summary
                );
                let at = p.op_name_pos();
                return Err(p.emit_error(at, &message));
            }
        }
        Ok(())
    }

    /// MLIR's parse-time check of an attribute a format parses (`$attr`): a value of
    /// another kind than attribute `index` stores is an error at `at`. A predicate the
    /// interpreter cannot evaluate is left to the verifier.
    pub fn check_attr_kind(
        &self,
        p: &mut dyn ropt_ir::asm_interface::OpAsmParser,
        index: usize,
        value: Attribute,
        at: ropt_ir::asm_interface::SourcePos,
    ) -> ropt_ir::asm_interface::AsmResult<()> {
        let Ok(verifier) = self.interpreted_verifier() else {
            return Ok(());
        };
        let host = host::AttrHost { ctx: p.context() };
        if let Ok(false) = verifier
            .0
            .attr_storage_holds(&host, index, host::Entity::Attr(value))
        {
            return Err(p.emit_error(at, "invalid kind of attribute specified"));
        }
        Ok(())
    }

    /// The interpreted verifier, compiled on first use.
    fn interpreted_verifier(&self) -> Result<&SyncVerifier, VerifyError> {
        self.verifier
            .get_or_init(|| OpVerifier::new(self.def).map(SyncVerifier))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// The op `SingleBlockImplicitTerminator<"name">` names, if the op has the trait.
    pub fn implicit_terminator_name(&self) -> Option<&'static str> {
        self.def.traits.iter().find_map(|t| match t {
            OpTrait::Native { name, params, .. } if name == "SingleBlockImplicitTerminator" => {
                Some(params.trim_matches('"'))
            }
            _ => None,
        })
    }
}

/// An [`OpVerifier`] shared between threads.
struct SyncVerifier(OpVerifier<'static>);

// SAFETY: the verifier's raw pointers are only used as map keys (identities of the
// model's predicates, which are leaked and immutable); they are never dereferenced.
unsafe impl Send for SyncVerifier {}
// SAFETY: see above; the verifier is never mutated after construction.
unsafe impl Sync for SyncVerifier {}

/// Native traits with a bit in the IR's [`Traits`].
fn trait_bits(def: &OpDef) -> Traits {
    let mut t = Traits::NONE;
    for tr in &def.traits {
        let Some(name) = tr.name() else { continue };
        t |= match name {
            "IsIsolatedFromAbove" => Traits::ISOLATED_FROM_ABOVE,
            "IsTerminator" => Traits::TERMINATOR,
            "NoTerminator" => Traits::NO_TERMINATOR,
            "SingleBlock" => Traits::SINGLE_BLOCK,
            "SymbolTable" => Traits::SYMBOL_TABLE,
            "Symbol" | "SymbolOpInterface" => Traits::SYMBOL,
            "ConstantLike" => Traits::CONSTANT_LIKE,
            "IsCommutative" => Traits::COMMUTATIVE,
            "ReturnLike" => Traits::RETURN_LIKE,
            "AffineScope" => Traits::AFFINE_SCOPE,
            "AutomaticAllocationScope" => Traits::AUTOMATIC_ALLOCATION_SCOPE,
            "IsIdempotent" => Traits::IDEMPOTENT,
            "IsInvolution" => Traits::INVOLUTION,
            "SameOperandsAndResultType" => Traits::SAME_OPERANDS_AND_RESULT_TYPE,
            "SingleBlockImplicitTerminator" => Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR,
            "HasParent" => Traits::HAS_PARENT,
            "AlwaysSpeculatableImplTrait" => Traits::ALWAYS_SPECULATABLE,
            "HasRecursiveMemoryEffects" | "RecursiveMemoryEffects" => {
                Traits::RECURSIVE_MEMORY_EFFECTS
            }
            "Elementwise" => Traits::ELEMENTWISE,
            _ => Traits::NONE,
        };
    }
    // `NoMemoryEffect` (alone or inside `Pure`): the op has no memory effect at all,
    // unless an operand decorator names one.
    let no_effect = def.traits.iter().any(|tr| match tr {
        OpTrait::Native { name, params, .. } => {
            name == "MemoryEffectOpInterface" && params.is_empty()
        }
        _ => false,
    });
    if no_effect && def.operands.iter().all(|o| o.effects.is_empty()) {
        t |= Traits::PURE;
    }
    t
}

/// Registers every dialect and op of `model` (the model is leaked: the
/// registry lives as long as the process). Returns the names of the ops.
pub fn register_model(ctx: &mut Context, model: Model) -> Vec<String> {
    register_model_with(ctx, model, &|info| info)
}

/// [`register_model`], passing each op's [`OpInfo`] through `customize`
/// before it is registered (for run-time models whose custom directives are
/// written in Rust, [`custom`]). A dialect whose [`DialectInfo`] is already
/// registered keeps it.
pub fn register_model_with(
    ctx: &mut Context,
    model: Model,
    customize: &dyn Fn(OpInfo) -> OpInfo,
) -> Vec<String> {
    register(
        ctx,
        Box::leak(Box::new(model)),
        &CompiledHooks::default(),
        customize,
    )
}

/// Adds the Rust hooks of one op to its registration.
pub type WireOpFn = fn(OpInfo) -> OpInfo;

/// Adds the Rust hooks of one dialect to its registration.
pub type WireDialectFn = fn(DialectInfo) -> DialectInfo;

/// What the generated code of a compiled dialect registers with its model,
/// each table in the order of the model's ops (or dialects): the generated
/// parsers and printers (`None`: the format interpreter), the generated
/// verifiers (`None`: the interpreted one), and the functions adding the Rust
/// hooks the `.td` asks for (the hook traits `ropt-ods` generates).
#[derive(Default)]
pub struct CompiledHooks {
    /// `asm[i]` parses and prints `model.ops[i]`.
    pub asm: &'static [Option<asm::generated::GeneratedAsm>],
    /// `verify[i]` verifies `model.ops[i]`.
    pub verify: &'static [Option<verify_gen::GeneratedVerifyFn>],
    /// `ops[i]` adds the Rust hooks of `model.ops[i]`.
    pub ops: &'static [Option<WireOpFn>],
    /// `dialects[i]` adds the Rust hooks of `model.dialects[i]`.
    pub dialects: &'static [Option<WireDialectFn>],
}

/// Registers a compiled dialect's `model` with its generated `hooks`.
pub fn register_model_compiled(
    ctx: &mut Context,
    model: &'static Model,
    hooks: &CompiledHooks,
) -> Vec<String> {
    register(ctx, model, hooks, &|info| info)
}

fn register(
    ctx: &mut Context,
    model: &'static Model,
    hooks: &CompiledHooks,
    customize: &dyn Fn(OpInfo) -> OpInfo,
) -> Vec<String> {
    let (generated, verifiers) = (hooks.asm, hooks.verify);
    // `ROPT_ODS_INTERPRET=1` keeps compiled dialects on the format interpreter
    // and the interpreted verifier (to compare the two front doors);
    // `ROPT_ODS_INTERPRET=verify` on the interpreted verifier only.
    let interpret = std::env::var("ROPT_ODS_INTERPRET").ok();
    let generated = if interpret.as_deref().is_some_and(|v| v != "verify") {
        &[]
    } else {
        generated
    };
    let verifiers = if interpret.is_some() { &[] } else { verifiers };
    for (i, d) in model.dialects.iter().enumerate() {
        if ctx.registry().dialect(&d.name).is_none() {
            let mut info = DialectInfo::new(&d.name)
                .with_interface(dialect_attrs::RuntimeDialect { model })
                .with_interface(dialect_attrs::hooks());
            info.allow_unknown_ops = d.allow_unknown_operations;
            info.allow_unknown_types = d.allow_unknown_types;
            if let Some(wire) = hooks.dialects.get(i).copied().flatten() {
                info = wire(info);
            }
            ctx.registry_mut().register_dialect(info);
        }
    }
    let mut names = Vec::new();
    for (index, def) in model.ops.iter().enumerate() {
        if ctx.registry().lookup_op(&def.name).is_some() {
            continue;
        }
        let (parse_fn, print_fn) = match generated.get(index).copied().flatten() {
            Some(g) => (g.parse, g.print),
            None => (
                asm::parse as ropt_ir::asm_interface::CustomParseFn,
                asm::print as ropt_ir::asm_interface::CustomPrintFn,
            ),
        };
        let mut rt = runtime_op(ctx, model, def);
        rt.plan.generated = generated.get(index).copied().flatten();
        rt.generated_verify = verifiers.get(index).copied().flatten();
        let has_format = def.format.is_some();
        let printable = def
            .format
            .as_ref()
            .is_some_and(|f| asm::unsupported(f, None).is_none());
        let mut info = OpInfo::new(&def.name)
            .with_traits(trait_bits(def))
            .with_inherent_attrs(&rt.inherent)
            .with_properties(
                &def.properties
                    .iter()
                    .map(|p| p.name.as_str())
                    .collect::<Vec<_>>(),
            )
            .with_verify(verify_hook)
            .with_check_inherent_attrs(check_inherent_attrs);
        if has_format || def.has_custom_assembly_format {
            info = info.with_interface(OpAsmHooks {
                parse: Some(parse_fn),
                print: if printable { Some(print_fn) } else { None },
                ..OpAsmHooks::default()
            });
        }
        if rt.implicit_terminator {
            // A compiled dialect may replace it with its own region verifier.
            info = info.with_verify_regions(verify_implicit_terminator);
        }
        if def.has_trait("RegionKindInterface") || def.has_trait("HasOnlyGraphRegion") {
            info = info.with_region_kind(|_| ropt_ir::RegionKind::Graph);
        }
        // The dialect's attribute hooks also live on its ops, for dialect crates that
        // register their own `DialectInfo` first.
        info = info.with_interface(dialect_attrs::hooks());
        if !rt.defaults.is_empty() || !rt.plan.props.is_empty() {
            // Properties start with their initial values, as MLIR's do.
            let defaults = rt
                .defaults
                .iter()
                .map(|(n, v)| ropt_ir::NamedAttribute {
                    name: ctx.identifier(n),
                    value: *v,
                })
                .chain(
                    (rt.plan.props.iter().flatten())
                        .map(|p| ropt_ir::NamedAttribute::new(p.id, p.initial)),
                )
                .collect();
            info = info.with_interface(ropt_ir::registry::InherentDefaults(defaults));
        }
        info = info.with_interface(rt);
        if let Some(wire) = hooks.ops.get(index).copied().flatten() {
            info = wire(info);
        }
        info = customize(info);
        // Printable once the compiled dialect provided every custom directive.
        let custom = info.interfaces.get::<custom::CustomDirectives>();
        if let (Some(format), Some(hooks)) = (&def.format, info.interfaces.get::<OpAsmHooks>())
            && hooks
                .parse
                .is_some_and(|f| std::ptr::fn_addr_eq(f, parse_fn))
        {
            let printable = asm::unsupported(format, custom).is_none();
            info = info.with_interface(OpAsmHooks {
                print: if printable { Some(print_fn) } else { None },
                ..*hooks
            });
        }
        ctx.registry_mut().register_op(info);
        names.push(def.name.to_string());
    }
    names
}

fn runtime_op(ctx: &Context, model: &'static Model, def: &'static OpDef) -> RuntimeOp {
    let mut inherent: Vec<&'static str> = def
        .attributes
        .iter()
        .filter(|a| !a.constraint.is_derived)
        .map(|a| a.name.as_str())
        .collect();
    if def.has_trait("AttrSizedOperandSegments") {
        inherent.push("operandSegmentSizes");
    }
    if def.has_trait("AttrSizedResultSegments") {
        inherent.push("resultSegmentSizes");
    }
    let defaults: Vec<(&'static str, Attribute)> = def
        .attributes
        .iter()
        .filter_map(|a| Some((a.name.as_str(), attrs::default_attr(ctx, model, a)?)))
        .collect();
    let value_types: Vec<(&'static str, Type)> = def
        .attributes
        .iter()
        .filter(|a| ropt_ods_model::model::enum_of(model, a).is_none())
        .filter_map(|a| Some((a.name.as_str(), attrs::attr_value_type(ctx, model, a)?)))
        .collect();
    let mut plan = asm::Plan::new(ctx, def, &defaults, &value_types);
    plan.enums = def
        .attributes
        .iter()
        .map(|a| ropt_ods_model::model::enum_of(model, a).map(|e| asm::EnumPlan::new(ctx, e)))
        .collect();
    RuntimeOp {
        def,
        model,
        inherent,
        defaults,
        value_types,
        plan,
        implicit_terminator: def.has_trait("SingleBlockImplicitTerminator"),
        verifier: std::sync::OnceLock::new(),
        generated_verify: None,
        memo: VerifyMemo,
        region_preds: def.regions.iter().any(|r| !r.pred.is_trivially_true()),
        positional_checks: positional_checks(def),
        extra_verifier: std::sync::OnceLock::new(),
    }
}

/// The positional native checks of `def` (see [`RuntimeOp`]).
fn positional_checks(def: &'static OpDef) -> Vec<(NativeCheck, &'static str)> {
    let mut checks: Vec<(NativeCheck, &'static str, bool)> = def
        .traits
        .iter()
        .filter_map(|t| match t {
            OpTrait::Native {
                name,
                params,
                structural,
            } => NativeCheck::of(name)
                .filter(|c| c.is_positional())
                .map(|c| (c, params.as_str(), *structural)),
            _ => None,
        })
        .collect();
    checks.sort_by_key(|&(_, _, structural)| !structural);
    checks.into_iter().map(|(c, p, _)| (c, p)).collect()
}

/// Checks each property's predicate (`ConfinedProp`, and those of an
/// `ArrayProp`'s elements or an `OptionalProp`'s value) on its value.
fn verify_props(ctx: &Context, rt: &RuntimeOp, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    for (def, plan) in rt.def.properties.iter().zip(&rt.plan.props) {
        let Some(plan) = plan else { continue };
        if def.pred.is_trivially_true() {
            continue;
        }
        let Some(value) = asm::attr_by_id(body, op, plan.id) else {
            continue;
        };
        let Some(subject) = props::interface_value(&plan.kind, value) else {
            continue;
        };
        let host = host::IrHost { ctx, body, op };
        let vars = std::collections::HashMap::new();
        match ropt_ods_model::pred_eval::eval_pred(&def.pred, subject, &vars, &host) {
            Ok(true) => {}
            Ok(false) => {
                return Err(op_error(
                    body,
                    op,
                    format!(
                        "property '{}' failed to satisfy constraint: {}",
                        def.name, def.summary
                    ),
                ));
            }
            Err(e) => {
                return Err(op_error(
                    body,
                    op,
                    format!(
                        "property '{}': cannot evaluate constraint `{}`: {}",
                        def.name, e.expr, e.message
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// The verify hook of every op of a loaded dialect.
fn verify_hook(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(rt) = body.op(op).name().interface::<RuntimeOp>() else {
        return Ok(());
    };
    let strip = |e: VerifyError| {
        let prefix = format!("'{}' op ", rt.def.name);
        let Some(msg) = e.message.strip_prefix(&prefix) else {
            // A message MLIR emits without the op prefix.
            return ropt_ir::verifier::error_at_op(body, op, e.message);
        };
        let mut msg = msg.to_string();
        if msg.starts_with("cannot evaluate constraint") {
            msg.push_str(" (a predicate in Rust needs a compiled dialect)");
        }
        op_error(body, op, msg)
    };
    let mut buf = [0usize; VerifyMemo::MAX_KEY];
    let key = shape_key(rt, body, op, &mut buf);
    if key.is_some_and(|k| rt.memo.contains(k)) {
        // The shape passed: only the checks that see more than the shape remain.
        for &(check, params) in &rt.positional_checks {
            traits::check(check, params, body, op).map_err(|f| {
                if f.bare {
                    ropt_ir::verifier::error_at_op(body, op, f.message)
                } else {
                    op_error(body, op, f.message)
                }
            })?;
        }
    } else if let Some(generated) = rt.generated_verify {
        generated(ctx, body, op)?;
        verify_props(ctx, rt, body, op)?;
        if let Some(k) = key {
            rt.memo.insert(k);
        }
    } else {
        let verifier = rt
            .verifier
            .get_or_init(|| OpVerifier::new(rt.def).map(SyncVerifier))
            .as_ref()
            .map_err(|e| strip(e.clone()))?;
        let host = host::IrHost { ctx, body, op };
        let inst = host::IrOp { ctx, body, op };
        verifier.0.verify(&inst, &host).map_err(strip)?;
        verify_props(ctx, rt, body, op)?;
        if let Some(k) = key {
            rt.memo.insert(k);
        }
    }
    let extra = rt
        .extra_verifier
        .get_or_init(|| body.op(op).name().interface::<ExtraVerifier>().map(|e| e.0));
    match extra {
        Some(extra) => extra(ctx, body, op),
        None => Ok(()),
    }
}

/// The parse-time check of an op's inherent attributes in generic form
/// ([`ropt_ir::registry::InherentAttrCheckFn`]): each property of `<{...}>`
/// must be storable (its constraint's storage predicate, then the segment
/// sizes), each inherent attribute of the attribute dictionary must satisfy
/// its constraint; attributes in name order, as MLIR converts them.
pub fn check_inherent_attrs(
    ctx: &Context,
    info: &OpInfo,
    given: Option<Attribute>,
    props: &mut Option<Attribute>,
    attrs: &mut Option<Attribute>,
) -> Result<(), String> {
    let Some(rt) = info.interfaces.get::<RuntimeOp>() else {
        return Ok(());
    };
    let properties = given.is_some();
    let Some((dict, entries)) = given.or(*props).and_then(|d| Some((d, d.as_dictionary()?))) else {
        zero_segment_sizes(ctx, rt, props);
        return Ok(());
    };
    let lookup = |name: &str| entries.iter().find(|e| e.name.as_str() == name);
    let host = host::AttrHost { ctx };
    // A predicate the interpreter cannot evaluate is left to the verifier.
    if let Ok(verifier) = rt
        .verifier
        .get_or_init(|| OpVerifier::new(rt.def).map(SyncVerifier))
        .as_ref()
        && let Ok(Some(i)) = verifier.0.first_bad_attr(
            &host,
            |n| lookup(n).map(|e| host::Entity::Attr(e.value)),
            properties,
        )
    {
        let a = &rt.def.attributes[i];
        return Err(if properties {
            let value = lookup(&a.name).map_or(dict, |e| e.value);
            invalid_properties(info, dict, &property_conversion_error(&a.name, value))
        } else {
            constraint_error(&info.name, &a.name, &a.constraint.summary)
        });
    }
    convert_props(ctx, rt, info, dict, props)?;
    if properties {
        for (attr, n) in segment_attrs(rt.def) {
            if let Some(e) = lookup(attr) {
                segment_sizes_storable(e.value, n)
                    .map_err(|m| invalid_properties(info, dict, &m))?;
            }
        }
        // Entries that are no property of the op are dropped, and so are the
        // attribute dictionary's inherent names.
        let inherent =
            |e: &ropt_ir::NamedAttribute| rt.inherent.iter().any(|n| *n == e.name.as_str());
        let property =
            |e: &ropt_ir::NamedAttribute| rt.plan.props.iter().flatten().any(|p| p.id == e.name);
        retain(ctx, props, |e| inherent(e) || property(e));
        retain(ctx, attrs, |e| !inherent(e));
    }
    zero_segment_sizes(ctx, rt, props);
    Ok(())
}

/// Reads each property of `props` as the property stores it
/// ([`props::convert`]); `given` is the dictionary the input wrote, which
/// errors show.
fn convert_props(
    ctx: &Context,
    rt: &RuntimeOp,
    info: &OpInfo,
    given: Attribute,
    props: &mut Option<Attribute>,
) -> Result<(), String> {
    if rt.plan.props.is_empty() {
        return Ok(());
    }
    let Some(entries) = props.and_then(|d| d.as_dictionary()) else {
        return Ok(());
    };
    let mut out: Vec<ropt_ir::NamedAttribute> = entries.to_vec();
    let mut changed = false;
    for p in rt.plan.props.iter().flatten() {
        if let Some(e) = out.iter_mut().find(|e| e.name == p.id) {
            let v = props::convert(ctx, &p.kind, e.value)
                .map_err(|m| invalid_properties(info, given, &m))?;
            changed |= v != e.value;
            e.value = v;
        }
    }
    if changed {
        *props = Some(ctx.dictionary_attr(&out));
    }
    Ok(())
}

/// Keeps the entries of dictionary `dict` that satisfy `keep`.
fn retain(
    ctx: &Context,
    dict: &mut Option<Attribute>,
    keep: impl Fn(&ropt_ir::NamedAttribute) -> bool,
) {
    let entries = dict.and_then(|d| d.as_dictionary()).unwrap_or(&[]);
    if entries.iter().all(&keep) {
        return;
    }
    let kept: Vec<_> = entries.iter().filter(|e| keep(e)).copied().collect();
    *dict = (!kept.is_empty()).then(|| ctx.dictionary_attr(&kept));
}

/// The segment-size attributes of `def` with their number of groups.
fn segment_attrs(def: &OpDef) -> impl Iterator<Item = (&'static str, usize)> + '_ {
    [
        (
            "AttrSizedOperandSegments",
            "operandSegmentSizes",
            def.operands.len(),
        ),
        (
            "AttrSizedResultSegments",
            "resultSegmentSizes",
            def.results.len(),
        ),
    ]
    .into_iter()
    .filter(|(t, _, _)| def.has_trait(t))
    .map(|(_, attr, n)| (attr, n))
}

/// A segment-size property that is absent or cannot be stored (an attribute
/// dictionary's entry is dropped then) holds zeros, as MLIR's default
/// properties do.
fn zero_segment_sizes(ctx: &Context, rt: &RuntimeOp, props: &mut Option<Attribute>) {
    for (attr, n) in segment_attrs(rt.def) {
        let entries = props.and_then(|d| d.as_dictionary()).unwrap_or(&[]);
        if entries
            .iter()
            .any(|e| e.name.as_str() == attr && segment_sizes_storable(e.value, n).is_ok())
        {
            continue;
        }
        let zeros = ctx.dense_array_attr(ctx.int_type(32), n, &vec![0; 4 * n]);
        let mut kept: Vec<_> = entries
            .iter()
            .filter(|e| e.name.as_str() != attr)
            .copied()
            .collect();
        kept.push(ropt_ir::NamedAttribute::new(ctx.identifier(attr), zeros));
        kept.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
        *props = Some(ctx.dictionary_attr(&kept));
    }
}

/// MLIR's message for a property `<{...}>` that cannot be stored.
pub fn invalid_properties(info: &OpInfo, dict: Attribute, problem: &str) -> String {
    invalid_properties_of(&info.name, dict, problem)
}

/// [`invalid_properties`] of the op named `name`.
pub fn invalid_properties_of(name: &str, dict: Attribute, problem: &str) -> String {
    format!(
        "invalid properties {} for op {name}: {problem}",
        ropt_asm::printer::shim::attr_to_string(dict),
    )
}

/// The problem of an attribute `value` that property `name` cannot hold.
pub fn property_conversion_error(name: &str, value: Attribute) -> String {
    format!(
        "Invalid attribute `{name}` in property conversion: {}",
        ropt_asm::printer::shim::attr_to_string(value)
    )
}

/// The verifier's message for attribute `name` failing its constraint.
pub fn constraint_error(op: &str, name: &str, summary: &str) -> String {
    format!("'{op}' op attribute '{name}' failed to satisfy constraint: {summary}")
}

/// Whether a segment-size property given in generic form holds `expected`
/// sizes; the error is MLIR's problem text.
pub fn segment_sizes_storable(value: Attribute, expected: usize) -> Result<(), String> {
    let found = match value.kind() {
        ropt_ir::AttributeKind::DenseArray { elem, len, .. }
            if elem.int_info() == Some((32, ropt_ir::Signedness::Signless)) =>
        {
            *len
        }
        _ => return Err("expected DenseI32ArrayAttr for key `value`".into()),
    };
    if found != expected {
        return Err(format!(
            "size mismatch in attribute conversion: {found} vs {expected}"
        ));
    }
    Ok(())
}

/// `SingleBlockImplicitTerminator<"name">` (a region trait: checked after the nested
/// ops): the block of each non-empty region ends with a `name` op.
fn verify_implicit_terminator(_: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(name) = body
        .op(op)
        .name()
        .interface::<RuntimeOp>()
        .and_then(RuntimeOp::implicit_terminator_name)
    else {
        return Ok(());
    };
    let rb = body.regions_body(op);
    for &r in body.regions(op) {
        let Some(last) = rb.entry_block(r).and_then(|b| rb.last_op(b)) else {
            continue;
        };
        let found = rb.op_name(last);
        if found.as_str() != name {
            let msg = format!("expects regions to end with '{name}', found '{found}'");
            let note =
                format!("in custom textual format, the absence of terminator implies '{name}'");
            return Err(op_error(body, op, msg).with_note(body.op_location(op), note));
        }
    }
    Ok(())
}

/// Reads an ODS file, lowers it, and registers its dialects and ops (see
/// [`register_model`]); the base library is always on the include path.
/// Returns the names of the registered ops.
pub fn load_dialect_file(
    ctx: &mut Context,
    path: &Path,
    include_dirs: &[PathBuf],
) -> Result<Vec<String>, Vec<LoadError>> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        let text = ropt_cli::io_error_text(&e);
        vec![format!("could not open '{}': {text}\n", path.display())]
    })?;
    let name = path.display().to_string();
    let records = ropt_ods_model::library::read_records(&name, text, include_dirs)?;
    let model = ropt_ods_model::library::lower_keeper(&records)?;
    let problems = load_check::check(ctx, &model);
    if !problems.is_empty() {
        return Err(problems
            .iter()
            .map(|e| ropt_ods_model::library::render(&records, e))
            .collect());
    }
    Ok(register_model(ctx, model))
}

/// The range of operand (`kind == "operands"`) or result values that
/// definition `index` of a registered ODS op stands for (used by the
/// generated accessors of ops with variadic groups).
pub fn value_group(body: &Body, op: OpId, kind: &str, index: usize) -> std::ops::Range<usize> {
    let Some(rt) = body.op(op).name().interface::<RuntimeOp>() else {
        return 0..0;
    };
    let (defs, total, attr) = if kind == "operands" {
        (
            &rt.def.operands,
            body.num_operands(op),
            "operandSegmentSizes",
        )
    } else {
        (&rt.def.results, body.num_results(op), "resultSegmentSizes")
    };
    let sizes = body.attr(op, attr).and_then(host::dense_array_values);
    asm::value_groups(defs, total, sizes)
        .get(index)
        .cloned()
        .unwrap_or(0..0)
}

/// A generated op of two single operands `lhs` and `rhs` and one result (every such op
/// with a default builder implements it): code shared by the binary ops of a dialect
/// names the operands through it instead of by position.
pub trait BinaryOp: Copy {
    /// `op` as this op, if it is one.
    fn cast(body: &Body, op: OpId) -> Option<Self>;
    /// The op.
    fn op(self) -> OpId;
    /// The left operand.
    fn lhs(self, body: &Body) -> ValueId;
    /// The right operand.
    fn rhs(self, body: &Body) -> ValueId;
    /// The result.
    fn result(self, body: &Body) -> ValueId;
    /// The state of a new op of this kind with `lhs`, `rhs` and result type `ty` (its other
    /// attributes at their defaults).
    fn build(
        ctx: &ropt_ir::Context,
        loc: ropt_ir::Location,
        ty: ropt_ir::Type,
        lhs: ValueId,
        rhs: ValueId,
    ) -> ropt_ir::OperationState;
}

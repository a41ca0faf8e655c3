//! `-convert-pdl-to-pdl-interp`: the `pdl.pattern`s of a module lowered to one matcher
//! function and a module of rewriter functions of the `pdl_interp` dialect (MLIR's
//! `PDLToPDLInterp`).

mod matcher;
mod predicate;
mod predicate_list;
mod rewriter;
mod root_ordering;
mod tree;

use ropt_dialect_pdl::PatternOp;
use ropt_dialect_pdl_interp as interp;
use ropt_ir::{
    BlockId, Body, Context, Diagnostic, Location, NamedAttribute, OpId, OperationState, Type,
    ValueId, WalkOrder, WalkResult,
};

use std::collections::HashSet;

use matcher::Matcher;
use predicate::Predicates;
use predicate_list::PatternPredicates;
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions};

/// `convert-pdl-to-pdl-interp`.
pub static CONVERT_PDL_TO_PDL_INTERP: PassInfo = PassInfo {
    argument: "convert-pdl-to-pdl-interp",
    name: "ConvertPDLToPDLInterpPass",
    description: "Convert PDL ops to PDL interpreter ops",
    anchor: Some("builtin.module"),
    options: &[],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(PdlToPdlInterp),
};

struct PdlToPdlInterp;

impl Pass for PdlToPdlInterp {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        lower_pdl_to_pdl_interp(ctx, body, op).map_err(|e| {
            // An error at an op gets the pass manager's `see current operation` note.
            let at = e.op.as_ref().and_then(|o| {
                let pattern_body = body.regions_body(op).nested_body(o.pattern)?;
                Some(cx.op_error(ctx, pattern_body, o.op, &o.message))
            });
            match at {
                Some(d) => cx.emit(d),
                None => e.diagnostics.into_iter().for_each(|d| cx.emit(d)),
            }
            PassFailure
        })
    }
}

/// Why a module could not be lowered: PDL the verifier should have rejected (a value
/// without a position in the matched IR, an op the lowering does not know), as diagnostics
/// at the offending ops. The module is left unchanged.
#[derive(Debug, Clone)]
pub struct LoweringError {
    /// The errors, in the order they were found.
    pub diagnostics: Vec<Diagnostic>,
    /// The op of a pattern the error is about, when it is one (`diagnostics` holds the
    /// same error without the op).
    pub op: Option<ErrorOp>,
}

/// An op error of the lowering: `'name' op MESSAGE` at `op`, an op of the body of the
/// `pdl.pattern` `pattern`.
#[derive(Debug, Clone)]
pub struct ErrorOp {
    /// The `pdl.pattern`, an op of the module's body.
    pub pattern: OpId,
    /// The op, in the pattern's body.
    pub op: OpId,
    /// The message after `'name' op `.
    pub message: String,
}

/// Lowers the `pdl.pattern`s directly inside the `builtin.module` `module` (an op of
/// `body`): a `pdl_interp.func @matcher` and a `module @rewriters` are inserted at the start
/// of the module and the patterns are erased, as mlir-opt 22's pass does. On error the
/// module is unchanged.
pub fn lower_pdl_to_pdl_interp(
    ctx: &Context,
    body: &mut Body,
    module: OpId,
) -> Result<(), LoweringError> {
    let error = |d: Diagnostic| LoweringError {
        diagnostics: vec![d],
        op: None,
    };
    let module_loc = body.op_location(module);
    let mb = body.regions_body(module);
    let Some(module_block) = mb.top_regions().first().and_then(|&r| mb.entry_block(r)) else {
        return Err(error(Diagnostic::error(
            module_loc,
            "expected a module with a body",
        )));
    };
    let pattern_ops: Vec<OpId> = mb
        .ops(module_block)
        .filter(|&op| PatternOp::cast(mb, op).is_some())
        .collect();

    // Collect the predicates of every pattern.
    let mut preds = Predicates::default();
    let root_pos = preds.root();
    let loaded = LoadedDialects::of(body);
    let mut patterns = Vec::with_capacity(pattern_ops.len());
    for &op in &pattern_ops {
        let loc = mb.op_location(op);
        let pb = mb
            .nested_body(op)
            .ok_or_else(|| error(Diagnostic::error(loc, "expected a pattern with a body")))?;
        let block = pb
            .top_regions()
            .first()
            .and_then(|&r| pb.entry_block(r))
            .filter(|&b| pb.last_op(b).is_some())
            .ok_or_else(|| error(Diagnostic::error(loc, "expected a pattern with a body")))?;
        let predicates = predicate_list::build(&mut preds, pb, block, loc).map_err(error)?;
        patterns.push(Pattern {
            op,
            loc,
            body: pb,
            block,
            preds: predicates,
            loaded: &loaded,
        });
    }
    let pattern_predicates: Vec<_> = patterns.iter().map(|p| &p.preds).collect();
    let tree = tree::build(&preds, &pattern_predicates);

    // The matcher, with the rewriters made along the way.
    let op_type = pdl_type(ctx, "operation");
    let mut matcher_body = Body::new();
    let matcher_region = matcher_body.add_top_region();
    let entry = matcher_body.create_block();
    matcher_body.append_block(matcher_region, entry);
    matcher_body.add_block_argument(entry, op_type, module_loc);
    let mut matcher_gen = Matcher::new(
        ctx,
        &preds,
        &tree,
        &patterns,
        mb,
        module_loc,
        matcher_body,
        matcher_region,
        root_pos,
    );
    if let Err(d) = matcher_gen.generate(entry) {
        let op = matcher_gen.error_op.map(|(pattern, op)| ErrorOp {
            pattern,
            op,
            message: d
                .message
                .split_once(" op ")
                .map_or(d.message.clone(), |(_, m)| m.to_string()),
        });
        return Err(LoweringError {
            diagnostics: vec![d],
            op,
        });
    }
    let Matcher {
        body: matcher_body,
        rewriters,
        ..
    } = matcher_gen;

    // The rewriter module.
    let mut rewriters_body = Body::new();
    let rewriters_region = rewriters_body.add_top_region();
    let rewriters_block = rewriters_body.create_block();
    rewriters_body.append_block(rewriters_region, rewriters_block);
    for f in rewriters.funcs {
        let inputs: Vec<_> = f
            .body
            .block_arguments(f.entry)
            .iter()
            .map(|&a| f.body.value_type(a))
            .collect();
        let st = func_state(ctx, f.loc, &f.name, &inputs, f.body);
        append(&mut rewriters_body, rewriters_block, st);
    }
    drop(patterns);

    // Place them and erase the patterns.
    let matcher = func_state(ctx, module_loc, "matcher", &[op_type], matcher_body);
    let mut module_state =
        OperationState::new(ctx.registry().op_name("builtin.module"), module_loc).with_properties(
            ctx.dictionary_attr(&[NamedAttribute::new(
                ctx.identifier("sym_name"),
                ctx.string_attr("rewriters"),
            )]),
        );
    module_state.regions.push(rewriters_region);
    module_state.body = Some(Box::new(rewriters_body));
    let mb = body.regions_body_mut(module);
    let matcher = mb.create_op(matcher);
    let rewriters = mb.create_op(module_state);
    match mb.first_op(module_block) {
        Some(first) => mb.insert_op_before(first, matcher),
        None => mb.append_op(module_block, matcher),
    }
    mb.insert_op_after(matcher, rewriters);
    for op in pattern_ops {
        mb.erase_op(op);
    }
    Ok(())
}

/// What the lowering knows about one `pdl.pattern`.
struct Pattern<'a> {
    /// The `pdl.pattern` op, in the module's body.
    pub op: OpId,
    pub loc: Location,
    /// The pattern's own body and its block.
    pub body: &'a Body,
    pub block: BlockId,
    pub preds: PatternPredicates,
    pub loaded: &'a LoadedDialects,
}

/// The dialects mlir-opt would have loaded when the pass runs. MLIR only sees the interfaces
/// of ops whose dialect is loaded, so an op created by a rewrite infers its result types only
/// if its dialect is. mlir-opt's context (one per `-split-input-file` chunk) has loaded the
/// dialects of every op, type and attribute the parser met, those the passes of the
/// pipeline declare as dependent, and those earlier passes loaded. ropt approximates this by
/// the dialects of the ops in the module when the pass runs, plus builtin, pdl and
/// pdl_interp; it misses a dialect met only in a type or attribute (`#arith.fastmath<fast>`
/// on an unregistered op), only in ops an earlier pass removed, or only loaded by an earlier
/// pass. (A per-context set the parser marks would need the context to be per chunk, as
/// mlir-opt's is.)
struct LoadedDialects(HashSet<&'static str>);

impl LoadedDialects {
    fn of(body: &Body) -> Self {
        let mut names: HashSet<&'static str> = ["builtin", "pdl", "pdl_interp"].into();
        body.walk_all_ops(WalkOrder::PreOrder, |b, op| {
            let name = b.op_name(op).as_str();
            names.insert(name.split_once('.').map_or(name, |(d, _)| d));
            WalkResult::Advance
        });
        LoadedDialects(names)
    }

    /// Whether ops named `name` infer their result types (`InferTypeOpInterface`).
    fn infers_types(&self, ctx: &Context, name: &str) -> bool {
        let dialect = name.split_once('.').map_or(name, |(d, _)| d);
        self.0.contains(dialect) && ropt_dialect_pdl::type_inference(ctx, name).0
    }
}

/// `!pdl.<name>`.
fn pdl_type(ctx: &Context, name: &str) -> Type {
    ropt_dialect_pdl::types::handle(ctx, name)
}

/// Creates the op of `state` at the end of `block`.
fn append(body: &mut Body, block: BlockId, state: OperationState) -> OpId {
    let op = body.create_op(state);
    body.append_op(block, op);
    op
}

/// The location of a value: its defining op's, or its block argument's.
fn value_loc(body: &Body, v: ValueId) -> Location {
    if let Some(op) = body.defining_op(v) {
        return body.op_location(op);
    }
    let block = body
        .value_parent_block(v)
        .expect("a block argument has a block");
    let index = body
        .block_arguments(block)
        .iter()
        .position(|&a| a == v)
        .expect("an argument of its block");
    body.argument_location(block, index)
}

/// A `pdl_interp.func` named `name` taking `inputs`, with the prepared `body` (one top
/// region).
fn func_state(
    ctx: &Context,
    loc: Location,
    name: &str,
    inputs: &[Type],
    body: Body,
) -> OperationState {
    let ty = ctx.type_attr(ctx.function_type(inputs, &[]));
    let mut st = interp::FuncOp::build(ctx, loc, Some(ctx.string_attr(name)), Some(ty), None, None);
    st.num_new_regions = 0;
    st.regions.push(body.top_regions()[0]);
    st.body = Some(Box::new(body));
    st
}

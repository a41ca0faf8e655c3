//! Lowering of a checked PDLL AST to a PDL module (`mlir-pdll -x mlir`).
//!
//! The module is real IR, built with `ropt-ir` and the `pdl` dialect's typed ops, verified
//! with ropt's verifier and printed with ropt's printer with debug locations, exactly as
//! mlir-pdll 22 prints it. The semantics are mlir-pdll's code generator's:
//!
//! * each `Pattern` becomes a `pdl.pattern` (benefit 0 unless given; `with recursion` is
//!   dropped); user constraint and rewrite declarations produce nothing by themselves;
//! * a variable is generated on its first use within the innermost compound statement that
//!   still sees it (a scoped map: leaving a compound statement forgets what was generated in
//!   it, so a later use generates it again), from its initializer or, without one, from its
//!   type (`pdl.operand(s)`, `pdl.type(s)`, `pdl.attribute`, `pdl.operation` with fresh
//!   `pdl.operands`/`pdl.types`); the user constraints in its constraint list are applied
//!   after it is generated;
//! * a call of a native constraint or rewrite is `pdl.apply_native_constraint` /
//!   `pdl.apply_native_rewrite`; a PDLL-bodied one is inlined, its arguments bound to the
//!   values passed, its result the (re-generated) `return` expression;
//! * `erase`, `replace` and `rewrite` in the matcher open a `pdl.rewrite` on their root;
//! * the AST is a DAG (implicit conversions share their operand), and every reference to a
//!   shared expression generates it again, as mlir-pdll does.
//!
//! The walk recurses on expression nesting and on inlined calls; both are bounded by the
//! nesting limit given to [`lower`], and the number of generated ops by [`MAX_OPS`] (inlining
//! can make the output exponential in the input).

use rustc_hash::FxHashMap;

use ropt_asm::parser::core::Parser as AsmParser;
use ropt_asm::printer::ops::{OpPrintOptions, print_top_level};
use ropt_dialect_pdl as pdl;
use ropt_ir::{
    Attribute, BlockId, Body, Context, Identifier, Location, OpId, OperationState, Type, ValueId,
};

use crate::ast::{ALL_RESULTS_MEMBER, Callable, Module, Node, NodeId};
use crate::ods::OdsLookup;
use crate::source::SourceMgr;
use crate::types::{TypeKind, Types};

/// Levels of the lowering's recursion allowed per level of the parser's nesting limit (the
/// implicit conversions sema adds nest expressions deeper than they are written).
pub const DEPTH_PER_LEVEL: usize = 4;

/// The most ops a lowering may generate before it fails.
pub const MAX_OPS: usize = 4_000_000;

/// A context with the dialects PDL output needs (builtin and pdl).
pub fn context() -> Context {
    let mut ctx = Context::new();
    ropt_asm::builtin::register_builtin(&mut ctx);
    pdl::register(&mut ctx);
    ctx
}

/// The result of [`lower`].
#[derive(Debug, Default)]
pub struct Lowered {
    /// The printed module, unless lowering failed.
    pub output: Option<Vec<u8>>,
    /// Diagnostics, as mlir-pdll's MLIR context prints them (`loc(...): error: ...`).
    pub diagnostics: Vec<u8>,
}

/// Lowers `module` (whose buffers `sm` holds) to PDL and prints it. `max_nesting` bounds
/// the depth of expressions and inlined calls (times [`DEPTH_PER_LEVEL`]). The operations
/// of the module's types resolve in `module.ods` (which holds those of `_ods` it used);
/// `_ods` stays for callers of the earlier signature.
pub fn lower(
    ctx: &Context,
    module: &Module,
    sm: &SourceMgr,
    _ods: &dyn OdsLookup,
    max_nesting: usize,
) -> Lowered {
    let mut g = Gen {
        ctx,
        m: module,
        sm,
        ods: &module.ods,
        body: Body::new(),
        block: None,
        in_rewrite: false,
        vars: FxHashMap::default(),
        undo: Vec::new(),
        files: FxHashMap::default(),
        diagnostics: Vec::new(),
        failed: false,
        ops: 0,
        depth: 0,
        max_depth: max_nesting.saturating_mul(DEPTH_PER_LEVEL),
        value_ty: pdl::types::handle(ctx, "value"),
        type_ty: pdl::types::handle(ctx, "type"),
        attr_ty: pdl::types::handle(ctx, "attribute"),
        op_ty: pdl::types::handle(ctx, "operation"),
    };
    let Node::Module { decls } = module.ast.node(module.root) else {
        return Lowered::default();
    };
    let module_loc = g.loc(module.root);
    let (mut mbody, mblock) = new_body();
    for &d in decls {
        if let Node::PatternDecl {
            name,
            benefit,
            body,
            ..
        } = module.ast.node(d)
        {
            let loc = g.loc(d);
            let (pbody, pblock) = new_body();
            g.body = pbody;
            g.block = Some(pblock);
            g.in_rewrite = false;
            g.gen_stmt(*body);
            let pbody = std::mem::take(&mut g.body);
            let benefit = ctx.int_attr(ctx.int_type(16), i64::from(benefit.unwrap_or(0)));
            let sym = name.as_ref().map(|n| ctx.string_attr(&n.text));
            let mut state = pdl::PatternOp::build(ctx, loc, Some(benefit), sym);
            adopt_body(&mut state, pbody);
            let p = mbody.create_op(state);
            mbody.append_op(mblock, p);
        }
        if g.failed {
            break;
        }
    }
    let mut out = Lowered::default();
    if g.failed {
        out.diagnostics = g.diagnostics;
        return out;
    }
    let (mut root, rblock) = Body::new_root();
    let mut state = OperationState::new(ctx.registry().op_name("builtin.module"), module_loc);
    adopt_body(&mut state, mbody);
    let top = root.create_op(state);
    root.append_op(rblock, top);
    out.diagnostics = g.diagnostics;
    let mut verify_diags: Vec<ropt_ir::Diagnostic> = Vec::new();
    let opts = ropt_ir::verifier::VerifierOptions::default();
    if ropt_ir::verifier::verify(ctx, &root, top, &opts, &mut verify_diags).is_err() {
        for d in &verify_diags {
            render_mlir_diag(d, &mut out.diagnostics);
        }
        return out;
    }
    let popts = OpPrintOptions {
        debuginfo: true,
        ..OpPrintOptions::default()
    };
    let mut text = print_top_level(ctx, &root, top, popts).into_bytes();
    // mlir-pdll ends the output with the last alias line's newline.
    while text.ends_with(b"\n\n") {
        text.pop();
    }
    out.output = Some(text);
    out
}

/// A fresh body with one top region holding one block.
fn new_body() -> (Body, BlockId) {
    let mut b = Body::new();
    let r = b.add_top_region();
    let blk = b.create_block();
    b.append_block(r, blk);
    (b, blk)
}

/// Makes `body` the nested body of the isolated op `state` builds.
fn adopt_body(state: &mut OperationState, body: Body) {
    state.num_new_regions = 0;
    state.regions = body.top_regions().to_vec();
    state.body = Some(Box::new(body));
}

/// Renders a diagnostic as the default handler of MLIR's context does (mlir-pdll installs
/// no other): errors only, as `loc(...): error: message`, without their notes.
fn render_mlir_diag(d: &ropt_ir::Diagnostic, out: &mut Vec<u8>) {
    if d.severity != ropt_ir::Severity::Error {
        return;
    }
    if !d.location.is_unknown() {
        out.extend_from_slice(ropt_asm::printer::shim::location_to_string(d.location).as_bytes());
        out.extend_from_slice(b": ");
    }
    out.extend_from_slice(format!("error: {}\n", d.message).as_bytes());
}

/// Marker: generation stopped after an error was reported.
struct Stop;

type R<T> = Result<T, Stop>;

struct Gen<'a> {
    ctx: &'a Context,
    m: &'a Module,
    sm: &'a SourceMgr,
    ods: &'a dyn OdsLookup,
    /// The body of the pattern being generated.
    body: Body,
    /// Where ops are appended.
    block: Option<BlockId>,
    /// Whether `block` is the body of a `pdl.rewrite`.
    in_rewrite: bool,
    /// The values generated for each variable still in scope.
    vars: FxHashMap<NodeId, Vec<ValueId>>,
    /// Undo log of `vars`: `None` marks the start of a scope.
    undo: Vec<Option<(NodeId, Option<Vec<ValueId>>)>>,
    /// Interned buffer names, by buffer index.
    files: FxHashMap<usize, Identifier>,
    diagnostics: Vec<u8>,
    failed: bool,
    ops: usize,
    depth: usize,
    max_depth: usize,
    value_ty: Type,
    type_ty: Type,
    attr_ty: Type,
    op_ty: Type,
}

impl<'a> Gen<'a> {
    // --- Helpers ----------------------------------------------------------------------

    /// The location of node `id`: its start as `"file":line:col`.
    fn loc(&mut self, id: NodeId) -> Location {
        self.loc_at(self.m.ast.loc(id).start)
    }

    fn loc_at(&mut self, pos: u32) -> Location {
        let bi = self.sm.buffer_of(pos);
        let b = self.sm.buffer(bi);
        let (line, col) = b.line_col((pos - b.base) as usize);
        let ctx = self.ctx;
        let file = *self
            .files
            .entry(bi)
            .or_insert_with(|| ctx.identifier(&b.name));
        ctx.file_line_col_loc_id(file, line as u32, col as u32)
    }

    fn error(&mut self, msg: impl std::fmt::Display) -> Stop {
        self.diagnostics
            .extend_from_slice(format!("error: {msg}\n").as_bytes());
        self.failed = true;
        Stop
    }

    /// Appends the op `state` builds; returns it.
    fn create(&mut self, state: OperationState) -> R<OpId> {
        self.ops += 1;
        if self.ops > MAX_OPS {
            return Err(self.error(format!(
                "the generated PDL would have more than {MAX_OPS} operations"
            )));
        }
        let op = self.body.create_op(state);
        let block = self.block.expect("an insertion block");
        self.body.append_op(block, op);
        Ok(op)
    }

    /// Appends the op `state` builds; returns its single result.
    fn create1(&mut self, state: OperationState) -> R<ValueId> {
        let op = self.create(state)?;
        Ok(self.body.result(op, 0))
    }

    fn enter(&mut self) -> R<()> {
        self.depth += 1;
        if self.depth > self.max_depth {
            return Err(self.error(format!(
                "nesting of expressions and inlined calls exceeds {}",
                self.max_depth
            )));
        }
        Ok(())
    }

    fn push_scope(&mut self) {
        self.undo.push(None);
    }

    fn pop_scope(&mut self) {
        while let Some(Some((k, old))) = self.undo.pop() {
            match old {
                Some(v) => self.vars.insert(k, v),
                None => self.vars.remove(&k),
            };
        }
    }

    fn bind(&mut self, var: NodeId, values: Vec<ValueId>) {
        let old = self.vars.insert(var, values);
        self.undo.push(Some((var, old)));
    }

    /// The PDL type of a PDLL type.
    fn pdl_type(&self, t: crate::types::Type) -> Type {
        match self.m.types.kind(t) {
            TypeKind::Attr => self.attr_ty,
            TypeKind::Op(..) => self.op_ty,
            TypeKind::Type => self.type_ty,
            TypeKind::Range(e) => pdl::types::range_of(self.ctx, self.pdl_type(*e)),
            _ => self.value_ty,
        }
    }

    fn i32_attr(&self, v: usize) -> Attribute {
        self.ctx.int_attr(self.ctx.int_type(32), v as i64)
    }

    // --- Statements -------------------------------------------------------------------

    fn gen_stmt(&mut self, id: NodeId) {
        let _ = self.stmt(id);
    }

    fn stmt(&mut self, id: NodeId) -> R<()> {
        let m: &'a Module = self.m;
        match m.ast.node(id) {
            Node::CompoundStmt { children } => {
                self.push_scope();
                let mut r = Ok(());
                for &c in children {
                    r = self.stmt(c);
                    if r.is_err() {
                        break;
                    }
                }
                self.pop_scope();
                r
            }
            Node::LetStmt { var } => self.var(*var).map(drop),
            Node::EraseStmt { root } => {
                let root_v = self.single(*root)?;
                let loc = self.loc(id);
                self.in_rewrite_of(root_v, loc, |g| {
                    g.create(pdl::EraseOp::build(g.ctx, loc, root_v)).map(drop)
                })
            }
            Node::ReplaceStmt { root, repl } => {
                let root_v = self.single(*root)?;
                let loc = self.loc(id);
                self.in_rewrite_of(root_v, loc, |g| {
                    let mut values = Vec::with_capacity(repl.len());
                    for &r in repl {
                        values.push(g.single(r)?);
                    }
                    let with_op = values.len() == 1 && g.body.value_type(values[0]) == g.op_ty;
                    let state = if with_op {
                        pdl::ReplaceOp::build(g.ctx, loc, root_v, Some(values[0]), &[])
                    } else {
                        pdl::ReplaceOp::build(g.ctx, loc, root_v, None, &values)
                    };
                    g.create(state).map(drop)
                })
            }
            Node::RewriteStmt { root, body } => {
                let root_v = self.single(*root)?;
                let loc = self.loc(id);
                self.in_rewrite_of(root_v, loc, |g| g.stmt(*body))
            }
            // A `return` is generated by the call that inlines its body.
            Node::ReturnStmt { .. } => Ok(()),
            _ => {
                // An expression statement.
                if self.m.ast.is_expr(id) {
                    self.expr(id).map(drop)
                } else {
                    Ok(())
                }
            }
        }
    }

    /// Runs `f` with the insertion point in a `pdl.rewrite` of `root`: a new one (at `loc`)
    /// when generating the matcher, else the current rewrite body.
    fn in_rewrite_of(
        &mut self,
        root: ValueId,
        loc: Location,
        f: impl FnOnce(&mut Self) -> R<()>,
    ) -> R<()> {
        if self.in_rewrite {
            return f(self);
        }
        let rw = self.create(pdl::RewriteOp::build(self.ctx, loc, Some(root), &[], None))?;
        let region = pdl::RewriteOp(rw).body_region(&self.body);
        let blk = self.body.create_block();
        self.body.append_block(region, blk);
        let saved = self.block.replace(blk);
        self.in_rewrite = true;
        let r = f(self);
        self.in_rewrite = false;
        self.block = saved;
        r
    }

    // --- Variables --------------------------------------------------------------------

    fn var(&mut self, id: NodeId) -> R<Vec<ValueId>> {
        if let Some(v) = self.vars.get(&id) {
            return Ok(v.clone());
        }
        let m: &'a Module = self.m;
        let Node::VariableDecl { init, .. } = m.ast.node(id) else {
            return Ok(Vec::new());
        };
        let values = match init {
            Some(e) => self.expr(*e)?,
            None => vec![self.uninitialized_var(id)?],
        };
        self.apply_constraints(id, &values)?;
        self.bind(id, values.clone());
        Ok(values)
    }

    /// Calls the user constraints of variable `id`'s constraint list on `values`.
    fn apply_constraints(&mut self, id: NodeId, values: &[ValueId]) -> R<()> {
        let m: &'a Module = self.m;
        let Node::VariableDecl { constraints, .. } = m.ast.node(id) else {
            return Ok(());
        };
        for c in constraints {
            if let Node::UserConstraintDecl(decl) = m.ast.node(c.constraint) {
                let loc = self.loc_at(c.loc.start);
                self.call(decl, loc, values.to_vec(), false, true)?;
            }
        }
        Ok(())
    }

    /// The value of a variable without initializer, made from its type and constraints.
    fn uninitialized_var(&mut self, id: NodeId) -> R<ValueId> {
        let m: &'a Module = self.m;
        let Node::VariableDecl {
            ty, constraints, ..
        } = m.ast.node(id)
        else {
            unreachable!("a variable")
        };
        let loc = self.loc(id);
        let ctx = self.ctx;
        // The type constraint: the first `Attr<t>`, `Value<t>` or `ValueRange<t>`.
        let type_constraint = |g: &mut Self| -> R<Option<ValueId>> {
            for c in constraints {
                let te = match g.m.ast.node(c.constraint) {
                    Node::AttrConstraintDecl { type_expr }
                    | Node::ValueConstraintDecl { type_expr }
                    | Node::ValueRangeConstraintDecl { type_expr } => *type_expr,
                    _ => None,
                };
                if let Some(te) = te {
                    return g.single(te).map(Some);
                }
            }
            Ok(None)
        };
        let pdl_ty = self.pdl_type(*ty);
        match m.types.kind(*ty) {
            TypeKind::Value => {
                let t = type_constraint(self)?;
                self.create1(pdl::OperandOp::build(ctx, loc, pdl_ty, t))
            }
            TypeKind::Type => self.create1(pdl::TypeOp::build(ctx, loc, pdl_ty, None)),
            TypeKind::Attr => {
                let t = type_constraint(self)?;
                self.create1(pdl::AttributeOp::build(ctx, loc, pdl_ty, t, None))
            }
            TypeKind::Op(name, _) => {
                let name = name.clone();
                let vr = pdl::types::range_of(ctx, self.value_ty);
                let tr = pdl::types::range_of(ctx, self.type_ty);
                let operands = self.create1(pdl::OperandsOp::build(ctx, loc, vr, None))?;
                let results = self.create1(pdl::TypesOp::build(ctx, loc, tr, None))?;
                let op_name = name.map(|n| ctx.string_attr(&n));
                let names = ctx.array_attr(&[]);
                self.create1(pdl::OperationOp::build(
                    ctx,
                    loc,
                    self.op_ty,
                    &[operands],
                    &[],
                    &[results],
                    op_name,
                    Some(names),
                ))
            }
            TypeKind::Range(e) if *e == Types::VALUE => {
                let t = type_constraint(self)?;
                self.create1(pdl::OperandsOp::build(ctx, loc, pdl_ty, t))
            }
            TypeKind::Range(_) => self.create1(pdl::TypesOp::build(ctx, loc, pdl_ty, None)),
            _ => Err(self.error("a variable of this type needs an initializer")),
        }
    }

    // --- Expressions ------------------------------------------------------------------

    /// The single value of expression `id`.
    fn single(&mut self, id: NodeId) -> R<ValueId> {
        let v = self.expr(id)?;
        match v.first() {
            Some(&v) => Ok(v),
            None => Err(self.error("expected an expression with a single value")),
        }
    }

    /// The values of expression `id` (several for a tuple or a call with several results).
    fn expr(&mut self, id: NodeId) -> R<Vec<ValueId>> {
        self.enter()?;
        let r = self.expr_inner(id);
        self.depth -= 1;
        r
    }

    fn expr_inner(&mut self, id: NodeId) -> R<Vec<ValueId>> {
        let ctx = self.ctx;
        let m: &'a Module = self.m;
        let ast = &m.ast;
        match ast.node(id) {
            Node::AttributeExpr { value } => {
                let loc = self.loc(id);
                let attr = self.parse_attr(value);
                let st = pdl::AttributeOp::build(ctx, loc, self.attr_ty, None, attr);
                Ok(vec![self.create1(st)?])
            }
            Node::TypeExpr { value } => {
                let loc = self.loc(id);
                let ty = self.parse_type(value)?;
                let st = pdl::TypeOp::build(ctx, loc, self.type_ty, Some(ctx.type_attr(ty)));
                Ok(vec![self.create1(st)?])
            }
            Node::DeclRefExpr { decl, .. } => self.var(*decl),
            Node::TupleExpr { elems, .. } => {
                let mut out = Vec::with_capacity(elems.len());
                for &e in elems {
                    out.push(self.single(e)?);
                }
                Ok(out)
            }
            Node::RangeExpr { elems, ty } => {
                let loc = self.loc(id);
                let mut values = Vec::new();
                for &e in elems {
                    values.extend(self.expr(e)?);
                }
                let t = self.pdl_type(*ty);
                Ok(vec![
                    self.create1(pdl::RangeOp::build(ctx, loc, t, &values))?,
                ])
            }
            Node::OperationExpr {
                name_decl,
                operands,
                result_types,
                attrs,
                ..
            } => {
                let loc = self.loc(id);
                let name = match ast.node(*name_decl) {
                    Node::OpNameDecl { name } => name.as_ref().map(|n| n.text.clone()),
                    _ => None,
                };
                let mut ops = Vec::with_capacity(operands.len());
                for &o in operands {
                    ops.push(self.single(o)?);
                }
                let mut names = Vec::with_capacity(attrs.len());
                let mut values = Vec::with_capacity(attrs.len());
                for &a in attrs {
                    if let Node::NamedAttributeDecl { name, value } = ast.node(a) {
                        names.push(ctx.string_attr_bytes(name, None));
                        values.push(self.single(*value)?);
                    }
                }
                let mut types = Vec::with_capacity(result_types.len());
                for &t in result_types {
                    types.push(self.single(t)?);
                }
                let st = pdl::OperationOp::build(
                    ctx,
                    loc,
                    self.op_ty,
                    &ops,
                    &values,
                    &types,
                    name.map(|n| ctx.string_attr(&n)),
                    Some(ctx.array_attr(&names)),
                );
                Ok(vec![self.create1(st)?])
            }
            Node::MemberAccessExpr {
                parent, member, ty, ..
            } => {
                let loc = self.loc(id);
                let parents = self.expr(*parent)?;
                let parent_ty = ast.expr_type(*parent).unwrap_or(Types::VALUE);
                match m.types.kind(parent_ty) {
                    TypeKind::Op(_, ods_op) => {
                        let Some(&p) = parents.first() else {
                            return Err(self.error("member access of nothing"));
                        };
                        let t = self.pdl_type(*ty);
                        if member == ALL_RESULTS_MEMBER {
                            let st = if t == self.value_ty {
                                pdl::ResultOp::build(ctx, loc, t, p, Some(self.i32_attr(0)))
                            } else {
                                pdl::ResultsOp::build(ctx, loc, t, p, None)
                            };
                            return Ok(vec![self.create1(st)?]);
                        }
                        let index = match (member.parse::<usize>(), ods_op) {
                            (Ok(i), _) => i,
                            (Err(_), Some(o)) => self
                                .ods
                                .operation(*o)
                                .results
                                .iter()
                                .position(|r| r.name == *member)
                                .unwrap_or(usize::MAX),
                            (Err(_), None) => usize::MAX,
                        };
                        if index == usize::MAX {
                            return Err(self.error(format!("unknown result `{member}`")));
                        }
                        let idx = Some(self.i32_attr(index));
                        let st = if ods_op.is_none() {
                            pdl::ResultOp::build(ctx, loc, t, p, idx)
                        } else {
                            pdl::ResultsOp::build(ctx, loc, t, p, idx)
                        };
                        Ok(vec![self.create1(st)?])
                    }
                    TypeKind::Tuple(_, names) => {
                        let index = member
                            .parse::<usize>()
                            .ok()
                            .or_else(|| names.iter().position(|n| n == member));
                        match index.and_then(|i| parents.get(i)) {
                            Some(&v) => Ok(vec![v]),
                            None => Err(self.error(format!("unknown tuple element `{member}`"))),
                        }
                    }
                    _ => Err(self.error("member access on a value that has no members")),
                }
            }
            Node::CallExpr {
                callee,
                args,
                negated,
                ..
            } => {
                let loc = self.loc(id);
                let mut values = Vec::with_capacity(args.len());
                for &a in args {
                    values.push(self.single(a)?);
                }
                let decl = match ast.node(*callee) {
                    Node::DeclRefExpr { decl, .. } => *decl,
                    _ => return Err(self.error("unsupported callee")),
                };
                match ast.node(decl) {
                    Node::UserConstraintDecl(c) => self.call(c, loc, values, *negated, true),
                    Node::UserRewriteDecl(c) => self.call(c, loc, values, false, false),
                    _ => Err(self.error("unsupported callee")),
                }
            }
            _ => Err(self.error("unsupported expression")),
        }
    }

    /// Generates a call of `decl` (a constraint when `constraint`) at `loc` on `inputs`.
    fn call(
        &mut self,
        decl: &'a Callable,
        loc: Location,
        inputs: Vec<ValueId>,
        negated: bool,
        constraint: bool,
    ) -> R<Vec<ValueId>> {
        self.enter()?;
        let r = self.call_inner(decl, loc, inputs, negated, constraint);
        self.depth -= 1;
        r
    }

    fn call_inner(
        &mut self,
        decl: &'a Callable,
        loc: Location,
        inputs: Vec<ValueId>,
        negated: bool,
        constraint: bool,
    ) -> R<Vec<ValueId>> {
        let ctx = self.ctx;
        if constraint {
            for (&arg, &v) in decl.inputs.iter().zip(&inputs) {
                self.apply_constraints(arg, &[v])?;
            }
        }
        let results = match decl.body {
            None => {
                let result_types: Vec<Type> = match self.m.types.kind(decl.result_type) {
                    TypeKind::Tuple(elems, _) => elems.iter().map(|&t| self.pdl_type(t)).collect(),
                    _ => vec![self.pdl_type(decl.result_type)],
                };
                let name = Some(ctx.string_attr(&decl.name.text));
                let state = if constraint {
                    let neg = negated.then(|| ctx.bool_attr(true));
                    pdl::ApplyNativeConstraintOp::build(ctx, loc, &result_types, &inputs, name, neg)
                } else {
                    pdl::ApplyNativeRewriteOp::build(ctx, loc, &result_types, &inputs, name)
                };
                let op = self.create(state)?;
                self.body.results(op).collect()
            }
            Some(body) => {
                self.push_scope();
                for (&arg, &v) in decl.inputs.iter().zip(&inputs) {
                    self.bind(arg, vec![v]);
                }
                let r = self.stmt(body).and_then(|()| {
                    let last = match self.m.ast.node(body) {
                        Node::CompoundStmt { children } => children.last().copied(),
                        _ => None,
                    };
                    match last.map(|l| self.m.ast.node(l)) {
                        Some(Node::ReturnStmt { expr }) => self.expr(*expr),
                        _ => Ok(Vec::new()),
                    }
                });
                self.pop_scope();
                r?
            }
        };
        if constraint {
            for (&res, &v) in decl.results.iter().zip(&results) {
                self.apply_constraints(res, &[v])?;
            }
        }
        Ok(results)
    }

    // --- MLIR attribute and type literals ---------------------------------------------

    /// Parses the text of `attr<"...">`. A failure is reported as mlir-pdll reports it
    /// (at a location in the text itself) and gives an attribute op without a value, as
    /// mlir-pdll generates it.
    fn parse_attr(&mut self, text: &[u8]) -> Option<Attribute> {
        let name = String::from_utf8_lossy(text).into_owned();
        let mut p = AsmParser::new(self.ctx, text, &name);
        p.allow_unregistered = false;
        p.registered_only = true;
        let r = p.parse_attribute(None);
        let at_end = p.at(ropt_asm::lexer::TokenKind::Eof);
        match r {
            Ok(a) if at_end && !p.has_errors() => Some(a),
            _ => {
                let offset = p.offset();
                self.literal_error(&name, text, &p.diagnostics, offset);
                None
            }
        }
    }

    /// Parses the text of `type<"...">` (mlir-pdll crashes on a bad one; this is an error).
    fn parse_type(&mut self, text: &[u8]) -> R<Type> {
        let name = String::from_utf8_lossy(text).into_owned();
        let mut p = AsmParser::new(self.ctx, text, &name);
        p.allow_unregistered = false;
        p.registered_only = true;
        let r = p.parse_type();
        let at_end = p.at(ropt_asm::lexer::TokenKind::Eof);
        match r {
            Ok(t) if at_end && !p.has_errors() => Ok(t),
            _ => {
                let offset = p.offset();
                self.literal_error(&name, text, &p.diagnostics, offset);
                self.failed = true;
                Err(Stop)
            }
        }
    }

    /// Reports a bad literal as MLIR's string parsers do: located in the literal's text,
    /// trailing tokens as "found trailing characters".
    fn literal_error(
        &mut self,
        name: &str,
        text: &[u8],
        diags: &[ropt_asm::parser::core::ParseDiagnostic],
        offset: usize,
    ) {
        let col = |off: usize| {
            let off = off.min(text.len());
            let start = text[..off]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |p| p + 1);
            let line = 1 + text[..off].iter().filter(|&&b| b == b'\n').count();
            (line, off - start + 1)
        };
        // MLIR names the buffer of an empty literal `-`, and points before its start.
        let file = if text.is_empty() { "-" } else { name };
        let lit = ropt_asm::printer::shim::attr_to_string(self.ctx.string_attr(file));
        let (at, message) = match diags.first() {
            Some(d) => (d.offset, d.message.clone()),
            None => {
                let rest = String::from_utf8_lossy(&text[offset.min(text.len())..]);
                (offset, format!("found trailing characters: '{rest}'"))
            }
        };
        let (l, c) = if text.is_empty() { (1, 0) } else { col(at) };
        self.diagnostics
            .extend_from_slice(format!("loc({lit}:{l}:{c}): error: {message}\n").as_bytes());
    }
}

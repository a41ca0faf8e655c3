use super::*;
use crate::registry::{DialectInfo, OpInfo, RegionKind};
use crate::symbol_table::SYMBOL_ATTR_NAME;
use crate::{OperationState, Type, ValueId};

fn graph(_: u32) -> RegionKind {
    RegionKind::Graph
}

fn bad_attr_verify(_: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if body.attr(op, "bad").is_some() {
        return Err(
            op_error(body, op, "has a bad attribute").with_note(body.op_location(op), "hook note")
        );
    }
    Ok(())
}

fn verify_callee(
    _: &Context,
    body: &Body,
    op: OpId,
    scope: &crate::symbol_table::SymbolScope<'_>,
) -> Result<(), Diagnostic> {
    let callee = body
        .attr(op, "callee")
        .and_then(crate::symbol_table::symbol_ref_parts)
        .map(|(root, _)| root);
    match callee {
        Some(name) if scope.lookup(name).is_some() => Ok(()),
        Some(name) => Err(crate::verifier::op_error_bytes(
            body,
            op,
            &[&b"'"[..], name, b"' does not reference a valid function"].concat(),
        )),
        None => Err(op_error(body, op, "requires a 'callee' symbol reference")),
    }
}

fn check_test_attr(
    _: &Context,
    body: &Body,
    op: OpId,
    attr: crate::NamedAttribute,
) -> Result<(), Diagnostic> {
    if attr.name.as_str() == "test.forbidden" {
        return Err(op_error(body, op, "has a forbidden test attribute"));
    }
    Ok(())
}

fn ctx() -> Context {
    let mut ctx = Context::new();
    let r = ctx.registry_mut();
    r.register_dialect(DialectInfo::new("test").with_verify_op_attribute(check_test_attr));
    r.register_op(
        OpInfo::new("test.module")
            .with_traits(
                Traits::ISOLATED_FROM_ABOVE
                    | Traits::SYMBOL_TABLE
                    | Traits::NO_TERMINATOR
                    | Traits::SINGLE_BLOCK,
            )
            .with_region_kind(graph),
    );
    r.register_op(
        OpInfo::new("test.func")
            .with_traits(Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL)
            .with_verify(bad_attr_verify),
    );
    r.register_op(OpInfo::new("test.ret").with_traits(Traits::TERMINATOR));
    r.register_op(OpInfo::new("test.const"));
    r.register_op(OpInfo::new("test.call").with_interface(
        crate::symbol_table::SymbolUserInterface {
            verify_symbol_uses: verify_callee,
        },
    ));
    r.register_op(OpInfo::new("test.graph").with_region_kind(graph));
    ctx
}

/// Builds IR with one op per "line" so diagnostics can be checked by line number.
struct B<'c> {
    ctx: &'c Context,
    ty: Type,
}

impl<'c> B<'c> {
    fn new(ctx: &'c Context) -> Self {
        B {
            ctx,
            ty: ctx.ty(crate::TypeKind::Index),
        }
    }
    fn loc(&self, line: u32) -> Location {
        self.ctx.file_line_col_loc("f.mlir", line, 1)
    }
    fn state(&self, name: &str, line: u32) -> OperationState {
        OperationState::new(self.ctx.registry().op_name(name), self.loc(line))
    }
    /// Appends an op to `block`.
    fn op(
        &self,
        body: &mut Body,
        block: BlockId,
        name: &str,
        line: u32,
        operands: &[ValueId],
        results: usize,
    ) -> OpId {
        let st = self
            .state(name, line)
            .with_operands(operands)
            .with_result_types(&vec![self.ty; results]);
        let op = body.create_op(st);
        body.append_op(block, op);
        op
    }
    /// Appends an op with one region holding `nblocks` blocks; returns the op and blocks
    /// (in the body holding the region).
    fn region_op(
        &self,
        body: &mut Body,
        block: BlockId,
        name: &str,
        line: u32,
        nblocks: usize,
    ) -> (OpId, Vec<BlockId>) {
        let op = body.create_op(self.state(name, line).with_new_regions(1));
        body.append_op(block, op);
        let r = body.op_region(op, 0);
        let rb = body.regions_body_mut(op);
        let blocks = (0..nblocks)
            .map(|_| {
                let b = rb.create_block();
                rb.append_block(r, b);
                b
            })
            .collect();
        (op, blocks)
    }
    fn br(&self, body: &mut Body, block: BlockId, line: u32, to: &[BlockId]) -> OpId {
        let op = body.create_op(self.state("t.br", line).with_successors(to));
        body.append_op(block, op);
        op
    }
}

fn line(loc: Location) -> u32 {
    loc.file_line_col().map_or(0, |(_, l, _)| l)
}

fn render(diags: &[Diagnostic]) -> Vec<String> {
    let mut out = Vec::new();
    for d in diags {
        out.push(format!(
            "{}: {}: {}",
            line(d.location),
            d.severity.as_str(),
            d.message
        ));
        for n in &d.notes {
            out.push(format!(
                "  {}: {}: {}",
                line(n.location),
                n.severity.as_str(),
                n.message
            ));
        }
    }
    out
}

fn printer(body: &Body, op: OpId) -> String {
    format!("<{}>", body.op_name(op))
}

fn run(ctx: &Context, body: &Body, allow: bool) -> Vec<String> {
    let p: &(dyn Fn(&Body, OpId) -> String + Sync) = &printer;
    let mut out = Vec::new();
    for parallel in [false, true] {
        let opts = VerifierOptions {
            allow_unregistered_dialect: allow,
            print_op_on_diagnostic: true,
            print_op: Some(p),
        };
        let mut diags = Vec::new();
        let root = body
            .first_op(body.entry_block(body.top_regions()[0]).unwrap())
            .unwrap();
        let res = if parallel {
            verify_parallel(ctx, body, root, &opts, &mut diags)
        } else {
            verify(ctx, body, root, &opts, &mut diags)
        };
        assert_eq!(
            res.is_err(),
            !diags.is_empty(),
            "result and diagnostics disagree"
        );
        out.push(render(&diags));
    }
    assert_eq!(out[0], out[1], "parallel verification differs");
    out.pop().unwrap()
}

/// A `test.module` (line 1) holding a `test.func` (line `fline`); returns the root body and the
/// func's body entry block.
fn module_with_func(b: &B, root: &mut Body, top: BlockId, fline: u32) -> (OpId, OpId) {
    let (m, mblocks) = b.region_op(root, top, "test.module", 1, 1);
    let mb = root.nested_body_mut(m).unwrap();
    let (f, _) = b.region_op(mb, mblocks[0], "test.func", fline, 1);
    (m, f)
}

fn func_body(root: &mut Body, m: OpId, f: OpId) -> &mut Body {
    root.nested_body_mut(m).unwrap().nested_body_mut(f).unwrap()
}

#[test]
fn valid_ir_passes() {
    let ctx = ctx();
    let b = B::new(&ctx);
    let (mut root, top) = Body::new_root();
    let (m, f) = module_with_func(&b, &mut root, top, 2);
    let fb = func_body(&mut root, m, f);
    let entry = fb.entry_block(fb.top_regions()[0]).unwrap();
    let a = fb.add_block_argument(entry, b.ty, b.loc(2));
    let d = b.op(fb, entry, "t.def", 3, &[a], 1);
    let v = fb.result(d, 0);
    let (_, inner) = b.region_op(fb, entry, "t.region", 4, 2);
    b.br(fb, inner[0], 5, &[inner[1]]);
    b.op(fb, inner[1], "t.use", 6, &[v, a], 0);
    b.op(fb, entry, "test.ret", 7, &[v], 0);
    assert_eq!(run(&ctx, &root, true), Vec::<String>::new());
}

#[test]
fn use_before_def_in_same_block() {
    let ctx = ctx();
    let b = B::new(&ctx);
    let (mut root, top) = Body::new_root();
    let (m, f) = module_with_func(&b, &mut root, top, 1);
    let fb = func_body(&mut root, m, f);
    let entry = fb.entry_block(fb.top_regions()[0]).unwrap();
    let user = b.op(fb, entry, "t.use", 2, &[], 1);
    let def = b.op(fb, entry, "t.def", 3, &[], 1);
    let dv = fb.result(def, 0);
    fb.push_operand(user, dv);
    b.op(fb, entry, "test.ret", 4, &[], 0);
    assert_eq!(
        run(&ctx, &root, true),
        [
            "2: error: operand #0 does not dominate this use",
            "  2: note: see current operation: <t.use>",
            "  3: note: operand defined here (op in the same block)",
        ]
    );
}

#[test]
fn unregistered_single_block_regions_are_graph_like() {
    let ctx = ctx();
    let b = B::new(&ctx);
    let (mut root, top) = Body::new_root();
    let (op, blocks) = b.region_op(&mut root, top, "t.op", 1, 1);
    let user = b.op(&mut root, blocks[0], "t.use", 2, &[], 1);
    let def = b.op(&mut root, blocks[0], "t.def", 3, &[], 1);
    let dv = root.result(def, 0);
    root.push_operand(user, dv);
    let _ = op;
    assert!(run(&ctx, &root, true).is_empty());
    // Without -allow-unregistered-dialect the unregistered dialect is an error (reported on
    // the innermost op first: ops are checked when the walk leaves them).
    assert_eq!(
        run(&ctx, &root, false)[0],
        "2: error: 't.use' op created with unregistered dialect. If this is intended, please \
         call allowUnregisteredDialects() on the MLIRContext, or use \
         -allow-unregistered-dialect with the MLIR opt tool used"
    );
}

#[test]
fn multi_block_region_dominance_and_notes() {
    let ctx = ctx();
    let b = B::new(&ctx);
    let (mut root, top) = Body::new_root();
    let (_, bl) = b.region_op(&mut root, top, "t.op", 1, 3);
    b.br(&mut root, bl[0], 3, &[bl[1]]);
    let user = b.op(&mut root, bl[1], "t.use", 5, &[], 1);
    b.br(&mut root, bl[1], 6, &[bl[2]]);
    let def = b.op(&mut root, bl[2], "t.def", 8, &[], 1);
    b.op(&mut root, bl[2], "t.ret", 9, &[], 0);
    let dv = root.result(def, 0);
    root.push_operand(user, dv);
    assert_eq!(
        run(&ctx, &root, true),
        [
            "5: error: operand #0 does not dominate this use",
            "  5: note: see current operation: <t.use>",
            "  8: note: operand defined here (op in the same region)",
        ]
    );
}

#[test]
fn unreachable_blocks_are_not_checked() {
    let ctx = ctx();
    let b = B::new(&ctx);
    let (mut root, top) = Body::new_root();
    let (_, bl) = b.region_op(&mut root, top, "t.op", 1, 3);
    b.br(&mut root, bl[0], 2, &[bl[2]]);
    let user = b.op(&mut root, bl[1], "t.use", 4, &[], 0);
    b.br(&mut root, bl[1], 5, &[bl[2]]);
    let a = root.add_block_argument(bl[2], b.ty, b.loc(6));
    b.op(&mut root, bl[2], "t.ret", 7, &[], 0);
    root.push_operand(user, a);
    assert!(run(&ctx, &root, true).is_empty());
}

#[test]
fn parent_and_child_region_notes() {
    let ctx = ctx();
    let b = B::new(&ctx);
    // func { "t.op"() ({ use(%d) ; yield }) ; %d = def ; ret }
    let (mut root, top) = Body::new_root();
    let (m, f) = module_with_func(&b, &mut root, top, 1);
    let fb = func_body(&mut root, m, f);
    let entry = fb.entry_block(fb.top_regions()[0]).unwrap();
    let (_, inner) = b.region_op(fb, entry, "t.op", 2, 1);
    let user = b.op(fb, inner[0], "t.use", 3, &[], 0);
    let def = b.op(fb, entry, "t.def", 6, &[], 1);
    b.op(fb, entry, "test.ret", 7, &[], 0);
    let dv = fb.result(def, 0);
    fb.push_operand(user, dv);
    assert_eq!(
        run(&ctx, &root, true),
        [
            "3: error: operand #0 does not dominate this use",
            "  3: note: see current operation: <t.use>",
            "  6: note: operand defined here (op in a parent region)",
        ]
    );
    // Block arguments: a use in the entry block of an argument of a nested region's block.
    let (mut root, top) = Body::new_root();
    let (m, f) = module_with_func(&b, &mut root, top, 1);
    let fb = func_body(&mut root, m, f);
    let entry = fb.entry_block(fb.top_regions()[0]).unwrap();
    let user = b.op(fb, entry, "t.use", 2, &[], 0);
    let (_, inner) = b.region_op(fb, entry, "t.op", 3, 1);
    let a = fb.add_block_argument(inner[0], b.ty, b.loc(4));
    b.op(fb, entry, "test.ret", 5, &[], 0);
    fb.push_operand(user, a);
    assert_eq!(
        run(&ctx, &root, true),
        [
            "2: error: operand #0 does not dominate this use",
            "  2: note: see current operation: <t.use>",
            "  3: note: operand defined as a block argument (block #0 in a child region)",
        ]
    );
    // An argument of a later block of the func used in a nested region: the note points at
    // the func (the owner of the region).
    let (mut root, top) = Body::new_root();
    let (m, f) = module_with_func(&b, &mut root, top, 1);
    let fb = func_body(&mut root, m, f);
    let r = fb.top_regions()[0];
    let entry = fb.entry_block(r).unwrap();
    let b2 = fb.create_block();
    fb.append_block(r, b2);
    let arg = fb.add_block_argument(b2, b.ty, b.loc(9));
    let (_, inner) = b.region_op(fb, entry, "t.op", 2, 1);
    let user = b.op(fb, inner[0], "t.use", 3, &[arg], 0);
    let _ = user;
    b.br(fb, entry, 4, &[b2]);
    b.op(fb, b2, "test.ret", 10, &[], 0);
    assert_eq!(
        run(&ctx, &root, true),
        [
            "3: error: operand #0 does not dominate this use",
            "  3: note: see current operation: <t.use>",
            "  1: note: operand defined as a block argument (block #1 in a parent region)",
        ]
    );
}

#[test]
fn block_structure_errors() {
    let ctx = ctx();
    let b = B::new(&ctx);
    // Empty block in a multi-block region.
    let (mut root, top) = Body::new_root();
    let (_, bl) = b.region_op(&mut root, top, "t.op", 1, 2);
    b.br(&mut root, bl[0], 3, &[bl[1]]);
    assert_eq!(
        run(&ctx, &root, true),
        ["1: error: empty block: expect at least a terminator"]
    );
    // Successors on an op that is not last.
    let (mut root, top) = Body::new_root();
    let (_, bl) = b.region_op(&mut root, top, "t.op", 1, 2);
    b.br(&mut root, bl[0], 3, &[bl[1]]);
    b.op(&mut root, bl[0], "t.x", 4, &[], 0);
    b.op(&mut root, bl[1], "t.x", 6, &[], 0);
    assert_eq!(
        run(&ctx, &root, true),
        [
            "3: error: operation with block successors must terminate its parent block",
            "  3: note: see current operation: <t.br>",
        ]
    );
    // Entry block with predecessors.
    let (mut root, top) = Body::new_root();
    let (_, bl) = b.region_op(&mut root, top, "t.op", 1, 1);
    b.br(&mut root, bl[0], 3, &[bl[0]]);
    assert_eq!(
        run(&ctx, &root, true),
        ["1: error: entry block of region may not have predecessors"]
    );
    // Branch to another region.
    let (mut root, top) = Body::new_root();
    let (_, outer) = b.region_op(&mut root, top, "t.op", 1, 2);
    let (_, inner) = b.region_op(&mut root, outer[0], "t.inner", 2, 1);
    b.br(&mut root, inner[0], 3, &[outer[1]]);
    b.op(&mut root, outer[0], "t.x", 5, &[], 0);
    b.op(&mut root, outer[1], "t.x", 7, &[], 0);
    assert_eq!(
        run(&ctx, &root, true),
        [
            "3: error: 't.br' op branching to block of a different region",
            "  3: note: see current operation: <t.br>",
        ]
    );
}

#[test]
fn terminators() {
    let ctx = ctx();
    let b = B::new(&ctx);
    let (mut root, top) = Body::new_root();
    let (m, f) = module_with_func(&b, &mut root, top, 1);
    let fb = func_body(&mut root, m, f);
    let entry = fb.entry_block(fb.top_regions()[0]).unwrap();
    b.op(fb, entry, "test.const", 2, &[], 1);
    assert_eq!(
        run(&ctx, &root, true),
        [
            "2: error: block with no terminator, has <test.const>",
            "  2: note: see current operation: <test.const>",
        ]
    );
    // An unregistered last op might be a terminator.
    let fb = func_body(&mut root, m, f);
    b.op(fb, entry, "t.x", 3, &[], 0);
    assert!(run(&ctx, &root, true).is_empty());
    // An empty func body is an error (one block, but the func needs a terminator).
    let (mut root, top) = Body::new_root();
    module_with_func(&b, &mut root, top, 4);
    assert_eq!(
        run(&ctx, &root, true),
        ["4: error: empty block: expect at least a terminator"]
    );
}

#[test]
fn symbols_and_scopes() {
    let ctx = ctx();
    let b = B::new(&ctx);
    let (mut root, top) = Body::new_root();
    let (m, mblocks) = b.region_op(&mut root, top, "test.module", 1, 1);
    let mb = root.nested_body_mut(m).unwrap();
    let x1 = b.op(mb, mblocks[0], "t.a", 2, &[], 0);
    let x2 = b.op(mb, mblocks[0], "t.b", 3, &[], 0);
    mb.set_discardable_attr(&ctx, x1, SYMBOL_ATTR_NAME, Some(ctx.string_attr("x")));
    mb.set_inherent_attr(&ctx, x2, SYMBOL_ATTR_NAME, Some(ctx.string_attr("x")));
    // Non-string names do not count.
    let y = b.op(mb, mblocks[0], "t.c", 4, &[], 0);
    mb.set_discardable_attr(&ctx, y, SYMBOL_ATTR_NAME, Some(ctx.i64_attr(3)));
    assert_eq!(
        run(&ctx, &root, true),
        [
            "3: error: redefinition of symbol named 'x'",
            "  3: note: see current operation: <t.b>",
            "  2: note: see existing symbol definition here",
        ]
    );
}

#[test]
fn sibling_isolated_scopes_all_report_and_stop_the_parent() {
    let ctx = ctx();
    let b = B::new(&ctx);
    let (mut root, top) = Body::new_root();
    let (m, mblocks) = b.region_op(&mut root, top, "test.module", 1, 1);
    let mb = root.nested_body_mut(m).unwrap();
    for l in [2, 5] {
        let (f, _) = b.region_op(mb, mblocks[0], "test.func", l, 1);
        let fb = mb.nested_body_mut(f).unwrap();
        let e = fb.entry_block(fb.top_regions()[0]).unwrap();
        b.op(fb, e, "test.const", l + 1, &[], 1);
    }
    // A dominance error in the module itself is never reached.
    let user = b.op(mb, mblocks[0], "t.use", 8, &[], 0);
    let (_, bl) = b.region_op(mb, mblocks[0], "t.two", 9, 2);
    b.br(mb, bl[0], 10, &[bl[1]]);
    let d = b.op(mb, bl[1], "t.def", 11, &[], 1);
    let dv = mb.result(d, 0);
    b.op(mb, bl[1], "t.ret", 12, &[], 0);
    mb.push_operand(user, dv);
    assert_eq!(
        run(&ctx, &root, true),
        [
            "3: error: block with no terminator, has <test.const>",
            "  3: note: see current operation: <test.const>",
            "6: error: block with no terminator, has <test.const>",
            "  6: note: see current operation: <test.const>",
        ]
    );
    // An error in a non-isolated op of the module comes first and stops everything.
    let mb = root.nested_body_mut(m).unwrap();
    let (_, bl) = b.region_op(mb, mblocks[0], "t.broken", 13, 2);
    b.br(mb, bl[0], 14, &[bl[1]]);
    assert_eq!(
        run(&ctx, &root, true),
        ["13: error: empty block: expect at least a terminator"]
    );
}

#[test]
fn hooks_graph_regions_and_dialects() {
    let ctx = ctx();
    let b = B::new(&ctx);
    // Registered verify hook error gets the current-op note first.
    let (mut root, top) = Body::new_root();
    let (m, f) = module_with_func(&b, &mut root, top, 2);
    let fb = func_body(&mut root, m, f);
    let e = fb.entry_block(fb.top_regions()[0]).unwrap();
    b.op(fb, e, "test.ret", 3, &[], 0);
    let mb = root.nested_body_mut(m).unwrap();
    mb.set_discardable_attr(&ctx, f, "bad", Some(ctx.unit_attr()));
    assert_eq!(
        run(&ctx, &root, true),
        [
            "2: error: 'test.func' op has a bad attribute",
            "  2: note: see current operation: <test.func>",
            "  2: note: hook note",
        ]
    );
    // Registered graph region with two blocks.
    let (mut root, top) = Body::new_root();
    let (_, bl) = b.region_op(&mut root, top, "test.graph", 1, 2);
    b.br(&mut root, bl[0], 2, &[bl[1]]);
    b.op(&mut root, bl[1], "t.x", 3, &[], 0);
    assert_eq!(
        run(&ctx, &root, true),
        [
            "1: error: 'test.graph' op expects graph region #0 to have 0 or 1 blocks",
            "  1: note: see current operation: <test.graph>",
        ]
    );
    // Unknown op of a registered dialect.
    let (mut root, top) = Body::new_root();
    b.op(&mut root, top, "test.unknown", 1, &[], 0);
    assert_eq!(
        run(&ctx, &root, true),
        [
            "1: error: unregistered operation 'test.unknown' found in dialect ('test') that \
             does not allow unknown operations",
            "  1: note: see current operation: <test.unknown>",
        ]
    );
    // Graph region of a registered op: any order in its single block.
    let (mut root, top) = Body::new_root();
    let (_, bl) = b.region_op(&mut root, top, "test.graph", 1, 1);
    let u = b.op(&mut root, bl[0], "t.use", 2, &[], 0);
    let d = b.op(&mut root, bl[0], "t.def", 3, &[], 1);
    let dv = root.result(d, 0);
    root.push_operand(u, dv);
    assert!(run(&ctx, &root, true).is_empty());
}

#[test]
fn null_operands() {
    let ctx = ctx();
    let b = B::new(&ctx);
    let (mut root, top) = Body::new_root();
    let d = b.op(&mut root, top, "t.def", 1, &[], 1);
    let dv = root.result(d, 0);
    b.op(&mut root, top, "t.use", 2, &[dv], 0);
    root.drop_all_uses(dv);
    let (_, bl) = b.region_op(&mut root, top, "t.wrap", 3, 1);
    let _ = bl;
    // Verify the use directly.
    let mut diags = Vec::new();
    let opts = VerifierOptions {
        allow_unregistered_dialect: true,
        ..Default::default()
    };
    let user = root.next_op(d).unwrap();
    assert!(verify(&ctx, &root, user, &opts, &mut diags).is_err());
    assert_eq!(render(&diags), ["2: error: null operand found"]);
}

#[test]
fn deep_nesting_verifies_without_overflow() {
    let ctx = ctx();
    let b = B::new(&ctx);
    let n = 100_000;
    // Non-isolated nesting in one body.
    let (mut root, top) = Body::new_root();
    let mut block = top;
    for i in 0..n {
        let (_, bl) = b.region_op(&mut root, block, "t.op", i + 1, 1);
        block = bl[0];
    }
    assert!(run(&ctx, &root, true).is_empty());
    // Isolated nesting: bodies inside bodies.
    let mut cur = Body::new();
    for i in 0..n {
        let r = cur.add_top_region();
        if cur.entry_block(r).is_none() {
            let blk = cur.create_block();
            cur.append_block(r, blk);
        }
        let (mut outer, top) = Body::new_root();
        let st = b
            .state("test.module", i + 1)
            .with_regions(&[r])
            .with_body(cur);
        let op = outer.create_op(st);
        outer.append_op(top, op);
        cur = outer;
    }
    assert!(run(&ctx, &cur, true).is_empty());
}

#[test]
fn symbol_users_are_checked_against_the_nearest_table() {
    let ctx = ctx();
    let b = B::new(&ctx);
    let (mut root, top) = Body::new_root();
    let (m, f) = module_with_func(&b, &mut root, top, 2);
    let mb = root.nested_body_mut(m).unwrap();
    mb.set_discardable_attr(&ctx, f, SYMBOL_ATTR_NAME, Some(ctx.string_attr("f")));
    let fb = func_body(&mut root, m, f);
    let e = fb.entry_block(fb.top_regions()[0]).unwrap();
    let call = b.op(fb, e, "test.call", 3, &[], 0);
    fb.set_discardable_attr(&ctx, call, "callee", Some(ctx.symbol_ref_attr("f", &[])));
    b.op(fb, e, "test.ret", 4, &[], 0);
    assert!(run(&ctx, &root, true).is_empty());
    let fb = func_body(&mut root, m, f);
    fb.set_discardable_attr(&ctx, call, "callee", Some(ctx.symbol_ref_attr("g", &[])));
    assert_eq!(
        run(&ctx, &root, true),
        [
            "3: error: 'test.call' op 'g' does not reference a valid function",
            "  3: note: see current operation: <test.call>",
        ]
    );
}

#[test]
fn dialect_attribute_verifiers() {
    let ctx = ctx();
    let b = B::new(&ctx);
    let (mut root, top) = Body::new_root();
    let x = b.op(&mut root, top, "t.x", 1, &[], 0);
    root.set_discardable_attr(&ctx, x, "test.allowed", Some(ctx.unit_attr()));
    root.set_discardable_attr(&ctx, x, "other.forbidden", Some(ctx.unit_attr()));
    assert!(run(&ctx, &root, true).is_empty());
    root.set_discardable_attr(&ctx, x, "test.forbidden", Some(ctx.unit_attr()));
    assert_eq!(
        run(&ctx, &root, true),
        [
            "1: error: 't.x' op has a forbidden test attribute",
            "  1: note: see current operation: <t.x>",
        ]
    );
}

/// Uses the quick dominance check must accept (ids out of order, values and arguments of
/// enclosing blocks two regions up) and the ones it must send to the exact walk.
#[test]
fn nested_dominance() {
    let ctx = ctx();
    let b = B::new(&ctx);
    // func(%a) { %d = def ; "t.op"() ({ "t.op"() ({ use(%d, %a) }) }) ; ret }, with `def`
    // created after the region ops (so ids do not follow the order).
    let (mut root, top) = Body::new_root();
    let (m, f) = module_with_func(&b, &mut root, top, 1);
    let fb = func_body(&mut root, m, f);
    let entry = fb.entry_block(fb.top_regions()[0]).unwrap();
    let a = fb.add_block_argument(entry, b.ty, b.loc(1));
    let (outer, o) = b.region_op(fb, entry, "t.op", 3, 1);
    let (_, i) = b.region_op(fb, o[0], "t.op", 4, 1);
    let user = b.op(fb, i[0], "t.use", 5, &[a], 0);
    let x = fb.add_block_argument(o[0], b.ty, b.loc(3));
    b.op(fb, i[0], "t.use", 6, &[x], 0);
    b.op(fb, entry, "test.ret", 8, &[], 0);
    let def = b.op(fb, entry, "t.def", 2, &[], 1);
    fb.move_op_before(def, outer);
    let dv = fb.result(def, 0);
    fb.push_operand(user, dv);
    assert!(run(&ctx, &root, true).is_empty());

    // The result of a region op used inside its own region.
    let (mut root, top) = Body::new_root();
    let (m, f) = module_with_func(&b, &mut root, top, 1);
    let fb = func_body(&mut root, m, f);
    let entry = fb.entry_block(fb.top_regions()[0]).unwrap();
    let outer = fb.create_op(
        b.state("t.op", 2)
            .with_new_regions(1)
            .with_result_types(&[b.ty]),
    );
    fb.append_op(entry, outer);
    let r = fb.op_region(outer, 0);
    let ob = fb.create_block();
    fb.append_block(r, ob);
    let own = fb.result(outer, 0);
    b.op(fb, ob, "t.use", 3, &[own], 0);
    b.op(fb, entry, "test.ret", 5, &[], 0);
    assert_eq!(
        run(&ctx, &root, true),
        [
            "3: error: operand #0 does not dominate this use",
            "  3: note: see current operation: <t.use>",
            "  2: note: operand defined here (op in a parent region)",
        ]
    );

    // A value of one region op's region used in a later sibling's region: once its region
    // is done, the value is out of scope.
    let (mut root, top) = Body::new_root();
    let (m, f) = module_with_func(&b, &mut root, top, 1);
    let fb = func_body(&mut root, m, f);
    let entry = fb.entry_block(fb.top_regions()[0]).unwrap();
    let (_, first) = b.region_op(fb, entry, "t.op", 2, 1);
    let inner = b.op(fb, first[0], "t.def", 3, &[], 1);
    let v = fb.result(inner, 0);
    let (_, second) = b.region_op(fb, entry, "t.op", 5, 1);
    b.op(fb, second[0], "t.use", 6, &[v], 0);
    b.op(fb, entry, "test.ret", 8, &[], 0);
    assert_eq!(
        run(&ctx, &root, true),
        [
            "6: error: operand #0 does not dominate this use",
            "  6: note: see current operation: <t.use>",
            "  3: note: operand defined here (op is neither in a parent nor in a child region)",
        ]
    );
}

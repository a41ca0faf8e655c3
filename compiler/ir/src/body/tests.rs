use super::*;
use crate::Context;
use crate::body::IrMapping;
use crate::registry::{OpInfo, Traits};

struct T {
    ctx: Context,
}

impl T {
    fn new() -> Self {
        let mut ctx = Context::new();
        ctx.registry_mut().register_op(
            OpInfo::new("test.isolated")
                .with_traits(Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL_TABLE),
        );
        T { ctx }
    }
    fn state(&self, name: &str) -> OperationState {
        OperationState::new(self.ctx.registry().op_name(name), self.ctx.unknown_loc())
    }
    fn idx(&self) -> Type {
        self.ctx.ty(crate::TypeKind::Index)
    }
}

#[test]
fn op_size_is_small() {
    assert_eq!(std::mem::size_of::<Operation>(), 48);
    assert_eq!(std::mem::size_of::<Operand>(), 16);
    assert!(std::mem::size_of::<ValueData>() <= 16);
    assert!(std::mem::size_of::<Block>() <= 40);
}

#[test]
fn body_is_send_and_sync() {
    fn check<T: Send + Sync>() {}
    check::<Body>();
}

#[test]
fn create_insert_and_navigate() {
    let t = T::new();
    let (mut body, block) = Body::new_root();
    let a = body.create_op(t.state("t.a").with_result_types(&[t.idx(), t.idx()]));
    let c = body.create_op(t.state("t.c"));
    body.append_op(block, a);
    body.append_op(block, c);
    let b = body.create_op(
        t.state("t.b")
            .with_operands(&[body.result(a, 1), body.result(a, 0)])
            .with_new_regions(2),
    );
    body.insert_op_before(c, b);
    let d = body.create_op(t.state("t.d"));
    body.prepend_op(block, d);
    assert_eq!(body.ops(block).collect::<Vec<_>>(), vec![d, a, b, c]);
    assert_eq!(body.ops_rev(block).collect::<Vec<_>>(), vec![c, b, a, d]);
    assert_eq!(
        body.operands(b).collect::<Vec<_>>(),
        vec![body.result(a, 1), body.result(a, 0)]
    );
    assert_eq!(body.num_regions(b), 2);
    let r1 = body.op_region(b, 1);
    assert_eq!(body.region(r1).index(), 1);
    assert_eq!(body.region_parent_op(r1), Some(b));
    let inner_block = body.create_block();
    let arg = body.add_block_argument(inner_block, t.idx(), t.ctx.unknown_loc());
    body.append_block(r1, inner_block);
    let inner = body.create_op(t.state("t.inner").with_operands(&[arg]));
    body.append_op(inner_block, inner);
    assert_eq!(body.parent_op(inner), Some(b));
    assert_eq!(body.parent_region(inner), Some(r1));
    assert_eq!(body.parent_op(b), None);
    assert!(body.is_ancestor(b, inner));
    assert!(!body.is_ancestor(inner, b));
    assert_eq!(
        body.value_def(arg),
        ValueDef::BlockArgument {
            block: inner_block,
            index: 0
        }
    );
    assert_eq!(body.value_parent_region(arg), Some(r1));
    assert_eq!(
        body.value_def(body.result(a, 1)),
        ValueDef::OpResult { op: a, index: 1 }
    );
    assert!(body.has_one_use(arg));
    assert_eq!(
        body.uses(arg).next(),
        Some(Use {
            owner: inner,
            operand_index: 0
        })
    );
    assert!(body.is_before_in_block(d, c));
    assert!(body.is_before_in_block(a, b));
    assert!(!body.is_before_in_block(c, a));
    assert_eq!(body.next_op(a), Some(b));
    assert_eq!(body.prev_op(a), Some(d));
    assert_eq!(body.num_live_ops(), 5);
}

#[test]
fn use_lists_and_rauw() {
    let t = T::new();
    let (mut body, block) = Body::new_root();
    let a = body.create_op(t.state("t.a").with_result_types(&[t.idx()]));
    let b = body.create_op(t.state("t.b").with_result_types(&[t.idx()]));
    body.append_op(block, a);
    body.append_op(block, b);
    let (va, vb) = (body.result(a, 0), body.result(b, 0));
    let u1 = body.create_op(t.state("t.u").with_operands(&[va, va, vb]));
    let u2 = body.create_op(t.state("t.u").with_operands(&[va]));
    body.append_op(block, u1);
    body.append_op(block, u2);
    assert_eq!(body.num_uses(va), 3);
    // Most recent use first.
    assert_eq!(body.users(va).collect::<Vec<_>>(), vec![u2, u1, u1]);
    body.replace_uses_with_if(va, vb, |_, u| u.owner == u1 && u.operand_index == 1);
    assert_eq!(body.operands(u1).collect::<Vec<_>>(), vec![va, vb, vb]);
    assert_eq!(body.num_uses(vb), 2);
    body.replace_all_uses_with(va, vb);
    assert!(body.use_empty(va));
    assert_eq!(body.num_uses(vb), 4);
    body.set_operand(u2, 0, va);
    assert!(body.has_one_use(va));
    // Insert / erase operands keep use-lists consistent.
    body.insert_operands(u1, 1, &[va, va]);
    assert_eq!(
        body.operands(u1).collect::<Vec<_>>(),
        vec![vb, va, va, vb, vb]
    );
    assert_eq!(body.num_uses(va), 3);
    body.erase_operand(u1, 0);
    assert_eq!(body.operands(u1).collect::<Vec<_>>(), vec![va, va, vb, vb]);
    let uses: Vec<_> = body.uses(vb).collect();
    assert_eq!(uses.len(), 2);
    for u in uses {
        assert_eq!(body.operand(u.owner, u.operand_index as usize), vb);
    }
    body.erase_operands(u1, 1, 2);
    assert_eq!(body.operands(u1).collect::<Vec<_>>(), vec![va, vb]);
    body.set_operands(u1, &[vb]);
    assert_eq!(body.operands(u1).collect::<Vec<_>>(), vec![vb]);
    body.push_operand(u1, va);
    assert_eq!(body.operands(u1).collect::<Vec<_>>(), vec![vb, va]);
    for v in [va, vb] {
        for u in body.uses(v) {
            assert_eq!(body.operand(u.owner, u.operand_index as usize), v);
        }
    }
    body.drop_all_uses(va);
    assert!(body.use_empty(va));
    assert!(body.operand(u1, 1).is_null());
    assert!(body.operand(u2, 0).is_null());
}

#[test]
fn splice_uses_keeps_order_at_a_given_place() {
    let t = T::new();
    let (mut body, block) = Body::new_root();
    let a = body.create_op(t.state("t.a").with_result_types(&[t.idx()]));
    let p = body.create_op(t.state("t.p").with_result_types(&[t.idx()]));
    body.append_op(block, a);
    body.append_op(block, p);
    let (va, vp) = (body.result(a, 0), body.result(p, 0));
    let use_of = |body: &mut Body, v| {
        let u = body.create_op(t.state("t.u").with_operands(&[v]));
        body.append_op(block, u);
        u
    };
    let old = use_of(&mut body, va);
    let new = use_of(&mut body, va);
    let (p1, p2) = (use_of(&mut body, vp), use_of(&mut body, vp));
    // Between `old` and `new`.
    let older = body.uses(va).nth(1);
    assert_eq!(older.map(|u| u.owner), Some(old));
    let newest = body.splice_uses(vp, va, older).unwrap();
    assert_eq!(newest.map(|u| u.owner), Some(p2));
    assert!(body.use_empty(vp));
    assert_eq!(body.users(va).collect::<Vec<_>>(), vec![new, p2, p1, old]);
    // At the end, then at the front (just newer than the newest).
    let (p3, p4) = (use_of(&mut body, vp), use_of(&mut body, vp));
    body.splice_uses(vp, va, None).unwrap();
    assert_eq!(
        body.users(va).collect::<Vec<_>>(),
        vec![new, p2, p1, old, p4, p3]
    );
    let p5 = use_of(&mut body, vp);
    let head = body.uses(va).next();
    body.splice_uses(vp, va, head).unwrap();
    assert_eq!(body.users(va).next(), Some(p5));
    assert_eq!(body.users(va).nth(1), Some(new));
    for u in body.uses(va) {
        assert_eq!(body.operand(u.owner, u.operand_index as usize), va);
    }
    // No uses: nothing moves; a place that is not a use of `to` is refused.
    assert_eq!(body.splice_uses(vp, va, head), Ok(head));
    let p6 = use_of(&mut body, vp);
    let bad = body.uses(vp).next();
    assert_eq!(body.splice_uses(vp, va, bad), Err(()));
    assert_eq!(body.users(vp).collect::<Vec<_>>(), vec![p6]);
    // Into a value without uses.
    let head = body.uses(va).next();
    assert_eq!(body.splice_uses(va, vp, None).unwrap(), head);
    assert_eq!(body.num_uses(vp), 8);
}

#[test]
fn successors_and_predecessors() {
    let t = T::new();
    let mut body = Body::new();
    let region = body.add_top_region();
    let b0 = body.create_block();
    let b1 = body.create_block();
    let b2 = body.create_block();
    body.append_block(region, b0);
    body.append_block(region, b2);
    body.insert_block_before(b2, b1);
    assert_eq!(body.blocks(region).collect::<Vec<_>>(), vec![b0, b1, b2]);
    let br = body.create_op(t.state("t.br").with_successors(&[b1, b2]));
    body.append_op(b0, br);
    let br2 = body.create_op(t.state("t.br").with_successors(&[b2]));
    body.append_op(b1, br2);
    assert_eq!(body.successors(br).collect::<Vec<_>>(), vec![b1, b2]);
    assert_eq!(
        body.predecessors(b2).collect::<Vec<_>>(),
        vec![(br2, 0), (br, 1)]
    );
    assert!(body.has_no_predecessors(b0));
    body.set_successor(br, 1, b1);
    assert_eq!(body.predecessors(b2).collect::<Vec<_>>(), vec![(br2, 0)]);
    assert_eq!(body.predecessors(b1).count(), 2);
    body.erase_op(br2);
    assert!(body.has_no_predecessors(b2));
    body.erase_block(b2);
    assert_eq!(body.blocks(region).collect::<Vec<_>>(), vec![b0, b1]);
}

#[test]
fn isolated_ops_own_a_body() {
    let t = T::new();
    let (mut body, block) = Body::new_root();
    let m = body.create_op(t.state("test.isolated").with_new_regions(1));
    body.append_op(block, m);
    assert!(body.op(m).has_nested_body());
    let inner = body.nested_body_mut(m).unwrap();
    let r = inner.top_regions()[0];
    let b = inner.create_block();
    inner.append_block(r, b);
    assert_eq!(body.regions(m), &[r]);
    assert_eq!(body.regions_body(m).blocks(r).count(), 1);
    assert_eq!(
        body.nested_body(m).unwrap().owner_name(),
        Some(body.op_name(m))
    );
    // Unregistered ops are never isolated.
    let u = body.create_op(t.state("t.u").with_new_regions(1));
    assert!(!body.op(u).has_nested_body());

    // A prepared body is adopted.
    let mut prepared = Body::new();
    let pr = prepared.create_region();
    let pb = prepared.create_block();
    prepared.append_block(pr, pb);
    let st = t
        .state("test.isolated")
        .with_regions(&[pr])
        .with_body(prepared);
    let m2 = body.create_op(st);
    assert_eq!(body.regions(m2), &[pr]);
    assert_eq!(body.regions_body(m2).entry_block(pr), Some(pb));
    assert_eq!(body.nested_bodies().count(), 2);
}

#[test]
fn deep_nesting_of_bodies_drops_without_overflow() {
    let t = T::new();
    let n = 100_000;
    let mut cur = Body::new();
    for _ in 0..n {
        let (mut outer, block) = Body::new_root();
        let r = cur.add_top_region();
        let _ = r;
        let st = t.state("test.isolated").with_regions(&[r]).with_body(cur);
        let op = outer.create_op(st);
        outer.append_op(block, op);
        cur = outer;
    }
    drop(cur);
}

#[test]
fn erase_and_split() {
    let t = T::new();
    let (mut body, block) = Body::new_root();
    let ops: Vec<OpId> = (0..5)
        .map(|_| {
            let o = body.create_op(t.state("t.x").with_result_types(&[t.idx()]));
            body.append_op(block, o);
            o
        })
        .collect();
    let user = body.create_op(t.state("t.user").with_operands(&[body.result(ops[0], 0)]));
    body.append_op(block, user);
    let nb = body.split_block(block, ops[3]);
    assert_eq!(body.ops(block).collect::<Vec<_>>(), &ops[..3]);
    assert_eq!(body.ops(nb).collect::<Vec<_>>(), vec![ops[3], ops[4], user]);
    assert_eq!(body.next_block(block), Some(nb));
    body.erase_op(ops[1]);
    assert_eq!(body.ops(block).collect::<Vec<_>>(), vec![ops[0], ops[2]]);
    assert!(body.op(ops[2]).parent_block().is_some());
    body.erase_op(user);
    assert!(body.use_empty(body.result(ops[0], 0)));
    body.erase_op(ops[0]);
    assert_eq!(body.num_live_ops(), 3);
}

#[test]
#[should_panic(expected = "still used")]
fn erasing_a_used_op_panics() {
    let t = T::new();
    let (mut body, block) = Body::new_root();
    let a = body.create_op(t.state("t.a").with_result_types(&[t.idx()]));
    body.append_op(block, a);
    let u = body.create_op(t.state("t.u").with_operands(&[body.result(a, 0)]));
    body.append_op(block, u);
    body.erase_op(a);
}

#[test]
fn erase_op_with_regions_and_internal_uses() {
    let t = T::new();
    let (mut body, block) = Body::new_root();
    let outer = body.create_op(t.state("t.outer").with_new_regions(1));
    body.append_op(block, outer);
    let r = body.op_region(outer, 0);
    let b = body.create_block();
    body.append_block(r, b);
    let arg = body.add_block_argument(b, t.idx(), t.ctx.unknown_loc());
    let x = body.create_op(
        t.state("t.x")
            .with_result_types(&[t.idx()])
            .with_operands(&[arg]),
    );
    body.append_op(b, x);
    let y = body.create_op(t.state("t.y").with_operands(&[body.result(x, 0)]));
    body.append_op(b, y);
    body.erase_op(outer);
    assert_eq!(body.num_live_ops(), 0);
    assert!(body.first_op(block).is_none());
}

#[test]
fn block_arguments() {
    let t = T::new();
    let mut body = Body::new();
    let b = body.create_block();
    let loc = t.ctx.unknown_loc();
    let a0 = body.add_block_argument(b, t.idx(), loc);
    let a2 = body.add_block_argument(b, t.ctx.ty(crate::TypeKind::None), loc);
    let a1 = body.insert_block_argument(b, 1, t.idx(), loc);
    assert_eq!(body.block_arguments(b), &[a0, a1, a2]);
    assert_eq!(
        body.value_def(a2),
        ValueDef::BlockArgument { block: b, index: 2 }
    );
    assert_eq!(
        body.value_def(a1),
        ValueDef::BlockArgument { block: b, index: 1 }
    );
    body.erase_block_argument(b, 0);
    assert_eq!(body.block_arguments(b), &[a1, a2]);
    assert_eq!(
        body.value_def(a1),
        ValueDef::BlockArgument { block: b, index: 0 }
    );
    assert_eq!(
        body.value_def(a2),
        ValueDef::BlockArgument { block: b, index: 1 }
    );
    assert_eq!(body.value_type(a2), t.ctx.ty(crate::TypeKind::None));
}

#[test]
fn interleaved_block_argument_growth() {
    let t = T::new();
    let mut body = Body::new();
    let (b1, b2) = (body.create_block(), body.create_block());
    let loc = t.ctx.unknown_loc();
    let (mut v1, mut v2) = (Vec::new(), Vec::new());
    // Alternating appends move each block's arguments around the shared arenas.
    for i in 0..50 {
        v1.push(body.add_block_argument(b1, t.idx(), loc));
        if i % 3 == 0 {
            v2.push(body.add_block_argument(b2, t.idx(), loc));
        }
    }
    let mid = body.insert_block_argument(b1, 10, t.idx(), loc);
    v1.insert(10, mid);
    body.erase_block_argument(b2, 0);
    v2.remove(0);
    assert_eq!(body.block_arguments(b1), &v1[..]);
    assert_eq!(body.block_arguments(b2), &v2[..]);
    assert_eq!(body.block_argument_locations(b1).len(), v1.len());
    for (blk, vs) in [(b1, &v1), (b2, &v2)] {
        for (i, &v) in vs.iter().enumerate() {
            assert_eq!(
                body.value_def(v),
                ValueDef::BlockArgument {
                    block: blk,
                    index: i as u32
                }
            );
        }
    }
}

#[test]
fn order_indices_survive_many_inserts() {
    let t = T::new();
    let (mut body, block) = Body::new_root();
    let first = body.create_op(t.state("t.x"));
    body.append_op(block, first);
    let last = body.create_op(t.state("t.x"));
    body.append_op(block, last);
    // Insert repeatedly right after `first` (exhausts the gap, forcing renumbering).
    let mut inserted = Vec::new();
    for _ in 0..100 {
        let o = body.create_op(t.state("t.x"));
        body.insert_op_after(first, o);
        inserted.push(o);
        assert!(body.is_before_in_block(first, o));
        assert!(body.is_before_in_block(o, last));
    }
    // Newest is right after `first`.
    for w in inserted.windows(2) {
        assert!(body.is_before_in_block(w[1], w[0]));
    }
    body.move_op_before(last, first);
    assert!(body.is_before_in_block(last, first));
}

#[test]
fn million_ops_create_and_erase() {
    let t = T::new();
    let (mut body, block) = Body::new_root();
    let mut st = t.state("t.x");
    st.result_types.push(t.idx());
    let first = body.create_op_from(&mut st);
    body.append_op(block, first);
    let v = body.result(first, 0);
    st.result_types.clear();
    st.operands.extend([v, v]);
    for _ in 0..1_000_000 {
        let o = body.create_op_from(&mut st);
        body.append_op(block, o);
    }
    assert_eq!(body.ops(block).count(), 1_000_001);
    assert_eq!(body.num_uses(v), 2_000_000);
    while let Some(o) = body.last_op(block) {
        body.erase_op(o);
    }
    assert_eq!(body.num_live_ops(), 0);
}

#[test]
fn clone_op_within_body_remaps_nested_values_and_blocks() {
    let t = T::new();
    let loc = t.ctx.unknown_loc();
    let (mut body, block) = Body::new_root();
    let ext = body.create_op(t.state("t.ext").with_result_types(&[t.idx()]));
    body.append_op(block, ext);
    let ev = body.result(ext, 0);
    // "t.outer"(%ext) ({ ^bb0(%a): %x = "t.x"(%a, %ext, %y) ; %y = "t.y"(%x) ; "t.br"()[^bb1]
    //                   ^bb1: }) -- %y is a forward reference (graph-like).
    let outer = body.create_op(t.state("t.outer").with_operands(&[ev]).with_new_regions(1));
    body.append_op(block, outer);
    let r = body.op_region(outer, 0);
    let b0 = body.create_block();
    let b1 = body.create_block();
    body.append_block(r, b0);
    body.append_block(r, b1);
    let a = body.add_block_argument(b0, t.idx(), loc);
    let x = body.create_op(t.state("t.x").with_result_types(&[t.idx()]));
    body.append_op(b0, x);
    let y = body.create_op(
        t.state("t.y")
            .with_result_types(&[t.idx()])
            .with_operands(&[body.result(x, 0)]),
    );
    body.append_op(b0, y);
    body.set_operands(x, &[a, ev, body.result(y, 0)]);
    let br = body.create_op(t.state("t.br").with_successors(&[b1]));
    body.append_op(b0, br);

    let mut m = IrMapping::new();
    let c = body.clone_op(outer, &mut m);
    assert!(body.parent_block(c).is_none());
    body.append_op(block, c);
    assert_eq!(body.operands(c).collect::<Vec<_>>(), vec![ev]);
    let cr = body.op_region(c, 0);
    assert_ne!(cr, r);
    let cb: Vec<_> = body.blocks(cr).collect();
    assert_eq!(cb.len(), 2);
    let cops: Vec<_> = body.ops(cb[0]).collect();
    assert_eq!(cops.len(), 3);
    let (cx, cy, cbr) = (cops[0], cops[1], cops[2]);
    assert_eq!(m.op(x), Some(cx));
    let ca = body.block_argument(cb[0], 0);
    assert_eq!(
        body.operands(cx).collect::<Vec<_>>(),
        vec![ca, ev, body.result(cy, 0)]
    );
    assert_eq!(
        body.operands(cy).collect::<Vec<_>>(),
        vec![body.result(cx, 0)]
    );
    assert_eq!(body.successors(cbr).collect::<Vec<_>>(), vec![cb[1]]);
    // Original untouched.
    assert_eq!(body.successors(br).collect::<Vec<_>>(), vec![b1]);
    assert_eq!(body.num_uses(ev), 4);

    // With a seeded mapping, the external value is replaced.
    let ext2 = body.create_op(t.state("t.ext").with_result_types(&[t.idx()]));
    body.append_op(block, ext2);
    let mut m2 = IrMapping::new();
    m2.map_value(ev, body.result(ext2, 0));
    let c2 = body.clone_op(outer, &mut m2);
    assert_eq!(body.operand(c2, 0), body.result(ext2, 0));
    assert_eq!(body.num_uses(ev), 4);
    assert_eq!(body.num_uses(body.result(ext2, 0)), 2);
}

#[test]
fn clone_across_bodies_and_isolated_ops() {
    let t = T::new();
    let loc = t.ctx.unknown_loc();
    let (mut src, block) = Body::new_root();
    let iso = src.create_op(t.state("test.isolated").with_new_regions(1));
    src.append_op(block, iso);
    {
        let nb = src.nested_body_mut(iso).unwrap();
        let r = nb.top_regions()[0];
        let b = nb.create_block();
        nb.append_block(r, b);
        let a = nb.add_block_argument(b, t.idx(), loc);
        let u = nb.create_op(t.state("t.use").with_operands(&[a]));
        nb.append_op(b, u);
    }
    let (mut dst, dblock) = Body::new_root();
    let mut m = IrMapping::new();
    let c = Body::clone_op_into(&src, iso, &mut dst, &mut m);
    dst.append_op(dblock, c);
    let nb = dst.nested_body(c).unwrap();
    let r = nb.top_regions()[0];
    let b = nb.entry_block(r).unwrap();
    let u = nb.first_op(b).unwrap();
    assert_eq!(nb.operand(u, 0), nb.block_argument(b, 0));
    assert_eq!(
        nb.owner_name(),
        Some(t.ctx.registry().op_name("test.isolated"))
    );
    // Deep-cloning a body keeps everything and shares nothing.
    let copy = src.deep_clone();
    assert_eq!(copy.nested_body(iso).unwrap().num_live_ops(), 1);

    // Region cloning across bodies with a seeded block argument.
    let (mut d2, d2block) = Body::new_root();
    let holder = d2.create_op(t.state("t.holder").with_new_regions(1));
    d2.append_op(d2block, holder);
    let dest = d2.op_region(holder, 0);
    let mut m = IrMapping::new();
    let srcb = src.nested_body(iso).unwrap();
    Body::clone_region_into_body(srcb, srcb.top_regions()[0], &mut d2, dest, &mut m);
    let b = d2.entry_block(dest).unwrap();
    assert_eq!(d2.num_block_arguments(b), 1);
    assert_eq!(d2.ops(b).count(), 1);
}

#[test]
#[should_panic(expected = "not mapped")]
fn clone_across_bodies_requires_mapping() {
    let t = T::new();
    let (mut src, block) = Body::new_root();
    let a = src.create_op(t.state("t.a").with_result_types(&[t.idx()]));
    src.append_op(block, a);
    let u = src.create_op(t.state("t.u").with_operands(&[src.result(a, 0)]));
    src.append_op(block, u);
    let mut dst = Body::new();
    Body::clone_op_into(&src, u, &mut dst, &mut IrMapping::new());
}

#[test]
fn deep_clone_of_deeply_nested_bodies() {
    let t = T::new();
    let mut cur = Body::new();
    for _ in 0..100_000 {
        let (mut outer, block) = Body::new_root();
        let r = cur.add_top_region();
        let st = t.state("test.isolated").with_regions(&[r]).with_body(cur);
        let op = outer.create_op(st);
        outer.append_op(block, op);
        cur = outer;
    }
    let copy = cur.deep_clone();
    drop(cur);
    let mut depth = 0;
    let mut b = &copy;
    while let Some((_, n)) = b.nested_bodies().next() {
        b = n;
        depth += 1;
    }
    assert_eq!(depth, 100_000);
}

#[test]
fn attributes_inherent_and_discardable() {
    let t = T::new();
    let ctx = &t.ctx;
    let (mut body, block) = Body::new_root();
    let op = body.create_op(t.state("t.x"));
    body.append_op(block, op);
    assert_eq!(body.attr(op, "a"), None);
    let one = ctx.i64_attr(1);
    let two = ctx.i64_attr(2);
    body.set_discardable_attr(ctx, op, "b", Some(one));
    body.set_discardable_attr(ctx, op, "a", Some(two));
    assert_eq!(body.attr(op, "a"), Some(two));
    let d = body.op(op).attributes().unwrap().as_dictionary().unwrap();
    assert_eq!(
        d.iter().map(|e| e.name.as_str()).collect::<Vec<_>>(),
        ["a", "b"]
    );
    body.set_inherent_attr(ctx, op, "a", Some(one));
    assert_eq!(body.attr(op, "a"), Some(one));
    assert_eq!(body.discardable_attr(op, "a"), Some(two));
    body.set_discardable_attr(ctx, op, "a", None);
    body.set_discardable_attr(ctx, op, "b", None);
    assert_eq!(body.op(op).attributes(), None);
    // Unregistered ops: set_attr is discardable.
    body.set_attr(ctx, op, "c", Some(one));
    assert_eq!(body.discardable_attr(op, "c"), Some(one));
}

/// A body attached to its op gives back its arenas' unused room and keeps its IR.
#[test]
fn attached_bodies_are_shrunk() {
    let t = T::new();
    let (mut root, top) = Body::new_root();
    let iso = root.create_op(t.state("test.isolated").with_new_regions(1));
    root.append_op(top, iso);
    let (mut built, region) = {
        let mut b = Body::new();
        let r = b.create_region();
        (b, r)
    };
    let block = built.create_block();
    built.append_block(region, block);
    let mut st = t.state("t.x");
    st.result_types.push(t.idx());
    let first = built.create_op_from(&mut st);
    built.append_op(block, first);
    let mut prev = built.result(first, 0);
    for _ in 0..300 {
        st.operands.clear();
        st.operands.extend([prev, prev]);
        let o = built.create_op_from(&mut st);
        built.append_op(block, o);
        prev = built.result(o, 0);
    }
    assert!(built.ops.capacity() > 301);
    assert!(
        root.replace_nested_body(iso, Box::new(built), &[region])
            .is_ok()
    );
    let body = root.nested_body(iso).unwrap();
    assert_eq!(body.ops.capacity(), 301);
    assert_eq!(body.operands.capacity(), 600);
    assert_eq!(body.values.capacity(), 301);
    let block = body.entry_block(body.top_regions()[0]).unwrap();
    assert_eq!(body.ops(block).count(), 301);
    assert_eq!(body.num_uses(body.result(first, 0)), 2);
    assert_eq!(body.users(prev).count(), 0);
    // An arena within an eighth of full is left alone.
    let mut b = Body::new();
    b.block_args.reserve_exact(9);
    b.block_args.extend((0..8).map(ValueId));
    let cap = b.block_args.capacity();
    b.shrink_to_fit();
    assert_eq!(b.block_args.capacity(), cap);
}

/// Timings for the report: `cargo test -p ropt-ir --release -- --ignored --nocapture bench`.
#[test]
#[ignore]
fn bench_million_ops() {
    use crate::walk::{WalkOrder, WalkResult};
    use std::time::Instant;
    let t = T::new();
    let n = 1_000_000;
    let t0 = Instant::now();
    let (mut root, top) = Body::new_root();
    let iso = root.create_op(t.state("test.isolated").with_new_regions(1));
    root.append_op(top, iso);
    let body = root.nested_body_mut(iso).unwrap();
    let block = body.create_block();
    body.append_block(body.top_regions()[0], block);
    if std::env::var_os("RESERVE").is_some() {
        body.reserve(n + 1, 2 * n, n + 1);
    }
    let mut st = t.state("t.x");
    st.result_types.push(t.idx());
    let first = body.create_op_from(&mut st);
    body.append_op(block, first);
    let mut prev = body.result(first, 0);
    for _ in 0..n {
        st.operands.clear();
        st.operands.extend([prev, prev]);
        let o = body.create_op_from(&mut st);
        body.append_op(block, o);
        prev = body.result(o, 0);
    }
    let create = t0.elapsed();
    let bytes = body.ops.capacity() * std::mem::size_of::<Operation>()
        + body.operands.capacity() * std::mem::size_of::<Operand>()
        + body.values.capacity() * std::mem::size_of::<ValueData>();
    let t1 = Instant::now();
    let mut count = 0;
    root.walk_all_ops(WalkOrder::PreOrder, |_, _| {
        count += 1;
        WalkResult::Advance
    });
    assert_eq!(count, n + 2);
    let walk = t1.elapsed();
    let t2 = Instant::now();
    let mut diags: Vec<crate::Diagnostic> = Vec::new();
    let opts = crate::verifier::VerifierOptions {
        allow_unregistered_dialect: true,
        ..Default::default()
    };
    crate::verifier::verify(&t.ctx, &root, iso, &opts, &mut diags).unwrap();
    let verify = t2.elapsed();
    let t3 = Instant::now();
    let body = root.nested_body_mut(iso).unwrap();
    while let Some(o) = body.last_op(block) {
        body.erase_op(o);
    }
    let erase = t3.elapsed();
    eprintln!(
        "1M ops (2 operands, 1 result): create {create:?}, walk {walk:?}, verify {verify:?}, \
         erase {erase:?}, arena bytes/op {}",
        bytes / (n + 1)
    );
}

#[test]
fn rewrite_helpers() {
    let t = T::new();
    let loc = t.ctx.unknown_loc();
    let (mut body, block) = Body::new_root();
    let a = body.create_op(t.state("t.a").with_result_types(&[t.idx()]));
    body.append_op(block, a);
    let b = body.create_op(t.state("t.b").with_result_types(&[t.idx()]));
    body.append_op(block, b);
    let u = body.create_op(t.state("t.u").with_operands(&[body.result(b, 0)]));
    body.append_op(block, u);
    body.replace_op(b, &[body.result(a, 0)]);
    assert_eq!(body.operand(u, 0), body.result(a, 0));
    assert_eq!(body.ops(block).collect::<Vec<_>>(), vec![a, u]);
    // Region inlining and block merging.
    let holder = body.create_op(t.state("t.h").with_new_regions(2));
    body.append_op(block, holder);
    let (r0, r1) = (body.op_region(holder, 0), body.op_region(holder, 1));
    let x = body.create_block();
    body.append_block(r0, x);
    let y = body.create_block();
    let arg = body.add_block_argument(y, t.idx(), loc);
    body.append_block(r1, y);
    let yu = body.create_op(t.state("t.yu").with_operands(&[arg]));
    body.append_op(y, yu);
    body.inline_region_before(r1, r0, Some(x));
    assert_eq!(body.blocks(r0).collect::<Vec<_>>(), vec![y, x]);
    assert!(body.region(r1).is_empty());
    body.merge_blocks(y, x, &[body.result(a, 0)]);
    assert_eq!(body.ops(x).collect::<Vec<_>>(), vec![yu]);
    assert_eq!(body.operand(yu, 0), body.result(a, 0));
    assert_eq!(body.blocks(r0).collect::<Vec<_>>(), vec![x]);
}

#[test]
fn operand_lists_grow_in_place_at_the_arena_end() {
    let t = T::new();
    let (mut body, block) = Body::new_root();
    let a = body.create_op(t.state("t.a").with_result_types(&[t.idx(), t.idx()]));
    body.append_op(block, a);
    let (x, y) = (body.result(a, 0), body.result(a, 1));
    let u = body.create_op(t.state("t.u").with_operands(&[x]));
    body.append_op(block, u);
    let before = body.operands.len();
    for i in 0..100 {
        body.push_operand(u, if i % 2 == 0 { y } else { x });
    }
    body.insert_operands(u, 0, &[y]);
    assert_eq!(body.operands.len(), before + 101);
    assert_eq!(body.num_operands(u), 102);
    assert_eq!(body.num_uses(x), 51);
    assert_eq!(body.num_uses(y), 51);
    for v in [x, y] {
        for use_ in body.uses(v) {
            assert_eq!(body.operand(use_.owner, use_.operand_index as usize), v);
        }
    }
    body.set_operands(u, &[x, y]);
    assert_eq!(body.operands(u).collect::<Vec<_>>(), vec![x, y]);
    assert_eq!((body.num_uses(x), body.num_uses(y)), (1, 1));
    body.set_operands(u, &[y, y, x]);
    assert_eq!(body.operands(u).collect::<Vec<_>>(), vec![y, y, x]);
    assert_eq!((body.num_uses(x), body.num_uses(y)), (1, 2));
}

#[test]
fn counts_of_65535_and_more_live_out_of_line() {
    let t = T::new();
    let (mut body, block) = Body::new_root();
    let n = 70_000usize;
    let a = body.create_op(t.state("t.a").with_result_types(&vec![t.idx(); n]));
    body.append_op(block, a);
    assert_eq!(body.num_results(a), n);
    assert_eq!(body.op(a).num_results(), n);
    let results: Vec<ValueId> = body.results(a).collect();
    assert_eq!(results.len(), n);
    assert_eq!(body.result(a, n - 1), results[n - 1]);
    let props = t.ctx.string_attr("p");
    let u = body.create_op(
        t.state("t.u")
            .with_operands(&results[..65_534])
            .with_properties(props),
    );
    body.append_op(block, u);
    assert_eq!(body.num_operands(u), 65_534);
    assert!(body.op(u).attributes().is_none());
    // Across the inline limit and back, keeping the properties.
    body.push_operand(u, results[1]);
    body.push_operand(u, results[2]);
    assert_eq!(body.num_operands(u), 65_536);
    assert_eq!(body.op(u).num_operands(), 65_536);
    assert_eq!(body.operand(u, 65_535), results[2]);
    assert_eq!(body.operands(u).count(), 65_536);
    assert_eq!(body.op(u).properties(), Some(props));
    body.erase_operands(u, 0, 65_530);
    assert_eq!(body.num_operands(u), 6);
    assert_eq!(body.operands(u).last(), Some(results[2]));
    assert_eq!(body.op(u).properties(), Some(props));
    assert_eq!(body.num_uses(results[1]), 1);
    // Compaction and cloning keep the counts.
    body.erase_operands(u, 0, 6);
    let v = body.create_op(t.state("t.v").with_operands(&results));
    body.append_op(block, v);
    let w = body.create_op(t.state("t.w"));
    body.append_op(block, w);
    body.erase_op(w);
    assert!(body.compact());
    let a = body.ops(block).next().unwrap();
    let v = body.ops(block).last().unwrap();
    assert_eq!(body.num_results(a), n);
    assert_eq!(body.num_operands(v), n);
    assert_eq!(body.operand(v, n - 1), body.result(a, n - 1));
    let copy = body.deep_clone();
    let v2 = copy
        .ops(copy.entry_block(copy.top_regions()[0]).unwrap())
        .last()
        .unwrap();
    assert_eq!(copy.num_operands(v2), n);
}

#[test]
fn properties_and_attributes_share_one_word() {
    let t = T::new();
    let (mut body, block) = Body::new_root();
    let p = t.ctx.string_attr("props");
    let d = t.ctx.dictionary_attr(&[NamedAttribute {
        name: t.ctx.identifier("k"),
        value: t.ctx.unit_attr(),
    }]);
    let op = body.create_op(t.state("t.x").with_properties(p));
    body.append_op(block, op);
    assert_eq!(body.op(op).properties(), Some(p));
    assert!(body.op(op).attributes().is_none());
    // Attributes move the properties out of line; removing them moves them back.
    body.set_attributes(op, Some(d));
    assert_eq!(body.op(op).attributes(), Some(d));
    assert_eq!(body.op(op).properties(), Some(p));
    body.set_properties(op, None);
    assert_eq!(body.op(op).properties(), None);
    body.set_properties(op, Some(p));
    body.set_attributes(op, None);
    assert!(!body.ops[op.index()].data.is_extra());
    assert_eq!(body.op(op).properties(), Some(p));
    assert!(body.op(op).attributes().is_none());
    body.set_properties(op, None);
    assert_eq!(body.op(op).properties(), None);
    let q = body.create_op(t.state("t.q").with_attributes(d));
    body.append_op(block, q);
    assert_eq!(body.op(q).attributes(), Some(d));
    assert_eq!(body.op(q).properties(), None);
}

#[test]
fn block_order_uses_ids_until_ops_are_out_of_id_order() {
    let t = T::new();
    let (mut body, block) = Body::new_root();
    let ops: Vec<OpId> = (0..4)
        .map(|_| {
            let o = body.create_op(t.state("t.x"));
            body.append_op(block, o);
            o
        })
        .collect();
    assert!(body.is_before_in_block(ops[0], ops[3]));
    assert!(body.order_table.get().is_none());
    // An op with a higher id at the start: numbered in the table from then on.
    let front = body.create_op(t.state("t.x"));
    body.prepend_op(block, front);
    assert!(body.is_before_in_block(front, ops[0]));
    assert!(!body.is_before_in_block(ops[3], front));
    assert!(body.order_table.get().is_some());
    // Ops made after the table are numbered too.
    let mid = body.create_op(t.state("t.x"));
    body.insert_op_after(ops[1], mid);
    assert!(body.is_before_in_block(ops[1], mid));
    assert!(body.is_before_in_block(mid, ops[2]));
    let end = body.create_op(t.state("t.x"));
    body.append_op(block, end);
    assert!(body.is_before_in_block(mid, end));
    // Compaction drops the table (it keeps the ids' relative order, not the block's).
    body.erase_op(ops[3]);
    assert!(body.compact());
    assert!(body.order_table.get().is_none());
    let order: Vec<OpId> = body.ops(block).collect();
    for w in order.windows(2) {
        assert!(body.is_before_in_block(w[0], w[1]));
        assert!(!body.is_before_in_block(w[1], w[0]));
    }
    // A body absorbed into one with a table keeps answering.
    let (mut other, ob) = Body::new_root();
    let x = other.create_op(t.state("t.x"));
    other.append_op(ob, x);
    let y = other.create_op(t.state("t.x"));
    other.prepend_op(ob, y);
    assert!(other.is_before_in_block(y, x));
    body.move_op_before(order[3], order[0]);
    assert!(body.is_before_in_block(order[3], order[0]));
    let off = body.absorb(other);
    let (x, y) = (off.op(x), off.op(y));
    assert!(body.is_before_in_block(y, x));
    let z = body.create_op(t.state("t.x"));
    body.insert_op_before(x, z);
    assert!(body.is_before_in_block(y, z) && body.is_before_in_block(z, x));
}

//! 100,000 nested regions in two functions: the passes complete (on a large-stack thread, as
//! ropt runs them, and on the pass manager's workers) without overflowing the stack.
//! (`view-op-graph` is left out: its indented DOT output is quadratic in the depth, as
//! mlir-opt's is.)

mod common;

use ropt_ir::{Body, OperationState};
use ropt_pass::{PassManager, RunConfig, parse_pass_pipeline};

const DEPTH: usize = 100_000;

#[test]
fn deep_nesting_does_not_overflow() {
    let worker = std::thread::Builder::new()
        .stack_size(4 << 30)
        .spawn(|| {
            let ctx = common::context();
            let reg = ctx.registry();
            let loc = ctx.unknown_loc();
            let i32t = ctx.int_type(32);
            let (mut root, blk) = Body::new_root();
            let module =
                root.create_op(OperationState::new(reg.op_name("builtin.module"), loc).with_new_regions(1));
            root.append_op(blk, module);
            let mb = root.nested_body_mut(module).unwrap();
            let mr = mb.top_regions()[0];
            let mblock = mb.create_block();
            mb.append_block(mr, mblock);
            for _ in 0..2 {
                let f = mb.create_op(
                    OperationState::new(reg.op_name("test.isolated"), loc).with_new_regions(1),
                );
                mb.append_op(mblock, f);
                let fb = mb.nested_body_mut(f).unwrap();
                let fr = fb.top_regions()[0];
                let mut cur = fb.create_block();
                fb.append_block(fr, cur);
                for _ in 0..DEPTH {
                    let w = fb.create_op(
                        OperationState::new(reg.op_name("test.wrap"), loc).with_new_regions(1),
                    );
                    fb.append_op(cur, w);
                    let r = fb.op_region(w, 0);
                    cur = fb.create_block();
                    fb.append_block(r, cur);
                }
                let a = fb.create_op(
                    OperationState::new(reg.op_name("test.pure"), loc).with_result_types(&[i32t]),
                );
                fb.append_op(cur, a);
                let b = fb.create_op(
                    OperationState::new(reg.op_name("test.pure"), loc).with_result_types(&[i32t]),
                );
                fb.append_op(cur, b);
                let (va, vb) = (fb.result(a, 0), fb.result(b, 0));
                let u = fb.create_op(
                    OperationState::new(reg.op_name("test.use"), loc).with_operands(&[va, vb]),
                );
                fb.append_op(cur, u);
            }
            let mut reg_passes = common::registry();
            let _ = &mut reg_passes;
            let pipeline = "builtin.module(test.isolated(cse,strip-debuginfo),cse,symbol-dce,symbol-privatize,print-op-stats)";
            for threading in [false, true] {
                let pm = parse_pass_pipeline(pipeline, &reg_passes, "t").unwrap();
                let mgr = PassManager::new(pm, RunConfig { threading, ..RunConfig::default() });
                let out = mgr.run(&ctx, &mut root, module);
                assert!(out.success);
                let text: String = out
                    .events
                    .iter()
                    .filter_map(|e| match e {
                        ropt_pass::Event::Text(t) => Some(t.as_str()),
                        _ => None,
                    })
                    .collect();
                assert!(text.contains(&format!("test.wrap     , {}", 2 * DEPTH)), "{}", &text[..200]);
            }
            // CSE merged the duplicate pure ops at the bottom of each nest.
            let mb = root.nested_body(module).unwrap();
            let mut pure = 0;
            for (_, fb) in mb.nested_bodies() {
                let mut regions: Vec<ropt_ir::RegionId> = fb.top_regions().to_vec();
                while let Some(r) = regions.pop() {
                    for b in fb.blocks(r) {
                        for o in fb.ops(b) {
                            if fb.op_name(o).as_str() == "test.pure" {
                                pure += 1;
                            }
                            regions.extend(fb.regions(o));
                        }
                    }
                }
            }
            assert_eq!(pure, 2);
        })
        .unwrap();
    worker.join().expect("no stack overflow or panic");
}

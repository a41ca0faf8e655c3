//! Small passes: `print-op-stats`, `strip-debuginfo` and `symbol-privatize`.

use std::collections::BTreeMap;

use ropt_ir::walk::{WalkOrder, WalkResult, walk_ops_mut};
use ropt_ir::{Attribute, Body, Context, NamedAttribute, OpId};
use ropt_pass::{OptionKind, OptionSpec, Pass, PassContext, PassFailure, PassInfo, PassOptions};

/// `print-op-stats`: counts the ops by name and prints the table (or JSON) to stderr.
pub static PRINT_OP_STATS: PassInfo = PassInfo {
    argument: "print-op-stats",
    name: "PrintOpStats",
    description: "Print statistics of operations",
    anchor: None,
    options: &[OptionSpec::new(
        "json",
        OptionKind::Bool,
        "print the stats as JSON",
    )],
    statistics: &[],
    splits: None,
    create: |o: &PassOptions| {
        Box::new(PrintOpStats {
            json: o.bool("json"),
        })
    },
};

struct PrintOpStats {
    json: bool,
}

/// Counts `op` and every op nested in it, by name.
fn count_ops(body: &Body, op: OpId) -> BTreeMap<&'static str, u64> {
    let mut counts = BTreeMap::new();
    let mut stack = vec![(body, op)];
    while let Some((b, o)) = stack.pop() {
        *counts.entry(b.op_name(o).as_str()).or_insert(0) += 1;
        let rb = b.regions_body(o);
        for &r in b.regions(o) {
            for blk in rb.blocks(r) {
                stack.extend(rb.ops(blk).map(|x| (rb, x)));
            }
        }
    }
    counts
}

impl Pass for PrintOpStats {
    fn run(
        &self,
        _: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let counts = count_ops(body, op);
        let mut s = String::new();
        if self.json {
            s.push_str("{\n");
            let n = counts.len();
            for (i, (name, c)) in counts.iter().enumerate() {
                let comma = if i + 1 < n { "," } else { "" };
                s.push_str(&format!("  \"{name}\" : {c}{comma}\n"));
            }
            s.push_str("}\n");
        } else {
            let split = |n: &'static str| n.split_once('.').unwrap_or(("", n));
            let dw = counts.keys().map(|n| split(n).0.len()).max().unwrap_or(0);
            let ow = counts.keys().map(|n| split(n).1.len()).max().unwrap_or(0);
            s.push_str("Operations encountered:\n-----------------------\n");
            for (name, c) in &counts {
                let (d, o) = split(name);
                s.push_str(&format!("  {d:>dw$}.{o:<ow$} , {c}\n"));
            }
        }
        cx.print(&s);
        cx.preserve_all();
        Ok(())
    }
}

/// `strip-debuginfo`: sets every location (ops and block arguments) to `unknown`.
pub static STRIP_DEBUGINFO: PassInfo = PassInfo {
    argument: "strip-debuginfo",
    name: "StripDebugInfo",
    description: "Strip debug info from all operations",
    anchor: None,
    options: &[],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(StripDebugInfo),
};

struct StripDebugInfo;

fn strip_block_args(body: &mut Body, op: OpId, unknown: ropt_ir::Location) {
    let regions = body.regions(op).to_vec();
    let rb = body.regions_body_mut(op);
    for r in regions {
        let blocks: Vec<_> = rb.blocks(r).collect();
        for b in blocks {
            for i in 0..rb.num_block_arguments(b) {
                rb.set_argument_location(b, i, unknown);
            }
        }
    }
}

impl Pass for StripDebugInfo {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let unknown = ctx.unknown_loc();
        body.set_op_location(op, unknown);
        strip_block_args(body, op, unknown);
        let inner_is_nested = body.op(op).has_nested_body();
        let mut visit = |b: &mut Body, o: OpId| {
            b.set_op_location(o, unknown);
            strip_block_args(b, o, unknown);
            WalkResult::Advance
        };
        if inner_is_nested {
            let inner = body.nested_body_mut(op).expect("checked above");
            walk_ops_mut(inner, WalkOrder::PreOrder, &mut visit);
        } else {
            // Ops nested in a non-isolated op live in the same body.
            let mut stack: Vec<OpId> = Vec::new();
            for &r in body.regions(op) {
                for blk in body.blocks(r) {
                    stack.extend(body.ops(blk));
                }
            }
            while let Some(o) = stack.pop() {
                if body.op(o).has_nested_body() {
                    visit(body, o);
                    let inner = body.nested_body_mut(o).expect("checked above");
                    walk_ops_mut(inner, WalkOrder::PreOrder, &mut visit);
                    continue;
                }
                visit(body, o);
                for &r in body.regions(o) {
                    for blk in body.blocks(r) {
                        stack.extend(body.ops(blk));
                    }
                }
            }
        }
        Ok(())
    }
}

/// `symbol-privatize`: makes every symbol directly in the op's regions private, except those
/// named in `exclude`.
pub static SYMBOL_PRIVATIZE: PassInfo = PassInfo {
    argument: "symbol-privatize",
    name: "SymbolPrivatize",
    description: "Mark symbols private",
    anchor: None,
    options: &[OptionSpec::new(
        "exclude",
        OptionKind::StringList,
        "Comma separated list of symbols that should not be marked private",
    )],
    statistics: &[],
    splits: None,
    create: |o: &PassOptions| {
        Box::new(SymbolPrivatize {
            exclude: o.list("exclude").to_vec(),
        })
    },
};

struct SymbolPrivatize {
    exclude: Vec<String>,
}

/// `dict` with `name` set to `value` (entries stay sorted by name).
fn with_entry(ctx: &Context, dict: Option<Attribute>, name: &str, value: Attribute) -> Attribute {
    let mut entries: Vec<NamedAttribute> = dict
        .and_then(|d| d.as_dictionary())
        .map(|e| e.to_vec())
        .unwrap_or_default();
    entries.retain(|e| e.name.as_str() != name);
    entries.push(NamedAttribute {
        name: ctx.identifier(name),
        value,
    });
    entries.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
    ctx.dictionary_attr(&entries)
}

impl Pass for SymbolPrivatize {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let regions = body.regions(op).to_vec();
        let rb = body.regions_body_mut(op);
        let private = ctx.string_attr("private");
        for r in regions {
            let blocks: Vec<_> = rb.blocks(r).collect();
            for b in blocks {
                let ops: Vec<_> = rb.ops(b).collect();
                for o in ops {
                    let name = rb.op_name(o);
                    if !crate::symbol_dce::is_symbol(rb, o) {
                        continue;
                    }
                    let sym = ropt_pass::manager::symbol_name(rb, o);
                    if sym.is_some_and(|s| self.exclude.iter().any(|e| e == s)) {
                        continue;
                    }
                    let inherent = name
                        .info()
                        .is_some_and(|i| i.inherent_attrs.iter().any(|a| a == "sym_visibility"));
                    if inherent {
                        let props = rb.op(o).properties();
                        rb.set_properties(
                            o,
                            Some(with_entry(ctx, props, "sym_visibility", private)),
                        );
                    } else {
                        let attrs = rb.op(o).attributes();
                        rb.set_attributes(
                            o,
                            Some(with_entry(ctx, attrs, "sym_visibility", private)),
                        );
                    }
                }
            }
        }
        Ok(())
    }
}

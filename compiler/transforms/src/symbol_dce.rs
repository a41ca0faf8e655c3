//! `symbol-dce`: erase the symbols that cannot be referenced, as MLIR's SymbolDCE does.
//!
//! Liveness starts from every non-symbol op of the symbol table and every symbol that cannot
//! be discarded (only private symbols can). Symbol references in
//! the attributes of live ops (and of the ops nested in them, stopping at nested symbol
//! tables) are resolved relative to the op's parent table (unknown references are ignored),
//! and nested symbol tables that are live are processed recursively. Dead symbols (`Symbol` ops not found live) of every nested
//! symbol table are then erased.

use ropt_ir::{Attribute, AttributeKind, Body, Context, OpId, Traits};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, StatisticSpec};
use rustc_hash::{FxHashMap, FxHashSet};

/// The pass description.
pub static SYMBOL_DCE: PassInfo = PassInfo {
    argument: "symbol-dce",
    name: "SymbolDCE",
    description: "Eliminate dead symbols",
    anchor: None,
    options: &[],
    statistics: &[StatisticSpec {
        name: "num-dce'd",
        description: "Number of symbols DCE'd",
    }],
    splits: None,
    create: |_: &PassOptions| Box::new(SymbolDce),
};

struct SymbolDce;

/// An op named by the body holding it.
type OpKey = (usize, OpId);

fn key(body: &Body, op: OpId) -> OpKey {
    (body as *const Body as usize, op)
}

/// True if the op is a symbol: it has the `Symbol` trait and a name (ops whose symbol is
/// optional, like `builtin.module`, are symbols only when named).
pub fn is_symbol(body: &Body, op: OpId) -> bool {
    body.op_name(op).has_trait(Traits::SYMBOL) && sym_name(body, op).is_some()
}

fn attr_of(body: &Body, op: OpId, name: &str) -> Option<Attribute> {
    let o = body.op(op);
    o.properties()
        .and_then(|d| d.get(name))
        .or_else(|| o.attributes().and_then(|d| d.get(name)))
}

fn is_private(body: &Body, op: OpId) -> bool {
    attr_of(body, op, "sym_visibility").and_then(|a| a.as_bytes()) == Some(b"private")
}

/// MLIR's default `canDiscardOnUseEmpty`: only private symbols may be discarded.
fn can_discard_on_use_empty(body: &Body, op: OpId) -> bool {
    is_private(body, op)
}

/// The symbol's name, as bytes (names need not be UTF-8: `@"s\FE"` and `@"s\FF"` are two).
fn sym_name(body: &Body, op: OpId) -> Option<&'static [u8]> {
    attr_of(body, op, "sym_name").and_then(|a| a.as_bytes())
}

/// A symbol reference: its root and nested names.
type Path = Vec<&'static [u8]>;

/// The ops directly in the regions of `op`, with the body holding them.
fn children(body: &Body, op: OpId) -> Vec<(&Body, OpId)> {
    let rb = body.regions_body(op);
    let mut out = Vec::new();
    for &r in body.regions(op) {
        for b in rb.blocks(r) {
            out.extend(rb.ops(b).map(|o| (rb, o)));
        }
    }
    out
}

/// Collects the symbol references in an attribute (recursively).
fn collect_refs(attr: Attribute, out: &mut Vec<Path>) {
    let mut stack = vec![attr];
    while let Some(a) = stack.pop() {
        match a.kind() {
            AttributeKind::SymbolRef { root, nested } => {
                let mut path = vec![root.as_bytes()];
                path.extend(nested.iter().map(|n| n.as_bytes()));
                out.push(path);
            }
            AttributeKind::Array(items) => stack.extend(items.iter().rev().copied()),
            AttributeKind::Dictionary(entries) => {
                stack.extend(entries.iter().rev().map(|e| e.value))
            }
            _ => {}
        }
    }
}

fn op_refs(body: &Body, op: OpId, out: &mut Vec<Path>) {
    let o = body.op(op);
    if let Some(p) = o.properties() {
        collect_refs(p, out);
    }
    if let Some(a) = o.attributes() {
        collect_refs(a, out);
    }
}

/// MLIR's `SymbolTable::getSymbolUses(op)`: the references in the op's attributes (unless it
/// is a symbol table) and in the ops nested in it, not looking into nested symbol tables.
fn symbol_uses(body: &Body, op: OpId) -> Vec<Path> {
    let mut out = Vec::new();
    if !body.op_name(op).has_trait(Traits::SYMBOL_TABLE) {
        op_refs(body, op, &mut out);
    }
    let mut stack = children(body, op);
    stack.reverse();
    while let Some((b, o)) = stack.pop() {
        op_refs(b, o, &mut out);
        if !b.op_name(o).has_trait(Traits::SYMBOL_TABLE) {
            let mut c = children(b, o);
            c.reverse();
            stack.extend(c);
        }
    }
    out
}

/// The symbols of each symbol table met, by name (made on first lookup, so that resolving
/// a reference does not scan the table).
type Tables<'b> = FxHashMap<OpKey, FxHashMap<&'static [u8], (&'b Body, OpId)>>;

/// The symbol `name` among the children of `table` (of `body`): the first one so named.
fn lookup<'b>(
    tables: &mut Tables<'b>,
    body: &'b Body,
    table: OpId,
    name: &[u8],
) -> Option<(&'b Body, OpId)> {
    let symbols = tables.entry(key(body, table)).or_insert_with(|| {
        let mut map = FxHashMap::default();
        for (cb, c) in children(body, table) {
            if is_symbol(cb, c)
                && let Some(n) = sym_name(cb, c)
            {
                map.entry(n).or_insert((cb, c));
            }
        }
        map
    });
    symbols.get(name).copied()
}

/// Resolves `path` in the symbol table `table` (of `body`): every op along the path.
fn resolve<'b>(
    tables: &mut Tables<'b>,
    body: &'b Body,
    table: OpId,
    path: &[&[u8]],
) -> Option<Vec<(&'b Body, OpId)>> {
    let mut out = Vec::new();
    let (mut b, mut t) = (body, table);
    for (i, name) in path.iter().enumerate() {
        if !b.op_name(t).has_trait(Traits::SYMBOL_TABLE) {
            return None;
        }
        let (cb, found) = lookup(tables, b, t, name)?;
        out.push((cb, found));
        if i + 1 < path.len() {
            b = cb;
            t = found;
        }
    }
    Some(out)
}

fn compute_liveness<'b>(
    body: &'b Body,
    table: OpId,
    hidden: bool,
    live: &mut FxHashSet<OpKey>,
    tables: &mut Tables<'b>,
) {
    // (body of op, op, body of its parent table, parent table)
    let mut work: Vec<(&'b Body, OpId, &'b Body, OpId)> = Vec::new();
    for (b, o) in children(body, table) {
        if !is_symbol(b, o) {
            work.push((b, o, body, table));
            continue;
        }
        let discardable = (hidden || is_private(b, o)) && can_discard_on_use_empty(b, o);
        if !discardable && live.insert(key(b, o)) {
            work.push((b, o, body, table));
        }
    }
    while let Some((b, o, tb, t)) = work.pop() {
        if b.op_name(o).has_trait(Traits::SYMBOL_TABLE) {
            let sym_hidden = hidden || !is_symbol(b, o) || is_private(b, o);
            compute_liveness(b, o, sym_hidden, live, tables);
        }
        for path in symbol_uses(b, o) {
            let Some(resolved) = resolve(tables, tb, t, &path) else {
                continue;
            };
            // The parent table of each resolved op is the previous one on the path.
            let mut parent = (tb, t);
            for (rb, r) in resolved {
                if live.insert(key(rb, r)) {
                    work.push((rb, r, parent.0, parent.1));
                }
                parent = (rb, r);
            }
        }
    }
}

/// Erases the dead symbols of `table` and of every symbol table nested in it.
fn erase_dead(body: &mut Body, table: OpId, live: &FxHashSet<OpKey>, count: &mut u64) {
    let is_table = body.op_name(table).has_trait(Traits::SYMBOL_TABLE);
    let regions = body.regions(table).to_vec();
    let rb = body.regions_body_mut(table);
    let mut ops = Vec::new();
    for (i, &r) in regions.iter().enumerate() {
        for blk in rb.blocks(r).collect::<Vec<_>>() {
            let block_ops: Vec<OpId> = rb.ops(blk).collect();
            for &o in &block_ops {
                let terminator =
                    rb.op_name(o).has_trait(Traits::TERMINATOR) && Some(o) == rb.last_op(blk);
                if is_table
                    && i == 0
                    && !terminator
                    && is_symbol(rb, o)
                    && !live.contains(&key(rb, o))
                {
                    rb.drop_all_references(o);
                    rb.erase_op(o);
                    *count += 1;
                    continue;
                }
                ops.push(o);
            }
        }
    }
    for o in ops {
        if rb.num_regions(o) > 0 {
            erase_dead(rb, o, live, count);
        }
    }
}

impl Pass for SymbolDce {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        if !body.op_name(op).has_trait(Traits::SYMBOL_TABLE) {
            let d = cx.op_error(
                ctx,
                body,
                op,
                " was scheduled to run under SymbolDCE, but does not define a symbol table",
            );
            cx.emit(d);
            return Err(PassFailure);
        }
        let hidden = if cx.op_has_parent() && is_symbol(body, op) {
            is_private(body, op)
        } else {
            true
        };
        let mut live = FxHashSet::default();
        compute_liveness(body, op, hidden, &mut live, &mut FxHashMap::default());
        let mut count = 0;
        erase_dead(body, op, &live, &mut count);
        cx.add_statistic(0, count);
        if count == 0 {
            cx.preserve_all();
        }
        Ok(())
    }
}

//! Symbols and symbol tables.
//!
//! A symbol is an op with a string `sym_name` attribute (inherent or discardable). A symbol
//! table is an op with the [`Traits::SYMBOL_TABLE`] trait whose single region's block holds
//! symbols with unique names. Symbol uses are [`AttributeKind::SymbolRef`] attributes found
//! (also nested in arrays and dictionaries) in the attributes of ops.
//!
//! ```
//! use ropt_ir::symbol_table::{SymbolTable, symbol_name};
//! use ropt_ir::{Body, Context, OperationState};
//! let ctx = Context::new();
//! let (mut body, block) = Body::new_root();
//! let f = body.create_op(OperationState::new(ctx.registry().op_name("t.f"), ctx.unknown_loc()));
//! body.append_op(block, f);
//! body.set_discardable_attr(&ctx, f, "sym_name", Some(ctx.string_attr("foo")));
//! assert_eq!(symbol_name(&body, f).as_deref(), Some("foo"));
//! let region = body.top_regions()[0];
//! let table = SymbolTable::for_region(&body, region);
//! assert_eq!(table.lookup("foo"), Some(f));
//! ```

use rustc_hash::FxHashMap;

use crate::attributes::AttributeKind;
use crate::body::{Body, OpId, RegionId};
use crate::registry::Traits;
use crate::walk::{WalkItem, WalkResult};
use crate::{Attribute, Location};

/// The name of the attribute holding a symbol's name.
pub const SYMBOL_ATTR_NAME: &str = "sym_name";
/// The name of the attribute holding a symbol's visibility.
pub const VISIBILITY_ATTR_NAME: &str = "sym_visibility";

/// The string `sym_name` attribute of `op`, if it has one.
pub fn symbol_name_attr(body: &Body, op: OpId) -> Option<Attribute> {
    body.attr(op, SYMBOL_ATTR_NAME)
        .filter(|a| matches!(a.kind(), AttributeKind::String { .. }))
}

/// The symbol name of `op`, as bytes (a name need not be UTF-8: `@"s\FE"` and `@"s\FF"`
/// are two symbols).
pub fn symbol_name_bytes(body: &Body, op: OpId) -> Option<&'static [u8]> {
    symbol_name_attr(body, op).and_then(|a| a.as_bytes())
}

/// The symbol name of `op` as text (lossily decoded if it is not UTF-8: for display only,
/// compare [`symbol_name_bytes`]).
pub fn symbol_name(body: &Body, op: OpId) -> Option<String> {
    symbol_name_bytes(body, op).map(|b| String::from_utf8_lossy(b).into_owned())
}

/// Symbol visibility.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Visibility {
    /// Visible outside the symbol table (the default).
    Public,
    /// Visible only inside the symbol table.
    Private,
    /// Visible to the parent symbol table only.
    Nested,
}

/// The visibility of a symbol (public when absent or unrecognized).
pub fn visibility(body: &Body, op: OpId) -> Visibility {
    match body
        .attr(op, VISIBILITY_ATTR_NAME)
        .and_then(|a| a.as_bytes())
    {
        Some(b"private") => Visibility::Private,
        Some(b"nested") => Visibility::Nested,
        _ => Visibility::Public,
    }
}

/// A name → op map of the symbols directly in a region (ids relative to the body given).
/// Names are bytes: two names that are not UTF-8 and differ only in their invalid bytes are
/// two symbols, as in MLIR.
#[derive(Debug, Default)]
pub struct SymbolTable {
    map: FxHashMap<&'static [u8], OpId>,
}

impl SymbolTable {
    /// The symbols of the symbol-table op `op` (its first region, in
    /// [`Body::regions_body`]).
    pub fn new(body: &Body, op: OpId) -> Self {
        match body.regions(op).first() {
            Some(&r) => Self::for_region(body.regions_body(op), r),
            None => Self::default(),
        }
    }

    /// The symbols directly in `region` (the first definition wins for duplicates).
    pub fn for_region(body: &Body, region: RegionId) -> Self {
        let mut map = FxHashMap::default();
        for b in body.blocks(region) {
            for op in body.ops(b) {
                if let Some(name) = symbol_name_bytes(body, op) {
                    map.entry(name).or_insert(op);
                }
            }
        }
        SymbolTable { map }
    }

    /// The symbol named `name` (its bytes: a `&str` or a `&[u8]`).
    pub fn lookup(&self, name: &(impl AsRef<[u8]> + ?Sized)) -> Option<OpId> {
        self.map.get(name.as_ref()).copied()
    }

    /// Records a symbol (e.g. after inserting one); `name` is the bytes of its name attribute.
    pub fn insert(&mut self, name: &'static [u8], op: OpId) {
        self.map.insert(name, op);
    }

    /// Forgets a symbol.
    pub fn remove(&mut self, name: &(impl AsRef<[u8]> + ?Sized)) {
        self.map.remove(name.as_ref());
    }

    /// Number of symbols.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// True if there are no symbols.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}

/// The symbols visible to a symbol user: the nearest enclosing symbol-table op `op` of
/// `body`, and its table (ids relative to `body.regions_body(op)`).
pub struct SymbolScope<'a> {
    /// The body holding the symbol-table op.
    pub body: &'a Body,
    /// The symbol-table op.
    pub op: OpId,
    /// Its symbols.
    pub table: SymbolTable,
}

impl<'a> SymbolScope<'a> {
    /// The scope of the symbol-table op `op`.
    pub fn new(body: &'a Body, op: OpId) -> Self {
        SymbolScope {
            body,
            op,
            table: SymbolTable::new(body, op),
        }
    }

    /// The body holding the symbols.
    pub fn symbols_body(&self) -> &'a Body {
        self.body.regions_body(self.op)
    }

    /// The symbol named `name` (its bytes), with the body it lives in.
    pub fn lookup(&self, name: &(impl AsRef<[u8]> + ?Sized)) -> Option<(&'a Body, OpId)> {
        self.table.lookup(name).map(|op| (self.symbols_body(), op))
    }
}

/// Checks the symbol references of one op against its scope.
pub type VerifySymbolUsesFn =
    fn(&crate::Context, &Body, OpId, &SymbolScope<'_>) -> Result<(), crate::Diagnostic>;

/// The interface of ops that reference symbols (MLIR's `SymbolUserOpInterface`); register it
/// with `OpInfo::with_interface`. The verifier calls it for every user nested in a symbol
/// table (not through nested symbol tables), after the table's names were checked.
#[derive(Clone, Copy)]
pub struct SymbolUserInterface {
    /// The check.
    pub verify_symbol_uses: VerifySymbolUsesFn,
}

/// Calls `f(body, op)` for every op nested in the regions of `table_op` (of `body`), without
/// entering nested symbol tables, in MLIR's order (a region's ops in order, then the regions
/// they opened, last first). Stops at the first error.
pub fn walk_symbol_table<'a, E>(
    body: &'a Body,
    table_op: OpId,
    mut f: impl FnMut(&'a Body, OpId) -> Result<(), E>,
) -> Result<(), E> {
    let rb = body.regions_body(table_op);
    let mut worklist: Vec<(&'a Body, RegionId)> =
        body.regions(table_op).iter().map(|&r| (rb, r)).collect();
    while let Some((b, r)) = worklist.pop() {
        for blk in b.blocks(r) {
            for op in b.ops(blk) {
                f(b, op)?;
                if !b.op_name(op).has_trait(Traits::SYMBOL_TABLE) {
                    let orb = b.regions_body(op);
                    worklist.extend(b.regions(op).iter().map(|&nr| (orb, nr)));
                }
            }
        }
    }
    Ok(())
}

/// Finds the first duplicate symbol in `region`: `(duplicate op, location of the first
/// definition, name's bytes)`. Names are compared as string attributes (MLIR compares the
/// attributes, so `"a" : i32` and `"a"` differ).
pub fn find_duplicate_symbol(
    body: &Body,
    region: RegionId,
) -> Option<(OpId, Location, &'static [u8])> {
    let mut seen: FxHashMap<Attribute, Location> = FxHashMap::default();
    for b in body.blocks(region) {
        for op in body.ops(b) {
            let Some(name) = symbol_name_attr(body, op) else {
                continue;
            };
            if let Some(&first) = seen.get(&name) {
                return Some((op, first, name.as_bytes().unwrap_or_default()));
            }
            seen.insert(name, body.op_location(op));
        }
    }
    None
}

/// Calls `f` for every symbol reference in `attr`, including nested ones (iterative).
pub fn walk_symbol_refs(attr: Attribute, f: &mut dyn FnMut(Attribute)) {
    let mut stack = vec![attr];
    while let Some(a) = stack.pop() {
        match a.kind() {
            AttributeKind::SymbolRef { .. } => f(a),
            AttributeKind::Array(items) => stack.extend(items.iter().rev()),
            AttributeKind::Dictionary(entries) => {
                stack.extend(entries.iter().rev().map(|e| e.value))
            }
            _ => {}
        }
    }
}

/// Returns the root name and nested names of a symbol reference attribute, as bytes (what
/// [`SymbolTable::lookup`] takes).
pub fn symbol_ref_parts(attr: Attribute) -> Option<(&'static [u8], Vec<&'static [u8]>)> {
    match attr.kind() {
        AttributeKind::SymbolRef { root, nested } => Some((
            root.as_bytes(),
            nested.iter().map(|n| n.as_bytes()).collect(),
        )),
        _ => None,
    }
}

/// True if `op` is an unregistered op that might be a symbol table (one region, no known
/// dialect): symbol use walks cannot be complete across it.
fn potentially_unknown_symbol_table(body: &Body, op: OpId, has_dialect: bool) -> bool {
    body.num_regions(op) == 1 && !body.op_name(op).is_registered() && !has_dialect
}

/// Calls `f(body, user, symbol_ref)` for every symbol use in the ops nested in `from`'s
/// regions (not in `from` itself), without entering nested symbol tables (their own
/// attributes are still visited). Returns `None` if an unregistered op that may be a symbol
/// table was found (the walk is then incomplete, as in MLIR), otherwise whether `f`
/// interrupted. `known_dialect` tells whether a dialect namespace is registered.
pub fn walk_symbol_uses(
    body: &Body,
    from: OpId,
    known_dialect: &dyn Fn(&str) -> bool,
    f: &mut dyn FnMut(&Body, OpId, Attribute) -> WalkResult,
) -> Option<WalkResult> {
    let rb = body.regions_body(from);
    let mut unknown = false;
    for &r in body.regions(from) {
        let res = rb.walk(
            WalkItem::Region(r),
            crate::walk::WalkOrder::PreOrder,
            |b, item| {
                let WalkItem::Op(op) = item else {
                    return WalkResult::Advance;
                };
                let mut res = WalkResult::Advance;
                for dict in [b.op(op).properties(), b.op(op).attributes()]
                    .into_iter()
                    .flatten()
                {
                    walk_symbol_refs(dict, &mut |a| {
                        if res == WalkResult::Advance {
                            res = f(b, op, a);
                        }
                    });
                }
                if res == WalkResult::Interrupt {
                    return res;
                }
                let name = b.op_name(op);
                if potentially_unknown_symbol_table(b, op, known_dialect(name.dialect())) {
                    unknown = true;
                    return WalkResult::Interrupt;
                }
                if name.has_trait(Traits::SYMBOL_TABLE) {
                    return WalkResult::Skip;
                }
                WalkResult::Advance
            },
        );
        if unknown {
            return None;
        }
        if res == WalkResult::Interrupt {
            return Some(WalkResult::Interrupt);
        }
    }
    Some(WalkResult::Advance)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::OpInfo;
    use crate::{Context, OperationState};

    #[test]
    fn table_duplicates_and_uses() {
        let mut ctx = Context::new();
        ctx.registry_mut().register_op(
            OpInfo::new("t.module").with_traits(Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL_TABLE),
        );
        ctx.registry_mut()
            .register_dialect(crate::registry::DialectInfo::new("t"));
        let loc = ctx.unknown_loc();
        let n = |s: &str| ctx.registry().op_name(s);
        let (mut body, top) = Body::new_root();
        let m = body.create_op(OperationState::new(n("t.module"), loc).with_new_regions(1));
        body.append_op(top, m);
        let nb = body.nested_body_mut(m).unwrap();
        let r = nb.top_regions()[0];
        let b = nb.create_block();
        nb.append_block(r, b);
        let f = nb.create_op(OperationState::new(n("t.func"), loc));
        nb.append_op(b, f);
        nb.set_inherent_attr(&ctx, f, SYMBOL_ATTR_NAME, Some(ctx.string_attr("f")));
        let g = nb.create_op(OperationState::new(n("t.func"), loc));
        nb.append_op(b, g);
        nb.set_discardable_attr(&ctx, g, SYMBOL_ATTR_NAME, Some(ctx.string_attr("g")));
        nb.set_discardable_attr(
            &ctx,
            g,
            VISIBILITY_ATTR_NAME,
            Some(ctx.string_attr("private")),
        );
        let call = nb.create_op(OperationState::new(n("t.call"), loc));
        nb.append_op(b, call);
        let refs = ctx.array_attr(&[
            ctx.symbol_ref_attr("f", &[]),
            ctx.symbol_ref_attr("g", &["x"]),
        ]);
        nb.set_discardable_attr(&ctx, call, "callees", Some(refs));
        let nb = body.nested_body(m).unwrap();
        let table = SymbolTable::new(&body, m);
        assert_eq!(table.len(), 2);
        assert_eq!(table.lookup("f"), Some(f));
        assert_eq!(table.lookup("g"), Some(g));
        assert_eq!(visibility(nb, g), Visibility::Private);
        assert_eq!(visibility(nb, f), Visibility::Public);
        assert!(find_duplicate_symbol(nb, r).is_none());
        let mut uses = Vec::new();
        let known = |d: &str| d == "t";
        let res = walk_symbol_uses(&body, m, &known, &mut |_, op, a| {
            uses.push((op, symbol_ref_parts(a).unwrap()));
            WalkResult::Advance
        });
        assert_eq!(res, Some(WalkResult::Advance));
        let (f_ref, g_ref, x_ref): (&[u8], &[u8], &[u8]) = (b"f", b"g", b"x");
        assert_eq!(
            uses,
            vec![(call, (f_ref, vec![])), (call, (g_ref, vec![x_ref]))]
        );
        // Unknown dialect op with a region makes the walk incomplete.
        let nb = body.nested_body_mut(m).unwrap();
        let u = nb.create_op(OperationState::new(n("unk.op"), loc).with_new_regions(1));
        nb.append_op(b, u);
        let res = walk_symbol_uses(&body, m, &known, &mut |_, _, _| WalkResult::Advance);
        assert_eq!(res, None);
        // Duplicates.
        let nb = body.nested_body_mut(m).unwrap();
        let dup = nb.create_op(OperationState::new(n("t.func"), loc));
        nb.append_op(b, dup);
        nb.set_discardable_attr(&ctx, dup, SYMBOL_ATTR_NAME, Some(ctx.string_attr("f")));
        let (op, _, name) = find_duplicate_symbol(body.nested_body(m).unwrap(), r).unwrap();
        assert_eq!((op, name), (dup, &b"f"[..]));
    }

    #[test]
    fn names_are_bytes() {
        let ctx = Context::new();
        let loc = ctx.unknown_loc();
        let (mut body, top) = Body::new_root();
        let sym = |body: &mut Body, name: &[u8]| {
            let op = body.create_op(OperationState::new(ctx.registry().op_name("t.f"), loc));
            body.append_op(top, op);
            let attr = ctx.string_attr_bytes(name, None);
            body.set_discardable_attr(&ctx, op, SYMBOL_ATTR_NAME, Some(attr));
            op
        };
        let (fe, ff) = (sym(&mut body, b"s\xFE"), sym(&mut body, b"s\xFF"));
        let region = body.top_regions()[0];
        let table = SymbolTable::for_region(&body, region);
        assert_eq!(table.len(), 2);
        assert_eq!(table.lookup(b"s\xFE"), Some(fe));
        assert_eq!(table.lookup(b"s\xFF"), Some(ff));
        assert_eq!(table.lookup("s\u{FFFD}"), None);
        assert!(find_duplicate_symbol(&body, region).is_none());
        // A reference made from the bytes finds its own symbol only.
        let r = ctx.symbol_ref_attr_bytes(b"s\xFF", &[]);
        let (root, _) = symbol_ref_parts(r).unwrap();
        assert_eq!(table.lookup(root), Some(ff));
        let dup = sym(&mut body, b"s\xFE");
        let (op, _, name) = find_duplicate_symbol(&body, region).unwrap();
        assert_eq!((op, name), (dup, &b"s\xFE"[..]));
    }
}

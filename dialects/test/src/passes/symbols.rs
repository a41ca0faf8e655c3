//! `test-symbol-uses` (on `builtin.module`, `mlir/test/lib/IR/TestSymbolUses.cpp` upstream):
//! for every symbol nested in the module (post-order), remarks on the references it contains
//! (`symbol contains N nested references`), then on its uses within the module as MLIR's
//! `SymbolTable::getSymbolUses(symbol, region)` finds them: in each enclosing symbol table up
//! to the module, the references naming the symbol from there (`@a::@b::@sym`) or a prefix of
//! them. Each use that resolves from its user's parent is remarked (`found use of symbol : REF
//! : "NAME"`), then the count (`symbol has N uses`), or `symbol has no uses`. An unregistered
//! op with a region may be a symbol table: the walk stops at the first symbol holding one.
//! Unused external functions are then erased, each remarked at the module.
//!
//! `test-symbol-rauw` (on `builtin.module`): unless the module's symbol uses cannot all be
//! found, renames every op with a string attribute `sym.new_name` (post-order) after
//! replacing the references to it, as MLIR's `SymbolUserMap` does: the users of each symbol
//! are collected once, per symbol table, from the references that resolve through it (a
//! reference is a use of each symbol on its path); each user's references are rewritten
//! with the name the symbol has from the nearest ancestor it shares with the user, and the
//! users move to a symbol already bearing the new name, if there is one.

use ropt_asm::printer::shim::attr_to_string;
use ropt_ir::diagnostics::Severity;
use ropt_ir::symbol_table::{symbol_name_attr, symbol_name_bytes, symbol_ref_parts};

/// A symbol reference's root and nested names, as bytes.
type SymbolPath = (&'static [u8], Vec<&'static [u8]>);
use ropt_ir::{Attribute, AttributeKind, Body, Context, Diagnostic, OpId, Traits};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};
use rustc_hash::FxHashMap;

/// Registers the passes of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_SYMBOL_USES);
    registry.register(&TEST_SYMBOL_RAUW);
}

anonymous_pass!(
    TEST_SYMBOL_USES,
    "test-symbol-uses",
    "SymbolUsesPass",
    "Test detection of symbol uses",
    anchor = Some("builtin.module"),
    |_: &PassOptions| Box::new(SymbolUses)
);

/// One op of the module's tree, with the body it lives in.
struct Node<'a> {
    body: &'a Body,
    op: OpId,
    parent: usize,
    /// The index of the parent's region holding the op.
    region: usize,
    children: Vec<usize>,
}

/// The module (node 0) and every op nested in it, across bodies.
struct Tree<'a> {
    nodes: Vec<Node<'a>>,
}

impl<'a> Tree<'a> {
    fn new(body: &'a Body, root: OpId) -> Self {
        let mut nodes = vec![Node {
            body,
            op: root,
            parent: usize::MAX,
            region: 0,
            children: Vec::new(),
        }];
        let mut stack = vec![0];
        while let Some(i) = stack.pop() {
            let (b, op) = (nodes[i].body, nodes[i].op);
            let rb = b.regions_body(op);
            for (ri, &r) in b.regions(op).iter().enumerate() {
                for blk in rb.blocks(r) {
                    for o in rb.ops(blk) {
                        let j = nodes.len();
                        nodes.push(Node {
                            body: rb,
                            op: o,
                            parent: i,
                            region: ri,
                            children: Vec::new(),
                        });
                        nodes[i].children.push(j);
                        stack.push(j);
                    }
                }
            }
        }
        Tree { nodes }
    }

    fn name(&self, i: usize) -> ropt_ir::OperationName {
        self.nodes[i].body.op_name(self.nodes[i].op)
    }

    fn is_table(&self, i: usize) -> bool {
        self.name(i).has_trait(Traits::SYMBOL_TABLE)
    }

    /// Nodes below `root` (not itself) in post-order.
    fn post_order(&self) -> Vec<usize> {
        let mut out = Vec::new();
        let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
        while let Some((i, k)) = stack.pop() {
            if let Some(&c) = self.nodes[i].children.get(k) {
                stack.push((i, k + 1));
                stack.push((c, 0));
            } else if i != 0 {
                out.push(i);
            }
        }
        out
    }

    /// MLIR's `isPotentiallyUnknownSymbolTable`.
    fn maybe_unknown_table(&self, ctx: &Context, i: usize) -> bool {
        let n = self.name(i);
        self.nodes[i].body.num_regions(self.nodes[i].op) == 1
            && !n.is_registered()
            && ctx.registry().dialect(n.dialect()).is_none()
    }

    /// The symbol references in the attributes of node `i` (pre-order, by attribute name).
    fn refs(&self, i: usize, out: &mut Vec<(usize, Attribute)>) {
        let attrs = self.nodes[i].body.all_attributes(self.nodes[i].op);
        let mut stack: Vec<Attribute> = attrs.iter().rev().map(|a| a.value).collect();
        while let Some(a) = stack.pop() {
            match a.kind() {
                AttributeKind::SymbolRef { .. } => out.push((i, a)),
                AttributeKind::Array(items) => stack.extend(items.iter().rev()),
                AttributeKind::Dictionary(entries) => {
                    stack.extend(entries.iter().rev().map(|e| e.value))
                }
                AttributeKind::Distinct { referenced, .. } => stack.push(*referenced),
                _ => {}
            }
        }
    }

    /// The uses in the regions `regions` of node `i` (MLIR's region `walkSymbolUses`), `None`
    /// if an op may be an unknown symbol table.
    fn uses_in(
        &self,
        ctx: &Context,
        i: usize,
        regions: &[usize],
        out: &mut Vec<(usize, Attribute)>,
    ) -> Option<()> {
        let mut worklist: Vec<(usize, usize)> = regions.iter().map(|&r| (i, r)).collect();
        while let Some((n, r)) = worklist.pop() {
            for &c in &self.nodes[n].children {
                if self.nodes[c].region != r {
                    continue;
                }
                self.refs(c, out);
                if self.maybe_unknown_table(ctx, c) {
                    return None;
                }
                if !self.is_table(c) {
                    let k = self.nodes[c].body.num_regions(self.nodes[c].op);
                    worklist.extend((0..k).map(|r| (c, r)));
                }
            }
        }
        Some(())
    }

    /// The uses in node `i` itself and its regions (MLIR's op `walkSymbolUses`).
    fn uses_from(&self, ctx: &Context, i: usize) -> Option<Vec<(usize, Attribute)>> {
        if self.maybe_unknown_table(ctx, i) {
            return None;
        }
        let mut out = Vec::new();
        self.refs(i, &mut out);
        if !self.is_table(i) {
            let k = self.nodes[i].body.num_regions(self.nodes[i].op);
            let regions: Vec<usize> = (0..k).collect();
            self.uses_in(ctx, i, &regions, &mut out)?;
        }
        Some(out)
    }

    fn sym_name(&self, i: usize) -> Option<&'static [u8]> {
        symbol_name_bytes(self.nodes[i].body, self.nodes[i].op)
    }

    /// The scopes of symbol `s` within the module: (root name, nested names) of the reference
    /// naming it, and the symbol-table node in whose region it does so.
    fn scopes(&self, s: usize) -> Vec<(SymbolPath, usize)> {
        let name = self.sym_name(s).unwrap_or_default();
        let mut scopes = vec![((name, Vec::new()), self.nodes[s].parent)];
        let mut nested = vec![name];
        let mut t = self.nodes[s].parent;
        while t != 0 {
            let Some(table_name) = self.sym_name(t).filter(|_| self.is_table(t)) else {
                break;
            };
            let parent = self.nodes[t].parent;
            scopes.push(((table_name, nested.clone()), parent));
            nested.insert(0, table_name);
            t = parent;
        }
        scopes
    }

    /// The child of symbol table `t` named `name`.
    fn lookup_in(&self, t: usize, name: &[u8]) -> Option<usize> {
        self.nodes[t]
            .children
            .iter()
            .copied()
            .find(|&c| self.nodes[c].region == 0 && self.sym_name(c) == Some(name))
    }

    /// MLIR's `lookupNearestSymbolFrom(from, reference)` succeeds.
    fn resolves(&self, from: usize, reference: Attribute) -> bool {
        let Some((root, nested)) = symbol_ref_parts(reference) else {
            return false;
        };
        let mut t = from;
        while !self.is_table(t) {
            if t == 0 {
                return false;
            }
            t = self.nodes[t].parent;
        }
        let Some(mut found) = self.lookup_in(t, root) else {
            return false;
        };
        for n in nested {
            if !self.is_table(found) {
                return false;
            }
            match self.lookup_in(found, n) {
                Some(f) => found = f,
                None => return false,
            }
        }
        true
    }
}

/// MLIR's `isReferencePrefixOf(sub, reference)`.
fn is_prefix(sub: &SymbolPath, reference: Attribute) -> bool {
    let Some((root, nested)) = symbol_ref_parts(reference) else {
        return false;
    };
    if root != sub.0 {
        return false;
    }
    nested.len() == sub.1.len() && nested.iter().zip(&sub.1).all(|(a, b)| a == b)
        || !nested.is_empty()
            && sub.1.len() < nested.len()
            && nested.iter().zip(&sub.1).all(|(a, b)| a == b)
}

struct SymbolUses;

impl Pass for SymbolUses {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let remark = cx.diagnostic_at_op_fn(Severity::Remark);
        let mut diags: Vec<Diagnostic> = Vec::new();
        let mut dead: Vec<Vec<OpId>> = Vec::new();
        let mut dead_names: Vec<&'static [u8]> = Vec::new();
        {
            let tree = Tree::new(body, op);
            let at = |i: usize, m: &str| remark(ctx, tree.nodes[i].body, tree.nodes[i].op, m);
            for s in tree.post_order() {
                let (b, o) = (tree.nodes[s].body, tree.nodes[s].op);
                if !b.op_name(o).is_registered() || symbol_name_attr(b, o).is_none() {
                    continue;
                }
                let Some(own) = tree.uses_from(ctx, s) else {
                    diags.push(at(
                        s,
                        "symbol contains an unknown nested operation that 'may' define a new symbol table",
                    ));
                    break;
                };
                if !own.is_empty() {
                    diags.push(at(
                        s,
                        &format!("symbol contains {} nested references", own.len()),
                    ));
                }
                let mut uses: Vec<(usize, Attribute)> = Vec::new();
                let mut complete = true;
                for (reference, table) in tree.scopes(s) {
                    let mut found = Vec::new();
                    if tree.uses_in(ctx, table, &[0], &mut found).is_none() {
                        complete = false;
                        break;
                    }
                    uses.extend(found.into_iter().filter(|(_, a)| is_prefix(&reference, *a)));
                }
                if complete && uses.is_empty() {
                    let external = b.op_name(o).as_str() == "func.func"
                        && b.regions(o)
                            .first()
                            .is_none_or(|&r| b.regions_body(o).entry_block(r).is_none());
                    if external {
                        let mut path = Vec::new();
                        let mut t = tree.nodes[s].parent;
                        while t != usize::MAX {
                            path.push(tree.nodes[t].op);
                            t = tree.nodes[t].parent;
                        }
                        path.reverse();
                        path.push(o);
                        dead.push(path);
                        dead_names.push(tree.sym_name(s).unwrap_or_default());
                    }
                    diags.push(at(s, "symbol has no uses"));
                    continue;
                }
                let name = symbol_name_attr(b, o)
                    .map(attr_to_string)
                    .unwrap_or_default();
                for &(user, reference) in &uses {
                    if tree.resolves(tree.nodes[user].parent, reference) {
                        let m = format!(
                            "found use of symbol : {} : {name}",
                            attr_to_string(reference)
                        );
                        diags.push(at(user, &m));
                    }
                }
                diags.push(at(s, &format!("symbol has {} uses", uses.len())));
            }
        }
        for (path, name) in dead.into_iter().zip(dead_names) {
            let (&func, ancestors) = path.split_last().expect("a path ends at its function");
            let mut b: &mut Body = body;
            for &a in ancestors {
                b = b.regions_body_mut(a);
            }
            b.erase_op(func);
            let mut d = remark(ctx, body, op, "");
            d.set_message_bytes(&[name, b" function successfully erased"].concat());
            diags.push(d);
        }
        for d in diags {
            cx.emit(d);
        }
        Ok(())
    }
}

anonymous_pass!(
    TEST_SYMBOL_RAUW,
    "test-symbol-rauw",
    "SymbolReplacementPass",
    "Test replacement of symbol uses",
    anchor = Some("builtin.module"),
    |_: &PassOptions| Box::new(SymbolRauw)
);

/// A symbol reference as its root name and nested names.
type Ref = (String, Vec<String>);

/// Where a replacement looks for uses: one op (itself, and what it nests unless it is a
/// symbol table), or region 0 of a symbol table.
#[derive(Clone, Copy)]
enum Scope {
    Op(usize),
    Table(usize),
}

/// The state of `test-symbol-rauw` over a [`Tree`]: the attributes and names as the
/// replacements left them (written back to the IR at the end), and MLIR's `SymbolUserMap`.
struct Rauw<'t, 'a> {
    tree: &'t Tree<'a>,
    props: Vec<Option<Attribute>>,
    attrs: Vec<Option<Attribute>>,
    names: Vec<Option<String>>,
    changed: Vec<bool>,
    renamed: Vec<bool>,
    /// The users of each symbol, in the order they were found.
    users: FxHashMap<usize, Vec<usize>>,
    /// The symbol tables looked up so far, by the names their symbols had then (like
    /// MLIR's `SymbolTableCollection`, they are not updated by renames).
    tables: FxHashMap<usize, FxHashMap<String, usize>>,
}

impl<'t, 'a> Rauw<'t, 'a> {
    fn new(ctx: &Context, tree: &'t Tree<'a>) -> Self {
        let n = tree.nodes.len();
        let mut s = Rauw {
            tree,
            props: (0..n)
                .map(|i| {
                    let node = &tree.nodes[i];
                    node.body
                        .op(node.op)
                        .properties()
                        .filter(|_| node.body.op_name(node.op).is_registered())
                })
                .collect(),
            attrs: (0..n)
                .map(|i| tree.nodes[i].body.op(tree.nodes[i].op).attributes())
                .collect(),
            names: (0..n)
                .map(|i| {
                    tree.sym_name(i)
                        .map(|b| String::from_utf8_lossy(b).into_owned())
                })
                .collect(),
            changed: vec![false; n],
            renamed: vec![false; n],
            users: FxHashMap::default(),
            tables: FxHashMap::default(),
        };
        let mut tables: Vec<usize> = tree
            .post_order()
            .into_iter()
            .filter(|&i| tree.is_table(i))
            .collect();
        if tree.is_table(0) {
            tables.push(0);
        }
        for t in tables {
            let mut uses = Vec::new();
            // An op that may be an unknown symbol table ends the walk (MLIR crashes there).
            let _ = tree.uses_in(ctx, t, &[0], &mut uses);
            for (user, reference) in uses {
                for symbol in s.lookup_path(t, reference) {
                    let list = s.users.entry(symbol).or_default();
                    if !list.contains(&user) {
                        list.push(user);
                    }
                }
            }
        }
        s
    }

    /// The symbol named `name` in table `t` (this pass keeps names as text).
    fn lookup(&mut self, t: usize, name: &[u8]) -> Option<usize> {
        let tree = self.tree;
        let names = &self.names;
        let table = self.tables.entry(t).or_insert_with(|| {
            let mut m = FxHashMap::default();
            for &c in &tree.nodes[t].children {
                if tree.nodes[c].region != 0 {
                    continue;
                }
                if let Some(n) = &names[c] {
                    m.entry(n.clone()).or_insert(c);
                }
            }
            m
        });
        table.get(String::from_utf8_lossy(name).as_ref()).copied()
    }

    /// The symbols `reference` names from table `t`, each table on its path and then its
    /// leaf, as far as they resolve.
    fn lookup_path(&mut self, t: usize, reference: Attribute) -> Vec<usize> {
        let mut out = Vec::new();
        let Some((root, nested)) = symbol_ref_parts(reference) else {
            return out;
        };
        let Some(mut found) = self.lookup(t, root) else {
            return out;
        };
        out.push(found);
        let Some((leaf, path)) = nested.split_last() else {
            return out;
        };
        if !self.tree.is_table(found) {
            return out;
        }
        for n in path {
            match self.lookup(found, n) {
                Some(f) if self.tree.is_table(f) => {
                    found = f;
                    out.push(f);
                }
                _ => return out,
            }
        }
        if let Some(f) = self.lookup(found, leaf) {
            out.push(f);
        }
        out
    }

    fn parent(&self, i: usize) -> Option<usize> {
        let p = self.tree.nodes[i].parent;
        (p != usize::MAX).then_some(p)
    }

    /// The references naming `symbol` from each of its parent tables up to `within`
    /// (MLIR's `collectValidReferencesFor`), and whether the path reached it.
    fn references(&self, symbol: usize, within: usize) -> (Vec<Ref>, bool) {
        let name = self.names[symbol].clone().unwrap_or_default();
        let mut out = vec![(name.clone(), Vec::new())];
        let Some(mut t) = self.parent(symbol) else {
            return (out, false);
        };
        if t == within {
            return (out, true);
        }
        let mut nested = vec![name];
        loop {
            if !self.tree.is_table(t) {
                return (out, false);
            }
            let Some(table_name) = self.names[t].clone() else {
                return (out, false);
            };
            out.push((table_name.clone(), nested.clone()));
            match self.parent(t) {
                Some(p) if p != within => t = p,
                _ => break,
            }
            nested.insert(0, table_name);
        }
        (out, true)
    }

    /// The nearest symbol table at or above `i`.
    fn nearest_table(&self, mut i: usize) -> Option<usize> {
        loop {
            if self.tree.is_table(i) {
                return Some(i);
            }
            i = self.parent(i)?;
        }
    }

    /// Where uses of `symbol` must be replaced for a use by `limit` (MLIR's
    /// `collectSymbolScopes(symbol, limit)`).
    fn scopes(&self, symbol: usize, limit: usize) -> Vec<(Ref, Scope)> {
        let mut ancestors = Vec::new();
        let mut a = Some(limit);
        while let Some(x) = a {
            if x == symbol {
                let table = self.parent(limit).and_then(|p| self.nearest_table(p));
                if table.is_some() && table == self.parent(symbol) {
                    let name = self.names[symbol].clone().unwrap_or_default();
                    return vec![((name, Vec::new()), Scope::Op(limit))];
                }
                return Vec::new();
            }
            ancestors.push(x);
            a = self.parent(x);
        }
        let mut common = self.parent(symbol);
        while let Some(c) = common {
            if ancestors.contains(&c) {
                break;
            }
            common = self.parent(c);
        }
        let Some(common) = common else {
            return Vec::new();
        };
        let (refs, all) = self.references(symbol, common);
        if common == limit {
            let mut t = self.parent(symbol);
            let mut out = Vec::new();
            for r in refs {
                let Some(table) = t else { break };
                out.push((r, Scope::Table(table)));
                t = self.parent(table);
            }
            return out;
        }
        match (all, refs.last()) {
            (true, Some(r)) => vec![(r.clone(), Scope::Op(limit))],
            _ => Vec::new(),
        }
    }

    /// Replaces the references to `symbol` in the ops of `scope`, where they read `old`
    /// (MLIR's `replaceAllSymbolUses(symbol, name, limit)` for one scope).
    fn replace_in_scope(&mut self, ctx: &Context, old: &Ref, new_leaf: &str, scope: Scope) {
        let new_ref = match old.1.split_last() {
            None => (new_leaf.to_string(), Vec::new()),
            Some((_, path)) => {
                let mut n: Vec<String> = path.to_vec();
                n.push(new_leaf.to_string());
                (old.0.clone(), n)
            }
        };
        let mut cache: FxHashMap<Attribute, Attribute> = FxHashMap::default();
        let mut stack: Vec<usize> = Vec::new();
        match scope {
            Scope::Op(o) => stack.push(o),
            Scope::Table(t) => stack.extend(
                self.tree.nodes[t]
                    .children
                    .iter()
                    .rev()
                    .copied()
                    .filter(|&c| self.tree.nodes[c].region == 0),
            ),
        }
        while let Some(o) = stack.pop() {
            for which in [&mut self.props, &mut self.attrs] {
                if let Some(d) = which[o] {
                    let r = replace_refs(ctx, d, old, &new_ref, &mut cache);
                    if r != d {
                        which[o] = Some(r);
                        self.changed[o] = true;
                    }
                }
            }
            if !self.tree.is_table(o) {
                stack.extend(self.tree.nodes[o].children.iter().rev().copied());
            }
        }
    }

    /// MLIR's `SymbolUserMap::replaceAllUsesWith(symbol, name)`.
    fn replace_all_uses_with(&mut self, ctx: &Context, symbol: usize, name: &str) {
        let Some(users) = self.users.get(&symbol).cloned() else {
            return;
        };
        for u in users.iter().copied() {
            for (old, scope) in self.scopes(symbol, u) {
                self.replace_in_scope(ctx, &old, name, scope);
            }
        }
        let new_symbol = match self.parent(symbol) {
            Some(p) if self.tree.is_table(p) => self.lookup(p, name.as_bytes()),
            _ => None,
        };
        if new_symbol != Some(symbol) {
            self.users.remove(&symbol);
            if let Some(n) = new_symbol {
                let list = self.users.entry(n).or_default();
                for u in users {
                    if !list.contains(&u) {
                        list.push(u);
                    }
                }
            }
        }
    }
}

/// `attr` with the references `old` (or with `old` as a prefix) renamed to `new` (MLIR's
/// attribute replacer: arrays, dictionaries and distinct attributes are rebuilt around
/// what changed in them; a replaced distinct attribute is replaced once).
fn replace_refs(
    ctx: &Context,
    attr: Attribute,
    old: &Ref,
    new: &Ref,
    cache: &mut FxHashMap<Attribute, Attribute>,
) -> Attribute {
    match attr.kind() {
        AttributeKind::SymbolRef { root, nested } => {
            if root.as_str() != old.0 {
                return attr;
            }
            let nested: Vec<&str> = nested.iter().map(|n| n.as_str()).collect();
            let k = old.1.len();
            let same = nested.len() == k && nested.iter().zip(&old.1).all(|(a, b)| *a == b);
            if same {
                let n: Vec<&str> = new.1.iter().map(String::as_str).collect();
                return ctx.symbol_ref_attr(&new.0, &n);
            }
            let prefix = k < nested.len() && nested.iter().zip(&old.1).all(|(a, b)| *a == b);
            if !prefix {
                return attr;
            }
            if k == 0 {
                return ctx.symbol_ref_attr(&new.0, &nested);
            }
            let mut n = nested.clone();
            n[k - 1] = new.1[k - 1].as_str();
            ctx.symbol_ref_attr(root.as_str(), &n)
        }
        AttributeKind::Array(items) => {
            let new_items: Vec<Attribute> = items
                .iter()
                .map(|&a| replace_refs(ctx, a, old, new, cache))
                .collect();
            if new_items[..] == items[..] {
                attr
            } else {
                ctx.array_attr(&new_items)
            }
        }
        AttributeKind::Dictionary(entries) => {
            let new_entries: Vec<ropt_ir::NamedAttribute> = entries
                .iter()
                .map(|e| ropt_ir::NamedAttribute {
                    name: e.name,
                    value: replace_refs(ctx, e.value, old, new, cache),
                })
                .collect();
            if new_entries
                .iter()
                .zip(entries.iter())
                .all(|(a, b)| a.value == b.value)
            {
                attr
            } else {
                ctx.dictionary_attr(&new_entries)
            }
        }
        AttributeKind::Distinct { referenced, .. } => {
            if let Some(&r) = cache.get(&attr) {
                return r;
            }
            let r = replace_refs(ctx, *referenced, old, new, cache);
            let out = if r == *referenced {
                attr
            } else {
                ctx.distinct_attr(r)
            };
            cache.insert(attr, out);
            out
        }
        _ => attr,
    }
}

struct SymbolRauw;

impl Pass for SymbolRauw {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        // Nothing is replaced if the module's symbol uses cannot all be found.
        let known = |d: &str| ctx.registry().dialect(d).is_some();
        let mut ignore = |_: &Body, _: OpId, _: Attribute| ropt_ir::WalkResult::Advance;
        if ropt_ir::symbol_table::walk_symbol_uses(body, op, &known, &mut ignore).is_none() {
            return Ok(());
        }
        type Edit = (
            Vec<OpId>,
            Option<Attribute>,
            Option<Attribute>,
            Option<String>,
        );
        let mut edits: Vec<Edit> = Vec::new();
        {
            let tree = Tree::new(body, op);
            let mut state = Rauw::new(ctx, &tree);
            for n in tree.post_order() {
                let node = &tree.nodes[n];
                let Some(name) = node.body.attr(node.op, "sym.new_name") else {
                    continue;
                };
                let Some(name) = name.as_str() else {
                    continue;
                };
                state.replace_all_uses_with(ctx, n, name);
                state.names[n] = Some(name.to_string());
                state.renamed[n] = true;
            }
            for i in 1..tree.nodes.len() {
                if !state.changed[i] && !state.renamed[i] {
                    continue;
                }
                let mut path = Vec::new();
                let mut t = i;
                while t != usize::MAX {
                    path.push(tree.nodes[t].op);
                    t = tree.nodes[t].parent;
                }
                path.reverse();
                let (p, a) = match state.changed[i] {
                    true => (state.props[i], state.attrs[i]),
                    false => (None, None),
                };
                let name = state.renamed[i].then(|| state.names[i].clone().unwrap_or_default());
                edits.push((path, p, a, name));
            }
        }
        for (path, props, attrs, name) in edits {
            let (&target, ancestors) = path.split_last().expect("a path ends at its op");
            let mut b: &mut Body = body;
            for &a in ancestors {
                b = b.regions_body_mut(a);
            }
            if props.is_some() || attrs.is_some() {
                if props.is_some() {
                    b.set_properties(target, props);
                }
                b.set_attributes(target, attrs);
            }
            if let Some(name) = name {
                b.set_attr(ctx, target, "sym_name", Some(ctx.string_attr(&name)));
            }
        }
        Ok(())
    }
}

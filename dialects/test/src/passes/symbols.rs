//! `test-symbol-uses` (on `builtin.module`, `mlir/test/lib/IR/TestSymbolUses.cpp` upstream):
//! for every symbol nested in the module (post-order), remarks on the references it contains
//! (`symbol contains N nested references`), then on its uses within the module as MLIR's
//! `SymbolTable::getSymbolUses(symbol, region)` finds them: in each enclosing symbol table up
//! to the module, the references naming the symbol from there (`@a::@b::@sym`) or a prefix of
//! them. Each use that resolves from its user's parent is remarked (`found use of symbol : REF
//! : "NAME"`), then the count (`symbol has N uses`), or `symbol has no uses`. An unregistered
//! op with a region may be a symbol table: the walk stops at the first symbol holding one.
//! Unused external functions are then erased, each remarked at the module.

use ropt_asm::printer::shim::attr_to_string;
use ropt_ir::diagnostics::Severity;
use ropt_ir::symbol_table::{symbol_name_attr, symbol_name_bytes, symbol_ref_parts};

/// A symbol reference's root and nested names, as bytes.
type SymbolPath = (&'static [u8], Vec<&'static [u8]>);
use ropt_ir::{Attribute, AttributeKind, Body, Context, Diagnostic, OpId, Traits};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};

/// Registers the passes of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_SYMBOL_USES);
}

/// `test-symbol-uses`.
pub static TEST_SYMBOL_USES: PassInfo = PassInfo {
    argument: "test-symbol-uses",
    name: "(anonymous namespace)::SymbolUsesPass",
    description: "Test detection of symbol uses",
    anchor: Some("builtin.module"),
    options: &[],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(SymbolUses),
};

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

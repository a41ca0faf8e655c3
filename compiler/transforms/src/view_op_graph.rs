//! `view-op-graph`: prints the op as a Graphviz graph to stderr, laid out as mlir-opt's.
//!
//! Ops with regions become clusters (one per op, one per block inside), other ops record
//! nodes listing operands, name, attributes and results; block arguments are nodes too. Data
//! flow edges run from a value's node to each user; control flow edges (optional) link
//! consecutive ops of a block. Node colours are a hue per op name (in post-order of first
//! appearance). The graph itself is a petgraph `Graph` whose edges are emitted in insertion
//! order.

use petgraph::graph::{Graph, NodeIndex};
use ropt_asm::printer::aliases::AliasState;
use ropt_ir::{Attribute, Body, Context, OpId, OperationName, RegionId, Type, ValueId};
use ropt_pass::{OptionKind, OptionSpec, Pass, PassContext, PassFailure, PassInfo, PassOptions};
use rustc_hash::FxHashMap;

/// The pass description.
pub static VIEW_OP_GRAPH: PassInfo = PassInfo {
    argument: "view-op-graph",
    name: "PrintOpPass",
    description: "Print Graphviz visualization of an operation",
    anchor: None,
    options: &[
        OptionSpec::new(
            "max-label-len",
            OptionKind::Uint,
            "Limit attribute/type length to number of chars",
        )
        .default_int(20),
        OptionSpec::new(
            "print-attrs",
            OptionKind::Bool,
            "Print attributes of operations",
        )
        .default_bool(true),
        OptionSpec::new(
            "print-control-flow-edges",
            OptionKind::Bool,
            "Print control flow edges",
        ),
        OptionSpec::new(
            "print-data-flow-edges",
            OptionKind::Bool,
            "Print data flow edges",
        )
        .default_bool(true),
        OptionSpec::new(
            "print-result-types",
            OptionKind::Bool,
            "Print result types of operations",
        )
        .default_bool(true),
    ],
    statistics: &[],
    splits: None,
    create: |o: &PassOptions| {
        Box::new(ViewOpGraph {
            max_label_len: o.int("max-label-len") as usize,
            print_attrs: o.bool("print-attrs"),
            control_flow: o.bool("print-control-flow-edges"),
            data_flow: o.bool("print-data-flow-edges"),
            result_types: o.bool("print-result-types"),
        })
    },
};

struct ViewOpGraph {
    max_label_len: usize,
    print_attrs: bool,
    control_flow: bool,
    data_flow: bool,
    result_types: bool,
}

/// A value, named by the body holding it.
type ValueKey = (usize, ValueId);

fn vkey(body: &Body, v: ValueId) -> ValueKey {
    (body as *const Body as usize, v)
}

/// SSA names as the printer gives them (`%0`, `%1#0`, `%arg0`): results and block arguments
/// of a region first, then nested regions, each starting after the region's own numbers (so
/// sibling regions reuse numbers, and functions of a module start at `%0`).
///
/// TODO(asm-ops): use the printer's `Namer` once it can return a value's name; this copy
/// ignores op-suggested names.
fn name_values(body: &Body, op: OpId) -> FxHashMap<ValueKey, String> {
    let mut names = FxHashMap::default();
    // (body, region, next value number, next argument number)
    let mut work: Vec<(&Body, RegionId, u32, u32)> = Vec::new();
    let rb = body.regions_body(op);
    for &r in body.regions(op).iter().rev() {
        work.push((rb, r, 0, 0));
    }
    while let Some((b, region, mut value, mut arg)) = work.pop() {
        let mut nested: Vec<(&Body, RegionId)> = Vec::new();
        for (i, block) in b.blocks(region).enumerate() {
            for &a in b.block_arguments(block) {
                let n = if i == 0 {
                    arg += 1;
                    format!("%arg{}", arg - 1)
                } else {
                    value += 1;
                    format!("%{}", value - 1)
                };
                names.insert(vkey(b, a), n);
            }
            for o in b.ops(block) {
                let n = b.num_results(o);
                if n > 0 {
                    for (k, r) in b.results(o).enumerate() {
                        let name = if n == 1 {
                            format!("%{value}")
                        } else {
                            format!("%{value}#{k}")
                        };
                        names.insert(vkey(b, r), name);
                    }
                    value += 1;
                }
                let ob = b.regions_body(o);
                for &r in b.regions(o) {
                    nested.push((ob, r));
                }
            }
        }
        for (nb, r) in nested.into_iter().rev() {
            work.push((nb, r, value, arg));
        }
    }
    names
}

/// A DOT node: its id, and the cluster it stands for (if any).
#[derive(Clone, Copy)]
struct Node {
    id: usize,
    cluster: Option<usize>,
}

/// A graph edge: the port of the value (empty for control flow) and the line style.
struct Edge {
    port: String,
    style: &'static str,
}

struct Emitter<'a> {
    pass: &'a ViewOpGraph,
    names: FxHashMap<ValueKey, String>,
    colors: FxHashMap<OperationName, String>,
    aliases: AliasState,
    out: String,
    indent: usize,
    counter: usize,
    graph: Graph<Node, Edge>,
    node_index: FxHashMap<usize, NodeIndex>,
    value_node: FxHashMap<ValueKey, Node>,
    data_flow: Vec<(ValueKey, Node, String)>,
}

/// Escapes the characters that are special in record labels.
fn escape_label(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if matches!(c, '"' | '{' | '}' | '|' | '<' | '>') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

impl Emitter<'_> {
    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn truncate(&self, s: String) -> String {
        let max = self.pass.max_label_len;
        if s.len() <= max {
            return s;
        }
        let mut cut = max;
        while !s.is_char_boundary(cut) {
            cut -= 1;
        }
        format!("{}...", &s[..cut])
    }

    fn attr_text(&self, a: Attribute) -> String {
        let mut s = String::new();
        self.aliases.print_attribute_no_alias(&mut s, a);
        escape_label(&self.truncate(s))
    }

    fn type_text(&self, t: Type) -> String {
        let mut s = String::new();
        self.aliases.print_type_no_alias(&mut s, t);
        escape_label(&self.truncate(s))
    }

    fn name(&self, b: &Body, v: ValueId) -> String {
        self.names.get(&vkey(b, v)).cloned().unwrap_or_default()
    }

    /// `_1_0` for `%1#0`.
    fn port(&self, b: &Body, v: ValueId) -> String {
        let n = self.name(b, v);
        format!("_{}", n.trim_start_matches('%').replace('#', "_"))
    }

    fn add_node(&mut self, node: Node) {
        let i = self.graph.add_node(node);
        self.node_index.insert(node.id, i);
    }

    fn emit_node(&mut self, label: &str, shape: &str, background: Option<String>) -> Node {
        self.counter += 1;
        let id = self.counter;
        let mut attrs: Vec<(&str, String)> = Vec::new();
        if let Some(bg) = background {
            attrs.push(("fillcolor", format!("\"{bg}\"")));
        }
        attrs.push(("label", format!("\"{label}\"")));
        attrs.push(("shape", shape.to_owned()));
        if attrs[0].0 == "fillcolor" {
            attrs.push(("style", "filled".to_owned()));
        }
        let list: Vec<String> = attrs.iter().map(|(k, v)| format!("{k} = {v}")).collect();
        self.line(&format!("v{id} [{}];", list.join(", ")));
        let node = Node { id, cluster: None };
        self.add_node(node);
        node
    }

    fn emit_cluster(&mut self, label: &str, body: impl FnOnce(&mut Self)) -> Node {
        self.counter += 1;
        let cluster = self.counter;
        self.line(&format!("subgraph cluster_{cluster} {{"));
        self.indent += 1;
        let anchor = self.emit_node(" ", "plain", None);
        self.line(&format!("label = \"{label}\";"));
        body(self);
        self.indent -= 1;
        self.line("}");
        let node = Node {
            id: anchor.id,
            cluster: Some(cluster),
        };
        *self
            .graph
            .node_weight_mut(self.node_index[&anchor.id])
            .expect("anchor node exists") = node;
        node
    }

    fn add_edge(&mut self, from: Node, to: Node, port: String, style: &'static str) {
        let (a, b) = (self.node_index[&from.id], self.node_index[&to.id]);
        self.graph.add_edge(a, b, Edge { port, style });
    }

    /// Attributes in name order: inherent ones (properties) and discardable ones.
    fn attributes(b: &Body, op: OpId) -> Vec<(&'static str, Attribute)> {
        let o = b.op(op);
        let mut all: Vec<(&'static str, Attribute)> = Vec::new();
        for d in [o.properties(), o.attributes()].into_iter().flatten() {
            if o.name().is_registered() || Some(d) == o.attributes() {
                for e in d.as_dictionary().unwrap_or(&[]) {
                    all.push((e.name.as_str(), e.value));
                }
            }
        }
        all.sort_by_key(|e| e.0);
        all
    }

    fn record_label(&self, b: &Body, op: OpId) -> String {
        let mut s = String::from("{");
        if b.num_operands(op) > 0 {
            let parts: Vec<String> = b
                .operands(op)
                .map(|v| format!("<arg{}> {}", self.port(b, v), self.name(b, v)))
                .collect();
            s.push_str(&format!("{{{}}}|", parts.join("|")));
        }
        s.push_str(b.op_name(op).as_str());
        s.push_str("\\l");
        let attrs = Self::attributes(b, op);
        if self.pass.print_attrs && !attrs.is_empty() {
            s.push_str("\\l");
            for (name, value) in attrs {
                s.push_str(&format!("{name}: {}\\l", self.attr_text(value)));
            }
        }
        if b.num_results(op) > 0 {
            let parts: Vec<String> = b
                .results(op)
                .map(|v| {
                    let mut p = format!("<res{}> {}", self.port(b, v), self.name(b, v));
                    if self.pass.result_types {
                        p.push(' ');
                        p.push_str(&self.type_text(b.value_type(v)));
                    }
                    p
                })
                .collect();
            s.push_str(&format!("|{{{}}}", parts.join("|")));
        }
        s.push('}');
        s
    }

    fn cluster_label(&self, b: &Body, op: OpId) -> String {
        let mut s = b.op_name(op).as_str().to_owned();
        if self.pass.result_types {
            let types: Vec<String> = b
                .results(op)
                .map(|v| self.type_text(b.value_type(v)))
                .collect();
            s.push_str(&format!(" : ({})", types.join(", ")));
        }
        if self.pass.print_attrs {
            s.push_str("\\l");
            for (name, value) in Self::attributes(b, op) {
                s.push_str(&format!("{name}: {}\\l", self.attr_text(value)));
            }
        }
        s
    }

    fn process_op(&mut self, b: &Body, op: OpId) -> Node {
        let node = if b.num_regions(op) > 0 {
            let label = self.cluster_label(b, op);
            let rb = b.regions_body(op);
            let regions = b.regions(op).to_vec();
            self.emit_cluster(&label, |e| {
                for r in regions {
                    e.process_region(rb, r);
                }
            })
        } else {
            let label = self.record_label(b, op);
            let bg = self.colors.get(&b.op_name(op)).cloned();
            self.emit_node(&label, "Mrecord", bg)
        };
        if self.pass.data_flow {
            for v in b.operands(op) {
                let port = self.port(b, v);
                self.data_flow.push((vkey(b, v), node, port));
            }
        }
        for r in b.results(op) {
            self.value_node.insert(vkey(b, r), node);
        }
        node
    }

    fn process_region(&mut self, b: &Body, region: RegionId) {
        for block in b.blocks(region).collect::<Vec<_>>() {
            self.emit_cluster("", |e| {
                for &a in b.block_arguments(block) {
                    let mut label = format!("<res{}> {}", e.port(b, a), e.name(b, a));
                    if e.pass.result_types {
                        label.push(' ');
                        label.push_str(&e.type_text(b.value_type(a)));
                    }
                    let n = e.emit_node(&label, "Mrecord", None);
                    e.value_node.insert(vkey(b, a), n);
                }
                let mut prev: Option<Node> = None;
                for o in b.ops(block).collect::<Vec<_>>() {
                    let next = e.process_op(b, o);
                    if e.pass.control_flow
                        && let Some(p) = prev
                    {
                        e.add_edge(p, next, String::new(), "dashed");
                    }
                    prev = Some(next);
                }
            });
        }
    }

    fn emit_edges(&mut self) {
        for (value, to, port) in std::mem::take(&mut self.data_flow) {
            if let Some(&from) = self.value_node.get(&value) {
                self.add_edge(from, to, port, "solid");
            }
        }
        let mut lines = Vec::new();
        for e in self.graph.edge_indices() {
            let (a, b) = self.graph.edge_endpoints(e).expect("edge exists");
            let (from, to) = (self.graph[a], self.graph[b]);
            let edge = &self.graph[e];
            let mut s = format!("v{}", from.id);
            if !edge.port.is_empty() && from.cluster.is_none() {
                s.push_str(&format!(":res{}:s", edge.port));
            }
            s.push_str(&format!(" -> v{}", to.id));
            if !edge.port.is_empty() && to.cluster.is_none() {
                s.push_str(&format!(":arg{}:n", edge.port));
            }
            let mut attrs = Vec::new();
            if let Some(c) = to.cluster {
                attrs.push(format!("lhead = cluster_{c}"));
            }
            if let Some(c) = from.cluster {
                attrs.push(format!("ltail = cluster_{c}"));
            }
            attrs.push(format!("style = {}", edge.style));
            s.push_str(&format!("[{}];", attrs.join(", ")));
            lines.push(s);
        }
        for l in lines {
            self.line(&l);
        }
    }
}

/// Hue per op name, in post-order of first appearance.
fn color_map(body: &Body, op: OpId) -> FxHashMap<OperationName, String> {
    let mut order: Vec<OperationName> = Vec::new();
    // Post-order walk with an explicit stack: (body, op, children pushed?).
    let mut stack: Vec<(&Body, OpId, bool)> = vec![(body, op, false)];
    while let Some((b, o, expanded)) = stack.pop() {
        if expanded {
            let n = b.op_name(o);
            if !order.contains(&n) {
                order.push(n);
            }
            continue;
        }
        stack.push((b, o, true));
        let rb = b.regions_body(o);
        let mut children = Vec::new();
        for &r in b.regions(o) {
            for blk in rb.blocks(r) {
                children.extend(rb.ops(blk).map(|c| (rb, c, false)));
            }
        }
        stack.extend(children.into_iter().rev());
    }
    let n = order.len() as f64;
    order
        .iter()
        .enumerate()
        .map(|(i, &name)| (name, format!("{:.6} 0.3 0.95", i as f64 / n)))
        .collect()
}

impl Pass for ViewOpGraph {
    fn run(
        &self,
        _: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let body: &Body = body;
        let mut e = Emitter {
            pass: self,
            names: name_values(body, op),
            colors: color_map(body, op),
            aliases: AliasState::default(),
            out: String::new(),
            indent: 0,
            counter: 0,
            graph: Graph::new(),
            node_index: FxHashMap::default(),
            value_node: FxHashMap::default(),
            data_flow: Vec::new(),
        };
        e.line("digraph G {");
        e.indent += 1;
        e.line("compound = true;");
        e.process_op(body, op);
        e.emit_edges();
        e.indent -= 1;
        e.line("}");
        cx.print(&e.out);
        cx.preserve_all();
        Ok(())
    }
}

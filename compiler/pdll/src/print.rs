//! `-x ast`: the AST dump, in mlir-pdll's tree format.
//!
//! Each node prints as `-Kind <address> Fields...` under a tree drawn with ` |` and ` ``
//! columns; child groups with a label (`Inputs`, `Operands`, ...) print the label as
//! `` `Label` `` and nest their nodes under it. A reference prints its declaration again in
//! full, so shared declarations appear once per reference. The address of a node is a
//! stable stand-in for mlir-pdll's pointer: `0x` and twelve hex digits derived from the
//! node's index, the same for every print of the node.
//!
//! The walk keeps its own stack, so a tree of any depth prints without recursion.

use crate::ast::{Ast, Module, Node, NodeId};
use crate::types::Types;

/// One step of the printing walk.
enum Step {
    /// Print a node (its line, then its children).
    Node(NodeId),
    /// Mark the innermost column as the last element.
    Last,
    /// Open a labelled child group.
    Label(&'static str),
    /// Close a labelled child group.
    EndLabel,
    /// Leave a node.
    Pop,
}

/// Prints the AST of `m` as mlir-pdll's `-x ast` does.
pub fn print_module(m: &Module, out: &mut Vec<u8>) {
    print_limited(m, out, usize::MAX);
}

/// [`print_module`], stopping once `out` holds more than `limit` bytes; returns whether the
/// whole dump was printed.
pub fn print_limited(m: &Module, out: &mut Vec<u8>, limit: usize) -> bool {
    // The dump repeats shared declarations, so it is many times the node count; reserving
    // up front saves copying a growing buffer (only the pages written are touched).
    out.reserve(m.ast.len().saturating_mul(256).min(limit).min(1 << 31));
    Printer {
        ast: &m.ast,
        types: &m.types,
        out,
        indent: Vec::new(),
        saved: Vec::new(),
        steps: vec![Step::Node(m.root)],
        line: String::new(),
    }
    .run(limit)
}

struct Printer<'a> {
    ast: &'a Ast,
    types: &'a Types,
    out: &'a mut Vec<u8>,
    /// Per column: whether the element printed there is the last one.
    indent: Vec<bool>,
    /// Values of the innermost column saved by open labels.
    saved: Vec<bool>,
    /// Pending steps, the next on top.
    steps: Vec<Step>,
    line: String,
}

impl Printer<'_> {
    fn run(mut self, limit: usize) -> bool {
        while let Some(step) = self.steps.pop() {
            if self.out.len() > limit {
                return false;
            }
            match step {
                Step::Node(id) => {
                    self.print_indent();
                    self.out.push(b'-');
                    self.indent.push(false);
                    self.steps.push(Step::Pop);
                    self.node(id);
                }
                Step::Last => {
                    if let Some(last) = self.indent.last_mut() {
                        *last = true;
                    }
                }
                Step::Label(label) => {
                    let last = self.indent.last_mut().map(|l| std::mem::replace(l, true));
                    self.saved.push(last.unwrap_or(false));
                    self.print_indent();
                    self.out.extend_from_slice(label.as_bytes());
                    self.out.extend_from_slice(b"`\n");
                    self.indent.push(false);
                }
                Step::EndLabel => {
                    self.indent.pop();
                    let saved = self.saved.pop().unwrap_or(false);
                    if let Some(last) = self.indent.last_mut() {
                        *last = saved;
                    }
                }
                Step::Pop => {
                    self.indent.pop();
                }
            }
        }
        true
    }

    fn print_indent(&mut self) {
        let Some((&last, rest)) = self.indent.split_last() else {
            return;
        };
        for &l in rest {
            self.out.extend_from_slice(if l { b"  " } else { b" |" });
        }
        self.out.extend_from_slice(if last { b" `" } else { b" |" });
    }

    /// Schedules `groups` of children, printed in order after the current node's line.
    /// A group is `(label, children)`; an unlabelled group prints its children directly.
    fn schedule(&mut self, groups: &[(Option<&'static str>, &[NodeId])]) {
        for &(label, kids) in groups.iter().rev() {
            let Some((&last, rest)) = kids.split_last() else {
                continue;
            };
            if label.is_some() {
                self.steps.push(Step::EndLabel);
            }
            self.steps.push(Step::Node(last));
            self.steps.push(Step::Last);
            for &k in rest.iter().rev() {
                self.steps.push(Step::Node(k));
            }
            if let Some(l) = label {
                self.steps.push(Step::Label(l));
            }
        }
    }

    fn head(&mut self, kind: &str, id: NodeId) {
        self.line.clear();
        self.line.push_str(kind);
        self.line.push(' ');
        self.line.push_str(&format!(
            "0x{:012x}",
            0x5a00_0000_0000u64 + u64::from(id.0) * 0x28
        ));
    }

    fn ty(&mut self, t: crate::types::Type) {
        self.line.push_str(" Type<");
        self.types.print(t, &mut self.line);
        self.line.push('>');
    }

    fn flush(&mut self) {
        self.out.extend_from_slice(self.line.as_bytes());
    }

    fn node(&mut self, id: NodeId) {
        let ast = self.ast;
        match ast.node(id) {
            Node::Module { decls } => {
                self.head("Module", id);
                self.flush();
                self.out.push(b'\n');
                self.schedule(&[(None, decls)]);
            }
            Node::UserConstraintDecl(c) | Node::UserRewriteDecl(c) => {
                let kind = if matches!(ast.node(id), Node::UserConstraintDecl(_)) {
                    "UserConstraintDecl"
                } else {
                    "UserRewriteDecl"
                };
                self.head(kind, id);
                self.line.push_str(" Name<");
                self.line.push_str(&c.name.text);
                self.line.push_str("> ResultType<");
                self.types.print(c.result_type, &mut self.line);
                self.line.push('>');
                self.flush();
                if let Some(code) = &c.code {
                    self.out.extend_from_slice(b" Code<");
                    escape(code, self.out);
                    self.out.push(b'>');
                }
                self.out.push(b'\n');
                let body: &[NodeId] = c.body.as_slice();
                self.schedule(&[
                    (Some("Inputs"), &c.inputs),
                    (Some("Results"), &c.results),
                    (None, body),
                ]);
            }
            Node::PatternDecl {
                name,
                benefit,
                recursion,
                body,
            } => {
                self.head("PatternDecl", id);
                if let Some(n) = name {
                    self.line.push_str(" Name<");
                    self.line.push_str(&n.text);
                    self.line.push('>');
                }
                if let Some(b) = benefit {
                    self.line.push_str(&format!(" Benefit<{b}>"));
                }
                if *recursion {
                    self.line.push_str(" Recursion");
                }
                self.flush();
                self.out.push(b'\n');
                self.schedule(&[(None, std::slice::from_ref(body))]);
            }
            Node::VariableDecl {
                name,
                ty,
                init,
                constraints,
            } => {
                self.head("VariableDecl", id);
                self.line.push_str(" Name<");
                self.line.push_str(&name.text);
                self.line.push('>');
                self.ty(*ty);
                self.flush();
                self.out.push(b'\n');
                let cs: Vec<NodeId> = constraints.iter().map(|c| c.constraint).collect();
                self.schedule(&[(None, init.as_slice()), (Some("Constraints"), &cs)]);
            }
            Node::NamedAttributeDecl { name, value } => {
                self.head("NamedAttributeDecl", id);
                self.line.push_str(" Name<");
                self.flush();
                self.out.extend_from_slice(name);
                self.out.extend_from_slice(b">\n");
                self.schedule(&[(None, std::slice::from_ref(value))]);
            }
            Node::OpNameDecl { name } => {
                self.head("OpNameDecl", id);
                if let Some(n) = name {
                    self.line.push_str(" Name<");
                    self.line.push_str(&n.text);
                    self.line.push('>');
                }
                self.flush();
                self.out.push(b'\n');
            }
            Node::AttrConstraintDecl { type_expr }
            | Node::ValueConstraintDecl { type_expr }
            | Node::ValueRangeConstraintDecl { type_expr } => {
                let kind = match ast.node(id) {
                    Node::AttrConstraintDecl { .. } => "AttrConstraintDecl",
                    Node::ValueConstraintDecl { .. } => "ValueConstraintDecl",
                    _ => "ValueRangeConstraintDecl",
                };
                self.head(kind, id);
                self.flush();
                self.out.push(b'\n');
                self.schedule(&[(None, type_expr.as_slice())]);
            }
            Node::OpConstraintDecl { name_decl } => {
                self.head("OpConstraintDecl", id);
                self.flush();
                self.out.push(b'\n');
                self.schedule(&[(None, std::slice::from_ref(name_decl))]);
            }
            Node::TypeConstraintDecl | Node::TypeRangeConstraintDecl => {
                let kind = if matches!(ast.node(id), Node::TypeConstraintDecl) {
                    "TypeConstraintDecl"
                } else {
                    "TypeRangeConstraintDecl"
                };
                self.head(kind, id);
                self.flush();
                self.out.push(b'\n');
            }
            Node::CompoundStmt { children } => {
                self.head("CompoundStmt", id);
                self.flush();
                self.out.push(b'\n');
                self.schedule(&[(None, children)]);
            }
            Node::LetStmt { var } => self.simple("LetStmt", id, &[*var]),
            Node::EraseStmt { root } => self.simple("EraseStmt", id, &[*root]),
            Node::ReturnStmt { expr } => self.simple("ReturnStmt", id, &[*expr]),
            Node::RewriteStmt { root, body } => self.simple("RewriteStmt", id, &[*root, *body]),
            Node::ReplaceStmt { root, repl } => {
                self.head("ReplaceStmt", id);
                self.flush();
                self.out.push(b'\n');
                self.schedule(&[
                    (None, std::slice::from_ref(root)),
                    (Some("ReplValues"), repl),
                ]);
            }
            Node::AttributeExpr { value } | Node::TypeExpr { value } => {
                let kind = if matches!(ast.node(id), Node::AttributeExpr { .. }) {
                    "AttributeExpr"
                } else {
                    "TypeExpr"
                };
                self.head(kind, id);
                self.line.push_str(" Value<\"");
                self.flush();
                self.out.extend_from_slice(value);
                self.out.extend_from_slice(b"\">\n");
            }
            Node::CallExpr {
                callee,
                args,
                ty,
                negated,
            } => {
                self.head("CallExpr", id);
                self.ty(*ty);
                if *negated {
                    self.line.push_str(" Negated");
                }
                self.flush();
                self.out.push(b'\n');
                self.schedule(&[
                    (None, std::slice::from_ref(callee)),
                    (Some("Arguments"), args),
                ]);
            }
            Node::DeclRefExpr { decl, ty } => {
                self.head("DeclRefExpr", id);
                self.ty(*ty);
                self.flush();
                self.out.push(b'\n');
                self.schedule(&[(None, std::slice::from_ref(decl))]);
            }
            Node::MemberAccessExpr { parent, member, ty } => {
                self.head("MemberAccessExpr", id);
                self.line.push_str(" Member<");
                self.line.push_str(member);
                self.line.push('>');
                self.ty(*ty);
                self.flush();
                self.out.push(b'\n');
                self.schedule(&[(None, std::slice::from_ref(parent))]);
            }
            Node::OperationExpr {
                name_decl,
                operands,
                result_types,
                attrs,
                ty,
            } => {
                self.head("OperationExpr", id);
                self.ty(*ty);
                self.flush();
                self.out.push(b'\n');
                self.schedule(&[
                    (None, std::slice::from_ref(name_decl)),
                    (Some("Operands"), operands),
                    (Some("Result Types"), result_types),
                    (Some("Attributes"), attrs),
                ]);
            }
            Node::RangeExpr { elems, ty } | Node::TupleExpr { elems, ty, .. } => {
                let kind = if matches!(ast.node(id), Node::RangeExpr { .. }) {
                    "RangeExpr"
                } else {
                    "TupleExpr"
                };
                self.head(kind, id);
                self.ty(*ty);
                self.flush();
                self.out.push(b'\n');
                self.schedule(&[(None, elems)]);
            }
        }
    }

    fn simple(&mut self, kind: &str, id: NodeId, kids: &[NodeId]) {
        self.head(kind, id);
        self.flush();
        self.out.push(b'\n');
        self.schedule(&[(None, kids)]);
    }
}

/// LLVM's `printEscapedString`: `\` doubled, printable ASCII but `"` as is, anything else as
/// `\XX` (two upper-case hex digits).
fn escape(bytes: &[u8], out: &mut Vec<u8>) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &b in bytes {
        if b == b'\\' {
            out.extend_from_slice(b"\\\\");
        } else if (0x20..0x7f).contains(&b) && b != b'"' {
            out.push(b);
        } else {
            out.extend_from_slice(&[b'\\', HEX[usize::from(b >> 4)], HEX[usize::from(b & 15)]]);
        }
    }
}

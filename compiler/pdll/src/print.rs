//! `-x ast`: the AST dump, in mlir-pdll's tree format.
//!
//! Each node prints as `-Kind <address> Fields...` under a tree drawn with ` |` and ` ``
//! columns; child groups with a label (`Inputs`, `Operands`, ...) print the label as
//! `` `Label` `` and nest their nodes under it. A reference prints its declaration again in
//! full, so shared declarations appear once per reference. The address of a node is a
//! stable stand-in for mlir-pdll's pointer: `0x` and twelve hex digits derived from the
//! node's index, the same for every print of the node.
//!
//! The walk keeps its own stack, so a tree of any depth prints without recursion. The dump
//! is written in chunks to any [`Write`]. (Recording a shared declaration's lines once and
//! copying them at its later prints was measured: on the benchmark's 2,000 patterns it cost
//! more in copies and page faults than walking the declaration again saved.)

use std::io::{self, Write};

use crate::ast::{Ast, Module, Node, NodeId};
use crate::types::{Type, Types};

/// How many bytes the printer collects before handing them to the writer.
const CHUNK: usize = 1 << 16;

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

/// [`print_module`], stopping once more than `limit` bytes were printed; returns whether the
/// whole dump was printed.
pub fn print_limited(m: &Module, out: &mut Vec<u8>, limit: usize) -> bool {
    write_limited(m, out, limit).unwrap_or(false)
}

/// Writes the AST dump of `m` to `w` (in chunks).
pub fn write_module<W: Write + ?Sized>(m: &Module, w: &mut W) -> io::Result<()> {
    write_limited(m, w, usize::MAX).map(|_| ())
}

/// [`write_module`], stopping once more than `limit` bytes were printed: `Ok(false)` then.
pub fn write_limited<W: Write + ?Sized>(m: &Module, w: &mut W, limit: usize) -> io::Result<bool> {
    Printer {
        ast: &m.ast,
        types: &m.types,
        w,
        buf: Vec::with_capacity(2 * CHUNK),
        written: 0,
        last: Vec::new(),
        prefix: Vec::new(),
        saved: Vec::new(),
        steps: vec![Step::Node(m.root)],
        type_text: vec![None; m.types.len()],
    }
    .run(limit)
}

struct Printer<'a, W: ?Sized> {
    ast: &'a Ast,
    types: &'a Types,
    w: &'a mut W,
    /// Printed bytes not yet written.
    buf: Vec<u8>,
    /// Bytes already written.
    written: usize,
    /// Per column: whether the element printed there is the last one.
    last: Vec<bool>,
    /// Per column, two bytes: the column as drawn on the lines of the element's children
    /// (`  ` after the last element, ` |` before).
    prefix: Vec<u8>,
    /// Values of the innermost column saved by open labels.
    saved: Vec<bool>,
    /// Pending steps, the next on top.
    steps: Vec<Step>,
    /// ` Type<...>` per type, made on first use.
    type_text: Vec<Option<Vec<u8>>>,
}

impl<W: Write + ?Sized> Printer<'_, W> {
    fn run(mut self, limit: usize) -> io::Result<bool> {
        while let Some(step) = self.steps.pop() {
            if self.written + self.buf.len() > limit {
                return Ok(false);
            }
            if self.buf.len() >= CHUNK {
                self.w.write_all(&self.buf)?;
                self.written += self.buf.len();
                self.buf.clear();
            }
            match step {
                Step::Node(id) => {
                    self.print_indent();
                    self.buf.push(b'-');
                    self.push_column(false);
                    self.steps.push(Step::Pop);
                    self.node(id);
                }
                Step::Last => self.set_last(true),
                Step::Label(label) => {
                    let last = self.last.last().copied();
                    self.saved.push(last.unwrap_or(false));
                    if last.is_some() {
                        self.set_last(true);
                    }
                    self.print_indent();
                    self.buf.extend_from_slice(label.as_bytes());
                    self.buf.extend_from_slice(b"`\n");
                    self.push_column(false);
                }
                Step::EndLabel => {
                    self.pop_column();
                    let saved = self.saved.pop().unwrap_or(false);
                    self.set_last(saved);
                }
                Step::Pop => self.pop_column(),
            }
        }
        if self.written + self.buf.len() > limit {
            return Ok(false);
        }
        self.w.write_all(&self.buf)?;
        Ok(true)
    }

    fn push_column(&mut self, last: bool) {
        self.last.push(last);
        self.prefix
            .extend_from_slice(if last { b"  " } else { b" |" });
    }

    fn pop_column(&mut self) {
        if self.last.pop().is_some() {
            self.prefix.truncate(self.prefix.len() - 2);
        }
    }

    /// Sets whether the element of the innermost column is the last one.
    fn set_last(&mut self, last: bool) {
        if let Some(l) = self.last.last_mut() {
            *l = last;
            let n = self.prefix.len();
            self.prefix[n - 1] = if last { b' ' } else { b'|' };
        }
    }

    fn print_indent(&mut self) {
        let Some(&last) = self.last.last() else {
            return;
        };
        let n = self.prefix.len();
        self.buf.extend_from_slice(&self.prefix[..n - 2]);
        self.buf.extend_from_slice(if last { b" `" } else { b" |" });
    }

    /// Schedules one group of children, printed after those scheduled after it: groups
    /// are scheduled last first.
    fn group<I>(&mut self, label: Option<&'static str>, kids: I)
    where
        I: DoubleEndedIterator<Item = NodeId>,
    {
        let mut kids = kids.rev();
        let Some(last) = kids.next() else {
            return;
        };
        if label.is_some() {
            self.steps.push(Step::EndLabel);
        }
        self.steps.push(Step::Node(last));
        self.steps.push(Step::Last);
        for k in kids {
            self.steps.push(Step::Node(k));
        }
        if let Some(l) = label {
            self.steps.push(Step::Label(l));
        }
    }

    /// The kind and the address of node `id`.
    fn head(&mut self, kind: &str, id: NodeId) {
        const HEX: &[u8; 16] = b"0123456789abcdef";
        self.buf.extend_from_slice(kind.as_bytes());
        let addr = 0x5a00_0000_0000u64 + u64::from(id.0) * 0x28;
        let mut text = *b" 0x000000000000";
        for (k, d) in text[3..].iter_mut().rev().enumerate() {
            *d = HEX[((addr >> (4 * k)) & 15) as usize];
        }
        // An address wider than twelve digits keeps all of its digits.
        if addr >> 48 != 0 {
            self.buf
                .extend_from_slice(format!(" 0x{addr:012x}").as_bytes());
        } else {
            self.buf.extend_from_slice(&text);
        }
    }

    /// ` Type<t>`.
    fn ty(&mut self, t: Type) {
        let i = t.index();
        if self.type_text.get(i).is_some_and(Option::is_none) {
            let mut s = String::from(" Type<");
            self.types.print(t, &mut s);
            s.push('>');
            self.type_text[i] = Some(s.into_bytes());
        }
        if let Some(Some(text)) = self.type_text.get(i) {
            self.buf.extend_from_slice(text);
        }
    }

    fn name(&mut self, open: &str, text: &[u8]) {
        self.buf.extend_from_slice(open.as_bytes());
        self.buf.extend_from_slice(text);
        self.buf.push(b'>');
    }

    fn node(&mut self, id: NodeId) {
        let ast = self.ast;
        match ast.node(id) {
            Node::Module { decls } => {
                self.head("Module", id);
                self.buf.push(b'\n');
                self.group(None, decls.iter().copied());
            }
            Node::UserConstraintDecl(c) | Node::UserRewriteDecl(c) => {
                let kind = if matches!(ast.node(id), Node::UserConstraintDecl(_)) {
                    "UserConstraintDecl"
                } else {
                    "UserRewriteDecl"
                };
                self.head(kind, id);
                self.name(" Name<", c.name.text.as_bytes());
                let mut rt = String::new();
                self.types.print(c.result_type, &mut rt);
                self.name(" ResultType<", rt.as_bytes());
                if let Some(code) = &c.code {
                    self.buf.extend_from_slice(b" Code<");
                    escape(code, &mut self.buf);
                    self.buf.push(b'>');
                }
                self.buf.push(b'\n');
                // Groups last first.
                self.group(None, c.body.iter().copied());
                self.group(Some("Results"), c.results.iter().copied());
                self.group(Some("Inputs"), c.inputs.iter().copied());
            }
            Node::PatternDecl {
                name,
                benefit,
                recursion,
                body,
            } => {
                self.head("PatternDecl", id);
                if let Some(n) = name {
                    self.name(" Name<", n.text.as_bytes());
                }
                if let Some(b) = benefit {
                    self.name(" Benefit<", b.to_string().as_bytes());
                }
                if *recursion {
                    self.buf.extend_from_slice(b" Recursion");
                }
                self.buf.push(b'\n');
                self.group(None, std::iter::once(*body));
            }
            Node::VariableDecl {
                name,
                ty,
                init,
                constraints,
            } => {
                self.head("VariableDecl", id);
                self.name(" Name<", name.text.as_bytes());
                self.ty(*ty);
                self.buf.push(b'\n');
                self.group(
                    Some("Constraints"),
                    constraints.iter().map(|c| c.constraint),
                );
                self.group(None, init.iter().copied());
            }
            Node::NamedAttributeDecl { name, value } => {
                self.head("NamedAttributeDecl", id);
                self.name(" Name<", name);
                self.buf.push(b'\n');
                self.group(None, std::iter::once(*value));
            }
            Node::OpNameDecl { name } => {
                self.head("OpNameDecl", id);
                if let Some(n) = name {
                    self.name(" Name<", n.text.as_bytes());
                }
                self.buf.push(b'\n');
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
                self.buf.push(b'\n');
                self.group(None, type_expr.iter().copied());
            }
            Node::OpConstraintDecl { name_decl } => {
                self.simple("OpConstraintDecl", id, &[*name_decl]);
            }
            Node::TypeConstraintDecl | Node::TypeRangeConstraintDecl => {
                let kind = if matches!(ast.node(id), Node::TypeConstraintDecl) {
                    "TypeConstraintDecl"
                } else {
                    "TypeRangeConstraintDecl"
                };
                self.simple(kind, id, &[]);
            }
            Node::CompoundStmt { children } => self.simple("CompoundStmt", id, children),
            Node::LetStmt { var } => self.simple("LetStmt", id, &[*var]),
            Node::EraseStmt { root } => self.simple("EraseStmt", id, &[*root]),
            Node::ReturnStmt { expr } => self.simple("ReturnStmt", id, &[*expr]),
            Node::RewriteStmt { root, body } => self.simple("RewriteStmt", id, &[*root, *body]),
            Node::ReplaceStmt { root, repl } => {
                self.head("ReplaceStmt", id);
                self.buf.push(b'\n');
                self.group(Some("ReplValues"), repl.iter().copied());
                self.group(None, std::iter::once(*root));
            }
            Node::AttributeExpr { value } | Node::TypeExpr { value } => {
                let kind = if matches!(ast.node(id), Node::AttributeExpr { .. }) {
                    "AttributeExpr"
                } else {
                    "TypeExpr"
                };
                self.head(kind, id);
                self.buf.extend_from_slice(b" Value<\"");
                self.buf.extend_from_slice(value);
                self.buf.extend_from_slice(b"\">\n");
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
                    self.buf.extend_from_slice(b" Negated");
                }
                self.buf.push(b'\n');
                self.group(Some("Arguments"), args.iter().copied());
                self.group(None, std::iter::once(*callee));
            }
            Node::DeclRefExpr { decl, ty } => {
                self.head("DeclRefExpr", id);
                self.ty(*ty);
                self.buf.push(b'\n');
                self.group(None, std::iter::once(*decl));
            }
            Node::MemberAccessExpr { parent, member, ty } => {
                self.head("MemberAccessExpr", id);
                self.name(" Member<", member.as_bytes());
                self.ty(*ty);
                self.buf.push(b'\n');
                self.group(None, std::iter::once(*parent));
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
                self.buf.push(b'\n');
                self.group(Some("Attributes"), attrs.iter().copied());
                self.group(Some("Result Types"), result_types.iter().copied());
                self.group(Some("Operands"), operands.iter().copied());
                self.group(None, std::iter::once(*name_decl));
            }
            Node::RangeExpr { elems, ty } | Node::TupleExpr { elems, ty, .. } => {
                let kind = if matches!(ast.node(id), Node::RangeExpr { .. }) {
                    "RangeExpr"
                } else {
                    "TupleExpr"
                };
                self.head(kind, id);
                self.ty(*ty);
                self.buf.push(b'\n');
                self.group(None, elems.iter().copied());
            }
        }
    }

    fn simple(&mut self, kind: &str, id: NodeId, kids: &[NodeId]) {
        self.head(kind, id);
        self.buf.push(b'\n');
        self.group(None, kids.iter().copied());
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

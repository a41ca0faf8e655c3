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
//! is written in chunks to any [`Write`]. A node printed a second time (a shared
//! declaration) is recorded as it prints, without the columns left of it, and every later
//! print of it copies the recorded lines behind the columns of that place.

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
    /// Finish recording the innermost node being recorded.
    EndCapture,
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
        seen: vec![Seen::Printed(0); m.ast.len()],
        cached: Vec::new(),
        texts: Vec::new(),
        ends: Vec::new(),
        captures: Vec::new(),
        line_starts: Vec::new(),
    }
    .run(limit)
}

/// What the printer knows of a node.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Seen {
    /// Printed this many times (a node is recorded when it prints the third time: most
    /// variables print twice, at their `let` and at one reference).
    Printed(u8),
    /// It is being recorded.
    Capturing,
    /// Its lines are the recording of this index.
    Cached(u32),
    /// It prints one line: never recorded.
    Direct,
}

/// Print this often before a node is recorded.
const CAPTURE_AT: u8 = 2;

/// The recorded lines of a node: the first from its `-`, the others without the columns
/// up to and including the node's own. The lines are in `Printer::texts`, from `text`
/// to the ends `Printer::ends[lines.0..lines.1]`.
#[derive(Clone, Copy)]
struct Cached {
    text: usize,
    lines: (usize, usize),
}

/// A recording in progress.
struct Capture {
    /// The node.
    id: NodeId,
    /// Where its first line (after the `-`) starts in the buffer.
    start: usize,
    /// How many column bytes its later lines begin with.
    strip: usize,
    /// Where its later lines begin in `Printer::line_starts`.
    lines: usize,
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
    seen: Vec<Seen>,
    /// Recorded nodes.
    cached: Vec<Cached>,
    /// The recorded lines, each with its `\n`.
    texts: Vec<u8>,
    /// Where each recorded line ends in `texts`.
    ends: Vec<usize>,
    /// Recordings in progress, innermost last.
    captures: Vec<Capture>,
    /// While recording: where each line printed since the outermost recording began
    /// starts in the buffer (its columns first).
    line_starts: Vec<usize>,
}

impl<W: Write + ?Sized> Printer<'_, W> {
    fn run(mut self, limit: usize) -> io::Result<bool> {
        while let Some(step) = self.steps.pop() {
            if self.written + self.buf.len() > limit {
                return Ok(false);
            }
            if self.buf.len() >= CHUNK && self.captures.is_empty() {
                self.w.write_all(&self.buf)?;
                self.written += self.buf.len();
                self.buf.clear();
            }
            match step {
                Step::Node(id) => {
                    let i = id.0 as usize;
                    let seen = self.seen.get(i).copied().unwrap_or(Seen::Direct);
                    if let Seen::Cached(c) = seen {
                        self.replay(c as usize);
                        continue;
                    }
                    self.print_indent();
                    self.buf.push(b'-');
                    if seen == Seen::Printed(CAPTURE_AT) {
                        self.seen[i] = Seen::Capturing;
                        self.captures.push(Capture {
                            id,
                            start: self.buf.len(),
                            strip: self.prefix.len(),
                            lines: self.line_starts.len(),
                        });
                        self.steps.push(Step::EndCapture);
                    } else if let Seen::Printed(n) = seen {
                        self.seen[i] = Seen::Printed(n + 1);
                    }
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
                Step::EndCapture => self.end_capture(),
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
        if !self.captures.is_empty() {
            self.line_starts.push(self.buf.len());
        }
        let Some(&last) = self.last.last() else {
            return;
        };
        let n = self.prefix.len();
        self.buf.extend_from_slice(&self.prefix[..n - 2]);
        self.buf.extend_from_slice(if last { b" `" } else { b" |" });
    }

    /// Prints recorded node `c` again.
    fn replay(&mut self, c: usize) {
        self.print_indent();
        self.buf.push(b'-');
        let Some(&Cached { text, lines }) = self.cached.get(c) else {
            return;
        };
        let mut start = text;
        for k in lines.0..lines.1 {
            if k > lines.0 {
                if !self.captures.is_empty() {
                    self.line_starts.push(self.buf.len());
                }
                self.buf.extend_from_slice(&self.prefix);
            }
            let end = self.ends[k];
            self.buf.extend_from_slice(&self.texts[start..end]);
            start = end;
        }
    }

    /// Ends the innermost recording: its node's lines are kept (unless it is one line).
    fn end_capture(&mut self) {
        let Some(cap) = self.captures.pop() else {
            return;
        };
        let starts = self.line_starts.get(cap.lines..).unwrap_or(&[]);
        let seen = if starts.is_empty() {
            Seen::Direct
        } else {
            let end = self.buf.len();
            let text = self.texts.len();
            let first = self.ends.len();
            self.texts
                .extend_from_slice(self.buf.get(cap.start..starts[0]).unwrap_or(&[]));
            self.ends.push(self.texts.len());
            for (k, &s) in starts.iter().enumerate() {
                let e = starts.get(k + 1).copied().unwrap_or(end);
                self.texts
                    .extend_from_slice(self.buf.get(s + cap.strip..e).unwrap_or(&[]));
                self.ends.push(self.texts.len());
            }
            self.cached.push(Cached {
                text,
                lines: (first, self.ends.len()),
            });
            Seen::Cached((self.cached.len() - 1) as u32)
        };
        if let Some(s) = self.seen.get_mut(cap.id.0 as usize) {
            *s = seen;
        }
        if self.captures.is_empty() {
            self.line_starts.clear();
        }
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

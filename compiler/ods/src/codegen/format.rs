//! Generated parsers and printers of declarative assembly formats: for each
//! op with an `assemblyFormat`, a Rust parse function and print function
//! that call the shared element operations of
//! [`crate::runtime::asm::generated`] in the format's order.
//!
//! The printer's spacing (mlir-tblgen's rule: a space before an element
//! unless the previous literal asks for none) only depends on the position in
//! the format, never on the op, so it is decided here and the literals and
//! spaces become constant strings. Optional groups become `if`s on their
//! anchor; the parser's literals become punctuation or keyword calls.

use std::fmt::Write;

use crate::format::{Element, Item, VarRef};
use crate::model::OpDef;
use crate::runtime::asm::space_before_literal;

/// The Rust spelling of a format variable.
fn var_ref(v: VarRef) -> String {
    let (kind, i) = match v {
        VarRef::Operand(i) => ("Operand", i),
        VarRef::Attribute(i) => ("Attribute", i),
        VarRef::Property(i) => ("Property", i),
        VarRef::Result(i) => ("Result", i),
        VarRef::Region(i) => ("Region", i),
        VarRef::Successor(i) => ("Successor", i),
    };
    format!("ropt_ods::format::VarRef::{kind}({i})")
}

/// The `Punct` variant of a punctuation literal.
fn punct_variant(lit: &str) -> Option<&'static str> {
    Some(match lit {
        "(" => "LParen",
        ")" => "RParen",
        "{" => "LBrace",
        "}" => "RBrace",
        "[" => "LSquare",
        "]" => "RSquare",
        "<" => "Less",
        ">" => "Greater",
        ":" => "Colon",
        "," => "Comma",
        "=" => "Equal",
        "->" => "Arrow",
        "?" => "Question",
        "*" => "Star",
        "+" => "Plus",
        "-" => "Minus",
        "|" => "VerticalBar",
        "..." => "Ellipsis",
        _ => return None,
    })
}

fn path_lit(path: &[usize]) -> String {
    let items: Vec<String> = path.iter().map(usize::to_string).collect();
    format!("&[{}]", items.join(", "))
}

/// Emits `fn {name}_parse` and `fn {name}_print` for `def` (which has a
/// format) into `out`.
pub fn emit_format_fns(def: &OpDef, name: &str, out: &mut String) {
    let Some(format) = &def.format else {
        return;
    };
    let mut pg = PrintGen {
        def,
        lines: String::new(),
        pending: String::new(),
        indent: 1,
        should_emit_space: true,
        last_was_punct: false,
    };
    pg.items(&format.items, &[], None);
    pg.flush();
    let _ = writeln!(
        out,
        "#[allow(unused_mut)]\nfn {name}_print(p: &mut dyn ropt_ir::asm_interface::OpAsmPrinter, op: OpId) {{\n    \
         let Some(mut pr) = ropt_ods::runtime::asm::generated::GenPrinter::new(p, op) else {{\n        return;\n    }};\n{}}}\n",
        pg.lines
    );
    let mut pa = ParseGen {
        def,
        lines: String::new(),
        indent: 1,
    };
    pa.items(&format.items, &[]);
    let _ = writeln!(
        out,
        "fn {name}_parse(p: &mut dyn ropt_ir::asm_interface::OpAsmParser, state: &mut OperationState) -> ropt_ir::asm_interface::AsmResult<()> {{\n    \
         #[allow(unused_mut)]\n    let mut g = ropt_ods::runtime::asm::generated::GenParser::new(p, state)?;\n{}    g.finish(state)\n}}\n",
        pa.lines
    );
}

/// The print function's statements, with the printer's spacing state
/// followed statically.
struct PrintGen<'a> {
    def: &'a OpDef,
    lines: String,
    /// Literal text not yet written out.
    pending: String,
    indent: usize,
    should_emit_space: bool,
    last_was_punct: bool,
}

impl PrintGen<'_> {
    fn flush(&mut self) {
        if !self.pending.is_empty() {
            let text = std::mem::take(&mut self.pending);
            self.stmt(&format!("pr.write({text:?});"));
        }
    }

    fn stmt(&mut self, s: &str) {
        if !self.pending.is_empty() {
            self.flush();
        }
        for _ in 0..self.indent {
            self.lines.push_str("    ");
        }
        self.lines.push_str(s);
        self.lines.push('\n');
    }

    fn items(&mut self, items: &[Item], path: &[usize], skip_unit: Option<VarRef>) {
        for (k, it) in items.iter().enumerate() {
            let mut p = path.to_vec();
            p.push(k);
            self.item(it, &p, skip_unit);
        }
    }

    fn item(&mut self, it: &Item, path: &[usize], skip_unit: Option<VarRef>) {
        match &it.element {
            Element::Literal(lit) => self.literal(lit),
            Element::AttrDict { with_keyword } => {
                self.stmt(&format!("pr.attr_dict({with_keyword});"));
                self.last_was_punct = false;
            }
            Element::Optional {
                then,
                else_,
                anchor,
            } => {
                let cond = match &then[*anchor].element {
                    Element::Var(v) => format!("pr.present({})", var_ref(*v)),
                    _ => {
                        let mut p = path.to_vec();
                        p.push(*anchor);
                        format!("pr.present_at({})", path_lit(&p))
                    }
                };
                let unit = match &then[*anchor].element {
                    Element::Var(v @ VarRef::Attribute(i))
                        if self.def.attributes[*i].constraint.is_unit =>
                    {
                        Some(*v)
                    }
                    _ => None,
                };
                self.stmt(&format!("if {cond} {{"));
                self.indent += 1;
                self.items(then, path, unit);
                self.flush();
                self.indent -= 1;
                if else_.is_empty() {
                    self.stmt("}");
                } else {
                    self.stmt("} else {");
                    self.indent += 1;
                    for (k, e) in else_.iter().enumerate() {
                        let mut p = path.to_vec();
                        p.push(then.len() + k);
                        self.item(e, &p, None);
                    }
                    self.flush();
                    self.indent -= 1;
                    self.stmt("}");
                }
            }
            Element::Var(v) if skip_unit == Some(*v) => {}
            e => {
                if self.should_emit_space || !self.last_was_punct {
                    self.pending.push(' ');
                }
                self.last_was_punct = false;
                self.should_emit_space = true;
                let call = match e {
                    Element::Var(v) => format!("pr.var({});", var_ref(*v)),
                    Element::Type(inner) => match &inner.element {
                        Element::Var(v) => format!("pr.types({});", var_ref(*v)),
                        _ => format!("pr.element_at({});", path_lit(path)),
                    },
                    _ => format!("pr.element_at({});", path_lit(path)),
                };
                self.stmt(&call);
            }
        }
    }

    fn literal(&mut self, lit: &str) {
        match lit {
            "" | " " => {
                if lit == " " {
                    self.pending.push(' ');
                    self.last_was_punct = false;
                } else {
                    self.last_was_punct = true;
                }
                self.should_emit_space = false;
            }
            "\\n" | "\n" => {
                self.stmt("pr.newline();");
                self.should_emit_space = false;
                self.last_was_punct = true;
            }
            _ => {
                if self.should_emit_space && space_before_literal(lit, self.last_was_punct) {
                    self.pending.push(' ');
                }
                self.pending.push_str(lit);
                let first = lit.chars().next().unwrap_or(' ');
                self.should_emit_space = lit.len() != 1 || !"<({[".contains(first);
                self.last_was_punct = first != '_' && !first.is_ascii_alphabetic();
            }
        }
    }
}

/// The parse function's statements.
struct ParseGen<'a> {
    def: &'a OpDef,
    lines: String,
    indent: usize,
}

impl ParseGen<'_> {
    fn stmt(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.lines.push_str("    ");
        }
        self.lines.push_str(s);
        self.lines.push('\n');
    }

    fn items(&mut self, items: &[Item], path: &[usize]) {
        for (k, it) in items.iter().enumerate() {
            let mut p = path.to_vec();
            p.push(k);
            self.item(it, &p);
        }
    }

    fn item(&mut self, it: &Item, path: &[usize]) {
        match &it.element {
            Element::Literal(lit) => {
                if lit.is_empty() || lit == " " || lit == "\\n" || lit == "\n" {
                    return;
                }
                match punct_variant(lit) {
                    Some(p) => self.stmt(&format!("g.punct(ropt_ir::asm_interface::Punct::{p})?;")),
                    None => self.stmt(&format!("g.keyword({lit:?})?;")),
                }
            }
            Element::AttrDict { with_keyword } => {
                self.stmt(&format!("g.attr_dict({with_keyword})?;"));
            }
            Element::Optional {
                then,
                else_,
                anchor,
            } => {
                let Some(first) = then.first() else {
                    return;
                };
                let cond = match &first.element {
                    Element::Literal(lit) => match punct_variant(lit) {
                        Some(p) => {
                            format!("g.optional_punct(ropt_ir::asm_interface::Punct::{p})")
                        }
                        None if lit.is_empty() || lit == " " || lit == "\\n" => "true".into(),
                        None => format!("g.optional_keyword({lit:?})"),
                    },
                    _ => {
                        let mut p = path.to_vec();
                        p.push(0);
                        format!("g.optional_first_at({})?", path_lit(&p))
                    }
                };
                self.stmt(&format!("if {cond} {{"));
                self.indent += 1;
                let mut unit_anchor = None;
                if let Element::Var(VarRef::Attribute(i)) = &then[*anchor].element
                    && self.def.attributes[*i].constraint.is_unit
                {
                    self.stmt(&format!("g.set_unit({i});"));
                    unit_anchor = Some(*anchor);
                }
                for (k, t) in then.iter().enumerate().skip(1) {
                    if unit_anchor != Some(k) {
                        let mut p = path.to_vec();
                        p.push(k);
                        self.item(t, &p);
                    }
                }
                self.indent -= 1;
                if else_.is_empty() {
                    self.stmt("}");
                } else {
                    self.stmt("} else {");
                    self.indent += 1;
                    for (k, e) in else_.iter().enumerate() {
                        let mut p = path.to_vec();
                        p.push(then.len() + k);
                        self.item(e, &p);
                    }
                    self.indent -= 1;
                    self.stmt("}");
                }
            }
            Element::Var(v) => self.stmt(&format!("g.var({})?;", var_ref(*v))),
            Element::Type(inner) | Element::Qualified(inner)
                if matches!(
                    inner.element,
                    Element::Var(VarRef::Operand(_) | VarRef::Result(_))
                ) =>
            {
                if let Element::Var(v) = inner.element {
                    self.stmt(&format!("g.types({})?;", var_ref(v)));
                }
            }
            _ => self.stmt(&format!("g.item_at({})?;", path_lit(path))),
        }
    }
}

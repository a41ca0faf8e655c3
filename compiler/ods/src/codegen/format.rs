//! Generated parsers and printers of declarative assembly formats: for each
//! op with an `assemblyFormat`, a Rust parse function and print function
//! that call the shared element operations of
//! `ropt_ods_runtime::asm::generated` in the format's order.
//!
//! The printer's spacing (mlir-tblgen's rule: a space before an element
//! unless the previous literal asks for none) only depends on the position in
//! the format, never on the op, so it is decided here and the literals and
//! spaces become constant strings. Optional groups become `if`s on their
//! anchor; the parser's literals become punctuation or keyword calls.

use std::fmt::Write;

use ropt_ods_model::format::space_before_literal;
use ropt_ods_model::format::{Element, Format, Item, TypeSource, VarRef};
use ropt_ods_model::model::{Model, OpDef, Variadicity};

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
    format!("ropt_ods_model::format::VarRef::{kind}({i})")
}

/// The parser statement of a literal (none for the layout-only literals: empty, space,
/// newline).
fn parse_literal_stmt(lit: &str) -> Option<String> {
    if lit.is_empty() || lit == " " || lit == "\\n" || lit == "\n" {
        return None;
    }
    Some(match punct_variant(lit) {
        Some(p) => format!("g.punct(ropt_ir::asm_interface::Punct::{p})?;"),
        None => format!("g.keyword({lit:?})?;"),
    })
}

/// The condition that parses a literal opening an optional group (always true for the
/// layout-only literals).
fn optional_literal_cond(lit: &str) -> String {
    match punct_variant(lit) {
        Some(p) => format!("g.optional_punct(ropt_ir::asm_interface::Punct::{p})"),
        None if lit.is_empty() || lit == " " || lit == "\\n" => "true".into(),
        None => format!("g.optional_keyword({lit:?})"),
    }
}

/// The condition that parses the literal opening an `oilist` clause (never
/// true for the layout-only literals).
fn clause_literal_cond(lit: &str) -> String {
    match punct_variant(lit) {
        Some(p) => format!("g.optional_punct(ropt_ir::asm_interface::Punct::{p})"),
        None if lit.is_empty() || lit == " " || lit == "\\n" || lit == "\n" => "false".into(),
        None => format!("g.optional_keyword({lit:?})"),
    }
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

/// Emits `impl {name} { fn parse_format, fn print_format }` for `def`
/// (which has a format) into `out`; `name` is the op's struct.
pub fn emit_format_fns(model: &Model, def: &OpDef, name: &str, out: &mut String) {
    let Some(format) = &def.format else {
        return;
    };
    let fast = fast_printable(def);
    let mut pg = PrintGen {
        def,
        fast,
        lines: String::new(),
        pending: String::new(),
        indent: 2,
        should_emit_space: true,
        last_was_punct: false,
    };
    pg.items(&format.items, &[], None);
    pg.flush();
    let parse = if fast_parsable(model, def) {
        let mut fg = FastGen {
            model,
            oilists: 0,
            def,
            format,
            lines: String::new(),
            indent: 2,
            typed_operands: vec![false; def.operands.len()],
            typed_results: vec![false; def.results.len()],
        };
        fg.generate();
        format!(
            "        let mut g = {RT}::FastParser::new(p, state)?;\n{}",
            fg.lines
        )
    } else {
        let mut pa = ParseGen {
            def,
            lines: String::new(),
            indent: 2,
            oilists: 0,
        };
        pa.items(&format.items, &[]);
        format!(
            "        let mut g = {RT}::GenParser::new(p, state)?;\n{}        g.finish(state)\n",
            pa.lines
        )
    };
    let _ = writeln!(
        out,
        "// The parser and printer of `{}`, generated from its assembly format.\n\
         impl {name} {{\n    \
         /// Parses what follows the op name (generated from the assembly format).\n    \
         #[allow(unused_mut, unused_assignments, unused_variables)]\n    \
         fn parse_format(p: &mut dyn ropt_ir::asm_interface::OpAsmParser, state: &mut OperationState) -> ropt_ir::asm_interface::AsmResult<()> {{\n\
         {}    }}\n\n    \
         /// Prints what follows the op name (generated from the assembly format).\n    \
         #[allow(unused_mut)]\n    \
         fn print_format(p: &mut dyn ropt_ir::asm_interface::OpAsmPrinter, op: OpId) {{\n        \
         let Some(mut pr) = ropt_ods_runtime::asm::generated::{}::new(p, op) else {{\n            return;\n        }};\n\
         {}    }}\n}}\n",
        def.name,
        parse,
        if fast { "FastPrinter" } else { "GenPrinter" },
        pg.lines
    );
}

/// The print function's statements, with the printer's spacing state
/// followed statically.
struct PrintGen<'a> {
    def: &'a OpDef,
    /// Whether the function drives a `FastPrinter` (see [`fast_printable`]).
    fast: bool,
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
                    Element::Var(VarRef::Attribute(i)) if self.fast => format!("pr.has_attr({i})"),
                    Element::Var(VarRef::Operand(i)) if self.fast => format!("pr.has_operand({i})"),
                    Element::Var(v) => format!("pr.present({})", var_ref(*v)),
                    _ => {
                        let mut p = path.to_vec();
                        p.push(*anchor);
                        format!("pr.present_at({})", path_lit(&p))
                    }
                };
                // A unit property leading its group prints as `unit`/`unit_absent`.
                let unit = match &then[*anchor].element {
                    e @ Element::Var(v)
                        if ropt_ods_model::format::is_unit_attr(self.def, e)
                            && (*anchor != 0 || matches!(v, VarRef::Attribute(_))) =>
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
            Element::OIList(clauses) => {
                let mut k = 0;
                for clause in clauses {
                    let conds: Vec<String> = clause
                        .iter()
                        .filter_map(|t| match &t.element {
                            Element::Var(VarRef::Attribute(i)) if self.fast => {
                                Some(format!("pr.has_attr({i})"))
                            }
                            Element::Var(VarRef::Operand(i)) if self.fast => {
                                Some(format!("pr.has_operand({i})"))
                            }
                            Element::Var(v) => Some(format!("pr.present({})", var_ref(*v))),
                            _ => None,
                        })
                        .collect();
                    let cond = if conds.is_empty() {
                        "false".to_string()
                    } else {
                        conds.join(" || ")
                    };
                    self.stmt(&format!("if {cond} {{"));
                    self.indent += 1;
                    for t in clause {
                        let mut p = path.to_vec();
                        p.push(k);
                        k += 1;
                        if !ropt_ods_model::format::is_unit_attr(self.def, &t.element) {
                            self.item(t, &p, None);
                        }
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
                    Element::Var(VarRef::Operand(i)) if self.fast => format!("pr.operand({i});"),
                    Element::Var(VarRef::Attribute(i)) if self.fast => format!("pr.attr({i});"),
                    Element::Type(inner) | Element::Qualified(inner) if self.fast => {
                        match inner.element {
                            Element::Var(VarRef::Operand(i)) => format!("pr.operand_type({i});"),
                            Element::Var(VarRef::Result(i)) => format!("pr.result_type({i});"),
                            _ => format!("pr.element_at({});", path_lit(path)),
                        }
                    }
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
    /// `oilist`s emitted so far (names their `seen` locals).
    oilists: usize,
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
                if let Some(stmt) = parse_literal_stmt(lit) {
                    self.stmt(&stmt);
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
                    Element::Literal(lit) => optional_literal_cond(lit),
                    _ => {
                        let mut p = path.to_vec();
                        p.push(0);
                        format!("g.optional_first_at({})?", path_lit(&p))
                    }
                };
                self.stmt(&format!("if {cond} {{"));
                self.indent += 1;
                let mut unit_anchor = None;
                // A unit property leading its group was parsed as `unit`/`unit_absent`.
                if let Element::Var(v) = &then[*anchor].element
                    && ropt_ods_model::format::is_unit_attr(self.def, &then[*anchor].element)
                    && (*anchor != 0 || matches!(v, VarRef::Attribute(_)))
                {
                    self.stmt(&format!("g.set_unit({});", var_ref(*v)));
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
            Element::OIList(clauses) => {
                let mut k = 0;
                let (open, seen) = oilist_open(self.oilists, clauses.len());
                self.oilists += 1;
                open.lines().for_each(|l| self.stmt(l));
                self.indent += 1;
                for (c, clause) in clauses.iter().enumerate() {
                    let Some(Element::Literal(lit)) = clause.first().map(|f| &f.element) else {
                        k += clause.len();
                        continue;
                    };
                    let kw = if c == 0 { "if" } else { "} else if" };
                    self.stmt(&format!("{kw} {} {{", clause_literal_cond(lit)));
                    self.indent += 1;
                    self.stmt(&format!("g.clause(&mut {seen}[{c}], {lit:?})?;"));
                    k += 1;
                    for t in &clause[1..] {
                        let mut p = path.to_vec();
                        p.push(k);
                        k += 1;
                        match t.element {
                            Element::Var(v)
                                if ropt_ods_model::format::is_unit_attr(self.def, &t.element) =>
                            {
                                self.stmt(&format!("g.set_unit({});", var_ref(v)))
                            }
                            _ => self.item(t, &p),
                        }
                    }
                    self.indent -= 1;
                }
                OILIST_CLOSE.iter().for_each(|l| self.stmt(l));
                self.indent -= 1;
                self.stmt("}");
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

/// The statements opening the parse loop of the `count`th `oilist` (of `n`
/// clauses), and the name of its local of `seen` flags.
fn oilist_open(count: usize, n: usize) -> (String, String) {
    let seen = format!("oil{count}");
    (format!("let mut {seen} = [false; {n}];\nloop {{"), seen)
}

/// What closes the loop [`oilist_open`] opened, after the clauses' `if`s
/// (indented one level less than them).
const OILIST_CLOSE: [&str; 3] = ["} else {", "    break;", "}"];

/// Whether the fast printer handles `def`'s format: operands and results
/// are single values, there are no regions or successors, and every element
/// is a literal, `attr-dict`, an operand or attribute, the type of an operand
/// or result, or an optional group of these anchored by an operand or
/// attribute.
fn fast_printable(def: &OpDef) -> bool {
    let Some(format) = &def.format else {
        return false;
    };
    if !def.regions.is_empty()
        || !def.successors.is_empty()
        || def
            .operands
            .iter()
            .chain(&def.results)
            .any(|v| v.variadicity != Variadicity::Single)
    {
        return false;
    }
    fn ok(items: &[Item]) -> bool {
        items.iter().all(|it| match &it.element {
            Element::Literal(_) | Element::AttrDict { .. } => true,
            Element::Var(VarRef::Operand(_) | VarRef::Attribute(_)) => true,
            Element::Type(inner) | Element::Qualified(inner) => matches!(
                inner.element,
                Element::Var(VarRef::Operand(_) | VarRef::Result(_))
            ),
            Element::Optional {
                then,
                else_,
                anchor,
            } => {
                matches!(
                    then[*anchor].element,
                    Element::Var(VarRef::Operand(_) | VarRef::Attribute(_))
                ) && ok(then)
                    && ok(else_)
            }
            Element::OIList(clauses) => clauses.iter().all(|c| ok(c)),
            _ => false,
        })
    }
    ok(&format.items)
}

/// Whether the fast parser ([`FastGen`]) handles `def`'s format: no regions,
/// successors or groups of groups, every element one it knows, every type
/// parsed, built or the same as another's.
fn fast_parsable(model: &Model, def: &OpDef) -> bool {
    let Some(format) = &def.format else {
        return false;
    };
    if def
        .operands
        .iter()
        .any(|o| matches!(o.variadicity, Variadicity::VariadicOfVariadic(_)))
    {
        return false;
    }
    fn chain_ok(format: &Format, v: VarRef, depth: usize) -> bool {
        let source = match v {
            VarRef::Operand(i) => &format.operand_types[i],
            VarRef::Result(i) => &format.result_types[i],
            _ => return true,
        };
        match source {
            TypeSource::Parsed | TypeSource::Buildable(_) => true,
            TypeSource::SameAs(o) | TypeSource::Transformed(o, _) => {
                depth < 16 && chain_ok(format, *o, depth + 1)
            }
            TypeSource::Inferred => false,
        }
    }
    let types_ok = (0..def.operands.len()).all(|i| chain_ok(format, VarRef::Operand(i), 0))
        && (0..def.results.len()).all(|i| chain_ok(format, VarRef::Result(i), 0));
    fn elements_ok(model: &Model, def: &OpDef, items: &[Item]) -> bool {
        items.iter().all(|it| match &it.element {
            Element::Literal(_) | Element::AttrDict { .. } => true,
            Element::Var(
                VarRef::Operand(_)
                | VarRef::Attribute(_)
                | VarRef::Region(_)
                | VarRef::Successor(_),
            ) => true,
            Element::Type(inner) | Element::Qualified(inner) => type_local(def, inner).is_some(),
            Element::FunctionalType(ins, outs) => {
                type_local(def, ins).is_some() && type_local(def, outs).is_some()
            }
            Element::Optional { then, else_, .. } => {
                let first_ok = match then.first().map(|f| &f.element) {
                    None => true,
                    Some(Element::Literal(_)) => true,
                    Some(Element::Var(
                        VarRef::Operand(_) | VarRef::Region(_) | VarRef::Successor(_),
                    )) => true,
                    Some(Element::Type(inner) | Element::Qualified(inner)) => {
                        type_local(def, inner).is_some()
                    }
                    Some(Element::Var(VarRef::Attribute(i))) => {
                        let a = &def.attributes[*i];
                        a.constraint.is_unit || ropt_ods_model::model::enum_of(model, a).is_some()
                    }
                    _ => false,
                };
                first_ok && elements_ok(model, def, then) && elements_ok(model, def, else_)
            }
            Element::OIList(clauses) => clauses.iter().all(|c| elements_ok(model, def, c)),
            _ => false,
        })
    }
    types_ok && elements_ok(model, def, &format.items)
}

/// How many types a `type` directive's argument parses.
#[derive(Clone, Copy, PartialEq, Eq)]
enum TypeCount {
    One,
    Optional,
    /// A list of at least one (MLIR's `parseTypeList`).
    List,
}

/// The fast parser's local a `type`/`functional-type` argument's types go to
/// (`to{i}`, `tr{i}`), and how many it parses: operand and result variables,
/// `operands`/`results` of an op with one operand (result) definition.
fn type_local(def: &OpDef, arg: &Item) -> Option<(String, TypeCount)> {
    let count = |v: &Variadicity| match v {
        Variadicity::Single => TypeCount::One,
        Variadicity::Optional => TypeCount::Optional,
        _ => TypeCount::List,
    };
    match arg.element {
        Element::Var(VarRef::Operand(i)) => {
            Some((format!("to{i}"), count(&def.operands[i].variadicity)))
        }
        Element::Var(VarRef::Result(i)) => {
            Some((format!("tr{i}"), count(&def.results[i].variadicity)))
        }
        Element::Operands if def.operands.len() == 1 => Some(("to0".into(), TypeCount::List)),
        Element::Results if def.results.len() == 1 => Some(("tr0".into(), TypeCount::List)),
        _ => None,
    }
}

/// The fast parse function's statements: what is parsed goes to locals
/// (`o{i}` operands, `to{i}`/`tr{i}` parsed types, `a{i}` attributes,
/// `dict`), types are resolved by code following each type's source.
struct FastGen<'a> {
    model: &'a Model,
    /// `oilist`s emitted so far (names their `seen` locals).
    oilists: usize,
    def: &'a OpDef,
    format: &'a Format,
    lines: String,
    indent: usize,
    /// Operands (results) whose types a `type` directive parses.
    typed_operands: Vec<bool>,
    typed_results: Vec<bool>,
}

const RT: &str = "ropt_ods_runtime::asm::generated";

impl FastGen<'_> {
    fn stmt(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.lines.push_str("    ");
        }
        self.lines.push_str(s);
        self.lines.push('\n');
    }

    fn mark_typed(&mut self, items: &[Item]) {
        for it in items {
            match &it.element {
                Element::Type(inner) | Element::Qualified(inner) => self.mark_type_arg(inner),
                Element::FunctionalType(ins, outs) => {
                    self.mark_type_arg(ins);
                    self.mark_type_arg(outs);
                }
                Element::Optional { then, else_, .. } => {
                    self.mark_typed(then);
                    self.mark_typed(else_);
                }
                Element::OIList(clauses) => clauses.iter().for_each(|c| self.mark_typed(c)),
                _ => {}
            }
        }
    }

    fn mark_type_arg(&mut self, arg: &Item) {
        match arg.element {
            Element::Var(VarRef::Operand(i)) => self.typed_operands[i] = true,
            Element::Var(VarRef::Result(i)) => self.typed_results[i] = true,
            Element::Operands => self.typed_operands.iter_mut().for_each(|t| *t = true),
            Element::Results => self.typed_results.iter_mut().for_each(|t| *t = true),
            _ => {}
        }
    }

    fn generate(&mut self) {
        let def = self.def;
        self.mark_typed(&self.format.items);
        for i in 0..def.operands.len() {
            self.stmt(&format!("let mut o{i} = {RT}::Operands::new();"));
            if self.typed_operands[i] {
                self.stmt(&format!("let mut to{i}: Option<{RT}::Types> = None;"));
            }
        }
        for i in 0..def.results.len() {
            if self.typed_results[i] {
                self.stmt(&format!("let mut tr{i}: Option<{RT}::Types> = None;"));
            }
        }
        for i in 0..def.attributes.len() {
            self.stmt(&format!("let mut a{i}: Option<Attribute> = None;"));
        }
        for i in 0..def.regions.len() {
            self.stmt(&format!("let mut r{i} = {RT}::Regions::new();"));
        }
        for i in 0..def.successors.len() {
            self.stmt(&format!("let mut s{i} = {RT}::Successors::new();"));
        }
        self.stmt("let mut dict = Vec::new();");
        self.items(&self.format.items);
        for v in self.format.transform_sources() {
            let (result, i, local) = match v {
                VarRef::Operand(i) if self.typed_operands[i] => (false, i, format!("to{i}")),
                VarRef::Result(i) if self.typed_results[i] => (true, i, format!("tr{i}")),
                _ => continue,
            };
            self.stmt(&format!(
                "g.check_transform_source({result}, {i}, &{RT}::parsed(&{local}))?;"
            ));
        }
        // Resolution, as the interpreter's `finish` does it.
        if def.operands.is_empty() {
            self.stmt("state.operands.clear();");
        } else {
            self.stmt("let pos = g.pos();");
            self.stmt("let mut values = std::mem::take(&mut state.operands);");
            self.stmt("values.clear();");
        }
        for i in 0..def.operands.len() {
            let t = self.resolved(VarRef::Operand(i), &format!("o{i}.len()"), 0);
            self.stmt(&format!("let t = {t};"));
            self.stmt(&format!("g.resolve({i}, &o{i}, &t, pos, &mut values)?;"));
        }
        if !def.operands.is_empty() {
            self.stmt("state.operands = values;");
        }
        if def.results.is_empty() {
            self.stmt("state.result_types.clear();");
        } else {
            self.stmt("let mut result_types = std::mem::take(&mut state.result_types);");
            self.stmt("result_types.clear();");
        }
        // Result group sizes give `resultSegmentSizes` unless `type(results)` parses the
        // types (the dictionary holds the attribute then, as in MLIR's parsers).
        let result_segments =
            def.has_trait("AttrSizedResultSegments") && !uses_results(&self.format.items);
        for (i, r) in def.results.iter().enumerate() {
            let count = if r.variadicity == Variadicity::Single {
                "1"
            } else {
                "0"
            };
            let t = self.resolved(VarRef::Result(i), count, 0);
            if result_segments {
                self.stmt(&format!("let t = {t};"));
                self.stmt(&format!("let rs{i} = t.len() as i32;"));
                self.stmt("result_types.extend(t);");
            } else {
                self.stmt(&format!("result_types.extend({t});"));
            }
        }
        if !def.results.is_empty() {
            self.stmt("state.result_types = result_types;");
        }
        // Single regions of an optional group left out are empty; they can only be the last
        // ones (`($body^)?` ends a format), which the op gets as new empty regions.
        let optional: Vec<String> = (def.regions.iter().enumerate())
            .filter(|(_, r)| !r.is_variadic)
            .map(|(i, _)| format!("r{i}.is_empty()"))
            .collect();
        let trailing_single = def.regions.last().is_some_and(|r| !r.is_variadic)
            && optional_region(&self.format.items, false);
        if trailing_single && optional.len() == def.regions.len() {
            self.stmt(&format!(
                "let missing_regions = [{}].iter().rev().take_while(|&&m| m).count() as u32;",
                optional.join(", ")
            ));
        }
        for i in 0..def.regions.len() {
            self.stmt(&format!("state.regions.extend(r{i});"));
        }
        if trailing_single && optional.len() == def.regions.len() {
            self.stmt("state.num_new_regions += missing_regions;");
        }
        for i in 0..def.successors.len() {
            self.stmt(&format!("state.successors.extend(s{i});"));
        }
        let attrs: Vec<String> = (0..def.attributes.len()).map(|i| format!("a{i}")).collect();
        let sizes: Vec<String> = (0..def.operands.len())
            .map(|i| format!("o{i}.len() as i32"))
            .collect();
        let result_sizes = if result_segments {
            let rs: Vec<String> = (0..def.results.len()).map(|i| format!("rs{i}")).collect();
            format!("Some(&[{}])", rs.join(", "))
        } else {
            "None".to_string()
        };
        self.stmt(&format!(
            "g.finish(state, &[{}], dict, &[{}], {result_sizes});",
            attrs.join(", "),
            sizes.join(", ")
        ));
        self.stmt("Ok(())");
    }

    /// The expression of the types of `v` for `count` values (an expression).
    fn resolved(&self, v: VarRef, count: &str, depth: usize) -> String {
        let (i, source, local) = match v {
            VarRef::Attribute(i) => return format!("g.attr_type(a{i})"),
            VarRef::Operand(i) => (
                i,
                &self.format.operand_types[i],
                self.typed_operands[i].then(|| format!("to{i}")),
            ),
            VarRef::Result(i) => (
                i,
                &self.format.result_types[i],
                self.typed_results[i].then(|| format!("tr{i}")),
            ),
            _ => return format!("{RT}::Types::new()"),
        };
        let _ = i;
        let base = match source {
            TypeSource::Buildable(_) => {
                format!("g.built({}, {count})?", var_ref(v))
            }
            TypeSource::SameAs(o) if depth < 16 => {
                let n = match o {
                    // An absent operand still has the type it would have had.
                    VarRef::Operand(j)
                        if self.def.operands[*j].variadicity != Variadicity::Single =>
                    {
                        format!("o{j}.len().max(1)")
                    }
                    VarRef::Operand(j) => format!("o{j}.len()"),
                    _ => count.to_string(),
                };
                format!("{RT}::fit({}, {count})", self.resolved(*o, &n, depth + 1))
            }
            TypeSource::Transformed(o, transform) if depth < 16 => {
                let n = match o {
                    // An absent operand still has the type it would have had.
                    VarRef::Operand(j)
                        if self.def.operands[*j].variadicity != Variadicity::Single =>
                    {
                        format!("o{j}.len().max(1)")
                    }
                    VarRef::Operand(j) => format!("o{j}.len()"),
                    _ => count.to_string(),
                };
                let fit = match v {
                    VarRef::Operand(_) => format!("Some({count})"),
                    _ => "None".to_string(),
                };
                format!(
                    "g.transform({}, {transform:?}, {fit})?",
                    self.resolved(*o, &n, depth + 1)
                )
            }
            _ => format!("{RT}::Types::new()"),
        };
        match local {
            Some(l) if base == format!("{RT}::Types::new()") => format!("{RT}::parsed(&{l})"),
            Some(l) => {
                format!("match &{l} {{ Some(t) => {RT}::Types::from_slice(t), None => {base} }}")
            }
            None => base,
        }
    }

    fn items(&mut self, items: &[Item]) {
        for it in items {
            self.item(it);
        }
    }

    fn item(&mut self, it: &Item) {
        match &it.element {
            Element::Literal(lit) => {
                if let Some(stmt) = parse_literal_stmt(lit) {
                    self.stmt(&stmt);
                }
            }
            Element::AttrDict { with_keyword } => {
                self.stmt(&format!("g.attr_dict(&mut dict, {with_keyword})?;"));
            }
            Element::Var(VarRef::Operand(i)) => {
                let call = match self.def.operands[*i].variadicity {
                    Variadicity::Single => "operand",
                    Variadicity::Optional => "optional_operand",
                    _ => "operand_list",
                };
                self.stmt(&format!("o{i} = g.{call}({i})?;"));
            }
            Element::Var(VarRef::Attribute(i)) => {
                self.stmt(&format!("a{i} = Some(g.attr({i})?);"));
            }
            Element::Type(inner) | Element::Qualified(inner) => {
                let Some((local, count)) = type_local(self.def, inner) else {
                    return;
                };
                let kind = match (&inner.element, count) {
                    (Element::Var(VarRef::Operand(i)), TypeCount::One) => {
                        self.def.operands[*i].constraint.parse_kind.as_deref()
                    }
                    (Element::Var(VarRef::Result(i)), TypeCount::One) => {
                        self.def.results[*i].constraint.parse_kind.as_deref()
                    }
                    _ => None,
                };
                let call = match (count, kind) {
                    (TypeCount::One, Some(kind)) => format!("single_type_of_kind({kind:?})"),
                    (TypeCount::One, None) => "single_type()".into(),
                    (TypeCount::Optional, _) => "optional_type()".into(),
                    (TypeCount::List, _) => "type_list()".into(),
                };
                self.stmt(&format!("{local} = Some(g.{call}?);"));
            }
            Element::FunctionalType(ins, outs) => {
                let (Some((i, _)), Some((o, _))) =
                    (type_local(self.def, ins), type_local(self.def, outs))
                else {
                    return;
                };
                self.stmt("let (fi, fo) = g.function_type()?;");
                self.stmt(&format!("{i} = Some(fi);"));
                self.stmt(&format!("{o} = Some(fo);"));
            }
            Element::Var(VarRef::Region(i)) => {
                let call = if self.def.regions[*i].is_variadic {
                    "region_list"
                } else {
                    "region"
                };
                self.stmt(&format!("r{i} = g.{call}()?;"));
            }
            Element::Var(VarRef::Successor(i)) => {
                let call = if self.def.successors[*i].is_variadic {
                    "successor_list"
                } else {
                    "successor"
                };
                self.stmt(&format!("s{i} = g.{call}()?;"));
            }
            Element::OIList(clauses) => {
                let (open, seen) = oilist_open(self.oilists, clauses.len());
                self.oilists += 1;
                open.lines().for_each(|l| self.stmt(l));
                self.indent += 1;
                for (c, clause) in clauses.iter().enumerate() {
                    let Some(Element::Literal(lit)) = clause.first().map(|f| &f.element) else {
                        continue;
                    };
                    let kw = if c == 0 { "if" } else { "} else if" };
                    self.stmt(&format!("{kw} {} {{", clause_literal_cond(lit)));
                    self.indent += 1;
                    self.stmt(&format!("g.clause(&mut {seen}[{c}], {lit:?})?;"));
                    for t in &clause[1..] {
                        match t.element {
                            Element::Var(VarRef::Attribute(i))
                                if ropt_ods_model::format::is_unit_attr(self.def, &t.element) =>
                            {
                                self.stmt(&format!("a{i} = Some(g.unit());"))
                            }
                            _ => self.item(t),
                        }
                    }
                    self.indent -= 1;
                }
                OILIST_CLOSE.iter().for_each(|l| self.stmt(l));
                self.indent -= 1;
                self.stmt("}");
            }
            Element::Optional {
                then,
                else_,
                anchor,
            } => {
                let Some(first) = then.first() else {
                    return;
                };
                let mut bind = None;
                let cond = match &first.element {
                    Element::Literal(lit) => optional_literal_cond(lit),
                    Element::Var(VarRef::Operand(i)) => {
                        let variadic = self.def.operands[*i].variadicity == Variadicity::Variadic;
                        bind = Some(format!("o{i} = ops;"));
                        format!("let Some(ops) = g.optional_first_operand({i}, {variadic})?")
                    }
                    Element::Type(inner) | Element::Qualified(inner) => {
                        let Some((local, _)) = type_local(self.def, inner) else {
                            return;
                        };
                        bind = Some(format!("{local} = Some(types);"));
                        "let Some(types) = g.optional_first_types()?".to_string()
                    }
                    Element::Var(VarRef::Region(i)) => {
                        bind = Some(format!("r{i} = rs;"));
                        let variadic = self.def.regions[*i].is_variadic;
                        format!("let Some(rs) = g.optional_first_region({variadic})?")
                    }
                    Element::Var(VarRef::Successor(i)) => {
                        bind = Some(format!("s{i} = ss;"));
                        let variadic = self.def.successors[*i].is_variadic;
                        format!("let Some(ss) = g.optional_first_successor({variadic})?")
                    }
                    Element::Var(VarRef::Attribute(i)) => {
                        let a = &self.def.attributes[*i];
                        if a.constraint.is_unit {
                            "false".into()
                        } else {
                            let _ = self.model;
                            bind = Some(format!("a{i} = Some(a);"));
                            format!("let Some(a) = g.optional_first_enum({i})")
                        }
                    }
                    _ => return,
                };
                self.stmt(&format!("if {cond} {{"));
                self.indent += 1;
                if let Some(b) = bind {
                    self.stmt(&b);
                }
                let mut unit_anchor = None;
                if let Element::Var(VarRef::Attribute(i)) = &then[*anchor].element
                    && self.def.attributes[*i].constraint.is_unit
                {
                    self.stmt(&format!("a{i} = Some(g.unit());"));
                    unit_anchor = Some(*anchor);
                }
                for (k, t) in then.iter().enumerate().skip(1) {
                    if unit_anchor != Some(k) {
                        self.item(t);
                    }
                }
                self.indent -= 1;
                if else_.is_empty() {
                    self.stmt("}");
                } else {
                    self.stmt("} else {");
                    self.indent += 1;
                    self.items(else_);
                    self.indent -= 1;
                    self.stmt("}");
                }
            }
            _ => {}
        }
    }
}

/// Whether a region variable appears inside an optional group of `items`.
fn optional_region(items: &[Item], in_optional: bool) -> bool {
    items.iter().any(|it| match &it.element {
        Element::Var(VarRef::Region(_)) => in_optional,
        Element::Optional { then, else_, .. } => {
            optional_region(then, true) || optional_region(else_, true)
        }
        _ => false,
    })
}

/// Whether `results` (all result types at once) appears in `items`.
fn uses_results(items: &[Item]) -> bool {
    items.iter().any(|it| match &it.element {
        Element::Results => true,
        Element::Type(inner) | Element::Qualified(inner) | Element::Ref(inner) => {
            uses_results(std::slice::from_ref(inner))
        }
        Element::FunctionalType(a, b) => uses_results(&[(**a).clone(), (**b).clone()]),
        Element::Custom { args, .. } => uses_results(args),
        Element::Optional { then, else_, .. } => uses_results(then) || uses_results(else_),
        Element::OIList(clauses) => clauses.iter().any(|c| uses_results(c)),
        _ => false,
    })
}

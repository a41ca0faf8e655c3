//! Numeric substitution blocks: `[[#%x,VAR: ==expr]]`, their formats and evaluation.
//!
//! Expressions are stored in postfix order and evaluated with an explicit stack, so long
//! operator chains never recurse. Parenthesised nesting is limited to [`MAX_NESTING`].

use crate::pattern::{Context, ErrorDiag, parse_variable};
use crate::source::{SourceMgr, Span};

/// Index of a numeric variable in [`Context::num_vars`].
pub type NumVarId = u32;

/// Maximum nesting of parentheses and calls in one expression.
pub const MAX_NESTING: usize = 256;

/// A numeric variable.
#[derive(Debug, Clone)]
pub struct NumVar {
    /// Name.
    pub name: String,
    /// Implicit format.
    pub format: Format,
    /// The line defining it (to reject uses on the same line).
    pub def_line: Option<usize>,
    /// Current value.
    pub value: Option<i128>,
    /// The input text the value was captured from.
    pub str_value: Option<Span>,
}

/// Format kinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormatKind {
    /// No format (literals).
    None,
    /// `%u`
    Unsigned,
    /// `%d`
    Signed,
    /// `%x`
    HexLower,
    /// `%X`
    HexUpper,
}

/// A matching format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Format {
    /// Kind.
    pub kind: FormatKind,
    /// Minimum number of digits.
    pub precision: u32,
    /// `#`: a `0x` prefix.
    pub alt: bool,
}

impl Format {
    /// `%u`.
    pub fn unsigned() -> Self {
        Format {
            kind: FormatKind::Unsigned,
            precision: 0,
            alt: false,
        }
    }

    fn none() -> Self {
        Format {
            kind: FormatKind::None,
            precision: 0,
            alt: false,
        }
    }

    fn to_str(self) -> String {
        let letter = match self.kind {
            FormatKind::None => return "none".into(),
            FormatKind::Unsigned => 'u',
            FormatKind::Signed => 'd',
            FormatKind::HexLower => 'x',
            FormatKind::HexUpper => 'X',
        };
        let alt = if self.alt { "#" } else { "" };
        if self.precision > 0 {
            format!("%{alt}.{}{letter}", self.precision)
        } else {
            format!("%{alt}{letter}")
        }
    }

    /// The ERE matching any value in this format.
    pub fn wildcard_regex(self) -> Vec<u8> {
        let pre = if self.alt { "0x" } else { "" };
        let p = self.precision;
        let s = match (self.kind, p) {
            (FormatKind::Signed, 0) => "-?[0-9]+".to_string(),
            (FormatKind::Signed, _) => format!("{pre}-?([1-9][0-9]*)?[0-9]{{{p}}}"),
            (FormatKind::HexUpper, 0) => format!("{pre}[0-9A-F]+"),
            (FormatKind::HexUpper, _) => format!("{pre}([1-9A-F][0-9A-F]*)?[0-9A-F]{{{p}}}"),
            (FormatKind::HexLower, 0) => format!("{pre}[0-9a-f]+"),
            (FormatKind::HexLower, _) => format!("{pre}([1-9a-f][0-9a-f]*)?[0-9a-f]{{{p}}}"),
            (_, 0) => "[0-9]+".to_string(),
            (_, _) => format!("{pre}([1-9][0-9]*)?[0-9]{{{p}}}"),
        };
        s.into_bytes()
    }

    /// The text of `v` in this format, or `None` on overflow (negative unsigned value).
    pub fn matching_string(self, v: i128) -> Option<String> {
        if self.kind != FormatKind::Signed && v < 0 {
            return None;
        }
        let abs = v.unsigned_abs();
        let digits = match self.kind {
            FormatKind::HexLower => format!("{abs:x}"),
            FormatKind::HexUpper => format!("{abs:X}"),
            _ => abs.to_string(),
        };
        let sign = if v < 0 { "-" } else { "" };
        let pre = if self.alt { "0x" } else { "" };
        let zeros = (self.precision as usize).saturating_sub(digits.len());
        Some(format!("{sign}{pre}{}{digits}", "0".repeat(zeros)))
    }

    /// Parses a value matched by [`Format::wildcard_regex`].
    pub fn value_from_str(self, s: &[u8]) -> Option<i128> {
        let (neg, mut s) = match s.strip_prefix(b"-") {
            Some(r) => (true, r),
            None => (false, s),
        };
        if self.kind != FormatKind::Signed && self.alt {
            s = s.strip_prefix(b"0x").unwrap_or(s);
        }
        let hex = matches!(self.kind, FormatKind::HexLower | FormatKind::HexUpper);
        let v =
            i128::from_str_radix(std::str::from_utf8(s).ok()?, if hex { 16 } else { 10 }).ok()?;
        Some(if neg { -v } else { v })
    }
}

/// Binary operations and functions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    /// `+`, `add`
    Add,
    /// `-`, `sub`
    Sub,
    /// `mul`
    Mul,
    /// `div`
    Div,
    /// `max`
    Max,
    /// `min`
    Min,
}

/// A postfix node.
#[derive(Debug, Clone)]
enum Node {
    Lit(i128),
    Var(NumVarId),
    Op(Op),
}

/// A parsed expression AST in postfix order; each node carries its source text.
#[derive(Debug, Clone)]
pub struct Ast {
    nodes: Vec<(Node, Span)>,
}

/// A numeric expression with its format.
#[derive(Debug, Clone)]
pub struct Expr {
    /// The AST (absent for a bare definition `[[#VAR:]]`).
    pub ast: Option<Ast>,
    /// The format of the value.
    pub format: Format,
}

/// Why an evaluation failed.
pub enum EvalError {
    /// Undefined variables, with the location of each use.
    Undefined(Vec<(String, Span)>),
    /// Overflow or division by zero.
    Overflow,
}

impl Expr {
    /// Evaluates the expression with the current variable values.
    pub fn eval(&self, ctx: &Context) -> Result<i128, EvalError> {
        let Some(ast) = &self.ast else {
            return Err(EvalError::Overflow);
        };
        eval_ast(ast, ctx)
    }
}

enum Val {
    Ok(i128),
    Undef(Vec<(String, Span)>),
    Overflow,
}

fn eval_ast(ast: &Ast, ctx: &Context) -> Result<i128, EvalError> {
    let mut stack: Vec<Val> = Vec::new();
    for (node, span) in &ast.nodes {
        match node {
            Node::Lit(v) => stack.push(Val::Ok(*v)),
            Node::Var(id) => {
                let var = &ctx.num_vars[*id as usize];
                stack.push(match var.value {
                    Some(v) => Val::Ok(v),
                    None => Val::Undef(vec![(var.name.clone(), *span)]),
                });
            }
            Node::Op(op) => {
                let r = stack.pop().unwrap_or(Val::Overflow);
                let l = stack.pop().unwrap_or(Val::Overflow);
                stack.push(match (l, r) {
                    (Val::Ok(a), Val::Ok(b)) => apply(*op, a, b).map_or(Val::Overflow, Val::Ok),
                    (Val::Undef(mut a), Val::Undef(b)) => {
                        a.extend(b);
                        Val::Undef(a)
                    }
                    (Val::Undef(a), _) | (_, Val::Undef(a)) => Val::Undef(a),
                    _ => Val::Overflow,
                });
            }
        }
    }
    match stack.pop() {
        Some(Val::Ok(v)) => Ok(v),
        Some(Val::Undef(u)) => Err(EvalError::Undefined(u)),
        _ => Err(EvalError::Overflow),
    }
}

fn apply(op: Op, a: i128, b: i128) -> Option<i128> {
    match op {
        Op::Add => a.checked_add(b),
        Op::Sub => a.checked_sub(b),
        Op::Mul => a.checked_mul(b),
        Op::Div => {
            if b == 0 {
                None
            } else {
                a.checked_div(b)
            }
        }
        Op::Max => Some(a.max(b)),
        Op::Min => Some(a.min(b)),
    }
}

/// Which operands are allowed at a point of the grammar.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Allowed {
    LineVar,
    LegacyLiteral,
    Any,
}

struct ExprParser<'a> {
    sm: &'a SourceMgr,
    ctx: &'a mut Context,
    line: Option<usize>,
    nodes: Vec<(Node, Span)>,
    depth: usize,
}

fn err(at: Span, msg: impl Into<String>) -> ErrorDiag {
    ErrorDiag {
        loc: at.loc(),
        msg: msg.into(),
    }
}

fn ltrim(sm: &SourceMgr, s: Span) -> Span {
    let t = sm.slice(s);
    let n = t.iter().take_while(|&&c| c == b' ' || c == b'\t').count();
    s.sub(n, s.len())
}

fn rtrim(sm: &SourceMgr, s: Span) -> Span {
    let t = sm.slice(s);
    let mut n = t.len();
    while n > 0 && (t[n - 1] == b' ' || t[n - 1] == b'\t') {
        n -= 1;
    }
    s.sub(0, n)
}

/// Parses an integer like LLVM's `StringRef::consumeInteger`; radix 0 auto-detects.
fn consume_integer(sm: &SourceMgr, s: &mut Span, radix: u32) -> Option<u128> {
    let t = sm.slice(*s);
    let mut i = 0;
    let mut radix = radix;
    if radix == 0 {
        let lower = |k: usize| t.get(k).map(|c| c.to_ascii_lowercase());
        if t.len() >= 2 && t[0] == b'0' && lower(1) == Some(b'x') {
            radix = 16;
            i = 2;
        } else if t.len() >= 2 && t[0] == b'0' && lower(1) == Some(b'b') {
            radix = 2;
            i = 2;
        } else if t.len() >= 2 && t[0] == b'0' && lower(1) == Some(b'o') {
            radix = 8;
            i = 2;
        } else if t.len() >= 2 && t[0] == b'0' && t[1].is_ascii_digit() {
            radix = 8;
            i = 1;
        } else {
            radix = 10;
        }
    }
    let start = i;
    let mut v: u128 = 0;
    while i < t.len() {
        let d = match t[i] {
            c @ b'0'..=b'9' => u32::from(c - b'0'),
            c @ b'a'..=b'z' => u32::from(c - b'a') + 10,
            c @ b'A'..=b'Z' => u32::from(c - b'A') + 10,
            _ => break,
        };
        if d >= radix {
            break;
        }
        v = v
            .checked_mul(u128::from(radix))?
            .checked_add(u128::from(d))?;
        i += 1;
    }
    if i == start {
        return None;
    }
    *s = s.sub(i, s.len());
    Some(v)
}

impl ExprParser<'_> {
    fn text(&self, s: Span) -> &[u8] {
        self.sm.slice(s)
    }

    fn operand(
        &mut self,
        e: &mut Span,
        ao: Allowed,
        maybe_constraint: bool,
    ) -> Result<(), ErrorDiag> {
        if self.text(*e).first() == Some(&b'(') {
            if ao != Allowed::Any {
                return Err(err(*e, "parenthesized expression not permitted here"));
            }
            return self.paren(e);
        }
        if ao == Allowed::LineVar || ao == Allowed::Any {
            let mut probe = *e;
            match parse_variable(self.sm, &mut probe) {
                Ok(v) => {
                    *e = probe;
                    if self.text(ltrim(self.sm, *e)).first() == Some(&b'(') {
                        if ao != Allowed::Any {
                            return Err(err(v.span, "unexpected function call"));
                        }
                        return self.call(e, v.span, &v.name);
                    }
                    return self.var_use(&v.name, v.span, v.pseudo);
                }
                Err(er) => {
                    if ao == Allowed::LineVar {
                        return Err(er);
                    }
                }
            }
        }
        let save = *e;
        let mut rest = *e;
        let neg = self.text(rest).first() == Some(&b'-');
        if neg {
            rest = rest.sub(1, rest.len());
        }
        let radix = if ao == Allowed::LegacyLiteral { 10 } else { 0 };
        if let Some(v) = consume_integer(self.sm, &mut rest, radix) {
            let v = v.min(i128::MAX as u128) as i128;
            let v = if neg { -v } else { v };
            let lit = Span {
                buf: save.buf,
                start: save.start,
                end: rest.start,
            };
            self.nodes.push((Node::Lit(v), lit));
            *e = rest;
            return Ok(());
        }
        let c = if maybe_constraint {
            "matching constraint or "
        } else {
            ""
        };
        Err(err(save, format!("invalid {c}operand format")))
    }

    fn var_use(&mut self, name: &str, span: Span, pseudo: bool) -> Result<(), ErrorDiag> {
        if pseudo && name != "@LINE" {
            return Err(err(
                span,
                format!("invalid pseudo numeric variable '{name}'"),
            ));
        }
        let id = match self.ctx.num_table.get(name) {
            Some(&id) => id,
            None => {
                let id = self.ctx.make_num_var(name, Format::unsigned(), None);
                self.ctx.num_table.insert(name.to_string(), id);
                id
            }
        };
        let def_line = self.ctx.num_vars[id as usize].def_line;
        if def_line.is_some() && self.line.is_some() && def_line == self.line {
            return Err(err(
                span,
                format!("numeric variable '{name}' defined earlier in the same CHECK directive"),
            ));
        }
        self.nodes.push((Node::Var(id), span));
        Ok(())
    }

    fn enter(&mut self, at: Span) -> Result<(), ErrorDiag> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(err(at, "expression nesting too deep"));
        }
        Ok(())
    }

    fn paren(&mut self, e: &mut Span) -> Result<(), ErrorDiag> {
        self.enter(*e)?;
        *e = ltrim(self.sm, e.sub(1, e.len()));
        if e.is_empty() {
            return Err(err(*e, "missing operand in expression"));
        }
        self.operand(e, Allowed::Any, false)?;
        *e = ltrim(self.sm, *e);
        while !e.is_empty() && self.text(*e)[0] != b')' {
            let outer = *e;
            self.binop(outer, e, false)?;
            *e = ltrim(self.sm, *e);
        }
        if self.text(*e).first() != Some(&b')') {
            return Err(err(*e, "missing ')' at end of nested expression"));
        }
        *e = e.sub(1, e.len());
        self.depth -= 1;
        Ok(())
    }

    fn call(&mut self, e: &mut Span, name_span: Span, name: &str) -> Result<(), ErrorDiag> {
        self.enter(*e)?;
        *e = ltrim(self.sm, *e);
        let op = match name {
            "add" => Op::Add,
            "div" => Op::Div,
            "max" => Op::Max,
            "min" => Op::Min,
            "mul" => Op::Mul,
            "sub" => Op::Sub,
            _ => {
                return Err(err(
                    name_span,
                    format!("call to undefined function '{name}'"),
                ));
            }
        };
        *e = ltrim(self.sm, e.sub(1, e.len()));
        let mut nargs = 0usize;
        while !e.is_empty() && self.text(*e)[0] != b')' {
            if self.text(*e)[0] == b',' {
                return Err(err(*e, "missing argument"));
            }
            let outer = *e;
            self.operand(e, Allowed::Any, false)?;
            while !e.is_empty() {
                *e = ltrim(self.sm, *e);
                match self.text(*e).first() {
                    Some(b',') | Some(b')') => break,
                    _ => {}
                }
                self.binop(outer, e, false)?;
            }
            nargs += 1;
            *e = ltrim(self.sm, *e);
            if self.text(*e).first() != Some(&b',') {
                break;
            }
            *e = ltrim(self.sm, e.sub(1, e.len()));
            if self.text(*e).first() == Some(&b')') {
                return Err(err(*e, "missing argument"));
            }
        }
        if self.text(*e).first() != Some(&b')') {
            return Err(err(*e, "missing ')' at end of call expression"));
        }
        *e = e.sub(1, e.len());
        if nargs != 2 {
            return Err(err(
                name_span,
                format!("function '{name}' takes 2 arguments but {nargs} given"),
            ));
        }
        let whole = Span {
            buf: name_span.buf,
            start: name_span.start,
            end: e.start,
        };
        self.nodes.push((Node::Op(op), whole));
        self.depth -= 1;
        Ok(())
    }

    /// Parses `<op> <operand>` after a left operand; `outer` starts the whole expression.
    fn binop(&mut self, outer: Span, e: &mut Span, legacy: bool) -> Result<(), ErrorDiag> {
        *e = ltrim(self.sm, *e);
        if e.is_empty() {
            return Ok(());
        }
        let op_at = *e;
        let c = self.text(*e)[0];
        *e = e.sub(1, e.len());
        let op = match c {
            b'+' => Op::Add,
            b'-' => Op::Sub,
            _ => return Err(err(op_at, format!("unsupported operation '{}'", c as char))),
        };
        *e = ltrim(self.sm, *e);
        if e.is_empty() {
            return Err(err(*e, "missing operand in expression"));
        }
        let ao = if legacy {
            Allowed::LegacyLiteral
        } else {
            Allowed::Any
        };
        self.operand(e, ao, false)?;
        let whole = Span {
            buf: outer.buf,
            start: outer.start,
            end: e.start,
        };
        self.nodes.push((Node::Op(op), whole));
        Ok(())
    }
}

/// The implicit format of an AST, or a conflict error.
fn implicit_format(ctx: &Context, sm: &SourceMgr, ast: &Ast) -> Result<Format, ErrorDiag> {
    let mut stack: Vec<(Format, Span)> = Vec::new();
    for (node, span) in &ast.nodes {
        match node {
            Node::Lit(_) => stack.push((Format::none(), *span)),
            Node::Var(id) => stack.push((ctx.num_vars[*id as usize].format, *span)),
            Node::Op(_) => {
                let (rf, rs) = stack.pop().unwrap_or((Format::none(), *span));
                let (lf, ls) = stack.pop().unwrap_or((Format::none(), *span));
                if lf.kind != FormatKind::None && rf.kind != FormatKind::None && lf != rf {
                    return Err(err(
                        *span,
                        format!(
                            "implicit format conflict between '{}' ({}) and '{}' ({}), need an explicit format specifier",
                            String::from_utf8_lossy(sm.slice(ls)),
                            lf.to_str(),
                            String::from_utf8_lossy(sm.slice(rs)),
                            rf.to_str()
                        ),
                    ));
                }
                let f = if lf.kind != FormatKind::None { lf } else { rf };
                stack.push((f, *span));
            }
        }
    }
    Ok(stack.pop().map_or(Format::none(), |(f, _)| f))
}

/// Parses the inside of a numeric substitution block (after `#`). On a definition,
/// `defined` receives the variable.
pub fn parse_block(
    sm: &SourceMgr,
    ctx: &mut Context,
    block: Span,
    defined: &mut Option<NumVarId>,
    legacy: bool,
    line: Option<usize>,
) -> Result<Expr, ErrorDiag> {
    *defined = None;
    let mut e = block;
    let mut explicit = Format::none();
    let mut precision = 0u32;
    let t = sm.slice(e);
    let comma = t.iter().position(|&c| c == b',');
    let paren = t.iter().position(|&c| c == b'(').unwrap_or(usize::MAX);
    if let Some(ci) = comma.filter(|&ci| ci < paren) {
        let mut f = e.sub(0, ci);
        e = e.sub(ci + 1, e.len());
        f = rtrim(sm, ltrim(sm, f));
        if sm.slice(f).first() != Some(&b'%') {
            return Err(err(
                f,
                "invalid matching format specification in expression",
            ));
        }
        f = f.sub(1, f.len());
        let alt_at = f;
        let alt = sm.slice(f).first() == Some(&b'#');
        if alt {
            f = f.sub(1, f.len());
        }
        if sm.slice(f).first() == Some(&b'.') {
            f = f.sub(1, f.len());
            match consume_integer(sm, &mut f, 10) {
                Some(p) if p <= u128::from(u32::MAX) => precision = p as u32,
                _ => return Err(err(f, "invalid precision in format specifier")),
            }
        }
        if !f.is_empty() {
            let kind = match sm.slice(f)[0] {
                b'u' => FormatKind::Unsigned,
                b'd' => FormatKind::Signed,
                b'x' => FormatKind::HexLower,
                b'X' => FormatKind::HexUpper,
                _ => return Err(err(f, "invalid format specifier in expression")),
            };
            let is_hex = matches!(kind, FormatKind::HexLower | FormatKind::HexUpper);
            explicit = Format {
                kind,
                precision,
                alt: alt && is_hex,
            };
            f = f.sub(1, f.len());
        }
        if alt && !matches!(explicit.kind, FormatKind::HexLower | FormatKind::HexUpper) {
            return Err(err(alt_at, "alternate form only supported for hex values"));
        }
        f = ltrim(sm, f);
        if !f.is_empty() {
            return Err(err(
                f,
                "invalid matching format specification in expression",
            ));
        }
    }
    let mut def_expr = None;
    if let Some(di) = sm.slice(e).iter().position(|&c| c == b':') {
        def_expr = Some(e.sub(0, di));
        e = e.sub(di + 1, e.len());
    }
    e = ltrim(sm, e);
    let mut constraint = false;
    if sm.slice(e).starts_with(b"==") {
        constraint = true;
        e = e.sub(2, e.len());
    }
    e = ltrim(sm, e);
    let mut p = ExprParser {
        sm,
        ctx,
        line,
        nodes: Vec::new(),
        depth: 0,
    };
    let mut ast = None;
    if e.is_empty() {
        if constraint {
            return Err(err(
                e,
                "empty numeric expression should not have a constraint",
            ));
        }
    } else {
        e = rtrim(sm, e);
        let outer = e;
        let ao = if legacy {
            Allowed::LineVar
        } else {
            Allowed::Any
        };
        p.operand(&mut e, ao, !constraint)?;
        while !e.is_empty() {
            p.binop(outer, &mut e, legacy)?;
            if legacy && !e.is_empty() {
                return Err(err(
                    e,
                    format!(
                        "unexpected characters at end of expression '{}'",
                        String::from_utf8_lossy(sm.slice(e))
                    ),
                ));
            }
        }
        ast = Some(Ast {
            nodes: std::mem::take(&mut p.nodes),
        });
    }
    let ctx = p.ctx;
    let mut format = explicit;
    if format.kind == FormatKind::None
        && let Some(a) = &ast
    {
        format = implicit_format(ctx, sm, a)?;
    }
    if format.kind == FormatKind::None {
        format = Format {
            kind: FormatKind::Unsigned,
            precision,
            alt: false,
        };
    }
    if let Some(d) = def_expr {
        let mut d = ltrim(sm, d);
        let v = parse_variable(sm, &mut d)?;
        if v.pseudo {
            return Err(err(
                v.span,
                "definition of pseudo numeric variable unsupported",
            ));
        }
        if ctx.defined.contains(&v.name) {
            return Err(err(
                v.span,
                format!("string variable with name '{}' already exists", v.name),
            ));
        }
        d = ltrim(sm, d);
        if !d.is_empty() {
            return Err(err(d, "unexpected characters after numeric variable name"));
        }
        let id = match ctx.num_table.get(&v.name) {
            Some(&id) => {
                if ctx.num_vars[id as usize].format != format {
                    return Err(err(d, "format different from previous variable definition"));
                }
                id
            }
            None => ctx.make_num_var(&v.name, format, line),
        };
        *defined = Some(id);
    }
    Ok(Expr { ast, format })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats() {
        let x = Format {
            kind: FormatKind::HexLower,
            precision: 4,
            alt: true,
        };
        assert_eq!(x.matching_string(255).unwrap(), "0x00ff");
        assert_eq!(Format::unsigned().matching_string(-1), None);
        assert_eq!(
            Format {
                kind: FormatKind::Signed,
                precision: 0,
                alt: false
            }
            .matching_string(-5)
            .unwrap(),
            "-5"
        );
        assert_eq!(x.value_from_str(b"0x00ff"), Some(255));
        assert_eq!(
            String::from_utf8(Format::unsigned().wildcard_regex()).unwrap(),
            "[0-9]+"
        );
    }

    fn parse(s: &str) -> (Context, SourceMgr, Result<Expr, ErrorDiag>) {
        let mut sm = SourceMgr::new();
        let b = sm.add("t", s.as_bytes().to_vec());
        let mut ctx = Context::new();
        let mut d = None;
        let span = Span {
            buf: b,
            start: 0,
            end: s.len() as u32,
        };
        let r = parse_block(&sm, &mut ctx, span, &mut d, false, Some(1));
        (ctx, sm, r)
    }

    #[test]
    fn evaluates() {
        let (ctx, _, r) = parse("add(2, mul(3,4)) - (1+1)");
        assert_eq!(r.ok().unwrap().eval(&ctx).ok(), Some(12));
        let (ctx, _, r) = parse("0x10+010");
        assert_eq!(r.ok().unwrap().eval(&ctx).ok(), Some(24));
    }

    #[test]
    fn errors() {
        assert_eq!(
            parse("1+").2.err().unwrap().msg,
            "missing operand in expression"
        );
        assert_eq!(
            parse("foo(1,2)").2.err().unwrap().msg,
            "call to undefined function 'foo'"
        );
        assert_eq!(
            parse("%q,N:").2.err().unwrap().msg,
            "invalid format specifier in expression"
        );
        assert_eq!(
            parse("==").2.err().unwrap().msg,
            "empty numeric expression should not have a constraint"
        );
        let deep = format!("{}1{}", "(".repeat(100_000), ")".repeat(100_000));
        assert_eq!(
            parse(&deep).2.err().unwrap().msg,
            "expression nesting too deep"
        );
        let long = format!("1{}", "+1".repeat(100_000));
        let (ctx, _, r) = parse(&long);
        assert_eq!(r.ok().unwrap().eval(&ctx).ok(), Some(100_001));
    }
}

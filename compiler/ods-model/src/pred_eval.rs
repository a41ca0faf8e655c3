//! Run-time evaluation of predicate trees, for dialects loaded from `.td`
//! files without compiling Rust (`ropt --load-dialect`).
//!
//! The leaves of the base library's predicates use a small subset of Rust:
//! method calls on `$_self` (or `$name`, `$_op`), `unwrap`/`is_some`/
//! `Some(..)`, integer, string and slice literals, comparisons, `!`, `&&`,
//! `||`, `&`, `as`, indexing, and `iter().all(|x| ..)`/`any`/`windows(n)`.
//! [`eval_pred`] parses and evaluates that subset; calls on IR entities are
//! answered by a [`Host`] (the IR), everything else is built in.
//!
//! The methods the base library calls on entities, which a host implements:
//! * types: `is_integer`, `is_integer_of_width(w)`, `is_signless_integer`,
//!   `is_signless_integer_of_width(w)`, `is_signed_integer[_of_width]`,
//!   `is_unsigned_integer[_of_width]`, `is_signless_int_or_index`, `is_index`,
//!   `is_float`, `is_f16`/`is_f32`/`is_f64`/`is_f80`/`is_f128`,
//!   `is_float_named(kw)`, `is_none`, `is_complex`, `is_function`, `is_graph`,
//!   `is_opaque(dialect, name)`, `is_shaped`, `is_tensor`, `is_ranked_tensor`,
//!   `is_unranked_tensor`, `is_memref`, `is_unranked_memref`,
//!   `is_strided_memref`, `is_vector`, `is_scalable_vector`, `is_tuple`,
//!   `has_value_semantics`, `has_static_shape`, `rank() -> Option<int>`,
//!   `num_elements() -> Option<int>`, `element_type() -> Option<type>`,
//!   `tuple_types()`, `flattened_tuple_types()`,
//!   `is_dialect_type(dialect, name)`;
//! * attributes: `is_integer_attr`, `is_float_attr`, `is_bool`, `is_unit`,
//!   `is_string`, `is_type_attr`, `is_array`, `is_dictionary`, `is_elements`,
//!   `is_int_elements`, `is_float_elements`, `is_string_elements`,
//!   `is_dense_array_of(kw)`, `is_symbol_ref`, `is_flat_symbol_ref`,
//!   `is_location`, `is_dialect_attr(dialect, name)`, `attr_type()`,
//!   `int_value()`, `float_value()`, `bool_value()`, `str_value()`,
//!   `type_value()`, `array_elements()`, `dense_array_len()`,
//!   `dense_array_values()`, `elements_type()`, `symbol_root()`
//!   (the accessors return `Option`s);
//! * regions: `num_blocks`; values: `ty`.

use std::collections::HashMap;

use crate::model::Pred;

/// A value during evaluation.
#[derive(Debug, Clone, PartialEq)]
pub enum Dyn<H> {
    /// A boolean.
    Bool(bool),
    /// An integer.
    Int(i128),
    /// A float.
    Float(f64),
    /// A string.
    Str(String),
    /// `None`.
    None,
    /// `Some(value)`.
    Some(Box<Dyn<H>>),
    /// A list (slices, `Vec`s, iterators).
    List(Vec<Dyn<H>>),
    /// An IR entity (type, attribute, value, region, op) owned by the host.
    Handle(H),
}

/// Answers method calls on IR entities.
pub trait Host {
    /// The host's entity handle.
    type Handle: Clone + PartialEq + std::fmt::Debug;
    /// Calls `method` on `recv` with `args`; `None` when unknown.
    fn call(
        &self,
        recv: &Self::Handle,
        method: &str,
        args: &[Dyn<Self::Handle>],
    ) -> Option<Dyn<Self::Handle>>;

    /// A key identifying `handle` for caching constraint results: equal keys
    /// mean equal answers to every constraint (uniqued types and attributes).
    /// `None` (the default): not cacheable.
    fn cache_key(&self, handle: &Self::Handle) -> Option<usize> {
        let _ = handle;
        None
    }

    /// Calls `method` of `$_builder` (what a NativeCodeCall expression creates IR
    /// entities with); `None` when unknown (the default: predicates build nothing).
    fn build(&self, method: &str, args: &[Dyn<Self::Handle>]) -> Option<Dyn<Self::Handle>> {
        let _ = (method, args);
        None
    }
}

/// Why a predicate could not be evaluated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EvalError {
    /// What went wrong.
    pub message: String,
    /// The leaf's text.
    pub expr: String,
}

/// Deepest expression nesting accepted.
const MAX_DEPTH: usize = 200;

#[derive(Debug, Clone, PartialEq)]
enum Expr {
    Var(String),
    Bool(bool),
    Int(i128),
    Str(String),
    None,
    Some(Box<Expr>),
    Slice(Vec<Expr>),
    Call(Box<Expr>, String, Vec<Expr>),
    Closure(String, Box<Expr>),
    Index(Box<Expr>, Box<Expr>),
    Not(Box<Expr>),
    Neg(Box<Expr>),
    Ref(Box<Expr>),
    Cast(Box<Expr>, String),
    Bin(&'static str, Box<Expr>, Box<Expr>),
}

struct Parser<'a> {
    s: &'a [u8],
    text: &'a str,
    pos: usize,
    depth: usize,
}

type PResult<T> = Result<T, String>;

impl Parser<'_> {
    /// The text not read yet ("" if a string escape stopped inside a
    /// character).
    fn rest(&self) -> &str {
        self.text.get(self.pos..).unwrap_or("")
    }

    fn ws(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&mut self, t: &str) -> bool {
        self.ws();
        self.rest().starts_with(t)
    }

    fn eat(&mut self, t: &str) -> bool {
        if self.peek(t) {
            self.pos += t.len();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, t: &str) -> PResult<()> {
        if self.eat(t) {
            Ok(())
        } else {
            Err(format!("expected '{t}' at offset {}", self.pos))
        }
    }

    fn ident(&mut self) -> String {
        self.ws();
        let start = self.pos;
        while self.pos < self.s.len()
            && (self.s[self.pos].is_ascii_alphanumeric()
                || self.s[self.pos] == b'_'
                || self.s[self.pos] == b'$'
                || (self.s[self.pos] == b':' && self.s.get(self.pos + 1) == Some(&b':')))
        {
            self.pos += if self.s[self.pos] == b':' { 2 } else { 1 };
        }
        self.text.get(start..self.pos).unwrap_or("").to_string()
    }

    fn expr(&mut self) -> PResult<Expr> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err("expression is nested too deeply".into());
        }
        let e = self.binary(0);
        self.depth -= 1;
        e
    }

    fn binary(&mut self, min_prec: u8) -> PResult<Expr> {
        let mut lhs = self.unary()?;
        loop {
            let ops: [(&'static str, u8); 15] = [
                ("||", 1),
                ("&&", 2),
                ("==", 3),
                ("!=", 3),
                ("<=", 3),
                (">=", 3),
                ("<", 3),
                (">", 3),
                ("&", 4),
                ("|", 4),
                ("+", 5),
                ("-", 5),
                ("*", 6),
                ("/", 6),
                ("%", 6),
            ];
            self.ws();
            let Some(&(op, prec)) = ops.iter().find(|(op, _)| self.rest().starts_with(op)) else {
                break;
            };
            if prec < min_prec || (op == "|" && self.rest().starts_with("||")) {
                break;
            }
            self.pos += op.len();
            let rhs = self.binary(prec + 1)?;
            lhs = Expr::Bin(op, Box::new(lhs), Box::new(rhs));
        }
        Ok(lhs)
    }

    fn unary(&mut self) -> PResult<Expr> {
        if self.eat("!") {
            return Ok(Expr::Not(Box::new(self.nested_unary()?)));
        }
        if self.eat("-") {
            return Ok(Expr::Neg(Box::new(self.nested_unary()?)));
        }
        if self.eat("&") {
            return Ok(Expr::Ref(Box::new(self.nested_unary()?)));
        }
        let mut e = self.postfix()?;
        while self.peek("as ") {
            self.pos += 3;
            let ty = self.ident();
            e = Expr::Cast(Box::new(e), ty);
        }
        Ok(e)
    }

    fn nested_unary(&mut self) -> PResult<Expr> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err("expression is nested too deeply".into());
        }
        let e = self.unary();
        self.depth -= 1;
        e
    }

    fn postfix(&mut self) -> PResult<Expr> {
        let mut e = self.primary()?;
        loop {
            if self.eat(".") {
                let name = self.ident();
                if name.is_empty() {
                    return Err("expected a method name".into());
                }
                // Turbofish: `::<T>` is ignored.
                if self.eat("::<") {
                    while !self.eat(">") {
                        if self.pos >= self.s.len() {
                            return Err("unterminated turbofish".into());
                        }
                        self.pos += 1;
                    }
                }
                self.expect("(")?;
                let mut args = Vec::new();
                while !self.eat(")") {
                    args.push(self.arg()?);
                    if !self.eat(",") {
                        self.expect(")")?;
                        break;
                    }
                }
                e = Expr::Call(Box::new(e), name, args);
            } else if self.eat("[") {
                let index = self.expr()?;
                self.expect("]")?;
                e = Expr::Index(Box::new(e), Box::new(index));
            } else {
                return Ok(e);
            }
        }
    }

    fn arg(&mut self) -> PResult<Expr> {
        if self.eat("|") {
            self.eat("&");
            let param = self.ident();
            self.expect("|")?;
            let body = self.expr()?;
            return Ok(Expr::Closure(param, Box::new(body)));
        }
        self.expr()
    }

    fn primary(&mut self) -> PResult<Expr> {
        self.ws();
        if self.eat("(") {
            let e = self.expr()?;
            self.expect(")")?;
            return Ok(e);
        }
        if self.eat("[") {
            let mut items = Vec::new();
            while !self.eat("]") {
                items.push(self.expr()?);
                if !self.eat(",") {
                    self.expect("]")?;
                    break;
                }
            }
            return Ok(Expr::Slice(items));
        }
        if self.eat("\"") {
            let start = self.pos;
            while self.pos < self.s.len() && self.s[self.pos] != b'"' {
                self.pos += if self.s[self.pos] == b'\\' { 2 } else { 1 };
            }
            let raw = self
                .text
                .get(start..self.pos.min(self.s.len()))
                .unwrap_or("");
            self.expect("\"")?;
            return Ok(Expr::Str(raw.replace("\\\"", "\"")));
        }
        if self.pos < self.s.len() && self.s[self.pos].is_ascii_digit() {
            let start = self.pos;
            while self.pos < self.s.len() && self.s[self.pos].is_ascii_digit() {
                self.pos += 1;
            }
            let value = self.text[start..self.pos]
                .parse()
                .map_err(|_| "bad integer".to_string());
            // A type suffix (`7u64`) changes nothing here.
            while self.pos < self.s.len() && self.s[self.pos].is_ascii_alphanumeric() {
                self.pos += 1;
            }
            return value.map(Expr::Int);
        }
        let name = self.ident();
        match name.as_str() {
            "" => Err(format!("unexpected text at offset {}", self.pos)),
            "true" => Ok(Expr::Bool(true)),
            "false" => Ok(Expr::Bool(false)),
            "None" => Ok(Expr::None),
            "Some" => {
                self.expect("(")?;
                let e = self.expr()?;
                self.expect(")")?;
                Ok(Expr::Some(Box::new(e)))
            }
            _ => Ok(Expr::Var(name)),
        }
    }
}

fn parse(text: &str) -> PResult<Expr> {
    let mut p = Parser {
        s: text.as_bytes(),
        text,
        pos: 0,
        depth: 0,
    };
    let e = p.expr()?;
    p.ws();
    if p.pos != text.len() {
        return Err(format!("unexpected text at offset {}", p.pos));
    }
    Ok(e)
}

struct Evaluator<'h, H: Host> {
    host: &'h H,
    /// Bound names (borrowed from the caller's map, or owned for closure
    /// parameters): no allocation per evaluation.
    vars: Vec<(std::borrow::Cow<'h, str>, Dyn<H::Handle>)>,
}

impl<H: Host> Evaluator<'_, H> {
    fn eval(&mut self, e: &Expr) -> PResult<Dyn<H::Handle>> {
        Ok(match e {
            Expr::Var(v) => self
                .vars
                .iter()
                .rev()
                .find(|(n, _)| n == v)
                .map(|(_, d)| d.clone())
                .ok_or_else(|| format!("unknown variable '{v}'"))?,
            Expr::Bool(b) => Dyn::Bool(*b),
            Expr::Int(i) => Dyn::Int(*i),
            Expr::Str(s) => Dyn::Str(s.clone()),
            Expr::None => Dyn::None,
            Expr::Some(e) => Dyn::Some(Box::new(self.eval(e)?)),
            Expr::Slice(items) => {
                Dyn::List(items.iter().map(|i| self.eval(i)).collect::<PResult<_>>()?)
            }
            Expr::Ref(e) | Expr::Cast(e, _) => self.eval(e)?,
            Expr::Not(e) => Dyn::Bool(!self.truth(e)?),
            Expr::Neg(e) => match self.eval(e)? {
                Dyn::Int(i) => Dyn::Int(-i),
                Dyn::Float(f) => Dyn::Float(-f),
                _ => return Err("cannot negate".into()),
            },
            Expr::Index(list, index) => {
                let (Dyn::List(items), Dyn::Int(i)) = (self.eval(list)?, self.eval(index)?) else {
                    return Err("cannot index".into());
                };
                usize::try_from(i)
                    .ok()
                    .and_then(|i| items.get(i).cloned())
                    .ok_or_else(|| "index out of bounds".to_string())?
            }
            Expr::Bin("&&", a, b) => Dyn::Bool(self.truth(a)? && self.truth(b)?),
            Expr::Bin("||", a, b) => Dyn::Bool(self.truth(a)? || self.truth(b)?),
            Expr::Bin(op, a, b) => {
                let (a, b) = (self.eval(a)?, self.eval(b)?);
                match (*op, &a, &b) {
                    ("==", ..) => Dyn::Bool(a == b),
                    ("!=", ..) => Dyn::Bool(a != b),
                    ("&", Dyn::Int(x), Dyn::Int(y)) => Dyn::Int(x & y),
                    // `String + &str`.
                    ("+", Dyn::Str(x), Dyn::Str(y)) => Dyn::Str(format!("{x}{y}")),
                    ("|", Dyn::Int(x), Dyn::Int(y)) => Dyn::Int(x | y),
                    ("+" | "-" | "*" | "/" | "%", Dyn::Int(x), Dyn::Int(y)) => {
                        let r = match *op {
                            "+" => x.checked_add(*y),
                            "-" => x.checked_sub(*y),
                            "*" => x.checked_mul(*y),
                            "/" => x.checked_div(*y),
                            _ => x.checked_rem(*y),
                        };
                        Dyn::Int(r.ok_or_else(|| format!("'{op}' overflows or divides by zero"))?)
                    }
                    ("+" | "-" | "*" | "/", Dyn::Float(x), Dyn::Float(y)) => {
                        Dyn::Float(match *op {
                            "+" => x + y,
                            "-" => x - y,
                            "*" => x * y,
                            _ => x / y,
                        })
                    }
                    ("<" | "<=" | ">" | ">=", Dyn::Float(x), Dyn::Float(y)) => {
                        Dyn::Bool(match *op {
                            "<" => x < y,
                            "<=" => x <= y,
                            ">" => x > y,
                            _ => x >= y,
                        })
                    }
                    (op, Dyn::Int(x), Dyn::Int(y)) => Dyn::Bool(match op {
                        "<" => x < y,
                        "<=" => x <= y,
                        ">" => x > y,
                        _ => x >= y,
                    }),
                    _ => return Err(format!("cannot apply '{op}'")),
                }
            }
            Expr::Closure(..) => return Err("unexpected closure".into()),
            Expr::Call(recv, method, args) => return self.call(recv, method, args),
        })
    }

    fn truth(&mut self, e: &Expr) -> PResult<bool> {
        match self.eval(e)? {
            Dyn::Bool(b) => Ok(b),
            other => Err(format!("expected a boolean, got {other:?}")),
        }
    }

    fn closure(&mut self, c: &Expr, arg: Dyn<H::Handle>) -> PResult<bool> {
        let Expr::Closure(param, body) = c else {
            return Err("expected a closure".into());
        };
        self.vars
            .push((std::borrow::Cow::Owned(param.clone()), arg));
        let r = self.truth(body);
        self.vars.pop();
        r
    }

    fn call(&mut self, recv: &Expr, method: &str, args: &[Expr]) -> PResult<Dyn<H::Handle>> {
        if matches!(recv, Expr::Var(v) if v == "$_builder") {
            let args: Vec<_> = args.iter().map(|a| self.eval(a)).collect::<PResult<_>>()?;
            return self
                .host
                .build(method, &args)
                .ok_or_else(|| format!("the builder cannot '{method}' these arguments"));
        }
        let recv = self.eval(recv)?;
        match (method, &recv) {
            ("unwrap", Dyn::Some(v)) => return Ok((**v).clone()),
            ("unwrap", Dyn::None) => return Err("unwrap on None".into()),
            ("is_some", _) => return Ok(Dyn::Bool(!matches!(recv, Dyn::None))),
            ("is_none", Dyn::None) => return Ok(Dyn::Bool(true)),
            ("is_none", Dyn::Some(_)) => return Ok(Dyn::Bool(false)),
            ("iter" | "to_vec" | "clone", Dyn::List(_)) => return Ok(recv),
            ("to_string" | "to_owned" | "clone" | "as_str", Dyn::Str(_)) => return Ok(recv),
            ("len", Dyn::List(items)) => return Ok(Dyn::Int(items.len() as i128)),
            ("len", Dyn::Str(s)) => return Ok(Dyn::Int(s.len() as i128)),
            ("is_empty", Dyn::List(items)) => return Ok(Dyn::Bool(items.is_empty())),
            ("is_empty", Dyn::Str(s)) => return Ok(Dyn::Bool(s.is_empty())),
            ("count_ones", Dyn::Int(i)) => return Ok(Dyn::Int(i.count_ones() as i128)),
            ("is_sorted", Dyn::List(items)) => {
                return Ok(Dyn::Bool(items.windows(2).all(|w| match (&w[0], &w[1]) {
                    (Dyn::Int(a), Dyn::Int(b)) => a <= b,
                    _ => false,
                })));
            }
            ("windows", Dyn::List(items)) => {
                let Some(Dyn::Int(n)) = args.first().map(|a| self.eval(a)).transpose()? else {
                    return Err("windows expects a size".into());
                };
                let n = usize::try_from(n).unwrap_or(0).max(1);
                return Ok(Dyn::List(
                    items.windows(n).map(|w| Dyn::List(w.to_vec())).collect(),
                ));
            }
            ("all" | "any", Dyn::List(items)) => {
                let Some(c) = args.first() else {
                    return Err("expected a closure".into());
                };
                let want_all = method == "all";
                for item in items.clone() {
                    if self.closure(c, item)? != want_all {
                        return Ok(Dyn::Bool(!want_all));
                    }
                }
                return Ok(Dyn::Bool(want_all));
            }
            ("contains", Dyn::List(items)) => {
                let Some(a) = args.first() else {
                    return Err("contains expects a value".into());
                };
                let v = self.eval(a)?;
                return Ok(Dyn::Bool(items.contains(&v)));
            }
            _ => {}
        }
        // A method of the elements, on a list (`$variadic.ty()`): mapped.
        if let Dyn::List(items) = &recv {
            let args: Vec<_> = args.iter().map(|a| self.eval(a)).collect::<PResult<_>>()?;
            let mut out = Vec::with_capacity(items.len());
            for item in items {
                let Dyn::Handle(h) = item else {
                    return Err(format!("no method '{method}' on {item:?}"));
                };
                out.push(
                    self.host
                        .call(h, method, &args)
                        .ok_or_else(|| format!("unknown method '{method}'"))?,
                );
            }
            return Ok(Dyn::List(out));
        }
        let Dyn::Handle(h) = &recv else {
            return Err(format!("no method '{method}' on {recv:?}"));
        };
        let args: Vec<_> = args.iter().map(|a| self.eval(a)).collect::<PResult<_>>()?;
        self.host
            .call(h, method, &args)
            .ok_or_else(|| format!("unknown method '{method}'"))
    }
}

/// Evaluates `pred` with `$_self` bound to `subject` and `vars` (names with
/// their `$`) bound to the op's named values.
pub fn eval_pred<H: Host>(
    pred: &Pred,
    subject: Dyn<H::Handle>,
    vars: &HashMap<String, Dyn<H::Handle>>,
    host: &H,
) -> Result<bool, EvalError> {
    let mut ev = Evaluator {
        host,
        vars: vars
            .iter()
            .map(|(k, v)| (std::borrow::Cow::Borrowed(k.as_str()), v.clone()))
            .collect(),
    };
    ev.vars
        .push((std::borrow::Cow::Borrowed("$_self"), subject));
    // Explicit work stack; `And`/`Or` stop at the first deciding child, as
    // the generated Rust (`&&`, `||`) does.
    enum Task<'p> {
        Eval(&'p Pred, Vec<(String, String)>),
        Next(&'p [Pred], bool, usize, Vec<(String, String)>),
        Negate,
    }
    let mut tasks = vec![Task::Eval(pred, Vec::new())];
    let mut results: Vec<bool> = Vec::new();
    while let Some(task) = tasks.pop() {
        match task {
            Task::Eval(p, substs) => match p {
                Pred::Leaf(_) | Pred::Concat { .. } => {
                    let text = render(p, &substs);
                    let value =
                        parse(&text)
                            .and_then(|e| ev.truth(&e))
                            .map_err(|message| EvalError {
                                message,
                                expr: text.clone(),
                            })?;
                    results.push(value);
                }
                Pred::And(children) | Pred::Or(children) => {
                    let is_and = matches!(p, Pred::And(_));
                    match children.first() {
                        None => results.push(is_and),
                        Some(first) => {
                            tasks.push(Task::Next(children, is_and, 1, substs.clone()));
                            tasks.push(Task::Eval(first, substs));
                        }
                    }
                }
                Pred::Not(child) => {
                    tasks.push(Task::Negate);
                    tasks.push(Task::Eval(child, substs));
                }
                Pred::SubstLeaves {
                    pattern,
                    replacement,
                    child,
                } => {
                    let mut inner = substs;
                    inner.push((pattern.to_string(), replacement.to_string()));
                    tasks.push(Task::Eval(child, inner));
                }
            },
            Task::Next(children, is_and, i, substs) => {
                let last = results.last().copied().unwrap_or(is_and);
                if last == is_and && i < children.len() {
                    results.pop();
                    tasks.push(Task::Next(children, is_and, i + 1, substs.clone()));
                    tasks.push(Task::Eval(&children[i], substs));
                }
            }
            Task::Negate => {
                if let Some(last) = results.last_mut() {
                    *last = !*last;
                }
            }
        }
    }
    Ok(results.pop().unwrap_or(true))
}

/// The variables and method names a leaf's text uses (`None` if it does not
/// parse), for the generator deciding whether it can emit the leaf as Rust.
pub fn leaf_names(text: &str) -> Option<(Vec<String>, Vec<String>)> {
    fn go(e: &Expr, vars: &mut Vec<String>, methods: &mut Vec<String>) {
        match e {
            Expr::Var(v) => vars.push(v.clone()),
            Expr::Bool(_) | Expr::Int(_) | Expr::Str(_) | Expr::None => {}
            Expr::Some(x) | Expr::Not(x) | Expr::Neg(x) | Expr::Ref(x) | Expr::Cast(x, _) => {
                go(x, vars, methods)
            }
            Expr::Slice(xs) => xs.iter().for_each(|x| go(x, vars, methods)),
            Expr::Call(r, m, args) => {
                methods.push(m.clone());
                go(r, vars, methods);
                args.iter().for_each(|x| go(x, vars, methods));
            }
            Expr::Closure(p, body) => {
                let mut inner = Vec::new();
                go(body, &mut inner, methods);
                vars.extend(inner.into_iter().filter(|v| v != p));
            }
            Expr::Index(a, b) | Expr::Bin(_, a, b) => {
                go(a, vars, methods);
                go(b, vars, methods);
            }
        }
    }
    let e = parse(text).ok()?;
    let (mut vars, mut methods) = (Vec::new(), Vec::new());
    go(&e, &mut vars, &mut methods);
    Some((vars, methods))
}

/// An expression of the subset parsed once (a NativeCodeCall written in it), evaluated to
/// a value rather than a truth.
#[derive(Debug, Clone)]
pub struct CompiledExpr {
    expr: Expr,
    text: String,
}

/// Parses `text` as one expression of the subset.
pub fn compile_expr(text: &str) -> Result<CompiledExpr, EvalError> {
    let expr = parse(text).map_err(|message| EvalError {
        message,
        expr: text.to_string(),
    })?;
    Ok(CompiledExpr {
        expr,
        text: text.to_string(),
    })
}

impl CompiledExpr {
    /// The expression's text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Evaluates the expression with `vars` (names with their `$`) bound.
    pub fn eval<H: Host>(
        &self,
        vars: &HashMap<String, Dyn<H::Handle>>,
        host: &H,
    ) -> Result<Dyn<H::Handle>, EvalError> {
        let mut ev = Evaluator {
            host,
            vars: vars
                .iter()
                .map(|(k, v)| (std::borrow::Cow::Borrowed(k.as_str()), v.clone()))
                .collect(),
        };
        ev.eval(&self.expr).map_err(|message| EvalError {
            message,
            expr: self.text.clone(),
        })
    }
}

/// A predicate with its leaves parsed once, for repeated evaluation (the
/// verifier of a loaded dialect compiles each constraint once).
#[derive(Debug, Clone)]
pub struct CompiledPred {
    root: Node,
}

#[derive(Debug, Clone)]
enum Node {
    Leaf(Expr, String),
    And(Vec<Node>),
    Or(Vec<Node>),
    Not(Box<Node>),
}

/// Deepest predicate tree [`compile`] accepts.
const MAX_PRED_DEPTH: usize = 1000;

/// Parses every leaf of `pred` (with its substitutions applied).
pub fn compile(pred: &Pred) -> Result<CompiledPred, EvalError> {
    fn go(p: &Pred, substs: &mut Vec<(String, String)>, depth: usize) -> Result<Node, EvalError> {
        if depth > MAX_PRED_DEPTH {
            return Err(EvalError {
                message: "predicate is nested too deeply".into(),
                expr: String::new(),
            });
        }
        Ok(match p {
            Pred::Leaf(_) | Pred::Concat { .. } => {
                let text = render(p, substs);
                let e = parse(&text).map_err(|message| EvalError {
                    message,
                    expr: text.clone(),
                })?;
                Node::Leaf(e, text)
            }
            Pred::And(c) => Node::And(
                c.iter()
                    .map(|c| go(c, substs, depth + 1))
                    .collect::<Result<_, _>>()?,
            ),
            Pred::Or(c) => Node::Or(
                c.iter()
                    .map(|c| go(c, substs, depth + 1))
                    .collect::<Result<_, _>>()?,
            ),
            Pred::Not(c) => Node::Not(Box::new(go(c, substs, depth + 1)?)),
            Pred::SubstLeaves {
                pattern,
                replacement,
                child,
            } => {
                substs.push((pattern.to_string(), replacement.to_string()));
                let node = go(child, substs, depth + 1);
                substs.pop();
                node?
            }
        })
    }
    Ok(CompiledPred {
        root: go(pred, &mut Vec::new(), 0)?,
    })
}

impl CompiledPred {
    /// The texts of the leaves, substitutions applied (in tree order).
    pub fn leaves(&self) -> Vec<&str> {
        fn go<'a>(n: &'a Node, out: &mut Vec<&'a str>) {
            match n {
                Node::Leaf(_, text) => out.push(text),
                Node::And(c) | Node::Or(c) => c.iter().for_each(|n| go(n, out)),
                Node::Not(n) => go(n, out),
            }
        }
        let mut out = Vec::new();
        go(&self.root, &mut out);
        out
    }

    /// Evaluates the predicate as [`eval_pred`] does.
    pub fn eval<H: Host>(
        &self,
        subject: Dyn<H::Handle>,
        vars: &HashMap<String, Dyn<H::Handle>>,
        host: &H,
    ) -> Result<bool, EvalError> {
        let mut ev = Evaluator {
            host,
            vars: vars
                .iter()
                .map(|(k, v)| (std::borrow::Cow::Borrowed(k.as_str()), v.clone()))
                .collect(),
        };
        ev.vars
            .push((std::borrow::Cow::Borrowed("$_self"), subject));
        fn go<H: Host>(n: &Node, ev: &mut Evaluator<'_, H>) -> Result<bool, EvalError> {
            match n {
                Node::Leaf(e, text) => ev.truth(e).map_err(|message| EvalError {
                    message,
                    expr: text.clone(),
                }),
                Node::And(c) => {
                    for n in c {
                        if !go(n, ev)? {
                            return Ok(false);
                        }
                    }
                    Ok(true)
                }
                Node::Or(c) => {
                    for n in c {
                        if go(n, ev)? {
                            return Ok(true);
                        }
                    }
                    Ok(false)
                }
                Node::Not(c) => Ok(!go(c, ev)?),
            }
        }
        go(&self.root, &mut ev)
    }
}

/// The Rust text of a leaf or concatenation with substitutions applied
/// (innermost first).
fn render(p: &Pred, substs: &[(String, String)]) -> String {
    let mut text = p.to_rust("$_self");
    for (pat, rep) in substs.iter().rev() {
        text = text.replace(pat.as_str(), rep);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy host: types are strings like `i32`, `f32`, `tensor<f32>`.
    struct Types;

    impl Host for Types {
        type Handle = String;
        fn call(&self, t: &String, method: &str, args: &[Dyn<String>]) -> Option<Dyn<String>> {
            let elem = t.strip_prefix("tensor<").and_then(|s| s.strip_suffix('>'));
            Some(match method {
                "is_tensor" => Dyn::Bool(elem.is_some()),
                "is_f32" => Dyn::Bool(t == "f32"),
                "is_signless_integer_of_width" => {
                    Dyn::Bool(matches!(args, [Dyn::Int(w)] if *t == format!("i{w}")))
                }
                "element_type" => match elem {
                    Some(e) => Dyn::Some(Box::new(Dyn::Handle(e.to_string()))),
                    None => Dyn::None,
                },
                "rank" => match elem {
                    Some(_) => Dyn::Some(Box::new(Dyn::Int(1))),
                    None => Dyn::None,
                },
                _ => return None,
            })
        }
    }

    fn check(p: &Pred, ty: &str) -> Result<bool, EvalError> {
        eval_pred(p, Dyn::Handle(ty.to_string()), &HashMap::new(), &Types)
    }

    fn leaf(s: &str) -> Pred {
        Pred::Leaf(format!("({s})").into())
    }

    #[test]
    fn arithmetic_expressions() {
        let eval = |text: &str, vars: &[(&str, i128)]| {
            let vars: HashMap<String, Dyn<String>> = vars
                .iter()
                .map(|(k, v)| (k.to_string(), Dyn::Int(*v)))
                .collect();
            compile_expr(text)
                .and_then(|e| e.eval(&vars, &Types))
                .map_err(|e| e.message)
        };
        assert_eq!(
            eval("$0 + $1 * 2", &[("$0", 3), ("$1", 4)]),
            Ok(Dyn::Int(11))
        );
        assert_eq!(eval("($0 + 2) % 4", &[("$0", 3)]), Ok(Dyn::Int(1)));
        assert_eq!(
            eval("$0 - $1 - 1", &[("$0", 3), ("$1", 4)]),
            Ok(Dyn::Int(-2))
        );
        assert_eq!(eval("$0 / 2 > 1", &[("$0", 7)]), Ok(Dyn::Bool(true)));
        assert!(eval("$0 / 0", &[("$0", 7)]).is_err());
        // `$_builder` asks the host, which builds nothing here.
        assert!(eval("$_builder.integer_attr(1)", &[]).is_err());
    }

    #[test]
    fn tensor_of_f32() {
        // The shape of `TensorOf<[F32, I32]>` in the base library.
        let p = Pred::And(vec![
            leaf("$_self.is_tensor()"),
            Pred::SubstLeaves {
                pattern: "$_self".into(),
                replacement: "$_self.element_type().unwrap()".into(),
                child: Box::new(Pred::Or(vec![
                    leaf("$_self.is_f32()"),
                    leaf("$_self.is_signless_integer_of_width(32)"),
                ])),
            },
        ]);
        assert_eq!(check(&p, "tensor<f32>"), Ok(true));
        assert_eq!(check(&p, "tensor<i32>"), Ok(true));
        assert_eq!(check(&p, "tensor<i64>"), Ok(false));
        assert_eq!(
            check(&p, "f32"),
            Ok(false),
            "short-circuit keeps unwrap from failing"
        );
    }

    #[test]
    fn builtin_operations() {
        let t = |s: &str| check(&leaf(s), "tensor<f32>");
        assert_eq!(t("$_self.rank() == Some(1)"), Ok(true));
        assert_eq!(t("$_self.rank() != Some(0) && !$_self.is_f32()"), Ok(true));
        assert_eq!(t("[1, 2, 3].contains(&2)"), Ok(true));
        assert_eq!(t("[1, 2, 3].iter().all(|&v| v > 0)"), Ok(true));
        assert_eq!(t("[1, 3, 2].windows(2).all(|w| w[0] < w[1])"), Ok(false));
        assert_eq!(t("[1, 2, 2].is_sorted()"), Ok(true));
        assert_eq!(t("(5 as u64 & 4) == 0"), Ok(false));
        assert_eq!(t("8.count_ones() == 1"), Ok(true));
        assert_eq!(t("7u64 >= 7"), Ok(true));
        assert_eq!(t("true || $_self.unknown()"), Ok(true));
        assert!(t("$_self.unknown()").is_err());
        assert!(t("$_self.is_f32(").is_err());
        assert!(t(&"!".repeat(10_000)).is_err());
        assert!(t(&format!("{}true{}", "(".repeat(10_000), ")".repeat(10_000))).is_err());
    }

    #[test]
    fn compiled_agrees_with_interpreted() {
        let p = Pred::And(vec![
            leaf("$_self.is_tensor()"),
            Pred::Not(Box::new(Pred::SubstLeaves {
                pattern: "$_self".into(),
                replacement: "$_self.element_type().unwrap()".into(),
                child: Box::new(leaf("$_self.is_f32()")),
            })),
        ]);
        let c = compile(&p).unwrap();
        for ty in ["tensor<f32>", "tensor<i32>", "f32"] {
            let vars = HashMap::new();
            assert_eq!(
                c.eval(Dyn::Handle(ty.to_string()), &vars, &Types),
                check(&p, ty),
                "{ty}"
            );
        }
        assert!(compile(&leaf("$_self.(")).is_err());
    }

    #[test]
    fn named_values() {
        let mut vars = HashMap::new();
        vars.insert("$lhs".to_string(), Dyn::Handle("f32".to_string()));
        let p = leaf("$lhs.is_f32() && $_self.is_tensor()");
        assert_eq!(
            eval_pred(&p, Dyn::Handle("tensor<i1>".into()), &vars, &Types),
            Ok(true)
        );
    }
}

#[cfg(test)]
mod fuzz {
    use super::*;

    /// Random leaves made of Rust-ish tokens and stray characters never panic.
    #[test]
    fn random_leaves_do_not_panic() {
        let pieces = [
            "$_self", ".", "is_f32", "(", ")", "[", "]", "&&", "||", "!", "==", "<", "&", "|", "1",
            "-", "\"", "\\", "\u{e9}", "Some", "None", "unwrap", "iter", "all", "|x|", ",", " ",
            "as", "u64", "::<", ">", "windows", "true", "é\"", "\\\u{e9}",
        ];
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..20_000 {
            let mut text = String::new();
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let len = (seed % 12) as usize;
            for k in 0..len {
                let r = seed.rotate_left(5 * k as u32);
                text.push_str(pieces[(r % pieces.len() as u64) as usize]);
            }
            let _ = parse(&text);
        }
    }
}

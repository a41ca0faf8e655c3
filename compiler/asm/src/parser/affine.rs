//! Parsing `affine_map<...>` and `affine_set<...>`.

use ropt_ir::Attribute;
use ropt_ir::affine::{AffineExpr, IntegerSet};

use super::core::{PResult, Parser};
use crate::lexer::TokenKind;

/// The deepest affine expression the parser builds.
pub const MAX_AFFINE_DEPTH: u32 = 1000;

/// Names of the dimensions and symbols in scope.
struct Scope<'a> {
    dims: Vec<&'a str>,
    symbols: Vec<&'a str>,
}

impl<'a> Parser<'a> {
    /// Parses `affine_map<...>` or `affine_set<...>` (the keyword is current).
    pub fn parse_affine_attr(&mut self) -> PResult<Attribute> {
        let want_set = self.at_keyword("affine_set");
        self.aliasable = true;
        self.advance();
        self.expect(TokenKind::Less, "expected '<' in affine map")?;
        let body = self.offset();
        let scope = self.parse_dim_and_symbol_lists()?;
        let is_set = if self.at(TokenKind::Arrow) {
            false
        } else if self.at(TokenKind::Colon) {
            true
        } else {
            return Err(self.wrong_token_error("expected '->' or ':'"));
        };
        self.advance();
        let attr = if is_set {
            let set = self.parse_integer_set_constraints(&scope)?;
            self.ctx.integer_set_attr(set)
        } else {
            let mut results = Vec::new();
            self.expect(TokenKind::LParen, "expected '(' in affine map range")?;
            if !self.consume_if(TokenKind::RParen) {
                results.push(self.parse_affine_expr(&scope)?);
                while self.consume_if(TokenKind::Comma) {
                    results.push(self.parse_affine_expr(&scope)?);
                }
                self.expect(TokenKind::RParen, "expected ')' in affine map range")?;
            }
            let map = self.ctx.affine_map(
                scope.dims.len() as u32,
                scope.symbols.len() as u32,
                &results,
            );
            self.ctx.affine_map_attr(map)
        };
        if is_set != want_set {
            return Err(self.error_at(
                body,
                if want_set {
                    "expected IntegerSet, but got AffineMap"
                } else {
                    "expected AffineMap, but got IntegerSet"
                },
            ));
        }
        self.expect(
            TokenKind::Greater,
            if is_set {
                "expected '>' in integer set"
            } else {
                "expected '>' in affine map"
            },
        )?;
        Ok(attr)
    }

    fn parse_id_list(
        &mut self,
        close: TokenKind,
        out: &mut Vec<&'a str>,
        others: &[&'a str],
    ) -> PResult<()> {
        if self.consume_if(close) {
            return Ok(());
        }
        loop {
            if !self.at(TokenKind::BareIdent) {
                return Err(self.wrong_token_error("expected bare identifier"));
            }
            let name = self.cur_text();
            if out.contains(&name) || others.contains(&name) {
                return Err(self.error_here(format!("redefinition of identifier '{name}'")));
            }
            self.advance();
            out.push(name);
            if self.consume_if(TokenKind::Comma) {
                continue;
            }
            let msg = if close == TokenKind::RParen {
                "expected ')' in dimensional identifier list"
            } else {
                "expected ']' in symbol list"
            };
            self.expect(close, msg)?;
            return Ok(());
        }
    }

    fn parse_dim_and_symbol_lists(&mut self) -> PResult<Scope<'a>> {
        let mut scope = Scope {
            dims: Vec::new(),
            symbols: Vec::new(),
        };
        self.expect(
            TokenKind::LParen,
            "expected '(' in dimensional identifier list",
        )?;
        let mut dims = Vec::new();
        self.parse_id_list(TokenKind::RParen, &mut dims, &[])?;
        scope.dims = dims;
        if self.consume_if(TokenKind::LSquare) {
            let mut syms = Vec::new();
            self.parse_id_list(TokenKind::RSquare, &mut syms, &scope.dims)?;
            scope.symbols = syms;
        }
        Ok(scope)
    }

    fn parse_integer_set_constraints(&mut self, scope: &Scope<'a>) -> PResult<IntegerSet> {
        self.expect(
            TokenKind::LParen,
            "expected '(' in integer set constraint list",
        )?;
        let mut constraints = Vec::new();
        let mut eqs = Vec::new();
        if !self.consume_if(TokenKind::RParen) {
            loop {
                let lhs = self.parse_affine_expr(scope)?;
                const MSG: &str =
                    "expected '== affine-expr' or '>= affine-expr' at end of affine constraint";
                let (is_eq, ge) = match self.kind() {
                    TokenKind::Greater => (false, true),
                    TokenKind::Less => (false, false),
                    TokenKind::Equal => (true, true),
                    _ => return Err(self.error_here(MSG)),
                };
                self.advance();
                if !self.consume_if(TokenKind::Equal) {
                    return Err(self.error_here(MSG));
                }
                let rhs = self.parse_affine_expr(scope)?;
                let ctx = self.ctx;
                let e = if ge {
                    ctx.affine_add(lhs, ctx.affine_neg(rhs))
                } else {
                    ctx.affine_add(rhs, ctx.affine_neg(lhs))
                };
                constraints.push(e);
                eqs.push(is_eq);
                if self.consume_if(TokenKind::Comma) {
                    continue;
                }
                self.expect(
                    TokenKind::RParen,
                    "expected ')' in integer set constraint list",
                )?;
                break;
            }
        }
        Ok(IntegerSet {
            num_dims: scope.dims.len() as u32,
            num_symbols: scope.symbols.len() as u32,
            constraints: constraints.into(),
            eq_flags: eqs.into(),
        })
    }

    /// Parses an affine expression over the names in `scope`.
    fn parse_affine_expr(&mut self, scope: &Scope<'a>) -> PResult<AffineExpr> {
        self.enter_nested()?;
        let r = self.parse_affine_additive(scope);
        self.exit_nested();
        r
    }

    fn parse_affine_additive(&mut self, scope: &Scope<'a>) -> PResult<AffineExpr> {
        let mut lhs = self.parse_affine_term(scope, false)?;
        loop {
            let ctx = self.ctx;
            if self.consume_if(TokenKind::Plus) {
                let rhs = self.parse_affine_term(scope, true)?;
                lhs = self.check_affine_depth(ctx.affine_add(lhs, rhs))?;
            } else if self.consume_if(TokenKind::Minus) {
                let rhs = self.parse_affine_term(scope, true)?;
                lhs = self.check_affine_depth(ctx.affine_add(lhs, ctx.affine_neg(rhs)))?;
            } else {
                return Ok(lhs);
            }
        }
    }

    fn parse_affine_term(&mut self, scope: &Scope<'a>, in_rhs: bool) -> PResult<AffineExpr> {
        let mut lhs = self.parse_affine_unary(scope, in_rhs)?;
        loop {
            let ctx = self.ctx;
            let op = if self.at(TokenKind::Star) {
                "*"
            } else if self.at_keyword("floordiv") {
                "floordiv"
            } else if self.at_keyword("ceildiv") {
                "ceildiv"
            } else if self.at_keyword("mod") {
                "mod"
            } else {
                return Ok(lhs);
            };
            let op_loc = self.offset();
            self.advance();
            let rhs = self.parse_affine_unary(scope, true)?;
            // Like mlir-opt, a pending operation is built (and diagnosed) when the next
            // high-precedence operator is seen, at that operator; else at its own operator.
            let next_is_high = self.at(TokenKind::Star)
                || self.at_keyword("floordiv")
                || self.at_keyword("ceildiv")
                || self.at_keyword("mod");
            let rloc = if next_is_high { self.offset() } else { op_loc };
            let combined = match op {
                "*" => {
                    if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                        return Err(self.error_at(rloc, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"));
                    }
                    ctx.affine_mul(lhs, rhs)
                }
                _ => {
                    if !rhs.is_symbolic_or_constant() {
                        return Err(self.error_at(
                            rloc,
                            format!("non-affine expression: right operand of {op} has to be either a constant or symbolic"),
                        ));
                    }
                    match op {
                        "floordiv" => ctx.affine_floordiv(lhs, rhs),
                        "ceildiv" => ctx.affine_ceildiv(lhs, rhs),
                        _ => ctx.affine_mod(lhs, rhs),
                    }
                }
            };
            lhs = self.check_affine_depth(combined)?;
        }
    }

    /// Rejects expressions nested deeper than [`MAX_AFFINE_DEPTH`] (long operator chains nest
    /// too), so that later recursive walks cannot overflow the stack.
    fn check_affine_depth(&mut self, e: AffineExpr) -> PResult<AffineExpr> {
        if e.depth() > MAX_AFFINE_DEPTH {
            return Err(self.error_here("affine expression is nested too deeply"));
        }
        Ok(e)
    }

    /// Parses an operand: a negation, a parenthesized expression, a constant, or an
    /// identifier. `in_rhs` tells whether it is the right operand of a binary operator (which
    /// changes the error message when it is missing).
    fn parse_affine_unary(&mut self, scope: &Scope<'a>, in_rhs: bool) -> PResult<AffineExpr> {
        let ctx = self.ctx;
        match self.kind() {
            TokenKind::Minus => {
                self.advance();
                if self.at(TokenKind::Integer) {
                    // A constant too large is left unconsumed: the errors of the enclosing
                    // negations point at it, as mlir-opt's do.
                    let t = self.token();
                    let v = super::core::parse_integer_token(self.text(t))
                        .filter(|v| *v <= i64::MAX as u64);
                    let Some(v) = v else {
                        let f = self.error_at(t.start as usize, "constant too large for index");
                        self.error_here("missing operand of negation");
                        return Err(f);
                    };
                    self.advance();
                    return Ok(ctx.affine_constant(-(v as i64)));
                }
                match self.parse_affine_unary(scope, in_rhs) {
                    Ok(e) => Ok(ctx.affine_neg(e)),
                    Err(f) => {
                        self.error_here("missing operand of negation");
                        Err(f)
                    }
                }
            }
            TokenKind::LParen => {
                self.advance();
                let e = self.parse_affine_expr(scope)?;
                self.expect(TokenKind::RParen, "expected ')'")?;
                Ok(e)
            }
            TokenKind::Integer => {
                let t = self.token();
                let v = super::core::parse_integer_token(self.text(t))
                    .filter(|v| *v <= i64::MAX as u64);
                match v {
                    Some(v) => {
                        self.advance();
                        Ok(ctx.affine_constant(v as i64))
                    }
                    None => Err(self.error_at(t.start as usize, "constant too large for index")),
                }
            }
            TokenKind::BareIdent => {
                let t = self.token();
                let name = self.text(t);
                if let Some(i) = scope.dims.iter().position(|d| *d == name) {
                    self.advance();
                    return Ok(ctx.affine_dim(i as u32));
                }
                if let Some(i) = scope.symbols.iter().position(|d| *d == name) {
                    self.advance();
                    return Ok(ctx.affine_symbol(i as u32));
                }
                Err(self.wrong_token_error("use of undeclared identifier"))
            }
            _ if in_rhs => Err(self.error_here("missing right operand of binary operator")),
            TokenKind::Plus | TokenKind::Star => {
                Err(self.error_here("missing left operand of binary operator"))
            }
            _ => Err(self.error_here("expected affine expression")),
        }
    }
}

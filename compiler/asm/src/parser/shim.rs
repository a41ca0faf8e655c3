//! Entry points of the op parser into the type/attribute/location parsers.
//!
//! The op parser calls types, attributes and locations only through this module, so that the
//! grammar of those (owned by `parser/{types,attributes,locations}.rs`) stays in one place.
//! TODO(attrs): until those land, a minimal subset is parsed here.

use ropt_ir::{Attribute, Location, NamedAttribute, Type};

use super::core::{PResult, Parser};
use crate::lexer::TokenKind;

/// Type/attribute/location parsing as the op parser needs it.
pub trait OpParserExt {
    /// Parses a type.
    fn op_parse_type(&mut self) -> PResult<Type>;
    /// Whether a type can start at the current token.
    fn op_at_type_start(&self) -> bool;
    /// Parses an attribute value.
    fn op_parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute>;
    /// Parses `{...}` into named attributes (sorted by the caller).
    fn op_parse_attr_dict(&mut self, out: &mut Vec<NamedAttribute>) -> PResult<()>;
    /// Parses `loc(...)` (the `loc` keyword is the current token).
    fn op_parse_location(&mut self) -> PResult<Location>;
}

impl OpParserExt for Parser<'_> {
    fn op_parse_type(&mut self) -> PResult<Type> {
        let text = self.cur_text();
        if self.at(TokenKind::LParen) {
            // Function type.
            let mut inputs = Vec::new();
            self.advance();
            if !self.consume_if(TokenKind::RParen) {
                loop {
                    inputs.push(self.op_parse_type()?);
                    if self.consume_if(TokenKind::Comma) {
                        continue;
                    }
                    self.expect(TokenKind::RParen, "expected ')'")?;
                    break;
                }
            }
            self.expect(TokenKind::Arrow, "expected '->' in function type")?;
            let mut results = Vec::new();
            if self.consume_if(TokenKind::LParen) {
                if !self.consume_if(TokenKind::RParen) {
                    loop {
                        results.push(self.op_parse_type()?);
                        if self.consume_if(TokenKind::Comma) {
                            continue;
                        }
                        self.expect(TokenKind::RParen, "expected ')'")?;
                        break;
                    }
                }
            } else {
                results.push(self.op_parse_type()?);
            }
            return Ok(self.ctx.function_type(&inputs, &results));
        }
        if self.at(TokenKind::BareIdent) {
            let ty = match text {
                "index" => Some(self.ctx.index_type()),
                "none" => Some(self.ctx.none_type()),
                "f16" => Some(self.ctx.f16_type()),
                "f32" => Some(self.ctx.f32_type()),
                "f64" => Some(self.ctx.f64_type()),
                _ => text
                    .strip_prefix('i')
                    .and_then(|w| w.parse::<u32>().ok())
                    .map(|w| self.ctx.int_type(w)),
            };
            if let Some(ty) = ty {
                self.advance();
                return Ok(ty);
            }
        }
        Err(self.wrong_token_error("expected non-function type"))
    }

    fn op_at_type_start(&self) -> bool {
        matches!(
            self.kind(),
            TokenKind::BareIdent | TokenKind::BangIdent | TokenKind::LParen
        )
    }

    fn op_parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        match self.kind() {
            TokenKind::Integer | TokenKind::Minus => {
                let v = self.parse_i64("integer")?;
                let ty = if self.consume_if(TokenKind::Colon) {
                    self.op_parse_type()?
                } else {
                    ty.unwrap_or_else(|| self.ctx.i64_type())
                };
                Ok(self.ctx.int_attr(ty, v))
            }
            TokenKind::String => {
                let t = self.advance();
                let bytes = crate::lexer::unescape_string(t.text(self.source()));
                Ok(self.ctx.string_attr_bytes(&bytes, None))
            }
            TokenKind::LBrace => {
                let mut v = Vec::new();
                self.op_parse_attr_dict(&mut v)?;
                v.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
                Ok(self.ctx.dictionary_attr(&v))
            }
            TokenKind::BareIdent if self.at_keyword("unit") => {
                self.advance();
                Ok(self.ctx.unit_attr())
            }
            TokenKind::BareIdent if self.at_keyword("true") || self.at_keyword("false") => {
                let v = self.at_keyword("true");
                self.advance();
                Ok(self.ctx.bool_attr(v))
            }
            _ => Err(self.wrong_token_error("expected attribute value")),
        }
    }

    fn op_parse_attr_dict(&mut self, out: &mut Vec<NamedAttribute>) -> PResult<()> {
        self.expect(TokenKind::LBrace, "expected '{' in attribute dictionary")?;
        if self.consume_if(TokenKind::RBrace) {
            return Ok(());
        }
        loop {
            let name = match self.kind() {
                TokenKind::BareIdent => {
                    let t = self.advance();
                    self.text(t).to_string()
                }
                TokenKind::String => {
                    let t = self.advance();
                    String::from_utf8_lossy(&crate::lexer::unescape_string(t.text(self.source())))
                        .into_owned()
                }
                _ => return Err(self.wrong_token_error("expected attribute name")),
            };
            let value = if self.consume_if(TokenKind::Equal) {
                self.op_parse_attribute(None)?
            } else {
                self.ctx.unit_attr()
            };
            out.push(NamedAttribute::new(self.ctx.identifier(&name), value));
            if self.consume_if(TokenKind::Comma) {
                continue;
            }
            self.expect(TokenKind::RBrace, "expected '}' in attribute dictionary")?;
            return Ok(());
        }
    }

    fn op_parse_location(&mut self) -> PResult<Location> {
        self.advance(); // loc
        self.expect(TokenKind::LParen, "expected '(' in location")?;
        let loc = if self.consume_keyword_if("unknown") {
            self.ctx.unknown_loc()
        } else if self.at(TokenKind::String) {
            let t = self.advance();
            let name = String::from_utf8_lossy(&crate::lexer::unescape_string(
                t.text(self.source()),
            ))
            .into_owned();
            if self.consume_if(TokenKind::Colon) {
                let l = self.parse_i64("line")? as u32;
                self.expect(TokenKind::Colon, "expected ':' in FileLineColLoc")?;
                let c = self.parse_i64("column")? as u32;
                self.ctx.file_line_col_loc(&name, l, c)
            } else {
                self.ctx.name_loc(&name, self.ctx.unknown_loc())
            }
        } else {
            return Err(self.wrong_token_error("expected location instance"));
        };
        self.expect(TokenKind::RParen, "expected ')' in location")?;
        Ok(loc)
    }
}

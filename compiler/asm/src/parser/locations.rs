//! Parsing `loc(...)` locations and `{-# ... #-}` file metadata (resources).

use ropt_ir::{AttributeKind, FileLocForm, Location};

use super::core::{PResult, Parser, REPRODUCER_GROUP, REPRODUCER_KEYS, ResourceValue};
use crate::lexer::{Token, TokenKind, unescape_string};

/// The name prefix marking a placeholder for a location alias used before its definition.
const DEFERRED_PREFIX: &str = "\u{0}deferred-loc#";

impl<'a> Parser<'a> {
    /// Parses `loc(...)`; the `loc` keyword is the current token.
    pub fn parse_location(&mut self) -> PResult<Location> {
        self.parse_location_impl(true)
    }

    /// Parses `loc(...)` in attribute position, where `#alias` must already be defined.
    pub fn parse_location_attr(&mut self) -> PResult<Location> {
        self.parse_location_impl(false)
    }

    fn parse_location_impl(&mut self, allow_deferred: bool) -> PResult<Location> {
        self.aliasable = true;
        self.expect_keyword("loc", "expected 'loc' keyword")?;
        if !self.consume_if(TokenKind::LParen) {
            return Err(self.wrong_token_error(if allow_deferred {
                "expected '(' in location"
            } else {
                "expected '(' in inline location"
            }));
        }
        let loc = if self.at(TokenKind::HashIdent) {
            let tok = self.advance();
            let name = self.text(tok).get(1..).unwrap_or_default();
            match self.symbols.attr_alias(name) {
                Some(a) => match Location::from_attr(a) {
                    Some(l) => l,
                    None => {
                        return Err(self.error_at(
                            tok.start as usize,
                            "expected location, but found dialect attribute: ",
                        ));
                    }
                },
                None if !allow_deferred => {
                    return Err(self.error_here(format!("undefined symbol alias id '{name}'")));
                }
                None => {
                    // A forward reference: resolved by `resolve_deferred_location`.
                    self.symbols
                        .deferred_loc_aliases
                        .push((name, tok.start as usize));
                    self.ctx
                        .name_loc(&format!("{DEFERRED_PREFIX}{name}"), self.ctx.unknown_loc())
                }
            }
        } else {
            self.parse_location_instance()?
        };
        self.expect(
            TokenKind::RParen,
            if allow_deferred {
                "expected ')' in location"
            } else {
                "expected ')' in inline location"
            },
        )?;
        Ok(loc)
    }

    /// Whether `loc` is a placeholder for a forward-referenced location alias.
    pub fn is_deferred_location(loc: Location) -> bool {
        matches!(loc.stored_kind(), Some(AttributeKind::NameLoc { name, .. }) if name.starts_with(DEFERRED_PREFIX))
    }

    /// Resolves a placeholder made for `loc(#alias)` before `#alias` was defined. Call after the
    /// whole file is parsed; reports an error (at the use) when the alias is still undefined or
    /// is not a location. Other locations are returned unchanged.
    pub fn resolve_deferred_location(&mut self, loc: Location) -> PResult<Location> {
        let AttributeKind::NameLoc { name, .. } = loc.kind() else {
            return Ok(loc);
        };
        let Some(alias) = name.strip_prefix(DEFERRED_PREFIX) else {
            return Ok(loc);
        };
        let msg = match self.symbols.attr_alias(alias) {
            Some(a) => match Location::from_attr(a) {
                Some(l) => return Ok(l),
                None => "expected location, but found dialect attribute: ",
            },
            None => "operation location alias was never defined",
        };
        // Only an error needs the first use's position (a scan: keep it off the success path,
        // which runs once per op in files printed with debug info).
        let offset = self
            .symbols
            .deferred_loc_aliases
            .iter()
            .find(|(n, _)| *n == alias)
            .map_or(0, |(_, o)| *o);
        Err(self.error_at(offset, msg))
    }

    /// Parses a location without the `loc(` wrapper.
    pub fn parse_location_instance(&mut self) -> PResult<Location> {
        self.enter_nested()?;
        let r = self.parse_location_instance_inner();
        self.exit_nested();
        r
    }

    fn parse_location_instance_inner(&mut self) -> PResult<Location> {
        let ctx = self.ctx;
        if self.at(TokenKind::HashIdent) {
            let tok = self.advance();
            let name = self.text(tok).get(1..).unwrap_or_default();
            return match self.symbols.attr_alias(name).and_then(Location::from_attr) {
                Some(l) => Ok(l),
                None => Err(self.error_at(
                    tok.start as usize,
                    format!("undefined symbol alias id '{name}'"),
                )),
            };
        }
        if self.at(TokenKind::String) {
            let tok = self.advance();
            let s = String::from_utf8_lossy(&unescape_string(tok.text(self.source()))).into_owned();
            if self.consume_if(TokenKind::Colon) {
                let line =
                    self.parse_loc_number("expected integer line number in FileLineColRange")?;
                if !self.consume_if(TokenKind::Colon) {
                    return Ok(ctx.file_loc_form(&s, FileLocForm::Line, (line, 0), (0, 0)));
                }
                let col =
                    self.parse_loc_number("expected integer column number in FileLineColRange")?;
                if self.consume_keyword_if("to") {
                    const MSG: &str =
                        "expected either integer or `:` post `to` in FileLineColRange";
                    if self.consume_if(TokenKind::Colon) {
                        let ec = self.parse_loc_number(
                            "expected integer column number in FileLineColRange",
                        )?;
                        return Ok(ctx.file_loc_form(
                            &s,
                            FileLocForm::ColRange,
                            (line, col),
                            (line, ec),
                        ));
                    }
                    if !self.at(TokenKind::Integer) {
                        return Err(self.error_here(MSG));
                    }
                    let el = self.parse_loc_number(MSG)?;
                    if !self.consume_if(TokenKind::Colon) {
                        return Err(self.error_here(MSG));
                    }
                    let ec = self
                        .parse_loc_number("expected integer column number in FileLineColRange")?;
                    return Ok(ctx.file_loc_form(&s, FileLocForm::Range, (line, col), (el, ec)));
                }
                return Ok(ctx.file_line_col_loc(&s, line, col));
            }
            if self.consume_if(TokenKind::LParen) {
                let child = self.parse_location_instance()?;
                if matches!(
                    child.kind(),
                    AttributeKind::NameLoc { .. }
                        | AttributeKind::CallSiteLoc { .. }
                        | AttributeKind::FusedLoc { .. }
                        | AttributeKind::FileLineColLoc { .. }
                        | AttributeKind::UnknownLoc
                ) {
                    self.expect(
                        TokenKind::RParen,
                        "expected ')' after child location of NameLoc",
                    )?;
                    return Ok(ctx.name_loc(&s, child));
                }
                self.expect(
                    TokenKind::RParen,
                    "expected ')' after child location of NameLoc",
                )?;
                return Ok(ctx.name_loc(&s, child));
            }
            return Ok(ctx.name_loc(&s, ctx.unknown_loc()));
        }
        if self.consume_keyword_if("unknown") {
            return Ok(ctx.unknown_loc());
        }
        if self.consume_keyword_if("callsite") {
            self.expect(TokenKind::LParen, "expected '(' in callsite location")?;
            let callee = self.parse_location_instance()?;
            self.expect_keyword("at", "expected 'at' in callsite location")?;
            let caller = self.parse_location_instance()?;
            self.expect(TokenKind::RParen, "expected ')' in callsite location")?;
            return Ok(ctx.call_site_loc(callee, caller));
        }
        if self.consume_keyword_if("fused") {
            let mut metadata = None;
            if self.consume_if(TokenKind::Less) {
                metadata = Some(self.parse_attribute(None)?);
                self.expect(
                    TokenKind::Greater,
                    "expected '>' after fused location metadata",
                )?;
            }
            let mut locs = Vec::new();
            self.parse_comma_list(super::core::Delimiter::Square, " in fused location", |p| {
                locs.push(p.parse_location_instance()?);
                Ok(())
            })?;
            return Ok(ctx.fused_loc_simplified(&locs, metadata));
        }
        Err(self.wrong_token_error("expected location instance"))
    }

    fn parse_loc_number(&mut self, msg: &str) -> PResult<u32> {
        if !self.at(TokenKind::Integer) {
            return Err(self.wrong_token_error(msg));
        }
        let t = self.advance();
        match super::core::parse_integer_token(self.text(t)).and_then(|v| u32::try_from(v).ok()) {
            Some(v) => Ok(v),
            None => Err(self.error_at(t.start as usize, msg.to_string())),
        }
    }

    /// Checks that a dialect resource blob starts with a power-of-two alignment (4 bytes LE).
    /// (`at` is where the blob starts.)
    fn check_blob(&mut self, key: &str, hex: &str, at: usize) -> PResult<()> {
        let h = &hex[2..];
        if !h.len().is_multiple_of(2) || !h.bytes().all(|c| c.is_ascii_hexdigit()) {
            return Err(self.error_at(at, format!("expected hex string blob for key '{key}'")));
        }
        if h.len() < 8 {
            return Err(self.error_at(
                at,
                format!(
                    "expected hex string blob for key '{key}' to encode alignment in first 4 bytes"
                ),
            ));
        }
        if let Some(bytes) = crate::bytes::decode_hex(&h.as_bytes()[..8]) {
            let align = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
            if !align.is_power_of_two() {
                return Err(self.error_at(at, format!(
                    "expected hex string blob for key '{key}' to encode alignment in first 4 bytes, but got non-power-of-2 value: {align}"
                )));
            }
        }
        Ok(())
    }

    /// Parses `{elem, ...}` with the resource dictionaries' error messages.
    fn parse_brace_list(&mut self, mut elem: impl FnMut(&mut Self) -> PResult<()>) -> PResult<()> {
        self.expect(TokenKind::LBrace, "expected '{'")?;
        if self.consume_if(TokenKind::RBrace) {
            return Ok(());
        }
        loop {
            elem(self)?;
            if self.consume_if(TokenKind::Comma) {
                continue;
            }
            if self.consume_if(TokenKind::RBrace) {
                return Ok(());
            }
            return Err(self.wrong_token_error("expected ',' or '}'"));
        }
    }

    /// Parses `{-# key: {...}, ... #-}`; `{-#` is the current token.
    pub fn parse_file_metadata(&mut self) -> PResult<()> {
        self.expect(TokenKind::FileMetadataBegin, "expected '{-#'")?;
        loop {
            if !self.at(TokenKind::BareIdent) {
                return Err(self.error_here("expected identifier key in file metadata dictionary"));
            }
            let key_tok = self.advance();
            let key = self.text(key_tok);
            self.expect(TokenKind::Colon, "expected ':'")?;
            let is_dialect = match key {
                "dialect_resources" => true,
                "external_resources" => false,
                _ => {
                    return Err(self.error_at(
                        key_tok.start as usize,
                        format!("unknown key '{key}' in file metadata dictionary"),
                    ));
                }
            };
            let mut groups: Vec<(String, Vec<(String, ResourceValue)>)> = Vec::new();
            self.parse_brace_list(|p| {
                if !p.at(TokenKind::BareIdent) {
                    return Err(p.error_here(if is_dialect {
                        "expected identifier key for 'resource' entry"
                    } else {
                        "expected identifier key for 'external_resources' entry"
                    }));
                }
                let g = p.advance();
                let group = p.text(g).to_string();
                p.expect(TokenKind::Colon, "expected ':'")?;
                // Only the builtin dialect takes resources (blobs); mlir-opt rejects the
                // others, unknown dialects first.
                if is_dialect && group != "builtin" && p.consume_if(TokenKind::LBrace) {
                    if p.ctx.registry().dialect(&group).is_none() {
                        let msg = format!("dialect '{group}' is unknown");
                        return Err(p.error_at(g.start as usize, msg));
                    }
                    let msg = format!("unexpected 'resource' section for dialect '{group}'");
                    return Err(p.error_here(msg));
                }
                let reproducer = !is_dialect && p.reproducer_resource && group == REPRODUCER_GROUP;
                let mut entries = Vec::new();
                p.parse_brace_list(|p| {
                    let t = p.token();
                    let name = match t.kind {
                        TokenKind::BareIdent => p.text(t).to_string(),
                        TokenKind::String => {
                            String::from_utf8_lossy(&unescape_string(t.text(p.source())))
                                .into_owned()
                        }
                        _ => {
                            return Err(p.error_here(if is_dialect {
                                "expected identifier key for 'resource' entry"
                            } else {
                                "expected identifier key for 'external_resources' entry"
                            }));
                        }
                    };
                    p.advance();
                    p.expect(TokenKind::Colon, "expected ':'")?;
                    // Like mlir-opt, take the value token before looking at it: an error
                    // about it is dropped when the next token is a lexer error.
                    let v = p.advance();
                    let at = if v.kind == TokenKind::Eof {
                        // An error at the end points at the last character.
                        v.start.saturating_sub(1) as usize
                    } else {
                        v.start as usize
                    };
                    if reproducer {
                        // mlir-opt's reproducer reader reports a missing value at the end
                        // itself.
                        let at = v.start as usize;
                        entries.push(p.reproducer_entry(name, t.start as usize, v, at)?);
                        return Ok(());
                    }
                    let blob_err = format!("expected hex string blob for key '{name}'");
                    let value = match v.kind {
                        TokenKind::String => {
                            let s = String::from_utf8_lossy(&unescape_string(v.text(p.source())))
                                .into_owned();
                            if s.starts_with("0x") {
                                p.check_blob(&name, &s, at)?;
                                ResourceValue::Blob(s)
                            } else if is_dialect {
                                return Err(p.error_at(at, blob_err));
                            } else {
                                ResourceValue::String(s)
                            }
                        }
                        TokenKind::BareIdent
                            if !is_dialect && matches!(p.text(v), "true" | "false") =>
                        {
                            ResourceValue::Bool(p.text(v) == "true")
                        }
                        _ if is_dialect => return Err(p.error_at(at, blob_err)),
                        _ => {
                            return Err(
                                p.error_at(at, format!("expected string value for key '{name}'"))
                            );
                        }
                    };
                    entries.push((name, value));
                    Ok(())
                })?;
                groups.push((group, entries));
                Ok(())
            })?;
            if is_dialect {
                self.symbols.resources.dialect.extend(groups);
            } else {
                self.symbols.resources.external.extend(groups);
            }
            if self.consume_if(TokenKind::Comma) {
                continue;
            }
            break;
        }
        self.expect(TokenKind::FileMetadataEnd, "expected ',' or '#-}'")?;
        Ok(())
    }

    /// An entry of the crash reproducer's resource under `--run-reproducer`: key `name` (at
    /// `key_at`) with the value token `v` (at `at`), checked against [`REPRODUCER_KEYS`] as
    /// mlir-opt's reader checks it.
    fn reproducer_entry(
        &mut self,
        name: String,
        key_at: usize,
        v: Token,
        at: usize,
    ) -> PResult<(String, ResourceValue)> {
        let Some(&(_, boolean)) = REPRODUCER_KEYS.iter().find(|(k, _)| *k == name) else {
            let msg = format!("unknown '{REPRODUCER_GROUP}' resource key '{name}'");
            return Err(self.error_at(key_at, msg));
        };
        let value = match v.kind {
            TokenKind::BareIdent if boolean && matches!(self.text(v), "true" | "false") => {
                ResourceValue::Bool(self.text(v) == "true")
            }
            TokenKind::String if !boolean => ResourceValue::String(
                String::from_utf8_lossy(&unescape_string(v.text(self.source()))).into_owned(),
            ),
            _ if boolean => {
                let msg = format!("expected 'true' or 'false' value for key '{name}'");
                return Err(self.error_at(at, msg));
            }
            _ => return Err(self.error_at(at, format!("expected string value for key '{name}'"))),
        };
        Ok((name, value))
    }
}

//! Parsing builtin types, type aliases and unregistered dialect types.

use ropt_ir::types::{DYNAMIC, MAX_INT_WIDTH};
use ropt_ir::{Attribute, AttributeKind, FloatKind, Signedness, Type, TypeKind};

use ropt_ir::asm_interface::{AsmError, AsmResult, Punct, SourcePos, TypeBodyParser};

use super::core::{Delimiter, PResult, ParseFailed, Parser, SmallBuf};
use crate::lexer::TokenKind;
use std::borrow::Cow;

/// The data of `!dialect<...>`/`#dialect.ident<...>` and the offset where it starts.
type SymbolData<'a> = (Cow<'a, str>, usize);

/// The end of mlir-opt's error for a type or attribute of an unregistered dialect.
pub(crate) const UNREGISTERED_HINT: &str = "If this is intended, please call \
    allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with \
    the MLIR opt tool used";

/// Parses `[su]?i[0-9]+` into width and signedness.
fn int_type_spelling(s: &str) -> Option<(Signedness, &str)> {
    let (sign, rest) = if let Some(r) = s.strip_prefix("si") {
        (Signedness::Signed, r)
    } else if let Some(r) = s.strip_prefix("ui") {
        (Signedness::Unsigned, r)
    } else if let Some(r) = s.strip_prefix('i') {
        (Signedness::Signless, r)
    } else {
        return None;
    };
    (!rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit())).then_some((sign, rest))
}

impl<'a> Parser<'a> {
    /// Whether a type can start at the current token.
    pub fn at_type_start(&self) -> bool {
        match self.kind() {
            TokenKind::LParen | TokenKind::BangIdent => true,
            TokenKind::BareIdent => {
                let t = self.cur_text();
                matches!(
                    t,
                    "index" | "none" | "complex" | "tuple" | "vector" | "tensor" | "memref"
                ) || FloatKind::from_name(t).is_some()
                    || int_type_spelling(t).is_some()
            }
            _ => false,
        }
    }

    /// Parses a type if one starts here.
    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        if self.at_type_start() {
            self.parse_type().map(Some)
        } else {
            Ok(None)
        }
    }

    /// Parses a type (including function types).
    pub fn parse_type(&mut self) -> PResult<Type> {
        if self.at(TokenKind::LParen) {
            return self.parse_function_type();
        }
        self.parse_non_function_type()
    }

    /// Parses `(inputs) -> results`.
    pub fn parse_function_type(&mut self) -> PResult<Type> {
        self.enter_nested()?;
        let r = self.parse_function_type_inner();
        self.exit_nested();
        r
    }

    fn parse_function_type_inner(&mut self) -> PResult<Type> {
        let mut inputs = Vec::new();
        self.expect(TokenKind::LParen, "expected '('")?;
        if !self.consume_if(TokenKind::RParen) {
            inputs.push(self.parse_type()?);
            while self.consume_if(TokenKind::Comma) {
                inputs.push(self.parse_type()?);
            }
            self.expect(TokenKind::RParen, "expected ')'")?;
        }
        self.expect(TokenKind::Arrow, "expected '->' in function type")?;
        let results = self.parse_function_result_types()?;
        Ok(self.ctx.function_type(&inputs, &results))
    }

    /// Parses function results: a single non-function type, or a parenthesized list.
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.at(TokenKind::LParen) {
            let mut v = Vec::new();
            self.advance();
            if self.consume_if(TokenKind::RParen) {
                return Ok(v);
            }
            v.push(self.parse_type()?);
            while self.consume_if(TokenKind::Comma) {
                v.push(self.parse_type()?);
            }
            self.expect(TokenKind::RParen, "expected ')'")?;
            return Ok(v);
        }
        Ok(vec![self.parse_non_function_type()?])
    }

    /// Parses a type list `a, b, c` (no delimiters, at least one).
    pub fn parse_type_list_no_parens(&mut self) -> PResult<Vec<Type>> {
        let mut v = vec![self.parse_type()?];
        while self.consume_if(TokenKind::Comma) {
            v.push(self.parse_type()?);
        }
        Ok(v)
    }

    /// Parses any type but a function type.
    pub fn parse_non_function_type(&mut self) -> PResult<Type> {
        self.enter_nested()?;
        let r = self.parse_non_function_type_inner();
        self.exit_nested();
        r
    }

    fn parse_non_function_type_inner(&mut self) -> PResult<Type> {
        let ctx = self.ctx;
        match self.kind() {
            TokenKind::BangIdent => return self.parse_extended_type(),
            TokenKind::BareIdent => {}
            _ => return Err(self.wrong_token_error("expected non-function type")),
        }
        let text = self.cur_text();
        let start = self.offset();
        match text {
            "index" => {
                self.advance();
                return Ok(ctx.index_type());
            }
            "none" => {
                self.advance();
                return Ok(ctx.none_type());
            }
            "complex" => {
                self.advance();
                self.expect(TokenKind::Less, "expected '<' in complex type")?;
                let loc = self.offset();
                let elem = self.parse_type()?;
                if !matches!(elem.kind(), TypeKind::Float(_) | TypeKind::Integer { .. }) {
                    return Err(self.error_at(loc, "invalid element type for complex"));
                }
                self.expect(TokenKind::Greater, "expected '>' in complex type")?;
                return Ok(ctx.complex_type(elem));
            }
            "tuple" => {
                self.advance();
                self.expect(TokenKind::Less, "expected '<' in tuple type")?;
                let mut types = Vec::new();
                if !self.consume_if(TokenKind::Greater) {
                    types.push(self.parse_type()?);
                    while self.consume_if(TokenKind::Comma) {
                        types.push(self.parse_type()?);
                    }
                    self.expect(TokenKind::Greater, "expected '>' in tuple type")?;
                }
                return Ok(ctx.tuple_type(&types));
            }
            "vector" => return self.parse_vector_type(),
            "tensor" => return self.parse_tensor_type(),
            "memref" => return self.parse_memref_type(),
            _ => {}
        }
        if let Some(k) = FloatKind::from_name(text) {
            self.advance();
            return Ok(ctx.float_type(k));
        }
        if let Some((sign, digits)) = int_type_spelling(text) {
            let width = digits
                .parse::<u64>()
                .ok()
                .filter(|w| *w <= MAX_INT_WIDTH as u64);
            let Some(width) = width else {
                return Err(self.error_at(start, "integer bitwidth is limited to 16777215 bits"));
            };
            self.advance();
            return Ok(ctx.integer_type(width as u32, sign));
        }
        Err(self.wrong_token_error("expected non-function type"))
    }

    /// `!alias`, `!dialect.ident<...>` or `!dialect<...>` (kept opaque).
    fn parse_extended_type(&mut self) -> PResult<Type> {
        let tok = self.token();
        let name = self.text(tok).get(1..).unwrap_or_default();
        if let Some(t) = self.symbols.type_alias(name) {
            self.advance();
            return Ok(t);
        }
        if let Some(t) = self.parse_with_dialect_hook(tok, name)? {
            return Ok(t);
        }
        let (dialect, data) = self.parse_extended_symbol_body(tok)?;
        let Some((dialect, (data, data_at))) = dialect.zip(data) else {
            let end = self.prev_end_for_error();
            return Err(self.error_at(end, format!("undefined symbol alias id '{name}'")));
        };
        let data = &*data;
        let hooks = self.ctx.registry().dialect(dialect).and_then(|d| {
            d.interfaces
                .get::<ropt_ir::asm_interface::DialectTypeHooks>()
                .copied()
        });
        if let Some(hooks) = hooks {
            return (hooks.parse)(self.ctx, dialect, data).map_err(|errors| {
                let mut errors = errors.into_iter();
                let first = errors.next();
                let (offset, message) = first.map_or((0, String::new()), |e| (e.offset, e.message));
                self.error_at(data_at + offset, message)
            });
        }
        if self
            .ctx
            .registry()
            .dialect(dialect)
            .is_some_and(|d| !d.allow_unknown_types)
            && super::ORACLE_DIALECTS.contains(&dialect)
        {
            // One of mlir-opt's dialects without type hooks here (a dialect that allows
            // unknown types keeps them opaque).
            let msg = format!("dialect '{dialect}' provides no type parsing hook");
            return Err(self.error_at(data_at, msg));
        }
        if let Some(at) = self.unregistered_symbol_at(tok.start as usize, dialect, data_at) {
            let msg = format!(
                "`!\"{dialect}\"<\"{data}\">` type created with unregistered dialect. \
                 {UNREGISTERED_HINT}"
            );
            return Err(self.error_at(at, msg));
        }
        Ok(self.ctx.opaque_type(dialect, data))
    }

    /// `!dialect.mnemonic...` read by the token-level parser the dialect registered
    /// ([`ropt_ir::asm_interface::register_type_parser`]), if it has one and takes it.
    fn parse_with_dialect_hook(
        &mut self,
        tok: crate::lexer::Token,
        name: &str,
    ) -> PResult<Option<Type>> {
        let Some((dialect, mnemonic)) = name.split_once('.') else {
            return Ok(None);
        };
        let Some(hook) = ropt_ir::asm_interface::type_parser(dialect) else {
            return Ok(None);
        };
        if self.ctx.registry().dialect(dialect).is_none() {
            return Ok(None);
        }
        let name_pos = SourcePos(tok.start as usize + 2 + dialect.len());
        let mnemonic = mnemonic.to_string();
        // As mlir-opt, the body must be balanced before the dialect reads it.
        let name_end = tok.end as usize;
        if self.source().get(name_end) == Some(&b'<') {
            self.scan_pretty_body(name_end)?;
        }
        self.advance();
        match hook(self, &mnemonic, name_pos) {
            Ok(Some(t)) => {
                // The dialect may give it an alias.
                self.aliasable = true;
                Ok(Some(t))
            }
            Ok(None) => {
                self.reset_to(tok.start as usize);
                Ok(None)
            }
            Err(AsmError) => Err(ParseFailed),
        }
    }

    /// Where to report `!dialect...`/`#dialect...` (starting at `start`, its data at `data_at`)
    /// as made with an unregistered dialect, or `None` if it may be kept opaque: the dialect is
    /// registered, or known to mlir-opt, or unregistered dialects are allowed. mlir-opt reports
    /// `!dialect.data` at its data and `!dialect<data>` at its start.
    pub(crate) fn unregistered_symbol_at(
        &self,
        start: usize,
        dialect: &str,
        data_at: usize,
    ) -> Option<usize> {
        if self.allow_unregistered
            || (!self.registered_only && super::ORACLE_DIALECTS.contains(&dialect))
            || self.ctx.registry().dialect(dialect).is_some()
        {
            return None;
        }
        let dotted = self.source().get(start + 1 + dialect.len()) == Some(&b'.');
        Some(if dotted { data_at } else { start })
    }

    /// Parses the body of `!name...`/`#name...` after the identifier token `tok` (still
    /// current). Returns `(dialect, rest)` where rest is `.ident<...>` text or `<...>` text
    /// (for types the leading `.` is kept out: data is what follows the dialect name).
    /// Returns `(None, None)` (with the token consumed) for an undefined alias.
    pub(crate) fn parse_extended_symbol_body(
        &mut self,
        tok: crate::lexer::Token,
    ) -> PResult<(Option<&'a str>, Option<SymbolData<'a>>)> {
        let src = self.source();
        let name = self.text(tok).get(1..).unwrap_or_default();
        let name_end = tok.end as usize;
        let dialect_len = name.find('.').unwrap_or(name.len());
        let dialect = &name[..dialect_len];
        let has_body = src.get(name_end) == Some(&b'<');
        if dialect_len == name.len() && !has_body {
            // An alias that does not exist.
            self.advance();
            return Ok((None, None));
        }
        if dialect.is_empty() {
            let at = tok.start as usize + 2;
            return Err(self.error_at(at, "invalid dialect namespace '\"\"'"));
        }
        let mut end = name_end;
        if has_body {
            end = self.scan_pretty_body(name_end)?;
        }
        // The symbol data: `ident<...>` after `dialect.`, or what is inside `dialect<...>`.
        let data_start = tok.start as usize + 1 + dialect_len;
        let data = if dialect_len == name.len() {
            &src[data_start + 1..end - 1]
        } else {
            &src[data_start + 1..end]
        };
        let data_at = data.as_ptr() as usize - src.as_ptr() as usize;
        // Bytes that are not UTF-8 are kept as their lossy text (the printer writes text).
        let data = String::from_utf8_lossy(data);
        self.skip_to(end);
        Ok((Some(dialect), Some((data, data_at))))
    }

    /// Scans a balanced `<...>` starting at `start` (which holds `<`), honoring nested
    /// `<>[](){}` and string literals. Returns the offset after the closing `>`.
    pub(crate) fn scan_pretty_body(&mut self, start: usize) -> PResult<usize> {
        let src = self.source();
        let mut stack: Vec<(usize, u8)> = Vec::new();
        // mlir-opt reports unbalanced bodies at the last string literal, or else at the `<`.
        let mut last_string: Option<usize> = None;
        let mut i = start;
        while i < src.len() {
            let c = src[i];
            match c {
                b'<' | b'[' | b'(' | b'{' => stack.push((i, c)),
                b'>' | b']' | b')' | b'}' => {
                    // `->` inside a body is not a closing bracket.
                    if c == b'>' && i > 0 && src[i - 1] == b'-' {
                        i += 1;
                        continue;
                    }
                    let open = match c {
                        b'>' => b'<',
                        b']' => b'[',
                        b')' => b'(',
                        _ => b'{',
                    };
                    if stack.last().map(|e| e.1) != Some(open) {
                        let ch = stack.last().map_or(b'<', |e| e.1);
                        let at = last_string.unwrap_or(start);
                        return Err(self.error_at(
                            at,
                            format!(
                                "unbalanced '{}' character in pretty dialect name",
                                ch as char
                            ),
                        ));
                    }
                    stack.pop();
                    if stack.is_empty() {
                        return Ok(i + 1);
                    }
                }
                b'"' => {
                    // Strings follow the lexer's rules (and its errors).
                    last_string = Some(i);
                    let mut lexer = crate::lexer::Lexer::new(src);
                    lexer.reset_to(i);
                    let t = lexer.next_token();
                    if t.kind == TokenKind::Error {
                        let msg = t.error.unwrap_or("unexpected character");
                        return Err(self.error_at(t.start as usize, msg));
                    }
                    i = t.end as usize - 1;
                }
                _ => {}
            }
            i += 1;
        }
        let ch = stack.last().map_or(b'<', |e| e.1);
        let at = last_string.unwrap_or(start);
        Err(self.error_at(
            at,
            format!(
                "unbalanced '{}' character in pretty dialect name",
                ch as char
            ),
        ))
    }

    /// If the current token is a bare identifier starting with `x`, consumes just the `x`
    /// (re-lexing the rest). Used between dimensions: `4x8xf32`.
    fn parse_x_in_dimension_list(&mut self) -> PResult<()> {
        if self.at(TokenKind::BareIdent) && self.cur_text().starts_with('x') {
            let off = self.offset() + 1;
            self.skip_to(off);
            return Ok(());
        }
        Err(self.wrong_token_error("expected 'x' in dimension list"))
    }

    /// Parses an integer in a dimension list, splitting `0xf32`-style tokens.
    fn parse_dim_integer(&mut self) -> PResult<i64> {
        let tok = self.token();
        let text = self.text(tok);
        if text.len() > 1 && text.starts_with("0x") {
            // `0xf32` is `0`, `x`, `f32`.
            self.skip_to(tok.start as usize + 1);
            return Ok(0);
        }
        self.advance();
        match text.parse::<i64>() {
            Ok(v) => Ok(v),
            Err(_) => Err(self.error_at(tok.start as usize, "invalid dimension")),
        }
    }

    /// Parses `dim x dim x ...` (each followed by `x`) until a non-dimension token.
    /// Returns `(shape, scalable flags)`.
    fn parse_dimension_list(
        &mut self,
        allow_dynamic: bool,
        allow_scalable: bool,
    ) -> PResult<(SmallBuf<i64, 8>, SmallBuf<bool, 8>)> {
        let mut dims = SmallBuf::new();
        let mut scalable = SmallBuf::new();
        loop {
            match self.kind() {
                TokenKind::Question if allow_dynamic => {
                    self.advance();
                    dims.push(DYNAMIC);
                    scalable.push(false);
                }
                TokenKind::Integer => {
                    dims.push(self.parse_dim_integer()?);
                    scalable.push(false);
                }
                TokenKind::LSquare if allow_scalable => {
                    self.advance();
                    if !self.at(TokenKind::Integer) {
                        return Err(self.error_here("invalid dimension"));
                    }
                    dims.push(self.parse_dim_integer()?);
                    scalable.push(true);
                    self.expect(TokenKind::RSquare, "missing ']' closing scalable dimension")?;
                }
                _ => return Ok((dims, scalable)),
            }
            self.parse_x_in_dimension_list()?;
        }
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        let loc = self.offset();
        self.advance();
        self.expect(TokenKind::Less, "expected '<' in vector type")?;
        let (dims, scalable) = self.parse_dimension_list(false, true)?;
        if dims.iter().any(|&d| d <= 0) {
            let list: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
            return Err(self.error_at(
                loc,
                format!(
                    "vector types must have positive constant sizes but got {}",
                    list.join(", ")
                ),
            ));
        }
        let eloc = self.offset();
        let elem = self.parse_type()?;
        self.expect(TokenKind::Greater, "expected '>' in vector type")?;
        if !matches!(
            elem.kind(),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
        ) {
            let _ = eloc;
            return Err(self.error_at(
                loc,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            ));
        }
        Ok(self.ctx.vector_type(&dims, elem, &scalable))
    }

    fn check_shaped_element(&mut self, elem: Type, loc: usize, what: &str) -> PResult<()> {
        let bad = matches!(
            elem.kind(),
            TypeKind::None
                | TypeKind::Function { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
                | TypeKind::Tuple(_)
        );
        if bad {
            return Err(self.error_at(loc, format!("invalid {what} element type")));
        }
        Ok(())
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.advance();
        self.expect(TokenKind::Less, "expected '<' in tensor type")?;
        let mut unranked = false;
        let mut dims = SmallBuf::new();
        if self.consume_if(TokenKind::Star) {
            unranked = true;
            self.parse_x_in_dimension_list()?;
        } else {
            dims = self.parse_dimension_list(true, false)?.0;
        }
        let eloc = self.offset();
        let elem = self.parse_type()?;
        let mut encoding = None;
        if self.consume_if(TokenKind::Comma) && !self.at(TokenKind::Greater) {
            if !self.at_attribute_start() {
                return Err(self.wrong_token_error("expected '>' in tensor type"));
            }
            let loc = self.offset();
            encoding = Some(self.parse_attribute(None)?);
            if unranked {
                return Err(self.error_at(loc, "cannot apply encoding to unranked tensor"));
            }
        }
        self.expect(TokenKind::Greater, "expected '>' in tensor type")?;
        self.check_shaped_element(elem, eloc, "tensor")?;
        if let Some(d) = dims.iter().find(|&&d| d < 0 && d != DYNAMIC) {
            let _ = d;
            return Err(self.error_at(eloc, "invalid tensor dimension size"));
        }
        Ok(if unranked {
            self.ctx.unranked_tensor_type(elem)
        } else {
            self.ctx.tensor_type(&dims, elem, encoding)
        })
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        let kw = self.offset();
        self.advance();
        self.expect(TokenKind::Less, "expected '<' in memref type")?;
        let mut unranked = false;
        let mut dims = SmallBuf::new();
        if self.consume_if(TokenKind::Star) {
            unranked = true;
            self.parse_x_in_dimension_list()?;
        } else {
            dims = self.parse_dimension_list(true, false)?.0;
        }
        let eloc = self.offset();
        let elem = self.parse_type()?;
        // Numbers, vectors and memrefs (the types of mlir-opt's builtin dialect that take
        // part in its memref element interface; no dialect type of ours does).
        let valid = matches!(
            elem.kind(),
            TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::Complex(_)
                | TypeKind::Vector { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        );
        if !valid {
            return Err(self.error_at(eloc, "invalid memref element type"));
        }
        let mut layout = None;
        let mut memory_space = None;
        while self.consume_if(TokenKind::Comma) {
            let attr = self.parse_attribute(None)?;
            let is_layout = matches!(
                attr.kind(),
                AttributeKind::AffineMap(_) | AttributeKind::Strided { .. }
            );
            if is_layout && memory_space.is_none() && layout.is_none() && !unranked {
                if let AttributeKind::AffineMap(m) = attr.kind()
                    && m.num_dims as usize != dims.len()
                {
                    return Err(self.error_at(
                        kw,
                        format!(
                            "memref layout mismatch between rank and affine map: {} != {}",
                            dims.len(),
                            m.num_dims
                        ),
                    ));
                }
                if let AttributeKind::Strided { strides, .. } = attr.kind()
                    && strides.len() != dims.len()
                {
                    return Err(
                        self.error_at(kw, "expected the number of strides to match the rank")
                    );
                }
                layout = Some(attr);
            } else if memory_space.is_none() {
                memory_space = Some(attr);
            } else if is_layout {
                return Err(self.error_here("expected memory space to be last in memref type"));
            } else {
                return Err(self.error_here("multiple memory spaces specified in memref type"));
            }
        }
        self.expect(
            TokenKind::Greater,
            if layout.is_some() || memory_space.is_some() {
                "expected ',' or '>'"
            } else {
                "expected ',' or '>' in memref type"
            },
        )?;
        if let Some(space) = memory_space
            && !self.is_supported_memory_space(space)
        {
            return Err(self.error_at(kw, "unsupported memory space Attribute"));
        }
        Ok(if unranked {
            self.ctx.unranked_memref_type(elem, memory_space)
        } else {
            self.ctx.memref_type(&dims, elem, layout, memory_space)
        })
    }

    /// Whether `space` may be a memref memory space: an integer, string or dictionary, or an
    /// attribute of a registered dialect (an unregistered one's opaque form is builtin).
    fn is_supported_memory_space(&self, space: Attribute) -> bool {
        match space.kind() {
            AttributeKind::Integer { .. }
            | AttributeKind::Bool(_)
            | AttributeKind::String { .. }
            | AttributeKind::Dictionary(_) => true,
            AttributeKind::Opaque { dialect, .. } => {
                self.ctx.registry().dialect(dialect.as_str()).is_some()
            }
            _ => false,
        }
    }

    /// Parses a `(`-delimited, comma-separated type list (possibly empty).
    pub fn parse_paren_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut v = Vec::new();
        self.parse_comma_list(Delimiter::Paren, "", |p| {
            v.push(p.parse_type()?);
            Ok(())
        })?;
        Ok(v)
    }
}

impl TypeBodyParser for Parser<'_> {
    fn context(&self) -> &ropt_ir::Context {
        self.ctx
    }

    fn current_pos(&self) -> SourcePos {
        SourcePos(self.offset())
    }

    fn emit_error(&mut self, pos: SourcePos, message: &str) -> AsmError {
        self.error_at(pos.0, message);
        AsmError
    }

    fn parse_punct(&mut self, punct: Punct) -> AsmResult<()> {
        if self.parse_optional_punct(punct) {
            return Ok(());
        }
        let msg = format!("expected '{}'", punct.spelling());
        self.wrong_token_error(&msg);
        Err(AsmError)
    }

    fn parse_optional_punct(&mut self, punct: Punct) -> bool {
        self.consume_if(TokenKind::from(punct))
    }

    fn parse_any_keyword(&mut self) -> AsmResult<String> {
        match self.peek_keyword() {
            Some(k) => {
                self.advance();
                Ok(k)
            }
            None => {
                let at = self.offset();
                self.error_at(at, "expected valid keyword");
                Err(AsmError)
            }
        }
    }

    fn peek_keyword(&self) -> Option<String> {
        self.at(TokenKind::BareIdent)
            .then(|| self.cur_text().to_string())
    }

    fn parse_type(&mut self) -> AsmResult<Type> {
        Parser::parse_type(self).map_err(|_| AsmError)
    }

    fn enter_nested(&mut self) -> AsmResult<()> {
        Parser::enter_nested(self).map_err(|_| AsmError)
    }

    fn exit_nested(&mut self) {
        Parser::exit_nested(self)
    }
}

//! The shared parser cursor: token lookahead, expectations, delimited lists, integer parsing,
//! error emission at exact source offsets, and the per-file symbol tables (type/attribute
//! aliases, `distinct` ids, dialect resources).
//!
//! Errors are recorded in [`Parser::diagnostics`] as byte offsets; the caller maps offsets to
//! `file:line:col` when rendering. Parse functions return [`PResult`]; on `Err` the diagnostic
//! is already recorded.

use rustc_hash::FxHashMap;

use ropt_ir::{Attribute, Context, Identifier, Location, Type};

use crate::lexer::{Lexer, Token, TokenKind};

/// Marker error: the diagnostic was already recorded in the parser.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParseFailed;

/// Result of a parse function.
pub type PResult<T> = Result<T, ParseFailed>;

/// Severity of a [`ParseDiagnostic`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParseSeverity {
    /// An error.
    Error,
    /// A warning.
    Warning,
}

/// A diagnostic produced while parsing, located by byte offset in the source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseDiagnostic {
    /// Severity.
    pub severity: ParseSeverity,
    /// Byte offset of the location.
    pub offset: usize,
    /// The message.
    pub message: String,
    /// Attached notes: `(offset, message)`.
    pub notes: Vec<(usize, String)>,
}

/// The delimiters of a comma-separated list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delimiter {
    /// No delimiters: at least one element.
    None,
    /// `(...)`, possibly empty.
    Paren,
    /// `[...]`, possibly empty.
    Square,
    /// `<...>`, possibly empty.
    LessGreater,
    /// `{...}`, possibly empty.
    Braces,
    /// Optional `(...)`: nothing is parsed if the `(` is absent.
    OptionalParen,
    /// Optional `[...]`.
    OptionalSquare,
    /// Optional `<...>`.
    OptionalLessGreater,
    /// Optional `{...}`.
    OptionalBraces,
}

impl Delimiter {
    fn tokens(self) -> Option<(TokenKind, TokenKind, &'static str, &'static str, bool)> {
        use TokenKind::*;
        Some(match self {
            Delimiter::None => return None,
            Delimiter::Paren => (LParen, RParen, "(", ")", false),
            Delimiter::Square => (LSquare, RSquare, "[", "]", false),
            Delimiter::LessGreater => (Less, Greater, "<", ">", false),
            Delimiter::Braces => (LBrace, RBrace, "{", "}", false),
            Delimiter::OptionalParen => (LParen, RParen, "(", ")", true),
            Delimiter::OptionalSquare => (LSquare, RSquare, "[", "]", true),
            Delimiter::OptionalLessGreater => (Less, Greater, "<", ">", true),
            Delimiter::OptionalBraces => (LBrace, RBrace, "{", "}", true),
        })
    }
}

/// A blob or other value of a `{-# dialect_resources / external_resources #-}` entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResourceValue {
    /// A hex blob string (`"0x..."`), kept as written (without quotes).
    Blob(String),
    /// A boolean.
    Bool(bool),
    /// Any other string.
    String(String),
}

/// The external resource group of a crash reproducer.
pub const REPRODUCER_GROUP: &str = "mlir_reproducer";

/// The keys of a crash reproducer's resource and whether each takes a boolean (otherwise a
/// string).
pub const REPRODUCER_KEYS: [(&str, bool); 3] = [
    ("pipeline", false),
    ("disable_threading", true),
    ("verify_each", true),
];

/// The file metadata of one `{-# ... #-}` section: `(group, key, value)` in source order for
/// dialect and external resources.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FileResources {
    /// `dialect_resources: { dialect: { key: value } }`.
    pub dialect: Vec<(String, Vec<(String, ResourceValue)>)>,
    /// `external_resources: { group: { key: value } }`.
    pub external: Vec<(String, Vec<(String, ResourceValue)>)>,
}

/// The `!name = type` and `#name = attr` definitions of a file, by name (without the sigil),
/// with the offset of each definition.
#[derive(Default, Clone)]
pub struct Aliases<'a> {
    /// Type aliases.
    pub types: FxHashMap<&'a str, (Type, usize)>,
    /// Attribute aliases.
    pub attrs: FxHashMap<&'a str, (Attribute, usize)>,
}

/// Per-file symbol state: aliases, distinct ids, resources.
#[derive(Default)]
pub struct SymbolState<'a> {
    /// The aliases defined by this parser.
    pub aliases: Aliases<'a>,
    /// For the parser of a deferred region (see `ops::parallel`): the aliases of the whole
    /// file, of which only those defined before the given offset are visible (as they were
    /// when the sequential parse reached the region).
    pub inherited: Option<(std::sync::Arc<Aliases<'a>>, usize)>,
    /// `distinct[n]` ids seen so far.
    pub distinct: FxHashMap<u64, Attribute>,
    /// Parsed `{-# #-}` resources.
    pub resources: FileResources,
    /// Location aliases used before their definition: `(alias name, offset of use)`.
    pub deferred_loc_aliases: Vec<(&'a str, usize)>,
}

impl SymbolState<'_> {
    /// The type alias `name`, if it is defined (and visible).
    #[inline]
    pub fn type_alias(&self, name: &str) -> Option<Type> {
        if let Some(&(t, _)) = self.aliases.types.get(name) {
            return Some(t);
        }
        let (shared, limit) = self.inherited.as_ref()?;
        shared
            .types
            .get(name)
            .filter(|(_, off)| off < limit)
            .map(|&(t, _)| t)
    }

    /// The attribute alias `name`, if it is defined (and visible).
    #[inline]
    pub fn attr_alias(&self, name: &str) -> Option<Attribute> {
        if let Some(&(a, _)) = self.aliases.attrs.get(name) {
            return Some(a);
        }
        let (shared, limit) = self.inherited.as_ref()?;
        shared
            .attrs
            .get(name)
            .filter(|(_, off)| off < limit)
            .map(|&(a, _)| a)
    }
}

/// The parser cursor shared by every part of the parser.
pub struct Parser<'a> {
    /// The context everything is uniqued in.
    pub ctx: &'a Context,
    src: &'a [u8],
    src_str: &'a str,
    lexer: Lexer<'a>,
    tok: Token,
    prev_end: usize,
    /// The buffer name used in locations.
    pub filename: Identifier,
    /// Diagnostics recorded so far.
    pub diagnostics: Vec<ParseDiagnostic>,
    /// Aliases, distinct ids and resources of the file.
    pub symbols: SymbolState<'a>,
    /// Allow unregistered dialects' types/attributes (kept opaque).
    pub allow_unregistered: bool,
    /// Check the `mlir_reproducer` external resource's entries as `--run-reproducer` reads
    /// them (see [`REPRODUCER_KEYS`]), instead of as generic resource values.
    pub reproducer_resource: bool,
    /// Accept only the dialects registered in the context: without it, the dialects
    /// mlir-opt registers (`ORACLE_DIALECTS`) count as registered even where ropt has none
    /// (mlir-pdll's context has only builtin and pdl).
    pub registered_only: bool,
    /// Current nesting depth of types/attributes (bounded to avoid stack overflow).
    pub depth: u32,
    /// Set when an attribute the printer may alias was parsed (an affine map or integer
    /// set, a `distinct` or `dense_resource` attribute, a location): see
    /// [`crate::parser::ops::ParsedModule::may_have_aliases`].
    pub aliasable: bool,
    /// `(offset, line, line start)` of the last [`Parser::line_col`] query.
    line_cache: (usize, u32, usize),
    /// A known `(offset, line, line start)` that queries before the cache restart from
    /// (the start of the buffer, or of a deferred region).
    line_anchor: (usize, u32, usize),
}

/// Maximum nesting of types and attributes before the parser reports an error.
pub const MAX_NESTING: u32 = 1000;

impl<'a> Parser<'a> {
    /// A parser positioned at the first token of `src`.
    pub fn new(ctx: &'a Context, src: &'a [u8], filename: &str) -> Self {
        let mut lexer = Lexer::new(src);
        let tok = lexer.next_token();
        let mut p = Parser {
            ctx,
            src,
            src_str: source_str(src),
            lexer,
            tok,
            prev_end: 0,
            filename: ctx.identifier(filename),
            diagnostics: Vec::new(),
            symbols: SymbolState::default(),
            allow_unregistered: true,
            reproducer_resource: false,
            registered_only: false,
            depth: 0,
            aliasable: false,
            line_cache: (0, 1, 0),
            line_anchor: (0, 1, 0),
        };
        p.report_lex_error();
        p
    }

    /// A parser for a region of `src` deferred by another parser: positioned at `offset`,
    /// with `line` (the `(offset, line, line start)` of a position at or before `offset`,
    /// computed by the deferring parser) so that locations need no rescan of the text before.
    pub fn new_at(
        ctx: &'a Context,
        src: &'a [u8],
        src_str: &'a str,
        filename: Identifier,
        offset: usize,
        line: (usize, u32, usize),
    ) -> Self {
        let mut lexer = Lexer::new(src);
        lexer.reset_to(offset);
        let tok = lexer.next_token();
        let mut p = Parser {
            ctx,
            src,
            src_str,
            lexer,
            tok,
            prev_end: offset,
            filename,
            diagnostics: Vec::new(),
            symbols: SymbolState::default(),
            allow_unregistered: true,
            reproducer_resource: false,
            registered_only: false,
            depth: 0,
            aliasable: false,
            line_cache: line,
            line_anchor: line,
        };
        p.report_lex_error();
        p
    }

    /// The `(offset, line, line start)` of `offset`, to seed [`Parser::new_at`].
    pub fn line_anchor_at(&mut self, offset: usize) -> (usize, u32, usize) {
        let (line, col) = self.line_col(offset);
        let offset = offset.min(self.src.len());
        (offset, line, offset + 1 - col as usize)
    }

    /// The source bytes.
    #[inline]
    pub fn source(&self) -> &'a [u8] {
        self.src
    }

    /// The source as text ("" if it is not UTF-8).
    #[inline]
    pub fn source_str(&self) -> &'a str {
        self.src_str
    }

    /// The current token.
    #[inline]
    pub fn token(&self) -> Token {
        self.tok
    }

    /// The kind of the current token.
    #[inline]
    pub fn kind(&self) -> TokenKind {
        self.tok.kind
    }

    /// Whether the current token is `kind`.
    #[inline]
    pub fn at(&self, kind: TokenKind) -> bool {
        self.tok.kind == kind
    }

    /// The spelling of a token.
    #[inline]
    pub fn text(&self, tok: Token) -> &'a str {
        self.text_range(tok.start as usize, tok.end as usize)
    }

    /// The source text of the byte range `start..end` ("" if it is not text).
    pub fn text_range(&self, start: usize, end: usize) -> &'a str {
        // Token boundaries are ASCII bytes, so slicing a UTF-8 source is a cheap boundary check.
        match self.src_str.get(start..end) {
            Some(s) => s,
            None => self
                .src
                .get(start..end)
                .and_then(|b| std::str::from_utf8(b).ok())
                .unwrap_or(""),
        }
    }

    /// The spelling of the current token.
    #[inline]
    pub fn cur_text(&self) -> &'a str {
        self.text(self.tok)
    }

    /// Whether the current token is the bare identifier `kw`.
    #[inline]
    pub fn at_keyword(&self, kw: &str) -> bool {
        self.tok.kind == TokenKind::BareIdent && self.tok.text(self.src) == kw.as_bytes()
    }

    /// The offset of the current token.
    #[inline]
    pub fn offset(&self) -> usize {
        self.tok.start as usize
    }

    /// The end offset of the previously consumed token.
    #[inline]
    pub fn prev_end(&self) -> usize {
        self.prev_end
    }

    /// [`Parser::prev_end`] for an error there: at the end of the input it is the last
    /// character, as mlir-opt reports errors at the end.
    pub fn prev_end_for_error(&self) -> usize {
        if self.prev_end >= self.src.len() {
            self.prev_end.saturating_sub(1)
        } else {
            self.prev_end
        }
    }

    /// The token after the current one, without consuming anything.
    pub fn peek_next(&self) -> Token {
        let mut l = self.lexer.clone();
        l.next_token()
    }

    /// Consumes the current token and returns it.
    #[inline]
    pub fn advance(&mut self) -> Token {
        let t = self.tok;
        self.prev_end = t.end as usize;
        self.tok = self.lexer.next_token();
        if self.tok.kind == TokenKind::Error {
            self.report_lex_error();
        }
        t
    }

    /// Re-positions the cursor at byte `offset` (which must be a token start).
    pub fn reset_to(&mut self, offset: usize) {
        self.lexer.reset_to(offset);
        self.tok = self.lexer.next_token();
        if self.tok.kind == TokenKind::Error {
            self.report_lex_error();
        }
    }

    /// Moves the lexer to `offset` without lexing (used after scanning raw text).
    pub fn skip_to(&mut self, offset: usize) {
        self.prev_end = offset;
        self.reset_to(offset);
    }

    fn report_lex_error(&mut self) {
        if self.tok.kind == TokenKind::Error {
            let msg = self.tok.error.unwrap_or("unexpected character");
            // A lexer error is reported once even if the parser re-lexes the token.
            let off = self.tok.start as usize;
            if !self
                .diagnostics
                .iter()
                .any(|d| d.offset == off && d.message == msg)
            {
                self.diagnostics.push(ParseDiagnostic {
                    severity: ParseSeverity::Error,
                    offset: off,
                    message: msg.to_string(),
                    notes: Vec::new(),
                });
            }
        }
    }

    /// Consumes the current token if it is `kind`.
    #[inline]
    pub fn consume_if(&mut self, kind: TokenKind) -> bool {
        if self.tok.kind == kind {
            self.advance();
            true
        } else {
            false
        }
    }

    /// Consumes the bare identifier `kw` if it is next.
    #[inline]
    pub fn consume_keyword_if(&mut self, kw: &str) -> bool {
        if self.at_keyword(kw) {
            self.advance();
            true
        } else {
            false
        }
    }

    /// Consumes a token of `kind`, or reports `msg` as a wrong-token error.
    pub fn expect(&mut self, kind: TokenKind, msg: &str) -> PResult<Token> {
        if self.tok.kind == kind {
            Ok(self.advance())
        } else {
            Err(self.wrong_token_error(msg))
        }
    }

    /// Consumes the keyword `kw`, or reports `msg` as a wrong-token error.
    pub fn expect_keyword(&mut self, kw: &str, msg: &str) -> PResult<()> {
        if self.consume_keyword_if(kw) {
            Ok(())
        } else {
            Err(self.wrong_token_error(msg))
        }
    }

    /// Records an error at `offset`. Suppressed when the current token is a lexer error (the
    /// lexer already reported it).
    pub fn error_at(&mut self, offset: usize, msg: impl Into<String>) -> ParseFailed {
        if self.tok.kind != TokenKind::Error {
            self.diagnostics.push(ParseDiagnostic {
                severity: ParseSeverity::Error,
                offset,
                message: msg.into(),
                notes: Vec::new(),
            });
        }
        ParseFailed
    }

    /// Records an error at the current token.
    pub fn error_here(&mut self, msg: impl Into<String>) -> ParseFailed {
        let mut off = self.offset();
        // An error at the end of the input points at its last character, as mlir-opt's does.
        if self.at(TokenKind::Eof) {
            off = off.saturating_sub(1);
        }
        self.error_at(off, msg)
    }

    /// Attaches a note to the last recorded diagnostic.
    pub fn note_at(&mut self, offset: usize, msg: impl Into<String>) {
        if let Some(d) = self.diagnostics.last_mut() {
            d.notes.push((offset, msg.into()));
        }
    }

    /// Records a warning at `offset`.
    pub fn warning_at(&mut self, offset: usize, msg: impl Into<String>) {
        self.diagnostics.push(ParseDiagnostic {
            severity: ParseSeverity::Warning,
            offset,
            message: msg.into(),
            notes: Vec::new(),
        });
    }

    /// Whether an error was recorded.
    pub fn has_errors(&self) -> bool {
        self.diagnostics
            .iter()
            .any(|d| d.severity == ParseSeverity::Error)
    }

    /// Reports `msg` for an unexpected token, located like MLIR does: right after the last
    /// non-blank character before the token, skipping blank lines and `//` comment lines.
    pub fn wrong_token_error(&mut self, msg: &str) -> ParseFailed {
        let mut loc = self.offset();
        if self.tok.kind == TokenKind::Eof && loc > 0 {
            loc -= 1;
        }
        let original = loc;
        let mut end = loc;
        let src = self.src;
        loop {
            while end > 0 && matches!(src[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.error_at(original, msg);
            }
            let last = src[end - 1];
            if last != b'\n' && last != b'\r' {
                return self.error_at(end, msg);
            }
            end -= 1;
            // The previous line: cut a trailing `//` comment.
            let line_start = src[..end]
                .iter()
                .rposition(|&c| c == b'\n')
                .map_or(0, |p| p + 1);
            if let Some(c) = find(&src[line_start..end], b"//") {
                end = line_start + c;
            }
        }
    }

    /// Parses a comma-separated list with the given delimiters, calling `elem` for each element.
    /// `context` completes the error messages (e.g. `" in attribute dictionary"`).
    pub fn parse_comma_list(
        &mut self,
        delim: Delimiter,
        context: &str,
        mut elem: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        let Some((open, close, open_s, close_s, optional)) = delim.tokens() else {
            elem(self)?;
            while self.consume_if(TokenKind::Comma) {
                elem(self)?;
            }
            return Ok(());
        };
        if !self.at(open) {
            if optional {
                return Ok(());
            }
            return Err(self.wrong_token_error(&format!("expected '{open_s}'{context}")));
        }
        self.advance();
        if self.consume_if(close) {
            return Ok(());
        }
        elem(self)?;
        while self.consume_if(TokenKind::Comma) {
            elem(self)?;
        }
        if !self.consume_if(close) {
            return Err(self.wrong_token_error(&format!("expected '{close_s}'{context}")));
        }
        Ok(())
    }

    /// Enters one level of type/attribute nesting, failing cleanly past [`MAX_NESTING`].
    pub fn enter_nested(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            self.depth -= 1;
            return Err(self.error_here("exceeded maximum nesting depth"));
        }
        Ok(())
    }

    /// Leaves one level of nesting.
    pub fn exit_nested(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// Parses an optionally negative integer literal that fits an `i64`.
    pub fn parse_i64(&mut self, what: &str) -> PResult<i64> {
        let neg = self.consume_if(TokenKind::Minus);
        if !self.at(TokenKind::Integer) {
            return Err(self.wrong_token_error(&format!("expected {what}")));
        }
        let t = self.advance();
        let v = parse_integer_token(self.text(t));
        match v {
            Some(v) if neg && v <= (i64::MAX as u64) + 1 => Ok((v as i64).wrapping_neg()),
            Some(v) if !neg && v <= i64::MAX as u64 => Ok(v as i64),
            _ => Err(self.error_at(t.start as usize, format!("invalid {what}"))),
        }
    }

    /// The `(line, column)` (1-based, column in bytes) of `offset`.
    pub fn line_col(&mut self, offset: usize) -> (u32, u32) {
        let offset = offset.min(self.src.len());
        let (mut pos, mut line, mut line_start) = self.line_cache;
        if offset < pos {
            (pos, line, line_start) = if offset >= self.line_anchor.0 {
                self.line_anchor
            } else {
                (0, 1, 0)
            };
        }
        // The last newline is usually a few bytes back; the ones before it are only counted.
        let seg = &self.src[pos..offset];
        if let Some(last) = seg.iter().rposition(|&c| c == b'\n') {
            let before = crate::bytes::count_newlines(&seg[..last]);
            line += before as u32 + 1;
            line_start = pos + last + 1;
        }
        self.line_cache = (offset, line, line_start);
        (line, (offset - line_start) as u32 + 1)
    }

    /// The `file:line:col` location of `offset`.
    pub fn location_at(&mut self, offset: usize) -> Location {
        let (l, c) = self.line_col(offset);
        self.ctx.file_line_col_loc(self.filename.as_str(), l, c)
    }
}

/// `src` as text ("" if it is not UTF-8), checked on several threads when it is large.
fn source_str(src: &[u8]) -> &str {
    crate::bytes::as_text(src, true).unwrap_or("")
}

/// A small vector kept inline up to `N` elements (parsing shapes does not allocate).
#[derive(Clone)]
pub struct SmallBuf<T: Copy + Default, const N: usize> {
    len: usize,
    inline: [T; N],
    heap: Vec<T>,
}

impl<T: Copy + Default, const N: usize> Default for SmallBuf<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Copy + Default, const N: usize> SmallBuf<T, N> {
    /// An empty buffer.
    pub fn new() -> Self {
        SmallBuf {
            len: 0,
            inline: [T::default(); N],
            heap: Vec::new(),
        }
    }

    /// Appends `v`.
    pub fn push(&mut self, v: T) {
        if self.len < N {
            self.inline[self.len] = v;
        } else {
            if self.len == N {
                self.heap.extend_from_slice(&self.inline);
            }
            self.heap.push(v);
        }
        self.len += 1;
    }
}

impl<T: Copy + Default, const N: usize> std::ops::Deref for SmallBuf<T, N> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        if self.len <= N {
            &self.inline[..self.len]
        } else {
            &self.heap
        }
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// The value of a decimal or `0x` hexadecimal integer token, if it fits a `u64`.
pub fn parse_integer_token(text: &str) -> Option<u64> {
    if let Some(hex) = text.strip_prefix("0x") {
        u64::from_str_radix(hex, 16).ok()
    } else {
        text.parse().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrong_token_errors_point_after_previous_token() {
        let ctx = Context::new();
        let mut p = Parser::new(&ctx, b"a  // c\n\n   )", "f");
        p.advance();
        let _ = p.expect(TokenKind::Comma, "expected ','");
        assert_eq!(p.diagnostics[0].offset, 1);
        assert_eq!(p.diagnostics[0].message, "expected ','");
    }

    #[test]
    fn comma_lists() {
        let ctx = Context::new();
        let mut p = Parser::new(&ctx, b"(1, 2, 3) [", "f");
        let mut v = Vec::new();
        p.parse_comma_list(Delimiter::Paren, " in list", |p| {
            v.push(p.parse_i64("integer")?);
            Ok(())
        })
        .unwrap();
        assert_eq!(v, [1, 2, 3]);
        assert!(
            p.parse_comma_list(Delimiter::Square, " in list", |p| p
                .parse_i64("x")
                .map(|_| ()))
                .is_err()
        );
        assert_eq!(p.diagnostics[0].message, "expected x");
    }

    #[test]
    fn lexer_errors_are_reported_once() {
        let ctx = Context::new();
        let mut p = Parser::new(&ctx, b"a $", "f");
        p.advance();
        let _ = p.error_here("something else");
        assert_eq!(p.diagnostics.len(), 1);
        assert_eq!(p.diagnostics[0].message, "unexpected character");
        assert_eq!(p.line_col(2), (1, 3));
    }
}

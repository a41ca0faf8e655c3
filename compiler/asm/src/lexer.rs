//! The MLIR lexer: turns source bytes into [`Token`]s.
//!
//! Works on bytes and never allocates: a token is a kind plus a byte range of the source.
//! Keywords (`loc`, `dense`, `i32`, ...) are bare identifiers; the parser compares spellings.

/// What a token is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenKind {
    /// End of input.
    Eof,
    /// A lexing error; the message is in [`Token::error`].
    Error,
    /// `[a-zA-Z_][a-zA-Z0-9_$.]*`.
    BareIdent,
    /// `%name`.
    PercentIdent,
    /// `^name`.
    CaretIdent,
    /// `#name`.
    HashIdent,
    /// `!name`.
    BangIdent,
    /// `@name` or `@"name"`.
    AtIdent,
    /// A decimal or hexadecimal integer literal (no sign).
    Integer,
    /// A decimal float literal (no sign).
    Float,
    /// A string literal, quotes included.
    String,
    /// `->`.
    Arrow,
    /// `:`.
    Colon,
    /// `,`.
    Comma,
    /// `...`.
    Ellipsis,
    /// `=`.
    Equal,
    /// `>`.
    Greater,
    /// `{`.
    LBrace,
    /// `[`.
    LSquare,
    /// `(`.
    LParen,
    /// `<`.
    Less,
    /// `-`.
    Minus,
    /// `+`.
    Plus,
    /// `?`.
    Question,
    /// `}`.
    RBrace,
    /// `]`.
    RSquare,
    /// `)`.
    RParen,
    /// `*`.
    Star,
    /// `|`.
    VerticalBar,
    /// `{-#`.
    FileMetadataBegin,
    /// `#-}`.
    FileMetadataEnd,
}

/// The token a custom parser's punctuation is.
impl From<ropt_ir::asm_interface::Punct> for TokenKind {
    fn from(punct: ropt_ir::asm_interface::Punct) -> TokenKind {
        use ropt_ir::asm_interface::Punct;
        match punct {
            Punct::LParen => TokenKind::LParen,
            Punct::RParen => TokenKind::RParen,
            Punct::LBrace => TokenKind::LBrace,
            Punct::RBrace => TokenKind::RBrace,
            Punct::LSquare => TokenKind::LSquare,
            Punct::RSquare => TokenKind::RSquare,
            Punct::Less => TokenKind::Less,
            Punct::Greater => TokenKind::Greater,
            Punct::Colon => TokenKind::Colon,
            Punct::Comma => TokenKind::Comma,
            Punct::Equal => TokenKind::Equal,
            Punct::Arrow => TokenKind::Arrow,
            Punct::Question => TokenKind::Question,
            Punct::Star => TokenKind::Star,
            Punct::Plus => TokenKind::Plus,
            Punct::Minus => TokenKind::Minus,
            Punct::VerticalBar => TokenKind::VerticalBar,
            Punct::Ellipsis => TokenKind::Ellipsis,
        }
    }
}

/// A token: kind and byte range `[start, end)` in the source.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token {
    /// What it is.
    pub kind: TokenKind,
    /// Start offset.
    pub start: u32,
    /// End offset (exclusive).
    pub end: u32,
    /// For [`TokenKind::Error`]: the message (and the error is reported at `start`).
    pub error: Option<&'static str>,
}

impl Token {
    /// The spelling of the token in `src`.
    #[inline]
    pub fn text<'a>(&self, src: &'a [u8]) -> &'a [u8] {
        &src[self.start as usize..self.end as usize]
    }

    /// Whether this token is `kind`.
    #[inline]
    pub fn is(&self, kind: TokenKind) -> bool {
        self.kind == kind
    }
}

/// The lexer: a cursor over the source bytes.
#[derive(Clone)]
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
}

#[inline]
fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

#[inline]
fn is_bare_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

#[inline]
fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'$' | b'.' | b'_' | b'-')
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a [u8]) -> Self {
        Lexer { src, pos: 0 }
    }

    /// The source.
    pub fn source(&self) -> &'a [u8] {
        self.src
    }

    /// The current offset.
    pub fn offset(&self) -> usize {
        self.pos
    }

    /// Moves the cursor to `offset` (a token start previously returned).
    pub fn reset_to(&mut self, offset: usize) {
        self.pos = offset.min(self.src.len());
    }

    #[inline]
    fn peek(&self, ahead: usize) -> u8 {
        self.src.get(self.pos + ahead).copied().unwrap_or(0)
    }

    fn tok(&self, kind: TokenKind, start: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
            error: None,
        }
    }

    fn err(&self, start: usize, at: usize, msg: &'static str) -> Token {
        let _ = start;
        Token {
            kind: TokenKind::Error,
            start: at as u32,
            end: (at + 1).min(self.src.len()).max(at) as u32,
            error: Some(msg),
        }
    }

    /// Lexes the next token, skipping whitespace and `//` comments.
    pub fn next_token(&mut self) -> Token {
        loop {
            let start = self.pos;
            let Some(&c) = self.src.get(self.pos) else {
                return self.tok(TokenKind::Eof, start);
            };
            self.pos += 1;
            use TokenKind::*;
            return match c {
                // A NUL byte is whitespace, as in mlir-opt's lexer.
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'/' if self.peek(0) == b'/' => {
                    while let Some(&c) = self.src.get(self.pos) {
                        if c == b'\n' || c == b'\r' {
                            break;
                        }
                        self.pos += 1;
                    }
                    continue;
                }
                b'_' | b'a'..=b'z' | b'A'..=b'Z' => {
                    while is_bare_ident_char(self.peek(0)) {
                        self.pos += 1;
                    }
                    self.tok(BareIdent, start)
                }
                b'0'..=b'9' => self.lex_number(start),
                b'"' => self.lex_string(start, String),
                b'@' => self.lex_at(start),
                b'%' => self.lex_prefixed(start, PercentIdent, "invalid SSA name"),
                b'^' => self.lex_prefixed(start, CaretIdent, "invalid block name"),
                b'!' => self.lex_prefixed(start, BangIdent, "invalid type identifier"),
                b'#' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'}' {
                        self.pos += 2;
                        self.tok(FileMetadataEnd, start)
                    } else {
                        self.lex_prefixed(start, HashIdent, "invalid attribute name")
                    }
                }
                b'-' => {
                    if self.peek(0) == b'>' {
                        self.pos += 1;
                        self.tok(Arrow, start)
                    } else {
                        self.tok(Minus, start)
                    }
                }
                b'{' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'#' {
                        self.pos += 2;
                        self.tok(FileMetadataBegin, start)
                    } else {
                        self.tok(LBrace, start)
                    }
                }
                b':' => self.tok(Colon, start),
                b'.' => {
                    if self.peek(0) == b'.' && self.peek(1) == b'.' {
                        self.pos += 2;
                        self.tok(Ellipsis, start)
                    } else {
                        self.err(
                            start,
                            start + 1,
                            "expected three consecutive dots for an ellipsis",
                        )
                    }
                }
                b',' => self.tok(Comma, start),
                b'=' => self.tok(Equal, start),
                b'>' => self.tok(Greater, start),
                b'[' => self.tok(LSquare, start),
                b'(' => self.tok(LParen, start),
                b'<' => self.tok(Less, start),
                b'+' => self.tok(Plus, start),
                b'?' => self.tok(Question, start),
                b'}' => self.tok(RBrace, start),
                b']' => self.tok(RSquare, start),
                b')' => self.tok(RParen, start),
                b'*' => self.tok(Star, start),
                b'|' => self.tok(VerticalBar, start),
                _ => self.err(start, start, "unexpected character"),
            };
        }
    }

    /// `%`, `^`, `!`, `#` followed by a suffix id (digits, or a letter/punct started name).
    fn lex_prefixed(&mut self, start: usize, kind: TokenKind, msg: &'static str) -> Token {
        let c = self.peek(0);
        if c.is_ascii_digit() {
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_' | b'-') {
            self.pos += 1;
            while is_suffix_char(self.peek(0)) {
                self.pos += 1;
            }
        } else {
            return self.err(start, start, msg);
        }
        self.tok(kind, start)
    }

    fn lex_at(&mut self, start: usize) -> Token {
        let c = self.peek(0);
        if c == b'"' {
            self.pos += 1;
            let t = self.lex_string(start, TokenKind::AtIdent);
            return t;
        }
        if !is_ident_start(c) {
            return self.err(
                start,
                self.pos,
                "@ identifier expected to start with letter or '_'",
            );
        }
        while is_bare_ident_char(self.peek(0)) {
            self.pos += 1;
        }
        self.tok(TokenKind::AtIdent, start)
    }

    fn lex_number(&mut self, start: usize) -> Token {
        let first = self.src[start];
        if first == b'0' && self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() {
            self.pos += 1;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(TokenKind::Integer, start);
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return self.tok(TokenKind::Integer, start);
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E') {
            let d = self.peek(1);
            if d.is_ascii_digit() || (matches!(d, b'-' | b'+') && self.peek(2).is_ascii_digit()) {
                self.pos += 2;
                while self.peek(0).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.tok(TokenKind::Float, start)
    }

    /// Lexes a string body after the opening quote (already consumed).
    fn lex_string(&mut self, start: usize, kind: TokenKind) -> Token {
        loop {
            let Some(&c) = self.src.get(self.pos) else {
                return self.err(start, self.pos, "expected '\"' in string literal");
            };
            match c {
                b'"' => {
                    self.pos += 1;
                    return self.tok(kind, start);
                }
                b'\n' | b'\r' | 0x0B | 0x0C => {
                    return self.err(start, self.pos, "expected '\"' in string literal");
                }
                b'\\' => {
                    let n = self.peek(1);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 2;
                    } else if n.is_ascii_hexdigit() && self.peek(2).is_ascii_hexdigit() {
                        self.pos += 3;
                    } else {
                        // Lexing goes on after the backslash, as mlir-opt's does (the
                        // parser may take the error token and look at the next one).
                        self.pos += 1;
                        return self.err(start, self.pos - 1, "unknown escape in string literal");
                    }
                }
                _ => self.pos += 1,
            }
        }
    }
}

/// Decodes the escapes of a string literal's spelling (quotes included). The lexer validated it.
pub fn unescape_string(spelling: &[u8]) -> Vec<u8> {
    let body = if spelling.len() >= 2 {
        &spelling[1..spelling.len() - 1]
    } else {
        spelling
    };
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        let n = body.get(i + 1).copied().unwrap_or(b'\\');
        match n {
            b'"' | b'\\' => {
                out.push(n);
                i += 2;
            }
            b'n' => {
                out.push(b'\n');
                i += 2;
            }
            b't' => {
                out.push(b'\t');
                i += 2;
            }
            _ => {
                let hex = |b: u8| (b as char).to_digit(16).unwrap_or(0) as u8;
                let hi = hex(n);
                let lo = hex(body.get(i + 2).copied().unwrap_or(b'0'));
                out.push(hi * 16 + lo);
                i += 3;
            }
        }
    }
    out
}

/// Whether a string literal's body has no escapes (so its bytes can be used directly).
pub fn string_has_no_escapes(spelling: &[u8]) -> bool {
    !spelling.contains(&b'\\')
}

#[cfg(test)]
mod tests {
    use super::*;
    use TokenKind::*;

    fn kinds(s: &str) -> Vec<(TokenKind, std::string::String)> {
        let mut l = Lexer::new(s.as_bytes());
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            v.push((
                t.kind,
                std::string::String::from_utf8_lossy(t.text(s.as_bytes())).into_owned(),
            ));
            if t.kind == Eof || t.kind == Error {
                return v;
            }
        }
    }

    #[test]
    fn lexes_all_token_kinds() {
        let toks = kinds(
            "foo.bar$ %0 %arg_1 ^bb0 #map !llvm.ptr @f @\"q x\" 42 0x1F 1.5e-3 2. \"s\\n\" -> : :: , ... = > { [ ( < - + ? } ] ) * | {-# #-} // c\n x",
        );
        let got: Vec<TokenKind> = toks.iter().map(|t| t.0).collect();
        assert_eq!(
            got,
            vec![
                BareIdent,
                PercentIdent,
                PercentIdent,
                CaretIdent,
                HashIdent,
                BangIdent,
                AtIdent,
                AtIdent,
                Integer,
                Integer,
                Float,
                Float,
                String,
                Arrow,
                Colon,
                Colon,
                Colon,
                Comma,
                Ellipsis,
                Equal,
                Greater,
                LBrace,
                LSquare,
                LParen,
                Less,
                Minus,
                Plus,
                Question,
                RBrace,
                RSquare,
                RParen,
                Star,
                VerticalBar,
                FileMetadataBegin,
                FileMetadataEnd,
                BareIdent,
                Eof
            ]
        );
        assert_eq!(toks[0].1, "foo.bar$");
        assert_eq!(toks[7].1, "@\"q x\"");
    }

    #[test]
    fn numbers_stop_where_mlir_stops() {
        assert_eq!(kinds("0x")[0], (Integer, "0".into()));
        assert_eq!(kinds("1.5e")[0], (Float, "1.5".into()));
        assert_eq!(kinds("1e5")[0], (Integer, "1".into()));
    }

    #[test]
    fn nul_is_whitespace() {
        let mut l = Lexer::new(b"a\0\0b\0");
        let kinds: Vec<_> = std::iter::from_fn(|| {
            let t = l.next_token();
            (t.kind != Eof).then_some((t.kind, t.start))
        })
        .collect();
        assert_eq!(kinds, [(BareIdent, 0), (BareIdent, 3)]);
    }

    #[test]
    fn errors_have_positions() {
        let mut l = Lexer::new(b"  $");
        let t = l.next_token();
        assert_eq!(
            (t.kind, t.start, t.error),
            (Error, 2, Some("unexpected character"))
        );
        let mut l = Lexer::new(b"\"abc\n");
        let t = l.next_token();
        assert_eq!(t.start, 4);
        let mut l = Lexer::new(b"\"\\q\"");
        let t = l.next_token();
        assert_eq!(
            (t.start, t.error),
            (1, Some("unknown escape in string literal"))
        );
        let mut l = Lexer::new(b"@ ");
        assert_eq!(l.next_token().start, 1);
    }

    #[test]
    fn unescapes() {
        assert_eq!(unescape_string(b"\"a\\22\\n\\\\\\FF\""), b"a\"\n\\\xFF");
    }
}

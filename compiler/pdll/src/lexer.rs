//! The PDLL lexer: bytes to tokens, with `#include` buffer switching.
//!
//! Tokens: identifiers `[a-zA-Z_][a-zA-Z0-9_]*` (some are keywords; `_` is its own token),
//! decimal integers, `"strings"` and `[{ string blocks }]` (escapes `\"`, `\\`, `\n`, `\t`
//! and `\XX` with two hex digits; blocks may span lines), directives `#name`, and the
//! punctuation `-> : , . = => ; < > { } ( ) [ ]`. `//` starts a comment to the end of the line;
//! spaces, tabs, newlines and NUL bytes are blanks. Anything else is an "unexpected
//! character" error token. At the end of an included buffer the lexer returns `Eof` and
//! continues in the including buffer right after the `#include` file name.

use crate::source::{Diagnostic, Loc, SourceMgr};

/// Kinds of tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tok {
    /// End of the current buffer.
    Eof,
    /// A lexing error (already reported).
    Error,
    /// An identifier that is no keyword.
    Ident,
    /// A decimal integer.
    Integer,
    /// A `"string"`.
    String,
    /// A `[{ string block }]`.
    StringBlock,
    /// A `#directive`.
    Directive,
    /// `attr` (a keyword only before `<`).
    KwAttr,
    /// `op` (a keyword only before `<`).
    KwOp,
    /// `type` (a keyword only before `<`).
    KwType,
    /// `Attr`.
    KwAttrC,
    /// `erase`.
    KwErase,
    /// `let`.
    KwLet,
    /// `Constraint`.
    KwConstraint,
    /// `not`.
    KwNot,
    /// `Op`.
    KwOpC,
    /// `OpName`.
    KwOpName,
    /// `Pattern`.
    KwPattern,
    /// `replace`.
    KwReplace,
    /// `return`.
    KwReturn,
    /// `rewrite`.
    KwRewrite,
    /// `Rewrite`.
    KwRewriteC,
    /// `Type`.
    KwTypeC,
    /// `TypeRange`.
    KwTypeRange,
    /// `Value`.
    KwValue,
    /// `ValueRange`.
    KwValueRange,
    /// `with`.
    KwWith,
    /// `->`.
    Arrow,
    /// `:`.
    Colon,
    /// `,`.
    Comma,
    /// `.`.
    Dot,
    /// `=`.
    Equal,
    /// `=>`.
    EqualArrow,
    /// `;`.
    Semicolon,
    /// `<`.
    Less,
    /// `>`.
    Greater,
    /// `{`.
    LBrace,
    /// `}`.
    RBrace,
    /// `(`.
    LParen,
    /// `)`.
    RParen,
    /// `[`.
    LSquare,
    /// `]`.
    RSquare,
    /// `_`.
    Underscore,
}

impl Tok {
    /// Whether this is a keyword (`attr`, `op`, `type` included).
    pub fn is_keyword(self) -> bool {
        use Tok::*;
        matches!(
            self,
            KwAttr
                | KwOp
                | KwType
                | KwAttrC
                | KwErase
                | KwLet
                | KwConstraint
                | KwNot
                | KwOpC
                | KwOpName
                | KwPattern
                | KwReplace
                | KwReturn
                | KwRewrite
                | KwRewriteC
                | KwTypeC
                | KwTypeRange
                | KwValue
                | KwValueRange
                | KwWith
        )
    }

    /// Whether this is a keyword only in some contexts (`attr`, `op`, `type`), usable as a
    /// name elsewhere.
    pub fn is_dependent_keyword(self) -> bool {
        matches!(self, Tok::KwAttr | Tok::KwOp | Tok::KwType)
    }

    /// Whether this is a string or a string block.
    pub fn is_string(self) -> bool {
        matches!(self, Tok::String | Tok::StringBlock)
    }
}

/// A token: its kind and where it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token {
    /// The kind.
    pub kind: Tok,
    /// Its range.
    pub loc: Loc,
}

fn keyword(s: &[u8]) -> Tok {
    match s {
        b"attr" => Tok::KwAttr,
        b"Attr" => Tok::KwAttrC,
        b"erase" => Tok::KwErase,
        b"let" => Tok::KwLet,
        b"Constraint" => Tok::KwConstraint,
        b"not" => Tok::KwNot,
        b"op" => Tok::KwOp,
        b"Op" => Tok::KwOpC,
        b"OpName" => Tok::KwOpName,
        b"Pattern" => Tok::KwPattern,
        b"replace" => Tok::KwReplace,
        b"return" => Tok::KwReturn,
        b"rewrite" => Tok::KwRewrite,
        b"Rewrite" => Tok::KwRewriteC,
        b"type" => Tok::KwType,
        b"Type" => Tok::KwTypeC,
        b"TypeRange" => Tok::KwTypeRange,
        b"Value" => Tok::KwValue,
        b"ValueRange" => Tok::KwValueRange,
        b"with" => Tok::KwWith,
        b"_" => Tok::Underscore,
        _ => Tok::Ident,
    }
}

/// The lexer over the buffers of a [`SourceMgr`].
#[derive(Debug)]
pub struct Lexer {
    /// Index of the current buffer.
    buf: usize,
    /// Position in the current buffer (relative).
    pos: usize,
}

/// Decodes the value of a string or string block token's spelling (quotes included).
pub fn string_value(spelling: &[u8], block: bool) -> Vec<u8> {
    let inner = if block {
        &spelling[2..spelling.len().saturating_sub(2).max(2)]
    } else {
        &spelling[1..spelling.len().saturating_sub(1).max(1)]
    };
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        let c = inner[i];
        i += 1;
        if c != b'\\' || i >= inner.len() {
            out.push(c);
            continue;
        }
        let c1 = inner[i];
        i += 1;
        match c1 {
            b'"' | b'\\' => out.push(c1),
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            _ => {
                let c2 = inner.get(i).copied().unwrap_or(b'0');
                i += 1;
                out.push((hex(c1) << 4) | hex(c2));
            }
        }
    }
    out
}

fn hex(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        b'A'..=b'F' => c - b'A' + 10,
        _ => 0,
    }
}

impl Lexer {
    /// A lexer at the start of buffer `buf`.
    pub fn new(buf: usize) -> Self {
        Lexer { buf, pos: 0 }
    }

    /// The current buffer's index.
    pub fn buffer(&self) -> usize {
        self.buf
    }

    /// Continues lexing at the start of buffer `buf` (an included file).
    pub fn push_buffer(&mut self, buf: usize) {
        self.buf = buf;
        self.pos = 0;
    }

    /// Moves back to global position `pos` (in whichever buffer holds it: the token to go
    /// back to may end an included file the lexer has already left).
    pub fn reset(&mut self, sm: &SourceMgr, pos: u32) {
        self.buf = sm.buffer_of(pos);
        self.pos = (pos - sm.buffer(self.buf).base) as usize;
    }

    fn tok(&self, sm: &SourceMgr, kind: Tok, start: usize) -> Token {
        let base = sm.buffer(self.buf).base;
        Token {
            kind,
            loc: Loc::new(base + start as u32, base + self.pos as u32),
        }
    }

    fn error(&self, sm: &SourceMgr, diags: &mut Vec<Diagnostic>, at: usize, msg: &str) -> Token {
        // The error token starts where the error is, as in mlir-pdll.
        let base = sm.buffer(self.buf).base;
        let p = base + at as u32;
        diags.push(Diagnostic::error(Loc::new(p, p + 1), msg));
        Token {
            kind: Tok::Error,
            loc: Loc::new(p, (base + self.pos as u32).max(p)),
        }
    }

    /// Lexes the next token, reporting lexing errors into `diags`.
    pub fn next(&mut self, sm: &SourceMgr, diags: &mut Vec<Diagnostic>) -> Token {
        loop {
            let text = &sm.buffer(self.buf).text;
            let start = self.pos;
            let Some(&c) = text.get(self.pos) else {
                let eof = self.tok(sm, Tok::Eof, start);
                if let Some(parent) = sm.buffer(self.buf).include_loc {
                    self.buf = sm.buffer_of(parent);
                    self.pos = (parent - sm.buffer(self.buf).base) as usize;
                }
                return eof;
            };
            self.pos += 1;
            let peek = text.get(self.pos).copied();
            let kind = match c {
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                    while text
                        .get(self.pos)
                        .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
                    {
                        self.pos += 1;
                    }
                    keyword(&text[start..self.pos])
                }
                b'0'..=b'9' => {
                    while text.get(self.pos).is_some_and(u8::is_ascii_digit) {
                        self.pos += 1;
                    }
                    Tok::Integer
                }
                b'#' => {
                    while text
                        .get(self.pos)
                        .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
                    {
                        self.pos += 1;
                    }
                    Tok::Directive
                }
                b'-' if peek == Some(b'>') => {
                    self.pos += 1;
                    Tok::Arrow
                }
                b'=' if peek == Some(b'>') => {
                    self.pos += 1;
                    Tok::EqualArrow
                }
                b'=' => Tok::Equal,
                b':' => Tok::Colon,
                b',' => Tok::Comma,
                b'.' => Tok::Dot,
                b';' => Tok::Semicolon,
                b'[' if peek == Some(b'{') => {
                    self.pos += 1;
                    return self.lex_string(sm, diags, start, true);
                }
                b'[' => Tok::LSquare,
                b']' => Tok::RSquare,
                b'<' => Tok::Less,
                b'>' => Tok::Greater,
                b'{' => Tok::LBrace,
                b'}' => Tok::RBrace,
                b'(' => Tok::LParen,
                b')' => Tok::RParen,
                b'"' => return self.lex_string(sm, diags, start, false),
                b'/' if peek == Some(b'/') => {
                    while let Some(&b) = text.get(self.pos) {
                        self.pos += 1;
                        if b == b'\n' || b == b'\r' {
                            break;
                        }
                    }
                    continue;
                }
                _ => return self.error(sm, diags, start, "unexpected character"),
            };
            return self.tok(sm, kind, start);
        }
    }

    fn lex_string(
        &mut self,
        sm: &SourceMgr,
        diags: &mut Vec<Diagnostic>,
        start: usize,
        block: bool,
    ) -> Token {
        let text = &sm.buffer(self.buf).text;
        loop {
            let Some(&c) = text.get(self.pos) else {
                let msg = if block {
                    "expected '}]' in string literal"
                } else {
                    "expected '\"' in string literal"
                };
                return self.error(sm, diags, self.pos.saturating_sub(1), msg);
            };
            self.pos += 1;
            match c {
                b'"' if !block => return self.tok(sm, Tok::String, start),
                b'}' if block && text.get(self.pos) == Some(&b']') => {
                    self.pos += 1;
                    return self.tok(sm, Tok::StringBlock, start);
                }
                b'\n' | 0x0b | 0x0c if !block => {
                    return self.error(sm, diags, self.pos - 1, "expected '\"' in string literal");
                }
                b'\\' => {
                    let n1 = text.get(self.pos).copied();
                    let n2 = text.get(self.pos + 1).copied();
                    if matches!(n1, Some(b'"' | b'\\' | b'n' | b't')) {
                        self.pos += 1;
                    } else if n1.is_some_and(|b| b.is_ascii_hexdigit())
                        && n2.is_some_and(|b| b.is_ascii_hexdigit())
                    {
                        self.pos += 2;
                    } else {
                        return self.error(
                            sm,
                            diags,
                            self.pos - 1,
                            "unknown escape in string literal",
                        );
                    }
                }
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<Tok> {
        let mut sm = SourceMgr::default();
        sm.add_buffer("t", src.as_bytes().to_vec(), None);
        let mut lx = Lexer::new(0);
        let mut diags = Vec::new();
        let mut out = Vec::new();
        loop {
            let t = lx.next(&sm, &mut diags);
            out.push(t.kind);
            if matches!(t.kind, Tok::Eof | Tok::Error) {
                return out;
            }
        }
    }

    #[test]
    fn lexes_punctuation_and_keywords() {
        use Tok::*;
        assert_eq!(
            kinds("Pattern => op<a.b> -> ; // c\n _ x1 [{ y }] \"s\\n\" 12 #include"),
            [
                KwPattern,
                EqualArrow,
                KwOp,
                Less,
                Ident,
                Dot,
                Ident,
                Greater,
                Arrow,
                Semicolon,
                Underscore,
                Ident,
                StringBlock,
                String,
                Integer,
                Directive,
                Eof
            ]
        );
        assert_eq!(kinds("a $"), [Ident, Error]);
        assert_eq!(kinds("\"a\\q\""), [Error]);
    }

    #[test]
    fn decodes_escapes() {
        assert_eq!(string_value(br#""a\n\41\"""#, false), b"a\nA\"");
        assert_eq!(string_value(b"[{ x }]", true), b" x ");
    }
}

//! Parsing a file: runs the lexer and the lalrpop grammar, and turns parse errors into
//! llvm-tblgen style messages.

use crate::ast::{Expr, ExprKind, Piece, Stmt};
use crate::intern::Sym;
use crate::lexer::{LexError, Lexer, Tok};
use crate::source::Pos;

/// A value suffix, as parsed.
#[derive(Debug)]
pub enum Suffix {
    /// `{ranges}`
    Bits(Vec<Piece>),
    /// `[slices]` (with a trailing comma?)
    List(Vec<Piece>, bool),
    /// `.name`
    Field(Sym),
}

/// Builds a paste node.
pub fn paste(pos: Pos, l: Expr, r: Option<Expr>) -> Expr {
    Expr {
        pos,
        kind: ExprKind::Paste(Box::new(l), r.map(Box::new)),
    }
}

/// Applies a suffix.
pub fn suffix(v: Expr, (pos, s): (Pos, Suffix)) -> Expr {
    let kind = match s {
        Suffix::Bits(r) => ExprKind::BitSlice(Box::new(v), r),
        Suffix::List(r, c) => ExprKind::ListSlice(Box::new(v), r, c),
        Suffix::Field(n) => ExprKind::Field(Box::new(v), n),
    };
    Expr { pos, kind }
}

/// The values of boxed symbols (see the grammar).
pub fn unbox<T>(v: Vec<Box<T>>) -> Vec<T> {
    v.into_iter().map(|b| *b).collect()
}

/// A parse failure: position, message and notes.
pub type ParseFailure = LexError;

/// Parses the whole token stream.
pub fn parse_file(lexer: &mut Lexer<'_>) -> Result<Vec<Stmt>, ParseFailure> {
    let parser = crate::grammar::FileParser::new();
    let mut last_end: Pos = 0;
    let mut after_equal = false;
    let mut stmt = Statement::default();
    let iter = std::iter::from_fn(|| {
        let t = lexer.next();
        match &t {
            Some(Ok((_, tok, e))) => {
                last_end = *e;
                after_equal = *tok == Tok::Equal;
                stmt.push(tok);
            }
            Some(Err(err)) if after_equal && err.notes.is_empty() => {
                // llvm-tblgen goes on parsing the value and reports twice more.
                let start = if err.msg.ends_with("string literal") {
                    err.pos - 1
                } else {
                    err.pos
                };
                let mut err = err.clone();
                err.notes.push((
                    start,
                    "Unknown or reserved token when parsing a value".into(),
                ));
                err.notes
                    .push((start, "expected ';' after declaration".into()));
                return Some(Err(err));
            }
            _ => {}
        }
        t
    });
    match parser.parse(iter) {
        Ok(v) => Ok(v),
        Err(e) => {
            let mut failure = convert(e, last_end);
            // A missing `;` is worded after what the statement in a body is.
            if failure.msg == "expected ';'" {
                match stmt.kind() {
                    StatementKind::Declaration => failure.msg.push_str(" after declaration"),
                    StatementKind::Let => failure.msg.push_str(" after let expression"),
                    StatementKind::Other => {}
                }
            }
            Err(failure)
        }
    }
}

/// What the statement being parsed is, from its first tokens (a statement starts after `{`,
/// `}` or `;`): enough to word a missing `;` as llvm-tblgen does.
#[derive(Default)]
struct Statement {
    /// Tokens seen since the statement started (counted up to 2).
    seen: u8,
    first: StatementStart,
    second_is_id: bool,
}

#[derive(Default, Clone, Copy, PartialEq)]
enum StatementStart {
    #[default]
    Other,
    Let,
    Type,
    Id,
}

enum StatementKind {
    Declaration,
    Let,
    Other,
}

impl Statement {
    fn push(&mut self, tok: &Tok) {
        if matches!(tok, Tok::LBrace | Tok::RBrace | Tok::Semi) {
            *self = Statement::default();
            return;
        }
        match self.seen {
            0 => {
                self.first = match tok {
                    Tok::KwLet => StatementStart::Let,
                    Tok::KwBit
                    | Tok::KwBits
                    | Tok::KwCode
                    | Tok::KwDag
                    | Tok::KwInt
                    | Tok::KwList
                    | Tok::KwString
                    | Tok::KwField => StatementStart::Type,
                    Tok::Id(_) => StatementStart::Id,
                    _ => StatementStart::Other,
                }
            }
            1 => self.second_is_id = matches!(tok, Tok::Id(_)),
            _ => {}
        }
        self.seen = self.seen.saturating_add(1).min(2);
    }

    fn kind(&self) -> StatementKind {
        match self.first {
            StatementStart::Type => StatementKind::Declaration,
            StatementStart::Id if self.second_is_id => StatementKind::Declaration,
            StatementStart::Let => StatementKind::Let,
            _ => StatementKind::Other,
        }
    }
}

fn tok_desc(t: &Tok) -> &'static str {
    match t {
        Tok::Semi => "';'",
        _ => "token",
    }
}

fn convert(e: lalrpop_util::ParseError<Pos, Tok, LexError>, eof: Pos) -> ParseFailure {
    use lalrpop_util::ParseError as P;
    match e {
        P::User { error } => error,
        P::InvalidToken { location } => LexError {
            pos: location,
            msg: "invalid token".into(),
            notes: vec![],
        },
        P::UnrecognizedEof { location, expected } => LexError {
            pos: location.max(eof),
            msg: expected_msg(&expected, None),
            notes: vec![],
        },
        P::UnrecognizedToken {
            token: (s, t, _),
            expected,
        } => LexError {
            pos: s,
            msg: expected_msg(&expected, Some(tok_desc(&t))),
            notes: vec![],
        },
        P::ExtraToken { token: (s, _, _) } => LexError {
            pos: s,
            msg: "Unexpected token at top level".into(),
            notes: vec![],
        },
    }
}

/// Words the message like llvm-tblgen where the expected set identifies the situation.
fn expected_msg(expected: &[String], _got: Option<&str>) -> String {
    let has = |s: &str| expected.iter().any(|e| e == s);
    if has("\"class\"") && has("\"def\"") {
        return "Unexpected token at top level".into();
    }
    // Inside `<...>`: a template argument value (which a paste could still continue) or a
    // template parameter declaration (which a default could still follow).
    if has("\",\"") && has("\">\"") && !has("\")\"") && !has("\"]\"") {
        if has("\"#\"") {
            return "Expected comma before next argument".into();
        }
        if has("\"=\"") {
            return "expected '>' at end of template argument list".into();
        }
    }
    if expected.len() == 1 {
        let e = expected[0].trim_matches('"');
        return format!("expected '{e}'");
    }
    if has("\";\"") {
        return "expected ';'".into();
    }
    format!("syntax error, expected one of {}", expected.join(", "))
}

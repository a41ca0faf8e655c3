//! The hand-written lexer: tokens, comments, the preprocessor (`#define`, `#ifdef`, `#ifndef`,
//! `#else`, `#endif`) and `include` with search paths.
//!
//! The lexer is an iterator of `(start, token, end)` triples as lalrpop expects; `include`
//! directives are expanded in place, so the parser never sees them.

use std::path::PathBuf;

use rustc_hash::FxHashSet;

use crate::intern::{Interner, Sym};
use crate::source::{Pos, SourceMap};

/// A bang operator (`!add`, `!cast`, ...).
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BangOp {
    Add,
    And,
    Cast,
    Con,
    Cond,
    Dag,
    Div,
    Empty,
    Eq,
    Exists,
    Filter,
    Find,
    Foldl,
    Foreach,
    Ge,
    GetDagArg,
    GetDagName,
    GetDagOp,
    GetDagOpName,
    Gt,
    Head,
    If,
    Initialized,
    Instances,
    Interleave,
    IsA,
    Le,
    ListConcat,
    ListFlatten,
    ListRemove,
    ListSplat,
    LogTwo,
    Lt,
    Match,
    Mul,
    Ne,
    Not,
    Or,
    Range,
    Repr,
    SetDagArg,
    SetDagName,
    SetDagOp,
    SetDagOpName,
    Shl,
    Size,
    Sra,
    Srl,
    StrConcat,
    Sub,
    Subst,
    Substr,
    Tail,
    ToLower,
    ToUpper,
    Xor,
}

impl BangOp {
    /// Looks up an operator by its name without the `!`.
    pub fn from_name(s: &str) -> Option<BangOp> {
        use BangOp::*;
        Some(match s {
            "add" => Add,
            "and" => And,
            "cast" => Cast,
            "con" => Con,
            "cond" => Cond,
            "dag" => Dag,
            "div" => Div,
            "empty" => Empty,
            "eq" => Eq,
            "exists" => Exists,
            "filter" => Filter,
            "find" => Find,
            "foldl" => Foldl,
            "foreach" => Foreach,
            "ge" => Ge,
            "getdagarg" => GetDagArg,
            "getdagname" => GetDagName,
            "getdagop" => GetDagOp,
            "getdagopname" => GetDagOpName,
            "gt" => Gt,
            "head" => Head,
            "if" => If,
            "initialized" => Initialized,
            "instances" => Instances,
            "interleave" => Interleave,
            "isa" => IsA,
            "le" => Le,
            "listconcat" => ListConcat,
            "listflatten" => ListFlatten,
            "listremove" => ListRemove,
            "listsplat" => ListSplat,
            "logtwo" => LogTwo,
            "lt" => Lt,
            "match" => Match,
            "mul" => Mul,
            "ne" => Ne,
            "not" => Not,
            "or" => Or,
            "range" => Range,
            "repr" => Repr,
            "setdagarg" => SetDagArg,
            "setdagname" => SetDagName,
            "setdagop" => SetDagOp,
            "setdagopname" => SetDagOpName,
            "shl" => Shl,
            "size" => Size,
            "sra" => Sra,
            "srl" => Srl,
            "strconcat" => StrConcat,
            "sub" => Sub,
            "subst" => Subst,
            "substr" => Substr,
            "tail" => Tail,
            "tolower" => ToLower,
            "toupper" => ToUpper,
            "xor" => Xor,
            _ => return None,
        })
    }

    /// The operator's name without the `!`.
    pub fn name(self) -> &'static str {
        use BangOp::*;
        match self {
            Add => "add",
            And => "and",
            Cast => "cast",
            Con => "con",
            Cond => "cond",
            Dag => "dag",
            Div => "div",
            Empty => "empty",
            Eq => "eq",
            Exists => "exists",
            Filter => "filter",
            Find => "find",
            Foldl => "foldl",
            Foreach => "foreach",
            Ge => "ge",
            GetDagArg => "getdagarg",
            GetDagName => "getdagname",
            GetDagOp => "getdagop",
            GetDagOpName => "getdagopname",
            Gt => "gt",
            Head => "head",
            If => "if",
            Initialized => "initialized",
            Instances => "instances",
            Interleave => "interleave",
            IsA => "isa",
            Le => "le",
            ListConcat => "listconcat",
            ListFlatten => "listflatten",
            ListRemove => "listremove",
            ListSplat => "listsplat",
            LogTwo => "logtwo",
            Lt => "lt",
            Match => "match",
            Mul => "mul",
            Ne => "ne",
            Not => "not",
            Or => "or",
            Range => "range",
            Repr => "repr",
            SetDagArg => "setdagarg",
            SetDagName => "setdagname",
            SetDagOp => "setdagop",
            SetDagOpName => "setdagopname",
            Shl => "shl",
            Size => "size",
            Sra => "sra",
            Srl => "srl",
            StrConcat => "strconcat",
            Sub => "sub",
            Subst => "subst",
            Substr => "substr",
            Tail => "tail",
            ToLower => "tolower",
            ToUpper => "toupper",
            Xor => "xor",
        }
    }
}

/// A token.
#[allow(missing_docs)]
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Minus,
    Plus,
    LSquare,
    RSquare,
    LBrace,
    RBrace,
    LParen,
    RParen,
    Less,
    Greater,
    Colon,
    Semi,
    Period,
    DotDotDot,
    Comma,
    Equal,
    Question,
    Paste,
    KwAssert,
    KwBit,
    KwBits,
    KwClass,
    KwCode,
    KwDag,
    KwDef,
    KwDefm,
    KwDefset,
    KwDeftype,
    KwDefvar,
    KwDump,
    KwElse,
    KwFalse,
    KwField,
    KwForeach,
    KwIf,
    KwIn,
    KwInt,
    KwLet,
    KwList,
    KwMultiClass,
    KwString,
    KwThen,
    KwTrue,
    Bang(BangOp),
    Id(Sym),
    VarName(Sym),
    IntVal(i64),
    BinInt(i64, u32),
    Str(Sym),
    Code(Sym),
}

/// A lexing error: position and message.
#[derive(Clone, Debug, PartialEq)]
pub struct LexError {
    /// Where.
    pub pos: Pos,
    /// What (llvm-tblgen's wording).
    pub msg: String,
    /// Further notes printed after the error.
    pub notes: Vec<(Pos, String)>,
}

/// Maximum depth of nested includes.
const MAX_INCLUDE_DEPTH: usize = 200;

struct FileCursor {
    file: usize,
    pos: usize,
    /// Preprocessor conditions open in this file: (position of the directive, in else branch).
    conds: Vec<(Pos, bool)>,
}

/// The lexer over a main file and everything it includes.
pub struct Lexer<'a> {
    /// All files loaded so far.
    pub sources: &'a mut SourceMap,
    /// Identifier and string interner.
    pub interner: &'a mut Interner,
    include_dirs: Vec<PathBuf>,
    macros: FxHashSet<String>,
    stack: Vec<FileCursor>,
    nesting: usize,
    /// Maximum depth of bracket nesting; deeper input is rejected with an error.
    pub max_nesting: usize,
    /// Every file included, in order (for dependency files).
    pub dependencies: Vec<String>,
    failed: bool,
}

/// The keyword token spelled `word`, if it is one.
fn keyword(word: &str) -> Option<Tok> {
    Some(match word {
        "assert" => Tok::KwAssert,
        "bit" => Tok::KwBit,
        "bits" => Tok::KwBits,
        "class" => Tok::KwClass,
        "code" => Tok::KwCode,
        "dag" => Tok::KwDag,
        "def" => Tok::KwDef,
        "defm" => Tok::KwDefm,
        "defset" => Tok::KwDefset,
        "deftype" => Tok::KwDeftype,
        "defvar" => Tok::KwDefvar,
        "dump" => Tok::KwDump,
        "else" => Tok::KwElse,
        "false" => Tok::KwFalse,
        "field" => Tok::KwField,
        "foreach" => Tok::KwForeach,
        "if" => Tok::KwIf,
        "in" => Tok::KwIn,
        "int" => Tok::KwInt,
        "let" => Tok::KwLet,
        "list" => Tok::KwList,
        "multiclass" => Tok::KwMultiClass,
        "string" => Tok::KwString,
        "then" => Tok::KwThen,
        "true" => Tok::KwTrue,
        _ => return None,
    })
}

fn is_id_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

impl<'a> Lexer<'a> {
    /// Creates a lexer over the already-loaded file `main`.
    pub fn new(
        sources: &'a mut SourceMap,
        interner: &'a mut Interner,
        main: usize,
        include_dirs: Vec<PathBuf>,
        macros: &[String],
    ) -> Self {
        Lexer {
            sources,
            interner,
            include_dirs,
            macros: macros.iter().cloned().collect(),
            stack: vec![FileCursor {
                file: main,
                pos: 0,
                conds: Vec::new(),
            }],
            nesting: 0,
            max_nesting: crate::Limits::default().nesting,
            dependencies: Vec::new(),
            failed: false,
        }
    }

    fn err(&mut self, pos: Pos, msg: impl Into<String>) -> LexError {
        self.failed = true;
        LexError {
            pos,
            msg: msg.into(),
            notes: Vec::new(),
        }
    }

    fn bytes(&self) -> &[u8] {
        let c = self.stack.last().unwrap();
        self.sources.files[c.file].text.as_bytes()
    }

    fn cur(&self) -> &FileCursor {
        self.stack.last().unwrap()
    }

    fn gpos(&self, off: usize) -> Pos {
        self.sources.files[self.cur().file].base + off as Pos
    }

    fn peek_at(&self, off: usize) -> u8 {
        self.bytes().get(off).copied().unwrap_or(0)
    }

    /// True when only whitespace precedes `off` on its line.
    fn at_line_start(&self, off: usize) -> bool {
        let b = self.bytes();
        let mut i = off;
        while i > 0 {
            match b[i - 1] {
                b' ' | b'\t' => i -= 1,
                b'\n' | b'\r' => return true,
                _ => return false,
            }
        }
        true
    }

    /// Skips whitespace and comments. Returns an error for an unterminated comment.
    fn skip_trivia(&mut self) -> Result<(), LexError> {
        let b = self.bytes();
        let mut i = self.cur().pos;
        let mut unterminated = None;
        loop {
            match b.get(i) {
                Some(b' ' | b'\t' | b'\n' | b'\r' | 0x0c) => i += 1,
                Some(b'/') if b.get(i + 1) == Some(&b'/') => {
                    i += 2;
                    while i < b.len() && b[i] != b'\n' && b[i] != b'\r' {
                        i += 1;
                    }
                }
                Some(b'/') if b.get(i + 1) == Some(&b'*') => {
                    let p = i;
                    i += 2;
                    let mut depth = 1;
                    loop {
                        if i >= b.len() {
                            unterminated = Some(p);
                            break;
                        }
                        if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
                            depth += 1;
                            i += 2;
                        } else if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
                            depth -= 1;
                            i += 2;
                            if depth == 0 {
                                break;
                            }
                        } else {
                            i += 1;
                        }
                    }
                    if unterminated.is_some() {
                        break;
                    }
                }
                _ => break,
            }
        }
        if let Some(p) = unterminated {
            let e = self.gpos(p);
            return Err(self.err(e, "unterminated comment"));
        }
        self.stack.last_mut().unwrap().pos = i;
        Ok(())
    }
    fn next_token(&mut self) -> Option<Result<(Pos, Tok, Pos), LexError>> {
        loop {
            if let Err(e) = self.skip_trivia() {
                return Some(Err(e));
            }
            let start = self.cur().pos;
            let b = self.bytes();
            if start >= b.len() {
                // End of this file.
                if let Some(&(dpos, _)) = self.cur().conds.last() {
                    let here = self.gpos(start);
                    let mut e = self.err(here, "reached EOF without matching #endif");
                    e.notes
                        .push((dpos, "the latest preprocessor control is here".into()));
                    e.notes.push((here, "Unexpected token at top level".into()));
                    return Some(Err(e));
                }
                if self.stack.len() == 1 {
                    return None;
                }
                self.stack.pop();
                continue;
            }
            let c = b[start];
            if c == b'#' && self.at_line_start(start) {
                let mut i = start + 1;
                while i < b.len() && is_id_char(b[i]) {
                    i += 1;
                }
                let word = std::str::from_utf8(&b[start + 1..i]).unwrap_or("");
                if matches!(word, "ifdef" | "ifndef" | "else" | "endif" | "define") {
                    let word = word.to_string();
                    match self.directive(&word, start, i) {
                        Ok(()) => continue,
                        Err(mut e) => {
                            e.notes
                                .push((e.pos, "Unexpected token at top level".into()));
                            return Some(Err(e));
                        }
                    }
                }
            }
            if b[start..].starts_with(b"include")
                && !b.get(start + 7).is_some_and(|&c| is_id_char(c))
            {
                self.stack.last_mut().unwrap().pos = start + 7;
                if let Err(e) = self.include() {
                    return Some(Err(e));
                }
                continue;
            }
            return Some(self.lex_one(start));
        }
    }

    /// Reads `NAME` after a directive; returns it and the offset after it.
    fn directive_name(&mut self, dir: &str, mut i: usize) -> Result<(String, usize), LexError> {
        let b = self.bytes();
        while i < b.len() && (b[i] == b' ' || b[i] == b'\t') {
            i += 1;
        }
        let s = i;
        if i < b.len() && is_id_start(b[i]) {
            while i < b.len() && is_id_char(b[i]) {
                i += 1;
            }
        } else {
            let e = self.gpos(s);
            return Err(self.err(e, format!("expected macro name after #{dir}")));
        }
        let name = String::from_utf8_lossy(&b[s..i]).into_owned();
        Ok((name, i))
    }

    /// Checks that only whitespace and comments follow on the line; returns the next line start.
    fn directive_tail(&mut self, dir: &str, mut i: usize) -> Result<usize, LexError> {
        let b = self.bytes();
        loop {
            while i < b.len() && (b[i] == b' ' || b[i] == b'\t' || b[i] == b'\r') {
                i += 1;
            }
            if i >= b.len() || b[i] == b'\n' {
                return Ok(i);
            }
            if b[i] == b'/' && b.get(i + 1) == Some(&b'/') {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                return Ok(i);
            }
            if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
                let mut j = i + 2;
                while j + 1 < b.len() && !(b[j] == b'*' && b[j + 1] == b'/') {
                    j += 1;
                }
                if j + 1 >= b.len() {
                    let e = self.gpos(i);
                    return Err(self.err(e, "unterminated comment"));
                }
                i = j + 2;
                continue;
            }
            let e = self.gpos(i);
            let what = match dir {
                "define" => "only comments are supported after #define NAME",
                "ifdef" => "only comments are supported after #ifdef NAME",
                "ifndef" => "only comments are supported after #ifndef NAME",
                "else" => "only comments are supported after #else",
                _ => "only comments are supported after #endif",
            };
            return Err(self.err(e, what));
        }
    }

    fn directive(&mut self, word: &str, start: usize, after: usize) -> Result<(), LexError> {
        match word {
            "define" => {
                let (name, i) = self.directive_name(word, after)?;
                let i = self.directive_tail(word, i)?;
                self.macros.insert(name);
                self.stack.last_mut().unwrap().pos = i;
            }
            "ifdef" | "ifndef" => {
                let (name, i) = self.directive_name(word, after)?;
                let name_pos = self.gpos(i - name.len());
                let i = self.directive_tail(word, i)?;
                let defined = self.macros.contains(&name);
                let take = if word == "ifdef" { defined } else { !defined };
                self.stack.last_mut().unwrap().conds.push((name_pos, false));
                self.stack.last_mut().unwrap().pos = i;
                if !take {
                    self.skip_region()?;
                }
            }
            "else" => {
                let i = self.directive_tail(word, after)?;
                let dpos = self.gpos(start + 1);
                let Some(last) = self.stack.last_mut().unwrap().conds.last_mut() else {
                    return Err(self.err(dpos, "#else without #ifdef or #ifndef"));
                };
                if last.1 {
                    return Err(self.err(dpos, "double #else"));
                }
                last.1 = true;
                last.0 = dpos;
                self.stack.last_mut().unwrap().pos = i;
                // We were in the taken branch: skip the else branch.
                self.skip_region()?;
            }
            _ => {
                let i = self.directive_tail(word, after)?;
                let dpos = self.gpos(start + 1);
                if self.stack.last_mut().unwrap().conds.pop().is_none() {
                    return Err(self.err(dpos, "#endif without #ifdef"));
                }
                self.stack.last_mut().unwrap().pos = i;
            }
        }
        Ok(())
    }

    /// Skips a region whose condition is false, up to the matching `#else` (whose branch is
    /// then lexed) or `#endif`.
    fn skip_region(&mut self) -> Result<(), LexError> {
        let mut depth = 0usize;
        let mut i = self.cur().pos;
        loop {
            let b = self.bytes();
            // Move to the start of the next line, then to the next `#` that starts a line
            // (after blanks): only those can be directives.
            i = memchr::memchr(b'\n', &b[i..]).map_or(b.len(), |k| i + k);
            while i < b.len() {
                let Some(h) = memchr::memchr(b'#', &b[i + 1..]) else {
                    i = b.len();
                    break;
                };
                let j = i + 1 + h;
                let mut p = j;
                while p > i + 1 && (b[p - 1] == b' ' || b[p - 1] == b'\t') {
                    p -= 1;
                }
                if b[p - 1] == b'\n' {
                    // `p - 1` ends the line before the directive's line.
                    i = p - 1;
                    break;
                }
                i = j;
            }
            if i >= b.len() {
                let here = self.gpos(b.len());
                let dpos = self.cur().conds.last().map_or(here, |c| c.0);
                let mut e = self.err(here, "reached EOF without matching #endif");
                e.notes
                    .push((dpos, "the latest preprocessor control is here".into()));
                return Err(e);
            }
            i += 1;
            let mut j = i;
            while j < b.len() && (b[j] == b' ' || b[j] == b'\t') {
                j += 1;
            }
            if j >= b.len() || b[j] != b'#' {
                continue;
            }
            let mut k = j + 1;
            while k < b.len() && is_id_char(b[k]) {
                k += 1;
            }
            let word = std::str::from_utf8(&b[j + 1..k]).unwrap_or("").to_string();
            match word.as_str() {
                "ifdef" | "ifndef" => depth += 1,
                "else" if depth == 0 => {
                    let t = self.directive_tail("else", k)?;
                    let dpos = self.gpos(j + 1);
                    let last = self.stack.last_mut().unwrap().conds.last_mut().unwrap();
                    if last.1 {
                        return Err(self.err(dpos, "double #else"));
                    }
                    *last = (dpos, true);
                    self.stack.last_mut().unwrap().pos = t;
                    return Ok(());
                }
                "endif" => {
                    if depth == 0 {
                        let t = self.directive_tail("endif", k)?;
                        self.stack.last_mut().unwrap().conds.pop();
                        self.stack.last_mut().unwrap().pos = t;
                        return Ok(());
                    }
                    depth -= 1;
                }
                _ => {}
            }
            i = k;
        }
    }

    fn lex_one(&mut self, start: usize) -> Result<(Pos, Tok, Pos), LexError> {
        let b = self.bytes();
        let c = b[start];
        let gs = self.gpos(start);
        let mut end = start + 1;
        let tok = match c {
            b'+' | b'-' if !b.get(start + 1).is_some_and(|d| d.is_ascii_digit()) => {
                if c == b'+' {
                    Tok::Plus
                } else {
                    Tok::Minus
                }
            }
            b'[' if b.get(start + 1) == Some(&b'{') => {
                let mut i = start + 2;
                loop {
                    if i + 1 >= b.len() {
                        return Err(self.err(gs, "unterminated code block"));
                    }
                    if b[i] == b'}' && b[i + 1] == b']' {
                        break;
                    }
                    i += 1;
                }
                end = i + 2;
                let file = self.stack.last().unwrap().file;
                let text = &self.sources.files[file].text[start + 2..i];
                Tok::Code(self.interner.intern(text))
            }
            b'[' => {
                self.nesting += 1;
                Tok::LSquare
            }
            b']' => {
                self.nesting = self.nesting.saturating_sub(1);
                Tok::RSquare
            }
            b'{' => {
                self.nesting += 1;
                Tok::LBrace
            }
            b'}' => {
                self.nesting = self.nesting.saturating_sub(1);
                Tok::RBrace
            }
            b'(' => {
                self.nesting += 1;
                Tok::LParen
            }
            b')' => {
                self.nesting = self.nesting.saturating_sub(1);
                Tok::RParen
            }
            b'<' => {
                self.nesting += 1;
                Tok::Less
            }
            b'>' => {
                self.nesting = self.nesting.saturating_sub(1);
                Tok::Greater
            }
            b':' => Tok::Colon,
            b';' => Tok::Semi,
            b',' => Tok::Comma,
            b'=' => Tok::Equal,
            b'?' => Tok::Question,
            b'#' => Tok::Paste,
            b'.' => {
                if b.get(start + 1) == Some(&b'.') && b.get(start + 2) == Some(&b'.') {
                    end = start + 3;
                    Tok::DotDotDot
                } else {
                    Tok::Period
                }
            }
            b'"' => {
                let mut s = Vec::new();
                let mut i = start + 1;
                loop {
                    if i >= b.len() {
                        return Err(self.err(gs + 1, "end of file in string literal"));
                    }
                    match b[i] {
                        b'"' => break,
                        b'\n' | b'\r' => {
                            return Err(self.err(gs + 1, "end of line in string literal"));
                        }
                        b'\\' => {
                            i += 1;
                            match b.get(i) {
                                Some(b'\\') => s.push(b'\\'),
                                Some(b'\'') => s.push(b'\''),
                                Some(b'"') => s.push(b'"'),
                                Some(b't') => s.push(b'\t'),
                                Some(b'n') => s.push(b'\n'),
                                Some(b'\n') | Some(b'\r') => {
                                    return Err(self.err(gs + 1, "end of line in string literal"));
                                }
                                None => {
                                    return Err(self.err(gs + 1, "end of file in string literal"));
                                }
                                Some(_) => {
                                    let e = self.gpos(i);
                                    return Err(self.err(e, "invalid escape in string literal"));
                                }
                            }
                            i += 1;
                        }
                        x => {
                            s.push(x);
                            i += 1;
                        }
                    }
                }
                end = i + 1;
                // Adjacent string literals are joined (only whitespace and comments between).
                self.stack.last_mut().unwrap().pos = end;
                self.skip_trivia()?;
                let next = self.cur().pos;
                if self.peek_at(next) == b'"' {
                    if let (_, Tok::Str(more), e2) = self.lex_one(next)? {
                        s.extend_from_slice(self.interner.get(more).as_bytes());
                        let e2 = (e2 - self.sources.files[self.cur().file].base) as usize;
                        end = e2;
                    }
                } else {
                    self.stack.last_mut().unwrap().pos = end;
                }
                let text = match std::str::from_utf8(&s) {
                    Ok(t) => self.interner.intern(t),
                    Err(_) => self.interner.intern(&String::from_utf8_lossy(&s)),
                };
                Tok::Str(text)
            }
            b'$' => {
                let mut i = start + 1;
                if i >= b.len() || !is_id_start(b[i]) {
                    return Err(self.err(gs, "invalid variable name"));
                }
                while i < b.len() && is_id_char(b[i]) {
                    i += 1;
                }
                end = i;
                let name = std::str::from_utf8(&b[start + 1..i])
                    .unwrap_or("")
                    .to_string();
                Tok::VarName(self.interner.intern(&name))
            }
            b'!' => {
                let mut i = start + 1;
                while i < b.len() && b[i].is_ascii_alphabetic() {
                    i += 1;
                }
                end = i;
                let name = std::str::from_utf8(&b[start + 1..i]).unwrap_or("");
                match BangOp::from_name(name) {
                    Some(op) => Tok::Bang(op),
                    None => return Err(self.err(gs, "unknown operator")),
                }
            }
            b'0'..=b'9' | b'+' | b'-' => {
                let (tok, e) = self.lex_number_or_id(start)?;
                end = e;
                tok
            }
            c if is_id_start(c) => {
                let (tok, e) = self.lex_id(start);
                end = e;
                tok
            }
            _ => return Err(self.err(gs, "unexpected character")),
        };
        if self.nesting > self.max_nesting {
            return Err(self.err(gs, "nesting too deep"));
        }
        self.stack.last_mut().unwrap().pos = end;
        let ge = self.gpos(end);
        Ok((gs, tok, ge))
    }

    fn lex_number_or_id(&mut self, start: usize) -> Result<(Tok, usize), LexError> {
        let b = self.bytes();
        let gs = self.gpos(start);
        let c = b[start];
        if c.is_ascii_digit() {
            let mut i = start;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            let next = b.get(i).copied().unwrap_or(0);
            let is_num_prefix = c == b'0' && i == start + 1 && {
                let nn = b.get(i + 1).copied().unwrap_or(0);
                (next == b'x' && nn.is_ascii_hexdigit())
                    || (next == b'b' && (nn == b'0' || nn == b'1'))
            };
            if !is_num_prefix && is_id_start(next) {
                return Ok(self.lex_id(start));
            }
            if is_num_prefix && next == b'x' {
                let mut j = i + 1;
                while j < b.len() && b[j].is_ascii_hexdigit() {
                    j += 1;
                }
                let text = std::str::from_utf8(&b[i + 1..j]).unwrap_or("0");
                return match u64::from_str_radix(text, 16) {
                    Ok(v) => Ok((Tok::IntVal(v as i64), j)),
                    Err(_) => Err(self.err(gs, "number out of range")),
                };
            }
            if is_num_prefix && next == b'b' {
                let mut j = i + 1;
                while j < b.len() && (b[j] == b'0' || b[j] == b'1') {
                    j += 1;
                }
                let text = std::str::from_utf8(&b[i + 1..j]).unwrap_or("0");
                return match u64::from_str_radix(text, 2) {
                    Ok(v) => Ok((Tok::BinInt(v as i64, (j - i - 1) as u32), j)),
                    Err(_) => Err(self.err(gs, "number out of range")),
                };
            }
        }
        // Decimal with optional sign.
        let mut i = start + 1;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        let text = std::str::from_utf8(&b[start..i]).unwrap_or("0");
        match text.parse::<i64>() {
            Ok(v) => Ok((Tok::IntVal(v), i)),
            Err(_) => match text.trim_start_matches('+').parse::<u64>() {
                Ok(v) => Ok((Tok::IntVal(v as i64), i)),
                Err(_) => Err(self.err(gs, "number out of range")),
            },
        }
    }

    /// Lexes an identifier or keyword.
    fn lex_id(&mut self, start: usize) -> (Tok, usize) {
        let file = self.stack.last().unwrap().file;
        let b = self.sources.files[file].text.as_bytes();
        let mut i = start;
        while i < b.len() && is_id_char(b[i]) {
            i += 1;
        }
        // Identifier characters are ASCII, so these are character boundaries.
        let word = &self.sources.files[file].text[start..i];
        if let Some(t) = keyword(word) {
            return (t, i);
        }
        let sym = self.interner.intern(word);
        (Tok::Id(sym), i)
    }

    fn include(&mut self) -> Result<(), LexError> {
        self.skip_trivia()?;
        let p = self.cur().pos;
        let tok = if p < self.bytes().len() {
            Some(self.lex_one(p)?)
        } else {
            None
        };
        let Some((spos, Tok::Str(name), _)) = tok else {
            let e = self.gpos(p);
            return Err(self.err(e, "expected filename after include"));
        };
        let name = self.interner.get(name).to_string();
        if self.stack.len() > MAX_INCLUDE_DEPTH {
            return Err(self.err(spos, "include nested too deeply"));
        }
        let mut candidates = vec![PathBuf::from(&name)];
        for d in &self.include_dirs {
            candidates.push(d.join(&name));
        }
        for path in candidates {
            if let Ok(text) = std::fs::read(&path) {
                let text = String::from_utf8(text)
                    .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
                let shown = path.to_string_lossy().into_owned();
                self.dependencies.push(shown.clone());
                let f = self.sources.add(shown, text, Some(spos));
                self.stack.push(FileCursor {
                    file: f,
                    pos: 0,
                    conds: Vec::new(),
                });
                return Ok(());
            }
        }
        let mut e = self.err(spos, format!("could not find include file '{name}'"));
        e.notes.push((spos, "Unexpected token at top level".into()));
        Err(e)
    }
}

impl Iterator for Lexer<'_> {
    type Item = Result<(Pos, Tok, Pos), LexError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        self.next_token()
    }
}

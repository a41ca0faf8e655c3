//! Check patterns: parsing (`{{regex}}`, `[[VAR:regex]]`, `[[#%x,N:expr]]`) and matching.

use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap, HashSet};

use crate::ere;
use crate::expr::{self, Expr, Format, NumVar, NumVarId};
use crate::source::{Loc, SourceMgr, Span};

/// The kind of a directive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CheckKind {
    /// `CHECK:` (and `CHECK-COUNT-n:`).
    Plain,
    /// `CHECK-NEXT:`
    Next,
    /// `CHECK-SAME:`
    Same,
    /// `CHECK-NOT:`
    Not,
    /// `CHECK-DAG:`
    Dag,
    /// `CHECK-LABEL:`
    Label,
    /// `CHECK-EMPTY:`
    Empty,
    /// A comment directive (`COM:`).
    Comment,
    /// The implicit end-of-file pattern.
    Eof,
    /// `CHECK_NEXT:` and similar.
    Misspelled,
    /// `CHECK-DAG-NOT:` and similar.
    BadNot,
    /// `CHECK-COUNT-0:` and similar.
    BadCount,
}

/// A directive type: its kind, repeat count and modifiers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CheckType {
    /// The kind.
    pub kind: CheckKind,
    /// Repeat count (`CHECK-COUNT-n`), 1 otherwise.
    pub count: u32,
    /// The `{LITERAL}` modifier.
    pub literal: bool,
}

impl CheckType {
    /// A type with count 1 and no modifiers.
    pub fn new(kind: CheckKind) -> Self {
        CheckType {
            kind,
            count: 1,
            literal: false,
        }
    }

    /// The name used in messages, e.g. `CHECK-NEXT` or `CHECK{LITERAL}`.
    pub fn description(&self, prefix: &str) -> String {
        let m = if self.literal { "{LITERAL}" } else { "" };
        let suffix = match self.kind {
            CheckKind::Plain if self.count > 1 => "-COUNT",
            CheckKind::Plain => "",
            CheckKind::Next => "-NEXT",
            CheckKind::Same => "-SAME",
            CheckKind::Not => "-NOT",
            CheckKind::Dag => "-DAG",
            CheckKind::Label => "-LABEL",
            CheckKind::Empty => "-EMPTY",
            CheckKind::Comment => return prefix.to_string(),
            CheckKind::Eof => return "implicit EOF".into(),
            CheckKind::Misspelled => return "misspelled".into(),
            CheckKind::BadNot => return "bad NOT".into(),
            CheckKind::BadCount => return "bad COUNT".into(),
        };
        format!("{prefix}{suffix}{m}")
    }

    /// The abbreviation used in input dump labels.
    pub fn abbreviation(&self) -> &'static str {
        match self.kind {
            CheckKind::Plain if self.count > 1 => "count",
            CheckKind::Plain => "check",
            CheckKind::Next => "next",
            CheckKind::Same => "same",
            CheckKind::Not => "not",
            CheckKind::Dag => "dag",
            CheckKind::Label => "label",
            CheckKind::Empty => "empty",
            CheckKind::Comment => "com",
            CheckKind::Eof => "eof",
            CheckKind::BadNot => "bad-not",
            CheckKind::BadCount => "bad-count",
            CheckKind::Misspelled => "misspelled",
        }
    }
}

/// Options that affect how patterns are parsed and matched.
#[derive(Debug, Clone, Default)]
pub struct PatternOptions {
    /// `--strict-whitespace`.
    pub strict_whitespace: bool,
    /// `--match-full-lines`.
    pub match_full_lines: bool,
    /// `--ignore-case`.
    pub ignore_case: bool,
}

/// A string variable's value: a span of the input or of the "Global defines" buffer.
pub type StrVal = Span;

/// Variables shared by all patterns.
#[derive(Default)]
pub struct Context {
    /// String variables with a value.
    pub globals: HashMap<String, StrVal>,
    /// String variables defined somewhere (for string/numeric name collisions).
    pub defined: HashSet<String>,
    /// Numeric variable names in scope.
    pub num_table: HashMap<String, NumVarId>,
    /// All numeric variables.
    pub num_vars: Vec<NumVar>,
    /// The `@LINE` pseudo variable.
    pub line_var: NumVarId,
    /// Recently compiled regexes by (ERE text, ignore case), shared by all patterns: check
    /// files repeat the same regexes a lot. Cleared when it grows past [`REGEX_CACHE_SIZE`].
    regex_cache: HashMap<(Vec<u8>, bool), Option<std::rc::Rc<Compiled>>>,
}

/// Capacity of [`Context`]'s regex cache.
const REGEX_CACHE_SIZE: usize = 256;

impl Context {
    /// Creates a context with the `@LINE` variable.
    pub fn new() -> Self {
        let mut c = Context::default();
        c.line_var = c.make_num_var("@LINE", Format::unsigned(), None);
        c.num_table.insert("@LINE".into(), c.line_var);
        c
    }

    /// Creates a numeric variable (not yet in the table).
    pub fn make_num_var(
        &mut self,
        name: &str,
        format: Format,
        def_line: Option<usize>,
    ) -> NumVarId {
        self.num_vars.push(NumVar {
            name: name.into(),
            format,
            def_line,
            value: None,
            str_value: None,
        });
        (self.num_vars.len() - 1) as NumVarId
    }

    /// Forgets all variables not starting with `$` (`--enable-var-scope`).
    pub fn clear_local_vars(&mut self) {
        self.globals.retain(|k, _| k.starts_with('$'));
        let mut removed = Vec::new();
        for (k, &id) in &self.num_table {
            if !k.starts_with('$') {
                self.num_vars[id as usize].value = None;
                self.num_vars[id as usize].str_value = None;
                removed.push(k.clone());
            }
        }
        for k in removed {
            self.num_table.remove(&k);
        }
    }
}

/// An error reported at a location (an LLVM `ErrorDiagnostic`).
#[derive(Debug, Clone)]
pub struct ErrorDiag {
    /// Where.
    pub loc: Loc,
    /// The message.
    pub msg: String,
}

/// A substitution performed at match time.
#[derive(Debug, Clone)]
enum Subst {
    /// `[[VAR]]`.
    Str {
        name: String,
        from: Span,
        index: usize,
    },
    /// `[[#expr]]`.
    Num {
        expr: Expr,
        from: Span,
        index: usize,
    },
}

impl Subst {
    fn from(&self) -> Span {
        match self {
            Subst::Str { from, .. } | Subst::Num { from, .. } => *from,
        }
    }
}

/// A compiled regex with back-reference checks.
struct Compiled {
    engine: Engine,
    backrefs: Vec<(usize, usize)>,
    /// For regexes where leftmost-first and POSIX leftmost-longest can disagree (alternations,
    /// quantified groups): the same regex with "all" semantics, used anchored at the match
    /// start to find the longest match end, as LLVM's regex engine reports.
    longest: Option<regex_automata::meta::Regex>,
    /// The translated pattern, kept when `longest` is set.
    translated: Option<String>,
    ignore_case: bool,
}

/// A pure literal is searched with `memmem`; anything else with the `regex` crate.
enum Engine {
    Literal(Box<memchr::memmem::Finder<'static>>),
    Regex(regex::bytes::Regex),
}

impl Compiled {
    /// The leftmost match as `(start, end)`.
    fn find(&self, hay: &[u8]) -> Option<(usize, usize)> {
        match &self.engine {
            Engine::Literal(f) => f.find(hay).map(|p| (p, p + f.needle().len())),
            Engine::Regex(re) => re
                .find(hay)
                .map(|m| (m.start(), self.longest_end(hay, m.start(), m.end()))),
        }
    }

    /// Captures of a match forced to span `start..end` (used when the longest match is longer
    /// than the leftmost-first one, so that variables capture text inside it).
    fn captures_ending_at<'h>(
        &self,
        hay: &'h [u8],
        start: usize,
        end: usize,
    ) -> Option<regex::bytes::Captures<'h>> {
        let (Engine::Regex(_), Some(pattern)) = (&self.engine, &self.translated) else {
            return None;
        };
        let re = regex::bytes::RegexBuilder::new(&format!("(?:{pattern})\\z"))
            .unicode(false)
            .multi_line(true)
            .case_insensitive(self.ignore_case)
            .build()
            .ok()?;
        re.captures_at(&hay[..end], start)
            .filter(|c| c.get(0).is_some_and(|m| m.start() == start))
    }

    /// The end of the longest match starting at `start` (at least `end`).
    fn longest_end(&self, hay: &[u8], start: usize, end: usize) -> usize {
        let Some(all) = &self.longest else { return end };
        let input = regex_automata::Input::new(hay)
            .range(start..)
            .anchored(regex_automata::Anchored::Yes);
        all.search(&input).map_or(end, |m| m.end().max(end))
    }
}

/// A substituted regex text and its compiled form (`None` if it failed to compile).
type CacheEntry = (Vec<u8>, Option<std::rc::Rc<Compiled>>);

/// How a pattern searches.
enum Searcher {
    Fixed(Box<memchr::memmem::Finder<'static>>),
    Regex(Compiled),
}

/// One parsed pattern.
pub struct Pattern {
    /// Directive type.
    pub ty: CheckType,
    /// Start of the pattern text.
    pub loc: Loc,
    /// Line of the directive (`None` for command-line patterns).
    pub line: Option<usize>,
    fixed: Vec<u8>,
    /// The pattern as an LLVM ERE (before substitutions).
    regex_str: Vec<u8>,
    substs: Vec<Subst>,
    /// String variable definitions: name -> capture group.
    var_defs: BTreeMap<String, usize>,
    /// Numeric variable definitions: (name, variable, capture group).
    num_defs: Vec<(String, NumVarId, usize)>,
    ignore_case: bool,
    static_searcher: Option<Searcher>,
    /// Last substituted regex and its compiled form.
    cache: RefCell<Option<CacheEntry>>,
}

/// The outcome of matching a pattern.
pub enum MatchOutcome {
    /// Matched at `pos` (relative to the searched buffer) with length `len`.
    Found {
        /// Offset of the match.
        pos: usize,
        /// Length of the match.
        len: usize,
    },
    /// No match.
    NotFound,
    /// The pattern could not be matched (undefined variable, overflow).
    Error(Vec<ErrorDiag>),
}

/// A parse error: either printed via `SourceMgr::message` directly (`plain`) or an
/// `ErrorDiagnostic` logged with an extra blank line.
#[derive(Debug)]
pub struct ParseError {
    /// Where.
    pub loc: Loc,
    /// The message.
    pub msg: String,
    /// Logged through LLVM's error machinery (adds a blank line).
    pub logged: bool,
}

impl ParseError {
    fn plain(loc: Loc, msg: impl Into<String>) -> Self {
        ParseError {
            loc,
            msg: msg.into(),
            logged: false,
        }
    }
}

impl From<ErrorDiag> for ParseError {
    fn from(e: ErrorDiag) -> Self {
        ParseError {
            loc: e.loc,
            msg: e.msg,
            logged: true,
        }
    }
}

/// Result of `parse_variable`.
pub struct VarName {
    /// The name (including a leading `$` or `@`).
    pub name: String,
    /// Where the name is.
    pub span: Span,
    /// Whether it starts with `@`.
    pub pseudo: bool,
}

fn is_word(c: u8) -> bool {
    c == b'_' || c.is_ascii_alphanumeric()
}

/// Parses a variable name at the start of `s` (LLVM's `Pattern::parseVariable`); on success,
/// `s` is advanced past the name.
pub fn parse_variable(sm: &SourceMgr, s: &mut Span) -> Result<VarName, ErrorDiag> {
    let t = sm.slice(*s);
    if t.is_empty() {
        return Err(ErrorDiag {
            loc: s.loc(),
            msg: "empty variable name".into(),
        });
    }
    let pseudo = t[0] == b'@';
    let mut i = 0;
    if t[0] == b'$' || pseudo {
        i += 1;
    }
    if i == t.len() {
        let kind = if pseudo { "pseudo " } else { "global " };
        return Err(ErrorDiag {
            loc: s.sub(i, i).loc(),
            msg: format!("empty {kind}variable name"),
        });
    }
    let c = t[i];
    i += 1;
    if !(c.is_ascii_alphabetic() || c == b'_') {
        return Err(ErrorDiag {
            loc: s.loc(),
            msg: "invalid variable name".into(),
        });
    }
    while i < t.len() && is_word(t[i]) {
        i += 1;
    }
    let span = s.sub(0, i);
    let name = String::from_utf8_lossy(&t[..i]).into_owned();
    *s = s.sub(i, s.len());
    Ok(VarName { name, span, pseudo })
}

fn find_from(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if from > hay.len() {
        return None;
    }
    memchr::memmem::find(&hay[from..], needle).map(|p| p + from)
}

fn contains(hay: &[u8], needle: &[u8]) -> bool {
    memchr::memmem::find(hay, needle).is_some()
}

/// Finds the `]]` closing a substitution block, skipping nested brackets and escapes.
/// `Err(offset)` reports a stray `]`.
fn find_var_end(s: &[u8]) -> Result<Option<usize>, usize> {
    let mut i = 0;
    let mut depth = 0usize;
    while i < s.len() {
        if s[i..].starts_with(b"]]") && depth == 0 {
            return Ok(Some(i));
        }
        if s[i] == b'\\' {
            i += 2;
            continue;
        }
        match s[i] {
            b'[' => depth += 1,
            b']' => {
                if depth == 0 {
                    return Err(i);
                }
                depth -= 1;
            }
            _ => {}
        }
        i += 1;
    }
    Ok(None)
}

/// What `Pattern::parse` reports besides the pattern.
pub enum ParseFailure {
    /// A diagnostic; exit code 2.
    Error(ParseError),
    /// A stray `]` in a substitution block: LLVM exits with code 1.
    Exit1(ParseError),
}

impl From<ParseError> for ParseFailure {
    fn from(e: ParseError) -> Self {
        ParseFailure::Error(e)
    }
}

impl From<ErrorDiag> for ParseFailure {
    fn from(e: ErrorDiag) -> Self {
        ParseFailure::Error(e.into())
    }
}

impl Pattern {
    /// The pattern for the implicit end-of-file check.
    pub fn eof(loc: Loc, line: usize) -> Self {
        Self::empty(CheckType::new(CheckKind::Eof), loc, Some(line), false)
    }

    fn empty(ty: CheckType, loc: Loc, line: Option<usize>, ignore_case: bool) -> Self {
        Pattern {
            ty,
            loc,
            line,
            fixed: Vec::new(),
            regex_str: Vec::new(),
            substs: Vec::new(),
            var_defs: BTreeMap::new(),
            num_defs: Vec::new(),
            ignore_case,
            static_searcher: None,
            cache: RefCell::new(None),
        }
    }

    /// Whether the pattern defines or uses variables (CHECK-LABEL forbids it).
    pub fn has_variable(&self) -> bool {
        !(self.substs.is_empty() && self.var_defs.is_empty())
    }

    /// Parses `text` (a span of the check file or of a command-line buffer).
    pub fn parse(
        sm: &SourceMgr,
        ctx: &mut Context,
        ty: CheckType,
        text: Span,
        prefix: &str,
        line: Option<usize>,
        opts: &PatternOptions,
    ) -> Result<Pattern, ParseFailure> {
        let full_lines = opts.match_full_lines && ty.kind != CheckKind::Not;
        let mut p = Pattern::empty(ty, text.loc(), line, opts.ignore_case);
        let mut s = text;
        if !(opts.strict_whitespace && opts.match_full_lines) {
            let t = sm.slice(s);
            let mut n = t.len();
            while n > 0 && (t[n - 1] == b' ' || t[n - 1] == b'\t') {
                n -= 1;
            }
            s = s.sub(0, n);
        }
        let pat = sm.slice(s);
        if pat.is_empty() && ty.kind != CheckKind::Empty {
            return Err(ParseError::plain(
                p.loc,
                format!("found empty check string with prefix '{prefix}:'"),
            )
            .into());
        }
        if !pat.is_empty() && ty.kind == CheckKind::Empty {
            return Err(ParseError::plain(
                p.loc,
                format!("found non-empty check string for empty check with prefix '{prefix}:'"),
            )
            .into());
        }
        if ty.kind == CheckKind::Empty {
            p.regex_str = b"(\n$)".to_vec();
            p.finish(sm);
            return Ok(p);
        }
        if ty.literal {
            p.fixed = pat.to_vec();
            p.finish(sm);
            return Ok(p);
        }
        if !full_lines && (pat.len() < 2 || (!contains(pat, b"{{") && !contains(pat, b"[["))) {
            p.fixed = pat.to_vec();
            p.finish(sm);
            return Ok(p);
        }
        let mut re: Vec<u8> = Vec::new();
        if full_lines {
            re.push(b'^');
            if !opts.strict_whitespace {
                re.extend_from_slice(b" *");
            }
        }
        let mut cur_paren = 1usize;
        while !s.is_empty() {
            let t = sm.slice(s);
            if t.starts_with(b"{{") {
                let Some(end) = find_from(t, b"}}", 0) else {
                    return Err(ParseError::plain(
                        s.loc(),
                        "found start of regex string with no end '}}'",
                    )
                    .into());
                };
                // A group keeps an alternation (`abc{{x|z}}def`) local. Like LLVM, look for a
                // `|` anywhere in the rest of the pattern, not just in this regex.
                let alternation = t.contains(&b'|');
                if alternation {
                    re.push(b'(');
                    cur_paren += 1;
                }
                add_regex(sm, &mut re, s.sub(2, end), &mut cur_paren)?;
                if alternation {
                    re.push(b')');
                }
                s = s.sub(end + 2, s.len());
                continue;
            }
            if t.starts_with(b"[[") && !t.starts_with(b"[[[") {
                let unparsed = s.sub(2, s.len());
                let end = match find_var_end(sm.slice(unparsed)) {
                    Ok(e) => e,
                    Err(off) => {
                        return Err(ParseFailure::Exit1(ParseError::plain(
                            unparsed.sub(off, off).loc(),
                            "missing closing \"]\" for regex variable",
                        )));
                    }
                };
                let Some(end) = end else {
                    return Err(ParseError::plain(
                        s.loc(),
                        "Invalid substitution block, no ]] found",
                    )
                    .into());
                };
                let mut match_str = unparsed.sub(0, end);
                let mut is_num = sm.slice(match_str).first() == Some(&b'#');
                if is_num {
                    match_str = match_str.sub(1, match_str.len());
                }
                s = unparsed.sub(end + 2, unparsed.len());
                p.parse_block(
                    sm,
                    ctx,
                    opts,
                    &mut re,
                    &mut cur_paren,
                    match_str,
                    &mut is_num,
                )?;
                continue;
            }
            let a = find_from(t, b"{{", 1).unwrap_or(t.len());
            let b = find_from(t, b"[[", 1).unwrap_or(t.len());
            let end = a.min(b);
            ere::escape(&t[..end], &mut re);
            s = s.sub(end, s.len());
        }
        if full_lines {
            if !opts.strict_whitespace {
                re.extend_from_slice(b" *");
            }
            re.push(b'$');
        }
        p.regex_str = re;
        p.finish(sm);
        Ok(p)
    }

    #[allow(clippy::too_many_arguments)]
    fn parse_block(
        &mut self,
        sm: &SourceMgr,
        ctx: &mut Context,
        _opts: &PatternOptions,
        re: &mut Vec<u8>,
        cur_paren: &mut usize,
        mut match_str: Span,
        is_num: &mut bool,
    ) -> Result<(), ParseFailure> {
        let mut is_def = false;
        let mut subst_needed = false;
        let mut legacy_line = false;
        let mut def_name = String::new();
        let mut subst_name = String::new();
        let mut subst_span = match_str;
        let mut match_regexp: Option<Span> = None;
        let mut wildcard: Vec<u8> = Vec::new();
        let mut insert_idx = re.len();
        let block = match_str;
        if !*is_num {
            let t = sm.slice(match_str);
            let var_end = t.iter().position(|&c| c == b':');
            let head = &t[..var_end.unwrap_or(t.len())];
            if let Some(sp) = head.iter().position(|&c| c == b' ' || c == b'\t') {
                return Err(ParseError::plain(
                    match_str.sub(sp, sp).loc(),
                    "unexpected whitespace",
                )
                .into());
            }
            let orig = match_str;
            let v = parse_variable(sm, &mut match_str)?;
            is_def = var_end.is_some();
            subst_needed = !is_def;
            if is_def {
                let rest = sm.slice(match_str);
                if v.pseudo || rest.first() != Some(&b':') {
                    return Err(ParseError::plain(
                        v.span.loc(),
                        "invalid name in string variable definition",
                    )
                    .into());
                }
                match_str = match_str.sub(1, match_str.len());
                if ctx.num_table.contains_key(&v.name) {
                    return Err(ParseError::plain(
                        v.span.loc(),
                        format!("numeric variable with name '{}' already exists", v.name),
                    )
                    .into());
                }
                def_name = v.name;
                match_regexp = Some(match_str);
            } else if v.pseudo {
                match_str = orig;
                legacy_line = true;
                *is_num = true;
            } else {
                if !match_str.is_empty() {
                    return Err(ParseError::plain(
                        v.span.loc(),
                        "invalid name in string variable use",
                    )
                    .into());
                }
                subst_name = v.name;
                subst_span = v.span;
            }
        }
        let mut expression = None;
        let mut defined_num: Option<NumVarId> = None;
        if *is_num {
            let e =
                expr::parse_block(sm, ctx, match_str, &mut defined_num, legacy_line, self.line)?;
            subst_needed = e.ast.is_some();
            if let Some(id) = defined_num {
                is_def = true;
                def_name = ctx.num_vars[id as usize].name.clone();
            }
            if !subst_needed {
                wildcard = e.format.wildcard_regex();
            }
            expression = Some(e);
        }
        let _ = block;
        if is_def {
            re.push(b'(');
            insert_idx += 1;
            if *is_num {
                let id = defined_num.expect("numeric definition");
                self.num_defs.retain(|(n, _, _)| *n != def_name);
                self.num_defs.push((def_name.clone(), id, *cur_paren));
                ctx.num_table.insert(def_name.clone(), id);
            } else {
                self.var_defs.insert(def_name.clone(), *cur_paren);
                ctx.defined.insert(def_name.clone());
            }
            *cur_paren += 1;
        }
        if let Some(m) = match_regexp.filter(|m| !m.is_empty()) {
            add_regex(sm, re, m, cur_paren)?;
        } else if !wildcard.is_empty() {
            // The wildcard regex of a format is always valid.
            *cur_paren += ere::count_groups(&wildcard);
            re.extend_from_slice(&wildcard);
        }
        if is_def {
            re.push(b')');
        }
        if subst_needed {
            if !*is_num && self.var_defs.contains_key(&subst_name) {
                let group = self.var_defs[&subst_name];
                if !(1..=9).contains(&group) {
                    return Err(ParseError::plain(
                        subst_span.loc(),
                        "Can't back-reference more than 9 variables",
                    )
                    .into());
                }
                re.push(b'\\');
                re.push(b'0' + group as u8);
            } else if *is_num {
                let e = expression.take().expect("numeric expression");
                self.substs.push(Subst::Num {
                    expr: e,
                    from: match_str,
                    index: insert_idx,
                });
            } else {
                self.substs.push(Subst::Str {
                    name: subst_name,
                    from: subst_span,
                    index: insert_idx,
                });
            }
        }
        Ok(())
    }

    /// Prepares the search structures of a pattern without substitutions.
    fn finish(&mut self, _sm: &SourceMgr) {
        if self.ty.kind == CheckKind::Eof {
            return;
        }
        if !self.fixed.is_empty() {
            if self.ignore_case {
                let mut re = Vec::new();
                ere::escape(&self.fixed, &mut re);
                self.static_searcher = compile(&re, true).map(Searcher::Regex);
            } else {
                self.static_searcher = Some(Searcher::Fixed(Box::new(
                    memchr::memmem::Finder::new(&self.fixed).into_owned(),
                )));
            }
        }
        // Regexes are compiled on first use (see `match_buf`) and freed by `release`.
    }

    /// Frees the compiled regex; it is rebuilt if the pattern is matched again.
    pub fn release(&self) {
        *self.cache.borrow_mut() = None;
    }

    /// The text compared with the input for "possible intended match" (fixed string or regex).
    pub fn example_string(&self) -> &[u8] {
        if self.fixed.is_empty() {
            &self.regex_str
        } else {
            &self.fixed
        }
    }

    /// Matches the pattern against `input[start..end]`, updating variables on success.
    pub fn match_buf(&self, sm: &SourceMgr, ctx: &mut Context, input: Span) -> MatchOutcome {
        if self.ty.kind == CheckKind::Eof {
            return MatchOutcome::Found {
                pos: input.len(),
                len: 0,
            };
        }
        let hay = sm.slice(input);
        if !self.fixed.is_empty() {
            let pos = match &self.static_searcher {
                Some(Searcher::Fixed(f)) => f.find(hay),
                Some(Searcher::Regex(c)) => c.find(hay).map(|m| m.0),
                None => None,
            };
            return match pos {
                Some(pos) => MatchOutcome::Found {
                    pos,
                    len: self.fixed.len(),
                },
                None => MatchOutcome::NotFound,
            };
        }
        let dynamic;
        let compiled: &Compiled = {
            if !self.substs.is_empty()
                && let Some(l) = self.line
            {
                ctx.num_vars[ctx.line_var as usize].value = Some(l as i128);
            }
            let mut tmp = self.regex_str.clone();
            let mut offset = 0;
            let mut errs = Vec::new();
            for s in &self.substs {
                match self.subst_regex(sm, ctx, s) {
                    Ok(v) => {
                        let at = match s {
                            Subst::Str { index, .. } | Subst::Num { index, .. } => *index,
                        } + offset;
                        tmp.splice(at..at, v.iter().copied());
                        offset += v.len();
                    }
                    Err(mut e) => errs.append(&mut e),
                }
            }
            if !errs.is_empty() {
                return MatchOutcome::Error(errs);
            }
            let mut cache = self.cache.borrow_mut();
            let hit = matches!(&*cache, Some((k, _)) if *k == tmp);
            if !hit {
                let key = (tmp, self.ignore_case);
                let c = match ctx.regex_cache.get(&key) {
                    Some(c) => c.clone(),
                    None => {
                        let c = compile(&key.0, self.ignore_case).map(std::rc::Rc::new);
                        if ctx.regex_cache.len() >= REGEX_CACHE_SIZE {
                            ctx.regex_cache.clear();
                        }
                        ctx.regex_cache.insert(key.clone(), c.clone());
                        c
                    }
                };
                *cache = Some((key.0, c));
            }
            match &cache.as_ref().expect("cache filled").1 {
                Some(c) => {
                    dynamic = c.clone();
                    &dynamic
                }
                None => return MatchOutcome::NotFound,
            }
        };
        let skip = usize::from(self.ty.kind == CheckKind::Empty);
        if self.var_defs.is_empty() && self.num_defs.is_empty() && compiled.backrefs.is_empty() {
            return match compiled.find(hay) {
                Some((s, e)) => MatchOutcome::Found {
                    pos: s + skip,
                    len: e - s - skip,
                },
                None => MatchOutcome::NotFound,
            };
        }
        let Some(mut caps) = find_captures(compiled, hay) else {
            return MatchOutcome::NotFound;
        };
        let (start, first_end) = {
            let m = caps.get(0).expect("group 0");
            (m.start(), m.end())
        };
        let end = compiled.longest_end(hay, start, first_end);
        if end != first_end
            && let Some(c) = compiled.captures_ending_at(hay, start, end)
        {
            caps = c;
        }
        let full = caps.get(0).expect("group 0");
        let group_span = |g: usize| -> Span {
            match caps.get(g) {
                Some(m) => input.sub(m.start(), m.end()),
                None => input.sub(0, 0),
            }
        };
        for (name, &g) in &self.var_defs {
            ctx.globals.insert(name.clone(), group_span(g));
        }
        let (pos, len) = (full.start() + skip, end - full.start() - skip);
        for (name, id, g) in &self.num_defs {
            let sp = group_span(*g);
            let var = &ctx.num_vars[*id as usize];
            let value = var.format.value_from_str(sm.slice(sp));
            ctx.num_table.insert(name.clone(), *id);
            let var = &mut ctx.num_vars[*id as usize];
            var.value = value;
            var.str_value = Some(sp);
        }
        MatchOutcome::Found { pos, len }
    }

    /// The regex text substituted for `s`, or the errors preventing it.
    fn subst_regex(
        &self,
        sm: &SourceMgr,
        ctx: &Context,
        s: &Subst,
    ) -> Result<Vec<u8>, Vec<ErrorDiag>> {
        match s {
            Subst::Str { name, from, .. } => match ctx.globals.get(name) {
                Some(v) => {
                    let mut out = Vec::new();
                    ere::escape(sm.slice(*v), &mut out);
                    Ok(out)
                }
                None => Err(vec![ErrorDiag { loc: from.loc(), msg: format!("undefined variable: {name}") }]),
            },
            Subst::Num { expr, from, .. } => match expr.eval(ctx) {
                Ok(v) => expr.format.matching_string(v).map(String::into_bytes).ok_or_else(|| {
                    vec![ErrorDiag {
                        loc: from.loc(),
                        msg: "unable to substitute variable or numeric expression: overflow error".into(),
                    }]
                }),
                Err(expr::EvalError::Undefined(names)) => Err(names
                    .into_iter()
                    .map(|(n, sp)| ErrorDiag { loc: sp.loc(), msg: format!("undefined variable: {n}") })
                    .collect()),
                Err(expr::EvalError::Overflow) => Err(vec![ErrorDiag {
                    loc: from.loc(),
                    msg: "unable to substitute variable or numeric expression: overflow error".into(),
                }]),
            },
        }
    }

    /// The notes `with "X" equal to "v"` for each substitution (skipping failed ones).
    pub fn substitution_notes(&self, sm: &SourceMgr, ctx: &Context) -> Vec<String> {
        let mut out = Vec::new();
        for s in &self.substs {
            let value = match s {
                Subst::Str { name, .. } => match ctx.globals.get(name) {
                    Some(v) => {
                        let v = sm.slice(*v);
                        let needs = v.iter().any(|&c| !(0x20..0x7f).contains(&c) || c == b'"');
                        let mut r = String::from("\"");
                        if needs {
                            r.push_str(&write_escaped(v));
                        } else {
                            r.push_str(&String::from_utf8_lossy(v));
                        }
                        r.push('"');
                        r
                    }
                    None => continue,
                },
                Subst::Num { expr, .. } => match expr
                    .eval(ctx)
                    .ok()
                    .and_then(|v| expr.format.matching_string(v))
                {
                    Some(v) => format!("\"{v}\""),
                    None => continue,
                },
            };
            let from = write_escaped(sm.slice(s.from()));
            out.push(format!("with \"{from}\" equal to {value}"));
        }
        out
    }

    /// The spans captured by this pattern's variable definitions, sorted by position.
    pub fn captures(&self, ctx: &Context) -> Vec<(String, Span)> {
        let mut v: Vec<(String, Span)> = Vec::new();
        for name in self.var_defs.keys() {
            if let Some(sp) = ctx.globals.get(name) {
                v.push((name.clone(), *sp));
            }
        }
        for (name, id, _) in &self.num_defs {
            if let Some(sp) = ctx.num_vars[*id as usize].str_value {
                v.push((name.clone(), sp));
            }
        }
        v.sort_by_key(|(_, s)| s.start);
        v
    }
}

/// Escapes like LLVM's `raw_ostream::write_escaped`.
pub fn write_escaped(s: &[u8]) -> String {
    let mut r = String::new();
    for &c in s {
        match c {
            b'\\' => r.push_str("\\\\"),
            b'\t' => r.push_str("\\t"),
            b'\n' => r.push_str("\\n"),
            b'"' => r.push_str("\\\""),
            0x20..=0x7e => r.push(c as char),
            _ => r.push_str(&format!("\\{:03o}", c)),
        }
    }
    r
}

/// Validates the ERE in `text`, appends it to `re` and counts its groups.
fn add_regex(
    sm: &SourceMgr,
    re: &mut Vec<u8>,
    text: Span,
    cur_paren: &mut usize,
) -> Result<(), ParseError> {
    let t = sm.slice(text);
    match ere::translate(t) {
        Ok(tr) => {
            re.extend_from_slice(t);
            *cur_paren += tr.groups;
            Ok(())
        }
        Err(m) => Err(ParseError::plain(text.loc(), format!("invalid regex: {m}"))),
    }
}

/// Compiles an LLVM ERE for the `regex` crate (None if it cannot be compiled).
fn compile(ere_text: &[u8], ignore_case: bool) -> Option<Compiled> {
    if !ignore_case && let Some(lit) = literal_of(ere_text) {
        let finder = memchr::memmem::Finder::new(&lit).into_owned();
        return Some(Compiled {
            engine: Engine::Literal(Box::new(finder)),
            backrefs: Vec::new(),
            longest: None,
            translated: None,
            ignore_case,
        });
    }
    let tr = ere::translate_with_case(ere_text, ignore_case).ok()?;
    let re = regex::bytes::RegexBuilder::new(&tr.pattern)
        .unicode(false)
        .multi_line(true)
        .case_insensitive(ignore_case)
        .size_limit(1 << 28)
        .build()
        .ok()?;
    let longest = if may_prefer_longer(ere_text) && tr.backrefs.is_empty() {
        let syntax = regex_automata::util::syntax::Config::new()
            .unicode(false)
            .utf8(false)
            .multi_line(true)
            .case_insensitive(ignore_case);
        regex_automata::meta::Regex::builder()
            .syntax(syntax)
            .configure(
                regex_automata::meta::Regex::config().match_kind(regex_automata::MatchKind::All),
            )
            .build(&tr.pattern)
            .ok()
    } else {
        None
    };
    let translated = longest.as_ref().map(|_| tr.pattern.clone());
    Some(Compiled {
        engine: Engine::Regex(re),
        backrefs: tr.backrefs,
        longest,
        translated,
        ignore_case,
    })
}

/// Whether leftmost-first and leftmost-longest matching can end differently for this ERE:
/// only with an alternation or a quantified group.
fn may_prefer_longer(ere_text: &[u8]) -> bool {
    ere_text.contains(&b'|')
        || ere_text
            .windows(2)
            .any(|w| w[0] == b')' && matches!(w[1], b'?' | b'*' | b'+' | b'{'))
}

/// The text matched by an ERE made only of ordinary and escaped characters, if it is one.
fn literal_of(ere_text: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(ere_text.len());
    let mut i = 0;
    while i < ere_text.len() {
        let c = ere_text[i];
        match c {
            b'\\' => {
                let d = *ere_text.get(i + 1)?;
                if d.is_ascii_digit() {
                    return None;
                }
                out.push(d);
                i += 2;
                continue;
            }
            b'(' | b')' | b'^' | b'$' | b'|' | b'*' | b'+' | b'?' | b'.' | b'[' | b'{' => {
                return None;
            }
            _ => out.push(c),
        }
        i += 1;
    }
    (!out.is_empty()).then_some(out)
}

/// Finds the leftmost match whose back-references (if any) agree.
fn find_captures<'h>(c: &Compiled, hay: &'h [u8]) -> Option<regex::bytes::Captures<'h>> {
    let Engine::Regex(re) = &c.engine else {
        return None;
    };
    if c.backrefs.is_empty() {
        return re.captures(hay);
    }
    let mut at = 0;
    while at <= hay.len() {
        let caps = re.captures_at(hay, at)?;
        let ok = c
            .backrefs
            .iter()
            .all(|&(g, b)| caps.get(g).map(|m| m.as_bytes()) == caps.get(b).map(|m| m.as_bytes()));
        if ok {
            return Some(caps);
        }
        at = caps.get(0).expect("group 0").start() + 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Fixture {
        sm: SourceMgr,
        ctx: Context,
        check: u32,
        input: u32,
    }

    fn fixture(pattern: &str, input: &str) -> Fixture {
        let mut sm = SourceMgr::new();
        let check = sm.add("check", pattern.as_bytes().to_vec());
        let input = sm.add("input", input.as_bytes().to_vec());
        Fixture {
            sm,
            ctx: Context::new(),
            check,
            input,
        }
    }

    fn parse(f: &mut Fixture, kind: CheckKind, opts: &PatternOptions) -> Result<Pattern, String> {
        let len = f.sm.text(f.check).len() as u32;
        let span = Span {
            buf: f.check,
            start: 0,
            end: len,
        };
        Pattern::parse(
            &f.sm,
            &mut f.ctx,
            CheckType::new(kind),
            span,
            "CHECK",
            Some(1),
            opts,
        )
        .map_err(|e| match e {
            ParseFailure::Error(e) | ParseFailure::Exit1(e) => e.msg,
        })
    }

    fn find(f: &mut Fixture, p: &Pattern) -> Option<(usize, usize)> {
        let len = f.sm.text(f.input).len() as u32;
        let span = Span {
            buf: f.input,
            start: 0,
            end: len,
        };
        match p.match_buf(&f.sm, &mut f.ctx, span) {
            MatchOutcome::Found { pos, len } => Some((pos, len)),
            _ => None,
        }
    }

    #[test]
    fn builds_llvm_regex_text() {
        let mut f = fixture("a{{b|c}}d [[V:x+]] [[#N:]] [[V]]", "");
        let p = parse(&mut f, CheckKind::Plain, &PatternOptions::default()).unwrap();
        assert_eq!(
            String::from_utf8_lossy(p.example_string()),
            "a(b|c)d (x+) ([0-9]+) \\2"
        );
        let mut f = fixture("{{x}} y", "");
        let p = parse(&mut f, CheckKind::Plain, &PatternOptions::default()).unwrap();
        assert_eq!(String::from_utf8_lossy(p.example_string()), "x y");
        let mut f = fixture("plain text", "");
        let p = parse(&mut f, CheckKind::Plain, &PatternOptions::default()).unwrap();
        assert_eq!(p.example_string(), b"plain text");
    }

    #[test]
    fn parse_errors() {
        for (pat, msg) in [
            ("a{{b", "found start of regex string with no end '}}'"),
            ("[[X", "Invalid substitution block, no ]] found"),
            ("{{(}}", "invalid regex: parentheses not balanced"),
            ("[[9]]", "invalid variable name"),
            ("", "found empty check string with prefix 'CHECK:'"),
        ] {
            let mut f = fixture(pat, "");
            assert_eq!(
                parse(&mut f, CheckKind::Plain, &PatternOptions::default())
                    .err()
                    .as_deref(),
                Some(msg)
            );
        }
    }

    #[test]
    fn matches_and_defines_variables() {
        let mut f = fixture("x = [[V:[a-z]+]], [[#N:]]", "noise\nx = abc, 41\n");
        let p = parse(&mut f, CheckKind::Plain, &PatternOptions::default()).unwrap();
        assert_eq!(find(&mut f, &p), Some((6, 11)));
        let v = f.ctx.globals["V"];
        assert_eq!(f.sm.slice(v), b"abc");
        let n = f.ctx.num_table["N"];
        assert_eq!(f.ctx.num_vars[n as usize].value, Some(41));
    }

    #[test]
    fn leftmost_longest_and_backrefs() {
        let mut f = fixture("{{a|ab}}c", "xabc");
        let p = parse(&mut f, CheckKind::Plain, &PatternOptions::default()).unwrap();
        assert_eq!(find(&mut f, &p), Some((1, 3)));
        let mut f = fixture("{{a|ab}}", "xab");
        let p = parse(&mut f, CheckKind::Plain, &PatternOptions::default()).unwrap();
        assert_eq!(
            find(&mut f, &p),
            Some((1, 2)),
            "POSIX picks the longer alternative"
        );
        let mut f = fixture("[[X:[a-z]]][[X]]", "ab cc");
        let p = parse(&mut f, CheckKind::Plain, &PatternOptions::default()).unwrap();
        assert_eq!(find(&mut f, &p), Some((3, 2)));
        let mut f = fixture("[[X:a|ab]]", "ab");
        let p = parse(&mut f, CheckKind::Plain, &PatternOptions::default()).unwrap();
        assert_eq!(find(&mut f, &p), Some((0, 2)));
        assert_eq!(f.sm.slice(f.ctx.globals["X"]), b"ab");
    }

    #[test]
    fn empty_line_and_options() {
        let mut f = fixture("", "a\n\nb\n");
        let p = parse(&mut f, CheckKind::Empty, &PatternOptions::default()).unwrap();
        assert_eq!(find(&mut f, &p), Some((2, 0)));
        let opts = PatternOptions {
            ignore_case: true,
            ..Default::default()
        };
        let mut f = fixture("HeLLo {{[^x]}}", "hello X hello y");
        let p = parse(&mut f, CheckKind::Plain, &opts).unwrap();
        assert_eq!(find(&mut f, &p), Some((8, 7)));
        let opts = PatternOptions {
            match_full_lines: true,
            ..Default::default()
        };
        let mut f = fixture("b", "ab\n b \n");
        let p = parse(&mut f, CheckKind::Plain, &opts).unwrap();
        assert_eq!(find(&mut f, &p), Some((3, 3)));
    }

    #[test]
    fn undefined_variable_is_a_match_error() {
        let mut f = fixture("[[NOPE]]", "x");
        let p = parse(&mut f, CheckKind::Plain, &PatternOptions::default()).unwrap();
        let len = f.sm.text(f.input).len() as u32;
        let span = Span {
            buf: f.input,
            start: 0,
            end: len,
        };
        match p.match_buf(&f.sm, &mut f.ctx, span) {
            MatchOutcome::Error(e) => assert_eq!(e[0].msg, "undefined variable: NOPE"),
            _ => panic!("expected an error"),
        }
    }
}

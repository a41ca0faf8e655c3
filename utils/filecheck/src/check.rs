//! Reading the check file into check strings, and checking an input against them.

use crate::expr;
use crate::pattern::{
    CheckKind, CheckType, Context, ErrorDiag, MatchOutcome, ParseFailure, Pattern, PatternOptions,
    parse_variable,
};
use crate::source::{BufId, Kind, Loc, SourceMgr, Span};

/// What FileCheck was asked to do (LLVM's `FileCheckRequest`).
#[derive(Debug, Clone, Default)]
pub struct Request {
    /// `--check-prefix(es)`.
    pub check_prefixes: Vec<String>,
    /// `--comment-prefixes`.
    pub comment_prefixes: Vec<String>,
    /// `--implicit-check-not`.
    pub implicit_check_not: Vec<String>,
    /// `-D` definitions (`VAR=value` or `#VAR=expr`).
    pub global_defines: Vec<String>,
    /// `--allow-unused-prefixes`.
    pub allow_unused_prefixes: bool,
    /// `--enable-var-scope`.
    pub enable_var_scope: bool,
    /// `--allow-deprecated-dag-overlap`.
    pub allow_deprecated_dag_overlap: bool,
    /// `-v`.
    pub verbose: bool,
    /// `-vv`.
    pub verbose_verbose: bool,
    /// Whitespace, full-line and case options.
    pub opts: PatternOptions,
    /// Whether the check prefixes are the default (`CHECK`).
    pub is_default_check_prefix: bool,
}

/// How a diagnostic relates to a match (LLVM's `FileCheckDiag::MatchType`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchType {
    /// Expected pattern matched.
    FoundAndExpected,
    /// Excluded pattern matched.
    FoundButExcluded,
    /// Matched on the wrong line.
    FoundButWrongLine,
    /// Discarded (overlapping CHECK-DAG).
    FoundButDiscarded,
    /// An error found after a match.
    FoundErrorNote,
    /// Excluded pattern did not match.
    NoneAndExcluded,
    /// Expected pattern did not match.
    NoneButExpected,
    /// The pattern could not be matched.
    NoneForInvalidPattern,
    /// Fuzzy match ("possible intended match").
    Fuzzy,
}

/// A diagnostic recorded for the input dump.
#[derive(Debug, Clone)]
pub struct Diag {
    /// Directive type.
    pub ty: CheckType,
    /// Directive location.
    pub check_loc: Loc,
    /// What happened.
    pub match_ty: MatchType,
    /// Input range.
    pub start: Loc,
    /// End of the input range.
    pub end: Loc,
    /// Custom note.
    pub note: String,
}

/// A CHECK-DAG or CHECK-NOT waiting for the next positive check.
#[derive(Debug, Clone)]
struct DagNot {
    pat: usize,
    prefix: String,
}

struct CheckString {
    pat: usize,
    prefix: String,
    loc: Loc,
    dag_not: Vec<DagNot>,
}

/// A failed expectation, for the extra diff printed after LLVM's output.
#[derive(Debug, Clone)]
pub struct DiffItem {
    /// Location of the pattern.
    pub pattern_loc: Loc,
    /// Pattern text (the directive's line content after the colon).
    pub expected: Vec<u8>,
    /// Where the closest input starts.
    pub input_loc: Loc,
    /// The closest input line.
    pub actual: Vec<u8>,
}

/// The checker: patterns, variables, and the diagnostics output.
pub struct FileCheck {
    /// Buffers.
    pub sm: SourceMgr,
    ctx: Context,
    req: Request,
    pats: Vec<Pattern>,
    checks: Vec<CheckString>,
    /// The check file buffer.
    pub check_buf: BufId,
    /// Buffers of implicit patterns: `[first, end)`.
    pub imp_bufs: (BufId, BufId),
    /// Everything written to stderr.
    pub err: Vec<u8>,
    /// Diagnostics for the dump (when requested).
    pub diags: Option<Vec<Diag>>,
    /// Failures for the extra diff.
    pub diff_items: Vec<DiffItem>,
}

/// Why reading the check file failed: the exit code to use.
pub struct ReadError(pub i32);

fn is_part_of_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'-' || c == b'_'
}

/// Finds the earliest (then longest) prefix occurrence at or after a position.
struct PrefixMatcher {
    prefixes: Vec<(Vec<u8>, Option<usize>)>,
}

impl PrefixMatcher {
    fn new(prefixes: impl Iterator<Item = String>, input: &[u8]) -> Self {
        let mut v: Vec<(Vec<u8>, Option<usize>)> = prefixes
            .map(|p| {
                (
                    p.as_bytes().to_vec(),
                    memchr::memmem::find(input, p.as_bytes()),
                )
            })
            .collect();
        v.sort_by_key(|a| std::cmp::Reverse(a.0.len()));
        PrefixMatcher { prefixes: v }
    }

    fn find(&mut self, input: &[u8], from: usize) -> Option<(usize, usize)> {
        let mut best: Option<(usize, usize)> = None;
        for (p, pos) in self.prefixes.iter_mut() {
            if let Some(q) = *pos
                && q < from
            {
                *pos = memchr::memmem::find(&input[from..], p).map(|x| x + from);
            }
            if let Some(q) = *pos
                && best.is_none_or(|(b, _)| b > q)
            {
                best = Some((q, p.len()));
            }
        }
        best
    }
}

/// Determines the directive type after a prefix at `input[at..]`; returns the type and the
/// offset just after the directive's suffix (if any).
fn find_check_type(
    req: &Request,
    input: &[u8],
    at: usize,
    plen: usize,
    is_comment: bool,
) -> (CheckKindOrNone, usize) {
    if input.len() - at <= plen {
        return (Option::None, 0);
    }
    let mut r = at + plen;
    let starts = |r: usize, s: &[u8]| input[r..].starts_with(s);
    if is_comment {
        if starts(r, b":") {
            return (Some(CheckType::new(CheckKind::Comment)), r + 1);
        }
        return (Option::None, 0);
    }
    let _ = req;
    let consume_mods = |mut r: usize, mut ty: CheckType| -> (CheckKindOrNone, usize) {
        if starts(r, b":") {
            return (Some(ty), r + 1);
        }
        if !starts(r, b"{") {
            return (Option::None, 0);
        }
        r += 1;
        loop {
            while r < input.len() && input[r].is_ascii_whitespace() {
                r += 1;
            }
            if starts(r, b"LITERAL") {
                ty.literal = true;
                r += 7;
            } else {
                return (Option::None, r);
            }
            while r < input.len() && input[r].is_ascii_whitespace() {
                r += 1;
            }
            if starts(r, b",") {
                r += 1;
                continue;
            }
            break;
        }
        if !starts(r, b"}:") {
            return (Option::None, r);
        }
        (Some(ty), r + 2)
    };
    if starts(r, b":") {
        return (Some(CheckType::new(CheckKind::Plain)), r + 1);
    }
    if starts(r, b"{") {
        return consume_mods(r, CheckType::new(CheckKind::Plain));
    }
    let mut misspelled = false;
    if starts(r, b"_") {
        misspelled = true;
    } else if !starts(r, b"-") {
        return (Option::None, 0);
    }
    r += 1;
    let res = if starts(r, b"COUNT-") {
        r += 6;
        // consumeInteger(10): an optional '-' then decimal digits.
        let s = r;
        let mut q = r;
        if q < input.len() && input[q] == b'-' {
            q += 1;
        }
        let ds = q;
        while q < input.len() && input[q].is_ascii_digit() {
            q += 1;
        }
        if q == ds {
            (Some(CheckType::new(CheckKind::BadCount)), s)
        } else {
            let digits = std::str::from_utf8(&input[ds..q]).unwrap_or("0");
            let v: i128 = digits.parse::<i128>().unwrap_or(i128::MAX);
            let v = if ds > s { -v } else { v };
            if v <= 0
                || v > i128::from(i32::MAX)
                || q >= input.len()
                || (input[q] != b':' && input[q] != b'{')
            {
                (Some(CheckType::new(CheckKind::BadCount)), q)
            } else {
                let mut ty = CheckType::new(CheckKind::Plain);
                ty.count = v as u32;
                consume_mods(q, ty)
            }
        }
    } else {
        const BAD: [&[u8]; 8] = [
            b"DAG-NOT:",
            b"NOT-DAG:",
            b"NEXT-NOT:",
            b"NOT-NEXT:",
            b"SAME-NOT:",
            b"NOT-SAME:",
            b"EMPTY-NOT:",
            b"NOT-EMPTY:",
        ];
        if BAD.iter().any(|b| starts(r, b)) {
            (Some(CheckType::new(CheckKind::BadNot)), r)
        } else {
            let kinds: [(&[u8], CheckKind); 6] = [
                (b"NEXT", CheckKind::Next),
                (b"SAME", CheckKind::Same),
                (b"NOT", CheckKind::Not),
                (b"DAG", CheckKind::Dag),
                (b"LABEL", CheckKind::Label),
                (b"EMPTY", CheckKind::Empty),
            ];
            match kinds.iter().find(|(k, _)| starts(r, k)) {
                Some((k, kind)) => consume_mods(r + k.len(), CheckType::new(*kind)),
                None => (Option::None, r),
            }
        }
    };
    if misspelled && res.0.is_some() {
        return (Some(CheckType::new(CheckKind::Misspelled)), res.1);
    }
    res
}

type CheckKindOrNone = Option<CheckType>;

fn edit_distance(a: &[u8], b: &[u8]) -> usize {
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, &ca) in a.iter().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let old = row[j + 1];
            row[j + 1] = if ca == cb {
                prev
            } else {
                1 + prev.min(row[j]).min(row[j + 1])
            };
            prev = old;
        }
    }
    row[b.len()]
}

fn count_newlines(t: &[u8]) -> (usize, Option<usize>) {
    let mut n = 0;
    let mut first = None;
    let mut i = 0;
    while let Some(p) = memchr::memchr2(b'\n', b'\r', &t[i..]) {
        let mut at = i + p;
        n += 1;
        if at + 1 < t.len() && (t[at + 1] == b'\n' || t[at + 1] == b'\r') && t[at] != t[at + 1] {
            at += 1;
        }
        i = at + 1;
        if n == 1 {
            first = Some(i);
        }
    }
    (n, first)
}

impl FileCheck {
    /// Creates a checker for `req` whose check file is `check_buf` in `sm`.
    pub fn new(sm: SourceMgr, check_buf: BufId, req: Request, dump: bool) -> Self {
        FileCheck {
            sm,
            ctx: Context::new(),
            req,
            pats: Vec::new(),
            checks: Vec::new(),
            check_buf,
            imp_bufs: (0, 0),
            err: Vec::new(),
            diags: if dump { Some(Vec::new()) } else { None },
            diff_items: Vec::new(),
        }
    }

    fn print(&mut self, loc: Loc, kind: Kind, msg: &str, ranges: &[Span]) {
        self.sm.message(&mut self.err, loc, kind, msg, ranges);
    }

    fn log_error(&mut self, e: &ErrorDiag) {
        self.sm
            .message(&mut self.err, e.loc, Kind::Error, &e.msg, &[]);
    }

    fn define_cmdline(&mut self) -> bool {
        let defs = self.req.global_defines.clone();
        if defs.is_empty() {
            return true;
        }
        let mut text = String::new();
        let mut idx: Vec<(usize, usize)> = Vec::new();
        for (i, d) in defs.iter().enumerate() {
            let pre = format!("Global define #{}: ", i + 1);
            let Some(eq) = d.find('=') else {
                idx.push((text.len(), 0));
                continue;
            };
            if d.starts_with('#') {
                text.push_str(&format!("{pre}{d} (parsed as: [["));
                let mut s = d.clone();
                s.replace_range(eq..eq + 1, ":");
                idx.push((text.len(), s.len()));
                text.push_str(&format!("{s}]])\n"));
            } else {
                text.push_str(&pre);
                idx.push((text.len(), d.len()));
                text.push_str(&format!("{d}\n"));
            }
        }
        let b = self.sm.add("Global defines", text.into_bytes());
        let mut errs: Vec<ErrorDiag> = Vec::new();
        // Errors without a location (from evaluation), printed after the located ones.
        let mut plain: Vec<String> = Vec::new();
        for (st, len) in idx {
            let def = Span {
                buf: b,
                start: st as u32,
                end: (st + len) as u32,
            };
            if def.is_empty() {
                errs.push(ErrorDiag {
                    loc: def.loc(),
                    msg: "missing equal sign in global definition".into(),
                });
                continue;
            }
            let t = self.sm.slice(def).to_vec();
            if t[0] == b'#' {
                let mut defined = None;
                let r = expr::parse_block(
                    &self.sm,
                    &mut self.ctx,
                    def.sub(1, def.len()),
                    &mut defined,
                    false,
                    None,
                );
                let e = match r {
                    Ok(e) => e,
                    Err(e) => {
                        errs.push(e);
                        continue;
                    }
                };
                match e.eval(&self.ctx) {
                    Ok(v) => {
                        if let Some(id) = defined {
                            self.ctx.num_vars[id as usize].value = Some(v);
                            let name = self.ctx.num_vars[id as usize].name.clone();
                            self.ctx.num_table.insert(name, id);
                        }
                    }
                    Err(expr::EvalError::Undefined(names)) => {
                        for (n, _) in names {
                            plain.push(format!("undefined variable: {n}"));
                        }
                    }
                    Err(expr::EvalError::Overflow) => plain.push("overflow error".into()),
                }
            } else {
                let eq = t.iter().position(|&c| c == b'=').unwrap_or(t.len());
                let orig = def.sub(0, eq);
                let mut name_span = orig;
                let v = match parse_variable(&self.sm, &mut name_span) {
                    Ok(v) => v,
                    Err(e) => {
                        errs.push(e);
                        continue;
                    }
                };
                if v.pseudo || !name_span.is_empty() {
                    let on = String::from_utf8_lossy(self.sm.slice(orig)).into_owned();
                    errs.push(ErrorDiag {
                        loc: orig.loc(),
                        msg: format!("invalid name in string variable definition '{on}'"),
                    });
                    continue;
                }
                if self.ctx.num_table.contains_key(&v.name) {
                    errs.push(ErrorDiag {
                        loc: v.span.loc(),
                        msg: format!("numeric variable with name '{}' already exists", v.name),
                    });
                    continue;
                }
                let value = def.sub((eq + 1).min(def.len()), def.len());
                self.ctx.globals.entry(v.name.clone()).or_insert(value);
                self.ctx.defined.insert(v.name);
            }
        }
        for e in &errs {
            self.log_error(e);
            self.err.push(b'\n');
        }
        for m in &plain {
            self.err.extend_from_slice(format!("{m}\n").as_bytes());
        }
        errs.is_empty() && plain.is_empty()
    }

    /// Parses the check file. Errors are written to `self.err`.
    pub fn read_check_file(&mut self) -> Result<(), ReadError> {
        if !self.define_cmdline() {
            return Err(ReadError(2));
        }
        let mut implicit: Vec<DagNot> = Vec::new();
        let first_imp = self.sm_next_id();
        for p in self.req.implicit_check_not.clone() {
            let text = format!("-implicit-check-not='{p}'");
            let b = self.sm.add("command line", text.into_bytes());
            let span = Span {
                buf: b,
                start: 21,
                end: 21 + p.len() as u32,
            };
            let ty = CheckType::new(CheckKind::Not);
            let opts = self.req.opts.clone();
            match Pattern::parse(
                &self.sm,
                &mut self.ctx,
                ty,
                span,
                "IMPLICIT-CHECK",
                None,
                &opts,
            ) {
                Ok(pat) => {
                    self.pats.push(pat);
                    implicit.push(DagNot {
                        pat: self.pats.len() - 1,
                        prefix: "IMPLICIT-CHECK".into(),
                    });
                }
                Err(ParseFailure::Error(e)) => {
                    self.print_parse_error(&e);
                }
                Err(ParseFailure::Exit1(e)) => {
                    self.print_parse_error(&e);
                    return Err(ReadError(1));
                }
            }
        }
        self.imp_bufs = (first_imp, self.sm_next_id());
        let mut dag_not = implicit.clone();
        if self.req.check_prefixes.is_empty() {
            self.req.check_prefixes.push("CHECK".into());
            self.req.is_default_check_prefix = true;
        }
        if self.req.comment_prefixes.is_empty() {
            self.req.comment_prefixes = vec!["COM".into(), "RUN".into()];
        }
        let check_prefixes = self.req.check_prefixes.clone();
        let comment_prefixes = self.req.comment_prefixes.clone();
        let buf = self.check_buf;
        let input: Vec<u8> = self.sm.text(buf).to_vec();
        let mut matcher = PrefixMatcher::new(
            check_prefixes
                .iter()
                .chain(comment_prefixes.iter())
                .cloned(),
            &input,
        );
        let mut not_found: std::collections::BTreeSet<String> =
            check_prefixes.iter().cloned().collect();
        let distinct = not_found.len();
        let mut line = 1usize;
        let mut pos = 0usize;
        let loc = |off: usize| Loc {
            buf,
            off: off as u32,
        };
        loop {
            // FindFirstMatchingPrefix.
            let mut found = None;
            while pos < input.len() {
                let Some((at, plen)) = matcher.find(&input, pos) else {
                    break;
                };
                line += memchr::memchr_iter(b'\n', &input[pos..at]).count();
                let skipped_nonempty = at > pos;
                let prev_word = skipped_nonempty && is_part_of_word(input[at - 1]);
                pos = at;
                let prefix = String::from_utf8_lossy(&input[at..at + plen]).into_owned();
                if !prev_word {
                    let is_comment = comment_prefixes.contains(&prefix);
                    let (ty, after) = find_check_type(&self.req, &input, at, plen, is_comment);
                    if let Some(ty) = ty {
                        found = Some((prefix, ty, after));
                        break;
                    }
                }
                let mut q = at + plen;
                while q < input.len() && is_part_of_word(input[q]) {
                    q += 1;
                }
                pos = q;
            }
            let Some((prefix, ty, after)) = found else {
                break;
            };
            if ty.kind != CheckKind::Comment {
                not_found.remove(&prefix);
            }
            let prefix_start = pos;
            pos = if after == 0 {
                pos + prefix.len()
            } else {
                after
            };
            match ty.kind {
                CheckKind::Misspelled => {
                    let d = String::from_utf8_lossy(&input[prefix_start..after]).into_owned();
                    self.print(
                        loc(prefix_start),
                        Kind::Error,
                        &format!("misspelled directive '{d}'"),
                        &[],
                    );
                    return Err(ReadError(2));
                }
                CheckKind::BadNot => {
                    self.print(
                        loc(pos),
                        Kind::Error,
                        &format!("unsupported -NOT combo on prefix '{prefix}'"),
                        &[],
                    );
                    return Err(ReadError(2));
                }
                CheckKind::BadCount => {
                    self.print(
                        loc(pos),
                        Kind::Error,
                        &format!("invalid count in -COUNT specification on prefix '{prefix}'"),
                        &[],
                    );
                    return Err(ReadError(2));
                }
                _ => {}
            }
            if !(self.req.opts.strict_whitespace && self.req.opts.match_full_lines) {
                while pos < input.len() && (input[pos] == b' ' || input[pos] == b'\t') {
                    pos += 1;
                }
            }
            let eol =
                pos + memchr::memchr2(b'\n', b'\r', &input[pos..]).unwrap_or(input.len() - pos);
            let pat_span = Span {
                buf,
                start: pos as u32,
                end: eol as u32,
            };
            pos = eol;
            if ty.kind == CheckKind::Comment {
                continue;
            }
            let opts = self.req.opts.clone();
            let pat = match Pattern::parse(
                &self.sm,
                &mut self.ctx,
                ty,
                pat_span,
                &prefix,
                Some(line),
                &opts,
            ) {
                Ok(p) => p,
                Err(ParseFailure::Error(e)) => {
                    self.print_parse_error(&e);
                    return Err(ReadError(2));
                }
                Err(ParseFailure::Exit1(e)) => {
                    self.print_parse_error(&e);
                    return Err(ReadError(1));
                }
            };
            if ty.kind == CheckKind::Label && pat.has_variable() {
                self.print(
                    loc(prefix_start),
                    Kind::Error,
                    &format!("found '{prefix}-LABEL:' with variable definition or use"),
                    &[],
                );
                return Err(ReadError(2));
            }
            if matches!(
                ty.kind,
                CheckKind::Next | CheckKind::Same | CheckKind::Empty
            ) && self.checks.is_empty()
            {
                let t = match ty.kind {
                    CheckKind::Next => "NEXT",
                    CheckKind::Empty => "EMPTY",
                    _ => "SAME",
                };
                self.print(
                    loc(prefix_start),
                    Kind::Error,
                    &format!("found '{prefix}-{t}' without previous '{prefix}: line"),
                    &[],
                );
                return Err(ReadError(2));
            }
            self.pats.push(pat);
            let id = self.pats.len() - 1;
            if matches!(ty.kind, CheckKind::Dag | CheckKind::Not) {
                dag_not.push(DagNot { pat: id, prefix });
                continue;
            }
            let dn = std::mem::replace(&mut dag_not, implicit.clone());
            self.checks.push(CheckString {
                pat: id,
                prefix,
                loc: pat_span.loc(),
                dag_not: dn,
            });
        }
        let none_found = not_found.len() == distinct;
        let some_unused = !self.req.allow_unused_prefixes && !not_found.is_empty();
        if (none_found || some_unused) && (implicit.is_empty() || !self.req.is_default_check_prefix)
        {
            let mut m = String::from("error: no check strings found with prefix");
            m.push_str(if not_found.len() > 1 { "es " } else { " " });
            let list: Vec<String> = not_found.iter().map(|p| format!("'{p}:'")).collect();
            m.push_str(&list.join(", "));
            m.push('\n');
            self.err.extend_from_slice(m.as_bytes());
            return Err(ReadError(2));
        }
        if !dag_not.is_empty() {
            self.pats.push(Pattern::eof(loc(pos), line + 1));
            let prefix = check_prefixes[0].clone();
            self.checks.push(CheckString {
                pat: self.pats.len() - 1,
                prefix,
                loc: loc(pos),
                dag_not,
            });
        }
        Ok(())
    }

    fn sm_next_id(&self) -> BufId {
        self.sm.len() as BufId
    }

    fn print_parse_error(&mut self, e: &crate::pattern::ParseError) {
        self.print(e.loc, Kind::Error, &e.msg, &[]);
        if e.logged {
            self.err.push(b'\n');
        }
    }

    fn add_diag(
        &mut self,
        ty: CheckType,
        check_loc: Loc,
        match_ty: MatchType,
        start: Loc,
        end: Loc,
        note: String,
    ) {
        if let Some(d) = &mut self.diags {
            d.push(Diag {
                ty,
                check_loc,
                match_ty,
                start,
                end,
                note,
            });
        }
    }

    /// LLVM's `ProcessMatchResult`: records a diagnostic and returns the match range.
    #[allow(clippy::too_many_arguments)]
    fn process_match(
        &mut self,
        match_ty: MatchType,
        loc: Loc,
        ty: CheckType,
        buf: Span,
        pos: usize,
        len: usize,
        adjust_prev: bool,
    ) -> Span {
        let range = buf.sub(pos, pos + len);
        if let Some(d) = &mut self.diags {
            if adjust_prev {
                if let Some(last) = d.last().map(|x| x.check_loc) {
                    for x in d.iter_mut().rev().take_while(|x| x.check_loc == last) {
                        x.match_ty = match_ty;
                    }
                }
            } else {
                d.push(Diag {
                    ty,
                    check_loc: loc,
                    match_ty,
                    start: range.loc(),
                    end: range.end_loc(),
                    note: String::new(),
                });
            }
        }
        range
    }

    fn print_substitutions(
        &mut self,
        pat: usize,
        range: Span,
        match_ty: MatchType,
        to_diags: bool,
    ) {
        let notes = self.pats[pat].substitution_notes(&self.sm, &self.ctx);
        let (ty, ploc) = (self.pats[pat].ty, self.pats[pat].loc);
        for n in notes {
            if to_diags {
                self.add_diag(ty, ploc, match_ty, range.loc(), range.loc(), n);
            } else {
                self.print(range.loc(), Kind::Note, &n, &[]);
            }
        }
    }

    fn print_var_defs(&mut self, pat: usize, match_ty: MatchType, to_diags: bool) {
        let caps = self.pats[pat].captures(&self.ctx);
        let (ty, ploc) = (self.pats[pat].ty, self.pats[pat].loc);
        for (name, sp) in caps {
            let msg = format!("captured var \"{name}\"");
            if to_diags {
                self.add_diag(ty, ploc, match_ty, sp.loc(), sp.end_loc(), msg);
            } else {
                self.print(sp.loc(), Kind::Note, &msg, &[sp]);
            }
        }
    }

    /// LLVM's `printMatch`; returns whether this is an error.
    #[allow(clippy::too_many_arguments)]
    fn report_match(
        &mut self,
        expected: bool,
        prefix: &str,
        loc: Loc,
        pat: usize,
        count: u32,
        buf: Span,
        pos: usize,
        len: usize,
    ) -> bool {
        let has_error = !expected;
        let ty = self.pats[pat].ty;
        let mut print_diag = true;
        if !has_error {
            if !self.req.verbose {
                return false;
            }
            if !self.req.verbose_verbose && ty.kind == CheckKind::Eof {
                return false;
            }
            print_diag = self.diags.is_none();
        }
        let mt = if expected {
            MatchType::FoundAndExpected
        } else {
            MatchType::FoundButExcluded
        };
        let range = self.process_match(mt, loc, ty, buf, pos, len, false);
        if self.diags.is_some() {
            self.print_substitutions(pat, range, mt, true);
            self.print_var_defs(pat, mt, true);
        }
        if !print_diag {
            return has_error;
        }
        let mut msg = format!(
            "{}: {} string found in input",
            ty.description(prefix),
            if expected { "expected" } else { "excluded" }
        );
        if ty.count > 1 {
            msg.push_str(&format!(" ({count} out of {})", ty.count));
        }
        self.print(
            loc,
            if expected { Kind::Remark } else { Kind::Error },
            &msg,
            &[],
        );
        self.print(range.loc(), Kind::Note, "found here", &[range]);
        self.print_substitutions(pat, range, mt, false);
        self.print_var_defs(pat, mt, false);
        has_error
    }

    /// LLVM's `printNoMatch`; returns whether this is an error.
    #[allow(clippy::too_many_arguments)]
    fn report_no_match(
        &mut self,
        expected: bool,
        prefix: &str,
        loc: Loc,
        pat: usize,
        count: u32,
        buf: Span,
        errors: Vec<ErrorDiag>,
    ) -> bool {
        let mut has_error = expected;
        let has_pattern_error = !errors.is_empty();
        let mut mt = if expected {
            MatchType::NoneButExpected
        } else {
            MatchType::NoneAndExcluded
        };
        if has_pattern_error {
            has_error = true;
            mt = MatchType::NoneForInvalidPattern;
        }
        for e in &errors {
            self.log_error(e);
        }
        let mut print_diag = true;
        if !has_error {
            if !self.req.verbose_verbose {
                return false;
            }
            print_diag = self.diags.is_none();
        }
        let ty = self.pats[pat].ty;
        let range = self.process_match(mt, loc, ty, buf, 0, buf.len(), false);
        if self.diags.is_some() {
            for e in &errors {
                self.add_diag(ty, loc, mt, range.loc(), range.loc(), e.msg.clone());
            }
            self.print_substitutions(pat, range, mt, true);
        }
        if !print_diag {
            return has_error;
        }
        if !has_pattern_error {
            let mut msg = format!(
                "{}: {} string not found in input",
                ty.description(prefix),
                if expected { "expected" } else { "excluded" }
            );
            if ty.count > 1 {
                msg.push_str(&format!(" ({count} out of {})", ty.count));
            }
            self.print(
                loc,
                if expected { Kind::Error } else { Kind::Remark },
                &msg,
                &[],
            );
            self.print(range.loc(), Kind::Note, "scanning from here", &[]);
        }
        self.print_substitutions(pat, range, mt, false);
        if expected {
            self.fuzzy_match(pat, buf);
        }
        has_error
    }

    fn fuzzy_match(&mut self, pat: usize, buf: Span) {
        let text = self.sm.slice(buf);
        let example = self.pats[pat].example_string();
        let mut lines = 0usize;
        let mut best: Option<usize> = None;
        let mut best_q = 0f64;
        for i in 0..text.len().min(4096) {
            if text[i] == b'\n' {
                lines += 1;
            }
            if text[i] == b' ' || text[i] == b'\t' {
                continue;
            }
            let pre = &text[i..(i + example.len()).min(text.len())];
            let pre = match memchr::memchr(b'\n', pre) {
                Some(n) => &pre[..n],
                None => pre,
            };
            let q = edit_distance(pre, example) as f64 + lines as f64 / 100.0;
            if best.is_none() || q < best_q {
                best = Some(i);
                best_q = q;
            }
        }
        let ploc = self.pats[pat].loc;
        let pat_text = self.pattern_line_text(pat);
        let closest = best.filter(|&b| b != 0 && best_q < 50.0);
        let at = closest.unwrap_or(0);
        {
            let t = &text[at..];
            let end = memchr::memchr(b'\n', t).unwrap_or(t.len());
            self.diff_items.push(DiffItem {
                pattern_loc: ploc,
                expected: pat_text,
                input_loc: buf.sub(at, at).loc(),
                actual: t[..end].to_vec(),
            });
        }
        if let Some(b) = closest {
            let ty = self.pats[pat].ty;
            let range = self.process_match(MatchType::Fuzzy, ploc, ty, buf, b, 0, false);
            self.print(range.loc(), Kind::Note, "possible intended match here", &[]);
        }
    }

    fn pattern_line_text(&self, pat: usize) -> Vec<u8> {
        let loc = self.pats[pat].loc;
        let t = &self.sm.text(loc.buf)[loc.off as usize..];
        let end = memchr::memchr2(b'\n', b'\r', t).unwrap_or(t.len());
        let mut v = t[..end].to_vec();
        if loc.buf != self.check_buf && v.last() == Some(&b'\'') {
            v.pop();
        }
        while v.last().is_some_and(|&c| c == b' ' || c == b'\t') {
            v.pop();
        }
        v
    }

    /// Matches `pat` in `buf` and reports the result like LLVM's `reportMatchResult`.
    /// Returns the match (relative to `buf`) or `None` after reporting an error.
    #[allow(clippy::too_many_arguments)]
    fn match_and_report(
        &mut self,
        expected: bool,
        prefix: &str,
        loc: Loc,
        pat: usize,
        count: u32,
        buf: Span,
    ) -> (Option<(usize, usize)>, bool) {
        let outcome = self.pats[pat].match_buf(&self.sm, &mut self.ctx, buf);
        match outcome {
            MatchOutcome::Found { pos, len } => {
                let err = self.report_match(expected, prefix, loc, pat, count, buf, pos, len);
                (Some((pos, len)), err)
            }
            MatchOutcome::NotFound => (
                None,
                self.report_no_match(expected, prefix, loc, pat, count, buf, Vec::new()),
            ),
            MatchOutcome::Error(e) => (
                None,
                self.report_no_match(expected, prefix, loc, pat, count, buf, e),
            ),
        }
    }

    /// Checks the input buffer; returns whether all checks passed.
    pub fn check_input(&mut self, input: BufId) -> bool {
        let len = self.sm.text(input).len();
        let mut buffer = Span {
            buf: input,
            start: 0,
            end: len as u32,
        };
        let mut failed = false;
        let (mut i, mut j) = (0usize, 0usize);
        let e = self.checks.len();
        loop {
            let mut region;
            if j == e {
                region = buffer;
            } else {
                if self.pats[self.checks[j].pat].ty.kind != CheckKind::Label {
                    j += 1;
                    continue;
                }
                let Some((pos, mlen)) = self.check_string(j, buffer, true) else {
                    return false;
                };
                region = buffer.sub(0, pos + mlen);
                buffer = buffer.sub(pos + mlen, buffer.len());
                j += 1;
            }
            if i != 0 && self.req.enable_var_scope {
                self.ctx.clear_local_vars();
            }
            while i != j {
                let result = self.check_string(i, region, false);
                self.release_patterns(i);
                match result {
                    Some((pos, mlen)) => region = region.sub(pos + mlen, region.len()),
                    None => {
                        failed = true;
                        i = j;
                        break;
                    }
                }
                i += 1;
            }
            if j == e {
                break;
            }
        }
        !failed
    }

    /// Frees the compiled regexes of check string `ci` (not of shared command-line patterns),
    /// which are not matched again once it has been checked.
    fn release_patterns(&self, ci: usize) {
        let c = &self.checks[ci];
        self.pats[c.pat].release();
        for d in &c.dag_not {
            if self.pats[d.pat].loc.buf == self.check_buf {
                self.pats[d.pat].release();
            }
        }
    }

    /// LLVM's `FileCheckString::Check`: returns `(match position, match length)` in `buf`.
    fn check_string(&mut self, ci: usize, buf: Span, label_scan: bool) -> Option<(usize, usize)> {
        let mut last_pos = 0usize;
        let mut not_strings: Vec<DagNot> = Vec::new();
        if !label_scan {
            last_pos = self.check_dag(ci, buf, &mut not_strings)?;
        }
        let (pat, loc, prefix) = {
            let c = &self.checks[ci];
            (c.pat, c.loc, c.prefix.clone())
        };
        let ty = self.pats[pat].ty;
        let mut last_end = last_pos;
        let mut first_pos = 0usize;
        for k in 1..=ty.count {
            let mb = buf.sub(last_end, buf.len());
            let (m, err) = self.match_and_report(true, &prefix, loc, pat, k, mb);
            let (pos, len) = m.filter(|_| !err)?;
            if k == 1 {
                first_pos = last_pos + pos;
            }
            last_end += pos + len;
        }
        let match_len = last_end - first_pos;
        if !label_scan {
            let mpos = first_pos - last_pos;
            let mbuf = buf.sub(last_pos, buf.len());
            let skipped = buf.sub(last_pos, first_pos);
            if self.check_next(ci, skipped) || self.check_same(ci, skipped) {
                self.process_match(
                    MatchType::FoundButWrongLine,
                    loc,
                    ty,
                    mbuf,
                    mpos,
                    match_len,
                    self.req.verbose,
                );
                return None;
            }
            if self.check_not(skipped, &not_strings) {
                return None;
            }
        }
        Some((first_pos, match_len))
    }

    fn check_next(&mut self, ci: usize, skipped: Span) -> bool {
        let (pat, loc, prefix) = (
            self.checks[ci].pat,
            self.checks[ci].loc,
            self.checks[ci].prefix.clone(),
        );
        let kind = self.pats[pat].ty.kind;
        if kind != CheckKind::Next && kind != CheckKind::Empty {
            return false;
        }
        let name = format!(
            "{prefix}{}",
            if kind == CheckKind::Empty {
                "-EMPTY"
            } else {
                "-NEXT"
            }
        );
        let (n, first) = count_newlines(self.sm.slice(skipped));
        if n == 0 {
            self.print(
                loc,
                Kind::Error,
                &format!("{name}: is on the same line as previous match"),
                &[],
            );
            self.print(skipped.end_loc(), Kind::Note, "'next' match was here", &[]);
            self.print(skipped.loc(), Kind::Note, "previous match ended here", &[]);
            return true;
        }
        if n != 1 {
            self.print(
                loc,
                Kind::Error,
                &format!("{name}: is not on the line after the previous match"),
                &[],
            );
            self.print(skipped.end_loc(), Kind::Note, "'next' match was here", &[]);
            self.print(skipped.loc(), Kind::Note, "previous match ended here", &[]);
            let f = skipped.sub(first.unwrap_or(0), first.unwrap_or(0));
            self.print(
                f.loc(),
                Kind::Note,
                "non-matching line after previous match is here",
                &[],
            );
            return true;
        }
        false
    }

    fn check_same(&mut self, ci: usize, skipped: Span) -> bool {
        let (pat, loc, prefix) = (
            self.checks[ci].pat,
            self.checks[ci].loc,
            self.checks[ci].prefix.clone(),
        );
        if self.pats[pat].ty.kind != CheckKind::Same {
            return false;
        }
        let (n, _) = count_newlines(self.sm.slice(skipped));
        if n != 0 {
            self.print(
                loc,
                Kind::Error,
                &format!("{prefix}-SAME: is not on the same line as the previous match"),
                &[],
            );
            self.print(skipped.end_loc(), Kind::Note, "'next' match was here", &[]);
            self.print(skipped.loc(), Kind::Note, "previous match ended here", &[]);
            return true;
        }
        false
    }

    fn check_not(&mut self, buf: Span, nots: &[DagNot]) -> bool {
        let mut fail = false;
        for n in nots {
            let loc = self.pats[n.pat].loc;
            let (_, err) = self.match_and_report(false, &n.prefix, loc, n.pat, 1, buf);
            if err {
                fail = true;
            }
        }
        fail
    }

    fn check_dag(&mut self, ci: usize, buf: Span, not_strings: &mut Vec<DagNot>) -> Option<usize> {
        let dn = self.checks[ci].dag_not.clone();
        if dn.is_empty() {
            return Some(0);
        }
        let mut start_pos = 0usize;
        // Sorted, non-overlapping match ranges of the current CHECK-DAG group.
        let mut ranges: Vec<(usize, usize)> = Vec::new();
        for (k, item) in dn.iter().enumerate() {
            let pat = item.pat;
            let ty = self.pats[pat].ty;
            if ty.kind == CheckKind::Not {
                not_strings.push(item.clone());
                continue;
            }
            let loc = self.pats[pat].loc;
            let mut mpos = start_pos;
            let mut mlen;
            let mut mi = 0usize;
            loop {
                let mb = buf.sub(mpos, buf.len());
                let outcome = self.pats[pat].match_buf(&self.sm, &mut self.ctx, mb);
                let found = match outcome {
                    MatchOutcome::Found { pos, len } => {
                        if self.req.verbose_verbose
                            && self.report_match(true, &item.prefix, loc, pat, 1, mb, pos, len)
                        {
                            return None;
                        }
                        (pos, len)
                    }
                    MatchOutcome::NotFound => {
                        self.report_no_match(true, &item.prefix, loc, pat, 1, mb, Vec::new());
                        return None;
                    }
                    MatchOutcome::Error(e) => {
                        self.report_no_match(true, &item.prefix, loc, pat, 1, mb, e);
                        return None;
                    }
                };
                mlen = found.1;
                mpos += found.0;
                let m = (mpos, mpos + mlen);
                if self.req.allow_deprecated_dag_overlap {
                    if ranges.is_empty() {
                        ranges.push(m);
                    } else {
                        ranges[0].0 = ranges[0].0.min(m.0);
                        ranges[0].1 = ranges[0].1.max(m.1);
                    }
                    break;
                }
                let mut overlap = false;
                while mi < ranges.len() {
                    if m.0 < ranges[mi].1 {
                        overlap = ranges[mi].0 < m.1;
                        break;
                    }
                    mi += 1;
                }
                if !overlap {
                    ranges.insert(mi, m);
                    break;
                }
                if self.req.verbose_verbose {
                    if self.diags.is_none() {
                        let old = buf.sub(ranges[mi].0, ranges[mi].1);
                        self.print(
                            old.loc(),
                            Kind::Note,
                            "match discarded, overlaps earlier DAG match here",
                            &[old],
                        );
                    } else if let Some(d) = &mut self.diags
                        && let Some(last) = d.last().map(|x| x.check_loc)
                    {
                        for x in d.iter_mut().rev().take_while(|x| x.check_loc == last) {
                            x.match_ty = MatchType::FoundButDiscarded;
                        }
                    }
                }
                mpos = ranges[mi].1;
                mi += 1;
            }
            if !self.req.verbose_verbose {
                self.report_match(true, &item.prefix, loc, pat, 1, buf, mpos, mlen);
            }
            let group_end = k + 1 == dn.len() || self.pats[dn[k + 1].pat].ty.kind == CheckKind::Not;
            if group_end {
                if !not_strings.is_empty() {
                    let skipped = buf.sub(start_pos, ranges[0].0);
                    if self.check_not(skipped, not_strings) {
                        return None;
                    }
                    not_strings.clear();
                }
                start_pos = ranges.last().map_or(start_pos, |r| r.1);
                ranges.clear();
            }
        }
        Some(start_pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levenshtein() {
        assert_eq!(edit_distance(b"kitten", b"sitting"), 3);
        assert_eq!(edit_distance(b"", b"abc"), 3);
    }

    #[test]
    fn newlines() {
        assert_eq!(count_newlines(b"a\r\nb\nc"), (2, Some(3)));
        assert_eq!(count_newlines(b"abc"), (0, None));
    }
}

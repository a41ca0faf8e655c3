//! POSIX extended regular expressions, as LLVM's `Regex` accepts them, translated into the
//! syntax of the `regex` crate.
//!
//! LLVM compiles FileCheck patterns with a Henry-Spencer-style ERE engine in "newline" mode:
//! `.` and negated bracket expressions never match `\n`, `^`/`$` match at line boundaries, an
//! escaped character is always literal (`\d` is `d`), a backslash inside brackets is literal,
//! and only `\1`..`\9` are back-references. This module validates a pattern with the same
//! error messages as LLVM and produces an equivalent pattern for `regex::bytes`.

/// The result of translating one ERE.
#[derive(Debug, Clone)]
pub struct Translated {
    /// The pattern in `regex` crate syntax (to be compiled with Unicode off, multi-line on).
    pub pattern: String,
    /// Number of capturing groups in the ERE (LLVM's `getNumMatches`).
    pub groups: usize,
    /// Back-references `(group, index of the capture in the translated pattern)`: each
    /// back-reference is translated as an extra capture group re-matching the referenced
    /// group's pattern; a match is only accepted when both captures are equal.
    pub backrefs: Vec<(usize, usize)>,
}

/// Errors, spelled as LLVM's `regerror` spells them.
pub mod msg {
    /// Unbalanced parentheses.
    pub const EPAREN: &str = "parentheses not balanced";
    /// Unbalanced brackets.
    pub const EBRACK: &str = "brackets ([ ]) not balanced";
    /// Unbalanced braces.
    pub const EBRACE: &str = "braces not balanced";
    /// Bad repetition count.
    pub const BADBR: &str = "invalid repetition count(s)";
    /// Bad repetition operator position.
    pub const BADRPT: &str = "repetition-operator operand invalid";
    /// Empty alternative or pattern.
    pub const EMPTY: &str = "empty (sub)expression";
    /// Trailing backslash.
    pub const EESCAPE: &str = "trailing backslash (\\)";
    /// Back-reference to a group that does not exist (yet).
    pub const ESUBREG: &str = "invalid backreference number";
    /// Bad range in a bracket expression.
    pub const ERANGE: &str = "invalid character range";
    /// Unknown character class.
    pub const ECTYPE: &str = "invalid character class";
    /// Unknown collating element.
    pub const ECOLLATE: &str = "invalid collating element";
}

const DUP_MAX: u32 = 255;

struct Parser<'a> {
    ignore_case: bool,
    s: &'a [u8],
    i: usize,
    out: String,
    groups: usize,
    /// For each closed group (1-based index), its translated text range in `out`.
    group_text: Vec<Option<(usize, usize)>>,
    /// Number of capture groups emitted in `out` so far (ERE groups plus back-reference groups).
    emitted_caps: usize,
    /// Capture index in `out` for each ERE group.
    cap_index: Vec<usize>,
    backrefs: Vec<(usize, usize)>,
}

type PResult<T> = Result<T, &'static str>;

/// Translates the ERE `re` (bytes) or returns LLVM's error message.
pub fn translate(re: &[u8]) -> Result<Translated, &'static str> {
    translate_with_case(re, false)
}

/// Like [`translate`]; with `ignore_case`, bracket expressions contain both cases of each
/// letter before a `^` negates them (as POSIX `REG_ICASE` requires), so `[^a]` excludes `A`.
pub fn translate_with_case(re: &[u8], ignore_case: bool) -> Result<Translated, &'static str> {
    let mut p = Parser {
        ignore_case,
        s: re,
        i: 0,
        out: String::with_capacity(re.len() + 8),
        groups: 0,
        group_text: vec![None],
        emitted_caps: 0,
        cap_index: vec![0],
        backrefs: Vec::new(),
    };
    // Explicit stack of open groups (avoids recursion on deep nesting).
    p.parse()?;
    Ok(Translated {
        pattern: p.out,
        groups: p.groups,
        backrefs: p.backrefs,
    })
}

/// Counts the groups of a valid ERE (used for patterns known to be valid).
pub fn count_groups(re: &[u8]) -> usize {
    translate(re).map(|t| t.groups).unwrap_or(0)
}

impl Parser<'_> {
    fn more(&self) -> bool {
        self.i < self.s.len()
    }
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }
    fn peek2(&self) -> Option<u8> {
        self.s.get(self.i + 1).copied()
    }

    /// Parses the whole pattern. Groups are handled with an explicit stack: each entry records
    /// where the group's text starts in `out` and whether its current alternative is empty.
    fn parse(&mut self) -> PResult<()> {
        // Per nesting level: (group number or 0 for top level, start in out, alt_start in out).
        let mut stack: Vec<(usize, usize, usize)> = vec![(0, 0, 0)];
        loop {
            let top = *stack.last().expect("stack never empty");
            match self.peek() {
                None => {
                    if top.2 == self.out.len() {
                        return Err(msg::EMPTY);
                    }
                    if stack.len() > 1 {
                        return Err(msg::EPAREN);
                    }
                    return Ok(());
                }
                Some(b'|') => {
                    if top.2 == self.out.len() {
                        return Err(msg::EMPTY);
                    }
                    self.i += 1;
                    self.out.push('|');
                    stack.last_mut().expect("non-empty").2 = self.out.len();
                }
                Some(b')') if stack.len() > 1 => {
                    if top.2 == self.out.len() && top.2 != top.1 {
                        // `(a|)`: empty last alternative.
                        return Err(msg::EMPTY);
                    }
                    self.i += 1;
                    self.out.push(')');
                    stack.pop();
                    let g = top.0;
                    // Text of the group including its parentheses.
                    self.group_text[g] = Some((top.1 - 1, self.out.len()));
                    self.after_atom(top.1 - 1, false)?;
                }
                Some(b'(') => {
                    self.i += 1;
                    if !self.more() {
                        return Err(msg::EPAREN);
                    }
                    self.groups += 1;
                    self.emitted_caps += 1;
                    self.group_text.push(None);
                    self.cap_index.push(self.emitted_caps);
                    self.out.push('(');
                    let start = self.out.len();
                    stack.push((self.groups, start, start));
                }
                Some(_) => self.atom()?,
            }
        }
    }

    /// Parses one non-group atom and its optional repetition.
    fn atom(&mut self) -> PResult<()> {
        let c = self.s[self.i];
        self.i += 1;
        let pos = self.out.len();
        let mut was_caret = false;
        match c {
            b')' => return Err(msg::EPAREN),
            b'^' => {
                self.out.push('^');
                was_caret = true;
            }
            b'$' => self.out.push('$'),
            b'*' | b'+' | b'?' => return Err(msg::BADRPT),
            b'.' => self.out.push('.'),
            b'[' => self.bracket()?,
            b'\\' => {
                let Some(c) = self.peek() else {
                    return Err(msg::EESCAPE);
                };
                self.i += 1;
                if (b'1'..=b'9').contains(&c) {
                    let n = (c - b'0') as usize;
                    let Some(Some((start, end))) = self.group_text.get(n).copied() else {
                        return Err(msg::ESUBREG);
                    };
                    // Re-match the group's pattern in a new capture; compared after matching.
                    // Strip the group's own parentheses: inner groups become extra captures.
                    let inner = self.out[start + 1..end - 1].to_string();
                    let inner_caps = count_parens(&inner);
                    self.emitted_caps += 1;
                    let idx = self.emitted_caps;
                    self.emitted_caps += inner_caps;
                    self.out.push('(');
                    self.out.push_str(&inner);
                    self.out.push(')');
                    self.backrefs.push((self.cap_index[n], idx));
                } else {
                    push_literal(&mut self.out, c);
                }
            }
            b'{' => {
                if self.peek().is_some_and(|d| d.is_ascii_digit()) {
                    return Err(msg::BADRPT);
                }
                push_literal(&mut self.out, c);
            }
            _ => push_literal(&mut self.out, c),
        }
        self.after_atom(pos, was_caret)
    }

    fn is_repeat_here(&self) -> bool {
        match self.peek() {
            Some(b'*' | b'+' | b'?') => true,
            Some(b'{') => self.peek2().is_some_and(|d| d.is_ascii_digit()),
            _ => false,
        }
    }

    /// Parses an optional repetition operator after an atom whose text starts at `pos`.
    fn after_atom(&mut self, pos: usize, was_caret: bool) -> PResult<()> {
        if !self.is_repeat_here() {
            return Ok(());
        }
        let c = self.s[self.i];
        self.i += 1;
        if was_caret {
            return Err(msg::BADRPT);
        }
        // Make the atom a single unit for the regex crate.
        let atom = self.out[pos..].to_string();
        let needs_group = atom.starts_with('^') || atom.starts_with('$');
        if needs_group {
            self.out.truncate(pos);
            self.out.push_str("(?:");
            self.out.push_str(&atom);
            self.out.push(')');
        }
        match c {
            b'*' => self.out.push('*'),
            b'+' => self.out.push('+'),
            b'?' => self.out.push('?'),
            _ => {
                let lo = self.count()?;
                let hi = if self.peek() == Some(b',') {
                    self.i += 1;
                    if self.peek().is_some_and(|d| d.is_ascii_digit()) {
                        let hi = self.count()?;
                        if lo > hi {
                            return Err(msg::BADBR);
                        }
                        Some(hi)
                    } else {
                        None
                    }
                } else {
                    Some(lo)
                };
                if self.peek() == Some(b'}') {
                    self.i += 1;
                } else {
                    while self.more() && self.peek() != Some(b'}') {
                        self.i += 1;
                    }
                    if !self.more() {
                        return Err(msg::EBRACE);
                    }
                    return Err(msg::BADBR);
                }
                match hi {
                    Some(h) if h == lo => self.out.push_str(&format!("{{{lo}}}")),
                    Some(h) => self.out.push_str(&format!("{{{lo},{h}}}")),
                    None => self.out.push_str(&format!("{{{lo},}}")),
                }
            }
        }
        if self.is_repeat_here() {
            return Err(msg::BADRPT);
        }
        Ok(())
    }

    fn count(&mut self) -> PResult<u32> {
        let mut n: u32 = 0;
        let mut digits = 0;
        while let Some(d) = self.peek().filter(|d| d.is_ascii_digit()) {
            if digits < 10 {
                n = n.saturating_mul(10).saturating_add(u32::from(d - b'0'));
            }
            digits += 1;
            self.i += 1;
        }
        if digits == 0 || n > DUP_MAX {
            return Err(msg::BADBR);
        }
        Ok(n)
    }

    /// Parses a bracket expression (the `[` is consumed) into an explicit byte set.
    fn bracket(&mut self) -> PResult<()> {
        let rest = &self.s[self.i..];
        if rest.starts_with(b"[:<:]]") {
            self.i += 6;
            self.out.push_str(r"\b{start}");
            return Ok(());
        }
        if rest.starts_with(b"[:>:]]") {
            self.i += 6;
            self.out.push_str(r"\b{end}");
            return Ok(());
        }
        let mut set = [false; 256];
        let mut invert = false;
        if self.peek() == Some(b'^') {
            self.i += 1;
            invert = true;
        }
        if self.peek() == Some(b']') {
            self.i += 1;
            set[b']' as usize] = true;
        } else if self.peek() == Some(b'-') {
            self.i += 1;
            set[b'-' as usize] = true;
        }
        while self.more()
            && self.peek() != Some(b']')
            && !(self.peek() == Some(b'-') && self.peek2() == Some(b']'))
        {
            self.bracket_term(&mut set)?;
        }
        if self.peek() == Some(b'-') {
            self.i += 1;
            set[b'-' as usize] = true;
        }
        if self.peek() != Some(b']') {
            return Err(msg::EBRACK);
        }
        self.i += 1;
        if self.ignore_case {
            for c in b'A'..=b'Z' {
                let (u, l) = (c as usize, c.to_ascii_lowercase() as usize);
                let either = set[u] || set[l];
                set[u] = either;
                set[l] = either;
            }
        }
        if invert {
            for b in set.iter_mut() {
                *b = !*b;
            }
            set[b'\n' as usize] = false;
        }
        push_set(&mut self.out, &set);
        Ok(())
    }

    fn bracket_term(&mut self, set: &mut [bool; 256]) -> PResult<()> {
        let kind = match self.peek() {
            Some(b'[') => self.peek2(),
            Some(b'-') => return Err(msg::ERANGE),
            _ => None,
        };
        match kind {
            Some(b':') => {
                self.i += 2;
                match self.peek() {
                    None => return Err(msg::EBRACK),
                    Some(b'-' | b']') => return Err(msg::ECTYPE),
                    _ => {}
                }
                let start = self.i;
                while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    self.i += 1;
                }
                let name = &self.s[start..self.i];
                let f: fn(u8) -> bool = match name {
                    b"alnum" => |c| c.is_ascii_alphanumeric(),
                    b"alpha" => |c| c.is_ascii_alphabetic(),
                    b"blank" => |c| c == b' ' || c == b'\t',
                    b"cntrl" => |c| c.is_ascii_control(),
                    b"digit" => |c| c.is_ascii_digit(),
                    b"graph" => |c| c.is_ascii_graphic(),
                    b"lower" => |c| c.is_ascii_lowercase(),
                    b"print" => |c| c.is_ascii_graphic() || c == b' ',
                    b"punct" => |c| c.is_ascii_punctuation(),
                    b"space" => |c| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c),
                    b"upper" => |c| c.is_ascii_uppercase(),
                    b"xdigit" => |c| c.is_ascii_hexdigit(),
                    _ => return Err(msg::ECTYPE),
                };
                for c in 0..=255u8 {
                    if f(c) {
                        set[c as usize] = true;
                    }
                }
                if !self.more() {
                    return Err(msg::EBRACK);
                }
                if self.s[self.i..].starts_with(b":]") {
                    self.i += 2;
                } else {
                    return Err(msg::ECTYPE);
                }
            }
            Some(b'=') => {
                self.i += 2;
                match self.peek() {
                    None => return Err(msg::EBRACK),
                    Some(b'-' | b']') => return Err(msg::ECOLLATE),
                    _ => {}
                }
                let c = self.coll_elem(b'=')?;
                set[c as usize] = true;
                if !self.more() {
                    return Err(msg::EBRACK);
                }
                if self.s[self.i..].starts_with(b"=]") {
                    self.i += 2;
                } else {
                    return Err(msg::ECOLLATE);
                }
            }
            _ => {
                let start = self.symbol()?;
                let finish = if self.peek() == Some(b'-') && self.peek2().is_some_and(|c| c != b']')
                {
                    self.i += 1;
                    if self.peek() == Some(b'-') {
                        self.i += 1;
                        b'-'
                    } else {
                        self.symbol()?
                    }
                } else {
                    start
                };
                // LLVM compares plain (signed) chars.
                if (start as i8) > (finish as i8) {
                    return Err(msg::ERANGE);
                }
                let (s, f) = (start as i8, finish as i8);
                for c in s..=f {
                    set[c as u8 as usize] = true;
                }
            }
        }
        Ok(())
    }

    fn symbol(&mut self) -> PResult<u8> {
        let Some(c) = self.peek() else {
            return Err(msg::EBRACK);
        };
        if c == b'[' && self.peek2() == Some(b'.') {
            self.i += 2;
            let v = self.coll_elem(b'.')?;
            if self.s[self.i..].starts_with(b".]") {
                self.i += 2;
                return Ok(v);
            }
            return Err(msg::ECOLLATE);
        }
        self.i += 1;
        Ok(c)
    }

    fn coll_elem(&mut self, end: u8) -> PResult<u8> {
        let start = self.i;
        while self.more() && !(self.peek() == Some(end) && self.peek2() == Some(b']')) {
            self.i += 1;
        }
        if !self.more() {
            return Err(msg::EBRACK);
        }
        let name = &self.s[start..self.i];
        if let Some(c) = collating_name(name) {
            return Ok(c);
        }
        if name.len() == 1 {
            return Ok(name[0]);
        }
        Err(msg::ECOLLATE)
    }
}

/// Counts capture groups in translated text (unescaped `(` not followed by `?`).
fn count_parens(s: &str) -> usize {
    let b = s.as_bytes();
    let mut n = 0;
    let mut i = 0;
    let mut in_class = false;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 1,
            b'[' => in_class = true,
            b']' => in_class = false,
            b'(' if !in_class && b.get(i + 1) != Some(&b'?') => n += 1,
            _ => {}
        }
        i += 1;
    }
    n
}

fn collating_name(name: &[u8]) -> Option<u8> {
    const NAMES: &[(&str, u8)] = &[
        ("NUL", 0),
        ("tab", b'\t'),
        ("newline", b'\n'),
        ("vertical-tab", 0x0b),
        ("form-feed", 0x0c),
        ("carriage-return", b'\r'),
        ("space", b' '),
        ("exclamation-mark", b'!'),
        ("quotation-mark", b'"'),
        ("number-sign", b'#'),
        ("dollar-sign", b'$'),
        ("percent-sign", b'%'),
        ("ampersand", b'&'),
        ("apostrophe", b'\''),
        ("left-parenthesis", b'('),
        ("right-parenthesis", b')'),
        ("asterisk", b'*'),
        ("plus-sign", b'+'),
        ("comma", b','),
        ("hyphen", b'-'),
        ("hyphen-minus", b'-'),
        ("period", b'.'),
        ("full-stop", b'.'),
        ("slash", b'/'),
        ("solidus", b'/'),
        ("zero", b'0'),
        ("one", b'1'),
        ("two", b'2'),
        ("three", b'3'),
        ("four", b'4'),
        ("five", b'5'),
        ("six", b'6'),
        ("seven", b'7'),
        ("eight", b'8'),
        ("nine", b'9'),
        ("colon", b':'),
        ("semicolon", b';'),
        ("less-than-sign", b'<'),
        ("equals-sign", b'='),
        ("greater-than-sign", b'>'),
        ("question-mark", b'?'),
        ("commercial-at", b'@'),
        ("left-square-bracket", b'['),
        ("backslash", b'\\'),
        ("reverse-solidus", b'\\'),
        ("right-square-bracket", b']'),
        ("circumflex", b'^'),
        ("circumflex-accent", b'^'),
        ("underscore", b'_'),
        ("low-line", b'_'),
        ("grave-accent", b'`'),
        ("left-brace", b'{'),
        ("left-curly-bracket", b'{'),
        ("vertical-line", b'|'),
        ("right-brace", b'}'),
        ("right-curly-bracket", b'}'),
        ("tilde", b'~'),
        ("DEL", 0x7f),
    ];
    NAMES
        .iter()
        .find(|(n, _)| n.as_bytes() == name)
        .map(|&(_, c)| c)
}

/// Appends byte `c` as a literal in `regex` syntax.
pub fn push_literal(out: &mut String, c: u8) {
    if c.is_ascii_alphanumeric()
        || c == b' '
        || c == b'_'
        || c == b'"'
        || c == b'\''
        || c == b','
        || c == b':'
        || c == b';'
        || c == b'='
        || c == b'/'
        || c == b'<'
        || c == b'>'
        || c == b'@'
        || c == b'%'
        || c == b'!'
        || c == b'`'
    {
        out.push(c as char);
    } else {
        out.push_str(&format!("\\x{c:02X}"));
    }
}

fn push_set(out: &mut String, set: &[bool; 256]) {
    if set.iter().all(|b| !b) {
        // An empty set never matches; the regex crate accepts `[^\x00-\xFF]` for that.
        out.push_str(r"[^\x00-\xFF]");
        return;
    }
    out.push('[');
    let mut c = 0usize;
    while c < 256 {
        if !set[c] {
            c += 1;
            continue;
        }
        let start = c;
        while c + 1 < 256 && set[c + 1] {
            c += 1;
        }
        if start == c {
            out.push_str(&format!("\\x{start:02X}"));
        } else {
            out.push_str(&format!("\\x{start:02X}-\\x{c:02X}"));
        }
        c += 1;
    }
    out.push(']');
}

/// Escapes `s` the way LLVM's `Regex::escape` does (a backslash before each metacharacter).
pub fn escape(s: &[u8], out: &mut Vec<u8>) {
    for &c in s {
        if b"()^$|*+?.[]\\{}".contains(&c) {
            out.push(b'\\');
        }
        out.push(c);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tr(s: &str) -> Result<String, &'static str> {
        translate(s.as_bytes()).map(|t| t.pattern)
    }

    #[test]
    fn errors_match_llvm() {
        assert_eq!(tr(""), Err(msg::EMPTY));
        assert_eq!(tr("a|"), Err(msg::EMPTY));
        assert_eq!(tr("(a"), Err(msg::EPAREN));
        assert_eq!(tr("a)"), Err(msg::EPAREN));
        assert_eq!(tr("a+?"), Err(msg::BADRPT));
        assert_eq!(tr("*a"), Err(msg::BADRPT));
        assert_eq!(tr("a{1"), Err(msg::EBRACE));
        assert_eq!(tr("a{2,1}"), Err(msg::BADBR));
        assert_eq!(tr("[a"), Err(msg::EBRACK));
        assert_eq!(tr("[z-a]"), Err(msg::ERANGE));
        assert_eq!(tr("[[:foo:]]"), Err(msg::ECTYPE));
        assert_eq!(tr("a\\"), Err(msg::EESCAPE));
        assert_eq!(tr("\\1"), Err(msg::ESUBREG));
    }

    #[test]
    fn translation() {
        assert_eq!(tr("a.b").unwrap(), "a.b");
        assert_eq!(tr("\\d").unwrap(), "d");
        assert_eq!(tr("a{").unwrap(), "a\\x7B");
        assert_eq!(tr("()").unwrap(), "()");
        assert_eq!(tr("[]a]").unwrap(), "[\\x5D\\x61]");
        assert_eq!(translate(b"(a)(b)").unwrap().groups, 2);
        let t = translate(b"(a+)x\\1").unwrap();
        assert_eq!(t.pattern, "(a+)x(a+)");
        assert_eq!(t.backrefs, vec![(1, 2)]);
    }

    #[test]
    fn translated_patterns_compile() {
        for p in [
            "[^a]",
            "[[:space:]]+",
            "a{2,3}",
            "x|y|z",
            "^foo$",
            "[\\]",
            "[a-]",
            "[[.hyphen.]]",
        ] {
            let t = tr(p).unwrap();
            regex::bytes::RegexBuilder::new(&t)
                .unicode(false)
                .build()
                .unwrap();
        }
    }
}

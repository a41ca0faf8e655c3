//! The annotated input dump (`-dump-input`).

use crate::check::{Diag, MatchType};
use crate::source::{BufId, SourceMgr};

/// `-dump-input` values, ordered so that the maximum is the most informative.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum DumpInput {
    /// Never dump.
    Never,
    /// Dump on failure.
    Fail,
    /// Always dump.
    Always,
    /// Explain the dump format.
    Help,
}

/// `-dump-input-filter` values, ordered so that the maximum is the most inclusive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Filter {
    /// Lines with error annotations.
    Error,
    /// Lines where annotations start.
    Annotation,
    /// Lines with any annotation.
    AnnotationFull,
    /// Every line.
    All,
}

#[derive(Debug, Clone)]
struct Marker {
    lead: u8,
    color: &'static str,
    note: String,
    filters_as_error: bool,
}

fn marker(t: MatchType) -> Marker {
    let m = |lead, color, note: &str, err| Marker {
        lead,
        color,
        note: note.to_string(),
        filters_as_error: err,
    };
    const GREEN: &str = "\x1b[0;1;32m";
    const RED: &str = "\x1b[0;1;31m";
    const CYAN: &str = "\x1b[0;1;36m";
    const MAGENTA: &str = "\x1b[0;1;35m";
    match t {
        MatchType::FoundAndExpected => m(b'^', GREEN, "", false),
        MatchType::FoundButExcluded => m(b'!', RED, "error: no match expected", true),
        MatchType::FoundButWrongLine => m(b'!', RED, "error: match on wrong line", true),
        MatchType::FoundButDiscarded => m(b'!', CYAN, "discard: overlaps earlier match", false),
        MatchType::FoundErrorNote => m(b'!', RED, "error: unknown error after match", true),
        MatchType::NoneAndExcluded => m(b'X', GREEN, "", false),
        MatchType::NoneButExpected => m(b'X', RED, "error: no match found", true),
        MatchType::NoneForInvalidPattern => {
            m(b'X', RED, "error: match failed for invalid pattern", true)
        }
        MatchType::Fuzzy => m(b'?', MAGENTA, "possible intended match", true),
    }
}

#[derive(Debug, Clone)]
struct Annotation {
    diag_index: usize,
    label: String,
    first_line: bool,
    line: usize,
    start_col: usize,
    end_col: usize,
    marker: Marker,
    found_and_expected: bool,
}

fn build(
    sm: &SourceMgr,
    check_buf: BufId,
    imp: (BufId, BufId),
    diags: &[Diag],
) -> (Vec<Annotation>, usize) {
    use std::collections::HashMap;
    let mut count: HashMap<(u32, u32), usize> = HashMap::new();
    for d in diags {
        *count.entry((d.check_loc.buf, d.check_loc.off)).or_default() += 1;
    }
    let mut index: HashMap<(u32, u32), usize> = HashMap::new();
    let mut out = Vec::new();
    let mut width = 0;
    for (di, d) in diags.iter().enumerate() {
        let key = (d.check_loc.buf, d.check_loc.off);
        let mut label = format!("{}:", d.ty.abbreviation());
        if d.check_loc.buf == check_buf {
            label.push_str(&sm.line_col(d.check_loc).0.to_string());
        } else if imp.0 <= d.check_loc.buf && d.check_loc.buf < imp.1 {
            label.push_str(&format!("imp{}", d.check_loc.buf - imp.0 + 1));
        }
        if count[&key] > 1 {
            let n = index.entry(key).or_default();
            label.push_str(&format!("'{n}"));
            *n += 1;
        }
        width = width.max(label.len());
        let (sl, sc) = sm.line_col(d.start);
        let (el, ec) = sm.line_col(d.end);
        let mut mk = marker(d.match_ty);
        if !d.note.is_empty() {
            mk.note = d.note.clone();
            if sl == el && sc == ec {
                mk.lead = b' ';
            }
        }
        if d.match_ty == MatchType::FoundErrorNote {
            mk.note = format!("error: {}", mk.note);
        }
        let fe = d.match_ty == MatchType::FoundAndExpected;
        let a = Annotation {
            diag_index: di,
            label: label.clone(),
            first_line: true,
            line: sl,
            start_col: sc,
            end_col: if sl == el {
                (sc + 1).max(ec)
            } else {
                usize::MAX
            },
            marker: mk.clone(),
            found_and_expected: fe,
        };
        out.push(a);
        if sl != el {
            for l in sl + 1..=el {
                if ec == 1 && l == el {
                    break;
                }
                let mut m2 = mk.clone();
                m2.lead = b'~';
                m2.note.clear();
                out.push(Annotation {
                    diag_index: di,
                    label: label.clone(),
                    first_line: false,
                    line: l,
                    start_col: 1,
                    end_col: if l != el { usize::MAX } else { ec },
                    marker: m2,
                    found_and_expected: fe,
                });
            }
        }
    }
    (out, width)
}

/// Options of the dump.
pub struct DumpOptions {
    /// Which lines to show.
    pub filter: Filter,
    /// Context lines around shown lines.
    pub context: usize,
    /// `-v` given.
    pub verbose: bool,
    /// Colors.
    pub color: bool,
}

fn find_line_in_filter(filter: Filter, cur: usize, anns: &[Annotation]) -> usize {
    if filter == Filter::All {
        return cur;
    }
    for a in anns {
        match filter {
            Filter::AnnotationFull => return a.line,
            Filter::Annotation if a.first_line => return a.line,
            Filter::Error if a.first_line && a.marker.filters_as_error => return a.line,
            _ => {}
        }
    }
    usize::MAX
}

fn right_justify(s: &str, w: usize) -> String {
    format!("{s:>w$}")
}

/// Writes the annotated input (from `Input was:` to `>>>>>>`).
#[allow(clippy::too_many_arguments)]
pub fn dump(
    out: &mut Vec<u8>,
    sm: &SourceMgr,
    check_buf: BufId,
    imp: (BufId, BufId),
    diags: &[Diag],
    input: &[u8],
    o: &DumpOptions,
) {
    let (mut anns, label_w) = build(sm, check_buf, imp, diags);
    out.extend_from_slice(b"Input was:\n<<<<<<\n");
    if o.color {
        out.extend_from_slice(b"\x1b[1m\x1b[0m");
    }
    anns.sort_by(|a, b| a.line.cmp(&b.line).then(a.diag_index.cmp(&b.diag_index)));
    let mut line_count = input.iter().filter(|&&c| c == b'\n').count();
    if input.last().is_some_and(|&c| c != b'\n') {
        line_count += 1;
    }
    let digits = if line_count == 0 {
        1
    } else {
        line_count.ilog10() as usize + 1
    };
    let w = label_w.max(digits) + 3;
    let color = o.color;
    let mut prev_in_filter = 0usize;
    let mut next_in_filter = 0usize;
    let mut elided: Vec<u8> = Vec::new();
    let mut p = 0usize;
    let mut ai = 0usize;
    let mut line = 1usize;
    while p < input.len() || ai < anns.len() {
        let line_start = p;
        if next_in_filter < line {
            next_in_filter = find_line_in_filter(o.filter, line, &anns[ai..]);
        }
        if next_in_filter == line {
            prev_in_filter = line;
        }
        let elide = (prev_in_filter == 0 || prev_in_filter + o.context < line)
            && (next_in_filter == usize::MAX || line + o.context < next_in_filter);
        let mut buf: Vec<u8> = Vec::new();
        let lo: &mut Vec<u8> = if elide {
            &mut elided
        } else {
            flush_elided(out, &mut elided, w, color);
            &mut buf
        };
        if color {
            lo.extend_from_slice(b"\x1b[0;1;30m");
        }
        lo.extend_from_slice(format!("{line:>w$}: ").as_bytes());
        if color {
            lo.extend_from_slice(b"\x1b[0m");
        }
        let mut matches: Vec<(usize, usize)> = Vec::new();
        if o.verbose && color {
            for a in anns[ai..].iter().take_while(|a| a.line == line) {
                if a.found_and_expected {
                    matches.push((a.start_col, a.end_col));
                }
            }
        }
        if color {
            lo.extend_from_slice(b"\x1b[1m");
        }
        if color && o.verbose {
            lo.extend_from_slice(b"\x1b[0;1;46m");
        }
        let mut in_match = false;
        let mut col = 1usize;
        while p < input.len() {
            let was = in_match;
            in_match = matches.iter().any(|&(s, e)| s <= col && col < e);
            if color && o.verbose {
                if !was && in_match {
                    lo.extend_from_slice(b"\x1b[0m");
                } else if was && !in_match {
                    lo.extend_from_slice(b"\x1b[0;1;46m");
                }
            }
            let c = input[p];
            p += 1;
            col += 1;
            if c == b'\n' {
                lo.push(b' ');
                break;
            }
            lo.push(c);
        }
        if color {
            lo.extend_from_slice(b"\x1b[0m");
        }
        lo.push(b'\n');
        let width = p - line_start;
        while ai < anns.len() && anns[ai].line == line {
            let a = &anns[ai];
            if color {
                lo.extend_from_slice(a.marker.color.as_bytes());
            }
            lo.extend_from_slice(format!("{:<w$}  ", a.label).as_bytes());
            let mut c = 1;
            while c < a.start_col {
                lo.push(b' ');
                c += 1;
            }
            lo.push(a.marker.lead);
            c += 1;
            while c < a.end_col && c <= width {
                lo.push(b'~');
                c += 1;
            }
            if !a.marker.note.is_empty() {
                while c <= width {
                    lo.push(b' ');
                    c += 1;
                }
                lo.push(b' ');
                lo.extend_from_slice(a.marker.note.as_bytes());
            }
            lo.push(b'\n');
            if color {
                lo.extend_from_slice(b"\x1b[0m");
            }
            ai += 1;
        }
        if !elide {
            out.extend_from_slice(&buf);
        }
        line += 1;
    }
    flush_elided(out, &mut elided, w, color);
    out.extend_from_slice(b">>>>>>\n");
}

fn flush_elided(out: &mut Vec<u8>, elided: &mut Vec<u8>, w: usize, color: bool) {
    if elided.is_empty() {
        return;
    }
    let n = elided.iter().filter(|&&c| c == b'\n').count();
    if 3 < n {
        for _ in 0..3 {
            if color {
                out.extend_from_slice(b"\x1b[0;1;30m");
            }
            out.extend_from_slice(right_justify(".", w).as_bytes());
            if color {
                out.extend_from_slice(b"\x1b[0m");
            }
            out.push(b'\n');
        }
    } else {
        out.extend_from_slice(elided);
    }
    elided.clear();
}

/// The text printed by `-dump-input=help`.
pub fn help(color: bool) -> String {
    let b = |s: &str| {
        if color {
            format!("\x1b[1m{s}\x1b[0m")
        } else {
            s.to_string()
        }
    };
    let c = |code: &str, s: &str| {
        if color {
            format!("\x1b[0;1;{code}m{s}\x1b[0m")
        } else {
            s.to_string()
        }
    };
    let mut h = String::new();
    h.push_str(
        "The following description was requested by -dump-input=help to\n\
explain the input dump printed by FileCheck.\n\
\n\
Related command-line options:\n\
\n\
\x20 - -dump-input=<value> enables or disables the input dump\n\
\x20 - -dump-input-filter=<value> filters the input lines\n\
\x20 - -dump-input-context=<N> adjusts the context of filtered lines\n\
\x20 - -v and -vv add more annotations\n\
\x20 - -color forces colors to be enabled both in the dump and below\n\
\x20 - -help documents the above options in more detail\n\
\n\
These options can also be set via FILECHECK_OPTS.  For example, for\n\
maximum debugging output on failures:\n\
\n\
\x20 $ FILECHECK_OPTS='-dump-input-filter=all -vv -color' ninja check\n\
\n\
Input dump annotation format:\n\
\n",
    );
    h.push_str(&format!(
        "  - {}     labels line number L of the input file\n",
        b("L:")
    ));
    h.push_str("           An extra space is added after each input line to represent the\n           newline character\n");
    h.push_str(&format!(
        "  - {}    labels the only match result for either (1) a pattern of type T from\n",
        b("T:L")
    ));
    h.push_str("           line L of the check file if L is an integer or (2) the I-th implicit\n           pattern if L is \"imp\" followed by an integer I (index origin one)\n");
    h.push_str(&format!(
        "  - {}  labels the Nth match result for such a pattern\n",
        b("T:L'N")
    ));
    h.push_str(&format!(
        "  - {}    marks good match (reported if -v)\n",
        b("^~~")
    ));
    h.push_str(&format!("  - {}    marks bad match, such as:\n", b("!~~")));
    h.push_str("           - CHECK-NEXT on same line as previous match (error)\n           - CHECK-NOT found (error)\n           - CHECK-DAG overlapping match (discarded, reported if -vv)\n");
    h.push_str(&format!(
        "  - {}    marks search range when no match is found, such as:\n",
        b("X~~")
    ));
    h.push_str("           - CHECK-NEXT not found (error)\n           - CHECK-NOT not found (success, reported if -vv)\n           - CHECK-DAG not found after discarded matches (error)\n");
    h.push_str(&format!(
        "  - {}      marks fuzzy match when no match is found\n",
        b("?")
    ));
    h.push_str(&format!(
        "  - {}    indicates elided input lines and annotations, as specified by\n           -dump-input-filter and -dump-input-context\n",
        b("...")
    ));
    h.push_str(&format!(
        "  - colors {}, {}, {}, {}, {}\n",
        c("32", "success"),
        c("31", "error"),
        c("35", "fuzzy match"),
        c("36", "discarded match"),
        c("46", "unmatched input")
    ));
    h
}

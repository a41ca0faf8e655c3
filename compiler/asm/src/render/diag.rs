//! Rendering [`Diagnostic`]s (and parser diagnostics) as mlir-opt prints them.
//!
//! A location is shown through its first file position: a name location shows its child, a
//! call site its callee (followed by "called from" notes for the callers), a fused location
//! its first part that has one. Messages at locations without a file position are prefixed
//! with the printed location (`loc("name"): ...`) and reported at `<unknown>:0`. A note shows
//! its source line only when its location differs from the previous message's.

use ropt_ir::{AttributeKind, Diagnostic, Location, Severity};

use super::plain::{MsgLoc, render_message};
use crate::parser::core::{ParseDiagnostic, ParseSeverity};
use crate::source::SourceFile;

/// Where a rendered message points.
#[derive(Debug, Clone)]
pub enum DiagLoc {
    /// A byte offset of the input.
    Offset(usize),
    /// An IR location.
    Loc(Location),
}

/// A diagnostic ready to render: parser diagnostics and IR diagnostics in one shape.
#[derive(Debug, Clone)]
pub struct RenderDiag {
    /// Severity.
    pub severity: Severity,
    /// Location.
    pub loc: DiagLoc,
    /// Message (the lossy text of `raw_message` when there is one).
    pub message: String,
    /// Attached notes.
    pub notes: Vec<RenderDiag>,
    /// The message's bytes when they are not UTF-8 ([`Diagnostic::raw_message`]).
    pub raw_message: Option<Box<[u8]>>,
}

impl RenderDiag {
    /// From a parser diagnostic.
    pub fn from_parse(d: &ParseDiagnostic) -> Self {
        RenderDiag {
            severity: match d.severity {
                ParseSeverity::Error => Severity::Error,
                ParseSeverity::Warning => Severity::Warning,
            },
            loc: DiagLoc::Offset(d.offset),
            message: d.message.clone(),
            notes: d
                .notes
                .iter()
                .map(|(off, msg)| RenderDiag {
                    severity: Severity::Note,
                    loc: DiagLoc::Offset(*off),
                    message: msg.clone(),
                    notes: Vec::new(),
                    raw_message: None,
                })
                .collect(),
            raw_message: None,
        }
    }

    /// From an IR diagnostic.
    pub fn from_ir(d: &Diagnostic) -> Self {
        RenderDiag {
            severity: d.severity,
            loc: DiagLoc::Loc(d.location),
            message: d.message.clone(),
            notes: d.notes.iter().map(RenderDiag::from_ir).collect(),
            raw_message: d.raw_message.clone(),
        }
    }

    /// A diagnostic without notes.
    pub fn new(severity: Severity, loc: DiagLoc, message: String) -> Self {
        RenderDiag {
            severity,
            loc,
            message,
            notes: Vec::new(),
            raw_message: None,
        }
    }

    /// The message as it is printed: its bytes.
    pub fn message_bytes(&self) -> &[u8] {
        self.raw_message
            .as_deref()
            .unwrap_or(self.message.as_bytes())
    }
}

/// The first file position of a location, if any.
pub fn file_pos(loc: Location) -> Option<(&'static str, u32, u32)> {
    loc.file_line_col().map(|(f, l, c)| (f.as_str(), l, c))
}

/// The callers of a call-site location (outermost last), if `loc` leads to one.
fn call_stack(loc: Location) -> Vec<Location> {
    let mut out = Vec::new();
    let mut cur = find_call_site(loc);
    while let Some((_, caller)) = cur {
        out.push(caller);
        cur = find_call_site(caller);
        if out.len() > 64 {
            break;
        }
    }
    out
}

/// The (callee, caller) of the call site `loc` is or wraps (through name locations, and
/// the first part of a fused location that has one, as mlir-opt looks for it).
fn find_call_site(loc: Location) -> Option<(Location, Location)> {
    match loc.kind() {
        AttributeKind::CallSiteLoc { callee, caller } => {
            Some((Location::of(*callee), Location::of(*caller)))
        }
        AttributeKind::NameLoc { child, .. } => find_call_site(Location::of(*child)),
        AttributeKind::OpaqueLoc { fallback, .. } => find_call_site(Location::of(*fallback)),
        AttributeKind::FusedLoc { locs, .. } => {
            locs.iter().find_map(|l| find_call_site(Location::of(*l)))
        }
        _ => None,
    }
}

/// A message position resolved against the input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pos {
    /// No file position.
    Unknown,
    /// A file position.
    File(&'static str, u32, u32),
    /// An offset in the input.
    Offset(usize),
}

fn resolve(loc: &DiagLoc) -> Pos {
    match loc {
        DiagLoc::Offset(o) => Pos::Offset(*o),
        DiagLoc::Loc(l) => match file_pos(*l) {
            Some((f, line, col)) => Pos::File(f, line, col),
            None => Pos::Unknown,
        },
    }
}

/// Prints `loc(...)` for a location without a file position (the message prefix).
fn loc_prefix(loc: &DiagLoc, print_loc: &dyn Fn(Location) -> String) -> Option<String> {
    match loc {
        DiagLoc::Loc(l) if file_pos(*l).is_none() && !l.is_unknown() => Some(print_loc(*l)),
        _ => None,
    }
}

fn emit_one(
    out: &mut Vec<u8>,
    src: &SourceFile,
    pos: Pos,
    severity: &str,
    message: &[u8],
    show_source: bool,
) {
    let loc = match pos {
        Pos::Unknown => MsgLoc::Unknown,
        Pos::File(file, line, col) => MsgLoc::File { file, line, col },
        Pos::Offset(o) => {
            let (line, col) = src.line_col(o);
            MsgLoc::File {
                file: src.name(),
                line,
                col,
            }
        }
    };
    render_message(out, Some(src), loc, severity, message, show_source, 1);
}

/// Renders one diagnostic with its notes in mlir-opt's plain format. `print_loc` prints a
/// location as `loc(...)` (for messages at locations without a file position).
pub fn render_plain(
    out: &mut Vec<u8>,
    src: &SourceFile,
    d: &RenderDiag,
    print_loc: &dyn Fn(Location) -> String,
) {
    let with_prefix = |loc: &DiagLoc, msg: &[u8]| match loc_prefix(loc, print_loc) {
        Some(p) => [p.as_bytes(), b": ", msg].concat(),
        None => msg.to_vec(),
    };
    let pos = resolve(&d.loc);
    emit_one(
        out,
        src,
        pos,
        d.severity.as_str(),
        &with_prefix(&d.loc, d.message_bytes()),
        true,
    );
    let mut last = d.loc.clone();
    if let DiagLoc::Loc(l) = d.loc {
        for caller in call_stack(l) {
            emit_one(
                out,
                src,
                resolve(&DiagLoc::Loc(caller)),
                "note",
                b"called from",
                true,
            );
            last = DiagLoc::Loc(caller);
        }
    }
    for n in &d.notes {
        let same = match (&last, &n.loc) {
            (DiagLoc::Offset(a), DiagLoc::Offset(b)) => a == b,
            (DiagLoc::Loc(a), DiagLoc::Loc(b)) => a == b,
            _ => false,
        };
        emit_one(
            out,
            src,
            resolve(&n.loc),
            n.severity.as_str(),
            &with_prefix(&n.loc, n.message_bytes()),
            !same,
        );
        last = n.loc.clone();
    }
}

/// The position of a message for `-verify-diagnostics`.
pub fn verify_pos(src: &SourceFile, loc: &DiagLoc) -> (Option<(u32, u32)>, Option<&'static str>) {
    match resolve(loc) {
        Pos::Offset(o) => (Some(src.line_col(o)), None),
        Pos::File(f, l, c) => (Some((l, c)), Some(f)),
        Pos::Unknown => (None, None),
    }
}

//! A rich rendering of diagnostics with codespan-reporting: colours, labels, and notes attached
//! to their primary message. Used when stderr is a terminal or with `--diagnostics=rich`.

use codespan_reporting::diagnostic::{Diagnostic, Label, Severity};
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term::termcolor::{ColorChoice, StandardStream, WriteColor};
use codespan_reporting::term::{self, Config};

use crate::source::SourceFile;

/// One message of a rich diagnostic: a severity name, where it points (a byte offset of the
/// input when it has one), and the text.
#[derive(Debug, Clone)]
pub struct RichMessage {
    /// `error`, `warning`, `remark` or `note`.
    pub severity: &'static str,
    /// Byte offset in the input, if the message points into it.
    pub offset: Option<usize>,
    /// A textual location for messages that do not point into the input.
    pub location: String,
    /// The message.
    pub message: String,
}

fn severity(name: &str) -> Severity {
    match name {
        "error" => Severity::Error,
        "warning" => Severity::Warning,
        "remark" => Severity::Help,
        _ => Severity::Note,
    }
}

/// Writes a diagnostic (its first message) and its notes to `out`.
pub fn emit(out: &mut dyn WriteColor, src: &SourceFile, main: &RichMessage, notes: &[RichMessage]) {
    // Each byte that is not part of UTF-8 text becomes `?`, so that offsets stay put.
    let text = crate::bytes::text_keeping_offsets(src.bytes());
    let file = SimpleFile::new(src.name(), text.as_ref());
    let mut diag = Diagnostic::new(severity(main.severity)).with_message(&main.message);
    let mut labels = Vec::new();
    let mut extra = Vec::new();
    match main.offset {
        Some(o) => labels.push(Label::primary((), char_at(&text, o))),
        None if !main.location.is_empty() => extra.push(format!("at {}", main.location)),
        None => {}
    }
    for n in notes {
        match n.offset {
            Some(o) => {
                labels.push(Label::secondary((), char_at(&text, o)).with_message(&n.message))
            }
            None => extra.push(format!("{}: {}", n.severity, n.message)),
        }
    }
    diag = diag.with_labels(labels).with_notes(extra);
    // Rendering into a terminal cannot usefully fail; a broken pipe just drops the message.
    let _ = term::emit(out, &Config::default(), &file, &diag);
}

/// The byte range of the character at byte `o` of `text` (empty at the end).
fn char_at(text: &str, o: usize) -> std::ops::Range<usize> {
    let start = (0..=o.min(text.len()))
        .rev()
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(0);
    let end = text[start..]
        .chars()
        .next()
        .map_or(start, |c| start + c.len_utf8());
    start..end
}

/// A stderr stream with colours when it is a terminal.
pub fn stderr() -> StandardStream {
    StandardStream::stderr(ColorChoice::Auto)
}

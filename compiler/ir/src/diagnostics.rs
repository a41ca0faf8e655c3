//! Diagnostics as data.
//!
//! Libraries never print: they build [`Diagnostic`]s and hand them to a [`DiagnosticSink`] the
//! caller provides (a `Vec<Diagnostic>` works). Tools render them (compiler/asm does the
//! `file:line:col: error: ...` formatting).
//!
//! ```
//! use ropt_ir::diagnostics::{Diagnostic, Severity};
//! let ctx = ropt_ir::Context::new();
//! let loc = ctx.unknown_loc();
//! let d = Diagnostic::error(loc, "redefinition of symbol named 'f'")
//!     .with_note(loc, "see existing symbol definition here");
//! assert_eq!(d.severity, Severity::Error);
//! assert_eq!(d.notes[0].message, "see existing symbol definition here");
//! // A message naming a symbol that is not UTF-8 keeps its bytes.
//! let d = Diagnostic::error_bytes(loc, &[b"'s", &[0xFE][..], b"' is unknown"].concat());
//! assert_eq!(d.message_bytes(), b"'s\xFE' is unknown");
//! assert_eq!(d.message, "'s\u{FFFD}' is unknown");
//! ```

use crate::Location;

/// How serious a diagnostic is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// An error: the operation failed.
    Error,
    /// A warning.
    Warning,
    /// A remark (informational).
    Remark,
    /// A note attached to another diagnostic.
    Note,
}

impl Severity {
    /// The lowercase word mlir-opt prints (`error`, `warning`, `remark`, `note`).
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
            Severity::Note => "note",
        }
    }
}

/// One diagnostic with its attached notes.
#[derive(Debug, Clone, PartialEq)]
pub struct Diagnostic {
    /// Error, warning, remark or note.
    pub severity: Severity,
    /// Where it points.
    pub location: Location,
    /// The message (without the `error: ` prefix); the lossy text of [`Diagnostic::raw_message`]
    /// when there is one.
    pub message: String,
    /// Notes printed after it.
    pub notes: Vec<Diagnostic>,
    /// The message's bytes when they are not UTF-8 (it names a symbol whose name is not, as
    /// mlir-opt prints it: raw). Renderers write [`Diagnostic::message_bytes`].
    pub raw_message: Option<Box<[u8]>>,
}

impl Diagnostic {
    /// A diagnostic with no notes.
    pub fn new(severity: Severity, location: Location, message: impl Into<String>) -> Self {
        Diagnostic {
            severity,
            location,
            message: message.into(),
            notes: Vec::new(),
            raw_message: None,
        }
    }

    /// A diagnostic with no notes whose message is bytes, which need not be UTF-8.
    pub fn new_bytes(severity: Severity, location: Location, message: &[u8]) -> Self {
        let mut d = Self::new(severity, location, String::new());
        d.set_message_bytes(message);
        d
    }

    /// An error whose message is bytes (see [`Diagnostic::new_bytes`]).
    pub fn error_bytes(location: Location, message: &[u8]) -> Self {
        Self::new_bytes(Severity::Error, location, message)
    }

    /// Replaces the message with bytes, which need not be UTF-8.
    pub fn set_message_bytes(&mut self, message: &[u8]) {
        match std::str::from_utf8(message) {
            Ok(text) => {
                self.message = text.to_owned();
                self.raw_message = None;
            }
            Err(_) => {
                self.message = String::from_utf8_lossy(message).into_owned();
                self.raw_message = Some(message.into());
            }
        }
    }

    /// The message as it is printed: its bytes.
    pub fn message_bytes(&self) -> &[u8] {
        self.raw_message
            .as_deref()
            .unwrap_or(self.message.as_bytes())
    }

    /// An error.
    pub fn error(location: Location, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, location, message)
    }

    /// A warning.
    pub fn warning(location: Location, message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, location, message)
    }

    /// A remark.
    pub fn remark(location: Location, message: impl Into<String>) -> Self {
        Self::new(Severity::Remark, location, message)
    }

    /// Appends a note and returns `self` (builder style).
    pub fn with_note(mut self, location: Location, message: impl Into<String>) -> Self {
        self.notes
            .push(Self::new(Severity::Note, location, message));
        self
    }

    /// Appends a note.
    pub fn add_note(&mut self, location: Location, message: impl Into<String>) {
        self.notes
            .push(Self::new(Severity::Note, location, message));
    }
}

/// Receives diagnostics.
pub trait DiagnosticSink {
    /// Takes one diagnostic.
    fn emit(&mut self, diag: Diagnostic);
}

impl DiagnosticSink for Vec<Diagnostic> {
    fn emit(&mut self, diag: Diagnostic) {
        self.push(diag);
    }
}

impl<F: FnMut(Diagnostic)> DiagnosticSink for F {
    fn emit(&mut self, diag: Diagnostic) {
        self(diag)
    }
}

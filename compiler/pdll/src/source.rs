//! Source buffers and diagnostics, as mlir-pdll's `llvm::SourceMgr` has them.
//!
//! Every buffer (the main file, then each `#include`d file in the order it was opened) gets a
//! range of one global offset space, so a [`Loc`] names a buffer and a position in it. The
//! range of a buffer includes one position past its last byte (its end of file); the next
//! buffer starts one later. Buffers hold bytes: PDLL source need not be UTF-8.
//!
//! Diagnostics render in LLVM's plain format: for a position in an included file, one
//! `Included from <file>:<line>:` line per enclosing include (outermost first), then
//! `<file>:<line>:<col>: <severity>: <message>`, the source line (tabs expanded to stops of
//! 8) and a caret under the column (no caret when the line holds non-ASCII bytes).

use std::path::{Path, PathBuf};

/// A source range in the global offset space of a [`SourceMgr`]: `start..end`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Loc {
    /// First position.
    pub start: u32,
    /// One past the last position.
    pub end: u32,
}

impl Loc {
    /// The range `start..end`.
    pub fn new(start: u32, end: u32) -> Self {
        Loc { start, end }
    }
}

/// One source buffer.
#[derive(Debug)]
pub struct Buffer {
    /// The name diagnostics use (the path as given or as found in an include directory).
    pub name: String,
    /// The bytes.
    pub text: Vec<u8>,
    /// Global offset of the first byte.
    pub base: u32,
    /// Where the `#include` that opened this buffer ends, in the including buffer.
    pub include_loc: Option<u32>,
    /// Offsets (within `text`) of the first byte of each line.
    line_starts: Vec<u32>,
}

impl Buffer {
    /// The 1-based line and column of `offset` (relative to the buffer).
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let line = self.line_starts.partition_point(|&s| s as usize <= offset);
        let start = self.line_starts[line - 1] as usize;
        (line, offset - start + 1)
    }

    /// The line holding `offset`, without its line terminator.
    pub fn line_text(&self, offset: usize) -> &[u8] {
        let line = self.line_starts.partition_point(|&s| s as usize <= offset);
        let start = self.line_starts[line - 1] as usize;
        let rest = &self.text[start.min(self.text.len())..];
        let len = rest
            .iter()
            .position(|&b| b == b'\n' || b == b'\r')
            .unwrap_or(rest.len());
        &rest[..len]
    }
}

/// Severity of a diagnostic.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    /// An error: compilation fails.
    Error,
    /// A warning.
    Warning,
    /// A note attached to another diagnostic.
    Note,
    /// An error without a location that ends the run (as LLVM's `PrintFatalError` prints
    /// it: `error: <message>` and an empty line).
    Fatal,
}

impl Severity {
    fn word(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Fatal => "error",
        }
    }
}

/// A diagnostic with its notes.
#[derive(Debug, Clone)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// Where it points (only the start is shown).
    pub loc: Loc,
    /// The message.
    pub message: String,
    /// Attached notes (each with severity [`Severity::Note`]).
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error.
    pub fn error(loc: Loc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// A warning.
    pub fn warning(loc: Loc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(loc, message)
        }
    }

    /// Attaches a note at `loc`.
    pub fn note(mut self, loc: Loc, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            ..Diagnostic::error(loc, message)
        });
        self
    }
}

/// The buffers of one compilation, and where `#include` looks for files.
#[derive(Debug, Default)]
pub struct SourceMgr {
    buffers: Vec<Buffer>,
    include_dirs: Vec<PathBuf>,
}

/// The largest total size of all buffers (offsets are 32-bit).
const MAX_TOTAL: usize = u32::MAX as usize - 2;

impl SourceMgr {
    /// A source manager searching `include_dirs` (after the working directory) for includes.
    pub fn new(include_dirs: Vec<PathBuf>) -> Self {
        SourceMgr {
            buffers: Vec::new(),
            include_dirs,
        }
    }

    /// Adds a buffer; returns its index, or `None` when the offset space is full.
    pub fn add_buffer(
        &mut self,
        name: impl Into<String>,
        text: Vec<u8>,
        include_loc: Option<u32>,
    ) -> Option<usize> {
        let base = self
            .buffers
            .last()
            .map_or(0, |b| b.base as usize + b.text.len() + 1);
        if base + text.len() > MAX_TOTAL {
            return None;
        }
        let mut line_starts = vec![0u32];
        let mut i = 0;
        while i < text.len() {
            match text[i] {
                b'\n' => line_starts.push(i as u32 + 1),
                b'\r' => {
                    // LLVM counts lines by `\n` only; a lone `\r` does not start one.
                }
                _ => {}
            }
            i += 1;
        }
        self.buffers.push(Buffer {
            name: name.into(),
            text,
            base: base as u32,
            include_loc,
            line_starts,
        });
        Some(self.buffers.len() - 1)
    }

    /// The include directories.
    pub fn include_dirs(&self) -> &[PathBuf] {
        &self.include_dirs
    }

    /// The buffer at `index`.
    pub fn buffer(&self, index: usize) -> &Buffer {
        &self.buffers[index]
    }

    /// All buffers, the main one first.
    pub fn buffers(&self) -> &[Buffer] {
        &self.buffers
    }

    /// The index of the buffer holding global offset `pos`.
    pub fn buffer_of(&self, pos: u32) -> usize {
        self.buffers
            .partition_point(|b| b.base <= pos)
            .saturating_sub(1)
    }

    /// Finds an include file as LLVM does: the name as given (relative to the working
    /// directory), then under each include directory in order. Returns the path used and the
    /// bytes.
    pub fn open_include(&self, name: &str) -> Option<(String, Vec<u8>)> {
        let read = |p: &Path| {
            if std::fs::metadata(p).is_ok_and(|m| m.is_file()) {
                std::fs::read(p).ok()
            } else {
                None
            }
        };
        if let Some(bytes) = read(Path::new(name)) {
            return Some((name.to_string(), bytes));
        }
        for dir in &self.include_dirs {
            let path = dir.join(name);
            if let Some(bytes) = read(&path) {
                return Some((path.to_string_lossy().into_owned(), bytes));
            }
        }
        None
    }

    /// Renders `diag` (and its notes) in LLVM's plain format.
    pub fn render(&self, diag: &Diagnostic, out: &mut Vec<u8>) {
        self.render_one(diag, out);
        for note in &diag.notes {
            self.render_one(note, out);
        }
    }

    fn render_one(&self, diag: &Diagnostic, out: &mut Vec<u8>) {
        if diag.severity == Severity::Fatal {
            out.extend_from_slice(b"error: ");
            out.extend_from_slice(diag.message.as_bytes());
            out.extend_from_slice(b"\n\n");
            return;
        }
        if self.buffers.is_empty() {
            out.extend_from_slice(diag.severity.word().as_bytes());
            out.extend_from_slice(b": ");
            out.extend_from_slice(diag.message.as_bytes());
            out.push(b'\n');
            return;
        }
        let index = self.buffer_of(diag.loc.start);
        self.render_include_stack(self.buffers[index].include_loc, out);
        let buf = &self.buffers[index];
        let offset = (diag.loc.start - buf.base) as usize;
        let (line, col) = buf.line_col(offset);
        let head = format!("{}:{line}:{col}: {}: ", buf.name, diag.severity.word());
        out.extend_from_slice(head.as_bytes());
        out.extend_from_slice(diag.message.as_bytes());
        out.push(b'\n');
        let text = buf.line_text(offset);
        let mut caret = Vec::new();
        let mut shown = Vec::new();
        let caret_at = col - 1;
        let mut column = 0usize;
        for (i, &b) in text.iter().enumerate() {
            let mark = if i == caret_at { b'^' } else { b' ' };
            if b == b'\t' {
                let width = 8 - column % 8;
                shown.extend(std::iter::repeat_n(b' ', width));
                caret.push(mark);
                caret.extend(std::iter::repeat_n(b' ', width - 1));
                column += width;
            } else {
                shown.push(b);
                caret.push(mark);
                column += 1;
            }
        }
        if caret_at >= text.len() {
            caret.push(b'^');
        }
        out.extend_from_slice(&shown);
        out.push(b'\n');
        if text.is_ascii() {
            while caret.last() == Some(&b' ') {
                caret.pop();
            }
            out.extend_from_slice(&caret);
            out.push(b'\n');
        }
    }

    fn render_include_stack(&self, include_loc: Option<u32>, out: &mut Vec<u8>) {
        // Collect the chain first: outermost include is printed first.
        let mut chain = Vec::new();
        let mut loc = include_loc;
        while let Some(pos) = loc {
            let index = self.buffer_of(pos);
            chain.push((index, pos));
            loc = self.buffers[index].include_loc;
            if chain.len() > self.buffers.len() {
                break;
            }
        }
        for &(index, pos) in chain.iter().rev() {
            let buf = &self.buffers[index];
            let (line, _) = buf.line_col((pos - buf.base) as usize);
            out.extend_from_slice(format!("Included from {}:{line}:\n", buf.name).as_bytes());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_with_tabs_and_include_stack() {
        let mut sm = SourceMgr::default();
        sm.add_buffer("m.pdll", b"// x\n#include \"i.pdll\"\n".to_vec(), None);
        let inc = sm
            .add_buffer("i.pdll", b"\tab c\n".to_vec(), Some(21))
            .unwrap();
        let base = sm.buffer(inc).base;
        let d = Diagnostic::error(Loc::new(base + 2, base + 3), "bad");
        let mut out = Vec::new();
        sm.render(&d, &mut out);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "Included from m.pdll:2:\ni.pdll:1:3: error: bad\n        ab c\n         ^\n"
        );
    }

    #[test]
    fn caret_at_end_of_file() {
        let mut sm = SourceMgr::default();
        sm.add_buffer("f", b"ab".to_vec(), None);
        let mut out = Vec::new();
        sm.render(
            &Diagnostic::error(Loc::new(2, 2), "e").note(Loc::new(0, 1), "n"),
            &mut out,
        );
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "f:1:3: error: e\nab\n  ^\nf:1:1: note: n\nab\n^\n"
        );
    }
}

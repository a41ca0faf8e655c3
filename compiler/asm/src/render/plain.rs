//! LLVM's plain diagnostic format: `file:line:col: error: message`, the source line, a caret.

use crate::source::SourceFile;

/// Where a message points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MsgLoc<'a> {
    /// No location: printed as `<unknown>:0:`.
    Unknown,
    /// A file position (1-based line and column).
    File {
        /// File name.
        file: &'a str,
        /// Line.
        line: u32,
        /// Column.
        col: u32,
    },
}

/// Appends one message in the plain format to `out`.
///
/// When `loc` names a valid position of `src` and `show_source` is set, the source line
/// follows with a caret under the column, and `~` under the next `range_len - 1` bytes.
pub fn render_message(
    out: &mut String,
    src: Option<&SourceFile>,
    loc: MsgLoc<'_>,
    severity: &str,
    message: &str,
    show_source: bool,
    range_len: usize,
) {
    match loc {
        MsgLoc::Unknown => out.push_str("<unknown>:0: "),
        MsgLoc::File { file, line, col } => {
            out.push_str(file);
            out.push(':');
            out.push_str(&line.to_string());
            out.push(':');
            out.push_str(&col.to_string());
            out.push_str(": ");
        }
    }
    out.push_str(severity);
    out.push_str(": ");
    out.push_str(message);
    out.push('\n');
    let MsgLoc::File { file, line, col } = loc else {
        return;
    };
    if !show_source {
        return;
    }
    if let Some(src) = src.filter(|s| s.name() == file) {
        if let Some(offset) = src.offset_of(line, col) {
            render_source_line(out, src, offset, range_len);
        }
        return;
    }
    // A position in another file: mlir-opt reads that file (relative to the working
    // directory) to show the line, when it exists.
    with_other_file(file, |other| {
        if let Some(offset) = other.offset_of(line, col) {
            render_source_line(out, other, offset, range_len);
        }
    });
}

thread_local! {
    /// Files other than the input that messages pointed into, read once (`None`: unreadable).
    static OTHER_FILES: std::cell::RefCell<std::collections::HashMap<String, Option<std::rc::Rc<SourceFile>>>> =
        Default::default();
}

/// Calls `f` with the file named `name` read from disk, if it is a regular file that can be
/// read, or `/dev/null` (other devices and pipes are never read: they may not end).
fn with_other_file(name: &str, f: impl FnOnce(&SourceFile)) {
    let file = OTHER_FILES.with(|files| {
        files
            .borrow_mut()
            .entry(name.to_owned())
            .or_insert_with(|| {
                let path = std::path::Path::new(name);
                if name == "/dev/null" {
                    return Some(std::rc::Rc::new(SourceFile::new(name, String::new())));
                }
                if !std::fs::metadata(path).is_ok_and(|m| m.is_file()) {
                    return None;
                }
                let bytes = std::fs::read(path).ok()?;
                let text = String::from_utf8(bytes)
                    .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
                Some(std::rc::Rc::new(SourceFile::new(name, text)))
            })
            .clone()
    });
    if let Some(file) = file {
        f(&file);
    }
}

/// Appends the line containing `offset` and a caret line pointing at it (tabs expanded to
/// stops of 8, as LLVM prints them; no caret line when the line has non-ASCII text).
pub fn render_source_line(out: &mut String, src: &SourceFile, offset: usize, range_len: usize) {
    let (line, start) = src.line_containing(offset);
    let caret_at = offset - start;
    let range_end = (caret_at + range_len.max(1)).min(line.len().max(caret_at + 1));
    let mut text = String::with_capacity(line.len() + 8);
    let mut marks = String::with_capacity(line.len() + 8);
    let mut col = 0usize;
    let mut pos = 0usize;
    for ch in line.chars() {
        let mark = if pos == caret_at {
            '^'
        } else if pos > caret_at && pos < range_end {
            '~'
        } else {
            ' '
        };
        if ch == '\t' {
            let width = 8 - col % 8;
            text.extend(std::iter::repeat_n(' ', width));
            marks.push(mark);
            marks.extend(std::iter::repeat_n(
                if mark == ' ' { ' ' } else { '~' },
                width - 1,
            ));
            col += width;
        } else {
            text.push(ch);
            marks.push(mark);
            col += 1;
        }
        pos += ch.len_utf8();
    }
    if caret_at >= line.len() {
        marks.push('^');
    }
    out.push_str(&text);
    out.push('\n');
    // LLVM prints no caret under a line holding non-ASCII text (it would be misaligned).
    if !line.is_ascii() {
        return;
    }
    out.push_str(marks.trim_end());
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_caret_and_range() {
        let src = SourceFile::new("f.mlir", "  %0 = foo\n\tx\n".to_string());
        let mut out = String::new();
        let loc = MsgLoc::File {
            file: "f.mlir",
            line: 1,
            col: 3,
        };
        render_message(&mut out, Some(&src), loc, "error", "bad", true, 2);
        assert_eq!(out, "f.mlir:1:3: error: bad\n  %0 = foo\n  ^~\n");
        out.clear();
        let loc = MsgLoc::File {
            file: "f.mlir",
            line: 2,
            col: 2,
        };
        render_message(&mut out, Some(&src), loc, "note", "n", true, 1);
        assert_eq!(out, "f.mlir:2:2: note: n\n        x\n        ^\n");
        out.clear();
        render_message(&mut out, Some(&src), MsgLoc::Unknown, "error", "u", true, 1);
        assert_eq!(out, "<unknown>:0: error: u\n");
    }

    #[test]
    fn caret_past_the_end_of_line() {
        let src = SourceFile::new("f.mlir", "ab\n\n".to_string());
        let mut out = String::new();
        let loc = MsgLoc::File {
            file: "f.mlir",
            line: 2,
            col: 1,
        };
        render_message(&mut out, Some(&src), loc, "error", "e", true, 1);
        assert_eq!(out, "f.mlir:2:1: error: e\n\n^\n");
    }

    #[test]
    fn no_caret_under_non_ascii_line() {
        let src = SourceFile::new("f.mlir", "x \u{e9} y\n".to_string());
        let mut out = String::new();
        let loc = MsgLoc::File {
            file: "f.mlir",
            line: 1,
            col: 1,
        };
        render_message(&mut out, Some(&src), loc, "error", "e", true, 1);
        assert_eq!(out, "f.mlir:1:1: error: e\nx \u{e9} y\n");
    }
}

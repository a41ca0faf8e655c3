//! LLVM's plain diagnostic format: `file:line:col: error: message`, the source line, a caret.
//!
//! Output is bytes: the source line is shown as the input has it, UTF-8 or not.

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
    out: &mut Vec<u8>,
    src: Option<&SourceFile>,
    loc: MsgLoc<'_>,
    severity: &str,
    message: impl AsRef<[u8]>,
    show_source: bool,
    range_len: usize,
) {
    use std::io::Write;
    // Writing to a vector cannot fail.
    let _ = match loc {
        MsgLoc::Unknown => write!(out, "<unknown>:0: "),
        MsgLoc::File { file, line, col } => write!(out, "{file}:{line}:{col}: "),
    };
    let _ = write!(out, "{severity}: ");
    out.extend_from_slice(message.as_ref());
    out.push(b'\n');
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
                    return Some(std::rc::Rc::new(SourceFile::new(name, Vec::new())));
                }
                if !std::fs::metadata(path).is_ok_and(|m| m.is_file()) {
                    return None;
                }
                let bytes = std::fs::read(path).ok()?;
                Some(std::rc::Rc::new(SourceFile::new(name, bytes)))
            })
            .clone()
    });
    if let Some(file) = file {
        f(&file);
    }
}

/// Appends the line containing `offset` (its bytes as they are, tabs expanded to stops of 8
/// bytes, as LLVM prints them) and a caret line pointing at it, with `~` under the next
/// `range_len - 1` bytes (no caret line when the line is not ASCII: it would be misaligned).
pub fn render_source_line(out: &mut Vec<u8>, src: &SourceFile, offset: usize, range_len: usize) {
    let (line, start) = src.line_containing(offset);
    let caret_at = offset - start;
    let range_end = (caret_at + range_len.max(1)).min(line.len().max(caret_at + 1));
    let mut marks = Vec::with_capacity(line.len() + 8);
    let mut col = 0usize;
    for (pos, &b) in line.iter().enumerate() {
        let mark = if pos == caret_at {
            b'^'
        } else if pos > caret_at && pos < range_end {
            b'~'
        } else {
            b' '
        };
        let width = if b == b'\t' { 8 - col % 8 } else { 1 };
        if b == b'\t' {
            out.extend(std::iter::repeat_n(b' ', width));
        } else {
            out.push(b);
        }
        marks.push(mark);
        let fill = if mark == b' ' { b' ' } else { b'~' };
        marks.extend(std::iter::repeat_n(fill, width - 1));
        col += width;
    }
    out.push(b'\n');
    if !line.is_ascii() {
        return;
    }
    if caret_at >= line.len() {
        marks.push(b'^');
    }
    let used = marks.iter().rposition(|&m| m != b' ').map_or(0, |i| i + 1);
    out.extend_from_slice(&marks[..used]);
    out.push(b'\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_caret_and_range() {
        let src = SourceFile::new("f.mlir", "  %0 = foo\n\tx\n");
        let mut out = Vec::new();
        let loc = MsgLoc::File {
            file: "f.mlir",
            line: 1,
            col: 3,
        };
        render_message(&mut out, Some(&src), loc, "error", "bad", true, 2);
        assert_eq!(out, "f.mlir:1:3: error: bad\n  %0 = foo\n  ^~\n".as_bytes());
        out.clear();
        let loc = MsgLoc::File {
            file: "f.mlir",
            line: 2,
            col: 2,
        };
        render_message(&mut out, Some(&src), loc, "note", "n", true, 1);
        assert_eq!(
            out,
            "f.mlir:2:2: note: n\n        x\n        ^\n".as_bytes()
        );
        out.clear();
        render_message(&mut out, Some(&src), MsgLoc::Unknown, "error", "u", true, 1);
        assert_eq!(out, "<unknown>:0: error: u\n".as_bytes());
    }

    #[test]
    fn caret_past_the_end_of_line() {
        let src = SourceFile::new("f.mlir", "ab\n\n");
        let mut out = Vec::new();
        let loc = MsgLoc::File {
            file: "f.mlir",
            line: 2,
            col: 1,
        };
        render_message(&mut out, Some(&src), loc, "error", "e", true, 1);
        assert_eq!(out, "f.mlir:2:1: error: e\n\n^\n".as_bytes());
    }

    #[test]
    fn no_caret_under_non_ascii_line() {
        let src = SourceFile::new("f.mlir", "x \u{e9} y\n");
        let mut out = Vec::new();
        let loc = MsgLoc::File {
            file: "f.mlir",
            line: 1,
            col: 1,
        };
        render_message(&mut out, Some(&src), loc, "error", "e", true, 1);
        assert_eq!(out, "f.mlir:1:1: error: e\nx \u{e9} y\n".as_bytes());
    }

    #[test]
    fn raw_bytes_and_byte_tab_stops() {
        // Tab stops count bytes, as LLVM's do: the two bytes of `é` take two columns.
        let src = SourceFile::new("f.mlir", b"\xc3\xa9\tx \xff\n".to_vec());
        let mut out = Vec::new();
        let loc = MsgLoc::File {
            file: "f.mlir",
            line: 1,
            col: 4,
        };
        render_message(&mut out, Some(&src), loc, "error", "e", true, 1);
        assert_eq!(out, b"f.mlir:1:4: error: e\n\xc3\xa9      x \xff\n");
    }
}

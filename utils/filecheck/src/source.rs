//! Source buffers and diagnostic rendering in the style of LLVM's `SourceMgr`.

use std::fmt::Write as _;

/// Identifies a buffer in a [`SourceMgr`].
pub type BufId = u32;

/// A position: a byte offset in a buffer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Loc {
    /// The buffer.
    pub buf: BufId,
    /// Byte offset in the buffer (may equal the buffer length).
    pub off: u32,
}

/// A half-open range of bytes in one buffer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Span {
    /// The buffer.
    pub buf: BufId,
    /// Start offset.
    pub start: u32,
    /// End offset (exclusive).
    pub end: u32,
}

impl Span {
    /// The start location.
    pub fn loc(self) -> Loc {
        Loc {
            buf: self.buf,
            off: self.start,
        }
    }
    /// The end location.
    pub fn end_loc(self) -> Loc {
        Loc {
            buf: self.buf,
            off: self.end,
        }
    }
    /// Length in bytes.
    pub fn len(self) -> usize {
        (self.end - self.start) as usize
    }
    /// Whether the span is empty.
    pub fn is_empty(self) -> bool {
        self.end == self.start
    }
    /// A sub-span `[a, b)` relative to this span's start.
    pub fn sub(self, a: usize, b: usize) -> Span {
        Span {
            buf: self.buf,
            start: self.start + a as u32,
            end: self.start + b as u32,
        }
    }
}

/// Diagnostic severities.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// `error: `
    Error,
    /// `note: `
    Note,
    /// `remark: `
    Remark,
}

struct Buffer {
    name: String,
    text: Vec<u8>,
    /// Offsets of the `\n` bytes, computed lazily.
    newlines: std::cell::OnceCell<Vec<u32>>,
}

/// Owns the text of the check file, the input, and synthetic buffers ("command line").
pub struct SourceMgr {
    bufs: Vec<Buffer>,
    /// Whether to emit ANSI colors.
    pub color: bool,
}

impl Default for SourceMgr {
    fn default() -> Self {
        Self::new()
    }
}

impl SourceMgr {
    /// An empty manager.
    pub fn new() -> Self {
        SourceMgr {
            bufs: Vec::new(),
            color: false,
        }
    }

    /// Adds a buffer and returns its id.
    pub fn add(&mut self, name: impl Into<String>, text: Vec<u8>) -> BufId {
        self.bufs.push(Buffer {
            name: name.into(),
            text,
            newlines: std::cell::OnceCell::new(),
        });
        (self.bufs.len() - 1) as BufId
    }

    /// Number of buffers.
    pub fn len(&self) -> usize {
        self.bufs.len()
    }

    /// Whether there are no buffers.
    pub fn is_empty(&self) -> bool {
        self.bufs.is_empty()
    }

    /// The text of a buffer.
    pub fn text(&self, b: BufId) -> &[u8] {
        &self.bufs[b as usize].text
    }

    /// The bytes of a span.
    pub fn slice(&self, s: Span) -> &[u8] {
        &self.text(s.buf)[s.start as usize..s.end as usize]
    }

    /// The name of a buffer.
    pub fn name(&self, b: BufId) -> &str {
        &self.bufs[b as usize].name
    }

    fn newlines(&self, b: BufId) -> &[u32] {
        let buf = &self.bufs[b as usize];
        buf.newlines.get_or_init(|| {
            memchr::memchr_iter(b'\n', &buf.text)
                .map(|i| i as u32)
                .collect()
        })
    }

    /// 1-based line and column of a location. Lines are counted by `\n`; like LLVM, the
    /// column counts bytes from the last `\n` or `\r`.
    pub fn line_col(&self, loc: Loc) -> (usize, usize) {
        let nl = self.newlines(loc.buf);
        let line_idx = nl.partition_point(|&p| p < loc.off);
        let line_start = if line_idx == 0 {
            0
        } else {
            nl[line_idx - 1] as usize + 1
        };
        let text = self.text(loc.buf);
        let off = (loc.off as usize).min(text.len());
        let start = match memchr::memrchr(b'\r', &text[line_start..off]) {
            Some(p) => line_start + p + 1,
            None => line_start,
        };
        (line_idx + 1, off - start + 1)
    }

    /// Renders a diagnostic as LLVM's `SourceMgr::PrintMessage` does.
    pub fn message(&self, out: &mut Vec<u8>, loc: Loc, kind: Kind, msg: &str, ranges: &[Span]) {
        let text = self.text(loc.buf);
        let off = (loc.off as usize).min(text.len());
        let mut ls = off;
        while ls > 0 && text[ls - 1] != b'\n' && text[ls - 1] != b'\r' {
            ls -= 1;
        }
        let le = ls + memchr::memchr2(b'\n', b'\r', &text[ls..]).unwrap_or(text.len() - ls);
        let (line, _) = self.line_col(loc);
        let col = off - ls;
        let name = self.name(loc.buf);
        let name = if name == "-" { "<stdin>" } else { name };
        let c = self.color;
        if c {
            out.extend_from_slice(b"\x1b[1m");
        }
        let _ = write!(StrOut(out), "{name}:{line}:{}: ", col + 1);
        if c {
            out.extend_from_slice(b"\x1b[0m");
        }
        write_kind(out, kind, c);
        if c {
            out.extend_from_slice(b"\x1b[1m");
        }
        out.extend_from_slice(msg.as_bytes());
        out.push(b'\n');
        if c {
            out.extend_from_slice(b"\x1b[0m");
        }
        let contents = &text[ls..le];
        if contents.iter().any(|&b| b >= 0x80) {
            print_source_line(out, contents);
            return;
        }
        let n = contents.len();
        let mut caret = vec![b' '; n + 1];
        for r in ranges {
            if r.buf != loc.buf {
                continue;
            }
            let (rs, re) = (r.start as usize, r.end as usize);
            if rs > le || re < ls {
                continue;
            }
            let a = rs.max(ls) - ls;
            let b = re.min(le) - ls;
            for x in caret.iter_mut().take(b.min(n + 1)).skip(a) {
                *x = b'~';
            }
        }
        if col <= n {
            caret[col] = b'^';
        } else {
            caret[n] = b'^';
        }
        while caret.last() == Some(&b' ') {
            caret.pop();
        }
        print_source_line(out, contents);
        if c {
            out.extend_from_slice(b"\x1b[0;1;32m");
        }
        let mut outcol = 0usize;
        for (i, &ch) in caret.iter().enumerate() {
            if i >= n || contents[i] != b'\t' {
                out.push(ch);
                outcol += 1;
                continue;
            }
            loop {
                out.push(ch);
                outcol += 1;
                if outcol.is_multiple_of(8) {
                    break;
                }
            }
        }
        out.push(b'\n');
        if c {
            out.extend_from_slice(b"\x1b[0m");
        }
    }
}

/// Writes `error: `, `note: ` or `remark: ` (colored when asked).
pub fn write_kind(out: &mut Vec<u8>, kind: Kind, color: bool) {
    let (code, label): (&[u8], &[u8]) = match kind {
        Kind::Error => (b"\x1b[0;1;31m", b"error: "),
        Kind::Note => (b"\x1b[0;1;30m", b"note: "),
        Kind::Remark => (b"\x1b[0;1;34m", b"remark: "),
    };
    if color {
        out.extend_from_slice(code);
    }
    out.extend_from_slice(label);
    if color {
        out.extend_from_slice(b"\x1b[0m");
    }
}

fn print_source_line(out: &mut Vec<u8>, line: &[u8]) {
    let mut outcol = 0usize;
    for &b in line {
        if b == b'\t' {
            loop {
                out.push(b' ');
                outcol += 1;
                if outcol.is_multiple_of(8) {
                    break;
                }
            }
        } else {
            out.push(b);
            outcol += 1;
        }
    }
    out.push(b'\n');
}

/// Adapter to use `write!` on a byte vector.
pub struct StrOut<'a>(pub &'a mut Vec<u8>);

impl std::fmt::Write for StrOut<'_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0.extend_from_slice(s.as_bytes());
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_caret_and_range() {
        let mut sm = SourceMgr::new();
        let b = sm.add("t.txt", b"first\n\tab cd\n".to_vec());
        let mut out = Vec::new();
        sm.message(
            &mut out,
            Loc { buf: b, off: 10 },
            Kind::Note,
            "here",
            &[Span {
                buf: b,
                start: 10,
                end: 12,
            }],
        );
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "t.txt:2:5: note: here\n        ab cd\n           ^~\n"
        );
        assert_eq!(sm.line_col(Loc { buf: b, off: 13 }), (3, 1));
    }
}

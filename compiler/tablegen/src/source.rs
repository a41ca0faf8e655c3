//! Source files, global positions and diagnostics rendered the way llvm-tblgen renders them.

use std::fmt::Write as _;

/// A position: a byte offset into the concatenation of all loaded files.
pub type Pos = u32;

/// One loaded file.
#[derive(Debug)]
pub struct SourceFile {
    /// The name used in diagnostics (as given on the command line or found in a search path).
    pub name: String,
    /// The file's text.
    pub text: String,
    /// First global position of this file.
    pub base: Pos,
    /// Where this file was included from, if it was.
    pub included_from: Option<Pos>,
    /// Byte offsets of line starts (computed when first needed).
    line_starts: std::cell::OnceCell<Vec<u32>>,
}

impl SourceFile {
    fn line_starts(&self) -> &[u32] {
        self.line_starts.get_or_init(|| {
            let mut v = vec![0u32];
            for (i, b) in self.text.bytes().enumerate() {
                if b == b'\n' {
                    v.push(i as u32 + 1);
                }
            }
            v
        })
    }
}

/// All loaded files.
#[derive(Debug, Default)]
pub struct SourceMap {
    /// Files in load order.
    pub files: Vec<SourceFile>,
    next_base: Pos,
}

/// A resolved location.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineCol {
    /// Index into [`SourceMap::files`].
    pub file: usize,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub col: usize,
}

impl SourceMap {
    /// Adds a file and returns its index.
    pub fn add(&mut self, name: String, text: String, included_from: Option<Pos>) -> usize {
        let line_starts = std::cell::OnceCell::new();
        let base = self.next_base;
        // One extra position so that the end-of-file position belongs to the file.
        self.next_base = base.saturating_add(text.len() as u32 + 1);
        self.files.push(SourceFile {
            name,
            text,
            base,
            included_from,
            line_starts,
        });
        self.files.len() - 1
    }

    /// Index of the file that contains `pos`.
    pub fn file_of(&self, pos: Pos) -> usize {
        match self.files.binary_search_by(|f| f.base.cmp(&pos)) {
            Ok(i) => i,
            Err(i) => i.saturating_sub(1),
        }
    }

    /// Resolves `pos` into file, line and column.
    pub fn line_col(&self, pos: Pos) -> LineCol {
        let file = self.file_of(pos);
        let f = &self.files[file];
        let off = pos - f.base;
        let starts = f.line_starts();
        let line = match starts.binary_search(&off) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        LineCol {
            file,
            line: line + 1,
            col: (off - starts[line]) as usize + 1,
        }
    }

    /// `file:line` for `pos`, with the file reduced to its final path component (how record
    /// locations appear in the detailed-records and JSON backends).
    pub fn short_loc(&self, pos: Pos) -> String {
        let lc = self.line_col(pos);
        let name = &self.files[lc.file].name;
        let base = name.rsplit('/').next().unwrap_or(name);
        format!("{base}:{}", lc.line)
    }

    /// The position of the first token at or after `pos` (skipping whitespace and comments).
    pub fn next_token_pos(&self, pos: Pos) -> Pos {
        let f = &self.files[self.file_of(pos)];
        let b = f.text.as_bytes();
        let mut i = ((pos - f.base) as usize).min(b.len());
        loop {
            while i < b.len() && b[i].is_ascii_whitespace() {
                i += 1;
            }
            if b[i..].starts_with(b"//") {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            } else if b[i..].starts_with(b"/*") {
                match f.text[i + 2..].find("*/") {
                    Some(e) => i += e + 4,
                    None => i = b.len(),
                }
            } else {
                return f.base + i as Pos;
            }
        }
    }

    /// Text of the given (1-based) line, without its newline.
    pub fn line_text(&self, file: usize, line: usize) -> &str {
        let f = &self.files[file];
        let starts = f.line_starts();
        let start = starts[line - 1] as usize;
        let end = starts.get(line).map_or(f.text.len(), |&e| e as usize);
        let s = &f.text[start..end];
        let s = s.strip_suffix('\n').unwrap_or(s);
        s.strip_suffix('\r').unwrap_or(s)
    }

    /// Renders a diagnostic: the include stack, `file:line:col: kind: msg`, the line and a caret.
    pub fn render(&self, pos: Option<Pos>, kind: &str, msg: &str) -> String {
        let mut out = String::new();
        let Some(pos) = pos else {
            let _ = writeln!(out, "{kind}: {msg}");
            return out;
        };
        let lc = self.line_col(pos);
        self.render_include_stack(lc.file, &mut out);
        let f = &self.files[lc.file];
        let _ = writeln!(out, "{}:{}:{}: {kind}: {msg}", f.name, lc.line, lc.col);
        let text = self.line_text(lc.file, lc.line);
        let _ = writeln!(out, "{text}");
        let mut caret = String::new();
        for (i, c) in text.chars().enumerate() {
            if i + 1 >= lc.col {
                break;
            }
            caret.push(if c == '\t' { '\t' } else { ' ' });
        }
        while caret.chars().count() + 1 < lc.col {
            caret.push(' ');
        }
        let _ = writeln!(out, "{caret}^");
        out
    }

    fn render_include_stack(&self, file: usize, out: &mut String) {
        let mut stack = Vec::new();
        let mut cur = self.files[file].included_from;
        while let Some(p) = cur {
            let lc = self.line_col(p);
            stack.push(format!(
                "Included from {}:{}:\n",
                self.files[lc.file].name, lc.line
            ));
            cur = self.files[lc.file].included_from;
            if stack.len() > 10_000 {
                break;
            }
        }
        for s in stack.iter().rev() {
            out.push_str(s);
        }
    }
}

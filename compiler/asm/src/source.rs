//! The source manager: one input buffer, its name, and byte offset <-> line/column maps.
//!
//! The buffer holds the input's bytes as they are (they need not be UTF-8: mlir-opt reads
//! bytes, keeps them in string literals and shows them raw in diagnostics).
//! Lines and columns are 1-based and count bytes, as mlir-opt's locations do. Chunks of a
//! `-split-input-file` run are byte ranges of the same buffer, so their locations stay
//! relative to the whole file.

/// An input buffer with a line table.
pub struct SourceFile {
    name: String,
    bytes: Vec<u8>,
    /// Byte offset of the start of each line (line 1 starts at offset 0), computed on first
    /// use (only diagnostics need it).
    line_starts: std::sync::OnceLock<Vec<usize>>,
}

impl SourceFile {
    /// Wraps `bytes`, read from the file called `name` (`<stdin>` for standard input).
    pub fn new(name: impl Into<String>, bytes: impl Into<Vec<u8>>) -> Self {
        Self {
            name: name.into(),
            bytes: bytes.into(),
            line_starts: std::sync::OnceLock::new(),
        }
    }

    fn starts(&self) -> &[usize] {
        self.line_starts.get_or_init(|| {
            let mut v = vec![0];
            v.extend(memchr_all(&self.bytes).map(|i| i + 1));
            v
        })
    }

    /// The buffer's name, as it appears in locations.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The whole buffer.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// The number of lines, counting the (possibly empty) one after the last newline.
    pub fn line_count(&self) -> usize {
        self.starts().len()
    }

    /// The 1-based line and column of byte `offset`.
    pub fn line_col(&self, offset: usize) -> (u32, u32) {
        let line = self.starts().partition_point(|&s| s <= offset);
        let start = self.starts()[line - 1];
        (line as u32, (offset - start + 1) as u32)
    }

    /// The byte offset of `line:col`, or `None` when it does not name a character of the line
    /// (or the position just past its end), following the rules of LLVM's source manager.
    pub fn offset_of(&self, line: u32, col: u32) -> Option<usize> {
        if line == 0 || col == 0 {
            return None;
        }
        let start = *self.starts().get(line as usize - 1)?;
        let end = self.line_end(start);
        let col = col as usize - 1;
        if start + col > self.bytes.len() {
            return None;
        }
        // The column may point at the line's terminator but not beyond it.
        if start + col > end {
            return None;
        }
        Some(start + col)
    }

    /// The offset of the end of the line starting at `start` (at its `\n` or `\r`).
    fn line_end(&self, start: usize) -> usize {
        let bytes = &self.bytes;
        let mut end = start;
        while end < bytes.len() && bytes[end] != b'\n' && bytes[end] != b'\r' {
            end += 1;
        }
        end
    }

    /// The bytes of the line containing `offset` (without its terminator) and the offset of
    /// its first byte.
    pub fn line_containing(&self, offset: usize) -> (&[u8], usize) {
        let (line, _) = self.line_col(offset);
        let start = self.starts()[line as usize - 1];
        let end = self.line_end(start);
        (&self.bytes[start..end], start)
    }

    /// The 1-based line index of every line, with its offset and bytes.
    pub fn lines(&self) -> impl Iterator<Item = (u32, usize, &[u8])> + '_ {
        let starts = self.starts();
        (0..starts.len()).map(move |i| {
            let start = starts[i];
            let end = starts.get(i + 1).map_or(self.bytes.len(), |&n| n - 1);
            (i as u32 + 1, start, &self.bytes[start..end])
        })
    }
}

/// Offsets of every `\n` in `bytes`.
fn memchr_all(bytes: &[u8]) -> impl Iterator<Item = usize> + '_ {
    bytes
        .iter()
        .enumerate()
        .filter_map(|(i, &b)| (b == b'\n').then_some(i))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_columns_follow_llvm() {
        let f = SourceFile::new("f.mlir", "ab\n\ncd");
        assert_eq!(f.line_col(0), (1, 1));
        assert_eq!(f.line_col(2), (1, 3));
        assert_eq!(f.line_col(3), (2, 1));
        assert_eq!(f.line_col(5), (3, 2));
        assert_eq!(f.offset_of(1, 3), Some(2));
        assert_eq!(f.offset_of(1, 4), None);
        assert_eq!(f.offset_of(2, 1), Some(3));
        assert_eq!(f.offset_of(2, 2), None);
        assert_eq!(f.offset_of(3, 3), Some(6));
        assert_eq!(f.offset_of(4, 1), None);
        assert_eq!(f.offset_of(1, 0), None);
        assert_eq!(f.line_containing(4), (&b"cd"[..], 4));
    }
}

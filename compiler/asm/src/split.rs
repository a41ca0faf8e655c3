//! `-split-input-file`: cutting a buffer into chunks at `// -----` markers (or the marker
//! given as `-split-input-file=<marker>`), as mlir-opt does.
//!
//! The buffer is cut at every occurrence of the marker without its last two characters
//! (`// ---`); a cut is a real split when the text after it starts with those two characters
//! (`--`) and continues (with anything but a `0`, mlir-opt's quirk); otherwise it is a "near
//! miss" (reported as a warning) and the pieces are glued back together. The text of a real
//! marker is dropped, so a chunk starts right after its marker.

/// The marker separating chunks in the input and in the output.
pub const SPLIT_MARKER: &str = "// -----";

/// A chunk of the input: a byte range of the whole buffer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chunk {
    /// Offset of the chunk's first byte.
    pub start: usize,
    /// Offset one past the chunk's last byte.
    pub end: usize,
}

/// The chunks of `text` (none for an empty text), and the offsets of near misses (to report as warnings
/// "near miss with file split marker"). The text is bytes: it need not be UTF-8.
pub fn split_chunks(text: &(impl AsRef<[u8]> + ?Sized)) -> (Vec<Chunk>, Vec<usize>) {
    split_chunks_at(text, SPLIT_MARKER)
}

/// [`split_chunks`] with another marker. A marker of two bytes or less cannot be cut this
/// way (mlir-opt loops forever on one): the text is then one chunk.
pub fn split_chunks_at(
    text: &(impl AsRef<[u8]> + ?Sized),
    marker: &str,
) -> (Vec<Chunk>, Vec<usize>) {
    let text = text.as_ref();
    let tail_at = marker.len().saturating_sub(2);
    if tail_at == 0 || !marker.is_char_boundary(tail_at) {
        let whole = Chunk {
            start: 0,
            end: text.len(),
        };
        return (
            (!text.is_empty()).then_some(whole).into_iter().collect(),
            Vec::new(),
        );
    }
    let (cut, tail) = marker.as_bytes().split_at(tail_at);
    // Pieces between cuts, as (start, end) offsets.
    let mut pieces = Vec::new();
    let mut start = 0;
    while let Some(pos) = find(&text[start..], cut) {
        pieces.push((start, start + pos));
        start += pos + cut.len();
    }
    pieces.push((start, text.len()));

    let bytes = text;
    let mut chunks = Vec::new();
    let mut near_misses = Vec::new();
    let mut prev: Option<(usize, usize)> = None;
    for (s, e) in pieces {
        let Some((ps, pe)) = prev.filter(|&(ps, pe)| pe > ps) else {
            prev = Some((s, e));
            continue;
        };
        let piece = &bytes[s..e];
        let real = piece.len() > tail.len() && piece.starts_with(tail) && piece[tail.len()] != b'0';
        if real {
            chunks.push(Chunk { start: ps, end: pe });
            prev = Some((s + tail.len(), e));
        } else {
            near_misses.push(s);
            prev = Some((ps, e));
        }
    }
    if let Some((ps, pe)) = prev.filter(|&(ps, pe)| pe > ps) {
        chunks.push(Chunk { start: ps, end: pe });
    }
    (chunks, near_misses)
}

/// The offset of the first `needle` (not empty) in `hay`.
fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    let mut from = 0;
    while let Some(p) = hay[from..].iter().position(|&b| b == needle[0]) {
        let at = from + p;
        if hay[at..].starts_with(needle) {
            return Some(at);
        }
        from = at + 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(t: &str) -> Vec<&str> {
        split_chunks(t)
            .0
            .iter()
            .map(|c| &t[c.start..c.end])
            .collect()
    }

    #[test]
    fn splits_at_markers() {
        assert_eq!(texts("a\n// -----\nb\n"), ["a\n", "\nb\n"]);
        assert_eq!(texts("a\n// ------\nb"), ["a\n", "-\nb"]);
        assert_eq!(texts("a"), ["a"]);
    }

    #[test]
    fn near_misses_are_glued() {
        let t = "a\n// ---\nb\n// -----";
        let (chunks, near) = split_chunks(t);
        assert_eq!(chunks.len(), 1);
        assert_eq!(&t[chunks[0].start..chunks[0].end], t);
        assert_eq!(near, [8, 17]);
    }

    #[test]
    fn custom_markers() {
        let t = "a\n// XX\nb\n//  XX\nc\n// XX0\nd";
        let (chunks, near) = split_chunks_at(t, "// XX");
        let got: Vec<&str> = chunks.iter().map(|c| &t[c.start..c.end]).collect();
        assert_eq!(got, ["a\n", "\nb\n//  XX\nc\n// XX0\nd"]);
        assert_eq!(near, [13, 22]);
        // Too short to cut: one chunk.
        assert_eq!(split_chunks_at("a\nXX\nb", "XX").0.len(), 1);
        assert!(split_chunks_at("", "XX").0.is_empty());
    }

    #[test]
    fn bytes_that_are_not_utf8_are_split_alike() {
        let t = b"a\xff\n// -----\n\xfe// ---";
        let (chunks, near) = split_chunks(&t[..]);
        assert_eq!(
            chunks,
            [Chunk { start: 0, end: 3 }, Chunk { start: 11, end: 19 }]
        );
        assert_eq!(near, [19]);
    }

    #[test]
    fn leading_marker_keeps_its_dashes() {
        assert_eq!(texts("// -----\n// -----\n"), ["--\n", "\n"]);
    }
}

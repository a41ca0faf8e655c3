//! Byte-level work on source text: checking it is text, decoding hex digits, and fast scans (counting newlines,
//! finding the bytes that matter to the brace scanner of the parallel parse). The scans work
//! on fixed 32-byte blocks written so that the compiler turns each block into a few vector
//! instructions (no `unsafe`, no target features).

/// The bytes that pairs of hex digits spell (`"00D1"` is `[0x00, 0xD1]`); `None` for an odd
/// count or anything but ASCII hex digits (a sign included).
pub fn decode_hex(digits: &[u8]) -> Option<Vec<u8>> {
    let (pairs, odd) = digits.as_chunks::<2>();
    if !odd.is_empty() {
        return None;
    }
    let digit = |c: u8| (c as char).to_digit(16);
    pairs
        .iter()
        .map(|&[hi, lo]| Some((digit(hi)? * 16 + digit(lo)?) as u8))
        .collect()
}

/// `bytes` as text, if they are UTF-8. ASCII, the common case, is checked first, in 1 MiB
/// pieces on the worker threads ([`ropt_ir::threads`]) with `parallel` when there are
/// several pieces: the first read of a mapped file's pages is most of the cost.
pub fn as_text(bytes: &[u8], parallel: bool) -> Option<&str> {
    const PIECE: usize = 1 << 20;
    let ascii = if parallel && bytes.len() >= 4 * PIECE {
        use rayon::prelude::*;
        ropt_ir::threads::pool().install(|| bytes.par_chunks(PIECE).all(<[u8]>::is_ascii))
    } else {
        bytes.is_ascii()
    };
    if ascii {
        // SAFETY: ASCII bytes are valid UTF-8.
        Some(unsafe { std::str::from_utf8_unchecked(bytes) })
    } else {
        std::str::from_utf8(bytes).ok()
    }
}

/// `bytes` as text with each byte that is not part of valid UTF-8 replaced by `?` (one byte
/// for one: offsets into the text are offsets into `bytes`).
pub fn text_keeping_offsets(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    if let Ok(s) = std::str::from_utf8(bytes) {
        return s.into();
    }
    let mut out = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        out.push_str(chunk.valid());
        out.extend(std::iter::repeat_n('?', chunk.invalid().len()));
    }
    out.into()
}

/// Bytes per block.
const BLOCK: usize = 32;

/// The number of `\n` in `s`.
pub fn count_newlines(s: &[u8]) -> usize {
    let (blocks, rest) = s.as_chunks::<BLOCK>();
    let mut blocks = blocks.iter();
    let mut total = 0usize;
    loop {
        // Per-lane counts fit a byte for 255 blocks. (Index loops: other shapes of these
        // loops were not vectorized.)
        let mut lanes = [0u8; BLOCK];
        let mut taken = 0;
        for block in blocks.by_ref().take(255) {
            #[allow(clippy::needless_range_loop)]
            for i in 0..BLOCK {
                lanes[i] += (block[i] == b'\n') as u8;
            }
            taken += 1;
        }
        total += lanes.iter().map(|&n| n as usize).sum::<usize>();
        if taken < 255 {
            break;
        }
    }
    total + rest.iter().filter(|&&b| b == b'\n').count()
}

/// Whether the region scanner must look at `b`: a brace, a string quote or a comment slash.
#[inline]
fn is_special(b: u8) -> bool {
    (b == b'{') | (b == b'}') | (b == b'"') | (b == b'/')
}

/// The position of the first `{`, `}`, `"` or `/` at or after `from`.
pub fn next_special(src: &[u8], mut from: usize) -> Option<usize> {
    while let Some(block) = src.get(from..).and_then(|s| s.first_chunk::<BLOCK>()) {
        let mut any = 0u8;
        for &b in block {
            any |= is_special(b) as u8;
        }
        if any != 0 {
            return block.iter().position(|&b| is_special(b)).map(|p| from + p);
        }
        from += BLOCK;
    }
    let rest = src.get(from..)?;
    rest.iter().position(|&b| is_special(b)).map(|p| from + p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_checked_alike_on_one_or_more_threads() {
        let mut text = "abc\n".repeat(2 << 20).into_bytes();
        for parallel in [false, true] {
            assert!(as_text(&text, parallel).is_some());
        }
        // A multi-byte character across a 1 MiB boundary, then a broken one.
        let at = (1 << 20) - 1;
        text[at..at + 2].copy_from_slice("é".as_bytes());
        for parallel in [false, true] {
            assert!(as_text(&text, parallel).is_some());
        }
        text[at + 1] = b'x';
        for parallel in [false, true] {
            assert!(as_text(&text, parallel).is_none());
        }
    }

    #[test]
    fn invalid_bytes_become_one_question_mark_each() {
        assert_eq!(text_keeping_offsets(b"a\xc3\xa9b"), "a\u{e9}b");
        assert_eq!(text_keeping_offsets(b"a\xff\xfe\xc3b\xc3"), "a???b?");
    }

    #[test]
    fn hex_digits_decode_in_pairs() {
        assert_eq!(decode_hex(b"00D1ff"), Some(vec![0, 0xd1, 0xff]));
        assert_eq!(decode_hex(b""), Some(vec![]));
        for bad in [&b"0"[..], b"+1", b"-1", b" 1", b"0g", "1\u{3f4}".as_bytes()] {
            assert_eq!(decode_hex(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn newlines_are_counted_at_every_length_and_offset() {
        let text: Vec<u8> = (0..20_000u32)
            .map(|i| {
                if i % 7 == 0 || i % 13 == 5 {
                    b'\n'
                } else {
                    b'a'
                }
            })
            .collect();
        for (start, end) in [(0, 0), (0, 1), (3, 40), (1, 8191), (5, 9000), (0, 20_000)] {
            let s = &text[start..end];
            let want = s.iter().filter(|&&b| b == b'\n').count();
            assert_eq!(count_newlines(s), want, "{start}..{end}");
        }
        // More than 255 blocks of newlines only (the per-lane counters restart).
        let all = vec![b'\n'; 255 * BLOCK * 2 + 17];
        assert_eq!(count_newlines(&all), all.len());
    }

    #[test]
    fn specials_are_found_in_and_after_blocks() {
        let mut text = vec![b'x'; 200];
        assert_eq!(next_special(&text, 0), None);
        for at in [0, 5, 31, 32, 63, 100, 190, 199] {
            for c in [b'{', b'}', b'"', b'/'] {
                text[at] = c;
                assert_eq!(next_special(&text, 0), Some(at));
                assert_eq!(next_special(&text, at), Some(at));
                assert_eq!(next_special(&text, at + 1), None);
                text[at] = b'x';
            }
        }
        assert_eq!(next_special(b"ab", 5), None);
    }
}

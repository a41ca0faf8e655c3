//! Source locations. A [`Location`] is a location attribute (`unknown`, file/line/column,
//! name, call site, fused), with one twist: a `"file":line:col` location (the kind a parser
//! creates once per op) is usually stored in the handle itself instead of in the context.
//!
//! # Representation
//!
//! A `Location` is one pointer-sized word:
//! * bit 0 clear: a pointer to a uniqued [`AttributeKind`] (any location kind);
//! * bit 0 set: an *inline* `"file":line:col` (without a range): the line in the upper half of
//!   the word, then the column, then the index of the file name in a process-wide table of
//!   file names (at most [`MAX_FILES`]).
//!
//! Every `"file":line:col` that fits (a file among the first [`MAX_FILES`] seen by the
//! process, a column below 2^20 on 64-bit targets) is always inline, whichever way it was made,
//! so the form is canonical and equality and hashing stay those of the word. Making one costs
//! no lock and no memory. [`Location::attr`] (and [`Location::kind`]) turn an inline location
//! into an attribute on demand, through a process-wide uniquer, and [`Context::attr`] uniques
//! such locations in that same table, so attribute identity stays consistent too. Readers that
//! only want the position ([`Location::as_file_line_col`], [`Location::file_line_col`]) never
//! need that.

use std::fmt;
use std::ptr::NonNull;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

use crate::attributes::{Attribute, AttributeKind, FileLocForm};
use crate::context::{Context, Identifier};
use crate::uniquer::{FileLocTable, Interned};

/// How many distinct file names inline locations can name (later ones are stored in the
/// context like other locations).
pub const MAX_FILES: usize = 1 << FILE_BITS;
const FILE_BITS: u32 = 11;
const LINE_BITS: u32 = usize::BITS / 2;
const COL_BITS: u32 = usize::BITS - LINE_BITS - FILE_BITS - 1;
const COL_SHIFT: u32 = 1 + FILE_BITS;
const LINE_SHIFT: u32 = COL_SHIFT + COL_BITS;

/// A source location: a location attribute, or an inline `"file":line:col` (see the module
/// docs). `Copy`, pointer-sized, compared and hashed by value.
#[derive(Clone, Copy)]
pub struct Location(NonNull<AttributeKind>);

// SAFETY: the word is either a shared reference to immutable, leaked (`'static`) uniqued
// storage, which is `Sync`, or plain bits.
unsafe impl Send for Location {}
// SAFETY: as above.
unsafe impl Sync for Location {}

impl PartialEq for Location {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.0.addr() == other.0.addr()
    }
}
impl Eq for Location {}
impl std::hash::Hash for Location {
    #[inline]
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.addr().hash(state)
    }
}

impl fmt::Debug for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.inline() {
            // As `AttributeKind`'s derived `Debug` prints the same location.
            Some((file, line, col)) => f
                .debug_struct("FileLineColLoc")
                .field("file", &file)
                .field("line", &line)
                .field("col", &col)
                .field("end", &None::<(u32, u32)>)
                .field("form", &FileLocForm::LineCol)
                .finish(),
            None => self.pointee().fmt(f),
        }
    }
}

/// The process-wide table of file names that inline locations refer to: append-only, read
/// without locks.
struct FileTable {
    names: [OnceLock<Identifier>; MAX_FILES],
    len: AtomicUsize,
    grow: Mutex<()>,
}

static FILES: FileTable = FileTable {
    names: [const { OnceLock::new() }; MAX_FILES],
    len: AtomicUsize::new(0),
    grow: Mutex::new(()),
};

/// Inline locations turned into attributes (see [`Location::attr`]), keyed by file index.
static MATERIALIZED: FileLocTable<AttributeKind> = FileLocTable::new(|kind| match kind {
    AttributeKind::FileLineColLoc { line, col, .. } => (*line, *col),
    _ => (0, 0),
});

impl FileTable {
    /// The index of `file` among the first `len` names, searching the newest first.
    fn find(&self, file: Identifier, len: usize) -> Option<usize> {
        (0..len)
            .rev()
            .find(|&i| self.names[i].get().is_some_and(|&n| n == file))
    }

    /// The index of `file`, adding it if there is room.
    fn index(&self, file: Identifier) -> Option<usize> {
        let len = self.len.load(Ordering::Acquire);
        if let Some(i) = self.find(file, len) {
            return Some(i);
        }
        let _guard = self.grow.lock().unwrap_or_else(|e| e.into_inner());
        let len2 = self.len.load(Ordering::Acquire);
        if let Some(i) = (len..len2).find(|&i| self.names[i].get() == Some(&file)) {
            return Some(i);
        }
        if len2 == MAX_FILES {
            return None;
        }
        let _ = self.names[len2].set(file);
        self.len.store(len2 + 1, Ordering::Release);
        Some(len2)
    }

    /// The name at `index` (which an inline location holds, so it is set).
    fn name(&self, index: usize) -> Identifier {
        *self.names[index]
            .get()
            .expect("inline locations name registered files")
    }
}

/// The inline word for `"file":line:col`, if it fits.
fn pack(file: Identifier, line: u32, col: u32) -> Option<usize> {
    let (line, col) = (line as usize, col as usize);
    if line >> LINE_BITS != 0 || col >> COL_BITS != 0 {
        return None;
    }
    let index = FILES.index(file)?;
    Some(line << LINE_SHIFT | col << COL_SHIFT | index << 1 | 1)
}

/// The file index, line and column of an inline word.
#[inline]
fn unpack(w: usize) -> (usize, u32, u32) {
    let col = (w >> COL_SHIFT) & ((1 << COL_BITS) - 1);
    (
        (w >> 1) & (MAX_FILES - 1),
        (w >> LINE_SHIFT) as u32,
        col as u32,
    )
}

impl Location {
    /// The location of a location attribute (the children of name, call-site and fused
    /// locations are such attributes). Debug builds check that `attr` is a location.
    pub fn of(attr: Attribute) -> Location {
        debug_assert!(attr.is_location(), "not a location: {attr:?}");
        if let AttributeKind::FileLineColLoc {
            file,
            line,
            col,
            end: None,
            form: FileLocForm::LineCol,
        } = *attr.kind()
            && let Some(word) = pack(file, line, col)
        {
            return Location::from_word(word);
        }
        Location(NonNull::from(attr.kind()))
    }

    /// Wraps an attribute if it is a location.
    pub fn from_attr(attr: Attribute) -> Option<Location> {
        attr.is_location().then(|| Location::of(attr))
    }

    /// `"file":line:col` stored inline when it fits, else uniqued by `attr`.
    fn file_line_col_with(
        file: Identifier,
        line: u32,
        col: u32,
        attr: impl FnOnce() -> Attribute,
    ) -> Location {
        match pack(file, line, col) {
            Some(word) => Location::from_word(word),
            None => Location(NonNull::from(attr().kind())),
        }
    }

    #[inline]
    fn from_word(word: usize) -> Location {
        debug_assert!(word & 1 == 1);
        // An inline word has bit 0 set, so it is not zero; it is never dereferenced.
        Location(NonNull::without_provenance(
            std::num::NonZeroUsize::new(word).expect("inline words are odd"),
        ))
    }

    /// The file, line and column of an inline location.
    #[inline]
    fn inline(self) -> Option<(Identifier, u32, u32)> {
        let w = self.0.addr().get();
        if w & 1 == 0 {
            return None;
        }
        let (index, line, col) = unpack(w);
        Some((FILES.name(index), line, col))
    }

    /// What this location is, unless it is an inline `"file":line:col` (then `None`: see
    /// [`Location::as_file_line_col`]). Unlike [`Location::kind`], never uniques anything.
    #[inline]
    pub fn stored_kind(self) -> Option<&'static AttributeKind> {
        (self.0.addr().get() & 1 == 0).then(|| self.pointee())
    }

    /// The uniqued storage of a location that is not inline.
    #[inline]
    fn pointee(self) -> &'static AttributeKind {
        debug_assert!(self.0.addr().get() & 1 == 0);
        // SAFETY: an even word is the address of leaked uniqued storage (`Location::of`).
        unsafe { self.0.as_ref() }
    }

    /// The location as an attribute. An inline location is uniqued (once) in a process-wide
    /// table: readers that only need the position should use [`Location::as_file_line_col`].
    pub fn attr(self) -> Attribute {
        match self.inline() {
            Some((file, line, col)) => materialize(unpack(self.0.addr().get()).0, file, line, col),
            None => Attribute(Interned::from_static(self.pointee())),
        }
    }

    /// What this location is (see [`Location::attr`] on the cost for inline locations).
    #[inline]
    pub fn kind(self) -> &'static AttributeKind {
        self.attr().kind()
    }

    /// Whether this is `unknown`.
    pub fn is_unknown(self) -> bool {
        matches!(self.stored_kind(), Some(AttributeKind::UnknownLoc))
    }

    /// The file, line and column if this is a `"file":line:col` location (not a range).
    #[inline]
    pub fn as_file_line_col(self) -> Option<(Identifier, u32, u32)> {
        if let Some(flc) = self.inline() {
            return Some(flc);
        }
        match *self.pointee() {
            AttributeKind::FileLineColLoc {
                file,
                line,
                col,
                end: None,
                ..
            } => Some((file, line, col)),
            _ => None,
        }
    }

    /// The first file/line/column found in this location, searching names, call sites
    /// (callee, then caller) and fused members in order, as diagnostics use it.
    pub fn file_line_col(self) -> Option<(Identifier, u32, u32)> {
        let mut first = None;
        self.any_file_line_col(|file, line, col| {
            first = Some((file, line, col));
            true
        });
        first
    }

    /// Whether `f` holds for one of the file/line/column locations in this location (its
    /// start, for a range), visited in [`Location::file_line_col`]'s order until it does.
    pub fn any_file_line_col(self, mut f: impl FnMut(Identifier, u32, u32) -> bool) -> bool {
        if let Some((file, line, col)) = self.inline() {
            return f(file, line, col);
        }
        let mut stack = vec![self.attr()];
        while let Some(a) = stack.pop() {
            match a.kind() {
                AttributeKind::FileLineColLoc {
                    file, line, col, ..
                } if f(*file, *line, *col) => return true,
                AttributeKind::NameLoc { child, .. } => stack.push(*child),
                AttributeKind::OpaqueLoc { fallback, .. } => stack.push(*fallback),
                AttributeKind::CallSiteLoc { callee, caller } => {
                    stack.push(*caller);
                    stack.push(*callee);
                }
                AttributeKind::FusedLoc { locs, .. } => stack.extend(locs.iter().rev()),
                _ => {}
            }
        }
        false
    }
}

/// The attribute of the location `"file":line:col`, which fits inline with the file at
/// `index` in the file table.
fn materialize(index: usize, file: Identifier, line: u32, col: u32) -> Attribute {
    Attribute(
        MATERIALIZED.intern(index, line, col, || AttributeKind::FileLineColLoc {
            file,
            line,
            col,
            end: None,
            form: FileLocForm::LineCol,
        }),
    )
}

impl Context {
    /// Uniques a `"file":line:col` attribute (no range): in the process-wide table of
    /// inline-able locations when it fits one (so that it is the attribute of the inline
    /// location), else as any attribute.
    pub(crate) fn file_line_col_attr(&self, file: Identifier, line: u32, col: u32) -> Attribute {
        match pack(file, line, col) {
            Some(word) => materialize(unpack(word).0, file, line, col),
            None => self.intern_attr(AttributeKind::FileLineColLoc {
                file,
                line,
                col,
                end: None,
                form: FileLocForm::LineCol,
            }),
        }
    }

    /// The `unknown` location.
    pub fn unknown_loc(&self) -> Location {
        Location::of(self.attr(AttributeKind::UnknownLoc))
    }

    /// `"file":line:col`.
    pub fn file_line_col_loc(&self, file: &str, line: u32, col: u32) -> Location {
        self.file_line_col_loc_id(self.identifier(file), line, col)
    }

    /// `"file":line:col` with an interned file name: free when it fits inline (the common
    /// case), so parsers call it once per op.
    #[inline]
    pub fn file_line_col_loc_id(&self, file: Identifier, line: u32, col: u32) -> Location {
        Location::file_line_col_with(file, line, col, || self.file_line_col_attr(file, line, col))
    }

    /// A file range `"file":line:col to end_line:end_col`.
    pub fn file_line_col_range_loc(
        &self,
        file: &str,
        line: u32,
        col: u32,
        end_line: u32,
        end_col: u32,
    ) -> Location {
        Location::of(self.attr(AttributeKind::FileLineColLoc {
            file: self.identifier(file),
            line,
            col,
            end: Some((end_line, end_col)),
            form: FileLocForm::Range,
        }))
    }

    /// A file location in one of its written forms: `"file":line` (`form` `Line`, `col` 0),
    /// `"file":line:col`, `"file":line:col to :end_col` (`ColRange`, `end_line` is `line`) or
    /// `"file":line:col to end_line:end_col` (`Range`). Each form is a distinct location.
    pub fn file_loc_form(
        &self,
        file: &str,
        form: FileLocForm,
        (line, col): (u32, u32),
        end: (u32, u32),
    ) -> Location {
        let file = self.identifier(file);
        let (col, end) = match form {
            FileLocForm::LineCol => return self.file_line_col_loc_id(file, line, col),
            FileLocForm::Line => (0, None),
            FileLocForm::ColRange => (col, Some((line, end.1))),
            FileLocForm::Range => (col, Some(end)),
        };
        Location::of(self.attr(AttributeKind::FileLineColLoc {
            file,
            line,
            col,
            end,
            form,
        }))
    }

    /// `"name"(child)`; pass `unknown` for no child.
    pub fn name_loc(&self, name: &str, child: Location) -> Location {
        Location::of(self.attr(AttributeKind::NameLoc {
            name: self.identifier(name),
            child: child.attr(),
        }))
    }

    /// An opaque location: `value` of kind `type_tag`, shown as `fallback`.
    pub fn opaque_loc(&self, value: u64, type_tag: u64, fallback: Location) -> Location {
        Location::of(self.attr(AttributeKind::OpaqueLoc {
            value,
            type_tag,
            fallback: fallback.attr(),
        }))
    }

    /// `callsite(callee at caller)`.
    pub fn call_site_loc(&self, callee: Location, caller: Location) -> Location {
        Location::of(self.attr(AttributeKind::CallSiteLoc {
            callee: callee.attr(),
            caller: caller.attr(),
        }))
    }

    /// `fused<metadata>[locs]`, uniqued verbatim (see [`Context::fused_loc_simplified`]).
    pub fn fused_loc(&self, locs: &[Location], metadata: Option<Attribute>) -> Location {
        let locs: Vec<Attribute> = locs.iter().map(|l| l.attr()).collect();
        Location::of(self.attr(AttributeKind::FusedLoc {
            locs: locs.into(),
            metadata,
        }))
    }

    /// Builds a fused location the way MLIR's `FusedLoc::get` does: nested fused locations
    /// with the same metadata (or none on both) are flattened, duplicates and `unknown`s are dropped, and a single
    /// remaining location (without metadata) is returned as is.
    pub fn fused_loc_simplified(&self, locs: &[Location], metadata: Option<Attribute>) -> Location {
        let mut out: Vec<Location> = Vec::new();
        for &l in locs {
            match l.stored_kind() {
                Some(AttributeKind::UnknownLoc) => {}
                Some(AttributeKind::FusedLoc {
                    locs: inner,
                    metadata: inner_md,
                }) if *inner_md == metadata => {
                    for &i in inner.iter() {
                        let i = Location::of(i);
                        if !out.contains(&i) {
                            out.push(i);
                        }
                    }
                }
                _ => {
                    if !out.contains(&l) {
                        out.push(l);
                    }
                }
            }
        }
        if out.is_empty() {
            if metadata.is_none() {
                return self.unknown_loc();
            }
            return self.fused_loc(&[self.unknown_loc()], metadata);
        }
        if out.len() == 1 && metadata.is_none() {
            return out[0];
        }
        self.fused_loc(&out, metadata)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_line_col_is_inline_and_canonical() {
        let ctx = Context::new();
        let a = ctx.file_line_col_loc("a.mlir", 3, 7);
        assert!(a.stored_kind().is_none(), "fits inline");
        assert_eq!(a, ctx.file_line_col_loc("a.mlir", 3, 7));
        assert_ne!(a, ctx.file_line_col_loc("a.mlir", 3, 8));
        assert_ne!(a, ctx.file_line_col_loc("a.mlir", 4, 7));
        assert_ne!(a, ctx.file_line_col_loc("b.mlir", 3, 7));
        let file = ctx.identifier("a.mlir");
        assert_eq!(a.as_file_line_col(), Some((file, 3, 7)));
        assert_eq!(a.file_line_col(), Some((file, 3, 7)));
        // The attribute made through the context is the one the inline location turns into,
        // and wrapping it gives the inline location back.
        let attr = ctx.attr(AttributeKind::FileLineColLoc {
            file,
            line: 3,
            col: 7,
            end: None,
            form: FileLocForm::LineCol,
        });
        assert_eq!(a.attr(), attr);
        assert_eq!(Location::from_attr(attr), Some(a));
        assert!(matches!(
            a.kind(),
            AttributeKind::FileLineColLoc {
                line: 3,
                col: 7,
                end: None,
                ..
            }
        ));
        assert_eq!(format!("{a:?}"), format!("{:?}", attr.kind()));
        assert!(!a.is_unknown());
        assert!(ctx.unknown_loc().is_unknown());
    }

    #[test]
    fn written_forms_stay_distinct() {
        let ctx = Context::new();
        let line_col = ctx.file_line_col_loc("f", 7, 3);
        let forms = [
            ctx.file_loc_form("f", FileLocForm::Line, (7, 0), (0, 0)),
            ctx.file_loc_form("f", FileLocForm::LineCol, (7, 3), (0, 0)),
            ctx.file_loc_form("f", FileLocForm::ColRange, (7, 3), (0, 3)),
            ctx.file_loc_form("f", FileLocForm::Range, (7, 3), (7, 3)),
        ];
        assert_eq!(forms[1], line_col, "line:col is the canonical inline form");
        for (i, a) in forms.iter().enumerate() {
            for b in &forms[i + 1..] {
                assert_ne!(a, b);
            }
        }
        assert_ne!(forms[0], ctx.file_line_col_loc("f", 7, 0));
        assert_eq!(
            forms[2],
            ctx.file_loc_form("f", FileLocForm::ColRange, (7, 3), (9, 3)),
            "a column range ends on its start line"
        );
        let file = ctx.identifier("f");
        assert_eq!(forms[0].file_line_col(), Some((file, 7, 0)));
    }

    #[test]
    fn extreme_positions() {
        let ctx = Context::new();
        let file = ctx.identifier("x.mlir");
        for (line, col) in [
            (0, 0),
            (u32::MAX, 0),
            (1, (1 << COL_BITS) - 1),
            (7, 1 << COL_BITS),
        ] {
            let l = ctx.file_line_col_loc_id(file, line, col);
            assert_eq!(l.as_file_line_col(), Some((file, line, col)));
            assert_eq!(l, ctx.file_line_col_loc("x.mlir", line, col));
            assert_eq!(Location::of(l.attr()), l);
        }
        // A column that does not fit is stored in the context, still canonical.
        let wide = ctx.file_line_col_loc_id(file, 7, 1 << COL_BITS);
        assert!(wide.stored_kind().is_some());
        assert_eq!(wide, ctx.file_line_col_loc_id(file, 7, 1 << COL_BITS));
        assert_ne!(wide, ctx.file_line_col_loc_id(file, 7, (1 << COL_BITS) - 1));
    }

    #[test]
    fn nested_locations_hold_inline_ones() {
        let ctx = Context::new();
        let a = ctx.file_line_col_loc("f", 1, 2);
        let b = ctx.file_line_col_loc("g", 3, 4);
        let named = ctx.name_loc("n", a);
        let AttributeKind::NameLoc { child, .. } = named.kind() else {
            panic!("a name location")
        };
        assert_eq!(Location::of(*child), a);
        assert_eq!(named.file_line_col(), a.file_line_col());
        assert_eq!(named.as_file_line_col(), None);
        let call = ctx.call_site_loc(b, a);
        assert_eq!(call.file_line_col(), b.file_line_col());
        let unknown_callee = ctx.call_site_loc(ctx.name_loc("x", ctx.unknown_loc()), a);
        assert_eq!(unknown_callee.file_line_col(), a.file_line_col());
        let fused = ctx.fused_loc_simplified(&[a, ctx.unknown_loc(), b, a], None);
        assert_eq!(fused, ctx.fused_loc(&[a, b], None));
        assert_eq!(ctx.fused_loc_simplified(&[fused, b], None), fused);
        assert_eq!(ctx.fused_loc_simplified(&[a, a], None), a);
        assert_eq!(
            ctx.fused_loc_simplified(&[ctx.unknown_loc()], None),
            ctx.unknown_loc()
        );
    }

    #[test]
    fn locations_from_many_contexts_and_threads() {
        // Each context interns its own file names; all of them get inline locations (up to
        // the table's capacity), and threads agree on them.
        let contexts: Vec<Context> = (0..8).map(|_| Context::new()).collect();
        let locs: Vec<Location> = std::thread::scope(|s| {
            let hs: Vec<_> = contexts
                .iter()
                .map(|ctx| s.spawn(move || ctx.file_line_col_loc("same.mlir", 5, 6)))
                .collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        });
        for (ctx, l) in contexts.iter().zip(&locs) {
            assert_eq!(*l, ctx.file_line_col_loc("same.mlir", 5, 6));
            assert_eq!(l.as_file_line_col().unwrap().0, ctx.identifier("same.mlir"));
        }
        // Different contexts' identifiers differ, so do their locations.
        assert_ne!(locs[0], locs[1]);
    }
}

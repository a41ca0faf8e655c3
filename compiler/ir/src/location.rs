//! Source locations. A [`Location`] wraps an [`Attribute`] of one of the location kinds
//! (`unknown`, file/line/column, name, call site, fused).

use std::fmt;

use crate::attributes::{Attribute, AttributeKind};
use crate::context::{Context, Identifier};

/// A source location: an attribute whose kind is one of the location kinds.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Location(pub Attribute);

impl fmt::Debug for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl Location {
    /// The underlying attribute.
    #[inline]
    pub fn attr(self) -> Attribute {
        self.0
    }

    /// What this location is.
    #[inline]
    pub fn kind(self) -> &'static AttributeKind {
        self.0.kind()
    }

    /// Wraps an attribute if it is a location.
    pub fn from_attr(attr: Attribute) -> Option<Location> {
        attr.is_location().then_some(Location(attr))
    }

    /// Whether this is `unknown`.
    pub fn is_unknown(self) -> bool {
        matches!(self.kind(), AttributeKind::UnknownLoc)
    }

    /// The first file/line/column found in this location (searching names, call sites'
    /// callees and fused members), as diagnostics use it.
    pub fn file_line_col(self) -> Option<(Identifier, u32, u32)> {
        let mut stack = vec![self.0];
        while let Some(a) = stack.pop() {
            match a.kind() {
                AttributeKind::FileLineColLoc {
                    file, line, col, ..
                } => {
                    return Some((*file, *line, *col));
                }
                AttributeKind::NameLoc { child, .. } => stack.push(*child),
                AttributeKind::CallSiteLoc { callee, .. } => stack.push(*callee),
                AttributeKind::FusedLoc { locs, .. } => stack.extend(locs.iter().rev()),
                _ => {}
            }
        }
        None
    }
}

impl Context {
    /// The `unknown` location.
    pub fn unknown_loc(&self) -> Location {
        Location(self.attr(AttributeKind::UnknownLoc))
    }

    /// `"file":line:col`.
    pub fn file_line_col_loc(&self, file: &str, line: u32, col: u32) -> Location {
        Location(self.attr(AttributeKind::FileLineColLoc {
            file: self.identifier(file),
            line,
            col,
            end: None,
        }))
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
        Location(self.attr(AttributeKind::FileLineColLoc {
            file: self.identifier(file),
            line,
            col,
            end: Some((end_line, end_col)),
        }))
    }

    /// `"name"(child)`; pass `unknown` for no child.
    pub fn name_loc(&self, name: &str, child: Location) -> Location {
        Location(self.attr(AttributeKind::NameLoc {
            name: self.identifier(name),
            child: child.0,
        }))
    }

    /// `callsite(callee at caller)`.
    pub fn call_site_loc(&self, callee: Location, caller: Location) -> Location {
        Location(self.attr(AttributeKind::CallSiteLoc {
            callee: callee.0,
            caller: caller.0,
        }))
    }

    /// `fused<metadata>[locs]`, uniqued verbatim (see [`Context::fused_loc_simplified`]).
    pub fn fused_loc(&self, locs: &[Location], metadata: Option<Attribute>) -> Location {
        let locs: Vec<Attribute> = locs.iter().map(|l| l.0).collect();
        Location(self.attr(AttributeKind::FusedLoc {
            locs: locs.into(),
            metadata,
        }))
    }

    /// Builds a fused location the way MLIR's `FusedLoc::get` does: nested fused locations
    /// without metadata are flattened, duplicates and `unknown`s are dropped, and a single
    /// remaining location (without metadata) is returned as is.
    pub fn fused_loc_simplified(&self, locs: &[Location], metadata: Option<Attribute>) -> Location {
        let mut out: Vec<Location> = Vec::new();
        for &l in locs {
            match l.kind() {
                AttributeKind::FusedLoc {
                    locs: inner,
                    metadata: None,
                } => {
                    for &i in inner.iter() {
                        let i = Location(i);
                        if !out.contains(&i) {
                            out.push(i);
                        }
                    }
                }
                AttributeKind::UnknownLoc => {}
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

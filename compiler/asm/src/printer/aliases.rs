//! Alias generation for printing, as mlir-opt does it.
//!
//! Walk everything that will be printed (in print order, each op's location first when debug
//! info is printed) with [`AliasState::visit_attr`], [`AliasState::visit_type`] and
//! [`AliasState::visit_loc`], then call [`AliasState::finalize`]. Affine maps (`#map`),
//! integer sets (`#set`), locations (`#loc`) and distinct attributes (`#distinct`) get aliases.
//! Aliases are ordered by nesting depth, then types before attributes, then name, then first
//! use; names are numbered per prefix (`#map`, `#map1`, ...). Locations only reachable from op
//! locations are "deferred": their definitions go at the end of the output.

use rustc_hash::FxHashMap;

use ropt_ir::{Attribute, AttributeKind, Location, Type, TypeKind};

/// Printing flags that affect attributes, types and locations.
#[derive(Debug, Clone, Default)]
pub struct PrintOptions {
    /// `--mlir-elide-elementsattrs-if-larger=N`.
    pub elide_elements_if_larger: Option<u64>,
    /// `--mlir-print-local-scope`: no aliases.
    pub local_scope: bool,
    /// `--mlir-print-debuginfo`.
    pub debuginfo: bool,
    /// `--mlir-pretty-debuginfo`.
    pub pretty_debuginfo: bool,
    /// `--mlir-elide-resource-strings-if-larger=N`: resource entries whose printed value is
    /// longer than N characters are left out of the file metadata.
    pub elide_resource_strings_if_larger: Option<u64>,
    /// `--mlir-print-elementsattrs-with-hex-if-larger=N`: dense data with more than N
    /// elements prints as a hex string (`None`: 100; a negative N: never).
    pub hex_if_larger: Option<i64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Key {
    Attr(Attribute),
    Type(Type),
}

#[derive(Debug)]
struct Entry {
    key: Key,
    prefix: Option<&'static str>,
    depth: u32,
    deferrable: bool,
    children: Vec<usize>,
    name: Option<String>,
    /// The position among the printed aliases (`usize::MAX` for none).
    rank: usize,
}

thread_local! {
    /// While alias definitions print: the rank of the one being printed. A type alias of
    /// this rank or later is not defined yet, so the type prints in full (only recursive
    /// dialect types can refer to a later alias).
    static DEF_LIMIT: std::cell::Cell<usize> = const { std::cell::Cell::new(usize::MAX) };
    /// The dialect types with a [`ropt_ir::asm_interface::DialectTypeForm`] being printed,
    /// outermost first: met again, they print their cyclic form.
    static PRINTING: std::cell::RefCell<Vec<Type>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Runs `f` with `ty` marked as being printed, or returns `None` if it already is.
pub(crate) fn with_cyclic_print<R>(ty: Type, f: impl FnOnce() -> R) -> Option<R> {
    let entered = PRINTING.with(|p| {
        let mut p = p.borrow_mut();
        if p.contains(&ty) {
            false
        } else {
            p.push(ty);
            true
        }
    });
    if !entered {
        return None;
    }
    let r = f();
    PRINTING.with(|p| p.borrow_mut().pop());
    Some(r)
}

/// The aliases of one printed file (see the module docs).
#[derive(Default)]
pub struct AliasState {
    /// Printing flags.
    pub opts: PrintOptions,
    index: FxHashMap<Key, usize>,
    entries: Vec<Entry>,
    order: Vec<usize>,
    distinct_ids: std::sync::Mutex<FxHashMap<u64, u64>>,
    /// Whether a `distinct` attribute was visited.
    has_distinct: bool,
    /// The builtin resources `dense_resource`s refer to, in first-visit order (mlir-opt's
    /// print order: see [`AliasState::note_resources`]).
    resources: Vec<&'static str>,
    /// Resources seen so far only in locations printed as deferred `#loc` aliases (after
    /// the op, so after every other use).
    loc_resources: Vec<&'static str>,
    /// Set while visiting an op location (`visit_loc`).
    in_loc: bool,
    /// Set while [`AliasState::merge`] replays another state's entries (it merges the
    /// resource lists itself).
    merging: bool,
    has_type_aliases: bool,
    finalized: bool,
}

fn attr_prefix(attr: Attribute) -> Option<&'static str> {
    match attr.kind() {
        AttributeKind::AffineMap(_) => Some("map"),
        AttributeKind::IntegerSet(_) => Some("set"),
        AttributeKind::Distinct { referenced, .. } => {
            (!matches!(referenced.kind(), AttributeKind::Unit)).then_some("distinct")
        }
        _ if attr.is_location() => Some("loc"),
        _ => None,
    }
}

/// Calls `f` on the immediate sub-elements of an attribute, in MLIR's walk order.
pub(crate) fn attr_children(attr: Attribute, mut f: impl FnMut(Key2)) {
    match attr.kind() {
        AttributeKind::Integer { ty, .. } | AttributeKind::Float { ty, .. } => f(Key2::Type(*ty)),
        AttributeKind::String { ty: Some(ty), .. } => f(Key2::Type(*ty)),
        AttributeKind::Array(a) => a.iter().for_each(|a| f(Key2::Attr(*a))),
        AttributeKind::Dictionary(d) => d.iter().for_each(|n| f(Key2::Attr(n.value))),
        AttributeKind::Type(t) => f(Key2::Type(*t)),
        AttributeKind::DenseElements { ty, .. } | AttributeKind::DenseResource { ty, .. } => {
            f(Key2::Type(*ty))
        }
        AttributeKind::Sparse {
            ty,
            indices,
            values,
        } => {
            f(Key2::Type(*ty));
            f(Key2::Attr(*indices));
            f(Key2::Attr(*values));
        }
        AttributeKind::DenseArray { elem, .. } => f(Key2::Type(*elem)),
        AttributeKind::Distinct { referenced, .. } => f(Key2::Attr(*referenced)),
        AttributeKind::Opaque { ty: Some(ty), .. } => f(Key2::Type(*ty)),
        AttributeKind::NameLoc { child, .. }
            if !matches!(child.kind(), AttributeKind::UnknownLoc) =>
        {
            f(Key2::Attr(*child))
        }
        AttributeKind::OpaqueLoc { fallback, .. } => f(Key2::Attr(*fallback)),
        AttributeKind::CallSiteLoc { callee, caller } => {
            f(Key2::Attr(*callee));
            f(Key2::Attr(*caller));
        }
        AttributeKind::FusedLoc { locs, metadata } => {
            // The metadata comes first, as mlir-opt prints (and so visits) it first.
            if let Some(m) = metadata {
                f(Key2::Attr(*m));
            }
            locs.iter().for_each(|l| f(Key2::Attr(*l)));
        }
        _ => {}
    }
}

/// Calls `f` on the immediate sub-elements of a type.
pub(crate) fn type_children(ty: Type, mut f: impl FnMut(Key2)) {
    match ty.kind() {
        TypeKind::Complex(t) => f(Key2::Type(*t)),
        TypeKind::Tuple(ts) | TypeKind::Function { types: ts, .. } => {
            ts.iter().for_each(|t| f(Key2::Type(*t)))
        }
        TypeKind::Vector { elem, .. } | TypeKind::UnrankedTensor { elem } => f(Key2::Type(*elem)),
        TypeKind::RankedTensor { elem, encoding, .. } => {
            f(Key2::Type(*elem));
            if let Some(e) = encoding {
                f(Key2::Attr(*e));
            }
        }
        TypeKind::MemRef {
            elem,
            layout,
            memory_space,
            ..
        } => {
            f(Key2::Type(*elem));
            if let Some(l) = layout {
                f(Key2::Attr(*l));
            }
            if let Some(m) = memory_space {
                f(Key2::Attr(*m));
            }
        }
        TypeKind::UnrankedMemRef { elem, memory_space } => {
            f(Key2::Type(*elem));
            if let Some(m) = memory_space {
                f(Key2::Attr(*m));
            }
        }
        TypeKind::Opaque { .. } => {
            if let Some(form) = ropt_ir::asm_interface::type_form(ty) {
                for p in form.pieces {
                    if let ropt_ir::asm_interface::TypePiece::Type(t) = p {
                        f(Key2::Type(t));
                    }
                }
            }
        }
        _ => {}
    }
}

/// A sub-element: attribute or type.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Key2 {
    Attr(Attribute),
    Type(Type),
}

impl AliasState {
    /// An empty state with the given options.
    pub fn new(opts: PrintOptions) -> Self {
        AliasState {
            opts,
            ..Default::default()
        }
    }

    /// Records an attribute that will be printed (not in a deferrable position).
    pub fn visit_attr(&mut self, attr: Attribute) {
        if !self.opts.local_scope {
            self.visit(Key::Attr(attr), false);
        }
    }

    /// Records a type that will be printed.
    pub fn visit_type(&mut self, ty: Type) {
        if !self.opts.local_scope {
            self.visit(Key::Type(ty), false);
        }
    }

    /// Records an op (or block argument) location; only relevant with debug info.
    pub fn visit_loc(&mut self, loc: Location) {
        if self.opts.debuginfo && !self.opts.local_scope {
            self.in_loc = true;
            self.visit(Key::Attr(loc.attr()), true);
            self.in_loc = false;
        }
    }

    /// Records the builtin resources `attr` refers to (at any depth) as used now, without
    /// recording aliases: for attributes that print before the point where their aliases
    /// are collected (properties print before the regions in the generic form).
    pub fn note_resources(&mut self, attr: Attribute) {
        if self.opts.local_scope {
            return;
        }
        let mut stack = vec![Key2::Attr(attr)];
        while let Some(k) = stack.pop() {
            let Key2::Attr(a) = k else { continue };
            if let AttributeKind::DenseResource { handle, .. } = a.kind() {
                self.use_resource(handle.as_str());
            }
            let mark = stack.len();
            attr_children(a, |c| stack.push(c));
            stack[mark..].reverse();
        }
    }

    /// Records a use of resource `name` at the current point of the print order.
    fn use_resource(&mut self, name: &'static str) {
        if self.merging || self.resources.contains(&name) {
            return;
        }
        if self.in_loc {
            if !self.loc_resources.contains(&name) {
                self.loc_resources.push(name);
            }
        } else {
            self.loc_resources.retain(|r| *r != name);
            self.resources.push(name);
        }
    }

    fn visit(&mut self, key: Key, deferrable: bool) -> u32 {
        if let Key::Attr(a) = key
            && let AttributeKind::DenseResource { handle, .. } = a.kind()
        {
            self.use_resource(handle.as_str());
        }
        if let Some(&i) = self.index.get(&key) {
            if !deferrable {
                self.mark_non_deferrable(i);
            }
            return self.entries[i].depth;
        }
        let prefix = match key {
            Key::Attr(a) => attr_prefix(a),
            Key::Type(t) if matches!(t.kind(), TypeKind::Opaque { .. }) => {
                ropt_ir::asm_interface::type_form(t).and_then(|f| f.alias)
            }
            Key::Type(_) => None,
        };
        if let Key::Attr(a) = key
            && let AttributeKind::Distinct { .. } = a.kind()
        {
            self.has_distinct = true;
        }
        let i = self.entries.len();
        self.entries.push(Entry {
            key,
            prefix,
            // Met again while its sub-elements are visited (a recursive type), an entry
            // with an alias counts as one level deep.
            depth: u32::from(prefix.is_some()),
            deferrable,
            children: Vec::new(),
            name: None,
            rank: usize::MAX,
        });
        self.index.insert(key, i);
        let mut kids = Vec::new();
        match key {
            Key::Attr(a) => attr_children(a, |k| kids.push(k)),
            Key::Type(t) => type_children(t, |k| kids.push(k)),
        }
        let mut max_depth = 0;
        let mut child_ids = Vec::with_capacity(kids.len());
        for k in kids {
            let ck = match k {
                Key2::Attr(a) => Key::Attr(a),
                Key2::Type(t) => Key::Type(t),
            };
            let d = self.visit(ck, deferrable);
            child_ids.push(self.index[&ck]);
            max_depth = max_depth.max(d);
        }
        let e = &mut self.entries[i];
        e.children = child_ids;
        e.depth = if max_depth > 0 {
            max_depth + 1
        } else if prefix.is_some() {
            1
        } else {
            0
        };
        e.depth
    }

    fn mark_non_deferrable(&mut self, i: usize) {
        let mut stack = vec![i];
        while let Some(i) = stack.pop() {
            if self.entries[i].deferrable {
                self.entries[i].deferrable = false;
                stack.extend(self.entries[i].children.iter().copied());
            }
        }
    }

    /// Records what `other` visited as if it had been visited here after what was visited
    /// before (same first-use order, depths and deferrability as one walk).
    pub fn merge(&mut self, other: AliasState) {
        // `other`'s entries are in first-visit order, each before its sub-elements; an entry
        // deferrable at its first visit and used elsewhere later has its final flag.
        self.merging = true;
        for e in &other.entries {
            self.visit(e.key, e.deferrable);
        }
        self.merging = false;
        for r in other.resources {
            self.use_resource(r);
        }
        self.in_loc = true;
        for r in other.loc_resources {
            self.use_resource(r);
        }
        self.in_loc = false;
    }

    /// Whether a `distinct` attribute was visited (their numbers follow the print order).
    pub fn has_distinct(&self) -> bool {
        self.has_distinct
    }

    /// Whether a visited `dense_resource` refers to the builtin resource `key`.
    pub fn uses_resource(&self, key: &str) -> bool {
        self.resource_rank(key).is_some()
    }

    /// The position of builtin resource `key` in first-use order (blobs print in that order).
    pub fn resource_rank(&self, key: &str) -> Option<usize> {
        let later = || {
            let at = self.loc_resources.iter().position(|r| *r == key)?;
            Some(self.resources.len() + at)
        };
        self.resources.iter().position(|r| *r == key).or_else(later)
    }

    /// Orders the aliases and assigns their names.
    pub fn finalize(&mut self) {
        let mut order: Vec<usize> = (0..self.entries.len())
            .filter(|&i| self.entries[i].prefix.is_some())
            .collect();
        order.sort_by(|&a, &b| {
            let (ea, eb) = (&self.entries[a], &self.entries[b]);
            let ta = matches!(ea.key, Key::Type(_));
            let tb = matches!(eb.key, Key::Type(_));
            ea.depth
                .cmp(&eb.depth)
                .then(tb.cmp(&ta))
                .then(ea.prefix.cmp(&eb.prefix))
        });
        let mut counters: FxHashMap<&'static str, u32> = FxHashMap::default();
        for &i in &order {
            let prefix = self.entries[i].prefix.unwrap_or("alias");
            let n = counters.entry(prefix).or_insert(0);
            let name = if *n == 0 {
                prefix.to_string()
            } else {
                format!("{prefix}{n}")
            };
            *n += 1;
            self.entries[i].name = Some(name);
        }
        for (rank, &i) in order.iter().enumerate() {
            self.entries[i].rank = rank;
        }
        self.has_type_aliases = order
            .iter()
            .any(|&i| matches!(self.entries[i].key, Key::Type(_)));
        self.order = order;
        self.finalized = true;
    }

    /// The alias name (without `#`) of an attribute, if it has one.
    pub fn attr_alias(&self, attr: Attribute) -> Option<&str> {
        // Only a few kinds ever get aliases: skip the lookup for the others.
        if !self.finalized || self.opts.local_scope || attr_prefix(attr).is_none() {
            return None;
        }
        let i = *self.index.get(&Key::Attr(attr))?;
        self.entries[i].name.as_deref()
    }

    /// The alias name (without `!`) of a type, if it has one.
    pub fn type_alias(&self, ty: Type) -> Option<&str> {
        // No builtin type gets an alias (types of unregistered dialects are opaque).
        if !self.finalized || self.opts.local_scope || !self.has_type_aliases {
            return None;
        }
        let i = *self.index.get(&Key::Type(ty))?;
        let e = &self.entries[i];
        if e.rank >= DEF_LIMIT.with(|l| l.get()) {
            return None;
        }
        e.name.as_deref()
    }

    /// The printed number of a `distinct` attribute's id.
    /// Distinct attributes are numbered from 0 in the order they are first printed.
    pub fn distinct_number(&self, id: u64) -> u64 {
        let mut ids = self.distinct_ids.lock().unwrap_or_else(|e| e.into_inner());
        let n = ids.len() as u64;
        *ids.entry(id).or_insert(n)
    }

    /// Whether any alias definition will be printed in the given section.
    pub fn has_definitions(&self, deferred: bool) -> bool {
        self.order
            .iter()
            .any(|&i| self.entries[i].deferrable == deferred)
    }

    /// Writes `#name = value` / `!name = type` lines: the non-deferred ones (`deferred = false`,
    /// printed before the top-level op) or the deferred location aliases (printed after it).
    pub fn print_alias_definitions(&self, out: &mut String, deferred: bool) {
        for &i in &self.order {
            let e = &self.entries[i];
            if e.deferrable != deferred {
                continue;
            }
            let _limit = DefLimit::set(e.rank);
            let Some(name) = &e.name else { continue };
            match e.key {
                Key::Attr(a) => {
                    out.push('#');
                    out.push_str(name);
                    out.push_str(" = ");
                    if self.opts.pretty_debuginfo && a.is_location() {
                        self.print_location(out, Location::of(a));
                    } else {
                        self.print_attribute_no_alias(out, a);
                    }
                }
                Key::Type(t) => {
                    out.push('!');
                    out.push_str(name);
                    out.push_str(" = ");
                    self.print_type_no_alias(out, t);
                }
            }
            out.push('\n');
        }
    }
}

/// Sets [`DEF_LIMIT`] while alive (restores the previous value when dropped).
struct DefLimit(usize);

impl DefLimit {
    fn set(limit: usize) -> DefLimit {
        DefLimit(DEF_LIMIT.with(|l| l.replace(limit)))
    }
}

impl Drop for DefLimit {
    fn drop(&mut self) {
        DEF_LIMIT.with(|l| l.set(self.0));
    }
}

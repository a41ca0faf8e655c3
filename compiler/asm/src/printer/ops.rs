//! The op printer: SSA and block naming as mlir-opt does it, generic and custom op forms,
//! regions and blocks.
//!
//! Naming (see [`Namer`]): regions are numbered from a LIFO work list; each region starts from
//! the counters its parent had when the region was queued (so sibling regions reuse numbers),
//! except with unique SSA ids (also implied by the generic form) where counters only grow.
//! Entry-block arguments are `%argN`, other values `%N`; an op's results share one number
//! (`%0:2`, used as `%0#1`). Blocks are `^bbN`, numbered per region.

use rustc_hash::FxHashMap;

use ropt_ir::asm_interface::{OpAsmHooks, OpAsmPrinter};
use ropt_ir::{
    Attribute, AttributeKind, BlockId, Body, Context, NamedAttribute, OpId, RegionId, Type, ValueId,
};

use super::aliases::{AliasState, PrintOptions};
use super::attributes::write_keyword_or_string;
use super::parallel::Split;
use crate::parser::core::FileResources;

/// Printing flags.
#[derive(Debug, Clone, Copy, Default)]
pub struct OpPrintOptions {
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debuginfo: bool,
    /// `--mlir-pretty-debuginfo`.
    pub pretty_debuginfo: bool,
    /// `--mlir-print-local-scope`.
    pub local_scope: bool,
    /// `--mlir-elide-elementsattrs-if-larger`.
    pub elide_elements_if_larger: Option<u64>,
    /// `--mlir-elide-resource-strings-if-larger`.
    pub elide_resource_strings_if_larger: Option<u64>,
    /// `--mlir-print-elementsattrs-with-hex-if-larger` (`None`: 100; negative: never hex).
    pub hex_if_larger: Option<i64>,
    /// `--mlir-print-value-users`.
    pub value_users: bool,
    /// `--mlir-print-skip-regions`.
    pub skip_regions: bool,
    /// `--mlir-print-unique-ssa-ids`.
    pub unique_ssa_ids: bool,
    /// `--mlir-use-nameloc-as-prefix`.
    pub nameloc_as_prefix: bool,
    /// Print the isolated ops at the top of the module (functions) on worker threads when
    /// they hold at least this many ops together (`None`: print on the calling thread). The
    /// text is the same either way; `Some(0)` forces the parallel path (for tests).
    pub parallel: Option<u32>,
    /// Set when the caller knows that nothing printed can get an alias (no affine maps,
    /// integer sets, distinct or resource attributes, no debug info): skips the pass that
    /// collects aliases.
    pub no_aliases: bool,
    /// Start every line at column 0 (for text only read back, as `--verify-roundtrip`'s:
    /// indented, its size grows with the square of the region nesting depth).
    pub no_indent: bool,
}

/// The printed name of a value.
#[derive(Debug, Clone, Copy, Default)]
struct ValName {
    kind: NameKind,
    /// Number (`%N`, `%argN`) or index into [`Namer::spans`].
    id: u32,
    /// Index of the value in its result group (`#k`), and the group size.
    sub: u32,
    group: u32,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
enum NameKind {
    #[default]
    Unnamed,
    Num,
    Arg,
    Str,
}

#[derive(Default)]
struct BodyNames {
    values: Slots<ValName>,
    blocks: Slots<u32>,
    /// With `--mlir-print-value-users`: the number of each op without results.
    op_ids: Slots<u32>,
}

/// One entry per arena index of a body, for a window of indices: the whole body, or (when
/// a unit of a split module shares its body with the module, see [`super::parallel`]) only
/// the part of it the unit names, grown as names are given.
#[derive(Default)]
struct Slots<T> {
    base: usize,
    items: Vec<T>,
}

impl<T: Copy + Default> Slots<T> {
    fn get(&self, i: usize) -> Option<&T> {
        self.items.get(i.checked_sub(self.base)?)
    }

    /// Covers indices `0..n` (a namer of whole bodies sizes each body once).
    fn cover_all(&mut self, n: usize) {
        if self.base == 0 && self.items.len() < n {
            self.items.resize(n, T::default());
        }
    }

    /// The entry of index `i`, covering it first (at least doubling the window when it
    /// grows, so growing is linear overall).
    fn slot(&mut self, i: usize) -> &mut T {
        if self.items.is_empty() {
            self.base = i;
        }
        if i < self.base {
            let grow = (self.base - i).max(self.items.len()).min(self.base);
            let mut items = vec![T::default(); grow + self.items.len()];
            items[grow..].copy_from_slice(&self.items);
            self.items = items;
            self.base -= grow;
        }
        let k = i - self.base;
        if k >= self.items.len() {
            let len = (k + 1).max(self.items.len() * 2);
            self.items.resize(len, T::default());
        }
        &mut self.items[k]
    }
}

/// SSA and block names of everything under a root op.
///
/// Besides numbers, values get names suggested by their op's result-name hook
/// ([`ropt_ir::registry::ResultNamesFn`], custom form only), the parent op's block-argument
/// hook ([`ropt_ir::registry::BlockArgNamesFn`]) or, with `--mlir-use-nameloc-as-prefix`, the
/// first name location found in the value's location (which also replaces every name a hook
/// suggests). A suggested name is sanitized ([`sanitize`]) and made unique: if it is taken,
/// `_K` is appended with `K` from a conflict counter that grows at each probe. Entry-block
/// arguments take part as `argN`. Names are scoped by region: a name taken in a region is
/// visible in the regions nested in it but not in its siblings, and the conflict counter is
/// restored for each region as the value counters are.
#[derive(Default)]
pub struct Namer {
    bodies: Vec<BodyNames>,
    /// Where the names of each body are in `bodies`.
    /// (Keys are the bodies' addresses.)
    body_index: FxHashMap<usize, u32>,
    /// The last body looked up and its index (consecutive lookups are for the same body).
    last_body: std::cell::Cell<(usize, u32)>,
    /// Added to printed `%N` and `%argN` numbers (see [`Namer::set_bases`]).
    value_base: u32,
    arg_base: u32,
    /// The text of every name given, concatenated; [`Namer::spans`] cuts it.
    text: String,
    spans: Vec<(u32, u32)>,
    /// Names in use in the current scope chain.
    used: NameSet,
    /// Names inserted in `used` (as indices into `spans`), oldest first; each open scope
    /// remembers the length this log had when it opened.
    log: Vec<u32>,
    scopes: Vec<(u32, usize)>,
    next_scope: u32,
    nameloc_as_prefix: bool,
    value_users: bool,
    /// Whether ops' naming hooks are used (custom form).
    hooks: bool,
    scratch: String,
    heads: Vec<(u32, ValName)>,
    /// Names only the parts of bodies it meets (see [`Slots`]) rather than sizing its
    /// tables to whole bodies.
    window: bool,
    /// Ops whose results were named (the size of a unit's text, see [`super::parallel`]).
    ops_named: usize,
}

/// The names in scope, as indices into [`Namer::spans`]: the hash of each name leads to the
/// newest name with that hash, which links to the older ones (`next`). Names leave newest
/// first (scopes nest), so a name leaving is always the head of its chain.
#[derive(Default)]
struct NameSet {
    heads: FxHashMap<u64, u32>,
    next: Vec<u32>,
}

impl NameSet {
    const END: u32 = u32::MAX;

    fn hash(s: &str) -> u64 {
        use std::hash::Hasher;
        let mut h = rustc_hash::FxHasher::default();
        h.write(s.as_bytes());
        h.finish()
    }

    fn contains(&self, text: &str, spans: &[(u32, u32)], s: &str) -> bool {
        let Some(&head) = self.heads.get(&Self::hash(s)) else {
            return false;
        };
        let mut i = head;
        while i != Self::END {
            let (a, b) = spans[i as usize];
            if &text[a as usize..b as usize] == s {
                return true;
            }
            i = self.next[i as usize];
        }
        false
    }

    /// Adds span `id`, whose text is `s` (not in the set).
    fn insert(&mut self, id: u32, s: &str) {
        let prev = self.heads.insert(Self::hash(s), id).unwrap_or(Self::END);
        if self.next.len() <= id as usize {
            self.next.resize(id as usize + 1, Self::END);
        }
        self.next[id as usize] = prev;
    }

    /// Removes span `id` (the newest name in the set with its hash), whose text is `s`.
    fn remove(&mut self, id: u32, s: &str) {
        let h = Self::hash(s);
        match self.next.get(id as usize).copied().unwrap_or(Self::END) {
            Self::END => {
                self.heads.remove(&h);
            }
            older => {
                self.heads.insert(h, older);
            }
        }
    }
}

/// Makes a suggested name a valid SSA identifier: spaces become `_`, other characters
/// outside `[A-Za-z0-9$._-]` become the hex code of each of their bytes, and a `_` goes in
/// front of a name starting with a digit or such a character. `name` must not be empty.
fn sanitize<'a>(name: &'a str, buf: &'a mut String) -> &'a str {
    let valid = |c: u8| c.is_ascii_alphanumeric() || matches!(c, b'$' | b'.' | b'_' | b'-');
    let bytes = name.as_bytes();
    let first = bytes[0];
    let prefix = first.is_ascii_digit() || (!valid(first) && first != b' ');
    if !prefix && bytes.iter().all(|&c| valid(c)) {
        return name;
    }
    buf.clear();
    if prefix {
        buf.push('_');
    }
    for &c in bytes {
        if valid(c) {
            buf.push(c as char);
        } else if c == b' ' {
            buf.push('_');
        } else {
            use std::fmt::Write;
            let _ = write!(buf, "{c:X}");
        }
    }
    buf
}

/// The first name location in `loc` (searched depth first, the location itself first).
fn find_name_loc(loc: ropt_ir::Location) -> Option<&'static str> {
    let mut stack = vec![loc.attr()];
    while let Some(a) = stack.pop() {
        match a.kind() {
            AttributeKind::NameLoc { name, .. } => return Some(name.as_str()),
            AttributeKind::CallSiteLoc { callee, caller } => {
                stack.push(*caller);
                stack.push(*callee);
            }
            AttributeKind::FusedLoc { locs, metadata } => {
                // mlir-opt walks the metadata after the locations, if it is a location.
                if let Some(m) = metadata.filter(|m| m.is_location()) {
                    stack.push(m);
                }
                stack.extend(locs.iter().rev());
            }
            _ => {}
        }
    }
    None
}

#[derive(Default)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

/// A region waiting to be named: its body, the counters and the scope of its parent.
struct PendingRegion<'b> {
    body: &'b Body,
    region: RegionId,
    /// The op owning the region (in its body) and the region's index (`None`: the top
    /// regions of a body printed without its owner, see [`Namer::for_body`]).
    owner: Option<(&'b Body, OpId, usize)>,
    value: u32,
    arg: u32,
    conflict: u32,
    scope: u32,
}

impl<'b> PendingRegion<'b> {
    /// The regions of `op`, to be named from the counters `c` in `scope`.
    fn of_op(body: &'b Body, op: OpId, c: &Counters, scope: u32) -> Vec<PendingRegion<'b>> {
        let rb = body.regions_body(op);
        body.regions(op)
            .iter()
            .enumerate()
            .map(|(i, &r)| PendingRegion {
                body: rb,
                region: r,
                owner: Some((body, op, i)),
                value: c.value,
                arg: c.arg,
                conflict: c.conflict,
                scope,
            })
            .collect()
    }
}

/// Where naming starts in the regions of the ops a split module prints on their own (see
/// [`super::parallel`]): the counters and the names in scope after the module's region.
#[derive(Clone, Default)]
pub(crate) struct Start {
    value: u32,
    arg: u32,
    conflict: u32,
    used: Vec<Box<str>>,
}

impl Namer {
    /// Names every value and block nested under `op` (which lives in `body`).
    pub fn new(ctx: &Context, body: &Body, op: OpId, opts: &OpPrintOptions) -> Namer {
        let _ = ctx;
        Self::build(body, op, opts, None).0
    }

    /// Names everything in `body` as when its owner is printed, without the owner (whose
    /// block-argument name hook is not asked: for the generic form only).
    fn for_body(body: &Body, opts: &OpPrintOptions) -> Namer {
        let mut namer = Self::empty(opts);
        let mut c = Counters::default();
        let top = namer.open_scope();
        let work = body
            .top_regions()
            .iter()
            .map(|&region| PendingRegion {
                body,
                region,
                owner: None,
                value: c.value,
                arg: c.arg,
                conflict: c.conflict,
                scope: top,
            })
            .collect();
        namer.run(work, unique_ids(opts), &mut c, None);
        namer
    }

    fn empty(opts: &OpPrintOptions) -> Namer {
        Namer {
            nameloc_as_prefix: opts.nameloc_as_prefix,
            value_users: opts.value_users,
            hooks: !opts.generic,
            ..Namer::default()
        }
    }

    /// Names everything under `op` except the regions of the ops in `skip` (ops of the only
    /// region of `op`), and returns where the naming of those regions starts.
    pub(crate) fn build(
        body: &Body,
        op: OpId,
        opts: &OpPrintOptions,
        skip: Option<&FxHashMap<OpId, u32>>,
    ) -> (Namer, Start) {
        let mut namer = Self::empty(opts);
        // With units left out, the module's body may hold mostly theirs.
        namer.window = skip.is_some();
        let mut c = Counters::default();
        let top = namer.open_scope();
        // The root's regions are queued before the root itself is numbered.
        let work = PendingRegion::of_op(body, op, &c, top);
        namer.name_results(body, op, &mut c);
        let start = namer.run(work, unique_ids(opts), &mut c, skip);
        (namer, start.unwrap_or_default())
    }

    /// Names the regions of `op` (an op of the split region, whose results are named by the
    /// module's namer) from `start`. In unique-id mode numbering starts from 0 (the printer
    /// adds the numbers of the ops named before, see [`Namer::set_bases`]); returns how many
    /// value and argument numbers were given.
    /// `shared`: the op's regions are in `body` (the op is not isolated from above), so only
    /// the part of `body` under it is named.
    pub(crate) fn for_unit(
        body: &Body,
        op: OpId,
        opts: &OpPrintOptions,
        start: &Start,
        shared: bool,
    ) -> (Namer, u32, u32) {
        let mut namer = Self::empty(opts);
        namer.window = shared;
        let unique = unique_ids(opts);
        let mut c = if unique {
            Counters::default()
        } else {
            Counters {
                value: start.value,
                arg: start.arg,
                conflict: start.conflict,
            }
        };
        let scope = namer.open_scope();
        let mut dummy = 0;
        for name in &start.used {
            namer.unique(name, &mut dummy);
        }
        let work = PendingRegion::of_op(body, op, &c, scope);
        namer.run(work, unique, &mut c, None);
        (namer, c.value, c.arg)
    }

    /// Numbers added to `%N` and `%argN` when printing (unique-id mode of a split module).
    pub(crate) fn set_bases(&mut self, value: u32, arg: u32) {
        self.value_base = value;
        self.arg_base = arg;
    }

    /// How many ops it named.
    pub(crate) fn ops_named(&self) -> usize {
        self.ops_named
    }

    /// Whether names are in scope where the units' naming starts.
    pub(crate) fn start_has_names(start: &Start) -> bool {
        !start.used.is_empty()
    }

    /// Whether every operand of the ops nested in `op` (of `body`, in its regions of the
    /// same body) has a name: false when one is defined outside `op`.
    pub(crate) fn names_all_operands(&self, body: &Body, op: OpId) -> bool {
        let mut stack: Vec<RegionId> = body.regions(op).to_vec();
        while let Some(r) = stack.pop() {
            for block in body.blocks(r) {
                for o in body.ops(block) {
                    for v in body.operands(o) {
                        if !v.is_null() && self.get(body, v).kind == NameKind::Unnamed {
                            return false;
                        }
                    }
                    if body.num_regions(o) > 0 && body.nested_body(o).is_none() {
                        stack.extend_from_slice(body.regions(o));
                    }
                }
            }
        }
        true
    }

    /// The starting counters of a split module's units in unique-id mode.
    pub(crate) fn start_numbers(start: &Start) -> (u32, u32) {
        (start.value, start.arg)
    }

    /// Names the queued regions and everything nested in them (LIFO). With `skip`, the
    /// regions of those ops of the first region are left out, and the state after the first
    /// region is returned.
    fn run(
        &mut self,
        mut work: Vec<PendingRegion<'_>>,
        unique: bool,
        c: &mut Counters,
        skip: Option<&FxHashMap<OpId, u32>>,
    ) -> Option<Start> {
        let mut start = None;
        let mut first = true;
        while let Some(p) = work.pop() {
            let b = p.body;
            if !unique {
                c.value = p.value;
                c.arg = p.arg;
                c.conflict = p.conflict;
            }
            // Leave the scopes of the subtree named before, back to this region's parent.
            while self.scopes.last().is_some_and(|s| s.0 != p.scope) {
                self.close_scope();
            }
            let scope = self.open_scope();
            self.name_region(b, p.region, p.owner, c);
            let skip = if first { skip } else { None };
            if skip.is_some() {
                start = Some(Start {
                    value: c.value,
                    arg: c.arg,
                    conflict: c.conflict,
                    used: self
                        .log
                        .iter()
                        .map(|&i| {
                            let (s, e) = self.spans[i as usize];
                            self.text[s as usize..e as usize].into()
                        })
                        .collect(),
                });
            }
            first = false;
            for block in b.blocks(p.region) {
                for o in b.ops(block) {
                    if skip.is_some_and(|s| s.contains_key(&o)) {
                        continue;
                    }
                    let rb = b.regions_body(o);
                    for (i, &r) in b.regions(o).iter().enumerate() {
                        work.push(PendingRegion {
                            body: rb,
                            region: r,
                            owner: Some((b, o, i)),
                            value: c.value,
                            arg: c.arg,
                            conflict: c.conflict,
                            scope,
                        });
                    }
                }
            }
        }
        start
    }

    /// The index in `bodies` of the names of `b`, if it has any.
    fn body_slot(&self, b: &Body) -> Option<usize> {
        let key = b as *const Body as usize;
        let (last, i) = self.last_body.get();
        if last == key && !self.bodies.is_empty() {
            return Some(i as usize);
        }
        let i = *self.body_index.get(&key)?;
        self.last_body.set((key, i));
        Some(i as usize)
    }

    fn names_of(&mut self, b: &Body) -> &mut BodyNames {
        let i = match self.body_slot(b) {
            Some(i) => i,
            None => {
                self.bodies.push(BodyNames::default());
                let i = self.bodies.len() - 1;
                self.body_index.insert(b as *const Body as usize, i as u32);
                i
            }
        };
        let names = &mut self.bodies[i];
        if !self.window {
            names.values.cover_all(b.value_capacity());
            names.blocks.cover_all(b.block_capacity());
        }
        names
    }

    /// Names the blocks, block arguments and op results of `region` (not nested regions).
    fn name_region(
        &mut self,
        b: &Body,
        region: RegionId,
        owner: Option<(&Body, OpId, usize)>,
        c: &mut Counters,
    ) {
        self.names_of(b);
        if self.hooks
            && let Some((ob, parent, index)) = owner
            && let Some(hook) = ob.op_name(parent).info().and_then(|i| i.block_arg_names)
        {
            hook(ob, parent, index, &mut |v, name| {
                let in_region = v.index() < b.value_capacity()
                    && match b.value_def(v) {
                        ropt_ir::body::ValueDef::BlockArgument { block, .. } => {
                            b.block_parent_region(block) == Some(region)
                        }
                        ropt_ir::body::ValueDef::OpResult { .. } => false,
                    };
                if in_region && self.get(b, v).kind == NameKind::Unnamed {
                    let n = self.name_value(name, c);
                    self.set(b, v, n);
                }
            });
        }
        for (i, block) in b.blocks(region).enumerate() {
            *self.names_of(b).blocks.slot(block.index()) = i as u32;
            let is_entry = i == 0;
            for (ai, &arg) in b.block_arguments(block).iter().enumerate() {
                if self.get(b, arg).kind != NameKind::Unnamed {
                    continue;
                }
                let loc_name = if self.nameloc_as_prefix {
                    find_name_loc(b.argument_location(block, ai))
                } else {
                    None
                };
                let name = if is_entry {
                    c.arg += 1;
                    match loc_name {
                        Some(n) => self.name_value(n, c),
                        None => self.arg_name(c.arg - 1, c),
                    }
                } else {
                    self.name_value(loc_name.unwrap_or(""), c)
                };
                self.set(b, arg, name);
            }
            for o in b.ops(block) {
                self.name_results(b, o, c);
            }
        }
    }

    fn open_scope(&mut self) -> u32 {
        let id = self.next_scope;
        self.next_scope += 1;
        self.scopes.push((id, self.log.len()));
        id
    }

    fn close_scope(&mut self) {
        if let Some((_, len)) = self.scopes.pop() {
            // Newest first: each removed name is the head of its hash chain.
            for i in self.log.drain(len..).rev() {
                let (s, e) = self.spans[i as usize];
                self.used.remove(i, &self.text[s as usize..e as usize]);
            }
        }
    }

    fn set(&mut self, b: &Body, v: ValueId, name: ValName) {
        *self.names_of(b).values.slot(v.index()) = name;
    }

    /// The name of a value given the suggestion `name`: the next number if it is empty,
    /// otherwise the sanitized name made unique in the current scope.
    fn name_value(&mut self, name: &str, c: &mut Counters) -> ValName {
        if name.is_empty() {
            c.value += 1;
            return ValName {
                kind: NameKind::Num,
                id: c.value - 1,
                sub: 0,
                group: 1,
            };
        }
        let mut buf = std::mem::take(&mut self.scratch);
        let id = self.unique(sanitize(name, &mut buf), &mut c.conflict);
        self.scratch = buf;
        ValName {
            kind: NameKind::Str,
            id,
            sub: 0,
            group: 1,
        }
    }

    /// The name `argN` of an entry-block argument, unique in the current scope.
    fn arg_name(&mut self, n: u32, c: &mut Counters) -> ValName {
        let mut base = std::mem::take(&mut self.scratch);
        base.clear();
        base.push_str("arg");
        push_u32(&mut base, n);
        let clash = self.used.contains(&self.text, &self.spans, base.as_str());
        let id = self.unique(&base, &mut c.conflict);
        self.scratch = base;
        if clash {
            ValName {
                kind: NameKind::Str,
                id,
                sub: 0,
                group: 1,
            }
        } else {
            ValName {
                kind: NameKind::Arg,
                id: n,
                sub: 0,
                group: 1,
            }
        }
    }

    /// Records `base` (or, if taken, the first free `base_K`) as used and returns its index in
    /// `spans`.
    fn unique(&mut self, base: &str, conflict: &mut u32) -> u32 {
        let start = self.text.len();
        self.text.push_str(base);
        if self.used.contains(&self.text, &self.spans, base) {
            self.text.push('_');
            let stem = self.text.len();
            loop {
                self.text.truncate(stem);
                push_u32(&mut self.text, *conflict);
                *conflict += 1;
                if !self
                    .used
                    .contains(&self.text, &self.spans, &self.text[start..])
                {
                    break;
                }
            }
        }
        self.spans.push((start as u32, self.text.len() as u32));
        let id = self.spans.len() as u32 - 1;
        self.used.insert(id, &self.text[start..]);
        self.log.push(id);
        id
    }

    fn name_results(&mut self, b: &Body, op: OpId, c: &mut Counters) {
        self.ops_named += 1;
        let n = b.num_results(op) as u32;
        if n == 0 {
            if self.value_users {
                let window = self.window;
                let names = self.names_of(b);
                if !window {
                    names.op_ids.cover_all(b.op_capacity());
                }
                *names.op_ids.slot(op.index()) = c.value;
                c.value += 1;
            }
            return;
        }
        let loc_name = if self.nameloc_as_prefix {
            find_name_loc(b.op_location(op))
        } else {
            None
        };
        let first = b.result(op, 0).index() as u32;
        let hook = if self.hooks {
            b.op_name(op).info().and_then(|i| i.result_names)
        } else {
            None
        };
        if hook.is_none() && loc_name.is_none() {
            // Numbered results only: `%N` for the group, `%N#k` for its members.
            let head = self.name_value("", c);
            for k in 0..n {
                self.set(
                    b,
                    ValueId::from_index((first + k) as usize),
                    ValName {
                        sub: k,
                        group: n,
                        ..head
                    },
                );
            }
            return;
        }
        let mut heads = std::mem::take(&mut self.heads);
        heads.clear();
        if let Some(hook) = hook {
            hook(b, op, &mut |v, name| {
                let k = (v.index() as u32).wrapping_sub(first);
                if k < n && !heads.iter().any(|h| h.0 == k) {
                    let named = self.name_value(loc_name.unwrap_or(name), c);
                    heads.push((k, named));
                }
            });
        }
        if !heads.iter().any(|h| h.0 == 0) {
            let named = self.name_value(loc_name.unwrap_or(""), c);
            heads.push((0, named));
        }
        heads.sort_unstable_by_key(|h| h.0);
        for (i, &(start, head)) in heads.iter().enumerate() {
            let end = heads.get(i + 1).map_or(n, |h| h.0);
            for k in start..end {
                self.set(
                    b,
                    ValueId::from_index((first + k) as usize),
                    ValName {
                        sub: k - start,
                        group: end - start,
                        ..head
                    },
                );
            }
        }
        self.heads = heads;
    }

    fn get(&self, b: &Body, v: ValueId) -> ValName {
        self.body_slot(b)
            .and_then(|i| self.bodies[i].values.get(v.index()))
            .copied()
            .unwrap_or_default()
    }

    fn op_id(&self, b: &Body, op: OpId) -> u32 {
        self.body_slot(b)
            .and_then(|i| self.bodies[i].op_ids.get(op.index()))
            .copied()
            .unwrap_or(0)
            + self.value_base
    }

    fn block_number(&self, b: &Body, block: BlockId) -> u32 {
        self.body_slot(b)
            .and_then(|i| self.bodies[i].blocks.get(block.index()))
            .copied()
            .unwrap_or(0)
    }

    /// Appends the base name (`%0`, `%arg1`) without the result number.
    fn write_base(&self, out: &mut String, n: ValName) {
        match n.kind {
            NameKind::Unnamed => out.push_str("<<UNKNOWN SSA VALUE>>"),
            NameKind::Num => {
                out.push('%');
                push_u32(out, n.id + self.value_base);
            }
            NameKind::Arg => {
                out.push_str("%arg");
                push_u32(out, n.id + self.arg_base);
            }
            NameKind::Str => {
                out.push('%');
                let (s, e) = self.spans[n.id as usize];
                out.push_str(&self.text[s as usize..e as usize]);
            }
        }
    }
}

/// Appends the decimal digits of `n` (without going through `fmt` or a `memcpy` call).
pub(crate) fn push_u32(out: &mut String, mut n: u32) {
    if n < 10 {
        out.push((b'0' + n as u8) as char);
        return;
    }
    // Two digits at a time, from the right, then one copy into `out`.
    const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
        2021222324252627282930313233343536373839\
        4041424344454647484950515253545556575859\
        6061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899";
    let mut buf = [0u8; 10];
    let mut i = buf.len();
    while n >= 100 {
        let d = (n % 100) as usize * 2;
        n /= 100;
        i -= 2;
        buf[i..i + 2].copy_from_slice(&PAIRS[d..d + 2]);
    }
    if n >= 10 {
        let d = n as usize * 2;
        i -= 2;
        buf[i..i + 2].copy_from_slice(&PAIRS[d..d + 2]);
    } else {
        i -= 1;
        buf[i] = b'0' + n as u8;
    }
    // SAFETY: only ASCII digits are appended, so `out` stays valid UTF-8. (Byte pushes are
    // cheaper than checking the digits as UTF-8 and a `memcpy` call for a few bytes.)
    let bytes = unsafe { out.as_mut_vec() };
    bytes.reserve(buf.len() - i);
    for &d in &buf[i..] {
        bytes.push(d);
    }
}

/// A fresh alias state for `opts`.
pub(crate) fn new_aliases<'a>(opts: &OpPrintOptions) -> Aliases<'a> {
    Aliases::Own(Box::new(AliasState::new(PrintOptions {
        elide_elements_if_larger: opts.elide_elements_if_larger,
        elide_resource_strings_if_larger: opts.elide_resource_strings_if_larger,
        hex_if_larger: opts.hex_if_larger,
        local_scope: opts.local_scope,
        debuginfo: opts.debuginfo,
        pretty_debuginfo: opts.pretty_debuginfo,
    })))
}

/// Whether value numbers only grow (never restart for sibling regions).
pub(crate) fn unique_ids(opts: &OpPrintOptions) -> bool {
    opts.unique_ssa_ids || opts.generic
}

/// Indentation wider than this is left out of a unit's text (see [`OpPrinter::gaps`]).
const WIDE_INDENT: usize = 1 << 10;

/// Spaces for indentation, copied or written in slices.
const SPACES: &str = match std::str::from_utf8(&[b' '; 1 << 16]) {
    Ok(s) => s,
    Err(_) => "",
};

/// Prints ops into a string.
pub struct OpPrinter<'c> {
    ctx: &'c Context,
    opts: OpPrintOptions,
    namer: Namer,
    /// The output.
    pub out: String,
    indent: usize,
    /// The body of the op being printed (for the custom print hooks).
    cur_body: *const Body,
    /// Aliases of types, attributes and locations.
    pub(crate) aliases: Aliases<'c>,
    /// In the first pass, types, attributes and locations are recorded instead of printed.
    collecting: bool,
    /// Where full lines of output go as the buffer fills (`None`: keep everything in `out`).
    sink: Option<&'c mut dyn std::io::Write>,
    /// The first error writing to the sink.
    sink_error: Option<std::io::Error>,
    /// The file's resources, printed after the top-level op.
    resources: Option<&'c FileResources>,
    /// The printed text of properties dictionaries (most ops of a name share a few), as
    /// ranges of `props_text`.
    props_cache: FxHashMap<Attribute, (u32, u32)>,
    props_text: String,
    /// The default dialect of each enclosing op being printed (innermost last).
    default_dialects: Vec<&'static str>,
    /// The top-level region's isolated ops printed on their own (see [`super::parallel`]).
    pub(crate) split: Option<Box<Split>>,
    /// For a unit printed on a worker thread (into `out`, without a sink): the indentation
    /// of lines deeper than [`WIDE_INDENT`] bytes, left out of `out`, as (offset in `out`,
    /// width), written by [`OpPrinter::push_unit`]. Keeps the text of deeply nested
    /// regions linear in their size.
    pub(crate) gaps: Option<Vec<(usize, usize)>>,
}

/// The alias state of a printer: its own, or (printing a split module's unit) the module's.
pub(crate) enum Aliases<'a> {
    Own(Box<AliasState>),
    Shared(&'a AliasState),
}

impl std::ops::Deref for Aliases<'_> {
    type Target = AliasState;
    fn deref(&self) -> &AliasState {
        match self {
            Aliases::Own(a) => a,
            Aliases::Shared(a) => a,
        }
    }
}

impl Aliases<'_> {
    /// The state, if it can record (a shared one is final).
    pub(crate) fn own(&mut self) -> Option<&mut AliasState> {
        match self {
            Aliases::Own(a) => Some(a),
            Aliases::Shared(_) => None,
        }
    }

    fn visit_attr(&mut self, a: Attribute) {
        if let Some(s) = self.own() {
            s.visit_attr(a);
        }
    }

    fn note_resources(&mut self, a: Attribute) {
        if let Some(s) = self.own() {
            s.note_resources(a);
        }
    }

    fn visit_type(&mut self, t: Type) {
        if let Some(s) = self.own() {
            s.visit_type(t);
        }
    }

    fn visit_loc(&mut self, l: ropt_ir::Location) {
        if let Some(s) = self.own() {
            s.visit_loc(l);
        }
    }

    fn finalize(&mut self) {
        if let Some(s) = self.own() {
            s.finalize();
        }
    }
}

impl<'c> OpPrinter<'c> {
    /// A printer for the ops nested under `op` of `body`.
    pub fn new(ctx: &'c Context, body: &Body, op: OpId, opts: OpPrintOptions) -> Self {
        Self::new_planned(ctx, body, op, opts, false)
    }

    /// [`OpPrinter::new`]; with `sequential`, a module printed on this thread names its
    /// functions one at a time as it prints them (see `parallel::plan`).
    fn new_planned(
        ctx: &'c Context,
        body: &Body,
        op: OpId,
        opts: OpPrintOptions,
        sequential: bool,
    ) -> Self {
        match super::parallel::plan(ctx, body, op, &opts, sequential) {
            Some((namer, split)) => {
                let mut p = Self::with_parts(ctx, body, opts, namer, new_aliases(&opts));
                p.split = Some(Box::new(split));
                p
            }
            None => Self::with_parts(
                ctx,
                body,
                opts,
                Namer::new(ctx, body, op, &opts),
                new_aliases(&opts),
            ),
        }
    }

    /// A printer with the given names and aliases, at indentation 0 in `builtin`.
    pub(crate) fn with_parts(
        ctx: &'c Context,
        body: &Body,
        opts: OpPrintOptions,
        namer: Namer,
        aliases: Aliases<'c>,
    ) -> Self {
        OpPrinter {
            ctx,
            opts,
            namer,
            out: String::new(),
            indent: 0,
            cur_body: body as *const Body,
            aliases,
            collecting: false,
            sink: None,
            sink_error: None,
            resources: None,
            props_cache: FxHashMap::default(),
            props_text: String::new(),
            default_dialects: vec!["builtin"],
            split: None,
            gaps: None,
        }
    }

    /// A printer for one unit of a split module: `namer` names its regions, the printed
    /// text starts at `indent` in the default dialect `dialect`.
    pub(crate) fn for_unit(
        ctx: &'c Context,
        body: &Body,
        opts: OpPrintOptions,
        namer: Namer,
        aliases: Aliases<'c>,
        indent: usize,
        dialect: &'static str,
    ) -> Self {
        let mut p = Self::with_parts(ctx, body, opts, namer, aliases);
        p.indent = indent;
        p.default_dialects = vec![dialect];
        p
    }

    /// Replaces the names (a split module printed in order after all).
    pub(crate) fn set_namer(&mut self, namer: Namer) {
        self.namer = namer;
    }

    /// Takes the names back (after printing a unit).
    pub(crate) fn into_parts(self) -> (Namer, Aliases<'c>, String) {
        (self.namer, self.aliases, self.out)
    }

    /// Whether this printer only records aliases.
    pub(crate) fn set_collecting(&mut self, on: bool) {
        self.collecting = on;
    }

    pub(crate) fn is_collecting(&self) -> bool {
        self.collecting
    }

    pub(crate) fn indent(&self) -> usize {
        self.indent
    }

    pub(crate) fn current_dialect(&self) -> &'static str {
        self.default_dialect()
    }

    pub(crate) fn options(&self) -> OpPrintOptions {
        self.opts
    }

    /// Appends text produced elsewhere (a unit printed on another thread) after a newline.
    /// Reserves room for `bytes` more bytes of output.
    pub(crate) fn reserve(&mut self, bytes: usize) {
        self.out.reserve(bytes);
    }

    /// Starts a line and appends `text` (a unit printed on a worker thread) with the
    /// indentation its printer left out at `gaps` (see [`OpPrinter::gaps`]). A long text
    /// goes to the sink directly, after the buffered output, rather than through the buffer.
    pub(crate) fn push_unit(&mut self, text: &str, gaps: &[(usize, usize)]) {
        self.newline();
        let mut at = 0;
        for &(offset, width) in gaps {
            let offset = offset.clamp(at, text.len());
            self.push_text(&text[at..offset]);
            self.write_indent(width);
            at = offset;
        }
        self.push_text(&text[at..]);
    }

    fn push_text(&mut self, text: &str) {
        if text.len() < 1 << 12 || self.sink.is_none() || self.collecting {
            self.out.push_str(text);
            return;
        }
        self.flush_sink();
        if let Some(sink) = self.sink.as_mut()
            && self.sink_error.is_none()
            && let Err(e) = sink.write_all(text.as_bytes())
        {
            self.sink_error = Some(e);
        }
    }

    fn default_dialect(&self) -> &'static str {
        self.default_dialects.last().copied().unwrap_or("")
    }

    /// Moves the buffered output to the sink.
    fn flush_sink(&mut self) {
        if let Some(sink) = self.sink.as_mut() {
            if self.sink_error.is_none()
                && let Err(e) = sink.write_all(self.out.as_bytes())
            {
                self.sink_error = Some(e);
            }
            self.out.clear();
        }
    }

    /// Records (first pass) or prints a type.
    fn ty(&mut self, t: Type) {
        if self.collecting {
            self.aliases.visit_type(t);
        } else {
            self.aliases.print_type(&mut self.out, t);
        }
    }

    /// Records (first pass) or prints an attribute.
    fn attr(&mut self, a: Attribute) {
        if self.collecting {
            self.aliases.visit_attr(a);
        } else {
            self.aliases.print_attribute(&mut self.out, a);
        }
    }

    /// [`Self::attr`] for a properties attribute, printed from the cache when it was printed
    /// before (aliases are settled once printing starts, so its text is always the same).
    fn props_attr(&mut self, a: Attribute) {
        if self.collecting {
            self.aliases.visit_attr(a);
            return;
        }
        if let Some(&(s, e)) = self.props_cache.get(&a) {
            self.out.push_str(&self.props_text[s as usize..e as usize]);
            return;
        }
        let start = self.out.len();
        self.aliases.print_attribute(&mut self.out, a);
        // Bounded: a file of all-different dictionaries gains nothing from the cache.
        if self.props_text.len() < 1 << 20 {
            let s = self.props_text.len();
            self.props_text.push_str(&self.out[start..]);
            self.props_cache
                .insert(a, (s as u32, self.props_text.len() as u32));
        }
    }

    /// Records or prints `{a = 1, b}` entries.
    fn dict_entries(&mut self, entries: &[(&str, Attribute)]) {
        for (i, (name, value)) in entries.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            write_keyword_or_string(&mut self.out, name);
            if !matches!(value.kind(), AttributeKind::Unit) {
                self.out.push_str(" = ");
                self.attr(*value);
            }
        }
    }

    /// Prints a whole top-level op: alias definitions, the op, deferred location aliases.
    pub fn print_top(&mut self, body: &Body, op: OpId) {
        let collect = !self.opts.local_scope && (!self.opts.no_aliases || self.opts.debuginfo);
        super::parallel::prepare(self, body, op, collect);
        if self.opts.local_scope {
            // Everything inline: no alias or resource sections, no trailing newline.
            self.aliases.finalize();
            self.print_op(body, op);
            return;
        }
        if self.opts.no_aliases && !self.opts.debuginfo {
            self.aliases.finalize();
        } else {
            self.collecting = true;
            self.print_op(body, op);
            self.collecting = false;
            self.out.clear();
            self.aliases.finalize();
        }
        let mut text = String::new();
        self.aliases.print_alias_definitions(&mut text, false);
        self.out = text;
        self.print_op(body, op);
        self.out.push('\n');
        self.aliases.print_alias_definitions(&mut self.out, true);
        if let Some(res) = self.resources {
            self.aliases.print_file_metadata(&mut self.out, res);
        }
    }

    /// Prints the file's `{-# #-}` resources after the top-level op.
    pub fn set_resources(&mut self, res: &'c FileResources) {
        self.resources = Some(res);
    }

    /// The context.
    pub fn context(&self) -> &'c Context {
        self.ctx
    }

    fn body_ref(&self) -> &Body {
        // SAFETY: `cur_body` always points to a body borrowed for the whole print call
        // (`print_op` stores it and restores the previous one before returning).
        unsafe { &*self.cur_body }
    }

    /// Starts a line at the current indentation. The first pass prints no indentation, a
    /// unit printed on a worker records a wide one in [`OpPrinter::gaps`].
    fn newline(&mut self) {
        if self.out.len() > 1 << 16 {
            if self.collecting {
                self.out.clear();
            } else {
                self.flush_sink();
            }
        }
        self.out.push('\n');
        if self.collecting || self.opts.no_indent {
            return;
        }
        let width = 2 * self.indent;
        if width > WIDE_INDENT
            && let Some(gaps) = self.gaps.as_mut()
        {
            gaps.push((self.out.len(), width));
            return;
        }
        self.write_indent(width);
    }

    /// Appends `width` spaces. Wider than [`SPACES`], they go to the sink in slices of
    /// [`SPACES`] rather than through the buffer, so that printing deeply nested regions
    /// costs memory for one line, not for the square of the depth.
    fn write_indent(&mut self, mut width: usize) {
        if (width > SPACES.len() || self.out.len() > 1 << 16) && self.sink.is_some() {
            self.flush_sink();
            if let Some(sink) = self.sink.as_mut() {
                while width > SPACES.len() && self.sink_error.is_none() {
                    if let Err(e) = sink.write_all(SPACES.as_bytes()) {
                        self.sink_error = Some(e);
                    }
                    width -= SPACES.len();
                }
            }
            if self.sink_error.is_some() {
                width = 0;
            }
        }
        while width > 0 {
            let n = width.min(SPACES.len());
            self.out.push_str(&SPACES[..n]);
            width -= n;
        }
    }

    /// Prints `op` (of `body`) at the current indentation.
    pub fn print_op(&mut self, body: &Body, op: OpId) {
        let saved = self.cur_body;
        self.cur_body = body as *const Body;
        if self.collecting {
            self.aliases.visit_loc(body.op_location(op));
        }
        // Results.
        let n = body.num_results(op);
        if n > 0 {
            // One `%name` or `%name:size` per result group.
            for (k, v) in body.results(op).enumerate() {
                let name = self.namer.get(body, v);
                if k > 0 {
                    if name.sub != 0 || name.kind == NameKind::Unnamed {
                        continue;
                    }
                    self.out.push_str(", ");
                }
                self.namer.write_base(&mut self.out, name);
                let size = if name.kind == NameKind::Unnamed {
                    n as u32
                } else {
                    name.group
                };
                if size > 1 {
                    self.out.push(':');
                    push_u32(&mut self.out, size);
                }
            }
            self.out.push_str(" = ");
        }
        let name = body.op_name(op);
        let hooks = if self.opts.generic {
            None
        } else {
            name.interface::<OpAsmHooks>().and_then(|h| h.print)
        };
        match hooks {
            Some(print) => {
                // The dialect prefix is left out for the default dialect of the enclosing
                // op's regions (`builtin` at the top level and in modules).
                let s = name.as_str();
                let dialect = name.dialect();
                let short = if dialect == self.default_dialect() {
                    &s[dialect.len() + 1..]
                } else {
                    s
                };
                self.out.push_str(short);
                let inner = name
                    .interface::<OpAsmHooks>()
                    .and_then(|h| h.default_dialect)
                    .unwrap_or("");
                self.default_dialects.push(inner);
                print(self, op);
                self.default_dialects.pop();
            }
            None => {
                let inner = name
                    .interface::<OpAsmHooks>()
                    .and_then(|h| h.default_dialect)
                    .unwrap_or("");
                self.default_dialects.push(inner);
                self.print_generic(body, op);
                self.default_dialects.pop();
            }
        }
        if self.opts.debuginfo && !self.collecting {
            self.out.push(' ');
            self.aliases
                .print_location(&mut self.out, body.op_location(op));
        }
        if self.opts.value_users && !self.collecting {
            self.print_users_comment(body, op);
        }
        self.cur_body = saved;
    }

    /// Records the aliases of the generic form of `op` in mlir-opt's order: regions, operand
    /// types, result types, then the attributes. A registered op's inherent attributes are
    /// merged with the others by name; an unregistered op's properties are not visited (they
    /// print without aliases of their own), but the resources of any op's properties count
    /// as used before those of its regions.
    fn collect_generic(&mut self, body: &Body, op: OpId) {
        // The properties print before the regions: their resources are used first.
        if let Some(props) = body.op(op).properties() {
            self.aliases.note_resources(props);
        }
        if body.num_regions(op) > 0 && !self.opts.skip_regions {
            let rb = body.regions_body(op);
            for &r in body.regions(op) {
                self.print_region_in(rb, r, true, true, true);
            }
        }
        for v in body.operands(op) {
            if !v.is_null() {
                self.aliases.visit_type(body.value_type(v));
            }
        }
        for v in body.results(op) {
            self.aliases.visit_type(body.value_type(v));
        }
        let entries = |a: Option<Attribute>| match a.map(|a| a.kind()) {
            Some(AttributeKind::Dictionary(entries)) => &entries[..],
            _ => &[],
        };
        let discardable = entries(body.op(op).attributes());
        let inherent = if body.op_name(op).is_registered() {
            entries(body.op(op).properties())
        } else {
            &[]
        };
        let mut merged: Vec<&NamedAttribute> = inherent.iter().chain(discardable).collect();
        if !inherent.is_empty() && !discardable.is_empty() {
            merged.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
        }
        for e in merged {
            self.aliases.visit_attr(e.value);
        }
    }

    /// Prints the generic form of `op` (after its results).
    fn print_generic(&mut self, body: &Body, op: OpId) {
        if self.collecting {
            self.collect_generic(body, op);
            return;
        }
        let name = body.op_name(op);
        super::attributes::write_string_literal(&mut self.out, name.as_bytes());
        self.out.push('(');
        for (i, v) in body.operands(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.write_value(body, v);
        }
        self.out.push(')');
        if body.num_successors(op) > 0 {
            self.out.push('[');
            for (i, s) in body.successors(op).enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.write_block(body, s);
            }
            self.out.push(']');
        }
        if let Some(props) = body.op(op).properties() {
            self.out.push_str(" <");
            self.props_attr(props);
            self.out.push('>');
        }
        if body.num_regions(op) > 0 {
            if self.opts.skip_regions {
                self.out.push_str(" (");
                for i in 0..body.num_regions(op) {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.out.push_str("{...}");
                }
                self.out.push(')');
            } else {
                self.out.push_str(" (");
                let rb = body.regions_body(op);
                let regions = body.regions(op);
                for (i, &r) in regions.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_region_in(rb, r, true, true, true);
                }
                self.out.push(')');
            }
        }
        if let Some(attrs) = body.op(op).attributes()
            && let AttributeKind::Dictionary(entries) = attrs.kind()
            && !entries.is_empty()
        {
            self.out.push_str(" {");
            let list: Vec<(&str, Attribute)> =
                entries.iter().map(|e| (e.name.as_str(), e.value)).collect();
            self.dict_entries(&list);
            self.out.push('}');
        }
        self.out.push_str(" : (");
        for (i, v) in body.operands(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            // A null operand (an erased op's result still in use) has MLIR's null type.
            if v.is_null() {
                self.out.push_str("<<NULL TYPE>>");
            } else {
                self.ty(body.value_type(v));
            }
        }
        self.out.push_str(") -> ");
        let n = body.num_results(op);
        let single = n == 1 && !body.value_type(body.result(op, 0)).is_function();
        if !single {
            self.out.push('(');
        }
        for (i, v) in body.results(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(body.value_type(v));
        }
        if !single {
            self.out.push(')');
        }
    }

    fn write_value(&mut self, body: &Body, v: ValueId) {
        if v.is_null() {
            self.out.push_str("<<NULL VALUE>>");
            return;
        }
        let name = self.namer.get(body, v);
        self.namer.write_base(&mut self.out, name);
        if name.group > 1 {
            self.out.push('#');
            push_u32(&mut self.out, name.sub);
        }
    }

    fn write_block(&mut self, body: &Body, b: BlockId) {
        self.out.push_str("^bb");
        let n = self.namer.block_number(body, b);
        push_u32(&mut self.out, n);
    }

    /// Prints `{ blocks }` for `region` of `body`.
    fn print_region_in(
        &mut self,
        body: &Body,
        region: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        generic_empty_header: bool,
    ) {
        self.out.push('{');
        self.indent += 1;
        let mut first = true;
        for block in body.blocks(region) {
            let has_args = body.num_block_arguments(block) > 0;
            let print_header = !first
                || (print_entry_args && has_args)
                || (generic_empty_header && body.first_op(block).is_none());
            if print_header {
                self.indent -= 1;
                self.newline();
                self.indent += 1;
                self.print_block_header(body, block, first, print_entry_args || !first);
            }
            if self.opts.value_users && !self.collecting {
                for &arg in body.block_arguments(block) {
                    self.newline();
                    self.out.push_str("// ");
                    self.write_value(body, arg);
                    if body.use_empty(arg) {
                        self.out.push_str(" is unused");
                    } else {
                        self.out.push_str(" is used by ");
                        self.print_value_users(body, arg);
                    }
                }
            }
            // Without `print_terminators`, a block's trailing terminator stays implicit.
            let elided = match body.last_op(block) {
                Some(last)
                    if !print_terminators
                        && body.op_name(last).has_trait(ropt_ir::Traits::TERMINATOR) =>
                {
                    Some(last)
                }
                _ => None,
            };
            let split = self.split.as_ref().is_some_and(|s| s.holds(body, region));
            let mut next = body.first_op(block);
            while let Some(op) = next {
                if Some(op) == elided {
                    break;
                }
                if split && self.split.as_ref().is_some_and(|s| s.is_unit(op)) {
                    next = super::parallel::print_run(self, body, op);
                    continue;
                }
                self.newline();
                self.print_op(body, op);
                next = body.next_op(op);
            }
            first = false;
        }
        self.indent -= 1;
        self.newline();
        self.out.push('}');
    }

    /// `// id: %N`, `// unused`, `// user: ...` after an op (`--mlir-print-value-users`).
    fn print_users_comment(&mut self, body: &Body, op: OpId) {
        let n = body.num_results(op);
        if n == 0 {
            if body.num_operands(op) > 0 {
                self.out.push_str(" // id: %");
                push_u32(&mut self.out, self.namer.op_id(body, op));
            }
            return;
        }
        if body.op_results_unused(op) {
            self.out.push_str(" // unused");
            return;
        }
        let mut users: Vec<OpId> = Vec::new();
        for r in body.results(op) {
            for u in body.users(r) {
                if !users.contains(&u) {
                    users.push(u);
                }
            }
        }
        let in_results: usize = users.iter().map(|&u| body.num_results(u)).sum();
        let one = in_results <= 1 && users.len() <= 1 && n == 1;
        self.out
            .push_str(if one { " // user: " } else { " // users: " });
        for (i, r) in body.results(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            if n > 1 {
                self.out.push('(');
            }
            self.print_value_users(body, r);
            if n > 1 {
                self.out.push(')');
            }
        }
    }

    /// The users of a value: each user op once, as its results or its id.
    fn print_value_users(&mut self, body: &Body, v: ValueId) {
        if body.use_empty(v) {
            self.out.push_str("unused");
            return;
        }
        let mut seen: Vec<OpId> = Vec::new();
        for (index, user) in body.users(v).enumerate() {
            if seen.contains(&user) {
                continue;
            }
            seen.push(user);
            if index != 0 {
                self.out.push_str(", ");
            }
            if body.num_results(user) == 0 {
                self.out.push('%');
                push_u32(&mut self.out, self.namer.op_id(body, user));
            } else {
                for (i, r) in body.results(user).enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.write_value(body, r);
                }
            }
        }
    }

    fn print_block_header(&mut self, body: &Body, block: BlockId, is_entry: bool, args: bool) {
        self.write_block(body, block);
        if args && body.num_block_arguments(block) > 0 {
            self.out.push('(');
            for (i, &a) in body.block_arguments(block).iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.write_value(body, a);
                self.out.push_str(": ");
                self.ty(body.value_type(a));
                if self.opts.debuginfo {
                    let loc = body.argument_location(block, i);
                    if self.collecting {
                        self.aliases.visit_attr(loc.attr());
                    } else {
                        self.out.push(' ');
                        self.aliases
                            .print_attribute_no_alias(&mut self.out, loc.attr());
                    }
                }
            }
            self.out.push(')');
        }
        self.out.push(':');
        if !is_entry {
            let mut preds: Vec<u32> = body
                .predecessors(block)
                .map(|p| {
                    let pb = body.parent_block(p.0).expect("terminator in a block");
                    self.namer.block_number(body, pb)
                })
                .collect();
            preds.sort_unstable();
            match preds.len() {
                0 => self.out.push_str("  // no predecessors"),
                1 => {
                    self.out.push_str("  // pred: ^bb");
                    push_u32(&mut self.out, preds[0]);
                }
                n => {
                    self.out.push_str("  // ");
                    push_u32(&mut self.out, n as u32);
                    self.out.push_str(" preds: ");
                    for (i, p) in preds.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.out.push_str("^bb");
                        push_u32(&mut self.out, *p);
                    }
                }
            }
        }
    }
}

impl OpAsmPrinter for OpPrinter<'_> {
    fn body(&self) -> &Body {
        self.body_ref()
    }

    fn write_str(&mut self, s: &str) {
        self.out.push_str(s);
    }

    fn print_newline(&mut self) {
        self.newline();
    }

    fn print_operand(&mut self, value: ValueId) {
        // SAFETY: see `body_ref`.
        let body = unsafe { &*self.cur_body };
        self.write_value(body, value);
    }

    fn print_type(&mut self, ty: Type) {
        self.ty(ty);
    }

    fn print_attribute(&mut self, attr: Attribute) {
        self.attr(attr);
    }

    fn print_optional_attr_dict(&mut self, op: OpId, elided: &[&str]) {
        self.attr_dict(op, elided, false);
    }

    fn print_optional_attr_dict_with_keyword(&mut self, op: OpId, elided: &[&str]) {
        self.attr_dict(op, elided, true);
    }

    fn print_symbol_name(&mut self, name: &[u8]) {
        self.out.push('@');
        let simple = name
            .first()
            .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
            && name
                .iter()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-'));
        match std::str::from_utf8(name) {
            Ok(name) if simple => self.out.push_str(name),
            _ => super::attributes::write_string_literal(&mut self.out, name),
        }
    }

    fn print_region(
        &mut self,
        op: OpId,
        index: usize,
        print_entry_block_args: bool,
        print_block_terminators: bool,
    ) {
        // SAFETY: see `body_ref`.
        let body = unsafe { &*self.cur_body };
        if self.opts.skip_regions {
            self.out.push_str("{...}");
            return;
        }
        let rb = body.regions_body(op);
        // A custom printer asking for a region the op does not have is a bug in that printer;
        // print a marker instead of aborting (the op is printed for a diagnostic, perhaps).
        let Some(&r) = body.regions(op).get(index) else {
            self.out.push_str("<<MISSING REGION>>");
            return;
        };
        self.print_region_in(
            rb,
            r,
            print_entry_block_args,
            print_block_terminators,
            false,
        );
        self.cur_body = body as *const Body;
    }

    fn print_successor(&mut self, block: BlockId) {
        // SAFETY: see `body_ref`.
        let body = unsafe { &*self.cur_body };
        self.write_block(body, block);
    }

    fn print_region_argument_name(&mut self, op: OpId, region: usize, index: usize) {
        // SAFETY: see `body_ref`.
        let body = unsafe { &*self.cur_body };
        match region_argument(body, op, region, index) {
            Some((rb, _, arg)) => self.write_value(rb, arg),
            None => {
                self.out.push_str("%arg");
                push_u32(&mut self.out, index as u32);
            }
        }
    }

    fn print_region_argument_location(&mut self, op: OpId, region: usize, index: usize) {
        if !self.opts.debuginfo {
            return;
        }
        // SAFETY: see `body_ref`.
        let body = unsafe { &*self.cur_body };
        let Some((rb, block, _)) = region_argument(body, op, region, index) else {
            return;
        };
        // As in a block header: collected for aliases, printed in full.
        let loc = rb.argument_location(block, index);
        if self.collecting {
            self.aliases.visit_attr(loc.attr());
        } else {
            self.out.push(' ');
            self.aliases
                .print_attribute_no_alias(&mut self.out, loc.attr());
        }
    }
}

/// Argument `index` of the entry block of region `region` of `op`: the body holding it, the
/// block and the value.
fn region_argument(
    body: &Body,
    op: OpId,
    region: usize,
    index: usize,
) -> Option<(&Body, BlockId, ValueId)> {
    let rb = body.regions_body(op);
    let r = *body.regions(op).get(region)?;
    let entry = rb.entry_block(r)?;
    let arg = *rb.block_arguments(entry).get(index)?;
    Some((rb, entry, arg))
}

impl OpPrinter<'_> {
    fn attr_dict(&mut self, op: OpId, elided: &[&str], keyword: bool) {
        // SAFETY: see `body_ref`.
        let body = unsafe { &*self.cur_body };
        let mut entries: Vec<(&str, Attribute)> = Vec::new();
        if let Some(props) = body.op(op).properties()
            && let AttributeKind::Dictionary(e) = props.kind()
        {
            // Property arguments are not attributes: `attr-dict` never shows them.
            let info = body.op(op).name().info();
            let is_property = |n: &str| info.is_some_and(|i| i.properties.iter().any(|p| p == n));
            entries.extend(
                (e.iter())
                    .filter(|e| !is_property(e.name.as_str()))
                    .map(|e| (e.name.as_str(), e.value)),
            );
        }
        if let Some(attrs) = body.op(op).attributes()
            && let AttributeKind::Dictionary(e) = attrs.kind()
        {
            entries.extend(e.iter().map(|e| (e.name.as_str(), e.value)));
        }
        entries.retain(|(n, _)| !elided.contains(n));
        if entries.is_empty() {
            return;
        }
        entries.sort_by(|a, b| a.0.cmp(b.0));
        self.out
            .push_str(if keyword { " attributes {" } else { " {" });
        self.dict_entries(&entries);
        self.out.push('}');
    }
}

/// Whether `printed` holds text that mlir-opt 22 prints but cannot parse back, and that ropt
/// prints alike: an empty symbol reference, and sparse indices that are all equal, which
/// print as one index however many values follow (`sparse<[[0], [0]], [1, 2]>` prints as
/// `sparse<0, [1, 2]>`), and sub-byte integer elements whose hex storage has bits above
/// their width, which print as nothing (`dense<> : tensor<i4>`, `dense<[, 0]>`) or, when
/// unsigned, as their whole storage (`dense<[0, 209]> : tensor<2xui4>`,
/// test/IR/diffir-dense-subbyte-int-hex.mlir). Round-trip checks (the fuzz targets) skip such
/// output.
pub fn prints_unparsable_as_mlir_opt(printed: &str) -> bool {
    printed.contains("<<INVALID EMPTY SYMBOL>>")
        || printed.match_indices("dense<").any(|(i, m)| {
            let rest = &printed[i + m.len()..];
            has_empty_element(rest) || unsigned_out_of_range(rest)
        })
        || printed
            .match_indices("sparse<")
            .any(|(i, m)| one_index_many_values(&printed[i + m.len()..]))
}

/// Whether the dense literal starting at `rest` (the text after `dense<`) prints an element
/// as nothing: an empty literal of a non-empty shape, or an empty slot in a list or a
/// complex pair.
fn has_empty_element(rest: &str) -> bool {
    let Some(end) = rest.find('>') else {
        return false;
    };
    let literal = &rest[..end];
    let ty = rest[end + 1..].trim_start_matches(" : ");
    let zero_sized = ty.find('<').is_some_and(|lt| {
        let shape = &ty[lt + 1..];
        shape.starts_with("0x") || shape.contains("x0x")
    });
    (literal.is_empty() && !zero_sized)
        || ["[,", "(,", ", ]", ",)", ", ,"]
            .iter()
            .any(|hole| literal.contains(hole))
}

/// Whether the dense literal starting at `rest` (the text after `dense<`) has elements of an
/// unsigned type `uiN` (N not a multiple of 8) that print a number of N bits or more.
fn unsigned_out_of_range(rest: &str) -> bool {
    let Some(end) = rest.find('>').filter(|_| !rest.starts_with('"')) else {
        return false;
    };
    let ty = rest[end + 1..].trim_start_matches(" : ");
    let ty = ty.find(['>', '}', ' ', ')']).map_or(ty, |e| &ty[..e]);
    let element = ty.rsplit(['x', '<']).next().unwrap_or("");
    let Some(width) = element
        .strip_prefix("ui")
        .and_then(|w| w.parse::<u32>().ok())
    else {
        return false;
    };
    if width % 8 == 0 || width >= 64 {
        return false;
    }
    rest[..end]
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|n| n.parse::<u64>().ok())
        .any(|n| n >> width != 0)
}

/// Whether the text after `sparse<` is a single index followed by a hex string or by a list
/// of more than one value.
fn one_index_many_values(rest: &str) -> bool {
    if rest.starts_with(['[', '>']) {
        return false;
    }
    let Some(comma) = rest.find(", ") else {
        return false;
    };
    let values = &rest[comma + 2..];
    if values.starts_with("\"0x") {
        return true;
    }
    if !values.starts_with('[') {
        return false;
    }
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    for c in values.chars() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '[' | '(' => depth += 1,
            ']' | ')' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return false;
                }
            }
            ',' if depth == 1 => return true,
            _ => {}
        }
    }
    false
}

/// Prints a top-level op (usually the module) as mlir-opt prints a file: the op and a newline.
pub fn print_top_level(ctx: &Context, body: &Body, op: OpId, opts: OpPrintOptions) -> String {
    print_module(ctx, body, op, None, opts)
}

/// Prints a top-level op followed by the file's resources.
pub fn print_module(
    ctx: &Context,
    body: &Body,
    op: OpId,
    resources: Option<&FileResources>,
    opts: OpPrintOptions,
) -> String {
    let mut p = OpPrinter::new(ctx, body, op, opts);
    p.resources = resources;
    p.print_top(body, op);
    p.out
}

/// Like [`print_top_level`], writing the text to `sink` as it is produced (the whole text is
/// never held in memory).
pub fn print_top_level_to(
    ctx: &Context,
    body: &Body,
    op: OpId,
    opts: OpPrintOptions,
    resources: Option<&FileResources>,
    sink: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    // Written as it is produced, and named a function at a time: the text and the names of the
    // whole module are never held at once.
    let mut p = OpPrinter::new_planned(ctx, body, op, opts, true);
    p.resources = resources;
    p.sink = Some(sink);
    p.print_top(body, op);
    p.flush_sink();
    match p.sink_error.take() {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// One op (custom form unless `opts.generic`) at indentation 0, its values and blocks named
/// as when `root_op` of `root`, an op holding it, is printed (MLIR's `Operation::print` of a
/// nested op, which numbers from the top-level op). Aliases are not defined, only used.
pub fn print_op_in_scope(
    ctx: &Context,
    root: &Body,
    root_op: OpId,
    body: &Body,
    op: OpId,
    opts: OpPrintOptions,
) -> String {
    let mut p = OpPrinter::new(ctx, root, root_op, opts);
    p.aliases.finalize();
    p.print_op(body, op);
    p.out
}

/// One op of `body` (in the form `opts` asks for), its values and blocks named as when the
/// isolated op owning `body` is printed (MLIR's `useLocalScope` numbering, from the closest
/// isolated-from-above ancestor; the "see current operation" note of a diagnostic at a
/// nested op that a pass reports: generic for an error, custom for a remark).
pub fn print_op_in_body_scope(
    ctx: &Context,
    body: &Body,
    op: OpId,
    opts: OpPrintOptions,
) -> String {
    let namer = Namer::for_body(body, &opts);
    let mut p = OpPrinter::with_parts(ctx, body, opts, namer, new_aliases(&opts));
    p.aliases.finalize();
    p.print_op(body, op);
    p.out
}

/// The generic form of one op, named as if printed within its root `root_op` of `root`
/// (used for the "see current operation" note of diagnostics). Of `flags`, only the location
/// flags and `--mlir-print-value-users` apply, as in mlir-opt's note (which then numbers the
/// ops without results of the root too, the root included, and prints the users comments).
pub fn print_op_for_diagnostic(
    ctx: &Context,
    root: &Body,
    root_op: OpId,
    body: &Body,
    op: OpId,
    flags: OpPrintOptions,
) -> String {
    let opts = OpPrintOptions {
        generic: true,
        debuginfo: flags.debuginfo,
        pretty_debuginfo: flags.pretty_debuginfo,
        value_users: flags.value_users,
        ..Default::default()
    };
    let mut p = OpPrinter::new(ctx, root, root_op, opts);
    p.aliases.finalize();
    p.print_op(body, op);
    p.out
}

#[cfg(test)]
mod push_u32_tests {
    #[test]
    fn decimal_digits() {
        for n in [
            0u32,
            7,
            9,
            10,
            42,
            99,
            100,
            101,
            999,
            1000,
            12345,
            4_000_000_000,
            u32::MAX,
        ] {
            let mut s = String::from("x");
            super::push_u32(&mut s, n);
            assert_eq!(s, format!("x{n}"));
        }
    }
}

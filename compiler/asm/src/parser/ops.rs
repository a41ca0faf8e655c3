//! The op-level parser: top-level items, operations (generic and custom forms), regions,
//! blocks, SSA value and block names with forward references.
//!
//! Each isolated-from-above op gets its own [`Body`] and its own SSA scope; the parser keeps
//! a stack of both. Forward-referenced values are placeholder arguments of a detached block,
//! replaced (all uses at once) when the definition is parsed. Nesting is bounded by
//! [`MAX_OP_NESTING`] so that hostile inputs get an error instead of a stack overflow (callers
//! run the parser on a thread with a large stack, see `ropt`).

use rustc_hash::FxHashMap;

use ropt_ir::asm_interface::{
    Argument, AsmError, AsmResult, ListDelimiter, OpAsmHooks, OpAsmParser, Punct, SourcePos,
    UnresolvedOperand,
};
use ropt_ir::{
    Attribute, BlockId, Body, Context, Location, NamedAttribute, OpId, OperationName,
    OperationState, RegionId, Type, TypeKind, ValueId,
};

use super::core::{PResult, ParseDiagnostic, ParseFailed, Parser};
use super::shim::OpParserExt;
use crate::lexer::TokenKind;

mod names;
mod parallel;

use parallel::{Anchor, DeferConfig, Job, Level, Step};
pub use parallel::{ParallelParse, parse_module_parallel};

/// Maximum nesting of regions inside ops before the parser gives up with an error.
pub const MAX_OP_NESTING: u32 = 200_000;

/// Options of a parse.
#[derive(Debug, Clone, Copy, Default)]
pub struct ParseOptions {
    /// Accept ops, types and attributes of dialects that are not registered.
    pub allow_unregistered: bool,
    /// Read the `mlir_reproducer` external resource as `--run-reproducer` does: its values
    /// are checked by their reader (see `ropt_driver`'s reproducer), not as generic
    /// resource values.
    pub reproducer_resource: bool,
}

/// A parsed top level: a root body holding one `builtin.module` op.
pub struct ParsedModule {
    /// The root body.
    pub body: Body,
    /// The module op in it.
    pub module: OpId,
    /// The `{-# ... #-}` resources of the file.
    pub resources: super::core::FileResources,
    /// False when the parse met nothing that could be printed with an alias (affine maps,
    /// integer sets, distinct or resource attributes, locations; nothing rescans the text for
    /// them): printers may skip alias collection.
    pub may_have_aliases: bool,
    /// Whether an op may use a value defined above its closest isolated-from-above ancestor
    /// (which the parser accepts and the verifier rejects; find it with
    /// [`isolation_violation`]). False guarantees that no op does.
    pub outer_uses: bool,
}

/// The first op (in pre-order) that uses a value of an enclosing isolated-from-above op: its
/// body, the op, and the location of the isolated op whose body holds it. (A freshly parsed
/// module can only have one when [`ParsedModule::outer_uses`] is set.)
pub fn isolation_violation(root: &Body, root_op: OpId) -> Option<(&Body, OpId, Location)> {
    if !has_detached_arguments(root) {
        // No placeholder of an outer value anywhere: nothing can use one.
        return None;
    }
    let mut stack: Vec<(&Body, OpId, Location)> = vec![(root, root_op, root.op_location(root_op))];
    let mut children = Vec::new();
    // Pre-order walk with explicit stacks; `owner` is the location of the isolated op.
    while let Some((b, op, owner)) = stack.pop() {
        for v in b.operands(op) {
            if let ropt_ir::ValueDef::BlockArgument { block, .. } = b.value_def(v)
                && b.block_parent_region(block).is_none()
            {
                return Some((b, op, owner));
            }
        }
        let (rb, inner_owner) = match b.nested_body(op) {
            Some(n) => (n, b.op_location(op)),
            None => (b, owner),
        };
        children.clear();
        for &r in b.regions(op) {
            for block in rb.blocks(r) {
                children.extend(rb.ops(block).map(|o| (rb, o, inner_owner)));
            }
        }
        stack.extend(children.drain(..).rev());
    }
    None
}

/// Whether a body under `root` has a block outside any region with arguments (where the parser
/// puts the placeholders of values used across an isolated-from-above boundary). Scans the
/// block arenas, which is much cheaper than walking every op.
fn has_detached_arguments(root: &Body) -> bool {
    let mut stack = vec![root];
    while let Some(b) = stack.pop() {
        for i in 0..b.block_capacity() {
            let block = b.block(BlockId::from_index(i));
            if !block.is_erased() && block.parent_region().is_none() && block.num_arguments() != 0 {
                return true;
            }
        }
        stack.extend(b.nested_bodies().map(|(_, n)| n));
    }
    false
}

/// A name defined in an SSA scope: the first of `count` consecutive values.
#[derive(Clone, Copy)]
struct Def {
    first: ValueId,
    count: u32,
    offset: usize,
}

/// A use of a value not defined yet.
struct Forward {
    placeholder: ValueId,
    /// Its type.
    ty: Type,
    /// Where it was first used (an earlier scope's use, for a [`Leaked`] name).
    offset: usize,
}

/// A name used but never defined in an isolated scope that ended: like mlir-opt, the parser
/// keeps the forward reference, so a later use of the name (in any scope) shares it and a
/// later definition resolves it, with the same type checks as within a scope.
#[derive(Clone, Copy)]
struct Leaked {
    ty: Type,
    offset: usize,
}

/// The SSA names of one isolated-from-above scope.
#[derive(Default)]
struct Scope<'a> {
    values: names::NameMap<'a>,
    /// Block arguments named `%name#n` with `n > 0` (mlir-opt accepts them: each defines the
    /// `n`th value of the name alone).
    numbered: FxHashMap<(&'a str, u32), Def>,
    forward: FxHashMap<(&'a str, u32), Forward>,
    /// Names defined in each open region, to forget when the region closes.
    region_names: Vec<Vec<&'a str>>,
    placeholder_block: Option<BlockId>,
}

/// A block name known in a region.
struct BlockRef {
    id: BlockId,
    defined: bool,
    offset: usize,
}

/// Parses a whole buffer (or the chunk of it from `start` to the end of `src`).
///
/// `module_loc` is the location given to an implicit top-level module.
pub fn parse_module(
    ctx: &Context,
    src: &[u8],
    start: usize,
    filename: &str,
    opts: ParseOptions,
    module_loc: Location,
) -> Result<ParsedModule, Vec<ParseDiagnostic>> {
    let mut p = Parser::new(ctx, src, filename);
    p.allow_unregistered = opts.allow_unregistered;
    p.reproducer_resource = opts.reproducer_resource;
    if start > 0 {
        p.skip_to(start);
    }
    let mut op_parser = OpParser::new(&mut p, opts);
    op_parser.buffer_start = start;
    let result = op_parser.parse_top_level(module_loc);
    finish_parse(p, result, start)
}

/// The outcome of a parse: the module, or the diagnostics (at least one). Whether the module
/// may have aliases is what `p` (with the parsers of the deferred regions) met.
fn finish_parse(
    mut p: Parser<'_>,
    result: PResult<ParsedModule>,
    start: usize,
) -> Result<ParsedModule, Vec<ParseDiagnostic>> {
    match result {
        Ok(mut m) if !p.has_errors() => {
            m.resources = std::mem::take(&mut p.symbols.resources);
            m.may_have_aliases = p.aliasable;
            Ok(m)
        }
        _ => {
            let mut diags = std::mem::take(&mut p.diagnostics);
            if diags.is_empty() {
                diags.push(ParseDiagnostic {
                    severity: super::core::ParseSeverity::Error,
                    offset: start,
                    message: "failed to parse".to_string(),
                    notes: Vec::new(),
                });
            }
            Err(diags)
        }
    }
}

/// The top-level ops of a file, parsed but not yet wrapped in a module.
struct TopBody {
    root: Body,
    top: Body,
    region: RegionId,
    block: BlockId,
}

/// The op parser state.
pub struct OpParser<'a, 'p> {
    p: &'p mut Parser<'a>,
    opts: ParseOptions,
    /// The bodies being built, innermost last.
    bodies: Vec<Body>,
    /// The SSA scopes, innermost last (one per body).
    scopes: Vec<Scope<'a>>,
    /// The block names of each open region, innermost last.
    block_scopes: Vec<FxHashMap<&'a str, BlockRef>>,
    depth: u32,
    /// The name of the op whose custom form is being parsed.
    custom_op_name: &'static str,
    /// Where that op's name starts (custom parsers report some errors there).
    custom_op_pos: usize,
    /// The default dialect of each enclosing custom op (innermost last): unprefixed op
    /// names resolve in it (`return` inside `func.func` is `func.return`).
    default_dialects: Vec<&'static str>,
    /// Errors past the first one are dropped, except the final undeclared-value ones.
    failed: bool,
    /// Op names by their quoted spelling.
    name_memo: FxHashMap<&'a [u8], OperationName>,
    /// Attribute dictionaries (`{...}`, `<{...}>` bodies) by their exact source text.
    dict_memo: FxHashMap<&'a str, Option<Attribute>>,
    /// The properties text each op name last had, when it was memoized: most ops of a name
    /// repeat it, and comparing it in place needs no scan and no hashing.
    last_props: FxHashMap<OperationName, (&'a str, Option<Attribute>)>,
    /// Generic op types that end their line, by their exact source text.
    type_memo: FxHashMap<&'a str, Type>,
    /// Scalar types of custom forms (`i32`, `index`, `f32`) by their keyword (packed by
    /// [`pack_keyword`]): their text alone names them, so a keyword seen before needs no
    /// type parse and no uniquing. A few at most (found by a scan).
    keyword_types: Vec<(u64, Type)>,
    /// Where the buffer (the chunk of a split file) starts.
    buffer_start: usize,
    /// The source as text (empty if it is not UTF-8).
    src_str: &'a str,
    /// Reusable buffers.
    operand_buf: Vec<(&'a str, u32, usize)>,
    /// Reusable op states (boxed: moving one in and out of the pool copies a pointer).
    #[allow(clippy::vec_box)]
    state_pool: Vec<Box<OperationState>>,
    /// The result names of the ops being parsed (`name`, count, offset), outermost first:
    /// each op pushes its own above those of its enclosing ops and pops them when done.
    result_names: Vec<(&'a str, u32, usize)>,
    /// When set, the regions of isolated-from-above ops may be deferred (see `parallel`).
    defer: Option<DeferConfig>,
    /// The deferred jobs, in source order.
    jobs: Vec<Job<'a>>,
    /// Per open body (parallel to `bodies`): its deferral state.
    levels: Vec<Level>,
    /// Where the diagnostics of deferred regions go among this parser's own, in order.
    anchors: Vec<Anchor>,
    /// The jobs of the isolated op whose body was just popped, until the op is created.
    popped_jobs: Vec<usize>,
    /// Set when a deferred parse could differ from the sequential one: the caller must
    /// parse sequentially instead.
    fallback: bool,
    /// Whether the custom op whose parse hook runs is isolated from above.
    custom_isolated: bool,
    /// Set while the parse hook of an isolated custom op reads the op itself (not one of its
    /// regions): its operands name values of the enclosing scope, not of the op's own.
    isolated_header: bool,
    /// Where the text this parser may read ends (a deferred region's end, or the source's).
    limit_end: usize,
    /// Offsets of the uses of names never defined, reported at the end of the file.
    undeclared: Vec<usize>,
    /// The forward references of the isolated scopes that ended, by name and number.
    leaked: FxHashMap<(&'a str, u32), Leaked>,
    /// Set in a job parsing a region that is not isolated from above (see `parallel`): any
    /// doubt about its result makes the whole buffer parse sequentially.
    speculative: bool,
    /// In such a job, the names (non-empty) its enclosing scope had at the region.
    outer: Option<parallel::OuterNames<'a>>,
    /// Placeholders of the uses of those names, to resolve when the region is attached.
    free: FxHashMap<(&'a str, u32), ValueId>,
    /// An op uses a value across an isolated-from-above boundary (see
    /// [`ParsedModule::outer_uses`]).
    outer_uses: bool,
    /// Ends of large regions found by the region-end scans of the parallel parser, by start.
    region_ends: FxHashMap<usize, usize>,
    /// Custom op names met so far: the op, its syntax hooks, and the default dialect the name
    /// was resolved in (`None`: it has a dialect prefix).
    custom_memo: FxHashMap<&'a str, (OperationName, &'static OpAsmHooks, Option<&'static str>)>,
    /// In the top-level parser of a parallel parse: where complete jobs go at once.
    stream: Option<parallel::SpawnJob<'a, 'p>>,
}

/// The offset of the closing `"` of the string literal opening at `open` (or `src.len()` when
/// it is unterminated); escaped characters are skipped.
fn string_literal_end(src: &[u8], open: usize) -> usize {
    let mut i = open + 1;
    while i < src.len() && src[i] != b'"' {
        if src[i] == b'\\' {
            i += 1;
        }
        i += 1;
    }
    i
}

/// The end of the `{...}` starting at `start` (just past the `}`), skipping strings; `None`
/// when it is not balanced or contains something a memo could get wrong.
fn balanced_braces(src: &[u8], start: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = start;
    while i < src.len() {
        match src[i] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'"' => i = string_literal_end(src, i),
            // Comments and newlines: keep the memo to simple one-line text.
            b'\n' | b'/' | b'%' | b'^' => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

impl<'a, 'p> OpParser<'a, 'p> {
    fn new(p: &'p mut Parser<'a>, opts: ParseOptions) -> Self {
        let src_str = p.source_str();
        let mut op = OpParser {
            p,
            opts,
            bodies: Vec::new(),
            scopes: Vec::new(),
            block_scopes: Vec::new(),
            depth: 0,
            custom_op_name: "",
            custom_op_pos: 0,
            default_dialects: vec!["builtin"],
            failed: false,
            name_memo: FxHashMap::default(),
            dict_memo: FxHashMap::default(),
            last_props: FxHashMap::default(),
            type_memo: FxHashMap::default(),
            keyword_types: Vec::new(),
            operand_buf: Vec::new(),
            state_pool: Vec::new(),
            result_names: Vec::new(),
            buffer_start: 0,
            src_str: "",
            defer: None,
            jobs: Vec::new(),
            levels: Vec::new(),
            anchors: Vec::new(),
            popped_jobs: Vec::new(),
            fallback: false,
            custom_isolated: false,
            isolated_header: false,
            limit_end: 0,
            undeclared: Vec::new(),
            leaked: FxHashMap::default(),
            speculative: false,
            outer: None,
            free: FxHashMap::default(),
            outer_uses: false,
            region_ends: FxHashMap::default(),
            stream: None,
            custom_memo: FxHashMap::default(),
        };
        op.src_str = src_str;
        op.limit_end = op.p.source().len();
        op
    }

    /// The `file:line:col` location of a source offset.
    fn loc_at(&mut self, offset: usize) -> Location {
        let (line, col) = self.p.line_col(offset);
        self.p.ctx.file_line_col_loc_id(self.p.filename, line, col)
    }

    fn body(&mut self) -> &mut Body {
        self.bodies.last_mut().expect("a body is open")
    }

    fn scope(&mut self) -> &mut Scope<'a> {
        self.scopes.last_mut().expect("a scope is open")
    }

    fn ctx(&self) -> &'a Context {
        self.p.ctx
    }

    // --- Top level ------------------------------------------------------------------------

    fn parse_top_level(&mut self, module_loc: Location) -> PResult<ParsedModule> {
        let top = self.parse_top_body()?;
        self.finish_top(top, module_loc)
    }

    /// Parses the top-level items into a body (the future module's), checking names.
    fn parse_top_body(&mut self) -> PResult<TopBody> {
        let (body, region_block) = Body::new_root();
        let _ = region_block;
        // Top-level ops go into the body of an (implicit or explicit) module.
        let mut top = Body::new();
        self.reserve_for_rest(&mut top);
        let region = top.create_region();
        let block = top.create_block();
        top.append_block(region, block);
        self.bodies.push(top);
        self.scopes.push(Scope::default());
        self.levels.push(Level::default());
        self.open_region();
        let mut result = Ok(());
        while !self.p.at(TokenKind::Eof) {
            let r = match self.p.kind() {
                // At the top level, `#name` and `!name` always start an alias definition.
                TokenKind::HashIdent | TokenKind::BangIdent => self.parse_alias_definition(),
                TokenKind::FileMetadataBegin => self.parse_file_metadata(),
                _ => self.parse_operation().map(|op| {
                    self.body().append_op(block, op);
                }),
            };
            if r.is_err() {
                result = Err(ParseFailed);
                break;
            }
        }
        // Forget the names of the top region; report undefined uses (only when the parse
        // went well so far, as mlir-opt does).
        self.close_region();
        result?;
        self.finish_scope();
        let top = self.bodies.pop().expect("top body");
        self.scopes.pop();
        if let Some(level) = self.levels.pop() {
            self.popped_jobs = level.pending;
        }
        Ok(TopBody {
            root: body,
            top,
            region,
            block,
        })
    }

    /// Resolves forward-referenced location aliases and wraps the top-level ops in a module.
    fn finish_top(&mut self, t: TopBody, module_loc: Location) -> PResult<ParsedModule> {
        let TopBody {
            root,
            mut top,
            region,
            block,
        } = t;
        self.report_undeclared()?;
        if self.close_block_scope().is_err() {
            return Err(ParseFailed);
        }
        if !self.p.symbols.deferred_loc_aliases.is_empty() {
            self.resolve_deferred_locations(&mut top)?;
        }
        Ok(self.wrap_in_module(root, top, region, block, module_loc))
    }

    /// Replaces the placeholders of `loc(#alias)` uses that preceded the alias definition.
    fn resolve_deferred_locations(&mut self, top: &mut Body) -> PResult<()> {
        let mut stack: Vec<&mut Body> = vec![top];
        while let Some(b) = stack.pop() {
            for i in 0..b.op_capacity() {
                let op = OpId::from_index(i);
                if b.op(op).is_erased() {
                    continue;
                }
                let loc = b.op_location(op);
                if Parser::is_deferred_location(loc) {
                    let l = self.p.resolve_deferred_location(loc)?;
                    b.set_op_location(op, l);
                }
            }
            for i in 0..b.block_capacity() {
                let block = BlockId::from_index(i);
                for a in 0..b.num_block_arguments(block) {
                    let loc = b.argument_location(block, a);
                    if Parser::is_deferred_location(loc) {
                        let l = self.p.resolve_deferred_location(loc)?;
                        b.set_argument_location(block, a, l);
                    }
                }
            }
            stack.extend(b.nested_bodies_mut().map(|(_, nb)| nb));
        }
        Ok(())
    }

    /// Makes the root body: the single top-level `builtin.module` if that is all there is,
    /// else a new module holding the top-level ops.
    fn wrap_in_module(
        &mut self,
        mut root: Body,
        mut top: Body,
        region: RegionId,
        block: BlockId,
        loc: Location,
    ) -> ParsedModule {
        let root_block = root
            .entry_block(root.top_regions()[0])
            .expect("root has a block");
        let ops: Vec<OpId> = top.ops(block).collect();
        let module_name = self.ctx().registry().op_name("builtin.module");
        if ops.len() == 1 && top.op_name(ops[0]) == module_name && top.num_operands(ops[0]) == 0 {
            let op = ops[0];
            let nested = top.take_nested_body(op);
            let o = top.op(op);
            let mut state = OperationState::new(module_name, o.location());
            state.attributes = o.attributes();
            state.properties = o.properties();
            state.result_types = top.result_types(op);
            match nested {
                Some(n) => {
                    let regions = n.top_regions().to_vec();
                    state.regions = regions;
                    state.body = Some(n);
                }
                None => state.num_new_regions = 0,
            }
            let m = root.create_op(state);
            root.append_op(root_block, m);
            return ParsedModule {
                body: root,
                module: m,
                resources: Default::default(),
                may_have_aliases: true,
                outer_uses: self.outer_uses,
            };
        }
        let mut state = OperationState::new(module_name, loc);
        state.regions = vec![region];
        state.body = Some(Box::new(top));
        let m = root.create_op(state);
        root.append_op(root_block, m);
        ParsedModule {
            body: root,
            module: m,
            resources: Default::default(),
            may_have_aliases: true,
            outer_uses: self.outer_uses,
        }
    }

    fn parse_alias_definition(&mut self) -> PResult<()> {
        self.p
            .parse_alias_definition()
            .inspect_err(|_| self.failed = true)
    }

    fn parse_file_metadata(&mut self) -> PResult<()> {
        self.p
            .parse_file_metadata()
            .inspect_err(|_| self.failed = true)
    }

    // --- Scopes ---------------------------------------------------------------------------

    fn open_region(&mut self) {
        self.scope().region_names.push(Vec::new());
        self.block_scopes.push(FxHashMap::default());
    }

    /// Forgets the value names defined in the innermost region.
    fn close_region(&mut self) {
        let scope = self.scope();
        if let Some(names) = scope.region_names.pop() {
            if !scope.numbered.is_empty() {
                // Closing the region forgets every number of a name defined in it, also
                // those defined outside, as mlir-opt does.
                scope.numbered.retain(|(n, _), _| !names.contains(n));
            }
            if scope.region_names.is_empty() {
                // The scope's outermost region: every name of the scope is defined in it
                // (all are recorded in `region_names`), and clearing is cheaper than
                // removing them one by one.
                scope.values.clear();
            } else {
                for n in names {
                    scope.values.remove(n);
                }
            }
        }
    }

    /// Checks the block names of the innermost region: every referenced block was defined.
    fn close_block_scope(&mut self) -> PResult<()> {
        let blocks = self.block_scopes.pop().unwrap_or_default();
        let mut undefined: Vec<usize> = blocks
            .values()
            .filter(|b| !b.defined)
            .map(|b| b.offset)
            .collect();
        undefined.sort_unstable();
        if let Some(&off) = undefined.first() {
            return Err(self.error_at(off, "reference to an undefined block"));
        }
        Ok(())
    }

    /// Sets aside the forward references of the innermost scope that were never defined:
    /// like mlir-opt, the parser reports them at the end of the file, if nothing failed.
    /// They stay visible to the rest of the file (see [`Leaked`]).
    fn finish_scope(&mut self) {
        let scope = self.scopes.last_mut().expect("scope");
        for (&key, f) in &scope.forward {
            if let std::collections::hash_map::Entry::Vacant(e) = self.leaked.entry(key) {
                e.insert(Leaked {
                    ty: f.ty,
                    offset: f.offset,
                });
                self.undeclared.push(f.offset);
            }
        }
    }

    /// A definition of `%name#number` with type `ty` at `offset` resolves the forward
    /// reference an earlier scope left (see [`Leaked`]), or reports mlir-opt's error when the
    /// types differ. The earlier uses keep their placeholder: they are in another isolated
    /// body, which the verifier reports ("using value defined outside the region").
    fn resolve_leaked(
        &mut self,
        name: &'a str,
        number: u32,
        ty: Type,
        offset: usize,
    ) -> PResult<()> {
        let Some(l) = self.leaked.remove(&(name, number)) else {
            return Ok(());
        };
        // The earlier uses stay in another isolated body.
        self.outer_uses = true;
        self.undeclared.retain(|&o| o != l.offset);
        if l.ty != ty {
            return Err(self.definition_type_error(name, number, ty, l.ty, offset, l.offset));
        }
        Ok(())
    }

    /// mlir-opt's error for a definition whose type `ty` differs from the type `used` of
    /// the forward reference first used at `used_at`.
    fn definition_type_error(
        &mut self,
        name: &str,
        number: u32,
        ty: Type,
        used: Type,
        offset: usize,
        used_at: usize,
    ) -> ParseFailed {
        let msg = format!(
            "definition of SSA value '%{name}#{number}' has type '{}'",
            crate::printer::shim::type_to_string(ty)
        );
        self.error_at(offset, msg);
        self.p.note_at(
            used_at,
            format!(
                "previously used here with type '{}'",
                crate::printer::shim::type_to_string(used)
            ),
        );
        ParseFailed
    }

    /// Reports the undefined names set aside by [`Self::finish_scope`], in source order.
    fn report_undeclared(&mut self) -> PResult<()> {
        if self.undeclared.is_empty() {
            return Ok(());
        }
        let mut offsets = std::mem::take(&mut self.undeclared);
        offsets.sort_unstable();
        for off in offsets {
            self.p.error_at(off, "use of undeclared SSA value name");
        }
        Err(ParseFailed)
    }

    fn error_at(&mut self, offset: usize, msg: impl Into<String>) -> ParseFailed {
        if !self.failed {
            self.failed = true;
            self.p.error_at(offset, msg);
        }
        ParseFailed
    }

    fn error_here(&mut self, msg: impl Into<String>) -> ParseFailed {
        let off = self.p.offset();
        self.error_at(off, msg)
    }

    fn wrong_token(&mut self, msg: &str) -> ParseFailed {
        if !self.failed {
            self.failed = true;
            let here = self.p.offset();
            let before = self.p.diagnostics.len();
            self.p.wrong_token_error(msg);
            // A chunk of a split file is a buffer of its own: never point before its start.
            if let Some(d) = self.p.diagnostics.get_mut(before)
                && d.offset < self.buffer_start
            {
                d.offset = here;
            }
        }
        ParseFailed
    }

    fn expect(&mut self, kind: TokenKind, msg: &str) -> PResult<()> {
        if self.p.consume_if(kind) {
            Ok(())
        } else {
            Err(self.wrong_token(msg))
        }
    }

    /// Records the definition of `name` as `count` values starting at `first`.
    fn define(&mut self, name: &'a str, first: ValueId, count: u32, offset: usize) -> PResult<()> {
        if self.shadows_outer(name) {
            // A redefinition the sequential parse reports (also inside isolated ops).
            return Err(self.speculation_failed());
        }
        // Names visible above an isolated-from-above op may not be reused inside it either,
        // as mlir-opt checks.
        let key = names::NameKey::new(name);
        let previous = self.scopes.iter().rev().find_map(|scope| {
            scope.values.get_key(key).map(|def| def.offset).or_else(|| {
                if scope.numbered.is_empty() {
                    return None;
                }
                let mut numbered = scope.numbered.iter();
                numbered
                    .find(|((n, i), _)| *n == name && *i < count)
                    .map(|(_, d)| d.offset)
            })
        });
        if let Some(prev) = previous {
            self.error_at(offset, format!("redefinition of SSA value '%{name}'"));
            self.p.note_at(prev, "previously defined here");
            return Err(ParseFailed);
        }
        // Resolve forward references.
        if !self.scope().forward.is_empty() {
            for i in 0..count {
                let Some(fwd) = self.scope().forward.remove(&(name, i)) else {
                    continue;
                };
                let v = ValueId::from_index(first.index() + i as usize);
                self.resolve_forward(fwd, v, name, i, offset)?;
            }
        }
        if !self.leaked.is_empty() {
            for i in 0..count {
                let v = ValueId::from_index(first.index() + i as usize);
                let ty = self.bodies.last().expect("body").value_type(v);
                self.resolve_leaked(name, i, ty, offset)?;
            }
        }
        let scope = self.scope();
        scope.values.insert_key(
            key,
            Def {
                first,
                count,
                offset,
            },
        );
        if let Some(names) = scope.region_names.last_mut() {
            names.push(name);
        }
        Ok(())
    }

    /// Reports mlir-opt's error when the use of `%name` at `offset` expects type `ty` but the
    /// value `v` (defined or first used at `prior`) has another.
    fn check_use_type(
        &mut self,
        v: ValueId,
        ty: Type,
        name: &str,
        offset: usize,
        prior: usize,
    ) -> PResult<()> {
        let vty = self.bodies.last().expect("body").value_type(v);
        if vty == ty {
            return Ok(());
        }
        Err(self.use_type_error(name, ty, vty, offset, prior))
    }

    /// mlir-opt's error for a use of `%name` with type `ty` at `offset` when the value
    /// (defined or first used at `prior`) has type `prior_ty`.
    fn use_type_error(
        &mut self,
        name: &str,
        ty: Type,
        prior_ty: Type,
        offset: usize,
        prior: usize,
    ) -> ParseFailed {
        let msg = format!(
            "use of value '%{name}' expects different type than prior uses: '{}' vs '{}'",
            crate::printer::shim::type_to_string(ty),
            crate::printer::shim::type_to_string(prior_ty)
        );
        self.error_at(offset, msg);
        self.p.note_at(prior, "prior use here");
        ParseFailed
    }

    /// Points the uses of a forward reference `%name#number` at its definition `v` (defined at
    /// `offset`), or reports mlir-opt's error when the types differ.
    fn resolve_forward(
        &mut self,
        fwd: Forward,
        v: ValueId,
        name: &str,
        number: u32,
        offset: usize,
    ) -> PResult<()> {
        let body = self.bodies.last_mut().expect("body");
        let (ty, fty) = (body.value_type(v), body.value_type(fwd.placeholder));
        if ty != fty {
            return Err(self.definition_type_error(name, number, ty, fty, offset, fwd.offset));
        }
        body.replace_all_uses_with(fwd.placeholder, v);
        Ok(())
    }

    /// Records the block argument `v` named `%name#number` with `number > 0`.
    fn define_numbered(
        &mut self,
        name: &'a str,
        number: u32,
        v: ValueId,
        offset: usize,
    ) -> PResult<()> {
        if self.shadows_outer(name) {
            return Err(self.speculation_failed());
        }
        let previous = self.scopes.iter().rev().find_map(|scope| {
            let def = scope.numbered.get(&(name, number)).copied();
            def.or_else(|| scope.values.get(name).copied().filter(|d| d.count > number))
                .map(|d| d.offset)
        });
        if let Some(prev) = previous {
            self.error_at(offset, format!("redefinition of SSA value '%{name}'"));
            self.p.note_at(prev, "previously defined here");
            return Err(ParseFailed);
        }
        if let Some(fwd) = self.scope().forward.remove(&(name, number)) {
            self.resolve_forward(fwd, v, name, number, offset)?;
        }
        if !self.leaked.is_empty() {
            let ty = self.bodies.last().expect("body").value_type(v);
            self.resolve_leaked(name, number, ty, offset)?;
        }
        let scope = self.scope();
        let def = Def {
            first: v,
            count: 1,
            offset,
        };
        scope.numbered.insert((name, number), def);
        if let Some(names) = scope.region_names.last_mut() {
            names.push(name);
        }
        Ok(())
    }

    /// The value named by a use, or a placeholder for a forward reference.
    fn resolve(&mut self, name: &'a str, number: u32, offset: usize, ty: Type) -> PResult<ValueId> {
        // An operand of an isolated custom op is a value of the scope around the op.
        if self.isolated_header && self.scopes.len() > 1 {
            let (body, scope, level) = (self.bodies.pop(), self.scopes.pop(), self.levels.pop());
            self.isolated_header = false;
            let r = self.resolve(name, number, offset, ty);
            self.isolated_header = true;
            self.bodies.extend(body);
            self.scopes.extend(scope);
            self.levels.extend(level);
            return r;
        }
        let numbered = &self.scope().numbered;
        let def = match numbered.is_empty() {
            true => None,
            false => numbered.get(&(name, number)).copied(),
        };
        if let Some(def) = def {
            self.check_use_type(def.first, ty, name, offset, def.offset)?;
            return Ok(def.first);
        }
        if let Some(def) = self.scope().values.get(name).copied() {
            if number >= def.count {
                return Err(self.error_at(offset, "reference to invalid result number"));
            }
            let v = ValueId::from_index(def.first.index() + number as usize);
            self.check_use_type(v, ty, name, offset, def.offset)?;
            return Ok(v);
        }
        if let Some(f) = self.scope().forward.get(&(name, number)) {
            let (placeholder, first) = (f.placeholder, f.offset);
            self.check_use_type(placeholder, ty, name, offset, first)?;
            return Ok(placeholder);
        }
        let free = self.scopes.len() == 1 && self.shadows_outer(name);
        if free && let Some(&v) = self.free.get(&(name, number)) {
            if self.bodies.last().expect("body").value_type(v) != ty {
                return Err(self.speculation_failed());
            }
            return Ok(v);
        }
        let loc = self.ctx().unknown_loc();
        let block = match self.scope().placeholder_block {
            Some(b) => b,
            None => {
                let b = self.body().create_block();
                self.scope().placeholder_block = Some(b);
                b
            }
        };
        let v = self.body().add_block_argument(block, ty, loc);
        if free {
            self.free.insert((name, number), v);
            return Ok(v);
        }
        // A value of an enclosing isolated scope: mlir-opt parses the use and its verifier
        // rejects it ("using value defined outside the region"); the use keeps pointing at
        // this placeholder, which the driver reports (see `isolation_violation`).
        let n = self.scopes.len();
        if self.scopes[..n - 1]
            .iter()
            .any(|s| s.values.contains_key(name))
        {
            self.outer_uses = true;
            return Ok(v);
        }
        // A name an earlier scope used without defining it: the same forward reference.
        let mut first = offset;
        if let Some(l) = self.leaked.get(&(name, number)).copied() {
            if l.ty != ty {
                return Err(self.use_type_error(name, ty, l.ty, offset, l.offset));
            }
            first = l.offset;
        }
        self.scope().forward.insert(
            (name, number),
            Forward {
                placeholder: v,
                ty,
                offset: first,
            },
        );
        Ok(v)
    }

    // --- Operations -----------------------------------------------------------------------

    /// Parses `%a, %b:2 = op` (or just `op`) with its trailing location; returns the op,
    /// created but not inserted.
    fn parse_operation(&mut self) -> PResult<OpId> {
        if self.p.at(TokenKind::Error) {
            // The lexer reported it.
            self.failed = true;
            return Err(ParseFailed);
        }
        let first_name = self.result_names.len();
        let r = self.parse_operation_at(first_name);
        self.result_names.truncate(first_name);
        r
    }

    /// [`Self::parse_operation`] with this op's result names pushed on
    /// [`Self::result_names`] from `first_name`.
    fn parse_operation_at(&mut self, first_name: usize) -> PResult<OpId> {
        let op_start = self.p.offset();
        // Result names.
        let mut total = 0u32;
        if self.p.at(TokenKind::PercentIdent) {
            loop {
                if !self.p.at(TokenKind::PercentIdent) {
                    return Err(self.wrong_token("expected valid ssa identifier"));
                }
                let t = self.p.advance();
                let name = self.p.text(t).get(1..).unwrap_or_default();
                let mut count = 1u32;
                if self.p.consume_if(TokenKind::Colon) {
                    if !self.p.at(TokenKind::Integer) {
                        return Err(self.wrong_token("expected integer number of results"));
                    }
                    let it = self.p.advance();
                    let n = super::core::parse_integer_token(self.p.text(it));
                    match n {
                        Some(n) if n >= 1 && n <= u32::MAX as u64 => count = n as u32,
                        _ => {
                            return Err(self.error_at(
                                it.start as usize,
                                "expected named operation to have at least 1 result",
                            ));
                        }
                    }
                }
                self.result_names.push((name, count, t.start as usize));
                total = total.saturating_add(count);
                if !self.p.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::Equal, "expected '=' after SSA name")?;
        }
        let name_offset = self.p.offset();
        let op = match self.p.kind() {
            TokenKind::String => self.parse_generic_op()?,
            TokenKind::BareIdent => self.parse_custom_op()?,
            _ => return Err(self.wrong_token("expected operation name in quotes")),
        };
        let _ = name_offset;
        // Bind the results.
        if self.result_names.len() > first_name {
            let n = self.bodies.last().expect("body").num_results(op) as u32;
            if n == 0 {
                return Err(self.error_at(op_start, "cannot name an operation with no results"));
            }
            if n != total {
                return Err(self.error_at(
                    op_start,
                    format!("operation defines {n} results but was provided {total} to bind"),
                ));
            }
            let mut index = 0usize;
            for i in first_name..self.result_names.len() {
                let (name, count, off) = self.result_names[i];
                let first = self.bodies.last().expect("body").result(op, index);
                self.define(name, first, count, off)?;
                index += count as usize;
            }
        }
        Ok(op)
    }

    /// Looks up an op name, reporting unregistered dialects unless they are allowed.
    fn op_name(&mut self, name: &str, offset: usize) -> PResult<OperationName> {
        let registry = self.ctx().registry();
        if let Some(n) = registry.lookup_op(name) {
            return Ok(n);
        }
        self.check_unregistered(name, offset)?;
        Ok(self.ctx().registry().op_name(name))
    }

    /// The error for an unregistered op `name` unless unregistered dialects are allowed or
    /// its dialect accepts unknown ops.
    fn check_unregistered(&mut self, name: &str, offset: usize) -> PResult<()> {
        if self.opts.allow_unregistered {
            return Ok(());
        }
        let registry = self.ctx().registry();
        let dialect = name.split_once('.').map_or(name, |(d, _)| d);
        let dialect_known = registry
            .dialect(dialect)
            .is_some_and(|d| d.allow_unknown_ops);
        if dialect_known {
            return Ok(());
        }
        Err(self.error_at(
            offset,
            "operation being parsed with an unregistered dialect. If this is intended, \
             please use -allow-unregistered-dialect with the MLIR tool used",
        ))
    }

    fn parse_generic_op(&mut self) -> PResult<OpId> {
        let name_tok = self.p.advance();
        let name_start = name_tok.start as usize;
        let raw = name_tok.text(self.p.source());
        let memo = self.name_memo.get(raw).copied();
        let name = match memo {
            Some(n) => n,
            None => {
                let n = self.generic_op_name(raw, name_start)?;
                self.name_memo.insert(raw, n);
                n
            }
        };
        self.parse_generic_op_rest(name, name_start)
    }

    /// The op named by the string token `raw` (quotes included). Its bytes are kept as they
    /// are: a name that is not UTF-8 (raw or escaped) is an unregistered op, as in mlir-opt.
    fn generic_op_name(&mut self, raw: &'a [u8], name_start: usize) -> PResult<OperationName> {
        if raw.len() < 2 {
            return Err(self.error_at(name_start, "expected operation name in quotes"));
        }
        let name = if crate::lexer::string_has_no_escapes(raw) {
            std::borrow::Cow::Borrowed(&raw[1..raw.len() - 1])
        } else {
            std::borrow::Cow::Owned(crate::lexer::unescape_string(raw))
        };
        if name.is_empty() {
            return Err(self.error_at(name_start, "empty operation name is invalid"));
        }
        if name.contains(&0) {
            let msg = "null character not allowed in operation name";
            return Err(self.error_at(name_start, msg));
        }
        let after_name = self.p.offset();
        match std::str::from_utf8(&name) {
            Ok(text) => self.op_name(text, after_name),
            Err(_) => {
                self.check_unregistered(&String::from_utf8_lossy(&name), after_name)?;
                Ok(self.ctx().registry().op_name_bytes(&name))
            }
        }
    }

    fn parse_generic_op_rest(&mut self, name: OperationName, name_start: usize) -> PResult<OpId> {
        let loc = self.loc_at(name_start);
        // Operands.
        let mut operands = std::mem::take(&mut self.operand_buf);
        operands.clear();
        self.expect(TokenKind::LParen, "expected '(' to start operand list")?;
        // The list is empty unless it starts with a value; `)` is then due.
        if self.p.at(TokenKind::PercentIdent) {
            loop {
                operands.push(self.parse_ssa_use()?);
                if !self.p.consume_if(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokenKind::RParen, "expected ')' to end operand list")?;
        let mut state = self.fresh_state(name, loc);
        // Successors.
        if self.p.at(TokenKind::LSquare) {
            if name.is_registered() && !name.has_trait(ropt_ir::Traits::TERMINATOR) {
                return Err(self.error_here("successors in non-terminator"));
            }
            self.p.advance();
            loop {
                let b = self.parse_successor_ref()?;
                state.successors.push(b);
                if self.p.consume_if(TokenKind::Comma) {
                    continue;
                }
                if !self.p.consume_if(TokenKind::RSquare) {
                    return Err(self.wrong_token("expected ',' or ']'"));
                }
                break;
            }
        }
        // Properties.
        let mut explicit_props = None;
        if self.p.consume_if(TokenKind::Less) {
            let props = match self.memo_props(name) {
                Some(d) => d,
                None => {
                    let start = self.p.offset();
                    let a = self.attr(None)?;
                    self.remember_dict(start, Some(a));
                    Some(a)
                }
            };
            state.properties = props;
            explicit_props = props;
            self.expect(TokenKind::Greater, "expected '>' to close properties")?;
        }
        // Regions.
        let isolated = name.is_isolated_from_above();
        if self.p.at(TokenKind::LParen) {
            self.p.advance();
            if isolated {
                self.push_isolated();
            }
            let r = (|| -> PResult<()> {
                loop {
                    let region = if isolated {
                        self.parse_isolated_region(&[])?
                    } else {
                        self.parse_open_region()?
                    };
                    state.regions.push(region);
                    if !self.p.consume_if(TokenKind::Comma) {
                        break;
                    }
                }
                self.expect(TokenKind::RParen, "expected ')' to end region list")
            })();
            if isolated {
                let body = self.pop_isolated(r.is_ok())?;
                state.body = Some(Box::new(body));
            }
            r?;
        }
        // Attributes; a registered op's inherent attributes become its properties.
        // (A memoized dictionary may hold names that are inherent to this op.)
        if self.p.at(TokenKind::LBrace)
            && name.info().is_none_or(|i| i.inherent_attrs.is_empty())
            && let Some(d) = self.memo_dict()
        {
            state.attributes = d;
        } else if self.p.at(TokenKind::LBrace) {
            let dict_start = self.p.offset();
            let mut v = Vec::new();
            self.p
                .op_parse_attr_dict(&mut v)
                .inspect_err(|_| self.failed = true)?;
            if let Some(info) = name.info() {
                self.rename_legacy_segment_sizes(info, &mut v);
            }
            if let Some(info) = name.info()
                && !info.inherent_attrs.is_empty()
                && state.properties.is_none()
            {
                let (inherent, rest): (Vec<_>, Vec<_>) = v
                    .into_iter()
                    .partition(|a| info.inherent_attrs.iter().any(|n| n == a.name.as_str()));
                v = rest;
                state.properties = self.make_dict(inherent);
            }
            state.attributes = self.make_dict(v);
            if state.properties.is_none() || name.info().is_none() {
                self.remember_dict(dict_start, state.attributes);
            }
        }
        if let Some(defaults) = name
            .info()
            .and_then(|i| i.interfaces.get::<ropt_ir::registry::InherentDefaults>())
        {
            self.add_default_properties(&mut state, &defaults.0);
        }
        // Type.
        if !self.p.at(TokenKind::Colon) {
            return Err(self.wrong_token("expected ':' followed by operation type"));
        }
        self.p.advance();
        let type_offset = self.p.offset();
        let fty = match self.memo_type() {
            Some(t) => t,
            None => {
                let t = self.parse_type()?;
                self.remember_type(type_offset, t);
                t
            }
        };
        if !fty.is_function() {
            return Err(self.error_at(type_offset, "expected function type"));
        }
        let (inputs, results) = (fty.inputs(), fty.results());
        if inputs.len() != operands.len() {
            let n = operands.len();
            return Err(self.error_at(
                type_offset,
                format!(
                    "expected {n} operand type{} but had {}",
                    // mlir-opt's singular form really has a NUL byte.
                    if n == 1 { "\0" } else { "s" },
                    inputs.len()
                ),
            ));
        }
        for (&(name, number, off), &ty) in operands.iter().zip(inputs) {
            let v = self.resolve(name, number, off, ty)?;
            state.operands.push(v);
        }
        self.operand_buf = operands;
        state.result_types.extend_from_slice(results);
        if let (Some(info), Some(props)) = (name.info(), explicit_props) {
            // A registered op's properties come from a dictionary of its inherent attributes.
            let problem = if info.inherent_attrs.is_empty() && info.properties.is_empty() {
                Some("this operation does not support properties")
            } else if props.as_dictionary().is_none() {
                Some("expected DictionaryAttr to set properties")
            } else {
                None
            };
            if let Some(problem) = problem {
                let msg = format!(
                    "invalid properties {} for op {}: {problem}",
                    crate::printer::shim::attr_to_string(props),
                    name.as_str()
                );
                return Err(self.error_at(name_start, msg));
            }
        }
        // The op's own checks of its inherent attributes (MLIR's property conversion).
        if let Some(info) = name.info()
            && let Some(check) = info.check_inherent_attrs
            && let Err(msg) = check(
                self.ctx(),
                info,
                explicit_props,
                &mut state.properties,
                &mut state.attributes,
            )
        {
            return Err(self.error_at(name_start, msg));
        }
        let loc = self.parse_trailing_location()?.unwrap_or(state.location);
        state.location = loc;
        let op = self.body().create_op_from(&mut state);
        if isolated {
            self.place_jobs(op);
        }
        self.state_pool.push(state);
        Ok(op)
    }

    /// The memoized dictionary whose text starts at the current `{`, consuming it.
    fn memo_dict(&mut self) -> Option<Option<Attribute>> {
        self.memo_dict_text().map(|(_, d)| d)
    }

    /// [`Self::memo_dict`], with the dictionary's text.
    fn memo_dict_text(&mut self) -> Option<(&'a str, Option<Attribute>)> {
        if self.dict_memo.is_empty() || !self.p.at(TokenKind::LBrace) {
            return None;
        }
        let start = self.p.offset();
        let src = self.p.source();
        let end = balanced_braces(src, start)?;
        let text = self.src_str.get(start..end)?;
        let d = *self.dict_memo.get(text)?;
        self.p.skip_to(end);
        Some((text, d))
    }

    /// The memoized properties dictionary of an op called `name` at the current `{`,
    /// consuming it. The text this name had last time is tried first: a memoized text is
    /// balanced, so if the source starts with it, that is exactly the dictionary's text.
    fn memo_props(&mut self, name: OperationName) -> Option<Option<Attribute>> {
        let start = self.p.offset();
        if let Some(&(text, d)) = self.last_props.get(&name)
            && self.p.source()[start..].starts_with(text.as_bytes())
        {
            self.p.skip_to(start + text.len());
            return Some(d);
        }
        let (text, d) = self.memo_dict_text()?;
        self.last_props.insert(name, (text, d));
        Some(d)
    }

    /// Remembers the dictionary just parsed from `start` to the previous token's end.
    fn remember_dict(&mut self, start: usize, d: Option<Attribute>) {
        let src = self.p.source();
        if src.get(start) != Some(&b'{') {
            return;
        }
        let end = self.p.prev_end();
        if balanced_braces(src, start) != Some(end) {
            return;
        }
        if let Some(text) = self.src_str.get(start..end) {
            self.dict_memo.insert(text, d);
        }
    }

    /// The rest of the current line from `start`, if only blanks follow `end` on it.
    fn line_rest(&self, start: usize) -> Option<&'a str> {
        let src = self.p.source();
        let mut end = start;
        while end < src.len() && src[end] != b'\n' {
            end += 1;
        }
        let mut e = end;
        while e > start && matches!(src[e - 1], b' ' | b'\t' | b'\r') {
            e -= 1;
        }
        self.src_str.get(start..e)
    }

    /// The memoized type that makes up the rest of the line, consuming it.
    fn memo_type(&mut self) -> Option<Type> {
        if self.type_memo.is_empty() {
            return None;
        }
        let start = self.p.offset();
        let text = self.line_rest(start)?;
        let t = *self.type_memo.get(text)?;
        self.p.skip_to(start + text.len());
        Some(t)
    }

    /// Remembers a type parsed from `start` if it ends its line.
    fn remember_type(&mut self, start: usize, t: Type) {
        let end = self.p.prev_end();
        if let Some(text) = self.line_rest(start)
            && start + text.len() == end
            && !text.contains("//")
        {
            self.type_memo.insert(text, t);
        }
    }

    /// Parses `%name` or `%name#n`.
    fn parse_ssa_use(&mut self) -> PResult<(&'a str, u32, usize)> {
        if !self.p.at(TokenKind::PercentIdent) {
            return Err(self.wrong_token("expected SSA operand"));
        }
        let t = self.p.advance();
        let name = self.p.text(t).get(1..).unwrap_or_default();
        let mut number = 0u32;
        if self.p.at(TokenKind::HashIdent) {
            let h = self.p.advance();
            let digits = self.p.text(h).get(1..).unwrap_or_default();
            match digits.parse::<u32>() {
                Ok(n) if digits.bytes().all(|b| b.is_ascii_digit()) => number = n,
                _ => {
                    return Err(self.error_at(h.start as usize, "invalid SSA value result number"));
                }
            }
        }
        Ok((name, number, t.start as usize))
    }

    fn parse_successor_ref(&mut self) -> PResult<BlockId> {
        if !self.p.at(TokenKind::CaretIdent) {
            return Err(self.wrong_token("expected block name"));
        }
        let t = self.p.advance();
        let name = self.p.text(t);
        Ok(self.block_ref(name, t.start as usize, false)?.0)
    }

    /// The block called `name` in the innermost region, created on first reference.
    /// With `define`, marks it defined (reporting a redefinition).
    fn block_ref(
        &mut self,
        name: &'a str,
        offset: usize,
        define: bool,
    ) -> PResult<(BlockId, bool)> {
        if self.block_scopes.is_empty() {
            return Err(self.error_at(offset, "reference to an undefined block"));
        }
        let existing = self
            .block_scopes
            .last()
            .and_then(|s| s.get(name))
            .map(|b| (b.id, b.defined));
        match existing {
            Some((id, defined)) => {
                if define {
                    if defined {
                        return Err(
                            self.error_at(offset, format!("redefinition of block '{name}'"))
                        );
                    }
                    let entry = self.block_scopes.last_mut().and_then(|s| s.get_mut(name));
                    if let Some(b) = entry {
                        b.defined = true;
                    }
                    return Ok((id, true));
                }
                Ok((id, false))
            }
            None => {
                let id = self.body().create_block();
                self.block_scopes.last_mut().expect("block scope").insert(
                    name,
                    BlockRef {
                        id,
                        defined: define,
                        offset,
                    },
                );
                Ok((id, false))
            }
        }
    }

    fn parse_custom_op(&mut self) -> PResult<OpId> {
        let t = self.p.advance();
        let start = t.start as usize;
        let text = self.p.text(t);
        let default = self.default_dialects.last().copied().unwrap_or("");
        let (name, hooks) = match self.custom_memo.get(text) {
            Some(&(name, hooks, via)) if via.is_none_or(|d| d == default) => {
                (Some(name), Some(hooks))
            }
            _ => self.custom_op_lookup(text, default),
        };
        let Some((name, parse)) = name.zip(hooks.and_then(|h| h.parse)) else {
            if let Some(name) = name {
                // A registered op whose `.td` gives it no syntax (MLIR's default parser).
                let msg = format!("custom op '{name}' has no custom assembly form");
                return Err(self.error_at(start, msg));
            }
            let registry = self.ctx().registry();
            let dialect = text.split_once('.').map_or(default, |(d, _)| d);
            if registry.dialect(dialect).is_none() && !super::ORACLE_DIALECTS.contains(&dialect) {
                let tried = if text.contains('.') {
                    String::new()
                } else {
                    format!(" (tried '{default}.{text}' as well)")
                };
                let mut names: Vec<&str> = registry.dialects().map(|d| d.name.as_str()).collect();
                names.extend_from_slice(super::ORACLE_DIALECTS);
                names.sort_unstable();
                names.dedup();
                self.error_at(
                    start,
                    format!("Dialect `{dialect}' not found for custom op '{text}' {tried}"),
                );
                self.p.note_at(
                    start,
                    format!(
                        "Available dialects: {} ; for more info on dialect registration see \
                         https://mlir.llvm.org/getting_started/Faq/\
                         #registered-loaded-dependent-whats-up-with-dialects-management",
                        names.join(", ")
                    ),
                );
                return Err(ParseFailed);
            }
            let msg = if text.contains('.') {
                format!("custom op '{text}' is unknown")
            } else {
                format!("custom op '{text}' is unknown (tried '{default}.{text}' as well)")
            };
            return Err(self.error_at(start, msg));
        };
        let loc = self.loc_at(start);
        let mut state = self.fresh_state(name, loc);
        let isolated = name.is_isolated_from_above();
        if isolated {
            self.push_isolated();
        }
        let saved = std::mem::replace(&mut self.custom_op_name, name.as_str());
        let saved_pos = std::mem::replace(&mut self.custom_op_pos, start);
        let inner = hooks.and_then(|h| h.default_dialect).unwrap_or("");
        self.default_dialects.push(inner);
        let saved_isolated = std::mem::replace(&mut self.custom_isolated, isolated);
        let saved_header = std::mem::replace(&mut self.isolated_header, isolated);
        let r = parse(self, &mut state).map_err(|_| ParseFailed);
        self.isolated_header = saved_header;
        self.custom_isolated = saved_isolated;
        self.default_dialects.pop();
        self.custom_op_name = saved;
        self.custom_op_pos = saved_pos;
        if isolated {
            let body = self.pop_isolated(r.is_ok())?;
            state.body = Some(Box::new(body));
        }
        r?;
        if let Some(loc) = self.parse_trailing_location()? {
            state.location = loc;
        }
        let op = self.body().create_op_from(&mut state);
        if isolated {
            self.place_jobs(op);
        }
        self.state_pool.push(state);
        Ok(op)
    }

    /// An empty op state for `name` at `loc`, reusing the buffers of a finished op's state
    /// (ops nest, so the pool holds one state per nesting level).
    fn fresh_state(&mut self, name: OperationName, loc: Location) -> Box<OperationState> {
        match self.state_pool.pop() {
            Some(mut st) => {
                st.reset(name, loc);
                st
            }
            None => Box::new(OperationState::new(name, loc)),
        }
    }

    /// The registered op a custom form's name `text` names (directly or in the `default`
    /// dialect) and its syntax hooks, remembered when it has a custom parser.
    fn custom_op_lookup(
        &mut self,
        text: &'a str,
        default: &'static str,
    ) -> (Option<OperationName>, Option<&'static OpAsmHooks>) {
        let registry = self.ctx().registry();
        let mut name = registry.lookup_op(text);
        let mut via = None;
        if name.is_none() && !text.contains('.') && !default.is_empty() {
            name = registry.lookup_op(&format!("{default}.{text}"));
            via = Some(default);
        }
        let hooks = name.and_then(|n| n.interface::<OpAsmHooks>());
        if let (Some(n), Some(h)) = (name, hooks)
            && h.parse.is_some()
        {
            self.custom_memo.insert(text, (n, h, via));
        }
        (name, hooks)
    }

    fn push_isolated(&mut self) {
        let mut body = Body::new();
        if self.bodies.len() == 1 && self.defer.is_none() {
            // Most likely the module holding the rest of the file.
            self.reserve_for_rest(&mut body);
        }
        self.bodies.push(body);
        self.scopes.push(Scope::default());
        self.levels.push(Level::default());
    }

    /// Reserves room in `body` for the ops the rest of a large input (or of a job's region)
    /// may hold, so that the arenas do not grow (and copy themselves) step by step. The
    /// estimate is generous: room that is never written costs address space, not memory.
    fn reserve_for_rest(&self, body: &mut Body) {
        let rest = self.limit_end.saturating_sub(self.p.offset());
        if rest < 1 << 20 {
            return;
        }
        let ops = rest.min(1 << 28) / 32;
        body.reserve(ops, 2 * ops, ops);
    }

    /// Closes an isolated scope, setting its undefined names aside when the parse went well.
    fn pop_isolated(&mut self, ok: bool) -> PResult<Body> {
        let level = self.levels.pop().unwrap_or_default();
        if let Some(j) = level.job {
            // The names of the scope are checked where its regions are parsed.
            self.finish_deferred(j, ok && !self.failed);
        } else if ok && !self.failed {
            self.finish_scope();
        }
        self.popped_jobs = level.pending;
        self.scopes.pop();
        Ok(self.bodies.pop().expect("isolated body"))
    }

    fn parse_trailing_location(&mut self) -> PResult<Option<Location>> {
        if !self.p.at_keyword("loc") {
            return Ok(None);
        }
        match self.p.op_parse_location() {
            Ok(l) => Ok(Some(l)),
            Err(e) => {
                self.failed = true;
                Err(e)
            }
        }
    }

    fn parse_type(&mut self) -> PResult<Type> {
        self.p.op_parse_type().inspect_err(|_| self.failed = true)
    }

    fn attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.p
            .op_parse_attribute(ty)
            .inspect_err(|_| self.failed = true)
    }

    fn attr_dict(&mut self) -> PResult<Option<Attribute>> {
        let mut v = Vec::new();
        self.p
            .op_parse_attr_dict(&mut v)
            .inspect_err(|_| self.failed = true)?;
        Ok(self.make_dict(v))
    }

    /// MLIR still reads an op's segment sizes from the attribute's pre-2023 name
    /// (`operand_segment_sizes`, `result_segment_sizes`) when the current one is absent: the
    /// legacy entry becomes the inherent one (and is dropped when both are given).
    fn rename_legacy_segment_sizes(
        &mut self,
        info: &ropt_ir::registry::OpInfo,
        v: &mut Vec<NamedAttribute>,
    ) {
        for (legacy, current) in [
            ("operand_segment_sizes", "operandSegmentSizes"),
            ("result_segment_sizes", "resultSegmentSizes"),
        ] {
            let Some(at) = v.iter().position(|a| a.name.as_str() == legacy) else {
                continue;
            };
            if !info.inherent_attrs.iter().any(|n| n == current) {
                continue;
            }
            if v.iter().any(|a| a.name.as_str() == current) {
                v.remove(at);
            } else {
                v[at].name = self.ctx().identifier(current);
            }
        }
    }

    /// Adds the default-valued inherent attributes the generic form left out.
    fn add_default_properties(&mut self, state: &mut OperationState, defaults: &[NamedAttribute]) {
        let present = state
            .properties
            .and_then(|p| p.as_dictionary())
            .unwrap_or(&[]);
        if defaults
            .iter()
            .all(|d| present.iter().any(|a| a.name == d.name))
        {
            return;
        }
        let mut v = present.to_vec();
        for d in defaults {
            if !present.iter().any(|a| a.name == d.name) {
                v.push(*d);
            }
        }
        state.properties = self.make_dict(v);
    }

    fn make_dict(&mut self, mut v: Vec<NamedAttribute>) -> Option<Attribute> {
        if v.is_empty() {
            return None;
        }
        v.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
        Some(self.ctx().dictionary_attr(&v))
    }

    // --- Regions and blocks ---------------------------------------------------------------

    /// Parses `{ blocks }` into a new region of the current body; the entry block gets
    /// `entry_args` first.
    fn parse_region_body(&mut self, entry_args: &[Argument]) -> PResult<RegionId> {
        let open = self.p.offset();
        self.expect(TokenKind::LBrace, "expected '{' to begin a region")?;
        self.depth += 1;
        if self.depth > MAX_OP_NESTING {
            return Err(self.error_at(open, "exceeded maximum region nesting depth"));
        }
        let region = self.body().create_region();
        self.open_region();
        let r = self.parse_region_blocks(region, entry_args);
        self.close_region();
        let blocks_ok = if r.is_ok() {
            self.close_block_scope()
        } else {
            self.block_scopes.pop();
            Ok(())
        };
        self.depth -= 1;
        r?;
        blocks_ok?;
        Ok(region)
    }

    fn parse_region_blocks(&mut self, region: RegionId, entry_args: &[Argument]) -> PResult<()> {
        if self.p.consume_if(TokenKind::RBrace) {
            if !entry_args.is_empty() {
                // An empty region with arguments still gets its entry block.
                let block = self.body().create_block();
                self.body().append_block(region, block);
                self.add_arguments(block, entry_args)?;
            }
            return Ok(());
        }
        // The entry block: unlabeled unless the region starts with a block label.
        let entry = if self.p.at(TokenKind::CaretIdent) {
            if !entry_args.is_empty() {
                return Err(self.error_here("invalid block name in region with named arguments"));
            }
            self.parse_block_header(region)?
        } else {
            let block = self.body().create_block();
            self.body().append_block(region, block);
            self.add_arguments(block, entry_args)?;
            block
        };
        let mut block = entry;
        loop {
            self.parse_block_ops(block)?;
            if self.p.consume_if(TokenKind::RBrace) {
                return Ok(());
            }
            if !self.p.at(TokenKind::CaretIdent) {
                return Err(self.wrong_token("expected block name"));
            }
            block = self.parse_block_header(region)?;
        }
    }

    fn add_arguments(&mut self, block: BlockId, args: &[Argument]) -> PResult<()> {
        for a in args {
            let ty = a.ty.unwrap_or_else(|| self.ctx().none_type());
            let loc = match a.loc {
                Some(l) => l,
                None => self.loc_at(a.operand.pos.0),
            };
            let name: &'a str = self.source_name(&a.operand);
            // A region argument may not reuse a name visible where it is declared (even in
            // a scope above an isolated-from-above op, as mlir-opt checks) or used before
            // in its scope.
            let defined = self
                .scopes
                .iter()
                .rev()
                .find_map(|scope| scope.values.get(name).map(|def| def.offset));
            if self.shadows_outer(name) {
                return Err(self.speculation_failed());
            }
            let previous =
                defined.or_else(|| self.scope().forward.get(&(name, 0)).map(|f| f.offset));
            if let Some(prev) = previous {
                let msg = format!("region entry argument '%{name}' is already in use");
                self.error_at(a.operand.pos.0, msg);
                self.p.note_at(prev, "previously referenced here");
                return Err(ParseFailed);
            }
            let v = self.body().add_block_argument(block, ty, loc);
            self.define(name, v, 1, a.operand.pos.0)?;
        }
        Ok(())
    }

    /// Names given by custom parsers are owned strings; keep them for the parse.
    /// The name of an operand parsed from this source (the text after its `%`).
    fn source_name(&self, operand: &UnresolvedOperand) -> &'a str {
        let start = operand.pos.0 + 1;
        self.p.text_range(start, start + operand.name_len as usize)
    }

    /// Parses `^name(args):` and appends the block to `region`.
    fn parse_block_header(&mut self, region: RegionId) -> PResult<BlockId> {
        let t = self.p.advance();
        let name = self.p.text(t);
        let (block, _) = self.block_ref(name, t.start as usize, true)?;
        self.body().append_block(region, block);
        if self.p.consume_if(TokenKind::LParen) {
            if !self.p.at(TokenKind::RParen) {
                loop {
                    // `%name#n` names the `n`th value of `%name`, as in a use.
                    let (arg_name, number, off) = self.parse_ssa_use()?;
                    if !self.p.consume_if(TokenKind::Colon) {
                        return Err(self.wrong_token("expected ':' and type for SSA operand"));
                    }
                    let ty = self.parse_type()?;
                    let loc = match self.parse_trailing_location()? {
                        Some(l) => l,
                        None => self.loc_at(off),
                    };
                    let v = self.body().add_block_argument(block, ty, loc);
                    if number == 0 {
                        self.define(arg_name, v, 1, off)?;
                    } else {
                        self.define_numbered(arg_name, number, v, off)?;
                    }
                    if !self.p.consume_if(TokenKind::Comma) {
                        break;
                    }
                }
            }
            self.expect(TokenKind::RParen, "expected ')'")?;
        }
        self.expect(TokenKind::Colon, "expected ':' after block name")?;
        Ok(block)
    }

    /// Parses ops until the next block label or the end of the region.
    fn parse_block_ops(&mut self, block: BlockId) -> PResult<()> {
        loop {
            match self.p.kind() {
                TokenKind::CaretIdent | TokenKind::RBrace => return Ok(()),
                _ => {
                    let op = self.parse_operation()?;
                    self.body().append_op(block, op);
                }
            }
        }
    }
}

/// A keyword of at most 7 bytes as one word (its bytes, then its length in the top byte),
/// so that equal words mean equal keywords.
#[inline]
fn pack_keyword(text: &[u8]) -> Option<u64> {
    if text.len() > 7 {
        return None;
    }
    let mut word = [0u8; 8];
    word[..text.len()].copy_from_slice(text);
    word[7] = text.len() as u8;
    Some(u64::from_le_bytes(word))
}

fn to_asm<T>(r: PResult<T>) -> AsmResult<T> {
    r.map_err(|_| AsmError)
}

impl<'a> OpAsmParser for OpParser<'a, '_> {
    fn context(&self) -> &Context {
        self.p.ctx
    }

    fn current_pos(&self) -> SourcePos {
        SourcePos(self.p.offset())
    }

    fn location_of(&mut self, pos: SourcePos) -> Location {
        self.loc_at(pos.0)
    }

    fn emit_error(&mut self, pos: SourcePos, message: &str) -> AsmError {
        // Every error a custom parser emits is reported, as with mlir-opt's `emitError` (e.g.
        // a bad enum case, then "failed to parse ... parameter"); only the parser's own
        // follow-up errors are dropped after the first.
        let msg = format!("custom op '{}' {message}", self.custom_op_name);
        self.failed = true;
        self.p.error_at(pos.0, msg);
        AsmError
    }

    fn emit_op_error(&mut self, message: &str) -> AsmError {
        self.failed = true;
        self.p.error_at(self.custom_op_pos, message);
        AsmError
    }

    fn op_name(&self) -> &str {
        self.custom_op_name
    }

    fn op_name_pos(&self) -> SourcePos {
        SourcePos(self.custom_op_pos)
    }

    fn parse_punct(&mut self, punct: Punct) -> AsmResult<()> {
        if self.parse_optional_punct(punct) {
            return Ok(());
        }
        Err(to_asm::<()>(Err(
            self.wrong_token(&format!("expected '{}'", punct.spelling()))
        ))
        .unwrap_err())
    }

    fn parse_optional_punct(&mut self, punct: Punct) -> bool {
        self.p.consume_if(TokenKind::from(punct))
    }

    fn parse_keyword(&mut self, kw: &str) -> AsmResult<()> {
        if self.p.consume_keyword_if(kw) {
            return Ok(());
        }
        let pos = self.current_pos();
        Err(self.emit_error(pos, &format!("expected '{kw}'")))
    }

    fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        self.p.consume_keyword_if(kw)
    }

    fn parse_optional_any_keyword(&mut self) -> Option<String> {
        if self.p.at(TokenKind::BareIdent) {
            let t = self.p.advance();
            return Some(self.p.text(t).to_string());
        }
        None
    }

    fn parse_optional_string(&mut self) -> Option<String> {
        if self.p.at(TokenKind::String) {
            let t = self.p.advance();
            let bytes = crate::lexer::unescape_string(t.text(self.p.source()));
            return Some(String::from_utf8_lossy(&bytes).into_owned());
        }
        None
    }

    fn parse_integer(&mut self) -> AsmResult<i64> {
        // As MLIR's `parseInteger`: `true`/`false` read as 1-bit integers (-1, 0); no integer
        // at all is a custom-op error at the token, a `-` without one a wrong-token error.
        for (kw, v) in [("true", -1), ("false", 0)] {
            if self.p.consume_keyword_if(kw) {
                return Ok(v);
            }
        }
        if !matches!(self.p.token().kind, TokenKind::Integer | TokenKind::Minus) {
            let pos = self.current_pos();
            return Err(self.emit_error(pos, "expected integer value"));
        }
        // A literal that does not fit in 64 bits is a custom-op error (mlir-opt's wording).
        let first = self.p.token();
        let literal = match first.kind {
            TokenKind::Minus => self.p.peek_next(),
            _ => first,
        };
        if literal.kind == TokenKind::Integer {
            let neg = first.kind == TokenKind::Minus;
            let limit = i64::MAX as u64 + u64::from(neg);
            let fits = crate::parser::core::parse_integer_token(self.p.text(literal))
                .is_some_and(|v| v <= limit);
            if !fits {
                return Err(
                    self.emit_error(SourcePos(first.start as usize), "integer value too large")
                );
            }
        }
        to_asm(self.p.parse_i64("integer value"))
    }

    fn parse_optional_integer(&mut self) -> AsmResult<Option<i64>> {
        let first = self.p.token();
        let literal = match first.kind {
            TokenKind::Minus => self.p.peek_next(),
            _ => first,
        };
        if literal.kind != TokenKind::Integer {
            return Ok(None);
        }
        self.parse_integer().map(Some)
    }

    fn parse_optional_int_literal(&mut self) -> AsmResult<Option<(i128, u32)>> {
        for (kw, v) in [("true", -1), ("false", 0)] {
            if self.p.consume_keyword_if(kw) {
                return Ok(Some((v, 1)));
            }
        }
        let first = self.p.token();
        let neg = first.kind == TokenKind::Minus;
        let literal = if neg { self.p.peek_next() } else { first };
        if literal.kind != TokenKind::Integer {
            if !neg {
                return Ok(None);
            }
            // A `-` starts an integer: what follows must be one (a wrong-token error).
            self.p.advance();
            return Err(to_asm::<()>(Err(self.wrong_token("expected integer value"))).unwrap_err());
        }
        let text = self.p.text(literal);
        let (digits, radix) = match text.strip_prefix("0x") {
            Some(h) => (h, 16),
            None => (text, 10),
        };
        let magnitude = match u128::from_str_radix(digits, radix) {
            Ok(m) if m < 1 << 100 => m as i128,
            _ => {
                return Err(
                    self.emit_error(SourcePos(first.start as usize), "integer value too large")
                );
            }
        };
        if neg {
            self.p.advance();
        }
        self.p.advance();
        // LLVM's `getAsInteger` reads 4 bits a digit; a set top bit takes one more.
        let mut width = 4 * digits.len().max(1) as u32;
        if width <= 100 && magnitude >> (width - 1) & 1 == 1 {
            width += 1;
        }
        Ok(Some((if neg { -magnitude } else { magnitude }, width)))
    }

    fn parse_operand(&mut self) -> AsmResult<UnresolvedOperand> {
        let (name, number, off) = to_asm(self.parse_ssa_use())?;
        Ok(UnresolvedOperand {
            pos: SourcePos(off),
            name_len: name.len() as u32,
            number,
        })
    }

    fn operand_name(&self, operand: &UnresolvedOperand) -> &str {
        self.source_name(operand)
    }

    fn parse_optional_operand(&mut self) -> AsmResult<Option<UnresolvedOperand>> {
        if !self.p.at(TokenKind::PercentIdent) {
            return Ok(None);
        }
        self.parse_operand().map(Some)
    }

    fn parse_operand_list(&mut self, delim: ListDelimiter) -> AsmResult<Vec<UnresolvedOperand>> {
        let (open, close) = match delim {
            ListDelimiter::None => (None, None),
            ListDelimiter::Paren => (Some(TokenKind::LParen), Some(TokenKind::RParen)),
            ListDelimiter::Square => (Some(TokenKind::LSquare), Some(TokenKind::RSquare)),
            ListDelimiter::LessGreater => (Some(TokenKind::Less), Some(TokenKind::Greater)),
            ListDelimiter::Braces => (Some(TokenKind::LBrace), Some(TokenKind::RBrace)),
            ListDelimiter::OptionalParen => {
                if !self.p.at(TokenKind::LParen) {
                    return Ok(Vec::new());
                }
                (Some(TokenKind::LParen), Some(TokenKind::RParen))
            }
            ListDelimiter::OptionalSquare => {
                if !self.p.at(TokenKind::LSquare) {
                    return Ok(Vec::new());
                }
                (Some(TokenKind::LSquare), Some(TokenKind::RSquare))
            }
        };
        if let Some(o) = open {
            to_asm(self.expect(o, "expected '('"))?;
        }
        let mut out = Vec::new();
        if self.p.at(TokenKind::PercentIdent) {
            loop {
                out.push(self.parse_operand()?);
                if !self.p.consume_if(TokenKind::Comma) {
                    break;
                }
            }
        }
        if let Some(c) = close {
            to_asm(self.expect(c, "expected ')' in operand list"))?;
        }
        Ok(out)
    }

    fn resolve_operand(&mut self, operand: &UnresolvedOperand, ty: Type) -> AsmResult<ValueId> {
        let name = self.source_name(operand);
        to_asm(self.resolve(name, operand.number, operand.pos.0, ty))
    }

    fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand],
        types: &[Type],
        pos: SourcePos,
        out: &mut Vec<ValueId>,
    ) -> AsmResult<()> {
        if operands.len() != types.len() {
            let msg = format!(
                "{} operands present, but expected {}",
                operands.len(),
                types.len()
            );
            return Err(self.emit_error(pos, &msg));
        }
        for (o, &t) in operands.iter().zip(types) {
            out.push(self.resolve_operand(o, t)?);
        }
        Ok(())
    }

    fn parse_argument(&mut self, allow_type: bool, allow_attrs: bool) -> AsmResult<Argument> {
        let operand = self.parse_operand()?;
        let mut arg = Argument {
            operand,
            ty: None,
            attrs: None,
            loc: None,
        };
        if allow_type {
            self.parse_punct(Punct::Colon)?;
            arg.ty = Some(self.parse_type_()?);
        }
        if allow_attrs && self.p.at(TokenKind::LBrace) {
            arg.attrs = to_asm(self.attr_dict())?;
        }
        arg.loc = to_asm(self.parse_trailing_location())?;
        Ok(arg)
    }

    fn parse_argument_list(
        &mut self,
        delim: ListDelimiter,
        allow_type: bool,
        allow_attrs: bool,
    ) -> AsmResult<Vec<Argument>> {
        let paren = matches!(delim, ListDelimiter::Paren | ListDelimiter::OptionalParen);
        if delim == ListDelimiter::OptionalParen && !self.p.at(TokenKind::LParen) {
            return Ok(Vec::new());
        }
        if paren {
            self.parse_punct(Punct::LParen)?;
        }
        let mut out = Vec::new();
        if self.p.at(TokenKind::PercentIdent) {
            loop {
                out.push(self.parse_argument(allow_type, allow_attrs)?);
                if !self.p.consume_if(TokenKind::Comma) {
                    break;
                }
            }
        }
        if paren {
            self.parse_punct(Punct::RParen)?;
        }
        Ok(out)
    }

    fn parse_type(&mut self) -> AsmResult<Type> {
        self.parse_type_()
    }

    fn parse_optional_type(&mut self) -> AsmResult<Option<Type>> {
        if !self.p.op_at_type_start() {
            return Ok(None);
        }
        self.parse_type_().map(Some)
    }

    fn parse_type_list(&mut self) -> AsmResult<Vec<Type>> {
        let mut out = vec![self.parse_type_()?];
        while self.p.consume_if(TokenKind::Comma) {
            out.push(self.parse_type_()?);
        }
        Ok(out)
    }

    fn parse_arrow_type_list(&mut self) -> AsmResult<Vec<Type>> {
        self.parse_punct(Punct::Arrow)?;
        if self.p.consume_if(TokenKind::LParen) {
            let mut out = Vec::new();
            if !self.p.consume_if(TokenKind::RParen) {
                out = self.parse_type_list()?;
                self.parse_punct(Punct::RParen)?;
            }
            return Ok(out);
        }
        Ok(vec![self.parse_type_()?])
    }

    fn parse_function_type(&mut self) -> AsmResult<(Vec<Type>, Vec<Type>)> {
        let pos = self.current_pos();
        let t = self.parse_type_()?;
        if !t.is_function() {
            return Err(self.emit_error(pos, "expected function type"));
        }
        Ok((t.inputs().to_vec(), t.results().to_vec()))
    }

    fn parse_attribute(&mut self, ty: Option<Type>) -> AsmResult<Attribute> {
        to_asm(self.attr(ty))
    }

    fn parse_optional_attr_dict(&mut self, attrs: &mut Vec<NamedAttribute>) -> AsmResult<()> {
        if !self.p.at(TokenKind::LBrace) {
            return Ok(());
        }
        to_asm(
            self.p
                .op_parse_attr_dict(attrs)
                .inspect_err(|_| self.failed = true),
        )
    }

    fn parse_optional_attr_dict_with_keyword(
        &mut self,
        attrs: &mut Vec<NamedAttribute>,
    ) -> AsmResult<()> {
        if !self.p.consume_keyword_if("attributes") {
            return Ok(());
        }
        if !self.p.at(TokenKind::LBrace) {
            self.wrong_token("expected '{' in attribute dictionary");
            return Err(AsmError);
        }
        self.parse_optional_attr_dict(attrs)
    }

    fn parse_symbol_name(&mut self) -> AsmResult<Vec<u8>> {
        match self.parse_optional_symbol_name() {
            Some(s) => Ok(s),
            None => {
                self.wrong_token("expected valid '@'-identifier for symbol name");
                Err(AsmError)
            }
        }
    }

    fn at_attribute_start(&self) -> bool {
        self.p.at_attribute_start()
    }

    fn parse_optional_symbol_name(&mut self) -> Option<Vec<u8>> {
        if !self.p.at(TokenKind::AtIdent) {
            return None;
        }
        let t = self.p.advance();
        let raw = t.text(self.p.source()).get(1..).unwrap_or_default();
        if raw.first() == Some(&b'"') {
            return Some(crate::lexer::unescape_string(raw));
        }
        Some(raw.to_vec())
    }

    fn parse_optional_location(&mut self) -> AsmResult<Option<Location>> {
        to_asm(self.parse_trailing_location())
    }

    fn parse_region(&mut self, arguments: &[Argument]) -> AsmResult<RegionId> {
        // The ops of the region resolve their operands in the region's own scope.
        let header = std::mem::replace(&mut self.isolated_header, false);
        let r = if self.custom_isolated {
            self.parse_isolated_region(arguments)
        } else {
            self.parse_region_body(arguments)
        };
        self.isolated_header = header;
        to_asm(r)
    }

    fn parse_optional_region(&mut self, arguments: &[Argument]) -> AsmResult<Option<RegionId>> {
        if !self.p.at(TokenKind::LBrace) {
            return Ok(None);
        }
        self.parse_region(arguments).map(Some)
    }

    fn region_is_empty(&mut self, region: RegionId) -> bool {
        if let Some(empty) = self.deferred_region_is_empty(region) {
            return empty;
        }
        self.body().entry_block(region).is_none()
    }

    fn ensure_entry_block(&mut self, region: RegionId) {
        if self.defer_fixup(region, Step::EnsureEntryBlock(region)) {
            return;
        }
        self.ensure_entry_block_here(region);
    }

    fn ensure_terminator(&mut self, region: RegionId, name: &str, num_regions: u32, loc: Location) {
        let op_name = self.ctx().registry().op_name(name);
        let step = Step::EnsureTerminator {
            region,
            name: op_name,
            num_regions,
            loc,
        };
        if self.defer_fixup(region, step) {
            return;
        }
        self.ensure_terminator_here(region, op_name, num_regions, loc);
    }

    fn parse_successor(&mut self) -> AsmResult<BlockId> {
        to_asm(self.parse_successor_ref())
    }

    fn parse_optional_successor(&mut self) -> AsmResult<Option<BlockId>> {
        if !self.p.at(TokenKind::CaretIdent) {
            return Ok(None);
        }
        self.parse_successor().map(Some)
    }
}

impl OpParser<'_, '_> {
    /// [`OpAsmParser::ensure_entry_block`] on a region parsed here.
    fn ensure_entry_block_here(&mut self, region: RegionId) {
        let body = self.body();
        if body.entry_block(region).is_none() {
            let b = body.create_block();
            body.append_block(region, b);
        }
    }

    /// [`OpAsmParser::ensure_terminator`] on a region parsed here.
    fn ensure_terminator_here(
        &mut self,
        region: RegionId,
        op_name: OperationName,
        num_regions: u32,
        loc: Location,
    ) {
        self.ensure_entry_block_here(region);
        let body = self.body();
        let Some(block) = body.blocks(region).last() else {
            return;
        };
        if body
            .last_op(block)
            .is_some_and(|op| body.op_name(op).has_trait(ropt_ir::Traits::TERMINATOR))
        {
            return;
        }
        let mut state = OperationState::new(op_name, loc);
        state.num_new_regions = num_regions;
        let op = body.create_op(state);
        body.append_op(block, op);
        for i in 0..body.regions(op).len() {
            let r = body.regions(op)[i];
            let b = body.create_block();
            body.append_block(r, b);
        }
    }
}

impl OpParser<'_, '_> {
    fn parse_type_(&mut self) -> AsmResult<Type> {
        if !self.p.at(TokenKind::BareIdent) {
            return to_asm(self.parse_type());
        }
        let tok = self.p.token();
        let key = pack_keyword(self.p.cur_text().as_bytes());
        if let Some(key) = key
            && let Some(&(_, t)) = self.keyword_types.iter().find(|(k, _)| *k == key)
        {
            self.p.advance();
            return Ok(t);
        }
        let t = to_asm(self.parse_type())?;
        // Only a type made of this one keyword token (`vector<...>` and the like are not).
        if let Some(key) = key
            && self.p.prev_end() == tok.end as usize
            && self.keyword_types.len() < 16
            && matches!(
                t.kind(),
                TypeKind::Integer { .. } | TypeKind::Float(_) | TypeKind::Index | TypeKind::None
            )
        {
            self.keyword_types.push((key, t));
        }
        Ok(t)
    }
}

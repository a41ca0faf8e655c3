//! Compiles `pdl_interp.func`s into [`Function`]s: flat arrays of [`Instr`] over numbered
//! registers.
//!
//! * Every SSA value of the function (arguments, op results, `foreach` element arguments)
//!   gets its own register, numbered in definition order; the entry arguments are
//!   registers `0..n`.
//! * Successors become instruction offsets. Non-terminators fall through to the next
//!   instruction; every block ends in a jump.
//! * A `foreach` is a `ForEachInit` (reset its loop counter) followed by `ForEachNext`
//!   (bind the next element and enter the body, or leave); a `continue` jumps back to the
//!   `ForEachNext` of its loop. Nested regions are laid out from a work list, not by
//!   recursion.
//! * Register lists, jump tables and constants live in side pools of the
//!   [`ByteCode`], so an instruction is a few words.
//!
//! Compilation fails (with a diagnostic at the op) on ops the bytecode does not know,
//! symbol references to missing rewriters and unregistered native functions.

use ropt_dialect_pdl_interp as pi;
use ropt_ir::{Attribute, AttributeKind, BlockId, Body, Context, Diagnostic, OpId, OperationName};
use ropt_ir::{DenseData, Location, RegionId, Type, ValueId};
use rustc_hash::FxHashMap;

use crate::native::{ConstraintFn, NativeFunctions, RewriteFn};
use crate::value::PdlValue;

/// A register number.
pub type Reg = u16;

/// A jump target: an instruction offset in its function.
pub type Pc = u32;

/// A slice of one of the [`ByteCode`] pools.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct List {
    /// First element.
    pub start: u32,
    /// Number of elements.
    pub len: u32,
}

impl List {
    pub(crate) fn of<T>(self, pool: &[T]) -> &[T] {
        &pool[self.start as usize..(self.start + self.len) as usize]
    }
}

/// The kind of elements a range holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Types.
    Type,
    /// Values.
    Value,
    /// Operations.
    Operation,
    /// Attributes (no ranges of them exist).
    Attribute,
}

/// One instruction. `t`/`f` are the targets of a check that holds or fails.
#[derive(Clone, Copy, Debug)]
#[allow(missing_docs)]
pub enum Instr {
    ApplyConstraint {
        func: u32,
        args: List,
        results: List,
        negated: bool,
        t: Pc,
        f: Pc,
    },
    ApplyRewrite {
        func: u32,
        args: List,
        results: List,
    },
    AreEqual {
        lhs: Reg,
        rhs: Reg,
        t: Pc,
        f: Pc,
    },
    Branch {
        dest: Pc,
    },
    CheckAttribute {
        attr: Reg,
        value: Attribute,
        t: Pc,
        f: Pc,
    },
    CheckOperandCount {
        op: Reg,
        count: u32,
        at_least: bool,
        t: Pc,
        f: Pc,
    },
    CheckOperationName {
        op: Reg,
        name: OperationName,
        t: Pc,
        f: Pc,
    },
    CheckResultCount {
        op: Reg,
        count: u32,
        at_least: bool,
        t: Pc,
        f: Pc,
    },
    CheckType {
        ty: Reg,
        value: Type,
        t: Pc,
        f: Pc,
    },
    CheckTypes {
        range: Reg,
        types: List,
        t: Pc,
        f: Pc,
    },
    /// Store a constant (`create_attribute`, `create_type`).
    Constant {
        dst: Reg,
        value: PdlValue,
    },
    CreateTypes {
        dst: Reg,
        types: List,
    },
    /// `create_operation`: `create` indexes [`ByteCode::creates`].
    CreateOperation {
        dst: Reg,
        create: u32,
    },
    CreateRange {
        dst: Reg,
        kind: Kind,
        args: List,
    },
    Erase {
        op: Reg,
    },
    Extract {
        dst: Reg,
        range: Reg,
        index: u32,
    },
    Finalize,
    ForEachInit {
        counter: u16,
    },
    ForEachNext {
        range: Reg,
        arg: Reg,
        counter: u16,
        body: Pc,
        exit: Pc,
    },
    GetAttribute {
        dst: Reg,
        op: Reg,
        name: &'static str,
    },
    GetAttributeType {
        dst: Reg,
        attr: Reg,
    },
    GetDefiningOp {
        dst: Reg,
        value: Reg,
    },
    GetOperand {
        dst: Reg,
        op: Reg,
        index: u32,
    },
    GetResult {
        dst: Reg,
        op: Reg,
        index: u32,
    },
    /// `get_operands`/`get_results` (`results`), of one group or all (`index` `u32::MAX`),
    /// as a range or a single value.
    GetGroup {
        dst: Reg,
        op: Reg,
        index: u32,
        results: bool,
        range: bool,
    },
    GetUsers {
        dst: Reg,
        value: Reg,
    },
    GetValueType {
        dst: Reg,
        value: Reg,
    },
    IsNotNull {
        value: Reg,
        t: Pc,
        f: Pc,
    },
    RecordMatch {
        pattern: u32,
        inputs: List,
        matched: List,
        dest: Pc,
    },
    Replace {
        op: Reg,
        values: List,
    },
    SwitchAttribute {
        attr: Reg,
        cases: List,
        targets: List,
        default: Pc,
    },
    SwitchOperandCount {
        op: Reg,
        cases: List,
        targets: List,
        default: Pc,
    },
    SwitchResultCount {
        op: Reg,
        cases: List,
        targets: List,
        default: Pc,
    },
    SwitchOperationName {
        op: Reg,
        cases: List,
        targets: List,
        default: Pc,
    },
    SwitchType {
        ty: Reg,
        cases: List,
        targets: List,
        default: Pc,
    },
    SwitchTypes {
        range: Reg,
        cases: List,
        targets: List,
        default: Pc,
    },
}

/// What a `create_operation` needs beyond registers.
#[derive(Clone, Debug)]
pub struct Create {
    /// The op name.
    pub name: OperationName,
    /// Operand registers (values or value ranges).
    pub operands: List,
    /// Attribute value registers.
    pub attrs: List,
    /// Attribute names (pool `strs`).
    pub attr_names: List,
    /// Result type registers (types or type ranges).
    pub types: List,
    /// Result types are inferred.
    pub inferred: bool,
    /// Where the op is (for diagnostics about it).
    pub loc: Location,
}

/// A compiled function.
#[derive(Clone, Debug, Default)]
pub struct Function {
    /// The code; execution starts at 0.
    pub code: Vec<Instr>,
    /// Number of registers.
    pub num_regs: usize,
    /// Number of loop counters.
    pub num_loops: usize,
    /// Number of arguments (registers `0..num_args`).
    pub num_args: usize,
    /// Location of the op each instruction came from.
    pub locs: Vec<Location>,
}

/// What a `record_match` declares: one rewrite pattern.
#[derive(Clone, Debug)]
pub struct PatternDecl {
    /// The rewriter function (index into [`ByteCode::rewriters`]).
    pub rewriter: u32,
    /// Benefit.
    pub benefit: u16,
    /// The ops it can match: the name the matcher proves its root op has where it records
    /// the match ([`crate::roots`]), none for any op.
    pub root: Option<OperationName>,
    /// Ops the rewriter may create.
    pub generated: Vec<OperationName>,
    /// The rewriter's symbol name (the pattern's debug name).
    pub name: String,
}

/// A compiled pattern module: the matcher, the rewriters and the pools they index.
#[derive(Clone, Default)]
pub struct ByteCode {
    /// The matcher function.
    pub matcher: Function,
    /// The rewriter functions.
    pub rewriters: Vec<Function>,
    /// One entry per `record_match` of the matcher, in op order.
    pub patterns: Vec<PatternDecl>,
    /// Register lists.
    pub regs: Vec<Reg>,
    /// Jump tables.
    pub targets: Vec<Pc>,
    /// Attribute constants.
    pub attrs: Vec<Attribute>,
    /// Type constants.
    pub types: Vec<Type>,
    /// Lists of types (`switch_types` cases), as slices of `types`.
    pub type_lists: Vec<List>,
    /// Op name constants.
    pub names: Vec<OperationName>,
    /// Integer constants (count switches).
    pub ints: Vec<i64>,
    /// String constants (attribute names).
    pub strs: Vec<&'static str>,
    /// `create_operation` descriptions.
    pub creates: Vec<Create>,
    /// The native constraints the code calls.
    pub constraints: Vec<ConstraintFn>,
    /// The native rewrites the code calls.
    pub rewrites: Vec<RewriteFn>,
    /// Their names (for diagnostics and debugging).
    pub constraint_names: Vec<String>,
    /// Their names.
    pub rewrite_names: Vec<String>,
}

fn error(body: &Body, op: OpId, msg: String) -> Diagnostic {
    Diagnostic::error(body.op_location(op), msg)
}

fn push<T: Copy>(pool: &mut Vec<T>, items: impl IntoIterator<Item = T>) -> List {
    let start = pool.len();
    pool.extend(items);
    List {
        start: start as u32,
        len: (pool.len() - start) as u32,
    }
}

/// The `i32` elements of a dense elements attribute (`count` of them when splat).
fn dense_i32s(a: Attribute, count: usize) -> Option<Vec<i64>> {
    let AttributeKind::DenseElements {
        data: DenseData::Raw { splat, bytes },
        ..
    } = a.kind()
    else {
        return None;
    };
    let read = |c: &[u8]| i32::from_le_bytes([c[0], c[1], c[2], c[3]]) as i64;
    if bytes.len() % 4 != 0 || bytes.is_empty() && count > 0 {
        return None;
    }
    Some(if *splat {
        vec![read(&bytes[..4]); count]
    } else {
        bytes.chunks(4).map(read).collect()
    })
}

/// Where a successor's block must be patched in.
enum Fixup {
    /// `code[pc]`'s successor number `which`.
    Instr(usize, usize, BlockId),
    /// `targets[i]`.
    Table(usize, BlockId),
}

struct FnCompiler<'a> {
    ctx: &'a Context,
    body: &'a Body,
    bc: &'a mut ByteCode,
    natives: &'a NativeFunctions,
    /// Looks up the rewriter a `record_match` names.
    rewriter_index: &'a dyn Fn(Attribute) -> Option<u32>,
    is_matcher: bool,
    regs: FxHashMap<ValueId, Reg>,
    out: Function,
    block_pc: FxHashMap<BlockId, Pc>,
    fixups: Vec<Fixup>,
}

/// Placeholder target, patched once every block has an offset.
const UNSET: Pc = Pc::MAX;

impl<'a> FnCompiler<'a> {
    fn reg(&mut self, v: ValueId) -> Result<Reg, String> {
        if let Some(&r) = self.regs.get(&v) {
            return Ok(r);
        }
        let r = self.out.num_regs;
        if r >= Reg::MAX as usize {
            return Err("too many values in a PDL function".into());
        }
        self.out.num_regs += 1;
        self.regs.insert(v, r as Reg);
        Ok(r as Reg)
    }

    fn regs(&mut self, vs: impl IntoIterator<Item = ValueId>) -> Result<List, String> {
        let mut tmp = Vec::new();
        for v in vs {
            tmp.push(self.reg(v)?);
        }
        Ok(push(&mut self.bc.regs, tmp))
    }

    fn result(&mut self, op: OpId) -> Result<Reg, String> {
        let v = self.body.results(op).next().ok_or("expected a result")?;
        self.reg(v)
    }

    fn emit(&mut self, op: OpId, i: Instr) -> usize {
        self.out.code.push(i);
        self.out.locs.push(self.body.op_location(op));
        self.out.code.len() - 1
    }

    /// Records that successor `which` of instruction `pc` is `block`.
    fn succ(&mut self, pc: usize, which: usize, block: BlockId) {
        self.fixups.push(Fixup::Instr(pc, which, block));
    }

    fn table(&mut self, blocks: Vec<BlockId>) -> List {
        let start = self.bc.targets.len();
        for b in blocks {
            self.fixups.push(Fixup::Table(self.bc.targets.len(), b));
            self.bc.targets.push(UNSET);
        }
        List {
            start: start as u32,
            len: (self.bc.targets.len() - start) as u32,
        }
    }

    fn compile(self, func: OpId) -> Result<Function, Diagnostic> {
        let body = self.body;
        let rb = body.regions_body(func);
        let Some(&region) = body.regions(func).first() else {
            return Err(error(body, func, "expected a function body".into()));
        };
        // `regions_body` is where the function's blocks live.
        let me = FnCompiler { body: rb, ..self };
        me.compile_region_tree(func, region)
    }

    fn compile_region_tree(mut self, func: OpId, region: RegionId) -> Result<Function, Diagnostic> {
        let body = self.body;
        let Some(entry) = body.entry_block(region) else {
            return Err(error(body, func, "expected a non-empty function".into()));
        };
        for &a in body.block_arguments(entry) {
            self.reg(a).map_err(|m| error(body, func, m))?;
        }
        self.out.num_args = body.num_block_arguments(entry);
        // Regions still to lay out, with the `ForEachNext` their `continue` goes to.
        let mut pending: Vec<(RegionId, Option<Pc>)> = vec![(region, None)];
        while let Some((r, next)) = pending.pop() {
            for b in body.blocks(r) {
                self.block_pc.insert(b, self.out.code.len() as Pc);
                for op in body.ops(b) {
                    self.compile_op(op, next, &mut pending)
                        .map_err(|m| error(body, op, m))?;
                }
            }
        }
        for f in std::mem::take(&mut self.fixups) {
            let (Fixup::Instr(_, _, b) | Fixup::Table(_, b)) = f;
            let Some(&target) = self.block_pc.get(&b) else {
                return Err(error(
                    body,
                    func,
                    "a successor is not a block of the function".into(),
                ));
            };
            match f {
                Fixup::Instr(pc, which, _) => set_target(&mut self.out.code[pc], which, target),
                Fixup::Table(i, _) => self.bc.targets[i] = target,
            }
        }
        Ok(self.out)
    }

    fn compile_op(
        &mut self,
        op: OpId,
        loop_next: Option<Pc>,
        pending: &mut Vec<(RegionId, Option<Pc>)>,
    ) -> Result<(), String> {
        let body = self.body;
        let ctx = self.ctx;
        macro_rules! branch2 {
            ($op:expr, $i:expr) => {{
                let t = $op.true_dest(body);
                let f = $op.false_dest(body);
                let pc = self.emit(op, $i);
                self.succ(pc, 0, t);
                self.succ(pc, 1, f);
            }};
        }
        let name = body.op_name(op).as_str();
        let int = |a: Option<Attribute>| -> u32 {
            a.and_then(|a| a.as_int().and_then(|i| i.to_i64()))
                .map_or(u32::MAX, |i| i.clamp(0, u32::MAX as i64) as u32)
        };
        let str_of = |a: Option<Attribute>| a.and_then(|a| a.as_str()).unwrap_or("");
        if let Some(o) = pi::ApplyConstraintOp::cast(body, op) {
            let fname = str_of(o.name_attr(body));
            let Some(f) = self.natives.constraint(fname) else {
                return Err(format!("the native constraint '{fname}' is not registered"));
            };
            let func = self.bc.constraints.len() as u32;
            self.bc.constraints.push(f.clone());
            self.bc.constraint_names.push(fname.to_owned());
            let args = self.regs(o.args(body))?;
            let results = self.regs(body.results(op))?;
            let negated = o.is_negated_attr(body).and_then(|a| a.as_bool()) == Some(true);
            branch2!(
                o,
                Instr::ApplyConstraint {
                    func,
                    args,
                    results,
                    negated,
                    t: UNSET,
                    f: UNSET
                }
            );
        } else if let Some(o) = pi::ApplyRewriteOp::cast(body, op) {
            let fname = str_of(o.name_attr(body));
            let Some(f) = self.natives.rewrite(fname) else {
                return Err(format!("the native rewrite '{fname}' is not registered"));
            };
            let func = self.bc.rewrites.len() as u32;
            self.bc.rewrites.push(f.clone());
            self.bc.rewrite_names.push(fname.to_owned());
            let args = self.regs(o.args(body))?;
            let results = self.regs(body.results(op))?;
            self.emit(
                op,
                Instr::ApplyRewrite {
                    func,
                    args,
                    results,
                },
            );
        } else if let Some(o) = pi::AreEqualOp::cast(body, op) {
            let lhs = self.reg(o.lhs(body))?;
            let rhs = self.reg(o.rhs(body))?;
            branch2!(
                o,
                Instr::AreEqual {
                    lhs,
                    rhs,
                    t: UNSET,
                    f: UNSET
                }
            );
        } else if let Some(o) = pi::BranchOp::cast(body, op) {
            let pc = self.emit(op, Instr::Branch { dest: UNSET });
            self.succ(pc, 0, o.dest(body));
        } else if let Some(o) = pi::CheckAttributeOp::cast(body, op) {
            let attr = self.reg(o.attribute(body))?;
            let value = o.constant_value_attr(body).ok_or("expected a constant")?;
            branch2!(
                o,
                Instr::CheckAttribute {
                    attr,
                    value,
                    t: UNSET,
                    f: UNSET
                }
            );
        } else if let Some(o) = pi::CheckOperandCountOp::cast(body, op) {
            let r = self.reg(o.input_op(body))?;
            let count = int(o.count_attr(body));
            let at_least = o.compare_at_least(body);
            branch2!(
                o,
                Instr::CheckOperandCount {
                    op: r,
                    count,
                    at_least,
                    t: UNSET,
                    f: UNSET
                }
            );
        } else if let Some(o) = pi::CheckResultCountOp::cast(body, op) {
            let r = self.reg(o.input_op(body))?;
            let count = int(o.count_attr(body));
            let at_least = o.compare_at_least(body);
            branch2!(
                o,
                Instr::CheckResultCount {
                    op: r,
                    count,
                    at_least,
                    t: UNSET,
                    f: UNSET
                }
            );
        } else if let Some(o) = pi::CheckOperationNameOp::cast(body, op) {
            let r = self.reg(o.input_op(body))?;
            let name = ctx.registry().op_name(str_of(o.name_attr(body)));
            branch2!(
                o,
                Instr::CheckOperationName {
                    op: r,
                    name,
                    t: UNSET,
                    f: UNSET
                }
            );
        } else if let Some(o) = pi::CheckTypeOp::cast(body, op) {
            let ty = self.reg(o.value(body))?;
            let value = o.type_(body).ok_or("expected a type")?;
            branch2!(
                o,
                Instr::CheckType {
                    ty,
                    value,
                    t: UNSET,
                    f: UNSET
                }
            );
        } else if let Some(o) = pi::CheckTypesOp::cast(body, op) {
            let range = self.reg(o.value(body))?;
            let types = self.type_list(o.types_attr(body))?;
            branch2!(
                o,
                Instr::CheckTypes {
                    range,
                    types,
                    t: UNSET,
                    f: UNSET
                }
            );
        } else if pi::ContinueOp::cast(body, op).is_some() {
            let head = loop_next.ok_or("'pdl_interp.continue' outside a foreach")?;
            self.emit(op, Instr::Branch { dest: head });
        } else if let Some(o) = pi::CreateAttributeOp::cast(body, op) {
            let dst = self.result(op)?;
            let value = o.value_attr(body).ok_or("expected a value")?;
            self.emit(
                op,
                Instr::Constant {
                    dst,
                    value: PdlValue::Attribute(value),
                },
            );
        } else if let Some(o) = pi::CreateTypeOp::cast(body, op) {
            let dst = self.result(op)?;
            let value = o
                .value_attr(body)
                .and_then(|a| a.as_type())
                .ok_or("expected a type")?;
            self.emit(
                op,
                Instr::Constant {
                    dst,
                    value: PdlValue::Type(value),
                },
            );
        } else if let Some(o) = pi::CreateTypesOp::cast(body, op) {
            let dst = self.result(op)?;
            let types = self.type_list(o.value_attr(body))?;
            self.emit(op, Instr::CreateTypes { dst, types });
        } else if let Some(o) = pi::CreateOperationOp::cast(body, op) {
            let dst = self.result(op)?;
            let name = ctx.registry().op_name(str_of(o.name_attr(body)));
            let operands = self.regs(o.input_operands(body))?;
            let attrs = self.regs(o.input_attributes(body))?;
            let names: Vec<&'static str> = o
                .input_attribute_names_attr(body)
                .and_then(|a| a.as_array())
                .unwrap_or(&[])
                .iter()
                .map(|a| a.as_str().unwrap_or(""))
                .collect();
            let attr_names = push(&mut self.bc.strs, names);
            let types = self.regs(o.input_result_types(body))?;
            let inferred = o.inferred_result_types(body);
            let create = self.bc.creates.len() as u32;
            self.bc.creates.push(Create {
                name,
                operands,
                attrs,
                attr_names,
                types,
                inferred,
                loc: body.op_location(op),
            });
            self.emit(op, Instr::CreateOperation { dst, create });
        } else if let Some(o) = pi::CreateRangeOp::cast(body, op) {
            let dst = self.result(op)?;
            let ty = body.value_type(body.results(op).next().ok_or("expected a result")?);
            let kind = range_kind(ty);
            let args = self.regs(o.arguments(body))?;
            self.emit(op, Instr::CreateRange { dst, kind, args });
        } else if let Some(o) = pi::EraseOp::cast(body, op) {
            let r = self.reg(o.input_op(body))?;
            self.emit(op, Instr::Erase { op: r });
        } else if let Some(o) = pi::ExtractOp::cast(body, op) {
            let dst = self.result(op)?;
            let range = self.reg(o.range(body))?;
            let index = int(o.index_attr(body));
            self.emit(op, Instr::Extract { dst, range, index });
        } else if pi::FinalizeOp::cast(body, op).is_some() {
            self.emit(op, Instr::Finalize);
        } else if let Some(o) = pi::ForEachOp::cast(body, op) {
            let range = self.reg(o.values(body))?;
            let region = o.region(body);
            let entry = body.entry_block(region).ok_or("expected a loop body")?;
            let arg = *body
                .block_arguments(entry)
                .first()
                .ok_or("expected a loop argument")?;
            let arg = self.reg(arg)?;
            if self.out.num_loops >= u16::MAX as usize {
                return Err("too many loops in a PDL function".into());
            }
            let counter = self.out.num_loops as u16;
            self.out.num_loops += 1;
            self.emit(op, Instr::ForEachInit { counter });
            let next = self.emit(
                op,
                Instr::ForEachNext {
                    range,
                    arg,
                    counter,
                    body: UNSET,
                    exit: UNSET,
                },
            );
            self.succ(next, 0, entry);
            self.succ(next, 1, o.successor(body));
            pending.push((region, Some(next as Pc)));
        } else if let Some(o) = pi::GetAttributeOp::cast(body, op) {
            let dst = self.result(op)?;
            let r = self.reg(o.input_op(body))?;
            let name = str_of(o.name_attr(body));
            self.emit(op, Instr::GetAttribute { dst, op: r, name });
        } else if let Some(o) = pi::GetAttributeTypeOp::cast(body, op) {
            let dst = self.result(op)?;
            let attr = self.reg(o.value(body))?;
            self.emit(op, Instr::GetAttributeType { dst, attr });
        } else if let Some(o) = pi::GetDefiningOpOp::cast(body, op) {
            let dst = self.result(op)?;
            let value = self.reg(o.value(body))?;
            self.emit(op, Instr::GetDefiningOp { dst, value });
        } else if let Some(o) = pi::GetOperandOp::cast(body, op) {
            let dst = self.result(op)?;
            let r = self.reg(o.input_op(body))?;
            let index = int(o.index_attr(body));
            self.emit(op, Instr::GetOperand { dst, op: r, index });
        } else if let Some(o) = pi::GetResultOp::cast(body, op) {
            let dst = self.result(op)?;
            let r = self.reg(o.input_op(body))?;
            let index = int(o.index_attr(body));
            self.emit(op, Instr::GetResult { dst, op: r, index });
        } else if let Some(o) = pi::GetOperandsOp::cast(body, op) {
            let dst = self.result(op)?;
            let r = self.reg(o.input_op(body))?;
            let index = int(o.index_attr(body));
            let range = is_range(body.value_type(o.value(body)));
            self.emit(
                op,
                Instr::GetGroup {
                    dst,
                    op: r,
                    index,
                    results: false,
                    range,
                },
            );
        } else if let Some(o) = pi::GetResultsOp::cast(body, op) {
            let dst = self.result(op)?;
            let r = self.reg(o.input_op(body))?;
            let index = int(o.index_attr(body));
            let range = is_range(body.value_type(o.value(body)));
            self.emit(
                op,
                Instr::GetGroup {
                    dst,
                    op: r,
                    index,
                    results: true,
                    range,
                },
            );
        } else if let Some(o) = pi::GetUsersOp::cast(body, op) {
            let dst = self.result(op)?;
            let value = self.reg(o.value(body))?;
            self.emit(op, Instr::GetUsers { dst, value });
        } else if let Some(o) = pi::GetValueTypeOp::cast(body, op) {
            let dst = self.result(op)?;
            let value = self.reg(o.value(body))?;
            self.emit(op, Instr::GetValueType { dst, value });
        } else if let Some(o) = pi::IsNotNullOp::cast(body, op) {
            let value = self.reg(o.value(body))?;
            branch2!(
                o,
                Instr::IsNotNull {
                    value,
                    t: UNSET,
                    f: UNSET
                }
            );
        } else if let Some(o) = pi::RecordMatchOp::cast(body, op) {
            if !self.is_matcher {
                return Err("'pdl_interp.record_match' outside the matcher".into());
            }
            let sym = o.rewriter_attr(body).ok_or("expected a rewriter")?;
            let rewriter = (self.rewriter_index)(sym)
                .ok_or_else(|| "expected a valid rewriter symbol".to_string())?;
            let benefit = int(o.benefit_attr(body)).min(u16::MAX as u32) as u16;
            let root = o
                .root_kind_attr(body)
                .and_then(|a| a.as_str())
                .map(|n| ctx.registry().op_name(n));
            let generated = o
                .generated_ops_attr(body)
                .and_then(|a| a.as_array())
                .unwrap_or(&[])
                .iter()
                .filter_map(|a| a.as_str())
                .map(|n| ctx.registry().op_name(n))
                .collect();
            let name = match sym.kind() {
                AttributeKind::SymbolRef { root, nested } => {
                    nested.last().unwrap_or(root).as_str().to_owned()
                }
                _ => String::new(),
            };
            let pattern = self.bc.patterns.len() as u32;
            self.bc.patterns.push(PatternDecl {
                rewriter,
                benefit,
                root,
                generated,
                name,
            });
            let inputs = self.regs(o.inputs(body))?;
            let matched = self.regs(o.matched_ops(body))?;
            let pc = self.emit(
                op,
                Instr::RecordMatch {
                    pattern,
                    inputs,
                    matched,
                    dest: UNSET,
                },
            );
            self.succ(pc, 0, o.dest(body));
        } else if let Some(o) = pi::ReplaceOp::cast(body, op) {
            let r = self.reg(o.input_op(body))?;
            let values = self.regs(o.repl_values(body))?;
            self.emit(op, Instr::Replace { op: r, values });
        } else if let Some(o) = pi::SwitchAttributeOp::cast(body, op) {
            let attr = self.reg(o.attribute(body))?;
            let list = o
                .case_values_attr(body)
                .and_then(|a| a.as_array())
                .unwrap_or(&[]);
            let cases = push(&mut self.bc.attrs, list.iter().copied());
            self.switch(
                op,
                default_dest(body, op),
                case_dests(body, op),
                |attr_reg, cases, targets, default| Instr::SwitchAttribute {
                    attr: attr_reg,
                    cases,
                    targets,
                    default,
                },
                attr,
                cases,
            );
        } else if let Some(o) = pi::SwitchOperandCountOp::cast(body, op) {
            let r = self.reg(o.input_op(body))?;
            let succs = case_dests(body, op);
            let cases = self.int_cases(o.case_values_attr(body), succs.len())?;
            self.switch(
                op,
                default_dest(body, op),
                succs,
                |op, cases, targets, default| Instr::SwitchOperandCount {
                    op,
                    cases,
                    targets,
                    default,
                },
                r,
                cases,
            );
        } else if let Some(o) = pi::SwitchResultCountOp::cast(body, op) {
            let r = self.reg(o.input_op(body))?;
            let succs = case_dests(body, op);
            let cases = self.int_cases(o.case_values_attr(body), succs.len())?;
            self.switch(
                op,
                default_dest(body, op),
                succs,
                |op, cases, targets, default| Instr::SwitchResultCount {
                    op,
                    cases,
                    targets,
                    default,
                },
                r,
                cases,
            );
        } else if let Some(o) = pi::SwitchOperationNameOp::cast(body, op) {
            let r = self.reg(o.input_op(body))?;
            let names: Vec<OperationName> = o
                .case_values_attr(body)
                .and_then(|a| a.as_array())
                .unwrap_or(&[])
                .iter()
                .map(|a| ctx.registry().op_name(a.as_str().unwrap_or("")))
                .collect();
            let cases = push(&mut self.bc.names, names);
            self.switch(
                op,
                default_dest(body, op),
                case_dests(body, op),
                |op, cases, targets, default| Instr::SwitchOperationName {
                    op,
                    cases,
                    targets,
                    default,
                },
                r,
                cases,
            );
        } else if let Some(o) = pi::SwitchTypeOp::cast(body, op) {
            let ty = self.reg(o.value(body))?;
            let types = self.type_list(o.case_values_attr(body))?;
            self.switch(
                op,
                default_dest(body, op),
                case_dests(body, op),
                |ty, cases, targets, default| Instr::SwitchType {
                    ty,
                    cases,
                    targets,
                    default,
                },
                ty,
                types,
            );
        } else if let Some(o) = pi::SwitchTypesOp::cast(body, op) {
            let range = self.reg(o.value(body))?;
            let mut lists = Vec::new();
            for a in o
                .case_values_attr(body)
                .and_then(|a| a.as_array())
                .unwrap_or(&[])
            {
                lists.push(self.type_list(Some(*a))?);
            }
            let cases = push(&mut self.bc.type_lists, lists);
            self.switch(
                op,
                default_dest(body, op),
                case_dests(body, op),
                |range, cases, targets, default| Instr::SwitchTypes {
                    range,
                    cases,
                    targets,
                    default,
                },
                range,
                cases,
            );
        } else {
            return Err(format!("'{name}' cannot be compiled to PDL bytecode"));
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn switch(
        &mut self,
        op: OpId,
        default: BlockId,
        cases: Vec<BlockId>,
        make: impl FnOnce(Reg, List, List, Pc) -> Instr,
        subject: Reg,
        values: List,
    ) {
        let targets = self.table(cases);
        let pc = self.emit(op, make(subject, values, targets, UNSET));
        self.succ(pc, 0, default);
    }

    fn type_list(&mut self, a: Option<Attribute>) -> Result<List, String> {
        let mut types = Vec::new();
        for e in a.and_then(|a| a.as_array()).unwrap_or(&[]) {
            types.push(e.as_type().ok_or("expected a type")?);
        }
        Ok(push(&mut self.bc.types, types))
    }

    fn int_cases(&mut self, a: Option<Attribute>, n: usize) -> Result<List, String> {
        let values = a
            .and_then(|a| dense_i32s(a, n))
            .ok_or("expected dense i32 case values")?;
        Ok(push(&mut self.bc.ints, values))
    }
}

/// The default successor of a switch (ODS generates no accessor for a successor group
/// after it: the successor order is the declaration order, default first).
fn default_dest(body: &Body, op: OpId) -> BlockId {
    body.successor(op, 0)
}

/// The case successors of a switch.
fn case_dests(body: &Body, op: OpId) -> Vec<BlockId> {
    body.successors(op).skip(1).collect()
}

/// Sets successor `which` of a jump instruction.
fn set_target(i: &mut Instr, which: usize, pc: Pc) {
    use Instr::*;
    match i {
        ApplyConstraint { t, f, .. }
        | AreEqual { t, f, .. }
        | CheckAttribute { t, f, .. }
        | CheckOperandCount { t, f, .. }
        | CheckOperationName { t, f, .. }
        | CheckResultCount { t, f, .. }
        | CheckType { t, f, .. }
        | CheckTypes { t, f, .. }
        | IsNotNull { t, f, .. } => *(if which == 0 { t } else { f }) = pc,
        ForEachNext { body, exit, .. } => *(if which == 0 { body } else { exit }) = pc,
        Branch { dest } | RecordMatch { dest, .. } => *dest = pc,
        SwitchAttribute { default, .. }
        | SwitchOperandCount { default, .. }
        | SwitchResultCount { default, .. }
        | SwitchOperationName { default, .. }
        | SwitchType { default, .. }
        | SwitchTypes { default, .. } => *default = pc,
        _ => {}
    }
}

/// Whether `ty` is a `!pdl.range<...>`.
pub(crate) fn is_range(ty: Type) -> bool {
    ropt_dialect_pdl::types::is_range(ty)
}

/// The element kind of a `!pdl.range<...>` (or of a single handle type).
pub(crate) fn range_kind(ty: Type) -> Kind {
    let s = pdl_spelling(ty);
    let inner = s
        .strip_prefix("range<")
        .and_then(|s| s.strip_suffix('>'))
        .unwrap_or(s);
    match inner {
        "type" => Kind::Type,
        "value" => Kind::Value,
        "operation" => Kind::Operation,
        _ => Kind::Attribute,
    }
}

/// The spelling of a `pdl` type after `!pdl.` (empty for other types).
fn pdl_spelling(ty: Type) -> &'static str {
    ropt_dialect_pdl::types::data(ty).unwrap_or("")
}

/// Compiles the pattern module whose top-level ops are in `body`'s region `region`: its
/// `pdl_interp.func @matcher` and the rewriters of its `module @rewriters`.
pub fn compile_module(
    ctx: &Context,
    body: &Body,
    region: RegionId,
    natives: &NativeFunctions,
) -> Result<ByteCode, Diagnostic> {
    let mut bc = ByteCode::default();
    let mut matcher = None;
    // Rewriter functions by symbol path (`rewriters::name`), and their ops.
    let mut rewriter_ops: Vec<(String, &Body, OpId)> = Vec::new();
    let sym = |b: &Body, op: OpId| {
        b.attr(op, "sym_name")
            .and_then(|a| a.as_str())
            .unwrap_or("")
            .to_owned()
    };
    for block in body.blocks(region) {
        for op in body.ops(block) {
            if pi::FuncOp::cast(body, op).is_some() {
                if sym(body, op) == pi::MATCHER_FUNCTION_NAME {
                    matcher = Some(op);
                }
            } else if body.regions(op).len() == 1 && body.op(op).has_nested_body() {
                // A module of rewriters.
                let mname = sym(body, op);
                let mb = body.regions_body(op);
                let mr = body.regions(op)[0];
                for b in mb.blocks(mr) {
                    for f in mb.ops(b) {
                        if pi::FuncOp::cast(mb, f).is_some() {
                            rewriter_ops.push((format!("{mname}::{}", sym(mb, f)), mb, f));
                        }
                    }
                }
            }
        }
    }
    let Some(matcher) = matcher else {
        return Err(Diagnostic::error(
            ctx.unknown_loc(),
            "expected a 'pdl_interp.func @matcher' in the pattern module".to_string(),
        ));
    };
    let paths: Vec<String> = rewriter_ops.iter().map(|(p, _, _)| p.clone()).collect();
    let lookup = |a: Attribute| -> Option<u32> {
        let AttributeKind::SymbolRef { root, nested } = a.kind() else {
            return None;
        };
        let mut path = root.as_str().to_owned();
        for n in nested.iter() {
            path.push_str("::");
            path.push_str(n.as_str());
        }
        paths.iter().position(|p| *p == path).map(|i| i as u32)
    };
    let compile = |bc: &mut ByteCode, b: &Body, f: OpId, is_matcher: bool| {
        FnCompiler {
            ctx,
            body: b,
            bc,
            natives,
            rewriter_index: &lookup,
            is_matcher,
            regs: FxHashMap::default(),
            out: Function::default(),
            block_pc: FxHashMap::default(),
            fixups: Vec::new(),
        }
        .compile(f)
    };
    for (_, b, f) in &rewriter_ops {
        let func = compile(&mut bc, b, *f, false)?;
        bc.rewriters.push(func);
    }
    bc.matcher = compile(&mut bc, body, matcher, true)?;
    crate::roots::refine_roots(&mut bc);
    Ok(bc)
}

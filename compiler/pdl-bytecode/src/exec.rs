//! The interpreter: runs a compiled matcher on a root op, recording matches, and a
//! compiled rewriter on a match.
//!
//! Semantics follow MLIR's PDL bytecode:
//! * a handle read from an op that lacks it (an operand past the end, a missing attribute, an
//!   untyped attribute's type, the defining op of a block argument) is null, and a check on a
//!   null handle fails;
//! * `get_operands`/`get_results` with an index give the index-th group when the op has
//!   `AttrSizedOperandSegments`/`AttrSizedResultSegments` (null if the segment attribute has
//!   no such entry), else every value from the index on; as a single value, the group must
//!   hold exactly one;
//! * matches are sorted by decreasing benefit, ties in the order they were recorded; ops a
//!   rewriter creates get the fused location of the match's `loc([...])` ops;
//! * a rewrite fails (and the next match is tried) when a native rewrite fails or it
//!   replaces an op by the wrong number of values; erasing an op whose results are still
//!   used leaves its users with null operands (MLIR does the same, and its verifier, like
//!   ours, then reports them).
//!
//! Every run is bounded: a function whose jumps loop outside any `foreach` stops after
//! [`MAX_STEPS`] instructions.

use ropt_ir::{Attribute, Location, OpId, Type, ValueId};
use ropt_rewrite::{LogicalResult, MatchFailure, PatternRewriter};

use crate::compile::{ByteCode, Function, Instr, Kind, List, Reg};
use crate::value::{Args, PdlValue, Ranges, Results};

/// The most instructions one matcher or rewriter run executes.
pub const MAX_STEPS: u64 = 1 << 28;

/// A recorded match.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Match {
    /// The pattern (`record_match`) it belongs to.
    pub pattern: u32,
    /// Its benefit.
    pub benefit: u16,
    /// Where ops its rewriter creates go.
    pub loc: Location,
    /// The rewriter's arguments, in [`State::match_values`].
    pub values: List,
}

/// Everything a match attempt needs, reused from attempt to attempt.
#[derive(Default)]
pub(crate) struct State {
    regs: Vec<PdlValue>,
    loops: Vec<u32>,
    pub ranges: Ranges,
    pub matches: Vec<Match>,
    match_values: Vec<PdlValue>,
    args: Vec<PdlValue>,
    results: Results,
}

enum Mode {
    Match,
    Rewrite(Location),
}

impl State {
    /// Runs the matcher on `root`: afterwards `matches` holds its matches, best first.
    pub fn run_matcher(&mut self, bc: &ByteCode, rw: &mut PatternRewriter<'_>, root: OpId) {
        self.ranges.clear();
        self.matches.clear();
        self.match_values.clear();
        self.reset(&bc.matcher);
        if let Some(r) = self.regs.first_mut() {
            *r = PdlValue::Operation(root);
        }
        // A matcher has no failure of its own: a check that fails just records nothing.
        let _ = self.run(bc, &bc.matcher, rw, Mode::Match);
        self.matches.sort_by_key(|m| std::cmp::Reverse(m.benefit));
    }

    /// Runs the rewriter of match `m`.
    pub fn run_rewriter(
        &mut self,
        bc: &ByteCode,
        rw: &mut PatternRewriter<'_>,
        m: Match,
    ) -> LogicalResult {
        let decl = &bc.patterns[m.pattern as usize];
        let func = &bc.rewriters[decl.rewriter as usize];
        self.reset(func);
        let n = func.num_args.min(m.values.len as usize);
        for i in 0..n {
            self.regs[i] = self.match_values[m.values.start as usize + i];
        }
        self.run(bc, func, rw, Mode::Rewrite(m.loc))
    }

    fn reset(&mut self, f: &Function) {
        self.regs.clear();
        self.regs.resize(f.num_regs, PdlValue::Null);
        self.loops.clear();
        self.loops.resize(f.num_loops, 0);
    }

    fn run(
        &mut self,
        bc: &ByteCode,
        f: &Function,
        rw: &mut PatternRewriter<'_>,
        mode: Mode,
    ) -> LogicalResult {
        let mut pc = 0usize;
        let mut steps = 0u64;
        loop {
            steps += 1;
            if steps > MAX_STEPS {
                return Err(MatchFailure);
            }
            let Some(&instr) = f.code.get(pc) else {
                return Ok(());
            };
            pc += 1;
            let jump = |ok: bool, t: u32, f: u32| (if ok { t } else { f }) as usize;
            match instr {
                Instr::ApplyConstraint {
                    func,
                    args,
                    results,
                    negated,
                    t,
                    f,
                } => {
                    self.gather_args(bc, args);
                    self.results.clear();
                    let ok = {
                        let a = Args::new(&self.args, &self.ranges);
                        (bc.constraints[func as usize])(rw, &a, &mut self.results)
                    };
                    if ok && !negated {
                        self.store_results(bc, results);
                    }
                    pc = jump(ok != negated, t, f);
                }
                Instr::ApplyRewrite {
                    func,
                    args,
                    results,
                } => {
                    self.gather_args(bc, args);
                    self.results.clear();
                    let r = {
                        let a = Args::new(&self.args, &self.ranges);
                        (bc.rewrites[func as usize])(rw, &a, &mut self.results)
                    };
                    r?;
                    self.store_results(bc, results);
                }
                Instr::AreEqual { lhs, rhs, t, f } => {
                    let ok = self.equal(self.get(lhs), self.get(rhs));
                    pc = jump(ok, t, f);
                }
                Instr::Branch { dest } => pc = dest as usize,
                Instr::CheckAttribute { attr, value, t, f } => {
                    pc = jump(self.get(attr) == PdlValue::Attribute(value), t, f);
                }
                Instr::CheckOperandCount {
                    op,
                    count,
                    at_least,
                    t,
                    f,
                } => {
                    let ok = self
                        .op(op)
                        .is_some_and(|o| count_ok(rw.body().num_operands(o), count, at_least));
                    pc = jump(ok, t, f);
                }
                Instr::CheckResultCount {
                    op,
                    count,
                    at_least,
                    t,
                    f,
                } => {
                    let ok = self
                        .op(op)
                        .is_some_and(|o| count_ok(rw.body().num_results(o), count, at_least));
                    pc = jump(ok, t, f);
                }
                Instr::CheckOperationName { op, name, t, f } => {
                    let ok = self.op(op).is_some_and(|o| rw.body().op_name(o) == name);
                    pc = jump(ok, t, f);
                }
                Instr::CheckType { ty, value, t, f } => {
                    pc = jump(self.get(ty) == PdlValue::Type(value), t, f);
                }
                Instr::CheckTypes { range, types, t, f } => {
                    let ok = match self.get(range) {
                        PdlValue::TypeRange(s) => self.ranges.types(s) == types.of(&bc.types),
                        _ => false,
                    };
                    pc = jump(ok, t, f);
                }
                Instr::Constant { dst, value } => self.set(dst, value),
                Instr::CreateTypes { dst, types } => {
                    let s = self.ranges.push_types(types.of(&bc.types).iter().copied());
                    self.set(dst, PdlValue::TypeRange(s));
                }
                Instr::CreateOperation { dst, create } => {
                    let loc = match mode {
                        Mode::Rewrite(l) => l,
                        Mode::Match => f.locs[pc - 1],
                    };
                    let op = self.create_operation(bc, create as usize, rw, loc)?;
                    self.set(dst, PdlValue::Operation(op));
                }
                Instr::CreateRange { dst, kind, args } => {
                    let v = self.create_range(bc, kind, args);
                    self.set(dst, v);
                }
                Instr::Erase { op } => {
                    let Some(o) = self.op(op) else {
                        return Err(MatchFailure);
                    };
                    // As in MLIR, an op whose results are still used is erased all the
                    // same: its users are left with null operands, which the verifier
                    // reports.
                    rw.erase_op(o);
                }
                Instr::Extract { dst, range, index } => {
                    let i = index as usize;
                    let v = match self.get(range) {
                        PdlValue::TypeRange(s) => self
                            .ranges
                            .types(s)
                            .get(i)
                            .map_or(PdlValue::Null, |&t| PdlValue::Type(t)),
                        PdlValue::ValueRange(s) => self
                            .ranges
                            .values(s)
                            .get(i)
                            .map_or(PdlValue::Null, |&v| PdlValue::Value(v)),
                        PdlValue::OperationRange(s) => self
                            .ranges
                            .ops(s)
                            .get(i)
                            .map_or(PdlValue::Null, |&o| PdlValue::Operation(o)),
                        _ => PdlValue::Null,
                    };
                    self.set(dst, v);
                }
                Instr::Finalize => return Ok(()),
                Instr::ForEachInit { counter } => self.loops[counter as usize] = 0,
                Instr::ForEachNext {
                    range,
                    arg,
                    counter,
                    body,
                    exit,
                } => {
                    let i = self.loops[counter as usize] as usize;
                    let elem = match self.get(range) {
                        PdlValue::TypeRange(s) => {
                            self.ranges.types(s).get(i).map(|&t| PdlValue::Type(t))
                        }
                        PdlValue::ValueRange(s) => {
                            self.ranges.values(s).get(i).map(|&v| PdlValue::Value(v))
                        }
                        PdlValue::OperationRange(s) => {
                            self.ranges.ops(s).get(i).map(|&o| PdlValue::Operation(o))
                        }
                        _ => None,
                    };
                    match elem {
                        Some(e) => {
                            self.set(arg, e);
                            self.loops[counter as usize] += 1;
                            pc = body as usize;
                        }
                        None => pc = exit as usize,
                    }
                }
                Instr::GetAttribute { dst, op, name } => {
                    let v = self
                        .op(op)
                        .and_then(|o| rw.body().attr(o, name))
                        .map_or(PdlValue::Null, PdlValue::Attribute);
                    self.set(dst, v);
                }
                Instr::GetAttributeType { dst, attr } => {
                    let v = match self.get(attr) {
                        PdlValue::Attribute(a) => {
                            ropt_ods_runtime::attrs::typed_attr_type(rw.context(), a)
                                .map_or(PdlValue::Null, PdlValue::Type)
                        }
                        _ => PdlValue::Null,
                    };
                    self.set(dst, v);
                }
                Instr::GetDefiningOp { dst, value } => {
                    let v = match self.get(value) {
                        PdlValue::Value(v) => Some(v),
                        PdlValue::ValueRange(s) => self.ranges.values(s).first().copied(),
                        _ => None,
                    };
                    let d = v
                        .and_then(|v| rw.body().defining_op(v))
                        .map_or(PdlValue::Null, PdlValue::Operation);
                    self.set(dst, d);
                }
                Instr::GetOperand { dst, op, index } => {
                    let v = self
                        .op(op)
                        .filter(|&o| (index as usize) < rw.body().num_operands(o))
                        .map_or(PdlValue::Null, |o| {
                            PdlValue::Value(rw.body().operand(o, index as usize))
                        });
                    self.set(dst, v);
                }
                Instr::GetResult { dst, op, index } => {
                    let v = self
                        .op(op)
                        .filter(|&o| (index as usize) < rw.body().num_results(o))
                        .map_or(PdlValue::Null, |o| {
                            PdlValue::Value(rw.body().result(o, index as usize))
                        });
                    self.set(dst, v);
                }
                Instr::GetGroup {
                    dst,
                    op,
                    index,
                    results,
                    range,
                } => {
                    let v = match self.op(op) {
                        Some(o) => self.get_group(rw, o, index, results, range),
                        None => PdlValue::Null,
                    };
                    self.set(dst, v);
                }
                Instr::GetUsers { dst, value } => {
                    let body = rw.body();
                    let v = match self.get(value) {
                        PdlValue::Value(v) => {
                            PdlValue::OperationRange(self.ranges.push_ops(body.users(v)))
                        }
                        PdlValue::ValueRange(s) => {
                            let vals = self.ranges.values_vec(s);
                            let users: Vec<OpId> =
                                vals.iter().flat_map(|&v| body.users(v)).collect();
                            PdlValue::OperationRange(self.ranges.push_ops(users))
                        }
                        _ => PdlValue::Null,
                    };
                    self.set(dst, v);
                }
                Instr::GetValueType { dst, value } => {
                    let body = rw.body();
                    let v = match self.get(value) {
                        PdlValue::Value(v) => PdlValue::Type(body.value_type(v)),
                        PdlValue::ValueRange(s) => {
                            let types: Vec<Type> = self
                                .ranges
                                .values(s)
                                .iter()
                                .map(|&v| body.value_type(v))
                                .collect();
                            PdlValue::TypeRange(self.ranges.push_types(types))
                        }
                        _ => PdlValue::Null,
                    };
                    self.set(dst, v);
                }
                Instr::IsNotNull { value, t, f } => {
                    pc = jump(self.get(value) != PdlValue::Null, t, f);
                }
                Instr::RecordMatch {
                    pattern,
                    inputs,
                    matched,
                    dest,
                } => {
                    let body = rw.body();
                    let locs: Vec<Location> = matched
                        .of(&bc.regs)
                        .iter()
                        .filter_map(|&r| match self.get(r) {
                            PdlValue::Operation(o) => Some(body.op_location(o)),
                            _ => None,
                        })
                        .collect();
                    let loc = rw.context().fused_loc_simplified(&locs, None);
                    let start = self.match_values.len();
                    for &r in inputs.of(&bc.regs) {
                        let v = self.get(r);
                        self.match_values.push(v);
                    }
                    self.matches.push(Match {
                        pattern,
                        benefit: bc.patterns[pattern as usize].benefit,
                        loc,
                        values: List {
                            start: start as u32,
                            len: inputs.len,
                        },
                    });
                    pc = dest as usize;
                }
                Instr::Replace { op, values } => {
                    let Some(o) = self.op(op) else {
                        return Err(MatchFailure);
                    };
                    let vals = self.flatten_values(bc, values);
                    if vals.len() != rw.body().num_results(o) {
                        return rw.notify_match_failure(
                            o,
                            "the replacement values do not match the op's results",
                        );
                    }
                    rw.replace_op(o, &vals);
                }
                Instr::SwitchAttribute {
                    attr,
                    cases,
                    targets,
                    default,
                } => {
                    let v = self.get(attr);
                    let i = match v {
                        PdlValue::Attribute(a) => cases.of(&bc.attrs).iter().position(|&c| c == a),
                        _ => None,
                    };
                    pc = pick(bc, targets, i, default);
                }
                Instr::SwitchOperandCount {
                    op,
                    cases,
                    targets,
                    default,
                } => {
                    let i = self.op(op).and_then(|o| {
                        let n = rw.body().num_operands(o) as i64;
                        cases.of(&bc.ints).iter().position(|&c| c == n)
                    });
                    pc = pick(bc, targets, i, default);
                }
                Instr::SwitchResultCount {
                    op,
                    cases,
                    targets,
                    default,
                } => {
                    let i = self.op(op).and_then(|o| {
                        let n = rw.body().num_results(o) as i64;
                        cases.of(&bc.ints).iter().position(|&c| c == n)
                    });
                    pc = pick(bc, targets, i, default);
                }
                Instr::SwitchOperationName {
                    op,
                    cases,
                    targets,
                    default,
                } => {
                    let i = self.op(op).and_then(|o| {
                        let n = rw.body().op_name(o);
                        cases.of(&bc.names).iter().position(|&c| c == n)
                    });
                    pc = pick(bc, targets, i, default);
                }
                Instr::SwitchType {
                    ty,
                    cases,
                    targets,
                    default,
                } => {
                    let i = match self.get(ty) {
                        PdlValue::Type(t) => cases.of(&bc.types).iter().position(|&c| c == t),
                        _ => None,
                    };
                    pc = pick(bc, targets, i, default);
                }
                Instr::SwitchTypes {
                    range,
                    cases,
                    targets,
                    default,
                } => {
                    let i = match self.get(range) {
                        PdlValue::TypeRange(s) => {
                            let got = self.ranges.types(s);
                            cases
                                .of(&bc.type_lists)
                                .iter()
                                .position(|l| l.of(&bc.types) == got)
                        }
                        _ => None,
                    };
                    pc = pick(bc, targets, i, default);
                }
            }
        }
    }

    #[inline]
    fn get(&self, r: Reg) -> PdlValue {
        self.regs[r as usize]
    }

    #[inline]
    fn set(&mut self, r: Reg, v: PdlValue) {
        self.regs[r as usize] = v;
    }

    #[inline]
    fn op(&self, r: Reg) -> Option<OpId> {
        match self.get(r) {
            PdlValue::Operation(o) => Some(o),
            _ => None,
        }
    }

    fn gather_args(&mut self, bc: &ByteCode, args: List) {
        self.args.clear();
        for &r in args.of(&bc.regs) {
            let v = self.regs[r as usize];
            self.args.push(v);
        }
    }

    fn store_results(&mut self, bc: &ByteCode, results: List) {
        let mut got = std::mem::take(&mut self.results.0).into_iter();
        for &r in results.of(&bc.regs) {
            let v = got
                .next()
                .map_or(PdlValue::Null, |x| x.into_value(&mut self.ranges));
            self.regs[r as usize] = v;
        }
    }

    /// Handles are equal when they are the same; ranges when their elements are.
    fn equal(&self, a: PdlValue, b: PdlValue) -> bool {
        match (a, b) {
            (PdlValue::TypeRange(x), PdlValue::TypeRange(y)) => {
                self.ranges.types(x) == self.ranges.types(y)
            }
            (PdlValue::ValueRange(x), PdlValue::ValueRange(y)) => {
                self.ranges.values(x) == self.ranges.values(y)
            }
            (PdlValue::OperationRange(x), PdlValue::OperationRange(y)) => {
                self.ranges.ops(x) == self.ranges.ops(y)
            }
            _ => a == b,
        }
    }

    fn get_group(
        &mut self,
        rw: &PatternRewriter<'_>,
        op: OpId,
        index: u32,
        results: bool,
        range: bool,
    ) -> PdlValue {
        let body = rw.body();
        let all: Vec<ValueId> = if results {
            body.results(op).collect()
        } else {
            body.operands(op).collect()
        };
        let (trait_name, attr) = if results {
            ("AttrSizedResultSegments", "resultSegmentSizes")
        } else {
            ("AttrSizedOperandSegments", "operandSegmentSizes")
        };
        let values: &[ValueId] = if index == u32::MAX {
            &all
        } else if has_trait(body.op_name(op), trait_name) {
            let Some(sizes) = body
                .attr(op, attr)
                .and_then(ropt_ods_runtime::host::dense_array_values)
            else {
                return PdlValue::Null;
            };
            let i = index as usize;
            if i >= sizes.len() {
                return PdlValue::Null;
            }
            let start: i128 = sizes[..i].iter().sum();
            let (start, len) = (start.max(0) as usize, sizes[i].max(0) as usize);
            match all.get(start..start + len) {
                Some(s) => s,
                None => return PdlValue::Null,
            }
        } else if all.len() >= index as usize {
            &all[index as usize..]
        } else {
            return PdlValue::Null;
        };
        if range {
            PdlValue::ValueRange(self.ranges.push_values(values.iter().copied()))
        } else if values.len() == 1 {
            PdlValue::Value(values[0])
        } else {
            PdlValue::Null
        }
    }

    fn flatten_values(&self, bc: &ByteCode, regs: List) -> Vec<ValueId> {
        let mut out = Vec::new();
        for &r in regs.of(&bc.regs) {
            match self.get(r) {
                PdlValue::Value(v) => out.push(v),
                PdlValue::ValueRange(s) => out.extend_from_slice(self.ranges.values(s)),
                _ => {}
            }
        }
        out
    }

    fn flatten_types(&self, bc: &ByteCode, regs: List) -> Vec<Type> {
        let mut out = Vec::new();
        for &r in regs.of(&bc.regs) {
            match self.get(r) {
                PdlValue::Type(t) => out.push(t),
                PdlValue::TypeRange(s) => out.extend_from_slice(self.ranges.types(s)),
                _ => {}
            }
        }
        out
    }

    fn create_range(&mut self, bc: &ByteCode, kind: Kind, args: List) -> PdlValue {
        match kind {
            Kind::Type => {
                let ts = self.flatten_types(bc, args);
                PdlValue::TypeRange(self.ranges.push_types(ts))
            }
            Kind::Value => {
                let vs = self.flatten_values(bc, args);
                PdlValue::ValueRange(self.ranges.push_values(vs))
            }
            Kind::Operation => {
                let mut ops = Vec::new();
                for &r in args.of(&bc.regs) {
                    match self.get(r) {
                        PdlValue::Operation(o) => ops.push(o),
                        PdlValue::OperationRange(s) => ops.extend_from_slice(self.ranges.ops(s)),
                        _ => {}
                    }
                }
                PdlValue::OperationRange(self.ranges.push_ops(ops))
            }
            Kind::Attribute => PdlValue::Null,
        }
    }

    fn create_operation(
        &mut self,
        bc: &ByteCode,
        index: usize,
        rw: &mut PatternRewriter<'_>,
        loc: Location,
    ) -> Result<OpId, MatchFailure> {
        let c = &bc.creates[index];
        let ctx = rw.context();
        let operands = self.flatten_values(bc, c.operands);
        let mut attrs: Vec<(String, Attribute)> = Vec::new();
        for (&r, &n) in c.attrs.of(&bc.regs).iter().zip(c.attr_names.of(&bc.strs)) {
            // A null attribute (a native rewrite may make one) is left out.
            if let PdlValue::Attribute(a) = self.get(r) {
                attrs.push((n.to_owned(), a));
            }
        }
        let types = if c.inferred {
            match ropt_ods_runtime::drr::interp::infer_result_types(
                ctx,
                rw.body(),
                c.name,
                &operands,
                &attrs,
            ) {
                Some(t) => t,
                None => {
                    return Err(MatchFailure);
                }
            }
        } else {
            self.flatten_types(bc, c.types)
        };
        let spec = ropt_ods_runtime::drr::rt::OpSpec {
            sized_segments: false,
            regions: 0,
        };
        let groups = [operands];
        Ok(ropt_ods_runtime::drr::rt::create_op(
            rw, c.name, loc, &groups, attrs, types, &spec,
        ))
    }
}

fn count_ok(n: usize, count: u32, at_least: bool) -> bool {
    if at_least {
        n >= count as usize
    } else {
        n == count as usize
    }
}

fn pick(bc: &ByteCode, targets: List, i: Option<usize>, default: u32) -> usize {
    i.and_then(|i| targets.of(&bc.targets).get(i))
        .map_or(default as usize, |&t| t as usize)
}

/// Whether the ODS definition of ops named `name` has trait `t`.
fn has_trait(name: ropt_ir::OperationName, t: &str) -> bool {
    name.interface::<ropt_ods_runtime::RuntimeOp>()
        .is_some_and(|rt| rt.def.has_trait(t))
}

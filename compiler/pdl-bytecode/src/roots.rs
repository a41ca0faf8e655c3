//! Which ops a compiled pattern can match.
//!
//! MLIR runs the matcher on every op and applies every match it records there, whatever
//! root (`root("...")`) the `record_match` declares: the declared root only names the
//! pattern. ropt's applicator, to skip the matcher on ops no pattern is for, only tries a
//! pattern on the ops of its root. So the root a pattern is filed under is the one the
//! matcher proves: a forward data flow over the matcher's code finds, for each
//! instruction, the op name its root op (register 0) is known to have on every path there
//! (from `check_operation_name`/`switch_operation_name` of the root). A `record_match`
//! reached with a known name is filed under it (which is the declared root for matchers
//! `-convert-pdl-to-pdl-interp` makes of single-root patterns); one reached with none is
//! tried on every op.

use ropt_ir::OperationName;

use crate::compile::{ByteCode, Instr, Pc};

/// What is known of the root op's name at an instruction.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fact {
    /// Not reached (yet).
    Unreached,
    /// The root op has this name.
    Name(OperationName),
    /// Nothing.
    Any,
}

impl Fact {
    fn join(self, other: Fact) -> Fact {
        match (self, other) {
            (Fact::Unreached, f) | (f, Fact::Unreached) => f,
            (Fact::Name(a), Fact::Name(b)) if a == b => Fact::Name(a),
            _ => Fact::Any,
        }
    }
}

/// Files every pattern of `bc` under the root its `record_match` is reached with (see the
/// module comment); an unreachable `record_match` keeps its declared root.
pub(crate) fn refine_roots(bc: &mut ByteCode) {
    let code = &bc.matcher.code;
    if code.is_empty() || bc.matcher.num_args == 0 {
        return;
    }
    let mut facts = vec![Fact::Unreached; code.len()];
    let mut work: Vec<Pc> = vec![0];
    facts[0] = Fact::Any;
    let mut edges: Vec<(Pc, Fact)> = Vec::new();
    while let Some(pc) = work.pop() {
        let fact = facts[pc as usize];
        edges.clear();
        successors(bc, pc, fact, &mut edges);
        for &(to, f) in &edges {
            let Some(slot) = facts.get_mut(to as usize) else {
                continue;
            };
            let joined = slot.join(f);
            if joined != *slot {
                *slot = joined;
                work.push(to);
            }
        }
    }
    for (pc, instr) in code.iter().enumerate() {
        if let Instr::RecordMatch { pattern, .. } = *instr
            && let Some(decl) = bc.patterns.get_mut(pattern as usize)
        {
            match facts[pc] {
                Fact::Unreached => {}
                Fact::Name(n) => decl.root = Some(n),
                Fact::Any => decl.root = None,
            }
        }
    }
}

/// The successors of instruction `pc`, each with what is known there, given `fact` at `pc`.
fn successors(bc: &ByteCode, pc: Pc, fact: Fact, out: &mut Vec<(Pc, Fact)>) {
    let same = |out: &mut Vec<(Pc, Fact)>, to: Pc| out.push((to, fact));
    let targets = |l: crate::compile::List| l.of(&bc.targets);
    match bc.matcher.code[pc as usize] {
        Instr::CheckOperationName { op, name, t, f } => {
            out.push((t, if op == 0 { Fact::Name(name) } else { fact }));
            same(out, f);
        }
        Instr::SwitchOperationName {
            op,
            cases,
            targets: ts,
            default,
        } => {
            for (&t, &n) in targets(ts).iter().zip(cases.of(&bc.names)) {
                out.push((t, if op == 0 { Fact::Name(n) } else { fact }));
            }
            same(out, default);
        }
        Instr::ApplyConstraint { t, f, .. }
        | Instr::AreEqual { t, f, .. }
        | Instr::CheckAttribute { t, f, .. }
        | Instr::CheckOperandCount { t, f, .. }
        | Instr::CheckResultCount { t, f, .. }
        | Instr::CheckType { t, f, .. }
        | Instr::CheckTypes { t, f, .. }
        | Instr::IsNotNull { t, f, .. } => {
            same(out, t);
            same(out, f);
        }
        Instr::Branch { dest } | Instr::RecordMatch { dest, .. } => same(out, dest),
        Instr::ForEachNext { body, exit, .. } => {
            same(out, body);
            same(out, exit);
        }
        Instr::SwitchAttribute {
            targets: ts,
            default,
            ..
        }
        | Instr::SwitchOperandCount {
            targets: ts,
            default,
            ..
        }
        | Instr::SwitchResultCount {
            targets: ts,
            default,
            ..
        }
        | Instr::SwitchType {
            targets: ts,
            default,
            ..
        }
        | Instr::SwitchTypes {
            targets: ts,
            default,
            ..
        } => {
            for &t in targets(ts) {
                same(out, t);
            }
            same(out, default);
        }
        Instr::Finalize => {}
        _ => same(out, pc + 1),
    }
}

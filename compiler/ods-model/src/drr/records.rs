//! Reading DRR rules from the TableGen front end.
//!
//! [`crate::records::Dag`] has no slot for the name given to a dag as a
//! whole (`(AOp:$res ...)`), which DRR needs. [`from_keeper`] builds the
//! usual [`RecordSet`] and re-reads the dag fields of `Pattern` records,
//! appending such a name as a last argument `(?, "<OP_NAME_ARG>name")`.

use ropt_tablegen::RecordKeeper;
use ropt_tablegen::record::{Init, InitData};

use crate::records::{Dag, RecordSet, Value};

/// Prefix of the appended argument carrying a dag's own name (a NUL
/// character cannot occur in a TableGen identifier).
pub const OP_NAME_ARG: &str = "\0dag:";

/// Values nested deeper than this are read as unset.
const MAX_DEPTH: usize = 512;

/// The fields of a `Pattern` holding dags.
const DAG_FIELDS: [&str; 4] = [
    "sourcePattern",
    "resultPatterns",
    "constraints",
    "supplementalPatterns",
];

/// The records of `kp`, with dag names kept in the fields of patterns.
pub fn from_keeper(kp: &RecordKeeper) -> RecordSet {
    let mut set = crate::from_tablegen::from_keeper(kp);
    for (name, &id) in &kp.defs {
        let rec = kp.rec(id);
        let Some(ours) = set.lookup(name) else {
            continue;
        };
        if !set.get(ours).is_a("Pattern") {
            continue;
        }
        for v in rec.values.iter().filter(|v| !v.template_arg) {
            let field = kp.unquoted(v.name);
            if !DAG_FIELDS.contains(&field.as_str()) {
                continue;
            }
            let new = convert(kp, v.value, &set, 0);
            if let Some(slot) = set
                .get_mut(ours)
                .fields
                .iter_mut()
                .find(|(n, _)| *n == field)
            {
                slot.1 = new;
            }
        }
    }
    set
}

fn convert(kp: &RecordKeeper, init: Init, set: &RecordSet, depth: usize) -> Value {
    if depth > MAX_DEPTH {
        return Value::Unset;
    }
    match kp.data(init) {
        InitData::Int(i) => Value::Int(*i),
        InitData::Str(sym, _) => Value::Str(kp.interner.get(*sym).to_string()),
        InitData::List(items, _) => Value::List(
            items
                .iter()
                .map(|i| convert(kp, *i, set, depth + 1))
                .collect(),
        ),
        InitData::Dag(op, name, args) => {
            let mut args: Vec<(Value, Option<String>)> = args
                .iter()
                .map(|(v, n)| {
                    (
                        convert(kp, *v, set, depth + 1),
                        n.map(|s| kp.interner.get(s).to_string()),
                    )
                })
                .collect();
            if let Some(n) = name {
                let n = kp.interner.get(*n);
                args.push((Value::Unset, Some(format!("{OP_NAME_ARG}{n}"))));
            }
            Value::Dag(Dag {
                op: Box::new(convert(kp, *op, set, depth + 1)),
                args,
            })
        }
        InitData::Def(id) => set
            .lookup(&kp.rec_name(*id))
            .map_or(Value::Unset, Value::Def),
        _ => Value::Unset,
    }
}

//! The adapter from the TableGen front end (`ropt-tablegen`) to the
//! [`RecordSet`] that lowering reads: every concrete def (anonymous ones
//! included) with its superclasses, definition position and fields.

use std::collections::HashMap;

use ropt_tablegen::RecordKeeper;
use ropt_tablegen::record::{InitData, RecId as TgId};

use crate::records::{Dag, RecId, Record, RecordSet, Value};

/// Values nested deeper than this are read as unset (TableGen's own limits
/// keep real inputs far below it).
const MAX_DEPTH: usize = 512;

/// Copies the defs of `kp` into a [`RecordSet`].
pub fn from_keeper(kp: &RecordKeeper) -> RecordSet {
    let mut set = RecordSet::new();
    let mut ids: HashMap<TgId, RecId> = HashMap::new();
    for (name, &id) in &kp.defs {
        let rec = kp.rec(id);
        let ours = set.add(Record {
            name: name.clone(),
            pos: rec.locs.first().copied().unwrap_or(0),
            superclasses: rec.supers.iter().map(|(s, _)| kp.rec_name(*s)).collect(),
            fields: Vec::new(),
        });
        ids.insert(id, ours);
    }
    for &id in kp.defs.values() {
        let fields = kp
            .rec(id)
            .values
            .iter()
            .filter(|v| !v.template_arg)
            .map(|v| (kp.unquoted(v.name), convert(kp, v.value, &ids, 0)))
            .collect();
        set.get_mut(ids[&id]).fields = fields;
    }
    set
}

fn convert(
    kp: &RecordKeeper,
    init: ropt_tablegen::record::Init,
    ids: &HashMap<TgId, RecId>,
    depth: usize,
) -> Value {
    if depth > MAX_DEPTH {
        return Value::Unset;
    }
    match kp.data(init) {
        InitData::Bit(b) => Value::Bit(*b),
        InitData::Int(i) => Value::Int(*i),
        InitData::Bits(bits) => {
            let mut v = 0i64;
            for (k, b) in bits.iter().enumerate().take(64) {
                if matches!(kp.data(*b), InitData::Bit(true)) {
                    v |= 1 << k;
                }
            }
            Value::Int(v)
        }
        InitData::Str(sym, _) => Value::Str(kp.interner.get(*sym).to_string()),
        InitData::List(items, _) => Value::List(
            items
                .iter()
                .map(|i| convert(kp, *i, ids, depth + 1))
                .collect(),
        ),
        InitData::Dag(op, _, args) => Value::Dag(Dag {
            op: Box::new(convert(kp, *op, ids, depth + 1)),
            args: args
                .iter()
                .map(|(v, n)| {
                    (
                        convert(kp, *v, ids, depth + 1),
                        n.map(|s| kp.interner.get(s).to_string()),
                    )
                })
                .collect(),
        }),
        InitData::Def(id) => ids.get(id).map_or(Value::Unset, |r| Value::Def(*r)),
        _ => Value::Unset,
    }
}

//! The harness shared by the folder tests of `arith`, `math` and `index` that replay tables
//! recorded from mlir-opt 22 `-canonicalize` (their `src/tests/oracle*.rs`, written by
//! `gen_oracle.py`). A row is `(type, lhs, rhs, "op=result op=result ...")`; a result of `-`
//! means the oracle did not fold. Test support only: a dev-dependency of those crates.

use ropt_numbers::ApInt;
use ropt_numbers::int;

/// One recorded row: the type, the two operand literals (`""` when absent) and the results.
pub type Row = (&'static str, &'static str, &'static str, &'static str);

/// Parses a decimal or `0x` hexadecimal literal, optionally negative, wrapped to `width` bits
/// (results are recorded signed, operands may be spelled either way).
pub fn parse_int(s: &str, width: u32) -> ApInt {
    let (neg, digits) = match s.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, s),
    };
    let (hex, digits) = match digits.strip_prefix("0x") {
        Some(d) => (true, d),
        None => (false, digits),
    };
    let wide = ApInt::parse(digits, hex, neg, width.max(128) + 2, None)
        .unwrap_or_else(|| panic!("bad literal {s}"));
    int::trunc(&wide, width)
}

/// The width of an integer type name (`i32`, `index`).
pub fn int_width(ty: &str) -> u32 {
    if ty == "index" {
        64
    } else {
        ty[1..].parse().unwrap_or_else(|_| panic!("bad type {ty}"))
    }
}

/// Replays every `op=result` item of `rows`: `fold(row, op)` must give what `expect(row,
/// result)` makes of the recorded result. Panics with the failures (the first `shown` of
/// them), or when fewer than `min` items were checked.
pub fn replay(
    rows: &[Row],
    min: usize,
    shown: usize,
    fold: impl Fn(&Row, &str) -> String,
    expect: impl Fn(&Row, &str) -> String,
) {
    let mut n = 0;
    let mut failures = Vec::new();
    for row in rows {
        for item in row.3.split(' ') {
            let (op, want) = item
                .split_once('=')
                .unwrap_or_else(|| panic!("bad item {item}"));
            let (got, want) = (fold(row, op), expect(row, want));
            n += 1;
            if got != want {
                let (ty, a, b, _) = row;
                failures.push(format!("{ty} {op} {a} {b}: got {got}, oracle {want}"));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {n} failed:\n{}",
        failures.len(),
        failures[..failures.len().min(shown)].join("\n")
    );
    assert!(n >= min, "only {n} items checked");
}

/// The recorded result as it is (for [`replay`]'s `expect`).
pub fn as_recorded(_: &Row, want: &str) -> String {
    want.to_string()
}

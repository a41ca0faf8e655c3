//! Measures run-time predicate evaluation: `cargo run --release -p ropt-ods
//! --example bench_pred`. Evaluates the base library's `TensorOf<[F32, I32]>`
//! shape of predicate on a toy type many times.

use std::collections::HashMap;
use std::time::Instant;

use ropt_ods_model::model::Pred;
use ropt_ods_model::pred_eval::{Dyn, Host, compile, eval_pred};

struct Types;

impl Host for Types {
    type Handle = &'static str;
    fn call(
        &self,
        t: &&'static str,
        m: &str,
        args: &[Dyn<&'static str>],
    ) -> Option<Dyn<&'static str>> {
        let elem = t.strip_prefix("tensor<").and_then(|s| s.strip_suffix('>'));
        Some(match m {
            "is_tensor" => Dyn::Bool(elem.is_some()),
            "is_f32" => Dyn::Bool(*t == "f32"),
            "is_signless_integer_of_width" => {
                Dyn::Bool(matches!(args, [Dyn::Int(32)]) && *t == "i32")
            }
            "element_type" => match elem {
                Some(_) => Dyn::Some(Box::new(Dyn::Handle("i32"))),
                None => Dyn::None,
            },
            _ => return None,
        })
    }
}

fn main() {
    let leaf = |s: &str| Pred::Leaf(format!("({s})").into());
    let pred = Pred::And(vec![
        leaf("$_self.is_tensor()"),
        Pred::SubstLeaves {
            pattern: "$_self".into(),
            replacement: "$_self.element_type().unwrap()".into(),
            child: Box::new(Pred::Or(vec![
                leaf("$_self.is_f32()"),
                leaf("$_self.is_signless_integer_of_width(32)"),
            ])),
        },
    ]);
    let n = 200_000;
    let vars = HashMap::new();
    let start = Instant::now();
    let mut hits = 0;
    for _ in 0..n {
        hits += eval_pred(&pred, Dyn::Handle("tensor<4xi32>"), &vars, &Types).unwrap() as usize;
    }
    let interpreted = start.elapsed();
    let compiled = compile(&pred).unwrap();
    let start = Instant::now();
    for _ in 0..n {
        hits += compiled
            .eval(Dyn::Handle("tensor<4xi32>"), &vars, &Types)
            .unwrap() as usize;
    }
    let fast = start.elapsed();
    println!(
        "{n} evaluations: parse each time {:.0} ns/eval, compiled {:.0} ns/eval ({hits} true)",
        interpreted.as_nanos() as f64 / n as f64,
        fast.as_nanos() as f64 / n as f64
    );
}

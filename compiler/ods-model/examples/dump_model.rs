//! Reads `--print-records` output on stdin, lowers it and prints a summary of
//! the ODS model (or the lowering errors). A development aid:
//! `rtblgen -I compiler/ods/include x.td | cargo run -p ropt-ods --example dump_model`.

use std::io::Read;

use ropt_ods_model::model::{ArgRef, OpTrait};

fn main() {
    let mut text = String::new();
    if std::io::stdin().read_to_string(&mut text).is_err() {
        eprintln!("error: cannot read stdin");
        std::process::exit(1);
    }
    let records = match ropt_ods_model::print_records::read_print_records(&text) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("<stdin>:{}: error: {}", e.line, e.message);
            std::process::exit(1);
        }
    };
    let model = match ropt_ods_model::lower(&records) {
        Ok(m) => m,
        Err(errors) => {
            for e in errors {
                match e.format {
                    Some((f, _)) => eprintln!(
                        "error: {} (at format offset {}): {}",
                        e.message, f.offset, f.message
                    ),
                    None => eprintln!("error: {}", e.message),
                }
            }
            std::process::exit(1);
        }
    };
    for d in &model.dialects {
        println!("dialect {} (rust module {})", d.name, d.rust_module);
    }
    for op in &model.ops {
        println!("op {} ({})", op.name, op.def_name);
        for a in &op.arguments {
            match *a {
                ArgRef::Operand(i) => {
                    let o = &op.operands[i];
                    println!(
                        "  operand {}: {:?} {}",
                        o.name, o.variadicity, o.constraint.summary
                    );
                }
                ArgRef::Attribute(i) => {
                    let at = &op.attributes[i];
                    println!(
                        "  attribute {}: {} (optional: {}, default: {:?})",
                        at.name,
                        at.constraint.summary,
                        at.constraint.is_optional,
                        at.constraint.default_value
                    );
                }
                ArgRef::Property(i) => {
                    let p = &op.properties[i];
                    println!(
                        "  property {}: {} default {:?}",
                        p.name, p.storage_type, p.default_value
                    );
                }
            }
        }
        for r in &op.results {
            println!(
                "  result {}: {:?} {}",
                r.name, r.variadicity, r.constraint.summary
            );
        }
        for r in &op.regions {
            println!(
                "  region {}: {} (variadic: {})",
                r.name, r.summary, r.is_variadic
            );
        }
        for s in &op.successors {
            println!("  successor {}: {}", s.name, s.summary);
        }
        for t in &op.traits {
            match t {
                OpTrait::Pred { summary, .. } => println!("  trait: verify that {summary}"),
                other => println!("  trait: {}", other.name().unwrap_or("")),
            }
        }
        if let Some(f) = &op.format {
            println!(
                "  format: {} elements; operand types {:?}; result types {:?}",
                f.items.len(),
                f.operand_types,
                f.result_types
            );
        }
    }
    for e in &model.enums {
        println!(
            "enum {} ({:?}): {}",
            e.class_name,
            e.kind,
            e.cases
                .iter()
                .map(|c| c.str.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    for i in &model.interfaces {
        println!(
            "interface {} ({}): {} methods",
            i.name,
            i.entity,
            i.methods.len()
        );
    }
}

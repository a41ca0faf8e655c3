//! Replays `op_corpus.txt`: op definitions checked by mlir-tblgen, whose
//! verdicts (accepted, or the first error) lowering must reproduce.

fn verdict(traits: &str, body: &str) -> String {
    let text = format!(
        "include \"ropt/OpBase.td\"\ndef T_D : Dialect {{ let name = \"t\"; }}\n\
         def A : Op<T_D, \"a\", {traits}> {{ {body} }}\n"
    );
    let include = ropt_ods_model::library::base_library_dir();
    let opts = ropt_tablegen::Options {
        include_dirs: vec![include],
        macros: Vec::new(),
    };
    let outcome = ropt_tablegen::read("case.td", text, &opts);
    assert_eq!(outcome.errors, 0, "{}", outcome.diagnostics);
    let records = ropt_ods_model::from_tablegen::from_keeper(&outcome.records);
    match ropt_ods_model::lower(&records) {
        Ok(_) => "ok".to_string(),
        Err(errors) => errors[0].message.clone(),
    }
}

#[test]
fn corpus_matches_mlir_tblgen() {
    let corpus = include_str!("op_corpus.txt");
    let mut failures = Vec::new();
    let mut count = 0;
    for line in corpus
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let fields: Vec<&str> = line.splitn(3, '\t').collect();
        let [traits, body, expected] = fields[..] else {
            panic!("malformed corpus line: {line:?}");
        };
        count += 1;
        let got = verdict(traits, body);
        if got != expected {
            failures.push(format!(
                "{traits} {body}\n  expected: {expected}\n  got:      {got}"
            ));
        }
    }
    assert!(count > 30, "corpus has {count} cases");
    assert!(
        failures.is_empty(),
        "{} of {count} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

//! Tests of the library API and of the recursion limits (run on threads with an 8 MB stack,
//! the usual size of a main thread).

use ropt_tablegen::record::InitData;
use ropt_tablegen::{Limits, Options, read, read_with_limits};

fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap()
}

#[test]
fn records_api() {
    let src = r#"
        class Base<int n> { int N = n; string tag = "b"; }
        class Derived<int m> : Base<!mul(m, 2)>;
        def A : Base<1>;
        def B : Derived<3>;
        def C;
    "#;
    let o = read("api.td", src.to_string(), &Options::default());
    assert!(!o.failed && o.errors == 0, "{}", o.diagnostics);
    let kp = &o.records;
    assert_eq!(kp.classes.len(), 2);
    assert_eq!(kp.defs.len(), 3);
    let derived: Vec<String> = kp
        .all_derived_definitions("Base")
        .iter()
        .map(|r| kp.rec_name(*r))
        .collect();
    assert_eq!(derived, ["A", "B"]);
    let b = kp.defs["B"];
    let n = kp.field_value(b, "N").unwrap();
    assert_eq!(kp.data(n), &InitData::Int(6));
    assert_eq!(kp.as_str(kp.field_value(b, "tag").unwrap()), Some("b"));
    assert!(kp.field_value(b, "missing").is_none());
}

#[test]
fn diagnostics_have_llvm_layout() {
    let o = read(
        "bad.td",
        "def X { int a = nope; }\n".to_string(),
        &Options::default(),
    );
    assert_eq!(o.errors, 1);
    assert_eq!(
        o.diagnostics,
        "bad.td:1:17: error: Variable not defined: 'nope'\ndef X { int a = nope; }\n                ^\n"
    );
}

#[test]
fn deep_nesting_is_an_error() {
    for (open, close) in [("(", ")"), ("[", "]"), ("{", "}")] {
        let src = format!(
            "def X {{ dag d = {}ops{}; }}",
            open.repeat(100_000),
            close.repeat(100_000)
        );
        let o = on_small_stack(move || {
            let o = read("deep.td", src, &Options::default());
            (o.failed, o.diagnostics)
        });
        assert!(o.0);
        assert!(o.1.contains("nesting too deep"), "{}", o.1);
    }
}

#[test]
fn runaway_instantiation_is_an_error() {
    let src = "class A<int n> { int v = A<!add(n, 1)>.v; }\ndef X { int v = A<0>.v; }\n";
    let d =
        on_small_stack(move || read("rec.td", src.to_string(), &Options::default()).diagnostics);
    assert!(d.contains("nested too deeply"), "{d}");
}

#[test]
fn deep_foldl_value_is_built_without_recursion() {
    // llvm-tblgen builds (and prints) this 10,000-deep dag; 100,000 levels must not overflow.
    for n in [10_000, 100_000] {
        let src = format!(
            "def ops;\ndef X {{ dag d = !foldl((ops), !range({n}), acc, i, (ops acc)); }}\n"
        );
        let (errors, printed) = on_small_stack(move || {
            let o = read("fold.td", src, &Options::default());
            let p = ropt_tablegen::print::print_records(&o.records);
            (o.errors, p.len())
        });
        assert_eq!(errors, 0);
        assert!(printed > 2000);
    }
}

#[test]
fn long_chains_are_errors_not_overflows() {
    // Pastes and suffixes are not bracket nesting; their trees are deep all the same.
    for chain in [" # \"b\"", ".f", "[0]"] {
        let src = format!("def X {{ string a = \"a\"{}; }}", chain.repeat(200_000));
        let d = on_small_stack(move || read("chain.td", src, &Options::default()).diagnostics);
        assert!(d.contains("nested too deeply"), "{d}");
    }
}

#[test]
fn bigger_stacks_raise_the_limits() {
    const STACK: usize = 512 << 20;
    let limits = Limits::for_stack(STACK);
    assert!(limits.nesting >= 30_000 && limits.statements >= 10_000);
    let n = 10_000;
    let nested_if = format!(
        "def X {{ int a = {}1{}; }}",
        "!if(1, ".repeat(n),
        ", 2)".repeat(n)
    );
    let nested_foreach = format!(
        "{}def X;\n{}",
        "foreach i = [1] in {\n".repeat(n),
        "}\n".repeat(n)
    );
    for src in [nested_if, nested_foreach] {
        let (errors, diags) = std::thread::Builder::new()
            .stack_size(STACK)
            .spawn(move || {
                let o = read_with_limits("deep.td", src, &Options::default(), limits);
                (o.errors + o.failed as usize, o.diagnostics)
            })
            .unwrap()
            .join()
            .unwrap();
        assert_eq!(errors, 0, "{diags}");
    }
}

#[test]
fn preprocessor_macros_from_options() {
    let src = "#ifdef FOO\ndef Yes;\n#else\ndef No;\n#endif\n";
    let opts = Options {
        macros: vec!["FOO".into()],
        ..Default::default()
    };
    let o = read("pp.td", src.to_string(), &opts);
    assert!(o.records.defs.contains_key("Yes"));
    let o = read("pp.td", src.to_string(), &Options::default());
    assert!(o.records.defs.contains_key("No"));
}

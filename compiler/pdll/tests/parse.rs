//! Parser and printer behavior that the lit tests cannot show directly.

use ropt_pdll::parser::MAX_NESTING;

fn run(src: &str) -> ropt_pdll::Processed {
    ropt_pdll::process_buffer(
        "t.pdll",
        src.as_bytes().to_vec(),
        &[],
        MAX_NESTING,
        usize::MAX,
        ropt_pdll::Output::Ast,
    )
}

#[test]
fn dumps_a_pattern() {
    let p = run("Pattern P => erase op<a.b>;\n");
    let out = String::from_utf8(p.output.expect("parses")).unwrap();
    assert!(out.starts_with("-Module 0x"), "{out}");
    assert!(out.contains(" `-PatternDecl 0x"), "{out}");
    assert!(out.contains("Name<P>"), "{out}");
    assert!(p.diagnostics.is_empty());
}

#[test]
fn the_same_node_prints_the_same_address() {
    let p = run("Pattern { let v: Value; erase op<a.b>(v, v); }\n");
    let out = String::from_utf8(p.output.unwrap()).unwrap();
    let addrs: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("VariableDecl") && l.contains("Name<v>"))
        .map(|l| l.split_whitespace().find(|w| w.starts_with("0x")).unwrap())
        .collect();
    assert_eq!(addrs.len(), 3);
    assert!(addrs.iter().all(|a| *a == addrs[0]));
}

/// The default limit must hold on a thread with the default 8 MiB stack, debug builds included.
#[test]
fn default_nesting_limit_fits_an_8_mib_stack() {
    let t = std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(|| {
            let n = MAX_NESTING - 2;
            let src = format!(
                "Pattern {{ let v: Value; erase {}v{}; }}",
                "op<a.b>(".repeat(n),
                ")".repeat(n)
            );
            let ok = run(&src);
            assert!(
                ok.output.is_some(),
                "{}",
                String::from_utf8_lossy(&ok.diagnostics)
            );
            let deep = run(&format!("Pattern {{ let x = {}", "(".repeat(100_000)));
            let msg = String::from_utf8(deep.diagnostics).unwrap();
            assert!(msg.contains("error: nesting too deep"), "{msg}");
            let blocks = run(&format!(
                "Pattern {{ {}",
                "rewrite op<a.b>() -> () with { ".repeat(100_000)
            ));
            assert!(blocks.output.is_none());
        })
        .unwrap();
    t.join().unwrap();
}

#[test]
fn bounded_dump_stops() {
    // Every reference prints its declaration again: the dump doubles with each `let`.
    let mut src = String::from("Pattern { let a0: Value;\n");
    for i in 1..30 {
        src.push_str(&format!("let a{i} = (a{j}, a{j});\n", j = i - 1).replace("(a", "op<x.y>(a"));
    }
    src.push_str("erase op<a.b>; }\n");
    let p = ropt_pdll::process_buffer(
        "t.pdll",
        src.into_bytes(),
        &[],
        MAX_NESTING,
        1 << 16,
        ropt_pdll::Output::Ast,
    );
    assert!(p.output.is_none());
}

#[test]
fn invalid_utf8_and_nul_bytes() {
    let p = ropt_pdll::process_buffer(
        "t.pdll",
        b"Pattern \0=> erase op<a.b> {\"\xff\" = attr<\"\xfe\">};".to_vec(),
        &[],
        MAX_NESTING,
        usize::MAX,
        ropt_pdll::Output::Ast,
    );
    let out = p.output.expect("NUL is a blank, strings hold any byte");
    assert!(out.windows(2).any(|w| w == b"\xff>"));
    let bad = ropt_pdll::process_buffer(
        "t.pdll",
        b"Pattern \xff".to_vec(),
        &[],
        MAX_NESTING,
        usize::MAX,
        ropt_pdll::Output::Ast,
    );
    assert!(
        String::from_utf8_lossy(&bad.diagnostics)
            .contains("t.pdll:1:9: error: unexpected character")
    );
}

fn lower(src: &str, max_nesting: usize) -> ropt_pdll::Processed {
    let ctx = ropt_pdll::mlir::context();
    ropt_pdll::process_buffer(
        "t.pdll",
        src.as_bytes().to_vec(),
        &[],
        max_nesting,
        usize::MAX,
        ropt_pdll::Output::Mlir(&ctx),
    )
}

#[test]
fn lowers_to_pdl_with_locations() {
    let p = lower("Pattern P => erase op<a.b>;\n", MAX_NESTING);
    let out = String::from_utf8(p.output.expect("lowers")).unwrap();
    assert!(
        out.starts_with("module {\n  pdl.pattern @P : benefit(0) {\n"),
        "{out}"
    );
    assert!(out.ends_with("#loc2 = loc(\"t.pdll\":1:14)\n"), "{out}");
}

#[test]
fn lowering_depth_is_bounded() {
    // A chain of inlined constraint calls nests the lowering, not the parser.
    let mut src = String::from("Constraint C0(v: Value);\n");
    for i in 1..20 {
        src.push_str(&format!("Constraint C{i}(v: Value) {{ C{}(v); }}\n", i - 1));
    }
    src.push_str("Pattern { let v: Value; C19(v); erase op<x.y>(v); }\n");
    assert!(lower(&src, 16).output.is_some());
    let p = lower(&src, 3);
    assert!(p.output.is_none());
    assert_eq!(
        String::from_utf8_lossy(&p.diagnostics),
        "error: nesting of expressions and inlined calls exceeds 12\n"
    );
}

#[test]
fn verifier_errors_fail_the_lowering() {
    let p = lower("Pattern { let x = op<a.b>; erase op<a.c>; }", MAX_NESTING);
    assert!(p.output.is_none());
    assert_eq!(
        String::from_utf8_lossy(&p.diagnostics),
        "loc(\"t.pdll\":1:19): error: 'pdl.operation' op expected a bindable user when defined in the matcher body of a `pdl.pattern`\n"
    );
}

/// A writer that takes `room` bytes, then fails.
struct Full {
    room: usize,
    got: Vec<u8>,
}

impl std::io::Write for Full {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.got.len() + buf.len() > self.room {
            return Err(std::io::Error::other("full"));
        }
        self.got.extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn streamed_dump_equals_the_buffered_one() {
    // Several of the printer's 64 KiB chunks.
    let mut src = String::from("Constraint C(v: Value) [{ return success(); }];\n");
    for i in 0..400 {
        src.push_str(&format!(
            "Pattern P{i} {{ let x: [Value, C]; let r = op<a.b{i}>(x, x); replace r with op<a.c>(x); }}\n"
        ));
    }
    let whole = run(&src).output.expect("parses");
    assert!(whole.len() > 4 << 16, "{}", whole.len());
    let c = ropt_pdll::compile(
        "t.pdll",
        src.into_bytes(),
        &[],
        MAX_NESTING,
        ropt_pdll::Output::Ast,
        false,
    );
    let ready = c.ready.expect("parses");
    let mut streamed = Vec::new();
    ready.write_to(&mut streamed).unwrap();
    assert_eq!(streamed, whole);
    // A failing writer is reported, after what it took.
    let mut full = Full {
        room: 100_000,
        got: Vec::new(),
    };
    assert!(ready.write_to(&mut full).is_err());
    assert!(whole.starts_with(&full.got) && !full.got.is_empty());
}

//! mlir-opt's option conventions that clap does not have, applied to argv before clap sees it:
//! boolean options with a value (`--flag=false`, `--flag=0`), and a clear error for the
//! mlir-opt options ropt does not implement.

use std::ffi::OsString;

/// mlir-opt options ropt does not implement, with the reason given when one is used.
const UNSUPPORTED: &[(&str, &str)] = &[
    ("emit-bytecode", "ropt reads and writes MLIR text only"),
    (
        "emit-bytecode-version",
        "ropt reads and writes MLIR text only",
    ),
    (
        "elide-resource-data-from-bytecode",
        "ropt reads and writes MLIR text only",
    ),
    ("irdl-file", "IRDL is not implemented (see --load-dialect)"),
    (
        "load-dialect-plugin",
        "plugins are not supported (see --load-dialect)",
    ),
    ("load-pass-plugin", "plugins are not supported"),
    (
        "mlir-enable-debugger-hook",
        "there is no action debugger (actions are logged with --log-actions-to and profiled with --profile-actions-to)",
    ),
    ("mlir-debug-counter", "debug counters are not implemented"),
    (
        "mlir-print-debug-counter",
        "debug counters are not implemented",
    ),
    (
        "mlir-print-stacktrace-on-diagnostic",
        "ropt has no stack traces to print",
    ),
    (
        "mlir-generate-reproducer",
        "use --mlir-pass-pipeline-crash-reproducer",
    ),
    (
        "mlir-pass-pipeline-local-reproducer",
        "reproducers hold the whole pipeline",
    ),
    (
        "mlir-output-format",
        "timing reports are printed as text only",
    ),
    ("debug", "ropt has no debug output (see --trace-rewrites)"),
    (
        "debug-only",
        "ropt has no debug output (see --trace-rewrites)",
    ),
    ("color", "see --diagnostics=rich"),
];

/// Boolean options that clap parses with a value (`true`/`false`).
const VALUED_BOOLS: &[&str] = &["mlir-print-op-on-diagnostic", "verify-each"];

/// Reads a boolean option value as LLVM does; an empty value means `true`.
fn parse_bool(value: &str) -> Option<bool> {
    match value {
        "" | "true" | "TRUE" | "True" | "1" => Some(true),
        "false" | "FALSE" | "False" | "0" => Some(false),
        _ => None,
    }
}

/// Rejects the unsupported options (with the message to print), and rewrites boolean
/// options given a value: `--flag=true` becomes `--flag`, `--flag=false` removes the flag
/// (and its earlier occurrences: the last one wins), and a valued boolean gets `true` or
/// `false`. `args` must be normalized already (long options with two dashes).
pub fn check_args(args: Vec<OsString>, command: &clap::Command) -> Result<Vec<OsString>, String> {
    let is_switch = |name: &str| {
        command.get_arguments().any(|a| {
            a.get_long() == Some(name) && matches!(a.get_action(), clap::ArgAction::SetTrue)
        })
    };
    let mut out: Vec<OsString> = Vec::with_capacity(args.len());
    let mut iter = args.into_iter().enumerate();
    while let Some((i, arg)) = iter.next() {
        let text = match arg.to_str() {
            Some(t) if i > 0 => t.to_owned(),
            _ => {
                out.push(arg);
                continue;
            }
        };
        if text == "--" {
            out.push(arg);
            out.extend(iter.map(|(_, a)| a));
            break;
        }
        if text == "-o" {
            // The next argument is the output file, whatever it looks like.
            out.push(arg);
            if let Some((_, value)) = iter.next() {
                out.push(value);
            }
            continue;
        }
        let Some(body) = text.strip_prefix("--") else {
            out.push(arg);
            continue;
        };
        let (name, value) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        if let Some((_, why)) = UNSUPPORTED.iter().find(|(n, _)| *n == name) {
            return Err(format!(
                "ropt: the --{name} option of mlir-opt is not supported: {why}\n"
            ));
        }
        let Some(value) = value else {
            out.push(arg);
            continue;
        };
        let valued = VALUED_BOOLS.contains(&name);
        if !valued && !is_switch(name) {
            out.push(arg);
            continue;
        }
        let Some(on) = parse_bool(value) else {
            return Err(format!(
                "ropt: for the --{name} option: '{value}' is invalid value for boolean argument! Try 0 or 1\n"
            ));
        };
        if valued {
            out.push(format!("--{name}={on}").into());
        } else if on {
            out.push(format!("--{name}").into());
        } else {
            let flag = format!("--{name}");
            out.retain(|a| a.to_str() != Some(flag.as_str()));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn command() -> clap::Command {
        clap::Command::new("t")
            .arg(
                clap::Arg::new("x")
                    .long("mlir-print-debuginfo")
                    .action(clap::ArgAction::SetTrue),
            )
            .arg(clap::Arg::new("n").long("n").action(clap::ArgAction::Set))
    }

    fn check(args: &[&str]) -> Result<Vec<String>, String> {
        let args = args.iter().map(OsString::from).collect();
        check_args(args, &command()).map(|v| {
            v.into_iter()
                .map(|a| a.into_string().unwrap_or_default())
                .collect()
        })
    }

    #[test]
    fn boolean_values() {
        let on = ["t", "--mlir-print-debuginfo"];
        assert_eq!(check(&["t", "--mlir-print-debuginfo=1"]).unwrap(), on);
        assert_eq!(check(&["t", "--mlir-print-debuginfo=True"]).unwrap(), on);
        assert_eq!(check(&["t", "--mlir-print-debuginfo="]).unwrap(), on);
        let off = check(&["t", "--mlir-print-debuginfo", "--mlir-print-debuginfo=0"]);
        assert_eq!(off.unwrap(), ["t"]);
        assert_eq!(
            check(&["t", "--mlir-print-debuginfo=no"]).unwrap_err(),
            "ropt: for the --mlir-print-debuginfo option: 'no' is invalid value for boolean argument! Try 0 or 1\n"
        );
        assert_eq!(
            check(&["t", "--verify-each=FALSE"]).unwrap(),
            ["t", "--verify-each=false"]
        );
    }

    #[test]
    fn other_arguments_are_kept() {
        let args = [
            "t",
            "--n=false",
            "-o",
            "--mlir-print-debuginfo=0",
            "--",
            "--x=0",
        ];
        assert_eq!(check(&args).unwrap(), args);
    }

    #[test]
    fn unsupported_options() {
        let err = check(&["t", "--emit-bytecode"]).unwrap_err();
        assert!(err.starts_with("ropt: the --emit-bytecode option of mlir-opt is not supported"));
        assert!(check(&["t", "--mlir-enable-debugger-hook"]).is_err());
        assert!(check(&["t", "--profile-actions-to=-", "--run-reproducer"]).is_ok());
    }
}

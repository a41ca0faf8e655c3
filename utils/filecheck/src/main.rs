//! The `FileCheck` binary: a drop-in replacement for LLVM's FileCheck.

fn main() {
    let args: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let env = std::env::var("FILECHECK_OPTS").ok();
    let code = filecheck::run(
        &args,
        env.as_deref(),
        &mut std::io::stdin().lock(),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
    );
    std::process::exit(code);
}

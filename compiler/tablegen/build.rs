//! Generates the TableGen parser from `src/grammar.lalrpop`.

fn main() {
    lalrpop::Configuration::new()
        .use_cargo_dir_conventions()
        .process()
        .expect("lalrpop failed");
}

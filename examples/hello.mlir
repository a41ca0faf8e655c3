// A tiny MLIR program: a module with attributes and a nested, named module.
// Try: cargo run -p ropt -- examples/hello.mlir
module @hello attributes {hello.greeting = "hello, world", hello.answer = 42 : i64} {
  module @inner attributes {hello.dims = [1, 2, 3]} {
  }
}

//! Unit tests (expectations from mlir-opt 22 `-canonicalize`).

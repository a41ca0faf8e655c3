//! The lit test suite of ropt; the harness lives in `tests/`.

#!/bin/sh
# Parallel speed-up and CSE throughput of the pass manager: a module of 1,000 isolated
# functions (~11.7 MB of generic IR, half of the pure ops duplicated), run with threading off
# and on, 1 and 2 rayon threads; the example asserts the outputs are identical.
set -e
cd "$(dirname "$0")/../.."
cargo build --release -q -p ropt-transforms --example cse_bench
BIN="${CARGO_TARGET_DIR:-target}/release/examples/cse_bench"
for t in 1 2; do RAYON_NUM_THREADS=$t "$BIN" "${1:-1000}" "${2:-200}"; done

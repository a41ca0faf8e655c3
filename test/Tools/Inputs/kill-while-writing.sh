#!/bin/bash
# Usage: kill-while-writing.sh DIR [SIGNAL]
# Writes DIR/in.mlir (a function of 40,000 constants, about 1.5 MB of output) and DIR/out.mlir
# (the "previous output"), starts `ropt DIR/in.mlir -o DIR/out.mlir`, and sends it SIGNAL (default
# TERM) as soon as its temporary output file appears (while it writes the output). Prints how ropt
# ended; the caller checks DIR.
set -u
dir=$1
sig=${2:-TERM}
{
  echo 'func.func @f() {'
  seq 1 40000 | sed 's/.*/  %c& = arith.constant & : i32/'
  echo '  return'
  echo '}'
} > "$dir/in.mlir"
echo previous-output > "$dir/out.mlir"
ropt "$dir/in.mlir" -o "$dir/out.mlir" &
pid=$!
for _ in $(seq 1 12000); do
  if compgen -G "$dir/.out.mlir.ropt-*.tmp" > /dev/null; then
    break
  fi
  sleep 0.01
done
kill -"$sig" "$pid"
wait "$pid"
echo "ropt exit status: $?"

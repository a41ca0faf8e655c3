#!/bin/bash
# Compares rtblgen with the oracle (llvm-tblgen 22) on every .td file under an include tree.
# Usage: oracle_compare.sh [RTBLGEN] [ORACLE] [INCLUDE_ROOT] [BACKEND-FLAG]
# BACKEND-FLAG defaults to --print-records (also: --dump-json, --print-detailed-records).
# Prints one line per file (MATCH / DIFF / RTBLGEN-FAIL / ORACLE-FAIL) and a summary.
RT=${1:-rtblgen}
OR=${2:-/usr/lib/llvm-22/bin/llvm-tblgen}
ROOT=${3:-/usr/lib/llvm-22/include}
MODE=${4:---print-records}
if [ ! -d "$ROOT/mlir" ]; then
  echo "oracle_compare: $ROOT/mlir does not exist; skipping"
  exit 0
fi
tmp=$(mktemp -d)
match=0; diff=0; fail=0; ofail=0
while IFS= read -r f; do
  if ! "$OR" "$MODE" -I "$ROOT" "$f" > "$tmp/exp" 2>/dev/null; then
    ofail=$((ofail+1)); echo "ORACLE-FAIL $f"; continue
  fi
  if ! timeout 60 "$RT" "$MODE" -I "$ROOT" "$f" > "$tmp/out" 2>"$tmp/err"; then
    fail=$((fail+1)); echo "RTBLGEN-FAIL $f: $(head -1 "$tmp/err")"; continue
  fi
  if cmp -s "$tmp/exp" "$tmp/out"; then match=$((match+1)); echo "MATCH $f"
  else diff=$((diff+1)); echo "DIFF $f"; fi
done < <(find "$ROOT/mlir" -name '*.td' | sort)
rm -rf "$tmp"
echo "summary: $match match, $diff differ, $fail rtblgen failures, $ofail oracle failures"

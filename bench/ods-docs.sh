#!/bin/bash
# Runs rtblgen and mlir-tblgen 22 on MLIR's own dialect definitions
# (INCLUDE_ROOT/mlir/Dialect/*/IR/*Ops.td) with -gen-op-doc and -gen-dialect-doc and counts
# the outputs that are byte-identical (an error on both sides, with the same exit code and the
# same text, counts as identical too). Prints one line per file that differs (DIFF or ERR: rtblgen
# failed where mlir-tblgen did not) unless QUIET=1, then the counts.
# Usage: bench/ods-docs.sh [RTBLGEN] [MLIR_TBLGEN] [INCLUDE_ROOT]
# BACKENDS (default "gen-op-doc gen-dialect-doc") picks the backends; KEEP=DIR keeps the outputs;
# FILES=all takes every .td file under INCLUDE_ROOT/mlir instead of the dialects' *Ops.td.
set -uo pipefail
RT=${1:-${RTBLGEN:-target/debug/rtblgen}}
OR=${2:-/usr/lib/llvm-22/bin/mlir-tblgen}
ROOT=${3:-/usr/lib/llvm-22/include}
BACKENDS=${BACKENDS:-gen-op-doc gen-dialect-doc}
[ -x "$OR" ] || { echo "ods-docs.sh: $OR not found (llvm-22); skipping"; exit 0; }
[ -x "$RT" ] || { echo "ods-docs.sh: build rtblgen first: cargo build -p rtblgen"; exit 1; }
tmp=${KEEP:-$(mktemp -d)}
mkdir -p "$tmp"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$tmp"' EXIT
# The dialect a file under mlir/Dialect/<Dir>/IR/ defines (its namespace).
dialect_of() {
  case $1 in
    PDLInterp) echo pdl_interp ;;
    *) echo "$1" | tr '[:upper:]' '[:lower:]' ;;
  esac
}
compare() { # compare NAME ARGS...: runs both tools with ARGS, counts the result
  local n=$1
  shift
  total=$((total + 1))
  "$OR" "$@" > "$tmp/$n.expected" 2>&1; oc=$?
  "$RT" "$@" > "$tmp/$n.actual" 2>&1; rc=$?
  if [ $oc = $rc ] && cmp -s "$tmp/$n.expected" "$tmp/$n.actual"; then
    same=$((same + 1))
    [ $oc = 0 ] || errs=$((errs + 1))
  elif [ "${QUIET:-0}" != 1 ]; then
    if [ $rc != 0 ] && [ $oc = 0 ]; then echo "ERR  $n: $(head -c 200 "$tmp/$n.actual" | head -1)"
    else echo "DIFF $n ($(diff "$tmp/$n.expected" "$tmp/$n.actual" | grep -c '^[<>]') lines)"; fi
  fi
}
for B in $BACKENDS; do
  same=0 total=0 errs=0
  if [ "${FILES:-}" = all ]; then list=$(find "$ROOT/mlir" -name '*.td' | sort)
  else list=$(ls "$ROOT"/mlir/Dialect/*/IR/*Ops.td); fi
  for F in $list; do
    n=$(echo "${F#"$ROOT"/}" | tr / _).$B
    compare "$n" -$B -I "$ROOT" "$F"
    if [ $B = gen-dialect-doc ] && grep -q "one must be selected via '-dialect'" "$tmp/$n.expected"; then
      d=$(dialect_of "$(basename "$(dirname "$(dirname "$F")")")")
      compare "$n.$d" -$B -dialect="$d" -I "$ROOT" "$F"
    fi
  done
  echo "$B: $same of $total identical ($errs of them errors of mlir-tblgen's, same text)"
done

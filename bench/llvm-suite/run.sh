#!/usr/bin/env bash
# Runs a local copy of LLVM's TableGen and FileCheck lit tests (llvm/test/TableGen/*.td,
# llvm/test/FileCheck/**) with rtblgen standing in for llvm-tblgen and this project's FileCheck
# for FileCheck, and reports how many files have all their RUN lines passing.
# The test files are not part of this repository: fetch them yourself.
#
#   bench/llvm-suite/run.sh DIR [DIR...]     (every *.td and *.txt file under each DIR)
#
# Environment:
#   RTBLGEN    the rtblgen binary (default: this checkout's target/debug/rtblgen);
#   FILECHECK  the FileCheck binary (default: this checkout's target/debug/FileCheck);
#   LLVM_BIN   where not, count, split-file come from (default /usr/lib/llvm-22/bin);
#   ORACLE=1   run llvm-tblgen 22 and FileCheck 22 instead, to check the harness: files that
#              fail then are ones this script cannot run;
#   TIMEOUT    seconds per RUN line (default 60);
#   VERBOSE=1  print the failing RUN line and the first lines of its output.
#
# A file is UNSUPPORTED when a RUN line needs a tool other than llvm-tblgen, FileCheck, not,
# count, split-file, echo, printf, cat, sed, rm, mkdir, cp, or when it has a REQUIRES or
# UNSUPPORTED line; XFAIL files pass when a RUN line fails. %ProtectFileCheckOutput becomes
# `env -u FILECHECK_OPTS`, as in LLVM's lit configuration.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
TIMEOUT=${TIMEOUT:-60}
if [ $# -eq 0 ]; then
  echo "usage: $0 DIR [DIR...]" >&2
  exit 2
fi
if [ "${ORACLE:-0}" = 1 ]; then
  TG=$LLVM_BIN/llvm-tblgen
  FC=$LLVM_BIN/FileCheck
else
  TG=${RTBLGEN:-$ROOT/target/debug/rtblgen}
  FC=${FILECHECK:-$ROOT/target/debug/FileCheck}
  for b in "$TG" "$FC"; do
    [ -x "$b" ] || { echo "run.sh: $b not found: cargo build -p rtblgen -p filecheck" >&2; exit 2; }
  done
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin"
ln -s "$TG" "$work/bin/llvm-tblgen"
ln -s "$FC" "$work/bin/FileCheck"
for t in not count split-file; do
  ln -s "$LLVM_BIN/$t" "$work/bin/$t"
done

. "$ROOT/bench/lit-suite.sh"
while IFS= read -r file; do
  shown=$file
  file=$(realpath "$file")
  lit_runs "$file"
  if [ -z "$cmds" ] || [[ $flags == *U* ]] || printf '%s\n' "$cmds" | grep -qE '%python|%PYTHON|%{|not --crash|llvm-mc|llc|opt |diff '; then
    echo "UNSUPPORTED $shown"
    unsup=$((unsup + 1))
    continue
  fi
  lit_run "$shown" "$file"
done < <(for d in "$@"; do find "$d" \( -name '*.td' -o -name '*.txt' \) -not -path '*/Inputs/*' -not -name CMakeLists.txt; done | sort)

lit_summary

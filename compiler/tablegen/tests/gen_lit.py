#!/usr/bin/env python3
"""Writes lit tests for test/TableGen from small TableGen bodies, taking the expected output
from the oracle (mlir-tblgen 22, whose --print-records is llvm-tblgen's). Run by hand when
adding cases: python3 gen_lit.py CASES_DIR OUT_DIR. A case file NAME.td holds the body; a
first line `// ERROR` makes it an error test (stderr is checked)."""
import os, re, subprocess, sys

ORACLE = "/usr/lib/llvm-22/bin/mlir-tblgen"

def esc(line):
    # Keep FileCheck from reading {{ }} and [[ ]] as regex or variables.
    return re.sub(r"\{\{|\[\[", lambda m: "{{[{][{]}}" if m.group(0) == "{{" else "{{\\[\\[}}", line)

def gen(src, dst):
    body = open(src).read()
    is_err = body.startswith("// ERROR")
    if is_err:
        body = body.split("\n", 1)[1]
        head = "// RUN: not rtblgen %s 2>&1 | FileCheck %s\n"
    else:
        head = "// RUN: rtblgen %s | FileCheck %s\n"
    text = head + body
    if not text.endswith("\n"):
        text += "\n"
    open(dst, "w").write(text)
    checks = expectations(dst, is_err)
    # Run again on the final file, so that positions at the end of the file are right.
    open(dst, "w").write(text + "\n" + "\n".join(checks) + "\n")
    checks = expectations(dst, is_err)
    open(dst, "w").write(text + "\n" + "\n".join(checks) + "\n")

def expectations(dst, is_err):
    r = subprocess.run([ORACLE, os.path.basename(dst)], cwd=os.path.dirname(dst), capture_output=True, text=True)
    base = os.path.basename(dst)
    checks = []
    if is_err:
        assert r.returncode != 0, dst
        lines = r.stderr.rstrip("\n").split("\n")
        first = True
        for l in lines:
            l = re.sub(r"^\S*mlir-tblgen(-22)?: ", "rtblgen: ", l)
            if l.startswith(base + ":"):
                l = "{{.*}}" + esc(l)
            else:
                l = esc(l)
            if l.strip() == "":
                checks.append("// CHECK-EMPTY:")
            else:
                checks.append(("// CHECK: " if first else "// CHECK-NEXT: ") + l)
            first = False
    else:
        assert r.returncode == 0, (dst, r.stderr)
        first = True
        for l in r.stdout.rstrip("\n").split("\n"):
            if l.strip() == "":
                checks.append("// CHECK-EMPTY:")
            else:
                checks.append(("// CHECK: " if first else "// CHECK-NEXT: ") + esc(l))
            first = False
    return checks

if __name__ == "__main__":
    cases, out = sys.argv[1], sys.argv[2]
    for f in sorted(os.listdir(cases)):
        if f.endswith(".td"):
            gen(os.path.join(cases, f), os.path.join(out, f))

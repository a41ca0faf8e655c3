#!/usr/bin/env python3
"""Compares two generic-form MLIR files up to SSA value numbering (renumbered per func.func)."""
import re, sys
def norm(path):
    out = []
    m = {}
    for line in open(path):
        if '"func.func"' in line:
            m = {}
        def rep(mo):
            k = mo.group(0)
            if k not in m:
                m[k] = "%v" + str(len(m))
            return m[k]
        out.append(re.sub(r'%[A-Za-z_0-9]+', rep, line))
    return out
a, b = norm(sys.argv[1]), norm(sys.argv[2])
print("lines", len(a), len(b), "identical after renaming" if a == b else "DIFFER")
if a != b:
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            print(i + 1, x, y); break

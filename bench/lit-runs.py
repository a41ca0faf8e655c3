"""The RUN lines of a lit test file, for bench/mlir-suite and bench/llvm-suite.

Prints a line of flags first (`U`: the file has REQUIRES or UNSUPPORTED, `X`: XFAIL), then
each command with its continuation lines joined, one per line.
"""
import re
import sys

text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
cmds, cur = [], None
for line in text.splitlines():
    m = re.search(r"\bRUN:(.*)$", line)
    if not m:
        if cur is not None:
            cmds.append(cur)
            cur = None
        continue
    part = m.group(1).rstrip()
    if cur is None:
        cur = ""
    if part.endswith("\\"):
        cur += part[:-1] + " "
    else:
        cmds.append(cur + part)
        cur = None
if cur is not None:
    cmds.append(cur)
flags = ""
if re.search(r"^\s*(//|;|#)\s*(REQUIRES|UNSUPPORTED):", text, re.M):
    flags += "U"
if re.search(r"^\s*(//|;|#)\s*XFAIL:", text, re.M):
    flags += "X"
print(flags)
for c in cmds:
    print(c.strip())

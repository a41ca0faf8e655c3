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
# XFAIL lists the configurations a test fails in; none of lit's features (vg_leak, target
# triples, ...) hold here, so only `*` (every configuration) makes a file expected to fail.
for m in re.finditer(r"^\s*(?://|;|#)\s*XFAIL:(.*)$", text, re.M):
    if "*" in [x.strip() for x in m.group(1).split(",")]:
        flags += "X"
        break
print(flags)
for c in cmds:
    print(c.strip())

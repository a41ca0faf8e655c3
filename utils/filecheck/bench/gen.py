#!/usr/bin/env python3
"""Generates a FileCheck benchmark: a large input and a check file that walks through it.

usage: gen.py OUT_DIR [--mb 50] [--checks 10000]

The input is mostly filler lines that look like compiler output; every k-th line is a
"landmark" that one directive of the check file targets. The directives mix fixed
strings, regexes, string and numeric variables, CHECK-NEXT, CHECK-SAME, CHECK-NOT,
CHECK-DAG and CHECK-LABEL, so the benchmark exercises every matching path.
"""
import argparse
import os
import random


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--mb", type=float, default=50)
    ap.add_argument("--checks", type=int, default=10000)
    args = ap.parse_args()
    rng = random.Random(42)
    os.makedirs(args.out, exist_ok=True)
    target = int(args.mb * 1024 * 1024)
    # Each group is filler followed by one landmark block, targeted by six directives.
    groups = (args.checks + 5) // 6
    words = ["arith.addi", "arith.muli", "memref.load", "scf.for", "func.call", "cf.br"]
    inp = []
    chk = []
    size = 0
    for g in range(groups):
        while size < target * (g + 1) // groups:
            w = rng.choice(words)
            line = f"    %{rng.randrange(100000)} = {w} %arg{rng.randrange(9)}, %c{rng.randrange(64)} : i{rng.choice([8, 16, 32, 64])}\n"
            inp.append(line)
            size += len(line)
        # The landmark block.
        block = [
            f"func.func @kernel_{g}(%arg0: memref<{g}xf32>) {{\n",
            f"  %v{g} = arith.constant {g * 3} : index\n",
            f"  %w{g} = arith.addi %v{g}, %v{g} : index loc(#loc{g})\n",
            f"  return %w{g} : index\n",
        ]
        inp.extend(block)
        size += sum(len(b) for b in block)
        # Six directives per group.
        chk.append(f"// CHECK-LABEL: func.func @kernel_{g}(")
        chk.append(f"// CHECK-NEXT: [[V{g % 7}:%v[0-9]+]] = arith.constant [[#C:]] : index")
        chk.append(f"// CHECK-NOT: llvm.unreachable")
        chk.append(f"// CHECK-DAG: %w{{{{[0-9]+}}}} = arith.addi [[V{g % 7}]], [[V{g % 7}]]")
        chk.append(f"// CHECK-SAME: loc(#loc[[#C-C+{g}]])")
        chk.append(f"// CHECK: return %w{g} : index")
    with open(os.path.join(args.out, "input.txt"), "w") as f:
        f.writelines(inp)
    chk = chk[: args.checks]
    with open(os.path.join(args.out, "check.txt"), "w") as f:
        f.write("\n".join(chk) + "\n")
    print(f"input: {size / 1e6:.1f} MB, {len(inp)} lines; checks: {len(chk)} directives")


if __name__ == "__main__":
    main()

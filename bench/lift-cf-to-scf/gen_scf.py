#!/usr/bin/env python3
"""Random nested scf programs (scf.for with an iteration value, scf.while, scf.if), to be
lowered by mlir-opt -convert-scf-to-cf into the loops MLIR itself produces.

    gen_scf.py SEED COUNT"""
import random, sys
rng = random.Random(int(sys.argv[1])); count = int(sys.argv[2])
cnt = [0]
def fresh():
    cnt[0] += 1; return f'%x{cnt[0]}'
def stmts(depth, avail, ind):
    out = []
    for _ in range(rng.randint(1, 3)):
        r = rng.random()
        pad = '  ' * ind
        if depth > 0 and r < 0.3:
            # for loop with iter arg
            lb, ub, st, iv, acc, res = fresh(), fresh(), fresh(), fresh(), fresh(), fresh()
            init = rng.choice(avail)
            out.append(f'{pad}{lb} = arith.constant 0 : index')
            out.append(f'{pad}{ub} = "test.ub"() : () -> index')
            out.append(f'{pad}{st} = arith.constant 1 : index')
            out.append(f'{pad}{res} = scf.for {iv} = {lb} to {ub} step {st} iter_args({acc} = {init}) -> (i32) {{')
            inner = avail + [acc]
            body, v = stmts(depth - 1, inner, ind + 1)
            out += body
            out.append(f'{pad}  scf.yield {v} : i32')
            out.append(f'{pad}}}')
            avail = avail + [res]
        elif depth > 0 and r < 0.5:
            c, res = fresh(), fresh()
            out.append(f'{pad}{c} = "test.cond"() : () -> i1')
            out.append(f'{pad}{res} = scf.if {c} -> (i32) {{')
            b1, v1 = stmts(depth - 1, avail, ind + 1)
            out += b1 + [f'{pad}  scf.yield {v1} : i32', f'{pad}}} else {{']
            b2, v2 = stmts(depth - 1, avail, ind + 1)
            out += b2 + [f'{pad}  scf.yield {v2} : i32', f'{pad}}}']
            avail = avail + [res]
        elif depth > 0 and r < 0.65:
            a, b, c, res, init = fresh(), fresh(), fresh(), fresh(), rng.choice(avail)
            out.append(f'{pad}{res} = scf.while ({a} = {init}) : (i32) -> i32 {{')
            bb, v = stmts(depth - 1, avail + [a], ind + 1)
            out += bb
            out.append(f'{pad}  {c} = "test.cond"({v}) : (i32) -> i1')
            out.append(f'{pad}  scf.condition({c}) {v} : i32')
            out.append(f'{pad}}} do {{')
            out.append(f'{pad}^bb0({b}: i32):')
            ab, v2 = stmts(depth - 1, avail + [b], ind + 1)
            out += ab
            out.append(f'{pad}  scf.yield {v2} : i32')
            out.append(f'{pad}}}')
            avail = avail + [res]
        else:
            v = fresh()
            out.append(f'{pad}{v} = "test.op"({rng.choice(avail)}) : (i32) -> i32')
            avail = avail + [v]
    return out, avail[-1]
funcs = []
for i in range(count):
    body, v = stmts(3, ['%a'], 1)
    funcs.append(f'func.func @s{sys.argv[1]}_{i}(%a: i32) -> i32 {{\n' + '\n'.join(body) + f'\n  return {v} : i32\n}}')
print('\n\n'.join(funcs))

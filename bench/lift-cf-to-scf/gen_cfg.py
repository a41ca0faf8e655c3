#!/usr/bin/env python3
"""Random CFG functions (loops with several entries and exits, switches, block arguments,
values used where they dominate) for comparing -lift-cf-to-scf with mlir-opt.

    gen_cfg.py SEED COUNT [MAX_BLOCKS [FORWARD_PROBABILITY [wrap]]]

`wrap` puts each body in an scf.execute_region (returns become scf.yield)."""
import random, sys

def dominators(n, succ):
    preds = [[] for _ in range(n)]
    for b in range(n):
        for s in succ[b]:
            preds[s].append(b)
    dom = [set(range(n)) for _ in range(n)]
    dom[0] = {0}
    changed = True
    while changed:
        changed = False
        for b in range(1, n):
            ps = [dom[p] for p in preds[b]]
            new = set.intersection(*ps) | {b} if ps else {b}
            if new != dom[b]:
                dom[b] = new; changed = True
    return dom

def gen(rng, name):
    n = rng.randint(2, MAXN)
    succ = [[] for _ in range(n)]
    kinds = []
    for b in range(n):
        r = rng.random()
        if b == n - 1 or (b > 0 and r < 0.12):
            kinds.append('ret'); continue
        k = rng.choice(['br', 'cond', 'cond', 'cond', 'switch'])
        cnt = {'br': 1, 'cond': 2, 'switch': rng.randint(2, 4)}[k]
        for _ in range(cnt):
            if rng.random() < FWD and b + 1 < n:
                t = rng.randint(b + 1, n - 1)
            else:
                t = rng.randint(1, n - 1)
            succ[b].append(t)
        kinds.append(k)
    # reachability
    seen = {0}; st = [0]
    while st:
        b = st.pop()
        for s in succ[b]:
            if s not in seen:
                seen.add(s); st.append(s)
    if len(seen) != n:
        return None
    dom = dominators(n, succ)
    nargs = [0] + [rng.choice([0, 0, 1, 1, 2]) for _ in range(1, n)]
    types = ['i32', 'i64', 'f32']
    argty = {b: [rng.choice(types[:2]) for _ in range(nargs[b])] for b in range(n)}
    rettys = [rng.choice(types[:2]) for _ in range(rng.randint(0, 2))]
    lines = []
    fargs = ', '.join(f'%a{i}: {t}' for i, t in enumerate(['i32', 'i64']))
    res = '' if not rettys else ' -> (' + ', '.join(rettys) + ')'
    lines.append(f'func.func @{name}({fargs}){res} {{')
    defs = {}  # block -> list of (name, type)
    counter = [0]
    def fresh():
        counter[0] += 1; return f'%v{counter[0]}'
    for b in range(n):
        if b > 0:
            al = ', '.join(f'%b{b}_{i}: {t}' for i, t in enumerate(argty[b]))
            lines.append(f'^bb{b}' + (f'({al})' if al else '') + ':')
        avail = [('%a0', 'i32'), ('%a1', 'i64')]
        for d in sorted(dom[b]):
            if d != b and d in defs:
                avail += defs[d]
        avail += [(f'%b{b}_{i}', t) for i, t in enumerate(argty[b])]
        mine = []
        for _ in range(rng.randint(0, 2)):
            t = rng.choice(['i32', 'i64'])
            srcs = [v for v in avail + mine if v[1] == t]
            v = fresh()
            if srcs and rng.random() < 0.7:
                o = rng.choice(srcs)[0]
                lines.append(f'  {v} = "test.op"({o}) : ({t}) -> {t}')
            else:
                lines.append(f'  {v} = "test.def"() : () -> {t}')
            mine.append((v, t))
        defs[b] = mine
        pool = avail + mine
        def pick(t):
            c = [v for v in pool if v[1] == t]
            return rng.choice(c)[0]
        def target(s):
            if not argty[s]:
                return f'^bb{s}'
            ops = ', '.join(pick(t) for t in argty[s])
            return f'^bb{s}({ops} : ' + ', '.join(argty[s]) + ')'
        k = kinds[b]
        if k == 'ret':
            if rettys:
                lines.append('  return ' + ', '.join(pick(t) for t in rettys) + ' : ' + ', '.join(rettys))
            else:
                lines.append('  return')
        elif k == 'br':
            lines.append(f'  cf.br {target(succ[b][0])}')
        elif k == 'cond':
            c = fresh()
            lines.append(f'  {c} = "test.cond"() : () -> i1')
            lines.append(f'  cf.cond_br {c}, {target(succ[b][0])}, {target(succ[b][1])}')
        else:
            f = fresh()
            lines.append(f'  {f} = "test.flag"() : () -> i32')
            cases = rng.sample(range(-2, 8), len(succ[b]) - 1)
            parts = [f'    default: {target(succ[b][0])}'] + [f'    {cv}: {target(s)}' for cv, s in zip(cases, succ[b][1:])]
            lines.append(f'  cf.switch {f} : i32, [\n' + ',\n'.join(parts) + '\n  ]')
    lines.append('}')
    if WRAP:
        head = lines[0]
        body = [l.replace('  return', '  scf.yield', 1) if l.startswith('  return') else l for l in lines[1:-1]]
        rs = ', '.join(rettys)
        if rettys:
            wrap = [head, f'  %w:{len(rettys)} = scf.execute_region -> ({rs}) {{'] if len(rettys) > 1 else [head, f'  %w = scf.execute_region -> {rs} {{']
        else:
            wrap = [head, '  scf.execute_region {']
        wrap += ['  ' + l for l in body]
        wrap.append('  }')
        if rettys:
            if len(rettys) > 1:
                wrap.append('  return ' + ', '.join(f'%w#{i}' for i in range(len(rettys))) + ' : ' + rs)
            else:
                wrap.append(f'  return %w : {rs}')
        else:
            wrap.append('  return')
        wrap.append('}')
        lines = wrap
    return '\n'.join(lines)

MAXN = int(sys.argv[3]) if len(sys.argv) > 3 else 9
FWD = float(sys.argv[4]) if len(sys.argv) > 4 else 0.6
WRAP = len(sys.argv) > 5 and sys.argv[5] == 'wrap'
def main():
    seed = int(sys.argv[1]); count = int(sys.argv[2])
    rng = random.Random(seed)
    out = []
    i = 0
    while len(out) < count:
        f = gen(rng, f'f{seed}_{i}')
        i += 1
        if f:
            out.append(f)
    print('\n\n'.join(out))

main()

# Random pdl.pattern modules for bench/pdl-to-pdl-interp/compare.sh: gen_patterns.py SEED COUNT.
import random, sys
NAMES = ["a.x", "a.y", "b.z", None]
TYPES = ["i32", "i64", "f32"]
def gen_pattern(rng, pi):
    global VALS, TYS, RANGE_VALS, RANGE_TYS
    VALS, TYS, RANGE_VALS, RANGE_TYS = [], [], [], []
    lines = []
    cnt = [0]
    def fresh(p):
        cnt[0] += 1
        return f"%{p}{cnt[0]}"
    def gen_type(allow_range=False):
        if allow_range and rng.random() < 0.3:
            v = fresh("ts")
            if rng.random() < 0.5:
                lines.append(f"  {v} = types : [{', '.join(rng.choice(TYPES) for _ in range(rng.randint(1,2)))}]")
            else:
                lines.append(f"  {v} = types")
            return v, True
        v = fresh("t")
        if rng.random() < 0.5:
            lines.append(f"  {v} = type : {rng.choice(TYPES)}")
        else:
            lines.append(f"  {v} = type")
        return v, False
    def gen_op(depth):
        operands = []
        nops = rng.randint(0, 3)
        ranged = False
        for _ in range(nops):
            r = rng.random()
            if depth < 2 and r < 0.35:
                sub, nres = gen_op(depth + 1)
                if nres == 0:
                    # use all results
                    v = fresh("rs")
                    lines.append(f"  {v} = results of {sub}")
                    operands.append((v, True))
                else:
                    idx = rng.randrange(nres)
                    v = fresh("r")
                    lines.append(f"  {v} = result {idx} of {sub}")
                    operands.append((v, False))
            elif r < 0.55:
                v = fresh("vs")
                if rng.random() < 0.5:
                    t = fresh("ts")
                    lines.append(f"  {t} = types" + (f" : [{rng.choice(TYPES)}]" if rng.random() < 0.5 else ""))
                    lines.append(f"  {v} = operands : {t}")
                else:
                    lines.append(f"  {v} = operands")
                operands.append((v, True))
            else:
                v = fresh("v")
                if rng.random() < 0.4:
                    t, isr = gen_type(False)
                    lines.append(f"  {v} = operand : {t}")
                else:
                    lines.append(f"  {v} = operand")
                operands.append((v, False))
        for v, r in operands:
            (RANGE_VALS if r else VALS).append(v)
        attrs = []
        for k in range(rng.randint(0, 2)):
            a = fresh("a")
            r = rng.random()
            if r < 0.4:
                lines.append(f"  {a} = attribute = {rng.randint(0,3)} : {rng.choice(TYPES[:2])}")
            elif r < 0.7:
                t, _ = gen_type(False)
                lines.append(f"  {a} = attribute : {t}")
            else:
                lines.append(f"  {a} = attribute")
            attrs.append((rng.choice(["p", "q", "r"]) + str(k), a))
        results = []
        nres = rng.randint(0, 2)
        for _ in range(nres):
            t, isr = gen_type(rng.random() < 0.3)
            results.append((t, isr))
            (RANGE_TYS if isr else TYS).append(t)
        name = rng.choice(NAMES)
        o = fresh("op")
        s = f"  {o} = operation"
        if name: s += f' "{name}"'
        if operands:
            s += "(" + ", ".join(v for v, _ in operands) + " : " + ", ".join("!pdl.range<value>" if r else "!pdl.value" for _, r in operands) + ")"
        if attrs:
            s += " {" + ", ".join(f'"{n}" = {a}' for n, a in attrs) + "}"
        if results:
            s += " -> (" + ", ".join(t for t, _ in results) + " : " + ", ".join("!pdl.range<type>" if r else "!pdl.type" for _, r in results) + ")"
        lines.append(s)
        # number of single results addressable by index (only if no ranges)
        n_single = len(results) if not any(r for _, r in results) else 0
        return o, n_single
    root, nres = gen_op(0)
    multi = None
    if nres > 0 and rng.random() < 0.3:
        r = fresh("mr")
        lines.append(f"  {r} = result 0 of {root}")
        multi = fresh("root2")
        nm = rng.choice(NAMES)
        lines.append(f"  {multi} = operation" + (f' "{nm}"' if nm else "") + f"({r} : !pdl.value)")
    if rng.random() < 0.3:
        c = fresh("c")
        if rng.random() < 0.5:
            lines.append(f'  {c} = apply_native_constraint "cst{rng.randint(0,1)}"({root} : !pdl.operation) : !pdl.attribute')
            if rng.random() < 0.5:
                lines.append(f'  apply_native_constraint "use{rng.randint(0,1)}"({c} : !pdl.attribute)')
            extra = f"({c} : !pdl.attribute)"
        else:
            lines.append(f'  apply_native_constraint "chk{rng.randint(0,1)}"({root} : !pdl.operation)')
            extra = ""
    else:
        extra = ""
    if multi:
        which = rng.random()
        if which < 0.33:
            lines.append(f'  rewrite with "rw"({root}, {multi} : !pdl.operation, !pdl.operation)')
        elif which < 0.66:
            lines.append(f'  rewrite {root} with "rw"({multi} : !pdl.operation)')
        else:
            lines.append(f'  rewrite {multi} with "rw"({root} : !pdl.operation)')
    elif rng.random() < 0.5:
        lines.append(f'  rewrite {root} with "rw"{extra}')
    else:
        if extra:
            lines.append(f'  rewrite {root} with "rw"{extra}')
        else:
            lines.append(f"  rewrite {root} {{")
            r = rng.random()
            if r < 0.3:
                lines.append(f"    erase {root}")
            elif r < 0.7 and (VALS or RANGE_VALS or TYS or RANGE_TYS):
                ops = rng.sample(VALS + RANGE_VALS, min(len(VALS + RANGE_VALS), 2))
                tys = rng.sample(TYS + RANGE_TYS, min(len(TYS + RANGE_TYS), 2))
                st = '    %n = operation "new.op"'
                if ops:
                    st += "(" + ", ".join(ops) + " : " + ", ".join("!pdl.range<value>" if o in RANGE_VALS else "!pdl.value" for o in ops) + ")"
                if tys:
                    st += " -> (" + ", ".join(tys) + " : " + ", ".join("!pdl.range<type>" if t in RANGE_TYS else "!pdl.type" for t in tys) + ")"
                lines.append(st)
                if tys and rng.random() < 0.5:
                    lines.append("    %nr = results of %n")
                    lines.append(f"    replace {root} with (%nr : !pdl.range<value>)")
                elif rng.random() < 0.5:
                    lines.append(f"    replace {root} with %n")
                else:
                    lines.append(f"    erase {root}")
            else:
                lines.append(f'    %n = operation "new.op"')
                lines.append(f"    replace {root} with %n")
            lines.append("  }")
    # Native constraint on an arbitrary type value? keep simple.
    return f"pdl.pattern @p{pi} : benefit({rng.randint(1,3)}) {{\n" + "\n".join(lines) + "\n}\n"

seed = int(sys.argv[1]); n = int(sys.argv[2])
rng = random.Random(seed)
print("".join(gen_pattern(rng, i) for i in range(n)))

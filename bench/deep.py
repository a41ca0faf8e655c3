#!/usr/bin/env python3
"""Writes a function whose ops nest DEPTH regions deep (inputs for bench/deep.sh and lit tests).

    python3 bench/deep.py DEPTH [SHAPE] [-o FILE]

SHAPE is one of
  generic    `"test.op"() ({ ... }) : () -> ()` nested DEPTH deep, unregistered ops
             (needs --allow-unregistered-dialect); each level defines a value used one
             level further in;
  scf        `scf.execute_region` nested DEPTH deep in a `func.func`, each level yielding
             the constant of the level inside;
  if         `scf.if` nested DEPTH deep on one condition, each level with an else block.
No indentation: the text grows linearly with DEPTH.
"""
import sys


def generic(n, w):
    w('"test.func"() ({\n%v0 = "test.def"() : () -> i32\n')
    for i in range(1, n + 1):
        w('"test.op"() ({\n%%v%d = "test.use"(%%v%d) : (i32) -> i32\n' % (i, i - 1))
    w('"test.end"() : () -> ()\n')
    w('}) : () -> ()\n' * n)
    w('"test.return"() : () -> ()\n}) : () -> ()\n')


def scf(n, w):
    w('func.func @deep() -> i32 {\n')
    for _ in range(n):
        w('%r = scf.execute_region -> i32 {\n')
    w('%c = arith.constant 1 : i32\nscf.yield %c : i32\n')
    w('}\nscf.yield %r : i32\n' * (n - 1))
    w('}\nreturn %r : i32\n}\n')


def if_chain(n, w):
    w('func.func @deep(%c: i1) {\n')
    w('scf.if %c {\n' * n)
    w('} else {\n}\n' * n)
    w('return\n}\n')


def main():
    args = sys.argv[1:]
    out = sys.stdout
    if '-o' in args:
        i = args.index('-o')
        out = open(args[i + 1], 'w')
        del args[i:i + 2]
    depth = int(args[0])
    shape = args[1] if len(args) > 1 else 'generic'
    {'generic': generic, 'scf': scf, 'if': if_chain}[shape](depth, out.write)
    out.close()


if __name__ == '__main__':
    main()

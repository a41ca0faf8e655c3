#!/usr/bin/env python3
"""Seeds the fuzz corpora (fuzz/corpus/<target>) from the lit tests under test/.

    python3 fuzz/seed.py [target ...]     # default: every target

* tablegen: every `.td` file under test/ and the dialects' `.td` files.
* ir_lexer, ir_parser: every `// -----` chunk of every `.mlir` test.
* ir_pipeline, parallel_parse: the same chunks, prefixed by `1` when the test's RUN lines pass
  `--allow-unregistered-dialect`, else `0` (the target reads its first byte as that flag).
* custom_form: the chunks of the `.mlir` tests under test/Dialect, prefixed as for ir_pipeline.
* pdl: the chunks of every `.mlir` test that mentions `pdl.` (the PDL dialect's tests, the
  PDL rule files), prefixed as for ir_pipeline.
* pdl_bytecode: the chunks of the `.mlir` tests under test/Rewrite that hold a
  `module @patterns`, prefixed as for ir_pipeline.
* pdll: every `// -----` chunk of every `.pdll` file under test/PDLL (Inputs included).
* ods_dialect: for each `.mlir` test loading a dialect with `--load-dialect FILE`, FILE's
  text, a `// -----` line, then each chunk of the test; plus every dialect `.td` alone.

Files are named by the hash of their content, so seeding twice adds nothing.
"""

import hashlib
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "fuzz", "corpus")
SEPARATOR = b"\n// -----\n"
TARGETS = [
    "tablegen",
    "ir_lexer",
    "ir_parser",
    "ir_pipeline",
    "parallel_parse",
    "custom_form",
    "ods_dialect",
    "pdll",
    "pdl",
    "pdl_bytecode",
]


def files(top, suffix):
    for dirpath, _, names in os.walk(top):
        for name in sorted(names):
            if name.endswith(suffix):
                yield os.path.join(dirpath, name)


def read(path):
    with open(path, "rb") as f:
        return f.read()


def chunks(text):
    """The `// -----` chunks of a test file (one chunk when there is no separator)."""
    return [c for c in re.split(rb"(?m)^// -----\s*$\n?", text) if c.strip()]


def dialect_tds():
    return list(files(os.path.join(ROOT, "dialects"), ".td"))


def loaded_dialects(path, text):
    """The `.td` files a test's RUN lines load with `--load-dialect`."""
    out = []
    for m in re.finditer(rb"--load-dialect[= ](\S+)", text):
        arg = m.group(1).decode().replace("%S", os.path.dirname(path)).replace("%p", os.path.dirname(path))
        arg = os.path.normpath(arg)
        if os.path.isfile(arg) and arg not in out:
            out.append(arg)
    return out


def seeds(target):
    test = os.path.join(ROOT, "test")
    if target == "tablegen":
        for path in list(files(test, ".td")) + dialect_tds():
            yield read(path)
    elif target in ("ir_lexer", "ir_parser", "ir_pipeline", "parallel_parse"):
        for path in files(test, ".mlir"):
            text = read(path)
            flag = b"1" if b"allow-unregistered-dialect" in text else b"0"
            for chunk in chunks(text):
                yield flag + chunk if target in ("ir_pipeline", "parallel_parse") else chunk
    elif target == "custom_form":
        for path in files(os.path.join(test, "Dialect"), ".mlir"):
            text = read(path)
            flag = b"1" if b"allow-unregistered-dialect" in text else b"0"
            for chunk in chunks(text):
                yield flag + chunk
    elif target == "pdl":
        # The PDL tests, and every other test that holds a `pdl.pattern`.
        for path in files(test, ".mlir"):
            text = read(path)
            if b"pdl." not in text:
                continue
            flag = b"1" if b"allow-unregistered-dialect" in text else b"0"
            for chunk in chunks(text):
                yield flag + chunk
    elif target == "pdl_bytecode":
        for path in files(os.path.join(test, "Rewrite"), ".mlir"):
            text = read(path)
            flag = b"1" if b"allow-unregistered-dialect" in text else b"0"
            for chunk in chunks(text):
                if b"module @patterns" in chunk:
                    yield flag + chunk
    elif target == "pdll":
        for path in files(os.path.join(ROOT, "test", "PDLL"), ".pdll"):
            for chunk in chunks(read(path)):
                yield chunk
    elif target == "ods_dialect":
        for path in dialect_tds():
            yield read(path)
        for path in files(test, ".mlir"):
            text = read(path)
            for td in loaded_dialects(path, text):
                td_text = read(td)
                for chunk in chunks(text):
                    yield td_text + SEPARATOR + chunk
    else:
        raise SystemExit(f"unknown target {target}; known: {' '.join(TARGETS)}")


def main():
    for target in sys.argv[1:] or TARGETS:
        out = os.path.join(CORPUS, target)
        os.makedirs(out, exist_ok=True)
        added = 0
        for data in seeds(target):
            name = os.path.join(out, hashlib.sha1(data).hexdigest())
            if not os.path.exists(name):
                with open(name, "wb") as f:
                    f.write(data)
                added += 1
        print(f"{target}: {added} new seed(s) in {os.path.relpath(out, ROOT)}")


if __name__ == "__main__":
    main()

// RUN: rtblgen --dump-json %s | FileCheck %s
// Expected output from llvm-tblgen's JSON backend (compact, keys sorted).
def ops;
class A<int n> { int N = n; bits<3> b = 0b101; list<string> l = ["a"]; dag d = (ops 1:$x, "s"); string s = "q\"x"; code c = [{ c }]; A self = ?; }
def X : A<1>;
def : A<2>;
class B : A<3> { int v = N; }
def Y : B { let self = X; }
def Z { bit t = 1; int u = ?; }

// CHECK: {"!instanceof":{"A":["X","Y","anonymous_0"],"B":["Y"]},"!tablegen_json_version":1,"X":{"!anonymous":false,"!fields":[],"!locs":["json-basic.td:5"],"!name":"X","!superclasses":["A"],"N":1,"b":[1,0,1],"c":" c ","d":{"args":{{\[\[}}1,"x"],["s",null]],"kind":"dag","operator":{"def":"ops","kind":"def","printable":"ops"},"printable":"(ops 1:$x, \"s\")"},"l":["a"],"s":"q\"x","self":null},"Y":{"!anonymous":false,"!fields":[],"!locs":["json-basic.td:8"],"!name":"Y","!superclasses":["A","B"],"N":3,"b":[1,0,1],"c":" c ","d":{"args":{{\[\[}}1,"x"],["s",null]],"kind":"dag","operator":{"def":"ops","kind":"def","printable":"ops"},"printable":"(ops 1:$x, \"s\")"},"l":["a"],"s":"q\"x","self":{"def":"X","kind":"def","printable":"X"},"v":3},"Z":{"!anonymous":false,"!fields":[],"!locs":["json-basic.td:9"],"!name":"Z","!superclasses":[],"t":1,"u":null},"anonymous_0":{"!anonymous":true,"!fields":[],"!locs":["json-basic.td:6"],"!name":"anonymous_0","!superclasses":["A"],"N":2,"b":[1,0,1],"c":" c ","d":{"args":{{\[\[}}1,"x"],["s",null]],"kind":"dag","operator":{"def":"ops","kind":"def","printable":"ops"},"printable":"(ops 1:$x, \"s\")"},"l":["a"],"s":"q\"x","self":null},"ops":{"!anonymous":false,"!fields":[],"!locs":["json-basic.td:3"],"!name":"ops","!superclasses":[]}}

// RUN: rtblgen --dump-json %s | FileCheck %s
// Expected output from llvm-tblgen's JSON backend (compact, keys sorted).
class Base; class Mid : Base; class Leaf : Mid; class Unused;
def a : Leaf; def b : Mid; def c : Base;
def vars { list<int> l = [1, 2]; string s = "tab\there"; }

// CHECK: {"!instanceof":{"Base":["a","b","c"],"Leaf":["a"],"Mid":["a","b"],"Unused":[]},"!tablegen_json_version":1,"a":{"!anonymous":false,"!fields":[],"!locs":["json-instanceof.td:4"],"!name":"a","!superclasses":["Base","Mid","Leaf"]},"b":{"!anonymous":false,"!fields":[],"!locs":["json-instanceof.td:4"],"!name":"b","!superclasses":["Base","Mid"]},"c":{"!anonymous":false,"!fields":[],"!locs":["json-instanceof.td:4"],"!name":"c","!superclasses":["Base"]},"vars":{"!anonymous":false,"!fields":[],"!locs":["json-instanceof.td:5"],"!name":"vars","!superclasses":[],"l":[1,2],"s":"tab\there"}}

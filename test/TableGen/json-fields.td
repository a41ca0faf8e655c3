// RUN: rtblgen --dump-json %s | FileCheck %s
// Expected output from llvm-tblgen's JSON backend (compact, keys sorted).
class I<bits<4> op> { field bits<4> Inst = op; string asm = ""; }
def ADD : I<0b0001> { let asm = "add"; }
def : I<0b0010>;

// CHECK: {"!instanceof":{"I":["ADD","anonymous_0"]},"!tablegen_json_version":1,"ADD":{"!anonymous":false,"!fields":["Inst"],"!locs":["json-fields.td:4"],"!name":"ADD","!superclasses":["I"],"Inst":[1,0,0,0],"asm":"add"},"anonymous_0":{"!anonymous":true,"!fields":["Inst"],"!locs":["json-fields.td:5"],"!name":"anonymous_0","!superclasses":["I"],"Inst":[0,1,0,0],"asm":""}}

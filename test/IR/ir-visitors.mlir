// RUN: ropt -test-ir-visitors %s -o /dev/null | FileCheck %s

// Blocks branched to are not erased; positions shift as blocks before them go. The loop
// blocks ^bb3 and ^bb4 are unreachable: the dominance walks leave them out.
func.func @loop() {
  "test.region.op0"() ({
    ^bb0:
      %c = "test.op0"() : () -> (i1)
      cf.cond_br %c, ^bb2, ^bb1
    ^bb1:
      "test.op1"() : () -> ()
      cf.br ^bb2
    ^bb2:
      "test.op2"() : () -> ()
    ^bb3:
      "test.op3"() : () -> ()
      cf.br ^bb4
    ^bb4:
      cf.br ^bb3
  }) : () -> ()
  return
}

// The walks started at blocks and regions; erasures of ops not directly in the module.
module {
  func.func @a() {
    "test.x"() ({
      "test.y"() : () -> ()
    }, {
      ^bb0:
        "test.z"() : () -> ()
      ^bb1:
        "test.w"() : () -> ()
    }) {walk_blocks, walk_regions} : () -> ()
    return
  }
  func.func private @decl()
  "test.other"() ({
    func.func @inner() {
      return
    }
  }) : () -> ()
}

// CHECK: Op pre-order visits
// CHECK-NEXT: Visiting op 'builtin.module'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'test.region.op0'
// CHECK-NEXT: Visiting op 'test.op0'
// CHECK-NEXT: Visiting op 'cf.cond_br'
// CHECK-NEXT: Visiting op 'test.op1'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'test.op2'
// CHECK-NEXT: Visiting op 'test.op3'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'builtin.module'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'test.x'
// CHECK-NEXT: Visiting op 'test.y'
// CHECK-NEXT: Visiting op 'test.z'
// CHECK-NEXT: Visiting op 'test.w'
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'test.other'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Block pre-order visits
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'builtin.module'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb1 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb2 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb3 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb4 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'builtin.module'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.x'
// CHECK-NEXT: Visiting block ^bb0 from region 1 from operation 'test.x'
// CHECK-NEXT: Visiting block ^bb1 from region 1 from operation 'test.x'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.other'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Region pre-order visits
// CHECK-NEXT: Visiting region 0 from operation 'builtin.module'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Visiting region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting region 0 from operation 'builtin.module'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Visiting region 0 from operation 'test.x'
// CHECK-NEXT: Visiting region 1 from operation 'test.x'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Visiting region 0 from operation 'test.other'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Op post-order visits
// CHECK-NEXT: Visiting op 'test.op0'
// CHECK-NEXT: Visiting op 'cf.cond_br'
// CHECK-NEXT: Visiting op 'test.op1'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'test.op2'
// CHECK-NEXT: Visiting op 'test.op3'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'test.region.op0'
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'test.y'
// CHECK-NEXT: Visiting op 'test.z'
// CHECK-NEXT: Visiting op 'test.w'
// CHECK-NEXT: Visiting op 'test.x'
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'test.other'
// CHECK-NEXT: Visiting op 'builtin.module'
// CHECK-NEXT: Visiting op 'builtin.module'
// CHECK-NEXT: Block post-order visits
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb1 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb2 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb3 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb4 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.x'
// CHECK-NEXT: Visiting block ^bb0 from region 1 from operation 'test.x'
// CHECK-NEXT: Visiting block ^bb1 from region 1 from operation 'test.x'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.other'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'builtin.module'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'builtin.module'
// CHECK-NEXT: Region post-order visits
// CHECK-NEXT: Visiting region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Visiting region 0 from operation 'test.x'
// CHECK-NEXT: Visiting region 1 from operation 'test.x'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Visiting region 0 from operation 'test.other'
// CHECK-NEXT: Visiting region 0 from operation 'builtin.module'
// CHECK-NEXT: Visiting region 0 from operation 'builtin.module'
// CHECK-NEXT: Op reverse post-order visits
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'test.other'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'test.w'
// CHECK-NEXT: Visiting op 'test.z'
// CHECK-NEXT: Visiting op 'test.y'
// CHECK-NEXT: Visiting op 'test.x'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'builtin.module'
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'test.op3'
// CHECK-NEXT: Visiting op 'test.op2'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'test.op1'
// CHECK-NEXT: Visiting op 'cf.cond_br'
// CHECK-NEXT: Visiting op 'test.op0'
// CHECK-NEXT: Visiting op 'test.region.op0'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'builtin.module'
// CHECK-NEXT: Block reverse post-order visits
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.other'
// CHECK-NEXT: Visiting block ^bb1 from region 1 from operation 'test.x'
// CHECK-NEXT: Visiting block ^bb0 from region 1 from operation 'test.x'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.x'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'builtin.module'
// CHECK-NEXT: Visiting block ^bb4 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb3 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb2 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb1 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'builtin.module'
// CHECK-NEXT: Region reverse post-order visits
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Visiting region 0 from operation 'test.other'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Visiting region 1 from operation 'test.x'
// CHECK-NEXT: Visiting region 0 from operation 'test.x'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Visiting region 0 from operation 'builtin.module'
// CHECK-NEXT: Visiting region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Visiting region 0 from operation 'builtin.module'
// CHECK-NEXT: Op forward dominance post-order visits
// CHECK-NEXT: Visiting op 'test.op0'
// CHECK-NEXT: Visiting op 'cf.cond_br'
// CHECK-NEXT: Visiting op 'test.op2'
// CHECK-NEXT: Visiting op 'test.op1'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'test.region.op0'
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Block forward dominance post-order visits
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb2 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb1 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Region forward dominance post-order visits
// CHECK-NEXT: Visiting region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Op reverse dominance post-order visits
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'test.op2'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'test.op1'
// CHECK-NEXT: Visiting op 'cf.cond_br'
// CHECK-NEXT: Visiting op 'test.op0'
// CHECK-NEXT: Visiting op 'test.region.op0'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Block reverse dominance post-order visits
// CHECK-NEXT: Visiting block ^bb2 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb1 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Region reverse dominance post-order visits
// CHECK-NEXT: Visiting region 0 from operation 'test.region.op0'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Op forward dominance post-order visits
// CHECK-NEXT: Visiting op 'test.y'
// CHECK-NEXT: Visiting op 'test.z'
// CHECK-NEXT: Visiting op 'test.x'
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Block forward dominance post-order visits
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.x'
// CHECK-NEXT: Visiting block ^bb0 from region 1 from operation 'test.x'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Region forward dominance post-order visits
// CHECK-NEXT: Visiting region 0 from operation 'test.x'
// CHECK-NEXT: Visiting region 1 from operation 'test.x'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Op reverse dominance post-order visits
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'test.z'
// CHECK-NEXT: Visiting op 'test.y'
// CHECK-NEXT: Visiting op 'test.x'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Block reverse dominance post-order visits
// CHECK-NEXT: Visiting block ^bb0 from region 1 from operation 'test.x'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.x'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Region reverse dominance post-order visits
// CHECK-NEXT: Visiting region 1 from operation 'test.x'
// CHECK-NEXT: Visiting region 0 from operation 'test.x'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Op forward dominance post-order visits
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Block forward dominance post-order visits
// CHECK-NEXT: Region forward dominance post-order visits
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Op reverse dominance post-order visits
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Block reverse dominance post-order visits
// CHECK-NEXT: Region reverse dominance post-order visits
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Op forward dominance post-order visits
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Block forward dominance post-order visits
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Region forward dominance post-order visits
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Op reverse dominance post-order visits
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Block reverse dominance post-order visits
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Region reverse dominance post-order visits
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Invoke block pre-order visits on blocks
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.x'
// CHECK-NEXT: Visiting block ^bb0 from region 1 from operation 'test.x'
// CHECK-NEXT: Visiting block ^bb1 from region 1 from operation 'test.x'
// CHECK-NEXT: Invoke block post-order visits on blocks
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.x'
// CHECK-NEXT: Visiting block ^bb0 from region 1 from operation 'test.x'
// CHECK-NEXT: Visiting block ^bb1 from region 1 from operation 'test.x'
// CHECK-NEXT: Invoke region pre-order visits on region
// CHECK-NEXT: Visiting region 0 from operation 'test.x'
// CHECK-NEXT: Visiting region 1 from operation 'test.x'
// CHECK-NEXT: Invoke region post-order visits on region
// CHECK-NEXT: Visiting region 0 from operation 'test.x'
// CHECK-NEXT: Visiting region 1 from operation 'test.x'
// CHECK-NEXT: Op pre-order erasures (skip)
// CHECK-NEXT: Erasing op 'test.region.op0'
// CHECK-NEXT: Erasing op 'func.return'
// CHECK-NEXT: Erasing op 'test.x'
// CHECK-NEXT: Erasing op 'func.return'
// CHECK-NEXT: Erasing op 'func.func'
// CHECK-NEXT: Block pre-order erasures (skip)
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Cannot erase block ^bb0 from region 0 from operation 'test.region.op0', still has uses
// CHECK-NEXT: Cannot erase block ^bb1 from region 0 from operation 'test.region.op0', still has uses
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.x'
// CHECK-NEXT: Erasing block ^bb0 from region 1 from operation 'test.x'
// CHECK-NEXT: Erasing block ^bb0 from region 1 from operation 'test.x'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Op post-order erasures (skip)
// CHECK-NEXT: Erasing op 'test.op0'
// CHECK-NEXT: Erasing op 'cf.cond_br'
// CHECK-NEXT: Erasing op 'test.op1'
// CHECK-NEXT: Erasing op 'cf.br'
// CHECK-NEXT: Erasing op 'test.op2'
// CHECK-NEXT: Erasing op 'test.op3'
// CHECK-NEXT: Erasing op 'cf.br'
// CHECK-NEXT: Erasing op 'cf.br'
// CHECK-NEXT: Erasing op 'test.region.op0'
// CHECK-NEXT: Erasing op 'func.return'
// CHECK-NEXT: Erasing op 'test.y'
// CHECK-NEXT: Erasing op 'test.z'
// CHECK-NEXT: Erasing op 'test.w'
// CHECK-NEXT: Erasing op 'test.x'
// CHECK-NEXT: Erasing op 'func.return'
// CHECK-NEXT: Erasing op 'func.return'
// CHECK-NEXT: Erasing op 'func.func'
// CHECK-NEXT: Block post-order erasures (skip)
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Cannot erase block ^bb0 from region 0 from operation 'test.region.op0', still has uses
// CHECK-NEXT: Cannot erase block ^bb1 from region 0 from operation 'test.region.op0', still has uses
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.x'
// CHECK-NEXT: Erasing block ^bb0 from region 1 from operation 'test.x'
// CHECK-NEXT: Erasing block ^bb0 from region 1 from operation 'test.x'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Op post-order erasures (no skip)
// CHECK-NEXT: Erasing op 'test.op0'
// CHECK-NEXT: Erasing op 'cf.cond_br'
// CHECK-NEXT: Erasing op 'test.op1'
// CHECK-NEXT: Erasing op 'cf.br'
// CHECK-NEXT: Erasing op 'test.op2'
// CHECK-NEXT: Erasing op 'test.op3'
// CHECK-NEXT: Erasing op 'cf.br'
// CHECK-NEXT: Erasing op 'cf.br'
// CHECK-NEXT: Erasing op 'test.region.op0'
// CHECK-NEXT: Erasing op 'func.return'
// CHECK-NEXT: Erasing op 'func.func'
// CHECK-NEXT: Erasing op 'test.y'
// CHECK-NEXT: Erasing op 'test.z'
// CHECK-NEXT: Erasing op 'test.w'
// CHECK-NEXT: Erasing op 'test.x'
// CHECK-NEXT: Erasing op 'func.return'
// CHECK-NEXT: Erasing op 'func.func'
// CHECK-NEXT: Erasing op 'func.func'
// CHECK-NEXT: Erasing op 'func.return'
// CHECK-NEXT: Erasing op 'func.func'
// CHECK-NEXT: Erasing op 'test.other'
// CHECK-NEXT: Erasing op 'builtin.module'
// CHECK-NEXT: Erasing op 'builtin.module'
// CHECK-NEXT: Block post-order erasures (no skip)
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.region.op0'
// CHECK-NEXT: Cannot erase block ^bb0 from region 0 from operation 'test.region.op0', still has uses
// CHECK-NEXT: Cannot erase block ^bb1 from region 0 from operation 'test.region.op0', still has uses
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.x'
// CHECK-NEXT: Erasing block ^bb0 from region 1 from operation 'test.x'
// CHECK-NEXT: Erasing block ^bb0 from region 1 from operation 'test.x'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.other'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'builtin.module'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'builtin.module'

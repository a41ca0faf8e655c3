// RUN: ropt %s -test-pdl-bytecode-pass | FileCheck %s

// The rules of bench/pass/pdl-bytecode.sh on a function of the shared generator's flat
// workload: the greedy driver works bottom-up (MLIR's default for applyPatternsGreedily),
// folding first, so constants land where mlir-opt puts them.

// CHECK-LABEL: module @ir {
// CHECK-NEXT: func.func @flat0(%arg0: i32, %arg1: i32, %arg2: i64) -> i32 {
// CHECK-NEXT: %c-28_i32 = arith.constant -28 : i32
// CHECK-NEXT: %c28_i32 = arith.constant 28 : i32
// CHECK-NEXT: %c-216_i32 = arith.constant -216 : i32
// CHECK-NEXT: %c181_i32 = arith.constant 181 : i32
// CHECK-NEXT: %c-17_i32 = arith.constant -17 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.trunci %arg2 : i64 to i32
// CHECK-NEXT: %1 = arith.addi %arg0, %c16_i32 : i32
// CHECK-NEXT: %2 = arith.addi %arg2, %arg2 : i64
// CHECK-NEXT: %3 = arith.addi %0, %c-17_i32 : i32
// CHECK-NEXT: %4 = arith.subi %c0_i32, %1 : i32
// CHECK-NEXT: %5 = arith.muli %4, %3 : i32
// CHECK-NEXT: %6 = arith.subi %c0_i32, %1 : i32
// CHECK-NEXT: %7 = arith.cmpi sge, %6, %5 : i32
// CHECK-NEXT: %8 = arith.subi %0, %3 : i32
// CHECK-NEXT: %9 = arith.extsi %8 : i32 to i64
// CHECK-NEXT: %10 = arith.addi %0, %c-216_i32 : i32
// CHECK-NEXT: %11 = arith.subi %10, %c181_i32 : i32
// CHECK-NEXT: %12 = arith.andi %9, %2 : i64
// CHECK-NEXT: %13 = arith.addi %11, %c28_i32 : i32
// CHECK-NEXT: %14 = arith.addi %8, %c-28_i32 : i32
// CHECK-NEXT: %15 = arith.addi %14, %13 : i32
// CHECK-NEXT: %16 = arith.addi %15, %14 : i32
// CHECK-NEXT: %17 = arith.addi %16, %4 : i32
// CHECK-NEXT: %18 = arith.trunci %2 : i64 to i32
// CHECK-NEXT: %19 = arith.addi %17, %18 : i32
// CHECK-NEXT: %20 = arith.trunci %12 : i64 to i32
// CHECK-NEXT: %21 = arith.addi %19, %20 : i32
// CHECK-NEXT: %22 = arith.extui %7 : i1 to i32
// CHECK-NEXT: %23 = arith.addi %21, %22 : i32
// CHECK-NEXT: return %23 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
module {
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.switch_operation_name of %root to ["arith.xori", "arith.andi", "arith.subi"](^xor, ^and, ^sub) -> ^end
  ^xor:
    %xl = pdl_interp.get_operand 0 of %root
    %xr = pdl_interp.get_operand 1 of %root
    pdl_interp.are_equal %xl, %xr : !pdl.value -> ^xor_type, ^end
  ^xor_type:
    %xt = pdl_interp.get_value_type of %xl : !pdl.type
    pdl_interp.switch_type %xt to [i32, i64](^xor32, ^xor64) -> ^end
  ^xor32:
    pdl_interp.record_match @rewriters::@xor_self_i32(%root : !pdl.operation) : benefit(1), generatedOps(["arith.constant"]), loc([%root]), root("arith.xori") -> ^end
  ^xor64:
    pdl_interp.record_match @rewriters::@xor_self_i64(%root : !pdl.operation) : benefit(1), generatedOps(["arith.constant"]), loc([%root]), root("arith.xori") -> ^end
  ^and:
    %c = pdl_interp.get_operand 1 of %root
    %cdef = pdl_interp.get_defining_op of %c : !pdl.value
    pdl_interp.is_not_null %cdef : !pdl.operation -> ^and_def, ^end
  ^and_def:
    pdl_interp.check_operation_name of %cdef is "arith.constant" -> ^and_value, ^end
  ^and_value:
    %cv = pdl_interp.get_attribute "value" of %cdef
    pdl_interp.switch_attribute %cv to [-1 : i32, -1 : i64](^and_rec, ^and_rec) -> ^end
  ^and_rec:
    %ax = pdl_interp.get_operand 0 of %root
    pdl_interp.record_match @rewriters::@and_all_ones(%root, %ax : !pdl.operation, !pdl.value) : benefit(1), loc([%root, %cdef]), root("arith.andi") -> ^end
  ^sub:
    %sl = pdl_interp.get_operand 0 of %root
    %sr = pdl_interp.get_operand 1 of %root
    pdl_interp.are_equal %sl, %sr : !pdl.value -> ^sub_rec, ^end
  ^sub_rec:
    pdl_interp.record_match @rewriters::@sub_self(%root, %sl : !pdl.operation, !pdl.value) : benefit(1), generatedOps(["arith.xori"]), loc([%root]), root("arith.subi") -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @xor_self_i32(%root : !pdl.operation) {
      %zero = pdl_interp.create_attribute 0 : i32
      %cst = pdl_interp.create_operation "arith.constant" {"value" = %zero} -> <inferred>
      %v = pdl_interp.get_result 0 of %cst
      pdl_interp.replace %root with (%v : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @xor_self_i64(%root : !pdl.operation) {
      %zero = pdl_interp.create_attribute 0 : i64
      %cst = pdl_interp.create_operation "arith.constant" {"value" = %zero} -> <inferred>
      %v = pdl_interp.get_result 0 of %cst
      pdl_interp.replace %root with (%v : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @and_all_ones(%root : !pdl.operation, %x : !pdl.value) {
      pdl_interp.replace %root with (%x : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @sub_self(%root : !pdl.operation, %x : !pdl.value) {
      %t = pdl_interp.get_value_type of %x : !pdl.type
      %op = pdl_interp.create_operation "arith.xori"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
      %v = pdl_interp.get_result 0 of %op
      pdl_interp.replace %root with (%v : !pdl.value)
      pdl_interp.finalize
    }
  }
}
module @ir {
  func.func @flat0(%arg0: i32, %arg1: i32, %arg2: i64) -> i32 {
    %0 = arith.constant 0 : i32
    %1 = arith.constant 1 : i32
    %2 = arith.constant -9 : i32
    %3 = arith.constant 3 : i32
    %4 = arith.muli %2, %3 : i32
    %5 = arith.addi %arg1, %4 : i32
    %6 = arith.constant 18 : i32
    %7 = arith.constant -2 : i32
    %8 = arith.xori %6, %7 : i32
    %9 = arith.subi %8, %7 : i32
    %10 = arith.addi %arg1, %9 : i32
    %11 = arith.cmpi slt, %10, %5 : i32
    %12 = arith.xori %arg0, %arg0 : i32
    %13 = arith.trunci %arg2 : i64 to i32
    %14 = arith.addi %arg2, %arg2 : i64
    %15 = arith.subi %13, %13 : i32
    %16 = arith.xori %12, %15 : i32
    %17 = arith.andi %16, %arg0 : i32
    %18 = arith.extsi %17 : i32 to i64
    %19 = arith.constant -1 : i32
    %20 = arith.andi %13, %19 : i32
    %21 = arith.trunci %18 : i64 to i32
    %22 = arith.constant -12 : i32
    %23 = arith.constant -7 : i32
    %24 = arith.addi %22, %23 : i32
    %25 = arith.constant -3 : i32
    %26 = arith.xori %24, %25 : i32
    %27 = arith.addi %arg0, %26 : i32
    %28 = arith.subi %14, %14 : i64
    %29 = arith.select %11, %20, %12 : i32
    %30 = arith.addi %arg2, %arg2 : i64
    %31 = arith.ori %0, %27 : i32
    %32 = arith.constant -19 : i32
    %33 = arith.subi %32, %7 : i32
    %34 = arith.addi %20, %33 : i32
    %35 = arith.cmpi sgt, %29, %20 : i32
    %36 = arith.subi %21, %31 : i32
    %37 = arith.muli %36, %34 : i32
    %38 = arith.extsi %21 : i32 to i64
    %39 = arith.subi %21, %31 : i32
    %40 = arith.cmpi sge, %39, %37 : i32
    %41 = arith.andi %16, %16 : i32
    %42 = arith.constant 31 : i32
    %43 = arith.constant 5 : i32
    %44 = arith.xori %42, %43 : i32
    %45 = arith.muli %44, %43 : i32
    %46 = arith.xori %45, %43 : i32
    %47 = arith.addi %41, %46 : i32
    %48 = arith.constant 181 : i32
    %49 = arith.xori %41, %48 : i32
    %50 = arith.ori %30, %38 : i64
    %51 = arith.cmpi slt, %47, %49 : i32
    %52 = arith.extsi %36 : i32 to i64
    %53 = arith.subi %13, %34 : i32
    %54 = arith.xori %38, %52 : i64
    %55 = arith.subi %49, %36 : i32
    %56 = arith.constant true
    %57 = arith.select %56, %55, %55 : i32
    %58 = arith.subi %14, %14 : i64
    %59 = arith.extsi %53 : i32 to i64
    %60 = arith.subi %21, %31 : i32
    %61 = arith.muli %60, %57 : i32
    %62 = arith.subi %49, %0 : i32
    %63 = arith.constant -5 : i32
    %64 = arith.subi %63, %3 : i32
    %65 = arith.muli %64, %3 : i32
    %66 = arith.constant 9 : i32
    %67 = arith.muli %65, %66 : i32
    %68 = arith.addi %20, %67 : i32
    %69 = arith.xori %arg0, %arg0 : i32
    %70 = arith.subi %68, %62 : i32
    %71 = arith.ori %54, %52 : i64
    %72 = arith.xori %18, %50 : i64
    %73 = arith.andi %59, %50 : i64
    %74 = arith.select %56, %69, %61 : i32
    %75 = arith.constant 19 : i32
    %76 = arith.addi %75, %66 : i32
    %77 = arith.addi %70, %76 : i32
    %78 = arith.constant -29 : i32
    %79 = arith.addi %78, %7 : i32
    %80 = arith.xori %79, %43 : i32
    %81 = arith.addi %53, %80 : i32
    %82 = arith.addi %81, %74 : i32
    %83 = arith.addi %82, %77 : i32
    %84 = arith.addi %83, %81 : i32
    %85 = arith.trunci %28 : i64 to i32
    %86 = arith.addi %84, %85 : i32
    %87 = arith.trunci %58 : i64 to i32
    %88 = arith.addi %86, %87 : i32
    %89 = arith.trunci %71 : i64 to i32
    %90 = arith.addi %88, %89 : i32
    %91 = arith.trunci %72 : i64 to i32
    %92 = arith.addi %90, %91 : i32
    %93 = arith.trunci %73 : i64 to i32
    %94 = arith.addi %92, %93 : i32
    %95 = arith.extui %40 : i1 to i32
    %96 = arith.addi %94, %95 : i32
    func.return %96 : i32
  }
}
}

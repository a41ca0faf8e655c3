// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect | ropt -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | ropt -allow-unregistered-dialect | FileCheck %s

// Every arith op and syntax variant in its custom form, printed, re-parsed, and printed in the
// generic form (expected text, result names included, from mlir-opt 22): overflow and
// fast-math flags, truncf rounding modes, exact flags, the scaling casts, select with scalar
// and vector conditions, constants of every kind (i1 constants: constant-bool.mlir).

// CHECK-LABEL: module {
// CHECK-NEXT:   %0:2 = "test.src"() : () -> (i32, i32)
// CHECK-NEXT:   %1:2 = "test.src"() : () -> (f32, f32)
// CHECK-NEXT:   %2 = "test.src"() : () -> index
// CHECK-NEXT:   %3 = "test.src"() : () -> i1
// CHECK-NEXT:   %4 = "test.src"() : () -> vector<4xi32>
// CHECK-NEXT:   %5 = "test.src"() : () -> vector<4xf32>
// CHECK-NEXT:   %6 = "test.src"() : () -> vector<4xi1>
// CHECK-NEXT:   %7 = "test.src"() : () -> tensor<?xi32>
// CHECK-NEXT:   %8 = "test.src"() : () -> f16
// CHECK-NEXT:   %9 = "test.src"() : () -> memref<4xi32>
// CHECK-NEXT:   %10 = "test.src"() : () -> vector<4xf8E5M2>
// CHECK-NEXT:   %11 = "test.src"() : () -> vector<4xf8E8M0FNU>
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:   %cst_0 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
// CHECK-NEXT:   %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x3xf64>
// CHECK-NEXT:   %cst_2 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:   %c-1_i65 = arith.constant -1 : i65
// CHECK-NEXT:   %cst_3 = arith.constant dense<[true, false]> : vector<2xi1>
// CHECK-NEXT:   %cst_4 = arith.constant 0xFFFF : bf16
// CHECK-NEXT:   %cst_5 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:   %cst_6 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:   %cst_7 = arith.constant 1.953130e-03 : f8E4M3FN
// CHECK-NEXT:   %12 = arith.addi %0#0, %0#1 : i32
// CHECK-NEXT:   %13 = arith.subi %0#0, %0#1 : i32
// CHECK-NEXT:   %14 = arith.muli %0#0, %0#1 : i32
// CHECK-NEXT:   %15 = arith.divui %0#0, %0#1 : i32
// CHECK-NEXT:   %16 = arith.divsi %0#0, %0#1 : i32
// CHECK-NEXT:   %17 = arith.ceildivui %0#0, %0#1 : i32
// CHECK-NEXT:   %18 = arith.ceildivsi %0#0, %0#1 : i32
// CHECK-NEXT:   %19 = arith.floordivsi %0#0, %0#1 : i32
// CHECK-NEXT:   %20 = arith.remui %0#0, %0#1 : i32
// CHECK-NEXT:   %21 = arith.remsi %0#0, %0#1 : i32
// CHECK-NEXT:   %22 = arith.andi %0#0, %0#1 : i32
// CHECK-NEXT:   %23 = arith.ori %0#0, %0#1 : i32
// CHECK-NEXT:   %24 = arith.xori %0#0, %0#1 : i32
// CHECK-NEXT:   %25 = arith.shli %0#0, %0#1 : i32
// CHECK-NEXT:   %26 = arith.shrui %0#0, %0#1 : i32
// CHECK-NEXT:   %27 = arith.shrsi %0#0, %0#1 : i32
// CHECK-NEXT:   %28 = arith.maxsi %0#0, %0#1 : i32
// CHECK-NEXT:   %29 = arith.maxui %0#0, %0#1 : i32
// CHECK-NEXT:   %30 = arith.minsi %0#0, %0#1 : i32
// CHECK-NEXT:   %31 = arith.minui %0#0, %0#1 : i32
// CHECK-NEXT:   %sum, %overflow = arith.addui_extended %0#0, %0#1 : i32, i1
// CHECK-NEXT:   %low, %high = arith.mului_extended %0#0, %0#1 : i32
// CHECK-NEXT:   %low_8, %high_9 = arith.mulsi_extended %0#0, %0#1 : i32
// CHECK-NEXT:   %32 = arith.addi %2, %2 : index
// CHECK-NEXT:   %33 = arith.addi %4, %4 : vector<4xi32>
// CHECK-NEXT:   %34 = arith.muli %7, %7 : tensor<?xi32>
// CHECK-NEXT:   %35 = arith.divui %0#0, %0#1 exact : i32
// CHECK-NEXT:   %36 = arith.shrsi %0#0, %0#1 exact : i32
// CHECK-NEXT:   %37 = arith.negf %1#0 : f32
// CHECK-NEXT:   %38 = arith.addf %1#0, %1#1 : f32
// CHECK-NEXT:   %39 = arith.subf %1#0, %1#1 : f32
// CHECK-NEXT:   %40 = arith.mulf %1#0, %1#1 : f32
// CHECK-NEXT:   %41 = arith.divf %1#0, %1#1 : f32
// CHECK-NEXT:   %42 = arith.remf %1#0, %1#1 : f32
// CHECK-NEXT:   %43 = arith.maximumf %1#0, %1#1 : f32
// CHECK-NEXT:   %44 = arith.minimumf %1#0, %1#1 : f32
// CHECK-NEXT:   %45 = arith.maxnumf %1#0, %1#1 : f32
// CHECK-NEXT:   %46 = arith.minnumf %1#0, %1#1 : f32
// CHECK-NEXT:   %47 = arith.addf %5, %5 : vector<4xf32>
// CHECK-NEXT:   %48 = arith.extui %0#0 : i32 to i64
// CHECK-NEXT:   %49 = arith.extsi %0#0 : i32 to i64
// CHECK-NEXT:   %50 = arith.trunci %0#0 : i32 to i8
// CHECK-NEXT:   %51 = arith.extf %8 : f16 to f32
// CHECK-NEXT:   %52 = arith.uitofp %0#0 : i32 to f32
// CHECK-NEXT:   %53 = arith.sitofp %0#0 : i32 to f64
// CHECK-NEXT:   %54 = arith.fptoui %1#0 : f32 to i32
// CHECK-NEXT:   %55 = arith.fptosi %1#0 : f32 to i16
// CHECK-NEXT:   %56 = arith.index_cast %0#0 : i32 to index
// CHECK-NEXT:   %57 = arith.index_castui %2 : index to i64
// CHECK-NEXT:   %58 = arith.bitcast %0#0 : i32 to f32
// CHECK-NEXT:   %59 = arith.index_cast %9 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT:   %60 = arith.extsi %4 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT:   %61 = arith.bitcast %5 : vector<4xf32> to vector<4xi32>
// CHECK-NEXT:   %62 = arith.cmpi eq, %0#0, %0#1 : i32
// CHECK-NEXT:   %63 = arith.cmpi ne, %2, %2 : index
// CHECK-NEXT:   %64 = arith.cmpi slt, %4, %4 : vector<4xi32>
// CHECK-NEXT:   %65 = arith.cmpi uge, %0#0, %0#1 : i32
// CHECK-NEXT:   %66 = arith.cmpf oeq, %1#0, %1#1 : f32
// CHECK-NEXT:   %67 = arith.cmpf uno, %5, %5 : vector<4xf32>
// CHECK-NEXT:   %68 = arith.cmpf true, %1#0, %1#1 : f32
// CHECK-NEXT:   %69 = arith.select %3, %0#0, %0#1 : i32
// CHECK-NEXT:   %70 = arith.select %6, %4, %4 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT:   %71 = arith.select %3, %5, %5 : vector<4xf32>
// CHECK-NEXT:   %72 = arith.select %3, %0#0, %0#1 {tag = 1 : i32} : i32
// CHECK-NEXT:   %73 = arith.addi %0#0, %0#1 overflow<nsw> : i32
// CHECK-NEXT:   %74 = arith.subi %0#0, %0#1 overflow<nuw> : i32
// CHECK-NEXT:   %75 = arith.muli %0#0, %0#1 overflow<nsw, nuw> : i32
// CHECK-NEXT:   %76 = arith.shli %0#0, %0#1 overflow<nsw, nuw> : i32
// CHECK-NEXT:   %77 = arith.trunci %0#0 overflow<nsw> : i32 to i16
// CHECK-NEXT:   %78 = arith.addi %0#0, %0#1 : i32
// CHECK-NEXT:   %79 = arith.addf %1#0, %1#1 fastmath<fast> : f32
// CHECK-NEXT:   %80 = arith.mulf %1#0, %1#1 fastmath<nnan,ninf> : f32
// CHECK-NEXT:   %81 = arith.negf %1#0 fastmath<reassoc> : f32
// CHECK-NEXT:   %82 = arith.cmpf olt, %1#0, %1#1 fastmath<nsz> : f32
// CHECK-NEXT:   %83 = arith.extf %8 fastmath<contract> : f16 to f32
// CHECK-NEXT:   %84 = arith.truncf %1#0 : f32 to f16
// CHECK-NEXT:   %85 = arith.truncf %1#0 to_nearest_even : f32 to f16
// CHECK-NEXT:   %86 = arith.truncf %1#0 downward fastmath<afn> : f32 to bf16
// CHECK-NEXT:   %87 = arith.truncf %1#0 toward_zero : f32 to f16
// CHECK-NEXT:   %88 = arith.truncf %1#0 to_nearest_away : f32 to f16
// CHECK-NEXT:   %89 = arith.truncf %1#0 upward : f32 to f16
// CHECK-NEXT:   %90 = arith.scaling_extf %10, %11 : vector<4xf8E5M2>, vector<4xf8E8M0FNU> to vector<4xf32>
// CHECK-NEXT:   %91 = arith.scaling_truncf %5, %11 : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf8E5M2>
// CHECK-NEXT:   %92 = arith.scaling_truncf %5, %11 to_nearest_even fastmath<fast> : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf8E5M2>
// CHECK-NEXT:   %93 = arith.addf %1#0, %1#1 : f32
// CHECK-NEXT:   %94 = arith.mulf %1#0, %1#1 fastmath<fast> : f32
// CHECK-NEXT:   %95 = arith.divf %5, %5 fastmath<arcp> : vector<4xf32>
// CHECK-NEXT:   %96 = arith.maxnumf %1#0, %1#1 fastmath<nnan> : f32
// CHECK-NEXT:   %97 = arith.cmpi sge, %0#0, %0#1 {attr = "x"} : i32
// CHECK-NEXT:   %98 = arith.addi %0#0, %0#1 {foo} : i32
// CHECK-NEXT: }

// GENERIC-LABEL: "builtin.module"() ({
// GENERIC-NEXT:   %0:2 = "test.src"() : () -> (i32, i32)
// GENERIC-NEXT:   %1:2 = "test.src"() : () -> (f32, f32)
// GENERIC-NEXT:   %2 = "test.src"() : () -> index
// GENERIC-NEXT:   %3 = "test.src"() : () -> i1
// GENERIC-NEXT:   %4 = "test.src"() : () -> vector<4xi32>
// GENERIC-NEXT:   %5 = "test.src"() : () -> vector<4xf32>
// GENERIC-NEXT:   %6 = "test.src"() : () -> vector<4xi1>
// GENERIC-NEXT:   %7 = "test.src"() : () -> tensor<?xi32>
// GENERIC-NEXT:   %8 = "test.src"() : () -> f16
// GENERIC-NEXT:   %9 = "test.src"() : () -> memref<4xi32>
// GENERIC-NEXT:   %10 = "test.src"() : () -> vector<4xf8E5M2>
// GENERIC-NEXT:   %11 = "test.src"() : () -> vector<4xf8E8M0FNU>
// GENERIC-NEXT:   %12 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// GENERIC-NEXT:   %13 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:   %14 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
// GENERIC-NEXT:   %15 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
// GENERIC-NEXT:   %16 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<2x3xf64>}> : () -> tensor<2x3xf64>
// GENERIC-NEXT:   %17 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
// GENERIC-NEXT:   %18 = "arith.constant"() <{value = -1 : i65}> : () -> i65
// GENERIC-NEXT:   %19 = "arith.constant"() <{value = dense<[true, false]> : vector<2xi1>}> : () -> vector<2xi1>
// GENERIC-NEXT:   %20 = "arith.constant"() <{value = 0xFFFF : bf16}> : () -> bf16
// GENERIC-NEXT:   %21 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
// GENERIC-NEXT:   %22 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
// GENERIC-NEXT:   %23 = "arith.constant"() <{value = 1.953130e-03 : f8E4M3FN}> : () -> f8E4M3FN
// GENERIC-NEXT:   %24 = "arith.addi"(%0#0, %0#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:   %25 = "arith.subi"(%0#0, %0#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:   %26 = "arith.muli"(%0#0, %0#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:   %27 = "arith.divui"(%0#0, %0#1) : (i32, i32) -> i32
// GENERIC-NEXT:   %28 = "arith.divsi"(%0#0, %0#1) : (i32, i32) -> i32
// GENERIC-NEXT:   %29 = "arith.ceildivui"(%0#0, %0#1) : (i32, i32) -> i32
// GENERIC-NEXT:   %30 = "arith.ceildivsi"(%0#0, %0#1) : (i32, i32) -> i32
// GENERIC-NEXT:   %31 = "arith.floordivsi"(%0#0, %0#1) : (i32, i32) -> i32
// GENERIC-NEXT:   %32 = "arith.remui"(%0#0, %0#1) : (i32, i32) -> i32
// GENERIC-NEXT:   %33 = "arith.remsi"(%0#0, %0#1) : (i32, i32) -> i32
// GENERIC-NEXT:   %34 = "arith.andi"(%0#0, %0#1) : (i32, i32) -> i32
// GENERIC-NEXT:   %35 = "arith.ori"(%0#0, %0#1) : (i32, i32) -> i32
// GENERIC-NEXT:   %36 = "arith.xori"(%0#0, %0#1) : (i32, i32) -> i32
// GENERIC-NEXT:   %37 = "arith.shli"(%0#0, %0#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:   %38 = "arith.shrui"(%0#0, %0#1) : (i32, i32) -> i32
// GENERIC-NEXT:   %39 = "arith.shrsi"(%0#0, %0#1) : (i32, i32) -> i32
// GENERIC-NEXT:   %40 = "arith.maxsi"(%0#0, %0#1) : (i32, i32) -> i32
// GENERIC-NEXT:   %41 = "arith.maxui"(%0#0, %0#1) : (i32, i32) -> i32
// GENERIC-NEXT:   %42 = "arith.minsi"(%0#0, %0#1) : (i32, i32) -> i32
// GENERIC-NEXT:   %43 = "arith.minui"(%0#0, %0#1) : (i32, i32) -> i32
// GENERIC-NEXT:   %44:2 = "arith.addui_extended"(%0#0, %0#1) : (i32, i32) -> (i32, i1)
// GENERIC-NEXT:   %45:2 = "arith.mului_extended"(%0#0, %0#1) : (i32, i32) -> (i32, i32)
// GENERIC-NEXT:   %46:2 = "arith.mulsi_extended"(%0#0, %0#1) : (i32, i32) -> (i32, i32)
// GENERIC-NEXT:   %47 = "arith.addi"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT:   %48 = "arith.addi"(%4, %4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// GENERIC-NEXT:   %49 = "arith.muli"(%7, %7) <{overflowFlags = #arith.overflow<none>}> : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
// GENERIC-NEXT:   %50 = "arith.divui"(%0#0, %0#1) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT:   %51 = "arith.shrsi"(%0#0, %0#1) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT:   %52 = "arith.negf"(%1#0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:   %53 = "arith.addf"(%1#0, %1#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %54 = "arith.subf"(%1#0, %1#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %55 = "arith.mulf"(%1#0, %1#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %56 = "arith.divf"(%1#0, %1#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %57 = "arith.remf"(%1#0, %1#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %58 = "arith.maximumf"(%1#0, %1#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %59 = "arith.minimumf"(%1#0, %1#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %60 = "arith.maxnumf"(%1#0, %1#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %61 = "arith.minnumf"(%1#0, %1#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %62 = "arith.addf"(%5, %5) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:   %63 = "arith.extui"(%0#0) : (i32) -> i64
// GENERIC-NEXT:   %64 = "arith.extsi"(%0#0) : (i32) -> i64
// GENERIC-NEXT:   %65 = "arith.trunci"(%0#0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// GENERIC-NEXT:   %66 = "arith.extf"(%8) : (f16) -> f32
// GENERIC-NEXT:   %67 = "arith.uitofp"(%0#0) : (i32) -> f32
// GENERIC-NEXT:   %68 = "arith.sitofp"(%0#0) : (i32) -> f64
// GENERIC-NEXT:   %69 = "arith.fptoui"(%1#0) : (f32) -> i32
// GENERIC-NEXT:   %70 = "arith.fptosi"(%1#0) : (f32) -> i16
// GENERIC-NEXT:   %71 = "arith.index_cast"(%0#0) : (i32) -> index
// GENERIC-NEXT:   %72 = "arith.index_castui"(%2) : (index) -> i64
// GENERIC-NEXT:   %73 = "arith.bitcast"(%0#0) : (i32) -> f32
// GENERIC-NEXT:   %74 = "arith.index_cast"(%9) : (memref<4xi32>) -> memref<4xindex>
// GENERIC-NEXT:   %75 = "arith.extsi"(%4) : (vector<4xi32>) -> vector<4xi64>
// GENERIC-NEXT:   %76 = "arith.bitcast"(%5) : (vector<4xf32>) -> vector<4xi32>
// GENERIC-NEXT:   %77 = "arith.cmpi"(%0#0, %0#1) <{predicate = 0 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:   %78 = "arith.cmpi"(%2, %2) <{predicate = 1 : i64}> : (index, index) -> i1
// GENERIC-NEXT:   %79 = "arith.cmpi"(%4, %4) <{predicate = 2 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
// GENERIC-NEXT:   %80 = "arith.cmpi"(%0#0, %0#1) <{predicate = 9 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:   %81 = "arith.cmpf"(%1#0, %1#1) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:   %82 = "arith.cmpf"(%5, %5) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
// GENERIC-NEXT:   %83 = "arith.cmpf"(%1#0, %1#1) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:   %84 = "arith.select"(%3, %0#0, %0#1) : (i1, i32, i32) -> i32
// GENERIC-NEXT:   %85 = "arith.select"(%6, %4, %4) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// GENERIC-NEXT:   %86 = "arith.select"(%3, %5, %5) : (i1, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:   %87 = "arith.select"(%3, %0#0, %0#1) {tag = 1 : i32} : (i1, i32, i32) -> i32
// GENERIC-NEXT:   %88 = "arith.addi"(%0#0, %0#1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC-NEXT:   %89 = "arith.subi"(%0#0, %0#1) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT:   %90 = "arith.muli"(%0#0, %0#1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT:   %91 = "arith.shli"(%0#0, %0#1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT:   %92 = "arith.trunci"(%0#0) <{overflowFlags = #arith.overflow<nsw>}> : (i32) -> i16
// GENERIC-NEXT:   %93 = "arith.addi"(%0#0, %0#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:   %94 = "arith.addf"(%1#0, %1#1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %95 = "arith.mulf"(%1#0, %1#1) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %96 = "arith.negf"(%1#0) <{fastmath = #arith.fastmath<reassoc>}> : (f32) -> f32
// GENERIC-NEXT:   %97 = "arith.cmpf"(%1#0, %1#1) <{fastmath = #arith.fastmath<nsz>, predicate = 4 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:   %98 = "arith.extf"(%8) <{fastmath = #arith.fastmath<contract>}> : (f16) -> f32
// GENERIC-NEXT:   %99 = "arith.truncf"(%1#0) : (f32) -> f16
// GENERIC-NEXT:   %100 = "arith.truncf"(%1#0) <{roundingmode = 0 : i32}> : (f32) -> f16
// GENERIC-NEXT:   %101 = "arith.truncf"(%1#0) <{fastmath = #arith.fastmath<afn>, roundingmode = 1 : i32}> : (f32) -> bf16
// GENERIC-NEXT:   %102 = "arith.truncf"(%1#0) <{roundingmode = 3 : i32}> : (f32) -> f16
// GENERIC-NEXT:   %103 = "arith.truncf"(%1#0) <{roundingmode = 4 : i32}> : (f32) -> f16
// GENERIC-NEXT:   %104 = "arith.truncf"(%1#0) <{roundingmode = 2 : i32}> : (f32) -> f16
// GENERIC-NEXT:   %105 = "arith.scaling_extf"(%10, %11) : (vector<4xf8E5M2>, vector<4xf8E8M0FNU>) -> vector<4xf32>
// GENERIC-NEXT:   %106 = "arith.scaling_truncf"(%5, %11) : (vector<4xf32>, vector<4xf8E8M0FNU>) -> vector<4xf8E5M2>
// GENERIC-NEXT:   %107 = "arith.scaling_truncf"(%5, %11) <{fastmath = #arith.fastmath<fast>, roundingmode = 0 : i32}> : (vector<4xf32>, vector<4xf8E8M0FNU>) -> vector<4xf8E5M2>
// GENERIC-NEXT:   %108 = "arith.addf"(%1#0, %1#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %109 = "arith.mulf"(%1#0, %1#1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %110 = "arith.divf"(%5, %5) <{fastmath = #arith.fastmath<arcp>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:   %111 = "arith.maxnumf"(%1#0, %1#1) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %112 = "arith.cmpi"(%0#0, %0#1) <{predicate = 5 : i64}> {attr = "x"} : (i32, i32) -> i1
// GENERIC-NEXT:   %113 = "arith.addi"(%0#0, %0#1) <{overflowFlags = #arith.overflow<none>}> {foo} : (i32, i32) -> i32
// GENERIC-NEXT: }) : () -> ()

%i, %j = "test.src"() : () -> (i32, i32)
%x, %y = "test.src"() : () -> (f32, f32)
%k = "test.src"() : () -> index
%c = "test.src"() : () -> i1
%vi = "test.src"() : () -> vector<4xi32>
%vf = "test.src"() : () -> vector<4xf32>
%vc = "test.src"() : () -> vector<4xi1>
%ti = "test.src"() : () -> tensor<?xi32>
%h = "test.src"() : () -> f16
%m = "test.src"() : () -> memref<4xi32>
%a8 = "test.src"() : () -> vector<4xf8E5M2>
%s8 = "test.src"() : () -> vector<4xf8E8M0FNU>
%c0 = arith.constant 0 : i32
%c1 = arith.constant 1 : index
%cst = arith.constant 1.5 : f32
%cst2 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
%cst3 = arith.constant dense<0.0> : tensor<2x3xf64>
%cst4 = arith.constant 0x7FC00000 : f32
%cst5 = arith.constant -1 : i65
%cst8 = arith.constant dense<[true, false]> : vector<2xi1>
%cst9 = arith.constant 0xFFFF : bf16
%cst10 = arith.constant -0.0 : f64
%cst11 = arith.constant 0x7F800000 : f32
%cst12 = arith.constant 1.0e-3 : f8E4M3FN
%0 = arith.addi %i, %j : i32
%1 = arith.subi %i, %j : i32
%2 = arith.muli %i, %j : i32
%3 = arith.divui %i, %j : i32
%4 = arith.divsi %i, %j : i32
%5 = arith.ceildivui %i, %j : i32
%6 = arith.ceildivsi %i, %j : i32
%7 = arith.floordivsi %i, %j : i32
%8 = arith.remui %i, %j : i32
%9 = arith.remsi %i, %j : i32
%10 = arith.andi %i, %j : i32
%11 = arith.ori %i, %j : i32
%12 = arith.xori %i, %j : i32
%13 = arith.shli %i, %j : i32
%14 = arith.shrui %i, %j : i32
%15 = arith.shrsi %i, %j : i32
%16 = arith.maxsi %i, %j : i32
%17 = arith.maxui %i, %j : i32
%18 = arith.minsi %i, %j : i32
%19 = arith.minui %i, %j : i32
%20:2 = arith.addui_extended %i, %j : i32, i1
%21:2 = arith.mului_extended %i, %j : i32
%22:2 = arith.mulsi_extended %i, %j : i32
%23 = arith.addi %k, %k : index
%24 = arith.addi %vi, %vi : vector<4xi32>
%25 = arith.muli %ti, %ti : tensor<?xi32>
%26 = arith.divui %i, %j exact : i32
%27 = arith.shrsi %i, %j exact : i32
%30 = arith.negf %x : f32
%31 = arith.addf %x, %y : f32
%32 = arith.subf %x, %y : f32
%33 = arith.mulf %x, %y : f32
%34 = arith.divf %x, %y : f32
%35 = arith.remf %x, %y : f32
%36 = arith.maximumf %x, %y : f32
%37 = arith.minimumf %x, %y : f32
%38 = arith.maxnumf %x, %y : f32
%39 = arith.minnumf %x, %y : f32
%40 = arith.addf %vf, %vf : vector<4xf32>
%50 = arith.extui %i : i32 to i64
%51 = arith.extsi %i : i32 to i64
%52 = arith.trunci %i : i32 to i8
%53 = arith.extf %h : f16 to f32
%55 = arith.uitofp %i : i32 to f32
%56 = arith.sitofp %i : i32 to f64
%57 = arith.fptoui %x : f32 to i32
%58 = arith.fptosi %x : f32 to i16
%59 = arith.index_cast %i : i32 to index
%60 = arith.index_castui %k : index to i64
%61 = arith.bitcast %i : i32 to f32
%62 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
%63 = arith.extsi %vi : vector<4xi32> to vector<4xi64>
%64 = arith.bitcast %vf : vector<4xf32> to vector<4xi32>
%70 = arith.cmpi eq, %i, %j : i32
%71 = arith.cmpi ne, %k, %k : index
%72 = arith.cmpi slt, %vi, %vi : vector<4xi32>
%73 = arith.cmpi uge, %i, %j : i32
%74 = arith.cmpf oeq, %x, %y : f32
%75 = arith.cmpf uno, %vf, %vf : vector<4xf32>
%76 = arith.cmpf true, %x, %y : f32
%80 = arith.select %c, %i, %j : i32
%81 = arith.select %vc, %vi, %vi : vector<4xi1>, vector<4xi32>
%82 = arith.select %c, %vf, %vf : vector<4xf32>
%83 = arith.select %c, %i, %j {tag = 1 : i32} : i32
%b0 = arith.addi %i, %j overflow<nsw> : i32
%b1 = arith.subi %i, %j overflow<nuw> : i32
%b2 = arith.muli %i, %j overflow<nsw, nuw> : i32
%b3 = arith.shli %i, %j overflow<nuw, nsw> : i32
%b4 = arith.trunci %i overflow<nsw> : i32 to i16
%b5 = arith.addi %i, %j overflow<none> : i32
%b6 = arith.addf %x, %y fastmath<fast> : f32
%b7 = arith.mulf %x, %y fastmath<nnan,ninf> : f32
%b8 = arith.negf %x fastmath<reassoc> : f32
%b9 = arith.cmpf olt, %x, %y fastmath<nsz> : f32
%b10 = arith.extf %h fastmath<contract> : f16 to f32
%b11 = arith.truncf %x : f32 to f16
%b12 = arith.truncf %x to_nearest_even : f32 to f16
%b13 = arith.truncf %x downward fastmath<afn> : f32 to bf16
%b14 = arith.truncf %x toward_zero : f32 to f16
%b15 = arith.truncf %x to_nearest_away : f32 to f16
%b16 = arith.truncf %x upward : f32 to f16
%b17 = arith.scaling_extf %a8, %s8 : vector<4xf8E5M2>, vector<4xf8E8M0FNU> to vector<4xf32>
%b18 = arith.scaling_truncf %vf, %s8 : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf8E5M2>
%b19 = arith.scaling_truncf %vf, %s8 to_nearest_even fastmath<fast> : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf8E5M2>
%b20 = arith.addf %x, %y fastmath<none> : f32
%b21 = arith.mulf %x, %y fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
%b22 = arith.divf %vf, %vf fastmath<arcp> : vector<4xf32>
%b23 = arith.maxnumf %x, %y fastmath<nnan> : f32
%b24 = arith.cmpi sge, %i, %j {attr = "x"} : i32
%b25 = arith.addi %i, %j {foo} : i32

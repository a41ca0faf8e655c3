// Dialect attributes of an ODS dialect in attribute dictionaries: validated
// and canonicalized by the dialect's hook (`#fmt<fastmath<"nnan">>` is
// `#fmt.fastmath<nnan>`; a type after it is dropped). Expected text: mlir-opt
// 22 for the same attributes of arith/index.
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s | FileCheck %s

// CHECK: "test.op"() {a = #fmt.fastmath<nnan,ninf>, b = #fmt.overflow<nsw, nuw>, c = #fmt.fastmath<fast>, d = #fmt<cmp_predicate sgt>, e = #fmt.fastmath<nnan>, f = #fmt.overflow<none>, g = #fmt.fastmath<nnan>, h = #fmt<cmp_predicate eq>, i = #fmt.fastmath<nnan>}
"test.op"() {a = #fmt.fastmath<ninf,  nnan>, b = #fmt.overflow<nuw,nsw>, c = #fmt.fastmath<nnan,fast>, d = #fmt<cmp_predicate sgt>, e = #fmt<fastmath<"nnan">>, f = #fmt.overflow<none>, g = #fmt.fastmath<nnan> : i32, h = #fmt<cmp_predicate eq ne>, i = #fmt.fastmath<nnan,none>} : () -> ()

// RUN: ropt %s -test-strict-pattern-driver=strictness=AnyOp | FileCheck %s --check-prefix=ANYOP
// RUN: ropt %s -test-strict-pattern-driver=strictness=ExistingAndNewOps | FileCheck %s --check-prefix=EXISTINGANDNEWOPS
// RUN: ropt %s -test-strict-pattern-driver=strictness=ExistingOps | FileCheck %s --check-prefix=EXISTINGOPS

// The greedy driver on a list of ops, with each listener notification printed; the function
// records whether anything changed and whether every listed op was erased.

func.func @erased(%x: i32) {
  %a = "test.source"() : () -> (i32)
  %e = "test.erase_op"(%a, %x) : (i32, i32) -> (i32)
  return
}

func.func @replaced() {
  %r = "test.replace_with_new_op"() {k = 1} : () -> (i32)
  %u = "test.use"(%r, %r) : (i32, i32) -> (i32)
  return
}

func.func @inserted() {
  %s = "test.insert_same_op"() : () -> (f32)
  return
}

// The new test.erase_op is erased too unless only existing ops may be processed.
func.func @replaced_by_erase() {
  "test.replace_with_new_op"() {create_erase_op} : () -> ()
  return
}

// ANYOP: notifyOperationErased: test.erase_op
// ANYOP-NEXT: notifyOperationInserted: test.new_op, was unlinked
// ANYOP-NEXT: notifyOperationReplaced: test.replace_with_new_op
// ANYOP-NEXT: notifyOperationModified: test.use
// ANYOP-NEXT: notifyOperationModified: test.use
// ANYOP-NEXT: notifyOperationErased: test.replace_with_new_op
// ANYOP-NEXT: notifyOperationInserted: test.insert_same_op, was unlinked
// ANYOP-NEXT: notifyOperationModified: test.insert_same_op
// ANYOP-NEXT: notifyOperationInserted: test.erase_op, was unlinked
// ANYOP-NEXT: notifyOperationReplaced: test.replace_with_new_op
// ANYOP-NEXT: notifyOperationErased: test.replace_with_new_op
// ANYOP-NEXT: notifyOperationErased: test.erase_op
// ANYOP-NEXT: module {
// ANYOP-LABEL: func.func @erased(%arg0: i32) attributes {pattern_driver_all_erased = true, pattern_driver_changed = true} {
// ANYOP-NEXT:     %0 = "test.source"() : () -> i32
// ANYOP-NEXT:     return
// ANYOP-NEXT:   }
// ANYOP-LABEL: func.func @replaced() attributes {pattern_driver_all_erased = true, pattern_driver_changed = true} {
// ANYOP-NEXT:     %0 = "test.new_op"() : () -> i32
// ANYOP-NEXT:     %1 = "test.use"(%0, %0) : (i32, i32) -> i32
// ANYOP-NEXT:     return
// ANYOP-NEXT:   }
// ANYOP-LABEL: func.func @inserted() attributes {pattern_driver_all_erased = false, pattern_driver_changed = true} {
// ANYOP-NEXT:     %0 = "test.insert_same_op"() {skip = true} : () -> f32
// ANYOP-NEXT:     %1 = "test.insert_same_op"() {skip = true} : () -> f32
// ANYOP-NEXT:     return
// ANYOP-NEXT:   }
// ANYOP-LABEL: func.func @replaced_by_erase() attributes {pattern_driver_all_erased = true, pattern_driver_changed = true} {
// ANYOP-NEXT:     return
// ANYOP-NEXT:   }
// ANYOP-NEXT: }

// EXISTINGANDNEWOPS: notifyOperationErased: test.erase_op
// EXISTINGANDNEWOPS-NEXT: notifyOperationInserted: test.new_op, was unlinked
// EXISTINGANDNEWOPS-NEXT: notifyOperationReplaced: test.replace_with_new_op
// EXISTINGANDNEWOPS-NEXT: notifyOperationModified: test.use
// EXISTINGANDNEWOPS-NEXT: notifyOperationModified: test.use
// EXISTINGANDNEWOPS-NEXT: notifyOperationErased: test.replace_with_new_op
// EXISTINGANDNEWOPS-NEXT: notifyOperationInserted: test.insert_same_op, was unlinked
// EXISTINGANDNEWOPS-NEXT: notifyOperationModified: test.insert_same_op
// EXISTINGANDNEWOPS-NEXT: notifyOperationInserted: test.erase_op, was unlinked
// EXISTINGANDNEWOPS-NEXT: notifyOperationReplaced: test.replace_with_new_op
// EXISTINGANDNEWOPS-NEXT: notifyOperationErased: test.replace_with_new_op
// EXISTINGANDNEWOPS-NEXT: notifyOperationErased: test.erase_op
// EXISTINGANDNEWOPS-NEXT: module {
// EXISTINGANDNEWOPS-LABEL: func.func @erased(%arg0: i32) attributes {pattern_driver_all_erased = true, pattern_driver_changed = true} {
// EXISTINGANDNEWOPS-NEXT:     %0 = "test.source"() : () -> i32
// EXISTINGANDNEWOPS-NEXT:     return
// EXISTINGANDNEWOPS-NEXT:   }
// EXISTINGANDNEWOPS-LABEL: func.func @replaced() attributes {pattern_driver_all_erased = true, pattern_driver_changed = true} {
// EXISTINGANDNEWOPS-NEXT:     %0 = "test.new_op"() : () -> i32
// EXISTINGANDNEWOPS-NEXT:     %1 = "test.use"(%0, %0) : (i32, i32) -> i32
// EXISTINGANDNEWOPS-NEXT:     return
// EXISTINGANDNEWOPS-NEXT:   }
// EXISTINGANDNEWOPS-LABEL: func.func @inserted() attributes {pattern_driver_all_erased = false, pattern_driver_changed = true} {
// EXISTINGANDNEWOPS-NEXT:     %0 = "test.insert_same_op"() {skip = true} : () -> f32
// EXISTINGANDNEWOPS-NEXT:     %1 = "test.insert_same_op"() {skip = true} : () -> f32
// EXISTINGANDNEWOPS-NEXT:     return
// EXISTINGANDNEWOPS-NEXT:   }
// EXISTINGANDNEWOPS-LABEL: func.func @replaced_by_erase() attributes {pattern_driver_all_erased = true, pattern_driver_changed = true} {
// EXISTINGANDNEWOPS-NEXT:     return
// EXISTINGANDNEWOPS-NEXT:   }
// EXISTINGANDNEWOPS-NEXT: }

// EXISTINGOPS: notifyOperationErased: test.erase_op
// EXISTINGOPS-NEXT: notifyOperationInserted: test.new_op, was unlinked
// EXISTINGOPS-NEXT: notifyOperationReplaced: test.replace_with_new_op
// EXISTINGOPS-NEXT: notifyOperationModified: test.use
// EXISTINGOPS-NEXT: notifyOperationModified: test.use
// EXISTINGOPS-NEXT: notifyOperationErased: test.replace_with_new_op
// EXISTINGOPS-NEXT: notifyOperationInserted: test.insert_same_op, was unlinked
// EXISTINGOPS-NEXT: notifyOperationModified: test.insert_same_op
// EXISTINGOPS-NEXT: notifyOperationInserted: test.erase_op, was unlinked
// EXISTINGOPS-NEXT: notifyOperationReplaced: test.replace_with_new_op
// EXISTINGOPS-NEXT: notifyOperationErased: test.replace_with_new_op
// EXISTINGOPS-NEXT: module {
// EXISTINGOPS-LABEL: func.func @erased(%arg0: i32) attributes {pattern_driver_all_erased = true, pattern_driver_changed = true} {
// EXISTINGOPS-NEXT:     %0 = "test.source"() : () -> i32
// EXISTINGOPS-NEXT:     return
// EXISTINGOPS-NEXT:   }
// EXISTINGOPS-LABEL: func.func @replaced() attributes {pattern_driver_all_erased = true, pattern_driver_changed = true} {
// EXISTINGOPS-NEXT:     %0 = "test.new_op"() : () -> i32
// EXISTINGOPS-NEXT:     %1 = "test.use"(%0, %0) : (i32, i32) -> i32
// EXISTINGOPS-NEXT:     return
// EXISTINGOPS-NEXT:   }
// EXISTINGOPS-LABEL: func.func @inserted() attributes {pattern_driver_all_erased = false, pattern_driver_changed = true} {
// EXISTINGOPS-NEXT:     %0 = "test.insert_same_op"() {skip = true} : () -> f32
// EXISTINGOPS-NEXT:     %1 = "test.insert_same_op"() {skip = true} : () -> f32
// EXISTINGOPS-NEXT:     return
// EXISTINGOPS-NEXT:   }
// EXISTINGOPS-LABEL: func.func @replaced_by_erase() attributes {pattern_driver_all_erased = true, pattern_driver_changed = true} {
// EXISTINGOPS-NEXT:     "test.erase_op"() : () -> ()
// EXISTINGOPS-NEXT:     return
// EXISTINGOPS-NEXT:   }
// EXISTINGOPS-NEXT: }

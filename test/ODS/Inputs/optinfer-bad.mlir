func.func @f(%x: i32, %y: f32) {
  "oi.optmatch"(%x, %y) : (i32, f32) -> ()
  return
}

// -----

func.func @f(%x: i32, %t: tensor<4xf32>) {
  "oi.elt"(%t, %x) : (tensor<4xf32>, i32) -> ()
  return
}

// -----

func.func @f(%x: i32, %y: f32) {
  "oi.allmatch"(%x, %y) : (i32, f32) -> ()
  return
}

// -----

func.func @f(%x: i32, %y: f32) {
  %0 = "oi.same"(%x, %y) : (i32, f32) -> i32
  return
}

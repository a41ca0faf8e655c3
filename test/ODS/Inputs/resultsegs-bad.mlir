// The sizes of `type(results)` come from the dictionary only.
func.func @f() {
  %0:2 = rs.all : i32, i32
  return
}

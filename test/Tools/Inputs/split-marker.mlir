func.func @f() {
  return
}
// ~~XX
func.func @g() {
  return
}
// ~~YY
func.func @h() {
  return
}
// ~~XX0
func.func @i() {
  return
}

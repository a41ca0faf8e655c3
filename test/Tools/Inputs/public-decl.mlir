func.func @g()

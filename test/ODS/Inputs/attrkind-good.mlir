ak.str "s"
ak.int 3
ak.float 1.5
ak.type i32

cd.attrs <{a = 1 : i64}>

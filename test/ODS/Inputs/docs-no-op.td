// No Op class at all, for -gen-op-doc.
def A { int x = 1; }

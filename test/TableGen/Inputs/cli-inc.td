// Included by cli-include.td.
class FromInclude { int v = 7; }

//===- Utils.td - Small helpers shared by the ODS library --*- tablegen -*-===//
//
// Part of ropt's own ODS base library. Helpers used while building summaries
// and predicates; nothing here is visible to an op definition directly.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_ODS_UTILS_TD
#define ROPT_ODS_UTILS_TD

// Joins the non-empty strings of `parts` with `sep`.
class JoinNonEmpty<list<string> parts, string sep> {
  string result = !interleave(!filter(p, parts, !ne(p, "")), sep);
}

// Turns a width list like [8, 16] into "8/16".
class WidthList<list<int> widths> {
  string result = !interleave(widths, "/");
}

// Rust source of a slice literal of integers, e.g. "&[1, 2]".
class RustIntSlice<list<int> values> {
  string result = "&[" # !interleave(values, ", ") # "]";
}

#endif // ROPT_ODS_UTILS_TD

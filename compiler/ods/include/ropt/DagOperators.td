//===- DagOperators.td - Operators of the ODS dags ----------*- tablegen -*-===//
//
// Part of ropt's own ODS base library. The operators that head the dags of an
// op definition: `(ins ...)`, `(outs ...)`, `(region ...)`, `(successor ...)`.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_ODS_DAG_OPERATORS_TD
#define ROPT_ODS_DAG_OPERATORS_TD

// Operands and attributes (and builder parameters).
def ins;
// Results.
def outs;
// Regions.
def region;
// Successor blocks.
def successor;

#endif // ROPT_ODS_DAG_OPERATORS_TD
